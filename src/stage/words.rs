//! The screens' pure text helpers: side names, a finished game's banner,
//! the illegal-move count under each event's policy.

use shakmaty::Color as Side;

use crate::core::game::Game;
use crate::core::rules::GameResult;
use crate::i18n::Strings;

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
