//! Where a config refusal points: the file, line, column and field, from
//! the spans serde and toml keep.

use crate::tr;
use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use super::Language;

/// A config that was refused, with where and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    /// The file at fault.
    pub file: PathBuf,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column, when known.
    pub column: Option<usize>,
    /// The field, as a dotted path, when known.
    pub field: Option<String>,
    /// What is wrong and what is allowed, in `language`.
    pub message: String,
    /// The language of the message: the config's own, when it could be
    /// read.
    pub language: Language,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file.display())?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            if let Some(column) = self.column {
                write!(f, ":{column}")?;
            }
        }
        write!(f, ": ")?;
        if let Some(field) = &self.field {
            let word = tr!(self.language, "source-field");
            write!(f, "{word} `{field}`: ")?;
        }
        write!(f, "{}", self.message)
    }
}

impl std::error::Error for ConfigError {}

impl ConfigError {
    /// A config file that could not be read, said in `language` (the
    /// caller's: the file cannot tell its own).
    pub fn unreadable(file: &Path, language: Language, e: &std::io::Error) -> ConfigError {
        let reason = io_reason(language, e);
        let message = tr!(language, "source-cannot-read-file-reason", reason = reason);
        ConfigError {
            file: file.to_owned(),
            line: None,
            column: None,
            field: None,
            message,
            language,
        }
    }
}

/// One source text being validated, to turn spans into lines.
pub(crate) struct Source<'a> {
    pub(crate) file: &'a Path,
    pub(crate) text: &'a str,
    /// The language the refusals are written in.
    pub(crate) language: Language,
}

/// The language a config's text asks for (`language = "gl"` in its
/// `[event]`), read from the text itself so that a config refused before
/// its `[event]` is validated is still answered in it; Spanish otherwise.
pub(crate) fn language_of(text: &str) -> Language {
    // The event's own `language`, when the text reads as TOML; else the
    // first line that sets one (a config with an error elsewhere).
    if let Ok(table) = text.parse::<toml::Table>()
        && let Some(code) = table
            .get("event")
            .and_then(|e| e.get("language"))
            .and_then(|l| l.as_str())
    {
        return crate::words::from_code(code).unwrap_or(Language::Es);
    }
    for line in text.lines() {
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        if key.trim() != "language" {
            continue;
        }
        let code = value
            .split('#')
            .next()
            .unwrap_or("")
            .trim()
            .trim_matches(['"', '\'']);
        return crate::words::from_code(code).unwrap_or(Language::Es);
    }
    Language::Es
}

impl<'a> Source<'a> {
    /// A config's text, answered in its own language.
    pub(crate) fn new(file: &'a Path, text: &'a str) -> Source<'a> {
        Source {
            file,
            text,
            language: language_of(text),
        }
    }

    /// "must be FROM to TO UNIT, got GOT" in the config's language; `unit`
    /// (after a space, or empty) in Spanish, Galician and English.
    pub(crate) fn out_of_range(
        &self,
        from: impl std::fmt::Display,
        to: impl std::fmt::Display,
        u: &str,
        got: impl std::fmt::Display,
    ) -> String {
        tr!(
            self.language,
            "source-must-be-from-u-got",
            from = from,
            to = to,
            u = u,
            got = got
        )
    }

    pub(crate) fn error(
        &self,
        span: Option<Range<usize>>,
        field: Option<&str>,
        message: String,
    ) -> ConfigError {
        let (line, column) = match span {
            Some(span) => {
                let start = span.start.min(self.text.len());
                let before = &self.text[..start];
                let line = before.matches('\n').count() + 1;
                let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
                (Some(line), Some(column))
            }
            None => (None, None),
        };
        ConfigError {
            file: self.file.to_owned(),
            line,
            column,
            field: field.map(str::to_owned),
            message,
            language: self.language,
        }
    }

    pub(crate) fn at<T>(
        &self,
        value: &Spanned<T>,
        field: &str,
        message: impl Into<String>,
    ) -> ConfigError {
        self.error(Some(value.span()), Some(field), message.into())
    }

    /// The dotted name of the key written on the line holding `offset`.
    fn field_at(&self, offset: usize) -> Option<String> {
        let offset = offset.min(self.text.len());
        let line_start = self.text[..offset].rfind('\n').map_or(0, |i| i + 1);
        let line = self.text[line_start..].lines().next().unwrap_or("");
        if line.trim_start().starts_with('[') {
            // A section's own header: the fault is that section's.
            return Some(line.trim().trim_matches(['[', ']']).trim().to_owned());
        }
        let key = line.split_once('=').map(|(k, _)| k.trim().to_owned());
        let section = self.text[..line_start]
            .lines()
            .rev()
            .map(str::trim)
            .find(|l| l.starts_with('['))
            .map(|l| l.trim_matches(['[', ']']).trim().to_owned());
        match (section, key) {
            (Some(s), Some(k)) => Some(format!("{s}.{k}")),
            (None, Some(k)) => Some(k),
            (Some(s), None) => Some(s),
            (None, None) => None,
        }
    }

    pub(crate) fn parse<T: for<'de> Deserialize<'de>>(&self) -> Result<T, ConfigError> {
        // Parsed once: the texts are checked on the parsed tree, which is
        // then read into `T`.
        let table = toml::de::DeTable::parse(self.text).map_err(|e| self.unreadable(&e))?;
        self.one_line_texts(&table)?;
        T::deserialize(toml::de::Deserializer::from(table)).map_err(|e| self.unreadable(&e))
    }

    /// A refusal of the TOML reader, where it points.
    fn unreadable(&self, e: &toml::de::Error) -> ConfigError {
        let field = e.span().and_then(|s| self.field_at(s.start));
        // serde speaks of Rust types; the organiser reads TOML. The
        // reader's own words are English: a lead in the config's
        // language says what kind of fault it is.
        let detail = e
            .message()
            .trim()
            .replace("expected i64", "expected a whole number")
            .replace("expected f64", "expected a number");
        let lead = tr!(self.language, "source-cannot-be-read-toml");
        self.error(e.span(), field.as_deref(), format!("{lead}: {detail}"))
    }
}

impl Source<'_> {
    /// Refuses a text value holding a line break or another control
    /// character (written as an escape, `\n` or `\u001b`: TOML refuses
    /// the raw ones itself): a name, a label or a token is one line, and
    /// it reaches the journal, PGN tags and the terminal.
    fn one_line_texts(
        &self,
        table: &toml::Spanned<toml::de::DeTable<'_>>,
    ) -> Result<(), ConfigError> {
        use toml::de::DeValue;
        fn walk(value: &toml::Spanned<DeValue<'_>>) -> Option<(std::ops::Range<usize>, char)> {
            match value.get_ref() {
                DeValue::String(text) => {
                    crate::one_line::control_character(text).map(|c| (value.span(), c))
                }
                DeValue::Array(items) => items.iter().find_map(walk),
                DeValue::Table(table) => table.values().find_map(walk),
                _ => None,
            }
        }
        let Some((span, c)) = table.get_ref().values().find_map(walk) else {
            return Ok(());
        };
        let field = self.field_at(span.start);
        let code = format!("U+{:04X}", c as u32);
        Err(self.error(
            Some(span),
            field.as_deref(),
            tr!(
                self.language,
                "source-text-holds-line-break-or",
                code = code
            ),
        ))
    }
}

pub(crate) fn non_empty(
    src: &Source,
    value: &Spanned<String>,
    field: &str,
) -> Result<String, ConfigError> {
    let v = value.get_ref().trim();
    if v.is_empty() {
        return Err(src.at(value, field, tr!(src.language, "audio-must-not-be-empty")));
    }
    Ok(v.to_owned())
}

/// Why a file could not be read or written, in `language`: the common
/// causes in words, any other as the system says it.
pub fn io_reason(language: Language, e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let said = match e.kind() {
        ErrorKind::NotFound => tr!(language, "source-does-not-exist"),
        ErrorKind::PermissionDenied => tr!(language, "source-permission-denied"),
        ErrorKind::IsADirectory => tr!(language, "source-folder"),
        ErrorKind::InvalidData => tr!(language, "source-not-utf-8-text"),
        ErrorKind::StorageFull => tr!(language, "source-disk-full"),
        ErrorKind::Unsupported => tr!(language, "source-not-a-regular-file"),
        ErrorKind::FileTooLarge => tr!(language, "source-too-large"),
        ErrorKind::ReadOnlyFilesystem => tr!(language, "source-disk-read-only"),
        ErrorKind::ConnectionRefused => tr!(language, "source-connection-refused-running"),
        ErrorKind::ConnectionReset | ErrorKind::ConnectionAborted => {
            tr!(language, "source-connection-was-cut")
        }
        ErrorKind::TimedOut => tr!(language, "source-did-not-answer-time"),
        ErrorKind::AddrInUse => tr!(language, "source-another-program-already-uses-that"),
        ErrorKind::AddrNotAvailable => tr!(language, "source-address-not-of-this-machine"),
        ErrorKind::NotADirectory => tr!(language, "source-not-a-folder-on-the-way"),
        ErrorKind::BrokenPipe => tr!(language, "source-other-end-closed"),
        ErrorKind::NetworkUnreachable | ErrorKind::HostUnreachable => {
            tr!(language, "source-network-unreachable")
        }
        // Any other: a sentence of ours, what the system said after it.
        _ => return tr!(language, "source-system-says", detail = e),
    };
    said.to_owned()
}
