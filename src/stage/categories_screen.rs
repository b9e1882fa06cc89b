//! The categories screen (seed 004): each age category's trophy and who
//! takes it — the best-placed player of the category without another
//! trophy — with the place in the standings, for the prize-giving.

use crate::core::tr;
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
    let title = tr!(l, "categories-screen-category-trophies");
    let top = p.head(&config.event.name, title, unit, false);
    let t = &config.tournament;
    if t.categories.is_empty() {
        p.notice(
            top,
            tr!(l, "categories-screen-this-event-has-no-categories"),
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
        &[],
    );
    // Rows as tall as the height allows until the longest name binds (on
    // up to three lines of a tall row).
    let width = w - 2.0 * margin;
    let (label_w, name_w, place_w) = (0.28 * width, 0.56 * width, 0.12 * width);
    let nobody = tr!(l, "categories-screen-nobody");
    let texts: Vec<(&str, String, String)> = rows
        .iter()
        .map(|(label, awarded)| match awarded {
            crate::live::Awarded::Winner(row) => {
                (label.as_str(), row.name.clone(), format!("{}.º", row.rank))
            }
            crate::live::Awarded::Nobody => (label.as_str(), nobody.to_owned(), String::new()),
            // Open: who is level, and that a play-off decides it.
            crate::live::Awarded::Tied(level) => (
                label.as_str(),
                crate::live::open_prize(l, level),
                level
                    .first()
                    .map_or(String::new(), |r| format!("{}.º", r.rank)),
            ),
        })
        .collect();
    let chars = |f: fn(&(&str, String, String)) -> usize| texts.iter().map(f).max().unwrap_or(1);
    let longest = chars(|t| t.1.chars().count());
    let fitted = super::rows::fit(
        texts.len(),
        h - top - margin,
        (unit / 24.0, h.max(unit) / 6.0),
        0.5,
        longest,
        |line| name_w - 0.2 * line,
    );
    let line = fitted.line;
    // Labels and places on one line, as large as their columns hold.
    let one_line =
        |chars: usize, column: f32| (line * 0.45).min(column / (chars.max(1) as f32 * 0.62));
    let label_font = one_line(chars(|t| t.0.chars().count()), label_w);
    let place_font = one_line(chars(|t| t.2.chars().count()), place_w) * 0.9;
    for (i, (label, who, place)) in texts.iter().enumerate() {
        let y = top + i as f32 * line;
        if i % 2 == 0 {
            p.rect(
                PxRect::new(margin, y, width, line),
                palette::CLOCK_IDLE,
                1.0,
            );
        }
        p.text(
            PxRect::new(margin + 0.02 * width, y, label_w - 0.02 * width, line),
            label,
            label_font,
            palette::ACCENT,
            true,
            Justify::Left,
            5.0,
        );
        p.text(
            PxRect::new(margin + label_w + 0.1 * line, y, name_w - 0.2 * line, line),
            who,
            fitted.font,
            palette::TEXT,
            true,
            Justify::Left,
            5.0,
        );
        p.text(
            PxRect::new(margin + label_w + name_w, y, place_w, line),
            place,
            place_font,
            palette::DIM,
            false,
            Justify::Left,
            5.0,
        );
    }
}
