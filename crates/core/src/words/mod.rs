//! The product's words in Fluent files, one folder a language
//! (`i18n/es`, `i18n/gl`, `i18n/en` at the repository's root), built into
//! the binary: a translator changes a sentence there, not in Rust, and
//! plurals follow each language's own rules (CLDR's, through
//! `fluent-bundle`).
//!
//! The sources name a sentence by its key with [`tr!`](crate::tr): a key
//! alone gives the sentence as a `&'static str`; a key with values put in
//! (`tr!(l, "key", board = n)`, `{ $board }` in the file) gives a `String`.
//! A key missing from a language's files is said as the key itself (never
//! a panic); the tests fail when any key is missing in a language, unused
//! by the sources, or a file does not read.

use std::collections::HashMap;
use std::fmt::Display;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::language::Language;

/// The text of a key, with values put in by name.
///
/// `tr!(l, "key")` is the sentence as a `&'static str`;
/// `tr!(l, "key", name = value, …)` a `String` with each value shown as
/// `Display` shows it at `{ $name }`.
#[macro_export]
macro_rules! tr {
    ($l:expr, $key:literal $(,)?) => {
        $crate::words::word($l, $key)
    };
    ($l:expr, $key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::words::text_with(
            $l,
            $key,
            &[$((stringify!($name), $crate::words::shown(&$value))),+],
        )
    };
}

/// A language's files, from its folder under `i18n/`: the one list of
/// them, for every language (a test checks the folders hold no other).
macro_rules! files_of {
    ($code:literal) => {
        files_of!(@ $code;
            "audio.ftl", "bughouse.ftl", "cli.ftl", "config.ftl", "hall.ftl", "network.ftl",
            "new.ftl", "notices.ftl", "panel.ftl", "recovery.ftl", "referee.ftl", "rounds.ftl",
            "screens.ftl", "script.ftl", "speech.ftl", "stage.ftl", "terminal.ftl", "tournament.ftl")
    };
    (@ $code:literal; $($name:literal),+) => {
        &[$(($name, include_str!(concat!("../../../../i18n/", $code, "/", $name)))),+]
    };
}

/// Each language's files: (name, text).
pub const FILES: [(Language, &[(&str, &str)]); 3] = [
    (Language::Es, files_of!("es")),
    (Language::Gl, files_of!("gl")),
    (Language::En, files_of!("en")),
];

/// The language's code, as Fluent's plural rules know it (and its folder
/// under `i18n/`).
pub fn code(l: Language) -> &'static str {
    match l {
        Language::Es => "es",
        Language::Gl => "gl",
        Language::En => "en",
    }
}

/// The language whose code is `code` (`es`, `gl`, `en`), if any.
pub fn from_code(code: &str) -> Option<Language> {
    [Language::Es, Language::Gl, Language::En]
        .into_iter()
        .find(|l| self::code(*l) == code)
}

/// The language's place in [`FILES`] (and in any table kept a language).
pub fn slot(l: Language) -> usize {
    FILES.iter().position(|(f, _)| *f == l).unwrap_or(0)
}

/// A language's bundle with every file added; a file that does not read
/// gives what of it reads (the tests fail on any such error).
pub fn bundle(l: Language) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let index = slot(l);
    BUNDLES[index].get_or_init(|| {
        let id = code(l).parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // The words go on screens and terminals as they are: no Unicode
        // isolation marks around the values put in.
        bundle.set_use_isolating(false);
        for (_, text) in FILES[index].1 {
            let resource = FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(r, _)| r);
            // A key given twice keeps its first text.
            let _ = bundle.add_resource(resource);
        }
        bundle
    })
}

/// A value put into a sentence, as `Display` shows it: a plain number (a
/// count, a round, `2.5`) goes in as a Fluent number, so that a sentence's
/// plural forms (`[one]`, `*[other]`) follow it; any other text as text.
pub fn shown<T: Display + ?Sized>(value: &T) -> FluentValue<'static> {
    let text = value.to_string();
    if plain_number(&text) {
        // A number Fluent writes back digit for digit.
        return FluentValue::try_number(&text).into_owned();
    }
    FluentValue::from(text)
}

/// Whether `text` is a number written plainly, which a Fluent number writes
/// back as it is: an optional minus, whole digits without a leading zero
/// (at most 15, exact in a float), and up to 6 decimals. A code with a
/// leading zero (`007`), a long token or `NaN` stays text.
fn plain_number(text: &str) -> bool {
    let digits = text.strip_prefix('-').unwrap_or(text);
    let (whole, decimals) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    !whole.is_empty()
        && whole.len() <= 15
        && all_digits(whole)
        && (whole == "0" || !whole.starts_with('0'))
        && all_digits(decimals)
        && decimals.len() <= 6
        && (decimals.is_empty() != digits.contains('.'))
}

/// The text of `key` in `l`, with `args` put in (`$name` in the file).
pub fn text_with(l: Language, key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let (text, errors) = formatted(l, key, args);
    // A value the sentence names and the call did not give: Fluent writes
    // `{$name}` and goes on (a user still reads the rest); a test build
    // stops there.
    debug_assert!(errors.is_empty(), "{key} in {l:?}: {errors:?}");
    text
}

/// The text of `key` in `l` with `args`, and what Fluent found wrong.
fn formatted(
    l: Language,
    key: &str,
    args: &[(&str, FluentValue<'_>)],
) -> (String, Vec<fluent_bundle::FluentError>) {
    let bundle = bundle(l);
    let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
        return (key.to_owned(), Vec::new());
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned();
    (text, errors)
}

/// The text of `key` in `l`.
pub fn text(l: Language, key: &str) -> String {
    text_with(l, key, &[])
}

/// The text of `key` in `l`, kept for the program's life: each language's
/// sentences are formatted once, the first time one is asked for.
pub fn word(l: Language, key: &'static str) -> &'static str {
    static WORDS: [OnceLock<HashMap<String, &'static str>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let index = slot(l);
    let words = WORDS[index].get_or_init(|| {
        let mut words: HashMap<String, &'static str> = HashMap::new();
        for (_, text) in FILES[index].1 {
            let Ok(resource) = FluentResource::try_new((*text).to_owned()) else {
                continue;
            };
            for entry in resource.entries() {
                if let fluent_syntax::ast::Entry::Message(m) = entry {
                    // A key given twice keeps its first text.
                    let id = m.id.name.to_owned();
                    words.entry(id).or_insert_with_key(|id| -> &'static str {
                        Box::leak(formatted(l, id, &[]).0.into_boxed_str())
                    });
                }
            }
        }
        words
    });
    words.get(key).copied().unwrap_or(key)
}

#[cfg(test)]
mod tests;
