//! Everything that touches the disk or the wall clock on the core's
//! behalf: reading configs (and the teams files they name), the journal
//! file with its fsync, the live PGN replaced atomically, and the files
//! commands write for the user (never onto the product's own).

pub mod codes;
pub mod files;
pub mod journal;
pub mod lock;
pub mod output;
pub mod recovery;
pub mod writer;

use crate::core::tr;
use std::path::Path;

use crate::core::config::{ConfigError, EventConfig};

/// The folders that hold the files the product ships (`configs/`,
/// `assets/`), nearest first: beside the binary (the portable folder, a
/// build's own tree two or three folders up), then `../share/megxadrez`
/// from it (the Debian package: `/usr/bin` → `/usr/share/megxadrez`).
pub fn shipped_dirs() -> Vec<std::path::PathBuf> {
    let Some(bin) = std::env::current_exe()
        .ok()
        .and_then(|e| e.canonicalize().ok())
        .and_then(|e| e.parent().map(Path::to_owned))
    else {
        return Vec::new();
    };
    [
        bin.clone(),
        bin.join("../share/megxadrez"),
        bin.join("../.."),
        bin.join("../../.."),
    ]
    .into_iter()
    .filter(|d| d.join("configs").is_dir())
    // Said as `/usr/share/megxadrez/configs/…`, not `/usr/bin/../share/…`.
    .filter_map(|d| d.canonicalize().ok())
    .collect()
}

/// A config's path as given when the file is there (or the path is
/// absolute); else the shipped config of that relative name, when there is
/// one: `megxadrez check configs/rapid-circuit-swiss.toml` works from any
/// folder once the product is installed. The files a config names are
/// found beside it wherever it is.
pub fn find_config(path: &Path) -> std::path::PathBuf {
    if path.is_absolute() || path.exists() {
        return path.to_owned();
    }
    shipped_dirs()
        .into_iter()
        .map(|d| d.join(path))
        .find(|p| p.is_file())
        .unwrap_or_else(|| path.to_owned())
}

/// Reads and validates the config at `path` (or the shipped one of that
/// name, [`find_config`]), and any teams file it names.
pub fn load_config(path: &Path) -> Result<EventConfig, ConfigError> {
    load_config_sources(path).map(|(config, _)| config)
}

/// What a config was read from: its own text and each file it named, by
/// the path it was read at. A display node rebuilds the same config from
/// them (the network's `follow`).
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct ConfigSources {
    /// The config's path.
    pub path: std::path::PathBuf,
    /// The config's text.
    pub text: String,
    /// Every file it named, by the path it was read at.
    pub files: std::collections::BTreeMap<std::path::PathBuf, String>,
}

impl ConfigSources {
    /// Validates the config again from these texts alone.
    pub fn parse(&self) -> Result<EventConfig, ConfigError> {
        EventConfig::parse(&self.text, &self.path, &|p| {
            self.files
                .get(p)
                .cloned()
                .ok_or_else(|| std::io::Error::from(std::io::ErrorKind::NotFound))
        })
    }
}

/// Reads and validates the config at `path` as [`load_config`] does, and
/// keeps the texts it was read from.
pub fn load_config_sources(path: &Path) -> Result<(EventConfig, ConfigSources), ConfigError> {
    let path = &find_config(path);
    let (mut config, sources) = read_config(path)?;
    check_births(&config, path)?;
    add_earlier_phases(&mut config, path)?;
    Ok((config, sources))
}

/// A year of birth after the event's year (its `tournament.year`, else
/// this year) is a typing slip, not a player: refused, naming the player
/// (it would put a child in no age category, or the wrong one).
fn check_births(config: &EventConfig, path: &Path) -> Result<(), ConfigError> {
    let year = config.tournament.year.unwrap_or_else(files::this_year);
    let Some(p) = config
        .roster
        .players
        .iter()
        .find(|p| p.born.is_some_and(|b| b > year))
    else {
        return Ok(());
    };
    let l = config.event.language;
    Err(ConfigError {
        file: path.to_owned(),
        line: None,
        column: None,
        field: Some("born".into()),
        message: tr!(
            l,
            "store-born-after-the-event",
            name = p.name.as_str(),
            born = p.born.unwrap_or_default(),
            year = year
        ),
        language: l,
    })
}

/// Adds up the game points each team won in the earlier phases a school
/// event's config names (seed 001 §9: "Se sumarán los puntos de cada
/// fase"), each read from its own config and journal, read only (a stage
/// may still be writing it). An earlier phase's own earlier phases are not
/// followed: the config lists every phase it adds up.
fn add_earlier_phases(config: &mut EventConfig, path: &Path) -> Result<(), ConfigError> {
    if config.tournament.earlier.is_empty() {
        return Ok(());
    }
    let l = config.event.language;
    let refuse = |message: String| ConfigError {
        file: path.to_owned(),
        line: None,
        column: None,
        field: Some("tournament.earlier".into()),
        message,
        language: l,
    };
    let mut points = std::collections::HashMap::new();
    for (phase_config, journal) in config.tournament.earlier.clone() {
        let (phase, _) = read_config(&phase_config)
            .map_err(|e| refuse(tr!(l, "store-earlier-phases-config-refused-e", e = e)))?;
        let read = recovery::read(&phase, &journal).map_err(|e| {
            let shown = journal.display();
            let why = e.text(l);
            refuse(tr!(
                l,
                "store-earlier-phases-journal-shown-cannot",
                shown = shown,
                why = why
            ))
        })?;
        read.session.event().add_game_points_by_name(&mut points);
    }
    config.tournament.accumulated = Some(points);
    Ok(())
}

/// Reads and validates one config file and the files it names.
fn read_config(path: &Path) -> Result<(EventConfig, ConfigSources), ConfigError> {
    let text = files::read_regular_text(path)
        .map_err(|e| ConfigError::unreadable(path, crate::i18n::environment_language(), &e))?;
    let files = std::cell::RefCell::new(std::collections::BTreeMap::new());
    let config = EventConfig::parse(&text, path, &|p| {
        let read = files::read_regular_text(p)?;
        files.borrow_mut().insert(p.to_owned(), read.clone());
        Ok(read)
    })?;
    let sources = ConfigSources {
        path: path.to_owned(),
        text,
        files: files.into_inner(),
    };
    Ok((config, sources))
}
