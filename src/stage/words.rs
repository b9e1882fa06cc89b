//! The screens' pure text helpers: side names, a finished game's banner,
//! the illegal-move count under each event's policy.

use shakmaty::Color as Side;

use crate::core::game::Game;
use crate::core::rules::GameResult;
use crate::core::tr;
use crate::i18n::Strings;

/// A figure of a table (`2.5`, `0.5`, `3.25`, `12`) as a hall reads it
/// in `l`: a half as `½` (`2½`, `½`), other decimals with the language's
/// separator (`3,25` in Spanish and Galician); anything else as it is.
pub(crate) fn figure(l: crate::core::language::Language, text: &str) -> String {
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

/// What a table's column code means in `l` ("BH-C1": Buchholz without
/// the lowest result): the screens explain the abbreviations they show. A
/// code it does not know is its own meaning.
pub(crate) fn column_meaning(l: crate::core::language::Language, code: &str) -> String {
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

pub(super) fn side_name(t: &Strings, side: Side) -> &'static str {
    if side == Side::White {
        t.white
    } else {
        t.black
    }
}

/// The banner of a finished game: headline, winner's name, reason.
pub(super) fn result_text(t: &Strings, game: &Game) -> Option<(String, String, String)> {
    let o = game.outcome()?;
    let headline = match o.winner {
        Some(Side::White) => t.white_wins,
        Some(Side::Black) => t.black_wins,
        None => t.draw,
    };
    let winner_name = o
        .winner
        .map(|w| game.contender(w).name.clone())
        .unwrap_or_default();
    let mut reason = t.termination(o.termination).to_owned();
    if o.result == GameResult::Draw && o.winner.is_some() {
        reason = format!("{reason} — {}", t.armageddon_draw);
    }
    if let Some(r) = &o.reason {
        reason = format!("{reason}: {r}");
    }
    Some((
        headline.to_owned(),
        winner_name,
        format!("{} · {reason}", o.result.pgn()),
    ))
}

pub(super) fn illegal_text(t: &Strings, game: &Game, side: Side) -> String {
    let count = game.illegal()[side];
    match game.rules().illegal.lose_at {
        // The first illegal move loses: no allowance to count against.
        Some(1) => format!("{} ({})", t.illegal_first_loses, count),
        Some(limit) => format!("{}: {count}/{}", t.illegal, limit - 1),
        None => format!("{}: {count}", t.illegal),
    }
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
    }
}
