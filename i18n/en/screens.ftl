# The screens' words (English).

# "Board", before its number in messages.
screen-board = board
# "White".
screen-white = White
# "Black".
screen-black = Black
# Label before the child who executes the next move.
screen-mover = Moves
# Label before the child who comes after.
screen-next = Then
# Shown after an absent child's name.
screen-absent = absent
# Label of the illegal-move count.
screen-illegal = Illegal moves
# The same where the first illegal move loses.
screen-illegal-first-loses = The first illegal move loses
# The Armageddon notice.
screen-armageddon = ARMAGEDDON: White must win; a draw wins for Black
# Label of the round timer.
screen-round-time = Round time
# The round's time is over with this game unfinished.
screen-round-over = TIME LIMIT: the arbiter decides
# A display node's banner when its leader cannot be reached.
screen-connection-lost = connection lost to the stage: the clocks are not shown
# Label of the unclocked period's timer.
screen-unclocked = No clock
# Shown on a fallen flag.
screen-flag = FLAG
# Shown while the clocks are paused.
screen-paused = PAUSED
# Shown before the start.
screen-not-started = Waiting for the start
# Banner: "White wins" etc.
screen-white-wins = WHITE WINS
# Banner: "Black wins".
screen-black-wins = BLACK WINS
# Banner: "Draw".
screen-draw = DRAW
# Banner detail for an Armageddon draw.
screen-armageddon-draw = Armageddon draw: Black wins
## Reasons a game ends.
termination-checkmate = checkmate
termination-stalemate = stalemate
termination-insufficient-material = insufficient material
termination-repetition = repetition
termination-fifty-moves = fifty-move rule
termination-resignation = resignation
termination-agreement = draw agreed
termination-flag = flag fall
termination-illegal-moves = illegal moves
termination-arbiter = arbiter's decision

# The standings screen's title.
screen-standings = Standings
# The same, before the last round's number.
screen-standings-after = Standings after round
# The table once every round is played.
screen-standings-final = Final standings
# A league's table once the league is over and a knockout follows.
screen-standings-league-final = Final standings of the league
# Its columns: the place, the entrant, the points.
screen-place = Pl.
# The entrant's column.
screen-entrant = Entrant
# The points' column.
screen-points = Pts
# "… and N more" under a table cut short.
screen-and-more = … and { $count } more
# "Round", before its number.
screen-round = Round
# Said of an entrant with a bye.
screen-bye = bye
# "Table", before its number.
screen-table = Table
# A match screen whose table has no match in the round.
screen-no-match = This table has no match in the round

## src/i18n/mod.rs

i18n-cannot-use-journal-path-why = cannot use the journal { $path }: { $why } (nothing was changed)
journal-broken = an earlier write to the journal { $path } failed and could not be undone: restart the stage on this journal
i18n-journal-already-open-another-process = the journal is already open in another process{ $who } (lock { $path }): close that one first, or use another folder; a journal has one writer
i18n-game-start = Game start
i18n-game-end = Game end
i18n-ten-minutes-left = “Ten minutes left”
i18n-five-minutes-left = “Five minutes left”
i18n-one-minute-left = “One minute left”
i18n-time-end-round = “Time. End of the round”
i18n-time-warning = Time warning
i18n-shift = Shift+
i18n-board-board-game-starts = board { $board }'s game starts
i18n-board-board-game-ends = board { $board }'s game ends
i18n-rounds-time-over = the round's time is over
i18n-clock-round-left = { $clock } of the round left
i18n-board-white-has-clock = board { $board }: White has { $clock } left
i18n-board-black-has-clock = board { $board }: Black has { $clock } left
i18n-write-pawns-move-like-e7e8 = write the pawn's move, like e7e8
i18n-not-pawn-reaching-last-rank = not a pawn reaching the last rank
i18n-square-clear-does-not-read = the square to clear does not read (like d8)
i18n-that-square-holds-no-opponents = that square holds no opponent's piece that may be cleared (not the king)
i18n-final-position-would-not-be = the final position would not be legal

## src/i18n/mod.rs

i18n-path-line-dropped-torn-last = { $path }:{ $line }: dropped a torn last record ({ $reason }): { $text_quoted }
i18n-line-not-finished = the line is not finished
i18n-expected-seq-crc32-command = expected `SEQ CRC32 COMMAND`
i18n-s2-not-sequence-number = { $s_quoted } is not a sequence number
i18n-sequence-number-seq-where-expected = sequence number { $seq } where { $expected } was due
i18n-s2-not-checksum = { $s_quoted } is not a checksum
i18n-checksum-does-not-match = the checksum does not match
i18n-expected-board-n-at-seconds = expected `board N at SECONDS COMMAND` or `event at SECONDS COMMAND`
i18n-s2-not-board-number = { $s_quoted } is not a board number
i18n-empty-command = an empty command
i18n-lot-that-was-never-drawn = a lot that was never drawn
i18n-board-named-twice = a board named twice
i18n-display-not-megxadrez-journal-its = { $display }: not a MegXadrez journal (its first line should be { $HEADER_quoted })
i18n-path-line-damaged-record-why = { $path }:{ $line }: damaged record ({ $why }); the records up to #{ $last_good } are intact — keep a copy, then cut the file after line { $last_good_line } to start from there

## src/i18n/mod.rs

i18n-entrant-p-does-not-exist = entrant { $p } does not exist: they are numbered 1 to { $n }
i18n-round-r-does-not-exist = round { $r } does not exist: the event has { $n }
i18n-entrant-p-already-has-round = entrant { $p } already has round { $r }
i18n-round-r-has-no-pairing = round { $r } has no pairing { $w } - { $b }
i18n-nobody-plays-themself = nobody plays themself
i18n-board-k-does-not-exist = board { $k } does not exist: a match has boards 1 to { $n }
i18n-this-events-pairings-are-single = this event's pairings are single games: give their results with `result`
i18n-entrant-p-joins-round-r = entrant { $p } joins in round { $r }
i18n-round-r-has-no-pairing-2 = round { $r } has no pairing yet
i18n-round-r-already-has-n = round { $r } already has { $n } results: the stage does not play those games again; enter or correct the rest with `event result`
i18n-round-r-has-results-or = round { $r } has results or is on the stage: its pairings stand
event-bye-needs-reason = a bye asked for scores 0 (seed 004 §5: «con una puntuación de 0»): ½ or 1 for entrant { $p } in round { $r } is the arbiter's decision; give its reason after the kind: `event bye { $r } { $p } half REASON`
event-no-lineups = only a school team match (seed 001) has a line-up
event-bad-lineup = team { $t }'s line-up for round { $r }: 3 or 4 places of its list of { $n }, in the list's order (seed 001 §2: «si no juegan los 4 primeros, se respeta el orden»), like `event lineup { $r } { $t } 1 2 4 5`
i18n-team-matchs-result-comes-from = a team match's result comes from its boards: `board R W B K RESULT`
i18n-board-board-does-not-exist = board { $board } does not exist: there are { $count }
i18n-games-are-still-being-played = games are still being played on the stage (board { $list }): finish or decide them before changing rounds
i18n-command-holds-line-break-or = the command holds a line break or a control character ({ $code }): every command and every reason is one line of text
i18n-game-over-how = the game is over ({ $how })
i18n-game-has-not-started-start = the game has not started: start it (F1)
i18n-game-has-already-started = the game has already started
i18n-clocks-are-paused-resume-first = the clocks are paused: resume first (F2)
i18n-clocks-are-not-paused = the clocks are not paused
i18n-time-went-backwards-at-ms = time went backwards: { $at_ms } ms is before { $last_ms } ms
i18n-cannot-read-text-as-move = cannot read { $text_quoted } as a move (SAN like Nf3, UCI like g1f3, LAN like Ng1-f3)
i18n-text-not-legal-move-this = { $text_quoted } is not a legal move in this position
i18n-text-ambiguous-say-which-piece = { $text_quoted } is ambiguous: say which piece moves (for example Nbd2)
i18n-draw-claim-refused-position-occurred = draw claim refused: the position occurred { $occurrences ->
        [one] once
       *[other] { $occurrences } times
    } (3 needed) and { $moves_without_progress ->
        [one] 1 move was
       *[other] { $moves_without_progress } moves were
    } made without a capture or pawn move (50 needed)
i18n-cannot-start-from-that-position = cannot start from that position: { $why }
position-not-a-fen = not a FEN (a position in Forsyth-Edwards notation)
position-already-over = the game would already be over there
position-illegal = not a legal position
position-empty-board = the board is empty
position-missing-king = a king is missing
position-too-many-kings = a side has more than one king
position-pawns-on-back-rank = a pawn stands on the first or the last rank
position-castling-rights = a castling that king or rook can no longer make
position-en-passant-square = an en passant square no pawn could have left
position-opposite-check = the side not to move is in check
position-impossible-check = a check no move could have given
position-too-much-material = more pieces than a game can have
i18n-player-not-roster-team = { $player_quoted } is not on the roster of { $team_quoted }
i18n-invalid-rotation-team-reason = invalid rotation for { $team_quoted }: { $reason }
rotation-name-1-to-max = name 1 to { $max } players, not { $got }
rotation-named-twice = { $name_quoted } appears twice
rotation-all-absent = every player in it is marked absent
i18n-player-last-present-player-team = { $player_quoted } is the last present player of { $team_quoted }; nobody would be left to move
i18n-this-game-has-no-team = this game has no team rotation
i18n-there-nothing-take-back = there is nothing to take back
i18n-clock-was-already-pressed-type = the clock was already pressed: type the move first
i18n-bughouse-match-has-boards-1 = a bughouse match has boards 1 and 2
i18n-match-over = the match is over
i18n-match-over-how = the match is over ({ $how })
i18n-text2-not-move-type-san = { $text_quoted } is not a move: type SAN (Nf3, exd5), UCI (g1f3) or a drop (N@f3, @e4)
i18n-text2-not-legal-board-board = { $text_quoted } is not legal on board { $board } now (a piece drops only on an empty square; a pawn never on the 1st or 8th rank)
i18n-board-board-no-piece-just = on board { $board } no piece just dropped with check is there to remove
i18n-that-promotion-cannot-be-made = that promotion cannot be made on board { $board }: { $why }
i18n-this-event-promotes-as-chess = this event promotes as in chess: type the promotion as a move (e8=Q)
i18n-bughouse-move-cannot-be-taken = a bughouse move cannot be taken back: the pieces passed on may already be in play; the arbiter decides the match
i18n-that-command-has-no-meaning = that command has no meaning in a bughouse match
i18n-that-command-only-bughouse-match = that command is only for a bughouse match
i18n-countdown-ended = end of the countdown
welcome-round-at = Round { $round } · { $time }
welcome-follow-at = Follow the event on your phone: { $url }
screen-pairings-white-on-the-left = White on the left
screen-pairings-white-on-top = White on top

# What the standings' column codes mean, in the legend under the table.
column-bh = Buchholz (the opponents' scores added)
column-sb = Sonneborn-Berger
column-ps = progressive score
column-aro = opponents' average rating
column-win = games won
column-won = games won over the board
column-bpg = games with Black
column-bwg = wins with Black
column-de = direct encounter
column-lot = drawing of lots
column-mp = match points
column-gp = game points
column-gr = group
column-acc = points from earlier phases
column-cut-c1 = less the lowest result
column-cut-c2 = less the two lowest
column-cut-m1 = less the highest and the lowest
column-cut-m2 = less the two highest and the two lowest
# The match screen: under each team, the boards it has White on ("1 y 3").
screen-and = and
screen-match-white-on = White on boards { $boards }
# The match screen: a board a team has no child for.
screen-no-player = (no player)
event-already-here = entrant { $p } has already checked in
event-not-here = entrant { $p } has not checked in
event-no-check-in = nobody has checked in: there are no no-shows to decide
event-check-in-over = round 1 is paired: from now on presence is what the games say
event-no-such-table = round { $r } has no table { $t }
event-forfeit-reported = a table reports 1-0, 0-1 or ½-½; a forfeit is entered by the arbiter
event-already-decided = table { $t } of round { $r } has its result: if it is wrong, the arbiter corrects it
