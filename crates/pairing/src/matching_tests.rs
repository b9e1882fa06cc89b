//! The unit tests of `matching`.

use super::*;

fn brute(n: usize, edges: &[(usize, usize, i64)], card: bool) -> (usize, i64) {
    // Best (cardinality, weight) over all matchings, by recursion.
    fn go(
        v: usize,
        n: usize,
        used: &mut Vec<bool>,
        edges: &[(usize, usize, i64)],
        card: bool,
    ) -> (usize, i64) {
        if v == n {
            return (0, 0);
        }
        if used[v] {
            return go(v + 1, n, used, edges, card);
        }
        let mut best = go(v + 1, n, used, edges, card);
        for &(a, b, w) in edges {
            let u = if a == v {
                b
            } else if b == v {
                a
            } else {
                continue;
            };
            if used[u] {
                continue;
            }
            used[v] = true;
            used[u] = true;
            let (c, s) = go(v + 1, n, used, edges, card);
            used[v] = false;
            used[u] = false;
            let cand = (c + 1, s + w);
            let better = if card { cand > best } else { cand.1 > best.1 };
            if better {
                best = cand;
            }
        }
        best
    }
    go(0, n, &mut vec![false; n], edges, card)
}

fn score(mate: &[Option<usize>], edges: &[(usize, usize, i64)]) -> (usize, i64) {
    let mut c = 0;
    let mut s = 0;
    for &(a, b, w) in edges {
        if mate[a] == Some(b) {
            assert_eq!(mate[b], Some(a));
            c += 1;
            s += w;
        }
    }
    (c, s)
}

#[test]
fn small_known_graphs() {
    let e = [(0, 1, 2), (1, 2, 6), (2, 3, 2)];
    assert_eq!(score(&max_weight_matching(4, &e, false), &e), (1, 6));
    assert_eq!(score(&max_weight_matching(4, &e, true), &e), (2, 4));
    // A blossom: the odd cycle 0-1-2 with a tail.
    let e = [
        (0, 1, 16),
        (0, 2, 18),
        (1, 2, 20),
        (1, 3, 12),
        (2, 4, 14),
        (3, 4, 8),
    ];
    let mate = max_weight_matching(5, &e, false);
    assert_eq!(score(&mate, &e), brute(5, &e, false));
}

#[test]
fn random_graphs_agree_with_exhaustive_search() {
    let mut rng = fastrand::Rng::with_seed(7);
    for round in 0..2000 {
        let n = 2 + rng.usize(..9);
        let mut edges = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if rng.f32() < 0.5 {
                    edges.push((i, j, 2 * rng.i64(0..12)));
                }
            }
        }
        let card = round % 2 == 0;
        let (got, best) = (
            score(&max_weight_matching(n, &edges, card), &edges),
            brute(n, &edges, card),
        );
        if card {
            assert_eq!(got, best, "{n} {edges:?}");
        } else {
            assert_eq!(got.1, best.1, "{n} {edges:?}");
        }
    }
}

#[test]
fn edges_left_out_are_judged_by_their_slack() {
    // Solve on a part of each random graph, add back the left-out edges
    // with negative slack until none is: the same weight as the whole.
    let mut rng = fastrand::Rng::with_seed(11);
    for _ in 0..500 {
        let n = 2 * (1 + rng.usize(..5));
        let mut all = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                all.push((i, j, 2 * rng.i64(0..12)));
            }
        }
        let mut used: Vec<bool> = all.iter().map(|_| rng.bool()).collect();
        loop {
            let part: Vec<_> = all
                .iter()
                .zip(&used)
                .filter(|(_, u)| **u)
                .map(|(e, _)| *e)
                .collect();
            let sol = solve(n, &part, true);
            let mut added = false;
            for (k, &(i, j, w)) in all.iter().enumerate() {
                if !used[k] && sol.slack(i, j, w) < 0 {
                    used[k] = true;
                    added = true;
                }
            }
            if !added && sol.mate.iter().all(Option::is_some) {
                assert_eq!(score(&sol.mate, &all), brute(n, &all, true));
                break;
            }
            if !added {
                used.iter_mut().for_each(|u| *u = true);
            }
        }
    }
}

#[test]
fn lexicographic_weights_put_the_first_part_first() {
    // One edge worth (1, 0) beats two worth (0, 100) each.
    let e = [
        (0, 1, Lex([2, 0])),
        (0, 2, Lex([0, 200])),
        (1, 3, Lex([0, 200])),
    ];
    let mate = max_weight_matching(4, &e, false);
    assert_eq!(mate[0], Some(1));
}

#[test]
fn the_jump_started_solver_finds_the_heaviest_perfect_matching() {
    // Graphs with many equal weights (the greedy start matches a lot) and
    // the same graphs with spread weights, against exhaustive search;
    // without a perfect matching it still has the most edges.
    let mut rng = fastrand::Rng::with_seed(13);
    for round in 0..3000 {
        let n = 2 + rng.usize(..9);
        let spread = if round % 2 == 0 { 3 } else { 40 };
        let mut edges = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if rng.f32() < 0.6 {
                    edges.push((i, j, 2 * rng.i64(-spread..spread)));
                }
            }
        }
        let sol = solve_perfect(n, &edges);
        let (got, best) = (score(&sol.mate, &edges), brute(n, &edges, true));
        assert_eq!(got.0, best.0, "{n} {edges:?}");
        if 2 * got.0 == n {
            assert_eq!(got.1, best.1, "{n} {edges:?}");
            for &(i, j, w) in &edges {
                assert!(sol.slack(i, j, w) >= 0, "{n} {edges:?}");
            }
        }
    }
}

#[test]
fn the_negative_partners_are_those_whose_slack_is_negative() {
    // Random graphs solved on a part of their edges (odd cycles of equal
    // weights make nested blossoms with duals): for each vertex and weight,
    // the partners found among a range are exactly those of the range with
    // which an edge of that weight would have a negative slack.
    let mut rng = fastrand::Rng::with_seed(17);
    let (mut negatives, mut held, mut nested) = (0, 0, 0);
    for _ in 0..2000 {
        let n = 2 * (2 + rng.usize(..7));
        let mut all = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                all.push((i, j, 2 * rng.i64(0..3)));
            }
        }
        let part: Vec<_> = all.iter().filter(|_| rng.f32() < 0.5).copied().collect();
        let sol = solve_perfect(n, &part);
        let from = rng.usize(..n / 2);
        let range = from..n;
        let spread = sol.spread(range.clone());
        held += (0..n).filter(|&v| !sol.blossoms(v).is_empty()).count();
        nested += (0..n).filter(|&v| sol.blossoms(v).len() > 1).count();
        for i in 0..n {
            for w in [0, 2, 4, 6] {
                let mut found = Vec::new();
                sol.negative_partners(&spread, i, w, &mut |j| found.push(j));
                found.sort_unstable();
                let expected: Vec<usize> = range
                    .clone()
                    .filter(|&j| j != i && sol.slack(i, j, w) < 0)
                    .collect();
                negatives += expected.len();
                assert_eq!(found, expected, "{n} {part:?} {i} {w} {range:?}");
            }
        }
    }
    assert!(
        negatives > 1000 && held > 1000 && nested > 10,
        "{negatives} {held} {nested}"
    );
}
