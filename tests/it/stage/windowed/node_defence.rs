//! A display node does not trust its leader blindly: a leader (here a
//! stand-in that passes on a real stage's config) that says its session
//! time is 2⁶⁴−1 ms, or whose event stream is one endless line, gets a
//! clear message — not an overflow (a panic, or a clock wrapped round) and
//! not a node that grew by gigabytes every few seconds.

use super::*;

use std::io::Read;
use std::net::TcpListener;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// A stand-in leader on loopback: the real leader's config at
/// `/api/config`, an empty journal said to be at session time `ms`, and an
/// event stream that is one line without end. Returns its URL and the
/// bytes its event streams have sent.
fn stand_in(real: String, ms: &'static str) -> (String, Arc<AtomicU64>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let sent = Arc::new(AtomicU64::new(0));
    let counted = sent.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let (real, sent) = (real.clone(), counted.clone());
            std::thread::spawn(move || serve(stream, &real, ms, &sent));
        }
    });
    (url, sent)
}

fn serve(mut stream: std::net::TcpStream, real: &str, ms: &str, sent: &AtomicU64) {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        if stream.read(&mut byte).unwrap_or(0) == 0 {
            return;
        }
        head.push(byte[0]);
    }
    let head = String::from_utf8_lossy(&head);
    let path = head.split_whitespace().nth(1).unwrap_or("/").to_owned();
    let answer = |stream: &mut std::net::TcpStream, extra: &str, body: &str| {
        let _ = write!(
            stream,
            "HTTP/1.1 200 OK\r\n{extra}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
    };
    if path == "/api/config" {
        let (_, config) = http(real, "GET", "/api/config", &[], b"");
        answer(&mut stream, "Content-Type: application/json\r\n", &config);
    } else if path.starts_with("/api/journal") {
        let header = format!("x-megxadrez-stage-ms: {ms}\r\n");
        answer(&mut stream, &header, "megxadrez-journal 2\n");
    } else if path.starts_with("/api/events") {
        let _ = write!(
            stream,
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\ndata: "
        );
        let chunk = vec![b'x'; 64 * 1024];
        while stream.write_all(&chunk).is_ok() {
            sent.fetch_add(chunk.len() as u64, Ordering::Relaxed);
        }
    } else {
        let _ = write!(
            stream,
            "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        );
    }
}

/// The node's resident memory, in MB.
fn resident_mb(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

#[test]
fn a_display_node_refuses_a_leaders_impossible_time_and_endless_line() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let (leader, addr) = networked_league(
        "node-defence",
        "[network]\nlisten = \"127.0.0.1:0\"\n",
        "servidor en http://",
    );

    // A session time past any event's: refused with the header's name.
    let (url, _) = stand_in(addr.clone(), "18446744073709551615");
    let mut node = Stage::follow(&leader, &url, "mesas");
    let status = node.wait_exit(Duration::from_secs(60), "the node took the time");
    std::thread::sleep(Duration::from_millis(300));
    let said = node.stderr();
    assert_eq!(status.code(), Some(2), "{said}");
    assert!(
        said.contains("x-megxadrez-stage-ms") && !said.contains("panicked"),
        "{said}"
    );

    // An endless line: dropped at its cap and said; the node's memory
    // does not follow the bytes sent.
    let (url, sent) = stand_in(addr, "5000");
    let node = Stage::follow(&leader, &url, "mesas");
    node.wait_stderr("más de 262144 bytes");
    let pid = node.child.id();
    // Its windows settle first (their own memory is not the stream's).
    let t = Instant::now();
    let mut last = resident_mb(pid);
    loop {
        std::thread::sleep(Duration::from_secs(1));
        let now = resident_mb(pid);
        if (now - last).abs() < 2.0 || t.elapsed() > Duration::from_secs(20) {
            break;
        }
        last = now;
    }
    let before = (resident_mb(pid), sent.load(Ordering::Relaxed));
    let t = Instant::now();
    while sent.load(Ordering::Relaxed) < before.1 + (64 << 20)
        && t.elapsed() < Duration::from_secs(15)
    {
        std::thread::sleep(Duration::from_millis(200));
    }
    let after = (resident_mb(pid), sent.load(Ordering::Relaxed));
    let streamed_mb = (after.1 - before.1) as f64 / (1 << 20) as f64;
    eprintln!(
        "node: {streamed_mb:.0} MB of one line sent, resident {:.0} → {:.0} MB",
        before.0, after.0
    );
    assert!(node.child.id() == pid && resident_mb(pid) > 0.0, "alive");
    assert!(
        after.0 - before.0 < 32.0,
        "{streamed_mb:.0} MB sent, the node grew {:.0} MB",
        after.0 - before.0
    );
    assert!(!node.stderr().contains("panicked"), "{}", node.stderr());
}
