# What the public address says (crates/core/src/spoken.rs): a move read as
# the hall says it, a result, the pairings. An organiser's recording named by
# the phrase's key (piece-knight.wav, square-f3.wav) is played instead.

speech-piece-king = rey
speech-piece-queen = dama
speech-piece-rook = torre
speech-piece-bishop = alfil
speech-piece-knight = caballo
speech-piece-pawn = peón
speech-takes = toma
speech-check = jaque
speech-checkmate = jaque mate
speech-castles-short = enroque corto
speech-castles-long = enroque largo
speech-promotes = corona
speech-en-passant = al paso
speech-draw = tablas
speech-pairings = emparejamientos
speech-results = resultados
speech-file-a = a
speech-file-b = be
speech-file-c = ce
speech-file-d = de
speech-file-e = e
speech-file-f = efe
speech-file-g = ge
speech-file-h = hache
speech-rank-1 = uno
speech-rank-2 = dos
speech-rank-3 = tres
speech-rank-4 = cuatro
speech-rank-5 = cinco
speech-rank-6 = seis
speech-rank-7 = siete
speech-rank-8 = ocho
speech-square = { $file } { $rank }
speech-wins = Gana { $name }
speech-match-score = Mesa { $table }: { $home } { $home_points }, { $away } { $away_points }
speech-round = de la ronda { $round }
speech-table = Mesa { $table }: { $white } contra { $black }
speech-table-bye = { $name } descansa esta ronda
