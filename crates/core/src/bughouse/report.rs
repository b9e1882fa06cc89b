//! The JSON report of a bughouse match, as `megxadrez replay` prints it in
//! a bughouse event: the match's result, then one report per board.

use serde::Serialize;
use shakmaty::{ByColor, Color};

use super::{BughouseGame, Deed, MatchBoard, Pair};
use crate::report::Sides;

/// One board of the match.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardReport {
    /// The board's two players.
    pub names: Sides<String>,
    /// The position, as crazyhouse FEN (pockets in brackets).
    pub fen: String,
    /// The moves and drops in SAN (`N@f3`); a hand-over promotion as
    /// `e8=` and a removal as `-f3`.
    pub moves: Vec<String>,
    /// Time left per side.
    pub clock_ms: Sides<u64>,
    /// Completed illegal moves per side.
    pub illegal: Sides<u32>,
    /// The board's PGN result (the pair's result seen from its player).
    pub result: String,
}

/// Everything a replay reports about a bughouse match.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MatchReport {
    /// The event's name.
    pub event: String,
    /// Pair A (White on board 1) and pair B.
    pub pairs: Sides<String>,
    /// `1-0` when pair A won, `0-1`, `1/2-1/2`, or `*`.
    pub result: String,
    /// Why the match ended.
    pub termination: Option<String>,
    /// The board where it ended (1 or 2).
    pub ended_on: Option<usize>,
    /// The arbiter's reason, when the arbiter decided.
    pub reason: Option<String>,
    /// Boards 1 and 2.
    pub boards: Vec<BoardReport>,
    /// The instant of the report, in ms since the script's zero.
    pub at_ms: u64,
}

impl MatchReport {
    /// The report of `game` at `at_ms` (clamped to when it ended).
    pub fn of(game: &BughouseGame, event: &str, at_ms: u64) -> MatchReport {
        let outcome = game.outcome();
        let at_ms = outcome.map_or(at_ms, |o| o.at_ms);
        let boards = MatchBoard::BOTH
            .into_iter()
            .map(|b| BoardReport {
                names: ByColor::new_with(|c| game.player(b, c).to_owned()).into(),
                fen: game.fen(b),
                moves: game
                    .moves(b)
                    .map(|m| match m.deed {
                        Deed::Removal => format!("-{}", m.san),
                        _ => m.san.clone(),
                    })
                    .collect(),
                clock_ms: game.clock(b).remaining_both_ms(at_ms).into(),
                illegal: game.illegal(b).into(),
                result: outcome.map_or("*", |o| o.board_result(b).pgn()).to_owned(),
            })
            .collect();
        MatchReport {
            event: event.to_owned(),
            pairs: Sides {
                white: game.pair_name(Pair::A).to_owned(),
                black: game.pair_name(Pair::B).to_owned(),
            },
            result: outcome.map_or("*", |o| o.result.pgn()).to_owned(),
            termination: outcome.map(|o| o.termination().as_str().to_owned()),
            ended_on: outcome.and_then(|o| o.board).map(MatchBoard::number),
            reason: outcome.and_then(|o| o.reason.clone()),
            boards,
            at_ms,
        }
    }
}

/// Which colour `pair` plays on `board`.
pub fn colour_of(pair: Pair, board: MatchBoard) -> Color {
    if Pair::of(board, Color::White) == pair {
        Color::White
    } else {
        Color::Black
    }
}
