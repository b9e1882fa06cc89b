## crates/core/src/pgn.rs

pgn-white = White
pgn-black = Black
pgn-unclocked-opening-period-then-clock = unclocked opening period, then the clock
pgn-illegal-move-by-who-n = {"{"}Illegal move by { $who } ({ $n }){"}"}{" "}
pgn-arbiters-decision-r = {"{"}Arbiter's decision: { $r }{"}"}{" "}
pgn-armageddon-draw-counts-as-win = {"{"}Armageddon: the draw counts as a win for Black{"}"}{" "}

## crates/core/src/session/rounds.rs

rounds-play-off = Play-off

## crates/core/src/replay.rs

replay-time-went-backwards-at-ms = time went backwards: { $at_ms } ms is before { $last_ms } ms

## crates/core/src/feed.rs

feed-source-holds-found-games-not = the source holds { $found } games, not game { $wanted }
feed-move-ply-san-not-legal = move { $ply } ({ $san }) is not legal

## crates/core/src/hotkey.rs

hotkey-empty-key = empty key
hotkey-m2-not-modifier-use-ctrl = { $m_quoted } is not a modifier: use Ctrl, Alt or Shift
hotkey-k2-not-key-use-z = { $k_quoted } is not a key: use A-Z, 0-9 or F1-F12, with Ctrl, Alt or Shift before it
hotkey-k-alone-would-be-typed = { $k } alone would be typed into the move field: add Ctrl or Alt (Ctrl+{ $k })
hotkey-shift-changes-digit-d-into = Shift changes the digit { $d } into another sign on most keyboards: use Ctrl or Alt alone
hotkey-alt-f4-closes-window-most = Alt+F4 closes the window on most desktops: choose another key
hotkey-ctrl-alt-f-switches-text = Ctrl+Alt+{ $f } switches to a text console on Linux: choose another key
hotkey-ctrl-m-message-field = Ctrl+M takes the operator window to the message field: choose another key
hotkey-k-operator-panels-own-key = { $k } is the operator panel's own key (F1-F9 with or without Shift the clocks and results, { $MUTE_KEY } the automatic cues, { $GO_KEY } GO): add Ctrl or Alt
