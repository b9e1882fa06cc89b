//! The hall's phones under load (issue 49): 120 phones follow their
//! tables' pages as a browser does — an event stream each, and the state
//! fetched again at every change — while the 60 tables of a round of 120
//! players report their results within a minute, both players of each
//! with their own code. Every result is entered exactly once, none is
//! lost, every phone ends up seeing all 60. The round before is reported
//! the same way with no phone listening: the reports' latency under load
//! is measured beside it (printed, not asserted: the figures go in the
//! issue's note).

use super::*;
use megxadrez::core::table_codes::CodeKey;
use shakmaty::Color;
use std::io::Read;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

const TABLES: u32 = 60;
const PHONES: usize = 120;

/// A phone: its event stream, and the state fetched at each change until
/// it shows every table confirmed (or `stop`). Returns (changes seen,
/// whether its last state had all confirmed).
fn phone(
    addr: String,
    round: u32,
    stop: Arc<AtomicBool>,
    seen_all: Arc<AtomicUsize>,
) -> (usize, bool) {
    let Ok(mut s) = std::net::TcpStream::connect(&addr) else {
        return (0, false);
    };
    s.set_read_timeout(Some(Duration::from_millis(500)))
        .unwrap();
    let _ = write!(
        s,
        "GET /api/events?after=now HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"
    );
    let (mut changes, mut all) = (0, false);
    let mut buf = [0u8; 65536];
    while !stop.load(Ordering::Relaxed) {
        match s.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                if !String::from_utf8_lossy(&buf[..n]).contains("data:") {
                    continue;
                }
                changes += 1;
                let (status, body) = http(&addr, "GET", "/api/state", &[], b"");
                if status != 200 {
                    continue;
                }
                let state: serde_json::Value = serde_json::from_str(&body).unwrap_or_default();
                if state["hall_round"]["round"] != round {
                    continue;
                }
                let confirmed = state["hall_round"]["tables"].as_array().map_or(0, |t| {
                    t.iter().filter(|t| t["status"] == "confirmed").count()
                });
                if confirmed == TABLES as usize && !all {
                    all = true;
                    seen_all.fetch_add(1, Ordering::Relaxed);
                }
            }
            Err(_) => {}
        }
    }
    (changes, all)
}

/// Both players of every table of `round` report 1-0 (White) with their
/// codes, one request every `gap`; each request's time in ms.
fn report(addr: &str, key: &CodeKey, round: u32, gap: Duration) -> Vec<f64> {
    let mut times = Vec::new();
    for table in 1..=TABLES {
        for side in [Color::White, Color::Black] {
            let body = format!(
                r#"{{"round":{round},"code":"{}","result":"1-0"}}"#,
                key.code(round, table, side)
            );
            let t = Instant::now();
            let (status, answer) = http(
                addr,
                "POST",
                &format!("/api/tables/{table}/report"),
                &[],
                body.as_bytes(),
            );
            times.push(t.elapsed().as_secs_f64() * 1000.0);
            assert_eq!(status, 200, "table {table} {side:?}: {answer}");
            std::thread::sleep(gap);
        }
    }
    times
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

#[test]
fn sixty_results_reach_the_stage_in_a_minute_while_120_phones_follow_them() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let text =
        std::fs::read_to_string(root().join("tests/configs/rapid-swiss-stage.toml")).unwrap();
    let rest = &text[text.find("[event]").unwrap()..];
    let mut config = String::new();
    for i in 0..2 * TABLES {
        config += &format!(
            "[[entrants]]\nname = \"Jugadora {:03} Núñez de Vilariño\"\nrating = {}\n\n",
            i + 1,
            2200 - i * 5
        );
    }
    config += rest;
    config += "\n[network]\nlisten = \"127.0.0.1:0\"\ntable_reports = true\nper_address = 1000\n";
    let dir = crate::fresh_dir("hall-load-config");
    let path = dir.join("carga.toml");
    std::fs::write(&path, config).unwrap();
    let mut stage = Stage::start(path.to_str().unwrap(), "hall-load");
    stage.window("operador");
    stage.wait_stderr("servidor en http://");
    let addr = stage.said_after("servidor en http://");
    assert!(stage.say("event next").starts_with("✓ "));
    let key =
        CodeKey::from_hex(&std::fs::read_to_string(stage.journal.join("table-codes.key")).unwrap())
            .unwrap();
    // Idle: round 1's sixty results within a minute, nobody listening.
    let gap = Duration::from_millis(60_000 / (2 * TABLES as u64) - 8);
    let started = Instant::now();
    let idle = report(&addr, &key, 1, gap);
    let idle_took = started.elapsed();
    assert!(stage.say("event next").starts_with("✓ "));
    // Loaded: 120 phones follow round 2 while its sixty results arrive.
    let stop = Arc::new(AtomicBool::new(false));
    let seen_all = Arc::new(AtomicUsize::new(0));
    let phones: Vec<_> = (0..PHONES)
        .map(|_| {
            let (addr, stop, seen_all) = (addr.clone(), stop.clone(), seen_all.clone());
            std::thread::spawn(move || phone(addr, 2, stop, seen_all))
        })
        .collect();
    std::thread::sleep(Duration::from_secs(2));
    let started = Instant::now();
    let loaded = report(&addr, &key, 2, gap);
    let took = started.elapsed();
    let t = Instant::now();
    while seen_all.load(Ordering::Relaxed) < PHONES && t.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(200));
    }
    stop.store(true, Ordering::Relaxed);
    let results: Vec<(usize, bool)> = phones.into_iter().map(|p| p.join().unwrap()).collect();
    let (idle_ms, loaded_ms) = (median(idle.clone()), median(loaded.clone()));
    let worst = |v: &[f64]| v.iter().copied().fold(0.0, f64::max);
    eprintln!(
        "hall load: {} reports in {:.1} s with nobody listening, median {idle_ms:.1} ms, worst {:.1} ms; \
         {} reports in {:.1} s with {PHONES} phones, median {loaded_ms:.1} ms ({:+.0} %), worst {:.1} ms; \
         changes seen per phone {}..{}",
        idle.len(),
        idle_took.as_secs_f64(),
        worst(&idle),
        loaded.len(),
        took.as_secs_f64(),
        (loaded_ms / idle_ms - 1.0) * 100.0,
        worst(&loaded),
        results.iter().map(|r| r.0).min().unwrap_or(0),
        results.iter().map(|r| r.0).max().unwrap_or(0),
    );
    let missed = results.iter().filter(|r| !r.1).count();
    assert_eq!(missed, 0, "{missed} phones never saw every table confirmed");
    // Every table confirmed by its players, and each report journaled once.
    let (_, body) = http(&addr, "GET", "/api/state", &[], b"");
    let state: serde_json::Value = serde_json::from_str(&body).unwrap();
    let tables = state["hall_round"]["tables"].as_array().unwrap();
    assert_eq!(tables.len(), TABLES as usize);
    assert!(
        tables
            .iter()
            .all(|t| t["status"] == "confirmed" && t["by_players"] == true && t["result"] == "1-0"),
        "{body}"
    );
    let journal = std::fs::read_to_string(stage.journal.join("session.journal")).unwrap();
    for round in [1, 2] {
        for table in 1..=TABLES {
            for side in ["white", "black"] {
                let line = format!(" report {round} {table} {side} 1-0");
                assert_eq!(journal.matches(&format!("{line}\n")).count(), 1, "{line}");
            }
        }
    }
}
