//! The language of the product's own text: Spanish, Galician or English.
//! A leaf: every floor of the core may word a value in it.

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

impl Language {
    /// The one of three texts in this language: Spanish, Galician,
    /// English.
    pub fn pick<T>(self, es: T, gl: T, en: T) -> T {
        match self {
            Language::Es => es,
            Language::Gl => gl,
            Language::En => en,
        }
    }
}
