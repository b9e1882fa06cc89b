//! Public-address cues as an event's config defines them: what each sounds
//! like, its volume and hotkey, and which ones fire by themselves (game
//! start and end, the round window's marks, low time). Validated by
//! `config::audio`; synthesised and played by the binary's `audio`.
//!
//! Three cues are always there and may be redefined by name: `inicio` (a
//! rising chime), `fin` (a long tone) and `aviso` (three beeps).

use std::path::PathBuf;

pub use crate::hotkey::{GO_KEY, Hotkey, MUTE_KEY};

/// How a cue sounds.
#[derive(Clone, Debug, PartialEq)]
pub enum CueSound {
    /// A rising chime: three notes of a major arpeggio from `frequency_hz`.
    Chime {
        /// The first note.
        frequency_hz: f32,
        /// Length of the whole chime.
        seconds: f32,
    },
    /// One steady tone.
    Tone {
        /// Its pitch.
        frequency_hz: f32,
        /// Its length.
        seconds: f32,
    },
    /// Short beeps (0.15 s each, 0.1 s apart).
    Beeps {
        /// Their pitch.
        frequency_hz: f32,
        /// How many.
        count: u32,
    },
    /// A sound file (WAV or OGG Vorbis), resolved against the config's folder.
    File(PathBuf),
}

/// One cue.
#[derive(Clone, Debug, PartialEq)]
pub struct Cue {
    /// Its name, used by the config, the command line and the log.
    pub name: String,
    /// What the announcer's button says, as the config writes it; none for
    /// a built-in cue the config does not relabel (the binary's i18n names
    /// it in the event's language) or a cue named by its name alone.
    pub label: Option<String>,
    /// What it sounds like.
    pub sound: CueSound,
    /// Its own volume, 0 to 1 (the master volume applies on top).
    pub volume: f32,
    /// The key that fires it.
    pub hotkey: Hotkey,
    /// Where the config names its sound file (`file:line:col: field
    /// `cues[N].file``), for a message about that file.
    pub written_at: Option<String>,
    /// The prepared message (`[[messages]]`) it puts up when the announcer
    /// fires it, if any.
    pub message: Option<String>,
}

/// A mark of the round window: the cue played when that much is left.
#[derive(Clone, Debug, PartialEq)]
pub struct WindowMark {
    /// Time left in the window when it fires (0: the window's end).
    pub left_ms: u64,
    /// The cue (an index into [`AudioConfig::cues`]).
    pub cue: usize,
}

/// Beeps as a running clock's time gets low.
#[derive(Clone, Debug, PartialEq)]
pub struct LowTime {
    /// The cue.
    pub cue: usize,
    /// The remaining times at which it fires, once each per side and game.
    pub left_ms: Vec<u64>,
}

/// The public-address settings of an event.
#[derive(Clone, Debug, PartialEq)]
pub struct AudioConfig {
    /// The output device by name (a part of its name); the system's default
    /// output when none is given.
    pub device: Option<String>,
    /// Output buffer in frames: the largest wait before a cue starts.
    pub buffer_frames: u32,
    /// Master volume, 0 to 1.
    pub volume: f32,
    /// A cue fired again sooner than this after it started is not played.
    pub min_gap_ms: u64,
    /// Automatic cues are on when the app starts (the announcer can mute them).
    pub automatic: bool,
    /// Played when a game's clocks start.
    pub game_start: Option<usize>,
    /// Played when a game ends.
    pub game_end: Option<usize>,
    /// Played when a board calls the arbiter.
    pub arbiter_call: Option<usize>,
    /// The round window's marks, largest time left first; the window's end
    /// is the mark with `left_ms == 0`.
    pub window_marks: Vec<WindowMark>,
    /// Low-time beeps (off unless configured).
    pub low_time: Option<LowTime>,
    /// The GO list: the announcer's GO plays these in order.
    pub go: Vec<usize>,
    /// Every cue, built-in ones first.
    pub cues: Vec<Cue>,
}

impl AudioConfig {
    /// The cue called `name`, with its index.
    pub fn cue(&self, name: &str) -> Option<(usize, &Cue)> {
        self.cues.iter().enumerate().find(|(_, c)| c.name == name)
    }

    /// The cue names, for messages.
    pub fn names(&self) -> String {
        self.cues
            .iter()
            .map(|c| c.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl Default for AudioConfig {
    fn default() -> AudioConfig {
        let cues = builtin_cues();
        AudioConfig {
            device: None,
            buffer_frames: DEFAULT_BUFFER_FRAMES,
            volume: 1.0,
            min_gap_ms: 2000,
            automatic: true,
            game_start: Some(0),
            game_end: Some(1),
            arbiter_call: Some(2),
            window_marks: [10, 5, 1]
                .into_iter()
                .map(|m| WindowMark {
                    left_ms: m * 60_000,
                    cue: 2,
                })
                .chain([WindowMark { left_ms: 0, cue: 1 }])
                .collect(),
            low_time: None,
            go: Vec::new(),
            cues,
        }
    }
}

/// 128 frames: 2.7 ms at 48 kHz, so a cue starts within 5 ms of its
/// trigger (raise it where the output crackles).
pub const DEFAULT_BUFFER_FRAMES: u32 = 128;

pub(crate) fn builtin_cues() -> Vec<Cue> {
    let key = |n: u32| Hotkey {
        ctrl: true,
        alt: false,
        shift: false,
        key: n.to_string(),
    };
    vec![
        Cue {
            name: "inicio".into(),
            label: None,
            sound: CueSound::Chime {
                frequency_hz: 660.0,
                seconds: 1.6,
            },
            volume: 0.8,
            hotkey: key(1),
            written_at: None,
            message: None,
        },
        Cue {
            name: "fin".into(),
            label: None,
            sound: CueSound::Tone {
                frequency_hz: 440.0,
                seconds: 2.5,
            },
            volume: 0.8,
            hotkey: key(2),
            written_at: None,
            message: None,
        },
        Cue {
            name: "aviso".into(),
            label: None,
            sound: CueSound::Beeps {
                frequency_hz: 880.0,
                count: 3,
            },
            volume: 0.8,
            hotkey: key(3),
            written_at: None,
            message: None,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_have_the_three_builtin_cues_and_marks_at_10_5_1_and_the_end() {
        let a = AudioConfig::default();
        assert_eq!(a.names(), "inicio, fin, aviso");
        let marks: Vec<u64> = a.window_marks.iter().map(|m| m.left_ms).collect();
        assert_eq!(marks, [600_000, 300_000, 60_000, 0]);
        assert_eq!(a.low_time, None);
        assert!(a.automatic);
    }
}
