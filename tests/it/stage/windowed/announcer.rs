//! The announcer's page (`GET /announcer`) in a real Chromium beside the
//! stage's windows, driven by real clicks and keys (xdotool): its buttons
//! are found on the window's own pixels by their colours, as a person finds
//! them by sight. What each press did is read where the announcer, the
//! operator and the audio thread see it: the page's title (its last line),
//! the stage's terminal, and `/api/state`.

use super::*;

/// The page's buttons by their background colours (`announcer.html`).
const STOP: [u8; 3] = [0xc6, 0x28, 0x28];
const GO: [u8; 3] = [0x1b, 0x7f, 0x3b];
const CUE: [u8; 3] = [0x24, 0x57, 0xa0];
const MUTE: [u8; 3] = [0x7b, 0x3f, 0xa0];
const PREPARED: [u8; 3] = [0x5a, 0x4a, 0x1a];
const TOKEN: [u8; 3] = [0x1e, 0x25, 0x30];
/// The message's text field.
const FIELD: [u8; 3] = [0x1c, 0x22, 0x28];

const ANNOUNCER: &str = "locutor-pagina-2026";

/// The boxes (x, y, w, h) of `colour` on `img` that are large enough to be
/// a button, top to bottom then left to right: each connected region of
/// pixels within 3 of it in every channel.
fn boxes_of(img: &RgbImage, colour: [u8; 3]) -> Vec<(u32, u32, u32, u32)> {
    let (w, h) = img.dimensions();
    let near = |x: u32, y: u32| {
        let p = img.get_pixel(x, y).0;
        (0..3).all(|c| p[c].abs_diff(colour[c]) <= 3)
    };
    let mut seen = vec![false; (w * h) as usize];
    let mut found = Vec::new();
    for y in 0..h {
        for x in 0..w {
            if seen[(y * w + x) as usize] || !near(x, y) {
                continue;
            }
            let (mut x0, mut y0, mut x1, mut y1, mut n) = (x, y, x, y, 0u32);
            let mut stack = vec![(x, y)];
            seen[(y * w + x) as usize] = true;
            while let Some((px, py)) = stack.pop() {
                n += 1;
                (x0, y0, x1, y1) = (x0.min(px), y0.min(py), x1.max(px), y1.max(py));
                let around = [
                    (px.wrapping_sub(1), py),
                    (px + 1, py),
                    (px, py.wrapping_sub(1)),
                    (px, py + 1),
                ];
                for (qx, qy) in around {
                    if qx < w && qy < h && !seen[(qy * w + qx) as usize] && near(qx, qy) {
                        seen[(qy * w + qx) as usize] = true;
                        stack.push((qx, qy));
                    }
                }
            }
            if n > 600 {
                found.push((x0, y0, x1 - x0 + 1, y1 - y0 + 1));
            }
        }
    }
    found.sort_by_key(|&(x, y, _, _)| (y, x));
    found
}

/// The public address in `/api/state`.
fn public_address(server: &str) -> serde_json::Value {
    let (status, body) = http(server, "GET", "/api/state", &[], b"");
    assert_eq!(status, 200, "{body}");
    let state: serde_json::Value = serde_json::from_str(&body).unwrap();
    state["public_address"].clone()
}

/// The stage's terminal's public-address lines (`megxadrez: megafonía: …`).
fn terminal_lines(stage: &Stage) -> Vec<String> {
    stage
        .stderr()
        .lines()
        .filter_map(|l| l.strip_prefix("megxadrez: megafonía: "))
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_announcer_fires_cues_go_stop_and_mute_from_the_page_in_a_real_browser() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    // The shipped final (its GO list and eight cues), served with the
    // announcer's token.
    let dir = crate::fresh_dir("announcer-page-config");
    let text = crate::relocated_config("configs/megxadrez-final-armageddon-12-10.toml");
    let config = dir.join("final.toml");
    // A fixed port: the page outlives a restart of the stage at the end.
    let port = super::free_port();
    std::fs::write(
        &config,
        format!(
            "{text}\n[network]\nlisten = \"127.0.0.1:{port}\"\nannouncer_token = \"{ANNOUNCER}\"\n"
        ),
    )
    .unwrap();
    let mut stage = Stage::start(config.to_str().unwrap(), "announcer-page");
    stage.window("final");
    stage.wait_stderr("servidor en http://");
    let server = stage.said_after("servidor en http://");
    // The page at the address the stage's terminal gives for it.
    stage.wait_stderr("página del locutor en ");
    let page_url = stage.said_after("página del locutor en ");
    assert_eq!(page_url, format!("http://127.0.0.1:{port}/announcer"));

    need("chromium");
    let profile = crate::fresh_dir("announcer-page-browser");
    let mut browser = Command::new("chromium")
        .args([
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--force-device-scale-factor=1",
            "--window-position=2000,80",
            "--window-size=420,1400",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--app={page_url}"))
        .env("DISPLAY", &stage.display)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts");
    let t = Instant::now();
    let page = loop {
        let found = stage.xdotool(&["search", "--onlyvisible", "--name", "^Megafonía"]);
        if let Some(id) = found.lines().next() {
            break id.trim().to_owned();
        }
        assert!(t.elapsed() < PATIENCE, "the announcer's page did not open");
        std::thread::sleep(Duration::from_millis(250));
    };
    let title = |s: &Stage| s.xdotool(&["getwindowname", &page]).trim().to_owned();
    // The page draws its cues from the state: wait for the eight buttons.
    let t = Instant::now();
    let buttons = loop {
        let shot = stage.capture(&page);
        let cues = boxes_of(&shot, CUE);
        if cues.len() == 8 {
            break shot;
        }
        assert!(
            t.elapsed() < Duration::from_secs(60),
            "{} cue buttons on the page",
            cues.len()
        );
        std::thread::sleep(Duration::from_millis(300));
    };
    let one = |colour: [u8; 3], what: &str| {
        let found = boxes_of(&buttons, colour);
        assert!(!found.is_empty(), "no {what} on the page");
        found[0]
    };
    let (stop, go, mute, token, prepared) = (
        one(STOP, "stop button"),
        one(GO, "GO button"),
        one(MUTE, "mute button"),
        one(TOKEN, "token field"),
        one(PREPARED, "prepared message"),
    );
    let cues = boxes_of(&buttons, CUE);
    // Large touch targets: every button at least 48 px tall, the panic
    // stop across the page.
    for (what, b) in [("stop", stop), ("GO", go), ("mute", mute), ("cue", cues[1])] {
        assert!(b.3 >= 48, "{what} is {} px tall", b.3);
    }
    assert!(stop.2 >= 360, "the stop button is {} px wide", stop.2);
    // A press: a click at the middle of a box, then the title's next line.
    let press = |s: &Stage, b: (u32, u32, u32, u32), clicks: &str| {
        let (x, y) = ((b.0 + b.2 / 2).to_string(), (b.1 + b.3 / 2).to_string());
        s.xdotool(&["mousemove", "--window", &page, &x, &y]);
        s.xdotool(&["click", "--repeat", clicks, "--delay", "150", "1"]);
    };
    let says = |s: &Stage, expect: &str| -> String {
        let t = Instant::now();
        loop {
            let now = title(s);
            if now.contains(expect) {
                return now;
            }
            assert!(
                t.elapsed() < Duration::from_secs(30),
                "the page says {now:?}, not {expect:?}"
            );
            std::thread::sleep(Duration::from_millis(150));
        }
    };
    stage.xdotool(&["windowfocus", "--sync", &page]);

    // Without a token every button is refused, by the page (no token) or
    // by the stage (a wrong one), each press said with its command, and
    // nothing plays.
    press(&stage, cues[1], "1");
    says(&stage, "Megafonía — cue fin: falta la clave del locutor");
    press(&stage, stop, "1");
    says(&stage, "Megafonía — stop: falta la clave del locutor");
    press(&stage, token, "1");
    stage.xdotool(&["type", "--delay", "40", "no-es-la-clave-2026"]);
    stage.xdotool(&["key", "Return"]);
    for (b, command) in [
        (go, "go"),
        (mute, "mute"),
        (cues[0], "cue inicio"),
        (prepared, "message premios"),
    ] {
        press(&stage, b, "1");
        says(
            &stage,
            &format!("Megafonía — {command}: hace falta la clave"),
        );
    }
    let before = public_address(&server);
    assert_eq!(before["log"], serde_json::json!([]), "{before}");
    assert_eq!(
        before["engine"]["played"].as_u64().unwrap()
            + before["engine"]["dropped"].as_u64().unwrap(),
        0
    );
    assert_eq!(before["engine"]["stops"], 0);
    assert!(terminal_lines(&stage).is_empty(), "{}", stage.stderr());

    // The announcer's token, typed over the wrong one.
    press(&stage, token, "1");
    stage.xdotool(&["key", "ctrl+a"]);
    stage.xdotool(&["type", "--delay", "40", ANNOUNCER]);
    stage.xdotool(&["key", "Return"]);
    // A cue: "Fin de partida", the second button.
    press(&stage, cues[1], "1");
    let fired = says(&stage, "«Fin de partida»");
    assert!(
        fired.starts_with("Megafonía · 1 — ") && fired.ends_with("— web"),
        "{fired}"
    );
    // GO twice in quick succession: the first plays the list's first cue,
    // the second is held by the desk's guard.
    press(&stage, go, "2");
    let held = says(&stage, "GO ignorado");
    assert!(held.starts_with("Megafonía · 3 — "), "{held}");
    // The panic stop, on one tap.
    press(&stage, stop, "1");
    says(&stage, "Megafonía · 4 — ■ todo el sonido parado — web");
    // Mute, then unmute (the same button, its label turned).
    press(&stage, mute, "1");
    says(
        &stage,
        "Megafonía · 5 — silencio: volumen 0 % (antes 100 %) — web",
    );
    let muted = public_address(&server);
    assert_eq!(muted["engine"]["volume"], 0.0, "{muted}");
    assert_eq!(muted["muted"], true);
    press(&stage, mute, "1");
    says(
        &stage,
        "Megafonía · 6 — sonido de nuevo: volumen al 100 % — web",
    );
    // A cue by its desk hotkey, on the page: Ctrl+7, "Tiempo. Fin de la
    // ronda" (the token field let go of the focus at its Enter).
    stage.xdotool(&["keydown", "ctrl"]);
    std::thread::sleep(Duration::from_millis(300));
    stage.xdotool(&["key", "7"]);
    std::thread::sleep(Duration::from_millis(300));
    stage.xdotool(&["keyup", "ctrl"]);
    says(&stage, "Megafonía · 7 — «Tiempo. Fin de la ronda»");
    // A prepared message from its button: up on the screens.
    press(&stage, prepared, "1");
    let t = Instant::now();
    while super::messages_up(&server).is_empty() {
        assert!(t.elapsed() < Duration::from_secs(30), "no message went up");
        std::thread::sleep(Duration::from_millis(200));
    }
    // A typed countdown: the text, then the keyboard as on a laptop (Tab to
    // the minutes, Tab to the box, Space ticks it, back to the text, Enter).
    // Without its minutes the page says so and sends nothing, and gives
    // the minutes the focus; with 2 typed it goes up as a banner counting
    // down from 2:00. The text field is found again: the message up above
    // it moved it down.
    std::thread::sleep(Duration::from_millis(500));
    let fields = boxes_of(&stage.capture(&page), FIELD);
    let text_field = *fields.first().expect("the message's field on the page");
    press(&stage, text_field, "1");
    stage.xdotool(&["type", "--delay", "40", "La ronda 2 empieza en"]);
    for key in ["Tab", "Tab", "space", "shift+Tab", "shift+Tab", "Return"] {
        stage.xdotool(&["key", key]);
        std::thread::sleep(Duration::from_millis(150));
    }
    says(
        &stage,
        "Megafonía — message banner: Una cuenta atrás necesita sus minutos.",
    );
    assert_eq!(super::messages_up(&server).len(), 1);
    for key in ["2", "shift+Tab", "Return"] {
        stage.xdotool(&["key", key]);
        std::thread::sleep(Duration::from_millis(150));
    }
    let t = Instant::now();
    let countdown = loop {
        let (_, body) = http(&server, "GET", "/api/state", &[], b"");
        let state: serde_json::Value = serde_json::from_str(&body).unwrap();
        let found = state["messages"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["text"] == "La ronda 2 empieza en")
            .cloned();
        if let Some(m) = found {
            break m;
        }
        assert!(
            t.elapsed() < Duration::from_secs(30),
            "no countdown: {state}"
        );
        std::thread::sleep(Duration::from_millis(200));
    };
    // Back to the page's top, as a thumb does: the field let go (a tap on
    // the round's line), the page scrolled home.
    let round_line = (stop.0 + 10, stop.1 + stop.3 + 8, 4, 4);
    press(&stage, round_line, "1");
    stage.xdotool(&["key", "ctrl+Home"]);
    assert_eq!(countdown["countdown"], true, "{countdown}");
    assert_eq!(countdown["placement"], "banner", "{countdown}");
    assert_eq!(
        countdown["until_ms"].as_u64().unwrap() - countdown["from_ms"].as_u64().unwrap(),
        120_000,
        "{countdown}"
    );

    // The stage's terminal said each, from the web.
    let lines = terminal_lines(&stage);
    let wanted = [
        "«Fin de partida»",
        "«Inicio de partida»",
        "GO ignorado",
        "■ todo el sonido parado",
        "silencio: volumen 0 %",
        "sonido de nuevo: volumen al 100 %",
        "«Tiempo. Fin de la ronda»",
    ];
    assert_eq!(lines.len(), wanted.len(), "{lines:#?}");
    for (line, want) in lines.iter().zip(wanted) {
        assert!(
            line.contains(want) && line.ends_with("web"),
            "{line:?} for {want:?}"
        );
    }
    assert!(lines[1].contains("GO · web"), "{}", lines[1]);
    // The audio thread: three cues handed to it (played, or dropped where
    // there is no sound card), one panic stop, the volume back.
    let t = Instant::now();
    let pa = loop {
        let pa = public_address(&server);
        let taken =
            pa["engine"]["played"].as_u64().unwrap() + pa["engine"]["dropped"].as_u64().unwrap();
        if taken == 3 || t.elapsed() > Duration::from_secs(20) {
            break pa;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    let taken =
        pa["engine"]["played"].as_u64().unwrap() + pa["engine"]["dropped"].as_u64().unwrap();
    assert_eq!(taken, 3, "{pa}");
    assert_eq!(pa["engine"]["stops"], 1, "{pa}");
    assert_eq!(pa["engine"]["volume"], 1.0, "{pa}");
    assert_eq!(
        pa["go_next"], "Quedan diez minutos",
        "GO moved on once: {pa}"
    );
    // The page's log, as a fresh browser draws it from the state.
    let dom = chromium(
        &format!("http://{server}/announcer"),
        &["--window-size=360,2400", "--dump-dom"],
    );
    let log = dom
        .split("<ul id=\"log\">")
        .nth(1)
        .unwrap_or("")
        .split("</ul>")
        .next()
        .unwrap_or("");
    for want in wanted {
        assert!(log.contains(want), "{want:?} not in the page's log: {log}");
    }
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());

    // The stage killed and started again: the page, left open, says the
    // link is lost, then follows the new run — its log starts again.
    stage.relaunch(config.to_str().unwrap());
    says(&stage, "Megafonía — conexión perdida");
    stage.wait_stderr("servidor en http://");
    stage.window("final");
    let t = Instant::now();
    while public_address(&server)["log"] != serde_json::json!([]) {
        assert!(t.elapsed() < PATIENCE, "no state after the restart");
        std::thread::sleep(Duration::from_millis(300));
    }
    // The page said the link was lost, and is back on the new run: no
    // line of the old one left.
    says(&stage, "Megafonía · 0");
    stage.xdotool(&["windowraise", &page]);
    stage.xdotool(&["windowfocus", "--sync", &page]);
    press(&stage, cues[2], "1");
    says(&stage, "Megafonía · 1 — «Aviso de tiempo»");
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
    let _ = browser.kill();
    let _ = browser.wait();
}

/// The columns of `img` from `from` to its right edge that are not the
/// page's background (#101418), as a share of their pixels.
fn beyond(img: &RgbImage, from: u32) -> f64 {
    let (w, h) = img.dimensions();
    let mut other = 0u64;
    for y in 0..h {
        for x in from..w {
            let p = img.get_pixel(x, y).0;
            if [0x10u8, 0x14, 0x18]
                .into_iter()
                .zip(p)
                .any(|(a, b)| a.abs_diff(b) > 6)
            {
                other += 1;
            }
        }
    }
    other as f64 / (u64::from(w - from) * u64::from(h)) as f64
}

#[test]
fn the_announcers_page_fits_a_phone_and_a_laptop_with_seventy_character_names() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = crate::fresh_dir("announcer-long-config");
    let text = crate::relocated_config("tests/configs/final-long-names.toml");
    let config = dir.join("final.toml");
    std::fs::write(
        &config,
        format!("{text}\n[network]\nlisten = \"127.0.0.1:0\"\nannouncer_token = \"{ANNOUNCER}\"\n"),
    )
    .unwrap();
    let stage = Stage::start(config.to_str().unwrap(), "announcer-long");
    stage.wait_stderr("servidor en http://");
    let server = stage.said_after("servidor en http://");
    let url = format!("http://{server}/announcer");
    // The whole page at a phone's 360 px and a laptop's 1280 px: the
    // body's margin (12 px) stays empty at the right, so nothing runs off
    // the page; the names are there whole, wrapped.
    for (width, height) in [(360, 2600), (1280, 1100)] {
        let shot = dir.join(format!("announcer-{width}.png"));
        chromium(
            &url,
            &[
                &format!("--window-size={width},{height}"),
                &format!("--screenshot={}", shot.display()),
            ],
        );
        let img = image::open(&shot)
            .unwrap_or_else(|e| panic!("{}: {e}", shot.display()))
            .to_rgb8();
        assert_eq!(img.width(), width);
        let off = beyond(&img, width - 8);
        assert!(
            off == 0.0,
            "at {width} px {:.4} of the right margin is drawn on",
            off
        );
        // Something drawn: the panic button's red across the page.
        let red = boxes_of(&img, STOP);
        assert!(
            !red.is_empty() && red[0].2 >= width - 40,
            "at {width} px the stop button is {red:?}"
        );
    }
    let dom = chromium(&url, &["--window-size=360,2600", "--dump-dom"]);
    for name in [
        "Club de Xadrez Infantil dos Peóns Saltaríns de Santiago de Compostela",
        "Agrupación Deportiva e Cultural As Torres Valentes de Vilagarcía de Arousa",
    ] {
        assert!(dom.contains(name), "{name} not on the page: {dom}");
    }
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}
