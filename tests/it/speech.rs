//! The public address speaks (issue 51), rendered offline: the moves of
//! known games read as phrase keys in es, gl and en; the sentences made by
//! the real engine (espeak-ng) and played by the real audio thread into a
//! WAV, whose silence-separated segments are the phrases in count and
//! order; an organiser's recordings heard instead of the engine.

use std::sync::Arc;
use std::time::{Duration, Instant};

use megxadrez::audio::engine::{offline_mixer, open_once};
use megxadrez::audio::speech::{Made, PHRASE_GAP_MS, Speaker, Utterance};
use megxadrez::audio::synth::{RATE, decode_file, write_wav};
use megxadrez::audio::{AudioEngine, CueBank};
use megxadrez::core::config::Language;
use megxadrez::core::spoken::{Said, SpeechConfig, move_keys, sentence};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Position};

/// A game with both castlings, an en passant capture and a promotion by
/// capture with check; and the scholar's mate.
const CASTLES_AND_PROMOTION: &[&str] = &[
    "e4", "d5", "e5", "f5", "exf6", "Nh6", "fxg7", "e6", "Nf3", "Bd6", "gxh8=Q+", "Bf8", "Be2",
    "Nc6", "O-O", "Bd7", "d3", "Qe7", "Nc3", "O-O-O",
];
const SCHOLARS_MATE: &[&str] = &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];

/// Each move of `moves`, said.
fn said(moves: &[&str]) -> Vec<Vec<Said>> {
    let mut pos = Chess::default();
    let mut out = Vec::new();
    for m in moves {
        out.push(move_keys(&pos, m).unwrap_or_else(|| panic!("{m} in {moves:?}")));
        let san: SanPlus = m.parse().unwrap();
        let mv = san.san.to_move(&pos).unwrap();
        pos.play_unchecked(mv);
    }
    out
}

fn keys(said: &[Said]) -> Vec<&str> {
    said.iter().map(|s| s.key().unwrap()).collect()
}

#[test]
fn known_games_read_as_phrase_keys_and_words_in_each_language() {
    let game = said(CASTLES_AND_PROMOTION);
    let expected: &[&[&str]] = &[
        &["square-e4"],
        &["square-d5"],
        &["square-e5"],
        &["square-f5"],
        &["file-e", "takes", "square-f6", "en-passant"],
        &["piece-knight", "square-h6"],
        &["file-f", "takes", "square-g7"],
        &["square-e6"],
        &["piece-knight", "square-f3"],
        &["piece-bishop", "square-d6"],
        &[
            "file-g",
            "takes",
            "square-h8",
            "promotes",
            "piece-queen",
            "check",
        ],
        &["piece-bishop", "square-f8"],
        &["piece-bishop", "square-e2"],
        &["piece-knight", "square-c6"],
        &["castles-short"],
        &["piece-bishop", "square-d7"],
        &["square-d3"],
        &["piece-queen", "square-e7"],
        &["piece-knight", "square-c3"],
        &["castles-long"],
    ];
    let got: Vec<Vec<&str>> = game.iter().map(|s| keys(s)).collect();
    assert_eq!(got, expected);
    let mate = said(SCHOLARS_MATE);
    assert_eq!(
        keys(mate.last().unwrap()),
        ["piece-queen", "takes", "square-f7", "checkmate"]
    );
    let promotion = &game[10];
    let words = |l| sentence(l, promotion);
    assert_eq!(words(Language::Es), "Ge toma hache ocho corona dama jaque");
    assert_eq!(words(Language::Gl), "Gue toma hache oito corona dama xaque");
    assert_eq!(
        words(Language::En),
        "G takes h eight promotes to queen check"
    );
    assert_eq!(sentence(Language::Es, &game[4]), "E toma efe seis al paso");
    assert_eq!(sentence(Language::Gl, &game[19]), "Enroque longo");
    assert_eq!(sentence(Language::En, &game[14]), "Castles short");
    assert_eq!(
        sentence(Language::Es, mate.last().unwrap()),
        "Dama toma efe siete jaque mate"
    );
}

/// The segments of `samples`: the runs of sound between silences of at
/// least `gap_ms` (samples below 1/1000 of full scale).
fn segments(samples: &[f32], gap_ms: u64) -> Vec<std::ops::Range<usize>> {
    let gap = (gap_ms * u64::from(RATE) / 1000) as usize;
    let mut found: Vec<std::ops::Range<usize>> = Vec::new();
    let mut quiet = 0usize;
    for (i, s) in samples.iter().enumerate() {
        if s.abs() > 1e-3 {
            match found.last_mut() {
                Some(last) if quiet < gap => last.end = i + 1,
                _ => found.push(i..i + 1),
            }
            quiet = 0;
        } else {
            quiet += 1;
        }
    }
    found
}

/// Plays `utterance` through the real audio thread into an offline output
/// and takes what it gave, a second of silence after.
fn played(utterance: &Utterance) -> Vec<f32> {
    let (mixer, mut source) = offline_mixer();
    let engine = AudioEngine::start(
        CueBank::load(&Default::default()).unwrap(),
        open_once(mixer, "prueba"),
        1.0,
        Duration::from_millis(20),
    );
    let start = Instant::now();
    while engine.status().device.is_none() {
        assert!(start.elapsed() < Duration::from_secs(5));
        std::thread::sleep(Duration::from_millis(1));
    }
    engine.speak(utterance.samples.clone());
    while engine.status().spoken < 1 {
        assert!(start.elapsed() < Duration::from_secs(5));
        std::thread::sleep(Duration::from_millis(1));
    }
    let n = utterance.samples.len() + RATE as usize;
    (0..n).map(|_| source.next().unwrap_or(0.0)).collect()
}

fn engine_there() -> bool {
    std::process::Command::new("espeak-ng")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn a_sentence_made_by_the_engine_is_heard_as_its_phrases_in_order() {
    assert!(
        engine_there(),
        "espeak-ng is not installed: scripts/setup.sh installs it"
    );
    let dir = std::env::temp_dir().join(format!("megxadrez-speech-it-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let promotion = said(CASTLES_AND_PROMOTION).swap_remove(10);
    for l in [Language::Es, Language::Gl, Language::En] {
        let mut speaker = Speaker::new(&SpeechConfig::default(), l);
        assert!(speaker.engine().is_ok(), "{:?}", speaker.engine());
        let made = speaker.render(&promotion).unwrap();
        assert_eq!(made.phrases.len(), 6);
        assert!(made.phrases.iter().all(|(_, m)| *m == Made::Engine));
        let heard = played(&made);
        let wav = dir.join(format!("promotion-{l:?}.wav"));
        write_wav(&heard, &wav).unwrap();
        // Read back from the file: what a listener would get.
        let back = decode_file(&wav).unwrap();
        let found = segments(&back, PHRASE_GAP_MS * 3 / 4);
        let lengths: Vec<usize> = found.iter().map(|r| r.len()).collect();
        let expected: Vec<usize> = made.phrases.iter().map(|(r, _)| r.len()).collect();
        assert_eq!(
            found.len(),
            expected.len(),
            "{l:?}: segments {lengths:?}, phrases {expected:?}"
        );
        // In order: each segment as long as its phrase (within 10 ms of
        // the quiet ends the threshold leaves out).
        for (got, want) in lengths.iter().zip(&expected) {
            assert!(
                got.abs_diff(*want) < RATE as usize / 100 + 1,
                "{l:?}: segments {lengths:?}, phrases {expected:?}"
            );
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_organisers_recordings_are_the_samples_heard() {
    let dir = std::env::temp_dir().join(format!("megxadrez-voice-it-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Three phrases recorded, each a tone of its own pitch.
    let tone = |hz: f32, ms: usize| -> Vec<f32> {
        (0..ms * RATE as usize / 1000)
            .map(|i| (i as f32 * hz * std::f32::consts::TAU / RATE as f32).sin() * 0.6)
            .collect()
    };
    for (key, hz) in [
        ("piece-queen", 440.0),
        ("takes", 660.0),
        ("checkmate", 880.0),
    ] {
        write_wav(&tone(hz, 300), &dir.join(format!("{key}.wav"))).unwrap();
    }
    let config = SpeechConfig {
        recordings: Some(dir.clone()),
        ..SpeechConfig::default()
    };
    let mate = said(SCHOLARS_MATE).pop().unwrap();
    let mut speaker = Speaker::new(&config, Language::Es);
    assert_eq!(speaker.recorded(), 3);
    let made = speaker.render(&mate).unwrap();
    let makers: Vec<Made> = made.phrases.iter().map(|(_, m)| *m).collect();
    assert_eq!(
        makers,
        [
            Made::Recording,
            Made::Recording,
            Made::Engine,
            Made::Recording
        ],
        "the square is the engine's"
    );
    let heard = played(&made);
    for (i, key) in [(0, "piece-queen"), (1, "takes"), (3, "checkmate")] {
        let recorded = decode_file(&dir.join(format!("{key}.wav"))).unwrap();
        let span = made.phrases[i].0.clone();
        assert_eq!(
            &heard[span.clone()],
            &recorded[..],
            "{key}: the recording's samples, at its place in the sentence"
        );
    }
    let _: Arc<[f32]> = made.samples;
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn check_says_what_will_be_spoken_and_by_which_engine() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let check = |path: &std::path::Path, path_env: Option<&str>| {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_megxadrez"));
        command.arg("check").arg(path);
        if let Some(p) = path_env {
            command.env("PATH", p);
        }
        let out = command.output().unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let final_config = root.join("configs/megxadrez-final-armageddon-12-10.toml");
    let said = check(&final_config, None);
    assert!(
        said.contains("Voz: se dicen jugadas, resultados, emparejamientos; jugadas y resultados de los tableros 1\n"),
        "{said}"
    );
    assert!(said.contains("Voz: motor eSpeak NG"), "{said}");
    assert!(
        said.contains("Voz: así suena una jugada: «Caballo toma efe tres jaque»"),
        "{said}"
    );
    // Without the engine on the PATH: said, with what still works.
    let said = check(&final_config, Some("/nonexistent"));
    assert!(said.contains("Voz: sin motor ("), "{said}");
    assert!(said.contains("instale espeak-ng"), "{said}");
    assert!(
        !said.contains("se leen los resultados de sus encuentros"),
        "{said}"
    );
    // A school event: no giant board, so no move; its rounds' scores.
    let said = check(&root.join("configs/school-zonal-phase.toml"), None);
    assert!(
        said.contains("Voz: ningún tablero nombrado (speech.boards): no se dice ninguna jugada"),
        "{said}"
    );
    assert!(
        said.contains("Voz: al acabar el último tablero de una ronda se leen los resultados de sus encuentros, mesa a mesa"),
        "{said}"
    );
}

#[test]
fn a_time_warning_cuts_the_sentence_at_its_instant_and_it_is_not_resumed() {
    use megxadrez::audio::public_address::Announcer;
    use megxadrez::core::game::Command;
    use megxadrez::core::ids::BoardNo;
    use megxadrez::core::session::Session;
    use megxadrez::live::SessionEvent;
    assert!(engine_there(), "espeak-ng is not installed");
    let dir = crate::audio::temp_dir("speech-cut");
    // A 30-minute window whose first mark falls 1.5 s after the start.
    let config = crate::audio::temp_config(
        &dir,
        "5+0",
        r#"
[audio]
game_start = ""
window_marks = [{ minutes = 29.975, cue = "aviso" }]
[speech]
boards = [1]
"#,
    );
    let (mixer, mut source) = offline_mixer();
    let mut session = Session::new(config.clone());
    let mut announcer = Announcer::new(&config.audio, open_once(mixer, "prueba"), &session, 0);
    announcer.terminal = false;
    announcer.start_voice(0);
    let t = Instant::now();
    while !announcer.heard() {
        announcer.poll(&session, 0);
        assert!(t.elapsed() < Duration::from_secs(5));
        std::thread::sleep(Duration::from_millis(1));
    }
    session.apply(BoardNo::FIRST, &Command::Start, 0).unwrap();
    let events = session
        .apply(BoardNo::FIRST, &Command::Move { text: "e4".into() }, 1000)
        .unwrap();
    let events: Vec<SessionEvent> = events
        .into_iter()
        .enumerate()
        .map(|(i, event)| SessionEvent {
            seq: i as u64 + 1,
            board: BoardNo::FIRST,
            at_ms: 1000,
            event,
        })
        .collect();
    let l = announcer.desk.language();
    let asks =
        megxadrez::audio::announce::of_events(&session, &announcer.speech_config, l, events.iter());
    assert_eq!(asks.len(), 1);
    for ask in asks {
        announcer.ask(ask, 1000);
    }
    let stand = |a: &Announcer| a.speech.sentences().last().unwrap().stand;
    let t = Instant::now();
    while stand(&announcer).name() != "saying" {
        announcer.poll(&session, 1000);
        assert!(
            t.elapsed() < Duration::from_secs(10),
            "{:?}",
            stand(&announcer)
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    let length = announcer
        .speech
        .sentences()
        .last()
        .unwrap()
        .length_ms
        .unwrap();
    assert!(length > 500, "«E cuatro» lasts {length} ms");
    // Half a second into it the mark falls due: the warning plays, the
    // sentence is cut, and it is not taken up again.
    announcer.poll(&session, 1500);
    assert_eq!(stand(&announcer).name(), "cut");
    announcer.poll(&session, 1000 + length + 100);
    assert_eq!(stand(&announcer).name(), "cut");
    let log: Vec<String> = announcer.desk.log().map(|l| l.text.clone()).collect();
    let said = log.iter().position(|l| l.contains("🗣 «E cuatro»")).unwrap();
    let warned = log.iter().position(|l| l.contains("Aviso")).unwrap();
    assert!(said < warned, "{log:?}");
    // What the output gives from there is the warning alone (the
    // sentence's samples silenced): the cue's own samples.
    let t = Instant::now();
    while announcer.engine.status().played < 1 {
        assert!(t.elapsed() < Duration::from_secs(5));
        std::thread::sleep(Duration::from_millis(1));
    }
    let bank = CueBank::load(&config.audio).unwrap();
    let (aviso, _) = config.audio.cue("aviso").unwrap();
    let cue = bank.samples(aviso).unwrap();
    let heard: Vec<f32> = (0..cue.len())
        .map(|_| source.next().unwrap_or(0.0))
        .collect();
    assert_eq!(&heard[..], &cue[..], "the warning, and no speech under it");
    std::fs::remove_dir_all(&dir).unwrap();
}
