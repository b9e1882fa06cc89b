//! The unit tests of `words`: the Fluent files read, every key is in
//! every language and named by a source, every file is built in.

use super::*;

/// The message keys of `text` (a Fluent file), each with whether it reads.
fn keys_of(text: &str) -> Vec<String> {
    use fluent_syntax::ast::Entry;
    let resource = match fluent_bundle::FluentResource::try_new(text.to_owned()) {
        Ok(r) => r,
        Err((_, errors)) => panic!("a Fluent file does not read: {errors:?}"),
    };
    resource
        .entries()
        .filter_map(|e| match e {
            Entry::Message(m) => Some(m.id.name.to_owned()),
            _ => None,
        })
        .collect()
}

#[test]
fn every_key_is_in_every_language_and_used_by_the_program() {
    let keys = |l: Language| -> std::collections::BTreeSet<(String, String)> {
        let (_, files) = FILES.iter().find(|(f, _)| *f == l).unwrap();
        files
            .iter()
            .flat_map(|(name, text)| keys_of(text).into_iter().map(|k| (name.to_string(), k)))
            .collect()
    };
    let es = keys(Language::Es);
    assert!(es.len() > 40, "{es:?}");
    for l in [Language::Gl, Language::En] {
        let other = keys(l);
        let missing: Vec<_> = es.difference(&other).collect();
        let extra: Vec<_> = other.difference(&es).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{l:?}: missing {missing:?}, not in Spanish {extra:?}"
        );
    }
    // Each key is named somewhere in the program's sources.
    let mut sources = String::new();
    let mut paths = Vec::new();
    fn rust_files(path: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        if path.is_dir() {
            for entry in std::fs::read_dir(path).unwrap() {
                rust_files(&entry.unwrap().path(), out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path.to_owned());
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    rust_files(&root.join("src"), &mut paths);
    rust_files(&root.join("crates/core/src"), &mut paths);
    for path in paths.iter().filter(|p| !p.ends_with("words/tests.rs")) {
        sources += &std::fs::read_to_string(path).unwrap();
    }
    // The command line's help is found by each command's path (the test of
    // `commands::cli_words` checks each key is a command or option).
    let unused: Vec<_> = es
        .iter()
        .filter(|(file, _)| file != "cli.ftl")
        .filter(|(_, k)| !sources.contains(&format!("\"{k}\"")))
        .collect();
    assert!(unused.is_empty(), "keys no source names: {unused:?}");
}

#[test]
fn a_missing_key_is_said_as_itself_not_a_panic() {
    assert_eq!(super::text(Language::Gl, "no-such-key"), "no-such-key");
}

#[test]
fn every_fluent_file_is_built_into_the_program() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../i18n");
    for (l, files) in super::FILES {
        let dir = root.join(super::code(l));
        let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".ftl"))
            .collect();
        on_disk.sort();
        let mut built: Vec<String> = files.iter().map(|(n, _)| n.to_string()).collect();
        built.sort();
        assert_eq!(on_disk, built, "{}", dir.display());
    }
}
