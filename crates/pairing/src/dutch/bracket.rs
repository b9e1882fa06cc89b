//! One pairing bracket of the Dutch system (C.04.3 B, C and D): its
//! residents and the players moved down into it, paired with every
//! criterion at once by maximum-weight matchings over the bracket and all
//! the players below it (so the round can always be completed, C.4).
//!
//! The first matching finds the best pairing under the criteria C.5–C.19;
//! the later ones, keeping that best, pick among equally good pairings the
//! one the rules' own order of candidates (D.1–D.3: exchanges, then
//! transpositions) would reach first.

use crate::results::{Quarters, WIN};

use super::colour::{Colours, Strength, first_gets_white};
use super::weights::{Far, Tiers, best_matching};
use super::{Entrant, Float};
use shakmaty::Color;

/// What stays the same for every bracket of a round.
pub(super) struct Context<'a> {
    pub entrants: &'a [Entrant],
    pub colours: Vec<Colours>,
    pub topscorer: Vec<bool>,
    /// Whether two players may meet, by their indices (a row a player).
    pub compatible: Vec<bool>,
    pub initial: Color,
}

impl Context<'_> {
    /// Whether `a` ranks above `b`: more points, then the lower pairing
    /// number.
    pub fn above(&self, a: usize, b: usize) -> bool {
        let (x, y) = (&self.entrants[a], &self.entrants[b]);
        (x.score, std::cmp::Reverse(x.tpn)) > (y.score, std::cmp::Reverse(y.tpn))
    }

    /// White and Black for a pair (E.1–E.5).
    pub fn colours_for(&self, a: usize, b: usize) -> (usize, usize) {
        let (hi, lo) = if self.above(a, b) { (a, b) } else { (b, a) };
        let odd = self.entrants[hi].tpn % 2 == 1;
        if first_gets_white(&self.colours[hi], &self.colours[lo], odd, self.initial) {
            (hi, lo)
        } else {
            (lo, hi)
        }
    }

    /// The colour criteria a pair breaks: C.8, C.9, C.10, C.11.
    fn colour_costs(&self, a: usize, b: usize) -> [u128; 4] {
        let (w, k) = self.colours_for(a, b);
        let mut costs = [0; 4];
        let top = self.topscorer[a] || self.topscorer[b];
        for (p, c) in [(w, Color::White), (k, Color::Black)] {
            let pref = &self.colours[p];
            if top && pref.difference_after(c).abs() > 2 {
                costs[0] += 1;
            }
            if top && pref.third_in_a_row(c) {
                costs[1] += 1;
            }
            if pref.wants.is_some_and(|want| want != c) {
                costs[2] += 1;
                if pref.strength >= Strength::Strong {
                    costs[3] += 1;
                }
            }
        }
        costs
    }
}

/// Where a vertex of a bracket's matching stands.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Zone {
    /// In the bracket (resident or moved down).
    Bracket,
    /// A resident of the next score group.
    Next,
    /// Further down.
    Below,
    /// The pairing-allocated bye.
    Bye,
}

/// A pairing bracket (FIDE C.04.3's term: a score group with the players
/// moved down into it), not a knockout's bracket.
pub(super) struct PairingBracket<'c, 'a> {
    ctx: &'c Context<'a>,
    /// The vertices: the bracket's players first (in bracket order), then
    /// every player below, then the bye if the number is odd.
    vertices: Vec<usize>,
    zones: Vec<Zone>,
    /// How many of the bracket's players were moved down into it.
    mdps: usize,
    size: usize,
    score: Quarters,
    next_score: Option<Quarters>,
    edges: Vec<(usize, usize)>,
    /// The first edge between two players away from the bracket (the edges
    /// go by their first end): those after it are in every matching of the
    /// bracket, never watched, and weigh the same in every extra tier.
    outer: usize,
    /// The weighing class of each edge (see [`Self::solve_tight`]).
    class: Vec<Option<usize>>,
    /// What the criteria values of an edge are worked out from (each
    /// matching weighs its edges anew rather than keeping a row of values
    /// an edge: at 1,000 players the rows took hundreds of megabytes).
    scale: Scale,
    /// The players further down than the next score group (a range of
    /// vertices): the edges to them are many and interchangeable; only each
    /// player's nearest few are listed in `edges`, the others are found
    /// when they could help (see [`Far`]).
    below: std::ops::Range<usize>,
    /// The next score group's residents (a range of vertices).
    next: std::ops::Range<usize>,
    /// The fewest-missed-rounds tier of the bye (its index, its neutral
    /// value) and whether it counts in this bracket now.
    bye_tier: Option<(usize, u128)>,
    bye_rule: std::cell::Cell<bool>,
    tiers: Tiers,
}

/// What a bracket's edges are weighed by (see [`PairingBracket::weigh`]).
#[derive(Default)]
struct Scale {
    field: u32,
    sds: Vec<Quarters>,
    next_sds: Vec<Quarters>,
    top_score: Quarters,
    p_max: u128,
    u_max: u128,
    n_max: u128,
    sd_max: u128,
    t_bye_score: usize,
    t_pairs: usize,
    t_psd: usize,
    t_bye: usize,
    t_next: usize,
    t_next_psd: usize,
    t_colour: [usize; 4],
    t_float: [usize; 4],
    t_float_sd: [usize; 4],
}

/// The outcome of a bracket: its pairs (players' indices) and the players
/// it moves down, in bracket order.
pub(super) struct Outcome {
    pub pairs: Vec<(usize, usize)>,
    pub down: Vec<usize>,
}

const BYE: usize = usize::MAX;

/// The largest group whose exchanges are told apart by flags, a bit a
/// player (D.2's order among exchanges of equal size and sum).
const FLAGS_UP_TO: usize = 110;

impl<'c, 'a> PairingBracket<'c, 'a> {
    /// `bracket`: the moved-down players then the residents, each in rank
    /// order; `below`: everyone left under it; `bye`: whether one player of
    /// all these gets the pairing-allocated bye.
    pub fn new(
        ctx: &'c Context<'a>,
        bracket: &[usize],
        mdps: usize,
        below: &[usize],
        bye: bool,
    ) -> Self {
        let score = ctx.entrants[bracket[bracket.len() - 1]].score;
        let next_score = below.iter().map(|&p| ctx.entrants[p].score).max();
        let mut vertices: Vec<usize> = bracket.to_vec();
        let mut zones = vec![Zone::Bracket; bracket.len()];
        for &p in below {
            vertices.push(p);
            zones.push(if Some(ctx.entrants[p].score) == next_score {
                Zone::Next
            } else {
                Zone::Below
            });
        }
        if bye {
            vertices.push(BYE);
            zones.push(Zone::Bye);
        }
        let mut b = PairingBracket {
            ctx,
            vertices,
            zones,
            mdps,
            size: bracket.len(),
            score,
            next_score,
            edges: Vec::new(),
            outer: 0,
            class: Vec::new(),
            scale: Scale::default(),
            below: 0..0,
            next: 0..0,
            bye_tier: None,
            bye_rule: std::cell::Cell::new(true),
            tiers: Tiers::default(),
        };
        b.weigh();
        b
    }

    fn player(&self, v: usize) -> Option<&Entrant> {
        let p = self.vertices[v];
        (p != BYE).then(|| &self.ctx.entrants[p])
    }

    fn is_mdp(&self, v: usize) -> bool {
        v < self.mdps
    }

    /// Whether the players at vertices `i` and `j` may meet: the absolute
    /// criteria, and never two players moved down into the bracket.
    fn may_meet(&self, i: usize, j: usize) -> bool {
        let (pi, pj) = (self.vertices[i], self.vertices[j]);
        self.ctx.compatible[pi * self.ctx.entrants.len() + pj]
            && !(self.is_mdp(i) && self.is_mdp(j))
    }

    /// The edges allowed by the absolute criteria, and their criteria values.
    fn weigh(&mut self) {
        let n = self.vertices.len();
        let half = n / 2;
        // Edges between players away from the bracket weigh alike by zones
        // (their criteria values do not depend on who the players are), and
        // so do a bracket player's edges to one zone below: a floater's
        // criteria and every extra tier's value (the exchanges', the
        // transpositions') depend on who floats, not on whom they meet.
        // The bracket end of an edge comes first (`i` < `j`).
        let class = |i: usize, zi: Zone, zj: Zone| match (zi, zj) {
            (Zone::Next, Zone::Next) => Some(0),
            (Zone::Next, Zone::Below) | (Zone::Below, Zone::Next) => Some(1),
            (Zone::Below, Zone::Below) => Some(2),
            (Zone::Bracket, Zone::Next) => Some(3 + 2 * i),
            (Zone::Bracket, Zone::Below) => Some(4 + 2 * i),
            _ => None,
        };
        // The zones are ranges: the bracket, the next score group, the
        // players below it, the bye.
        let next_start = self.size;
        let below_start = next_start
            + self.zones[next_start..]
                .iter()
                .take_while(|&&z| z == Zone::Next)
                .count();
        let below_end = below_start
            + self.zones[below_start..]
                .iter()
                .take_while(|&&z| z == Zone::Below)
                .count();
        self.next = next_start..below_start;
        self.below = below_start..below_end;
        let ok = |i: usize, j: usize| {
            if self.vertices[j] == BYE {
                self.ctx.entrants[self.vertices[i]].bye_allowed
            } else {
                self.may_meet(i, j)
            }
        };
        // Every edge with no end below, and each player's edges to those
        // below: the nearest few (by the distance between the ends, the
        // lower first among equals), until each player has some.
        const NEAREST: usize = 6;
        // Found by distance, each player's nearest come in the order of
        // their far ends; they go into the list by their near end.
        let mut count = vec![0usize; n];
        let mut nearest: Vec<(usize, usize)> = Vec::new();
        let mut short = below_end;
        for d in 1..below_end {
            if short == 0 {
                break;
            }
            for j in below_start.max(d)..below_end {
                let i = j - d;
                if (count[i] < NEAREST || count[j] < NEAREST) && ok(i, j) {
                    for v in [i, j] {
                        count[v] += 1;
                        if count[v] == NEAREST {
                            short -= 1;
                        }
                    }
                    nearest.push((i, j));
                }
            }
        }
        let mut row_start = vec![0usize; n + 1];
        for &(i, _) in &nearest {
            row_start[i + 1] += 1;
        }
        for i in 0..n {
            row_start[i + 1] += row_start[i];
        }
        let mut by_row = vec![0usize; nearest.len()];
        let mut at = row_start.clone();
        for &(i, j) in &nearest {
            by_row[at[i]] = j;
            at[i] += 1;
        }
        let bye = (self.vertices.last() == Some(&BYE)).then(|| n - 1);
        let mut listed: Vec<(usize, usize)> = Vec::new();
        for i in 0..n {
            if i < below_start {
                listed.extend((i + 1..below_start).filter(|&j| ok(i, j)).map(|j| (i, j)));
            }
            listed.extend(
                by_row[row_start[i]..row_start[i + 1]]
                    .iter()
                    .map(|&j| (i, j)),
            );
            if let Some(bye) = bye.filter(|&b| i < b && ok(i, b)) {
                listed.push((i, bye));
            }
        }
        self.edges = listed;
        self.class = self
            .edges
            .iter()
            .map(|&(i, j)| class(i, self.zones[i], self.zones[j]))
            .collect();
        self.outer = self.edges.partition_point(|&(i, _)| i < self.size);
        // Score differences (A.8) ranked, for the two PSD tiers.
        let score = self.score;
        let mut sds: Vec<Quarters> = vec![0];
        for v in 0..self.size {
            let s = self.player(v).map_or(0, |p| p.score);
            sds.push(s - score);
            sds.push(s - score + WIN);
        }
        sds.sort_unstable();
        sds.dedup();
        let mut next_sds: Vec<Quarters> = vec![0, WIN];
        if let Some(ns) = self.next_score {
            for v in 0..self.size {
                let s = self.player(v).map_or(0, |p| p.score);
                next_sds.push(s - ns);
                next_sds.push(s - ns + WIN);
            }
        }
        next_sds.sort_unstable();
        next_sds.dedup();
        let field = 64 - (n as u64 + 1).leading_zeros();
        let psd_max = |ranks: usize| -> u128 { 1u128 << (field as usize * ranks).min(118) };
        let mut tiers = Tiers::default();
        // Completion first: the bye goes to a player with the fewest points
        // possible (the one bye edge of any whole pairing carries it).
        let top_score = self
            .vertices
            .iter()
            .filter(|&&p| p != BYE)
            .map(|&p| self.ctx.entrants[p].score)
            .max()
            .unwrap_or(0);
        let t_bye_score = tiers.add(top_score as u128 + 1, 1);
        let t_pairs = tiers.add(1, half);
        let p_max = psd_max(sds.len());
        let t_psd = tiers.add(p_max, half);
        // The bye to the one who missed fewest rounds, when the bracket
        // whose score it goes to (the bye's own tier above puts it in the
        // lowest score that can take it) leaves a single player unpaired:
        // see `pair`.
        let u_max = self
            .vertices
            .iter()
            .take(self.size)
            .map(|&p| self.ctx.entrants[p].unplayed as u128)
            .max()
            .unwrap_or(0);
        let t_bye = tiers.add(u_max, half);
        self.bye_tier = Some((t_bye, u_max));
        let n_max = psd_max(next_sds.len());
        let t_next = tiers.add(1, half);
        let t_next_psd = tiers.add(n_max, half);
        let t_colour = [0; 4].map(|_| tiers.add(2, half));
        let t_float = [0; 4].map(|_| tiers.add(1, half));
        let sd_max = self.player(0).map_or(0, |p| p.score - score + WIN).max(0) as u128;
        let t_float_sd = [0; 4].map(|_| tiers.add(sd_max, half));
        self.scale = Scale {
            field,
            sds,
            next_sds,
            top_score,
            p_max,
            u_max,
            n_max,
            sd_max,
            t_bye_score,
            t_pairs,
            t_psd,
            t_bye,
            t_next,
            t_next_psd,
            t_colour,
            t_float,
            t_float_sd,
        };
        self.tiers = tiers;
    }

    /// The criteria values of the edge (`i`, `j`), `i` < `j`, into `v`.
    fn base_values(&self, i: usize, j: usize, v: &mut [u128]) {
        let Scale {
            field,
            sds,
            next_sds,
            top_score,
            p_max,
            u_max,
            n_max,
            sd_max,
            t_bye_score,
            t_pairs,
            t_psd,
            t_bye,
            t_next,
            t_next_psd,
            t_colour,
            t_float,
            t_float_sd,
        } = &self.scale;
        let (top_score, p_max, u_max, n_max, sd_max) =
            (*top_score, *p_max, *u_max, *n_max, *sd_max);
        let (t_bye_score, t_pairs, t_psd, t_bye, t_next, t_next_psd) =
            (*t_bye_score, *t_pairs, *t_psd, *t_bye, *t_next, *t_next_psd);
        let (sds, next_sds) = (sds.as_slice(), next_sds.as_slice());
        let score = self.score;
        let field = *field;
        let cost = |ranks: &[Quarters], sd: Quarters| -> u128 {
            let r = ranks.binary_search(&sd).unwrap_or(0);
            1u128 << (field as usize * r).min(117)
        };
        v.fill(0);
        let (zi, zj) = (self.zones[i], self.zones[j]);
        let s = |x: usize| self.player(x).map_or(0, |p| p.score);
        let mut psd = 0;
        let mut next_pairs = 0;
        let mut next_psd = 0;
        let mut colour = [0; 4];
        let mut float = [0; 4];
        let mut float_sd = [0; 4];
        match (zi, zj) {
            (Zone::Bracket, Zone::Bracket) => {
                v[t_pairs] = 1;
                psd = cost(sds, (s(i) - s(j)).abs());
                colour = self.ctx.colour_costs(self.vertices[i], self.vertices[j]);
                // A moved-down player meets a resident, who floats up.
                let (m, r) = if self.is_mdp(i) { (i, j) } else { (j, i) };
                if self.is_mdp(m) {
                    let (pm, pr) = (
                        self.player(m).expect("a player"),
                        self.player(r).expect("a player"),
                    );
                    let sd = (pm.score - pr.score) as u128;
                    if pr.floats[0] == Float::Up {
                        float[1] = 1;
                        float_sd[1] = sd;
                    }
                    if pr.floats[1] == Float::Up {
                        float[3] = 1;
                        float_sd[3] = sd;
                    }
                    if pm.floats[0] == Float::Down {
                        float_sd[0] = sd;
                    }
                    if pm.floats[1] == Float::Down {
                        float_sd[2] = sd;
                    }
                }
            }
            (Zone::Bracket, other) => {
                // `i` floats down.
                psd = cost(sds, s(i) - score + WIN);
                let pi = self.player(i).expect("a player");
                if pi.floats[0] == Float::Down {
                    float[0] = 1;
                }
                if pi.floats[1] == Float::Down {
                    float[2] = 1;
                }
                if let Some(ns) = self.next_score {
                    if other == Zone::Next {
                        next_pairs = 1;
                        next_psd = cost(next_sds, s(i) - ns);
                    } else {
                        next_psd = cost(next_sds, s(i) - ns + WIN);
                    }
                }
            }
            (Zone::Next, Zone::Next) => {
                next_pairs = 1;
                next_psd = cost(next_sds, 0);
            }
            (Zone::Next, _) => next_psd = cost(next_sds, WIN),
            _ => {}
        }
        if self.zones[j] == Zone::Bye {
            v[t_bye_score] = (top_score - s(i) + 1) as u128;
        }
        v[t_psd] = p_max - psd;
        v[t_bye] = u_max;
        if self.zones[j] == Zone::Bye && i < self.size {
            v[t_bye] = u_max - self.ctx.entrants[self.vertices[i]].unplayed as u128;
        }
        v[t_next] = next_pairs;
        v[t_next_psd] = n_max - next_psd;
        for k in 0..4 {
            v[t_colour[k]] = 2 - colour[k];
            v[t_float[k]] = 1 - float[k];
            v[t_float_sd[k]] = sd_max - float_sd[k].min(sd_max);
        }
    }

    /// The best matching with extra tiers below the criteria: `extra`
    /// gives an edge's values for them, `allow` says which edges remain.
    fn solve(
        &self,
        extra: &Tiers,
        value: &dyn Fn(usize, usize, &mut [u128]),
        allow: &dyn Fn(usize, usize) -> bool,
    ) -> Vec<Option<usize>> {
        self.solve_tight(extra, value, allow, &|_, _| false, &[]).0
    }

    /// Like [`Self::solve`], with the edges `watch` picks that are tight
    /// under the matching's duals, when none of `inside` is in a blossom
    /// with a positive dual (see [`best_matching`]).
    fn solve_tight(
        &self,
        extra: &Tiers,
        value: &dyn Fn(usize, usize, &mut [u128]),
        allow: &dyn Fn(usize, usize) -> bool,
        watch: &dyn Fn(usize, usize) -> bool,
        inside: &[usize],
    ) -> (Vec<Option<usize>>, Option<Vec<(usize, usize)>>) {
        let mut tiers = self.tiers.clone();
        tiers.extend(extra);
        let base = self.tiers.len();
        // The edges with an end in the bracket as `allow` says;
        // all of those away from it (see `outer`).
        let outer = self.outer;
        let mut kept: Vec<usize> = (0..outer)
            .filter(|&k| allow(self.edges[k].0, self.edges[k].1))
            .collect();
        let inner = kept.len();
        kept.extend(outer..self.edges.len());
        let mut edges: Vec<(usize, usize)> = kept[..inner].iter().map(|&k| self.edges[k]).collect();
        edges.extend_from_slice(&self.edges[outer..]);
        // Edges away from the bracket weigh the same in every extra tier.
        let mut neutral = vec![0u128; extra.len()];
        if !extra.is_empty() {
            value(self.size, self.size, &mut neutral);
        }
        let fill = |i: usize, j: usize, out: &mut [u128]| {
            self.base_values(i, j, &mut out[..base]);
            if let Some((t, neutral)) = self.bye_tier.filter(|_| !self.bye_rule.get()) {
                out[t] = neutral;
            }
            if !extra.is_empty() {
                if i < self.size || j < self.size {
                    value(i, j, &mut out[base..]);
                } else {
                    out[base..].copy_from_slice(&neutral);
                }
            }
        };
        let watched: Vec<usize> = (0..inner)
            .filter(|&e| watch(edges[e].0, edges[e].1))
            .collect();
        let same = |e: usize| self.class[kept[e]];
        // The edges to players below the next score group not listed: those
        // among them, from the next score group, and from each bracket
        // player `allow` lets float there (it says the same for every one
        // of them: they are alike to the criteria and every tier).
        let mut sides = Vec::new();
        if self.below.len() >= 2 {
            sides.push((2, self.below.clone()));
        }
        if !self.below.is_empty() {
            if !self.next.is_empty() {
                sides.push((1, self.next.clone()));
            }
            for i in (0..self.size).filter(|&i| allow(i, self.below.start)) {
                sides.push((4 + 2 * i, i..i + 1));
            }
        }
        let far = Far {
            below: self.below.clone(),
            sides,
            edge: &|i, j| self.may_meet(i, j),
            listed: &|i, j| self.edges.binary_search(&(i, j)).is_ok(),
        };
        let (mate, tight) = best_matching(
            self.vertices.len(),
            &edges,
            &far,
            &tiers,
            &fill,
            &same,
            3 + 2 * self.size,
            &watched,
            inside,
        );
        let tight = tight.map(|t| {
            watched
                .iter()
                .zip(t)
                .filter(|&(_, t)| t)
                .map(|(&e, _)| edges[e])
                .collect()
        });
        (mate, tight)
    }

    /// Pairs the bracket; `None` if the players here and below cannot all
    /// be paired. The bye goes to the player who missed fewest rounds only
    /// when it is the bracket's single player left unpaired (as the
    /// FIDE-endorsed engine reads the rule): with more left, it is paired
    /// again without that criterion.
    pub fn pair(&self) -> Option<Outcome> {
        let out = self.pair_once()?;
        let matters =
            self.bye_tier.is_some_and(|(_, u)| u > 0) && self.vertices.last() == Some(&BYE);
        // With none left unpaired, no player of the bracket has the bye
        // (it goes further down) and the criterion weighs nothing here:
        // the pairing without it is the same.
        if matters && out.down.len() > 1 {
            self.bye_rule.set(false);
            return self.pair_once();
        }
        Some(out)
    }

    fn pair_once(&self) -> Option<Outcome> {
        let n = self.vertices.len();
        let size = self.size;
        let in_b = |v: usize| v < size;
        let perfect = |m: &[Option<usize>]| m.iter().all(Option::is_some);
        let mut forced: Vec<Option<usize>> = vec![None; n];
        let mut mate: Vec<Option<usize>>;
        // Heterogeneous: which moved-down players are paired (D.3), then
        // whom they meet (D.1 on S2 = the residents). The number paired is
        // first taken to be the most possible, and corrected if the best
        // pairing pairs fewer (the criteria come first either way; only the
        // order among equals depends on it).
        if self.mdps > 0 {
            let group: Vec<usize> = (0..self.mdps).collect();
            let residents: Vec<usize> = (self.mdps..size).collect();
            let mut m1 = self.mdps.min(residents.len());
            loop {
                let s1: Vec<usize> = (0..m1).collect();
                mate = self.exchange(&s1, &group, &forced, true, Some((&s1, &residents)));
                if !perfect(&mate) {
                    return None;
                }
                let chosen: Vec<usize> = group
                    .iter()
                    .copied()
                    .filter(|&v| mate[v].is_some_and(in_b))
                    .collect();
                if chosen.len() != m1 {
                    m1 = chosen.len();
                    continue;
                }
                if chosen != s1 {
                    mate = self.transpose(&chosen, &residents, &forced, false);
                }
                for &m in &chosen {
                    let r = mate[m]?;
                    forced[m] = Some(r);
                    forced[r] = Some(m);
                }
                break;
            }
            // The moved-down players left over float on.
            for f in forced.iter_mut().take(self.mdps) {
                if f.is_none() {
                    *f = Some(BYE);
                }
            }
        }
        // The remainder (or the whole homogeneous bracket): D.2 then D.1,
        // as many pairs as possible first supposed.
        let rest: Vec<usize> = (0..size).filter(|&v| forced[v].is_none()).collect();
        // The pairs' members that stay in (or move to) S1: of two from S1
        // the higher BSN moved to S2; of two from S2 the lower moved to S1.
        let split = |mate: &[Option<usize>], s1: &[usize]| {
            let mut new_s1 = Vec::new();
            let mut new_s2 = Vec::new();
            for &v in &rest {
                match mate[v] {
                    Some(u) if in_b(u) => {
                        if v < u {
                            let (a, b) = if !s1.contains(&v) && s1.contains(&u) {
                                (u, v)
                            } else {
                                (v, u)
                            };
                            new_s1.push(a);
                            new_s2.push(b);
                        }
                    }
                    _ => new_s2.push(v),
                }
            }
            new_s1.sort_unstable();
            new_s2.sort_unstable();
            (new_s1, new_s2)
        };
        let mut pairs = rest.len() / 2;
        loop {
            let s1: Vec<usize> = rest[..pairs].to_vec();
            let s2: Vec<usize> = rest[pairs..].to_vec();
            // The best pairing by the criteria alone and, among the best,
            // one with the fewest edges an exchange needs (S1 with S1, S2
            // with S2, S1 floating): a tier below the criteria counts the
            // others, so a pairing of S1 with S2 comes out whenever one is
            // as good as any. (Holding those edges back instead and letting
            // them in when they could make it better solved most brackets
            // twice: their slacks under the first duals are often negative
            // even when the pairing does not change.)
            let (pos1, pos2) = self.positions(&s1, &s2);
            let closed = |i: usize, j: usize| self.transposable(&pos1, &pos2, &forced, true, i, j);
            let watch = self.closed_watch(&pos1, &pos2, s2.len() - s1.len());
            let mut prefer = Tiers::default();
            prefer.add(1, n / 2);
            let (best, tight) = self.solve_tight(
                &prefer,
                &|i, j, out| out[0] = u128::from(closed(i, j)),
                &|i, j| self.respects(&forced, i, j),
                &watch,
                &rest,
            );
            if !perfect(&best) {
                return None;
            }
            let found = rest
                .iter()
                .filter(|&&v| best[v].is_some_and(|u| in_b(u) && forced[u].is_none()))
                .count()
                / 2;
            if found != pairs {
                pairs = found;
                continue;
            }
            // None exchanged (D.2) when S1 meeting S2 alone does as well:
            // the exchange tiers then keep S1, and the first transposition
            // is the answer.
            if pairs == 0 {
                // No one of the remainder paired here: they all float,
                // whatever the transposition (there is none to choose).
                mate = best;
                break;
            }
            let is_closed =
                (0..self.vertices.len()).all(|v| best[v].is_none_or(|u| v > u || closed(v, u)));
            if is_closed {
                mate = tight
                    .and_then(|t| self.transpose_closed(&s1, &s2, &pos1, &pos2, best, t))
                    .unwrap_or_else(|| self.transpose(&s1, &s2, &forced, true));
                break;
            }
            // Otherwise the exchange alone (its tiers narrow): which S1.
            mate = self.exchange(&s1, &rest, &forced, false, None);
            let (mut new_s1, mut new_s2) = split(&mate, &s1);
            if new_s1 != s1 && rest.len() > FLAGS_UP_TO {
                // Exchanges too many to tell apart by flags: among those the
                // criteria and the exchange tiers leave equal, the one whose
                // pairing comes first among the original S1's
                // transpositions.
                mate = self.exchange(&s1, &rest, &forced, false, Some((&s1, &s2)));
                (new_s1, new_s2) = split(&mate, &s1);
                if new_s1 == s1 {
                    break;
                }
            }
            // Then the first transposition of the S1 found (when it is the
            // original one, the exchange could not have done better).
            mate = self.transpose(&new_s1, &new_s2, &forced, true);
            break;
        }
        let mut pairs = Vec::new();
        let mut down = Vec::new();
        for (v, m) in mate.iter().enumerate().take(size) {
            match *m {
                Some(u) if in_b(u) => {
                    if v < u {
                        pairs.push((self.vertices[v], self.vertices[u]));
                    }
                }
                _ => down.push(self.vertices[v]),
            }
        }
        Some(Outcome { pairs, down })
    }

    /// Whether an edge respects the decisions taken (`forced[v]`: the
    /// partner, or `BYE` for a player who must float down).
    fn respects(&self, forced: &[Option<usize>], i: usize, j: usize) -> bool {
        let ok = |a: usize, b: usize| match forced.get(a).copied().flatten() {
            None => true,
            Some(BYE) => b >= self.size,
            Some(p) => p == b,
        };
        ok(i, j) && ok(j, i)
    }

    /// Among the best pairings, one whose S1 is the first exchange (D.2,
    /// or D.3 for moved-down players with `mdp`) of `s1` and `s2` in the
    /// rules' order. `group` are the players concerned.
    fn exchange(
        &self,
        s1: &[usize],
        group: &[usize],
        forced: &[Option<usize>],
        mdp: bool,
        then: Option<(&[usize], &[usize])>,
    ) -> Vec<Option<usize>> {
        let n = self.vertices.len();
        let half = n / 2;
        // Each bracket player's place in the group, from 1 (0: not in it),
        // and whether they are in S1.
        let mut bsns = vec![0usize; self.size];
        for (p, &g) in group.iter().enumerate() {
            bsns[g] = p + 1;
        }
        let mut s1s = vec![false; self.size];
        for &v in s1 {
            s1s[v] = true;
        }
        let bsn = |v: usize| bsns.get(v).copied().filter(|&b| b > 0);
        let in_s1 = |v: usize| s1s.get(v).copied().unwrap_or(false);
        let in_group = |v: usize| bsn(v).is_some();
        let trans = then.map(|(t1, t2)| self.positions(t1, t2));
        let g = group.len();
        let flags = g <= FLAGS_UP_TO;
        let mut tiers = Tiers::default();
        tiers.add(1, half); // exchanged count
        tiers.add((g * g) as u128 + 1, half); // sum difference, offset
        if flags {
            tiers.add_bits(g as u32 + 1); // highest moved out of S1
            tiers.add_bits(g as u32 + 1); // lowest moved into S1
        }
        let size = self.size;
        let offset = (g * g) as u128;
        let value = |i: usize, j: usize, out: &mut [u128]| {
            let mut count = 0u128;
            let mut diff: i128 = 0;
            let mut out_flag = 0u128;
            let mut in_flag = 0u128;
            let moved_out = |v: usize, diff: &mut i128, flag: &mut u128| {
                let b = bsn(v).expect("in the group");
                *diff -= b as i128;
                if flags {
                    *flag |= 1 << b;
                }
            };
            let both_in = i < size && j < size && in_group(i) && in_group(j);
            if mdp {
                // S1 is the paired moved-down players; the others float.
                let (m, other) = if in_group(i) { (i, j) } else { (j, i) };
                if in_group(m) && !in_group(other) {
                    let b = bsn(m).expect("in the group");
                    if other < size {
                        if !in_s1(m) {
                            count = 1;
                            diff += b as i128;
                            if flags {
                                in_flag = 1 << (g + 1 - b);
                            }
                        }
                    } else if in_s1(m) {
                        moved_out(m, &mut diff, &mut out_flag);
                    }
                }
            } else if both_in {
                let (lo, hi) = (i.min(j), i.max(j));
                match (in_s1(lo), in_s1(hi)) {
                    (true, true) => moved_out(hi, &mut diff, &mut out_flag),
                    (false, false) => {
                        count = 1;
                        let b = bsn(lo).expect("in the group");
                        diff += b as i128;
                        if flags {
                            in_flag = 1 << (g + 1 - b);
                        }
                    }
                    _ => {}
                }
            } else {
                for v in [i, j] {
                    let other = if v == i { j } else { i };
                    if in_group(v) && other >= size && in_s1(v) {
                        moved_out(v, &mut diff, &mut out_flag);
                    }
                }
            }
            out[0] = 1 - count;
            out[1] = (offset as i128 - diff).max(0) as u128;
            let mut k = 2;
            if flags {
                out[2] = out_flag;
                out[3] = in_flag;
                k = 4;
            }
            if let (Some((t1, t2)), Some((pos1, pos2))) = (then, &trans) {
                Self::transposition_values(pos1, pos2, t2.len(), i, j, &mut out[k..k + t1.len()]);
            }
        };
        if let Some((t1, t2)) = then {
            for _ in t1 {
                tiers.add(t2.len() as u128, 1);
            }
        }
        self.solve(&tiers, &value, &|i, j| self.respects(forced, i, j))
    }

    /// The transposition tiers' values of an edge into `out`: S1's i-th
    /// player meeting S2's j-th is worth |S2| - j in tier i (S1 and S2 by
    /// their [`Self::positions`], `len2` = |S2|).
    fn transposition_values(
        pos1: &[Option<usize>],
        pos2: &[Option<usize>],
        len2: usize,
        i: usize,
        j: usize,
        out: &mut [u128],
    ) {
        out.fill(0);
        let pos = |p: &[Option<usize>], v: usize| p.get(v).copied().flatten();
        let (a, b) = if pos(pos1, i).is_some() {
            (i, j)
        } else {
            (j, i)
        };
        if let (Some(x), Some(y)) = (pos(pos1, a), pos(pos2, b)) {
            out[x] = (len2 - y) as u128;
        }
    }

    /// Each bracket player's place in S1 and in S2.
    fn positions(&self, s1: &[usize], s2: &[usize]) -> (Vec<Option<usize>>, Vec<Option<usize>>) {
        let mut pos1 = vec![None; self.size];
        let mut pos2 = vec![None; self.size];
        for (x, &v) in s1.iter().enumerate() {
            pos1[v] = Some(x);
        }
        for (y, &v) in s2.iter().enumerate() {
            pos2[v] = Some(y);
        }
        (pos1, pos2)
    }

    /// Whether a transposition of S1 and S2 (their `positions`) may use the
    /// edge (`i`, `j`): S1 meets S2 only and never floats; S2 may float,
    /// and meets no one else of S2 when `closed`.
    fn transposable(
        &self,
        pos1: &[Option<usize>],
        pos2: &[Option<usize>],
        forced: &[Option<usize>],
        closed: bool,
        i: usize,
        j: usize,
    ) -> bool {
        if !self.respects(forced, i, j) {
            return false;
        }
        let at = |p: &[Option<usize>], v: usize| p.get(v).is_some_and(Option::is_some);
        let (a1, b1) = (at(pos1, i), at(pos1, j));
        let (a2, b2) = (at(pos2, i), at(pos2, j));
        if a1 && b1 || closed && a2 && b2 {
            return false;
        }
        !(a1 && j >= self.size || b1 && i >= self.size)
    }

    /// Among the best pairings with this S1 and S2, the first transposition
    /// (D.1): S1's players in order each meet the earliest S2 player they
    /// can.
    /// With `closed`, S2's players meet no one else of S2 (a remainder);
    /// without, they may (the residents after the moved-down players).
    fn transpose(
        &self,
        s1: &[usize],
        s2: &[usize],
        forced: &[Option<usize>],
        closed: bool,
    ) -> Vec<Option<usize>> {
        let (pos1, pos2) = self.positions(s1, s2);
        let allow = |i: usize, j: usize| self.transposable(&pos1, &pos2, forced, closed, i, j);
        if closed && s2.len() >= s1.len() && s2.len() - s1.len() <= 1 {
            let inside: Vec<usize> = s1.iter().chain(s2).copied().collect();
            let watch = self.closed_watch(&pos1, &pos2, s2.len() - s1.len());
            let (best, tight) =
                self.solve_tight(&Tiers::default(), &|_, _, _| {}, &allow, &watch, &inside);
            if let Some(mate) =
                tight.and_then(|t| self.transpose_closed(s1, s2, &pos1, &pos2, best, t))
            {
                return mate;
            }
        }
        let mut tiers = Tiers::default();
        for _ in s1 {
            tiers.add(s2.len() as u128, 1);
        }
        let value = |i: usize, j: usize, out: &mut [u128]| {
            Self::transposition_values(&pos1, &pos2, s2.len(), i, j, out)
        };
        self.solve(&tiers, &value, &allow)
    }

    /// The edges whose tightness [`Self::transpose_closed`] needs: between
    /// S1 and S2, and with one S2 player to float, from S2 to below.
    fn closed_watch<'p>(
        &self,
        pos1: &'p [Option<usize>],
        pos2: &'p [Option<usize>],
        float: usize,
    ) -> impl Fn(usize, usize) -> bool + 'p {
        let size = self.size;
        move |i: usize, j: usize| {
            let (a, b) = if i < j { (i, j) } else { (j, i) };
            let at = |p: &[Option<usize>], v: usize| p.get(v).is_some_and(Option::is_some);
            b < size && (at(pos1, a) && at(pos2, b) || at(pos1, b) && at(pos2, a))
                || float == 1 && b >= size && at(pos2, a)
        }
    }

    /// [`Self::transpose`] of a closed remainder whose S2 has at most one
    /// player more than S1, without the transposition tiers (one a player
    /// of S1: wide weights, slow matchings), from `mate`, a best pairing by
    /// the criteria alone that pairs S1 with S2, and `tight`, the edges of
    /// [`Self::closed_watch`] tight under the duals that prove it best
    /// (given only when no blossom with a positive dual reaches into the
    /// bracket). Every best pairing then matches S1 with S2 over tight
    /// edges, the one S2 player left (if any) floating over a tight edge;
    /// those who may float are those with a tight edge to the player below
    /// the floater of `mate` meets (`None` if some S2 player has a tight
    /// edge below but not that one: a player's edges to one zone below
    /// weigh the same, so this is rare). S1's players in order each take the earliest S2 player
    /// that still leaves such a matching of the others, found by one search
    /// for alternating paths each (the floater a last S1 place that no rule
    /// orders).
    fn transpose_closed(
        &self,
        s1: &[usize],
        s2: &[usize],
        pos1: &[Option<usize>],
        pos2: &[Option<usize>],
        mut mate: Vec<Option<usize>>,
        tight: Vec<(usize, usize)>,
    ) -> Option<Vec<Option<usize>>> {
        let k = s1.len();
        let float = s2.len().checked_sub(k)?;
        if float > 1 {
            return None;
        }
        let size = self.size;
        // S1's players, then the floater's place; the S2 player each holds.
        let slots = k + float;
        let mut partner = vec![0usize; slots];
        for (x, &v) in s1.iter().enumerate() {
            partner[x] = pos2.get(mate[v]?).copied().flatten()?;
        }
        let mut below = None;
        if float == 1 {
            let (y, b) = s2.iter().enumerate().find_map(|(y, &v)| {
                let u = mate[v]?;
                (u >= size).then_some((y, u))
            })?;
            partner[k] = y;
            below = Some(b);
        }
        // The tight edges, from each slot (earliest S2 first) and from each
        // S2 player.
        let mut from1: Vec<Vec<usize>> = vec![Vec::new(); slots];
        let mut from2: Vec<Vec<usize>> = vec![Vec::new(); s2.len()];
        // S2 players with a tight edge below, and those with one to the
        // floater's partner: each of the first must be one of the second.
        let mut away = vec![false; s2.len()];
        for (i, j) in tight {
            let (a, b) = if i < j { (i, j) } else { (j, i) };
            let (x, y) = if b >= size {
                away[pos2[a]?] = true;
                if Some(b) != below {
                    continue;
                }
                (k, pos2[a]?)
            } else if pos1[a].is_some() {
                (pos1[a]?, pos2[b]?)
            } else {
                (pos1[b]?, pos2[a]?)
            };
            from1[x].push(y);
            from2[y].push(x);
        }
        if float == 1
            && away
                .iter()
                .enumerate()
                .any(|(y, &a)| a && !from2[y].contains(&k))
        {
            return None;
        }
        for list in &mut from1 {
            list.sort_unstable();
        }
        let mut fixed = vec![false; slots];
        let mut seen1 = vec![usize::MAX; slots];
        let mut seen2 = vec![usize::MAX; s2.len()];
        let mut via = vec![(0usize, 0usize); s2.len()];
        let mut queue = std::collections::VecDeque::new();
        for x in 0..k {
            // The S2 players x may take: its partner's, and any reached by
            // an alternating path from it through slots not yet fixed (each
            // passed slot moves to the S2 player before it).
            let start = partner[x];
            seen2[start] = x;
            queue.push_back(start);
            while let Some(y) = queue.pop_front() {
                for &x1 in &from2[y] {
                    if fixed[x1] || x1 == x || seen1[x1] == x {
                        continue;
                    }
                    seen1[x1] = x;
                    let y1 = partner[x1];
                    if seen2[y1] != x {
                        seen2[y1] = x;
                        via[y1] = (y, x1);
                        queue.push_back(y1);
                    }
                }
            }
            let best = from1[x].iter().copied().find(|&y| seen2[y] == x)?;
            let mut y = best;
            while y != start {
                let (before, x1) = via[y];
                partner[x1] = before;
                y = before;
            }
            partner[x] = best;
            fixed[x] = true;
        }
        for (x, &y) in partner.iter().enumerate().take(k) {
            mate[s1[x]] = Some(s2[y]);
            mate[s2[y]] = Some(s1[x]);
        }
        if let Some(b) = below {
            let f = s2[partner[k]];
            mate[f] = Some(b);
            mate[b] = Some(f);
        }
        Some(mate)
    }
}
