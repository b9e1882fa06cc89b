# What the public address says (crates/core/src/spoken.rs): a move read as
# the hall says it, a result, the pairings. An organiser's recording named by
# the phrase's key (piece-knight.wav, square-f3.wav) is played instead.

speech-piece-king = king
speech-piece-queen = queen
speech-piece-rook = rook
speech-piece-bishop = bishop
speech-piece-knight = knight
speech-piece-pawn = pawn
speech-takes = takes
speech-check = check
speech-checkmate = checkmate
speech-castles-short = castles short
speech-castles-long = castles long
speech-promotes = promotes to
speech-en-passant = en passant
speech-draw = draw
speech-pairings = pairings
speech-results = results
speech-file-a = a
speech-file-b = b
speech-file-c = c
speech-file-d = d
speech-file-e = e
speech-file-f = f
speech-file-g = g
speech-file-h = h
speech-rank-1 = one
speech-rank-2 = two
speech-rank-3 = three
speech-rank-4 = four
speech-rank-5 = five
speech-rank-6 = six
speech-rank-7 = seven
speech-rank-8 = eight
speech-square = { $file } { $rank }
speech-wins = { $name } wins
speech-match-score = Table { $table }: { $home } { $home_points }, { $away } { $away_points }
speech-round = for round { $round }
speech-table = Table { $table }: { $white } against { $black }
speech-table-bye = { $name } has a bye
