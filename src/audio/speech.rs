//! The public address's voice: what is said (phrase keys and names, see
//! [`crate::core::spoken`]) made into samples, each fixed phrase from the
//! organiser's recording of it when there is one, otherwise from the
//! speech engine, espeak-ng, run as a program (the Debian package
//! `espeak-ng`, which the product's package recommends: offline, small,
//! in every Debian and Ubuntu, with Spanish and English voices; run as a
//! program, not linked, so that a laptop without it still runs the stage
//! and says once that it cannot speak). The phrases follow each other with
//! a short pause, so that each is heard apart in a hall's echo. Made on a
//! thread of its own ([`Voice`]): the stage never waits for it.

use std::collections::HashMap;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;

use crossbeam_channel::{Receiver, Sender};

use crate::audio::synth::{RATE, at_rate, decode_file, trim};
use crate::core::config::Language;
use crate::core::spoken::{Said, SpeechConfig};

/// The pause between two phrases of a sentence.
pub const PHRASE_GAP_MS: u64 = 200;

/// The speech engine's program.
pub const ENGINE: &str = "espeak-ng";

/// Where a phrase's sound came from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Made {
    /// The organiser's recording of it.
    Recording,
    /// The speech engine.
    Engine,
}

/// A sentence made into samples at [`RATE`]: its phrases, each with where
/// it starts and ends (in samples) and where its sound came from.
#[derive(Clone, Debug)]
pub struct Utterance {
    /// The samples.
    pub samples: Arc<[f32]>,
    /// Each phrase's span and maker.
    pub phrases: Vec<(std::ops::Range<usize>, Made)>,
}

impl Utterance {
    /// How long it sounds.
    pub fn duration_ms(&self) -> u64 {
        self.samples.len() as u64 * 1000 / u64::from(RATE)
    }
}

/// Makes sentences into samples.
pub struct Speaker {
    voice: String,
    words_per_minute: u32,
    language: Language,
    program: String,
    /// The engine's version line, or why it cannot be run.
    engine: Result<String, String>,
    recordings: HashMap<String, Arc<[f32]>>,
    /// The recordings that could not be used, each with why.
    problems: Vec<String>,
    /// The engine's phrases already made (not names: they change).
    cache: HashMap<String, Arc<[f32]>>,
}

/// The engine's voice for `l` when the config names none: espeak-ng has
/// no Galician voice; the Spanish one reads Galician spelling closest
/// (its `x` as Spanish reads it: an organiser records `check` for
/// "xaque").
pub fn default_voice(l: Language) -> &'static str {
    match l {
        Language::Es | Language::Gl => "es",
        Language::En => "en-gb",
    }
}

impl Speaker {
    /// A speaker for `config` in `l`, with the engine `espeak-ng`.
    pub fn new(config: &SpeechConfig, l: Language) -> Speaker {
        Speaker::with_program(config, l, ENGINE)
    }

    /// A speaker whose engine is `program` (tests: one that is not there).
    pub fn with_program(config: &SpeechConfig, l: Language, program: &str) -> Speaker {
        let engine = Command::new(program)
            .arg("--version")
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .output()
            .map_err(|e| e.to_string())
            .and_then(|o| {
                if o.status.success() {
                    let text = String::from_utf8_lossy(&o.stdout);
                    // "eSpeak NG text-to-speech: 1.51  Data at: …": the
                    // name and version.
                    let line = text.lines().next().unwrap_or(program);
                    Ok(line.split("  ").next().unwrap_or(line).trim().to_owned())
                } else {
                    Err(o.status.to_string())
                }
            });
        let (recordings, problems) = match &config.recordings {
            Some(dir) => recordings(dir),
            None => (HashMap::new(), Vec::new()),
        };
        Speaker {
            voice: config
                .voice
                .clone()
                .unwrap_or_else(|| default_voice(l).to_owned()),
            words_per_minute: config.words_per_minute,
            language: l,
            program: program.to_owned(),
            engine,
            recordings,
            problems,
            cache: HashMap::new(),
        }
    }

    /// The engine's version, or why it cannot speak.
    pub fn engine(&self) -> Result<&str, &str> {
        self.engine.as_deref().map_err(String::as_str)
    }

    /// The voice the engine speaks with.
    pub fn voice(&self) -> &str {
        &self.voice
    }

    /// The phrase keys the organiser recorded.
    pub fn recorded(&self) -> usize {
        self.recordings.len()
    }

    /// The recordings that could not be used, each with why.
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// `said` made into samples: each phrase from its recording, or the
    /// engine; an error when a phrase has neither.
    pub fn render(&mut self, said: &[Said]) -> Result<Utterance, String> {
        let gap = (PHRASE_GAP_MS * u64::from(RATE) / 1000) as usize;
        let mut samples: Vec<f32> = Vec::new();
        let mut phrases = Vec::new();
        for item in said {
            let (sound, made) = match item.key().and_then(|k| self.recordings.get(k)) {
                Some(recorded) => (recorded.clone(), Made::Recording),
                None => (self.engine_says(item)?, Made::Engine),
            };
            if !samples.is_empty() {
                samples.resize(samples.len() + gap, 0.0);
            }
            let start = samples.len();
            samples.extend_from_slice(&sound);
            phrases.push((start..samples.len(), made));
        }
        Ok(Utterance {
            samples: samples.into(),
            phrases,
        })
    }

    fn engine_says(&mut self, item: &Said) -> Result<Arc<[f32]>, String> {
        let text = item.text(self.language);
        if item.key().is_some()
            && let Some(made) = self.cache.get(&text)
        {
            return Ok(made.clone());
        }
        if let Err(why) = &self.engine {
            return Err(why.clone());
        }
        let made: Arc<[f32]> = self.run_engine(&text)?.into();
        if item.key().is_some() {
            self.cache.insert(text, made.clone());
        }
        Ok(made)
    }

    /// The engine's samples for `text`, given on its input (a name that
    /// begins with `-` is not read as an option).
    fn run_engine(&self, text: &str) -> Result<Vec<f32>, String> {
        let mut child = Command::new(&self.program)
            .args(["-v", &self.voice, "-s", &self.words_per_minute.to_string()])
            .arg("--stdout")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| e.to_string())?;
        if let Some(mut input) = child.stdin.take() {
            // One line: a line break in a name does not end it.
            let line = text.replace(['\n', '\r'], " ");
            input
                .write_all(line.as_bytes())
                .map_err(|e| e.to_string())?;
        }
        let out = child.wait_with_output().map_err(|e| e.to_string())?;
        if !out.status.success() {
            let said = String::from_utf8_lossy(&out.stderr);
            return Err(format!("{}: {}", out.status, said.trim()));
        }
        let (rate, mono) = wav_pcm(&out.stdout).ok_or("the engine gave no sound")?;
        let rate = std::num::NonZero::new(rate).ok_or("the engine gave no sound")?;
        Ok(trim(at_rate(rate, mono)))
    }
}

/// The organiser's recordings in `dir`: each `KEY.wav` or `KEY.ogg` whose
/// name is a phrase key, decoded; the files that could not be, with why.
fn recordings(dir: &Path) -> (HashMap<String, Arc<[f32]>>, Vec<String>) {
    let mut found = HashMap::new();
    let mut problems = Vec::new();
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            problems.push(format!("{}: {e}", dir.display()));
            return (found, problems);
        }
    };
    let keys = crate::core::spoken::all_keys();
    let mut paths: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        let (Some(stem), Some(ext)) = (
            path.file_stem().and_then(|s| s.to_str()),
            path.extension().and_then(|e| e.to_str()),
        ) else {
            continue;
        };
        if !matches!(ext.to_ascii_lowercase().as_str(), "wav" | "ogg")
            || !keys.iter().any(|k| k == stem)
        {
            continue;
        }
        match decode_file(&path) {
            Ok(samples) if !samples.is_empty() => {
                found.insert(stem.to_owned(), samples.into());
            }
            Ok(_) => problems.push(format!("{}: silent", path.display())),
            Err((reason, _)) => problems.push(format!("{}: {reason}", path.display())),
        }
    }
    (found, problems)
}

/// The rate and the mono samples of a 16-bit PCM WAV, as the engine
/// writes it on its output (whose sizes say "as long as it goes"): the
/// data chunk runs to the end.
fn wav_pcm(bytes: &[u8]) -> Option<(u32, Vec<f32>)> {
    if bytes.get(0..4)? != b"RIFF" || bytes.get(8..12)? != b"WAVE" {
        return None;
    }
    let mut at = 12;
    let (mut rate, mut channels, mut bits) = (0u32, 1u16, 16u16);
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let size = u32::from_le_bytes(bytes[at + 4..at + 8].try_into().ok()?) as usize;
        let body = at + 8;
        if id == b"fmt " {
            let fmt = bytes.get(body..body + 16)?;
            channels = u16::from_le_bytes([fmt[2], fmt[3]]).max(1);
            rate = u32::from_le_bytes([fmt[4], fmt[5], fmt[6], fmt[7]]);
            bits = u16::from_le_bytes([fmt[14], fmt[15]]);
        } else if id == b"data" {
            if bits != 16 {
                return None;
            }
            let data = &bytes[body..];
            let frames = data.chunks_exact(2 * channels as usize);
            let mono = frames
                .map(|f| {
                    let sum: i32 = f
                        .chunks_exact(2)
                        .map(|s| i32::from(i16::from_le_bytes([s[0], s[1]])))
                        .sum();
                    sum as f32 / (f32::from(channels) * 32768.0)
                })
                .collect();
            return Some((rate, mono));
        }
        at = body + size + (size & 1);
    }
    None
}

/// A sentence to make: its number (the desk's) and what it says.
type Job = (u64, Vec<Said>);

/// The speaker on a thread of its own: sentences go in by number, their
/// samples (or why not) come back.
pub struct Voice {
    jobs: Sender<Job>,
    made: Receiver<(u64, Result<Utterance, String>)>,
    /// The engine's version, or why it cannot speak (as the speaker found
    /// at the start).
    pub engine: Result<String, String>,
    /// The voice the engine speaks with.
    pub voice: String,
    /// The phrases the organiser recorded.
    pub recorded: usize,
    /// The recordings that could not be used.
    pub problems: Vec<String>,
}

impl Voice {
    /// Starts `speaker`'s thread.
    pub fn start(mut speaker: Speaker) -> Voice {
        let (jobs, inbox) = crossbeam_channel::unbounded::<Job>();
        let (outbox, made) = crossbeam_channel::unbounded();
        let engine = speaker.engine().map(str::to_owned).map_err(str::to_owned);
        let (voice, recorded, problems) = (
            speaker.voice().to_owned(),
            speaker.recorded(),
            speaker.problems().to_vec(),
        );
        // Between sentences, each phrase not recorded is made once ahead
        // (the pieces and words first, then the squares): a move is said
        // from memory, only its names made on the spot.
        let mut ahead: Vec<Said> = if speaker.engine().is_ok() {
            let mut keys = crate::core::spoken::all_keys();
            keys.retain(|k| !speaker.recordings.contains_key(k));
            keys.into_iter().rev().map(Said::Key).collect()
        } else {
            Vec::new()
        };
        let _ = std::thread::Builder::new()
            .name("megxadrez-speech".into())
            .spawn(move || {
                loop {
                    let job = match ahead.pop() {
                        None => match inbox.recv() {
                            Ok(job) => job,
                            Err(_) => break,
                        },
                        Some(phrase) => match inbox.try_recv() {
                            Ok(job) => {
                                ahead.push(phrase);
                                job
                            }
                            Err(crossbeam_channel::TryRecvError::Empty) => {
                                let _ = speaker.render(std::slice::from_ref(&phrase));
                                continue;
                            }
                            Err(crossbeam_channel::TryRecvError::Disconnected) => break,
                        },
                    };
                    let (n, said) = job;
                    let made = speaker.render(&said);
                    if outbox.send((n, made)).is_err() {
                        break;
                    }
                }
            });
        Voice {
            jobs,
            made,
            engine,
            voice,
            recorded,
            problems,
        }
    }

    /// Asks for sentence `n`.
    pub fn say(&self, n: u64, said: Vec<Said>) {
        let _ = self.jobs.send((n, said));
    }

    /// The sentences made since last asked.
    pub fn made(&self) -> Vec<(u64, Result<Utterance, String>)> {
        self.made.try_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wav_as_the_engine_writes_it_reads_to_its_end() {
        let mut wav = b"RIFF\xff\xff\xff\x7fWAVEfmt ".to_vec();
        wav.extend(16u32.to_le_bytes());
        wav.extend(1u16.to_le_bytes());
        wav.extend(1u16.to_le_bytes());
        wav.extend(22050u32.to_le_bytes());
        wav.extend((22050u32 * 2).to_le_bytes());
        wav.extend(2u16.to_le_bytes());
        wav.extend(16u16.to_le_bytes());
        wav.extend(b"data\xff\xff\xff\x7f");
        for s in [0i16, 16384, -32768] {
            wav.extend(s.to_le_bytes());
        }
        assert_eq!(wav_pcm(&wav), Some((22050, vec![0.0, 0.5, -1.0])));
        assert_eq!(wav_pcm(b"RIFFxxxxWAVE"), None);
        assert_eq!(wav_pcm(b"not a wav"), None);
    }

    #[test]
    fn without_the_engine_only_recorded_phrases_are_said() {
        let dir = std::env::temp_dir().join(format!("megxadrez-speech-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let tone: Vec<f32> = (0..4800).map(|i| (i as f32 * 0.1).sin() * 0.5).collect();
        crate::audio::synth::write_wav(&tone, &dir.join("check.wav")).unwrap();
        std::fs::write(dir.join("takes.wav"), b"not a sound").unwrap();
        let config = SpeechConfig {
            recordings: Some(dir.clone()),
            ..SpeechConfig::default()
        };
        let mut speaker = Speaker::with_program(&config, Language::Es, "megxadrez-no-such-engine");
        assert!(speaker.engine().is_err());
        assert_eq!(speaker.recorded(), 1);
        assert_eq!(speaker.problems().len(), 1, "{:?}", speaker.problems());
        let said = speaker.render(&[Said::Key("check".into())]).unwrap();
        assert_eq!(said.phrases.len(), 1);
        assert_eq!(said.phrases[0].1, Made::Recording);
        assert!(
            speaker
                .render(&[Said::Key("check".into()), Said::Text("Ana".into())])
                .is_err()
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
