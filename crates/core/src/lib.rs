//! The pure domain of MegXadrez Stage: chess games refereed under each
//! event's regulations, clocks, rotations, configs, scripts, replays and the
//! journal's records. Nothing here depends on bevy, egui, rodio or
//! crossbeam, reads or writes a file, or reads the time: the compiler
//! enforces the first (this crate has no such dependency), review the rest.

pub use megxadrez_pairing as pairing;

pub mod bughouse;
pub mod calls;
pub mod clock;
pub mod collation;
pub mod command;
pub mod config;
pub mod cues;
pub mod event;
pub mod feed;
pub mod game;
pub mod hall;
pub mod hotkey;
pub mod ids;
pub mod journal;
pub mod language;
pub mod notation;
pub mod one_line;
pub mod pairing_words;
pub mod pgn;
pub mod points;
pub mod public_names;
pub mod replay;
pub mod report;
pub mod round;
pub mod rules;
pub mod schedule;
pub mod script;
pub mod script_fault;
pub mod session;
pub mod session_pgn;
pub mod spoken;
pub mod table_codes;
pub mod team;
pub mod tournament;
pub mod view;
pub mod words;

/// For this crate's unit tests: the configs the project ships, read from
/// the repository's `configs/`.
#[cfg(test)]
pub(crate) mod testing {
    use std::path::{Path, PathBuf};

    use crate::config::EventConfig;

    /// The repository's root.
    pub(crate) fn root() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
    }

    /// Reads and validates the config at `path` (a test may read files).
    pub(crate) fn load(path: &Path) -> EventConfig {
        let text =
            std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        EventConfig::parse(&text, path, &|p| std::fs::read_to_string(p))
            .unwrap_or_else(|e| panic!("{e}"))
    }
}
