//! The children's league (seed 000): every team plays every other once,
//! a win 4 points, a draw 2, a loss 1. A tie is decided by the direct game
//! between the teams; if it was drawn, for the team that had Black; a tie of
//! three "the same way": by the direct games among them, scored as the
//! league scores them (4/2/1), then those still level by the same rules
//! (a drawn direct game for Black); what still stays tied goes to a
//! lightning play-off ("un torneo relámpago con partidas de 5 minutos").

use crate::pairing::tiebreak::split_by;
use crate::points::Points;
use crate::rules::{GameResult, Scoring};

/// One league game between two teams (indices into the league's teams).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeagueGame {
    /// The team with White.
    pub white: usize,
    /// The team with Black.
    pub black: usize,
    /// The result, once played.
    pub result: Option<GameResult>,
}

/// A place of the league table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// One team on its own.
    Team(usize),
    /// Teams the rules leave tied: they play a lightning play-off.
    PlayOff(Vec<usize>),
}

/// The points of each of `teams` teams under `scoring`.
pub fn points(teams: usize, games: &[LeagueGame], scoring: &Scoring) -> Vec<Points> {
    let mut points = vec![Points::ZERO; teams];
    for g in games {
        let Some(result) = g.result else { continue };
        let (w, b) = match result {
            GameResult::Decisive(shakmaty::Color::White) => (scoring.win, scoring.loss),
            GameResult::Decisive(shakmaty::Color::Black) => (scoring.loss, scoring.win),
            GameResult::Draw => (scoring.draw, scoring.draw),
        };
        points[g.white] = points[g.white] + w;
        points[g.black] = points[g.black] + b;
    }
    points
}

/// The league table, best first.
pub fn table(teams: usize, games: &[LeagueGame], scoring: &Scoring) -> Vec<Place> {
    let points = points(teams, games, scoring);
    let mut order: Vec<(Points, usize)> = (0..teams).map(|t| (points[t], t)).collect();
    order.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
    split_by(&order)
        .into_iter()
        .flat_map(|group| break_tie(&group, games, scoring))
        .collect()
}

/// What `a` scored in the direct games against `b`: +1 a win, 0 a draw,
/// -1 a loss (None: they have not played). `black_won_draw` is true when the
/// direct game was drawn and `a` had Black.
fn direct(a: usize, b: usize, games: &[LeagueGame]) -> Option<(i32, bool)> {
    games.iter().find_map(|g| {
        let result = g.result?;
        let (me, colour) = if g.white == a && g.black == b {
            (shakmaty::Color::White, shakmaty::Color::White)
        } else if g.white == b && g.black == a {
            (shakmaty::Color::Black, shakmaty::Color::Black)
        } else {
            return None;
        };
        Some(match result {
            GameResult::Decisive(w) if w == me => (1, false),
            GameResult::Decisive(_) => (-1, false),
            GameResult::Draw => (0, colour == shakmaty::Color::Black),
        })
    })
}

/// Orders teams tied on points (seed 000: "se resolverá por el resultado
/// del enfrentamiento directo … Si hubiera sido de tablas, se resolverá a
/// favor del que jugó con piezas negras. En el caso de triple empate se
/// actuará igual"): by the points of the direct games among them, scored
/// as the league scores them; those the points leave level, by their
/// direct games each won by someone, on the board or (drawn) by the team
/// that had Black; what stays tied is a play-off.
fn break_tie(group: &[usize], games: &[LeagueGame], scoring: &Scoring) -> Vec<Place> {
    if group.len() == 1 {
        return vec![Place::Team(group[0])];
    }
    let among: Vec<LeagueGame> = games
        .iter()
        .filter(|g| g.result.is_some() && group.contains(&g.white) && group.contains(&g.black))
        .copied()
        .collect();
    let played = |a: usize, b: usize| direct(a, b, &among).is_some();
    if group
        .iter()
        .any(|&a| group.iter().any(|&b| a != b && !played(a, b)))
    {
        // A direct game not played yet: the tie stands.
        return vec![Place::PlayOff(group.to_vec())];
    }
    // The direct games' own points (a mini-league of the level teams).
    let by_points = {
        let all = points(group.iter().max().map_or(0, |m| m + 1), &among, scoring);
        let mut v: Vec<(Points, usize)> = group.iter().map(|&t| (all[t], t)).collect();
        v.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
        split_by(&v)
    };
    if by_points.len() > 1 {
        return by_points
            .into_iter()
            .flat_map(|part| break_tie(&part, games, scoring))
            .collect();
    }
    // Level on those points too: each direct game is won by someone, on
    // the board or (drawn) by the team that had Black.
    let won = |a: usize| -> usize {
        group
            .iter()
            .filter(|&&b| b != a)
            .filter(|&&b| matches!(direct(a, b, &among), Some((1, _)) | Some((0, true))))
            .count()
    };
    let mut values: Vec<(usize, usize)> = group.iter().map(|&a| (won(a), a)).collect();
    values.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
    let parts = split_by(&values);
    if parts.len() == 1 {
        // Nobody separated (a cycle): a lightning play-off.
        return vec![Place::PlayOff(group.to_vec())];
    }
    parts
        .into_iter()
        .flat_map(|part| break_tie(&part, games, scoring))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Color::{Black, White};

    fn scoring() -> Scoring {
        Scoring {
            win: Points::whole(4),
            draw: Points::whole(2),
            loss: Points::whole(1),
        }
    }

    fn g(white: usize, black: usize, result: GameResult) -> LeagueGame {
        LeagueGame {
            white,
            black,
            result: Some(result),
        }
    }

    #[test]
    fn a_tie_of_two_goes_to_the_direct_game_and_a_drawn_one_to_black() {
        // "se resolverá por el resultado del enfrentamiento directo entre
        // los 2 equipos. Si hubiera sido de tablas, se resolverá a favor del
        // que jugó con piezas negras."
        use GameResult::*;
        let games = [
            g(0, 1, Decisive(Black)), // 1 beats 0
            g(0, 2, Decisive(White)),
            g(1, 2, Decisive(Black)), // 2 beats 1
        ];
        // 0: 4+1 = 5, 1: 4+1 = 5, 2: 1+4 = 5: a cycle of three.
        assert_eq!(
            table(3, &games, &scoring()),
            [Place::PlayOff(vec![0, 1, 2])]
        );
        let games = [
            g(0, 1, Draw),
            g(0, 2, Decisive(White)),
            g(2, 1, Decisive(Black)),
        ];
        // 0: 2+4 = 6, 1: 2+4 = 6 (drawn, 1 had Black), 2: 1+1 = 2.
        assert_eq!(
            table(3, &games, &scoring()),
            [Place::Team(1), Place::Team(0), Place::Team(2)]
        );
        assert_eq!(points(3, &games, &scoring())[1], Points::whole(6));
    }

    #[test]
    fn a_tie_of_three_goes_first_to_the_direct_games_points() {
        // "En el caso de triple empate se actuará igual. En caso de que
        // persista, se realizará un torneo relámpago con partidas de 5
        // minutos." Five teams; 0, 1 and 2 end level on 8. Among them, 0
        // beat 1, 0 drew with 2 (2 had Black), 1 beat 2: the direct games
        // scored 4/2/1 give 0 six, 1 five, 2 three — no play-off (counting
        // the drawn game as Black's win made a cycle: 0 > 1 > 2 > 0).
        use GameResult::*;
        let games = [
            g(0, 1, Decisive(White)),
            g(0, 2, Draw),
            g(1, 2, Decisive(White)),
            g(0, 3, Decisive(Black)),
            g(4, 0, Decisive(White)),
            g(1, 3, Decisive(Black)),
            g(4, 1, Draw),
            g(2, 3, Decisive(White)),
            g(2, 4, Decisive(Black)),
            g(3, 4, Draw),
        ];
        let p = points(5, &games, &scoring());
        assert_eq!(
            p,
            [8, 8, 8, 11, 12].map(Points::whole),
            "0, 1 and 2 level on 8"
        );
        assert_eq!(
            table(5, &games, &scoring()),
            [
                Place::Team(4),
                Place::Team(3),
                Place::Team(0),
                Place::Team(1),
                Place::Team(2)
            ]
        );
    }

    #[test]
    fn a_tie_of_three_or_more_is_broken_the_same_way() {
        // "En el caso de triple empate se actuará igual." Four teams on 7
        // (a win, a draw, a loss each). Direct games won, a drawn one by
        // Black: 0 beat 1 and drew with 2 having Black (2); 1 beat 2 and
        // drew with 3 having Black (2); 2 beat 3 (1); 3 beat 0 (1). Then 0
        // beat 1, and 2 beat 3.
        use GameResult::*;
        let games = [
            g(1, 0, Decisive(Black)),
            g(2, 0, Draw),
            g(0, 3, Decisive(Black)),
            g(1, 2, Decisive(White)),
            g(3, 1, Draw),
            g(2, 3, Decisive(White)),
        ];
        assert!(
            points(4, &games, &scoring())
                .iter()
                .all(|&p| p == Points::whole(7))
        );
        assert_eq!(
            table(4, &games, &scoring()),
            [
                Place::Team(0),
                Place::Team(1),
                Place::Team(2),
                Place::Team(3)
            ]
        );
        // A game not yet played leaves the tie standing.
        let unfinished = [
            g(0, 1, Draw),
            LeagueGame {
                white: 1,
                black: 2,
                result: None,
            },
        ];
        assert_eq!(
            table(2, &unfinished[..1], &scoring()),
            [Place::Team(1), Place::Team(0)]
        );
    }
}
