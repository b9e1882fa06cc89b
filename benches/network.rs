//! The server under load while the stage plays a game: the real binary
//! (`megxadrez stage`, windows under Xvfb, the server on loopback) plays a
//! game whose moves arrive as remote-table commands (one a second), with
//! `GET /api/state` making up 50 requests a second, first with no event
//! stream open, then with 500 SSE clients, then with 1,000 phones on
//! `/follow` and the stream's overlays (each fetching the state at every
//! change, as the pages do; `--follow N`), then with 1,500 slow
//! connections (half a request) and 1,000 event streams that never read
//! held open (`--slow N`, `--deaf N`). Reported: whether every
//! client received every event in order, the stage's command latency
//! (queued to verdict, as the server measures it), the round trip (POST to
//! response) and the stage's frame time (its frame log) in each run, and
//! the stage's memory before the hostile clients came and after they went.
//!
//! Run with `cargo bench --bench network` (about 2½ minutes; `-- --secs
//! N` for shorter runs, `-- --clients N` for another number of clients).
//! Needs Xvfb (`scripts/setup.sh`). Prints figures; asserts nothing. On a
//! 2-core machine the clients share the stage's cores: what they cost the
//! machine shows in the stage's figures too.

#[path = "support/figures.rs"]
mod figures;
#[path = "../tests/support/xvfb.rs"]
mod xvfb;

use xvfb::Xvfb;

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Command as Process, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use shakmaty::{Chess, Position};

const TOKEN: &str = "load-test-operator-token";

fn arg(name: &str, default: u64) -> u64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// An SSE client on a raw socket: the event ids it received, in order.
fn listen(addr: String, stop: Arc<AtomicBool>, ready: Arc<Mutex<usize>>) -> Vec<u64> {
    // The clients stand for other machines: on this one they give way to
    // the stage (their own CPU is not the stage's cost).
    megxadrez::network::yield_to_stage();
    let Ok(mut stream) = TcpStream::connect(&addr) else {
        return Vec::new();
    };
    let _ = write!(
        stream,
        "GET /api/events?after=now HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"
    );
    let _ = stream.set_read_timeout(Some(Duration::from_millis(500)));
    *ready.lock().unwrap() += 1;
    let mut ids = Vec::new();
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    loop {
        line.clear();
        match reader.read_line(&mut line) {
            Ok(0) => break,
            Ok(_) => {
                if let Some(Ok(n)) = line.trim().strip_prefix("id:").map(|id| id.trim().parse()) {
                    ids.push(n);
                }
            }
            Err(_) if stop.load(Ordering::Relaxed) => break,
            Err(_) => {}
        }
    }
    ids
}

/// A phone on `/follow` (or an OBS overlay on `page`): the page once, then
/// its event stream; at each state or clip change the state again, one
/// fetch at a time as the page makes them (the changes a read brings, one
/// fetch). The revisions of the states it was handed, in order.
fn follower(
    addr: String,
    page: String,
    stop: Arc<AtomicBool>,
    ready: Arc<Mutex<usize>>,
) -> Vec<u64> {
    megxadrez::network::yield_to_stage();
    let get = |path: &str| -> Option<String> {
        let mut s = TcpStream::connect(&addr).ok()?;
        let _ = s.set_read_timeout(Some(Duration::from_secs(20)));
        write!(
            s,
            "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
        )
        .ok()?;
        let mut body = String::new();
        std::io::Read::read_to_string(&mut s, &mut body).ok()?;
        Some(body)
    };
    // Counted ready whatever happens: the phase waits for every client.
    let Some(mut stream) = get(&page).and_then(|_| TcpStream::connect(&addr).ok()) else {
        *ready.lock().unwrap() += 1;
        return Vec::new();
    };
    let _ = write!(
        stream,
        "GET /api/events?after=now HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"
    );
    let _ = stream.set_read_timeout(Some(Duration::from_millis(500)));
    *ready.lock().unwrap() += 1;
    let mut revisions = Vec::new();
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        match std::io::Read::read(&mut stream, &mut buf) {
            Ok(0) => break,
            Ok(n) => {
                let text = String::from_utf8_lossy(&buf[..n]);
                if !text.contains("\"kind\":\"state\"") && !text.contains("\"kind\":\"clip") {
                    continue;
                }
                let Some(answer) = get("/api/state") else {
                    continue;
                };
                let body = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b);
                if let Some(r) = serde_json::from_str::<serde_json::Value>(body)
                    .ok()
                    .and_then(|v| v["revision"].as_u64())
                {
                    revisions.push(r);
                }
            }
            Err(_) if stop.load(Ordering::Relaxed) => break,
            Err(_) => {}
        }
    }
    revisions
}

/// Who the phase's clients are.
#[derive(Clone, Copy, PartialEq)]
enum Clients {
    /// Event streams only, every event read.
    Streams,
    /// Pages that fetch the state at each change (`/follow`, overlays).
    Followers,
}

struct Phase {
    latencies: Vec<Duration>,
    /// The stage's part: command queued to verdict, as the server says it.
    stage: Vec<Duration>,
    requests: usize,
    failed: usize,
    clients_whole: usize,
    clients: usize,
    events: usize,
    started: Instant,
    ended: Instant,
}

/// `clients` event streams open, then `secs` seconds of 50 requests a
/// second, one of them a move.
fn phase(
    addr: &str,
    clients: usize,
    kind: Clients,
    secs: u64,
    game: &mut Chess,
    rng: &mut fastrand::Rng,
) -> Phase {
    let stop = Arc::new(AtomicBool::new(false));
    let ready = Arc::new(Mutex::new(0));
    let listeners: Vec<_> = (0..clients)
        .map(|i| {
            let (addr, stop, ready) = (addr.to_owned(), stop.clone(), ready.clone());
            // Among the followers, one in a hundred is an overlay of the stream.
            let page = match i % 100 {
                1 => "/overlay/final",
                2 => "/overlay/vertical",
                3 => "/overlay/ticker",
                4 => "/overlay/score",
                _ => "/follow",
            }
            .to_owned();
            std::thread::Builder::new()
                .stack_size(128 * 1024)
                .spawn(move || match kind {
                    Clients::Streams => listen(addr, stop, ready),
                    Clients::Followers => follower(addr, page, stop, ready),
                })
                .expect("a client thread")
        })
        .collect();
    let waited = Instant::now();
    while *ready.lock().unwrap() < clients && waited.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(50));
    }
    // Every stream is open before anything happens.
    std::thread::sleep(Duration::from_secs(2));
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(15)))
        .http_status_as_error(false)
        .build()
        .into();
    let (mut latencies, mut requests, mut failed) = (Vec::new(), 0, 0);
    let mut stage = Vec::new();
    let mut why: Vec<String> = Vec::new();
    let started = Instant::now();
    let mut n = 0u64;
    while started.elapsed() < Duration::from_secs(secs) {
        let due = started + Duration::from_millis(20 * n);
        if let Some(wait) = due.checked_duration_since(Instant::now()) {
            std::thread::sleep(wait);
        }
        n += 1;
        requests += 1;
        if n % 50 == 1 {
            // A legal move that does not end the game.
            let legal = game.legal_moves();
            let mv = (0..20)
                .map(|_| legal[rng.usize(..legal.len())])
                .find(|m| game.clone().play(*m).is_ok_and(|p| !p.is_game_over()))
                .unwrap_or(legal[0]);
            // UCI: the event's own letters (Spanish here: R is the king)
            // do not read English SAN.
            let san = mv.to_uci(shakmaty::CastlingMode::Standard).to_string();
            let t = Instant::now();
            let answer = agent
                .post(format!("http://{addr}/api/boards/1/command"))
                .header("Authorization", &format!("Bearer {TOKEN}"))
                .send(format!("move {san}"));
            latencies.push(t.elapsed());
            match answer {
                Ok(mut a) if a.status() == 200 => {
                    *game = game.clone().play(mv).expect("legal");
                    let body = a.body_mut().read_to_string().unwrap_or_default();
                    let said: Option<f64> = serde_json::from_str::<serde_json::Value>(&body)
                        .ok()
                        .and_then(|v| v["stage_ms"].as_f64());
                    if let Some(ms) = said {
                        stage.push(Duration::from_secs_f64(ms / 1000.0));
                    }
                }
                Ok(mut a) => {
                    failed += 1;
                    let body = a.body_mut().read_to_string().unwrap_or_default();
                    why.push(format!("move {san}: {} {body}", a.status()));
                }
                Err(e) => {
                    failed += 1;
                    why.push(format!("move {san}: {e}"));
                }
            }
        } else {
            match agent.get(format!("http://{addr}/api/state")).call() {
                Ok(mut a) if a.status() == 200 => {
                    let _ = a.body_mut().read_to_string();
                }
                Ok(a) => {
                    failed += 1;
                    why.push(format!("state: {}", a.status()));
                }
                Err(e) => {
                    failed += 1;
                    why.push(format!("state: {e}"));
                }
            }
        }
    }
    let ended = Instant::now();
    // The last events reach every client.
    std::thread::sleep(Duration::from_secs(3));
    stop.store(true, Ordering::Relaxed);
    let got: Vec<Vec<u64>> = listeners
        .into_iter()
        .map(|h| h.join().unwrap_or_default())
        .collect();
    let reference = got
        .iter()
        .max_by_key(|ids| ids.len())
        .cloned()
        .unwrap_or_default();
    // A stream whole: every event, in order. A follower whole: the last
    // state it was handed is the stage's last, and none went backwards.
    let whole = got
        .iter()
        .filter(|ids| match kind {
            Clients::Streams => **ids == reference && ids.windows(2).all(|w| w[1] == w[0] + 1),
            Clients::Followers => {
                ids.last() == got.iter().filter_map(|i| i.last()).max()
                    && ids.windows(2).all(|w| w[1] >= w[0])
            }
        })
        .count();
    for w in why.iter().take(3) {
        println!("failed: {w}");
    }
    let short: Vec<String> = got
        .iter()
        .filter(|ids| **ids != reference)
        .take(8)
        .map(|ids| {
            format!(
                "{} events, first {:?}, last {:?}",
                ids.len(),
                ids.first(),
                ids.last()
            )
        })
        .collect();
    if !short.is_empty() {
        println!(
            "clients short of the {} events: {}",
            reference.len(),
            short.join("; ")
        );
    }
    Phase {
        latencies,
        stage,
        requests,
        failed,
        clients_whole: whole,
        clients,
        events: reference.len(),
        started,
        ended,
    }
}

/// Hostile clients, held open until dropped: `slow` connections that send
/// half a request's headers and wait, and `deaf` event streams asked for
/// the whole history that never read a byte.
fn hostile(addr: &str, slow: usize, deaf: usize) -> Vec<TcpStream> {
    let mut held = Vec::new();
    for i in 0..slow + deaf {
        let Ok(mut s) = TcpStream::connect(addr) else {
            continue;
        };
        let _ = if i < slow {
            s.write_all(b"GET /api/state HTTP/1.1\r\nHost: x\r\nUser-Agent: slow")
        } else {
            write!(
                s,
                "GET /api/events?after=0 HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"
            )
        };
        held.push(s);
    }
    held
}

/// How many of `held` the server has closed (a read gives the end).
fn closed_by_the_server(held: &[TcpStream]) -> usize {
    held.iter()
        .filter(|s| {
            let _ = s.set_nonblocking(true);
            let mut buf = [0u8; 1];
            // A deaf stream has bytes waiting: drain what is there first.
            let mut reader = *s;
            loop {
                match std::io::Read::read(&mut reader, &mut buf) {
                    Ok(0) => return true,
                    Ok(_) => continue,
                    Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => return false,
                    Err(_) => return true,
                }
            }
        })
        .count()
}

/// The resident memory of process `pid`, in MiB.
fn rss_mib(pid: u32) -> f64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.trim().trim_end_matches(" kB").trim().parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

fn quantile(samples: &[Duration], q: f64) -> f64 {
    let mut s = samples.to_vec();
    s.sort();
    s.get(((s.len().max(1) - 1) as f64 * q).round() as usize)
        .map_or(0.0, |d| d.as_secs_f64() * 1e3)
}

/// The frame log's lines (mean, longest frame time in ms) said between
/// `from` and `to`.
fn frames(log: &Mutex<Vec<(Instant, String)>>, from: Instant, to: Instant) -> (f64, f64, usize) {
    let lines = log.lock().unwrap();
    let said: Vec<(f64, f64)> = lines
        .iter()
        .filter(|(t, _)| *t > from + Duration::from_secs(5) && *t <= to)
        .filter_map(|(_, l)| {
            let rest = l.split("frame time: mean ").nth(1)?;
            let (mean, rest) = rest.split_once(" ms, longest ")?;
            Some((
                mean.parse().ok()?,
                rest.trim_end_matches(" ms").parse().ok()?,
            ))
        })
        .collect();
    let mean = said.iter().map(|s| s.0).sum::<f64>() / said.len().max(1) as f64;
    let longest = said.iter().fold(0.0f64, |m, s| m.max(s.1));
    (mean, longest, said.len())
}

fn main() {
    // Thousands of sockets on this side too.
    megxadrez::network::allow_open_files(16_384);
    let secs = arg("--secs", 60);
    let clients = arg("--clients", 500) as usize;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("megxadrez-bench-network-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("teams")).expect("a folder");
    std::fs::copy(
        root.join("configs/teams/megxadrez-finalists.toml"),
        dir.join("teams/megxadrez-finalists.toml"),
    )
    .expect("the teams file");
    let text = std::fs::read_to_string(root.join("configs/megxadrez-final-armageddon-12-10.toml"))
        .expect("the final's config");
    let config = dir.join("final.toml");
    std::fs::write(
        &config,
        format!("{text}\n[network]\nlisten = \"127.0.0.1:0\"\noperator_token = \"{TOKEN}\"\nmax_connections = 4000\nper_address = 5000\n"),
    )
    .expect("the config");
    let xvfb = match Xvfb::start("2560x1600x24") {
        Ok(x) => x,
        Err(e) => {
            println!("network load: {e}; skipped");
            return;
        }
    };
    let mut stage = Process::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["stage", "--config"])
        .arg(&config)
        .arg("--journal")
        .arg(dir.join("journal"))
        .env("DISPLAY", &xvfb.display)
        .env("MEGXADREZ_FRAME_LOG", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("megxadrez stage");
    let log = Arc::new(Mutex::new(Vec::<(Instant, String)>::new()));
    let err = stage.stderr.take().expect("stderr");
    let sink = log.clone();
    std::thread::spawn(move || {
        for line in BufReader::new(err).lines().map_while(Result::ok) {
            sink.lock().unwrap().push((Instant::now(), line));
        }
    });
    let said = "servidor en http://";
    let t = Instant::now();
    let addr = loop {
        let found = log
            .lock()
            .unwrap()
            .iter()
            .find_map(|(_, l)| l.split(said).nth(1).map(|a| a.trim().to_owned()));
        if let Some(a) = found {
            break a;
        }
        if t.elapsed() > Duration::from_secs(120) {
            println!("network load: the stage did not start its server");
            let _ = stage.kill();
            let _ = stage.wait();
            return;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    // Let the first frames (shaders) pass, then start the game.
    std::thread::sleep(Duration::from_secs(10));
    let start = ureq::post(format!("http://{addr}/api/boards/1/command"))
        .header("Authorization", &format!("Bearer {TOKEN}"))
        .send("start");
    if start.is_err() {
        println!("network load: the game did not start: {start:?}");
    }
    let mut game = Chess::default();
    let mut rng = fastrand::Rng::with_seed(15);
    let quiet = phase(&addr, 0, Clients::Streams, secs, &mut game, &mut rng);
    let loaded = phase(&addr, clients, Clients::Streams, secs, &mut game, &mut rng);
    // A thousand phones on /follow (and the stream's overlays), each
    // fetching the state at every change.
    let followers = arg("--follow", 1000) as usize;
    let following = phase(
        &addr,
        followers,
        Clients::Followers,
        secs,
        &mut game,
        &mut rng,
    );
    // The hostile run: slow and deaf connections held while the game goes
    // on; then they go, and the stage's memory is read again.
    let (slow, deaf) = (arg("--slow", 1500) as usize, arg("--deaf", 1000) as usize);
    std::thread::sleep(Duration::from_secs(5));
    let rss_before = rss_mib(stage.id());
    let held = hostile(&addr, slow, deaf);
    let opened = held.len();
    let hostile_run = phase(&addr, 0, Clients::Streams, secs, &mut game, &mut rng);
    let rss_during = rss_mib(stage.id());
    let closed = closed_by_the_server(&held);
    drop(held);
    std::thread::sleep(Duration::from_secs(10));
    let rss_after = rss_mib(stage.id());
    let (fq, fl, fh) = (
        frames(&log, quiet.started, quiet.ended),
        frames(&log, loaded.started, loaded.ended),
        frames(&log, hostile_run.started, hostile_run.ended),
    );
    let ff = frames(&log, following.started, following.ended);
    let _ = stage.kill();
    let _ = stage.wait();
    drop(xvfb);
    let _ = std::fs::remove_dir_all(&dir);

    let change = |a: f64, b: f64| {
        if a > 0.0 {
            format!("{:+.1} %", (b - a) / a * 100.0)
        } else {
            "—".into()
        }
    };
    println!("network load: {secs} s per run, 50 requests/s (1 move + 49 GET /api/state a second)");
    println!(
        "| | no event stream | {} SSE clients | change |\n|---|---|---|---|",
        loaded.clients
    );
    for (name, q) in [("median", 0.5), ("p95", 0.95)] {
        let (a, b) = (quantile(&quiet.stage, q), quantile(&loaded.stage, q));
        println!(
            "| stage's command latency (queued → verdict), {name} | {a:.1} ms | {b:.1} ms | {} |",
            change(a, b)
        );
        figures::note(
            format!(
                "network: stage's command latency, {name}, no stream → {} SSE clients",
                loaded.clients
            ),
            format!("{a:.1} → {b:.1} ms ({})", change(a, b)),
            "",
        );
    }
    for (name, q) in [("median", 0.5), ("p95", 0.95)] {
        let (a, b) = (
            quantile(&quiet.latencies, q),
            quantile(&loaded.latencies, q),
        );
        println!(
            "| round trip (POST → response), {name} | {a:.1} ms | {b:.1} ms | {} |",
            change(a, b)
        );
    }
    println!(
        "| frame time, mean of {} and {} 5-s reports | {:.2} ms | {:.2} ms | {} |",
        fq.2,
        fl.2,
        fq.0,
        fl.0,
        change(fq.0, fl.0)
    );
    println!(
        "| frame time, longest | {:.2} ms | {:.2} ms | {} |",
        fq.1,
        fl.1,
        change(fq.1, fl.1)
    );
    println!(
        "| requests (failed) | {} ({}) | {} ({}) | |",
        quiet.requests, quiet.failed, loaded.requests, loaded.failed
    );
    println!(
        "SSE: {}/{} clients received all {} events, in order with no gap",
        loaded.clients_whole, loaded.clients, loaded.events
    );
    figures::note(
        "network: stage frame time, mean of 5-s reports, no stream → SSE clients",
        format!("{:.2} → {:.2} ms ({})", fq.0, fl.0, change(fq.0, fl.0)),
        "within 10 %",
    );
    figures::note(
        "network: SSE clients that received every event in order",
        format!(
            "{} of {} ({} events)",
            loaded.clients_whole, loaded.clients, loaded.events
        ),
        "all",
    );
    println!(
        "\n{} phones on /follow and the stream's overlays ({} of them), each fetching the state at every change, {secs} s",
        following.clients,
        following.clients / 100 * 4
    );
    println!("| | no event stream | following | change |\n|---|---|---|---|");
    for (name, q) in [("median", 0.5), ("p95", 0.95)] {
        let (a, b) = (quantile(&quiet.stage, q), quantile(&following.stage, q));
        println!(
            "| stage's command latency (queued → verdict), {name} | {a:.1} ms | {b:.1} ms | {} |",
            change(a, b)
        );
        figures::note(
            format!(
                "network: stage's command latency, {name}, no stream → {} /follow pages",
                following.clients
            ),
            format!("{a:.1} → {b:.1} ms ({})", change(a, b)),
            if q == 0.5 { "within 10 %" } else { "" },
        );
    }
    for (name, q) in [("median", 0.5), ("p95", 0.95)] {
        let (a, b) = (
            quantile(&quiet.latencies, q),
            quantile(&following.latencies, q),
        );
        println!(
            "| round trip (POST → response), {name} | {a:.1} ms | {b:.1} ms | {} |",
            change(a, b)
        );
    }
    println!(
        "| frame time, mean of {} and {} 5-s reports | {:.2} ms | {:.2} ms | {} |",
        fq.2,
        ff.2,
        fq.0,
        ff.0,
        change(fq.0, ff.0)
    );
    println!(
        "| frame time, longest | {:.2} ms | {:.2} ms | {} |",
        fq.1,
        ff.1,
        change(fq.1, ff.1)
    );
    println!(
        "| requests (failed) | {} ({}) | {} ({}) | |",
        quiet.requests, quiet.failed, following.requests, following.failed
    );
    println!(
        "follow pages: {}/{} were handed the stage's last state, none going backwards",
        following.clients_whole, following.clients
    );
    figures::note(
        format!(
            "network: stage frame time, mean of 5-s reports, no stream → {} /follow pages",
            following.clients
        ),
        format!("{:.2} → {:.2} ms ({})", fq.0, ff.0, change(fq.0, ff.0)),
        "within 10 %",
    );
    figures::note(
        "network: /follow pages handed the stage's last state",
        format!("{} of {}", following.clients_whole, following.clients),
        "all",
    );
    println!(
        "\nhostile run: {slow} slow connections (half a request) and {deaf} event streams that never read ({opened} opened), {secs} s"
    );
    println!("| | no event stream | hostile clients held | change |\n|---|---|---|---|");
    for (name, q) in [("median", 0.5), ("p95", 0.95)] {
        let (a, b) = (quantile(&quiet.stage, q), quantile(&hostile_run.stage, q));
        println!(
            "| stage's command latency (queued → verdict), {name} | {a:.1} ms | {b:.1} ms | {} |",
            change(a, b)
        );
    }
    println!(
        "| frame time, mean of 5-s reports | {:.2} ms | {:.2} ms | {} |",
        fq.0,
        fh.0,
        change(fq.0, fh.0)
    );
    println!(
        "| requests (failed) | {} ({}) | {} ({}) | |",
        quiet.requests, quiet.failed, hostile_run.requests, hostile_run.failed
    );
    println!(
        "stage memory: {rss_before:.0} MiB before, {rss_during:.0} MiB with them, {rss_after:.0} MiB 10 s after they went ({}); the server had closed {closed} of {opened} by the run's end",
        change(rss_before, rss_after)
    );
    figures::note(
        "network: stage's command latency, median, no stream → hostile clients",
        format!(
            "{:.1} → {:.1} ms ({})",
            quantile(&quiet.stage, 0.5),
            quantile(&hostile_run.stage, 0.5),
            change(
                quantile(&quiet.stage, 0.5),
                quantile(&hostile_run.stage, 0.5)
            )
        ),
        "within 10 %",
    );
    figures::note(
        "network: stage frame time, no stream → hostile clients",
        format!("{:.2} → {:.2} ms ({})", fq.0, fh.0, change(fq.0, fh.0)),
        "within 10 %",
    );
    figures::note(
        "network: stage memory before → after hostile clients went",
        format!(
            "{rss_before:.0} → {rss_after:.0} MiB ({})",
            change(rss_before, rss_after)
        ),
        "within 10 %",
    );
    figures::flush("network");
}
