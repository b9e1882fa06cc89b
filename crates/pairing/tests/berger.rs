//! The round robins reproduce the FIDE Berger tables (Handbook C.05, annex
//! 1) for 3 to 16 entrants, single and double.

use megxadrez_pairing::berger::{self, Pairing};

/// The printed tables: (even size, round, pairings).
fn printed() -> Vec<(u32, usize, Vec<(u32, u32)>)> {
    let text = include_str!("data/berger-tables.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (head, pairs) = l.split_once(':').unwrap();
            let mut head = head.split_whitespace();
            let n: u32 = head.next().unwrap().parse().unwrap();
            let r: usize = head.next().unwrap().parse().unwrap();
            let pairs = pairs
                .split(',')
                .map(|p| {
                    let (w, b) = p.trim().split_once('-').unwrap();
                    (w.parse().unwrap(), b.parse().unwrap())
                })
                .collect();
            (n, r, pairs)
        })
        .collect()
}

/// The table for `entrants` as printed: an odd count's highest number is
/// the bye, written `(k, None)` for whoever meets it.
fn expected(entrants: u32) -> Vec<Vec<Pairing>> {
    let even = entrants + entrants % 2;
    let mut rounds: Vec<(usize, Vec<Pairing>)> = printed()
        .into_iter()
        .filter(|(n, _, _)| *n == even)
        .map(|(_, r, pairs)| {
            let round = pairs
                .into_iter()
                .map(|(w, b)| match (w > entrants, b > entrants) {
                    (false, false) => (w, Some(b)),
                    (true, _) => (b, None),
                    (_, true) => (w, None),
                })
                .collect();
            (r, round)
        })
        .collect();
    rounds.sort_by_key(|(r, _)| *r);
    rounds.into_iter().map(|(_, round)| round).collect()
}

#[test]
fn single_round_robins_are_the_printed_tables_for_3_to_16() {
    assert_eq!(printed().len(), 3 + 5 + 7 + 9 + 11 + 13 + 15);
    for n in 3..=16 {
        let table = expected(n);
        assert_eq!(table.len() as u32, n + n % 2 - 1, "{n}");
        assert_eq!(berger::single(n), table, "{n} entrants");
    }
}

#[test]
fn double_round_robins_swap_the_first_cycles_last_two_and_reverse_colours() {
    for n in 3..=16 {
        let table = expected(n);
        let rounds = berger::double(n);
        let k = table.len();
        assert_eq!(rounds.len(), 2 * k, "{n}");
        assert_eq!(rounds[..k - 2], table[..k - 2], "{n}");
        assert_eq!(
            (&rounds[k - 2], &rounds[k - 1]),
            (&table[k - 1], &table[k - 2])
        );
        for (second, first) in rounds[k..].iter().zip(&table) {
            let reversed: Vec<Pairing> = first
                .iter()
                .map(|&(w, b)| b.map_or((w, None), |b| (b, Some(w))))
                .collect();
            assert_eq!(second, &reversed, "{n}");
        }
        // Nobody plays the same colour three times running (the reason for
        // the swap), counting only games played.
        for player in 1..=n {
            let colours: Vec<bool> = rounds
                .iter()
                .filter_map(|r| {
                    r.iter().find_map(|&(w, b)| match b {
                        Some(_) if w == player => Some(true),
                        Some(b2) if b2 == player => Some(false),
                        _ => None,
                    })
                })
                .collect();
            assert!(
                !colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                "{n} entrants: player {player} has {colours:?}"
            );
        }
    }
}
