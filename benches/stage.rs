//! Stage benchmarks on the real renderer (Mesa's lavapipe on a machine with
//! no GPU): frame time with the final and 16 mirrors on screen, the time
//! from a command to the picture that shows it, and the CPU the stage uses
//! while idle with a clock running (windows under Xvfb), and a result of a
//! 500-player Swiss up to its standings screen drawn again.
//!
//! Run with `cargo bench --bench stage`. Prints figures; asserts nothing.

#[path = "support/figures.rs"]
mod figures;

#[path = "../tests/support/xvfb.rs"]
mod xvfb;
use xvfb::Xvfb;

use std::io::Write;
use std::path::Path;
use std::process::{Command as Process, Stdio};
use std::time::{Duration, Instant};

use megxadrez::app::OffscreenStage;
use megxadrez::core::game::Command;
use megxadrez::core::ids::BoardNo;
use megxadrez::core::session::Session;
use megxadrez::live::StageTime;
use shakmaty::Position;
use shakmaty::san::San;

fn stats(name: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let pick = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    println!(
        "{name:<58} median {:>8.2} ms   p95 {:>8.2} ms   ({} samples)",
        pick(0.5).as_secs_f64() * 1e3,
        pick(0.95).as_secs_f64() * 1e3,
        samples.len()
    );
    figures::note(
        format!("stage: {name}"),
        format!(
            "median {}, p95 {}",
            figures::ms(pick(0.5).as_secs_f64() * 1e3),
            figures::ms(pick(0.95).as_secs_f64() * 1e3)
        ),
        "",
    );
}

/// A random legal move on `board`, or None when the game is over.
fn some_move(session: &Session, board: BoardNo, rng: &mut fastrand::Rng) -> Option<Command> {
    let game = &session.boards()[board.index()].game;
    if game.outcome().is_some() {
        return None;
    }
    let legal = game.position().legal_moves();
    let m = legal.get(rng.usize(..legal.len().max(1)))?;
    Some(Command::Move {
        text: San::from_move(game.position(), *m).to_string(),
    })
}

fn main() {
    // `cargo bench --bench stage -- standings`: that part alone.
    if std::env::args().any(|a| a == "standings") {
        standings_500();
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // `cargo bench --bench stage -- hall`: that part alone.
    if std::env::args().any(|a| a == "hall") {
        hall_frames(root);
        figures::flush("stage-hall");
        return;
    }
    let config = megxadrez::store::load_config(&root.join("tests/configs/sixteen-boards.toml"))
        .expect("config");
    let mut rng = fastrand::Rng::with_seed(11);
    let mut stage = sixteen_boards(config, &[], &mut rng);

    println!(
        "stage benchmark: final (1920x1080) + 16 mirrors (1920x1080), offscreen, {}",
        megxadrez::app::probe_adapter().unwrap_or_default()
    );
    let mut steady = Vec::new();
    for _ in 0..150 {
        let t = Instant::now();
        stage.update();
        steady.push(t.elapsed());
    }
    stats("frame, clocks running, nothing else changed", steady);

    let mut rebuild = Vec::new();
    for i in 0..80 {
        let board = BoardNo::at(i % 16);
        if let Some(m) = some_move(stage.session(), board, &mut rng) {
            stage.send(board, m);
        }
        let t = Instant::now();
        stage.update();
        rebuild.push(t.elapsed());
    }
    stats("frame after a move (both screens rebuilt)", rebuild);

    let mut latency = Vec::new();
    for _ in 0..30 {
        let Some(m) = some_move(stage.session(), BoardNo::at(0), &mut rng) else {
            break;
        };
        let before = stage.session().boards()[0].game.moves().len();
        let t = Instant::now();
        stage.send(BoardNo::FIRST, m);
        let _ = stage.capture("final").expect("picture");
        latency.push(t.elapsed());
        assert_eq!(stage.session().boards()[0].game.moves().len(), before + 1);
    }
    stats(
        "command queued -> picture showing it back from the GPU",
        latency,
    );

    drop(stage);
    hall_frames(root);
    operator_enter(root);
    standings_500();
    idle_cpu(root);
    figures::note(
        "stage: renderer",
        megxadrez::app::probe_adapter().unwrap_or_default(),
        "",
    );
    figures::flush("stage");
}

/// The sixteen boards of `config` started, twelve plies played on each,
/// `hall` (message lines) put up, on the final and the mirrors screens
/// (1920x1080) with their clocks running, a few frames drawn.
fn sixteen_boards(
    config: megxadrez::core::config::EventConfig,
    hall: &[&str],
    rng: &mut fastrand::Rng,
) -> OffscreenStage {
    let mut session = Session::new(config);
    for b in BoardNo::all(16) {
        session.apply(b, &Command::Start, 0).expect("start");
        for ply in 0..12 {
            if let Some(m) = some_move(&session, b, rng) {
                session.apply(b, &m, 1 + ply).expect("legal");
            }
        }
    }
    for line in hall {
        let command = megxadrez::core::hall::HallCommand::parse(line).expect("message");
        session.apply_hall(&command, 15).expect("message up");
    }
    let mut stage = OffscreenStage::new(
        session,
        StageTime::real_from(20),
        &[("final", 1920, 1080), ("mirrors", 1920, 1080)],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    for _ in 0..10 {
        stage.update();
    }
    stage
}

/// Issue 32's measure: a frame with the clocks running, the same stage
/// with and without the hall's board up (a countdown banner over both
/// screens, which writes its figure each second, and three sponsors'
/// logos under each), their frames taken in turn so that both share the
/// machine's moment.
fn hall_frames(root: &Path) {
    use megxadrez::core::config::EventConfig;
    let plain = megxadrez::store::load_config(&root.join("tests/configs/sixteen-boards.toml"))
        .expect("config");
    let logos = ["club-xadrez.png", "concello.png", "deportes.jpg"]
        .map(|f| {
            format!(
                "{:?}",
                root.join("assets/logos").join(f).display().to_string()
            )
        })
        .join(", ");
    let text = std::fs::read_to_string(root.join("tests/configs/sixteen-boards.toml"))
        .expect("config")
        .replace(
            "name = \"final\"\n",
            &format!("name = \"final\"\nlogos = [{logos}]\n"),
        )
        .replace(
            "name = \"mirrors\"\n",
            &format!("name = \"mirrors\"\nlogos = [{logos}]\n"),
        );
    let dressed = EventConfig::parse(
        &text,
        &root.join("tests/configs/sixteen-boards.toml"),
        &|p| std::fs::read_to_string(p),
    )
    .expect("config with logos");
    assert!(
        dressed
            .screens
            .iter()
            .filter(|s| !s.logos.is_empty())
            .count()
            == 2,
        "the logos were not added"
    );
    // Each variant on the same boards (the same seed), in turn.
    let banner = "message banner for 3600 on final,mirrors La ronda 4 empieza a las 12:30";
    let countdown = "message banner for 3600 countdown on final,mirrors La ronda 4 empieza en";
    let variants: [(&str, &EventConfig, &[&str]); 5] = [
        (
            "frame, clocks running (beside the hall's board)",
            &plain,
            &[],
        ),
        ("frame, clocks running, a banner", &plain, &[banner]),
        (
            "frame, clocks running, a countdown banner",
            &plain,
            &[countdown],
        ),
        ("frame, clocks running, 3 logos per screen", &dressed, &[]),
        (
            "frame, clocks running, countdown banner + 3 logos per screen",
            &dressed,
            &[countdown],
        ),
    ];
    let mut stages: Vec<OffscreenStage> = variants
        .iter()
        .map(|(_, config, hall)| {
            sixteen_boards((*config).clone(), hall, &mut fastrand::Rng::with_seed(11))
        })
        .collect();
    let mut samples = vec![Vec::new(); stages.len()];
    // About 16 s each: sixteen of the countdown's changes of figure.
    for _ in 0..300 {
        for (stage, samples) in stages.iter_mut().zip(&mut samples) {
            let t = Instant::now();
            stage.update();
            samples.push(t.elapsed());
        }
    }
    for ((name, _, _), samples) in variants.iter().zip(samples) {
        let mean = samples.iter().sum::<Duration>().as_secs_f64() * 1e3 / samples.len() as f64;
        println!("{name}: mean {mean:.2} ms");
        stats(name, samples);
    }
}

/// A 500-player Swiss in its last round: one result entered, up to the
/// standings screen (1920x1080) drawn again from it; and the core's part
/// alone (the result applied, the table with every tie-break made).
fn standings_500() {
    use megxadrez::core::config::EventConfig;
    use megxadrez::core::event::{EventCommand, PairingResult};
    use megxadrez::live::EventRequest;
    const PLAYERS: u32 = 500;
    const ROUNDS: u32 = 9;
    let names: Vec<String> = (1..=PLAYERS)
        .map(|i| format!("\"Jugadora número {i:03}\""))
        .collect();
    let text = format!(
        "players = [{}]\n\n[event]\nname = \"Suizo de 500\"\nformat = \"individual\"\n\
         language = \"es\"\n\n[time_control]\nboth = \"15+5\"\n\n[rules]\n\
         flag_fall = \"draw_if_opponent_cannot_mate\"\n\n[illegal_moves]\nlose_at = 2\n\
         opponent_bonus_seconds = 60\n\n[scoring]\nwin = 1\n\
         draw = 0.5\nloss = 0\n\n[tournament]\nrounds = {ROUNDS}\nrules = \"2026\"\n\n\
         [[screens]]\nname = \"tabla\"\nlayout = \"standings\"\n\n\
         [[screens]]\nname = \"mesas\"\nlayout = \"mirrors\"\n",
        names.join(", ")
    );
    let config = EventConfig::parse(&text, Path::new("bench.toml"), &|p| {
        std::fs::read_to_string(p)
    })
    .expect("config");
    let mut session = Session::new(config);
    let mut rng = fastrand::Rng::with_seed(500);
    let mut score = vec![0u32; PLAYERS as usize];
    let results = [
        PairingResult::WhiteWins,
        PairingResult::Draw,
        PairingResult::BlackWins,
    ];
    let mut last_round = Vec::new();
    for round in 1..=ROUNDS {
        let mut order: Vec<u32> = (1..=PLAYERS).collect();
        order.sort_by_key(|&p| (std::cmp::Reverse(score[p as usize - 1]), p));
        for pair in order.chunks(2) {
            let (white, black) = (pair[0], pair[1]);
            session
                .apply_event(&EventCommand::Pair {
                    round,
                    white,
                    black,
                })
                .expect("pair");
            if round == ROUNDS {
                last_round.push((white, black));
                continue;
            }
            let result = results[rng.usize(..3)];
            session
                .apply_event(&EventCommand::Result {
                    round,
                    white,
                    black,
                    result,
                })
                .expect("result");
            let (w, b) = match result {
                PairingResult::WhiteWins => (2, 0),
                PairingResult::Draw => (1, 1),
                _ => (0, 2),
            };
            score[white as usize - 1] += w;
            score[black as usize - 1] += b;
        }
    }
    let result_of = |(white, black): (u32, u32)| EventCommand::Result {
        round: ROUNDS,
        white,
        black,
        result: PairingResult::WhiteWins,
    };
    // The core alone.
    let mut core = Vec::new();
    let mut copy = session.clone();
    for &pair in last_round.iter().take(60) {
        let t = Instant::now();
        copy.apply_event(&result_of(pair)).expect("result");
        let table = megxadrez::core::tournament::table::event_table(
            copy.config(),
            copy.event(),
            megxadrez::core::pairing::tiebreak::Rules::Fide2026,
            None,
            &mut |n| rng.usize(..n),
        );
        core.push(t.elapsed());
        assert_eq!(table.rows.len(), PLAYERS as usize);
    }
    stats(
        "500-player Swiss: result applied + table (5 tie-breaks)",
        core,
    );
    // Through the stage: the bridge applies it, the screen is rebuilt.
    let mut stage = OffscreenStage::new(session, StageTime::Fixed(1_000), &[("tabla", 1920, 1080)])
        .expect("stage");
    stage.settle();
    let mut frames = Vec::new();
    for &pair in last_round.iter().skip(60).take(40) {
        stage.change_event(EventRequest::Apply(result_of(pair)));
        let t = Instant::now();
        stage.update();
        frames.push(t.elapsed());
    }
    stats(
        "500-player Swiss: result -> standings screen rebuilt (frame)",
        frames,
    );
    let mut pictures = Vec::new();
    for &pair in last_round.iter().skip(100).take(10) {
        let t = Instant::now();
        stage.change_event(EventRequest::Apply(result_of(pair)));
        let _ = stage.capture("tabla").expect("picture");
        pictures.push(t.elapsed());
    }
    stats(
        "500-player Swiss: result -> standings picture back",
        pictures,
    );
}

/// The operator panel's part: the egui frame in which Enter is pressed on a
/// typed move, up to the command applied by the core.
fn operator_enter(root: &Path) {
    use bevy_egui::egui::{self, Event, Key, Modifiers, Pos2, RawInput, Rect, Vec2};
    use megxadrez::operator::panel::Panel;
    let config =
        megxadrez::store::load_config(&root.join("configs/megxadrez-final-armageddon-12-10.toml"))
            .expect("config");
    let mut session = Session::new(config);
    session
        .apply(BoardNo::FIRST, &Command::Start, 0)
        .expect("start");
    let ctx = egui::Context::default();
    let mut panel = Panel::new();
    let mut rng = fastrand::Rng::with_seed(5);
    let mut time = 0.0;
    let mut frame = |events: Vec<Event>, panel: &mut Panel, session: &Session, now: u64| {
        time += 0.05;
        ctx.begin_pass(RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, Vec2::new(1280.0, 860.0))),
            events,
            time: Some(time),
            ..Default::default()
        });
        let commands = panel.ui(&ctx, session, now);
        ctx.end_pass().drop_without_applying_deltas();
        commands
    };
    let mut now = 1000;
    for _ in 0..3 {
        frame(vec![], &mut panel, &session, now);
    }
    let mut samples = Vec::new();
    for _ in 0..60 {
        let Some(Command::Move { text }) = some_move(&session, BoardNo::at(0), &mut rng) else {
            break;
        };
        // Typed as the operator types it: the event's piece letters.
        let typed =
            megxadrez::core::notation::from_english(&text, session.config().piece_letters());
        frame(vec![Event::Text(typed)], &mut panel, &session, now);
        now += 1000;
        let enter = |pressed| Event::Key {
            key: Key::Enter,
            physical_key: None,
            pressed,
            repeat: false,
            modifiers: Modifiers::NONE,
        };
        // Pressed and released, as a finger does: the move goes out in one
        // of the two frames.
        let t = Instant::now();
        let mut commands = frame(vec![enter(true)], &mut panel, &session, now);
        if commands.is_empty() {
            commands = frame(vec![enter(false)], &mut panel, &session, now);
        }
        for (board, command) in &commands {
            session.apply(*board, command, now).expect("legal");
        }
        samples.push(t.elapsed());
        // The verdict goes back to the panel, as the bridge sends it.
        panel.feedback(Ok("hecho".into()));
        assert_eq!(
            commands.len(),
            1,
            "Enter gave the move {text}: {:?}",
            panel.message
        );
    }
    stats(
        "operator Enter -> command applied (panel frames + core)",
        samples,
    );
}

/// Runs `megxadrez stage` in real windows under Xvfb with the final's clock
/// running and reads its CPU time from /proc over 30 seconds.
fn idle_cpu(root: &Path) {
    let xvfb = match Xvfb::start("1920x1080x24") {
        Ok(x) => x,
        Err(e) => {
            println!("idle CPU: {e}; skipped");
            return;
        }
    };
    let display = xvfb.display.clone();
    let mut stage = Process::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["stage", "--config"])
        .arg(root.join("configs/megxadrez-final-armageddon-12-10.toml"))
        .env("DISPLAY", &display)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("megxadrez stage");
    let mut stdin = stage.stdin.take().expect("stdin");
    std::thread::sleep(Duration::from_secs(8));
    writeln!(stdin, "start").expect("start");
    writeln!(stdin, "board 2 start").expect("start board 2");
    std::thread::sleep(Duration::from_secs(5));
    let ticks = || -> Option<u64> {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", stage.id())).ok()?;
        let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
        Some(fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?)
    };
    let hz = 100.0; // USER_HZ on Linux
    let (t0, c0) = (Instant::now(), ticks());
    std::thread::sleep(Duration::from_secs(30));
    let (t1, c1) = (Instant::now(), ticks());
    if let (Some(c0), Some(c1)) = (c0, c1) {
        let cpu = (c1 - c0) as f64 / hz;
        let wall = (t1 - t0).as_secs_f64();
        println!(
            "idle CPU, 2 windows (final + mirrors, 1280x720) under Xvfb, two clocks running: {:.1} % of one core ({cpu:.2} s CPU in {wall:.1} s)",
            100.0 * cpu / wall
        );
    } else {
        println!("idle CPU: the stage exited early");
    }
    let _ = stage.kill();
    let _ = stage.wait();
    drop(xvfb);
}
