//! What the hall's board and a display node's lost link put over a
//! screen: a banner in a band at the top (the screen's content laid out
//! below it), a message over the whole screen, the lost-link band.

use bevy::prelude::*;
use bevy::text::Justify;

use super::layout::Rect as PxRect;
use super::painter::Painter;
use crate::theme::palette;

/// A display node's banner across the top while its leader is lost.
pub(super) fn draw_lost(p: &mut Painter, text: &str) {
    let unit = p.unit();
    let band = PxRect::new(0.0, 0.0, p.size.x, 0.1 * unit);
    p.rect(band, palette::CLOCK_LOW, 60.0);
    p.text(
        band,
        text,
        0.045 * unit,
        palette::TEXT,
        true,
        Justify::Center,
        61.0,
    );
}

/// A message of the hall's board in a band at the screen's top (the
/// screen's content is laid out below it: nothing covered), the text as
/// large as the band holds it, shrunk to fit (a longer text goes full
/// screen).
pub(super) fn draw_banner(p: &mut Painter, text: &str) -> Entity {
    let unit = p.unit();
    let band = PxRect::new(0.0, 0.0, p.size.x, banner_height(p.size));
    p.rect(band, palette::BANNER, 70.0);
    let inner = PxRect::new(0.02 * p.size.x, band.y, 0.96 * p.size.x, band.h);
    p.text(
        inner,
        text,
        0.048 * unit,
        palette::ACCENT,
        true,
        Justify::Center,
        71.0,
    )
}

/// The height of a hall banner on a screen of `size`.
pub(super) fn banner_height(size: Vec2) -> f32 {
    // A fraction of the screen's unit (the painter's).
    0.066 * super::layout::unit(size.x, size.y)
}

/// A message of the hall's board over the whole screen, centred, as large
/// as fits.
pub(super) fn draw_full_message(p: &mut Painter, text: &str) -> Entity {
    let unit = p.unit();
    let all = PxRect::new(0.0, 0.0, p.size.x, p.size.y);
    p.rect(all, palette::BACKGROUND, 65.0);
    let inner = PxRect::new(
        0.06 * p.size.x,
        0.1 * p.size.y,
        0.88 * p.size.x,
        0.8 * p.size.y,
    );
    p.text(
        inner,
        text,
        0.12 * unit,
        palette::TEXT,
        true,
        Justify::Center,
        66.0,
    )
}
