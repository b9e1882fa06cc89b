//! How an event is shaped: the school championship's zonal phase chosen by
//! the number of teams and its final phase (seed 001 §6, §7), and knockout
//! brackets seeded from a league (seed 000: quarter-finals, semi-finals,
//! final).

use crate::berger::{self, Pairing};

/// The zonal phase's structure by the number of teams (seed 001 §6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Zonal {
    /// One team: straight to the final phase.
    StraightToFinal,
    /// Two teams: four matches between them, colours alternating.
    FourMatches,
    /// Three teams: a league, home and away ("ida y vuelta"), colours
    /// alternating.
    DoubleRoundRobin,
    /// Four to six teams: a league of one round.
    SingleRoundRobin,
    /// Seven to twelve: two groups, each a league; their two winners play
    /// two matches (home and away) for one champion.
    TwoGroups {
        /// Group A's teams (indices in registration order).
        a: Vec<usize>,
        /// Group B's.
        b: Vec<usize>,
    },
    /// More than twelve: a Swiss by teams.
    TeamSwiss,
}

/// The zonal structure for `teams` teams; none for no team.
pub fn zonal(teams: usize) -> Option<Zonal> {
    Some(match teams {
        0 => return None,
        1 => Zonal::StraightToFinal,
        2 => Zonal::FourMatches,
        3 => Zonal::DoubleRoundRobin,
        4..=6 => Zonal::SingleRoundRobin,
        7..=12 => {
            // Registration order alternates between the groups, so that
            // each gets as many teams (one more in A for an odd count).
            let (a, b) = (0..teams).partition(|i| i % 2 == 0);
            Zonal::TwoGroups { a, b }
        }
        _ => Zonal::TeamSwiss,
    })
}

/// The rounds a structure fixes in advance (teams numbered from 1, the
/// first named with White on board 1); a Swiss is paired round by round
/// and a group's winners are known only at its end, so they give none.
pub fn zonal_rounds(structure: &Zonal, teams: usize) -> Vec<Vec<Pairing>> {
    let n = teams as u32;
    match structure {
        Zonal::StraightToFinal | Zonal::TeamSwiss => Vec::new(),
        Zonal::FourMatches => (0..4)
            .map(|k| {
                vec![if k % 2 == 0 {
                    (1, Some(2))
                } else {
                    (2, Some(1))
                }]
            })
            .collect(),
        Zonal::DoubleRoundRobin => berger::double(n),
        Zonal::SingleRoundRobin => berger::single(n),
        Zonal::TwoGroups { a, b } => {
            // The groups play their leagues side by side, round for round.
            let league = |group: &[usize]| {
                let number = |k: u32| group[k as usize - 1] as u32 + 1;
                berger::single(group.len() as u32)
                    .into_iter()
                    .map(|round| {
                        round
                            .into_iter()
                            .map(|(w, b)| (number(w), b.map(number)))
                            .collect::<Vec<Pairing>>()
                    })
                    .collect::<Vec<_>>()
            };
            let (la, lb) = (league(a), league(b));
            (0..la.len().max(lb.len()))
                .map(|r| {
                    la.get(r)
                        .into_iter()
                        .chain(lb.get(r))
                        .flatten()
                        .copied()
                        .collect()
                })
                .collect()
        }
    }
}

/// A match of a knockout or a placing round, between places of earlier
/// stages, named so the screens can say it before its teams are known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tie {
    /// What is at stake: "QF1", "SF2", "Final", "3-4", "5-6", "7-8".
    pub name: String,
    /// Where the first team comes from ("1", "1A", "W QF1", "L SF2").
    pub first: String,
    /// Where the second comes from.
    pub second: String,
}

fn tie(name: &str, first: &str, second: &str) -> Tie {
    Tie {
        name: name.into(),
        first: first.into(),
        second: second.into(),
    }
}

/// The knockout after a league (seed 000): eight teams to quarter-finals
/// (1 v 8, 4 v 5, 2 v 7, 3 v 6, so that 1 and 2 meet only in the final),
/// the winners to semi-finals, then the final. With four teams, semi-finals
/// and the final only.
pub fn knockout(teams: usize) -> Vec<Vec<Tie>> {
    let semis_and_final = |from_quarters: bool| {
        let (a, b, c, d) = if from_quarters {
            ("W QF1", "W QF2", "W QF3", "W QF4")
        } else {
            ("1", "4", "2", "3")
        };
        vec![
            vec![tie("SF1", a, b), tie("SF2", c, d)],
            vec![tie("Final", "W SF1", "W SF2")],
        ]
    };
    match teams {
        n if n >= 8 => std::iter::once(vec![
            tie("QF1", "1", "8"),
            tie("QF2", "4", "5"),
            tie("QF3", "2", "7"),
            tie("QF4", "3", "6"),
        ])
        .chain(semis_and_final(true))
        .collect(),
        4..=7 => semis_and_final(false),
        2 | 3 => vec![vec![tie("Final", "1", "2")]],
        _ => Vec::new(),
    }
}

/// The school championship's final phase after its two groups (seed 001
/// §7): 1st A v 2nd B and 1st B v 2nd A; their winners play the final and
/// their losers for 3rd-4th; the groups' 3rd and 4th play for 5th to 8th
/// (3rd A v 3rd B for 5th-6th, 4th A v 4th B for 7th-8th), one game each.
pub fn school_final_phase() -> Vec<Vec<Tie>> {
    vec![
        vec![
            tie("SF1", "1A", "2B"),
            tie("SF2", "1B", "2A"),
            tie("5-6", "3A", "3B"),
            tie("7-8", "4A", "4B"),
        ],
        vec![tie("Final", "W SF1", "W SF2"), tie("3-4", "L SF1", "L SF2")],
    ]
}

/// The final of a school zonal phase in two groups (seed 001 §6): the two
/// group winners play twice, 1st A with White on board 1 first, then 1st B.
pub fn group_winners_final() -> Vec<Vec<Tie>> {
    vec![vec![tie("F1", "1A", "1B")], vec![tie("F2", "1B", "1A")]]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_zonal_structure_follows_the_number_of_teams_as_section_6_says() {
        // "Un solo equipo pasa directamente ... Dos equipos: 4 partidas entre
        // ellos, alternando colores. Tres equipos: LIGA, ida y vuelta ...
        // 4, 5 y 6 equipos: LIGA de una vuelta. 7 a 12 ...: LIGA de dos
        // GRUPOS ... MÁS de 12 equipos: Sistema suizo por equipos".
        assert_eq!(zonal(0), None);
        assert_eq!(zonal(1), Some(Zonal::StraightToFinal));
        assert_eq!(zonal(2), Some(Zonal::FourMatches));
        assert_eq!(zonal(3), Some(Zonal::DoubleRoundRobin));
        for n in 4..=6 {
            assert_eq!(zonal(n), Some(Zonal::SingleRoundRobin), "{n}");
        }
        for n in 7..=12 {
            let Some(Zonal::TwoGroups { a, b }) = zonal(n) else {
                panic!("{n}: two groups")
            };
            assert_eq!(a.len() + b.len(), n);
            assert!(a.len() - b.len() <= 1, "{n}: even groups");
        }
        assert_eq!(zonal(13), Some(Zonal::TeamSwiss));
        assert_eq!(zonal(40), Some(Zonal::TeamSwiss));
    }

    #[test]
    fn two_teams_play_four_matches_with_colours_alternating_and_three_a_double_league() {
        let rounds = zonal_rounds(&Zonal::FourMatches, 2);
        assert_eq!(
            rounds,
            [
                vec![(1, Some(2))],
                vec![(2, Some(1))],
                vec![(1, Some(2))],
                vec![(2, Some(1))]
            ]
        );
        let three = zonal_rounds(&Zonal::DoubleRoundRobin, 3);
        assert_eq!(three.len(), 6, "each pair twice, one team resting a round");
        let mut met = std::collections::HashMap::new();
        for (w, b) in three.iter().flatten() {
            if let Some(b) = b {
                *met.entry((w.min(b), w.max(b))).or_insert(0) += 1;
            }
        }
        assert!(met.values().all(|&n| n == 2) && met.len() == 3, "{met:?}");
    }

    #[test]
    fn seven_to_twelve_teams_play_two_leagues_side_by_side() {
        let structure = zonal(9).unwrap();
        let rounds = zonal_rounds(&structure, 9);
        let Zonal::TwoGroups { a, b } = &structure else {
            unreachable!()
        };
        assert_eq!((a.len(), b.len()), (5, 4));
        for round in &rounds {
            for &(w, opponent) in round {
                if let Some(o) = opponent {
                    let same = |g: &Vec<usize>| {
                        g.contains(&(w as usize - 1)) && g.contains(&(o as usize - 1))
                    };
                    assert!(same(a) || same(b), "{w}-{o} is within a group");
                }
            }
        }
        // Group A (5 teams) takes 5 rounds; every team of the event is
        // seated every round.
        assert_eq!(rounds.len(), 5);
    }

    #[test]
    fn the_knockout_and_the_school_final_phase_name_their_ties() {
        let k = knockout(8);
        assert_eq!(k.len(), 3);
        assert_eq!(k[0][0], tie("QF1", "1", "8"));
        assert_eq!(k[2], vec![tie("Final", "W SF1", "W SF2")]);
        assert_eq!(
            knockout(4)[0],
            vec![tie("SF1", "1", "4"), tie("SF2", "2", "3")]
        );
        // "se enfrentan 1º del A con 2º del B y al revés ... los que jugarán
        // por el 3º-4º puesto, y por los puestos 5º a 8º".
        let f = school_final_phase();
        assert_eq!(f[0][0], tie("SF1", "1A", "2B"));
        assert_eq!(f[0][1], tie("SF2", "1B", "2A"));
        assert!(f[1].contains(&tie("3-4", "L SF1", "L SF2")));
    }
}
