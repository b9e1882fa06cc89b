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
    let mut by_score: Vec<(Quarters, usize)> =
        (0..players.len()).map(|i| (ctx.score(i), i)).collect();
    by_score.sort_by(|&(a, i), &(b, k)| {
        b.cmp(&a)
            .then(players[i].start_no.cmp(&players[k].start_no))
    });
    let mut rows = Vec::new();
    let mut place = 1;
    for same_score in split_by(&by_score) {
        for part in rank(&ctx, same_score.clone(), list, lots) {
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
                            Base::DirectEncounter => Some(direct_encounter_place(
                                &ctx,
                                &still_tied(&ctx, &same_score, &list[..k], i),
                                i,
                            )),
                            _ => ctx.value(t, i),
                        })
                        .collect(),
                });
            }
            place += part.len();
        }
    }
    rows
}

/// Direct encounter's value for `i` among `tied` (the players the earlier
/// tie-breaks leave level with it), written as FIDE's reference engine
/// (the TEC's TieBreakServer) writes it: the place it gives within that
/// group, from 1, and 0 when it separates nobody (a group of one, players
/// who have not all met, or level on their games among themselves). In
/// quarters, like the other values, so a place `k` reads as `k`.
fn direct_encounter_place(ctx: &Context, tied: &[usize], i: usize) -> Quarters {
    let parts = ctx.direct_encounter(tied);
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

/// The players of `same_score` still tied with `i` after the tie-breaks
/// `before` (C.07 6: direct encounter is among the participants the
/// earlier tie-breaks leave level, as FIDE's reference shows it: 0 once
/// the tie is already broken).
fn still_tied(ctx: &Context, same_score: &[usize], before: &[TieBreak], i: usize) -> Vec<usize> {
    same_score
        .iter()
        .copied()
        .filter(|&j| {
            before.iter().all(|&t| match t.base {
                // Lots and an earlier DE split by their own rules: a
                // player is level with itself only.
                Base::DirectEncounter | Base::Lot => j == i,
                _ => ctx.value(t, j) == ctx.value(t, i),
            })
        })
        .collect()
}

/// Orders one tied `group` by the tie-breaks from `list[0]` on: ordered
/// parts, each still tied.
fn rank(
    ctx: &Context,
    mut group: Vec<usize>,
    list: &[TieBreak],
    lots: &mut dyn FnMut(usize) -> usize,
) -> Vec<Vec<usize>> {
    let Some((&first, rest)) = list.split_first() else {
        return vec![group];
    };
    if group.len() < 2 {
        return vec![group];
    }
    let parts = match first.base {
        Base::DirectEncounter => ctx.direct_encounter(&group),
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
                .map(|&i| (ctx.value(first, i).unwrap_or(0), i))
                .collect();
            values.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
            split_by(&values)
        }
    };
    parts
        .into_iter()
        .flat_map(|part| rank(ctx, part, rest, lots))
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
