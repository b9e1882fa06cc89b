//! The guide's "first event in ten minutes" runs as written: every command
//! of its `sh` blocks, in both languages, in a fresh folder with the real
//! binary — `megxadrez new` answered with the page's own answer sheet (the
//! `text answers` block after it), `check`, a `screenshot` of the first screen,
//! and the stage itself in real windows under Xvfb, ended from its
//! terminal with `quit`.

use std::path::{Path, PathBuf};

/// The page's blocks, in order: (language of the fence, its text).
fn blocks(page: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut lines = page.lines();
    while let Some(line) = lines.next() {
        let Some(fence) = line.trim_start().strip_prefix("```") else {
            continue;
        };
        let mut body = String::new();
        for inner in lines.by_ref() {
            if inner.trim_start().starts_with("```") {
                break;
            }
            body.push_str(inner);
            body.push('\n');
        }
        out.push((fence.trim().to_owned(), body));
    }
    out
}

/// A command line's words (`'…'` and `"…"` quote a word with spaces).
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quote = None;
    let mut any = false;
    for c in line.chars() {
        match (quote, c) {
            (None, '\'' | '"') => {
                quote = Some(c);
                any = true;
            }
            (Some(q), c) if c == q => quote = None,
            (None, c) if c.is_whitespace() => {
                if any {
                    out.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            (_, c) => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(word);
    }
    out
}

/// Runs the stage as the page says, in windows under Xvfb, until it shows
/// its windows; then `quit` on its terminal ends it.
fn stage(args: &[String], dir: &Path) {
    let out = crate::stage_in_windows(args, dir, "");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs the `sh` blocks of `text` (a page, or a section of one) in a fresh
/// folder `name`, `megxadrez new` answered by the first `text answers`
/// block after it in `text`, else by `answers`.
fn follow(page: &Path, text: &str, name: &str, answers: Option<&str>) {
    let dir: PathBuf = super::fresh_dir(name);
    let mut blocks = blocks(text);
    if let Some(answers) = answers {
        blocks.push(("text answers".to_owned(), answers.to_owned()));
    }
    let mut ran = Vec::new();
    for (i, (fence, body)) in blocks.iter().enumerate() {
        if fence != "sh" {
            continue;
        }
        for line in body.lines() {
            let line = line.split(" #").next().unwrap().trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let words = words(line);
            assert_eq!(
                words[0],
                "megxadrez",
                "{}: a command of the first event is megxadrez's: {line}",
                page.display()
            );
            let args = &words[1..];
            match args.first().map(String::as_str) {
                Some("stage") => stage(args, &dir),
                Some("new") => {
                    let (_, sheet) = blocks[i + 1..]
                        .iter()
                        .find(|(f, _)| f == "text answers")
                        .unwrap_or_else(|| {
                            panic!("{}: no answer sheet after `megxadrez new`", page.display())
                        });
                    let out = super::megxadrez_in(&dir, args, sheet, &[("LANG", "C")]);
                    assert!(
                        out.status.success(),
                        "{line}:\n{}\n{}",
                        String::from_utf8_lossy(&out.stdout),
                        String::from_utf8_lossy(&out.stderr)
                    );
                }
                _ => {
                    let out = super::megxadrez_in(&dir, args, "", &[("LANG", "C")]);
                    assert!(
                        out.status.success(),
                        "{line}:\n{}",
                        String::from_utf8_lossy(&out.stderr)
                    );
                }
            }
            ran.push(args.first().cloned().unwrap_or_default());
        }
    }
    for needed in ["new", "check", "screenshot", "stage"] {
        assert!(
            ran.iter().any(|r| r == needed),
            "{}: no `megxadrez {needed}` ran: {ran:?}",
            page.display()
        );
    }
    // The screenshot the page asks for is a picture of the first screen.
    let png = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "png"))
        .expect("the screenshot's PNG");
    let img = image::open(&png).unwrap();
    assert!(img.width() >= 640, "{}", png.display());
}

/// The answer sheet of a first-event page.
fn answers(page: &str) -> String {
    blocks(page)
        .into_iter()
        .find(|(f, _)| f == "text answers")
        .map(|(_, a)| a)
        .expect("an answer sheet")
}

#[test]
fn the_first_event_page_runs_as_written_in_english_spanish_and_galician() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    for lang in ["en", "es", "gl"] {
        let page = root.join("docs/guide").join(lang).join("first-event.md");
        let text =
            std::fs::read_to_string(&page).unwrap_or_else(|e| panic!("{}: {e}", page.display()));
        follow(&page, &text, &format!("guide-{lang}"), None);
    }
}

/// The README's own "first event in ten minutes", with the guide's answers.
#[test]
fn the_readmes_first_event_runs_as_written() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let start = readme
        .find("## A first event")
        .expect("the README's first event");
    let end = readme[start + 3..]
        .find("\n## ")
        .map_or(readme.len(), |e| start + 3 + e);
    let guide = std::fs::read_to_string(root.join("docs/guide/en/first-event.md")).unwrap();
    follow(
        &root.join("README.md"),
        &readme[start..end],
        "guide-readme",
        Some(&answers(&guide)),
    );
}

#[test]
fn the_pages_commands_are_read_as_a_shell_reads_them() {
    assert_eq!(
        words("megxadrez screenshot --config 'mi evento.toml' --screen principal a.png"),
        [
            "megxadrez",
            "screenshot",
            "--config",
            "mi evento.toml",
            "--screen",
            "principal",
            "a.png"
        ]
    );
    let page = "Text\n```sh\nmegxadrez new\n```\n```text\nes\n4\n```\n";
    assert_eq!(
        blocks(page),
        [
            ("sh".to_owned(), "megxadrez new\n".to_owned()),
            ("text".to_owned(), "es\n4\n".to_owned())
        ]
    );
}
