//! The public address speaks on the real stage (issue 51): moves typed in
//! the operator's window are said in order, each in `/api/state` with its
//! source; a cue fired by its hotkey in the operator's window while a
//! sentence is being said cuts it (not resumed); stop-all (from the
//! announcer's page) silences the sentence being said; a time warning
//! falling due during a sentence cuts it. A school round's
//! match scores are read once its last board has its result.

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
    // A time warning at 60 s left on a clock (the low-time beeps).
    let text = crate::relocated_config("tests/configs/final-long-names.toml").replace(
        "min_gap_seconds = 2\n",
        "min_gap_seconds = 2\nlow_time = { cue = \"quedan-1\", seconds = [60] }\n",
    );
    assert!(text.contains("low_time"));
    let token = "locutor-voz-2026";
    let network = format!("announcer_token = \"{token}\"\n");
    let (mut stage, addr, _) = Stage::serving(&text, &network, "speech", "final.toml");
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
    // operator's window.
    typed(&stage, "Nc6");
    wait_stand(&addr, 3, "saying");
    stage.held("ctrl", "1");
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
    // A time warning falling due while a sentence is being said cuts it at
    // its moment: White's clock, running while Black's move is said, set
    // half a second above the warning's 60 s.
    typed(&stage, "Bc5");
    wait_stand(&addr, 5, "saying");
    let adjusted = stage.say("board 1 adjust white =60.5");
    assert!(adjusted.starts_with("✓ "), "{adjusted}");
    let cut = wait_stand(&addr, 5, "cut");
    stage.wait_stderr("«Queda un minuto» no se oyó: sin dispositivo de audio — tablero 1: a las blancas les quedan 1:00");
    std::thread::sleep(Duration::from_secs(3));
    assert_eq!(sentences(&addr)[5].2, "cut", "not resumed: {cut:?}");
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}

/// Seed 001's rounds are team matches: once a round's last board has its
/// result, the round's match scores are read table by table, each once,
/// with the round as their source — never before, while children still
/// play at the other tables by the loudspeakers. The school event names
/// no board to speak, so a move on the stage is not said; the pairings are
/// read out when the operator presses Shift+F12.
#[test]
fn a_school_rounds_match_scores_are_read_once_its_last_board_has_its_result() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let text = std::fs::read_to_string(root().join("tests/configs/school-five.toml")).unwrap();
    let (mut stage, addr, _) = Stage::serving(&text, "", "speech-school", "school.toml");
    stage.done(&[
        "event pair 1 1 4",
        "event pair 1 2 3",
        "event bye 1 5 zero",
        "event stage 1",
        "board 1 start",
        "board 1 move e4",
    ]);
    // The pairings read out from the operator's window (Shift+F12).
    stage.operator_keys();
    stage.held("shift", "F12");
    let read = wait_stand(&addr, 3, "said");
    let texts: Vec<&str> = read.iter().map(|s| s.0.as_str()).collect();
    assert_eq!(
        texts,
        [
            "Emparejamientos de la ronda 1",
            "Mesa 1: CEIP A Laxe contra CEIP Praia Xardín",
            "Mesa 2: CEIP O Castro contra CPI Os Dices",
            "Colexio San Xosé descansa esta ronda"
        ],
        "{read:?}"
    );
    // Every board of table 1 and three of table 2's: nothing is read.
    let results = ["1-0", "0-1", "1/2", "1-0"];
    for (k, r) in results.iter().enumerate() {
        stage.done(&[&format!("event board 1 1 4 {} {r}", k + 1)]);
    }
    for (k, r) in results.iter().take(3).enumerate() {
        stage.done(&[&format!("event board 1 2 3 {} {r}", k + 1)]);
    }
    std::thread::sleep(Duration::from_secs(2));
    let before = sentences(&addr);
    assert_eq!(before.len(), 4, "read before the round ended: {before:?}");
    // The round's last board: the round's scores, table by table, as the
    // hall's tables show them ("31 – 9").
    stage.done(&["event board 1 2 3 4 0-1"]);
    let said = wait_stand(&addr, 6, "said")[4..].to_vec();
    let (_, body) = super::http(&addr, "GET", "/api/state", &[], b"");
    let state: serde_json::Value = serde_json::from_str(&body).unwrap();
    let score = |t: usize| -> (String, String) {
        let s = state["tables"][t]["score"].as_str().unwrap_or_default();
        let (a, b) = s.split_once(" – ").unwrap_or_else(|| panic!("{body}"));
        (a.to_owned(), b.to_owned())
    };
    let ((a1, b1), (a2, b2)) = (score(0), score(1));
    let expected = [
        "Resultados de la ronda 1".to_owned(),
        format!("Mesa 1: CEIP A Laxe {a1}, CEIP Praia Xardín {b1}"),
        format!("Mesa 2: CEIP O Castro {a2}, CPI Os Dices {b2}"),
    ];
    let texts: Vec<&str> = said.iter().map(|s| s.0.as_str()).collect();
    assert_eq!(texts, expected, "{said:?}");
    assert!(said.iter().all(|s| s.1 == "ronda 1"), "{said:?}");
    // Once: a correction of a board after the round ended reads nothing.
    stage.done(&["event board 1 2 3 4 1/2"]);
    std::thread::sleep(Duration::from_secs(2));
    assert_eq!(sentences(&addr).len(), 7, "{:?}", sentences(&addr));
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}
