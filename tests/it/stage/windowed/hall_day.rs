//! The hall reports to the stage (issue 49): a rapid Swiss (seed 004) run
//! from the real stage under Xvfb, with real Chromium windows driven by
//! xdotool as people use them — the entrance's tablet checks players in
//! by parts of their names, with and without accents; `event next` pairs
//! only those present (§8: the rest sit round 1 out); `megxadrez cards`
//! prints the round's table cards, whose QR codes (read by zbarimg from
//! the PDF as pdftoppm rasterises it) open each table's page and whose
//! codes (read by pdftotext) are the ones the stage takes; two phones
//! report a table's result and confirm each other, two others disagree
//! and the arbiter settles it on `/arbiter`; a table calls the arbiter,
//! which rings the public address and shows in the operator's window;
//! and everything is still there after a SIGKILL and a restart.

use super::*;
use megxadrez::core::table_codes::CodeKey;
use shakmaty::Color;

const OPERATOR: &str = "operador-sala-2026";
const ARBITER: &str = "arbitro-sala-2026";
const KIOSK: &str = "entrada-sala-2026";

/// A Chromium window of its own profile (a phone, a tablet) at `url`, on
/// the right of the screen, clear of the operator's window (whose pixels
/// the test reads).
fn browser(stage: &Stage, profile: &str, url: &str) -> Child {
    let dir = crate::fresh_dir(&format!("hall-day-{profile}"));
    Command::new("chromium")
        .args([
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-features=Translate",
            "--window-position=1990,40",
            "--window-size=520,900",
        ])
        .arg(format!("--user-data-dir={}", dir.display()))
        .arg(format!("--app={url}"))
        .env("DISPLAY", &stage.display)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts")
}

/// A window whose title starts with `title`, other than `known` ones; it is
/// focused and remembered.
fn new_window(stage: &Stage, title: &str, known: &mut Vec<String>) -> String {
    let t = Instant::now();
    loop {
        let found = stage.xdotool(&["search", "--onlyvisible", "--name", &format!("^{title}")]);
        if let Some(id) = found
            .lines()
            .map(str::trim)
            .find(|id| !known.iter().any(|k| k == id))
        {
            known.push(id.to_owned());
            stage.xdotool(&["windowactivate", "--sync", id]);
            stage.xdotool(&["windowfocus", "--sync", id]);
            // The page's own focus settles once it has loaded.
            std::thread::sleep(Duration::from_secs(2));
            return id.to_owned();
        }
        assert!(t.elapsed() < PATIENCE, "no window {title:?} opened");
        std::thread::sleep(Duration::from_millis(250));
    }
}

/// Presses `keys` in window `id` (focused first) and waits for its title
/// to change and hold `expect`; the title.
fn keys(stage: &Stage, id: &str, keys: &[&[&str]], expect: &str) -> String {
    let title = || stage.xdotool(&["getwindowname", id]).trim().to_owned();
    stage.xdotool(&["windowactivate", "--sync", id]);
    stage.xdotool(&["windowfocus", "--sync", id]);
    let before = title();
    for k in keys {
        stage.xdotool(k);
        std::thread::sleep(Duration::from_millis(150));
    }
    let t = Instant::now();
    loop {
        let now = title();
        if now != before && now.contains(expect) {
            return now;
        }
        assert!(
            t.elapsed() < Duration::from_secs(30),
            "after {keys:?} the page says {now:?}, not {expect:?}"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
}

fn typed(text: &str) -> [&str; 4] {
    ["type", "--delay", "70", text]
}

fn state(addr: &str) -> serde_json::Value {
    let (status, body) = http(addr, "GET", "/api/state", &[], b"");
    assert_eq!(status, 200, "{body}");
    serde_json::from_str(&body).unwrap()
}

/// The start numbers checked in, as the state lists them.
fn present(state: &serde_json::Value) -> Vec<u64> {
    state["entrants"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["present"] == true)
        .map(|e| e["no"].as_u64().unwrap())
        .collect()
}

/// The start numbers playing the hall's round, in order.
fn playing(state: &serde_json::Value) -> Vec<u64> {
    let mut players: Vec<u64> = state["hall_round"]["tables"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| {
            [
                t["white_no"].as_u64().unwrap(),
                t["black_no"].as_u64().unwrap(),
            ]
        })
        .collect();
    players.sort();
    players
}

/// The codes `megxadrez cards` printed, in the order the PDF's text holds
/// them, and the addresses its QR codes hold, one per card.
fn cards(config: &Path, journal: &Path, url: &str, name: &str) -> (Vec<String>, Vec<String>) {
    let dir = crate::fresh_dir(&format!("hall-day-cards-{name}"));
    let pdf = dir.join("mesas.pdf");
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["cards", "--config"])
        .arg(config)
        .arg("--journal")
        .arg(journal)
        .args(["--url", url])
        .arg(&pdf)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = Command::new("pdftotext")
        .arg(&pdf)
        .arg("-")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&text.stdout).into_owned();
    let codes = text
        .split("Código: ")
        .skip(1)
        .map(|rest| rest.chars().take_while(char::is_ascii_digit).collect())
        .collect();
    let raster = Command::new("pdftoppm")
        .args(["-png", "-r", "110"])
        .arg(&pdf)
        .arg(dir.join("page"))
        .status()
        .unwrap();
    assert!(raster.success());
    let mut urls = Vec::new();
    let mut pages: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "png"))
        .collect();
    pages.sort();
    for page in pages {
        let read = Command::new("zbarimg")
            .args(["--raw", "-q"])
            .arg(&page)
            .output()
            .unwrap();
        let mut found: Vec<String> = String::from_utf8_lossy(&read.stdout)
            .lines()
            .map(str::to_owned)
            .collect();
        found.sort();
        urls.extend(found);
    }
    (codes, urls)
}

/// How many pixels of the operator's window are the calls' colour.
fn call_coloured(stage: &Stage, id: &str) -> usize {
    stage
        .capture(id)
        .pixels()
        .filter(|p| p[0] > 230 && (95..=145).contains(&p[1]) && (65..=115).contains(&p[2]))
        .count()
}

#[test]
fn the_hall_checks_in_reports_results_from_phones_calls_the_arbiter_and_survives_a_kill() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    need("chromium");
    need("pdftoppm");
    need("pdftotext");
    need("zbarimg");
    let dir = crate::fresh_dir("hall-day-config");
    let config = dir.join("rapido.toml");
    let text =
        std::fs::read_to_string(root().join("tests/configs/rapid-swiss-stage.toml")).unwrap();
    std::fs::write(
        &config,
        format!(
            "{text}\n[network]\nlisten = \"127.0.0.1:0\"\noperator_token = \"{OPERATOR}\"\n\
             arbiter_token = \"{ARBITER}\"\nkiosk_token = \"{KIOSK}\"\ntable_reports = true\n"
        ),
    )
    .unwrap();
    let config_text = config.to_str().unwrap().to_owned();
    let mut stage = Stage::start(&config_text, "hall-day");
    let operator = stage.window("operador");
    stage.wait_stderr("servidor en http://");
    let addr = stage.said_after("servidor en http://");
    let base = format!("http://{addr}");
    let mut known: Vec<String> = Vec::new();
    let mut browsers = Vec::new();

    // The entrance: the tablet's token once, then names as people type
    // them — without accents, with one, in capitals, a surname first.
    browsers.push(browser(&stage, "kiosk", &format!("{base}/checkin")));
    let kiosk = new_window(&stage, "Entrada", &mut known);
    stage.xdotool(&typed(KIOSK));
    stage.xdotool(&["key", "Return"]);
    std::thread::sleep(Duration::from_millis(500));
    for (typed_name, name) in [
        ("lucia", "Fernández Castro, Lucía"),
        ("martín rodr", "Rodríguez Pena, Martín"),
        ("UXIA", "Álvarez Mosquera, Uxía"),
        ("souto no", "Díaz Souto, Noa"),
    ] {
        let said = keys(
            &stage,
            &kiosk,
            &[&typed(typed_name), &["key", "Return"]],
            "✓",
        );
        assert!(said.contains(name), "{typed_name:?}: {said}");
    }
    assert_eq!(present(&state(&addr)), [1, 2, 5, 11]);
    // The tablet takes back its own check-in within the minute, not
    // another's; nor may it touch a game or the event.
    let kiosk_bearer = format!("Bearer {KIOSK}");
    let k = [("Authorization", kiosk_bearer.as_str())];
    let (got, _) = http(
        &addr,
        "POST",
        "/api/checkin",
        &k,
        br#"{"entrant":12,"here":true}"#,
    );
    assert_eq!(got, 200);
    let (got, _) = http(
        &addr,
        "POST",
        "/api/checkin",
        &k,
        br#"{"entrant":12,"here":false}"#,
    );
    assert_eq!(got, 200);
    let (got, body) = http(
        &addr,
        "POST",
        "/api/checkin",
        &k,
        br#"{"entrant":3,"here":false}"#,
    );
    assert_eq!(got, 403, "{body}");
    let (got, _) = http(&addr, "POST", "/api/event", &k, b"noshows");
    assert_eq!(got, 403);
    let (got, _) = http(&addr, "POST", "/api/boards/1/command", &k, b"start");
    assert_eq!(got, 403);
    let arbiter_bearer = format!("Bearer {ARBITER}");
    let a = [("Authorization", arbiter_bearer.as_str())];
    let (got, _) = http(&addr, "POST", "/api/boards/1/command", &a, b"start");
    assert_eq!(got, 403, "the arbiter's phone touches no game");
    let (got, _) = http(&addr, "POST", "/api/event", &a, b"pair 1 3 4");
    assert_eq!(got, 403, "nor pairs");

    // Round 1 waits for the door; the arbiter's decision, then only those
    // present are paired and the rest sit it out (seed 004 §8).
    assert!(stage.say("event next").starts_with("✗ "));
    assert!(stage.say("event noshows").starts_with("✓ "));
    let paired = stage.say("event next");
    assert!(
        paired.starts_with("✓ ") && paired.contains("no pasó por la entrada"),
        "{paired}"
    );
    let round = state(&addr)["hall_round"].clone();
    let tables = round["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 2, "{round}");
    assert_eq!(playing(&state(&addr)), [1, 2, 5, 11]);

    // The table cards: codes as the stage's key makes them, QR codes of
    // each table's page.
    let key =
        CodeKey::from_hex(&std::fs::read_to_string(stage.journal.join("table-codes.key")).unwrap())
            .unwrap();
    let code = |table: u32, side: Color| key.code(1, table, side);
    let (codes, urls) = cards(&config, &stage.journal, &base, "before");
    assert_eq!(
        codes,
        [
            code(1, Color::White),
            code(1, Color::Black),
            code(2, Color::White),
            code(2, Color::Black)
        ]
    );
    assert_eq!(urls, [format!("{base}/board/1"), format!("{base}/board/2")]);

    // Table 1: White's phone reports 1-0, Black's confirms it.
    browsers.push(browser(&stage, "phone-a", &urls[0]));
    let a1 = new_window(&stage, "Mesa 1", &mut known);
    let said = keys(
        &stage,
        &a1,
        &[
            &typed(&code(1, Color::White)),
            &["key", "Return"],
            &["key", "Return"],
        ],
        "✓",
    );
    assert!(said.contains("informa 1-0"), "{said}");
    assert_eq!(
        state(&addr)["hall_round"]["tables"][0]["status"],
        "reported"
    );
    browsers.push(browser(&stage, "phone-b", &urls[0]));
    let b1 = new_window(&stage, "Mesa 1", &mut known);
    keys(
        &stage,
        &b1,
        &[
            &typed(&code(1, Color::Black)),
            &["key", "Return"],
            &["key", "Return"],
        ],
        "✓",
    );
    let t1 = state(&addr)["hall_round"]["tables"][0].clone();
    assert_eq!(
        (
            t1["status"].as_str(),
            t1["result"].as_str(),
            t1["by_players"].as_bool()
        ),
        (Some("confirmed"), Some("1-0"), Some(true)),
        "{t1}"
    );
    // Table 2: White says 1-0, Black 0-1 (the third
    // button): a dispute.
    browsers.push(browser(&stage, "phone-c", &urls[1]));
    let a2 = new_window(&stage, "Mesa 2", &mut known);
    keys(
        &stage,
        &a2,
        &[
            &typed(&code(2, Color::White)),
            &["key", "Return"],
            &["key", "Return"],
        ],
        "✓",
    );
    browsers.push(browser(&stage, "phone-d", &urls[1]));
    let b2 = new_window(&stage, "Mesa 2", &mut known);
    keys(
        &stage,
        &b2,
        &[
            &typed(&code(2, Color::Black)),
            &["key", "Return"],
            &["key", "Tab"],
            &["key", "Tab"],
            &["key", "Return"],
        ],
        "✓",
    );
    let t2 = state(&addr)["hall_round"]["tables"][1].clone();
    assert_eq!(t2["status"], "disputed", "{t2}");
    assert_eq!(
        (t2["white_said"].as_str(), t2["black_said"].as_str()),
        (Some("1-0"), Some("0-1"))
    );

    // The arbiter's phone: the token, Enter (to the first thing to
    // decide), the second button: a draw.
    browsers.push(browser(&stage, "arbiter", &format!("{base}/arbiter")));
    let arbiter = new_window(&stage, "Árbitro", &mut known);
    let said = keys(
        &stage,
        &arbiter,
        &[
            &typed(ARBITER),
            &["key", "Return"],
            &["key", "Tab"],
            &["key", "Return"],
        ],
        "✓",
    );
    assert!(said.contains("½-½"), "{said}");
    let t2 = state(&addr)["hall_round"]["tables"][1].clone();
    assert_eq!(
        (
            t2["status"].as_str(),
            t2["result"].as_str(),
            t2["by_players"].as_bool()
        ),
        (Some("confirmed"), Some("1/2-1/2"), Some(false)),
        "{t2}"
    );

    // A wrong code is refused, and five of them brake the table.
    let wrong = (0..)
        .map(|n| format!("{n:05}"))
        .find(|c| *c != code(2, Color::White) && *c != code(2, Color::Black))
        .unwrap();
    let guess = format!(r#"{{"round":1,"code":"{wrong}","result":"1-0"}}"#);
    for _ in 0..5 {
        let (got, body) = http(&addr, "POST", "/api/tables/2/report", &[], guess.as_bytes());
        assert_eq!(got, 403, "{body}");
    }
    let right = format!(r#"{{"round":1,"code":"{}"}}"#, code(2, Color::White));
    let (got, _) = http(&addr, "POST", "/api/tables/2/call", &[], right.as_bytes());
    assert_eq!(got, 429, "braked for the minute");

    // Table 1 calls the arbiter from a phone: the code, then the call (the
    // result buttons are done with).
    let before = call_coloured(&stage, &operator);
    browsers.push(browser(&stage, "phone-e", &urls[0]));
    let c1 = new_window(&stage, "Mesa 1", &mut known);
    let said = keys(
        &stage,
        &c1,
        &[
            &typed(&code(1, Color::White)),
            &["key", "Tab"],
            &["key", "Return"],
        ],
        "✓",
    );
    assert!(said.contains("llamada al árbitro"), "{said}");
    let t = Instant::now();
    loop {
        let s = state(&addr);
        let rang = s["public_address"]["log"].as_array().is_some_and(|l| {
            l.iter()
                .any(|x| x.to_string().contains("el tablero 1 llama al árbitro"))
        });
        if rang {
            break;
        }
        assert!(t.elapsed() < PATIENCE, "no cue for the call: {s}");
        std::thread::sleep(Duration::from_millis(250));
    }
    let t = Instant::now();
    loop {
        let now = call_coloured(&stage, &operator);
        // The line "El tablero 1 llama al árbitro" in its colour: some 50
        // pixels of its letters at the operator window's text size.
        if now >= before + 30 {
            let _ = stage
                .capture(&operator)
                .save(std::env::temp_dir().join("megxadrez-hall-day-operator.png"));
            break;
        }
        assert!(
            t.elapsed() < PATIENCE,
            "the operator's window shows no call ({before} → {now} px)"
        );
        std::thread::sleep(Duration::from_millis(500));
    }

    // Killed and started again on the same journal: presence, results,
    // the open call and the codes are all still there.
    let journal = std::fs::read_to_string(stage.journal.join("session.journal")).unwrap();
    for line in [
        "checkin 1",
        "noshows",
        "report 1 1 white 1-0",
        "report 1 1 black 1-0",
        "report 1 2 black 0-1",
        "result 1",
        " call 1",
    ] {
        assert!(
            journal.contains(line),
            "{line:?} not in the journal:\n{journal}"
        );
    }
    stage.relaunch(&config_text);
    stage.wait_stderr("servidor en http://");
    let addr = stage.said_after("servidor en http://");
    let after = state(&addr);
    assert_eq!(present(&after), [1, 2, 5, 11]);
    let results: Vec<&str> = after["hall_round"]["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["result"].as_str().unwrap_or("-"))
        .collect();
    assert_eq!(results, ["1-0", "1/2-1/2"]);
    assert_eq!(after["calls"][0]["board"], 1, "{}", after["calls"]);
    let (again, _) = cards(&config, &stage.journal, &base, "after");
    assert_eq!(again, codes, "the codes survive the restart");
    // Round 2 pairs those who came; the no-shows stay out (§8).
    let paired = stage.say("event next");
    assert!(paired.starts_with("✓ "), "{paired}");
    assert_eq!(playing(&state(&addr)), [1, 2, 5, 11]);
    for mut b in browsers {
        let _ = b.kill();
        let _ = b.wait();
    }
}
