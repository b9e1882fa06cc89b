//! The roster: teams and their players in board (or rotation) order, or
//! the players of an individual event (`[[teams]]`, `teams_file`,
//! `players`).

use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

use super::Format;
use super::source::{ConfigError, Source, non_empty};
use crate::team::MAX_ACTIVE;

/// A team and its players, in board (or rotation) order.
#[derive(Clone, Debug, PartialEq)]
pub struct Team {
    /// The team's name.
    pub name: String,
    /// All players on the roster, in registered order.
    pub players: Vec<String>,
    /// The players who play this game, in rotation order.
    pub active: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTeam {
    pub(super) name: Spanned<String>,
    pub(super) players: Spanned<Vec<String>>,
    pub(super) active: Option<Spanned<Vec<String>>>,
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
) -> Result<Vec<Team>, ConfigError> {
    let teams = match (&teams_file, raw_teams.is_empty()) {
        (Some(file), true) => {
            let teams_path = path.parent().unwrap_or(Path::new(".")).join(file.get_ref());
            let teams_text = read(&teams_path).map_err(|e| {
                src.at(
                    file,
                    "teams_file",
                    format!("cannot read {}: {e}", teams_path.display()),
                )
            })?;
            let teams_src = Source {
                file: &teams_path,
                text: &teams_text,
            };
            let from_file: RawTeamsFile = teams_src.parse()?;
            validate_teams(&teams_src, &from_file.teams, format)?
        }
        (Some(file), false) => {
            return Err(src.at(
                file,
                "teams_file",
                "give the teams either inline ([[teams]]) or in a teams file, not both",
            ));
        }
        (None, _) => validate_teams(src, raw_teams, format)?,
    };
    Ok(teams)
}

/// The players of an individual event, each once.
pub(super) fn players(src: &Source, raw: &[Spanned<String>]) -> Result<Vec<String>, ConfigError> {
    let mut players = Vec::new();
    for p in raw {
        let name = non_empty(src, p, "players")?;
        if players.contains(&name) {
            return Err(src.at(p, "players", format!("{name:?} is listed twice")));
        }
        players.push(name);
    }
    Ok(players)
}

fn validate_teams(
    src: &Source,
    raw: &[Spanned<RawTeam>],
    format: Format,
) -> Result<Vec<Team>, ConfigError> {
    let (min, max, what) = match format {
        Format::TeamRotation => (3, 6, "a team has 3 to 6 children (seed 000)"),
        Format::SchoolTeams => (3, 8, "a school team has 3 to 8 players (seed 001)"),
        Format::BughousePairs => (
            2,
            2,
            "a bughouse pair has exactly 2 players, board 1 first (seed 002)",
        ),
        Format::Individual => (0, 0, "an individual event has no teams"),
    };
    let mut teams: Vec<Team> = Vec::new();
    for spanned in raw {
        let t = spanned.get_ref();
        let name = non_empty(src, &t.name, "teams.name")?;
        if teams.iter().any(|other| other.name == name) {
            return Err(src.at(
                &t.name,
                "teams.name",
                format!("two teams are called {name:?}"),
            ));
        }
        let players: Vec<String> = t
            .players
            .get_ref()
            .iter()
            .map(|p| p.trim().to_owned())
            .collect();
        if players.len() < min || players.len() > max {
            return Err(src.at(
                &t.players,
                "teams.players",
                format!("{name:?} has {} players; {what}", players.len()),
            ));
        }
        for (i, p) in players.iter().enumerate() {
            if p.is_empty() {
                return Err(src.at(
                    &t.players,
                    "teams.players",
                    format!("player {} of {name:?} has no name", i + 1),
                ));
            }
            if players[..i].contains(p) {
                return Err(src.at(
                    &t.players,
                    "teams.players",
                    format!("{p:?} is listed twice in {name:?}"),
                ));
            }
            if let Some(other) = teams.iter().find(|o| o.players.contains(p)) {
                return Err(src.at(
                    &t.players,
                    "teams.players",
                    format!(
                        "{p:?} is already a player of {:?}; a player belongs to one team",
                        other.name
                    ),
                ));
            }
        }
        let active = match &t.active {
            Some(active) => {
                if format != Format::TeamRotation {
                    return Err(src.at(active, "teams.active", "only team_rotation events have active players; board order is the players' order"));
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
                        format!(
                            "name 1 to {MAX_ACTIVE} players of {name:?}, not {}",
                            list.len()
                        ),
                    ));
                }
                for (i, p) in list.iter().enumerate() {
                    if !players.contains(p) {
                        return Err(src.at(
                            active,
                            "teams.active",
                            format!("{p:?} is not in the players of {name:?}"),
                        ));
                    }
                    if list[..i].contains(p) {
                        return Err(src.at(
                            active,
                            "teams.active",
                            format!("{p:?} is listed twice"),
                        ));
                    }
                }
                list
            }
            None => players.iter().take(MAX_ACTIVE).cloned().collect(),
        };
        teams.push(Team {
            name,
            players,
            active,
        });
    }
    Ok(teams)
}
