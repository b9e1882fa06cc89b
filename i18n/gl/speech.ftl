# What the public address says (crates/core/src/spoken.rs): a move read as
# the hall says it, a result, the pairings. An organiser's recording named by
# the phrase's key (piece-knight.wav, square-f3.wav) is played instead.

speech-piece-king = rei
speech-piece-queen = dama
speech-piece-rook = torre
speech-piece-bishop = bispo
speech-piece-knight = cabalo
speech-piece-pawn = peón
speech-takes = toma
speech-check = xaque
speech-checkmate = xaque mate
speech-castles-short = enroque curto
speech-castles-long = enroque longo
speech-promotes = corona
speech-en-passant = ao paso
speech-draw = táboas
speech-pairings = emparellamentos
speech-results = resultados
speech-file-a = a
speech-file-b = be
speech-file-c = ce
speech-file-d = de
speech-file-e = e
speech-file-f = efe
speech-file-g = gue
speech-file-h = hache
speech-rank-1 = un
speech-rank-2 = dous
speech-rank-3 = tres
speech-rank-4 = catro
speech-rank-5 = cinco
speech-rank-6 = seis
speech-rank-7 = sete
speech-rank-8 = oito
speech-square = { $file } { $rank }
speech-wins = Gaña { $name }
speech-match-score = Mesa { $table }: { $home } { $home_points }, { $away } { $away_points }
speech-round = da rolda { $round }
speech-table = Mesa { $table }: { $white } contra { $black }
speech-table-bye = { $name } descansa nesta rolda
