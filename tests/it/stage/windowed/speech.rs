//! The public address speaks on the real stage (issue 51): moves typed in
//! the operator's window are said in order, each in `/api/state` with its
//! source; a cue fired by its hotkey in the operator's window while a
//! sentence is being said cuts it (not resumed); stop-all (from the
//! announcer's page) silences the sentence being said.

use super::*;

/// The speech's sentences in the state: (text, source, stand).
fn sentences(addr: &str) -> Vec<(String, String, String)> {
    let (_, body) = super::http(addr, "GET", "/api/state", &[], b"");
    let state: serde_json::Value = serde_json::from_str(&body).unwrap_or_default();
    state["public_address"]["speech"]["sentences"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|s| {
                    let text = |k: &str| s[k].as_str().unwrap_or_default().to_owned();
                    (text("text"), text("source"), text("stand"))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Waits until the state's sentence `n` (from 0) stands as `stand`.
fn wait_stand(addr: &str, n: usize, stand: &str) -> Vec<(String, String, String)> {
    let t = Instant::now();
    loop {
        let now = sentences(addr);
        if now.get(n).is_some_and(|s| s.2 == stand) {
            return now;
        }
        assert!(
            t.elapsed() < Duration::from_secs(20),
            "sentence {n} never {stand}: {now:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn moves_typed_in_the_operator_window_are_said_in_order_cut_by_a_cue_and_by_stop_all() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = crate::fresh_dir("speech");
    let config = dir.join("final.toml");
    let text = crate::relocated_config("tests/configs/final-long-names.toml");
    let token = "locutor-voz-2026";
    std::fs::write(
        &config,
        format!("{text}\n[network]\nlisten = \"127.0.0.1:0\"\nannouncer_token = \"{token}\"\n"),
    )
    .unwrap();
    let config = config.to_str().unwrap().to_owned();
    let mut stage = Stage::start(&config, "speech");
    stage.wait_stderr("servidor en http://");
    let addr = stage.said_after("servidor en http://");
    stage.operator_keys();
    let key = Stage::key;
    let typed = Stage::typed;
    key(&stage, "F1");
    stage.expect_records(&["start"]);
    // Each move said after it is played, before the next is typed.
    let moves = [
        ("e4", "e cuatro"),
        ("e5", "e cinco"),
        ("Nf3", "caballo efe tres"),
    ];
    for (n, (m, words)) in moves.iter().enumerate() {
        typed(&stage, m);
        let said = wait_stand(&addr, n, "said");
        let (text, source, _) = &said[n];
        assert!(
            text.to_lowercase().ends_with(words),
            "{m}: {text:?} in {said:?}"
        );
        assert_eq!(source, "tablero 1", "{said:?}");
    }
    // Board 2 is not spoken (its players sit by the loudspeakers).
    assert!(sentences(&addr).iter().all(|s| s.1 == "tablero 1"));
    // The announcer's page (its token) fires a cue and stops all sound.
    let bearer = format!("Bearer {token}");
    let announce = |body: &str| {
        let (status, said) = super::http(
            &addr,
            "POST",
            "/api/cue",
            &[("Authorization", bearer.as_str())],
            body.as_bytes(),
        );
        assert_eq!(status, 200, "{body}: {said}");
    };
    // A cue while a sentence is being said cuts it, for good: Ctrl+1 in the
    // operator's window (Ctrl held apart from the 1, as a hand does; a
    // press of both at once from xdotool reaches the window as "1" alone).
    typed(&stage, "Nc6");
    wait_stand(&addr, 3, "saying");
    stage.xdotool(&["keydown", "ctrl"]);
    std::thread::sleep(Duration::from_millis(300));
    stage.xdotool(&["key", "1"]);
    std::thread::sleep(Duration::from_millis(300));
    stage.xdotool(&["keyup", "ctrl"]);
    let cut = wait_stand(&addr, 3, "cut");
    std::thread::sleep(Duration::from_secs(3));
    assert_eq!(sentences(&addr)[3].2, "cut", "not resumed: {cut:?}");
    // Stop-all: the sentence being said is cut; none is said after it.
    typed(&stage, "Bc4");
    wait_stand(&addr, 4, "saying");
    announce("stop");
    wait_stand(&addr, 4, "cut");
    stage.wait_stderr("todo el sonido parado");
    let said = sentences(&addr);
    assert_eq!(said.len(), 5, "{said:?}");
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}
