//! Round robins by the FIDE Berger tables (Handbook C.05, annex 1): who
//! plays whom, with which colours, in every round. An odd number of
//! entrants plays the table of the next even number, and whoever meets
//! that last number sits the round out.

/// One pairing of a round: White's and Black's entrant numbers (from 1);
/// Black is `None` when White sits the round out (an odd count).
pub type Pairing = (u32, Option<u32>);

/// The rounds of a single round robin of `entrants` (2 or more), as the
/// Berger tables print them: in round `r` the table's last number meets
/// `a = (r - 1) * n/2 mod (n - 1) + 1` (Black in odd rounds, White in even
/// ones), and the others pair outwards from `a`: `a + k` with White against
/// `a - k`, counted round 1..n-1.
pub fn single(entrants: u32) -> Vec<Vec<Pairing>> {
    if entrants < 2 {
        return Vec::new();
    }
    let n = entrants + entrants % 2;
    let last = n;
    let wrap = |x: i64| -> u32 { ((x - 1).rem_euclid(i64::from(n - 1)) + 1) as u32 };
    let seat = |p: u32| (p <= entrants).then_some(p);
    (1..n)
        .map(|r| {
            let a = ((r - 1) * (n / 2)) % (n - 1) + 1;
            let mut round = Vec::with_capacity(n as usize / 2);
            let (white, black) = if r % 2 == 1 { (a, last) } else { (last, a) };
            round.push(pairing(white, black, seat));
            for k in 1..i64::from(n / 2) {
                let white = wrap(i64::from(a) + k);
                let black = wrap(i64::from(a) - k);
                round.push(pairing(white, black, seat));
            }
            round
        })
        .collect()
}

/// The rounds of a double round robin (C.05 annex 1): the table's rounds
/// with the first cycle's last two played in the opposite order (so that
/// nobody has the same colour three times running across the seam), then
/// the table's rounds again, in their own order, with colours reversed.
pub fn double(entrants: u32) -> Vec<Vec<Pairing>> {
    let table = single(entrants);
    let mut first = table.clone();
    let len = first.len();
    if len >= 2 {
        first.swap(len - 1, len - 2);
    }
    let second = table.iter().map(|round| {
        round
            .iter()
            .map(|&(w, b)| match b {
                Some(b) => (b, Some(w)),
                None => (w, None),
            })
            .collect()
    });
    first.into_iter().chain(second).collect()
}

/// A pairing in which an entrant number past the count sits out: the one
/// who sits out is written first, with no opponent.
fn pairing(white: u32, black: u32, seat: impl Fn(u32) -> Option<u32>) -> Pairing {
    match (seat(white), seat(black)) {
        (Some(w), Some(b)) => (w, Some(b)),
        (Some(w), None) => (w, None),
        (None, Some(b)) => (b, None),
        (None, None) => unreachable!("only one number is past the count"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(rounds: &[Vec<Pairing>]) -> Vec<String> {
        rounds
            .iter()
            .map(|r| {
                r.iter()
                    .map(|(w, b)| match b {
                        Some(b) => format!("{w}-{b}"),
                        None => format!("{w}-"),
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    #[test]
    fn four_and_six_entrants_as_the_fide_tables_print_them() {
        assert_eq!(text(&single(4)), ["1-4 2-3", "4-3 1-2", "2-4 3-1"]);
        assert_eq!(
            text(&single(6)),
            [
                "1-6 2-5 3-4",
                "6-4 5-3 1-2",
                "2-6 3-1 4-5",
                "6-5 1-4 2-3",
                "3-6 4-2 5-1"
            ]
        );
    }

    #[test]
    fn everyone_meets_everyone_once_and_colours_balance() {
        for n in 3..=16u32 {
            let rounds = single(n);
            let even = n + n % 2;
            assert_eq!(rounds.len() as u32, even - 1, "{n}");
            let mut met = std::collections::HashSet::new();
            let mut whites = vec![0i32; n as usize + 1];
            for round in &rounds {
                let mut seen = std::collections::HashSet::new();
                for &(w, b) in round {
                    assert!(seen.insert(w), "{n}: {w} twice in a round");
                    if let Some(b) = b {
                        assert!(seen.insert(b), "{n}: {b} twice in a round");
                        assert!(met.insert((w.min(b), w.max(b))), "{n}: {w}-{b} again");
                        whites[w as usize] += 1;
                        whites[b as usize] -= 1;
                    }
                }
                assert_eq!(seen.len() as u32, n, "{n}: everyone is seated");
            }
            assert_eq!(met.len() as u32, n * (n - 1) / 2, "{n}");
            assert!(whites.iter().all(|d| d.abs() <= 1), "{n}: {whites:?}");
        }
    }

    #[test]
    fn a_double_round_robin_repeats_with_colours_reversed() {
        let rounds = double(4);
        assert_eq!(
            text(&rounds),
            [
                "1-4 2-3", "2-4 3-1", "4-3 1-2", "4-1 3-2", "3-4 2-1", "4-2 1-3"
            ]
        );
        let odd = double(5);
        assert_eq!(odd.len(), 10);
        assert!(
            odd.iter()
                .all(|r| r.iter().filter(|p| p.1.is_none()).count() == 1)
        );
    }
}
