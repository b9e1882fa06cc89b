//! The public address without a sound card: cues checked by their samples,
//! the audio thread by what it hands to an output that the test pulls, the
//! scheduler by the cues it gives on a virtual clock, and the command line's
//! offline rendering.

use megxadrez::core::ids::BoardNo;
use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use megxadrez::audio::engine::{Output, offline_mixer, open_once};
use megxadrez::audio::synth::{RATE, render};
use megxadrez::audio::{AudioEngine, CueBank};
use megxadrez::core::config::EventConfig;
use megxadrez::core::cues::CueSound;
use megxadrez::core::game::Command;
use megxadrez::core::schedule::{CueScheduler, Trigger};
use megxadrez::core::session::Session;
use rodio::Source;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn config(name: &str) -> EventConfig {
    megxadrez::store::load_config(&root().join(name)).unwrap_or_else(|e| panic!("{e}"))
}

/// A config written for the test: an individual game with `control`, a
/// 30-minute window and `audio` appended.
pub(crate) fn temp_config(dir: &Path, control: &str, extra: &str) -> EventConfig {
    let text = format!(
        r#"players = ["Ana", "Pablo"]
[event]
name = "Prueba"
format = "individual"
[time_control]
both = "{control}"
game_window_minutes = 30
[rules]
flag_fall = "always_loses"
[illegal_moves]
opponent_bonus_seconds = 0
[scoring]
win = 1
draw = 0.5
loss = 0
{extra}
"#
    );
    let path = dir.join("prueba.toml");
    std::fs::write(&path, text).unwrap();
    megxadrez::store::load_config(&path).unwrap_or_else(|e| panic!("{e}"))
}

pub(crate) fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("megxadrez-audio-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The strength of `frequency` in `samples` (one DFT bin, normalised).
fn strength(samples: &[f32], frequency: f32) -> f32 {
    let (mut re, mut im) = (0.0f64, 0.0f64);
    for (i, s) in samples.iter().enumerate() {
        let phase = std::f64::consts::TAU * frequency as f64 * i as f64 / RATE as f64;
        re += *s as f64 * phase.cos();
        im += *s as f64 * phase.sin();
    }
    ((re * re + im * im).sqrt() / samples.len() as f64) as f32
}

/// The strongest frequency from 100 to 4000 Hz, in 5 Hz steps.
fn dominant(samples: &[f32]) -> f32 {
    (20..=800)
        .map(|k| k as f32 * 5.0)
        .map(|f| (f, strength(samples, f)))
        .fold((0.0, 0.0), |best, x| if x.1 > best.1 { x } else { best })
        .0
}

fn peak(samples: &[f32]) -> f32 {
    samples.iter().fold(0.0, |m, s| m.max(s.abs()))
}

fn seconds(s: f32) -> usize {
    (s * RATE as f32) as usize
}

#[test]
fn synthesised_cues_have_their_length_pitch_headroom_and_a_silent_end() {
    let audio = config("configs/megxadrez-final-armageddon-12-10.toml").audio;
    for cue in &audio.cues {
        let samples = render(cue).unwrap();
        let p = peak(&samples);
        assert!(
            (p - cue.volume).abs() < 1e-4 && p < 1.0,
            "{}: peak {p}, volume {}",
            cue.name,
            cue.volume
        );
        // No click at the end: the last millisecond has faded to silence.
        let tail = &samples[samples.len() - seconds(0.001)..];
        assert!(
            peak(tail) < 0.01 * p,
            "{}: tail peak {}",
            cue.name,
            peak(tail)
        );
        match cue.sound {
            CueSound::Tone {
                frequency_hz,
                seconds: length,
            } => {
                assert_eq!(samples.len(), seconds(length));
                let middle = &samples[seconds(0.5)..seconds(1.0)];
                assert_eq!(dominant(middle), frequency_hz);
            }
            CueSound::Chime {
                frequency_hz,
                seconds: length,
            } => {
                assert_eq!(samples.len(), seconds(length));
                let third = samples.len() / 3;
                let first = dominant(&samples[third / 10..third * 8 / 10]);
                let last = dominant(&samples[2 * third + third / 10..2 * third + third * 8 / 10]);
                assert_eq!(first, frequency_hz, "{}", cue.name);
                assert_eq!(last, frequency_hz * 1.5, "rising: {}", cue.name);
            }
            CueSound::Beeps {
                frequency_hz,
                count,
            } => {
                // 0.15 s on, 0.1 s off.
                assert_eq!(
                    samples.len(),
                    seconds(0.15) * count as usize + seconds(0.1) * (count as usize - 1)
                );
                let mut beeps = 0;
                let mut on = false;
                for block in samples.chunks(seconds(0.01)) {
                    let loud = peak(block) > 0.1 * p;
                    if loud && !on {
                        beeps += 1;
                    }
                    on = loud;
                }
                assert_eq!(beeps, count, "{}", cue.name);
                assert_eq!(
                    dominant(&samples[seconds(0.03)..seconds(0.12)]),
                    frequency_hz
                );
            }
            CueSound::File(_) => {}
        }
    }
}

#[test]
fn spoken_announcements_decode_from_wav_and_ogg_at_48_khz() {
    // The final speaks its event's language: the same config in es, gl and
    // en takes each language's files.
    let path = root().join("configs/megxadrez-final-armageddon-12-10.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut files = Vec::new();
    for language in ["es", "gl", "en"] {
        let edited = text.replacen(
            "language = \"es\"",
            &format!("language = \"{language}\""),
            1,
        );
        let config = EventConfig::parse(&edited, &path, &|p| std::fs::read_to_string(p)).unwrap();
        for c in config.audio.cues {
            if let CueSound::File(p) = &c.sound {
                let name = p.file_name().unwrap().to_string_lossy().into_owned();
                assert!(name.starts_with(&format!("{language}-")), "{name}");
                files.push((c.clone(), p.clone()));
            }
        }
    }
    assert_eq!(files.len(), 12, "four announcements in three languages");
    assert!(files.iter().any(|(_, p)| p.extension().unwrap() == "wav"));
    assert!(files.iter().any(|(_, p)| p.extension().unwrap() == "ogg"));
    let count = files.len();
    let mut with_lead = 0;
    for (cue, path) in files {
        let cue = &cue;
        let samples = render(cue).unwrap();
        let source = rodio::Decoder::try_from(std::fs::File::open(&path).unwrap()).unwrap();
        let (rate, channels) = (source.sample_rate().get(), source.channels().get());
        let decoded: Vec<f32> = source.collect();
        let frames = decoded.len() / channels as usize;
        let expected = frames as f64 * RATE as f64 / rate as f64;
        // The file's silence before and after the words is cut, the words
        // are all there.
        let silent = |s: &f32| s.abs() <= peak(&decoded) / 1000.0;
        let lead = decoded.iter().take_while(|s| silent(s)).count() / channels as usize;
        let tail = decoded.iter().rev().take_while(|s| silent(s)).count() / channels as usize;
        let words = (frames - lead - tail) as f64 * RATE as f64 / rate as f64;
        assert!(
            (samples.len() as f64 - words).abs() < 0.01 * expected,
            "{}: {} samples at 48 kHz for {} frames of sound at {rate} Hz",
            path.display(),
            samples.len(),
            frames - lead - tail
        );
        // The cut is exercised: espeak leaves silence before most words.
        with_lead += usize::from(lead > 0);
        assert!(
            peak(&samples[..seconds(0.001)]) > 0.0001,
            "{}: the cue sounds at once",
            path.display()
        );
        assert!((peak(&samples) - cue.volume).abs() < 1e-4);
        // Whole words: each announcement lasts most of a second or more.
        assert!(samples.len() > seconds(0.8), "{}", path.display());
    }
    assert!(
        with_lead > count / 2,
        "{with_lead} of {count} files start with silence"
    );
}

#[test]
fn cue_render_on_the_command_line_writes_the_exact_samples() {
    let dir = temp_dir("render");
    let out = dir.join("inicio.wav");
    let status = Process::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["cue", "render", "--config"])
        .arg(root().join("configs/megxadrez-final-armageddon-12-10.toml"))
        .arg("inicio")
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success());
    let decoded: Vec<f32> = rodio::Decoder::try_from(std::fs::File::open(&out).unwrap())
        .unwrap()
        .collect();
    let audio = config("configs/megxadrez-final-armageddon-12-10.toml").audio;
    let expected = render(audio.cue("inicio").unwrap().1).unwrap();
    assert_eq!(decoded.len(), expected.len());
    let worst = decoded
        .iter()
        .zip(&expected)
        .map(|(a, b)| (a - b).abs())
        .fold(0.0, f32::max);
    assert!(worst < 1e-6, "differs by {worst}");

    let bad = Process::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["cue", "render", "--config"])
        .arg(root().join("configs/megxadrez-final-armageddon-12-10.toml"))
        .arg("no-such-cue")
        .arg(dir.join("x.wav"))
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(
        stderr.contains("no hay ninguna señal «no-such-cue»") && stderr.contains("inicio"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// Pulls `n` samples from the mixer (silence when nothing plays).
fn pull(source: &mut rodio::mixer::MixerSource, n: usize) -> Vec<f32> {
    (0..n).map(|_| source.next().unwrap_or(0.0)).collect()
}

/// Waits until the engine has handed `n` cues to the output.
fn wait_played(engine: &AudioEngine, n: u64) {
    let start = Instant::now();
    while engine.status().played < n {
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "{:?}",
            engine.status()
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

#[test]
fn the_audio_thread_plays_cues_from_memory_stops_at_once_and_follows_the_volume() {
    let audio = config("configs/megxadrez-final-armageddon-12-10.toml").audio;
    let bank = CueBank::load(&audio).unwrap();
    let (mixer, mut source) = offline_mixer();
    let engine = AudioEngine::start(
        bank.clone(),
        open_once(mixer, "prueba"),
        1.0,
        Duration::from_millis(20),
    );
    let (fin, _) = audio.cue("fin").unwrap();
    let cue = bank.samples(fin).unwrap().clone();

    engine.play(fin);
    wait_played(&engine, 1);
    let heard = pull(&mut source, cue.len() + 4800);
    assert_eq!(&heard[..cue.len()], &cue[..], "the exact samples, in order");
    assert!(heard[cue.len()..].iter().all(|s| *s == 0.0), "then silence");

    engine.set_volume(0.5);
    engine.play(fin);
    wait_played(&engine, 2);
    let half = pull(&mut source, 4800);
    for (h, c) in half.iter().zip(cue.iter()) {
        assert!((h - c * 0.5).abs() < 1e-6);
    }
    engine.stop_all();
    assert!(
        pull(&mut source, 4800).iter().all(|s| *s == 0.0),
        "panic stop"
    );

    let status = engine.status();
    assert_eq!(status.device.as_deref(), Some("prueba"));
    assert_eq!((status.played, status.dropped), (2, 0));
}

#[test]
fn with_no_device_the_engine_says_so_retries_and_plays_once_one_is_there() {
    let audio = config("configs/megxadrez-final-armageddon-12-10.toml").audio;
    let bank = CueBank::load(&audio).unwrap();
    let (mixer, mut source) = offline_mixer();
    let lost = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    // The test plugs a card in when it is ready for it.
    let plugged = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let (flag, card) = (lost.clone(), plugged.clone());
    let mut spare = Some(mixer);
    let (second, mut second_source) = offline_mixer();
    let mut spare2 = Some(second);
    let engine = AudioEngine::start(
        bank,
        Box::new(move || -> Result<Output, String> {
            if !card.load(Ordering::Acquire) {
                return Err("no output device".into());
            }
            if let Some(mixer) = spare.take() {
                return Ok(Output {
                    mixer,
                    name: "tarjeta enchufada".into(),
                    lost: flag.clone(),
                    keep: None,
                });
            }
            spare2
                .take()
                .map(|m| Output::offline(m, "tarjeta de nuevo"))
                .ok_or_else(|| "gone".into())
        }),
        1.0,
        Duration::from_millis(30),
    );
    // No device yet: a cue is dropped, not queued to sound late.
    let start = Instant::now();
    while engine.status().problem.is_none() {
        assert!(start.elapsed() < Duration::from_secs(5));
        std::thread::sleep(Duration::from_millis(1));
    }
    let status = engine.status();
    assert_eq!(status.device, None);
    assert!(
        status
            .describe(megxadrez::core::config::Language::Es)
            .contains("sin dispositivo de audio — reintentando")
    );
    assert!(
        status
            .describe(megxadrez::core::config::Language::En)
            .contains("no audio device — trying again")
    );
    // Not the sound library's own (English) words: ours only.
    assert!(
        !status
            .describe(megxadrez::core::config::Language::Es)
            .contains("gone")
    );
    engine.play(0);
    while engine.status().dropped < 1 {
        assert!(start.elapsed() < Duration::from_secs(5));
        std::thread::sleep(Duration::from_millis(1));
    }
    // The device appears: cues play again.
    plugged.store(true, Ordering::Release);
    while engine.status().device.is_none() {
        assert!(start.elapsed() < Duration::from_secs(5));
        std::thread::sleep(Duration::from_millis(1));
    }
    engine.play(0);
    wait_played(&engine, 1);
    assert!(peak(&pull(&mut source, 4800)) > 0.1);
    // Unplugged: the status says so, and the next device is opened.
    lost.store(true, Ordering::Release);
    while engine.status().opened < 2 {
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "{:?}",
            engine.status()
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(engine.status().device.as_deref(), Some("tarjeta de nuevo"));
    engine.play(1);
    wait_played(&engine, 2);
    assert!(peak(&pull(&mut second_source, 4800)) > 0.1);
}

/// Every cue the scheduler gives when polled each second from 0 to `end`,
/// after `commands` (instant, command) are applied at their instants.
fn run_schedule(
    config: EventConfig,
    commands: &[(u64, Command)],
    end_ms: u64,
) -> Vec<(String, u64, Trigger, u64)> {
    let mut session = Session::new(config);
    let mut scheduler = CueScheduler::new();
    let mut out = Vec::new();
    let mut pending = commands.iter().peekable();
    let mut now = 0;
    while now <= end_ms {
        while let Some((at, c)) = pending.peek() {
            if *at > now {
                break;
            }
            session.tick(*at);
            session
                .apply(BoardNo::at(0), c, *at)
                .unwrap_or_else(|e| panic!("{c:?}: {e}"));
            pending.next();
        }
        session.tick(now);
        for due in scheduler.poll(&session, now) {
            let name = session.config().audio.cues[due.cue].name.clone();
            out.push((name, due.at_ms, due.trigger, now));
        }
        now += 1000;
    }
    out
}

#[test]
fn a_30_minute_round_gives_each_cue_once_at_its_instant_across_a_pause() {
    let dir = temp_dir("round");
    let config = temp_config(&dir, "60+0", "");
    let min = 60_000;
    let commands = [
        (0, Command::Start),
        (30_000, Command::Move { text: "e4".into() }),
        (75_000, Command::Move { text: "e5".into() }),
        // A 3-minute pause at 12:00 (game time stops with it).
        (12 * min, Command::Pause),
        (15 * min, Command::Resume),
        (20 * min + 500, Command::Move { text: "Nf3".into() }),
        (
            34 * min,
            Command::Resign {
                side: shakmaty::Color::Black,
            },
        ),
    ];
    let cues = run_schedule(config, &commands, 40 * min);
    let got: Vec<(&str, u64, &Trigger)> = cues
        .iter()
        .map(|(n, at, t, _)| (n.as_str(), *at, t))
        .collect();
    assert_eq!(
        got,
        vec![
            (
                "inicio",
                0,
                &Trigger::GameStart {
                    board: BoardNo::at(0)
                }
            ),
            ("aviso", 23 * min, &Trigger::Window { left_ms: 10 * min }),
            ("aviso", 28 * min, &Trigger::Window { left_ms: 5 * min }),
            ("aviso", 32 * min, &Trigger::Window { left_ms: min }),
            ("fin", 33 * min, &Trigger::Window { left_ms: 0 }),
            (
                "fin",
                34 * min,
                &Trigger::GameEnd {
                    board: BoardNo::at(0)
                }
            ),
        ]
    );
    for (name, at, _, seen) in &cues {
        assert!(
            *seen >= *at && *seen < at + 1000,
            "{name} due {at}, given {seen}"
        );
    }

    // Without the pause every mark comes 3 minutes sooner.
    let config = temp_config(&dir, "60+0", "");
    let straight: Vec<_> = commands
        .iter()
        .filter(|(_, c)| !matches!(c, Command::Pause | Command::Resume))
        .cloned()
        .collect();
    let marks: Vec<u64> = run_schedule(config, &straight, 40 * min)
        .into_iter()
        .filter(|(_, _, t, _)| matches!(t, Trigger::Window { .. }))
        .map(|(_, at, _, _)| at)
        .collect();
    assert_eq!(marks, [20 * min, 25 * min, 29 * min, 30 * min]);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn configured_marks_and_low_time_beeps_fire_once_per_side_at_their_instants() {
    let dir = temp_dir("low");
    let config = temp_config(
        &dir,
        "1+0",
        r#"
[audio]
window_marks = [{ minutes = 20, cue = "aviso" }]
low_time = { cue = "aviso", seconds = [30, 10] }
game_start = ""
"#,
    );
    assert_eq!(config.audio.game_start, None, "\"\" turns a cue off");
    let commands = [
        (0, Command::Start),
        (5_000, Command::Move { text: "e4".into() }),
        // Black thinks 40 s (30 s left at 35 s), then moves with 20 s left.
        (45_000, Command::Move { text: "e5".into() }),
        // White pauses 10 s in the middle of its turn.
        (50_000, Command::Pause),
        (60_000, Command::Resume),
    ];
    let cues = run_schedule(config, &commands, 3 * 60_000);
    let got: Vec<(u64, Trigger)> = cues.into_iter().map(|(_, at, t, _)| (at, t)).collect();
    use shakmaty::Color::{Black, White};
    let low = |side, left_ms| Trigger::LowTime {
        board: BoardNo::at(0),
        side,
        left_ms,
    };
    // White: 55 s left at 45 s, runs from 45 to 50 and from 60: 30 s left
    // at 80 s, 10 s left at 100 s, flag at 110 s.
    assert_eq!(
        got,
        vec![
            (35_000, low(Black, 30_000)),
            (80_000, low(White, 30_000)),
            (100_000, low(White, 10_000)),
            (
                110_000,
                Trigger::GameEnd {
                    board: BoardNo::at(0)
                }
            ),
        ]
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_restarted_session_does_not_announce_again_what_was_past() {
    let dir = temp_dir("prime");
    let config = temp_config(&dir, "60+0", "");
    let mut session = Session::new(config);
    session.apply(BoardNo::at(0), &Command::Start, 0).unwrap();
    let mut scheduler = CueScheduler::new();
    scheduler.prime(&session, 21 * 60_000);
    assert_eq!(
        scheduler.next_due_ms(&session, 21 * 60_000),
        Some(25 * 60_000)
    );
    assert!(scheduler.poll(&session, 24 * 60_000).is_empty());
    let next = scheduler.poll(&session, 25 * 60_000);
    assert_eq!(next.len(), 1);
    assert_eq!(
        next[0].trigger,
        Trigger::Window {
            left_ms: 5 * 60_000
        }
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_missing_sound_file_is_reported_and_replaced_by_beeps_not_a_stop() {
    let dir = temp_dir("missing");
    let config = temp_config(
        &dir,
        "10+0",
        "[[cues]]\nname = \"voz\"\nfile = \"no-such.wav\"\n",
    );
    let strict = CueBank::load(&config.audio).expect_err("the file is missing");
    let message = strict.to_string();
    assert!(
        message.contains("cue \"voz\"") && message.contains("no-such.wav"),
        "{message}"
    );
    let (bank, problems) = CueBank::load_or_fallback(&config.audio);
    assert_eq!(problems.len(), 1);
    let (voz, _) = config.audio.cue("voz").unwrap();
    assert!(peak(bank.samples(voz).unwrap()) > 0.1, "beeps stand in");

    // `megxadrez check` refuses it before the event, naming the file.
    let out = Process::new(env!("CARGO_BIN_EXE_megxadrez"))
        .arg("check")
        .arg(dir.join("prueba.toml"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("no-such.wav"), "{stderr}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_result_taken_back_is_announced_again_when_the_game_really_ends() {
    let dir = temp_dir("undo");
    let config = temp_config(&dir, "10+0", "");
    let cues = run_schedule(
        config,
        &[
            (0, Command::Start),
            (10_000, Command::Move { text: "e4".into() }),
            (
                20_000,
                Command::Resign {
                    side: shakmaty::Color::White,
                },
            ),
            (30_000, Command::Undo),
            (
                40_000,
                Command::Resign {
                    side: shakmaty::Color::Black,
                },
            ),
        ],
        60_000,
    );
    let ends: Vec<u64> = cues
        .iter()
        .filter(|(_, _, t, _)| matches!(t, Trigger::GameEnd { .. }))
        .map(|(_, at, _, _)| *at)
        .collect();
    assert_eq!(ends, [20_000, 40_000]);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_short_window_keeps_only_the_default_marks_that_fit() {
    let dir = temp_dir("short");
    let text = std::fs::read_to_string(root().join("configs/rapid-circuit-swiss.toml"))
        .unwrap()
        .replace(
            "both = \"15+5\"",
            "both = \"15+5\"\ngame_window_minutes = 8",
        );
    let path = dir.join("corto.toml");
    std::fs::write(&path, text).unwrap();
    let config = megxadrez::store::load_config(&path).unwrap_or_else(|e| panic!("{e}"));
    let marks: Vec<u64> = config
        .audio
        .window_marks
        .iter()
        .map(|m| m.left_ms)
        .collect();
    assert_eq!(
        marks,
        [300_000, 60_000, 0],
        "no 10-minute mark in 8 minutes"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_countdown_on_the_hall_screens_fires_its_cue_once_at_zero() {
    use megxadrez::core::hall::HallCommand;
    let config = config("configs/rapid-circuit-swiss.toml");
    let audio = config.audio.clone();
    let mut session = Session::new(config);
    let mut scheduler = CueScheduler::new();
    session
        .apply_hall(
            &HallCommand::parse("message banner for 5 countdown cue fin La ronda 2 empieza en")
                .unwrap(),
            2_000,
        )
        .unwrap();
    let mut fired = Vec::new();
    for now in (0..=20_000).step_by(250) {
        for due in scheduler.poll(&session, now) {
            fired.push((
                audio.cues[due.cue].name.clone(),
                due.at_ms,
                due.trigger,
                now,
            ));
        }
    }
    assert_eq!(fired.len(), 1, "{fired:?}");
    let (name, at, trigger, seen) = &fired[0];
    assert_eq!((name.as_str(), *at, *seen), ("fin", 7_000, 7_000));
    assert!(matches!(
        trigger,
        Trigger::MessageEnd {
            from_ms: 2_000,
            full: false
        }
    ));
    // What the public address plays then, rendered offline: the end tone.
    let samples = render(audio.cue("fin").unwrap().1).unwrap();
    assert!(peak(&samples) > 0.1, "the cue sounds");
    assert!(samples.len() >= seconds(0.5), "{}", samples.len());
}
