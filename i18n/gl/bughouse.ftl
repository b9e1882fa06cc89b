## crates/core/src/bughouse/record.rs

record-removes-piece-that-gave-check = {"{"}retira a peza que deu xaque en { $san }{"}"}
record-promotes-hands-over-pawn-clears = {"{"}coroa: entrega o peón e retira a peza de { $sq }{"}"}
record-promotes-hands-over-pawn = {"{"}coroa: entrega o peón{"}"}
record-board = taboleiro
record-arbiters-decision-r = Decisión arbitral: { $r }
record-checkmate = xaque mate
record-stalemate = afogado
record-flag-fall = caída de bandeira
record-illegal-move = xogada ilegal
record-resignation = abandono
record-draw-agreed = táboas acordadas
record-arbiters-decision = decisión arbitral
