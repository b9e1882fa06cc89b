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
