//! No developer's English reaches a user of a Spanish event: every
//! `#[error("…")]` text of the workspace is read from the sources, and the
//! terminal lines of the console, a damaged journal and a refused
//! screenshot script, as the organiser sees them, must hold none of it.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::megxadrez_with_input;

fn rust_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        for entry in std::fs::read_dir(path).unwrap() {
            rust_files(&entry.unwrap().path(), out);
        }
    } else if path.extension().is_some_and(|e| e == "rs") {
        out.push(path.to_owned());
    }
}

/// The fixed words of every `#[error("…")]` of the workspace: each text
/// cut at its `{…}` values, the pieces of three words or more.
fn error_fragments() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for top in ["src", "crates"] {
        rust_files(&root.join(top), &mut files);
    }
    let mut out = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (at, _) in text.match_indices("#[error(") {
            let rest = text[at + "#[error(".len()..].trim_start();
            let Some(rest) = rest.strip_prefix('"') else {
                continue;
            };
            // The literal, a `\` line continuation read as a space.
            let mut literal = String::new();
            let mut chars = rest.chars();
            while let Some(c) = chars.next() {
                match c {
                    '"' => break,
                    '\\' => match chars.next() {
                        Some('\n') => {
                            literal.push(' ');
                            while chars.clone().next().is_some_and(char::is_whitespace) {
                                chars.next();
                            }
                        }
                        Some(other) => literal.push(other),
                        None => break,
                    },
                    c => literal.push(c),
                }
            }
            let mut piece = String::new();
            let mut depth = 0;
            for c in literal.chars().chain(std::iter::once('{')) {
                match c {
                    '{' => {
                        depth += 1;
                        let words: Vec<&str> = piece
                            .split(|c: char| !c.is_ascii_alphabetic() && c != '\'')
                            .filter(|w| !w.is_empty())
                            .collect();
                        if words.len() >= 3 {
                            out.push(words.join(" "));
                        }
                        piece.clear();
                    }
                    '}' => depth -= 1,
                    c if depth == 0 => piece.push(c),
                    _ => {}
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// `text`'s words as the fragments are written: letters only, one space.
fn words_of(text: &str) -> String {
    text.split(|c: char| !c.is_ascii_alphabetic() && c != '\'')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn no_english_error_text_reaches_the_terminal_of_a_spanish_event() {
    let fragments = error_fragments();
    assert!(
        fragments.len() > 100,
        "the #[error] texts were read: {fragments:?}"
    );
    assert!(
        fragments.contains(&"the line is not finished".to_owned()),
        "{fragments:?}"
    );
    let dir = crate::fresh_dir("words-leak");
    let console = |input: &str| {
        let out = megxadrez_with_input(
            &["console".as_ref(), "--journal".as_ref(), dir.as_os_str()],
            input,
        );
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    };
    // Refusals of every kind the console meets: the rules, a position, a
    // rotation, a time, the event's commands; then, the live PGN's place
    // taken by a folder while the console runs, a move it cannot write.
    let mut child = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["console", "--journal"])
        .arg(&dir)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    use std::io::Write as _;
    stdin
        .write_all(
            "move e5\nposition 8/8/8 w - - 0 1\nposition 8/8/8/8/8/8/8/8 w - - 0 1\n\
             order white Antía, Antía\nadjust white +x\nstart\nmove e4\nmove e4\n\
             event pair 1 1 1\nevent result 9 1 2 1-0\nevent bye 1 1 maybe\n"
                .as_bytes(),
        )
        .unwrap();
    stdin.flush().unwrap();
    let pgn = dir.join("live.pgn");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while !std::fs::read_to_string(&pgn).is_ok_and(|t| t.contains("1. e4")) {
        assert!(std::time::Instant::now() < deadline, "no live PGN with e4");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    std::fs::remove_file(&pgn).unwrap();
    std::fs::create_dir_all(pgn.join("inside")).unwrap();
    stdin.write_all(b"move e5\nquit\n").unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let mut said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::remove_dir_all(&pgn).unwrap();
    for spanish in [
        "no se pudo reescribir el PGN en directo",
        "no es una FEN",
        "el tablero está vacío",
        "aparece dos veces",
        "no es una jugada legal",
    ] {
        assert!(said.contains(spanish), "{spanish:?} not said: {said}");
    }
    // A journal with a record that reads as no command (its checksum
    // right): the next console says where, in Spanish.
    let journal = dir.join("session.journal");
    let text = std::fs::read_to_string(&journal).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let damaged = lines.len() - 2;
    let body = "board 1 at 9 move";
    lines[damaged] = format!(
        "{} {:08x} {body}",
        lines[damaged].split(' ').next().unwrap(),
        crc32fast::hash(body.as_bytes())
    );
    std::fs::write(&journal, lines.join("\n") + "\n").unwrap();
    let resumed = console("quit\n");
    assert!(resumed.contains("registro dañado"), "{resumed}");
    said.push_str(&resumed);
    // A screenshot script's refused line.
    let script = dir.join("bad.txt");
    std::fs::write(&script, "at 1 move e5\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["screenshot", "--config"])
        .arg(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("configs/megxadrez-final-armageddon-12-10.toml"),
        )
        .args(["--screen", "final", "--script"])
        .arg(&script)
        .arg(dir.join("x.png"))
        .output()
        .unwrap();
    let refused = String::from_utf8_lossy(&out.stderr);
    assert!(refused.contains("la partida no ha empezado"), "{refused}");
    said.push_str(&refused);

    // A command line that does not read: the parser's English sentences
    // are not the user's.
    for args in [
        &["scedule"][..],
        &["console", "--seeed", "3"],
        &["screenshot", "--screen", "final", "--size", "big", "a.png"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
            .args(args)
            .env("LANG", "es_ES.UTF-8")
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        for english in ["error:", "Usage:", "tip:", "For more information"] {
            assert!(!err.contains(english), "{args:?}: {err}");
        }
        assert!(err.contains("megxadrez --help"), "{args:?}: {err}");
        said.push_str(&err);
    }

    let heard = words_of(&said);
    let leaked: Vec<&String> = fragments.iter().filter(|f| heard.contains(*f)).collect();
    assert!(
        leaked.is_empty(),
        "English reached the user: {leaked:?}\n{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
