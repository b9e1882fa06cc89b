//! The next round of a tournament given as a FIDE report file: which round
//! it is, who is absent from it (a bye already entered in its column), the
//! initial colour (`XXC white1` / `XXC black1`), forbidden pairs (`XXP`
//! lines of start numbers, each pair of them kept apart), then the pairing
//! written as the pairing programs write it.

use shakmaty::Color;

use super::{Entrant, NoPairing, Pairing, Rules, accelerate, entrants, kept_apart, pair};
use crate::results::{Bye, Round};
use crate::trf::{self, Tournament};

/// What to pair beyond the file's own lines.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Baku acceleration.
    pub baku: bool,
    /// The initial colour, if the file does not give it (White otherwise).
    pub initial: Option<Color>,
    /// The tournament's number of rounds, over the file's `142`/`XXR`.
    pub rounds: Option<usize>,
}

/// A report file's next round, paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NextRound {
    /// The round paired (from 1).
    pub round: usize,
    /// The pairing.
    pub pairing: Pairing,
    /// Players not paired (a bye entered beforehand), by start number.
    pub absent: Vec<u32>,
}

/// Why a file's next round could not be paired.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PairError {
    /// The file is damaged.
    #[error("{0}")]
    File(#[from] trf::TrfError),
    /// The rules leave no pairing.
    #[error("{0}")]
    Rules(#[from] NoPairing),
    /// Every declared round is paired already.
    #[error("all {0} rounds are paired")]
    Finished(usize),
}

/// The round to pair: the one after the last with a game, a forfeit or a
/// pairing-allocated bye (from 0).
pub fn round_to_pair(t: &Tournament) -> usize {
    t.players
        .iter()
        .filter_map(|p| {
            p.rounds.iter().rposition(|r| {
                matches!(
                    r,
                    Round::Played { .. } | Round::Forfeit { .. } | Round::Bye(Bye::Pairing)
                )
            })
        })
        .max()
        .map_or(0, |r| r + 1)
}

/// The entrants and rules for a file's next round.
fn prepare(
    text: &str,
    t: &Tournament,
    options: &Options,
) -> (usize, Vec<Entrant>, Rules, Vec<u32>) {
    let round = round_to_pair(t);
    let total = options.rounds.unwrap_or(t.rounds);
    // A bye already entered in the round's column (`0000 - H`, `Z`, `F`):
    // read from the text, as the reader drops trailing unpaired rounds.
    let absent: Vec<u32> = text
        .lines()
        .filter(|l| l.starts_with("001"))
        .filter_map(|l| {
            let chars: Vec<char> = l.chars().collect();
            let field = |from: usize, to: usize| -> String {
                chars
                    .get(from..to.min(chars.len()))
                    .map_or(String::new(), |c| c.iter().collect())
            };
            let block = field(91 + 10 * round, 101 + 10 * round);
            let number = field(4, 8).trim().parse::<u32>().ok()?;
            (block.trim_start().starts_with("0000") && !block.trim().ends_with('U'))
                .then_some(number)
        })
        .collect();
    let mut players = t.players.clone();
    players.sort_by_key(|p| p.start_no);
    let mut list = entrants(&players, round, &absent);
    if options.baku {
        accelerate(&mut list, round, total);
    }
    let mut initial = options.initial.unwrap_or(Color::White);
    let mut forbidden = Vec::new();
    for line in text.lines() {
        let line = line.trim_end();
        if let Some(rest) = line.strip_prefix("XXC") {
            let rest = rest.trim().to_ascii_lowercase();
            if rest.starts_with("black") {
                initial = Color::Black;
            } else if rest.starts_with("white") {
                initial = Color::White;
            }
        } else if let Some(rest) = line.strip_prefix("XXP") {
            let numbers: Vec<u32> = rest
                .split_whitespace()
                .filter_map(|n| n.parse().ok())
                .collect();
            forbidden.extend(kept_apart(&numbers));
        }
    }
    let rules = Rules {
        last_round: total > 0 && round + 1 == total,
        rounds_played: round,
        initial,
        forbidden,
    };
    (round, list, rules, absent)
}

/// Pairs a report file's next round.
pub fn next_round(text: &str, options: &Options) -> Result<NextRound, PairError> {
    let t = trf::parse(text)?;
    let (round, list, rules, absent) = prepare(text, &t, options);
    let total = options.rounds.unwrap_or(t.rounds);
    if total > 0 && round >= total {
        return Err(PairError::Finished(total));
    }
    let pairing = pair(&list, &rules)?;
    Ok(NextRound {
        round: round + 1,
        pairing,
        absent,
    })
}

impl NextRound {
    /// As the pairing programs print it: the number of boards, then one
    /// `White Black` line a board, the bye as `N 0`.
    pub fn text(&self) -> String {
        let p = &self.pairing;
        let mut out = format!("{}\n", p.boards.len() + usize::from(p.bye.is_some()));
        for (w, b) in &p.boards {
            out.push_str(&format!("{w} {b}\n"));
        }
        if let Some(b) = p.bye {
            out.push_str(&format!("{b} 0\n"));
        }
        out
    }

    /// The report file `text` with this round's pairing added in its
    /// column (results blank, the bye as `U`).
    pub fn trf(&self, text: &str) -> String {
        let r = self.round - 1;
        let mut out = String::new();
        for line in text.lines() {
            let line = line.trim_end_matches('\r');
            let number = line
                .strip_prefix("001")
                .and_then(|rest| rest.get(..5))
                .and_then(|n| n.trim().parse::<u32>().ok());
            let block = number.and_then(|n| {
                if self.pairing.bye == Some(n) {
                    return Some("0000 - U".to_string());
                }
                self.pairing.boards.iter().find_map(|&(w, b)| {
                    if w == n {
                        Some(format!("{b:>4} w"))
                    } else if b == n {
                        Some(format!("{w:>4} b"))
                    } else {
                        None
                    }
                })
            });
            match block {
                Some(block) => {
                    let width = 91 + 10 * r;
                    let mut l: String = line.chars().take(width).collect();
                    while l.chars().count() < width {
                        l.push(' ');
                    }
                    l.push_str(&block);
                    out.push_str(l.trim_end());
                }
                None => out.push_str(line),
            }
            out.push('\n');
        }
        out
    }

    /// As JSON: round, boards (white, black) and bye.
    pub fn json(&self) -> String {
        let boards: Vec<String> = self
            .pairing
            .boards
            .iter()
            .enumerate()
            .map(|(i, (w, b))| format!("{{\"board\":{},\"white\":{w},\"black\":{b}}}", i + 1))
            .collect();
        format!(
            "{{\"round\":{},\"boards\":[{}],\"bye\":{},\"absent\":{:?}}}\n",
            self.round,
            boards.join(","),
            self.pairing
                .bye
                .map_or("null".to_string(), |b| b.to_string()),
            self.absent
        )
    }
}
