//! The JSON report of a game, as `megxadrez replay` prints it.

use serde::Serialize;
use shakmaty::ByColor;

use crate::command::side_word;
use crate::game::{Game, Outcome};

/// A value per side, serialised as `{"white": …, "black": …}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Sides<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> From<ByColor<T>> for Sides<T> {
    fn from(b: ByColor<T>) -> Sides<T> {
        Sides {
            white: b.white,
            black: b.black,
        }
    }
}

/// Everything a replay reports about a game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// The event's name.
    pub event: String,
    /// The contenders' names.
    pub names: Sides<String>,
    /// The final position.
    pub fen: String,
    /// The moves in SAN.
    pub moves: Vec<String>,
    /// Time left per side, at the report's instant or when the game ended.
    pub clock_ms: Sides<u64>,
    /// Completed illegal moves per side.
    pub illegal: Sides<u32>,
    /// PGN result: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
    /// Winner under the event's rules (an Armageddon draw: `black`).
    pub winner: Option<String>,
    /// Why the game ended.
    pub termination: Option<String>,
    /// The arbiter's reason, when the arbiter decided.
    pub reason: Option<String>,
    /// Points under the event's scoring, once the game is over.
    pub points: Option<Sides<f64>>,
    /// The player due to execute each team's next move (team events).
    pub mover: Sides<Option<String>>,
    /// The instant of the report, in ms since the script's zero.
    pub at_ms: u64,
}

impl Report {
    /// The report of `game` at `at_ms` (clamped to when the game ended).
    pub fn of(game: &Game, event: &str, at_ms: u64) -> Report {
        let outcome: Option<&Outcome> = game.outcome();
        let at_ms = outcome.map_or(at_ms, |o| o.at_ms);
        Report {
            event: event.to_owned(),
            names: ByColor::new_with(|c| game.contender(c).name.clone()).into(),
            fen: game.fen(),
            moves: game.moves().iter().map(|m| m.san.clone()).collect(),
            clock_ms: game.clock().remaining_both_ms(at_ms).into(),
            illegal: game.illegal().into(),
            result: outcome.map_or("*", |o| o.result.pgn()).to_owned(),
            winner: outcome
                .and_then(|o| o.winner)
                .map(|c| side_word(c).to_owned()),
            termination: outcome.map(|o| o.termination.as_str().to_owned()),
            reason: outcome.and_then(|o| o.reason.clone()),
            points: game
                .points()
                .map(|p| Sides::from(p.map(crate::points::Points::as_decimal))),
            mover: ByColor::new_with(|c| game.mover(c).map(str::to_owned)).into(),
            at_ms,
        }
    }
}
