//! A clip of every finished game (issue 50): the real stage, a game played
//! from its terminal to mate, the clip listed in `/api/state` within 5 s of
//! the mating move, served at its address and kept beside the live PGN; its
//! frames one a position, the last one the final position square by square
//! (read off the pixels: white, black or no piece); a resignation without
//! a move, one frame; an ending taken back takes its clip away; a restart
//! still serves them.

use super::*;
use megxadrez::clips::render::{BOARD_X, BOARD_Y, SQUARE};

/// A GET on loopback: the status and the body's bytes.
fn get_bytes(addr: &str, path: &str) -> (u16, Vec<u8>) {
    use std::io::Read;
    let mut s = std::net::TcpStream::connect(addr).expect("the server accepts");
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut raw = Vec::new();
    let _ = s.read_to_end(&mut raw);
    let head_end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map_or(raw.len(), |i| i + 4);
    let head = String::from_utf8_lossy(&raw[..head_end]).into_owned();
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, raw[head_end..].to_vec())
}

/// The clips the state lists: (url, round, board).
fn clips(addr: &str) -> Vec<(String, u64, u64)> {
    let (_, body) = super::http(addr, "GET", "/api/state", &[], b"");
    let state: serde_json::Value = serde_json::from_str(&body).unwrap_or_default();
    state["clips"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|c| {
                    (
                        c["url"].as_str().unwrap_or_default().to_owned(),
                        c["round"].as_u64().unwrap_or(99),
                        c["board"].as_u64().unwrap_or(99),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Every frame of a GIF as the viewer shows it (each drawn over the last).
fn frames(bytes: &[u8]) -> Vec<image::RgbaImage> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes).expect("the clip is a GIF");
    let (w, h) = (decoder.width() as u32, decoder.height() as u32);
    let mut canvas = image::RgbaImage::new(w, h);
    let mut out = Vec::new();
    while let Some(f) = decoder.read_next_frame().expect("each frame decodes") {
        for y in 0..u32::from(f.height) {
            for x in 0..u32::from(f.width) {
                let i = ((y * u32::from(f.width) + x) * 4) as usize;
                let px = image::Rgba([
                    f.buffer[i],
                    f.buffer[i + 1],
                    f.buffer[i + 2],
                    f.buffer[i + 3],
                ]);
                if px[3] > 0 {
                    canvas.put_pixel(u32::from(f.left) + x, u32::from(f.top) + y, px);
                }
            }
        }
        out.push(canvas.clone());
    }
    out
}

/// What each square of a frame holds, read off its pixels: a white piece
/// (a white body), a black one (a near-black body), or nothing.
fn squares(frame: &image::RgbaImage) -> Vec<Option<shakmaty::Color>> {
    shakmaty::Square::ALL
        .iter()
        .map(|sq| {
            let (file, rank) = (u32::from(sq.file()), u32::from(sq.rank()));
            let (x0, y0) = (BOARD_X + file * SQUARE, BOARD_Y + (7 - rank) * SQUARE);
            let (mut white, mut black) = (0, 0);
            for y in y0 + 2..y0 + SQUARE - 2 {
                for x in x0 + 2..x0 + SQUARE - 2 {
                    let p = frame.get_pixel(x, y);
                    if p[0] > 235 && p[1] > 235 && p[2] > 235 {
                        white += 1;
                    } else if p[0] < 40 && p[1] < 40 && p[2] < 40 {
                        black += 1;
                    }
                }
            }
            // An empty square has neither (its colours are mid-tones).
            let area = (SQUARE - 4) * (SQUARE - 4);
            if white * 40 > area {
                Some(shakmaty::Color::White)
            } else if black * 40 > area {
                Some(shakmaty::Color::Black)
            } else {
                None
            }
        })
        .collect()
}

/// What each square of `pos` holds.
fn expected(pos: &Chess) -> Vec<Option<shakmaty::Color>> {
    shakmaty::Square::ALL
        .iter()
        .map(|sq| pos.board().color_at(*sq))
        .collect()
}

/// Waits for the state to list a clip of `board`; its URL and how long it took.
fn wait_for_clip(addr: &str, board: u64) -> (String, Duration) {
    let t = Instant::now();
    loop {
        if let Some((url, _, _)) = clips(addr).into_iter().find(|c| c.2 == board) {
            return (url, t.elapsed());
        }
        assert!(
            t.elapsed() < Duration::from_secs(30),
            "no clip of board {board}: {:?}",
            clips(addr)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn every_finished_game_has_its_clip_within_seconds_frame_by_frame() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let text = crate::relocated_config("tests/configs/final-long-names.toml");
    let (mut stage, addr, config) = Stage::serving(&text, "", "clips", "final.toml");
    let config = config.to_str().unwrap().to_owned();
    assert!(clips(&addr).is_empty());
    assert!(stage.say("start").starts_with("✓ "), "the final starts");
    assert!(stage.say("board 2 start").starts_with("✓ "));
    // Board 2: Black resigns before a move; one frame.
    assert!(stage.say("board 2 resign black").starts_with("✓ "));
    let (url2, _) = wait_for_clip(&addr, 2);
    let (status, bytes) = get_bytes(&addr, &url2);
    assert_eq!(status, 200, "{url2}");
    assert_eq!(frames(&bytes).len(), 1, "no move, one frame");
    // Board 1: the scholar's mate, move by move.
    let moves = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];
    let mut pos = Chess::default();
    let mut mated = Instant::now();
    for m in moves {
        mated = Instant::now();
        let said = stage.say(&format!("move {m}"));
        assert!(said.starts_with("✓ "), "{m}: {said}");
        let mv = m
            .parse::<shakmaty::san::San>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        pos.play_unchecked(mv);
    }
    let (url1, _) = wait_for_clip(&addr, 1);
    // From the mating move typed (its verdict is read for half a second
    // more by `say`) to the clip listed.
    let took = mated.elapsed();
    eprintln!(
        "the mate's clip listed within {} ms of the move",
        took.as_millis()
    );
    assert!(took < Duration::from_secs(5), "{took:?}");
    assert!(url1.starts_with("/clips/round-0-board-1-"), "{url1}");
    let (status, bytes) = get_bytes(&addr, &url1);
    assert_eq!(status, 200);
    let shown = frames(&bytes);
    assert_eq!(shown.len(), moves.len() + 1, "a frame a position");
    assert_eq!(
        squares(shown.last().unwrap()),
        expected(&pos),
        "the last frame is the final position"
    );
    assert_eq!(
        squares(&shown[0]),
        expected(&Chess::default()),
        "the first, the start"
    );
    // Beside the live PGN, in the journal's folder.
    let file = stage
        .journal
        .join("clips")
        .join(url1.trim_start_matches("/clips/"));
    assert_eq!(std::fs::read(&file).unwrap(), bytes, "{}", file.display());
    // A name that is not a clip's is not found, nor anything else.
    assert_eq!(get_bytes(&addr, "/clips/..%2Fjournal.log").0, 404);
    assert_eq!(get_bytes(&addr, "/clips/round-0-board-9-9.gif").0, 404);
    // The resignation taken back: its clip goes.
    assert!(stage.say("board 2 undo").starts_with("✓ "));
    let t = Instant::now();
    while clips(&addr).iter().any(|c| c.2 == 2) {
        assert!(t.elapsed() < Duration::from_secs(10), "{:?}", clips(&addr));
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(get_bytes(&addr, &url2).0, 404);
    // After a restart the clips made are still listed and served.
    stage.relaunch(&config);
    stage.wait_stderr("servidor en http://");
    let addr = stage.said_after("servidor en http://");
    let listed = clips(&addr);
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0].0, url1);
    assert_eq!(get_bytes(&addr, &url1), (200, bytes));
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}
