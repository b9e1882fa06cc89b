//! The program's floors, as `docs/architecture.md` draws them: a module of
//! the `megxadrez` crate (`src/`) uses only the modules on the floors below
//! its own, never one above nor a sibling, but for the exceptions listed
//! with their reasons; and the core's modules (`crates/core/src`) form no
//! circle, so that they stand in floors too. Read from the sources (a
//! reference to `crate::MODULE` is an arrow), here among the core's tests
//! because it needs no build of the program: it fails in seconds when an
//! arrow runs up. (The pairing crate, below the core, cannot use it: the
//! compiler sees to that.)

use std::collections::{BTreeMap, BTreeSet};
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
    ("round_flow", 6),
    ("clips", 6),
    ("hall_flow", 6),
    ("audio", 5),
    ("store", 5),
    ("live", 4),
    ("theme", 3),
    ("i18n", 3),
];

/// Arrows that do not point down, each with why it is there.
const EXCEPTIONS: &[(&str, &str, &str)] = &[];

/// Arrows that point down and still may not be drawn, each with why: the
/// module reads what the other publishes through the shared vocabulary
/// (`live`) instead of reaching into its insides.
const FORBIDDEN: &[(&str, &str, &str)] = &[
    (
        "network",
        "audio",
        "the announcer's page reads live::DeskView and asks through live's cue requests",
    ),
    (
        "operator",
        "audio",
        "the announcer's controls read live::DeskView and send live::DeskPress",
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
                if FORBIDDEN.iter().any(|(a, b, _)| a == module && *b == to) {
                    wrong.push(format!("{}: {module} may not use {to}", path.display()));
                    continue;
                }
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

/// The code of a core file as its module uses it: no comment (a doc link
/// is no arrow) and no unit tests (a test may build a whole session to
/// check a part: its arrows are the tests', not the module's).
fn code_of(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Each top-level module of the core and the modules it uses.
fn core_arrows() -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut graph = BTreeMap::new();
    for entry in std::fs::read_dir(&root).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if name == "lib" {
            continue;
        }
        let mut paths = Vec::new();
        files(&path, &mut paths);
        let mut to = BTreeSet::new();
        for file in paths {
            let tests = file.file_name().is_some_and(|f| {
                let f = f.to_string_lossy();
                f == "tests.rs" || f.ends_with("_tests.rs")
            }) || file.components().any(|c| c.as_os_str() == "tests");
            if tests {
                continue;
            }
            to.extend(arrows(&code_of(&std::fs::read_to_string(&file).unwrap())));
        }
        // `crate::tr` is the macro of `words`.
        if to.remove("tr") {
            to.insert("words".to_owned());
        }
        to.remove(&name);
        // `crate::pairing` is the pairing crate, below every module.
        to.remove("pairing");
        graph.insert(name, to);
    }
    graph
}

/// A circle of `graph`, if it has one (the path from a module back to
/// itself).
fn circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    // Depth first; a module met again while still on the path closes a
    // circle.
    fn visit(
        at: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|m| m == at) {
            let mut found = path[i..].to_vec();
            found.push(at.to_owned());
            return Some(found);
        }
        if !done.insert(at.to_owned()) {
            return None;
        }
        path.push(at.to_owned());
        for next in graph.get(at).into_iter().flatten() {
            if let Some(found) = visit(next, graph, path, done) {
                return Some(found);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|m| visit(m, graph, &mut Vec::new(), &mut done))
}

#[test]
fn the_cores_modules_form_no_circle() {
    let graph = core_arrows();
    for module in [
        "config", "game", "bughouse", "session", "pgn", "language", "command",
    ] {
        assert!(graph.contains_key(module), "{module} not read: {graph:?}");
    }
    // Where the circles of the last review ran, the arrows now point one way.
    for (from, to) in [
        ("game", "bughouse"),
        ("tournament", "config"),
        ("bughouse", "session"),
        ("pgn", "session"),
        ("bughouse", "config"),
        ("hotkey", "config"),
    ] {
        let down = graph[to].contains(from);
        let up = graph[from].contains(to);
        assert!(!(up && down), "{from} and {to} use each other");
    }
    // The config describes; the session builds games from it.
    for (from, to) in [("config", "game"), ("config", "session")] {
        assert!(!graph[from].contains(to), "{from} uses {to}");
    }
    assert_eq!(circle(&graph), None, "a circle among the core's modules");
}

#[test]
fn a_circle_is_found_however_long() {
    let graph = |edges: &[(&str, &str)]| {
        let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (a, b) in edges {
            g.entry(a.to_string()).or_default().insert(b.to_string());
            g.entry(b.to_string()).or_default();
        }
        g
    };
    assert_eq!(
        circle(&graph(&[("a", "b"), ("b", "c"), ("c", "a"), ("d", "a")])),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
    assert_eq!(circle(&graph(&[("a", "b"), ("b", "c"), ("a", "c")])), None);
    assert_eq!(
        code_of("use crate::a;\n/// [`crate::b`]\n#[cfg(test)]\nmod tests { use crate::c; }"),
        "use crate::a;"
    );
}

/// The module path (`["network", "leader"]`) of a source file under `root`.
fn module_of(root: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(root).unwrap();
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if !["mod", "lib", "main"].contains(&stem) {
        parts.push(stem.to_owned());
    }
    parts
}

/// Every path the code of a file names from `crate::`, `super::` or
/// `self::`, as full module paths from the crate's root (a group
/// `a::{b, c::d}` gives each of its items).
fn named_paths(code: &str, own: &[String], is_mod_file: bool) -> Vec<Vec<String>> {
    fn ident(s: &str) -> &str {
        let end = s
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(s.len());
        &s[..end]
    }
    // The rest of a path from `at`: `a::b::{c, d::e}` → [a,b,c], [a,b,d,e].
    fn read(rest: &str, base: Vec<String>, out: &mut Vec<Vec<String>>) {
        let mut base = base;
        let mut rest = rest;
        loop {
            if let Some(group) = rest.strip_prefix('{') {
                let mut depth = 0;
                let mut start = 0;
                for (k, c) in group.char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' if depth == 0 => {
                            read(group[start..k].trim_start(), base.clone(), out);
                            return;
                        }
                        '}' => depth -= 1,
                        ',' if depth == 0 => {
                            read(group[start..k].trim_start(), base.clone(), out);
                            start = k + 1;
                        }
                        _ => {}
                    }
                }
                return;
            }
            let name = ident(rest);
            if name.is_empty() {
                break;
            }
            base.push(name.to_owned());
            rest = &rest[name.len()..];
            match rest.strip_prefix("::") {
                Some(r) => rest = r,
                None => break,
            }
        }
        out.push(base);
    }
    let mut out = Vec::new();
    for prefix in ["crate::", "super::", "self::"] {
        for (i, _) in code.match_indices(prefix) {
            // Only where a path starts (not `a::super::`, not `xself::`).
            let before = code[..i].chars().next_back();
            if before.is_some_and(|c| c == ':' || c.is_ascii_alphanumeric() || c == '_') {
                continue;
            }
            let mut rest = &code[i + prefix.len()..];
            let mut base: Vec<String> = match prefix {
                "crate::" => Vec::new(),
                "self::" if is_mod_file => own.to_vec(),
                "self::" => own.to_vec(),
                _ => {
                    // `super` of a `mod.rs` is its directory's parent.
                    let mut b = own.to_vec();
                    b.pop();
                    b
                }
            };
            while let Some(r) = rest.strip_prefix("super::") {
                base.pop();
                rest = r;
            }
            read(rest, base, &mut out);
        }
    }
    out
}

/// The files of a crate's source tree and, for each, the files its code
/// names, leaving out its own enclosing modules and those inside it (a
/// parent declares and re-exports its children; a child may use its
/// parent's words): what is left are arrows between files that stand side
/// by side.
fn file_arrows(root: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut paths = Vec::new();
    files(root, &mut paths);
    let modules: BTreeMap<Vec<String>, String> = paths
        .iter()
        .map(|p| {
            let name = p
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (module_of(root, p), name)
        })
        .collect();
    let mut graph = BTreeMap::new();
    for path in &paths {
        let name = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let tests = name.ends_with("tests.rs") || name.contains("/tests/");
        let own = module_of(root, path);
        let mut to = BTreeSet::new();
        if !tests {
            let is_mod = name.ends_with("mod.rs");
            let code = code_of(&std::fs::read_to_string(path).unwrap());
            for named in named_paths(&code, &own, is_mod) {
                // The longest prefix of the path that is a file.
                let Some(target) = (1..=named.len())
                    .rev()
                    .find_map(|n| modules.get(&named[..n]).map(|f| (n, f)))
                else {
                    continue;
                };
                let module = &named[..target.0];
                let related = module.starts_with(&own) || own.starts_with(module);
                if !related {
                    to.insert(target.1.clone());
                }
            }
        }
        graph.insert(name, to);
    }
    graph
}

#[test]
fn no_two_files_use_each_other_round_a_circle() {
    for root in [src(), Path::new(env!("CARGO_MANIFEST_DIR")).join("src")] {
        let mut graph = file_arrows(&root);
        assert!(
            graph.len() > 30,
            "{}: {} files read",
            root.display(),
            graph.len()
        );
        // Every circle, each broken at its last arrow once found.
        let mut circles = Vec::new();
        while let Some(found) = circle(&graph) {
            let n = found.len();
            graph.get_mut(&found[n - 2]).unwrap().remove(&found[n - 1]);
            circles.push(found.join(" → "));
        }
        assert!(
            circles.is_empty(),
            "circles among the files of {}:\n{}",
            root.display(),
            circles.join("\n")
        );
    }
}

#[test]
fn the_reading_of_file_arrows_sees_super_self_and_groups() {
    let own = vec!["network".to_owned(), "leader".to_owned()];
    let found = named_paths(
        "use super::routes::{Shared, json_error};\nlet x = crate::live::hall::f();\nuse super::super::a;",
        &own,
        false,
    );
    let flat: Vec<String> = found.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        flat,
        [
            "live::hall::f",
            "network::routes::Shared",
            "network::routes::json_error",
            "a"
        ]
    );
}

#[test]
fn every_source_file_over_600_lines_has_its_reason_in_the_architecture() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let doc = std::fs::read_to_string(root.join("docs/architecture.md")).unwrap();
    let reasons = doc
        .split("## Files over 600 lines")
        .nth(1)
        .expect("docs/architecture.md has a section `## Files over 600 lines`");
    let mut paths = Vec::new();
    for top in ["src", "tests", "benches", "crates"] {
        files(&root.join(top), &mut paths);
    }
    let mut long = Vec::new();
    for path in paths {
        let lines = std::fs::read_to_string(&path).unwrap().lines().count();
        let name = path
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if lines > 600 && !reasons.contains(&format!("`{name}`")) {
            long.push(format!("{name} ({lines} lines)"));
        }
    }
    assert!(
        long.is_empty(),
        "split these files, or say in docs/architecture.md why each is one: {long:?}"
    );
}
