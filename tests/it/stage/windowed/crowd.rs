//! The operator and the tables always get in: one address on the hall's
//! network holding every public slot with event streams it never reads,
//! then a thousand requests it never finishes, while the operator's and a
//! table's commands are timed from the first byte to the answer. Before
//! the pool kept slots for token holders, every command was closed at once
//! (`000`) for as long as the streams were held.

use super::*;

/// Opens `n` connections to `addr` that send `request` and never read.
fn hold(addr: &str, n: usize, request: &str) -> Vec<std::net::TcpStream> {
    (0..n)
        .filter_map(|_| {
            let mut s = std::net::TcpStream::connect(addr).ok()?;
            let _ = s.write_all(request.as_bytes());
            Some(s)
        })
        .collect()
}

/// What each of `n` commands (`bodies` in turn) took, in milliseconds:
/// the round trip less the stage's own part (`stage_ms`, queued to
/// verdict: the frame it waited for) — the server's and the network's
/// part; and the statuses they got.
fn timed(addr: &str, n: usize, board: u32, token: &str, bodies: &[&str]) -> (Vec<f64>, Vec<u16>) {
    let bearer = format!("Bearer {token}");
    let headers = [("Authorization", bearer.as_str())];
    let mut times = Vec::new();
    let mut statuses = Vec::new();
    for i in 0..n {
        let body = bodies[i % bodies.len()];
        let t = Instant::now();
        let (status, answer) = http(
            addr,
            "POST",
            &format!("/api/boards/{board}/command"),
            &headers,
            body.as_bytes(),
        );
        let round_trip = t.elapsed().as_secs_f64() * 1000.0;
        let stage_ms = serde_json::from_str::<serde_json::Value>(&answer)
            .ok()
            .and_then(|v| v["stage_ms"].as_f64())
            .unwrap_or(0.0);
        times.push(round_trip - stage_ms);
        statuses.push(status);
    }
    (times, statuses)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

#[test]
fn the_operator_and_the_tables_get_in_while_one_address_holds_every_public_slot() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    const OPERATOR: &str = "operador-multitude-2026";
    const TABLE: &str = "mesa-dos-multitude-2026";
    let (mut stage, addr) = networked_league(
        "crowd",
        &format!(
            "[network]\nlisten = \"127.0.0.1:0\"\noperator_token = \"{OPERATOR}\"\n\
             max_connections = 400\nper_address = 5000\n\n\
             [[network.tables]]\nboards = [2]\ntoken = \"{TABLE}\"\n"
        ),
        "servidor en http://",
    );
    assert!(stage.say("event next").starts_with("✓ "));
    assert!(stage.say("event stage 1").starts_with("✓ "));
    let (_, statuses) = timed(&addr, 1, 1, OPERATOR, &["start"]);
    assert_eq!(statuses, [200]);
    let (_, statuses) = timed(&addr, 1, 2, TABLE, &["start"]);
    assert_eq!(statuses, [200]);
    let (quiet, _) = timed(&addr, 10, 1, OPERATOR, &["pause", "resume"]);

    // 450 event streams from one address that never read: 400 fill the
    // public pool, the rest are told the server is busy.
    let streams = hold(
        &addr,
        450,
        &format!("GET /api/events HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"),
    );
    assert_eq!(streams.len(), 450);
    std::thread::sleep(Duration::from_secs(1));
    let (status, _) = http(&addr, "GET", "/api/state", &[], b"");
    assert_eq!(status, 503, "the public pool is full");
    // Then 1,000 requests that are never finished.
    let half = hold(
        &addr,
        1000,
        &format!("GET /api/state HTTP/1.1\r\nHost: {addr}\r\n"),
    );
    assert_eq!(half.len(), 1000);

    let (operator, statuses) = timed(&addr, 20, 1, OPERATOR, &["pause", "resume"]);
    assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
    let (table, statuses) = timed(&addr, 20, 2, TABLE, &["pause", "resume"]);
    assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
    // What a move costs under the crowd: journaled, on the stage.
    let (moved, statuses) = timed(&addr, 1, 1, OPERATOR, &["move e4"]);
    assert_eq!(statuses, [200]);
    eprintln!(
        "crowd: the server's part of a command, median ms: quiet {:.1}, operator {:.1} (max {:.1}), table {:.1} (max {:.1}), a move {:.1}",
        median(quiet),
        median(operator.clone()),
        operator.iter().cloned().fold(0.0, f64::max),
        median(table.clone()),
        table.iter().cloned().fold(0.0, f64::max),
        moved[0]
    );
    assert!(median(operator) < 50.0 && median(table) < 50.0);
    assert!(stage.records().iter().any(|r| r == "move e4"));

    // The crowd goes: the public gets in again.
    drop(streams);
    drop(half);
    let t = Instant::now();
    loop {
        let (status, _) = http(&addr, "GET", "/api/state", &[], b"");
        if status == 200 {
            break;
        }
        assert!(t.elapsed() < Duration::from_secs(30), "still {status}");
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}
