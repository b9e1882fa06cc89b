//! The standings screen, between rounds: the event's table with its own
//! scoring and tie-break columns, as many lines as stay readable from the
//! back of a hall, and how many more there are.

use bevy::text::Justify;

use super::layout::Rect as PxRect;
use super::painter::Painter;
use super::*;
use crate::i18n::strings;
use crate::theme::palette;

/// The smallest line, as a fraction of the screen's unit (its height, or
/// on a portrait screen the height a 16:9 screen of its width would have).
const MIN_LINE: f32 = 1.0 / 24.0;
/// The largest line, as a fraction of the screen's height.
const MAX_LINE: f32 = 1.0 / 8.0;
/// Most tie-break columns shown (the first ones decide most places).
const MAX_COLUMNS: usize = 5;

/// Draws page `page` of the standings; returns how many pages they take.
pub(super) fn draw_standings(p: &mut Painter, session: &SessionState, page: usize) -> usize {
    let config = session.0.config();
    let event = session.0.event();
    let t = strings(config.event.language);
    // A school final phase once decided: its classification, 1st to 8th
    // (seed 001 §7), in place of the groups' tables.
    let (mut table, decided) = crate::live::hall_table(&session.0);
    // Figures as the hall writes them: "2½", and "3,25" in Spanish and
    // Galician (the table's own text is a file's "2.5", "3.25").
    let l = config.event.language;
    for row in &mut table.rows {
        row.points = crate::i18n::figures::figure(l, &row.points);
        for v in &mut row.values {
            *v = crate::i18n::figures::figure(l, v);
        }
    }
    let (w, h) = (p.size.x, p.size.y);
    let margin = 0.03 * w.min(h);

    // The event's name, then what the table is: two lines, so that a long
    // name never pushes the title off a narrow (portrait) screen.
    // After the last round with every result in (a round under way adds
    // nothing yet to a league's table).
    let rounds = (1..=event.last_round())
        .rev()
        .find(|&r| event.round_complete(r))
        .unwrap_or(0);
    // Once the league is over its table is the league's final one, not
    // "after round 8" of an event whose rounds go on in a knockout.
    let league = config.tournament.rounds;
    let title = if decided {
        t.standings_final.to_owned()
    } else if rounds == 0 {
        t.standings.to_owned()
    } else if rounds >= league && config.ties_of_round(league + 1).is_some() {
        t.standings_league_final.to_owned()
    } else if rounds >= league {
        t.standings_final.to_owned()
    } else {
        format!("{} {rounds}", t.standings_after)
    };
    // The height of a 16:9 screen as wide (on a portrait screen), else
    // the height: the final's measure, so that text keeps its size.
    let unit = super::layout::unit(w, h);
    let top = p.head_height(unit, false);

    // Columns for rows `line` tall: place, name, points, then the
    // tie-breaks that leave the name at least 35 % of the width (fewer on a
    // portrait screen). Returns the narrow columns' width, how many
    // tie-breaks and the name's width.
    let geometry = |line: f32| {
        let narrow = (w * 0.085).min(line * 3.2);
        let room = w - 2.0 * margin - narrow - narrow * 1.1 - 0.35 * w;
        let fitting = (room / narrow).floor().max(0.0) as usize;
        let shown = MAX_COLUMNS.min(fitting).min(table.columns.len());
        let name_w = (w - 2.0 * margin - narrow * (2.1 + shown as f32)).max(w * 0.25);
        (narrow, shown, name_w)
    };

    // Rows: as tall as the height allows (up to 1/8 of it), until the
    // longest name would not fit its column even on two lines; never below
    // the readable minimum; what does not fit is counted at the bottom.
    // Under the table, a line that says what its column codes mean.
    let legend_h = if table.columns.is_empty() {
        0.0
    } else {
        unit * MIN_LINE * 1.5
    };
    let bottom = h - margin - legend_h;
    let available = bottom - top;
    let wanted = table.rows.len() + 1; // the header
    let longest = table
        .rows
        .iter()
        .map(|r| r.name.chars().count())
        .max()
        .unwrap_or(0);
    let rows_fit = super::rows::fit(
        wanted,
        available,
        (unit * MIN_LINE, h.max(unit) * MAX_LINE),
        0.62,
        longest,
        |line| geometry(line).2 - line * 0.6,
    );
    let line = rows_fit.line;
    let mut fit = ((available / line).floor() as usize).max(2) - 1;
    if table.rows.len() > fit {
        fit = fit.saturating_sub(1).max(1); // room for "… and N more"
    }
    // What does not fit turns in pages, one every few seconds.
    let pages = table.rows.len().div_ceil(fit).max(1);
    let page = page.min(pages - 1);
    let title = if pages > 1 {
        format!("{title} · {}/{pages}", page + 1)
    } else {
        title
    };
    p.head(&config.event.name, &title, unit, false);
    let rows: Vec<_> = table.rows.iter().skip(page * fit).collect();
    let more = rows.len().saturating_sub(fit);

    let (narrow, shown, name_w) = geometry(line);
    let place_w = narrow;
    let points_w = narrow * 1.1;
    let columns: Vec<&str> = table
        .columns
        .iter()
        .take(shown)
        .map(String::as_str)
        .collect();
    let x_place = margin;
    let x_name = x_place + place_w;
    let x_points = x_name + name_w;
    let x_values = x_points + points_w;
    // The names' size (smaller on two lines); figures as on one line.
    let size = rows_fit.font;
    // Figures as large as their narrow columns hold ("12.", "20½").
    let widest = rows
        .iter()
        .flat_map(|r| {
            [format!("{}.", r.rank), r.points.clone()]
                .into_iter()
                .chain(r.values.iter().cloned())
        })
        .map(|f| f.chars().count())
        .max()
        .unwrap_or(1)
        .max(2);
    // Never larger than the names beside them (issue 47: on a 4:3
    // screen two-line names sat at 30 px beside 48 px places and points).
    let figures = (line * 0.62)
        .min(0.9 * narrow / (widest as f32 * 0.62))
        .min(size);

    // `scale`: the header's words are smaller than the rows' figures.
    let cells =
        |p: &mut Painter, y: f32, cells: [&str; 3], values: &[&str], color, bold, scale: f32| {
            // The header's smaller words sit in a box of their own height
            // (a row-tall box would wrap them), at the bottom of the row.
            let (y, line) = if scale < 1.0 {
                let hh = line.min(1.8 * figures * scale);
                (y + line - hh, hh)
            } else {
                (y, line)
            };
            p.text(
                PxRect::new(x_place, y, place_w * 0.9, line),
                cells[0],
                figures * scale,
                color,
                bold,
                Justify::Right,
                5.0,
            );
            p.text(
                PxRect::new(x_name + line * 0.3, y, name_w - line * 0.6, line),
                cells[1],
                size * scale,
                color,
                bold,
                Justify::Left,
                5.0,
            );
            p.text(
                PxRect::new(x_points, y, points_w, line),
                cells[2],
                figures * scale,
                color,
                true,
                Justify::Right,
                5.0,
            );
            for (i, v) in values.iter().enumerate() {
                p.text(
                    PxRect::new(x_values + narrow * i as f32, y, narrow * 0.95, line),
                    v,
                    figures * 0.85 * scale,
                    color,
                    false,
                    Justify::Right,
                    5.0,
                );
            }
        };
    cells(
        p,
        top,
        [t.place, t.entrant, t.points],
        &columns,
        palette::DIM,
        false,
        0.6,
    );
    // Before any result every entrant is level on nothing: the list in
    // start order, no places, no leader in bold.
    let nothing_yet = table.rows.iter().all(|r| r.points == "0");
    let place = |rank: usize| {
        if nothing_yet {
            String::new()
        } else {
            format!("{rank}.")
        }
    };
    for (i, row) in rows.iter().take(fit).enumerate() {
        let y = top + line * (i + 1) as f32;
        if i % 2 == 0 {
            p.rect(
                PxRect::new(margin, y, w - 2.0 * margin, line),
                palette::CLOCK_IDLE,
                4.0,
            );
        }
        let values: Vec<&str> = row
            .values
            .iter()
            .take(columns.len())
            .map(String::as_str)
            .collect();
        cells(
            p,
            y,
            [&place(row.rank), &row.name, &row.points],
            &values,
            palette::TEXT,
            i == 0 && page == 0 && !nothing_yet,
            1.0,
        );
    }
    if !columns.is_empty() {
        let legend: Vec<String> = columns
            .iter()
            .map(|c| format!("{c}: {}", crate::i18n::figures::column_meaning(l, c)))
            .collect();
        p.text(
            PxRect::new(margin, h - margin - legend_h, w - 2.0 * margin, legend_h),
            &legend.join(" · "),
            unit * MIN_LINE * 0.6,
            palette::DIM,
            false,
            Justify::Left,
            5.0,
        );
    }
    if more > 0 {
        let y = top + line * (fit + 1) as f32;
        p.text(
            PxRect::new(x_name + line * 0.3, y, name_w, line),
            &t.and_more(more),
            size * 0.85,
            palette::DIM,
            false,
            Justify::Left,
            5.0,
        );
    }
    pages
}
