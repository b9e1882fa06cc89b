//! Fuzz run of the four readers a person, a network client or a crash can
//! feed bad input: the replay script reader, the config reader, the journal
//! reader, and a remote command's body (`POST /api/boards/N/command`: read,
//! applied to a session, and — when accepted — journaled and read back,
//! which must give the same command on one line).
//! Not a CI test: `cargo bench --bench fuzz [-- COUNT]` (default 10⁶ inputs
//! per reader). Each input is a shipped file with random damage (bytes
//! flipped, inserted, deleted, lines duplicated or cut, tokens from the
//! formats spliced in). It counts panics (there must be none) and refusals
//! without a message (there must be none), and prints the figures.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::time::Instant;

use megxadrez::core::config::EventConfig;
use megxadrez::core::journal::{format_record, read};
use megxadrez::core::script::parse_script;

const TOKENS: &[&str] = &[
    "at ",
    "board ",
    "move ",
    "e4",
    "O-O",
    "0-0",
    "=Q",
    "start",
    "illegal",
    "adjust white +",
    "-1:30",
    "\u{feff}",
    "\t",
    "#",
    "\n",
    "\r\n",
    "\"",
    "[",
    "]]",
    "[[cues]]",
    "key = \"Ctrl+1\"",
    "= ",
    "1e309",
    "-",
    "NaN",
    "999999999999999999999",
    "ñ",
    "🙂",
    "\0",
    "position ",
    "lot",
    "arbiter 1-0 ",
    "{",
    "}",
];

fn damage(rng: &mut fastrand::Rng, seed: &str) -> String {
    let mut bytes = seed.as_bytes().to_vec();
    for _ in 0..rng.usize(1..6) {
        let at = rng.usize(..=bytes.len());
        match rng.u8(..6) {
            0 if !bytes.is_empty() => {
                let i = rng.usize(..bytes.len());
                bytes[i] = rng.u8(..);
            }
            1 => bytes.insert(at, rng.u8(..)),
            2 if at < bytes.len() => {
                let end = (at + rng.usize(1..40)).min(bytes.len());
                bytes.drain(at..end);
            }
            3 => {
                let token = TOKENS[rng.usize(..TOKENS.len())].as_bytes();
                bytes.splice(at..at, token.iter().copied());
            }
            4 => bytes.truncate(at),
            _ => {
                // A line repeated.
                let text = String::from_utf8_lossy(&bytes).into_owned();
                let lines: Vec<&str> = text.lines().collect();
                if !lines.is_empty() {
                    let l = lines[rng.usize(..lines.len())].to_owned();
                    bytes.splice(at..at, (l + "\n").bytes());
                }
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[derive(Default)]
struct Tally {
    inputs: u64,
    accepted: u64,
    refused: u64,
    silent_refusals: u64,
    panics: u64,
}

fn run(name: &str, count: u64, mut one: impl FnMut(&mut fastrand::Rng) -> Result<(), String>) {
    let mut rng = fastrand::Rng::with_seed(2026);
    let mut t = Tally::default();
    let started = Instant::now();
    for _ in 0..count {
        t.inputs += 1;
        match catch_unwind(AssertUnwindSafe(|| one(&mut rng))) {
            Ok(Ok(())) => t.accepted += 1,
            Ok(Err(message)) => {
                t.refused += 1;
                if message.trim().is_empty() {
                    t.silent_refusals += 1;
                }
            }
            Err(_) => t.panics += 1,
        }
    }
    println!(
        "{name:<8} {:>9} inputs  {:>9} accepted  {:>9} refused  {} without a message  {} panics  {:.1} s",
        t.inputs,
        t.accepted,
        t.refused,
        t.silent_refusals,
        t.panics,
        started.elapsed().as_secs_f64()
    );
    assert_eq!((t.panics, t.silent_refusals), (0, 0), "{name}");
}

fn main() {
    // `cargo bench` passes `--bench`; a number sets the count.
    let count: u64 = std::env::args()
        .filter_map(|a| a.parse().ok())
        .next()
        .unwrap_or(1_000_000);
    // Keep the panics' own messages off the report: they are counted.
    std::panic::set_hook(Box::new(|_| {}));
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let scripts: Vec<String> = [
        "megxadrez-final.txt",
        "rapid-circuit-game.txt",
        "sixteen-boards.txt",
    ]
    .iter()
    .map(|f| std::fs::read_to_string(root.join("tests/scripts").join(f)).unwrap())
    .collect();
    let config_dir = root.join("configs");
    let configs: Vec<(std::path::PathBuf, String)> = std::fs::read_dir(&config_dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p, text)
        })
        .collect();
    let journal = {
        let mut text = format!("{}\n", megxadrez::core::journal::HEADER);
        let lines = parse_script(&scripts[0]).unwrap_or_else(|(l, _)| l);
        let mut seq = 0;
        for line in lines {
            if let megxadrez::core::script::Action::Command(c) = line.action {
                seq += 1;
                text.push_str(&format_record(
                    seq,
                    line.at_ms,
                    &megxadrez::core::journal::Entry::Board {
                        board: line.board,
                        command: c,
                    },
                ));
            }
        }
        text
    };
    println!("fuzz: {count} inputs per reader, seed 2026");
    run("script", count, |rng| {
        let seed = &scripts[rng.usize(..scripts.len())];
        let text = damage(rng, seed);
        parse_script(&text)
            .map(|_| ())
            .map_err(|(_, e)| format!("{}: {}", e.line, e.message))
    });
    run("config", count, |rng| {
        let (path, text) = &configs[rng.usize(..configs.len())];
        let text = damage(rng, text);
        EventConfig::parse(&text, path, &|p| std::fs::read_to_string(p))
            .map(|_| ())
            .map_err(|e| e.message.clone())
    });
    let bodies = [
        "start",
        "move e4",
        "move Cf3",
        "arbiter 1-0 el reloj se paró",
        "arbiter 1/2-1/2 acuerdo} 1-0 {",
        "resign white",
        "flag black",
        "adjust white +30",
        "absent white Martiño",
        "order black Ana, Brais, Carme",
        "board 1 pause",
        "position 8/8/8/4k3/8/8/8/4K2R w K - 0 1",
        "undo",
    ];
    let final_config = {
        let path = root.join("configs/megxadrez-final-armageddon-12-10.toml");
        let text = std::fs::read_to_string(&path).unwrap();
        EventConfig::parse(&text, &path, &|p| std::fs::read_to_string(p)).unwrap()
    };
    let mut started = megxadrez::core::session::Session::new(final_config.clone());
    started
        .apply(
            megxadrez::core::ids::BoardNo::FIRST,
            &megxadrez::core::game::Command::Start,
            0,
        )
        .unwrap();
    let letters = final_config.piece_letters();
    run("command", count, |rng| {
        let seed = bodies[rng.usize(..bodies.len())];
        let body = damage(rng, seed);
        let line = megxadrez::core::script::parse_live(&body, 1000, letters, &mut || true)
            .map_err(|e| e.text(final_config.event.language))?
            .ok_or_else(|| "empty".to_owned())?;
        let (board, command) = (
            line.board.unwrap_or(megxadrez::core::ids::BoardNo::FIRST),
            line.command,
        );
        let mut session = started.clone();
        session
            .apply(board, &command, 1000)
            .map_err(|e| megxadrez::i18n::refusal(final_config.event.language, &e))?;
        // Accepted: its journal record is one line that reads back the same.
        let entry = megxadrez::core::journal::Entry::Board { board, command };
        let record = format_record(1, 1000, &entry);
        assert_eq!(record.matches('\n').count(), 1, "{record:?}");
        let text = format!("{}\n{record}", megxadrez::core::journal::HEADER);
        let (records, torn) = read(Path::new("fuzz.journal"), &text).expect("its record reads");
        assert!(
            torn.is_none() && records.len() == 1 && records[0].entry == entry,
            "{record:?}"
        );
        Ok(())
    });
    run("journal", count, |rng| {
        let text = damage(rng, &journal);
        read(Path::new("fuzz.journal"), &text)
            .map(|_| ())
            .map_err(|e| e.to_string())
    });
}
