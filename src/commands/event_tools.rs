//! The command line's tournament tools: round-robin schedules, standings
//! and tie-breaks, the FIDE report file. The rules are the core's
//! (`megxadrez_core::tournament`); this is their text at the edge.

use crate::core::tr;
use std::path::Path;

use crate::core::pairing::berger::{self, Pairing};
use crate::core::pairing::standings::{decimal, standings as rank};
use crate::core::pairing::tiebreak::{Rules, TieBreak};
use crate::core::pairing::{dutch, trf};
use crate::core::pairing_words::Worded;

/// The tools' language: the product's default (no config is read).
/// The tools' language: the terminal's (`LANG`), Spanish by default.
fn language() -> crate::core::config::Language {
    crate::i18n::environment_language()
}

/// How `megxadrez schedule` prints the rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ScheduleFormat {
    /// `{"rounds": [[[white, black], ...], ...]}`, entrants from 1, `null`
    /// for the one who sits out.
    Json,
    /// One line a round: `Ronda 1: 1-4 2-3`.
    Text,
}

/// Why a schedule cannot be made.
#[derive(Debug, thiserror::Error)]
pub enum ScheduleError {
    /// Too few or too many entrants.
    #[error("--entrants {0}: a round robin takes 2 to 100 entrants")]
    Entrants(u32),
}

impl ScheduleError {
    /// The error in `l`.
    pub fn text(&self, l: crate::core::config::Language) -> String {
        let ScheduleError::Entrants(n) = self;
        tr!(l, "tournament-entrants-n-round-robin-takes", n = n)
    }
}

impl StandingsError {
    /// The error in `l`.
    pub fn text(&self, l: crate::core::config::Language) -> String {
        match self {
            StandingsError::Read { path, reason } => crate::i18n::cannot_read(l, path, reason),
            StandingsError::Trf { path, error } => {
                format!(
                    "{path}:{}:{}: {}",
                    error.line,
                    error.column,
                    error.fault.text(l)
                )
            }
            StandingsError::TieBreak(e) => format!("--tiebreaks: {}", e.text(l)),
        }
    }
}

/// The Berger rounds for `entrants`, single or double, as text.
pub fn schedule(
    entrants: u32,
    double: bool,
    format: ScheduleFormat,
) -> Result<String, ScheduleError> {
    if !(2..=100).contains(&entrants) {
        return Err(ScheduleError::Entrants(entrants));
    }
    let rounds = if double {
        berger::double(entrants)
    } else {
        berger::single(entrants)
    };
    Ok(match format {
        ScheduleFormat::Json => {
            let json = serde_json::json!({ "rounds": rounds });
            format!("{json}\n")
        }
        ScheduleFormat::Text => rounds
            .iter()
            .enumerate()
            .map(|(i, round)| {
                let word = tr!(language(), "tournament-round");
                format!("{word} {}: {}\n", i + 1, line(round))
            })
            .collect(),
    })
}

fn line(round: &[Pairing]) -> String {
    round
        .iter()
        .map(|(w, b)| match b {
            Some(b) => format!("{w}-{b}"),
            None => format!("{w} {}", tr!(language(), "tournament-sits-out")),
        })
        .collect::<Vec<_>>()
        .join("  ")
}

/// How `megxadrez standings` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum StandingsFormat {
    /// Tab-separated: `Rank StartNo Name PTS` and one column per tie-break.
    Tsv,
    /// An array of objects with the same keys.
    Json,
}

/// Which text of the tie-break regulations `--rules` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RulesText {
    /// Applied from 1 August 2024.
    #[value(name = "2024")]
    Y2024,
    /// Applied from 1 March 2026.
    #[value(name = "2026")]
    Y2026,
}

/// The tie-breaks the product uses when none are given: seed 004's list.
pub const DEFAULT_TIEBREAKS: &str = "BH-C1,BH,SB,PS,DE";

/// Why standings cannot be made.
#[derive(Debug, thiserror::Error)]
pub enum StandingsError {
    /// The file cannot be read.
    #[error("cannot read {path}: {reason}")]
    Read {
        /// The file.
        path: String,
        /// What the system said.
        reason: std::io::Error,
    },
    /// A damaged line.
    #[error("{path}:{line}:{column}: {fault}", line = .error.line, column = .error.column, fault = .error.fault)]
    Trf {
        /// The file.
        path: String,
        /// What is wrong.
        error: trf::TrfError,
    },
    /// A tie-break code that does not read.
    #[error("--tiebreaks: {0}")]
    TieBreak(crate::core::pairing::tiebreak::UnknownTieBreak),
}

impl RulesText {
    /// The text named.
    fn rules(self) -> Rules {
        match self {
            RulesText::Y2024 => Rules::Fide2024,
            RulesText::Y2026 => Rules::Fide2026,
        }
    }
}

/// The text an event run by the product uses: the one given, else its
/// config's, else the one in force today.
fn event_rules(config: &crate::core::config::EventConfig, given: Option<RulesText>) -> Rules {
    given.map(RulesText::rules).unwrap_or_else(|| {
        config
            .tournament
            .rules_on(Some(&crate::store::files::today()))
    })
}

/// The codes of a `--tiebreaks` list, in order, and the tie-breaks they
/// name.
fn parse_list(text: &str) -> Result<(Vec<&str>, Vec<TieBreak>), StandingsError> {
    let codes: Vec<&str> = text
        .split(',')
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .collect();
    let list = codes
        .iter()
        .map(|c| c.parse::<TieBreak>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(StandingsError::TieBreak)?;
    Ok((codes, list))
}

/// The standings' rows; lots are drawn from a fixed seed, so that the same
/// results always rank the same.
fn ranked(
    players: &[crate::core::pairing::results::Player],
    rounds: usize,
    rules: Rules,
    list: &[TieBreak],
) -> Vec<crate::core::pairing::standings::Row> {
    rank(players, rounds, rules, list, &mut crate::live::fixed_lots())
}

/// Reads a report file.
pub fn read_trf(path: &Path) -> Result<trf::Tournament, StandingsError> {
    let text = read_trf_text(path)?;
    trf::parse(&text).map_err(|error| StandingsError::Trf {
        path: path.display().to_string(),
        error,
    })
}

/// A report file's text (Vega and Swiss-Manager write Latin-1 as often as
/// UTF-8).
fn read_trf_text(path: &Path) -> Result<String, StandingsError> {
    let bytes = std::fs::read(path).map_err(|reason| StandingsError::Read {
        path: path.display().to_string(),
        reason,
    })?;
    Ok(match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    })
}

/// How `megxadrez pair` prints the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PairFormat {
    /// The number of lines, then `White Black` a board, the bye `N 0`.
    Text,
    /// `{"round", "boards": [{"board", "white", "black"}], "bye", "absent"}`.
    Json,
    /// The report file with the new round's pairings in its column.
    Trf,
}

/// The colour of board 1's top player in round 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum InitialColour {
    /// White.
    White,
    /// Black.
    Black,
}

/// Why `megxadrez pair` printed no round.
#[derive(Debug)]
pub enum PairFailure {
    /// The file cannot be read or is damaged.
    File(StandingsError),
    /// The file reads, and the rules leave no pairing.
    Pairing {
        /// The file.
        path: String,
        /// Why.
        error: dutch::report::PairError,
    },
}

impl PairFailure {
    /// The message in `l`.
    pub fn text(&self, l: crate::core::config::Language) -> String {
        match self {
            PairFailure::File(e) => e.text(l),
            PairFailure::Pairing { path, error } => format!("{path}: {}", error.text(l)),
        }
    }

    /// 1 when no legal pairing exists, 2 for a file that cannot be used.
    pub fn exit_code(&self) -> u8 {
        match self {
            PairFailure::Pairing {
                error: dutch::report::PairError::Rules(_),
                ..
            } => 1,
            _ => 2,
        }
    }
}

/// `megxadrez pair --trf FILE`: the next round by the Dutch system.
pub fn pair(
    path: &Path,
    format: PairFormat,
    baku: bool,
    initial: Option<InitialColour>,
    rounds: Option<usize>,
) -> Result<String, PairFailure> {
    let text = read_trf_text(path).map_err(PairFailure::File)?;
    let options = dutch::report::Options {
        baku,
        initial: initial.map(|c| match c {
            InitialColour::White => shakmaty::Color::White,
            InitialColour::Black => shakmaty::Color::Black,
        }),
        rounds,
    };
    let next = dutch::report::next_round(&text, &options).map_err(|error| match error {
        dutch::report::PairError::File(error) => PairFailure::File(StandingsError::Trf {
            path: path.display().to_string(),
            error,
        }),
        error => PairFailure::Pairing {
            path: path.display().to_string(),
            error,
        },
    })?;
    Ok(match format {
        PairFormat::Text => next.text(),
        PairFormat::Json => next.json(),
        PairFormat::Trf => next.trf(&text),
    })
}

/// `megxadrez standings --trf FILE`: the standings as TSV or JSON.
pub fn standings_of_trf(
    path: &Path,
    rules: Option<RulesText>,
    tiebreaks: &str,
    format: StandingsFormat,
) -> Result<String, StandingsError> {
    let (codes, list) = parse_list(tiebreaks)?;
    let t = read_trf(path)?;
    let rules = rules.map_or_else(
        || Rules::in_force_on(t.start_date.as_deref()),
        RulesText::rules,
    );
    Ok(table(
        &t.players, t.rounds, rules, &list, &codes, format, None,
    ))
}

/// The standings as text: `codes` name the columns of `list`.
fn table(
    players: &[crate::core::pairing::results::Player],
    rounds: usize,
    rules: Rules,
    list: &[TieBreak],
    codes: &[&str],
    format: StandingsFormat,
    settle: Option<(
        &crate::core::config::EventConfig,
        &crate::core::event::Event,
    )>,
) -> String {
    let rows = ranked(players, rounds, rules, list);
    let rows = match settle {
        Some((config, event)) => {
            crate::core::tournament::table::settle_rows(rows, event, config.playoff.armageddon)
        }
        None => rows,
    };
    let value = |v: &Option<i64>| v.map_or(String::new(), decimal);
    match format {
        StandingsFormat::Tsv => {
            let mut out = ["Rank", "StartNo", "Name", "PTS"]
                .iter()
                .copied()
                .chain(codes.iter().copied())
                .collect::<Vec<_>>()
                .join("\t");
            out.push('\n');
            for r in &rows {
                let mut cells = vec![
                    r.rank.to_string(),
                    r.start_no.to_string(),
                    r.name.clone(),
                    decimal(r.points),
                ];
                cells.extend(r.values.iter().map(value));
                out.push_str(&cells.join("\t"));
                out.push('\n');
            }
            out
        }
        StandingsFormat::Json => {
            let rows: Vec<serde_json::Value> = rows
                .iter()
                .map(|r| {
                    let mut o = serde_json::Map::new();
                    o.insert("Rank".into(), r.rank.into());
                    o.insert("StartNo".into(), r.start_no.into());
                    o.insert("Name".into(), r.name.clone().into());
                    o.insert("PTS".into(), number(r.points));
                    for (code, v) in codes.iter().zip(&r.values) {
                        o.insert((*code).into(), v.map_or(serde_json::Value::Null, number));
                    }
                    serde_json::Value::Object(o)
                })
                .collect();
            format!("{}\n", serde_json::Value::Array(rows))
        }
    }
}

/// `megxadrez standings --config FILE --journal DIR`: the event's standings
/// after the rounds paired so far, with its own tie-breaks unless given.
pub fn standings_of_event(
    config: &crate::core::config::EventConfig,
    event: &crate::core::event::Event,
    rules: Option<RulesText>,
    tiebreaks: Option<&str>,
    format: StandingsFormat,
    earlier: Option<&std::collections::HashMap<String, crate::core::points::Points>>,
) -> Result<String, StandingsError> {
    let own_rules =
        config.event.format == crate::core::config::Format::TeamRotation || event.team_boards() > 0;
    // A school final phase once decided: its classification, 1st to 8th.
    if own_rules
        && tiebreaks.is_none()
        && let Some(table) = crate::core::tournament::table::final_classification(config, event)
    {
        return Ok(own_table(&table, format));
    }
    if own_rules && tiebreaks.is_none() {
        let table = crate::core::tournament::table::event_table(
            config,
            event,
            event_rules(config, rules),
            earlier,
            &mut crate::live::fixed_lots(),
        );
        return Ok(own_table(&table, format));
    }
    let own: Vec<String> = config
        .tournament
        .tiebreaks
        .iter()
        .map(ToString::to_string)
        .collect();
    let (codes, list) = match tiebreaks {
        Some(text) => parse_list(text)?,
        None => (
            own.iter().map(String::as_str).collect(),
            config.tournament.tiebreaks.clone(),
        ),
    };
    Ok(table(
        &event.players(),
        event.rounds_started(),
        event_rules(config, rules),
        &list,
        &codes,
        format,
        Some((config, event)),
    ))
}

/// Quarters as a JSON number (whole when it is whole).
fn number(q: i64) -> serde_json::Value {
    if q % 4 == 0 {
        (q / 4).into()
    } else {
        serde_json::json!(q as f64 / 4.0)
    }
}

/// `megxadrez trf import FILE`: what the file holds, a line a player.
pub fn describe_trf(path: &Path) -> Result<String, StandingsError> {
    let t = read_trf(path)?;
    let l = language();
    let name = if t.name.is_empty() {
        tr!(l, "tournament-no-name").to_owned()
    } else {
        t.name.clone()
    };
    let (players, rounds) = (t.players.len(), t.rounds);
    let mut out = match t.start_date.as_deref() {
        Some(date) => tr!(
            l,
            "tournament-name-players-players-rounds-rounds",
            name = name,
            players = players,
            rounds = rounds,
            date = date
        ),
        None => tr!(
            l,
            "tournament-name-players-players-rounds-rounds-2",
            name = name,
            players = players,
            rounds = rounds
        ),
    };
    for (p, written) in t.players.iter().zip(&t.written_points) {
        let score = p.score(t.rounds);
        let check = match written {
            Some(w) if *w != score => {
                let written = decimal(*w);
                tr!(l, "tournament-file-says-written", written = written)
            }
            _ => String::new(),
        };
        out.push_str(&format!(
            "{:>4} {:<33} {:>4} {:>5}{check}\n",
            p.start_no,
            p.name,
            p.rating.map_or(String::new(), |r| r.to_string()),
            decimal(score)
        ));
    }
    Ok(out)
}

/// The event's own table as the core makes it (the children's league's
/// points and ties, a school event's game and match points, with `ACC`
/// after earlier phases): `Rank StartNo Name PTS` and its columns; in JSON
/// every number as a decimal. Entrants left tied share the place.
fn own_table(table: &crate::core::tournament::table::Table, format: StandingsFormat) -> String {
    match format {
        StandingsFormat::Tsv => {
            let mut out = ["Rank", "StartNo", "Name", "PTS"]
                .into_iter()
                .chain(table.columns.iter().map(String::as_str))
                .collect::<Vec<_>>()
                .join("\t");
            out.push('\n');
            for r in &table.rows {
                let mut cells = vec![
                    r.rank.to_string(),
                    r.start_no.to_string(),
                    r.name.clone(),
                    r.points.clone(),
                ];
                cells.extend(r.values.iter().cloned());
                out.push_str(&cells.join("\t"));
                out.push('\n');
            }
            out
        }
        StandingsFormat::Json => {
            let decimal = |text: &str| {
                text.parse::<f64>()
                    .map_or(serde_json::Value::Null, Into::into)
            };
            let rows: Vec<serde_json::Value> = table
                .rows
                .iter()
                .map(|r| {
                    let mut o = serde_json::Map::new();
                    o.insert("Rank".into(), r.rank.into());
                    o.insert("StartNo".into(), r.start_no.into());
                    o.insert("Name".into(), r.name.clone().into());
                    o.insert("PTS".into(), decimal(&r.points));
                    for (code, v) in table.columns.iter().zip(&r.values) {
                        o.insert(code.clone(), decimal(v));
                    }
                    serde_json::Value::Object(o)
                })
                .collect();
            format!("{}\n", serde_json::Value::Array(rows))
        }
    }
}
