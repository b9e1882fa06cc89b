//! The crosstable screen: a league's entrants in the table's order, each
//! row what it scored against each column's entrant (numbered as the rows),
//! the diagonal shaded, and the points at the end. Rows as tall as the
//! screen allows until the longest name binds; where that gives larger
//! names (a portrait screen), each entrant's name on a line of its own
//! above its results.

use crate::core::tr;
use bevy::text::Justify;

use super::layout::Rect as PxRect;
use super::painter::Painter;
use super::*;
use crate::core::tournament::crosstable::crosstable;
use crate::i18n::strings;
use crate::theme::palette;

/// A result cell is at least this many rows' heights wide.
const CELL: f32 = 1.1;
/// The place number's column, in rows' heights.
const NUMBER: f32 = 1.0;
/// The points' column, in rows' heights.
const POINTS: f32 = 1.6;

pub(super) fn draw_crosstable(p: &mut Painter, session: &SessionState) {
    let config = session.0.config();
    let event = session.0.event();
    let l = config.event.language;
    let t = strings(l);
    let (w, h) = (p.size.x, p.size.y);
    let (margin, unit) = (p.margin(), p.unit());
    let title = tr!(l, "crosstable-screen-crosstable");
    let top = p.head(&config.event.name, title, unit, true);
    let table = crate::live::shown_table(&session.0);
    let x = crosstable(config, event, &table);
    let n = x.rows.len().max(1);
    let width = w - 2.0 * margin;
    let avail = h - top - margin;
    let longest = x
        .rows
        .iter()
        .map(|r| r.name.chars().count())
        .max()
        .unwrap_or(1);
    let (min_line, max_line) = (unit / 24.0, h.max(unit) / 8.0);
    // Beside: a line an entrant, its name between its number and its
    // results. Stacked: its name on a line of its own, its results below,
    // with no taller lines than its results' row holds.
    let fixed = |line: f32| line * (NUMBER + POINTS + CELL * n as f32);
    let beside = super::rows::fit(n + 1, avail, (min_line, max_line), 0.55, longest, |line| {
        (width - fixed(line)).max(0.0)
    });
    let stacked_max = (width / (NUMBER + POINTS + CELL * n as f32)).min(max_line);
    let stacked = super::rows::fit(
        2 * n + 1,
        avail,
        (min_line.min(stacked_max), stacked_max),
        0.55,
        longest,
        |line| width - NUMBER * line,
    );
    let stack = stacked.font > 1.1 * beside.font;
    let rows = if stack { stacked } else { beside };
    let line = rows.line;
    let figures = line * 0.55;
    let number_w = NUMBER * line;
    let points_w = POINTS * line;
    // The name's column: as wide as the longest name needs on the lines it
    // takes, the rest shared by the result cells (up to two rows' heights).
    let need = rows.name_width(longest) + 0.3 * line;
    let (name_w, cell_w) = if stack {
        let cell_w = ((width - number_w - points_w) / n as f32).min(2.0 * line);
        (width - number_w, cell_w)
    } else {
        let free = width - fixed(line);
        let name_w = need.min(free);
        let cell_w = ((width - number_w - points_w - name_w) / n as f32).min(2.0 * line);
        (width - number_w - points_w - n as f32 * cell_w, cell_w)
    };
    let cell_x = margin + number_w + if stack { 0.0 } else { name_w };
    let points_x = cell_x + n as f32 * cell_w;
    let row_h = if stack { 2.0 * line } else { line };
    // Header: the column numbers and the points' heading.
    for j in 0..n {
        p.text(
            PxRect::new(cell_x + j as f32 * cell_w, top, cell_w, line),
            &(j + 1).to_string(),
            figures,
            palette::DIM,
            true,
            Justify::Center,
            5.0,
        );
    }
    p.text(
        PxRect::new(points_x, top, points_w, line),
        t.points,
        figures * 0.8,
        palette::DIM,
        true,
        Justify::Right,
        5.0,
    );
    for (i, row) in x.rows.iter().enumerate() {
        let y = top + line + row_h * i as f32;
        let results_y = if stack { y + line } else { y };
        if i % 2 == 0 {
            p.rect(
                PxRect::new(margin, y, points_x + points_w - margin, row_h),
                palette::CLOCK_IDLE,
                1.0,
            );
        }
        p.text(
            PxRect::new(margin, y, number_w * 0.8, line),
            &(i + 1).to_string(),
            figures,
            palette::DIM,
            false,
            Justify::Right,
            5.0,
        );
        p.text(
            PxRect::new(margin + number_w, y, name_w - 0.2 * line, line),
            &row.name,
            rows.font,
            palette::TEXT,
            i == 0,
            Justify::Left,
            5.0,
        );
        for j in 0..n {
            let cell = PxRect::new(cell_x + j as f32 * cell_w, results_y, cell_w, line);
            if i == j {
                p.rect(
                    PxRect::new(cell.x + 2.0, cell.y + 2.0, cell.w - 4.0, cell.h - 4.0),
                    palette::DIM,
                    2.0,
                );
                continue;
            }
            let text = x.cells[i].get(j).map(String::as_str).unwrap_or("");
            if !text.is_empty() {
                p.text(
                    cell,
                    text,
                    figures,
                    palette::TEXT,
                    false,
                    Justify::Center,
                    5.0,
                );
            }
        }
        p.text(
            PxRect::new(points_x, results_y, points_w, line),
            &row.points,
            figures,
            palette::ACCENT,
            true,
            Justify::Right,
            5.0,
        );
    }
}
