//! The audio thread: it owns the output, takes [`AudioCommand`]s over a
//! crossbeam channel and mixes cues from memory. Nobody waits on it. With no
//! device (or a lost one) it says so in its status, retries, and plays again
//! once a device is there. A panic stop and the master volume act at once,
//! through atomics read by every playing cue.

use crate::core::tr;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender};
use rodio::Source;
use rodio::mixer::Mixer;

use crate::audio::synth::{CueBank, RATE};

/// What the audio thread is asked to do.
#[derive(Debug)]
pub enum AudioCommand {
    /// Play cue `cue` now, unless a panic stop came after the request.
    Play {
        /// The cue's index.
        cue: usize,
        /// The panic-stop count when it was asked for.
        generation: u64,
    },
    /// Say a sentence now, unless a panic stop or a cut came after the
    /// request.
    Speak {
        /// Its samples.
        samples: Arc<[f32]>,
        /// The panic-stop count when it was asked for.
        generation: u64,
        /// The cut count when it was asked for.
        sentence: u64,
    },
    /// Stop and quit.
    Shutdown,
}

/// An open output: a mixer that a device (or a test) pulls from.
pub struct Output {
    /// Where cues are added.
    pub mixer: Mixer,
    /// The device's name, for the status.
    pub name: String,
    /// Set when the device reports an error (unplugged, gone).
    pub lost: Arc<AtomicBool>,
    /// Whatever must live as long as the output (the device stream).
    pub keep: Option<Box<dyn std::any::Any>>,
}

/// Opens the output, or says why it cannot.
pub type Opener = Box<dyn FnMut() -> Result<Output, String> + Send>;

/// How the audio thread stands.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AudioStatus {
    /// The output in use, if one is open.
    pub device: Option<String>,
    /// Why there is none, when there is none.
    pub problem: Option<String>,
    /// Cues handed to the output.
    pub played: u64,
    /// Cues that could not sound (no device).
    pub dropped: u64,
    /// Sentences handed to the output.
    pub spoken: u64,
    /// Times the output was opened (more than 1: it came back).
    pub opened: u64,
}

impl AudioStatus {
    /// One line for the announcer, in `l`.
    pub fn describe(&self, l: crate::core::config::Language) -> String {
        match (&self.device, &self.problem) {
            (Some(d), _) => tr!(l, "engine-audio-output-d", d = d),
            // The sound library's own words (English, about ALSA cards)
            // are not the announcer's: ours only.
            (None, Some(_)) => tr!(l, "engine-no-audio-device-trying-again").into(),
            (None, None) => tr!(l, "engine-opening-audio-output").into(),
        }
    }
}

/// Settings every playing cue reads as it plays.
#[derive(Debug)]
struct Controls {
    /// Bumped by a panic stop: cues started before it fall silent.
    generation: AtomicU64,
    /// The master volume, as `f32` bits.
    volume: AtomicU32,
    /// Bumped by a cut: the sentence being said falls silent (a cue
    /// comes first), cues play on.
    sentence: AtomicU64,
}

/// The audio thread and the way to it.
pub struct AudioEngine {
    tx: Sender<AudioCommand>,
    status: Arc<Mutex<AudioStatus>>,
    controls: Arc<Controls>,
    thread: Option<JoinHandle<()>>,
}

impl AudioEngine {
    /// Starts the audio thread with `bank`'s cues, opening the output with
    /// `open` (and again every `retry` while it fails or is lost).
    pub fn start(bank: CueBank, open: Opener, volume: f32, retry: Duration) -> AudioEngine {
        let (tx, rx) = crossbeam_channel::unbounded();
        let status = Arc::new(Mutex::new(AudioStatus::default()));
        let controls = Arc::new(Controls {
            generation: AtomicU64::new(0),
            volume: AtomicU32::new(volume.clamp(0.0, 1.0).to_bits()),
            sentence: AtomicU64::new(0),
        });
        let thread = {
            let (status, controls) = (status.clone(), controls.clone());
            std::thread::Builder::new()
                .name("megxadrez-audio".into())
                .spawn(move || {
                    let report = status.clone();
                    let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        run(bank, open, rx, status, controls, retry)
                    }));
                    if ran.is_err() {
                        set(&report, |s| {
                            s.device = None;
                            s.problem = Some("the audio thread stopped; restart the stage".into());
                        });
                    }
                })
                .ok()
        };
        if thread.is_none()
            && let Ok(mut s) = status.lock()
        {
            s.problem = Some("the audio thread could not start".into());
        }
        AudioEngine {
            tx,
            status,
            controls,
            thread,
        }
    }

    /// Plays cue `cue` (it starts within one output buffer).
    pub fn play(&self, cue: usize) {
        let generation = self.controls.generation.load(Ordering::Acquire);
        let _ = self.tx.send(AudioCommand::Play { cue, generation });
    }

    /// Says `samples` (it starts within one output buffer).
    pub fn speak(&self, samples: Arc<[f32]>) {
        let generation = self.controls.generation.load(Ordering::Acquire);
        let sentence = self.controls.sentence.load(Ordering::Acquire);
        let _ = self.tx.send(AudioCommand::Speak {
            samples,
            generation,
            sentence,
        });
    }

    /// Silences the sentence being said (not the cues), never resumed.
    pub fn cut_speech(&self) {
        self.controls.sentence.fetch_add(1, Ordering::AcqRel);
    }

    /// Silences everything playing now (the panic stop).
    pub fn stop_all(&self) {
        self.controls.generation.fetch_add(1, Ordering::AcqRel);
    }

    /// Sets the master volume (0 to 1), also for cues already playing.
    pub fn set_volume(&self, volume: f32) {
        self.controls
            .volume
            .store(volume.clamp(0.0, 1.0).to_bits(), Ordering::Release);
    }

    /// Panic stops made since the start.
    pub fn stops(&self) -> u64 {
        self.controls.generation.load(Ordering::Acquire)
    }

    /// The master volume.
    pub fn volume(&self) -> f32 {
        f32::from_bits(self.controls.volume.load(Ordering::Acquire))
    }

    /// Requests handed to the audio thread that it has not taken yet.
    pub fn waiting(&self) -> usize {
        self.tx.len()
    }

    /// How the audio thread stands now.
    pub fn status(&self) -> AudioStatus {
        self.status.lock().map(|s| s.clone()).unwrap_or_default()
    }
}

impl Drop for AudioEngine {
    fn drop(&mut self) {
        let _ = self.tx.send(AudioCommand::Shutdown);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn set(status: &Mutex<AudioStatus>, change: impl FnOnce(&mut AudioStatus)) {
    if let Ok(mut s) = status.lock() {
        change(&mut s);
    }
}

fn run(
    bank: CueBank,
    mut open: Opener,
    rx: Receiver<AudioCommand>,
    status: Arc<Mutex<AudioStatus>>,
    controls: Arc<Controls>,
    retry: Duration,
) {
    let mut output: Option<Output> = None;
    let mut next_try = Instant::now();
    loop {
        if output
            .as_ref()
            .is_some_and(|o| o.lost.load(Ordering::Acquire))
        {
            output = None;
            set(&status, |s| {
                s.device = None;
                s.problem = Some("the output device was lost".into());
            });
            next_try = Instant::now() + retry;
        }
        if output.is_none() && Instant::now() >= next_try {
            match open() {
                Ok(o) => {
                    let name = o.name.clone();
                    output = Some(o);
                    set(&status, |s| {
                        s.device = Some(name);
                        s.problem = None;
                        s.opened += 1;
                    });
                }
                Err(e) => {
                    set(&status, |s| {
                        s.device = None;
                        s.problem = Some(e);
                    });
                    next_try = Instant::now() + retry;
                }
            }
        }
        let wait = if output.is_some() {
            // Look for a lost device now and then.
            Duration::from_millis(250)
        } else {
            next_try.saturating_duration_since(Instant::now())
        };
        match rx.recv_timeout(wait) {
            Ok(AudioCommand::Play { cue, generation }) => {
                let (Some(o), Some(samples)) = (&output, bank.samples(cue)) else {
                    set(&status, |s| s.dropped += 1);
                    continue;
                };
                // Stopped before it started: the voice is silent at once.
                o.mixer.add(Voice {
                    samples: samples.clone(),
                    position: 0,
                    generation,
                    sentence: None,
                    controls: controls.clone(),
                });
                set(&status, |s| s.played += 1);
            }
            Ok(AudioCommand::Speak {
                samples,
                generation,
                sentence,
            }) => {
                let Some(o) = &output else {
                    set(&status, |s| s.dropped += 1);
                    continue;
                };
                o.mixer.add(Voice {
                    samples,
                    position: 0,
                    generation,
                    sentence: Some(sentence),
                    controls: controls.clone(),
                });
                set(&status, |s| s.spoken += 1);
            }
            Ok(AudioCommand::Shutdown) | Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
}

/// One cue or sentence playing: its samples from memory, scaled by the
/// master volume, silent from the moment of a panic stop (a sentence: or
/// of a cut).
struct Voice {
    samples: Arc<[f32]>,
    position: usize,
    generation: u64,
    sentence: Option<u64>,
    controls: Arc<Controls>,
}

impl Iterator for Voice {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        if self.controls.generation.load(Ordering::Relaxed) != self.generation {
            return None;
        }
        if let Some(sentence) = self.sentence
            && self.controls.sentence.load(Ordering::Relaxed) != sentence
        {
            return None;
        }
        let sample = *self.samples.get(self.position)?;
        self.position += 1;
        Some(sample * f32::from_bits(self.controls.volume.load(Ordering::Relaxed)))
    }
}

impl Source for Voice {
    fn current_span_len(&self) -> Option<usize> {
        Some(self.samples.len() - self.position)
    }

    fn channels(&self) -> rodio::ChannelCount {
        std::num::NonZero::new(1).expect("mono")
    }

    fn sample_rate(&self) -> rodio::SampleRate {
        std::num::NonZero::new(RATE).expect("a rate")
    }

    fn total_duration(&self) -> Option<Duration> {
        Some(Duration::from_secs_f64(
            self.samples.len() as f64 / RATE as f64,
        ))
    }
}

/// Opens the system's output device (or the one whose name contains
/// `name`), asking for `buffer_frames` frames per buffer.
pub fn device_opener(name: Option<String>, buffer_frames: u32) -> Opener {
    Box::new(move || {
        // alsa-lib prints its complaints (no card, no such device) on
        // stderr, the operator's terminal, at every retry: keep them here
        // and give the first one as the reason instead.
        #[cfg(target_os = "linux")]
        let alsa_says = alsa::Output::local_error_handler().ok();
        #[cfg(target_os = "linux")]
        let reason = |e: String| match alsa_says
            .as_ref()
            .and_then(|o| o.borrow().to_string().lines().next().map(str::to_owned))
        {
            Some(alsa) => format!("{e}: {alsa}"),
            None => e,
        };
        #[cfg(not(target_os = "linux"))]
        let reason = |e: String| e;
        open_device(name.as_deref(), buffer_frames).map_err(reason)
    })
}

fn open_device(name: Option<&str>, buffer_frames: u32) -> Result<Output, String> {
    use rodio::cpal::traits::HostTrait;
    {
        let host = rodio::cpal::default_host();
        let device = match name {
            None => host
                .default_output_device()
                .ok_or_else(|| "no output device".to_owned())?,
            Some(wanted) => {
                let wanted = wanted.to_lowercase();
                host.output_devices()
                    .map_err(|e| e.to_string())?
                    .find(|d| {
                        rodio::DeviceTrait::description(d)
                            .is_ok_and(|x| x.name().to_lowercase().contains(&wanted))
                    })
                    .ok_or_else(|| format!("no output device called {wanted:?}"))?
            }
        };
        let label = rodio::DeviceTrait::description(&device)
            .map(|d| d.name().to_owned())
            .unwrap_or_else(|_| "?".into());
        let lost = Arc::new(AtomicBool::new(false));
        let flag = lost.clone();
        let mut sink = rodio::DeviceSinkBuilder::from_device(device)
            .map_err(|e| e.to_string())?
            .with_buffer_size(rodio::cpal::BufferSize::Fixed(buffer_frames))
            // An underrun is recovered by the backend; only a device that
            // went away needs opening again.
            .with_error_callback(move |e: rodio::cpal::Error| {
                use rodio::cpal::ErrorKind;
                if matches!(
                    e.kind(),
                    ErrorKind::DeviceNotAvailable
                        | ErrorKind::HostUnavailable
                        | ErrorKind::StreamInvalidated
                ) {
                    flag.store(true, Ordering::Release);
                }
            })
            .open_sink_or_fallback()
            .map_err(|e| e.to_string())?;
        sink.log_on_drop(false);
        // The device and its buffer as the time it holds (a unit every
        // language writes alike), none for the system's own.
        let name = match sink.config().buffer_size() {
            rodio::cpal::BufferSize::Fixed(n) => format!(
                "{label} ({} ms)",
                (u64::from(n.to_owned()) * 1000).div_ceil(u64::from(crate::audio::RATE))
            ),
            rodio::cpal::BufferSize::Default => label,
        };
        Ok(Output {
            mixer: sink.mixer().clone(),
            name,
            lost,
            keep: Some(Box::new(sink)),
        })
    }
}

/// A mixer at [`RATE`], mono, with no device: the caller pulls from its
/// source (tests, benchmarks) or nobody does (offscreen renders).
pub fn offline_mixer() -> (Mixer, rodio::mixer::MixerSource) {
    rodio::mixer::mixer(
        std::num::NonZero::new(1).expect("mono"),
        std::num::NonZero::new(RATE).expect("a rate"),
    )
}

/// Opens `mixer` as the output once (a device that is there from the
/// start and never lost): tests and benchmarks pull from its source.
pub fn open_once(mixer: Mixer, name: &str) -> Opener {
    let mut slot = Some(mixer);
    let name = name.to_owned();
    Box::new(move || {
        slot.take()
            .map(|m| Output::offline(m, &name))
            .ok_or_else(|| "the offline output was opened already".to_owned())
    })
}

impl Output {
    /// An output on `mixer` with no device behind it.
    pub fn offline(mixer: Mixer, name: &str) -> Output {
        Output {
            mixer,
            name: name.to_owned(),
            lost: Arc::new(AtomicBool::new(false)),
            keep: None,
        }
    }
}
