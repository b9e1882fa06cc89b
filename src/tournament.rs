//! The command line's tournament tools: round-robin schedules, standings
//! and tie-breaks, the FIDE report file. The rules are the core's
//! (`megxadrez_core::tournament`); this is their text at the edge.

use crate::core::tournament::berger::{self, Pairing};

/// The tools' language: the product's default (no config is read).
const LANGUAGE: crate::core::config::Language = crate::core::config::Language::Es;

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
                let word = crate::i18n::pick(LANGUAGE, "Ronda", "Rolda", "Round");
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
                crate::i18n::pick(LANGUAGE, "descansa", "descansa", "sits out")
            ),
        })
        .collect::<Vec<_>>()
        .join("  ")
}
