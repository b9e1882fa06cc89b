//! The crosstable screen: a league's entrants in the table's order, each
//! row what it scored against each column's entrant (numbered as the rows),
//! the diagonal shaded, and the points at the end.

use bevy::text::Justify;

use super::layout::Rect as PxRect;
use super::painter::Painter;
use super::*;
use crate::core::tournament::crosstable::crosstable;
use crate::i18n::strings;
use crate::theme::palette;

pub(super) fn draw_crosstable(p: &mut Painter, session: &SessionState) {
    let config = session.0.config();
    let event = session.0.event();
    let l = config.event.language;
    let t = strings(l);
    let (w, h) = (p.size.x, p.size.y);
    let (margin, unit) = (p.margin(), p.unit());
    let title = l.pick("Tabla cruzada", "Táboa cruzada", "Crosstable");
    let top = p.head(&config.event.name, title, unit, true);
    let table = crate::live::shown_table(&session.0);
    let x = crosstable(config, event, &table);
    let n = x.rows.len().max(1);
    // A header line and one line a row, no taller than a twelfth of the
    // screen's unit.
    let line = ((h - top - margin) / (n as f32 + 1.0)).min(unit / 12.0);
    let font = line * 0.55;
    let width = w - 2.0 * margin;
    let number_w = 0.05 * width;
    let points_w = 0.08 * width;
    let name_w = 0.3 * width;
    let cell_w = (width - number_w - name_w - points_w) / n as f32;
    let cell_x = margin + number_w + name_w;
    // Header: the column numbers and the points' heading.
    for j in 0..n {
        p.text(
            PxRect::new(cell_x + j as f32 * cell_w, top, cell_w, line),
            &(j + 1).to_string(),
            font,
            palette::DIM,
            true,
            Justify::Center,
            5.0,
        );
    }
    p.text(
        PxRect::new(margin + width - points_w, top, points_w, line),
        t.points,
        font,
        palette::DIM,
        true,
        Justify::Right,
        5.0,
    );
    for (i, row) in x.rows.iter().enumerate() {
        let y = top + line * (i as f32 + 1.0);
        if i % 2 == 0 {
            p.rect(
                PxRect::new(margin, y, width, line),
                palette::CLOCK_IDLE,
                1.0,
            );
        }
        p.text(
            PxRect::new(margin, y, number_w * 0.8, line),
            &(i + 1).to_string(),
            font,
            palette::DIM,
            false,
            Justify::Right,
            5.0,
        );
        p.text(
            PxRect::new(margin + number_w, y, name_w * 0.95, line),
            &row.name,
            font,
            palette::TEXT,
            i == 0,
            Justify::Left,
            5.0,
        );
        for j in 0..n {
            let cell = PxRect::new(cell_x + j as f32 * cell_w, y, cell_w, line);
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
                p.text(cell, text, font, palette::TEXT, false, Justify::Center, 5.0);
            }
        }
        p.text(
            PxRect::new(margin + width - points_w, y, points_w, line),
            &row.points,
            font,
            palette::ACCENT,
            true,
            Justify::Right,
            5.0,
        );
    }
}
