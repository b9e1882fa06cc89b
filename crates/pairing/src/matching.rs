//! Maximum-weight matching in a general graph (Edmonds' blossom algorithm
//! with the primal-dual method, O(n³)), over any totally ordered group of
//! weights: the Swiss pairing weighs its edges with many criteria at once,
//! compared lexicographically, more than one machine integer holds.
//!
//! With `max_cardinality` the matching has the most edges possible and,
//! among those, the greatest weight. The weights should be even in every
//! part (the caller doubles them) so that the dual variables stay exact.

use std::ops::{Add, Sub};

/// A weight: a totally ordered group whose halves of even values are exact.
pub trait Weight: Copy + Ord + Add<Output = Self> + Sub<Output = Self> {
    /// Zero.
    fn zero() -> Self;
    /// Half of an even value.
    fn half(self) -> Self;
}

impl Weight for i64 {
    fn zero() -> Self {
        0
    }
    fn half(self) -> Self {
        self / 2
    }
}

/// A weight of `L` parts compared lexicographically, the first part first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Lex<const L: usize>(pub [i128; L]);

impl<const L: usize> Add for Lex<L> {
    type Output = Self;
    fn add(mut self, o: Self) -> Self {
        for (a, b) in self.0.iter_mut().zip(o.0) {
            *a += b;
        }
        self
    }
}

impl<const L: usize> Sub for Lex<L> {
    type Output = Self;
    fn sub(mut self, o: Self) -> Self {
        for (a, b) in self.0.iter_mut().zip(o.0) {
            *a -= b;
        }
        self
    }
}

impl<const L: usize> Weight for Lex<L> {
    fn zero() -> Self {
        Lex([0; L])
    }
    fn half(mut self) -> Self {
        for a in &mut self.0 {
            *a /= 2;
        }
        self
    }
}

const NONE: usize = usize::MAX;

/// The partner of each vertex in a maximum-weight matching of the graph
/// with vertices `0..n` and `edges` (`i`, `j`, weight), `None` if unmatched.
pub fn max_weight_matching<W: Weight>(
    n: usize,
    edges: &[(usize, usize, W)],
    max_cardinality: bool,
) -> Vec<Option<usize>> {
    solve(n, edges, max_cardinality).mate
}

/// A matching with the dual solution that proves it best: any edge left
/// out of the graph whose [`Solution::slack`] is not negative could not
/// have made it better.
pub struct Solution<W> {
    /// Each vertex's partner.
    pub mate: Vec<Option<usize>>,
    dual: Vec<W>,
    /// The blossoms holding each vertex whose dual is not zero, outermost
    /// first: vertex v's are `chains[starts[v]..starts[v + 1]]`.
    chains: Vec<usize>,
    starts: Vec<usize>,
    /// Each such blossom's dual plus those of the blossoms holding it.
    held: Vec<W>,
}

impl<W: Weight> Solution<W> {
    /// The reduced cost of a possible edge (`i`, `j`, `w`): negative when
    /// adding it to the graph could give a heavier matching.
    pub fn slack(&self, i: usize, j: usize, w: W) -> W {
        let s = self.dual[i] + self.dual[j] - w - w;
        let (bi, bj) = (self.blossoms(i), self.blossoms(j));
        if bi.is_empty() || bi.first() != bj.first() {
            return s;
        }
        // The blossoms holding both: the chains' common outer part (a
        // prefix: the blossoms nest), the innermost of them by bisection.
        let (mut lo, mut hi) = (1, bi.len().min(bj.len()));
        while lo < hi {
            let mid = (lo + hi).div_ceil(2);
            if bi[mid - 1] == bj[mid - 1] {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        let common = self.held[bi[lo - 1]];
        s + common + common
    }

    fn blossoms(&self, v: usize) -> &[usize] {
        &self.chains[self.starts[v]..self.starts[v + 1]]
    }

    /// The dual of vertex `v`.
    pub fn dual(&self, v: usize) -> W {
        self.dual[v]
    }

    /// Whether `v` lies in a blossom whose dual is positive: an optimal
    /// matching must then match exactly one of that blossom's vertices
    /// outside it, a condition beyond the edges' slacks.
    pub fn in_positive_blossom(&self, v: usize) -> bool {
        self.blossoms(v).iter().any(|&b| self.dual[b] > W::zero())
    }
}

/// The vertices of a range grouped by their outermost blossom with a dual
/// (those in none together), each group sorted by dual, and each blossom's
/// vertices of the range sorted by dual: the pairs with a negative slack
/// are then found by walking up each list only while they could be, not
/// by trying every pair.
pub struct Spread {
    groups: Vec<(usize, Vec<usize>)>,
    /// Each blossom's vertices of the range (by blossom, empty for most).
    members: Vec<Vec<usize>>,
}

impl<W: Weight> Solution<W> {
    /// The vertices of `range`, grouped and sorted (see [`Spread`]).
    pub fn spread(&self, range: std::ops::Range<usize>) -> Spread {
        let mut groups: Vec<(usize, Vec<usize>)> = Vec::new();
        let mut members: Vec<Vec<usize>> = vec![Vec::new(); self.dual.len()];
        for v in range {
            let top = self.blossoms(v).first().copied().unwrap_or(NONE);
            match groups.iter_mut().find(|g| g.0 == top) {
                Some(g) => g.1.push(v),
                None => groups.push((top, vec![v])),
            }
            for &b in self.blossoms(v) {
                members[b].push(v);
            }
        }
        for list in groups
            .iter_mut()
            .map(|g| &mut g.1)
            .chain(members.iter_mut())
        {
            list.sort_by_key(|&v| self.dual[v]);
        }
        Spread { groups, members }
    }

    /// Calls `found(j)` for each vertex `j` of `spread` (other than `i`)
    /// for which the edge (`i`, `j`) of weight `w` would have a negative
    /// slack under `sol`, whether or not the graph has that edge.
    pub fn negative_partners(&self, spread: &Spread, i: usize, w: W, found: &mut dyn FnMut(usize)) {
        let twice = w + w;
        let top = self.blossoms(i).first().copied().unwrap_or(NONE);
        let d = self.dual[i];
        for (group_top, list) in &spread.groups {
            if top != NONE && *group_top == top {
                continue;
            }
            // No blossom holds both: the slack is the duals' alone.
            for &j in list {
                if d + self.dual[j] >= twice {
                    break;
                }
                if j != i {
                    found(j);
                }
            }
        }
        // Those in a blossom with `i`: by the innermost that holds both,
        // each blossom of `i`'s in turn, outermost first, leaving to the
        // next those in it too.
        let chain = self.blossoms(i);
        for (t, &b) in chain.iter().enumerate() {
            let lifted = d + self.held[b] + self.held[b];
            let inner = chain.get(t + 1);
            for &j in &spread.members[b] {
                if lifted + self.dual[j] >= twice {
                    break;
                }
                if j != i && inner.is_none_or(|c| self.blossoms(j).get(t + 1) != Some(c)) {
                    found(j);
                }
            }
        }
    }
}

/// Like [`max_weight_matching`], with the duals.
pub fn solve<W: Weight>(
    n: usize,
    edges: &[(usize, usize, W)],
    max_cardinality: bool,
) -> Solution<W> {
    run(n, edges, max_cardinality, false)
}

/// A maximum-cardinality matching that is, when it is perfect, a perfect
/// matching of greatest weight, with the duals that prove it. Faster than
/// [`solve`]: each vertex's dual starts at its heaviest edge's weight and
/// the edges tight under those duals are matched greedily first, so the
/// blossom algorithm only repairs what the greedy start left. When no
/// perfect matching exists the matching still has the most edges possible,
/// but its weight is not the greatest (exposed vertices' duals differ).
pub fn solve_perfect<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Solution<W> {
    run(n, edges, true, true)
}

fn run<W: Weight>(
    n: usize,
    edges: &[(usize, usize, W)],
    max_cardinality: bool,
    jump_start: bool,
) -> Solution<W> {
    if edges.is_empty() || n == 0 {
        return Solution {
            mate: vec![None; n],
            dual: vec![W::zero(); 2 * n],
            chains: Vec::new(),
            starts: vec![0; n + 1],
            held: Vec::new(),
        };
    }
    let mut m = Blossom::new(n, edges, max_cardinality);
    if jump_start {
        m.jump_start();
    }
    m.solve();
    let mut chains = Vec::new();
    let mut starts = Vec::with_capacity(n + 1);
    let mut held = vec![W::zero(); 2 * n];
    for v in 0..n {
        // Only the blossoms whose dual counts (a zero adds nothing).
        let start = chains.len();
        starts.push(start);
        let mut b = m.blossomparent[v];
        while b != NONE {
            if m.dualvar[b] != W::zero() {
                chains.push(b);
            }
            b = m.blossomparent[b];
        }
        chains[start..].reverse();
        let mut sum = W::zero();
        for &b in &chains[start..] {
            sum = sum + m.dualvar[b];
            held[b] = sum;
        }
    }
    starts.push(chains.len());
    Solution {
        mate: m
            .mate
            .iter()
            .map(|&p| (p != NONE).then(|| m.endpoint[p]))
            .collect(),
        dual: m.dualvar,
        chains,
        starts,
        held,
    }
}

struct Blossom<'a, W: Weight> {
    n: usize,
    edges: &'a [(usize, usize, W)],
    max_cardinality: bool,
    endpoint: Vec<usize>,
    /// The edge ends of vertex v's neighbours (`2k + 1` or `2k` for edge
    /// k): `neighbend[nstart[v]..nstart[v + 1]]`, in the edges' order.
    neighbend: Vec<usize>,
    nstart: Vec<usize>,
    /// Scratch: the best edge to each blossom while one is made.
    bestedgeto: Vec<usize>,
    /// Scratch: a blossom's leaves.
    scratch: Vec<usize>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<W>,
    /// Each edge's weight, doubled.
    double: Vec<W>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

impl<'a, W: Weight> Blossom<'a, W> {
    fn new(n: usize, edges: &'a [(usize, usize, W)], max_cardinality: bool) -> Self {
        let maxweight = edges.iter().map(|e| e.2).fold(W::zero(), |a, b| a.max(b));
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut nstart = vec![0usize; n + 1];
        for &(i, j, _) in edges {
            nstart[i + 1] += 1;
            nstart[j + 1] += 1;
        }
        for v in 0..n {
            nstart[v + 1] += nstart[v];
        }
        let mut fill = nstart.clone();
        let mut neighbend = vec![0usize; 2 * edges.len()];
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            endpoint.push(i);
            endpoint.push(j);
            neighbend[fill[i]] = 2 * k + 1;
            fill[i] += 1;
            neighbend[fill[j]] = 2 * k;
            fill[j] += 1;
        }
        let mut dualvar = vec![maxweight; n];
        dualvar.extend(std::iter::repeat_n(W::zero(), n));
        Blossom {
            n,
            edges,
            max_cardinality,
            endpoint,
            neighbend,
            nstart,
            bestedgeto: vec![NONE; 2 * n],
            scratch: Vec::new(),
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).collect(),
            dualvar,
            double: edges.iter().map(|e| e.2 + e.2).collect(),
            allowedge: vec![false; edges.len()],
            queue: Vec::new(),
        }
    }

    fn slack(&self, k: usize) -> W {
        let (i, j, _) = self.edges[k];
        self.dualvar[i] + self.dualvar[j] - self.double[k]
    }

    /// Duals that leave no edge's slack negative (each vertex's heaviest
    /// edge's weight, but for hubs), then a greedy matching over tight
    /// edges.
    fn jump_start(&mut self) {
        let n = self.n;
        // Each vertex's heaviest edge, not counting edges to hubs: vertices
        // whose edges are the heaviest of a quarter of all (the bye's, whose
        // first tier outweighs everything): those would make every other
        // edge slack. A hub's dual is then the least that keeps its edges'
        // slacks from going negative.
        let heaviest = |skip: &[bool]| {
            let mut best: Vec<Option<(W, usize)>> = vec![None; n];
            for &(i, j, w) in self.edges {
                for (v, u) in [(i, j), (j, i)] {
                    if !skip[u] && best[v].is_none_or(|(b, _)| w > b) {
                        best[v] = Some((w, u));
                    }
                }
            }
            best
        };
        let mut hub = vec![false; n];
        let mut count = vec![0usize; n];
        for (_, u) in heaviest(&hub).into_iter().flatten() {
            count[u] += 1;
        }
        for v in 0..n {
            hub[v] = n >= 8 && 4 * count[v] > n;
        }
        for (v, b) in heaviest(&hub).into_iter().enumerate() {
            if let Some((b, _)) = b {
                self.dualvar[v] = b;
            }
        }
        if hub.iter().any(|&h| h) {
            let mut need: Vec<Option<W>> = vec![None; n];
            for &(i, j, w) in self.edges {
                for (h, v) in [(i, j), (j, i)] {
                    if hub[h] {
                        let d = if hub[v] { w } else { w + w - self.dualvar[v] };
                        if need[h].is_none_or(|x| d > x) {
                            need[h] = Some(d);
                        }
                    }
                }
            }
            for (h, d) in need.into_iter().enumerate() {
                if let Some(d) = d {
                    self.dualvar[h] = d;
                }
            }
            // Edges between hubs: both duals at least that weight.
            for &(i, j, w) in self.edges {
                if hub[i] && hub[j] && self.dualvar[i] + self.dualvar[j] < w + w {
                    self.dualvar[i] = self.dualvar[i].max(w);
                    self.dualvar[j] = self.dualvar[j].max(w);
                }
            }
        }
        // Then each vertex left exposed lowers its dual as far as its edges
        // allow (to its smallest slack), which makes an edge tight: matched
        // if its other end is exposed too.
        for v in 0..self.n {
            if self.mate[v] != NONE {
                continue;
            }
            let mut best = NONE;
            let mut least = W::zero();
            for idx in self.nstart[v]..self.nstart[v + 1] {
                let p = self.neighbend[idx];
                let s = self.slack(p / 2);
                let exposed = |q: usize| self.mate[self.endpoint[q]] == NONE;
                if best == NONE || s < least || s == least && !exposed(best) && exposed(p) {
                    best = p;
                    least = s;
                }
            }
            if best == NONE {
                continue;
            }
            self.dualvar[v] = self.dualvar[v] - least;
            let w = self.endpoint[best];
            if self.mate[w] == NONE {
                self.mate[v] = best;
                self.mate[w] = best ^ 1;
            }
        }
    }

    /// Appends the leaves of `b` to `out`, in order.
    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.leaves(t, out);
            }
        }
    }

    /// The leaves of `b` in the scratch buffer (taken: give it back).
    fn take_leaves(&mut self, b: usize) -> Vec<usize> {
        let mut out = std::mem::take(&mut self.scratch);
        out.clear();
        self.leaves(b, &mut out);
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let mut queue = std::mem::take(&mut self.queue);
            self.leaves(b, &mut queue);
            self.queue = queue;
        } else if t == 2 {
            let base = self.blossombase[b];
            let mb = self.mate[base];
            self.assign_label(self.endpoint[mb], 1, mb ^ 1);
        }
    }

    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().expect("a free blossom slot");
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = W::zero();
        self.blossomchilds[b] = path;
        self.blossomendps[b] = endps;
        let leaves = self.take_leaves(b);
        for &v in &leaves {
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        self.scratch = leaves;
        let mut bestedgeto = std::mem::take(&mut self.bestedgeto);
        let path = std::mem::take(&mut self.blossomchilds[b]);
        for &bv in &path {
            match self.blossombestedges[bv].take() {
                Some(list) => {
                    for k in list {
                        self.consider_best(b, k, &mut bestedgeto);
                    }
                }
                None => {
                    let leaves = self.take_leaves(bv);
                    for &v in &leaves {
                        for idx in self.nstart[v]..self.nstart[v + 1] {
                            self.consider_best(b, self.neighbend[idx] / 2, &mut bestedgeto);
                        }
                    }
                    self.scratch = leaves;
                }
            }
            self.bestedge[bv] = NONE;
        }
        self.blossomchilds[b] = path;
        let best: Vec<usize> = bestedgeto
            .iter_mut()
            .filter(|k| **k != NONE)
            .map(|k| std::mem::replace(k, NONE))
            .collect();
        self.bestedgeto = bestedgeto;
        self.bestedge[b] = NONE;
        for &k in &best {
            if self.bestedge[b] == NONE || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        self.blossombestedges[b] = Some(best);
    }

    /// Edge `k` from the new blossom `b`: the least slack to each
    /// S-blossom outside it.
    fn consider_best(&self, b: usize, k: usize, bestedgeto: &mut [usize]) {
        let (i, mut j, _) = self.edges[k];
        if self.inblossom[j] == b {
            j = i;
        }
        let bj = self.inblossom[j];
        if bj != b
            && self.label[bj] == 1
            && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
        {
            bestedgeto[bj] = k;
        }
    }

    fn at(list: &[usize], j: isize) -> usize {
        let len = list.len() as isize;
        list[(((j % len) + len) % len) as usize]
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = std::mem::take(&mut self.blossomchilds[b]);
        let endps = std::mem::take(&mut self.blossomendps[b]);
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s] == W::zero() {
                self.expand_blossom(s, endstage);
            } else {
                let leaves = self.take_leaves(s);
                for &v in &leaves {
                    self.inblossom[v] = s;
                }
                self.scratch = leaves;
            }
        }
        if !endstage && self.label[b] == 2 {
            let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
            let mut j = childs
                .iter()
                .position(|&c| c == entrychild)
                .expect("entry child") as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 != 0 {
                j -= childs.len() as isize;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.labelend[b];
            while j != 0 {
                self.label[self.endpoint[p ^ 1]] = 0;
                let q = Self::at(&endps, j - endptrick as isize) ^ endptrick ^ 1;
                self.label[self.endpoint[q]] = 0;
                self.assign_label(self.endpoint[p ^ 1], 2, p);
                self.allowedge[Self::at(&endps, j - endptrick as isize) / 2] = true;
                j += jstep;
                p = Self::at(&endps, j - endptrick as isize) ^ endptrick;
                self.allowedge[p / 2] = true;
                j += jstep;
            }
            let bv = Self::at(&childs, j);
            self.label[self.endpoint[p ^ 1]] = 2;
            self.label[bv] = 2;
            self.labelend[self.endpoint[p ^ 1]] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while Self::at(&childs, j) != entrychild {
                let bv = Self::at(&childs, j);
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let leaves = self.take_leaves(bv);
                let v = leaves
                    .iter()
                    .copied()
                    .find(|&v| self.label[v] != 0)
                    .unwrap_or(*leaves.last().expect("a leaf"));
                self.scratch = leaves;
                if self.label[v] != 0 {
                    self.label[v] = 0;
                    let mb = self.mate[self.blossombase[bv]];
                    self.label[self.endpoint[mb]] = 0;
                    self.assign_label(v, 2, self.labelend[v]);
                }
                j += jstep;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomchilds[b] = Vec::new();
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let i = self.blossomchilds[b]
            .iter()
            .position(|&c| c == t)
            .expect("child") as isize;
        let mut j = i;
        let (jstep, endptrick): (isize, usize) = if i & 1 != 0 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = Self::at(&self.blossomchilds[b], j);
            let p = Self::at(&self.blossomendps[b], j - endptrick as isize) ^ endptrick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = Self::at(&self.blossomchilds[b], j);
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.blossomchilds[b].rotate_left(i as usize);
        self.blossomendps[b].rotate_left(i as usize);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn solve(&mut self) {
        let n = self.n;
        for _ in 0..n {
            self.label.iter_mut().for_each(|l| *l = 0);
            self.bestedge.iter_mut().for_each(|e| *e = NONE);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            self.allowedge.iter_mut().for_each(|a| *a = false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = (!augmented).then(|| self.queue.pop()).flatten() {
                    for idx in self.nstart[v]..self.nstart[v + 1] {
                        let p = self.neighbend[idx];
                        let k = p / 2;
                        let w = self.endpoint[p];
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = W::zero();
                        if !self.allowedge[k] {
                            kslack = self.slack(k);
                            if kslack <= W::zero() {
                                self.allowedge[k] = true;
                            }
                        }
                        if self.allowedge[k] {
                            if self.label[self.inblossom[w]] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[self.inblossom[w]] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                                self.bestedge[b] = k;
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                        {
                            self.bestedge[w] = k;
                        }
                    }
                }
                if augmented {
                    break;
                }
                // The dual step.
                let mut deltatype = 0u8;
                let mut delta = W::zero();
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                if !self.max_cardinality {
                    deltatype = 1;
                    delta = *self.dualvar[..n].iter().min().expect("a vertex");
                }
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                        let d = self.slack(self.bestedge[v]);
                        if deltatype == 0 || d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.blossomparent[b] == NONE
                        && self.label[b] == 1
                        && self.bestedge[b] != NONE
                    {
                        let d = self.slack(self.bestedge[b]).half();
                        if deltatype == 0 || d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE
                        && self.blossomparent[b] == NONE
                        && self.label[b] == 2
                        && (deltatype == 0 || self.dualvar[b] < delta)
                    {
                        delta = self.dualvar[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                if deltatype == 0 {
                    deltatype = 1;
                    delta = W::zero().max(*self.dualvar[..n].iter().min().expect("a vertex"));
                }
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        1 => self.dualvar[v] = self.dualvar[v] - delta,
                        2 => self.dualvar[v] = self.dualvar[v] + delta,
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                        match self.label[b] {
                            1 => self.dualvar[b] = self.dualvar[b] + delta,
                            2 => self.dualvar[b] = self.dualvar[b] - delta,
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    1 => break,
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, j, _) = self.edges[deltaedge];
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        let (i, _, _) = self.edges[deltaedge];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
            for b in n..2 * n {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dualvar[b] == W::zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

#[cfg(test)]
#[path = "matching_tests.rs"]
mod tests;
