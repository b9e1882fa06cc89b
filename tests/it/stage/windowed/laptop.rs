//! The operator's window on a laptop with no projector (issue 47, item 3):
//! at 1366x768, at 1280x720 and at the three quarters of a 1366x768 laptop
//! it keeps beside the screens, every control the window draws lies inside
//! it, on no other, with something drawn on its pixels; a result, its
//! confirmation, the clock and a message are given with real clicks and
//! keys (xdotool), and the journal and the terminal say they were taken.
//!
//! The window says where it drew its controls in the file
//! `MEGXADREZ_PANEL_LAYOUT` names; the test checks each on the window's
//! own pixels (`xwd`) before it clicks.

use std::collections::BTreeMap;

use super::*;

/// A control's box in the window (x, y, width, height), and the part of
/// it in sight (all zero when it is scrolled away).
type Box4 = (i32, i32, i32, i32);

/// The controls the window drew last, by label.
fn controls(file: &Path) -> BTreeMap<String, (Box4, Box4)> {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    let four = |t: &str| -> Option<Box4> {
        let n: Vec<i32> = t.split(' ').filter_map(|v| v.parse().ok()).collect();
        (n.len() == 4).then(|| (n[0], n[1], n[2], n[3]))
    };
    text.lines()
        .filter_map(|line| {
            let mut parts = line.split('\t');
            let label = parts.next()?;
            Some((
                label.to_owned(),
                (four(parts.next()?)?, four(parts.next()?)?),
            ))
        })
        .collect()
}

/// Waits until the window drew every one of `labels`, and none of
/// `absent`; returns all it drew.
fn wait_for(
    stage: &Stage,
    file: &Path,
    labels: &[&str],
    absent: &[&str],
) -> BTreeMap<String, (Box4, Box4)> {
    let t = Instant::now();
    loop {
        let drawn = controls(file);
        if labels.iter().all(|l| drawn.contains_key(*l))
            && absent.iter().all(|l| !drawn.contains_key(*l))
        {
            // One more frame: a box moves in the frame after a reflow.
            std::thread::sleep(Duration::from_millis(1500));
            return controls(file);
        }
        assert!(
            t.elapsed() < PATIENCE,
            "the operator's window never drew {labels:?} without {absent:?}; it drew {:?}\n{}",
            drawn.keys().collect::<Vec<_>>(),
            stage.stderr()
        );
        std::thread::sleep(Duration::from_millis(300));
    }
}

/// Why the control in `seen` cannot be seen on `img`, if it cannot: out
/// of the window, or nothing drawn on it (text on a field's or a button's
/// background has at least two colours).
fn unseen(img: &RgbImage, seen: Box4) -> Option<&'static str> {
    let (x, y, w, h) = seen;
    let (width, height) = (img.width() as i32, img.height() as i32);
    if x < 0 || y < 0 || x + w > width || y + h > height || w < 8 || h < 8 {
        return Some("outside the window");
    }
    let colours: std::collections::HashSet<[u8; 3]> = (y..y + h)
        .flat_map(|py| (x..x + w).map(move |px| (px, py)))
        .map(|(px, py)| img.get_pixel(px as u32, py as u32).0)
        .collect();
    (colours.len() < 2).then_some("blank")
}

/// Every control inside a `width`x`height` window, on no other, with
/// something drawn on its pixels; one that its column scrolled out of
/// sight comes into sight, whole, when the column is scrolled with the
/// mouse wheel over it.
fn every_control_in_sight(
    stage: &Stage,
    window: &str,
    file: &Path,
    drawn: &BTreeMap<String, (Box4, Box4)>,
    size: (i32, i32),
) {
    let img = stage.capture(window);
    assert_eq!(
        (img.width() as i32, img.height() as i32),
        size,
        "the operator's window is not {size:?}"
    );
    let mut wrong = Vec::new();
    let mut scrolled_away = Vec::new();
    for (label, &(whole, seen)) in drawn {
        if seen != whole {
            scrolled_away.push((label.clone(), whole));
        } else if let Some(why) = unseen(&img, seen) {
            wrong.push(format!("{label:?} at {seen:?} is {why}"));
        }
    }
    let boxes: Vec<(&String, Box4)> = drawn
        .iter()
        .filter(|(_, (_, seen))| seen.2 > 0)
        .map(|(l, (_, seen))| (l, *seen))
        .collect();
    for (i, (a, ra)) in boxes.iter().enumerate() {
        for (b, rb) in &boxes[i + 1..] {
            let apart = ra.0 + ra.2 <= rb.0
                || rb.0 + rb.2 <= ra.0
                || ra.1 + ra.3 <= rb.1
                || rb.1 + rb.3 <= ra.1;
            if !apart {
                wrong.push(format!("{a:?} {ra:?} and {b:?} {rb:?} overlap"));
            }
        }
    }
    if !wrong.is_empty() {
        // The picture, for whoever reads the failure.
        let shot =
            std::env::temp_dir().join(format!("megxadrez-laptop-{}.png", std::process::id()));
        let _ = img.save(&shot);
        panic!(
            "at {size:?} (the window: {}):\n{}\n{}",
            shot.display(),
            wrong.join("\n"),
            stage.stderr()
        );
    }
    for (label, whole) in scrolled_away {
        // The wheel over the control's column, towards it.
        let (x, y) = (whole.0 + whole.2.min(20) / 2, size.1 / 2);
        stage.xdotool(&[
            "mousemove",
            "--window",
            window,
            &x.to_string(),
            &y.to_string(),
        ]);
        std::thread::sleep(Duration::from_millis(800));
        let wheel = if whole.1 < 0 { "4" } else { "5" };
        stage.xdotool(&["click", "--repeat", "12", "--delay", "120", wheel]);
        let t = Instant::now();
        loop {
            let now = controls(file);
            let (whole, seen) = now[&label];
            let img = stage.capture(window);
            if whole == seen && unseen(&img, seen).is_none() {
                break;
            }
            assert!(
                t.elapsed() < Duration::from_secs(30),
                "at {size:?} {label:?} stays out of sight ({whole:?}, in sight {seen:?}) when its column is scrolled"
            );
            std::thread::sleep(Duration::from_millis(500));
        }
        let back = if wheel == "4" { "5" } else { "4" };
        stage.xdotool(&["click", "--repeat", "12", "--delay", "120", back]);
        std::thread::sleep(Duration::from_millis(1500));
    }
}

/// A click in the middle of `label`'s box, as a hand on a mouse gives it:
/// the pointer comes first, the button is held a moment (each step over
/// frames of its own: an idle stage draws about one a second).
/// Where the window drew it last: a line that came up since (a verdict)
/// moves what is under it.
fn click(stage: &Stage, window: &str, file: &Path, label: &str) {
    let drawn = wait_for(stage, file, &[label], &[]);
    let (_, (x, y, w, h)) = drawn[label];
    let (cx, cy) = ((x + w / 2).to_string(), (y + h / 2).to_string());
    stage.xdotool(&["mousemove", "--window", window, &cx, &cy]);
    std::thread::sleep(Duration::from_millis(1200));
    stage.xdotool(&["mousedown", "1"]);
    std::thread::sleep(Duration::from_millis(800));
    stage.xdotool(&["mouseup", "1"]);
    std::thread::sleep(Duration::from_millis(800));
}

/// Waits until a line of the journal holds `part`.
fn recorded(stage: &Stage, part: &str) {
    let t = Instant::now();
    let journal =
        || std::fs::read_to_string(stage.journal.join("session.journal")).unwrap_or_default();
    while !journal().lines().any(|r| r.contains(part)) {
        assert!(
            t.elapsed() < Duration::from_secs(60),
            "the journal never took {part:?}:\n{}\n{}",
            journal(),
            stage.stderr()
        );
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// A result through the round's column: its button, then Yes on the
/// question that comes up in sight.
fn result_with_its_confirmation(
    stage: &Stage,
    window: &str,
    file: &Path,
    key: &str,
    size: (i32, i32),
    record: &str,
) {
    click(stage, window, file, key);
    let asked = wait_for(stage, file, &["Sí (S)", "No (N / Esc)"], &[]);
    every_control_in_sight(stage, window, file, &asked, size);
    click(stage, window, file, "Sí (S)");
    recorded(stage, record);
    wait_for(stage, file, &[], &["Sí (S)"]);
}

/// A message typed in the public-address column's field and sent with
/// Enter, said on the terminal.
fn message(stage: &Stage, window: &str, file: &Path, text: &str) {
    click(stage, window, file, "message-text");
    stage.xdotool(&["type", "--delay", "80", text]);
    stage.xdotool(&["key", "Return"]);
    stage.wait_stderr(&format!("mensaje: message banner {text}"));
}

#[test]
fn on_a_laptop_alone_every_control_of_the_operators_window_is_in_sight_and_answers_a_click() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = crate::fresh_dir("laptop-layout");
    let layout = dir.join("layout.txt");
    let layout_env = layout.to_str().unwrap().to_owned();
    // A 1366x768 laptop; the league's six screens have no projector; the
    // hall's phones follow it on every interface (as the wizard writes it,
    // on a port of the system's choosing here).
    let config = dir.join("liga.toml");
    let text = std::fs::read_to_string(root().join("tests/configs/league-six.toml")).unwrap();
    std::fs::write(
        &config,
        format!(
            "{text}\n[network]\nlisten = \"0.0.0.0:0\"\nannouncer_token = \"locutor-portatil-2026\"\n"
        ),
    )
    .unwrap();
    let mut stage = Stage::start_with(
        config.to_str().unwrap(),
        "laptop",
        "1366x768x24",
        &[("MEGXADREZ_PANEL_LAYOUT", &layout_env)],
    );
    // Issue 47, item 4: the stage says where phones go and with which
    // token, at an address a phone can type (not 0.0.0.0), which serves.
    stage.wait_stderr("clave del locutor: locutor-portatil-2026");
    let phones = stage.said_after("teléfonos de la sala: http://");
    let phones = phones.trim_end_matches('/');
    assert!(!phones.starts_with("0.0.0.0"), "{phones}");
    assert!(
        stage
            .stderr()
            .contains(&format!("página del locutor en http://{phones}/announcer")),
        "{}",
        stage.stderr()
    );
    let (status, _) = super::http(phones, "GET", "/", &[], b"");
    assert_eq!(status, 200, "the mirror at {phones}");
    let operator = stage.window("operador");
    // Three quarters of the laptop: the screens line up in the last one.
    let (x, y, w, h) = stage.geometry(&operator);
    assert_eq!((x, y, w, h), (0, 0, 1025, 768), "the operator's window");
    let screen = stage.window("mesas");
    let (sx, _, sw, _) = stage.geometry(&screen);
    assert!(
        sx >= 1025 && sx + sw as i32 <= 1366,
        "the tables' screen at {sx}, {sw} wide"
    );
    // The operator's hand on it: its device events wake the stage.
    stage.xdotool(&["windowfocus", "--sync", &operator]);
    let said = stage.say("event next");
    assert!(
        said.contains("mesa 1: Os Cabalos Tolos - Os Reis do Enroque"),
        "{said}"
    );
    assert!(stage.say("event stage 1").starts_with("✓ "));

    // 1025x768: one column at a time, under three tabs.
    let size = (1025, 768);
    let game = wait_for(
        &stage,
        &layout,
        &["Partida", "Iniciar (F1)"],
        &["result 1 1-0"],
    );
    every_control_in_sight(&stage, &operator, &layout, &game, size);
    click(&stage, &operator, &layout, "Iniciar (F1)");
    recorded(&stage, "start");
    click(&stage, &operator, &layout, "Ronda y resultados");
    let round = wait_for(
        &stage,
        &layout,
        &["result 2 1-0", "phones-qr"],
        &["Iniciar (F1)"],
    );
    every_control_in_sight(&stage, &operator, &layout, &round, size);
    // Issue 47: "and a QR on the operator's window": the round's column
    // opens on the hall's address, and its code, read back from the
    // window's pixels, is that address.
    let (_, (x, y, w, h)) = round["phones-qr"];
    let img = stage.capture(&operator);
    let luma = image::GrayImage::from_fn(w as u32, h as u32, |px, py| {
        let p = img.get_pixel(x as u32 + px, y as u32 + py).0;
        image::Luma([((u32::from(p[0]) + u32::from(p[1]) + u32::from(p[2])) / 3) as u8])
    });
    let mut prepared = rqrr::PreparedImage::prepare(luma);
    let grids = prepared.detect_grids();
    assert_eq!(grids.len(), 1, "one code on the operator's window");
    let (_, content) = grids[0].decode().expect("the code reads");
    assert_eq!(content, format!("http://{phones}/"));
    result_with_its_confirmation(
        &stage,
        &operator,
        &layout,
        "result 2 1-0",
        size,
        "result 1 2 5 1-0",
    );
    // Issue 47, item 5: "results entered with the table buttons show on
    // the projector but not on the mirror nor on the announcer's page":
    // the state every page reads gives table 2's board its result, the
    // others none.
    let (status, state) = super::http(phones, "GET", "/api/state", &[], b"");
    assert_eq!(status, 200);
    let state: serde_json::Value = serde_json::from_str(&state).unwrap();
    let results: Vec<&str> = state["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["result"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(results, ["*", "1-0", "*"], "{state}");
    click(&stage, &operator, &layout, "Megafonía y mensajes");
    let address = wait_for(&stage, &layout, &["message-text"], &["result 2 1-0"]);
    every_control_in_sight(&stage, &operator, &layout, &address, size);
    message(&stage, &operator, &layout, "Bienvenidos");

    // The whole laptop, 1366x768, and a 1280x720 one: three columns.
    let resize = |stage: &Stage, size: (i32, i32)| {
        let before = controls(&layout);
        stage.xdotool(&["windowmove", "--sync", &operator, "0", "0"]);
        let (w, h) = (size.0.to_string(), size.1.to_string());
        stage.xdotool(&["windowsize", "--sync", &operator, &w, &h]);
        // The window laid out again at its new size.
        let t = Instant::now();
        while controls(&layout) == before {
            assert!(t.elapsed() < PATIENCE, "no new layout at {size:?}");
            std::thread::sleep(Duration::from_millis(300));
        }
        let all = wait_for(
            stage,
            &layout,
            &["result 3 0-1", "Iniciar (F1)", "message-text"],
            &["Partida"],
        );
        every_control_in_sight(stage, &operator, &layout, &all, size);
    };
    let size = (1366, 768);
    resize(&stage, size);
    result_with_its_confirmation(
        &stage,
        &operator,
        &layout,
        "result 3 0-1",
        size,
        "result 1 3 4 0-1",
    );
    message(&stage, &operator, &layout, "Empieza la ronda");
    // The game's own question (a draw agreed on board 1) in sight too.
    let size = (1280, 720);
    resize(&stage, size);
    click(&stage, &operator, &layout, "Tablas acordadas (F7)");
    let asked = wait_for(&stage, &layout, &["Sí (S)"], &[]);
    every_control_in_sight(&stage, &operator, &layout, &asked, size);
    click(&stage, &operator, &layout, "Sí (S)");
    recorded(&stage, "draw");
    message(&stage, &operator, &layout, "Pausa");
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}
