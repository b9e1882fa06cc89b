//! The FIDE tie-breaks (Handbook C.07) by their codes, with the modifiers
//! that cut values, and the handling of unplayed rounds under either text
//! of the regulation: the one applied from 1 August 2024 and the one applied
//! from 1 March 2026 (which caps the score of the dummy opponent that stands
//! in for a player's own unplayed round, article 16.4).

use std::fmt;
use std::str::FromStr;

use shakmaty::Color;

use crate::results::{DRAW, Player, Quarters, Round, Score, WIN};

/// Which text of the tie-break regulations applies.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Rules {
    /// Applied from 1 August 2024: the dummy scores the player's own score.
    Fide2024,
    /// Applied from 1 March 2026: the dummy's score is capped (16.4.1,
    /// 16.4.2).
    Fide2026,
}

impl Rules {
    /// The text in force on `date` (`YYYY/MM/DD`, `YYYY-MM-DD` or
    /// `YYYY.MM.DD`); 2026 when the date does not read.
    pub fn in_force_on(date: Option<&str>) -> Rules {
        let digits: Option<String> = date.map(|d| d.chars().filter(char::is_ascii_digit).collect());
        match digits {
            Some(d) if d.len() == 8 && d.as_str() < "20260301" => Rules::Fide2024,
            _ => Rules::Fide2026,
        }
    }
}

/// What a tie-break measures.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Base {
    /// Buchholz (8.1).
    Buchholz,
    /// Sonneborn-Berger (9.1).
    SonnebornBerger,
    /// Sum of progressive scores (7.5).
    Progressive,
    /// Rounds that gave a win's points, with or without playing (7.1).
    Wins,
    /// Games won over the board (7.2).
    Won,
    /// Games played over the board with Black (7.3).
    PlayedWithBlack,
    /// Games won over the board with Black (7.4).
    WonWithBlack,
    /// Direct encounter among the tied players (6).
    DirectEncounter,
    /// Average rating of the opponents met over the board (10.1).
    AverageRating,
    /// Drawing of lots (the end of a list).
    Lot,
}

/// One tie-break of a list: what it measures and the values it cuts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TieBreak {
    /// What it measures.
    pub base: Base,
    /// Least significant values cut (Cut-1, Cut-2; and Median's low cuts).
    pub cut_low: u8,
    /// Most significant values cut (Median's high cuts).
    pub cut_high: u8,
}

/// A tie-break code that does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{0:?} is not a tie-break: use BH, SB, PS, ARO (each with -C1, -C2, -M1 or -M2), WIN, WON, BPG, BWG, DE or LOT"
)]
pub struct UnknownTieBreak(pub String);

impl FromStr for TieBreak {
    type Err = UnknownTieBreak;

    /// `BH`, `BH-C1`, `BH/C1`, `BH-M1`, `SB-C2`, `PS`, `WIN`, `DE`, `ARO`…
    fn from_str(text: &str) -> Result<TieBreak, UnknownTieBreak> {
        let unknown = || UnknownTieBreak(text.to_owned());
        let upper = text.trim().to_ascii_uppercase().replace('/', "-");
        let (code, modifier) = match upper.split_once('-') {
            Some((c, m)) => (c.to_owned(), Some(m.to_owned())),
            None => (upper.clone(), None),
        };
        let base = match code.as_str() {
            "BH" => Base::Buchholz,
            "SB" => Base::SonnebornBerger,
            "PS" => Base::Progressive,
            "WIN" => Base::Wins,
            "WON" => Base::Won,
            "BPG" => Base::PlayedWithBlack,
            "BWG" => Base::WonWithBlack,
            "DE" => Base::DirectEncounter,
            "ARO" => Base::AverageRating,
            "LOT" => Base::Lot,
            _ => return Err(unknown()),
        };
        let (cut_low, cut_high) = match modifier.as_deref() {
            None => (0, 0),
            Some("C1") => (1, 0),
            Some("C2") => (2, 0),
            Some("M1") => (1, 1),
            Some("M2") => (2, 2),
            Some(_) => return Err(unknown()),
        };
        let cuts_allowed = matches!(
            base,
            Base::Buchholz | Base::SonnebornBerger | Base::Progressive | Base::AverageRating
        );
        if (cut_low > 0 || cut_high > 0) && !cuts_allowed {
            return Err(unknown());
        }
        Ok(TieBreak {
            base,
            cut_low,
            cut_high,
        })
    }
}

impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let code = match self.base {
            Base::Buchholz => "BH",
            Base::SonnebornBerger => "SB",
            Base::Progressive => "PS",
            Base::Wins => "WIN",
            Base::Won => "WON",
            Base::PlayedWithBlack => "BPG",
            Base::WonWithBlack => "BWG",
            Base::DirectEncounter => "DE",
            Base::AverageRating => "ARO",
            Base::Lot => "LOT",
        };
        write!(f, "{code}")?;
        match (self.cut_low, self.cut_high) {
            (0, 0) => Ok(()),
            (n, 0) => write!(f, "-C{n}"),
            (n, _) => write!(f, "-M{n}"),
        }
    }
}

/// Everything a tie-break reads: the players, how many rounds, which text.
pub struct Context<'a> {
    players: &'a [Player],
    rounds: usize,
    rules: Rules,
    scores: Vec<Quarters>,
    adjusted: Vec<Quarters>,
}

/// One summed element of a Buchholz or Sonneborn-Berger (a round).
#[derive(Copy, Clone, Debug)]
struct Element {
    /// The opponent's (adjusted) score or the dummy's.
    value: Quarters,
    /// What it adds: the value (Buchholz) or value × points (SB).
    contribution: Quarters,
    /// A voluntary unplayed round of the player (16.5).
    voluntary: bool,
}

impl<'a> Context<'a> {
    /// A context for `players` (by start number, from 1) after `rounds`
    /// rounds under `rules`.
    pub fn new(players: &'a [Player], rounds: usize, rules: Rules) -> Context<'a> {
        Context {
            players,
            rounds,
            rules,
            scores: players.iter().map(|p| p.score(rounds)).collect(),
            adjusted: players.iter().map(|p| p.adjusted_score(rounds)).collect(),
        }
    }

    fn index(&self, start_no: u32) -> Option<usize> {
        self.players.iter().position(|p| p.start_no == start_no)
    }

    /// The score of player `i` (an index into the players).
    pub fn score(&self, i: usize) -> Quarters {
        self.scores[i]
    }

    fn adjusted_of(&self, start_no: u32) -> Quarters {
        self.index(start_no).map_or(0, |i| self.adjusted[i])
    }

    /// The value of tie-break `t` for player `i`, in quarters (ARO and the
    /// counts in whole units times four). None for DE and LOT, which rank
    /// a group rather than give a number.
    pub fn value(&self, t: TieBreak, i: usize) -> Option<Quarters> {
        let p = &self.players[i];
        let rounds = (0..self.rounds).map(|r| p.round(r));
        Some(match t.base {
            Base::Buchholz | Base::SonnebornBerger => {
                let sb = t.base == Base::SonnebornBerger;
                let elements = self.elements(i, sb);
                cut(elements, t.cut_low, t.cut_high, sb)
                    .iter()
                    .map(|e| e.contribution)
                    .sum()
            }
            Base::Progressive => {
                let mut running = 0;
                let mut sums: Vec<Quarters> = rounds
                    .map(|r| {
                        running += r.points();
                        running
                    })
                    .collect();
                trim(&mut sums, t);
                sums.iter().sum()
            }
            Base::Wins => 4 * rounds.filter(|r| r.points() == WIN).count() as Quarters,
            Base::Won => {
                4 * rounds
                    .filter(|r| matches!(r.over_the_board(), Some((_, _, Score::Win))))
                    .count() as Quarters
            }
            Base::PlayedWithBlack => {
                4 * rounds
                    .filter(|r| matches!(r.over_the_board(), Some((_, Color::Black, _))))
                    .count() as Quarters
            }
            Base::WonWithBlack => {
                4 * rounds
                    .filter(|r| matches!(r.over_the_board(), Some((_, Color::Black, Score::Win))))
                    .count() as Quarters
            }
            Base::AverageRating => {
                let mut ratings: Vec<i64> = rounds
                    .filter_map(|r| r.over_the_board())
                    .filter_map(|(o, _, _)| self.index(o).and_then(|k| self.players[k].rating))
                    .map(i64::from)
                    .collect();
                ratings.sort_unstable();
                trim(&mut ratings, t);
                if ratings.is_empty() {
                    0
                } else {
                    // Rounded to the nearest whole number, a half up.
                    let n = ratings.len() as i64;
                    let sum: i64 = ratings.iter().sum();
                    4 * ((2 * sum + n) / (2 * n))
                }
            }
            Base::DirectEncounter | Base::Lot => return None,
        })
    }

    /// Player `i`'s Buchholz (or SB) elements, round by round: an
    /// opponent's adjusted score (16.3), or for an unplayed round the
    /// dummy's score (16.4), capped under the 2026 text.
    fn elements(&self, i: usize, sb: bool) -> Vec<Element> {
        let p = &self.players[i];
        let own = self.scores[i];
        (0..self.rounds)
            .map(|r| {
                let round = p.round(r);
                let value = match round {
                    Round::Played { opponent, .. } => self.adjusted_of(opponent),
                    _ => match (self.rules, round) {
                        (Rules::Fide2024, _) => own,
                        (Rules::Fide2026, Round::Forfeit { opponent, .. }) => {
                            own.min(self.adjusted_of(opponent))
                        }
                        (Rules::Fide2026, _) => own.min(DRAW * self.rounds as Quarters),
                    },
                };
                let contribution = if sb {
                    value * round.points() / WIN
                } else {
                    value
                };
                Element {
                    value,
                    contribution,
                    voluntary: round.over_the_board().is_none() && round.voluntary(),
                }
            })
            .collect()
    }

    /// The points player `i` scored against each of `group` (indices), for
    /// direct encounter (6.1): games over the board only, the average when
    /// they met more than once; None for one they never met.
    fn against(&self, i: usize, j: usize) -> Option<Quarters> {
        let other = self.players[j].start_no;
        let scores: Vec<Quarters> = (0..self.rounds)
            .map(|r| self.players[i].round(r))
            .filter(|r| matches!(r.over_the_board(), Some((o, _, _)) if o == other))
            .map(|r| r.points())
            .collect();
        (!scores.is_empty()).then(|| scores.iter().sum::<Quarters>() / scores.len() as Quarters)
    }

    /// What player `i` scored against the others of `group` over the
    /// board (the separate standings of 6.1).
    pub fn direct_points(&self, i: usize, group: &[usize]) -> Quarters {
        group
            .iter()
            .filter(|&&b| b != i)
            .filter_map(|&b| self.against(i, b))
            .sum()
    }

    /// Direct encounter (6.2, 6.3): `group` split into ordered parts, each
    /// still tied among itself.
    pub fn direct_encounter(&self, group: &[usize]) -> Vec<Vec<usize>> {
        if group.len() < 2 {
            return vec![group.to_vec()];
        }
        let everyone_met = group.iter().all(|&a| {
            group
                .iter()
                .all(|&b| a == b || self.against(a, b).is_some())
        });
        let mini = |a: usize, members: &[usize]| self.direct_points(a, members);
        if everyone_met {
            let mut values: Vec<(Quarters, usize)> =
                group.iter().map(|&a| (mini(a, group), a)).collect();
            values.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
            let parts = split_by(&values);
            if parts.len() == 1 {
                return parts;
            }
            // Each sub-tie is resolved by direct encounter among itself.
            return parts
                .into_iter()
                .flat_map(|part| self.direct_encounter(&part))
                .collect();
        }
        // 6.3: place whoever is first whatever the missing games' results.
        let most = |a: usize, members: &[usize]| -> Quarters {
            members
                .iter()
                .filter(|&&b| b != a)
                .map(|&b| self.against(a, b).unwrap_or(WIN))
                .sum()
        };
        let mut rest = group.to_vec();
        let mut placed = Vec::new();
        while rest.len() > 1 {
            let first = rest.iter().copied().find(|&a| {
                let least = mini(a, &rest);
                rest.iter().all(|&b| b == a || least > most(b, &rest))
            });
            match first {
                Some(a) => {
                    placed.push(vec![a]);
                    rest.retain(|&b| b != a);
                }
                None => break,
            }
        }
        if placed.is_empty() {
            return vec![group.to_vec()];
        }
        let tail = if rest.len() > 1 {
            self.direct_encounter(&rest)
        } else {
            vec![rest]
        };
        placed.into_iter().chain(tail).collect()
    }
}

/// Splits values sorted best first into the runs of equal values.
pub fn split_by<K: PartialEq + Copy>(values: &[(K, usize)]) -> Vec<Vec<usize>> {
    let mut parts: Vec<Vec<usize>> = Vec::new();
    let mut last = None;
    for &(v, i) in values {
        if last == Some(v) {
            parts.last_mut().expect("a part").push(i);
        } else {
            parts.push(vec![i]);
            last = Some(v);
        }
    }
    parts
}

/// Cuts `t`'s low values from the front of `values` and its high ones from
/// the back (values with no unplayed-round rule: progressive scores in
/// round order, ratings sorted).
fn trim<T>(values: &mut Vec<T>, t: TieBreak) {
    let low = usize::from(t.cut_low).min(values.len());
    values.drain(..low);
    let high = usize::from(t.cut_high).min(values.len());
    values.truncate(values.len() - high);
}

/// Cuts `low` least significant values, then `high` most significant ones
/// (14.1–14.4). A low cut takes a voluntary unplayed round's element first,
/// unless its contribution is below the least significant value (16.5).
fn cut(mut elements: Vec<Element>, low: u8, high: u8, sb: bool) -> Vec<Element> {
    let key = |e: &Element| {
        if sb {
            (e.value, e.contribution)
        } else {
            (e.value, 0)
        }
    };
    for _ in 0..low {
        let Some(lsv) = (0..elements.len()).min_by_key(|&k| key(&elements[k])) else {
            break;
        };
        let vur = (0..elements.len())
            .filter(|&k| elements[k].voluntary)
            .min_by_key(|&k| elements[k].contribution);
        let at = match vur {
            Some(v) if elements[v].contribution >= elements[lsv].contribution => v,
            _ => lsv,
        };
        elements.remove(at);
    }
    for _ in 0..high {
        let Some(msv) = (0..elements.len()).max_by_key(|&k| key(&elements[k])) else {
            break;
        };
        elements.remove(msv);
    }
    elements
}
