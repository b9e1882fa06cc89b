//! The cues' samples: synthesised signals and decoded sound files, made
//! once at start-up, 48 kHz mono, each normalised so that its loudest
//! sample is its volume (never above full scale).

use crate::core::tr;
use std::f32::consts::TAU;
use std::path::Path;
use std::sync::Arc;

use rodio::Source;

use crate::core::cues::{AudioConfig, Cue, CueSound};

/// The cues' sample rate.
pub const RATE: u32 = 48_000;

/// Why a cue could not be made.
#[derive(Debug, thiserror::Error)]
pub enum CueError {
    /// A sound file could not be read or decoded.
    #[error("{at}cue {cue:?}: cannot use {path}: {reason}")]
    File {
        /// Where the config names the file (`file:line:col: field …: `),
        /// or nothing.
        at: String,
        /// The cue.
        cue: String,
        /// The file.
        path: String,
        /// Why.
        reason: String,
        /// The system's reason, when the file could not be opened (said
        /// in the event's language by [`CueError::text`]).
        kind: Option<std::io::ErrorKind>,
    },
    /// The file decoded to nothing.
    #[error("cue {cue:?}: {path} holds no sound")]
    Silent {
        /// The cue.
        cue: String,
        /// The file.
        path: String,
    },
    /// No such cue.
    #[error("no cue called {name:?}; the cues are: {known}")]
    NoSuchCue {
        /// The name asked for.
        name: String,
        /// The cues there are.
        known: String,
    },
    /// The WAV file could not be written.
    #[error("cannot write {path}: {reason}")]
    Write {
        /// Where.
        path: String,
        /// Why.
        reason: String,
    },
}

impl CueError {
    /// The refusal in `language` (its English form is its `Display`).
    pub fn text(&self, language: crate::core::config::Language) -> String {
        let l = language;
        match self {
            CueError::File {
                at,
                cue,
                path,
                reason,
                kind,
            } => {
                let reason = match kind {
                    Some(k) => crate::core::config::io_reason(l, &std::io::Error::from(*k)),
                    // The decoder's own words after a sentence of ours.
                    None => tr!(l, "synth-not-a-sound-it-reads", detail = reason),
                };
                tr!(
                    l,
                    "synth-at-cue-cue2-cannot-use",
                    at = at,
                    cue = cue,
                    path = path,
                    reason = reason,
                    cue_quoted = format!("{cue:?}")
                )
            }
            CueError::Silent { cue, path } if path.is_empty() => tr!(
                l,
                "synth-synthesised-cue-holds-no-sound",
                cue = cue,
                cue_quoted = format!("{cue:?}")
            ),
            CueError::Silent { cue, path } => tr!(
                l,
                "synth-cue-cue2-path-holds-no",
                cue = cue,
                path = path,
                cue_quoted = format!("{cue:?}")
            ),
            CueError::NoSuchCue { name, known } => tr!(
                l,
                "synth-no-cue-called-name2-cues",
                name = name,
                known = known,
                name_quoted = format!("{name:?}")
            ),
            CueError::Write { path, reason } => tr!(
                l,
                "synth-cannot-write-path-reason",
                path = path,
                reason = reason
            ),
        }
    }
}

/// Every cue of a config, ready to play: index `i` is cue `i`.
#[derive(Clone, Debug)]
pub struct CueBank {
    samples: Vec<Arc<[f32]>>,
}

impl CueBank {
    /// Synthesises and decodes every cue of `audio`.
    pub fn load(audio: &AudioConfig) -> Result<CueBank, CueError> {
        let samples = audio
            .cues
            .iter()
            .map(|c| render(c).map(Arc::from))
            .collect::<Result<_, _>>()?;
        Ok(CueBank { samples })
    }

    /// Like [`CueBank::load`], but a cue whose file is missing or does not
    /// decode gets two plain beeps instead, and the reasons are returned:
    /// the stage starts, says what is wrong, and every cue still sounds.
    pub fn load_or_fallback(audio: &AudioConfig) -> (CueBank, Vec<CueError>) {
        let mut problems = Vec::new();
        let samples = audio
            .cues
            .iter()
            .map(|c| {
                let made = render(c).unwrap_or_else(|e| {
                    problems.push(e);
                    let stand_in = Cue {
                        sound: CueSound::Beeps {
                            frequency_hz: 660.0,
                            count: 2,
                        },
                        ..c.clone()
                    };
                    render(&stand_in).unwrap_or_default()
                });
                Arc::from(made)
            })
            .collect();
        (CueBank { samples }, problems)
    }

    /// Cue `cue`'s samples.
    pub fn samples(&self, cue: usize) -> Option<&Arc<[f32]>> {
        self.samples.get(cue)
    }

    /// How many cues there are.
    pub fn len(&self) -> usize {
        self.samples.len()
    }

    /// True when there are none.
    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }
}

/// Cue `cue`'s exact samples, at [`RATE`], mono.
pub fn render(cue: &Cue) -> Result<Vec<f32>, CueError> {
    let mut samples = match &cue.sound {
        CueSound::Chime {
            frequency_hz,
            seconds,
        } => chime(*frequency_hz, *seconds),
        CueSound::Tone {
            frequency_hz,
            seconds,
        } => tone(*frequency_hz, *seconds),
        CueSound::Beeps {
            frequency_hz,
            count,
        } => beeps(*frequency_hz, *count),
        CueSound::File(path) => decode(cue, path)?,
    };
    let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if peak == 0.0 {
        return Err(CueError::Silent {
            cue: cue.name.clone(),
            // A synthesised cue has no file: said as such.
            path: match &cue.sound {
                CueSound::File(p) => p.display().to_string(),
                _ => String::new(),
            },
        });
    }
    let gain = cue.volume.clamp(0.0, 1.0) / peak;
    for s in &mut samples {
        *s = (*s * gain).clamp(-1.0, 1.0);
    }
    Ok(samples)
}

/// A length in seconds as the language writes it ("1,6" in Spanish).
fn seconds_text(l: crate::core::config::Language, seconds: f32) -> String {
    crate::i18n::figures::decimal(l, &format!("{}", (seconds * 100.0).round() / 100.0))
}

/// The cues as a table for the terminal, in `l`: name, sound, volume,
/// key and which automatic signal uses each.
pub fn describe(audio: &AudioConfig, l: crate::core::config::Language) -> String {
    let mut out = String::new();
    for (i, c) in audio.cues.iter().enumerate() {
        let sound = match &c.sound {
            CueSound::Chime {
                frequency_hz,
                seconds,
            } => tr!(
                l,
                "cue-list-chime",
                hz = frequency_hz,
                s = seconds_text(l, *seconds)
            ),
            CueSound::Tone {
                frequency_hz,
                seconds,
            } => tr!(
                l,
                "cue-list-tone",
                hz = frequency_hz,
                s = seconds_text(l, *seconds)
            ),
            CueSound::Beeps {
                frequency_hz,
                count,
            } => tr!(l, "cue-list-beeps", count = count, hz = frequency_hz),
            CueSound::File(p) => p.display().to_string(),
        };
        let mut uses: Vec<String> = Vec::new();
        if audio.game_start == Some(i) {
            uses.push(tr!(l, "cue-list-game-start").to_owned());
        }
        if audio.game_end == Some(i) {
            uses.push(tr!(l, "cue-list-game-end").to_owned());
        }
        for m in audio.window_marks.iter().filter(|m| m.cue == i) {
            uses.push(if m.left_ms == 0 {
                tr!(l, "cue-list-window-end").to_owned()
            } else {
                tr!(l, "cue-list-min-left", min = m.left_ms as f64 / 60_000.0)
            });
        }
        if audio.low_time.as_ref().is_some_and(|lt| lt.cue == i) {
            uses.push(tr!(l, "cue-list-low-time").to_owned());
        }
        if audio.go.contains(&i) {
            uses.push(tr!(l, "cue-list-go").to_owned());
        }
        out.push_str(&format!(
            "{:<14} {:<9} vol {:>3} %  {:<40} {}\n",
            c.name,
            c.hotkey.to_string(),
            (c.volume * 100.0).round(),
            sound,
            uses.join(", ")
        ));
    }
    out
}

/// Writes `samples` (mono, [`RATE`]) as a 32-bit float WAV file.
pub fn write_wav(samples: &[f32], path: &Path) -> Result<(), CueError> {
    let source = rodio::buffer::SamplesBuffer::new(
        std::num::NonZero::new(1).expect("one channel"),
        std::num::NonZero::new(RATE).expect("a rate"),
        samples.to_vec(),
    );
    rodio::wav_to_file(source, path).map_err(|e| CueError::Write {
        path: path.display().to_string(),
        reason: e.to_string(),
    })
}

fn samples_for(seconds: f32) -> usize {
    (seconds * RATE as f32).round() as usize
}

/// A raised-cosine fade: 0 at `x <= 0`, 1 at `x >= 1`.
fn fade(x: f32) -> f32 {
    let x = x.clamp(0.0, 1.0);
    0.5 - 0.5 * (x * std::f32::consts::PI).cos()
}

/// Envelope of a sound `len` samples long with `attack` and `release`
/// samples of fade, at sample `i`.
fn envelope(i: usize, len: usize, attack: usize, release: usize) -> f32 {
    let rise = fade(i as f32 / attack.max(1) as f32);
    let fall = fade((len - i) as f32 / release.max(1) as f32);
    rise.min(fall)
}

fn sine(frequency: f32, i: usize) -> f32 {
    (TAU * frequency * i as f32 / RATE as f32).sin()
}

/// A steady tone with soft edges.
fn tone(frequency: f32, seconds: f32) -> Vec<f32> {
    let len = samples_for(seconds);
    let (attack, release) = (samples_for(0.02), samples_for(0.15).min(len / 2));
    (0..len)
        .map(|i| sine(frequency, i) * envelope(i, len, attack, release))
        .collect()
}

/// Three notes rising by a major third and a fifth, each struck like a bell
/// (quick attack, decaying) and ending softly.
fn chime(frequency: f32, seconds: f32) -> Vec<f32> {
    let len = samples_for(seconds);
    let note = len / 3;
    let mut out = Vec::with_capacity(len);
    for (n, ratio) in [1.0, 1.25, 1.5].into_iter().enumerate() {
        let f = frequency * ratio;
        let this = if n == 2 { len - 2 * note } else { note };
        for i in 0..this {
            let t = i as f32 / RATE as f32;
            let decay = (-2.5 * t / (this as f32 / RATE as f32)).exp();
            let bell = sine(f, i) + 0.2 * sine(2.0 * f, i);
            out.push(bell * decay * envelope(i, this, samples_for(0.005), samples_for(0.03)));
        }
    }
    out
}

/// `count` beeps of 0.15 s, 0.1 s apart.
fn beeps(frequency: f32, count: u32) -> Vec<f32> {
    let (on, off) = (samples_for(0.15), samples_for(0.1));
    let mut out = Vec::new();
    for n in 0..count {
        if n > 0 {
            out.extend(std::iter::repeat_n(0.0, off));
        }
        out.extend(
            (0..on).map(|i| {
                sine(frequency, i) * envelope(i, on, samples_for(0.01), samples_for(0.02))
            }),
        );
    }
    out
}

/// A WAV or OGG Vorbis file, mixed down to mono at [`RATE`].
fn decode(cue: &Cue, path: &Path) -> Result<Vec<f32>, CueError> {
    decode_file(path).map_err(|(reason, kind)| CueError::File {
        at: cue
            .written_at
            .as_ref()
            .map_or_else(String::new, |at| format!("{at}: ")),
        cue: cue.name.clone(),
        path: path.display().to_string(),
        reason,
        kind,
    })
}

/// A WAV or OGG Vorbis file's sound, mixed down to mono at [`RATE`], its
/// silence before and after cut; or why not (with the file's error kind,
/// when it could not be opened).
pub fn decode_file(path: &Path) -> Result<Vec<f32>, (String, Option<std::io::ErrorKind>)> {
    let file = std::fs::File::open(path).map_err(|e| (e.to_string(), Some(e.kind())))?;
    let decoder = rodio::Decoder::try_from(file).map_err(|e| (e.to_string(), None))?;
    let channels = decoder.channels().get().max(1) as usize;
    let rate = decoder.sample_rate();
    // Decode whole first: rodio's resampler stops at an Ogg stream's empty
    // first span.
    let interleaved: Vec<f32> = decoder.collect();
    let mono: Vec<f32> = interleaved
        .chunks(channels)
        .map(|frame| frame.iter().sum::<f32>() / channels as f32)
        .collect();
    Ok(trim(at_rate(rate, mono)))
}

/// Mono samples made at `rate`, resampled to [`RATE`].
pub fn at_rate(rate: std::num::NonZero<u32>, mono: Vec<f32>) -> Vec<f32> {
    let one = std::num::NonZero::new(1).expect("mono");
    let buffer = rodio::buffer::SamplesBuffer::new(one, rate, mono);
    rodio::source::UniformSourceIterator::new(
        buffer,
        one,
        std::num::NonZero::new(RATE).expect("a rate"),
    )
    .collect()
}

/// Cuts the silence before and after a recorded sound, so that a cue
/// sounds the moment it is fired (a spoken file often begins with 50 ms of
/// nothing), and fades its last 5 ms out so that it ends without a click.
pub fn trim(mut samples: Vec<f32>) -> Vec<f32> {
    let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    let quiet = peak / 1000.0;
    let Some(first) = samples.iter().position(|s| s.abs() > quiet) else {
        return samples;
    };
    let last = samples
        .iter()
        .rposition(|s| s.abs() > quiet)
        .unwrap_or(first);
    samples.truncate(last + 1);
    samples.drain(..first);
    let fade_len = samples_for(0.005).min(samples.len());
    let len = samples.len();
    for (k, s) in samples[len - fade_len..].iter_mut().enumerate() {
        *s *= 1.0 - fade((k + 1) as f32 / fade_len as f32);
    }
    samples
}
