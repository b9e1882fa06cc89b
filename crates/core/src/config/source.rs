//! Where a config refusal points: the file, line, column and field, from
//! the spans serde and toml keep.

use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

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
    /// What is wrong and what is allowed.
    pub message: String,
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
            write!(f, "field `{field}`: ")?;
        }
        write!(f, "{}", self.message)
    }
}

impl std::error::Error for ConfigError {}

/// One source text being validated, to turn spans into lines.
pub(crate) struct Source<'a> {
    pub(crate) file: &'a Path,
    pub(crate) text: &'a str,
}

impl Source<'_> {
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
        toml::from_str(self.text).map_err(|e| {
            let field = e.span().and_then(|s| self.field_at(s.start));
            // serde speaks of Rust types; the organiser reads TOML.
            let message = e
                .message()
                .trim()
                .replace("expected i64", "expected a whole number")
                .replace("expected f64", "expected a number");
            self.error(e.span(), field.as_deref(), message)
        })
    }
}

pub(crate) fn non_empty(
    src: &Source,
    value: &Spanned<String>,
    field: &str,
) -> Result<String, ConfigError> {
    let v = value.get_ref().trim();
    if v.is_empty() {
        return Err(src.at(value, field, "must not be empty"));
    }
    Ok(v.to_owned())
}
