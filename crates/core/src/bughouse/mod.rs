//! A bughouse match (seed 002): two linked boards. A piece captured on one
//! board goes to the capturer's partner, who may drop it on the other board
//! on a turn instead of moving. Pair A has White on board 1 and Black on
//! board 2 ("si les corresponde el lugar de blancas, el primer tablero
//! llevará las blancas y el segundo conducirá las piezas negras").
//!
//! Each board is shakmaty's crazyhouse position (drops on empty squares,
//! never a pawn on the first or last rank); what is ours is the link: the
//! captured piece leaves the capturer's own pocket for the partner's, a
//! promoted piece going back as a pawn, and the match's end judged across
//! both boards.

mod house_rules;
mod record;
mod referee;
#[cfg(test)]
mod referee_tests;
mod report;

pub use crate::command::{BughouseError, PromotionFault};
pub use record::{write_board_pgn, write_bpgn};
pub use referee::{BughouseGame, BughouseRules, Deed, LinkedMove, MatchOutcome};
pub use report::{BoardReport, MatchReport, colour_of};

use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::variant::Crazyhouse;
use shakmaty::{
    ByColor, ByRole, CastlingMode, Color, EnPassantMode, FromSetup, Move, Position, PositionError,
    Role, attacks,
};

/// How a match ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MatchEnd {
    /// Checkmate on a board: the side mated loses.
    Checkmate {
        /// The board.
        board: MatchBoard,
        /// The side mated.
        loser: Color,
    },
    /// Stalemate on a board, with nothing to drop and no capture left to
    /// the partner: the match is drawn (seed 002 §13).
    Stalemate {
        /// The board.
        board: MatchBoard,
    },
    /// A flag fell on a board: that side loses, unless its opponents could
    /// not mate it (§14: then the match is drawn).
    Flag {
        /// The board.
        board: MatchBoard,
        /// The side whose time ran out.
        side: Color,
        /// The opponents could not mate: a draw.
        drawn: bool,
    },
    /// Both boards ended at the same instant, each won by a different
    /// pair: a drawn match (seed 002 §12).
    Simultaneous,
    /// A side on a board completed an illegal move that loses (seed 002:
    /// "el primer movimiento ilegal completado pierde").
    Illegal {
        /// The board.
        board: MatchBoard,
        /// The offending side.
        side: Color,
    },
    /// A side on a board resigned: its pair loses.
    Resigned {
        /// The board.
        board: MatchBoard,
        /// The side that resigned.
        side: Color,
    },
    /// Both pairs agreed a draw.
    Agreed,
    /// The arbiter decided: the winning pair, or `None` for a draw.
    Decided(Option<Pair>),
}

/// One of a match's two boards: the first (pair A's White) or the second.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MatchBoard {
    /// Board 1: pair A plays White.
    First,
    /// Board 2: pair A plays Black.
    Second,
}

impl MatchBoard {
    /// Both boards, the first first.
    pub const BOTH: [MatchBoard; 2] = [MatchBoard::First, MatchBoard::Second];

    /// Its place in the match (0 or 1).
    pub const fn index(self) -> usize {
        match self {
            MatchBoard::First => 0,
            MatchBoard::Second => 1,
        }
    }

    /// The number a person reads (1 or 2).
    pub const fn number(self) -> usize {
        self.index() + 1
    }

    /// The letter of the match's records (`A`, `B`).
    pub const fn letter(self) -> &'static str {
        match self {
            MatchBoard::First => "A",
            MatchBoard::Second => "B",
        }
    }

    /// The partner's board.
    pub const fn other(self) -> MatchBoard {
        match self {
            MatchBoard::First => MatchBoard::Second,
            MatchBoard::Second => MatchBoard::First,
        }
    }
}

/// Which pair won: A (White on board 1) or B; `None` for a draw.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Pair {
    /// White on board 1, Black on board 2.
    A,
    /// Black on board 1, White on board 2.
    B,
}

impl Pair {
    /// The pair playing `side` on `board`.
    pub fn of(board: MatchBoard, side: Color) -> Pair {
        match (board, side) {
            (MatchBoard::First, Color::White) | (MatchBoard::Second, Color::Black) => Pair::A,
            _ => Pair::B,
        }
    }
}

/// A bughouse match: its two boards and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BughouseMatch {
    boards: [Crazyhouse; 2],
    /// Each board's two clocks (four in all), started with the match.
    clocks: [crate::clock::Clock; 2],
    end: Option<MatchEnd>,
    /// On each board, the square of a piece just dropped with check, which
    /// the side in check may remove before moving (seed 002 §9).
    checking_drop: [Option<shakmaty::Square>; 2],
    /// Whether a piece dropped with check may be taken off (the seed's
    /// house rule) or stands like any other move.
    removable_drops: bool,
    /// When the match ended (the flag's own instant for a flag).
    ended_ms: Option<u64>,
}

impl Default for BughouseMatch {
    fn default() -> Self {
        BughouseMatch::new()
    }
}

/// The seed's clocks: 5 minutes a player, no increment.
fn five_minutes() -> crate::clock::ClockSettings {
    let side = crate::clock::SideControl {
        base_ms: 5 * 60_000,
        increment_ms: 0,
    };
    crate::clock::ClockSettings {
        control: ByColor {
            white: side,
            black: side,
        },
        unclocked_ms: None,
    }
}

impl BughouseMatch {
    /// Both boards at the start, the pockets empty.
    pub fn new() -> BughouseMatch {
        BughouseMatch {
            boards: [Crazyhouse::new(), Crazyhouse::new()],
            clocks: [
                crate::clock::Clock::new(five_minutes()),
                crate::clock::Clock::new(five_minutes()),
            ],
            end: None,
            checking_drop: [None, None],
            removable_drops: true,
            ended_ms: None,
        }
    }

    /// The same match with every clock under `settings`, and a piece
    /// dropped with check removable (the seed's house rule) or not.
    pub fn with_rules(
        mut self,
        settings: &crate::clock::ClockSettings,
        removable_drops: bool,
    ) -> BughouseMatch {
        self.clocks = [
            crate::clock::Clock::new(settings.clone()),
            crate::clock::Clock::new(settings.clone()),
        ];
        self.removable_drops = removable_drops;
        self
    }

    /// Ends the match (a resignation, an illegal move, an agreement, the
    /// arbiter) at `at_ms`: every clock stops. Nothing happens once over.
    pub fn finish(&mut self, end: MatchEnd, at_ms: u64) {
        if self.end.is_some() {
            return;
        }
        for clock in &mut self.clocks {
            clock.stop(at_ms);
        }
        self.end = Some(end);
        self.ended_ms = Some(at_ms);
    }

    /// When the match ended: a flag at its own instant, a move or a
    /// decision when it was made (`None` while it goes on, or for an end
    /// found without a time, as on a set-up position).
    pub fn ended_at(&self) -> Option<u64> {
        self.ended_ms
    }

    /// Pauses (or resumes) all four clocks.
    pub fn pause(&mut self, pause: bool, at_ms: u64) -> bool {
        let mut changed = false;
        for clock in &mut self.clocks {
            changed |= if pause {
                clock.pause(at_ms)
            } else {
                clock.resume(at_ms)
            };
        }
        changed
    }

    /// Changes one side's time on `board`.
    pub fn adjust(
        &mut self,
        board: MatchBoard,
        side: Color,
        change: crate::clock::TimeChange,
        at_ms: u64,
    ) {
        self.clocks[board.index()].adjust(side, change, at_ms);
    }

    /// The square of a piece just dropped with check on `board` that the
    /// side to move may take off.
    pub fn checking_drop(&self, board: MatchBoard) -> Option<shakmaty::Square> {
        self.checking_drop[board.index()]
    }

    /// Whether `side` on `board` could still mate (a piece there or in
    /// hand, or one its partner could still pass on).
    pub fn can_mate(&self, board: MatchBoard, side: Color) -> bool {
        self.could_mate(board, side)
    }

    /// A match from the two boards' crazyhouse FENs (pockets in brackets,
    /// a promoted piece marked `~`), or the first that does not read.
    pub fn from_fens(fens: [&str; 2]) -> Result<BughouseMatch, crate::command::PositionFault> {
        use crate::command::PositionFault;
        let read = |text: &str| -> Result<Crazyhouse, PositionFault> {
            let fen: shakmaty::fen::Fen = text.parse().map_err(|_| PositionFault::NotAFen)?;
            fen.into_position(CastlingMode::Standard)
                .or_else(PositionError::ignore_too_much_material)
                .map_err(|e| PositionFault::of_kinds(e.kinds()))
        };
        let mut m = BughouseMatch {
            boards: [read(fens[0])?, read(fens[1])?],
            ..BughouseMatch::new()
        };
        m.judge();
        Ok(m)
    }

    /// Board `board` of the match.
    pub fn board(&self, board: MatchBoard) -> &Crazyhouse {
        &self.boards[board.index()]
    }

    /// Starts all four clocks' match at `at_ms`: White's time runs on
    /// both boards.
    pub fn start(&mut self, at_ms: u64) {
        for (clock, pos) in self.clocks.iter_mut().zip(&self.boards) {
            clock.start(pos.turn(), at_ms);
        }
    }

    /// Board `board`'s clock.
    pub fn clock(&self, board: MatchBoard) -> &crate::clock::Clock {
        &self.clocks[board.index()]
    }

    /// Lets time pass to `at_ms`: the first flag to fall ends the match.
    pub fn tick(&mut self, at_ms: u64) {
        if self.end.is_some() {
            return;
        }
        let first = MatchBoard::BOTH
            .into_iter()
            .filter_map(|b| self.clocks[b.index()].flag_deadline_ms().map(|t| (t, b)))
            .filter(|&(t, _)| t <= at_ms)
            .min();
        if let Some((t, board)) = first {
            let side = self.boards[board.index()].turn();
            // The other board's flag at the very same instant, the other
            // pair winning there: "la partida será considerada tablas".
            let other = board.other();
            let both = self.clocks[other.index()].flag_deadline_ms() == Some(t)
                && Pair::of(other, !self.boards[other.index()].turn()) != Pair::of(board, !side);
            for clock in &mut self.clocks {
                clock.stop(t);
            }
            self.ended_ms = Some(t);
            self.end = Some(if both {
                MatchEnd::Simultaneous
            } else {
                let drawn = !self.could_mate(board, !side);
                MatchEnd::Flag { board, side, drawn }
            });
        }
    }

    /// Whether `side` on `board` could still mate: a piece besides its king
    /// there or in its pocket, or a capture its partner could still make to
    /// pass one on.
    fn could_mate(&self, board: MatchBoard, side: Color) -> bool {
        let pos = &self.boards[board.index()];
        pos.board().by_color(side).count() > 1
            || holds_a_piece(pos, side)
            || reaches_a_capture(&self.boards[board.other().index()], !side)
    }

    /// How the match ended, once it has.
    pub fn end(&self) -> Option<MatchEnd> {
        self.end
    }

    /// The winning pair once the match has ended (`None` while it goes on
    /// or for a draw).
    pub fn winner(&self) -> Option<Pair> {
        match self.end? {
            MatchEnd::Checkmate { board, loser } => Some(Pair::of(board, !loser)),
            MatchEnd::Flag {
                board,
                side,
                drawn: false,
            } => Some(Pair::of(board, !side)),
            MatchEnd::Illegal { board, side } | MatchEnd::Resigned { board, side } => {
                Some(Pair::of(board, !side))
            }
            MatchEnd::Decided(pair) => pair,
            MatchEnd::Stalemate { .. }
            | MatchEnd::Flag { .. }
            | MatchEnd::Simultaneous
            | MatchEnd::Agreed => None,
        }
    }

    /// Reads `text` on `board`: SAN (`Nf3`, `exd5`, `e8=Q`), UCI, or a drop
    /// `N@f3` / `@f3` for a pawn.
    pub fn parse(&self, board: MatchBoard, text: &str) -> Result<Move, BughouseError> {
        let pos = &self.boards[board.index()];
        let unreadable = || BughouseError::Unreadable(text.to_owned());
        let illegal = || BughouseError::Illegal(text.to_owned(), board.number());
        if let Ok(san) = text.parse::<San>() {
            return san.to_move(pos).map_err(|_| illegal());
        }
        if let Ok(uci) = text.parse::<UciMove>() {
            return uci.to_move(pos).map_err(|_| illegal());
        }
        Err(unreadable())
    }

    /// Plays `text` on `board` for the side to move there; a capture goes
    /// to the capturer's partner on the other board.
    pub fn play(&mut self, board: MatchBoard, text: &str) -> Result<Move, BughouseError> {
        if self.end.is_some() {
            return Err(BughouseError::Over);
        }
        let m = self.parse(board, text)?;
        self.play_move(board, &m);
        Ok(m)
    }

    /// Like [`BughouseMatch::play`] at `at_ms`: time passes first (a flag
    /// that fell before ends the match), then the move presses that board's
    /// clock.
    pub fn play_at(
        &mut self,
        board: MatchBoard,
        text: &str,
        at_ms: u64,
    ) -> Result<Move, BughouseError> {
        self.tick(at_ms);
        let side = self.boards[board.index()].turn();
        let m = self.play(board, text)?;
        self.press(board, side, at_ms);
        Ok(m)
    }

    /// `side` on `board` completed its turn at `at_ms`: its clock stops
    /// and the opponent's runs; every clock stops once the match is over.
    pub fn press(&mut self, board: MatchBoard, side: Color, at_ms: u64) {
        self.clocks[board.index()].complete_move(side, at_ms);
        if self.end.is_some() {
            for clock in &mut self.clocks {
                clock.stop(at_ms);
            }
            self.ended_ms.get_or_insert(at_ms);
        }
    }

    /// Plays a legal move `m` on `board` (see [`BughouseMatch::play`]).
    pub fn play_move(&mut self, board: MatchBoard, m: &Move) {
        let pos = &self.boards[board.index()];
        let mover = pos.turn();
        // What the move takes, before it is made: a promoted piece goes
        // back as a pawn.
        let taken = match *m {
            Move::EnPassant { .. } => Some(Role::Pawn),
            Move::Normal {
                capture: Some(role),
                to,
                ..
            } => Some(if pos.promoted().contains(to) {
                Role::Pawn
            } else {
                role
            }),
            _ => None,
        };
        let mut next = pos.clone();
        next.play_unchecked(*m);
        if let Some(role) = taken {
            // The crazyhouse rules put it in the capturer's own pocket.
            next = with_pocket(&next, mover, role, -1);
            let other = board.other();
            // The partner plays the other colour on the other board.
            self.boards[other.index()] = with_pocket(&self.boards[other.index()], !mover, role, 1);
        }
        self.boards[board.index()] = next;
        // "Si la nueva pieza colocada realizase jaque, el movimiento se
        // considerará realizado, pero el rival podrá retirarla del tablero".
        self.checking_drop[board.index()] = match *m {
            Move::Put { to, .. }
                if self.removable_drops && self.boards[board.index()].checkers().contains(to) =>
            {
                Some(to)
            }
            _ => None,
        };
        self.judge();
    }

    /// Ends the match when a board is mated for good or stalemated with
    /// nothing to wait for.
    fn judge(&mut self) {
        for board in MatchBoard::BOTH {
            let pos = &self.boards[board.index()];
            let side = pos.turn();
            if !pos.legal_moves().is_empty() {
                continue;
            }
            if pos.is_check() {
                // A check a drop could block is not mate: the player may
                // wait for a piece from the partner. Nor is a check by a
                // piece just dropped: it may be taken off.
                let removable = self.checking_drop[board.index()].is_some();
                if !removable && !drop_could_block(pos) {
                    self.end = Some(MatchEnd::Checkmate { board, loser: side });
                    return;
                }
            } else if self.stalemate_draws(board) {
                self.end = Some(MatchEnd::Stalemate { board });
                return;
            }
        }
    }

    /// Seed 002 §13: a stalemate draws only when the player has no legal
    /// move, holds no piece to drop, and the partner cannot capture any
    /// of the opponent's pieces.
    fn stalemate_draws(&self, board: MatchBoard) -> bool {
        let pos = &self.boards[board.index()];
        let side = pos.turn();
        if holds_a_piece(pos, side) {
            return false;
        }
        let partner = &self.boards[board.other().index()];
        let partner_can_capture = if partner.turn() == !side {
            partner.legal_moves().iter().any(|m| m.is_capture())
        } else {
            // The partner moves after the opponent there: any capture
            // within the partner's pieces' reach counts as possible.
            reaches_a_capture(partner, !side)
        };
        !partner_can_capture
    }

    /// Every piece of the match: on both boards and in the four pockets,
    /// promoted pieces counted as pawns (32 + 32 at all times).
    pub fn material(&self) -> ByColor<ByRole<u32>> {
        let mut out = ByColor::<ByRole<u32>>::default();
        for pos in &self.boards {
            for (sq, piece) in pos.board().clone() {
                let role = if pos.promoted().contains(sq) {
                    Role::Pawn
                } else {
                    piece.role
                };
                *out.get_mut(piece.color).get_mut(role) += 1;
            }
            if let Some(pockets) = pos.pockets() {
                for color in Color::ALL {
                    for role in Role::ALL {
                        // A piece in a pocket was taken from that colour on
                        // the other board (a White piece taken by Black
                        // goes to Black's partner, who plays White).
                        *out.get_mut(color).get_mut(role) +=
                            u32::from(*pockets.get(color).get(role));
                    }
                }
            }
        }
        out
    }
}

/// Whether `side` holds a piece to drop on `pos`.
fn holds_a_piece(pos: &Crazyhouse, side: Color) -> bool {
    pos.pockets()
        .is_some_and(|p| p.get(side).iter().any(|&n| n > 0))
}

/// Whether one of `side`'s pieces on `pos` attacks one of the opponent's.
fn reaches_a_capture(pos: &Crazyhouse, side: Color) -> bool {
    let them = pos.board().by_color(!side);
    pos.board()
        .by_color(side)
        .into_iter()
        .any(|sq| !(pos.board().attacks_from(sq) & them).is_empty())
}

/// Whether a drop on a square between a lone slider's check and the king
/// would block it (so the side in check may still be saved by a piece).
fn drop_could_block(pos: &Crazyhouse) -> bool {
    let checkers = pos.checkers();
    let Some(checker) = checkers.single_square() else {
        return false;
    };
    let Some(king) = pos.board().king_of(pos.turn()) else {
        return false;
    };
    let between = attacks::between(checker, king);
    !(between & !pos.board().occupied()).is_empty()
}

/// `pos` with `delta` (±1) pieces of `role` in `color`'s pocket.
fn with_pocket(pos: &Crazyhouse, color: Color, role: Role, delta: i8) -> Crazyhouse {
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    let pockets = setup.pockets.get_or_insert_with(Default::default);
    let count = pockets.get_mut(color).get_mut(role);
    *count = count.saturating_add_signed(delta);
    Crazyhouse::from_setup(setup, CastlingMode::Standard)
        .or_else(PositionError::ignore_too_much_material)
        .unwrap_or_else(|_| pos.clone())
}

#[cfg(test)]
mod tests;
