//! Text that fits its box. Every text a screen draws is given a box; once
//! bevy has laid it out, a text larger than its box is drawn smaller (down to
//! a floor), and past the floor written with its short name where the
//! config gives one, else shortened with an ellipsis, so that a long
//! name never runs off an edge or over another element, at any screen size.

use bevy::prelude::*;
use bevy::text::{FontSize, TextLayoutInfo};

/// The box a text must stay in, in the screen's pixels, and the smallest
/// font size it may shrink to.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct FitBox {
    /// A shorter text to write, at the size first asked, rather than cut
    /// this one (a team's or player's `short` name).
    pub short: Option<String>,
    /// The size first asked.
    pub px: f32,
    /// Width available.
    pub w: f32,
    /// Height available.
    pub h: f32,
    /// The smallest font size, in pixels.
    pub min_px: f32,
    /// Wrapped onto several lines (then the height must fit too); a single
    /// line is sized for its box's height and only its width is checked.
    pub wrap: bool,
}

/// Counts the texts resized or shortened so far: a frame that changes none
/// means every text on the screens fits (offscreen renders wait for it).
#[derive(Resource, Default, Debug)]
pub struct FitChanges(pub u64);

/// The size a shrinking text takes: the largest step of a ladder at or
/// below `px` (whole pixels up to 16, then steps of 6 %). Every size a text
/// is drawn at gets its own glyph atlas for the rest of the day, so sizes
/// must come from a small set: a text that changes all day (the last moves,
/// a standings row) would otherwise leave a new atlas behind again and again.
pub fn ladder(px: f32) -> f32 {
    const FROM: f32 = 16.0;
    if px <= FROM {
        return px.floor();
    }
    let step = ((px / FROM).ln() / 1.06f32.ln()).floor();
    let at = |k: f32| (FROM * 1.06f32.powf(k)).round();
    if at(step) <= px {
        at(step)
    } else {
        at(step - 1.0)
    }
}

/// Shrinks (or, at the floor, shortens) every freshly laid-out text that
/// is larger than its box. A text takes a few frames to settle, and is
/// hidden until it fits: no frame shows a name running over its
/// neighbour or cut by the edge ("tero" for "Otero").
pub fn fit_texts(
    mut texts: Query<
        (
            &mut FitBox,
            &TextLayoutInfo,
            &mut TextFont,
            &mut Text2d,
            &mut Visibility,
        ),
        Changed<TextLayoutInfo>,
    >,
    mut changes: ResMut<FitChanges>,
    mut wake: ResMut<crate::live::NextWake>,
) {
    let before = changes.0;
    for (mut fit, info, mut font, mut text, mut shown) in &mut texts {
        let scale = info.scale_factor.max(0.01);
        let size = info.size / scale;
        let too_high = fit.wrap && size.y > fit.h + 0.5;
        if size.x <= 0.0 || (size.x <= fit.w + 0.5 && !too_high) {
            if *shown == Visibility::Hidden {
                *shown = Visibility::Inherited;
            }
            continue;
        }
        // Too large: out of sight until it is laid out again at its size.
        if *shown != Visibility::Hidden {
            *shown = Visibility::Hidden;
        }
        let FontSize::Px(px) = font.font_size else {
            continue;
        };
        let w_ratio = fit.w / size.x;
        let h_ratio = if fit.wrap {
            fit.h / size.y.max(1.0)
        } else {
            1.0
        };
        // Wrapped text shrinks in both directions: its area goes with the
        // square of the font size.
        let factor = w_ratio.min(h_ratio.sqrt()).clamp(0.5, 0.97);
        let next = ladder(px * factor).max(fit.min_px);
        if next < px - 0.01 {
            font.font_size = FontSize::Px(next);
            changes.0 += 1;
            continue;
        }
        // At the floor: a shorter name where the config gives one, at the
        // size first asked (it shrinks again if it must); else cut.
        if let Some(short) = fit.short.take() {
            text.0 = short;
            font.font_size = FontSize::Px(fit.px);
            changes.0 += 1;
            continue;
        }
        let count = text.0.chars().count();
        if count > 1 {
            let keep = ((count as f32) * w_ratio.min(h_ratio).min(1.0) * 0.95) as usize;
            let keep = keep.clamp(1, count - 1);
            let mut shorter: String = text.0.chars().take(keep).collect();
            shorter = shorter.trim_end().to_owned();
            shorter.push('…');
            if shorter != text.0 {
                text.0 = shorter;
                changes.0 += 1;
                continue;
            }
        }
        // Nothing shorter to write: shown as it is.
        *shown = Visibility::Inherited;
    }
    // A text resized waits, hidden, for its next layout: at once, not at
    // the stage's next tick (up to a second away).
    if changes.0 != before {
        wake.within(std::time::Duration::from_millis(16));
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn shrunk_sizes_come_from_a_small_ladder() {
        use super::ladder;
        assert_eq!(ladder(12.7), 12.0);
        assert_eq!(ladder(16.0), 16.0);
        // Every size from 16 to 400 px in tenths falls on a few dozen steps,
        // never above the size asked for.
        let mut steps: Vec<u32> = (160..4000)
            .map(|t| {
                let px = t as f32 / 10.0;
                let s = ladder(px);
                assert!(s <= px && s >= px / 1.1, "{px} -> {s}");
                s as u32
            })
            .collect();
        steps.dedup();
        assert!(steps.len() < 60, "{} sizes: {steps:?}", steps.len());
    }
}
