//! The program's floors, as `docs/architecture.md` draws them: a module of
//! the `megxadrez` crate (`src/`) uses only the modules on the floors below
//! its own, never one above nor a sibling, but for the exceptions listed
//! with their reasons. Read from the sources (a reference to
//! `crate::MODULE` is an arrow), here among the core's tests because it
//! needs no build of the program: it fails in seconds when an arrow runs
//! up.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Each top-level module of the program and its floor (higher is above).
const FLOORS: &[(&str, u32)] = &[
    ("commands", 9),
    ("app", 8),
    ("stage", 7),
    ("operator", 7),
    ("network", 7),
    ("feeds", 7),
    ("console", 7),
    ("describe", 6),
    ("round_flow", 6),
    ("tournament", 6),
    ("audio", 5),
    ("store", 5),
    ("live", 4),
    ("theme", 3),
    ("i18n", 3),
];

/// Arrows that do not point down, each with why it is there.
const EXCEPTIONS: &[(&str, &str, &str)] = &[
    (
        "operator",
        "audio",
        "the operator's window holds the announcer's controls (stated in the architecture)",
    ),
    (
        "round_flow",
        "tournament",
        "the event's report file (`trf_of_event`) is written by the command-line tools' ranking; it moves below with the pairing crate",
    ),
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../src")
}

fn files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<_> = std::fs::read_dir(path)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for entry in entries {
            files(&entry, out);
        }
    } else if path.extension().is_some_and(|e| e == "rs") {
        out.push(path.to_owned());
    }
}

/// The top-level modules `text` refers to through `crate::`.
fn arrows(text: &str) -> BTreeSet<String> {
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = BTreeSet::new();
    for (i, _) in text.match_indices("crate::") {
        let rest = &text[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // `crate::{a, b::c}`: each item's first name.
            let mut depth = 0;
            let mut item_start = true;
            for (k, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if c.is_whitespace() => {}
                    _ if item_start && depth == 0 => {
                        out.insert(ident(&group[k..]));
                        item_start = false;
                    }
                    _ => {}
                }
            }
        } else {
            out.insert(ident(rest));
        }
    }
    out
}

#[test]
fn the_programs_modules_use_only_the_floors_below_them() {
    let floor = |m: &str| FLOORS.iter().find(|(n, _)| *n == m).map(|(_, f)| *f);
    let mut wrong = Vec::new();
    for (module, own) in FLOORS {
        let dir = src().join(module);
        let mut paths = Vec::new();
        if dir.is_dir() {
            files(&dir, &mut paths);
        } else {
            paths.push(src().join(format!("{module}.rs")));
        }
        assert!(paths.iter().all(|p| p.is_file()), "{module}: {paths:?}");
        for path in paths {
            let text = std::fs::read_to_string(&path).unwrap();
            for to in arrows(&text) {
                if to == *module || to == "core" {
                    continue;
                }
                let Some(theirs) = floor(&to) else {
                    wrong.push(format!("{}: `crate::{to}` is on no floor", path.display()));
                    continue;
                };
                let excepted = EXCEPTIONS.iter().any(|(a, b, _)| a == module && *b == to);
                if theirs >= *own && !excepted {
                    wrong.push(format!(
                        "{}: {module} (floor {own}) uses {to} (floor {theirs})",
                        path.display()
                    ));
                }
            }
        }
    }
    // Every module of the program is on a floor.
    for entry in std::fs::read_dir(src()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if !["main", "lib"].contains(&name.as_str()) && floor(&name).is_none() {
            wrong.push(format!("{}: on no floor", path.display()));
        }
    }
    assert!(
        wrong.is_empty(),
        "arrows that run up or sideways:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_reading_of_arrows_sees_paths_and_groups() {
    let found =
        arrows("use crate::live::{A, B};\nuse crate::{store::x, i18n};\nlet y = crate::app::f();");
    assert_eq!(
        found.into_iter().collect::<Vec<_>>(),
        ["app", "i18n", "live", "store"]
    );
}
