//! The screens' pure text helpers: a screen's title, side names, a
//! finished game's banner, the illegal-move count under each event's
//! policy.

use crate::core::game::Game;
use crate::core::rules::GameResult;
use crate::i18n::Strings;
use shakmaty::Color as Side;

/// The screen's title from the event's name, its round and the board's
/// label, each part shown once: a part already said by an earlier one
/// ("Final" after "MegXadrez — Gran final"), an empty part and a bare board
/// number are left out.
pub fn title(parts: &[&str]) -> String {
    let mut kept: Vec<&str> = Vec::new();
    for part in parts.iter().map(|p| p.trim()) {
        if part.is_empty() || part.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        let lower = part.to_lowercase();
        if kept.iter().any(|k| k.to_lowercase().contains(&lower)) {
            continue;
        }
        kept.push(part);
    }
    kept.join(" · ")
}

pub(super) fn side_name(t: &Strings, side: Side) -> &'static str {
    if side == Side::White {
        t.white
    } else {
        t.black
    }
}

/// The banner of a finished game: headline, winner's name, reason.
pub(crate) fn result_text(t: &Strings, game: &Game) -> Option<(String, String, String)> {
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
mod tests {
    use super::*;

    #[test]
    fn a_title_says_each_thing_once() {
        // Seen: "MegXadrez — Gran final · Final · Gran final" and a bare "· 1".
        assert_eq!(
            title(&["MegXadrez — Gran final", "Final", "Gran final"]),
            "MegXadrez — Gran final"
        );
        assert_eq!(
            title(&["Liga infantil", "Xornada 3", "1"]),
            "Liga infantil · Xornada 3"
        );
        assert_eq!(
            title(&["Circuito rápido", "", "Mesa 4"]),
            "Circuito rápido · Mesa 4"
        );
    }
}
