//! Lexicographic edge weights for the pairing's matchings: each criterion a
//! tier, the first tier worth more than all the later ones together. Tiers
//! are packed side by side into 128-bit parts, as many parts as they need.

use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

use crate::matching::{Lex, Solution, solve_perfect};

/// Bits kept free at the top of each part for the matching's sums.
const PART_BITS: u32 = 120;

/// The tiers of one matching, most important first: each a width in bits
/// wide enough for its sum over a whole matching.
#[derive(Clone, Debug, Default)]
pub struct Tiers {
    widths: Vec<u32>,
}

impl Tiers {
    /// Adds a tier whose value on one edge is at most `max_per_edge`, for a
    /// matching of at most `edges` edges; returns its index.
    pub fn add(&mut self, max_per_edge: u128, edges: usize) -> usize {
        let total = max_per_edge.saturating_mul(edges as u128 + 1);
        let width = (128 - total.leading_zeros()).max(1) + 1;
        self.widths.push(width.min(PART_BITS));
        self.widths.len() - 1
    }

    /// Adds a tier `bits` wide (a set of flags, one bit each).
    pub fn add_bits(&mut self, bits: u32) -> usize {
        self.widths.push((bits + 2).min(PART_BITS));
        self.widths.len() - 1
    }

    /// Appends `other`'s tiers after these.
    pub fn extend(&mut self, other: &Tiers) {
        self.widths.extend(&other.widths);
    }

    /// The number of tiers.
    pub fn len(&self) -> usize {
        self.widths.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.widths.is_empty()
    }

    /// Where each tier goes: (part, shift).
    fn places(&self) -> (usize, Vec<(usize, u32)>) {
        let mut part = 0;
        let mut free = PART_BITS;
        let mut places = Vec::with_capacity(self.widths.len());
        for &w in &self.widths {
            if w > free {
                part += 1;
                free = PART_BITS;
            }
            free -= w;
            places.push((part, free));
        }
        (part + 1, places)
    }
}

/// The last few matchings solved, with their graphs: a bracket often
/// solves the same graph again (the best pairing by the criteria, then its
/// transposition without the edges it held back, whose first graph is the
/// same), and the same graph has the same answer.
#[derive(Default)]
pub struct Memo(RefCell<Vec<Box<dyn Any>>>);

/// How many graphs [`Memo`] keeps, and the most edges of one it keeps.
const MEMO_GRAPHS: usize = 4;
const MEMO_EDGES: usize = 20_000;

type Graph<const L: usize> = Vec<(usize, usize, Lex<L>)>;

impl Memo {
    /// [`solve_perfect`] of the graph, or its answer from before.
    fn solve<const L: usize>(&self, n: usize, graph: Graph<L>) -> Rc<Solution<Lex<L>>> {
        let mut kept = self.0.borrow_mut();
        let found = kept.iter().position(|entry| {
            entry
                .downcast_ref::<(usize, Graph<L>, Rc<Solution<Lex<L>>>)>()
                .is_some_and(|(m, g, _)| *m == n && *g == graph)
        });
        if let Some(at) = found {
            let entry = kept.remove(at);
            let sol = entry
                .downcast_ref::<(usize, Graph<L>, Rc<Solution<Lex<L>>>)>()
                .map(|(_, _, sol)| sol.clone())
                .expect("the entry found");
            kept.insert(0, entry);
            return sol;
        }
        let sol = Rc::new(solve_perfect(n, &graph));
        if graph.len() <= MEMO_EDGES {
            kept.insert(0, Box::new((n, graph, sol.clone())));
            kept.truncate(MEMO_GRAPHS);
        }
        sol
    }
}

/// A maximum-cardinality matching of greatest weight over `edges`, the
/// weight of an edge given by its tier values (`fill(e, row)` writes edge
/// e's, none negative). The edges flagged `lazy` are left out at first but
/// for a few (`seed`): after each matching, the left-out edges that could
/// make it heavier (negative slack under its duals) are added and it is
/// solved again, so the result is the best over all the edges while most
/// of the many interchangeable edges to players far below never enter.
/// Edges that `same` puts in one class (below `classes`) all weigh the
/// same: weighed once.
///
/// Also says which of the edges `watch` (indices into `edges`) are tight under the duals that prove the matching best: when
/// none of the vertices `inside` lies in a blossom with a positive dual,
/// the best perfect matchings that differ from this one only among
/// `inside` (matched among themselves in both) are exactly its
/// rearrangements over those tight edges. `None` when that does not hold
/// or the matching is not perfect.
pub fn best_matching(
    n: usize,
    edges: &[(usize, usize)],
    lazy: &[bool],
    seed: &[bool],
    tiers: &Tiers,
    fill: &dyn Fn(usize, &mut [u128]),
    same: &dyn Fn(usize) -> Option<usize>,
    classes: usize,
    watch: &[usize],
    inside: &[usize],
    memo: &Memo,
) -> (Vec<Option<usize>>, Option<Vec<bool>>) {
    let (parts, places) = tiers.places();
    macro_rules! run {
        ($l:literal) => {{
            let mut vals = vec![0u128; tiers.len()];
            let mut weigh = |e: usize| -> Lex<$l> {
                fill(e, &mut vals);
                let mut w = [0i128; $l];
                for (t, &v) in vals.iter().enumerate() {
                    if v != 0 {
                        let (part, shift) = places[t];
                        w[part] += (v as i128) << shift;
                    }
                }
                for x in &mut w {
                    *x *= 2;
                }
                Lex(w)
            };
            let mut class_weights: Vec<Option<Lex<$l>>> = vec![None; classes];
            let mut used: Vec<bool> = Vec::with_capacity(edges.len());
            // The edges left out, and the heaviest of them.
            let mut pending: Vec<usize> = Vec::with_capacity(edges.len());
            let mut heaviest: Option<Lex<$l>> = None;
            let weights: Vec<Lex<$l>> = (0..edges.len())
                .map(|e| {
                    let w = match same(e) {
                        Some(c) => *class_weights[c].get_or_insert_with(|| weigh(e)),
                        None => weigh(e),
                    };
                    let u = !lazy[e] || seed[e];
                    used.push(u);
                    if !u {
                        pending.push(e);
                        if heaviest.is_none_or(|h| w > h) {
                            heaviest = Some(w);
                        }
                    }
                    w
                })
                .collect();
            loop {
                let mut graph: Vec<(usize, usize, Lex<$l>)> =
                    Vec::with_capacity(edges.len() - pending.len());
                graph.extend(
                    (0..edges.len())
                        .filter(|&e| used[e])
                        .map(|e| (edges[e].0, edges[e].1, weights[e])),
                );
                let sol = memo.solve(n, graph);
                let mut added = false;
                if sol.mate.iter().all(Option::is_some) {
                    // A left-out edge's slack is at least its ends' duals
                    // less its doubled weight (blossom duals only add): only
                    // ends whose dual is below the heaviest such weight less
                    // the smallest dual can have one negative.
                    let low: Vec<bool> = match (heaviest, (0..n).map(|v| sol.dual(v)).min()) {
                        (Some(h), Some(least)) => {
                            (0..n).map(|v| sol.dual(v) < h + h - least).collect()
                        }
                        _ => vec![true; n],
                    };
                    let screen = sol.screen();
                    pending.retain(|&e| {
                        let (i, j) = edges[e];
                        let negative =
                            low[i] && low[j] && screen.slack_is_negative(&sol, i, j, weights[e]);
                        if negative {
                            used[e] = true;
                            added = true;
                        }
                        !negative
                    });
                } else if !pending.is_empty() {
                    pending.clear();
                    used.iter_mut().for_each(|u| *u = true);
                    added = true;
                }
                if !added {
                    let perfect = sol.mate.iter().all(Option::is_some);
                    let tight = (perfect
                        && !watch.is_empty()
                        && !inside.iter().any(|&v| sol.in_positive_blossom(v)))
                    .then(|| {
                        watch
                            .iter()
                            .map(|&e| sol.slack(edges[e].0, edges[e].1, weights[e]) == Lex([0; $l]))
                            .collect()
                    });
                    break (sol.mate.clone(), tight);
                }
            }
        }};
    }
    match parts {
        0..=1 => run!(1),
        2 => run!(2),
        3 => run!(3),
        4 => run!(4),
        5 => run!(5),
        6 => run!(6),
        7 => run!(7),
        8 => run!(8),
        9 => run!(9),
        10 => run!(10),
        11 => run!(11),
        12 => run!(12),
        13..=14 => run!(14),
        15..=16 => run!(16),
        17..=20 => run!(20),
        21..=24 => run!(24),
        25..=32 => run!(32),
        _ => run!(64),
    }
}
