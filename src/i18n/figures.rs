//! Figures as a hall reads them: a half as `½`, decimals with the
//! language's separator; a table's column codes in words.

use crate::core::tr;

/// A figure of a table (`2.5`, `0.5`, `3.25`, `12`) as a hall reads it
/// in `l`: a half as `½` (`2½`, `½`), other decimals with the language's
/// separator (`3,25` in Spanish and Galician); anything else as it is.
pub fn figure(l: crate::core::language::Language, text: &str) -> String {
    let is_number = {
        let digits = text.strip_prefix('-').unwrap_or(text);
        !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit() || c == '.')
    };
    if !is_number {
        return text.to_owned();
    }
    if let Some(whole) = text.strip_suffix(".5") {
        return match whole {
            "0" => "½".to_owned(),
            "-0" => "-½".to_owned(),
            w => format!("{w}½"),
        };
    }
    match l {
        crate::core::language::Language::En => text.to_owned(),
        _ => text.replace('.', ","),
    }
}

/// A decimal number's text (`1.6`) with the language's separator
/// (`1,6` in Spanish and Galician): a length of time, not a score.
pub fn decimal(l: crate::core::language::Language, text: &str) -> String {
    match l {
        crate::core::language::Language::En => text.to_owned(),
        _ => text.replace('.', ","),
    }
}

/// What a table's column code means in `l` ("BH-C1": Buchholz without
/// the lowest result): the screens explain the abbreviations they show. A
/// code it does not know is its own meaning.
pub fn column_meaning(l: crate::core::language::Language, code: &str) -> String {
    let (base, modifier) = code.split_once('-').unwrap_or((code, ""));
    let base = match base {
        "BH" => tr!(l, "column-bh"),
        "SB" => tr!(l, "column-sb"),
        "PS" => tr!(l, "column-ps"),
        "ARO" => tr!(l, "column-aro"),
        "WIN" => tr!(l, "column-win"),
        "WON" => tr!(l, "column-won"),
        "BPG" => tr!(l, "column-bpg"),
        "BWG" => tr!(l, "column-bwg"),
        "DE" => tr!(l, "column-de"),
        "LOT" => tr!(l, "column-lot"),
        "MP" => tr!(l, "column-mp"),
        "GP" => tr!(l, "column-gp"),
        "GR" => tr!(l, "column-gr"),
        "ACC" => tr!(l, "column-acc"),
        _ => return code.to_owned(),
    };
    let cut = match modifier {
        "C1" => tr!(l, "column-cut-c1"),
        "C2" => tr!(l, "column-cut-c2"),
        "M1" => tr!(l, "column-cut-m1"),
        "M2" => tr!(l, "column-cut-m2"),
        _ => return base.to_owned(),
    };
    // "Buchholz (…) sin el peor resultado" says the bracket twice over.
    let name = base.split(" (").next().unwrap_or(base);
    format!("{name} {cut}")
}

#[cfg(test)]
mod figure_tests {
    use super::figure;
    use crate::core::language::Language;

    #[test]
    fn a_half_is_a_half_and_decimals_take_the_languages_separator() {
        assert_eq!(figure(Language::Es, "0.5"), "½");
        assert_eq!(figure(Language::Gl, "14.5"), "14½");
        assert_eq!(figure(Language::En, "2.5"), "2½");
        assert_eq!(figure(Language::Es, "3.25"), "3,25");
        assert_eq!(figure(Language::En, "3.25"), "3.25");
        assert_eq!(figure(Language::Es, "12"), "12");
        assert_eq!(figure(Language::Es, "-0.5"), "-½");
        assert_eq!(figure(Language::Es, "BH-C1"), "BH-C1");
        assert_eq!(super::decimal(Language::Gl, "0.5"), "0,5");
        assert_eq!(super::decimal(Language::En, "0.5"), "0.5");
    }
}
