## crates/core/src/bughouse/record.rs

record-removes-piece-that-gave-check = {"{"}removes the piece that gave check on { $san }{"}"}
record-promotes-hands-over-pawn-clears = {"{"}promotes: hands over the pawn and clears { $sq }{"}"}
record-promotes-hands-over-pawn = {"{"}promotes: hands over the pawn{"}"}
record-board = board
record-arbiters-decision-r = Arbiter's decision: { $r }
record-checkmate = checkmate
record-stalemate = stalemate
record-flag-fall = flag fall
record-illegal-move = illegal move
record-resignation = resignation
record-draw-agreed = draw agreed
record-arbiters-decision = arbiter's decision
