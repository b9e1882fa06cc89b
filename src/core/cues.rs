//! Public-address cues as an event's config defines them: what each sounds
//! like, its volume and hotkey, and which ones fire by themselves (game
//! start and end, the round window's marks, low time). Validated here like
//! the rest of the config; synthesised and played by `crate::audio`.
//!
//! Three cues are always there and may be redefined by name: `inicio` (a
//! rising chime), `fin` (a long tone) and `aviso` (three beeps).

use std::fmt;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use crate::core::config::{ConfigError, Source};

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

/// A key combination that fires a cue from the operator window.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Hotkey {
    /// Ctrl held.
    pub ctrl: bool,
    /// Alt held.
    pub alt: bool,
    /// Shift held.
    pub shift: bool,
    /// The key: `A`–`Z`, `0`–`9` or `F1`–`F12`.
    pub key: String,
}

impl fmt::Display for Hotkey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ctrl {
            write!(f, "Ctrl+")?;
        }
        if self.alt {
            write!(f, "Alt+")?;
        }
        if self.shift {
            write!(f, "Mayús+")?;
        }
        write!(f, "{}", self.key)
    }
}

/// Keys the operator window keeps for itself.
pub const GO_KEY: &str = "F12";
/// Toggles the automatic cues.
pub const MUTE_KEY: &str = "F11";

impl Hotkey {
    /// Reads `Ctrl+1`, `Alt+Shift+F10`, `F10`…: a letter or digit needs Ctrl
    /// or Alt (plain ones are typed into the move field), and the operator
    /// panel's own keys (F1–F9 alone, F11, F12) are refused.
    pub fn parse(text: &str) -> Result<Hotkey, String> {
        let mut hotkey = Hotkey {
            ctrl: false,
            alt: false,
            shift: false,
            key: String::new(),
        };
        let parts: Vec<&str> = text.split('+').map(str::trim).collect();
        let (key, modifiers) = parts.split_last().ok_or("empty key")?;
        for m in modifiers {
            match m.to_ascii_lowercase().as_str() {
                "ctrl" | "control" => hotkey.ctrl = true,
                "alt" => hotkey.alt = true,
                "shift" | "mayús" | "mayus" => hotkey.shift = true,
                other => {
                    return Err(format!(
                        "{other:?} is not a modifier: use Ctrl, Alt or Shift"
                    ));
                }
            }
        }
        let key = key.to_ascii_uppercase();
        let function = key
            .strip_prefix('F')
            .and_then(|n| n.parse::<u32>().ok())
            .filter(|n| (1..=12).contains(n) && key == format!("F{n}"));
        let plain = key.len() == 1 && key.chars().all(|c| c.is_ascii_alphanumeric());
        if function.is_none() && !plain {
            return Err(format!(
                "{key:?} is not a key: use A-Z, 0-9 or F1-F12, with Ctrl, Alt or Shift before it"
            ));
        }
        let modified = hotkey.ctrl || hotkey.alt;
        if plain && !modified {
            return Err(format!(
                "{key} alone would be typed into the move field: add Ctrl or Alt (Ctrl+{key})"
            ));
        }
        if plain && hotkey.shift && key.chars().all(|c| c.is_ascii_digit()) {
            return Err(format!(
                "Shift changes the digit {key} into another sign on most keyboards: \
                 use Ctrl or Alt alone"
            ));
        }
        if key == "F4" && hotkey.alt {
            return Err("Alt+F4 closes the window on most desktops: choose another key".into());
        }
        if function.is_some() && hotkey.ctrl && hotkey.alt {
            return Err(format!(
                "Ctrl+Alt+{key} switches to a text console on Linux: choose another key"
            ));
        }
        if let Some(n) = function
            && !modified
            && (n <= 9 || key == GO_KEY || key == MUTE_KEY)
        {
            return Err(format!(
                "{key} is the operator panel's own key (F1-F9 with or without Shift the clocks \
                 and results, {MUTE_KEY} the automatic cues, {GO_KEY} GO): add Ctrl or Alt"
            ));
        }
        hotkey.key = key;
        Ok(hotkey)
    }
}

/// One cue.
#[derive(Clone, Debug, PartialEq)]
pub struct Cue {
    /// Its name, used by the config, the command line and the log.
    pub name: String,
    /// What the announcer's button says.
    pub label: String,
    /// What it sounds like.
    pub sound: CueSound,
    /// Its own volume, 0 to 1 (the master volume applies on top).
    pub volume: f32,
    /// The key that fires it.
    pub hotkey: Hotkey,
    /// Where the config names its sound file (`file:line:col: field
    /// `cues[N].file``), for a message about that file.
    pub written_at: Option<String>,
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

fn builtin_cues() -> Vec<Cue> {
    let key = |n: u32| Hotkey {
        ctrl: true,
        alt: false,
        shift: false,
        key: n.to_string(),
    };
    vec![
        Cue {
            name: "inicio".into(),
            label: "Inicio de partida".into(),
            sound: CueSound::Chime {
                frequency_hz: 660.0,
                seconds: 1.6,
            },
            volume: 0.8,
            hotkey: key(1),
            written_at: None,
        },
        Cue {
            name: "fin".into(),
            label: "Fin de partida".into(),
            sound: CueSound::Tone {
                frequency_hz: 440.0,
                seconds: 2.5,
            },
            volume: 0.8,
            hotkey: key(2),
            written_at: None,
        },
        Cue {
            name: "aviso".into(),
            label: "Aviso de tiempo".into(),
            sound: CueSound::Beeps {
                frequency_hz: 880.0,
                count: 3,
            },
            volume: 0.8,
            hotkey: key(3),
            written_at: None,
        },
    ]
}

// ---------------------------------------------------------------- raw form

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawAudio {
    device: Option<Spanned<String>>,
    buffer_frames: Option<Spanned<i64>>,
    volume: Option<Spanned<f64>>,
    min_gap_seconds: Option<Spanned<f64>>,
    automatic: Option<bool>,
    game_start: Option<Spanned<String>>,
    game_end: Option<Spanned<String>>,
    window_marks: Option<Vec<Spanned<RawMark>>>,
    low_time: Option<Spanned<RawLowTime>>,
    go: Option<Vec<Spanned<String>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMark {
    minutes: Spanned<f64>,
    cue: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLowTime {
    cue: Spanned<String>,
    seconds: Vec<Spanned<f64>>,
}

#[derive(Deserialize, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
enum Synth {
    Chime,
    Tone,
    Beeps,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawCue {
    name: Spanned<String>,
    label: Option<Spanned<String>>,
    synth: Option<Spanned<Synth>>,
    frequency_hz: Option<Spanned<f64>>,
    seconds: Option<Spanned<f64>>,
    count: Option<Spanned<i64>>,
    file: Option<Spanned<String>>,
    volume: Option<Spanned<f64>>,
    key: Option<Spanned<String>>,
}

// ------------------------------------------------------------- validation

fn in_range(
    src: &Source,
    v: &Spanned<f64>,
    field: &str,
    range: std::ops::RangeInclusive<f64>,
    unit: &str,
) -> Result<f64, ConfigError> {
    let x = *v.get_ref();
    if !range.contains(&x) {
        return Err(src.at(
            v,
            field,
            format!(
                "must be {} to {}{unit}, got {x}",
                range.start(),
                range.end()
            ),
        ));
    }
    Ok(x)
}

fn validate_cue(
    src: &Source,
    raw: &Spanned<RawCue>,
    field: &str,
    dir: &Path,
) -> Result<(Cue, Option<Hotkey>), ConfigError> {
    let c = raw.get_ref();
    let name = c.name.get_ref().trim().to_owned();
    if name.is_empty() || name.chars().any(char::is_whitespace) {
        return Err(src.at(
            &c.name,
            &format!("{field}.name"),
            "must be one word (letters, digits, '-'), like \"quedan-10\"",
        ));
    }
    let frequency = |default: f64| -> Result<f32, ConfigError> {
        match &c.frequency_hz {
            Some(f) => Ok(in_range(
                src,
                f,
                &format!("{field}.frequency_hz"),
                50.0..=8000.0,
                " Hz",
            )? as f32),
            None => Ok(default as f32),
        }
    };
    let seconds = |default: f64| -> Result<f32, ConfigError> {
        match &c.seconds {
            Some(s) => {
                Ok(in_range(src, s, &format!("{field}.seconds"), 0.1..=30.0, " seconds")? as f32)
            }
            None => Ok(default as f32),
        }
    };
    let sound = match (&c.synth, &c.file) {
        (Some(_), Some(file)) => {
            return Err(src.at(
                file,
                &format!("{field}.file"),
                "give either `synth` or `file`, not both",
            ));
        }
        (None, Some(file)) => {
            let path = dir.join(file.get_ref());
            let ext = path
                .extension()
                .and_then(|e| e.to_str())
                .map(str::to_ascii_lowercase);
            if !matches!(ext.as_deref(), Some("wav" | "ogg" | "oga")) {
                return Err(src.at(
                    file,
                    &format!("{field}.file"),
                    "must be a WAV (.wav) or OGG Vorbis (.ogg) file",
                ));
            }
            // Whether it exists and decodes is checked when the cues are
            // made (`megxadrez check`, the stage's start-up): a missing
            // sound must not stop a replay or an export.
            CueSound::File(path)
        }
        (Some(synth), None) => match synth.get_ref() {
            Synth::Chime => CueSound::Chime {
                frequency_hz: frequency(660.0)?,
                seconds: seconds(1.6)?,
            },
            Synth::Tone => CueSound::Tone {
                frequency_hz: frequency(440.0)?,
                seconds: seconds(2.5)?,
            },
            Synth::Beeps => CueSound::Beeps {
                frequency_hz: frequency(880.0)?,
                count: match &c.count {
                    Some(n) if (1..=10).contains(n.get_ref()) => *n.get_ref() as u32,
                    Some(n) => {
                        return Err(src.at(
                            n,
                            &format!("{field}.count"),
                            format!("must be 1 to 10 beeps, got {}", n.get_ref()),
                        ));
                    }
                    None => 3,
                },
            },
        },
        (None, None) => {
            return Err(src.at(
                raw,
                field,
                "give `synth` (\"chime\", \"tone\" or \"beeps\") or `file` (a .wav or .ogg)",
            ));
        }
    };
    let volume = match &c.volume {
        Some(v) => in_range(src, v, &format!("{field}.volume"), 0.0..=1.0, "")? as f32,
        None => 0.8,
    };
    let hotkey = match &c.key {
        Some(k) => {
            Some(Hotkey::parse(k.get_ref()).map_err(|e| src.at(k, &format!("{field}.key"), e))?)
        }
        None => None,
    };
    let label = match &c.label {
        Some(l) if !l.get_ref().trim().is_empty() => l.get_ref().trim().to_owned(),
        Some(l) => return Err(src.at(l, &format!("{field}.label"), "must not be empty")),
        None => name.clone(),
    };
    let written_at = c.file.as_ref().map(|f| {
        src.at(f, &format!("{field}.file"), "")
            .to_string()
            .trim_end_matches([':', ' '])
            .to_owned()
    });
    let cue = Cue {
        name,
        label,
        sound,
        volume,
        hotkey: Hotkey {
            ctrl: false,
            alt: false,
            shift: false,
            key: String::new(),
        },
        written_at,
    };
    Ok((cue, hotkey))
}

/// Validates the `[audio]` section and the `[[cues]]` list.
pub(crate) fn validate(
    src: &Source,
    audio: Option<&Spanned<RawAudio>>,
    raw_cues: &[Spanned<RawCue>],
    game_window_ms: Option<u64>,
) -> Result<AudioConfig, ConfigError> {
    let mut config = AudioConfig::default();
    let dir = src
        .file
        .parent()
        .map_or_else(|| Path::new(".").to_owned(), Path::to_owned);

    // The cues: built-in ones, redefined or added to by the config.
    let builtin = config.cues.len();
    let mut explicit_keys: Vec<(usize, Option<Hotkey>)> = Vec::new();
    for (i, raw) in raw_cues.iter().enumerate() {
        let field = format!("cues[{}]", i + 1);
        let (cue, key) = validate_cue(src, raw, &field, &dir)?;
        let index = match config.cues.iter().position(|c| c.name == cue.name) {
            Some(j) if j >= builtin => {
                return Err(src.at(
                    &raw.get_ref().name,
                    &format!("{field}.name"),
                    format!("a cue called {:?} is already defined above", cue.name),
                ));
            }
            Some(j) => {
                let hotkey = config.cues[j].hotkey.clone();
                config.cues[j] = Cue { hotkey, ..cue };
                j
            }
            None => {
                config.cues.push(cue);
                config.cues.len() - 1
            }
        };
        explicit_keys.push((index, key));
    }
    // Keys: explicit ones first, then Ctrl+1… for the others in order.
    let mut taken: Vec<Hotkey> = Vec::new();
    for (i, raw) in raw_cues.iter().enumerate() {
        if let (index, Some(key)) = &explicit_keys[i] {
            // The built-in cues keep their keys (Ctrl+1 inicio, Ctrl+2 fin,
            // Ctrl+3 aviso), so that no config moves them under an
            // announcer's fingers.
            let defaults = builtin_cues();
            if let Some((b, owner)) = defaults.iter().enumerate().find(|(b, c)| {
                &c.hotkey == key
                    && b != index
                    && !explicit_keys.iter().any(|(j, k)| j == b && k.is_some())
            }) {
                let _ = b;
                return Err(src.at(
                    raw.get_ref().key.as_ref().expect("explicit key"),
                    &format!("cues[{}].key", i + 1),
                    format!(
                        "{key} is the key of the built-in cue {:?}; choose another (Ctrl+4 to Ctrl+0, or Alt+…)",
                        owner.name
                    ),
                ));
            }
            if taken.contains(key) {
                return Err(src.at(
                    raw.get_ref().key.as_ref().expect("explicit key"),
                    &format!("cues[{}].key", i + 1),
                    format!("{key} already fires another cue"),
                ));
            }
            taken.push(key.clone());
            config.cues[*index].hotkey = key.clone();
        }
    }
    let explicit: Vec<usize> = explicit_keys
        .iter()
        .filter(|(_, k)| k.is_some())
        .map(|(i, _)| *i)
        .collect();
    let mut next = 1;
    for (i, cue) in config.cues.iter_mut().enumerate() {
        if explicit.contains(&i) {
            continue;
        }
        let key = loop {
            let candidate = Hotkey::parse(&format!("Ctrl+{}", next % 10)).expect("Ctrl+digit");
            next += 1;
            if !taken.contains(&candidate) {
                break Some(candidate);
            }
            if next > 10 {
                break None;
            }
        };
        match key {
            Some(k) => {
                taken.push(k.clone());
                cue.hotkey = k;
            }
            None => {
                return Err(src.error(
                    None,
                    Some("cues"),
                    format!(
                        "cue {:?} has no `key` and Ctrl+0 to Ctrl+9 are all taken: give it one",
                        cue.name
                    ),
                ));
            }
        }
    }

    // The default marks that fit the window (a window of 8 minutes has no
    // 10-minute mark).
    config
        .window_marks
        .retain(|m| game_window_ms.is_none_or(|w| m.left_ms < w));
    let Some(audio) = audio else {
        return Ok(config);
    };
    let a = audio.get_ref();
    let lookup = |name: &Spanned<String>, field: &str| -> Result<usize, ConfigError> {
        config.cue(name.get_ref()).map(|(i, _)| i).ok_or_else(|| {
            src.at(
                name,
                field,
                format!(
                    "{:?} is not a cue; the cues are: {}",
                    name.get_ref(),
                    config.names()
                ),
            )
        })
    };
    // An empty name turns an automatic cue off.
    let optional = |name: &Option<Spanned<String>>,
                    field: &str,
                    default: Option<usize>|
     -> Result<Option<usize>, ConfigError> {
        match name {
            Some(n) if n.get_ref().trim().is_empty() => Ok(None),
            Some(n) => lookup(n, field).map(Some),
            None => Ok(default),
        }
    };
    let game_start = optional(&a.game_start, "audio.game_start", config.game_start)?;
    let game_end = optional(&a.game_end, "audio.game_end", config.game_end)?;
    let window_marks = match &a.window_marks {
        None => config.window_marks.clone(),
        Some(marks) => {
            let mut out: Vec<WindowMark> = Vec::new();
            for (i, m) in marks.iter().enumerate() {
                let field = format!("audio.window_marks[{}]", i + 1);
                let minutes = in_range(
                    src,
                    &m.get_ref().minutes,
                    &format!("{field}.minutes"),
                    0.0..=1440.0,
                    " minutes left",
                )?;
                let left_ms = (minutes * 60_000.0).round() as u64;
                if let Some(window) = game_window_ms
                    && left_ms >= window
                {
                    return Err(src.at(
                        &m.get_ref().minutes,
                        &format!("{field}.minutes"),
                        format!(
                            "must be less than the game window ({} minutes)",
                            window / 60_000
                        ),
                    ));
                }
                if out.iter().any(|o| o.left_ms == left_ms) {
                    return Err(src.at(
                        &m.get_ref().minutes,
                        &format!("{field}.minutes"),
                        format!("{minutes} minutes is already a mark"),
                    ));
                }
                let cue = lookup(&m.get_ref().cue, &format!("{field}.cue"))?;
                out.push(WindowMark { left_ms, cue });
            }
            out.sort_by_key(|m| std::cmp::Reverse(m.left_ms));
            out
        }
    };
    let low_time = match &a.low_time {
        None => None,
        Some(l) => {
            let cue = lookup(&l.get_ref().cue, "audio.low_time.cue")?;
            let mut left_ms = Vec::new();
            for s in &l.get_ref().seconds {
                let s = in_range(src, s, "audio.low_time.seconds", 1.0..=3600.0, " seconds")?;
                left_ms.push((s * 1000.0).round() as u64);
            }
            if left_ms.is_empty() {
                return Err(src.at(
                    l,
                    "audio.low_time.seconds",
                    "give the remaining times in seconds, like [30, 10]",
                ));
            }
            left_ms.sort_unstable_by(|a, b| b.cmp(a));
            left_ms.dedup();
            Some(LowTime { cue, left_ms })
        }
    };
    let go = match &a.go {
        None => Vec::new(),
        Some(list) => list
            .iter()
            .enumerate()
            .map(|(i, n)| lookup(n, &format!("audio.go[{}]", i + 1)))
            .collect::<Result<_, _>>()?,
    };
    let device = match &a.device {
        Some(d) if d.get_ref().trim().is_empty() => {
            return Err(src.at(
                d,
                "audio.device",
                "must name an output device (or leave it out for the default)",
            ));
        }
        Some(d) => Some(d.get_ref().trim().to_owned()),
        None => None,
    };
    let buffer_frames = match &a.buffer_frames {
        Some(b) if (32..=8192).contains(b.get_ref()) => *b.get_ref() as u32,
        Some(b) => {
            return Err(src.at(
                b,
                "audio.buffer_frames",
                format!("must be 32 to 8192 frames, got {}", b.get_ref()),
            ));
        }
        None => DEFAULT_BUFFER_FRAMES,
    };
    let volume = match &a.volume {
        Some(v) => in_range(src, v, "audio.volume", 0.0..=1.0, "")? as f32,
        None => 1.0,
    };
    let min_gap_ms = match &a.min_gap_seconds {
        Some(v) => (in_range(src, v, "audio.min_gap_seconds", 0.0..=60.0, " seconds")? * 1000.0)
            .round() as u64,
        None => config.min_gap_ms,
    };
    Ok(AudioConfig {
        device,
        buffer_frames,
        volume,
        min_gap_ms,
        automatic: a.automatic.unwrap_or(true),
        game_start,
        game_end,
        window_marks,
        low_time,
        go,
        ..config
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hotkeys_need_a_modifier_for_letters_and_digits_and_spare_the_panels_keys() {
        let k = Hotkey::parse("ctrl+1").unwrap();
        assert!(k.ctrl && k.key == "1");
        assert_eq!(k.to_string(), "Ctrl+1");
        assert_eq!(
            Hotkey::parse("Alt+Shift+f10").unwrap().to_string(),
            "Alt+Mayús+F10"
        );
        assert!(Hotkey::parse("Ctrl+Shift+Q").is_ok());
        assert!(Hotkey::parse("Shift+F10").is_ok());
        assert!(Hotkey::parse("F10").is_ok());
        assert!(Hotkey::parse("Ctrl+F3").is_ok());
        for bad in [
            "1",
            "A",
            "F3",
            "Shift+F2",
            "F12",
            "F11",
            "Shift+Q",
            "Ctrl+Shift+1",
            "Ctrl+F01",
            "Hyper+1",
            "Ctrl+Enter",
            "",
            // Keys the desktop takes: close the window, switch console.
            "Alt+F4",
            "Ctrl+Alt+F2",
        ] {
            assert!(Hotkey::parse(bad).is_err(), "{bad:?} accepted");
        }
        assert!(
            Hotkey::parse("Alt+F4")
                .unwrap_err()
                .contains("closes the window")
        );
    }

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
