//! The FIDE Tournament Report File (TRF16, whose player lines TRF-2026
//! keeps): read from its text, so that pairings and results made by Vega or
//! Swiss-Manager load. A damaged line is refused with its number, the column
//! and what is wrong.
//!
//! A player line (`001`) holds, by column (from 1): the start number
//! (5–8), the name (15–47), the rating (49–52), the points (81–84), then
//! one block of ten columns a round from column 92: the opponent's start
//! number (4), the colour (`w`, `b`, `-`) two columns on, the result code
//! two columns further (`1 = 0`, `+ -` forfeits, `W D L` games of less
//! than one move, `H F U Z` byes, blank not paired).

use shakmaty::Color;

use crate::results::{Bye, Pairing, Player, Quarters, Round, Score};

/// A tournament as a report file gives it.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    /// The tournament's name (`012`).
    pub name: String,
    /// Its start date as written (`042`, `YYYY/MM/DD`), if any.
    pub start_date: Option<String>,
    /// The number of rounds: the one declared (`142` or `XXR`), or the
    /// most rounds any player line holds.
    pub rounds: usize,
    /// The players, by start number.
    pub players: Vec<Player>,
    /// The points each player line writes (columns 81–84), by start
    /// number, to check against the results.
    pub written_points: Vec<Option<Quarters>>,
    /// Games paired and not yet played (a blank result code), each seen
    /// from White: (round from 1, White, Black). In `players` such a round
    /// reads as not paired.
    pub pending: Vec<Pairing>,
}

/// A line of a report file that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {fault}")]
pub struct TrfError {
    /// The line (from 1).
    pub line: usize,
    /// The column (from 1).
    pub column: usize,
    /// What is wrong.
    pub fault: TrfFault,
}

/// What is wrong on a line of a report file (rounds from 1; the texts are
/// the field as written).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TrfFault {
    /// A start number given to two player lines.
    #[error("start number {start} is already used on line {earlier}")]
    StartNumberTwice {
        /// The start number.
        start: u32,
        /// The line that has it first.
        earlier: usize,
    },
    /// The declared number of rounds does not read.
    #[error("{0:?} is not a number of rounds")]
    Rounds(String),
    /// No player line at all.
    #[error("no player lines (001): not a tournament report file")]
    NoPlayers,
    /// An opponent with no player line.
    #[error("round {round}: opponent {opponent} has no player line")]
    UnknownOpponent {
        /// The round.
        round: usize,
        /// The opponent's start number.
        opponent: u32,
    },
    /// The start number does not read.
    #[error("{0:?} is not a start number (columns 5-8)")]
    StartNumber(String),
    /// The rating does not read.
    #[error("{0:?} is not a rating (columns 49-52)")]
    Rating(String),
    /// The points do not read.
    #[error("{0:?} is not a score (columns 81-84)")]
    Points(String),
    /// A round's opponent does not read.
    #[error("round {round}: {text:?} is not an opponent's start number")]
    Opponent {
        /// The round.
        round: usize,
        /// The field.
        text: String,
    },
    /// A round's colour is not `w`, `b` or `-`.
    #[error("round {round}: colour {code:?}: write w, b or -")]
    Colour {
        /// The round.
        round: usize,
        /// The colour written.
        code: char,
    },
    /// A result that needs an opponent, with none.
    #[error("round {round}: result {code:?} needs an opponent")]
    NeedsOpponent {
        /// The round.
        round: usize,
        /// The result code.
        code: char,
    },
    /// A player paired against themself.
    #[error("round {round}: a player cannot meet themself")]
    Themself {
        /// The round.
        round: usize,
    },
    /// A game with no colour.
    #[error("round {round}: a game needs its colour, w or b")]
    NoColour {
        /// The round.
        round: usize,
    },
    /// A result code that is not one of the file's.
    #[error(
        "round {round}: result {code:?}: write 1, =, 0, +, -, W, D, L (H, F, U, Z for byes, with opponent 0000)"
    )]
    Result {
        /// The round.
        round: usize,
        /// The result code.
        code: char,
    },
}

impl Tournament {
    /// The player with start number `n`.
    pub fn player(&self, n: u32) -> Option<&Player> {
        self.players.iter().find(|p| p.start_no == n)
    }
}

/// Reads a report file's text.
pub fn parse(text: &str) -> Result<Tournament, TrfError> {
    let mut name = String::new();
    let mut start_date = None;
    let mut declared_rounds = None;
    let mut players: Vec<(usize, Player, Option<Quarters>)> = Vec::new();
    let mut pending = Vec::new();
    // Each start number's line, to find one given twice or an opponent
    // not in the file.
    let mut lines_of: std::collections::HashMap<u32, usize> = Default::default();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let raw = raw.trim_end_matches('\r');
        let chars: Vec<char> = raw.trim_start_matches('\u{feff}').chars().collect();
        let field = |from: usize, to: usize| -> String {
            chars
                .get(from - 1..to.min(chars.len()))
                .map(|c| c.iter().collect::<String>())
                .unwrap_or_default()
                .trim()
                .to_owned()
        };
        let code: String = chars.iter().take(3).collect();
        match code.as_str() {
            "001" => {
                let (player, points, waiting) = player_line(line, &chars, &field)?;
                pending.extend(waiting);
                if let Some(&earlier) = lines_of.get(&player.start_no) {
                    return Err(TrfError {
                        line,
                        column: 5,
                        fault: TrfFault::StartNumberTwice {
                            start: player.start_no,
                            earlier,
                        },
                    });
                }
                lines_of.insert(player.start_no, line);
                players.push((line, player, points));
            }
            "012" => name = field(5, chars.len()),
            "042" => start_date = Some(field(5, chars.len())).filter(|d| !d.is_empty()),
            "142" | "XXR" => {
                let n = field(5, chars.len());
                declared_rounds = Some(n.parse::<usize>().map_err(|_| TrfError {
                    line,
                    column: 5,
                    fault: TrfFault::Rounds(n.clone()),
                })?);
            }
            _ => {}
        }
    }
    if players.is_empty() {
        return Err(TrfError {
            line: 1,
            column: 1,
            fault: TrfFault::NoPlayers,
        });
    }
    // Every opponent must be a player of the file.
    for (line, player, _) in &players {
        for (r, round) in player.rounds.iter().enumerate() {
            let opponent = match round {
                Round::Played { opponent, .. } | Round::Forfeit { opponent, .. } => *opponent,
                Round::Bye(_) => continue,
            };
            if !lines_of.contains_key(&opponent) {
                return Err(TrfError {
                    line: *line,
                    column: 92 + 10 * r,
                    fault: TrfFault::UnknownOpponent {
                        round: r + 1,
                        opponent,
                    },
                });
            }
        }
    }
    // The rounds recorded: up to the last with a game, a forfeit or a
    // pairing-allocated bye; a column holding only byes entered ahead is
    // the next round's, not yet paired.
    let recorded = players
        .iter()
        .filter_map(|(_, p, _)| {
            p.rounds
                .iter()
                .rposition(|r| !matches!(r, Round::Bye(b) if *b != Bye::Pairing))
        })
        .max()
        .map_or(0, |r| r + 1);
    players.sort_by_key(|(_, p, _)| p.start_no);
    Ok(Tournament {
        name,
        start_date,
        rounds: declared_rounds.unwrap_or(0).max(recorded),
        written_points: players.iter().map(|(_, _, w)| *w).collect(),
        players: players.into_iter().map(|(_, p, _)| p).collect(),
        pending,
    })
}

fn player_line(
    line: usize,
    chars: &[char],
    field: &dyn Fn(usize, usize) -> String,
) -> Result<(Player, Option<Quarters>, Vec<Pairing>), TrfError> {
    let mut pending = Vec::new();
    let err = |column: usize, fault: TrfFault| TrfError {
        line,
        column,
        fault,
    };
    let start = field(5, 8);
    let start_no: u32 = start
        .parse()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| err(5, TrfFault::StartNumber(start.clone())))?;
    let name = field(15, 47);
    let rating = field(49, 52);
    let rating = if rating.is_empty() || rating == "0" {
        None
    } else {
        Some(
            rating
                .parse::<u16>()
                .map_err(|_| err(49, TrfFault::Rating(rating.clone())))?,
        )
    };
    let points = field(81, 84);
    let points = if points.is_empty() {
        None
    } else {
        Some(
            points
                .parse::<f64>()
                .ok()
                .filter(|p| p.is_finite() && *p >= 0.0 && (p * 4.0).fract() == 0.0)
                .map(|p| (p * 4.0) as Quarters)
                .ok_or_else(|| err(81, TrfFault::Points(points.clone())))?,
        )
    };
    let mut rounds = Vec::new();
    let mut at = 91; // 0-based index of round 1's block
    while at < chars.len() {
        if chars[at..(at + 10).min(chars.len())]
            .iter()
            .all(|c| c.is_whitespace())
        {
            rounds.push(Round::Bye(Bye::Zero));
            at += 10;
            continue;
        }
        let r = rounds.len() + 1;
        let get = |k: usize| chars.get(at + k).copied().unwrap_or(' ');
        let opponent: String = (0..4).map(get).collect();
        let opponent = opponent.trim();
        let opponent: u32 = if opponent.is_empty() {
            0
        } else {
            opponent.parse().map_err(|_| {
                err(
                    at + 1,
                    TrfFault::Opponent {
                        round: r,
                        text: opponent.to_owned(),
                    },
                )
            })?
        };
        let colour = match get(5) {
            'w' | 'W' => Some(Color::White),
            'b' | 'B' => Some(Color::Black),
            '-' | ' ' => None,
            c => {
                return Err(err(at + 6, TrfFault::Colour { round: r, code: c }));
            }
        };
        let code = get(7).to_ascii_uppercase();
        let round = if opponent == 0 {
            match code {
                'H' => Round::Bye(Bye::Half),
                'F' | '+' => Round::Bye(Bye::Full),
                'U' => Round::Bye(Bye::Pairing),
                'Z' | ' ' | '-' | '0' => Round::Bye(Bye::Zero),
                c => {
                    return Err(err(at + 8, TrfFault::NeedsOpponent { round: r, code: c }));
                }
            }
        } else if opponent == start_no {
            return Err(err(at + 1, TrfFault::Themself { round: r }));
        } else {
            let played = |score, rated| {
                colour
                    .map(|colour| Round::Played {
                        opponent,
                        colour,
                        score,
                        rated,
                    })
                    .ok_or_else(|| err(at + 6, TrfFault::NoColour { round: r }))
            };
            match code {
                // Paired, not yet played: read as not paired, kept aside.
                ' ' if colour.is_some() => {
                    if colour == Some(Color::White) {
                        pending.push(Pairing::new(r as u32, start_no, opponent));
                    }
                    Round::Bye(Bye::Zero)
                }
                '1' => played(Score::Win, true)?,
                '=' => played(Score::Draw, true)?,
                '0' => played(Score::Loss, true)?,
                'W' => played(Score::Win, false)?,
                'D' => played(Score::Draw, false)?,
                'L' => played(Score::Loss, false)?,
                '+' => Round::Forfeit {
                    opponent,
                    colour,
                    won: true,
                },
                '-' => Round::Forfeit {
                    opponent,
                    colour,
                    won: false,
                },
                c => {
                    return Err(err(at + 8, TrfFault::Result { round: r, code: c }));
                }
            }
        };
        rounds.push(round);
        at += 10;
    }
    // Trailing rounds not paired say nothing.
    while rounds.last() == Some(&Round::Bye(Bye::Zero)) {
        rounds.pop();
    }
    Ok((
        Player {
            start_no,
            name,
            rating,
            rounds,
        },
        points,
        pending,
    ))
}

/// Writes a report file (TRF16 player lines, with the TRF-2026 number of
/// rounds): the header, then a line a player with its rank from `ranks`
/// (start number, place) and its rounds; the games of `pending` (round from
/// 1, White, Black) are paired and not yet played: their result blank.
/// `ahead` are byes entered for the next round before it is paired (start
/// number, bye): written in that round's column, as the pairing programs
/// read a player left out of the round they pair.
pub fn write(
    name: &str,
    start_date: Option<&str>,
    rounds: usize,
    players: &[Player],
    ranks: &[(u32, usize)],
    pending: &[Pairing],
    ahead: &[(u32, Bye)],
) -> String {
    let mut out = format!("012 {name}\n");
    if let Some(date) = start_date {
        out.push_str(&format!("042 {date}\n"));
    }
    out.push_str(&format!("062 {}\n142 {rounds}\n", players.len()));
    for p in players {
        let rank = ranks
            .iter()
            .find(|(n, _)| *n == p.start_no)
            .map_or(String::new(), |(_, r)| r.to_string());
        let score = p.score(rounds);
        let points = format!("{}.{}", score / 4, if score % 4 >= 2 { 5 } else { 0 });
        let name: String = p.name.chars().take(33).collect();
        let mut line = format!(
            "001 {:>4} {:<1}{:<3} {name:<33} {:>4} {:<3} {:>11} {:<10} {points:>4} {rank:>4}  ",
            p.start_no,
            "",
            "",
            p.rating.map_or(String::new(), |r| r.to_string()),
            "",
            "",
            "",
        );
        for r in 0..rounds {
            let waiting = pending.iter().find_map(|g| {
                (g.round as usize == r + 1 && (g.white == p.start_no || g.black == p.start_no))
                    .then_some(if g.white == p.start_no {
                        (g.black, 'w')
                    } else {
                        (g.white, 'b')
                    })
            });
            match waiting {
                Some((opponent, c)) => line.push_str(&format!("{opponent:>4} {c}   ")),
                None => line.push_str(&block(p.round(r))),
            }
        }
        if let Some(&(_, bye)) = ahead.iter().find(|(n, _)| *n == p.start_no) {
            line.push_str(&block(Round::Bye(bye)));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// One round's ten columns.
fn block(round: Round) -> String {
    let colour = |c: Option<Color>| match c {
        Some(Color::White) => 'w',
        Some(Color::Black) => 'b',
        None => '-',
    };
    let (opponent, c, code) = match round {
        Round::Played {
            opponent,
            colour: side,
            score,
            rated,
        } => (
            opponent,
            colour(Some(side)),
            match (score, rated) {
                (Score::Win, true) => '1',
                (Score::Draw, true) => '=',
                (Score::Loss, true) => '0',
                (Score::Win, false) => 'W',
                (Score::Draw, false) => 'D',
                (Score::Loss, false) => 'L',
            },
        ),
        Round::Forfeit {
            opponent,
            colour: side,
            won,
        } => (opponent, colour(side), if won { '+' } else { '-' }),
        Round::Bye(kind) => (
            0,
            '-',
            match kind {
                Bye::Pairing => 'U',
                Bye::Full => 'F',
                Bye::Half => 'H',
                Bye::Zero => 'Z',
            },
        ),
    };
    let opponent = if opponent == 0 {
        "0000".to_owned()
    } else {
        format!("{opponent:>4}")
    };
    format!("{opponent} {c} {code}  ")
}
