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

/// The Rust files that may name a key: the program's and the core's.
fn source_files() -> Vec<std::path::PathBuf> {
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
    let mut paths = Vec::new();
    rust_files(&root.join("src"), &mut paths);
    rust_files(&root.join("crates/core/src"), &mut paths);
    paths
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
    for path in source_files()
        .iter()
        .filter(|p| !p.ends_with("words/tests.rs"))
    {
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

/// Each `tr!` call of `text`: its key and the names of the values it gives.
fn calls(text: &str) -> Vec<(String, Vec<String>)> {
    call_args(text)
        .into_iter()
        .map(|(key, args)| (key, args.into_iter().map(|(name, _)| name).collect()))
        .collect()
}

/// Each `tr!` call of `text`: its key and its values, each a name and the
/// expression written for it.
fn call_args(text: &str) -> Vec<(String, Vec<(String, String)>)> {
    let mut out = Vec::new();
    for (at, _) in text.match_indices("tr!(") {
        let rest = &text[at + "tr!(".len()..];
        // The key: the first literal, after the language.
        let Some(open) = rest.find('"') else { continue };
        let Some(len) = rest[open + 1..].find('"') else {
            continue;
        };
        let key = &rest[open + 1..open + 1 + len];
        if key.is_empty()
            || !key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            continue;
        }
        // The arguments after the key, cut at the call's own commas.
        let b = rest.as_bytes();
        let (mut depth, mut i, mut start) = (0i32, open + len + 2, open + len + 2);
        let mut args = Vec::new();
        while i < b.len() {
            match b[i] {
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' if depth == 0 => {
                    args.push(&rest[start..i]);
                    break;
                }
                b')' | b']' | b'}' => depth -= 1,
                b'"' => {
                    i += 1;
                    while i < b.len() && b[i] != b'"' {
                        i += 1 + usize::from(b[i] == b'\\');
                    }
                }
                b',' if depth == 0 => {
                    args.push(&rest[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
            i += 1;
        }
        // `name = value`: the first `=` that is not `==`.
        let values = args
            .into_iter()
            .filter_map(|arg| {
                let (name, value) = arg.split_once('=')?;
                let (name, value) = (name.trim(), value.trim());
                (!name.is_empty() && !value.starts_with('='))
                    .then(|| (name.to_owned(), value.to_owned()))
            })
            .collect();
        out.push((key.to_owned(), values));
    }
    out
}

#[test]
fn every_key_a_source_names_is_in_every_language_with_the_values_it_gives() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for path in source_files()
        .iter()
        .filter(|p| !p.ends_with("words/tests.rs") && !p.ends_with("words/mod.rs"))
    {
        let text = std::fs::read_to_string(path).unwrap();
        for (key, names) in calls(&text) {
            for (l, _) in FILES {
                let Some(message) = bundle(l).get_message(&key) else {
                    wrong.push(format!("{}: {key} is not in {l:?}", path.display()));
                    continue;
                };
                // Format with every value given: a value the sentence
                // names and the call does not give is an error.
                let args: Vec<(&str, FluentValue)> = names
                    .iter()
                    .map(|n| (n.as_str(), FluentValue::from("x")))
                    .collect();
                let mut fluent_args = FluentArgs::new();
                for (n, v) in args {
                    fluent_args.set(n, v);
                }
                let mut errors = Vec::new();
                if let Some(pattern) = message.value() {
                    bundle(l).format_pattern(pattern, Some(&fluent_args), &mut errors);
                }
                if !errors.is_empty() {
                    wrong.push(format!("{}: {key} in {l:?}: {errors:?}", path.display()));
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 1500, "{checked}");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_call_is_read_with_its_key_and_values() {
    let text = r#"let a = tr!(l, "a-key"); let b = tr!(self.language, "b-key", board = n + 1, name = format!("{x:?}", y = (1, 2)), ok = a == b);"#;
    assert_eq!(
        calls(text),
        [
            ("a-key".to_owned(), vec![]),
            (
                "b-key".to_owned(),
                vec!["board".to_owned(), "name".to_owned(), "ok".to_owned()]
            )
        ]
    );
}

/// The keys of a language whose sentence chooses a plural form by a value
/// (`{ $n -> [one] … *[other] … }`), each with that value's name.
fn plural_keys(l: Language) -> Vec<(String, String)> {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement};
    let (_, files) = FILES.iter().find(|(f, _)| *f == l).unwrap();
    let mut keys = Vec::new();
    for (_, text) in files.iter() {
        let resource = fluent_bundle::FluentResource::try_new(text.to_string()).unwrap();
        for entry in resource.entries() {
            let Entry::Message(m) = entry else { continue };
            let Some(pattern) = &m.value else { continue };
            for element in &pattern.elements {
                if let PatternElement::Placeable {
                    expression:
                        Expression::Select {
                            selector: InlineExpression::VariableReference { id },
                            variants,
                        },
                } = element
                    && variants.iter().any(|v| {
                        matches!(v.key, fluent_syntax::ast::VariantKey::Identifier { name } if name == "one")
                    })
                {
                    keys.push((m.id.name.to_owned(), id.name.to_owned()));
                }
            }
        }
    }
    keys
}

#[test]
fn a_count_of_one_takes_the_singular_and_zero_and_two_the_plural_in_every_language() {
    // `megxadrez new` said "hay 1 participantes" / "read 1 entrants": every
    // number reached Fluent as text, and `[one]` never matched.
    for l in [Language::Es, Language::Gl, Language::En] {
        let keys = plural_keys(l);
        assert!(keys.len() >= 5, "{l:?}: {keys:?}");
        for (key, name) in keys {
            // The form chosen, the numbers left out.
            let form = |n: u32| {
                // Only the count given: the sentence's other values stay
                // unfilled.
                formatted(l, &key, &[(name.as_str(), shown(&n))])
                    .0
                    .replace(|c: char| c.is_ascii_digit(), "")
            };
            assert_ne!(form(1), form(2), "{l:?} {key}: 1 and 2 alike");
            assert_eq!(
                form(0),
                form(2),
                "{l:?} {key}: 0 takes the plural as 2 does"
            );
        }
        let entrants = |n: u32| text_with(l, "new-read-file", &[("count", shown(&n))]);
        assert!(!entrants(1).contains("1 entrants"), "{}", entrants(1));
    }
    // Values that look like numbers but are codes stay as written.
    for text in ["007", "1e5", "NaN", "1.", ".5", "12345678901234567", "-"] {
        assert!(matches!(shown(text), FluentValue::String(_)), "{text}");
    }
    for text in ["0", "7", "-3", "2.5", "1.50"] {
        let FluentValue::Number(n) = shown(text) else {
            panic!("{text}")
        };
        assert_eq!(n.as_string(), text);
    }
}

/// Each value of each `tr!` call of `text`: the key, the value's name
/// and its expression.
fn values(text: &str) -> Vec<(String, String, String)> {
    call_args(text)
        .into_iter()
        .flat_map(|(key, args)| {
            args.into_iter()
                .map(move |(name, value)| (key.clone(), name, value))
        })
        .collect()
}

#[test]
fn every_value_reaches_fluent_as_itself_a_number_as_a_number() {
    // A value written out as text before Fluent sees it (`n.to_string()`,
    // `format!("{n}")`) is no number to Fluent's plural rules: a count goes
    // in as itself, and `shown` hands Fluent a number.
    let mut walked = 0;
    let mut wrong = Vec::new();
    for path in source_files()
        .iter()
        .filter(|p| !p.ends_with("words/tests.rs") && !p.ends_with("words/mod.rs"))
    {
        let text = std::fs::read_to_string(path).unwrap();
        for (key, name, value) in values(&text) {
            walked += 1;
            let plain_format = value.starts_with("format!(\"{")
                && value[9..].find('"').is_some_and(|end| {
                    let inner = &value[9..9 + end];
                    // `{n}` alone; `{n:?}` quotes a text on purpose.
                    inner.starts_with('{')
                        && inner.ends_with('}')
                        && inner.matches('{').count() == 1
                        && !inner.contains(':')
                });
            if value.ends_with(".to_string()") || plain_format {
                wrong.push(format!("{}: {key}: {name} = {value}", path.display()));
            }
        }
    }
    assert!(walked > 600, "{walked} values walked");
    assert!(
        wrong.is_empty(),
        "values made text first:\n{}",
        wrong.join("\n")
    );
    // The walk reads values as they are written.
    let read = values(r#"tr!(l, "k", n = a.len(), s = format!("{x}"), t = f(1, 2))"#);
    assert_eq!(
        read.iter()
            .map(|(_, n, v)| format!("{n}={v}"))
            .collect::<Vec<_>>(),
        ["n=a.len()", "s=format!(\"{x}\")", "t=f(1, 2)"]
    );
}
