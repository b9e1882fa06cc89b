//! Swiss pairings by the FIDE Dutch system (C.04.3, the rules in force
//! from February 2026), with the general handling rules it rests on
//! (C.04.1/C.04.2): the players' state before a round from the results so
//! far, the round paired bracket by bracket from the top score down, the
//! colours, the board order and the pairing-allocated bye. Baku
//! acceleration (C.04.5.1) and forbidden pairs are options.

mod bracket;
pub mod colour;
pub mod report;
mod weights;

use shakmaty::Color;

use crate::results::{Bye, Player, Quarters, Round, WIN};
use bracket::{Context, PairingBracket};
use colour::{Colours, Strength};

/// Whether a player floated in a round (A.4).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Float {
    /// Met someone with the same score (or did not play for nothing).
    None,
    /// Met someone with more points.
    Up,
    /// Met someone with fewer points, or scored without playing.
    Down,
}

/// A player to pair, as the results so far leave them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    /// The start number (what the pairing names them by).
    pub id: u32,
    /// The pairing number: the place in the initial ranking, from 1.
    pub tpn: u32,
    /// The points for pairing (with any acceleration), in quarters.
    pub score: Quarters,
    /// The colours of the games played, oldest first.
    pub colours: Vec<Color>,
    /// The floats of the last round and of the one before it.
    pub floats: [Float; 2],
    /// Start numbers of the opponents of games played over the board.
    pub met: Vec<u32>,
    /// Whether the pairing-allocated bye may still go to them (C.2): they
    /// have not yet scored a win's points without playing.
    pub bye_allowed: bool,
    /// The rounds so far they did not play (byes, forfeits, absences): the
    /// bye goes to the one with fewest among those who could take it.
    pub unplayed: u32,
}

/// How to pair a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Whether this is the last round (topscorers, A.7, count).
    pub last_round: bool,
    /// The rounds played before this one.
    pub rounds_played: usize,
    /// The colour of the first board's higher-ranked player in round 1
    /// (the initial colour, drawn by lot or set by the organiser).
    pub initial: Color,
    /// Pairs of start numbers that must not meet (same club, family).
    pub forbidden: Vec<(u32, u32)>,
}

/// A round's pairing: the boards in order (White, Black) and the bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The boards, first board first, as (White, Black) start numbers.
    pub boards: Vec<(u32, u32)>,
    /// Who receives the pairing-allocated bye, if anyone.
    pub bye: Option<u32>,
}

/// Why no pairing came out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoPairing {
    /// Fewer than two players to pair.
    #[error("fewer than two players to pair")]
    TooFew,
    /// The absolute criteria leave no way to pair everyone.
    #[error("no pairing of all the players respects the absolute criteria")]
    Impossible,
}

/// Every pair of start numbers within `group`: the pairs it keeps apart
/// (a club, a family), as [`Rules::forbidden`] takes them.
pub fn kept_apart(group: &[u32]) -> impl Iterator<Item = (u32, u32)> + '_ {
    group
        .iter()
        .enumerate()
        .flat_map(move |(i, &a)| group[i + 1..].iter().map(move |&b| (a, b)))
}

/// Pairs a round (C.04.3).
pub fn pair(entrants: &[Entrant], rules: &Rules) -> Result<Pairing, NoPairing> {
    let n = entrants.len();
    if n < 2 {
        return Err(NoPairing::TooFew);
    }
    let colours: Vec<Colours> = entrants
        .iter()
        .map(|e| Colours::of(e.colours.clone()))
        .collect();
    let max_score = WIN * rules.rounds_played as Quarters;
    let topscorer: Vec<bool> = entrants
        .iter()
        .map(|e| rules.last_round && 2 * e.score > max_score)
        .collect();
    let mut compatible = vec![false; n * n];
    for a in 0..n {
        for b in 0..n {
            let (x, y) = (&entrants[a], &entrants[b]);
            let forbidden = rules
                .forbidden
                .iter()
                .any(|&(p, q)| (p, q) == (x.id, y.id) || (q, p) == (x.id, y.id));
            let (ca, cb) = (&colours[a], &colours[b]);
            let same_absolute = ca.strength == Strength::Absolute
                && cb.strength == Strength::Absolute
                && ca.wants == cb.wants;
            let colours_clash = same_absolute && !topscorer[a] && !topscorer[b];
            compatible[a * n + b] =
                !(a == b || x.met.contains(&y.id) || forbidden || colours_clash);
        }
    }
    let ctx = Context {
        entrants,
        colours,
        topscorer,
        compatible,
        initial: rules.initial,
    };
    let mut remaining: Vec<usize> = (0..n).collect();
    remaining.sort_by_key(|&p| (std::cmp::Reverse(entrants[p].score), entrants[p].tpn));
    let bye = n % 2 == 1;
    let mut moved: Vec<usize> = Vec::new();
    let mut pairs = Vec::new();
    // A first round with nothing to weigh (one score, no history, no pair
    // kept apart) is the rules' first candidate: the top half against the
    // bottom half in order, the last player's bye.
    let blank = entrants.iter().all(|e| {
        e.score == entrants[0].score && e.colours.is_empty() && e.met.is_empty() && e.bye_allowed
    });
    if blank && rules.forbidden.is_empty() {
        let half = n / 2;
        pairs.extend((0..half).map(|i| (remaining[i], remaining[half + i])));
        if bye {
            moved.push(remaining[n - 1]);
        }
        remaining.clear();
    }
    while !remaining.is_empty() {
        let score = entrants[remaining[0]].score;
        let residents = remaining
            .iter()
            .take_while(|&&p| entrants[p].score == score)
            .count();
        let mut bracket = moved.clone();
        bracket.extend(remaining.drain(..residents));
        let outcome = PairingBracket::new(&ctx, &bracket, moved.len(), &remaining, bye)
            .pair()
            .ok_or(NoPairing::Impossible)?;
        pairs.extend(outcome.pairs);
        moved = outcome.down;
    }
    let bye = match moved.as_slice() {
        [] => None,
        [p] => Some(entrants[*p].id),
        _ => return Err(NoPairing::Impossible),
    };
    // Board order: the higher score in the pair, the pair's sum, then the
    // higher-ranked player's rank.
    let key = |&(a, b): &(usize, usize)| {
        let (sa, sb) = (entrants[a].score, entrants[b].score);
        let best = if ctx.above(a, b) { a } else { b };
        (
            std::cmp::Reverse(sa.max(sb)),
            std::cmp::Reverse(sa + sb),
            entrants[best].tpn,
        )
    };
    pairs.sort_by_key(key);
    let boards = pairs
        .iter()
        .map(|&(a, b)| {
            let (w, k) = ctx.colours_for(a, b);
            (entrants[w].id, entrants[k].id)
        })
        .collect();
    Ok(Pairing { boards, bye })
}

/// The players to pair in round `round` (from 0) after the rounds before
/// it, all of `players` but the `absent` ones (by start number), the
/// initial ranking being the order of `players`.
///
/// The pairing number (E.5 reads its parity) counts the players of the
/// ranking who are in the tournament's pairings: those paired now and
/// those who were paired in an earlier round. A player who has not yet
/// taken part in any pairing and is absent now (a late entry, a bye asked
/// for before their first game) is not numbered yet, as bbpPairings, the
/// FIDE-endorsed engine, reads C.04.2 (so two players without any colour
/// history take the colours the next board's parity gives).
pub fn entrants(players: &[Player], round: usize, absent: &[u32]) -> Vec<Entrant> {
    let score_before =
        |p: &Player, r: usize| -> Quarters { (0..r).map(|k| p.round(k).points()).sum() };
    let by_number = |n: u32| players.iter().find(|p| p.start_no == n);
    let numbered = |p: &Player| {
        !absent.contains(&p.start_no)
            || (0..round).any(|r| {
                matches!(
                    p.round(r),
                    Round::Played { .. } | Round::Forfeit { .. } | Round::Bye(Bye::Pairing)
                )
            })
    };
    let mut tpn = 0;
    let tpns: Vec<u32> = players
        .iter()
        .map(|p| {
            tpn += u32::from(numbered(p));
            tpn
        })
        .collect();
    players
        .iter()
        .enumerate()
        .filter(|(_, p)| !absent.contains(&p.start_no))
        .map(|(i, p)| {
            let mut colours = Vec::new();
            let mut met = Vec::new();
            let mut bye_allowed = true;
            let mut unplayed = 0;
            for r in 0..round {
                match p.round(r) {
                    Round::Played {
                        opponent, colour, ..
                    } => {
                        colours.push(colour);
                        met.push(opponent);
                    }
                    other => {
                        unplayed += 1;
                        if other.points() >= WIN {
                            bye_allowed = false;
                        }
                    }
                }
            }
            let float = |r: usize| -> Float {
                match p.round(r) {
                    Round::Played { opponent, .. } => {
                        let mine = score_before(p, r);
                        let theirs = by_number(opponent).map_or(mine, |o| score_before(o, r));
                        match mine.cmp(&theirs) {
                            std::cmp::Ordering::Greater => Float::Down,
                            std::cmp::Ordering::Less => Float::Up,
                            std::cmp::Ordering::Equal => Float::None,
                        }
                    }
                    other if other.points() > 0 => Float::Down,
                    _ => Float::None,
                }
            };
            let floats = [
                if round >= 1 {
                    float(round - 1)
                } else {
                    Float::None
                },
                if round >= 2 {
                    float(round - 2)
                } else {
                    Float::None
                },
            ];
            Entrant {
                id: p.start_no,
                tpn: tpns[i],
                score: score_before(p, round),
                colours,
                floats,
                met,
                bye_allowed,
                unplayed,
            }
        })
        .collect()
}

/// Adds Baku acceleration's virtual points (C.04.5.1) for round `round`
/// (from 0) of `rounds`: the first half of the ranking (2 × ⌈n/4⌉ players,
/// group A) gets one point in the first half of the accelerated rounds
/// (the first ⌈rounds/2⌉) and half a point in the rest of them.
pub fn accelerate(entrants: &mut [Entrant], round: usize, rounds: usize) {
    let n = entrants.len() as u32;
    let group_a = 2 * n.div_ceil(4);
    let accelerated = rounds.div_ceil(2);
    let full = accelerated.div_ceil(2);
    let extra = if round < full {
        WIN
    } else if round < accelerated {
        WIN / 2
    } else {
        0
    };
    for e in entrants.iter_mut() {
        if e.tpn <= group_a {
            e.score += extra;
        }
    }
}

#[cfg(test)]
mod tests;
