//! A bughouse match on the stage (seed 002): both boards side by side (one
//! above the other on a portrait screen), board 2 turned round so that
//! partners sit on the same side, each player's name, pair, clock and
//! pieces in hand by the board, and the match's result.

use crate::core::bughouse::MatchBoard;
use crate::core::session::session_board;
use crate::core::tr;
use bevy::prelude::*;
use bevy::text::Justify;
use shakmaty::Position;

use super::bughouse_layout::bughouse_layout;
use super::mirrors::draw_clock;
use super::painter::{Painter, draw_pocket, draw_position};
use super::*;
use crate::core::bughouse::{Deed, Pair};
use crate::theme::palette;

pub(super) fn draw_bughouse(p: &mut Painter, session: &SessionState, index: usize) {
    let config = session.0.config();
    let l = config.event.language;
    let t = crate::i18n::strings(l);
    let Some(linked) = session.0.matches().get(index) else {
        return;
    };
    let game = &linked.game;
    let u = p.unit();
    let layout = bughouse_layout(p.size.x, p.size.y);
    let staged = session.0.event().staged_round();
    let round = if staged > 0 {
        config.round_name(staged)
    } else {
        config.event.round.clone()
    };
    // The pairs by the table: partners sit on the same side, pair A at
    // the bottom of the screen, so the bars name the players alone.
    let table = format!(
        "{} {}: {} – {}",
        tr!(l, "bughouse-screen-table"),
        linked.label,
        game.pair_name(Pair::A),
        game.pair_name(Pair::B)
    );
    p.text(
        layout.title,
        &text::title(&[&config.event.name, &round, &table]),
        0.034 * u,
        palette::DIM,
        false,
        Justify::Left,
        5.0,
    );
    for (b, place) in MatchBoard::BOTH.into_iter().zip(&layout.boards) {
        let last = game.moves(b).filter(|m| m.deed == Deed::Move).last();
        draw_position(
            p,
            &place.board,
            game.position(b),
            last.map(|m| m.uci.as_str()),
            false,
        );
        let pockets = game.position(b).pockets().copied().unwrap_or_default();
        let bottom = place.board.bottom_side();
        for (bar, side) in [(0, !bottom), (1, bottom)] {
            // The name on the first line, the pieces in hand on the
            // second; the clock on the right of both.
            p.text(
                place.name(bar),
                game.player(b, side),
                0.036 * u,
                palette::TEXT,
                true,
                Justify::Left,
                5.0,
            );
            draw_pocket(p, place.pocket(bar), &pockets, side);
            draw_clock(
                p,
                place.clock(bar),
                session_board(index, b),
                side,
                game.clock(b).running_side() == Some(side),
                config.tenths_below_ms,
            );
        }
    }
    // The banner: the match's result, or a piece that may be taken off.
    let banner = layout.banner;
    let said = if let Some(o) = game.outcome() {
        let how = t.termination(o.termination());
        let on = o.board.map_or(String::new(), |b| {
            format!(" · {} {}", tr!(l, "bughouse-screen-board"), b.number())
        });
        Some(match o.winner {
            Some(pair) => format!(
                "{} · {} {} · {how}{on}",
                o.result.pgn(),
                tr!(l, "bughouse-screen-won-by"),
                game.pair_name(pair)
            ),
            None => format!("½-½ · {} · {how}{on}", tr!(l, "bughouse-screen-draw")),
        })
    } else {
        MatchBoard::BOTH
            .into_iter()
            .find(|&b| game.board_match().checking_drop(b).is_some())
            .map(|b| {
                tr!(
                    l,
                    "bughouse-screen-board-b-piece-dropped-with",
                    b = b.number()
                )
            })
    };
    if let Some(text) = said {
        p.text(
            banner,
            &text,
            0.05 * u,
            palette::ACCENT,
            true,
            Justify::Center,
            5.0,
        );
    }
}
