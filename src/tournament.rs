//! The command line's tournament tools: round-robin schedules, standings
//! and tie-breaks, the FIDE report file. The rules are the core's
//! (`megxadrez_core::tournament`); this is their text at the edge.

use std::path::Path;

use crate::core::tournament::berger::{self, Pairing};
use crate::core::tournament::standings::{decimal, standings as rank};
use crate::core::tournament::tiebreak::{Rules, TieBreak};
use crate::core::tournament::trf;

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
        l.pick(
            format!("--entrants {n}: un todos contra todos admite de 2 a 100 participantes"),
            format!("--entrants {n}: un todos contra todos admite de 2 a 100 participantes"),
            self.to_string(),
        )
    }
}

impl StandingsError {
    /// The error in `l`.
    pub fn text(&self, l: crate::core::config::Language) -> String {
        match self {
            StandingsError::Read { path, reason } => {
                let why = crate::core::config::io_reason(l, reason);
                l.pick(
                    format!("no se puede leer {path}: {why}"),
                    format!("non se pode ler {path}: {why}"),
                    format!("cannot read {path}: {why}"),
                )
            }
            StandingsError::Trf { .. } => self.to_string(),
            StandingsError::TieBreak(e) => {
                let code = &e.0;
                l.pick(
                    format!("--tiebreaks: «{code}» no es un desempate: usa BH, SB, PS, ARO (cada uno con -C1, -C2, -M1 o -M2), WIN, WON, BPG, BWG, DE o LOT"),
                    format!("--tiebreaks: «{code}» non é un desempate: usa BH, SB, PS, ARO (cada un con -C1, -C2, -M1 ou -M2), WIN, WON, BPG, BWG, DE ou LOT"),
                    self.to_string(),
                )
            }
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
                let word = crate::i18n::pick(language(), "Ronda", "Rolda", "Round");
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
            None => format!(
                "{w} {}",
                crate::i18n::pick(language(), "descansa", "descansa", "sits out")
            ),
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
    #[error("{path}:{line}:{column}: {message}", line = .error.line, column = .error.column, message = .error.message)]
    Trf {
        /// The file.
        path: String,
        /// What is wrong.
        error: trf::TrfError,
    },
    /// A tie-break code that does not read.
    #[error("--tiebreaks: {0}")]
    TieBreak(crate::core::tournament::tiebreak::UnknownTieBreak),
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
    given
        .map(RulesText::rules)
        .or(config.tournament.rules)
        .unwrap_or_else(|| Rules::in_force_on(Some(&crate::store::files::today())))
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
    players: &[crate::core::tournament::results::Player],
    rounds: usize,
    rules: Rules,
    list: &[TieBreak],
) -> Vec<crate::core::tournament::standings::Row> {
    let mut rng = fastrand::Rng::with_seed(2026);
    rank(players, rounds, rules, list, &mut |n| rng.usize(..n))
}

/// Reads a report file.
pub fn read_trf(path: &Path) -> Result<trf::Tournament, StandingsError> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|reason| StandingsError::Read {
        path: shown.clone(),
        reason,
    })?;
    // Vega and Swiss-Manager write Latin-1 as often as UTF-8.
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    };
    trf::parse_in(language(), &text).map_err(|error| StandingsError::Trf { path: shown, error })
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
    Ok(table(&t.players, t.rounds, rules, &list, &codes, format))
}

/// The standings as text: `codes` name the columns of `list`.
fn table(
    players: &[crate::core::tournament::results::Player],
    rounds: usize,
    rules: Rules,
    list: &[TieBreak],
    codes: &[&str],
    format: StandingsFormat,
) -> String {
    let rows = ranked(players, rounds, rules, list);
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
    event: &crate::core::tournament::event::Event,
    rules: Option<RulesText>,
    tiebreaks: Option<&str>,
    format: StandingsFormat,
    earlier: Option<&std::collections::HashMap<String, crate::core::points::Points>>,
) -> Result<String, StandingsError> {
    if config.event.format == crate::core::config::Format::TeamRotation && tiebreaks.is_none() {
        return Ok(league_table(config, event, format));
    }
    if event.team_boards() > 0 && tiebreaks.is_none() {
        return Ok(team_match_table(event, earlier, format));
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
    ))
}

/// `megxadrez trf export`: the event as a report file, ranked by its own
/// tie-breaks.
pub fn trf_of_event(
    config: &crate::core::config::EventConfig,
    event: &crate::core::tournament::event::Event,
) -> Result<String, StandingsError> {
    let players = event.players();
    let rounds = event.rounds_started();
    let rows = ranked(
        &players,
        rounds,
        event_rules(config, None),
        &config.tournament.tiebreaks,
    );
    let ranks: Vec<(u32, usize)> = rows.iter().map(|r| (r.start_no, r.rank)).collect();
    Ok(trf::write(
        &config.event.name,
        None,
        rounds,
        &players,
        &ranks,
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
    let mut out = format!(
        "{}: {} jugadores, {} rondas{}\n",
        if t.name.is_empty() {
            "(sin nombre)"
        } else {
            &t.name
        },
        t.players.len(),
        t.rounds,
        t.start_date
            .as_deref()
            .map(|d| format!(", desde {d}"))
            .unwrap_or_default()
    );
    for (p, written) in t.players.iter().zip(&t.written_points) {
        let score = p.score(t.rounds);
        let check = match written {
            Some(w) if *w != score => format!("  (el fichero dice {})", decimal(*w)),
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

/// `megxadrez prizes`: each age category's trophy (seed 004: under N, not
/// yet N on 1 January of `year`), to the best-ranked entrant of the
/// category without a trophy; the first `general` places count as trophies
/// unless `cumulative`.
pub fn prizes(
    config: &crate::core::config::EventConfig,
    event: &crate::core::tournament::event::Event,
    year: i32,
    limits: &[u8],
    general: usize,
    cumulative: bool,
) -> String {
    use crate::core::tournament::categories::trophies;
    let rows = ranked(
        &event.players(),
        event.rounds_started(),
        event_rules(config, None),
        &config.tournament.tiebreaks,
    );
    let ranking: Vec<u32> = rows.iter().map(|r| r.start_no).collect();
    let entrants = config.entrants();
    let born = |n: u32| -> Option<i32> {
        match entrants.get(n as usize - 1)? {
            crate::core::ids::ContenderId::Player(p) => config.roster.player(*p).born,
            crate::core::ids::ContenderId::Team(_) => None,
        }
    };
    let language = config.event.language;
    let mut out = String::new();
    for t in trophies(&ranking, &born, year, limits, general, cumulative) {
        let who = t.winner.map_or_else(
            || crate::i18n::pick(language, "(nadie)", "(ninguén)", "(nobody)").to_owned(),
            |n| {
                rows.iter()
                    .find(|r| r.start_no == n)
                    .map_or(String::new(), |r| format!("{} ({}.º)", r.name, r.rank))
            },
        );
        let word = crate::i18n::pick(language, "Sub", "Sub", "Under");
        out.push_str(&format!("{word}-{}: {who}\n", t.under));
    }
    out
}

/// The children's league (seed 000): its own points (4/2/1) and its own
/// tie rule (the direct game, a drawn one for the team that had Black);
/// teams it leaves tied share the place (a lightning play-off decides).
/// The school championship's table (seed 001): each team's game points
/// over its matches' boards (10 / 5 / 1 a game, the boards of a match still
/// being played included), then its match points (2 / 1 / 0). With the
/// earlier phases' points (by team name), an `ACC` column adds them up and
/// breaks ties on points (§9: "el que más puntos lleve acumulados"); teams
/// still level share a place (then a three-game play-off).
fn team_match_table(
    event: &crate::core::tournament::event::Event,
    earlier: Option<&std::collections::HashMap<String, crate::core::points::Points>>,
    format: StandingsFormat,
) -> String {
    use crate::core::points::Points;
    let teams = event.names().len() as u32;
    let name = |t: u32| event.names()[t as usize - 1].clone();
    let accumulated =
        |t: u32, gp: Points| earlier.map(|e| e.get(&name(t)).copied().unwrap_or(Points::ZERO) + gp);
    // (team, game points, match points, accumulated)
    let mut rows: Vec<(u32, Points, Points, Option<Points>)> = (1..=teams)
        .map(|t| {
            let gp = event.game_points(t);
            (t, gp, event.match_points(t), accumulated(t, gp))
        })
        .collect();
    let key = |r: &(u32, Points, Points, Option<Points>)| (r.1, r.3);
    rows.sort_by(|a, b| key(b).cmp(&key(a)).then(a.0.cmp(&b.0)));
    let ranks: Vec<usize> = rows
        .iter()
        .map(|r| 1 + rows.iter().filter(|o| key(o) > key(r)).count())
        .collect();
    match format {
        StandingsFormat::Tsv => {
            let mut out = "Rank\tStartNo\tName\tPTS\tMP".to_owned();
            if earlier.is_some() {
                out.push_str("\tACC");
            }
            out.push('\n');
            for (rank, (t, gp, mp, acc)) in ranks.iter().zip(&rows) {
                out.push_str(&format!("{rank}\t{t}\t{}\t{gp}\t{mp}", name(*t)));
                if let Some(acc) = acc {
                    out.push_str(&format!("\t{acc}"));
                }
                out.push('\n');
            }
            out
        }
        StandingsFormat::Json => {
            let rows: Vec<serde_json::Value> = ranks
                .iter()
                .zip(&rows)
                .map(|(rank, (t, gp, mp, acc))| {
                    let mut o = serde_json::json!({
                        "Rank": rank,
                        "StartNo": t,
                        "Name": name(*t),
                        "PTS": gp.as_decimal(),
                        "MP": mp.as_decimal(),
                    });
                    if let Some(acc) = acc {
                        o["ACC"] = acc.as_decimal().into();
                    }
                    o
                })
                .collect();
            format!("{}\n", serde_json::Value::Array(rows))
        }
    }
}

fn league_table(
    config: &crate::core::config::EventConfig,
    event: &crate::core::tournament::event::Event,
    format: StandingsFormat,
) -> String {
    use crate::core::tournament::league::{self, Place};
    let teams = event.names().len();
    let games = event.league_games();
    let points = league::points(teams, &games, &config.rules.scoring);
    let mut rows: Vec<(usize, usize)> = Vec::new(); // (rank, team)
    let mut place = 1;
    for p in league::table(teams, &games, &config.rules.scoring) {
        let part = match p {
            Place::Team(t) => vec![t],
            Place::PlayOff(ts) => ts,
        };
        for &t in &part {
            rows.push((place, t));
        }
        place += part.len();
    }
    let name = |t: usize| event.names()[t].clone();
    match format {
        StandingsFormat::Tsv => {
            let mut out = "Rank\tStartNo\tName\tPTS\n".to_owned();
            for (rank, t) in rows {
                out.push_str(&format!("{rank}\t{}\t{}\t{}\n", t + 1, name(t), points[t]));
            }
            out
        }
        StandingsFormat::Json => {
            let rows: Vec<serde_json::Value> = rows
                .into_iter()
                .map(|(rank, t)| {
                    serde_json::json!({
                        "Rank": rank,
                        "StartNo": t + 1,
                        "Name": name(t),
                        "PTS": points[t].as_decimal(),
                    })
                })
                .collect();
            format!("{}\n", serde_json::Value::Array(rows))
        }
    }
}
