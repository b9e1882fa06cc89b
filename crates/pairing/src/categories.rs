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

/// A category's trophy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trophy {
    /// The category's age limit (12 for U12).
    pub under: u8,
    /// Who takes it (a start number), if anyone belongs to the category.
    pub winner: Option<u32>,
}

/// The category trophies, in the order of `limits` (the organiser's): each
/// to the best-ranked player young enough for it who has no trophy yet —
/// the categories are open (seed 004 §7: "Las categorías serán abiertas y
/// los trofeos no acumulables"): an under-8 may take the under-10 trophy —
/// the `general` prizes (the first places of the ranking) counting as
/// trophies unless `cumulative`. `ranking` is the start numbers in rank
/// order; `born` the birth year of a start number.
pub fn trophies(
    ranking: &[u32],
    born: &dyn Fn(u32) -> Option<i32>,
    event_year: i32,
    limits: &[u8],
    general: usize,
    cumulative: bool,
) -> Vec<Trophy> {
    let mut taken: Vec<u32> = if cumulative {
        Vec::new()
    } else {
        ranking.iter().take(general).copied().collect()
    };
    limits
        .iter()
        .map(|&under| {
            let winner = ranking.iter().copied().find(|&p| {
                !taken.contains(&p) && born(p).is_some_and(|y| y >= event_year - i32::from(under))
            });
            if let Some(w) = winner
                && !cumulative
            {
                taken.push(w);
            }
            Trophy { under, winner }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
