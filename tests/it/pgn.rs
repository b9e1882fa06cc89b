//! The exported PGN of the shipped scripts re-parses with pgn-reader into
//! the same moves and result as the replay reports.

use std::ops::ControlFlow;
use std::path::Path;
use std::process::Command;

use pgn_reader::{Outcome, RawTag, Reader, SanPlus, Skip, Visitor};

#[derive(Default)]
struct Collect {
    games: Vec<(Vec<String>, String, Vec<String>)>,
}

impl Visitor for Collect {
    type Tags = ();
    type Movetext = (Vec<String>, String, Vec<String>);
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(())
    }
    fn tag(&mut self, _: &mut (), _: &[u8], _: RawTag<'_>) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    fn begin_movetext(&mut self, _: ()) -> ControlFlow<(), Self::Movetext> {
        ControlFlow::Continue((Vec::new(), "*".into(), Vec::new()))
    }
    fn san(&mut self, m: &mut Self::Movetext, san: SanPlus) -> ControlFlow<()> {
        m.0.push(san.to_string());
        ControlFlow::Continue(())
    }
    fn comment(
        &mut self,
        m: &mut Self::Movetext,
        c: pgn_reader::RawComment<'_>,
    ) -> ControlFlow<()> {
        m.2.push(String::from_utf8_lossy(c.as_bytes()).into_owned());
        ControlFlow::Continue(())
    }
    fn begin_variation(&mut self, _: &mut Self::Movetext) -> ControlFlow<(), Skip> {
        ControlFlow::Continue(Skip(true))
    }
    fn outcome(&mut self, m: &mut Self::Movetext, outcome: Outcome) -> ControlFlow<()> {
        m.1 = outcome.to_string();
        ControlFlow::Continue(())
    }
    fn end_game(&mut self, m: Self::Movetext) {
        self.games.push(m);
    }
}

fn run(args: &[&str]) -> std::process::Output {
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

#[test]
fn exported_pgn_of_the_shipped_scripts_reparses_to_the_same_moves_and_result() {
    for (config, script) in [
        (
            "configs/megxadrez-final-armageddon-12-10.toml",
            "tests/scripts/megxadrez-final.txt",
        ),
        (
            "configs/rapid-circuit-swiss.toml",
            "tests/scripts/rapid-circuit-game.txt",
        ),
    ] {
        let dir = std::env::temp_dir().join(format!(
            "megxadrez-pgn-{}-{}",
            std::process::id(),
            fastrand::u32(..)
        ));
        let journal = dir.to_str().unwrap();
        let report: serde_json::Value = serde_json::from_slice(
            &run(&["replay", "--config", config, "--journal", journal, script]).stdout,
        )
        .unwrap();
        let pgn = run(&["export", "--config", config, "--journal", journal, "-"]).stdout;
        let live = std::fs::read(Path::new(journal).join("live.pgn")).unwrap();
        assert_eq!(live, pgn, "the live file holds the same whole games");

        let mut collect = Collect::default();
        let mut reader = Reader::new(&pgn[..]);
        while reader.read_game(&mut collect).unwrap().is_some() {}
        let (moves, result, comments) = &collect.games[0];
        let expected: Vec<String> = serde_json::from_value(report["moves"].clone()).unwrap();
        assert_eq!(moves, &expected, "{script}");
        assert_eq!(result, report["result"].as_str().unwrap(), "{script}");
        assert_eq!(
            comments.iter().filter(|c| c.contains("[%clk ")).count(),
            moves.len(),
            "a clock after each move"
        );
        assert!(
            comments.iter().any(|c| c.contains("Jugada ilegal de las")),
            "illegal moves are noted: {comments:?}"
        );
    }
}

#[test]
fn export_on_a_missing_journal_refuses_and_creates_nothing() {
    let dir = std::env::temp_dir().join(format!("megxadrez-no-journal-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args([
            "export",
            "--config",
            "configs/rapid-circuit-swiss.toml",
            "--journal",
        ])
        .arg(&dir)
        .arg("-")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no hay diario en"), "{err}");
    assert!(!dir.exists(), "no empty journal was made");
}
