//! A team match of several boards (seed 001: four). Each board's result is
//! written as its scoresheet says it (`1-0`: White won on that board), and
//! colours alternate by board, the first team having White on boards 1, 3…
//! ("en cuatro tableros con colores alternos"). The boards add up to game
//! points under the event's scoring per game ("GANADA (10), EMPATADA (5),
//! PERDIDA (1)"), an empty board (`+-` or `-+`: a team of three) going to
//! the team that had a player; the team with more game points wins the
//! match: 2 match points, 1 each when level, 0 for the loser.

use super::PairingResult;
use super::school::{self, Board, MatchPoints};
use crate::pairing::results::Score;
use crate::points::Points;
use crate::rules::Scoring;

/// One pairing of two teams and its boards' results so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamMatch {
    /// The round, from 1.
    pub round: u32,
    /// The team with White on board 1 (start number).
    pub first: u32,
    /// The other team.
    pub second: u32,
    /// Each board's result, `None` while it is being played.
    pub boards: Vec<Option<PairingResult>>,
}

impl TeamMatch {
    /// A match of `boards` boards, none played yet.
    pub fn new(round: u32, first: u32, second: u32, boards: usize) -> TeamMatch {
        TeamMatch {
            round,
            first,
            second,
            boards: vec![None; boards],
        }
    }

    /// Whether every board has its result.
    pub fn complete(&self) -> bool {
        self.boards.iter().all(Option::is_some)
    }

    /// Whether `team` plays this match.
    pub fn has(&self, team: u32) -> bool {
        team == self.first || team == self.second
    }

    /// The boards with a result, seen from the first team.
    fn seen_from_first(&self) -> Vec<Board> {
        self.boards
            .iter()
            .enumerate()
            .filter_map(|(i, r)| {
                let first_white = i % 2 == 0;
                let won_by_white = |white: bool| {
                    if white == first_white {
                        Score::Win
                    } else {
                        Score::Loss
                    }
                };
                Some(match (*r)? {
                    PairingResult::WhiteWins => Board::Played(won_by_white(true)),
                    PairingResult::BlackWins => Board::Played(won_by_white(false)),
                    PairingResult::Draw => Board::Played(Score::Draw),
                    // Black's seat was empty: the board goes to White's team.
                    PairingResult::WhiteByForfeit => Board::Empty {
                        first_present: first_white,
                    },
                    PairingResult::BlackByForfeit => Board::Empty {
                        first_present: !first_white,
                    },
                    // Nobody sat there: nothing for either team.
                    PairingResult::DoubleForfeit => return None,
                })
            })
            .collect()
    }

    /// The game points so far of each team.
    pub fn game_points(&self, scoring: &Scoring) -> MatchPoints {
        school::score(&self.seen_from_first(), scoring)
    }

    /// The first team's result once every board is played.
    pub fn outcome(&self, scoring: &Scoring) -> Option<Score> {
        if !self.complete() {
            return None;
        }
        let m = self.game_points(scoring);
        Some(match m.first.cmp(&m.second) {
            std::cmp::Ordering::Greater => Score::Win,
            std::cmp::Ordering::Equal => Score::Draw,
            std::cmp::Ordering::Less => Score::Loss,
        })
    }

    /// `team`'s game points in this match so far.
    pub fn points_of(&self, team: u32, scoring: &Scoring) -> Points {
        let m = self.game_points(scoring);
        if team == self.first {
            m.first
        } else if team == self.second {
            m.second
        } else {
            Points::ZERO
        }
    }

    /// `team`'s match points: 2 for a win, 1 for a draw, 0 for a loss or a
    /// match still being played.
    pub fn match_points_of(&self, team: u32, scoring: &Scoring) -> Points {
        let Some(first) = self.outcome(scoring) else {
            return Points::ZERO;
        };
        let score = if team == self.first {
            first
        } else if team == self.second {
            match first {
                Score::Win => Score::Loss,
                Score::Draw => Score::Draw,
                Score::Loss => Score::Win,
            }
        } else {
            return Points::ZERO;
        };
        match score {
            Score::Win => Points::whole(2),
            Score::Draw => Points::whole(1),
            Score::Loss => Points::ZERO,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn school() -> Scoring {
        Scoring {
            win: Points::from_decimal(10.0).unwrap(),
            draw: Points::from_decimal(5.0).unwrap(),
            loss: Points::from_decimal(1.0).unwrap(),
        }
    }

    fn points(p: Points) -> f64 {
        p.as_decimal()
    }

    #[test]
    fn four_boards_with_alternating_colours_add_up_ten_five_one() {
        // Boards 1 and 3: the first team has White; 2 and 4: Black.
        let mut m = TeamMatch::new(1, 1, 2, 4);
        for (i, r) in ["1-0", "1/2", "0-1", "1-0"].iter().enumerate() {
            m.boards[i] = PairingResult::parse(r);
        }
        // First: won board 1 (10), drew 2 (5), lost 3 (1), lost 4 (1) = 17.
        // Second: 1 + 5 + 10 + 10 = 26, and the match.
        let g = m.game_points(&school());
        assert_eq!((points(g.first), points(g.second)), (17.0, 26.0));
        assert_eq!(m.outcome(&school()), Some(Score::Loss));
        assert_eq!(points(m.match_points_of(2, &school())), 2.0);
        assert_eq!(points(m.match_points_of(1, &school())), 0.0);
    }

    #[test]
    fn a_team_of_three_still_plays_and_its_empty_board_goes_to_the_other() {
        // Seed 001 §2: "si algún equipo sólo tiene 3 participantes, también
        // puede jugar". The second team has no fourth player: board 4 (the
        // second team has White there) is `-+`, won by the first team.
        let mut m = TeamMatch::new(1, 1, 2, 4);
        for (i, r) in ["0-1", "1/2", "1/2", "-+"].iter().enumerate() {
            m.boards[i] = PairingResult::parse(r);
        }
        let g = m.game_points(&school());
        // First: 1 + 5 + 5 + 10 = 21; second: 10 + 5 + 5 + 0 = 20.
        assert_eq!((points(g.first), points(g.second)), (21.0, 20.0));
        assert_eq!(m.outcome(&school()), Some(Score::Win));
    }

    #[test]
    fn a_match_being_played_counts_its_boards_but_no_match_points() {
        let mut m = TeamMatch::new(1, 1, 2, 4);
        m.boards[0] = PairingResult::parse("1/2");
        assert!(!m.complete());
        assert_eq!(points(m.points_of(1, &school())), 5.0);
        assert_eq!(m.outcome(&school()), None);
        assert_eq!(points(m.match_points_of(1, &school())), 0.0);
        // Level on game points: one match point each.
        for b in 1..4 {
            m.boards[b] = PairingResult::parse("1/2");
        }
        assert_eq!(points(m.match_points_of(1, &school())), 1.0);
        assert_eq!(points(m.match_points_of(2, &school())), 1.0);
    }
}
