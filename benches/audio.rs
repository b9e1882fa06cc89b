//! Public address: time from a trigger to the cue's first samples being
//! handed to the output. The output is a device thread that pulls one
//! buffer of `FRAMES` frames every buffer period from the mixer, as a sound
//! card's callback does (this machine has none). Triggers: the announcer's
//! hotkey (an egui frame with Ctrl+1 through the desk to the audio thread)
//! and an automatic cue (the scheduler finding a window mark due). Then
//! speech: from a move's verdict on the giant board to the first samples of
//! its sentence at the output, with the desk idle (the real announcer: the
//! session's events, the voice's thread running espeak-ng for the mover's
//! name, the queue polled every 10 ms as the stage's frames are while a
//! sentence is being made).
//!
//! `cargo bench --bench audio`

#[path = "support/figures.rs"]
mod figures;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy_egui::egui::{self, Event, Key, Modifiers, RawInput};
use megxadrez::audio::engine::{offline_mixer, open_once};
use megxadrez::audio::{AudioEngine, CueBank, Desk, RATE};
use megxadrez::core::game::Command;
use megxadrez::core::ids::BoardNo;
use megxadrez::core::schedule::CueScheduler;
use megxadrez::core::session::Session;
use megxadrez::operator::announcer::AnnouncerPanel;

const TRIALS: usize = 300;

struct Device {
    heard: Arc<Mutex<Option<Instant>>>,
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Device {
    /// A thread pulling `frames` samples every `frames / RATE` seconds.
    fn start(mut source: rodio::mixer::MixerSource, frames: usize) -> Device {
        let heard: Arc<Mutex<Option<Instant>>> = Arc::default();
        let stop = Arc::new(AtomicBool::new(false));
        let period = Duration::from_secs_f64(frames as f64 / RATE as f64);
        let thread = {
            let (heard, stop) = (heard.clone(), stop.clone());
            std::thread::spawn(move || {
                let mut next = Instant::now();
                while !stop.load(Ordering::Relaxed) {
                    next += period;
                    if let Some(wait) = next.checked_duration_since(Instant::now()) {
                        std::thread::sleep(wait);
                    }
                    // A whole buffer, as a device callback takes it.
                    let buffer: Vec<f32> =
                        (0..frames).map(|_| source.next().unwrap_or(0.0)).collect();
                    let sound = buffer.iter().any(|s| *s != 0.0);
                    let handed_at = Instant::now();
                    if sound && let Ok(mut h) = heard.lock() {
                        h.get_or_insert(handed_at);
                    }
                }
            })
        };
        Device {
            heard,
            stop,
            thread: Some(thread),
        }
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn stats(name: &str, mut v: Vec<Duration>) {
    v.sort();
    let q = |p: f64| v[((v.len() - 1) as f64 * p) as usize].as_secs_f64() * 1000.0;
    println!(
        "{name}: median {:.2} ms, p95 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} trials)",
        q(0.5),
        q(0.95),
        q(0.99),
        q(1.0),
        v.len()
    );
    let default_buffer = name.contains("128 frames");
    figures::note(
        format!("audio: {}", name.trim()),
        format!(
            "median {}, p99 {}",
            figures::ms(q(0.5)),
            figures::ms(q(0.99))
        ),
        if name.contains("sentence") {
            "< 300 ms"
        } else if default_buffer {
            "< 5 ms"
        } else {
            ""
        },
    );
}

/// Runs `trigger` `TRIALS` times and measures until the device hears it.
fn measure(engine: &AudioEngine, device: &Device, mut trigger: impl FnMut(usize)) -> Vec<Duration> {
    let mut rng = fastrand::Rng::with_seed(7);
    let mut out = Vec::new();
    for i in 0..TRIALS {
        // A random phase against the device's buffer period.
        std::thread::sleep(Duration::from_micros(rng.u64(2_000..8_000)));
        *device.heard.lock().unwrap() = None;
        let t0 = Instant::now();
        trigger(i);
        let heard = loop {
            if let Some(t) = *device.heard.lock().unwrap() {
                break t;
            }
            assert!(
                t0.elapsed() < Duration::from_secs(2),
                "trial {i}: never heard; {:?}",
                engine.status()
            );
            // Sleep, not spin: on 2 cores a spinning bench would steal the
            // audio thread's core (the instant is taken by the device).
            std::thread::sleep(Duration::from_micros(200));
        };
        out.push(heard.saturating_duration_since(t0));
        engine.stop_all();
        std::thread::sleep(Duration::from_millis(12));
    }
    out
}

fn main() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("configs/megxadrez-final-armageddon-12-10.toml");
    let config = megxadrez::store::load_config(&path).unwrap();
    let audio = config.audio.clone();
    for frames in [256usize, 128, 512] {
        let (mixer, source) = offline_mixer();
        let engine = AudioEngine::start(
            CueBank::load(&audio).unwrap(),
            open_once(mixer, "bench"),
            1.0,
            Duration::from_millis(50),
        );
        while engine.status().device.is_none() {
            std::thread::sleep(Duration::from_millis(1));
        }
        let device = Device::start(source, frames);
        println!(
            "output buffer {frames} frames at 48 kHz = {:.2} ms",
            frames as f64 * 1000.0 / RATE as f64
        );

        // The announcer presses Ctrl+1 in the operator window.
        let ctx = egui::Context::default();
        let controls = AnnouncerPanel::default();
        let mut desk = Desk::new(&audio);
        let mut clock = 0.0;
        // egui lays out its first frames before it takes keys.
        for _ in 0..2 {
            clock += 1.0;
            ctx.begin_pass(RawInput {
                time: Some(clock),
                ..Default::default()
            });
            ctx.end_pass().drop_without_applying_deltas();
        }
        let hotkey = measure(&engine, &device, |i| {
            clock += 10.0;
            let input = RawInput {
                // Pressed and released, as a finger does.
                events: [true, false]
                    .map(|pressed| Event::Key {
                        key: Key::Num1,
                        physical_key: None,
                        pressed,
                        repeat: false,
                        modifiers: Modifiers::CTRL,
                    })
                    .to_vec(),
                time: Some(clock),
                ..Default::default()
            };
            ctx.begin_pass(input);
            let actions = controls.keyboard(&ctx, &audio);
            ctx.end_pass().drop_without_applying_deltas();
            for a in &actions {
                if let Some(megxadrez::audio::AudioOp::Play(cue)) =
                    desk.act(&audio, a, i as u64 * 10_000, true)
                {
                    engine.play(cue);
                }
            }
        });
        stats(
            &format!("  hotkey -> first samples at the output ({frames} frames)"),
            hotkey,
        );

        // A window mark falls due: the scheduler, the desk, the thread.
        let mut session = Session::new(config.clone());
        session.apply(BoardNo::FIRST, &Command::Start, 0).unwrap();
        let mut prepared: Vec<(CueScheduler, Desk)> = (0..TRIALS)
            .map(|_| {
                let mut scheduler = CueScheduler::new();
                scheduler.prime(&session, 0);
                (scheduler, Desk::new(&audio))
            })
            .collect();
        let automatic = measure(&engine, &device, |i| {
            let (scheduler, desk) = &mut prepared[i];
            let due = scheduler.next_due_ms(&session, 0).unwrap();
            for d in scheduler.poll(&session, due) {
                if let Some(megxadrez::audio::AudioOp::Play(cue)) =
                    desk.automatic_due(&audio, &d, due, true)
                {
                    engine.play(cue);
                }
            }
        });
        stats(
            &format!("  automatic cue -> first samples at the output ({frames} frames)"),
            automatic,
        );
    }
    speech(&config);
    figures::flush("audio");
}

/// A move's verdict to the first samples of its sentence, `TRIALS / 3`
/// moves (each taken back after), the phrases made ahead first.
fn speech(config: &megxadrez::core::config::EventConfig) {
    use megxadrez::audio::public_address::Announcer;
    use megxadrez::live::SessionEvent;
    let frames = 128;
    let (mixer, source) = offline_mixer();
    let mut session = Session::new(config.clone());
    let mut announcer = Announcer::new(&config.audio, open_once(mixer, "bench"), &session, 0);
    announcer.terminal = false;
    announcer.start_voice(0);
    let engine_ok = announcer.view().speech.engine.is_ok();
    if !engine_ok {
        println!("speech: espeak-ng is not installed; not measured");
        return;
    }
    while !announcer.heard() {
        announcer.poll(&session, 0);
        std::thread::sleep(Duration::from_millis(1));
    }
    let device = Device::start(source, frames);
    // The phrases are made ahead on the voice's thread (95 of them).
    std::thread::sleep(Duration::from_secs(12));
    session.apply(BoardNo::FIRST, &Command::Start, 0).unwrap();
    let first_moves = [
        "e4", "d4", "Nf3", "c4", "g3", "b3", "Nc3", "f4", "e3", "d3", "c3", "a3", "h3", "b4", "g4",
        "a4", "h4", "Na3", "Nh3", "f3",
    ];
    let started = Instant::now();
    let now = || started.elapsed().as_millis() as u64 + 1;
    let mut seq = 0;
    let mut out = Vec::new();
    let mut rng = fastrand::Rng::with_seed(11);
    for i in 0..TRIALS / 3 {
        std::thread::sleep(Duration::from_micros(rng.u64(2_000..8_000)));
        *device.heard.lock().unwrap() = None;
        let text = first_moves[i % first_moves.len()].to_owned();
        let t0 = Instant::now();
        let at = now();
        let events = session
            .apply(BoardNo::FIRST, &Command::Move { text }, at)
            .unwrap();
        let events: Vec<SessionEvent> = events
            .into_iter()
            .map(|event| {
                seq += 1;
                SessionEvent {
                    seq,
                    board: BoardNo::FIRST,
                    at_ms: at,
                    event,
                }
            })
            .collect();
        let l = announcer.desk.language();
        for ask in megxadrez::audio::announce::of_events(
            &session,
            &announcer.speech_config,
            l,
            events.iter(),
        ) {
            announcer.ask(ask, at);
        }
        let heard = loop {
            announcer.poll(&session, now());
            if let Some(t) = *device.heard.lock().unwrap() {
                break t;
            }
            assert!(t0.elapsed() < Duration::from_secs(5), "move {i} never said");
            std::thread::sleep(Duration::from_millis(10));
        };
        out.push(heard.saturating_duration_since(t0));
        announcer.act_from(&megxadrez::audio::DeskAction::StopAll, None, now());
        session
            .apply(BoardNo::FIRST, &Command::Undo, now())
            .unwrap();
        std::thread::sleep(Duration::from_millis(20));
    }
    stats(
        "  move's verdict -> its sentence's first samples (idle desk, 128-frame buffer)",
        out,
    );
}
