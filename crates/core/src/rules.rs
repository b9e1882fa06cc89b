//! The rules policy of an event: what ends a game and how, how illegal moves
//! are punished, how games are scored. Built from a validated config.

use serde::Deserialize;
use shakmaty::Color;

use crate::clock::ClockSettings;
use crate::points::Points;

/// What a flag fall means.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FlagPolicy {
    /// The side out of time loses, whatever the material (seed 000).
    AlwaysLoses,
    /// FIDE 6.9: drawn when the opponent cannot checkmate by any series of
    /// legal moves (seeds 002 and 004).
    DrawIfOpponentCannotMate,
}

/// Whose clock is official, and so who lets a flag end a game.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FlagMode {
    /// The stage's clock is the official one: a flag ends the game at its
    /// instant.
    #[default]
    Automatic,
    /// The clock on the table is the official one (seed 000): the stage
    /// shows 0:00 and the flag, and the game ends when the arbiter confirms
    /// it (or enters the table clock's flag).
    Arbiter,
}

/// What a completed illegal move costs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct IllegalMovePolicy {
    /// The count of completed illegal moves by one side that loses the game
    /// (`Some(4)`: three are allowed, the fourth loses). `None`: never a loss.
    pub lose_at: Option<u32>,
    /// Time given to the opponent for each illegal move that does not lose.
    pub opponent_bonus_ms: u64,
    /// FIDE 7.5.5: an illegal move that would lose is a draw when the
    /// opponent cannot checkmate by any series of legal moves.
    pub draw_if_opponent_cannot_mate: bool,
}

/// Points for a win, a draw and a loss.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Scoring {
    /// Points for a win.
    pub win: Points,
    /// Points for a draw.
    pub draw: Points,
    /// Points for a loss.
    pub loss: Points,
}

/// Everything the core needs to referee one game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRules {
    /// Clock settings.
    pub clock: ClockSettings,
    /// Armageddon: a drawn game is won by Black.
    pub armageddon: bool,
    /// What a flag fall means.
    pub flag: FlagPolicy,
    /// Who lets a flag end the game: the stage's clock or the arbiter.
    pub flag_mode: FlagMode,
    /// What a completed illegal move costs.
    pub illegal: IllegalMovePolicy,
    /// Points per result.
    pub scoring: Scoring,
}

impl GameRules {
    /// The side that wins the game under the event's rules, given the result
    /// on the board: an Armageddon draw goes to Black.
    pub fn winner(&self, result: GameResult) -> Option<Color> {
        match result {
            GameResult::Decisive(winner) => Some(winner),
            GameResult::Draw if self.armageddon => Some(Color::Black),
            GameResult::Draw => None,
        }
    }

    /// Points each side scores for `result` under the event's rules.
    pub fn points(&self, result: GameResult) -> shakmaty::ByColor<Points> {
        shakmaty::ByColor::new_with(|side| match self.winner(result) {
            Some(w) if w == side => self.scoring.win,
            Some(_) => self.scoring.loss,
            None => self.scoring.draw,
        })
    }
}

/// The result on the board, as PGN records it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// One side won.
    Decisive(Color),
    /// Drawn (in an Armageddon game still a win for Black on the table).
    Draw,
}

impl GameResult {
    /// The PGN result tag: `1-0`, `0-1` or `1/2-1/2`.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::Decisive(Color::White) => "1-0",
            GameResult::Decisive(Color::Black) => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// Parses a PGN result tag (not `*`).
    pub fn from_pgn(s: &str) -> Option<GameResult> {
        match s {
            "1-0" => Some(GameResult::Decisive(Color::White)),
            "0-1" => Some(GameResult::Decisive(Color::Black)),
            "1/2-1/2" | "½-½" => Some(GameResult::Draw),
            _ => None,
        }
    }
}

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Termination {
    /// Checkmate on the board.
    Checkmate,
    /// Stalemate.
    Stalemate,
    /// Dead position: neither side can mate.
    InsufficientMaterial,
    /// Fivefold repetition (automatic) or threefold (claimed).
    Repetition,
    /// 75-move rule (automatic) or 50-move rule (claimed).
    FiftyMoves,
    /// A side resigned.
    Resignation,
    /// Draw agreed.
    Agreement,
    /// A flag fell.
    Flag,
    /// A side reached the illegal-move limit.
    IllegalMoves,
    /// The arbiter decided.
    Arbiter,
}

impl Termination {
    /// The snake-case name used in reports and journals.
    pub fn as_str(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient_material",
            Termination::Repetition => "repetition",
            Termination::FiftyMoves => "fifty_moves",
            Termination::Resignation => "resignation",
            Termination::Agreement => "agreement",
            Termination::Flag => "flag",
            Termination::IllegalMoves => "illegal_moves",
            Termination::Arbiter => "arbiter",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::SideControl;
    use shakmaty::ByColor;

    fn rules(armageddon: bool, scoring: Scoring) -> GameRules {
        GameRules {
            clock: ClockSettings {
                control: ByColor::new_with(|_| SideControl::minutes(10, 3)),
                unclocked_ms: None,
            },
            armageddon,
            flag: FlagPolicy::AlwaysLoses,
            flag_mode: FlagMode::Automatic,
            illegal: IllegalMovePolicy {
                lose_at: None,
                opponent_bonus_ms: 0,
                draw_if_opponent_cannot_mate: false,
            },
            scoring,
        }
    }

    #[test]
    fn scoring_per_event_4_2_1_10_5_1_and_1_half_0() {
        // Seeds: 000 "victoria 4 ... tablas 2 ... derrota 1"; 001 "GANADA (10),
        // EMPATADA (5), PERDIDA (1)"; 004 "victoria (1 punto), empate (0,5)".
        let table = [
            (
                Scoring {
                    win: Points::whole(4),
                    draw: Points::whole(2),
                    loss: Points::whole(1),
                },
                [4.0, 1.0, 2.0],
            ),
            (
                Scoring {
                    win: Points::whole(10),
                    draw: Points::whole(5),
                    loss: Points::whole(1),
                },
                [10.0, 1.0, 5.0],
            ),
            (
                Scoring {
                    win: Points::whole(1),
                    draw: Points::from_halves(1),
                    loss: Points::whole(0),
                },
                [1.0, 0.0, 0.5],
            ),
        ];
        for (scoring, [win, loss, draw]) in table {
            let r = rules(false, scoring);
            let white_wins = r.points(GameResult::Decisive(Color::White));
            assert_eq!(
                (white_wins.white.as_decimal(), white_wins.black.as_decimal()),
                (win, loss)
            );
            let drawn = r.points(GameResult::Draw);
            assert_eq!(
                (drawn.white.as_decimal(), drawn.black.as_decimal()),
                (draw, draw)
            );
        }
    }

    #[test]
    fn armageddon_draw_is_won_by_black() {
        // Seed 000: "En el caso de empate, la victoria sería para las piezas negras."
        let r = rules(
            true,
            Scoring {
                win: Points::whole(4),
                draw: Points::whole(2),
                loss: Points::whole(1),
            },
        );
        assert_eq!(r.winner(GameResult::Draw), Some(Color::Black));
        let p = r.points(GameResult::Draw);
        assert_eq!((p.white.as_decimal(), p.black.as_decimal()), (1.0, 4.0));
        assert_eq!(
            r.winner(GameResult::Decisive(Color::White)),
            Some(Color::White)
        );
    }

    #[test]
    fn pgn_results_round_trip() {
        for r in [
            GameResult::Decisive(Color::White),
            GameResult::Decisive(Color::Black),
            GameResult::Draw,
        ] {
            assert_eq!(GameResult::from_pgn(r.pgn()), Some(r));
        }
        assert_eq!(GameResult::from_pgn("*"), None);
    }
}
