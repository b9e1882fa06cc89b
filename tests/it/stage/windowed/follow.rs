//! A parent in the stands follows a team (issue 50): the real stage under
//! Xvfb shows its welcome screen; the code on it, read off the window's
//! pixels, is opened by a real Chromium at 360x800 driven by xdotool; the
//! parent types part of the team's name without its accents and picks it;
//! then, as the operator plays and the arbiter pairs the next round, the
//! page — never reloaded — shows the clocks running, the child to move,
//! the result and the new pairing (its text copied from the window as a
//! person would, and its pixels). The same with `public_names = "short"`:
//! "Ana G.", and no surname anywhere on the page. The first parent also
//! listens: the page says e4 through the phone's speech synthesis, in
//! Spanish, and shows what the browser's speech API did with it.

use super::*;

const TEAMS: [(&str, [&str; 3]); 4] = [
    (
        "Os Peóns Saltaríns de Compostela",
        [
            "Ana García Fernández",
            "Brais Outeiro Lema",
            "Carla Souto Rey",
        ],
    ),
    (
        "As Torres Valentes",
        [
            "Daniel Piñeiro Vidal",
            "Elsa Martínez Boo",
            "Fran Castro Gil",
        ],
    ),
    (
        "Os Cabalos Tolos",
        [
            "Gael Lorenzo Pena",
            "Helena Rial Dopico",
            "Iria Mato Sanmartín",
        ],
    ),
    (
        "As Raíñas do Xadrez",
        ["Xoán Vilas Brea", "Lúa Ferreiro Caamaño", "Mar Seoane Diz"],
    ),
];

fn league(dir: &Path, port: u16, short: bool) -> PathBuf {
    let mut text = String::from(
        "[event]\nname = \"Liga infantil de Compostela\"\nformat = \"team_rotation\"\n\
         site = \"Pavillón de Sar\"\nround = \"Liga\"\nlanguage = \"es\"\n\n\
         [time_control]\nboth = \"10+3\"\n\n[rules]\narmageddon = false\nflag_fall = \"always_loses\"\n\n\
         [illegal_moves]\nlose_at = 4\nopponent_bonus_seconds = 0\n\n[scoring]\nwin = 4\ndraw = 2\nloss = 1\n\n",
    );
    for (team, players) in TEAMS {
        let players: Vec<String> = players.iter().map(|p| format!("\"{p}\"")).collect();
        text += &format!(
            "[[teams]]\nname = \"{team}\"\nplayers = [{}]\n\n",
            players.join(", ")
        );
    }
    text += "[[screens]]\nname = \"bienvenida\"\nlayout = \"welcome\"\n\n";
    text += &format!(
        "[network]\nlisten = \"127.0.0.1:{port}\"\npublic_url = \"http://127.0.0.1:{port}/\"\n"
    );
    if short {
        text += "public_names = \"short\"\n";
    }
    let path = dir.join("liga.toml");
    std::fs::write(&path, text).unwrap();
    path
}

/// The address the welcome window's code holds, read off its pixels.
fn code_on_screen(stage: &mut Stage) -> String {
    let id = stage.window("bienvenida");
    let t = Instant::now();
    loop {
        let img = stage.capture(&id);
        let luma = image::DynamicImage::ImageRgb8(img).to_luma8();
        let mut prepared = rqrr::PreparedImage::prepare(luma);
        if let Some(Ok((_, content))) = prepared.detect_grids().first().map(|g| g.decode()) {
            return content;
        }
        assert!(t.elapsed() < PATIENCE, "no code on the welcome screen");
        std::thread::sleep(Duration::from_millis(500));
    }
}

/// The page's text as a person copies it: Ctrl+A, Ctrl+C (the search
/// field lets the focus go once a team is chosen), and the clipboard read
/// back.
fn page_text(stage: &Stage, id: &str) -> String {
    stage.xdotool(&["windowfocus", "--sync", id]);
    stage.xdotool(&["key", "--clearmodifiers", "ctrl+a"]);
    stage.xdotool(&["key", "--clearmodifiers", "ctrl+c"]);
    std::thread::sleep(Duration::from_millis(300));
    let out = Command::new("xclip")
        .args(["-o", "-selection", "clipboard"])
        .env("DISPLAY", &stage.display)
        .output()
        .expect("xclip runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Waits until the page's text holds every one of `wanted`; the text.
fn page_says(stage: &Stage, id: &str, wanted: &[&str]) -> String {
    let t = Instant::now();
    loop {
        let text = page_text(stage, id);
        if wanted.iter().all(|w| text.contains(w)) {
            return text;
        }
        assert!(
            t.elapsed() < Duration::from_secs(30),
            "the page never said {wanted:?}:\n{text}"
        );
        std::thread::sleep(Duration::from_millis(500));
    }
}

/// The clocks line's two times (`Blancas 9:58 · Negras 10:00 …`).
fn clocks(text: &str) -> Option<(String, String)> {
    let line = text.lines().find(|l| l.starts_with("Blancas "))?;
    let mut parts = line.split(" · ");
    let white = parts.next()?.strip_prefix("Blancas ")?.to_owned();
    let black = parts.next()?.strip_prefix("Negras ")?.to_owned();
    Some((white, black))
}

fn follow_a_team(short: bool) {
    need("xclip");
    need("chromium");
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let name = if short { "follow-short" } else { "follow" };
    let dir = crate::fresh_dir(name);
    let port = super::free_port();
    let config = league(&dir, port, short);
    let mut stage = Stage::start_on(config.to_str().unwrap(), name, "1920x1080x24");
    stage.wait_stderr("servidor en http://");
    let url = code_on_screen(&mut stage);
    assert_eq!(url, format!("http://127.0.0.1:{port}/follow"));
    for line in ["event pair 1 1 4", "event pair 1 2 3", "event stage 1"] {
        let said = stage.say(line);
        assert!(said.starts_with("✓ "), "{line}: {said}");
    }
    // A phone's browser opens the code's address.
    let profile = crate::fresh_dir(&format!("{name}-phone"));
    // A Spanish phone: its browser asks for Spanish pages.
    std::fs::create_dir_all(profile.join("Default")).unwrap();
    std::fs::write(
        profile.join("Default/Preferences"),
        r#"{"intl":{"accept_languages":"es-ES,es"}}"#,
    )
    .unwrap();
    let mut phone = Command::new("chromium")
        .args([
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-features=Translate",
            // Its speech through the system's (speech-dispatcher).
            "--enable-speech-dispatcher",
            "--window-position=1200,40",
            "--window-size=360,800",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--app={url}"))
        .env("DISPLAY", &stage.display)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts");
    let t = Instant::now();
    let id = loop {
        let found = stage.xdotool(&[
            "search",
            "--onlyvisible",
            "--name",
            "^Liga infantil de Compostela$",
        ]);
        if let Some(id) = found.lines().map(str::trim).find(|l| !l.is_empty()) {
            break id.to_owned();
        }
        assert!(t.elapsed() < PATIENCE, "the follow page did not open");
        std::thread::sleep(Duration::from_millis(250));
    };
    stage.xdotool(&["windowactivate", "--sync", &id]);
    std::thread::sleep(Duration::from_secs(2));
    // Part of the name, without its accents, then Enter: the first found.
    stage.xdotool(&["type", "--delay", "70", "peons salt"]);
    stage.xdotool(&["key", "Return"]);
    let t = Instant::now();
    while !stage
        .xdotool(&["getwindowname", &id])
        .contains("Os Peóns Saltaríns de Compostela")
    {
        assert!(
            t.elapsed() < Duration::from_secs(30),
            "the team was not chosen: the window says {:?}, the page:\n{}",
            stage.xdotool(&["getwindowname", &id]),
            page_text(&stage, &id)
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    let ana = if short {
        "Ana G."
    } else {
        "Ana García Fernández"
    };
    page_says(
        &stage,
        &id,
        &["Ronda 1 · Mesa 1 · Blancas contra As Raíñas do Xadrez"],
    );
    // The parent listens (earphones in the stands): the page's button, by
    // its access key.
    if !short {
        stage.xdotool(&["key", "--clearmodifiers", "alt+l"]);
        page_says(&stage, &id, &["Escuchando las jugadas"]);
    }
    // The operator starts the game and plays: the clocks run, the child
    // to move is named, the board is drawn.
    assert!(stage.say("board 1 start").starts_with("✓ "));
    let first = page_says(
        &stage,
        &id,
        &["En juego en el tablero 1", ana, "mueven Blancas"],
    );
    std::thread::sleep(Duration::from_millis(2500));
    let later = page_text(&stage, &id);
    let (a, b) = (clocks(&first), clocks(&later));
    assert!(a.is_some() && b.is_some(), "{first}\n{later}");
    assert_ne!(a.unwrap().0, b.unwrap().0, "White's clock runs on the page");
    let shot = stage.capture(&id);
    let light = shot
        .pixels()
        .filter(|p| p[0] == 0xf0 && p[1] == 0xd9 && p[2] == 0xb5)
        .count();
    assert!(light > 4000, "the board on the phone ({light} light px)");
    assert!(stage.say("board 1 move e4").starts_with("✓ "));
    let xoan = if short {
        "Xoán V."
    } else {
        "Xoán Vilas Brea"
    };
    page_says(&stage, &id, &["mueven Negras", xoan]);
    if !short {
        // The move said in Spanish through the phone's speech: what the
        // browser's speech API made of it is on the page (in its queue,
        // speaking, said), through the system's speech-dispatcher.
        let text = page_says(&stage, &id, &["Dicho: E cuatro"]);
        let api = text
            .lines()
            .skip_while(|l| !l.starts_with("Dicho: E cuatro"))
            .nth(1)
            .unwrap_or_default()
            .to_owned();
        eprintln!("the phone's speech API: {api:?}");
        assert!(
            ["en la cola de voz", "sonando", "dicho"]
                .iter()
                .any(|w| api.contains(w)),
            "the browser's speech did not take it: {text}"
        );
    }
    // Black resigns: the result.
    assert!(stage.say("board 1 resign black").starts_with("✓ "));
    page_says(&stage, &id, &["1-0"]);
    // The arbiter pairs round 2: the new pairing, at once.
    for line in ["event pair 2 1 3", "event pair 2 2 4"] {
        let said = stage.say(line);
        assert!(said.starts_with("✓ "), "{line}: {said}");
    }
    let text = page_says(
        &stage,
        &id,
        &["Ronda 2 · Mesa 1 · Blancas contra Os Cabalos Tolos"],
    );
    if short {
        for (_, players) in TEAMS {
            for p in players {
                let surname = p.split(' ').nth(1).unwrap();
                assert!(!text.contains(surname), "{surname} on the page:\n{text}");
            }
        }
    }
    let _ = phone.kill();
    let _ = phone.wait();
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}

#[test]
fn a_parent_follows_a_team_from_the_welcome_screens_code_as_it_plays_and_is_paired() {
    follow_a_team(false);
}

#[test]
fn a_parent_follows_a_team_with_short_names_and_sees_no_surname() {
    follow_a_team(true);
}
