//! Crash safety of the journal, with the real binary: `megxadrez replay
//! --journal` is killed with SIGKILL at random instants and restarted on the
//! same journal; every command acknowledged before the kill must be in the
//! rebuilt state, in order, and nothing that was not sent.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use megxadrez::core::config::EventConfig;
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
    let config = EventConfig::load(&root().join(CONFIG)).unwrap();
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

    // How long a whole run takes, to kill at instants spread over it.
    let started = std::time::Instant::now();
    let full = replay(&dir.join("full"), &script_path).output().unwrap();
    assert!(
        full.status.success(),
        "{}",
        String::from_utf8_lossy(&full.stderr)
    );
    let span_ms = started.elapsed().as_millis().max(20) as u64;

    let mut rng = fastrand::Rng::with_seed(42);
    let mut partial_runs = 0;
    for trial in 0..50 {
        let journal = dir.join(format!("trial-{trial}"));
        let mut child = replay(&journal, &script_path)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(rng.u64(0..span_ms)));
        let _ = child.kill(); // SIGKILL
        let _ = child.wait();
        let mut stderr = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
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
        let acked = acked.last().copied().unwrap_or(0);

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
        let records = text.lines().count() - 1;
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
