//! The school championship's matches (seed 001): four boards, colours
//! alternating by board, every game scored ("GANADA (10), EMPATADA (5),
//! PERDIDA (1)"), a team of three still plays ("si algún equipo sólo tiene
//! 3 participantes, también puede jugar") and its empty board goes to the
//! other team; points add up over the phases, and a match drawn on points
//! goes to the team with more points accumulated, then to a three-game
//! play-off ("Match de tres partidas a 5 minutos").

use crate::pairing::results::Score;
use crate::points::Points;
use crate::rules::Scoring;

/// One board of a match, seen from the first team.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Board {
    /// Played: the first team's player's result.
    Played(Score),
    /// Nobody of one team sat there (a team of three): won by the team
    /// that had a player, without a game; the empty side scores nothing.
    Empty {
        /// Whether the first team had the player.
        first_present: bool,
    },
}

/// A match's points for each team.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MatchPoints {
    /// The first team's.
    pub first: Points,
    /// The second team's.
    pub second: Points,
}

/// Adds up the boards' points under `scoring` (10 / 5 / 1).
pub fn score(boards: &[Board], scoring: &Scoring) -> MatchPoints {
    let mut m = MatchPoints {
        first: Points::ZERO,
        second: Points::ZERO,
    };
    for b in boards {
        let (first, second) = match *b {
            Board::Played(Score::Win) => (scoring.win, scoring.loss),
            Board::Played(Score::Draw) => (scoring.draw, scoring.draw),
            Board::Played(Score::Loss) => (scoring.loss, scoring.win),
            Board::Empty {
                first_present: true,
            } => (scoring.win, Points::ZERO),
            Board::Empty {
                first_present: false,
            } => (Points::ZERO, scoring.win),
        };
        m.first = m.first + first;
        m.second = m.second + second;
    }
    m
}

/// Who takes a deciding match.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The first team.
    First,
    /// The second team.
    Second,
    /// Still level: a three-game match at 5 minutes a player.
    PlayOff,
}

/// A deciding match (the final, a placing match): its points, then the
/// points each team accumulated over all the phases (§9).
pub fn decide(m: MatchPoints, first_total: Points, second_total: Points) -> Decision {
    use std::cmp::Ordering::*;
    match m.first.cmp(&m.second).then(first_total.cmp(&second_total)) {
        Greater => Decision::First,
        Less => Decision::Second,
        Equal => Decision::PlayOff,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scoring() -> Scoring {
        Scoring {
            win: Points::whole(10),
            draw: Points::whole(5),
            loss: Points::whole(1),
        }
    }

    #[test]
    fn four_boards_scored_ten_five_one_and_a_team_of_three_loses_its_empty_board() {
        use Score::*;
        let m = score(
            &[
                Board::Played(Win),
                Board::Played(Draw),
                Board::Played(Loss),
                Board::Played(Win),
            ],
            &scoring(),
        );
        assert_eq!((m.first, m.second), (Points::whole(26), Points::whole(17)));
        // The second team came with three: board 4 is the first team's.
        let m = score(
            &[
                Board::Played(Loss),
                Board::Played(Loss),
                Board::Played(Draw),
                Board::Empty {
                    first_present: true,
                },
            ],
            &scoring(),
        );
        assert_eq!((m.first, m.second), (Points::whole(17), Points::whole(25)));
    }

    #[test]
    fn a_match_level_on_points_goes_to_the_accumulated_points_then_a_play_off() {
        // "en caso de empate a puntos en la partida entre dos equipos, se
        // proclamará campeón el que más puntos lleve acumulados ... Si
        // persistiera el empate: Mach de tres partidas a 5 minutos".
        let level = MatchPoints {
            first: Points::whole(22),
            second: Points::whole(22),
        };
        assert_eq!(
            decide(level, Points::whole(140), Points::whole(131)),
            Decision::First
        );
        assert_eq!(
            decide(level, Points::whole(120), Points::whole(131)),
            Decision::Second
        );
        assert_eq!(
            decide(level, Points::whole(131), Points::whole(131)),
            Decision::PlayOff
        );
        let won = MatchPoints {
            first: Points::whole(17),
            second: Points::whole(25),
        };
        assert_eq!(
            decide(won, Points::whole(300), Points::whole(0)),
            Decision::Second
        );
    }
}
