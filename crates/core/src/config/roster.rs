//! The roster: teams and their players in board (or rotation) order, or
//! the players of an individual event (`[[teams]]`, `teams_file`,
//! `players`).

use crate::tr;
use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

use super::Format;
use super::source::{ConfigError, Source, io_reason, non_empty};
use crate::ids::{ContenderId, PlayerId, TeamId};
use crate::team::MAX_ACTIVE;

/// A player of the roster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Who.
    pub id: PlayerId,
    /// The name the screens and records print.
    pub name: String,
    /// A shorter name for where space is tight on a screen (`short`).
    pub short: Option<String>,
    /// The player's team, in a team event.
    pub team: Option<TeamId>,
    /// The rating (FIDE or national), if any.
    pub rating: Option<u16>,
    /// The year of birth, for age categories.
    pub born: Option<i32>,
    /// The club or school.
    pub club: Option<String>,
    /// The FIDE id.
    pub fide_id: Option<u64>,
    /// The round a late entrant joins (1: from the start).
    pub from_round: u32,
}

/// An individual event's player as `[[entrants]]` writes them.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawEntrant {
    name: Spanned<String>,
    rating: Option<Spanned<i64>>,
    born: Option<Spanned<i64>>,
    club: Option<String>,
    fide_id: Option<Spanned<i64>>,
    from_round: Option<Spanned<i64>>,
    short: Option<String>,
}

/// An individual event's player before ids are given.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct NamedPlayer {
    pub(super) name: String,
    pub(super) short: Option<String>,
    pub(super) rating: Option<u16>,
    pub(super) born: Option<i32>,
    pub(super) club: Option<String>,
    pub(super) fide_id: Option<u64>,
    pub(super) from_round: u32,
}

/// A team and its players, in board (or rotation) order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Team {
    /// Which.
    pub id: TeamId,
    /// The name the screens and records print.
    pub name: String,
    /// A shorter name for where space is tight on a screen (`short`).
    pub short: Option<String>,
    /// All players on the roster, in registered (board) order.
    pub players: Vec<PlayerId>,
    /// The players who play this game, in rotation order.
    pub active: Vec<PlayerId>,
    /// The school level (seed 001), when the config gives it.
    pub level: Option<String>,
}

/// Everyone registered for the event: the teams and every player (of a
/// team, or of an individual event), each with its id.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Roster {
    /// The teams, in registration order (`TeamId(i)` is `teams[i]`).
    pub teams: Vec<Team>,
    /// The players, team by team, then an individual event's
    /// (`PlayerId(i)` is `players[i]`).
    pub players: Vec<Player>,
}

impl Roster {
    /// The team `id`.
    pub fn team(&self, id: TeamId) -> &Team {
        &self.teams[usize::from(id.0)]
    }

    /// Each name that has a shorter one for tight places (`short`), with
    /// it: (name, short), the longest names first.
    pub fn short_names(&self) -> Vec<(String, String)> {
        let teams = self.teams.iter().map(|t| (&t.name, &t.short));
        let players = self.players.iter().map(|p| (&p.name, &p.short));
        let mut shorts: Vec<(String, String)> = teams
            .chain(players)
            .filter_map(|(name, short)| short.as_ref().map(|s| (name.clone(), s.clone())))
            .collect();
        // The longest first: a name inside another is not shortened first.
        shorts.sort_by_key(|(name, _)| std::cmp::Reverse(name.chars().count()));
        shorts
    }

    /// The player `id`.
    pub fn player(&self, id: PlayerId) -> &Player {
        &self.players[usize::from(id.0)]
    }

    /// The team called `name`: for the edges where people type names.
    pub fn team_named(&self, name: &str) -> Option<&Team> {
        self.teams.iter().find(|t| t.name == name)
    }

    /// The names of `ids`, in order.
    pub fn names(&self, ids: &[PlayerId]) -> Vec<String> {
        ids.iter().map(|&p| self.player(p).name.clone()).collect()
    }

    /// The name of a game's contender.
    pub fn contender_name(&self, c: ContenderId) -> &str {
        match c {
            ContenderId::Team(t) => &self.team(t).name,
            ContenderId::Player(p) => &self.player(p).name,
        }
    }

    /// The players of an individual event (those of no team).
    pub fn individuals(&self) -> impl Iterator<Item = &Player> {
        self.players.iter().filter(|p| p.team.is_none())
    }
}

/// A team as the config names its players, before ids are given.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct NamedTeam {
    pub(super) name: String,
    pub(super) short: Option<String>,
    pub(super) players: Vec<String>,
    /// Each player's short name (`{ name = "…", short = "…" }`), if any.
    pub(super) shorts: Vec<Option<String>>,
    pub(super) active: Vec<String>,
    pub(super) level: Option<String>,
}

/// A `short` name as the config writes it: trimmed, none when empty.
fn shortened(short: &Option<String>) -> Option<String> {
    short
        .as_ref()
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
}

/// Gives ids: teams in order, their players team by team, then an
/// individual event's players.
pub(super) fn roster(teams: Vec<NamedTeam>, individuals: Vec<NamedPlayer>) -> Roster {
    let mut roster = Roster::default();
    for (t, named) in teams.into_iter().enumerate() {
        let team = TeamId(t as u16);
        let mut ids = Vec::new();
        for (k, name) in named.players.iter().enumerate() {
            let id = PlayerId(roster.players.len() as u16);
            roster.players.push(Player {
                id,
                name: name.clone(),
                short: named.shorts.get(k).cloned().flatten(),
                team: Some(team),
                rating: None,
                born: None,
                club: None,
                fide_id: None,
                from_round: 1,
            });
            ids.push(id);
        }
        let active = named
            .active
            .iter()
            .filter_map(|a| named.players.iter().position(|p| p == a).map(|i| ids[i]))
            .collect();
        roster.teams.push(Team {
            id: team,
            name: named.name,
            short: named.short,
            players: ids,
            active,
            level: named.level,
        });
    }
    for p in individuals {
        let id = PlayerId(roster.players.len() as u16);
        roster.players.push(Player {
            id,
            name: p.name,
            short: p.short,
            team: None,
            rating: p.rating,
            born: p.born,
            club: p.club,
            fide_id: p.fide_id,
            from_round: p.from_round,
        });
    }
    roster
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTeam {
    pub(super) name: Spanned<String>,
    pub(super) players: Spanned<Vec<RawPlayer>>,
    pub(super) active: Option<Spanned<Vec<String>>>,
    /// The school level (seed 001: a team's players share one).
    pub(super) level: Option<String>,
    /// A shorter name for tight places on the screens.
    pub(super) short: Option<String>,
}

/// A team's player as the config writes it: a name, or a table with a
/// shorter name for tight places (`{ name = "…", short = "…" }`).
pub(super) struct RawPlayer {
    name: String,
    short: Option<String>,
}

impl<'de> Deserialize<'de> for RawPlayer {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = RawPlayer;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str(r#"a name ("Ana") or { name = "Ana Pérez Souto", short = "Ana P." }"#)
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<RawPlayer, E> {
                Ok(RawPlayer {
                    name: v.to_owned(),
                    short: None,
                })
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                map: A,
            ) -> Result<RawPlayer, A::Error> {
                #[derive(Deserialize)]
                #[serde(deny_unknown_fields)]
                struct Table {
                    name: String,
                    short: Option<String>,
                }
                let t = Table::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
                Ok(RawPlayer {
                    name: t.name,
                    short: t.short,
                })
            }
        }
        d.deserialize_any(Visitor)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTeamsFile {
    pub(super) teams: Vec<Spanned<RawTeam>>,
}

/// The teams, inline or from the teams file the config names (read with
/// `read`, relative to the config's folder `path`).
pub(super) fn teams(
    src: &Source,
    path: &Path,
    teams_file: &Option<Spanned<String>>,
    raw_teams: &[Spanned<RawTeam>],
    format: Format,
    read: &dyn Fn(&Path) -> std::io::Result<String>,
) -> Result<Vec<NamedTeam>, ConfigError> {
    let teams = match (&teams_file, raw_teams.is_empty()) {
        (Some(file), true) => {
            let teams_path = path.parent().unwrap_or(Path::new(".")).join(file.get_ref());
            let teams_text = read(&teams_path).map_err(|e| {
                src.at(
                    file,
                    "teams_file",
                    tr!(
                        src.language,
                        "roster-cannot-read-display-io-reason",
                        display = teams_path.display(),
                        io_reason = io_reason(src.language, &e)
                    ),
                )
            })?;
            // A teams file is answered in the event's language.
            let teams_src = Source {
                file: &teams_path,
                text: &teams_text,
                language: src.language,
            };
            let from_file: RawTeamsFile = teams_src.parse()?;
            validate_teams(&teams_src, &from_file.teams, format)?
        }
        (Some(file), false) => {
            return Err(src.at(
                file,
                "teams_file",
                tr!(src.language, "roster-give-teams-either-inline-teams"),
            ));
        }
        (None, _) => validate_teams(src, raw_teams, format)?,
    };
    Ok(teams)
}

/// "«name» is listed twice", in the config's language.
fn twice(src: &Source, name: &str) -> String {
    tr!(
        src.language,
        "roster-name2-listed-twice",
        name = name,
        name_quoted = format!("{name:?}")
    )
}

/// The players of an individual event, each once: names (`players`) or
/// tables with their rating, year of birth, club and FIDE id
/// (`[[entrants]]`), not both.
pub(super) fn players(
    src: &Source,
    raw: &[Spanned<String>],
    entrants: &[Spanned<RawEntrant>],
) -> Result<Vec<NamedPlayer>, ConfigError> {
    let mut players: Vec<NamedPlayer> = Vec::new();
    if let (Some(_), Some(e)) = (raw.first(), entrants.first()) {
        return Err(src.at(
            e,
            "entrants",
            tr!(src.language, "roster-give-players-either-as-players"),
        ));
    }
    for p in raw {
        let name = non_empty(src, p, "players")?;
        if players.iter().any(|q| q.name == name) {
            return Err(src.at(p, "players", twice(src, &name)));
        }
        players.push(NamedPlayer {
            name,
            short: None,
            rating: None,
            born: None,
            club: None,
            fide_id: None,
            from_round: 1,
        });
    }
    for spanned in entrants {
        let e = spanned.get_ref();
        let name = non_empty(src, &e.name, "entrants.name")?;
        if players.iter().any(|q| q.name == name) {
            return Err(src.at(&e.name, "entrants.name", twice(src, &name)));
        }
        let number =
            |v: &Option<Spanned<i64>>, field: &str, range: std::ops::RangeInclusive<i64>| {
                v.as_ref()
                    .map(|v| {
                        let n = *v.get_ref();
                        if range.contains(&n) {
                            Ok(n)
                        } else {
                            Err(src.at(
                                v,
                                field,
                                src.out_of_range(range.start(), range.end(), "", n),
                            ))
                        }
                    })
                    .transpose()
            };
        players.push(NamedPlayer {
            name,
            short: shortened(&e.short),
            rating: number(&e.rating, "entrants.rating", 0..=3500)?.map(|n| n as u16),
            born: number(&e.born, "entrants.born", 1900..=2100)?.map(|n| n as i32),
            club: e
                .club
                .as_ref()
                .map(|c| c.trim().to_owned())
                .filter(|c| !c.is_empty()),
            fide_id: number(&e.fide_id, "entrants.fide_id", 1..=99_999_999_999)?.map(|n| n as u64),
            from_round: number(&e.from_round, "entrants.from_round", 1..=50)?.unwrap_or(1) as u32,
        });
    }
    Ok(players)
}

/// How many players a team of `format` has, at least and at most: seed
/// 000, three to six children; seed 001, up to eight, three enough to play
/// the four boards; seed 002, a pair; an individual event has no teams.
pub fn team_size(format: Format) -> (usize, usize) {
    match format {
        Format::TeamRotation => (3, 6),
        Format::SchoolTeams => (3, 8),
        Format::BughousePairs => (2, 2),
        Format::Individual => (0, 0),
    }
}

fn validate_teams(
    src: &Source,
    raw: &[Spanned<RawTeam>],
    format: Format,
) -> Result<Vec<NamedTeam>, ConfigError> {
    let (min, max) = team_size(format);
    let what = match format {
        Format::TeamRotation => tr!(src.language, "roster-team-has-3-6-children"),
        Format::SchoolTeams => tr!(src.language, "roster-school-team-has-3-8"),
        Format::BughousePairs => tr!(src.language, "roster-bughouse-pair-has-exactly-2"),
        Format::Individual => tr!(src.language, "roster-individual-event-has-no-teams"),
    };
    let mut teams: Vec<NamedTeam> = Vec::new();
    for spanned in raw {
        let t = spanned.get_ref();
        let name = non_empty(src, &t.name, "teams.name")?;
        if teams.iter().any(|other| other.name == name) {
            return Err(src.at(
                &t.name,
                "teams.name",
                tr!(
                    src.language,
                    "roster-two-teams-are-called-name2",
                    name = name,
                    name_quoted = format!("{name:?}")
                ),
            ));
        }
        let players: Vec<String> = t
            .players
            .get_ref()
            .iter()
            .map(|p| p.name.trim().to_owned())
            .collect();
        let shorts = t
            .players
            .get_ref()
            .iter()
            .map(|p| shortened(&p.short))
            .collect();
        if players.len() < min || players.len() > max {
            return Err(src.at(
                &t.players,
                "teams.players",
                tr!(
                    src.language,
                    "roster-name2-has-len-players-what",
                    name = name,
                    len = players.len(),
                    what = what,
                    name_quoted = format!("{name:?}")
                ),
            ));
        }
        for (i, p) in players.iter().enumerate() {
            if p.is_empty() {
                return Err(src.at(
                    &t.players,
                    "teams.players",
                    tr!(
                        src.language,
                        "roster-player-i-name2-has-no",
                        i = i + 1,
                        name = name,
                        name_quoted = format!("{name:?}")
                    ),
                ));
            }
            if players[..i].contains(p) {
                return Err(src.at(
                    &t.players,
                    "teams.players",
                    tr!(
                        src.language,
                        "roster-p2-listed-twice-name2",
                        p = p,
                        name = name,
                        p_quoted = format!("{p:?}"),
                        name_quoted = format!("{name:?}")
                    ),
                ));
            }
            if let Some(other) = teams.iter().find(|o| o.players.contains(p)) {
                return Err(src.at(
                    &t.players,
                    "teams.players",
                    tr!(
                        src.language,
                        "roster-p2-already-player-name2-player",
                        p = p,
                        name = other.name,
                        p_quoted = format!("{p:?}"),
                        name_quoted = format!("{:?}", other.name)
                    ),
                ));
            }
        }
        let active = match &t.active {
            Some(active) => {
                if format != Format::TeamRotation {
                    return Err(src.at(
                        active,
                        "teams.active",
                        tr!(src.language, "roster-only-team-rotation-events-have"),
                    ));
                }
                let list: Vec<String> = active
                    .get_ref()
                    .iter()
                    .map(|p| p.trim().to_owned())
                    .collect();
                if list.is_empty() || list.len() > MAX_ACTIVE {
                    return Err(src.at(
                        active,
                        "teams.active",
                        tr!(
                            src.language,
                            "roster-name-1-max-active-players",
                            MAX_ACTIVE = MAX_ACTIVE,
                            name = name,
                            len = list.len(),
                            name_quoted = format!("{name:?}")
                        ),
                    ));
                }
                for (i, p) in list.iter().enumerate() {
                    if !players.contains(p) {
                        return Err(src.at(
                            active,
                            "teams.active",
                            tr!(
                                src.language,
                                "roster-p2-not-players-name2",
                                p = p,
                                name = name,
                                p_quoted = format!("{p:?}"),
                                name_quoted = format!("{name:?}")
                            ),
                        ));
                    }
                    if list[..i].contains(p) {
                        return Err(src.at(active, "teams.active", twice(src, p)));
                    }
                }
                list
            }
            None => players.iter().take(MAX_ACTIVE).cloned().collect(),
        };
        teams.push(NamedTeam {
            name,
            short: shortened(&t.short),
            players,
            shorts,
            active,
            level: t
                .level
                .as_ref()
                .map(|l| l.trim().to_owned())
                .filter(|l| !l.is_empty()),
        });
    }
    Ok(teams)
}
