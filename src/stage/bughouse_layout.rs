//! A bughouse match's geometry on its screen: both boards, each player's
//! bar with clock, name and pieces in hand.

use super::layout::{BoardGeometry, Rect};
use crate::core::config::Orientation;

/// One board of a bughouse match on its screen, with its two players'
/// bars (the top player's, then the bottom player's).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BughousePlace {
    /// The board.
    pub board: BoardGeometry,
    /// Name, pair and pieces in hand on the left, the clock on the right.
    pub bars: [Rect; 2],
}

/// A bughouse match's screen.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BughouseLayout {
    /// Event, round and table.
    pub title: Rect,
    /// Board 1 (White at the bottom), board 2 (Black at the bottom, so that
    /// partners sit on the same side).
    pub boards: [BughousePlace; 2],
    /// The result, or a piece that may be taken off.
    pub banner: Rect,
}

impl BughousePlace {
    /// A bar's clock: its right part.
    pub fn clock(&self, bar: usize) -> Rect {
        let r = self.bars[bar];
        let w = (0.34 * r.w).max(r.h * 1.9);
        let pad = r.h * 0.06;
        Rect::new(r.x + r.w - w, r.y + pad, w, r.h - 2.0 * pad)
    }

    /// A bar's pieces in hand: the lower left.
    pub fn pocket(&self, bar: usize) -> Rect {
        let r = self.bars[bar];
        Rect::new(r.x, r.y + r.h * 0.5, self.left_width(bar), r.h * 0.46)
    }

    /// A bar's name and pair: the upper left.
    pub fn name(&self, bar: usize) -> Rect {
        let r = self.bars[bar];
        Rect::new(r.x, r.y, self.left_width(bar), r.h * 0.48)
    }

    fn left_width(&self, bar: usize) -> f32 {
        let r = self.bars[bar];
        r.w - self.clock(bar).w - r.h * 0.15
    }
}

/// Lays out a bughouse match on a `width` x `height` screen: the boards
/// side by side, or one above the other on a portrait screen.
pub fn bughouse_layout(width: f32, height: f32) -> BughouseLayout {
    let margin = 0.03 * width.min(height);
    let unit = super::layout::unit(width, height);
    let (title_h, banner_h, bar_h) = (0.07 * unit, 0.08 * unit, 0.135 * unit);
    let top = margin * 0.5 + title_h;
    let free_h = height - top - banner_h - margin;
    let place = |area: Rect, orientation: Orientation| {
        let side = area.w.min(area.h - 2.0 * bar_h).max(8.0);
        let x = area.x + (area.w - side) / 2.0;
        let y = area.y + (area.h - side - 2.0 * bar_h) / 2.0 + bar_h;
        BughousePlace {
            board: BoardGeometry {
                area: Rect::new(x, y, side, side),
                orientation,
            },
            bars: [
                Rect::new(x, y - bar_h, side, bar_h),
                Rect::new(x, y + side, side, bar_h),
            ],
        }
    };
    let areas = if width >= height {
        let cw = (width - 3.0 * margin) / 2.0;
        [
            Rect::new(margin, top, cw, free_h),
            Rect::new(2.0 * margin + cw, top, cw, free_h),
        ]
    } else {
        let rh = (free_h - margin) / 2.0;
        [
            Rect::new(margin, top, width - 2.0 * margin, rh),
            Rect::new(margin, top + rh + margin, width - 2.0 * margin, rh),
        ]
    };
    BughouseLayout {
        title: Rect::new(margin, margin * 0.5, width - 2.0 * margin, title_h),
        boards: [
            place(areas[0], Orientation::WhiteBottom),
            place(areas[1], Orientation::BlackBottom),
        ],
        banner: Rect::new(
            margin,
            height - margin * 0.5 - banner_h,
            width - 2.0 * margin,
            banner_h,
        ),
    }
}
