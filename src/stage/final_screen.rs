//! The final's screen: one board, large, with both clocks, the teams,
//! who executes the next move, the last moves and the result banner.

use bevy::prelude::*;
use bevy::text::Justify;
use shakmaty::{Color as Side, Position, Square};

use super::final_layout::{FINAL_NAME, final_layout_for};
use super::layout::Rect as PxRect;
use super::painter::{Painter, captured_by, draw_board};
use super::text::{illegal_text, result_text, side_name};
use super::*;
use crate::core::clock::ClockState;
use crate::core::view::last_moves_text;
use crate::i18n::strings;
use crate::theme::palette;

pub(super) fn draw_final(
    p: &mut Painter,
    session: &SessionState,
    screen: &ScreenConfig,
    slide: bool,
) {
    let config = session.0.config();
    let t = strings(config.event.language);
    let board_index = screen.boards[0];
    let Some(board) = session.0.boards().get(board_index.index()) else {
        return;
    };
    let game = &board.game;
    let longest = [Side::White, Side::Black]
        .iter()
        .map(|&side| game.contender(side).name.chars().count())
        .max()
        .unwrap_or(0);
    let l = final_layout_for(p.size.x, p.size.y, screen.orientation, longest);
    // Every size is a fraction of the layout's unit (the height of a 16:9
    // screen), so that 4:3 and portrait screens keep the proportions.
    let u = l.unit;
    // Names and the next mover are sized by the screen's height.
    let measure = l.name_measure();

    // A staged round is named by the event ("Ronda 3", "Semifinales"),
    // not by the config's own round.
    let staged = session.0.event().staged_round();
    let round = if staged > 0 {
        config.round_name(staged)
    } else {
        config.event.round.clone()
    };
    let title = text::title(&[&config.event.name, &round, &board.label]);
    p.text(
        l.title,
        &title,
        0.032 * u,
        palette::DIM,
        false,
        Justify::Left,
        5.0,
    );

    draw_board(p, &l.board, game, slide);
    let coord_size = 0.026 * u;
    for i in 0..8u32 {
        let file = shakmaty::File::new(i);
        let rank = shakmaty::Rank::new(i);
        let fr = l
            .board
            .square(Square::from_coords(file, shakmaty::Rank::First));
        p.text(
            PxRect::new(fr.x, l.files.y, fr.w, l.files.h),
            &file.char().to_string(),
            coord_size,
            palette::DIM,
            false,
            Justify::Center,
            5.0,
        );
        let rr = l.board.square(Square::from_coords(shakmaty::File::A, rank));
        p.text(
            PxRect::new(l.ranks.x, rr.y, l.ranks.w, rr.h),
            &rank.char().to_string(),
            coord_size,
            palette::DIM,
            false,
            Justify::Center,
            5.0,
        );
    }

    let playing = game.outcome().is_none();
    let to_move = game.position().turn();
    // A fallen flag: the game's end, or (where the arbiter decides flags)
    // the stage's clock at 0:00 waiting for the arbiter.
    let flag = match game.outcome() {
        Some(o) if o.termination == crate::core::rules::Termination::Flag => {
            Some(if game.clock().remaining_ms(Side::White, o.at_ms) == 0 {
                Side::White
            } else {
                Side::Black
            })
        }
        Some(_) => None,
        None => game.flag_shown().map(|(side, _)| side),
    };
    for side in [Side::White, Side::Black] {
        let panel = *l.panel(side);
        let contender = game.contender(side);
        // The name alone, 1/20 of the height, on up to three lines; which
        // side it plays is said on the smaller line under it.
        p.text(
            panel.name,
            &contender.name,
            FINAL_NAME * measure * 1.06,
            palette::TEXT,
            true,
            Justify::Left,
            5.0,
        );
        if let Some(rotation) = &contender.rotation {
            // Only the team to move shows who moves now; the other shows
            // who will execute its next move.
            if let Some(current) = rotation.current().filter(|_| playing) {
                let (text, color, size) = if side == to_move {
                    (
                        format!("▶ {}: {current}", t.mover),
                        palette::ACCENT,
                        // (Asked 6 % larger, as the names: drawn sizes
                        // come from a ladder of 6 % steps.)
                        FINAL_NAME * measure * 1.06,
                    )
                } else {
                    (
                        format!("{}: {current}", t.next),
                        palette::DIM,
                        0.04 * measure,
                    )
                };
                p.text(
                    panel.mover,
                    &text,
                    size,
                    color,
                    side == to_move,
                    Justify::Left,
                    5.0,
                );
            }
            let order: Vec<String> = rotation
                .order()
                .map(|n| {
                    if rotation.is_absent(n) {
                        format!("{n} ({})", t.absent)
                    } else {
                        n.to_owned()
                    }
                })
                .collect();
            let next = rotation
                .following()
                .filter(|_| playing && side == to_move)
                .map(|n| format!("{}: {n} · ", t.next))
                .unwrap_or_default();
            p.text(
                panel.rotation,
                &format!("{next}{}", order.join(" → ")),
                (0.03 * u).min(0.8 * panel.rotation.h),
                palette::DIM,
                false,
                Justify::Left,
                5.0,
            );
        }
        let captured = captured_by(game, side);
        p.text(
            panel.illegal,
            &format!(
                "{} · {}   {captured}",
                side_name(t, side),
                illegal_text(t, game, side)
            ),
            (0.03 * u).min(0.8 * panel.illegal.h),
            palette::DIM,
            false,
            Justify::Left,
            5.0,
        );

        let clock_box = p.rect(panel.clock, palette::CLOCK_IDLE, 4.0);
        p.commands.entity(clock_box).insert(ClockBox {
            board: board_index,
            side,
        });
        // A fallen flag stands beside the digits, not over them.
        let flagged = flag == Some(side);
        let (digits_rect, flag_rect) = if flagged {
            let c = panel.clock;
            (
                PxRect::new(c.x, c.y, c.w * 0.72, c.h),
                PxRect::new(c.x + c.w * 0.72, c.y, c.w * 0.28, c.h),
            )
        } else {
            (panel.clock, panel.clock)
        };
        let digits = p.text(
            digits_rect.inset(0.02),
            "",
            l.clock_font,
            palette::TEXT,
            true,
            Justify::Center,
            5.0,
        );
        p.commands.entity(digits).insert(ClockDigits {
            board: board_index,
            side,
            tenths_below_ms: config.tenths_below_ms,
        });
        if flagged {
            p.text(
                flag_rect.inset(0.04),
                &format!("⚑\n{}", t.flag),
                0.05 * u,
                palette::ACCENT,
                true,
                Justify::Center,
                6.0,
            );
        }
    }
    // The side to move: an arrow beside its clock (also in an unclocked
    // period or a pause), and a frame while its clock runs.
    let started = game.clock().state() != ClockState::Idle;
    if playing && started {
        let clock = l.panel(to_move).clock;
        p.text(
            PxRect::new(clock.x - 0.05 * u, clock.y, 0.05 * u, clock.h),
            "▶",
            0.045 * u,
            palette::RUNNING_FRAME,
            true,
            Justify::Center,
            5.0,
        );
    }
    if let Some(running) = game.clock().running_side() {
        let clock = l.panel(running).clock;
        p.frame(clock, 0.008 * u, palette::RUNNING_FRAME, 4.5);
    }

    // The middle: the Armageddon notice and the last moves, down to the
    // clock below (or the screen's bottom); or the moves in their own band
    // under the board. A taller place shows more moves.
    let m = l.middle;
    let under = l.moves.h > 0.0;
    // The game's own rules: a knockout's Armageddon after a league that
    // has none.
    let armageddon = game.rules().armageddon;
    // Larger on a portrait screen, whose middle is tall.
    let wanted = if l.width < l.height { 0.045 } else { 0.034 };
    let rows = match (armageddon, under) {
        (true, false) => 3.0,
        (true, true) => 2.0,
        (false, _) => 1.5,
    };
    let middle_font = (wanted * u).min(m.h / rows * 0.8);
    let line = middle_font * 1.25;
    let mut y = m.y;
    if armageddon {
        let notice_h = if under {
            m.h
        } else {
            (2.0 * line).min(m.h * 0.5)
        };
        p.text(
            PxRect::new(m.x, y, m.w, notice_h),
            t.armageddon,
            (0.03 * u).min(notice_h * 0.42),
            palette::ACCENT,
            true,
            Justify::Left,
            5.0,
        );
        y += notice_h;
    }
    // The round's time left, at the title's right.
    let timer = p.text(
        l.timer,
        "",
        0.032 * u,
        palette::TEXT,
        false,
        Justify::Right,
        5.0,
    );
    p.commands.entity(timer).insert(RoundTimer {
        board: board_index,
        window_ms: config.game_window_ms,
    });
    // The moves from under the notice, as many lines as they take (up to
    // three), not centred in an empty band.
    let (moves_rect, moves_font) = if under {
        let font = (0.04 * l.height).min(l.moves.h / 3.0 * 0.8);
        (l.moves, font)
    } else {
        let h = (m.y + m.h - y).clamp(line, 3.0 * line);
        (PxRect::new(m.x, y, m.w, h), middle_font)
    };
    // As many moves as the lines hold (a move pair is about 14
    // characters), at least the last six.
    let lines = (moves_rect.h / (1.25 * moves_font)).floor().max(1.0);
    let per_line = moves_rect.w / (0.6 * moves_font);
    let count = ((lines * per_line / 7.0) as usize).clamp(6, 60);
    let not_started = matches!(game.clock().state(), ClockState::Idle);
    let moves = last_moves_text(game, count, config.event.notation, config.piece_letters());
    let status = match (not_started, moves.is_empty()) {
        (true, true) => t.not_started.to_owned(),
        (true, false) => format!("{} · {moves}", t.not_started),
        _ => moves,
    };
    p.text(
        moves_rect,
        &status,
        moves_font,
        palette::DIM,
        false,
        Justify::Left,
        5.0,
    );

    // A pause is large and unmistakable: across the board's middle.
    if playing && matches!(game.clock().state(), ClockState::Paused { .. }) {
        let a = l.board.area;
        let r = PxRect::new(a.x + a.w * 0.1, a.y + a.h * 0.4, a.w * 0.8, a.h * 0.2);
        p.rect(r, palette::BANNER, 10.0);
        p.frame(r, 0.006 * u, palette::ACCENT, 10.5);
        p.text(
            r.inset(0.06),
            t.paused,
            0.09 * u,
            palette::ACCENT,
            true,
            Justify::Center,
            11.0,
        );
    }

    if let Some((headline, name, reason)) = result_text(t, game) {
        p.rect(l.banner, palette::BANNER, 10.0);
        p.frame(l.banner, 0.006 * u, palette::ACCENT, 10.5);
        let b = l.banner;
        let row = |from: f32, to: f32| PxRect::new(b.x, b.y + b.h * from, b.w, b.h * (to - from));
        p.text(
            row(0.04, 0.42),
            &headline,
            0.075 * u,
            palette::ACCENT,
            true,
            Justify::Center,
            11.0,
        );
        p.text(
            row(0.42, 0.68),
            &name,
            0.05 * u,
            palette::TEXT,
            true,
            Justify::Center,
            11.0,
        );
        p.text(
            row(0.70, 0.94),
            &reason,
            0.03 * u,
            palette::TEXT,
            false,
            Justify::Center,
            11.0,
        );
    }
}
