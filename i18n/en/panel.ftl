## src/operator/panel/controls.rs

controls-rounds-maximum-time-minutes-min = ⏰ The round's maximum time ({ $minutes } min) is over. Arbiter: decide every unfinished game.
controls-rounds-maximum-time-minutes-min-2 = the round's maximum time ({ $minutes } min)
controls-board = Board
controls-white = White
controls-black = Black
controls-illegal = illegal
controls-clock-pressed-by-who-ago = ⏱ Clock pressed by { $who } { $ago } s ago: type their move (F8 cancels it)
controls-who-at-0-00-stages = ⚑ { $who } is at 0:00 on the stage's clock. Arbiter: confirm the flag (Flag button) or set the clocks as the table clock shows.
controls-start-f1 = Start (F1)
controls-clock-pressed-space = Clock pressed (Space)
controls-pause-resume-f2 = Pause/resume (F2)
controls-all-shift-f2 = All (Shift+F2)
controls-illegal-move-f3 = Illegal move (F3)
controls-draw-colours-f5 = Draw the colours (F5)
controls-adjust-time-or-m-ss = Adjust time (s or m:ss):
controls-w = W
controls-b = B
controls-table-clock-w = Table clock — W:
controls-b-2 = B:
controls-set-both = Set both
controls-white-resigns = White resigns
controls-black-resigns = Black resigns
controls-agreed-draw-f7 = Agreed draw (F7)
controls-claim-draw-f4 = Claim a draw (F4)
controls-whites-flag = White's flag
controls-blacks-flag = Black's flag
controls-take-back-f8 = Take back (F8)
controls-arbiter-reason = Arbiter, reason:
controls-arbiters-decision-needs-reason = the arbiter's decision needs a reason
controls-moves = ▶ moves
controls-next = → next
controls-absent = (absent)
controls-present = present
controls-absent-2 = absent
controls-bench = Bench:
controls-p = in: { $p }

## src/operator/panel/round.rs

round-event-rounds-rounds = Event: { $rounds } rounds
round-stage-configs-boards = On the stage: the config's boards
round-stage-nothing-yet = On the stage: nothing yet (put a round on the stage with its button)
round-stage-round-r = On the stage: round { $r }
round-start-len-games = Start the { $len } games
round-put-round-last-stage = Put round { $last } on the stage
round-pair-round-next = Pair round { $next }
round-pair-round-next-from-events = Pair round { $next } from the event's schedule?
round-or-from-vegas-or-swiss = or from Vega's or Swiss-Manager's TRF file:
round-load-trf = Load TRF
round-type-trf-files-path = type the TRF file's path
round-pair-round-next-from-path = Pair round { $next } from { $path }?
round-next-round-paired-once-this = The next round is paired once this one has every result.
round-report-file-federation-path = Report file for the federation (path):
round-export-trf = Export TRF
round-type-report-files-path = type the report file's path
round-play-off-start-numbers-like = Play-off (start numbers, like "3 5"):
round-play-play-off = Play the play-off
round-type-two-different-start-numbers = type two different start numbers, 1 to { $count }
round-withdrawals = Withdrawals
round-withdrawn-from-round-r = withdrawn from round { $r }
round-disqualified-no-shows = disqualified (no-shows)
round-did-not-come = did not come
round-back = back
round-withdraw = withdraw
round-reason = Reason:
round-pair-again = Pair it again
round-put-round-round-stage-games = Put round { $round } on the stage? The games already there stay in the records.
round-swap-colours-w-white-against = Swap the colours: { $w } White against { $b }? Reason: { $reason }
round-withdraw-round-round-pairings-pair = Withdraw round { $round }'s pairings to pair it again? Reason: { $reason }
round-correct-result-what = Correct the result? { $what }
round-what = { $what }?

## src/operator/panel/bughouse.rs

bughouse-that-piece-belongs-side-not = that piece belongs to the side not to move
bughouse-match-not-being-played = the match is not being played
bughouse-sq-holds-no-piece-side = { $sq } holds no piece of the side to move
bughouse-from-not-legal-move = { $from }-{ $to } is not a legal move
bughouse-won-by = won by
bughouse-draw = draw
bughouse-move-board-n-nf3-n = Move on board { $n } (Nf3, N@f3, @e4) and Enter
bughouse-piece-dropped-square-gives-check = The piece dropped on { $square } gives check: the opponent may take it off
bughouse-take-off = Take it off
bughouse-promotion-pawn-goes-opponent-who = Promotion: the pawn goes to the opponent, who may lose one piece
bughouse-pawn = Pawn
bughouse-clears = clears
bughouse-hand-pawn-over = Hand the pawn over
bughouse-start-f1 = Start (F1)
bughouse-pause-f2 = Pause (F2)
bughouse-resume-f2 = Resume (F2)
bughouse-illegal-move-loses = Illegal move (loses)
bughouse-resigns = Resigns
bughouse-flag = Flag
bughouse-draw-2 = Draw
bughouse-removes = removes

## src/operator/panel/board_view.rs

board-view-game-over = the game is over
board-view-clock-not-running = the clock is not running
board-view-promotion = Promotion
board-view-queen = Queen
board-view-rook = Rook
board-view-bishop = Bishop
board-view-knight = Knight
board-view-cancel = Cancel
board-view-no-moves = (no moves)
board-view-moves = Moves
board-view-game-over-2 = Game over
board-view-reason = Reason

## src/operator/panel/mod.rs

panel-keyboard-shortcuts = Keyboard shortcuts
panel-no-games-stage-yet-pair = No games on the stage yet: pair round 1 and put it on the stage (left column).
panel-board = Board:
panel-table = Table
panel-game-over-why = the game is over ({ $why })
panel-type-move = type a move
panel-move-san-uci-or-lan = Move (SAN, UCI or LAN) and Enter
panel-white = White
panel-black = Black

## src/operator/panel/confirm.rs

confirm-does-side-resign = Does { $side } resign?
confirm-draw-by-agreement = A draw by agreement?
confirm-did-side-flag-fall = Did { $side }'s flag fall?
confirm-arbiters-decision-pgn-reason = The arbiter's decision { $pgn } ({ $reason })?
confirm-take-back-last-move = Take back the last move?
confirm-add-t-who-clock = Add { $t } to { $who }'s clock?
confirm-take-t-off-who-clock = Take { $t } off { $who }'s clock?
confirm-set-who-clock-t = Set { $who }'s clock to { $t }?
confirm-illegal-move-by-side-they = An illegal move by { $side }? They lose the match
confirm-set-clocks-as-table-clock = Set the clocks as the table clock shows: White { $w }, Black { $b }?
confirm-yes = Yes (S)
confirm-no-n-esc = No (N / Esc)

## src/operator/announcer.rs

announcer-public-address = Public address
announcer-go-no-list = GO (no list)
announcer-go-list-done = GO (list done)
announcer-back-start-list = back to the start of the list
announcer-volume = Volume
announcer-log = Log

## src/operator/announcer.rs

announcer-stop-all-esc = ■ STOP ALL (Esc)
announcer-automatic-cues-f11 = Automatic cues (F11)

## src/operator/panel/keymap.rs (the shortcut list)

keymap-key-enter = Enter
keymap-does-play-move-typed = play the move typed
keymap-key-f1 = F1
keymap-does-start-clock = start the clock
keymap-key-f2 = F2
keymap-does-pause-resume-this-board = pause / resume this board
keymap-key-shift-f2 = Shift+F2
keymap-does-pause-resume-every-board = pause / resume every board
keymap-key-f3 = F3
keymap-does-completed-illegal-move-side-move = completed illegal move (the side to move)
keymap-key-f4 = F4
keymap-does-claim-draw-threefold-repetition-or = claim a draw (threefold repetition or 50 moves)
keymap-key-f5 = F5
keymap-does-draw-colours = draw the colours
keymap-key-f6 = F6
keymap-does-side-move-resigns = the side to move resigns
keymap-key-f7 = F7
keymap-does-draw-by-agreement = draw by agreement
keymap-key-f8 = F8
keymap-does-take-back-last-move = take back the last move
keymap-key-f9 = F9
keymap-does-side-moves-flag-fell = the side to move's flag fell
keymap-key-space = Space
keymap-does-table-clock-was-pressed-move = the table clock was pressed: the move typed next takes that instant
keymap-key-pgup-pgdn = PgUp / PgDn
keymap-does-previous-next-board = previous / next board
keymap-key-esc = Esc
keymap-does-stop-all-sound-cancel-selection = stop all sound; cancel the selection or the confirmation
keymap-key-ctrl-1-9 = Ctrl+1…9
keymap-does-public-address-cues-each-ones = public-address cues (each one's key is on its button)
keymap-key-f12 = F12
keymap-does-go-next-cue-list = GO: the next cue of the list
keymap-key-shift-f12 = Shift+F12
keymap-does-read-pairings = read the last round's pairings over the public address, table by table
keymap-key-f11 = F11
keymap-does-mute-unmute-automatic-cues = mute / unmute the automatic cues
keymap-key-n = S / N
keymap-does-confirm-cancel-n = confirm (S) / cancel (N)
keymap-key-tab = Tab
keymap-does-go-through-every-button-space = go through every button (Space presses it)
keymap-key-pgdn = PgDn
keymap-does-next-board = next board

## src/operator/panel/round.rs

round-type-reason-journal-keeps-press = type the reason (the journal keeps it) and press again
announcer-message = Message on the screens (Ctrl+M)
announcer-message-hint = Round 3 starts at 11:30
announcer-message-minutes = Minutes (0: until taken down)
announcer-message-countdown = Count down
announcer-message-banner = Banner (Enter)
announcer-message-full = Full screen
announcer-message-clear = Take messages down
# The tabs of an operator window too narrow for its columns side by side.
panel-tab-event = Round and results
panel-tab-game = Game
panel-tab-public-address = Public address and messages
# The hall's phones block of the operator's window.
panel-phones = The hall's phones
panel-phones-scan = Scan the code or type the address:
panel-phones-announcer = Public address:
panel-phones-token = announcer's token:
panel-board-calls-the-arbiter-now = Board { $board } calls the arbiter (now)
panel-board-calls-the-arbiter = Board { $board } calls the arbiter ({ $minutes ->
    [one] 1 minute ago
   *[other] { $minutes } minutes ago
})
panel-call-answered = Answered
round-table-reported = { $side } reports { $result }; the opponent has not confirmed
round-table-disputed = they differ: { $white } / { $black } — the arbiter decides
round-lineup-of = { $team }'s line-up:
round-lineup-save = Save
round-lineups = Line-ups (seed 001 §2)
announcer-speech = Speech:
announcer-read-pairings = Read the pairings
