//! The categories screen (seed 004): each age category's trophy and who
//! takes it — the best-placed player of the category without another
//! trophy — with the place in the standings, for the prize-giving.

use bevy::text::Justify;

use super::layout::Rect as PxRect;
use super::painter::Painter;
use super::*;
use crate::theme::palette;

/// The year on the day, from the wall clock (the screen's edge).
fn this_year() -> i32 {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    crate::core::pgn::date_of(secs)[..4].parse().unwrap_or(2026)
}

pub(super) fn draw_categories(p: &mut Painter, session: &SessionState) {
    let config = session.0.config();
    let l = config.event.language;
    let (w, h) = (p.size.x, p.size.y);
    let (margin, unit) = (p.margin(), p.unit());
    let title = l.pick(
        "Trofeos por categoría",
        "Trofeos por categoría",
        "Category trophies",
    );
    let top = p.head(&config.event.name, title, unit, false);
    let t = &config.tournament;
    if t.categories.is_empty() {
        p.notice(
            top,
            l.pick(
                "Este torneo no tiene categorías: `categories` en [tournament]",
                "Este torneo non ten categorías: `categories` en [tournament]",
                "This event has no categories: `categories` in [tournament]",
            ),
        );
        return;
    }
    // The general prizes first (the first places), then each category's
    // trophy: the list `megxadrez prizes` prints.
    let year = t.year.unwrap_or_else(this_year);
    let rows = crate::live::prize_list(
        &session.0,
        year,
        &t.categories,
        t.general_prizes,
        t.cumulative,
    );
    let line = ((h - top - margin) / rows.len().max(1) as f32).min(0.14 * unit);
    let width = w - 2.0 * margin;
    for (i, (label, winner)) in rows.iter().enumerate() {
        let y = top + i as f32 * line;
        if i % 2 == 0 {
            p.rect(
                PxRect::new(margin, y, width, line),
                palette::CLOCK_IDLE,
                1.0,
            );
        }
        p.text(
            PxRect::new(margin + 0.02 * width, y, 0.3 * width, line),
            label,
            line * 0.45,
            palette::ACCENT,
            true,
            Justify::Left,
            5.0,
        );
        let (who, place) = match winner {
            Some(row) => (row.name.clone(), format!("{}.º", row.rank)),
            None => (
                l.pick("(nadie)", "(ninguén)", "(nobody)").to_owned(),
                String::new(),
            ),
        };
        p.text(
            PxRect::new(margin + 0.33 * width, y, 0.52 * width, line),
            &who,
            line * 0.45,
            palette::TEXT,
            true,
            Justify::Left,
            5.0,
        );
        p.text(
            PxRect::new(margin + 0.86 * width, y, 0.12 * width, line),
            &place,
            line * 0.4,
            palette::DIM,
            false,
            Justify::Left,
            5.0,
        );
    }
}
