//! The bracket screen: the knockout after the league, one column a round
//! (quarter-finals, semi-finals, the final with the game for third place),
//! each tie a box with its two teams — or where they come from, until
//! known — and the winner in the accent colour.

use crate::core::tr;
use bevy::text::Justify;

use super::layout::Rect as PxRect;
use super::painter::Painter;
use super::*;
use crate::core::config::Language;
use crate::core::tournament::bracket::{Slot, bracket};
use crate::theme::palette;

/// Where a place comes from, as the hall reads it: "1.º de la liga",
/// "Ganador Semifinal 1".
fn source_text(config: &crate::core::config::EventConfig, source: &str) -> String {
    let l: Language = config.event.language;
    if let Ok(place) = source.parse::<u32>() {
        return tr!(l, "bracket-screen-league-place", place = place);
    }
    if let Some(place) = source
        .strip_suffix(['A', 'B'])
        .and_then(|n| n.parse::<u32>().ok())
    {
        let group = &source[source.len() - 1..];
        return tr!(
            l,
            "bracket-screen-group-group-place",
            place = place,
            group = group
        );
    }
    match source.split_once(' ') {
        Some(("W", tie)) => {
            let tie = config.tie_label(tie);
            tr!(l, "bracket-screen-winner-tie", tie = tie)
        }
        Some(("L", tie)) => {
            let tie = config.tie_label(tie);
            tr!(l, "bracket-screen-loser-tie", tie = tie)
        }
        _ => source.to_owned(),
    }
}

pub(super) fn draw_bracket(p: &mut Painter, session: &SessionState) {
    let config = session.0.config();
    let event = session.0.event();
    let l = config.event.language;
    let (w, h) = (p.size.x, p.size.y);
    let (margin, unit) = (p.margin(), p.unit());
    let title = tr!(l, "bracket-screen-knockout");
    let top = p.head(&config.event.name, title, unit, false);
    let rounds = bracket(config, event);
    if rounds.is_empty() {
        p.notice(top, tr!(l, "bracket-screen-this-event-has-no-knockout"));
        return;
    }
    let names = event.names();
    let area = PxRect::new(margin, top, w - 2.0 * margin, h - top - margin);
    let gap = 0.015 * unit;
    // Each tie's box. A wide screen: one column a round, each tie centred
    // in its share of the column (the bracket's shape). A tall one: every
    // tie in one column, full width, round after round.
    let mut boxes: Vec<(PxRect, &crate::core::tournament::bracket::TieView)> = Vec::new();
    if w >= h {
        let n = rounds.len() as f32;
        let most = rounds.iter().map(Vec::len).max().unwrap_or(1).max(1) as f32;
        let box_h = (area.h / most - gap).min(0.42 * h);
        for (k, ties) in rounds.iter().enumerate() {
            let lane = PxRect::new(area.x + area.w * k as f32 / n, area.y, area.w / n, area.h);
            for (i, tie) in ties.iter().enumerate() {
                let cy = lane.y + lane.h * (i as f32 + 0.5) / ties.len() as f32;
                let r = PxRect::new(lane.x + gap, cy - box_h / 2.0, lane.w - 2.0 * gap, box_h);
                boxes.push((r, tie));
            }
        }
    } else {
        let all: Vec<_> = rounds.iter().flatten().collect();
        let share = area.h / all.len().max(1) as f32;
        let box_h = (share - gap).min(0.25 * h);
        for (i, tie) in all.into_iter().enumerate() {
            let cy = area.y + share * (i as f32 + 0.5);
            boxes.push((PxRect::new(area.x, cy - box_h / 2.0, area.w, box_h), tie));
        }
    }
    // Each box: its tie's name, then its two places, each a row. Every
    // place's text at one size, the largest at which the longest of them
    // fits its row (on two lines where one is too short).
    let inner = |r: &PxRect| {
        let pad = 0.05 * r.h;
        let label_h = r.h * 0.26;
        let row_h = (r.h - label_h - 2.0 * pad) / 2.0;
        (pad, label_h, row_h, r.w - 4.0 * pad - row_h * 1.2)
    };
    let texts: Vec<Vec<(String, Color, bool, bool)>> = boxes
        .iter()
        .map(|(_, tie)| {
            tie.slots
                .iter()
                .map(|s| slot_text(config, names, s))
                .collect()
        })
        .collect();
    let font = boxes
        .iter()
        .zip(&texts)
        .flat_map(|((r, _), slots)| {
            let (_, _, row_h, text_w) = inner(r);
            slots.iter().map(move |(text, ..)| {
                super::rows::name_font(text.chars().count(), row_h, text_w, 0.62)
            })
        })
        .fold(f32::MAX, f32::min);
    for ((r, tie), slots) in boxes.into_iter().zip(texts) {
        p.rect(r, palette::CLOCK_IDLE, 1.0);
        let (pad, label_h, row_h, text_w) = inner(&r);
        p.text(
            PxRect::new(r.x + pad * 2.0, r.y + pad, r.w - 4.0 * pad, label_h),
            &config.tie_label(&tie.name),
            (label_h * 0.75).min(font),
            palette::DIM,
            false,
            Justify::Left,
            5.0,
        );
        for (j, (text, color, bold, won)) in slots.into_iter().enumerate() {
            let y = r.y + pad + label_h + j as f32 * row_h;
            p.text(
                PxRect::new(r.x + pad * 2.0, y, text_w, row_h),
                &text,
                font,
                color,
                bold,
                Justify::Left,
                5.0,
            );
            if won {
                p.text(
                    PxRect::new(r.x + r.w - 2.0 * pad - row_h * 1.2, y, row_h * 1.2, row_h),
                    "✓",
                    row_h * 0.62,
                    palette::ACCENT,
                    true,
                    Justify::Right,
                    5.0,
                );
            }
        }
    }
}

/// One place of a tie: the team (bold, in the accent colour once it has
/// won) or where it comes from (dim): its text, colour, weight and whether
/// it won.
fn slot_text(
    config: &crate::core::config::EventConfig,
    names: &[String],
    slot: &Slot,
) -> (String, Color, bool, bool) {
    let (text, color, bold) = match slot.entrant {
        Some(n) => (
            names.get(n as usize - 1).cloned().unwrap_or_default(),
            if slot.won == Some(true) {
                palette::ACCENT
            } else {
                palette::TEXT
            },
            slot.won != Some(false),
        ),
        None => (source_text(config, &slot.source), palette::DIM, false),
    };
    (text, color, bold, slot.won == Some(true))
}
