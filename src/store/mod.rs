//! Everything that touches the disk or the wall clock on the core's
//! behalf: reading configs (and the teams files they name), the journal
//! file with its fsync, and the live PGN replaced atomically.

pub mod files;
pub mod journal;
pub mod recovery;
pub mod writer;

use std::path::Path;

use crate::core::config::{ConfigError, EventConfig};

/// Reads and validates the config at `path`, and any teams file it names.
pub fn load_config(path: &Path) -> Result<EventConfig, ConfigError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| ConfigError::unreadable(path, crate::i18n::environment_language(), &e))?;
    EventConfig::parse(&text, path, &|p| std::fs::read_to_string(p))
}
