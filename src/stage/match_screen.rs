//! The match screen: one table of the round on the stage, a school team
//! match's four boards side by side (W-B-W-B) under the two teams and the
//! running match score in game points.

use bevy::text::Justify;

use super::layout::{BoardGeometry, Rect as PxRect};
use super::painter::Painter;
use super::painter::draw_board;
use super::*;
use crate::core::config::Orientation;
use crate::i18n::strings;
use crate::theme::palette;

pub(super) fn draw_match(p: &mut Painter, session: &SessionState, screen: &ScreenConfig) {
    let config = session.0.config();
    let event = session.0.event();
    let t = strings(config.event.language);
    let (w, h) = (p.size.x, p.size.y);
    let (margin, unit) = (p.margin(), p.unit());
    let round = event.staged_round();
    let table = screen.table;
    let title = if round == 0 {
        format!("{} {table}", t.table)
    } else {
        format!("{} {round} · {} {table}", t.round, t.table)
    };
    let top = p.head(&config.event.name, &title, unit, true);
    let (pairings, _) = event.round_pairings(round.max(1));
    let Some(pairing) = pairings.get(table - 1).filter(|_| round > 0) else {
        p.notice(top, t.no_match);
        return;
    };
    // The teams and their game points so far, on one band.
    let names = event.names();
    let name = |n: u32| names.get(n as usize - 1).cloned().unwrap_or_default();
    let score = crate::live::match_score(&session.0, round, pairing.white, pairing.black)
        .map_or_else(|| "–".into(), |s| s.band());
    // A team's name on two lines where one does not hold it.
    let score_w = 0.22 * w;
    let side_w = (w - 2.0 * margin - score_w) / 2.0;
    let font = 0.06 * unit;
    let longest = [pairing.white, pairing.black]
        .map(|n| name(n).chars().count())
        .into_iter()
        .max()
        .unwrap_or(0);
    let band_h = if longest as f32 * 0.6 * font <= side_w {
        0.11 * unit
    } else {
        0.16 * unit
    };
    p.text(
        PxRect::new(margin, top, side_w, band_h),
        &name(pairing.white),
        font,
        palette::TEXT,
        true,
        Justify::Right,
        5.0,
    );
    p.text(
        PxRect::new(margin + side_w, top, score_w, band_h),
        &score,
        font * 1.2,
        palette::ACCENT,
        true,
        Justify::Center,
        5.0,
    );
    p.text(
        PxRect::new(margin + side_w + score_w, top, side_w, band_h),
        &name(pairing.black),
        font,
        palette::TEXT,
        true,
        Justify::Left,
        5.0,
    );
    // The table's boards ("T.1" … "T.4"), in board order.
    let prefix = format!("{table}.");
    let boards: Vec<BoardNo> = BoardNo::all(session.0.boards().len())
        .zip(session.0.boards())
        .filter(|(_, b)| b.label.starts_with(&prefix) || b.label == table.to_string())
        .map(|(board, _)| board)
        .collect();
    // Who has White, under each team: colours alternate by board, the
    // first team White on board 1.
    let l = config.event.language;
    let count = boards.len().max(1);
    let on = |odd: bool| crate::live::white_on_boards(l, count, odd);
    let hint_h = 0.045 * unit;
    for (x, justify, odd) in [
        (margin, Justify::Right, true),
        (margin + side_w + score_w, Justify::Left, false),
    ] {
        if count > 1 || odd {
            p.text(
                PxRect::new(x, top + band_h, side_w, hint_h),
                &on(odd),
                hint_h * 0.7,
                palette::DIM,
                false,
                justify,
                5.0,
            );
        }
    }
    // The zonal phase's unclocked period (seed 001 §6), then the round's
    // time, at the title's right.
    if let Some(&first) = boards.first() {
        let timer = p.text(
            PxRect::new(w * 0.4, margin * 0.6, w * 0.6 - margin, top - margin),
            "",
            0.04 * unit,
            palette::TEXT,
            true,
            Justify::Right,
            5.0,
        );
        p.commands.entity(timer).insert(RoundTimer {
            board: first,
            window_ms: config.game_window_ms,
        });
    }
    let below = top + band_h + hint_h;
    let area = PxRect::new(0.0, below, w, (h - below).max(8.0));
    let cells = match_cells(area, boards.len(), screen.orientation);
    // Each child by name alone (the school is in the band above), or its
    // short name; every name of the match at one size, the largest at
    // which each fits its place on one line or two.
    let teams = [name(pairing.white), name(pairing.black)];
    let child = |full: &str, short: bool| -> String {
        let own = teams
            .iter()
            .find_map(|t| full.strip_suffix(&format!(" ({t})")))
            .unwrap_or(full);
        // A team with fewer children than boards: its seat is empty.
        if teams.iter().any(|t| t == own) {
            return crate::core::tr!(l, "screen-no-player").to_owned();
        }
        p.shorts
            .iter()
            .find(|(long, _)| short && long == own)
            .map_or(own, |(_, short)| short.as_str())
            .to_owned()
    };
    let names: Vec<[[String; 2]; 2]> = boards
        .iter()
        .map(|&board| {
            let game = &session.0.boards()[board.index()].game;
            [false, true].map(|short| {
                [Side::White, Side::Black].map(|s| child(&game.contender(s).name, short))
            })
        })
        .collect();
    // The size every name of the match fits at (each in either place).
    let font_of = |short: usize| {
        let mut font = f32::MAX;
        for (cell, names) in cells.iter().zip(&names) {
            for place in [cell.top, cell.bottom] {
                for name in &names[short] {
                    font = font.min(name_font(name.chars().count(), place.name));
                }
            }
            font = font.min(cell.font * 1.3);
        }
        font
    };
    // A child's short name (`short` in the config) where the full ones
    // would make every name of the match much smaller.
    let short = usize::from(font_of(1) > 1.15 * font_of(0));
    let font = font_of(short);
    for ((cell, &board), names) in cells.iter().zip(&boards).zip(&names) {
        draw_match_board(p, session, board, cell, font, &names[short]);
    }
}

/// Where one side of a match board goes: a square of its colour, the
/// child's name, the clock.
#[derive(Copy, Clone, Debug, PartialEq)]
struct SidePlace {
    swatch: PxRect,
    name: PxRect,
    clock: PxRect,
}

/// One board of the match screen: its number on a line, the
/// side at the top of the board above it, the board, the side at the
/// bottom below it; each side's name as wide as the column, its clock
/// beside the board.
#[derive(Copy, Clone, Debug, PartialEq)]
struct MatchCell {
    label: PxRect,
    top: SidePlace,
    board: BoardGeometry,
    bottom: SidePlace,
    /// The board number's size.
    font: f32,
}

/// The match's `count` boards in `area`: side by side on a landscape
/// screen, two by two on a portrait one; each board as large as leaves
/// its two sides room for a name on up to three lines.
fn match_cells(area: PxRect, count: usize, orientation: Orientation) -> Vec<MatchCell> {
    let count = count.max(1);
    let cols = if area.w >= area.h {
        count
    } else {
        count.min(2)
    };
    let rows = count.div_ceil(cols);
    let (cw, ch) = (area.w / cols as f32, area.h / rows as f32);
    let pad = 0.04 * cw.min(ch);
    let inner = (cw - 2.0 * pad).max(8.0);
    // Label 0.1 of the board's side, each side up to 0.5 of it.
    let side = inner.min((ch - 2.0 * pad) / 2.1).max(8.0);
    let label_h = 0.1 * side;
    let side_h = ((ch - 2.0 * pad - side - label_h) / 2.0).clamp(0.2 * side, 0.5 * side);
    let used = label_h + 2.0 * side_h + side;
    (0..count)
        .map(|k| {
            let (c, r) = (k % cols, k / cols);
            let x = area.x + c as f32 * cw + (cw - side) / 2.0;
            let y = area.y + r as f32 * ch + (ch - used) / 2.0;
            let font = label_h * 0.8;
            // A side: its name (after a square of its colour) on the whole
            // width, its clock on a line of its own next to the board.
            let place = |y: f32, clock_first: bool| {
                let clock_h = (side_h * 0.32).min(font * 2.0);
                let clock_w = (clock_h * 2.4).min(side * 0.4);
                let name_h = side_h - clock_h * 1.1;
                let (clock_y, name_y) = if clock_first {
                    (y, y + clock_h * 1.1)
                } else {
                    (y + name_h + clock_h * 0.1, y)
                };
                let swatch = (font * 0.9).min(name_h * 0.5);
                let gap = swatch * 0.4;
                SidePlace {
                    swatch: PxRect::new(x, name_y + (name_h - swatch) / 2.0, swatch, swatch),
                    name: PxRect::new(
                        x + swatch + gap,
                        name_y,
                        (side - swatch - gap).max(8.0),
                        name_h,
                    ),
                    clock: PxRect::new(x + side - clock_w, clock_y, clock_w, clock_h),
                }
            };
            MatchCell {
                label: PxRect::new(x, y, side, label_h),
                top: place(y + label_h, false),
                board: BoardGeometry {
                    area: PxRect::new(x, y + label_h + side_h, side, side),
                    orientation,
                },
                bottom: place(y + label_h + side_h + side, true),
                font,
            }
        })
        .collect()
}

/// The largest font at which a name of `chars` characters fits `r` on
/// one line, or on two or three (a name wraps before it shrinks).
fn name_font(chars: usize, r: PxRect) -> f32 {
    // A character of the screens' text is about 0.56 of its size wide
    // (0.6 here, so that no name is shrunk below the others by its box);
    // two lines hold a little less than twice one (words break whole).
    let width = chars.max(1) as f32 * 0.6;
    let one = (r.h * 0.6).min(r.w / width);
    let two = (r.h / 2.4).min(1.8 * r.w / width);
    let three = (r.h / 3.6).min(2.6 * r.w / width);
    one.max(two).max(three)
}

/// One board of the match: the board, its number, and each side's colour,
/// child and clock, the result once it ends.
fn draw_match_board(
    p: &mut Painter,
    session: &SessionState,
    board: BoardNo,
    cell: &MatchCell,
    font: f32,
    names: &[String; 2],
) {
    let config = session.0.config();
    let t = strings(config.event.language);
    let game = &session.0.boards()[board.index()].game;
    draw_board(p, &cell.board, game, false);
    let number = session.0.boards()[board.index()]
        .label
        .rsplit('.')
        .next()
        .unwrap_or_default()
        .to_owned();
    p.text(
        cell.label,
        &format!("{} {number}", capitalised(t.board)),
        cell.font,
        palette::DIM,
        true,
        Justify::Left,
        5.0,
    );
    let bottom = cell.board.bottom_side();
    for (side, place) in [(!bottom, cell.top), (bottom, cell.bottom)] {
        // The side's colour, outlined so that White shows on the dark
        // background and Black on the light one.
        let (fill, edge) = if side == Side::White {
            (Color::WHITE, palette::DIM)
        } else {
            (Color::BLACK, palette::DIM)
        };
        p.rect(place.swatch, edge, 4.0);
        let inset = (place.swatch.w * 0.12).max(1.0);
        p.rect(
            PxRect::new(
                place.swatch.x + inset,
                place.swatch.y + inset,
                place.swatch.w - 2.0 * inset,
                place.swatch.h - 2.0 * inset,
            ),
            fill,
            4.1,
        );
        let name = &names[if side == Side::White { 0 } else { 1 }];
        p.text(
            place.name,
            name,
            font,
            palette::TEXT,
            false,
            Justify::Left,
            5.0,
        );
        super::mirrors::draw_clock(
            p,
            place.clock,
            board,
            side,
            game.clock().running_side() == Some(side),
            config.tenths_below_ms,
        );
    }
    // The result over the middle of the finished board, large: "1-0",
    // "½-½", and why.
    if let Some(o) = game.outcome() {
        let reason = t.termination(o.termination);
        let figures = match o.result.pgn() {
            "1/2-1/2" => "½-½",
            other => other,
        };
        let area = cell.board.area;
        let band = PxRect::new(area.x, area.y + area.h * 0.36, area.w, area.h * 0.28);
        p.rect(band, palette::BANNER, 10.0);
        p.text(
            PxRect::new(band.x, band.y, band.w, band.h * 0.6),
            figures,
            band.h * 0.45,
            palette::ACCENT,
            true,
            Justify::Center,
            10.5,
        );
        p.text(
            PxRect::new(band.x, band.y + band.h * 0.58, band.w, band.h * 0.38),
            reason,
            band.h * 0.22,
            palette::TEXT,
            false,
            Justify::Center,
            10.5,
        );
    }
}

/// `word` with its first letter in capitals ("tablero" → "Tablero").
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
