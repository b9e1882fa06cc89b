//! The product's words in Fluent files, one folder a language
//! (`i18n/es`, `i18n/gl`, `i18n/en` at the repository's root), built into the
//! binary: a translator changes a sentence there, not in Rust, and plurals
//! follow each language's own rules (CLDR's, through `fluent-bundle`).
//!
//! A key missing from a language's files is said as the key itself (never a
//! panic); the tests fail when any key is missing in a language, unused by
//! the program, or a file does not read.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::core::language::Language;

/// Each language's files: (name, text).
pub(crate) const FILES: [(Language, &[(&str, &str)]); 3] = [
    (
        Language::Es,
        &[
            ("screens.ftl", include_str!("../../i18n/es/screens.ftl")),
            ("stage.ftl", include_str!("../../i18n/es/stage.ftl")),
            ("recovery.ftl", include_str!("../../i18n/es/recovery.ftl")),
            ("rounds.ftl", include_str!("../../i18n/es/rounds.ftl")),
            ("notices.ftl", include_str!("../../i18n/es/notices.ftl")),
        ],
    ),
    (
        Language::Gl,
        &[
            ("screens.ftl", include_str!("../../i18n/gl/screens.ftl")),
            ("stage.ftl", include_str!("../../i18n/gl/stage.ftl")),
            ("recovery.ftl", include_str!("../../i18n/gl/recovery.ftl")),
            ("rounds.ftl", include_str!("../../i18n/gl/rounds.ftl")),
            ("notices.ftl", include_str!("../../i18n/gl/notices.ftl")),
        ],
    ),
    (
        Language::En,
        &[
            ("screens.ftl", include_str!("../../i18n/en/screens.ftl")),
            ("stage.ftl", include_str!("../../i18n/en/stage.ftl")),
            ("recovery.ftl", include_str!("../../i18n/en/recovery.ftl")),
            ("rounds.ftl", include_str!("../../i18n/en/rounds.ftl")),
            ("notices.ftl", include_str!("../../i18n/en/notices.ftl")),
        ],
    ),
];

/// The language's code, as Fluent's plural rules know it (and its folder
/// under `i18n/`).
pub(crate) fn code(l: Language) -> &'static str {
    match l {
        Language::Es => "es",
        Language::Gl => "gl",
        Language::En => "en",
    }
}

/// The language's place in [`FILES`] (and in any table kept a language).
pub(crate) fn slot(l: Language) -> usize {
    FILES.iter().position(|(f, _)| *f == l).unwrap_or(0)
}

/// A language's bundle with every file added; a file that does not read
/// gives what of it reads (the tests fail on any such error).
pub(crate) fn bundle(l: Language) -> &'static FluentBundle<FluentResource> {
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

/// The text of `key` in `l`, with `args` put in (`$name` in the file).
pub fn text_with(l: Language, key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let bundle = bundle(l);
    let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
        return key.to_owned();
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned()
}

/// The text of `key` in `l`.
pub fn text(l: Language, key: &str) -> String {
    text_with(l, key, &[])
}
