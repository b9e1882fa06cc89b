//! The match screen: one table of the round on the stage, a school team
//! match's four boards side by side (W-B-W-B) under the two teams and the
//! running match score in game points.

use bevy::text::Justify;

use super::layout::{Rect as PxRect, mirrors_layout_in};
use super::mirrors::draw_mirror;
use super::painter::Painter;
use super::*;
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
    let scoring = config.rules.scoring;
    let score = event
        .team_matches()
        .iter()
        .find(|m| (m.round, m.first, m.second) == (round, pairing.white, pairing.black))
        .map(|m| {
            format!(
                "{} – {}",
                m.points_of(pairing.white, &scoring),
                m.points_of(pairing.black, &scoring)
            )
        })
        .unwrap_or_else(|| "–".into());
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
    let boards: Vec<usize> = session
        .0
        .boards()
        .iter()
        .enumerate()
        .filter(|(_, b)| b.label.starts_with(&prefix) || b.label == table.to_string())
        .map(|(i, _)| i)
        .collect();
    let area = PxRect::new(0.0, top + band_h, w, (h - top - band_h).max(8.0));
    let cells = mirrors_layout_in(area, boards.len(), None, screen.orientation);
    for (cell, &board) in cells.iter().zip(&boards) {
        draw_mirror(p, session, board, cell);
    }
}
