//! Lexicographic edge weights for the pairing's matchings: each criterion a
//! tier, the first tier worth more than all the later ones together. Tiers
//! are packed side by side into 128-bit parts, as many parts as they need.

use crate::matching::{Lex, solve_perfect};

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

/// Edges not in a matching's list, described instead of listed: the many
/// interchangeable edges to players far below. Each class (an index for
/// [`best_matching`]'s `same`, its edges all of one weight) holds the
/// edges between its `side` and the players of `below` (within `below`
/// when `side` is `below` itself) that `edge` allows and `listed` does not
/// say are already in the list.
pub struct Far<'a> {
    pub below: std::ops::Range<usize>,
    pub sides: Vec<(usize, std::ops::Range<usize>)>,
    pub edge: &'a dyn Fn(usize, usize) -> bool,
    pub listed: &'a dyn Fn(usize, usize) -> bool,
}

impl Far<'_> {
    /// Calls `each(class, i, j)` for every edge described, `i` < `j`.
    fn every(&self, each: &mut dyn FnMut(usize, usize, usize)) {
        for (class, side) in &self.sides {
            for i in side.clone() {
                for j in self.below.clone().filter(|&j| j > i) {
                    if (self.edge)(i, j) && !(self.listed)(i, j) {
                        each(*class, i, j);
                    }
                }
            }
        }
    }
}

/// A maximum-cardinality matching of greatest weight over `edges` and the
/// edges `far` describes, the weight of an edge given by its tier values
/// (`fill(i, j, row)` writes edge (i, j)'s, none negative). The far edges
/// are left out at first (the list holds a few of them, each player's
/// nearest): after each matching, those that could make it heavier
/// (negative slack under its duals) are added and it is solved again, so
/// the result is the best over all the edges while most of the many
/// interchangeable edges to players far below never enter, nor are they
/// ever listed: the ones with a negative slack are found from the duals.
/// Edges that `same` puts in one class (below `classes`) all weigh the
/// same: weighed once.
///
/// Also says which of the edges `watch` (indices into `edges`) are tight
/// under the duals that prove the matching best: when none of the
/// vertices `inside` lies in a blossom with a positive dual, the best
/// perfect matchings that differ from this one only among `inside`
/// (matched among themselves in both) are exactly its rearrangements over
/// those tight edges. `None` when that does not hold or the matching is
/// not perfect.
pub fn best_matching(
    n: usize,
    edges: &[(usize, usize)],
    far: &Far,
    tiers: &Tiers,
    fill: &dyn Fn(usize, usize, &mut [u128]),
    same: &dyn Fn(usize) -> Option<usize>,
    classes: usize,
    watch: &[usize],
    inside: &[usize],
) -> (Vec<Option<usize>>, Option<Vec<bool>>) {
    let (parts, places) = tiers.places();
    macro_rules! run {
        ($l:literal) => {{
            let mut vals = vec![0u128; tiers.len()];
            let mut weigh = |i: usize, j: usize| -> Lex<$l> {
                fill(i, j, &mut vals);
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
            let mut graph: Vec<(usize, usize, Lex<$l>)> = edges
                .iter()
                .enumerate()
                .map(|(e, &(i, j))| {
                    let w = match same(e) {
                        Some(c) => *class_weights[c].get_or_insert_with(|| weigh(i, j)),
                        None => weigh(i, j),
                    };
                    (i, j, w)
                })
                .collect();
            // Each far class's weight, from any one pair of it (they are
            // all alike).
            let far_weights: Vec<Lex<$l>> = far
                .sides
                .iter()
                .map(|(c, side)| {
                    let i = side.start;
                    let j = if far.below.contains(&i) {
                        i + 1
                    } else {
                        far.below.start
                    };
                    *class_weights[*c].get_or_insert_with(|| weigh(i, j))
                })
                .collect();
            let mut added: std::collections::HashSet<(usize, usize)> = Default::default();
            let mut all_far = false;
            loop {
                let sol = solve_perfect(n, &graph);
                let before = graph.len();
                if sol.mate.iter().all(Option::is_some) {
                    if !all_far && !far.below.is_empty() {
                        let spread = sol.spread(far.below.clone());
                        for (k, (_, side)) in far.sides.iter().enumerate() {
                            let w = far_weights[k];
                            for i in side.clone() {
                                let within = far.below.contains(&i);
                                sol.negative_partners(&spread, i, w, &mut |j| {
                                    if (!within || i < j)
                                        && (far.edge)(i, j)
                                        && !(far.listed)(i, j)
                                        && added.insert((i, j))
                                    {
                                        graph.push((i, j, w));
                                    }
                                });
                            }
                        }
                    }
                } else if !all_far {
                    // No perfect matching with the edges listed: all of them.
                    all_far = true;
                    let mut more = Vec::new();
                    far.every(&mut |c, i, j| more.push((c, i, j)));
                    for (c, i, j) in more {
                        if added.insert((i, j)) {
                            let w = *class_weights[c].get_or_insert_with(|| weigh(i, j));
                            graph.push((i, j, w));
                        }
                    }
                }
                if graph.len() == before {
                    let perfect = sol.mate.iter().all(Option::is_some);
                    let tight = (perfect
                        && !watch.is_empty()
                        && !inside.iter().any(|&v| sol.in_positive_blossom(v)))
                    .then(|| {
                        watch
                            .iter()
                            .map(|&e| {
                                let (i, j, w) = graph[e];
                                sol.slack(i, j, w) == Lex([0; $l])
                            })
                            .collect()
                    });
                    break (sol.mate, tight);
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
