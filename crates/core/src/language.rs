//! The language of the product's own text: Spanish, Galician or English.
//! A leaf: every floor of the core may word a value in it, by a key of the
//! Fluent files (`words`, `tr!`).

/// Language of the product's own text.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Language {
    /// Spanish (the default).
    #[default]
    Es,
    /// Galician.
    Gl,
    /// English.
    En,
}
