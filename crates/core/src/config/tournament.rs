//! The event's own shape (`[tournament]`): how many rounds, which
//! tie-breaks in which order, and which text of the FIDE tie-break
//! regulations; each format has its seed's defaults.

use crate::tr;
use serde::Deserialize;
use toml::Spanned;

use super::Format;
use super::source::{ConfigError, Source};
use crate::pairing::tiebreak::{Rules, TieBreak};
use crate::pairing_words::Worded;

/// The event's rounds and tie-breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentConfig {
    /// How many rounds the event has.
    pub rounds: u32,
    /// The tie-breaks, in order.
    pub tiebreaks: Vec<TieBreak>,
    /// The tie-break regulations' text, when the config fixes it (else the
    /// one in force on the day).
    pub rules: Option<Rules>,
    /// A school championship's final phase (seed 001 §7): two group leagues,
    /// then the crossed semi-finals, the final and the placing games.
    pub school_final: bool,
    /// A school zonal phase of 7 to 12 teams (seed 001 §6): two group
    /// leagues (`rounds` is theirs), then the two group winners' two
    /// matches, home and away, for one champion.
    pub zonal_groups: bool,
    /// A school zonal phase of more than 12 teams (seed 001 §6): a Swiss by
    /// teams, paired on match points.
    pub team_swiss: bool,
    /// Age categories' limits, youngest first (seed 004: under 8, 10, 12).
    pub categories: Vec<u8>,
    /// How many general prizes (the first places) count as a trophy.
    pub general_prizes: usize,
    /// Trophies add up: a general prize does not stop a category one.
    pub cumulative: bool,
    /// The event's year, for the categories (else the year on the day).
    pub year: Option<i32>,
    /// The Swiss's initial colour: the colour of board 1's top player in
    /// round 1 (`initial_colour`); `None`: drawn by lot when round 1 is
    /// paired.
    pub initial_colour: Option<shakmaty::Color>,
    /// Baku acceleration for the Swiss's first rounds.
    pub baku: bool,
    /// Groups of start numbers that must not meet (same club, family).
    pub apart: Vec<Vec<u32>>,
    /// A school event's earlier phases (seed 001 §9): each one's config
    /// and journal folder, resolved beside this config (`earlier`).
    pub earlier: Vec<(std::path::PathBuf, std::path::PathBuf)>,
    /// The game points each team (by name) won in the earlier phases, once
    /// the front end has read them: every table of this event adds them up
    /// ("se sumarán los puntos de cada fase").
    pub accumulated: Option<std::collections::HashMap<String, crate::points::Points>>,
    /// The rounds' starting times of day (`HH:MM`), for the welcome
    /// screen.
    pub schedule: Vec<String>,
}

/// One earlier phase as the config names it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPhase {
    config: String,
    journal: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTournament {
    rounds: Option<Spanned<i64>>,
    tiebreaks: Option<Vec<Spanned<String>>>,
    rules: Option<Spanned<String>>,
    phase: Option<Spanned<String>>,
    categories: Option<Spanned<Vec<i64>>>,
    general_prizes: Option<Spanned<i64>>,
    #[serde(default)]
    cumulative: bool,
    year: Option<Spanned<i64>>,
    initial_colour: Option<Spanned<String>>,
    #[serde(default)]
    baku: bool,
    apart: Option<Spanned<Vec<Vec<i64>>>>,
    earlier: Option<Spanned<Vec<RawPhase>>>,
    schedule: Option<Spanned<Vec<String>>>,
}

/// The rounds of a school zonal phase's Swiss by teams unless the config
/// says otherwise.
pub const TEAM_SWISS_ROUNDS: u32 = 5;

impl TournamentConfig {
    /// The tie-break regulations' text the event ranks by: the config's,
    /// else the one in force on `date` (`YYYY.MM.DD`; none: the newest).
    pub fn rules_on(&self, date: Option<&str>) -> Rules {
        self.rules.unwrap_or_else(|| Rules::in_force_on(date))
    }
}

/// The two groups of a school final phase: registration order alternating
/// (indices from 0), A one more for an odd count.
pub fn final_phase_groups(teams: usize) -> (Vec<usize>, Vec<usize>) {
    (0..teams).partition(|i| i % 2 == 0)
}

/// Validates `[tournament]`, or gives the format's defaults: the rapid
/// circuit 5 rounds and BH-C1, BH, SB, PS, DE (seed 004); bughouse 6 rounds
/// and BH, SB, WIN, lot (seed 002); team events a round robin of every
/// entrant.
/// A Swiss's rounds when the config says none: the regulation's (seed
/// 004, five; seed 002, "Sistema Suizo a seis rondas").
pub fn swiss_rounds(format: Format) -> u32 {
    match format {
        Format::BughousePairs => 6,
        _ => 5,
    }
}

pub(super) fn validate(
    src: &Source,
    raw: Option<&RawTournament>,
    format: Format,
    entrants: usize,
) -> Result<TournamentConfig, ConfigError> {
    let zonal = match format {
        Format::SchoolTeams => crate::pairing::structure::zonal(entrants),
        _ => None,
    };
    let (rounds, codes): (u32, &[&str]) = match format {
        Format::Individual => (swiss_rounds(format), &["BH-C1", "BH", "SB", "PS", "DE"]),
        Format::BughousePairs => (swiss_rounds(format), &["BH", "SB", "WIN", "LOT"]),
        // A round robin: n - 1 rounds, or n with an odd count (one sits
        // out each round).
        Format::TeamRotation => {
            let n = entrants.max(2) as u32;
            (if n.is_multiple_of(2) { n - 1 } else { n }, &[])
        }
        // The zonal structure fixes its rounds (seed 001 §6): two teams
        // four matches, three a double round robin, groups their leagues
        // (the winners' home and away matches follow them, as a
        // knockout's rounds follow its league); a Swiss by teams five
        // rounds (a morning: "terminando esa misma mañana", §5).
        Format::SchoolTeams => {
            let n = entrants.max(2) as u32;
            let fixed = match zonal.clone() {
                Some(crate::pairing::structure::Zonal::TeamSwiss) => TEAM_SWISS_ROUNDS,
                Some(z) => crate::pairing::structure::zonal_rounds(&z, entrants).len() as u32,
                None => 0,
            };
            let round_robin = if n.is_multiple_of(2) { n - 1 } else { n };
            (if fixed > 0 { fixed } else { round_robin }, &[])
        }
    };
    let mut config = TournamentConfig {
        rounds,
        tiebreaks: codes
            .iter()
            .map(|c| c.parse().expect("a known code"))
            .collect(),
        rules: None,
        school_final: false,
        zonal_groups: matches!(
            zonal,
            Some(crate::pairing::structure::Zonal::TwoGroups { .. })
        ),
        team_swiss: zonal == Some(crate::pairing::structure::Zonal::TeamSwiss),
        categories: Vec::new(),
        general_prizes: 0,
        cumulative: false,
        year: None,
        initial_colour: None,
        baku: false,
        apart: Vec::new(),
        earlier: Vec::new(),
        accumulated: None,
        schedule: Vec::new(),
    };
    let Some(raw) = raw else {
        return Ok(config);
    };
    if let Some(list) = &raw.schedule {
        for time in list.get_ref() {
            let ok = time.split_once(':').is_some_and(|(h, m)| {
                h.len() <= 2
                    && m.len() == 2
                    && h.parse::<u8>().is_ok_and(|h| h < 24)
                    && m.parse::<u8>().is_ok_and(|m| m < 60)
            });
            if !ok {
                return Err(src.at(
                    list,
                    "tournament.schedule",
                    tr!(src.language, "tournament-schedule-time", time = time),
                ));
            }
        }
        config.schedule = list.get_ref().clone();
    }
    if let Some(list) = &raw.categories {
        let ages = list.get_ref();
        if ages.is_empty()
            || ages.iter().any(|a| !(5..=25).contains(a))
            || ages.windows(2).any(|w| w[0] >= w[1])
        {
            return Err(src.at(
                list,
                "tournament.categories",
                tr!(src.language, "tournament-categories-are-ages-from-5"),
            ));
        }
        config.categories = ages.iter().map(|&a| a as u8).collect();
    }
    if let Some(g) = &raw.general_prizes {
        let n = *g.get_ref();
        if !(0..=50).contains(&n) {
            return Err(src.at(
                g,
                "tournament.general_prizes",
                src.out_of_range(0, 50, "", n),
            ));
        }
        config.general_prizes = n as usize;
    }
    config.cumulative = raw.cumulative;
    config.baku = raw.baku;
    if let Some(c) = &raw.initial_colour {
        config.initial_colour = match c.get_ref().as_str() {
            "white" => Some(shakmaty::Color::White),
            "black" => Some(shakmaty::Color::Black),
            "lot" => None,
            other => {
                return Err(src.at(
                    c,
                    "tournament.initial_colour",
                    tr!(
                        src.language,
                        "tournament-other2-initial-colour-white-black",
                        other = other,
                        other_quoted = format!("{other:?}")
                    ),
                ));
            }
        };
    }
    if let Some(groups) = &raw.apart {
        let n = entrants as i64;
        if groups
            .get_ref()
            .iter()
            .any(|g| g.len() < 2 || g.iter().any(|&x| !(1..=n).contains(&x)))
        {
            return Err(src.at(
                groups,
                "tournament.apart",
                tr!(src.language, "tournament-each-group-kept-apart-has", n = n),
            ));
        }
        config.apart = groups
            .get_ref()
            .iter()
            .map(|g| g.iter().map(|&x| x as u32).collect())
            .collect();
    }
    if let Some(phases) = &raw.earlier {
        if format != Format::SchoolTeams {
            return Err(src.at(
                phases,
                "tournament.earlier",
                tr!(
                    src.language,
                    "tournament-earlier-phases-their-accumulated-points"
                ),
            ));
        }
        let dir = src.file.parent().unwrap_or(std::path::Path::new("."));
        config.earlier = phases
            .get_ref()
            .iter()
            .map(|p| (dir.join(&p.config), dir.join(&p.journal)))
            .collect();
    }
    if let Some(y) = &raw.year {
        let n = *y.get_ref();
        if !(2000..=2100).contains(&n) {
            return Err(src.at(y, "tournament.year", src.out_of_range(2000, 2100, "", n)));
        }
        config.year = Some(n as i32);
    }
    if let Some(p) = &raw.phase {
        match (p.get_ref().as_str(), format) {
            ("zonal", Format::SchoolTeams) => {}
            ("final", Format::SchoolTeams) if entrants >= 4 => {
                config.school_final = true;
                config.zonal_groups = false;
                config.team_swiss = false;
                // The groups' leagues, side by side: as many rounds as the
                // larger group's league.
                let (a, b) = final_phase_groups(entrants);
                let league = |group: &[usize]| {
                    crate::pairing::berger::single(group.len() as u32).len() as u32
                };
                config.rounds = league(&a).max(league(&b));
            }
            (other, _) => {
                return Err(src.at(
                    p,
                    "tournament.phase",
                    tr!(
                        src.language,
                        "tournament-other2-phase-zonal-or-final",
                        other = other,
                        other_quoted = format!("{other:?}")
                    ),
                ));
            }
        }
    }
    if let Some(r) = &raw.rounds {
        let n = *r.get_ref();
        if !(1..=50).contains(&n) {
            return Err(src.at(r, "tournament.rounds", src.out_of_range(1, 50, "", n)));
        }
        config.rounds = n as u32;
    }
    if let Some(list) = &raw.tiebreaks {
        config.tiebreaks = list
            .iter()
            .map(|c| {
                c.get_ref()
                    .parse()
                    .map_err(|e: crate::pairing::tiebreak::UnknownTieBreak| {
                        src.at(c, "tournament.tiebreaks", e.text(src.language))
                    })
            })
            .collect::<Result<_, _>>()?;
    }
    if let Some(r) = &raw.rules {
        config.rules = Some(match r.get_ref().as_str() {
            "2024" => Rules::Fide2024,
            "2026" => Rules::Fide2026,
            other => {
                return Err(src.at(
                    r,
                    "tournament.rules",
                    tr!(
                        src.language,
                        "tournament-other2-write-2024-or-2026",
                        other = other,
                        other_quoted = format!("{other:?}")
                    ),
                ));
            }
        });
    }
    Ok(config)
}
