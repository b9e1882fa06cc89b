## crates/core/src/bughouse/record.rs

record-removes-piece-that-gave-check = {"{"}retira la pieza que dio jaque en { $san }{"}"}
record-promotes-hands-over-pawn-clears = {"{"}corona: entrega el peón y retira la pieza de { $sq }{"}"}
record-promotes-hands-over-pawn = {"{"}corona: entrega el peón{"}"}
record-board = tablero
record-arbiters-decision-r = Decisión arbitral: { $r }
record-checkmate = jaque mate
record-stalemate = ahogado
record-flag-fall = caída de bandera
record-illegal-move = jugada ilegal
record-resignation = abandono
record-draw-agreed = tablas acordadas
record-arbiters-decision = decisión arbitral
