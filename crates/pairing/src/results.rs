//! The results of an individual tournament, round by round, as the FIDE
//! report file records them and the tie-break regulations (C.07) read them:
//! games played over the board, forfeits, and the four kinds of bye.

use shakmaty::Color;

/// A game's result for one player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Won.
    Win,
    /// Drawn.
    Draw,
    /// Lost.
    Loss,
}

/// A bye (C.07 15.1): a round without a game and without an opponent.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bye {
    /// Pairing-allocated (an odd number of players): a win's points.
    Pairing,
    /// A full-point bye.
    Full,
    /// A half-point bye (requested).
    Half,
    /// A zero-point bye (requested, absent, withdrawn, not yet entered).
    Zero,
}

/// How one round went for one player.
/// A game paired: its round (from 1) and the start numbers of the
/// entrants with White and with Black.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pairing {
    /// The round, from 1.
    pub round: u32,
    /// White's start number.
    pub white: u32,
    /// Black's start number.
    pub black: u32,
}

impl Pairing {
    /// Round `round`'s game of `white` against `black`.
    pub fn new(round: u32, white: u32, black: u32) -> Pairing {
        Pairing {
            round,
            white,
            black,
        }
    }

    /// The same game with the colours the other way round.
    pub fn swapped(self) -> Pairing {
        Pairing::new(self.round, self.black, self.white)
    }

    /// Whether `a` and `b` play each other here, in either colour.
    pub fn between(&self, a: u32, b: u32) -> bool {
        (self.white, self.black) == (a, b) || (self.white, self.black) == (b, a)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Round {
    /// A game over the board (`rated` false: it lasted less than one move).
    Played {
        /// The opponent's start number.
        opponent: u32,
        /// The player's colour.
        colour: Color,
        /// The result.
        score: Score,
        /// Whether it counts for rating (TRF `1 = 0`, not `W D L`).
        rated: bool,
    },
    /// A forfeit: the game was scheduled and not played.
    Forfeit {
        /// The scheduled opponent.
        opponent: u32,
        /// The scheduled colour, if recorded.
        colour: Option<Color>,
        /// Won (the opponent did not come) or lost.
        won: bool,
    },
    /// A bye.
    Bye(Bye),
}

/// The categories of unplayed rounds (C.07 16.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unplayed {
    /// 16.2.1: a pairing-allocated or full-point bye.
    PairingOrFullBye,
    /// 16.2.2: a forfeit win.
    ForfeitWin,
    /// 16.2.3: a requested bye followed by at least one round that is not
    /// a voluntary unplayed round.
    RequestedThenPlayed,
    /// 16.2.4: a forfeit loss.
    ForfeitLoss,
    /// 16.2.5: a requested bye followed only by voluntary unplayed rounds,
    /// or in the last round (a withdrawal).
    RequestedAtTheEnd,
}

/// One player of the tournament and their rounds.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    /// The start (pairing) number, from 1.
    pub start_no: u32,
    /// The name.
    pub name: String,
    /// The FIDE rating, if rated.
    pub rating: Option<u16>,
    /// Round by round (round 1 first); rounds past the end are zero-point
    /// byes (not paired).
    pub rounds: Vec<Round>,
}

/// Points in quarters: exact for scores (halves) and Sonneborn-Berger
/// products (a half times a half).
pub type Quarters = i64;

/// A win, a draw and a loss in quarters (1, ½, 0).
pub const WIN: Quarters = 4;
/// A draw.
pub const DRAW: Quarters = 2;

impl Round {
    /// The points the round gives the player, in quarters.
    pub fn points(&self) -> Quarters {
        match self {
            Round::Played { score, .. } => match score {
                Score::Win => WIN,
                Score::Draw => DRAW,
                Score::Loss => 0,
            },
            Round::Forfeit { won, .. } => {
                if *won {
                    WIN
                } else {
                    0
                }
            }
            Round::Bye(Bye::Pairing | Bye::Full) => WIN,
            Round::Bye(Bye::Half) => DRAW,
            Round::Bye(Bye::Zero) => 0,
        }
    }

    /// A voluntary unplayed round (C.07 16.1.2): a requested bye or a
    /// forfeit loss.
    pub fn voluntary(&self) -> bool {
        matches!(
            self,
            Round::Bye(Bye::Half | Bye::Zero) | Round::Forfeit { won: false, .. }
        )
    }

    /// The game played over the board, if any: opponent, colour, score.
    pub fn over_the_board(&self) -> Option<(u32, Color, Score)> {
        match *self {
            Round::Played {
                opponent,
                colour,
                score,
                ..
            } => Some((opponent, colour, score)),
            _ => None,
        }
    }
}

impl Player {
    /// The round `r` (0-based); past the recorded ones, not paired.
    pub fn round(&self, r: usize) -> Round {
        self.rounds.get(r).copied().unwrap_or(Round::Bye(Bye::Zero))
    }

    /// The player's score after `rounds` rounds, in quarters.
    pub fn score(&self, rounds: usize) -> Quarters {
        (0..rounds).map(|r| self.round(r).points()).sum()
    }

    /// The category of round `r` (0-based) of `rounds`, when it was not
    /// played over the board (C.07 16.2).
    pub fn unplayed(&self, r: usize, rounds: usize) -> Option<Unplayed> {
        Some(match self.round(r) {
            Round::Played { .. } => return None,
            Round::Bye(Bye::Pairing | Bye::Full) => Unplayed::PairingOrFullBye,
            Round::Forfeit { won: true, .. } => Unplayed::ForfeitWin,
            Round::Forfeit { won: false, .. } => Unplayed::ForfeitLoss,
            Round::Bye(Bye::Half | Bye::Zero) => {
                let later_not_voluntary = (r + 1..rounds).any(|k| !self.round(k).voluntary());
                if later_not_voluntary {
                    Unplayed::RequestedThenPlayed
                } else {
                    Unplayed::RequestedAtTheEnd
                }
            }
        })
    }

    /// The score the player's opponents see (C.07 16.3): a requested bye
    /// followed only by voluntary unplayed rounds, or in the last round,
    /// counts as a draw; every other round counts as awarded.
    pub fn adjusted_score(&self, rounds: usize) -> Quarters {
        (0..rounds)
            .map(|r| match self.unplayed(r, rounds) {
                Some(Unplayed::RequestedAtTheEnd) => DRAW,
                _ => self.round(r).points(),
            })
            .sum()
    }
}
