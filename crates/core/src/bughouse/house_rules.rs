//! The seed's house rules on a bughouse board (§10 and the arbiters'
//! practice): a promotion hands the pawn to the opponent and may clear one
//! of their pieces; a piece dropped with check may be taken off by the side
//! to move.

use super::*;

impl BughouseMatch {
    /// A pawn reaching the last rank under the seed's house rule (§10): it
    /// is handed to the opponent (a pawn in the opponent's pocket on this
    /// board) and the promoter may clear one of the opponent's pieces, not
    /// the king, from the board, "incluso una pieza que estuviese haciendo
    /// previamente jaque, siempre y cuando la posición final sea legal". A
    /// piece the pawn took on its way goes to the partner as any capture;
    /// the cleared piece leaves the match. `uci` is the pawn's move (`e7e8`
    /// or `e7f8`, a promotion letter ignored).
    pub fn promote_by_house_rule(
        &mut self,
        board: MatchBoard,
        uci: &str,
        clear: Option<shakmaty::Square>,
    ) -> Result<(), BughouseError> {
        if self.end.is_some() {
            return Err(BughouseError::Over);
        }
        let pos = &self.boards[board.index()];
        let refuse = |why| BughouseError::Promotion(board.number(), why);
        let text = uci.trim();
        let (from, to) = match (text.get(0..2), text.get(2..4)) {
            (Some(f), Some(t)) => (
                f.parse::<shakmaty::Square>()
                    .map_err(|_| refuse(PromotionFault::Unreadable))?,
                t.parse::<shakmaty::Square>()
                    .map_err(|_| refuse(PromotionFault::Unreadable))?,
            ),
            _ => return Err(refuse(PromotionFault::Unreadable)),
        };
        // A pawn of the side to move stepping to the last rank, straight
        // to an empty square or taking diagonally; whether its own king is
        // left in check is judged on the final position (a checking piece
        // may be the one cleared).
        let mover = pos.turn();
        let last = if mover == Color::White {
            shakmaty::Rank::Eighth
        } else {
            shakmaty::Rank::First
        };
        let pawn = pos.board().piece_at(from) == Some(Role::Pawn.of(mover));
        let step = i32::from(to.file()) - i32::from(from.file());
        let forward = if mover == Color::White { 1 } else { -1 };
        let target = pos.board().piece_at(to);
        let geometry = i32::from(to.rank()) - i32::from(from.rank()) == forward
            && match step {
                0 => target.is_none(),
                -1 | 1 => target.is_some_and(|p| p.color == !mover && p.role != Role::King),
                _ => false,
            };
        if !pawn || to.rank() != last || !geometry {
            return Err(refuse(PromotionFault::NotAPromotion));
        }
        let mut setup = pos.to_setup(EnPassantMode::Legal);
        let taken = target.map(|p| {
            if pos.promoted().contains(to) {
                Role::Pawn
            } else {
                p.role
            }
        });
        setup.board.discard_piece_at(from);
        setup.board.discard_piece_at(to);
        setup.promoted.discard(to);
        if let Some(square) = clear {
            match setup.board.piece_at(square) {
                Some(p) if p.color == !mover && p.role != Role::King => {
                    setup.board.discard_piece_at(square);
                    setup.promoted.discard(square);
                    setup.castling_rights.discard(square);
                }
                _ => {
                    return Err(refuse(PromotionFault::NothingToClear));
                }
            }
        }
        setup.castling_rights.discard(to);
        // The pawn goes to the opponent's hand on this board.
        let pockets = setup.pockets.get_or_insert_with(Default::default);
        *pockets.get_mut(!mover).get_mut(Role::Pawn) += 1;
        setup.ep_square = None;
        setup.turn = !mover;
        setup.halfmoves = 0;
        if mover == Color::Black {
            setup.fullmoves = setup.fullmoves.saturating_add(1);
        }
        let next = Crazyhouse::from_setup(setup, CastlingMode::Standard)
            .or_else(PositionError::ignore_too_much_material)
            .map_err(|_| refuse(PromotionFault::NotLegal))?;
        self.boards[board.index()] = next;
        if let Some(role) = taken {
            let other = board.other();
            self.boards[other.index()] = with_pocket(&self.boards[other.index()], !mover, role, 1);
        }
        self.checking_drop[board.index()] = None;
        self.judge();
        Ok(())
    }

    /// The side to move on `board` takes off the piece just dropped there
    /// with check (then it moves as usual). The piece goes on like a
    /// capture, to the remover's partner: no piece leaves the match.
    pub fn remove_checking_drop(&mut self, board: MatchBoard) -> Result<(), BughouseError> {
        if self.end.is_some() {
            return Err(BughouseError::Over);
        }
        let square = self.checking_drop[board.index()]
            .ok_or(BughouseError::NoCheckingDrop(board.number()))?;
        let pos = &self.boards[board.index()];
        let remover = pos.turn();
        let Some(piece) = pos.board().piece_at(square) else {
            return Err(BughouseError::NoCheckingDrop(board.number()));
        };
        let mut setup = pos.to_setup(EnPassantMode::Legal);
        setup.board.discard_piece_at(square);
        let Ok(next) = Crazyhouse::from_setup(setup, CastlingMode::Standard)
            .or_else(PositionError::ignore_too_much_material)
        else {
            return Err(BughouseError::NoCheckingDrop(board.number()));
        };
        self.boards[board.index()] = next;
        let other = board.other();
        self.boards[other.index()] =
            with_pocket(&self.boards[other.index()], !remover, piece.role, 1);
        self.checking_drop[board.index()] = None;
        self.judge();
        Ok(())
    }
}
