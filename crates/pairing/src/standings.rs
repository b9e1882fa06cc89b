//! Standings: players ranked by score, then by an ordered list of
//! tie-breaks applied to each group still tied (C.07 4.2); what the list
//! leaves tied shares the place, unless it ends with a drawing of lots
//! (from an injected coin, so that a test or a replay draws the same).

use crate::results::{Player, Quarters};
use crate::tiebreak::{Base, Context, Rules, TieBreak, split_by};

/// One row of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The place (shared by players the list leaves tied).
    pub rank: usize,
    /// The start number.
    pub start_no: u32,
    /// The name.
    pub name: String,
    /// The score, in quarters.
    pub points: Quarters,
    /// Each tie-break's value, in the list's order, in quarters (DE: the
    /// place it gives among those still level, 0 when it separates nobody;
    /// LOT: none).
    pub values: Vec<Option<Quarters>>,
}

/// The standings of `players` after `rounds` rounds under `rules` with
/// `list` (a drawing of lots takes `lots`: a random number below its
/// argument).
pub fn standings(
    players: &[Player],
    rounds: usize,
    rules: Rules,
    list: &[TieBreak],
    lots: &mut dyn FnMut(usize) -> usize,
) -> Vec<Row> {
    let ctx = Context::new(players, rounds, rules);
    // Every value a tie-break gives each player, worked out once: the
    // ranking, the rows and direct encounter's groups all read them (DE
    // compared each player's earlier values with every player of its score
    // again, which cost twenty times the other tie-breaks together).
    let values: Vec<Vec<Option<Quarters>>> = (0..players.len())
        .map(|i| {
            list.iter()
                .map(|&t| match t.base {
                    Base::DirectEncounter | Base::Lot => None,
                    _ => ctx.value(t, i),
                })
                .collect()
        })
        .collect();
    let table = Values {
        ctx: &ctx,
        list,
        values: &values,
    };
    let mut by_score: Vec<(Quarters, usize)> =
        (0..players.len()).map(|i| (ctx.score(i), i)).collect();
    by_score.sort_by(|&(a, i), &(b, k)| {
        b.cmp(&a)
            .then(players[i].start_no.cmp(&players[k].start_no))
    });
    let mut rows = Vec::new();
    let mut place = 1;
    // Direct encounter's parts of each group still level, worked out once
    // a group (every player of it asks for the same).
    let mut encounters: std::collections::HashMap<Vec<usize>, Vec<Vec<usize>>> =
        std::collections::HashMap::new();
    for same_score in split_by(&by_score) {
        for part in rank(&table, same_score.clone(), 0, lots) {
            for &i in &part {
                let p = &players[i];
                rows.push(Row {
                    rank: place,
                    start_no: p.start_no,
                    name: p.name.clone(),
                    points: ctx.score(i),
                    values: list
                        .iter()
                        .enumerate()
                        .map(|(k, &t)| match t.base {
                            Base::DirectEncounter => {
                                let tied = table.still_tied(&same_score, k, i);
                                let parts = encounters
                                    .entry(tied.clone())
                                    .or_insert_with(|| ctx.direct_encounter(&tied));
                                Some(direct_encounter_place(parts, i))
                            }
                            _ => values[i][k],
                        })
                        .collect(),
                });
            }
            place += part.len();
        }
    }
    rows
}

/// The tie-breaks' values of every player, worked out once.
struct Values<'a> {
    ctx: &'a Context<'a>,
    list: &'a [TieBreak],
    /// By player, then by tie-break in the list's order (`None` for DE and
    /// lots, which split by their own rules).
    values: &'a [Vec<Option<Quarters>>],
}

impl Values<'_> {
    /// The players of `same_score` still tied with `i` after the
    /// tie-breaks before the `k`-th (C.07 6: direct encounter is among the
    /// participants the earlier tie-breaks leave level, as FIDE's reference
    /// shows it: 0 once the tie is already broken).
    fn still_tied(&self, same_score: &[usize], k: usize, i: usize) -> Vec<usize> {
        same_score
            .iter()
            .copied()
            .filter(|&j| {
                self.list[..k]
                    .iter()
                    .enumerate()
                    .all(|(e, t)| match t.base {
                        // Lots and an earlier DE split by their own rules: a
                        // player is level with itself only.
                        Base::DirectEncounter | Base::Lot => j == i,
                        _ => self.values[j][e] == self.values[i][e],
                    })
            })
            .collect()
    }
}

/// Direct encounter's value for `i` from its group's `parts` (the players
/// the earlier tie-breaks leave level with it, as direct encounter orders
/// them), written as FIDE's reference engine (the TEC's TieBreakServer)
/// writes it: the place it gives within that group, from 1, and 0 when it
/// separates nobody (a group of one, players who have not all met, or level
/// on their games among themselves). In quarters, like the other values, so
/// a place `k` reads as `k`.
fn direct_encounter_place(parts: &[Vec<usize>], i: usize) -> Quarters {
    if parts.len() < 2 {
        return 0;
    }
    let ahead: usize = parts
        .iter()
        .take_while(|part| !part.contains(&i))
        .map(Vec::len)
        .sum();
    (1 + ahead as Quarters) * crate::results::WIN
}

/// Orders one tied `group` by the tie-breaks from the `k`-th on: ordered
/// parts, each still tied.
fn rank(
    table: &Values,
    mut group: Vec<usize>,
    k: usize,
    lots: &mut dyn FnMut(usize) -> usize,
) -> Vec<Vec<usize>> {
    let Some(&first) = table.list.get(k) else {
        return vec![group];
    };
    if group.len() < 2 {
        return vec![group];
    }
    let parts = match first.base {
        Base::DirectEncounter => table.ctx.direct_encounter(&group),
        Base::Lot => {
            let mut drawn = Vec::new();
            while !group.is_empty() {
                let k = lots(group.len()).min(group.len() - 1);
                drawn.push(vec![group.remove(k)]);
            }
            drawn
        }
        _ => {
            let mut values: Vec<(Quarters, usize)> = group
                .iter()
                .map(|&i| (table.values[i][k].unwrap_or(0), i))
                .collect();
            values.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
            split_by(&values)
        }
    };
    parts
        .into_iter()
        .flat_map(|part| rank(table, part, k + 1, lots))
        .collect()
}

/// Writes quarters as a decimal: `13.5`, `10.25`, `57`.
pub fn decimal(q: Quarters) -> String {
    let sign = if q < 0 { "-" } else { "" };
    let q = q.abs();
    match q % 4 {
        0 => format!("{sign}{}", q / 4),
        2 => format!("{sign}{}.5", q / 4),
        r => format!("{sign}{}.{}", q / 4, r * 25),
    }
}
