//! The public-address settings (`[audio]`, `[[cues]]`): the cues, their
//! hotkeys, and which fire by themselves, validated into an
//! [`AudioConfig`].

use crate::tr;
use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

use super::source::{ConfigError, Source};
use crate::cues::{AudioConfig, Cue, CueSound, DEFAULT_BUFFER_FRAMES, LowTime, WindowMark};
use crate::hotkey::Hotkey;

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
    arbiter_call: Option<Spanned<String>>,
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
    message: Option<Spanned<String>>,
}

/// The prepared message a cue carries (`message = "NAME"`), as written.
pub(crate) fn carried(cue: &Spanned<RawCue>) -> Option<&Spanned<String>> {
    cue.get_ref().message.as_ref()
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
            src.out_of_range(range.start(), range.end(), unit, x),
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
            tr!(src.language, "audio-must-be-one-word-letters"),
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
            Some(s) => Ok(in_range(src, s, &format!("{field}.seconds"), 0.1..=30.0, " s")? as f32),
            None => Ok(default as f32),
        }
    };
    let sound = match (&c.synth, &c.file) {
        (Some(_), Some(file)) => {
            return Err(src.at(
                file,
                &format!("{field}.file"),
                tr!(src.language, "audio-give-either-synth-or-file"),
            ));
        }
        (None, Some(file)) => {
            // `{language}` in the name is the event's language: one config
            // speaks es, gl or en as its `language` says.
            let code = crate::words::code(src.language);
            let path = dir.join(file.get_ref().replace("{language}", code));
            let ext = path
                .extension()
                .and_then(|e| e.to_str())
                .map(str::to_ascii_lowercase);
            if !matches!(ext.as_deref(), Some("wav" | "ogg" | "oga")) {
                return Err(src.at(
                    file,
                    &format!("{field}.file"),
                    tr!(src.language, "audio-must-be-wav-wav-or"),
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
                            tr!(
                                src.language,
                                "audio-must-be-1-10-beeps",
                                get_ref = n.get_ref()
                            ),
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
                tr!(src.language, "audio-give-synth-chime-tone-or"),
            ));
        }
    };
    let volume = match &c.volume {
        Some(v) => in_range(src, v, &format!("{field}.volume"), 0.0..=1.0, "")? as f32,
        None => 0.8,
    };
    let hotkey = match &c.key {
        Some(k) => Some(
            Hotkey::parse(k.get_ref())
                .map_err(|e| src.at(k, &format!("{field}.key"), e.text(src.language)))?,
        ),
        None => None,
    };
    let label = match &c.label {
        Some(l) if !l.get_ref().trim().is_empty() => Some(l.get_ref().trim().to_owned()),
        Some(l) => {
            return Err(src.at(
                l,
                &format!("{field}.label"),
                tr!(src.language, "audio-must-not-be-empty"),
            ));
        }
        None => None,
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
        message: c.message.as_ref().map(|m| m.get_ref().trim().to_owned()),
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
                    tr!(
                        src.language,
                        "audio-cue-called-name2-already-defined",
                        name = cue.name,
                        name_quoted = format!("{:?}", cue.name)
                    ),
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
            let defaults = crate::cues::builtin_cues();
            if let Some((b, owner)) = defaults.iter().enumerate().find(|(b, c)| {
                &c.hotkey == key
                    && b != index
                    && !explicit_keys.iter().any(|(j, k)| j == b && k.is_some())
            }) {
                let _ = b;
                return Err(src.at(
                    raw.get_ref().key.as_ref().expect("explicit key"),
                    &format!("cues[{}].key", i + 1),
                    tr!(
                        src.language,
                        "audio-key-key-built-cue-name2",
                        key = key,
                        name = owner.name,
                        name_quoted = format!("{:?}", owner.name)
                    ),
                ));
            }
            if taken.contains(key) {
                return Err(src.at(
                    raw.get_ref().key.as_ref().expect("explicit key"),
                    &format!("cues[{}].key", i + 1),
                    tr!(
                        src.language,
                        "audio-key-already-fires-another-cue",
                        key = key
                    ),
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
                    tr!(
                        src.language,
                        "audio-cue-name2-has-no-key",
                        name = cue.name,
                        name_quoted = format!("{:?}", cue.name)
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
                tr!(
                    src.language,
                    "audio-get-ref2-not-cue-cues",
                    get_ref = name.get_ref(),
                    names = config.names(),
                    get_ref2 = format!("{:?}", name.get_ref())
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
    let arbiter_call = optional(&a.arbiter_call, "audio.arbiter_call", config.arbiter_call)?;
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
                        tr!(
                            src.language,
                            "audio-must-be-less-than-game",
                            window = window / 60_000
                        ),
                    ));
                }
                if out.iter().any(|o| o.left_ms == left_ms) {
                    return Err(src.at(
                        &m.get_ref().minutes,
                        &format!("{field}.minutes"),
                        tr!(
                            src.language,
                            "audio-minutes-minutes-already-mark",
                            minutes = minutes
                        ),
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
                let s = in_range(src, s, "audio.low_time.seconds", 1.0..=3600.0, " s")?;
                left_ms.push((s * 1000.0).round() as u64);
            }
            if left_ms.is_empty() {
                return Err(src.at(
                    l,
                    "audio.low_time.seconds",
                    tr!(src.language, "audio-give-remaining-times-seconds-like"),
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
                tr!(src.language, "audio-must-name-output-device-or"),
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
                src.out_of_range(32, 8192, tr!(src.language, "audio-frames"), b.get_ref()),
            ));
        }
        None => DEFAULT_BUFFER_FRAMES,
    };
    let volume = match &a.volume {
        Some(v) => in_range(src, v, "audio.volume", 0.0..=1.0, "")? as f32,
        None => 1.0,
    };
    let min_gap_ms = match &a.min_gap_seconds {
        Some(v) => {
            (in_range(src, v, "audio.min_gap_seconds", 0.0..=60.0, " s")? * 1000.0).round() as u64
        }
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
        arbiter_call,
        window_marks,
        low_time,
        go,
        ..config
    })
}
