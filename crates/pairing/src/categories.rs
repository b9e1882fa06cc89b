//! Age categories (seed 004): trophies for the best U8, U10 and U12 of the
//! U12 tournament, and U14, U16, U18 of the U18 one, "no acumulables": a
//! player takes one trophy at most.

/// The youngest of `limits` (ages, ascending: 8, 10, 12) that a player born
/// in `birth_year` belongs to in an event held in `event_year`: under N
/// means not yet N on the 1st of January, that is born in `event_year - N`
/// or later. None when too old for all.
pub fn category(birth_year: i32, event_year: i32, limits: &[u8]) -> Option<u8> {
    limits
        .iter()
        .copied()
        .find(|&n| birth_year >= event_year - i32::from(n))
}

/// A prize of the prize-giving.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prize {
    /// The general ranking's place (from 1).
    General(usize),
    /// An age category's trophy (its limit: 12 for U12).
    Under(u8),
}

/// Who takes a prize.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// This start number.
    Winner(u32),
    /// Nobody is left who may take it.
    Nobody,
    /// Still open between these start numbers, whom the tie-breaks leave
    /// level (or whose earlier prize is still open): seed 004 §6, "En caso
    /// de persistir el empate entre los dos primeros, o entre jugadores con
    /// derecho a premio, se disputará una partida Blitz"; it is given once
    /// the play-off has placed them.
    Tied(Vec<u32>),
}

/// A prize and who takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Award {
    /// The prize.
    pub prize: Prize,
    /// Who takes it.
    pub outcome: Outcome,
}

/// Every prize in the order it is given: the `general` first places, then
/// each category's trophy in the order of `limits` (to the best-placed
/// player young enough for it without one: the categories are open, seed
/// 004 §7, and a trophy is not cumulative unless `cumulative`); a prize
/// never goes to one of two players the ranking still leaves level
/// (`ranking`: start number and place, first place first; a place shared
/// by the entrants it names): it stays open between them, and so does a
/// later trophy whose best candidate may still take an open one.
pub fn awards(
    ranking: &[(u32, usize)],
    born: &dyn Fn(u32) -> Option<i32>,
    event_year: i32,
    limits: &[u8],
    general: usize,
    cumulative: bool,
) -> Vec<Award> {
    let place_of = |n: u32| ranking.iter().find(|r| r.0 == n).map_or(0, |r| r.1);
    let sharing = |place: usize| -> Vec<u32> {
        ranking
            .iter()
            .filter(|r| r.1 == place)
            .map(|r| r.0)
            .collect()
    };
    let mut out = Vec::new();
    // Who surely has a prize, and the groups whose prizes are still open.
    let mut taken: Vec<u32> = Vec::new();
    let mut open: Vec<Vec<u32>> = Vec::new();
    for (k, &(n, place)) in ranking.iter().take(general).enumerate() {
        let level = sharing(place);
        let outcome = if level.len() == 1 {
            Outcome::Winner(n)
        } else {
            Outcome::Tied(level.clone())
        };
        if !cumulative {
            // A shared place wholly inside the general prizes: all of them
            // take one (which one is open); one across its edge: open.
            let inside = level.iter().all(|&m| {
                ranking
                    .iter()
                    .position(|r| r.0 == m)
                    .is_some_and(|i| i < general)
            });
            if inside || level.len() == 1 {
                for &m in &level {
                    if !taken.contains(&m) {
                        taken.push(m);
                    }
                }
            } else if !open.contains(&level) {
                open.push(level);
            }
        }
        out.push(Award {
            prize: Prize::General(k + 1),
            outcome,
        });
    }
    for &under in limits {
        let young = |p: u32| born(p).is_some_and(|y| y >= event_year - i32::from(under));
        let first = ranking
            .iter()
            .map(|r| r.0)
            .find(|&p| !taken.contains(&p) && young(p));
        let outcome = match first {
            None => Outcome::Nobody,
            Some(p) => {
                let mut level: Vec<u32> = sharing(place_of(p))
                    .into_iter()
                    .filter(|&m| !taken.contains(&m) && young(m))
                    .collect();
                for group in &open {
                    if level.iter().any(|m| group.contains(m)) {
                        // Their play-off decides this one too.
                        level.extend(group.iter().copied());
                    }
                }
                level.sort_by_key(|&m| (place_of(m), m));
                level.dedup();
                if level.len() == 1 {
                    Outcome::Winner(p)
                } else {
                    Outcome::Tied(level)
                }
            }
        };
        if !cumulative {
            match &outcome {
                Outcome::Winner(p) => taken.push(*p),
                Outcome::Tied(level) => open.push(level.clone()),
                Outcome::Nobody => {}
            }
        }
        out.push(Award {
            prize: Prize::Under(under),
            outcome,
        });
    }
    out
}

/// The raffle of gifts among the players without a prize (seed 004 §7:
/// "se sortearán al menos 4 regalos … entre los jugadores que no obtengan
/// trofeo"): `gifts` of `candidates` (start numbers, in any order), each
/// drawn by `pick(n)`, a number below `n`; fewer when fewer are left.
pub fn raffle(candidates: &[u32], gifts: usize, pick: &mut dyn FnMut(usize) -> usize) -> Vec<u32> {
    let mut left: Vec<u32> = candidates.to_vec();
    left.sort_unstable();
    let mut drawn = Vec::new();
    while drawn.len() < gifts && !left.is_empty() {
        let i = pick(left.len()).min(left.len() - 1);
        drawn.push(left.remove(i));
    }
    drawn
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A category's trophy: the old list's shape, which the tests below
    /// were written in (the product reads [`awards`]).
    #[derive(Clone, Debug, PartialEq, Eq)]
    struct Trophy {
        /// The category's age limit (12 for U12).
        under: u8,
        /// Who takes it (a start number), if anyone belongs to the category.
        winner: Option<u32>,
    }

    /// The category trophies, in the order of `limits` (the organiser's): each
    /// to the best-ranked player young enough for it who has no trophy yet —
    /// the categories are open (seed 004 §7: "Las categorías serán abiertas y
    /// los trofeos no acumulables"): an under-8 may take the under-10 trophy —
    /// the `general` prizes (the first places of the ranking) counting as
    /// trophies unless `cumulative`. `ranking` is the start numbers in rank
    /// order, every place its own; `born` the birth year of a start number.
    fn trophies(
        ranking: &[u32],
        born: &dyn Fn(u32) -> Option<i32>,
        event_year: i32,
        limits: &[u8],
        general: usize,
        cumulative: bool,
    ) -> Vec<Trophy> {
        let ranked: Vec<(u32, usize)> = ranking
            .iter()
            .enumerate()
            .map(|(i, &n)| (n, i + 1))
            .collect();
        awards(&ranked, born, event_year, limits, general, cumulative)
            .into_iter()
            .filter_map(|a| match a.prize {
                Prize::Under(under) => Some(Trophy {
                    under,
                    winner: match a.outcome {
                        Outcome::Winner(n) => Some(n),
                        _ => None,
                    },
                }),
                Prize::General(_) => None,
            })
            .collect()
    }

    #[test]
    fn under_n_means_not_yet_n_on_the_first_of_january() {
        let limits = [8, 10, 12];
        assert_eq!(category(2018, 2026, &limits), Some(8), "7 on 1 January");
        assert_eq!(category(2017, 2026, &limits), Some(10), "8 on 1 January");
        assert_eq!(category(2014, 2026, &limits), Some(12));
        assert_eq!(
            category(2013, 2026, &limits),
            None,
            "12 on 1 January: too old"
        );
    }

    #[test]
    fn each_category_takes_its_best_player_and_nobody_takes_two_trophies() {
        // "al mejor sub-8, al mejor sub-10 y al mejor sub-12 del torneo
        // sub12 ... los trofeos no acumulables".
        let born = |p: u32| {
            Some(match p {
                1 => 2014, // U12, wins the tournament
                2 => 2018, // U8
                3 => 2016, // U10
                4 => 2015, // U12
                5 => 2017, // U10
                _ => return None,
            })
        };
        let ranking = [1, 3, 2, 5, 4];
        // Three general prizes: 1, 3 and 2 take them, so the categories go
        // to the next of each: U8 to nobody left, U10 to 5, U12 to 4.
        let t = trophies(&ranking, &born, 2026, &[8, 10, 12], 3, false);
        assert_eq!(
            t,
            [
                Trophy {
                    under: 8,
                    winner: None
                },
                Trophy {
                    under: 10,
                    winner: Some(5)
                },
                Trophy {
                    under: 12,
                    winner: Some(4)
                },
            ]
        );
        // No general prizes: the best of each category.
        let t = trophies(&ranking, &born, 2026, &[8, 10, 12], 0, false);
        let winners: Vec<Option<u32>> = t.iter().map(|t| t.winner).collect();
        assert_eq!(winners, [Some(2), Some(3), Some(1)]);
        // Cumulative: the general prizes do not count.
        let t = trophies(&ranking, &born, 2026, &[8, 10, 12], 3, true);
        assert_eq!(t[0].winner, Some(2));
    }

    #[test]
    fn the_categories_are_open_a_younger_player_may_take_an_older_trophy() {
        // Seed 004 §7: "Las categorías serán abiertas y los trofeos no
        // acumulables." Two under-8s ahead of the best under-10: the first
        // takes the under-8 trophy, the second the under-10 one.
        let born = |p: u32| {
            Some(match p {
                2 => 2018, // U8
                6 => 2019, // U8
                3 => 2016, // U10
                _ => return None,
            })
        };
        let t = trophies(&[2, 6, 3], &born, 2026, &[8, 10, 12], 0, false);
        let winners: Vec<Option<u32>> = t.iter().map(|t| t.winner).collect();
        assert_eq!(winners, [Some(2), Some(6), Some(3)]);
        // In the organiser's order: the under-12 trophy first goes to the
        // best of all, the under-10 one to the other under-8, and no
        // under-8 is left for the under-8 trophy.
        let t = trophies(&[2, 6, 3], &born, 2026, &[12, 10, 8], 0, false);
        let winners: Vec<Option<u32>> = t.iter().map(|t| t.winner).collect();
        assert_eq!(winners, [Some(2), Some(6), None]);
        let t = trophies(&[3, 2, 6], &born, 2026, &[12, 10, 8], 0, false);
        let winners: Vec<Option<u32>> = t.iter().map(|t| t.winner).collect();
        assert_eq!(winners, [Some(3), Some(2), Some(6)]);
    }

    #[test]
    fn no_prize_is_handed_between_players_still_level() {
        // Seed 004 §6: "En caso de persistir el empate entre los dos
        // primeros, o entre jugadores con derecho a premio, se disputará una
        // partida Blitz a caída de bandera". Four children level on every
        // tie-break (every game drawn): 1 and 3 are under-10, 2 and 4
        // under-12.
        let born = |p: u32| Some(if p % 2 == 1 { 2017 } else { 2015 });
        let level = [(1, 1), (2, 1), (3, 1), (4, 1)];
        let a = awards(&level, &born, 2026, &[10, 12], 1, false);
        assert_eq!(
            a,
            [
                Award {
                    prize: Prize::General(1),
                    outcome: Outcome::Tied(vec![1, 2, 3, 4]),
                },
                // The best under-10 is 1 or 3, whichever is not the
                // champion: open until the four's play-off.
                Award {
                    prize: Prize::Under(10),
                    outcome: Outcome::Tied(vec![1, 2, 3, 4]),
                },
                Award {
                    prize: Prize::Under(12),
                    outcome: Outcome::Tied(vec![1, 2, 3, 4]),
                },
            ]
        );
        // No general prize: the under-10 trophy is open between 1 and 3
        // only; the under-12 one between all four (the categories are
        // open: the under-10 without a trophy may take it).
        let a = awards(&level, &born, 2026, &[10, 12], 0, false);
        assert_eq!(a[0].outcome, Outcome::Tied(vec![1, 3]));
        assert_eq!(a[1].outcome, Outcome::Tied(vec![1, 2, 3, 4]));
        // Under-12 first: open between all four, and so the under-10 one
        // (1 or 3 may take the under-12 trophy).
        let a = awards(&level, &born, 2026, &[12, 10], 0, false);
        assert_eq!(a[0].outcome, Outcome::Tied(vec![1, 2, 3, 4]));
        assert_eq!(a[1].outcome, Outcome::Tied(vec![1, 2, 3, 4]));
        // The play-off placed them: 3, 1, 4, 2.
        let placed = [(3, 1), (1, 2), (4, 3), (2, 4)];
        let a = awards(&placed, &born, 2026, &[10, 12], 1, false);
        let outcomes: Vec<&Outcome> = a.iter().map(|a| &a.outcome).collect();
        assert_eq!(
            outcomes,
            [
                &Outcome::Winner(3),
                &Outcome::Winner(1),
                &Outcome::Winner(4)
            ]
        );
        // A tie that no candidate of the trophy is in does not hold it up:
        // 2 and 4 level behind the only under-10.
        let a = awards(&[(1, 1), (2, 2), (4, 2)], &born, 2026, &[10], 0, false);
        assert_eq!(a[0].outcome, Outcome::Winner(1));
        // The tie across the general prizes' edge: 1 is champion, 2 and 3
        // share second with one general prize left for them.
        let a = awards(&[(1, 1), (2, 2), (3, 2)], &born, 2026, &[10], 2, false);
        assert_eq!(a[1].outcome, Outcome::Tied(vec![2, 3]));
        // 3 (under-10) may still take the second prize: the under-10
        // trophy waits for the play-off between 2 and 3.
        assert_eq!(a[2].outcome, Outcome::Tied(vec![2, 3]));
    }

    #[test]
    fn the_raffle_draws_among_those_without_a_prize_each_once() {
        // Seed 004 §7: "se sortearán al menos 4 regalos o recursos
        // formativos de iniciación al ajedrez entre los jugadores que no
        // obtengan trofeo".
        let mut k = 0;
        let mut pick = |n: usize| {
            k += 1;
            (k * 7) % n
        };
        let drawn = raffle(&[9, 4, 12, 7, 5, 11], 4, &mut pick);
        assert_eq!(drawn.len(), 4);
        let mut unique = drawn.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), 4, "{drawn:?}");
        assert!(drawn.iter().all(|d| [9, 4, 12, 7, 5, 11].contains(d)));
        // Fewer candidates than gifts: each once.
        assert_eq!(raffle(&[3, 2], 4, &mut |_| 0), [2, 3]);
    }
}
