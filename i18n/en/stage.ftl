# The stage's notices (English).

# A window whose monitor is not connected ($asked as the config writes it,
# from 0; $connected monitors there are).
monitor-missing = screen "{ $window }": asks for `monitor = { $asked }` but { $connected ->
        [one] { $connected } monitor is connected
       *[other] { $connected } monitors are connected
    }, numbered from 0; it opens in a window beside the others

## src/stage/bracket_screen.rs

bracket-screen-league-place = League #{ $place }
bracket-screen-group-group-place = Group { $group } #{ $place }
bracket-screen-winner-tie = Winner { $tie }
bracket-screen-loser-tie = Loser { $tie }
bracket-screen-knockout = Knockout
bracket-screen-this-event-has-no-knockout = This event has no knockout

## src/stage/categories_screen.rs

categories-screen-category-trophies = Category trophies
categories-screen-this-event-has-no-categories = This event has no categories: `categories` in [tournament]
categories-screen-nobody = (nobody)

## src/stage/mod.rs

stage-round-round-waiting-pairings = Round { $round }: waiting for the pairings

## src/stage/crosstable_screen.rs

crosstable-screen-crosstable = Crosstable

## src/stage/bughouse_screen.rs

bughouse-screen-table = Table
bughouse-screen-board = board
bughouse-screen-won-by = won by
bughouse-screen-draw = draw
bughouse-screen-board-b-piece-dropped-with = Board { $b }: the piece dropped with check may be taken off

## src/app/error.rs

error-no-display-server-neither-display =
    no display server: neither DISPLAY nor WAYLAND_DISPLAY is set, so no window can open.
    {"  "}On a machine without a screen, run the windows under Xvfb (`xvfb-run -a megxadrez stage`),
    {"  "}render a screen to a PNG with `megxadrez screenshot`, or use `megxadrez console`.
error-x-display-display-does-not = the X display { $display } does not answer: is its X server (or Xvfb) running?
error-no-graphics-adapter-why-install =
    no graphics adapter: { $why }.
    {"  "}Install a Vulkan driver; without a GPU, Mesa's software renderer (Debian/Ubuntu package mesa-vulkan-drivers, with libvulkan1) works.
error-no-screen-called-name2-config = no screen called { $name_quoted } in the config; its screens are: { $known }
error-cannot-write-display-reason = cannot write { $display }: { $reason }
error-renderer-produced-no-picture-after = the renderer produced no picture after { $n } frames

## src/stage/logos.rs

logos-cannot-read = cannot read the logo { $file }: { $reason }; the screen goes on without it
logos-not-an-image = { $file } is not a PNG or JPEG image that can be read; the screen goes on without it
logos-sponsors-title = With the support of
