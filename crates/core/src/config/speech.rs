//! What the public address says (`[speech]`): the moves of which boards,
//! the results, the pairings read out, in which voice and from which
//! recordings, validated into a [`SpeechConfig`].

use crate::tr;
use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

use super::screens::{ScreenConfig, ScreenLayout};
use super::source::{ConfigError, Source};
use crate::ids::BoardNo;
use crate::spoken::SpeechConfig;

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSpeech {
    moves: Option<bool>,
    results: Option<bool>,
    pairings: Option<bool>,
    boards: Option<Spanned<Vec<Spanned<i64>>>>,
    mover: Option<bool>,
    recordings: Option<Spanned<String>>,
    voice: Option<Spanned<String>>,
    words_per_minute: Option<Spanned<i64>>,
    table_pause_seconds: Option<Spanned<f64>>,
}

/// The `[speech]` section, checked: `boards` among the `shown` boards (by
/// default the boards of the organiser's `screens` of layout "final": the
/// giant board's), the pace within reason.
pub(crate) fn validate(
    src: &Source,
    raw: Option<&RawSpeech>,
    screens: &[ScreenConfig],
    shown: usize,
    dir: &Path,
) -> Result<SpeechConfig, ConfigError> {
    let default = RawSpeech::default();
    let raw = raw.unwrap_or(&default);
    let boards = match &raw.boards {
        Some(list) => {
            let mut boards = Vec::new();
            for b in list.get_ref() {
                let n = *b.get_ref();
                match usize::try_from(n).ok().and_then(BoardNo::numbered) {
                    Some(board) if board.index() < shown => boards.push(board),
                    _ => {
                        return Err(src.at(b, "speech.boards", src.out_of_range(1, shown, "", n)));
                    }
                }
            }
            boards
        }
        None => {
            let mut boards: Vec<BoardNo> = screens
                .iter()
                .filter(|s| s.layout == ScreenLayout::Final)
                .flat_map(|s| s.boards.iter().copied())
                .collect();
            boards.sort();
            boards.dedup();
            boards
        }
    };
    let words_per_minute = match &raw.words_per_minute {
        Some(w) if !(80..=400).contains(w.get_ref()) => {
            return Err(src.at(
                w,
                "speech.words_per_minute",
                src.out_of_range(80, 400, "", w.get_ref()),
            ));
        }
        Some(w) => *w.get_ref() as u32,
        None => 150,
    };
    let table_pause_ms = match &raw.table_pause_seconds {
        Some(s) if !(0.0..=30.0).contains(s.get_ref()) => {
            return Err(src.at(
                s,
                "speech.table_pause_seconds",
                src.out_of_range(0, 30, " s", s.get_ref()),
            ));
        }
        Some(s) => (s.get_ref() * 1000.0).round() as u64,
        None => 1500,
    };
    let voice = match &raw.voice {
        Some(v) if v.get_ref().trim().is_empty() || v.get_ref().contains(char::is_whitespace) => {
            return Err(src.at(
                v,
                "speech.voice",
                tr!(src.language, "speech-voice-one-word"),
            ));
        }
        Some(v) => Some(v.get_ref().clone()),
        None => None,
    };
    // `{language}` in the folder's name is the event's language, as in a
    // cue's file.
    let recordings = raw.recordings.as_ref().map(|r| {
        let code = crate::words::code(src.language);
        dir.join(r.get_ref().replace("{language}", code))
    });
    Ok(SpeechConfig {
        moves: raw.moves.unwrap_or(true),
        results: raw.results.unwrap_or(true),
        pairings: raw.pairings.unwrap_or(true),
        boards,
        mover: raw.mover.unwrap_or(true),
        recordings,
        voice,
        words_per_minute,
        table_pause_ms,
    })
}

#[cfg(test)]
mod tests {
    use crate::config::EventConfig;
    use crate::ids::BoardNo;
    use crate::testing::{load, root};

    fn parse(text: &str) -> EventConfig {
        let path = root().join("configs/speech-test.toml");
        EventConfig::parse(text, &path, &|p| std::fs::read_to_string(p)).unwrap()
    }

    #[test]
    fn by_default_only_the_organisers_final_screens_boards_are_spoken() {
        // The giant-board final: its "final" screen's board.
        let config = load(&root().join("configs/megxadrez-final-armageddon-12-10.toml"));
        assert_eq!(config.speech.boards, [BoardNo::FIRST]);
        // No screens written: the built-in "final" screen shows board 1 of
        // a round played in the hall, which is not spoken.
        for name in [
            "school-zonal-phase",
            "rapid-circuit-swiss",
            "children-team-league",
        ] {
            let config = load(&root().join(format!("configs/{name}.toml")));
            assert_eq!(config.speech.boards, [], "{name}");
        }
        // Named, they are.
        let text = std::fs::read_to_string(root().join("configs/school-zonal-phase.toml")).unwrap();
        let config = parse(&format!("{text}\n[speech]\nboards = [1]\n"));
        assert_eq!(config.speech.boards, [BoardNo::FIRST]);
    }
}
