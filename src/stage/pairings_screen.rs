//! The pairings screen: the last round's pairings with their results as
//! they arrive, and its byes, in up to two columns of lines readable from
//! the back of a hall (40 pairings on a 1080p screen).

use bevy::text::Justify;

use super::layout::Rect as PxRect;
use super::painter::Painter;
use super::*;
use crate::i18n::strings;
use crate::theme::palette;

/// The smallest line, as a fraction of the screen's unit (as the
/// standings screen).
const MIN_LINE: f32 = 1.0 / 24.0;
/// The largest line.
const MAX_LINE: f32 = 1.0 / 12.0;

/// Draws page `page` of the pairings; returns how many pages they take.
pub(super) fn draw_pairings(p: &mut Painter, session: &SessionState, page: usize) -> usize {
    let config = session.0.config();
    let event = session.0.event();
    let t = strings(config.event.language);
    let (w, h) = (p.size.x, p.size.y);
    let margin = 0.03 * w.min(h);
    let unit = super::layout::unit(w, h);
    let round = event.last_round().max(1);

    // A compact head, so that 40 pairings fit a 1080p screen at the
    // readable line height.
    let edge = margin * 0.6;
    // The head is drawn once the pages are known (its title names them).
    let top = p.head_height(unit, true);

    // One line a pairing, then one a bye; two columns on a wide screen when
    // one does not hold them all at a readable size.
    let ties = config.ties_of_round(round);
    let lines: Vec<(String, String, String, String)> =
        crate::live::pairing_lines(&session.0, round)
            .into_iter()
            .map(|l| (l.table, l.white, l.result, l.black))
            .collect();
    let available = h - edge - top;
    let one_column =
        (available / lines.len().max(1) as f32).clamp(unit * MIN_LINE, unit * MAX_LINE);
    let two = w > h && available / one_column < lines.len() as f32;
    let columns = if two { 2 } else { 1 };
    let per_column = lines.len().div_ceil(columns).max(1);
    let gap = margin;
    let col_w = (w - 2.0 * margin - gap * (columns as f32 - 1.0)) / columns as f32;
    // Each column's cells for rows `line` tall: the table's (or tie's)
    // label, the two sides (`stacked`: one over the other, each the
    // column's width), the result.
    let knockout = ties.is_some();
    let cells_w = |line: f32, stacked: bool| {
        let table_w = if knockout {
            (col_w * 0.24).min(line * 7.0)
        } else {
            (line * 1.4).min(col_w * 0.08)
        };
        let result_w = (line * 2.6).min(col_w * 0.16);
        let names = col_w - table_w - result_w;
        (table_w, result_w, if stacked { names } else { names / 2.0 })
    };
    // Rows as tall as the height allows (up to 1/8 of it on one column)
    // until the longest name binds, a name wrapping before it shrinks.
    let longest = lines
        .iter()
        .flat_map(|l| [l.1.chars().count(), l.3.chars().count()])
        .max()
        .unwrap_or(0);
    let max_line = if columns == 1 {
        h.max(unit) / 8.0
    } else {
        unit * MAX_LINE
    };
    let fitted = |stacked: bool| {
        // (Stacked, a pairing's two lines are fitted as two rows.)
        let each = if stacked { 2 } else { 1 };
        super::rows::fit(
            per_column * each,
            available,
            (unit * MIN_LINE, max_line),
            0.6,
            longest,
            |line| cells_w(line, stacked).2 - line * 0.2,
        )
    };
    // A pairing on two lines, one side over the other, where that gives
    // the names larger text (a portrait screen, long names, few pairings)
    // and costs no page.
    let stacked = 2.0 * per_column as f32 * unit * MIN_LINE <= available
        && fitted(true).font > fitted(false).font;
    let rows_fit = fitted(stacked);
    let lines_each = if stacked { 2 } else { 1 };
    let sub = rows_fit.line;
    let line = sub * lines_each as f32;
    let mut fit = ((available / line).floor() as usize).max(2);
    if fit * columns < lines.len() {
        fit -= 1; // room for "… and N more" under the first column
    }
    // What does not fit turns in pages, one every few seconds.
    let per_page = (fit * columns).max(1);
    let pages = lines.len().div_ceil(per_page).max(1);
    let page = page.min(pages - 1);
    // Who has White, said once for every line: the name on the left (or
    // on top, where a line holds the two names one over the other).
    let l = config.event.language;
    let sides = if stacked {
        crate::core::tr!(l, "screen-pairings-white-on-top")
    } else {
        crate::core::tr!(l, "screen-pairings-white-on-the-left")
    };
    let title = if pages > 1 {
        format!(
            "{} · {}/{pages} · {sides}",
            config.round_name(round),
            page + 1
        )
    } else {
        format!("{} · {sides}", config.round_name(round))
    };
    p.head(&config.event.name, &title, unit, true);
    let lines: Vec<_> = lines.into_iter().skip(page * per_page).collect();
    let remaining = lines.len();
    let shown = per_page.min(lines.len());
    let size = rows_fit.font;
    // Results and labels as on one line, as large as their cells hold.
    let figures = (sub * 0.6).min(0.9 * cells_w(sub, stacked).1 / (3.0 * 0.62));
    let (table_w, result_w, side_w) = cells_w(sub, stacked);
    for (i, (table, white, result, black)) in lines.iter().take(shown).enumerate() {
        let (col, row) = (i / fit, i % fit);
        let x = margin + col as f32 * (col_w + gap);
        let y = top + row as f32 * line;
        if row % 2 == 0 {
            p.rect(PxRect::new(x, y, col_w, line), palette::CLOCK_IDLE, 4.0);
        }
        p.text(
            PxRect::new(x, y, table_w * 0.85, line),
            table,
            if knockout { size * 0.8 } else { figures * 0.8 },
            palette::DIM,
            false,
            Justify::Right,
            5.0,
        );
        // The result: on the right of a stacked row, between the two
        // names of a one-line one.
        let result_x = if stacked {
            x + col_w - result_w
        } else {
            x + table_w + side_w
        };
        p.text(
            PxRect::new(result_x, y, result_w, line),
            result,
            figures,
            palette::ACCENT,
            true,
            Justify::Center,
            5.0,
        );
        if stacked {
            // White over Black, each the width of the screen.
            let name_w = side_w - sub * 0.2;
            for (k, name) in [white, black].into_iter().enumerate() {
                p.text(
                    PxRect::new(x + table_w + sub * 0.2, y + k as f32 * sub, name_w, sub),
                    name,
                    size,
                    palette::TEXT,
                    false,
                    Justify::Left,
                    5.0,
                );
            }
            continue;
        }
        p.text(
            PxRect::new(x + table_w, y, side_w - line * 0.2, line),
            white,
            size,
            palette::TEXT,
            false,
            Justify::Right,
            5.0,
        );
        p.text(
            PxRect::new(
                x + table_w + side_w + result_w + line * 0.2,
                y,
                side_w - line * 0.2,
                line,
            ),
            black,
            size,
            palette::TEXT,
            false,
            Justify::Left,
            5.0,
        );
    }
    if shown < remaining {
        p.text(
            PxRect::new(margin, top + fit as f32 * line, w - 2.0 * margin, line),
            &t.and_more(remaining - shown),
            size * 0.8,
            palette::DIM,
            false,
            Justify::Left,
            5.0,
        );
    }
    pages
}
