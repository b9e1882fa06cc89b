//! Everything that touches the disk or the wall clock on the core's
//! behalf: reading configs (and the teams files they name), the journal
//! file with its fsync, and the live PGN replaced atomically.

pub mod files;
pub mod journal;
pub mod lock;
pub mod recovery;
pub mod writer;

use std::path::Path;

use crate::core::config::{ConfigError, EventConfig};

/// Reads and validates the config at `path`, and any teams file it names.
pub fn load_config(path: &Path) -> Result<EventConfig, ConfigError> {
    load_config_sources(path).map(|(config, _)| config)
}

/// What a config was read from: its own text and each file it named, by
/// the path it was read at. A display node rebuilds the same config from
/// them (see [`crate::network::follow`]).
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
    let text = std::fs::read_to_string(path)
        .map_err(|e| ConfigError::unreadable(path, crate::i18n::environment_language(), &e))?;
    let files = std::cell::RefCell::new(std::collections::BTreeMap::new());
    let config = EventConfig::parse(&text, path, &|p| {
        let read = std::fs::read_to_string(p)?;
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
