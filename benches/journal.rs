//! Journal benchmarks: append + fsync per command (median and p99), and
//! rebuilding a session from a 500-command journal.
//!
//! Run with `cargo bench --bench journal`. Prints figures; asserts nothing.

#[path = "support/figures.rs"]
mod figures;

use std::path::Path;
use std::time::{Duration, Instant};

use megxadrez::core::game::Command;
use megxadrez::core::ids::BoardNo;
use megxadrez::core::session::Session;
use megxadrez::store::journal::Journal;
use shakmaty::Position;
use shakmaty::san::San;

fn pick(samples: &mut [Duration], q: f64) -> Duration {
    samples.sort();
    samples[((samples.len() - 1) as f64 * q).round() as usize]
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = megxadrez::store::load_config(&root.join("tests/configs/sixteen-boards.toml"))
        .expect("config");
    // 500 commands: 16 starts, then random legal moves round the boards.
    let mut session = Session::new(config.clone());
    let mut rng = fastrand::Rng::with_seed(9);
    let mut commands = Vec::new();
    for b in BoardNo::all(16) {
        commands.push((0u64, b, Command::Start));
        session.apply(b, &Command::Start, 0).expect("start");
    }
    let mut at = 1000;
    while commands.len() < 500 {
        let b = BoardNo::at(rng.usize(..16));
        let game = &session.boards()[b.index()].game;
        if game.outcome().is_some() {
            continue;
        }
        let legal = game.position().legal_moves();
        let text = San::from_move(game.position(), legal[rng.usize(..legal.len())]).to_string();
        let cmd = Command::Move { text };
        session.apply(b, &cmd, at).expect("legal");
        commands.push((at, b, cmd));
        at += 700;
    }

    let dir = std::env::temp_dir().join(format!("megxadrez-journal-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("session.journal");
    let _ = std::fs::remove_file(&path);
    let (mut journal, _, _) = Journal::open(&path).expect("journal");
    let mut appends = Vec::new();
    for (at, board, cmd) in &commands {
        let t = Instant::now();
        journal.append(*at, *board, cmd).expect("append");
        appends.push(t.elapsed());
    }
    let (median, p99) = (
        pick(&mut appends, 0.5).as_secs_f64() * 1e3,
        pick(&mut appends, 0.99).as_secs_f64() * 1e3,
    );
    println!(
        "append + fsync, one command ({} samples, {}): median {median:.3} ms, p99 {p99:.3} ms",
        appends.len(),
        dir.display(),
    );
    figures::note(
        "journal: append + fsync of one command",
        format!("median {}, p99 {}", figures::ms(median), figures::ms(p99)),
        "",
    );
    drop(journal);

    let mut rebuilds = Vec::new();
    for _ in 0..20 {
        let t = Instant::now();
        let (_, records, _) = Journal::open(&path).expect("open");
        let rebuilt = Session::rebuild(config.clone(), &records).expect("replays");
        rebuilds.push(t.elapsed());
        assert_eq!(records.len(), 500);
        assert_eq!(
            rebuilt.boards()[0].game.fen(),
            session.boards()[0].game.fen()
        );
    }
    let (median, max) = (
        pick(&mut rebuilds, 0.5).as_secs_f64() * 1e3,
        pick(&mut rebuilds, 1.0).as_secs_f64() * 1e3,
    );
    println!(
        "rebuild a session from a 500-command journal (read, verify, apply): median {median:.2} ms, max {max:.2} ms"
    );
    figures::note(
        "journal: a 16-board session rebuilt from a 500-command journal",
        format!("median {}, max {}", figures::ms(median), figures::ms(max)),
        "< 50 ms",
    );
    figures::flush("journal");
    let _ = std::fs::remove_dir_all(&dir);
}
