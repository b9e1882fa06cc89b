//! A mirrors screen's cell: one of the other boards, small, with its
//! clocks and names.

use bevy::prelude::*;
use bevy::text::Justify;

use super::layout::MirrorCell;
use super::painter::{Painter, draw_board};
use super::words::side_name;
use super::*;
use crate::i18n::strings;
use crate::theme::palette;

pub(super) fn draw_mirror(
    p: &mut Painter,
    session: &SessionState,
    index: usize,
    cell: &MirrorCell,
) {
    let config = session.0.config();
    let t = strings(config.event.language);
    let Some(board) = session.0.boards().get(index) else {
        return;
    };
    let game = &board.game;
    draw_board(p, &cell.board, game, false);
    let f = cell.font;
    p.text(
        cell.label,
        &board.label,
        f,
        palette::DIM,
        true,
        Justify::Left,
        5.0,
    );
    let bottom = cell.board.bottom_side();
    for (side, name_rect, clock_rect) in [
        (!bottom, cell.top_name, cell.top_clock),
        (bottom, cell.bottom_name, cell.bottom_clock),
    ] {
        let mover = game
            .mover(side)
            .map(|m| format!(" · {m}"))
            .unwrap_or_default();
        p.text(
            name_rect,
            &format!("{}{mover}", game.contender(side).name),
            f,
            palette::TEXT,
            false,
            Justify::Left,
            5.0,
        );
        let clock_box = p.rect(clock_rect, palette::CLOCK_IDLE, 4.0);
        p.commands
            .entity(clock_box)
            .insert(ClockBox { board: index, side });
        let digits = p.text(
            clock_rect,
            "",
            clock_rect.h * 0.8,
            palette::TEXT,
            true,
            Justify::Center,
            5.0,
        );
        p.commands.entity(digits).insert(ClockDigits {
            board: index,
            side,
            tenths_below_ms: config.tenths_below_ms,
        });
        if game.clock().running_side() == Some(side) {
            p.frame(
                clock_rect,
                (clock_rect.h * 0.05).max(2.0),
                palette::RUNNING_FRAME,
                4.5,
            );
        }
    }
    let shown = match (game.outcome(), game.flag_shown()) {
        (Some(o), _) => {
            let reason = (t.termination)(o.termination);
            Some(match o.winner {
                Some(w) => format!("{} · {} · {reason}", o.result.pgn(), side_name(t, w)),
                None => format!("{} · {reason}", o.result.pgn()),
            })
        }
        (None, Some((side, _))) => Some(format!("⚑ {} · {}", t.flag, side_name(t, side))),
        (None, None) => None,
    };
    if let Some(text) = shown {
        p.text(
            cell.result,
            &text,
            f * 1.1,
            palette::ACCENT,
            true,
            Justify::Left,
            5.0,
        );
    }
}
