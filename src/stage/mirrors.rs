//! A mirrors screen's cell: one of the other boards, small, with its
//! clocks and names.

use crate::core::bughouse::MatchBoard;
use crate::core::ids::BoardNo;
use crate::core::session::in_match;
use bevy::prelude::*;
use bevy::text::Justify;
use shakmaty::Position;

use super::mirror_layout::MirrorCell;
use super::painter::{Painter, draw_board, draw_pocket, draw_position};
use super::text::side_name;
use super::*;
use crate::i18n::strings;
use crate::theme::palette;

/// A clock of session board `board`: its box and digits, which the stage
/// keeps current every frame, framed while it runs.
pub(super) fn draw_clock(
    p: &mut Painter,
    rect: PxRect,
    board: BoardNo,
    side: Side,
    running: bool,
    tenths_below_ms: u64,
) {
    let clock_box = p.rect(rect, palette::CLOCK_IDLE, 4.0);
    p.commands
        .entity(clock_box)
        .insert(ClockBox { board, side });
    // The digits keep clear of the running frame drawn inside the box.
    let frame = rect.running_frame();
    let margin = frame + rect.h * 0.05;
    let digits = p.text(
        PxRect::new(rect.x + margin, rect.y, rect.w - 2.0 * margin, rect.h),
        "",
        rect.h * 0.8,
        palette::TEXT,
        true,
        Justify::Center,
        5.0,
    );
    p.commands.entity(digits).insert(ClockDigits {
        board,
        side,
        tenths_below_ms,
    });
    if running {
        p.frame(rect, frame, palette::RUNNING_FRAME, 4.5);
    }
}

pub(super) fn draw_mirror(
    p: &mut Painter,
    session: &SessionState,
    board_no: BoardNo,
    cell: &MirrorCell,
) {
    let config = session.0.config();
    let t = strings(config.event.language);
    let Some(board) = session.0.boards().get(board_no.index()) else {
        draw_linked_mirror(p, session, board_no, cell);
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
        draw_clock(
            p,
            clock_rect,
            board_no,
            side,
            game.clock().running_side() == Some(side),
            config.tenths_below_ms,
        );
    }
    let shown = match (game.outcome(), game.flag_shown()) {
        (Some(o), _) => {
            let reason = t.termination(o.termination);
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

/// A board of a bughouse match in a mirrors cell (session board `board`
/// is a board of a match: [`in_match`]); board 2 is turned round so that
/// partners sit on the same side, each side's pieces in hand by its name.
fn draw_linked_mirror(p: &mut Painter, session: &SessionState, board: BoardNo, cell: &MirrorCell) {
    let config = session.0.config();
    let t = strings(config.event.language);
    let (k, b) = in_match(board);
    let Some(linked) = session.0.matches().get(k) else {
        return;
    };
    let game = &linked.game;
    let mut geo = cell.board;
    if b == MatchBoard::Second {
        geo.orientation = match geo.orientation {
            crate::core::config::Orientation::WhiteBottom => {
                crate::core::config::Orientation::BlackBottom
            }
            crate::core::config::Orientation::BlackBottom => {
                crate::core::config::Orientation::WhiteBottom
            }
        };
    }
    let last = game
        .moves(b)
        .filter(|m| m.deed == crate::core::bughouse::Deed::Move)
        .last();
    draw_position(
        p,
        &geo,
        game.position(b),
        last.map(|m| m.uci.as_str()),
        false,
    );
    let f = cell.font;
    let label = cell.label;
    p.text(
        PxRect::new(label.x, label.y, label.w * 0.4, label.h),
        &format!("{} · {}", linked.label, b.letter()),
        f,
        palette::DIM,
        true,
        Justify::Left,
        5.0,
    );
    let bottom = geo.bottom_side();
    let pockets = game.position(b).pockets().copied().unwrap_or_default();
    let bottom_pocket = PxRect::new(
        cell.bottom_name.x,
        cell.bottom_name.y + cell.bottom_name.h,
        cell.bottom_name.w,
        label.h,
    );
    let top_pocket = PxRect::new(label.x + label.w * 0.4, label.y, label.w * 0.6, label.h);
    for (side, name_rect, clock_rect, pocket) in [
        (!bottom, cell.top_name, cell.top_clock, top_pocket),
        (bottom, cell.bottom_name, cell.bottom_clock, bottom_pocket),
    ] {
        p.text(
            name_rect,
            game.player(b, side),
            f,
            palette::TEXT,
            false,
            Justify::Left,
            5.0,
        );
        draw_pocket(p, pocket, &pockets, side);
        draw_clock(
            p,
            clock_rect,
            board,
            side,
            game.clock(b).running_side() == Some(side),
            config.tenths_below_ms,
        );
    }
    if let Some(o) = game.outcome() {
        let reason = t.termination(o.termination());
        p.text(
            cell.result,
            &format!("{} · {reason}", o.board_result(b).pgn()),
            f * 1.1,
            palette::ACCENT,
            true,
            Justify::Left,
            5.0,
        );
    }
}
