//! Crash safety of the journal, with the real binary: `megxadrez replay
//! --journal` is killed with SIGKILL at random instants and restarted on the
//! same journal; every command acknowledged before the kill must be in the
//! rebuilt state, in order, and nothing that was not sent.

use megxadrez::core::ids::BoardNo;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use megxadrez::core::game::Command as GameCommand;
use shakmaty::Position;
use shakmaty::san::San;

const CONFIG: &str = "configs/rapid-circuit-swiss.toml";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("megxadrez-crash-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A script of `plies` legal moves (a random game that does not end early)
/// and the moves in SAN.
fn long_script(plies: usize) -> (String, Vec<String>) {
    let config = megxadrez::store::load_config(&root().join(CONFIG)).unwrap();
    for seed in 0.. {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut game = config.new_game();
        game.apply(&GameCommand::Start, 0).unwrap();
        let mut moves = Vec::new();
        while moves.len() < plies && game.outcome().is_none() {
            let legal = game.position().legal_moves();
            let san = San::from_move(game.position(), legal[rng.usize(..legal.len())]).to_string();
            game.apply(
                &GameCommand::Move { text: san.clone() },
                (moves.len() as u64 + 1) * 1000,
            )
            .unwrap();
            moves.push(san);
        }
        if game.outcome().is_none() {
            let mut script = String::from("at 0 start\n");
            for (i, m) in moves.iter().enumerate() {
                script.push_str(&format!("at {} move {m}\n", i + 1));
            }
            return (script, moves);
        }
    }
    unreachable!()
}

fn replay(journal: &Path, script: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_megxadrez"));
    c.args(["replay", "--config"])
        .arg(root().join(CONFIG))
        .arg("--journal")
        .arg(journal)
        .arg(script);
    c
}

#[test]
fn every_acknowledged_command_survives_sigkill_and_nothing_else_appears() {
    let dir = temp("crash");
    let (script, moves) = long_script(150);
    let script_path = dir.join("game.txt");
    std::fs::write(&script_path, script).unwrap();
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "").unwrap();

    let full = replay(&dir.join("full"), &script_path).output().unwrap();
    assert!(
        full.status.success(),
        "{}",
        String::from_utf8_lossy(&full.stderr)
    );

    // Each trial kills the run at a random instant: after a random number of
    // acknowledgements (so the kills spread over the whole run however fast
    // the machine is), then a random fraction of a command's time later.
    let mut rng = fastrand::Rng::with_seed(42);
    let mut partial_runs = 0;
    for trial in 0..50 {
        let journal = dir.join(format!("trial-{trial}"));
        let mut child = replay(&journal, &script_path)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut pipe = child.stderr.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel::<String>();
        let reader = std::thread::spawn(move || {
            let mut all = String::new();
            let mut buf = [0u8; 256];
            while let Ok(n) = pipe.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let chunk = String::from_utf8_lossy(&buf[..n]).into_owned();
                all.push_str(&chunk);
                let _ = tx.send(chunk);
            }
            all
        });
        let kill_after = rng.usize(0..moves.len() + 1);
        let mut seen = String::new();
        while seen.matches("ack ").count() < kill_after {
            match rx.recv_timeout(Duration::from_secs(20)) {
                Ok(chunk) => seen.push_str(&chunk),
                Err(_) => break,
            }
        }
        std::thread::sleep(Duration::from_micros(rng.u64(0..1500)));
        let _ = child.kill(); // SIGKILL
        let _ = child.wait();
        let stderr = reader.join().unwrap();
        // Only whole lines count as acknowledgements.
        let acked = stderr
            .split_inclusive('\n')
            .filter(|l| l.ends_with('\n'))
            .filter_map(|l| l.trim().strip_prefix("ack ")?.parse::<usize>().ok())
            .collect::<Vec<_>>();
        assert!(
            acked.windows(2).all(|w| w[1] == w[0] + 1),
            "acks in order: {acked:?}"
        );
        // Record 1 says whose journal it is: the commands acknowledged are
        // one fewer than the last number.
        let acked = acked.last().map_or(0, |n| n - 1);

        let rebuilt = replay(&journal, &empty).output().unwrap();
        let err = String::from_utf8_lossy(&rebuilt.stderr);
        assert!(
            rebuilt.status.success(),
            "trial {trial}: restart failed: {err}"
        );
        let report: serde_json::Value = serde_json::from_slice(&rebuilt.stdout).unwrap();
        let rebuilt_moves: Vec<String> = serde_json::from_value(report["moves"].clone()).unwrap();
        // After the restart the journal holds exactly the intact records.
        let text = std::fs::read_to_string(journal.join("session.journal")).unwrap();
        let records = crate::journal_records(&text).count();
        assert!(
            records == rebuilt_moves.len() || records == rebuilt_moves.len() + 1,
            "start + moves"
        );
        // Acknowledged ⇒ durable. At most the one command in flight (made
        // durable, killed before its ack was printed) may be there too.
        assert!(
            records >= acked,
            "trial {trial}: {acked} acknowledged, {records} rebuilt"
        );
        assert!(
            records <= acked + 1,
            "trial {trial}: {acked} acknowledged, {records} rebuilt"
        );
        let plain: Vec<String> = rebuilt_moves
            .iter()
            .map(|m| m.trim_end_matches(['+', '#']).to_owned())
            .collect();
        assert_eq!(
            plain[..],
            moves[..plain.len()],
            "trial {trial}: in order, nothing else"
        );
        if rebuilt_moves.len() < moves.len() {
            partial_runs += 1;
        }
    }
    assert!(
        partial_runs >= 25,
        "the kills landed mid-run ({partial_runs} of 50)"
    );
}

// ------------------------------------------------------------ properties

use megxadrez::core::journal::JournalError;
use megxadrez::core::session::Session;
use megxadrez::store::journal::Journal;
use proptest::prelude::*;

const MOVES: &[&str] = &[
    "e4", "e5", "d4", "d5", "Nf3", "Nc6", "Bb5", "a6", "exd5", "O-O", "Qh5", "Ke2", "e2e4", "g1f3",
];

/// One random script line: mostly commands that may or may not apply,
/// some garbage, on boards that may not exist.
fn line() -> impl Strategy<Value = (u64, String)> {
    (
        0u64..20,
        0u8..16,
        1usize..4,
        0usize..MOVES.len(),
        "[ -~]{0,24}",
    )
        .prop_map(|(gap, kind, board, m, garbage)| {
            let body = match kind {
                0 => "start".to_owned(),
                1..=6 => format!("move {}", MOVES[m]),
                7 => "pause".into(),
                8 => "resume".into(),
                9 => "illegal".into(),
                10 => "undo".into(),
                11 => "adjust white +30".into(),
                12 => "resign black".into(),
                13 => "draw".into(),
                14 => garbage.clone(),
                _ => format!("move {garbage}"),
            };
            (gap, format!("board {board} {body}"))
        })
}

fn journal_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "megxadrez-prop-{}-{tag}-{}",
        std::process::id(),
        fastrand::u64(..)
    ));
    std::fs::create_dir_all(&d).unwrap();
    d
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Random command lines into a journaled replay: no panic; every
    /// refused line has a message; exactly the accepted commands are
    /// journaled, and the journal rebuilds the same boards.
    #[test]
    fn random_command_lines_journal_exactly_what_was_accepted(
        lines in prop::collection::vec(line(), 1..40),
        backwards in any::<bool>(),
    ) {
        let config = megxadrez::store::load_config(&root().join("configs/megxadrez-final-armageddon-12-10.toml")).unwrap();
        let mut at = 0;
        let mut script = String::new();
        for (i, (gap, body)) in lines.iter().enumerate() {
            // Now and then a line whose time goes backwards.
            at = if backwards && i == lines.len() / 2 { at / 2 } else { at + gap };
            script.push_str(&format!("at {at} {body}\n"));
        }
        let dir = journal_dir("lines");
        let path = dir.join("session.journal");
        // The store's writer, as `replay --journal` uses it: journaled
        // before applied.
        let opened = megxadrez::store::recovery::open(&config, &dir, false).unwrap();
        prop_assert_eq!(opened.records, 0);
        let mut sink = opened.sink;
        let run = megxadrez::core::replay::replay_on(
            opened.session,
            0,
            &script,
            true,
            &mut || true,
            &mut |session, entry, at| {
                megxadrez::store::writer::apply_entry(session, Some(&mut sink), entry, at)
                    .map(|_| ())
                    .map_err(|e| e.not_applied(megxadrez::core::config::Language::Es))
            },
        );
        for e in &run.errors {
            prop_assert!(!e.message.trim().is_empty(), "line {} has no message", e.line);
        }
        drop(sink);
        let (_, records, warning) = Journal::open(&path).unwrap();
        prop_assert_eq!(warning, None);
        // The first says whose journal it is; the rest, what was accepted.
        let identity = records.first().map(|r| r.entry.clone());
        prop_assert!(matches!(
            identity,
            Some(megxadrez::core::journal::Entry::Identity(_))
        ));
        let records = &records[1..];
        prop_assert_eq!(records.len(), run.accepted.len());
        for (r, (at, board, command)) in records.iter().zip(&run.accepted) {
            prop_assert_eq!((r.at_ms, r.board_command()), (*at, Some((*board, command))));
        }
        let mut rebuilt = Session::rebuild(config, records).unwrap();
        rebuilt.tick(run.at_ms);
        prop_assert_eq!(rebuilt.boards(), run.session.boards());
        let _ = std::fs::remove_dir_all(dir);
    }

    /// Random bytes after a journal's intact records: never a panic, and
    /// never a lost record — either the tail is dropped with a warning (a
    /// torn last line) or the start is refused naming the damaged line and
    /// the last intact record.
    #[test]
    fn random_bytes_after_the_records_lose_nothing_before_them(
        tail in prop::collection::vec(any::<u8>(), 1..200),
    ) {
        let dir = journal_dir("tail");
        let path = dir.join("session.journal");
        let (mut journal, _, _) = Journal::open(&path).unwrap();
        let commands = [
            (0, BoardNo::at(0), GameCommand::Start),
            (1500, BoardNo::at(0), GameCommand::Move { text: "e4".into() }),
            (2500, BoardNo::at(1), GameCommand::Start),
        ];
        for (at, board, c) in &commands {
            journal.append(*at, *board, c).unwrap();
        }
        drop(journal);
        let mut bytes = std::fs::read(&path).unwrap();
        bytes.extend_from_slice(&tail);
        std::fs::write(&path, &bytes).unwrap();
        match Journal::open(&path) {
            Ok((_, records, warning)) => {
                prop_assert!(records.len() >= 3);
                for (r, (at, board, c)) in records.iter().zip(&commands) {
                    prop_assert_eq!((r.at_ms, r.board_command()), (*at, Some((*board, c))));
                }
                if records.len() == 3 && tail.iter().any(|b| !b.is_ascii_whitespace()) {
                    let warning = warning.map(|w| w.to_string()).unwrap_or_default();
                    prop_assert!(warning.contains("session.journal:5"), "{}", warning);
                }
            }
            Err(JournalError::Corrupt { line, last_good, .. }) => {
                prop_assert_eq!(last_good, 3);
                prop_assert!(line >= 5);
            }
            Err(e) => prop_assert!(false, "unexpected: {}", e),
        }
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// The league's day as a journal: every record a restart could stop after.
/// Cut after each one, the journal brings back what the script's lines up
/// to it make: the same pairings, results, round on the stage, boards and
/// moves — and the same screens.
#[test]
fn an_event_restarted_after_any_record_comes_back_with_its_round_results_and_screens() {
    use megxadrez::app::OffscreenStage;
    use megxadrez::live::StageTime;
    let config_path = root().join("tests/configs/league-six.toml");
    let config = megxadrez::store::load_config(&config_path).unwrap();
    let script =
        std::fs::read_to_string(root().join("tests/scripts/league-six-final.txt")).unwrap();
    let dir = temp("event-restart");
    let full = dir.join("full");
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["replay", "--config"])
        .arg(&config_path)
        .arg("--journal")
        .arg(&full)
        .arg(root().join("tests/scripts/league-six-final.txt"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(full.join("session.journal")).unwrap();
    // The header and whose journal it is, then one record a command.
    let lines: Vec<&str> = text.lines().collect();
    let (header, records) = lines.split_at(2);
    let commands: Vec<&str> = script
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .collect();
    assert_eq!(records.len(), commands.len(), "one record a line");
    let mut screens_compared = 0;
    for k in 0..=records.len() {
        let cut = dir.join(format!("cut-{k}"));
        std::fs::create_dir_all(&cut).unwrap();
        let mut kept = header.to_vec();
        kept.extend(&records[..k]);
        std::fs::write(cut.join("session.journal"), kept.join("\n") + "\n").unwrap();
        let back = megxadrez::store::recovery::open(&config, &cut, false)
            .unwrap_or_else(|e| panic!("after record {k}: {}", e.text(config.event.language)));
        let expected = megxadrez::core::replay::replay(
            &config,
            &(commands[..k].join("\n") + "\n"),
            false,
            &mut || true,
        );
        assert!(expected.errors.is_empty(), "{:?}", expected.errors);
        let (a, b) = (&back.session, &expected.session);
        assert_eq!(a.event(), b.event(), "after record {k}: the event");
        let boards = |s: &Session| -> Vec<(String, Vec<String>, bool)> {
            s.boards()
                .iter()
                .map(|b| {
                    (
                        b.label.clone(),
                        b.game.moves().iter().map(|m| m.san.clone()).collect(),
                        b.game.outcome().is_some(),
                    )
                })
                .collect()
        };
        assert_eq!(boards(a), boards(b), "after record {k}: the boards");
        // The screens, at a few cuts: what each shows is the same text in
        // the same place.
        if k % 9 == 0 || k == records.len() {
            let at = back.at_ms;
            let texts = |s: Session| {
                let mut stage = OffscreenStage::new(
                    s,
                    StageTime::Fixed(at),
                    &[
                        ("mesas", 1280, 720),
                        ("ronda", 1280, 720),
                        ("cuadro", 1280, 720),
                    ],
                )
                .unwrap();
                stage.settle();
                ["mesas", "ronda", "cuadro"]
                    .map(|n| {
                        stage
                            .text_boxes(n)
                            .into_iter()
                            .map(|t| (t.text, (t.rect.x.round(), t.rect.y.round())))
                            .collect::<Vec<_>>()
                    })
                    .to_vec()
            };
            assert_eq!(
                texts(back.session),
                texts(expected.session),
                "after record {k}: the screens"
            );
            screens_compared += 1;
        }
    }
    assert!(screens_compared >= 5);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A journal closed and opened again while other threads start processes
/// (as the stage's tests and a stage that opens a browser do): between
/// fork and exec a child shares the journal's lock for a moment, and the
/// reopening waits for it instead of taking it for a second writer.
#[test]
fn a_journal_reopened_while_processes_start_is_not_taken_for_a_second_writer() {
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let spawning = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let _ = std::process::Command::new("true").status();
            }
        })
    };
    let dir = journal_dir("reopen");
    let path = dir.join("session.journal");
    let refused: Vec<String> = (0..500)
        .filter_map(|_| Journal::open(&path).err().map(|e| e.to_string()))
        .collect();
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    spawning.join().unwrap();
    let _ = std::fs::remove_dir_all(dir);
    assert!(
        refused.is_empty(),
        "{} of 500 reopenings refused: {:?}",
        refused.len(),
        refused.first()
    );
}

/// Two events made with the wizard's default file name, in two folders,
/// started from one working folder: each keeps its own journal beside its
/// config (they shared `journal/evento` there, and the second showed the
/// first's game and wrote into its journal). A journal given another
/// event's config, or its own with other rules, is refused with both
/// names, nothing touched — until the arbiter says it is the same event.
#[test]
fn two_events_started_from_one_folder_keep_their_own_journals() {
    let dir = temp("two-events");
    let rapid = std::fs::read_to_string(root().join(CONFIG)).unwrap();
    let name = "Circuito de ajedrez rápido — Sub-18";
    for (folder, event) in [("a", "Open de Vilagarcía"), ("b", "Torneo de Cambados")] {
        std::fs::create_dir_all(dir.join(folder)).unwrap();
        std::fs::write(
            dir.join(folder).join("evento.toml"),
            rapid.replace(name, event),
        )
        .unwrap();
    }
    let a = crate::stage_in_windows(&["stage", "a/evento.toml"], &dir, "start\nmove e4\n");
    let said_a = String::from_utf8_lossy(&a.stderr).into_owned();
    assert!(a.status.success(), "{said_a}");
    let b = crate::stage_in_windows(&["stage", "b/evento.toml"], &dir, "");
    let said_b = String::from_utf8_lossy(&b.stderr).into_owned();
    assert!(b.status.success(), "{said_b}");
    assert!(!said_b.contains("recuperada"), "{said_b}");
    let journal_a = dir.join("a/evento.journal/session.journal");
    let journal_b = dir.join("b/evento.journal/session.journal");
    let text_a = std::fs::read_to_string(&journal_a).unwrap();
    let text_b = std::fs::read_to_string(&journal_b).unwrap();
    assert!(text_a.contains("move e4") && text_a.contains("Open de Vilagarcía"));
    assert!(!text_b.contains("move e4") && text_b.contains("Torneo de Cambados"));
    assert!(
        !dir.join("journal").exists(),
        "nothing in the working folder"
    );

    // B's config on A's journal: refused with both names, A's journal as
    // it was, for the stage, the console, a replay and an export.
    let on_a = |what: &[&str], extra: &[&str]| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_megxadrez"));
        c.current_dir(&dir)
            .env("LANG", "es_ES.UTF-8")
            .args(what)
            .args(["--config", "b/evento.toml", "--journal", "a/evento.journal"])
            .args(extra)
            .stdin(Stdio::null());
        c.output().unwrap()
    };
    let script = dir.join("more.txt");
    std::fs::write(&script, "at 3 move e5\n").unwrap();
    let script = script.to_str().unwrap();
    for out in [
        on_a(&["replay"], &[script]),
        on_a(&["console"], &[]),
        on_a(&["export"], &["-"]),
    ] {
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{said}");
        assert!(
            said.contains("«Open de Vilagarcía»")
                && said.contains("«Torneo de Cambados»")
                && said.contains("--same-event"),
            "{said}"
        );
    }
    assert_eq!(std::fs::read_to_string(&journal_a).unwrap(), text_a);

    // A's own config with another time control: refused as other rules.
    let slower = dir.join("a/slower.toml");
    std::fs::write(
        &slower,
        rapid
            .replace(name, "Open de Vilagarcía")
            .replace("both = \"15+5\"", "both = \"25+5\""),
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .current_dir(&dir)
        .env("LANG", "es_ES.UTF-8")
        .args(["replay", "--config"])
        .arg(&slower)
        .args(["--journal", "a/evento.journal", script])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && said.contains("con otras reglas"),
        "{said}"
    );
    // The arbiter's word: taken, and noted in the journal.
    let out = on_a(&["replay"], &["--same-event", script]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let now = std::fs::read_to_string(&journal_a).unwrap();
    assert!(now.starts_with(&text_a), "nothing rewritten");
    assert!(now.contains("Torneo de Cambados") && now.contains("move e5"));
    let _ = std::fs::remove_dir_all(&dir);
}
