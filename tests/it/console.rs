//! The default product, the live console, driven through its stdin.

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn console_plays_moves_and_refuses_bad_input_on_the_default_final() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .arg("console")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"move e4\nstart\nmove e4\nmove e4\nflip\nabsent white Brais\nresign black\nmove e5\nquit\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("MegXadrez — Gran final"), "{text}");
    assert!(text.contains("! la partida no ha empezado"), "{text}");
    assert!(
        text.contains("  4 . . . . P . . . "),
        "the board shows e4: {text}"
    );
    assert!(
        text.contains("! \"e4\" no es una jugada legal"),
        "refused in the event's language: {text}"
    );
    assert!(text.contains("! unknown command \"flip\""), "{text}");
    assert!(text.contains("mueve: Antía"), "Brais is skipped: {text}");
    assert!(text.contains("resultado: 1-0 (resignation)"), "{text}");
    assert!(
        text.contains("! la partida ha terminado (abandono)"),
        "{text}"
    );
}
