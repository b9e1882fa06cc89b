//! Screen geometry, in pixels from the top-left corner: rectangles and a
//! board's squares; the final's, the mirrors' and a bughouse match's layouts
//! are in their own files, re-exported here. Pure arithmetic, shared by the
//! renderer and the tests that check pictures.

use shakmaty::{Color, Square};

use crate::core::config::Orientation;

/// The measure every screen sizes its text and bands by: its height, or
/// on a screen narrower than 16:9 (4:3, portrait) the height a 16:9 screen
/// as wide would have.
pub fn unit(width: f32, height: f32) -> f32 {
    height.min(width * 9.0 / 16.0)
}

/// A rectangle in pixels, origin top-left, y down.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Rect {
    /// A rectangle.
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }

    /// Its centre.
    pub fn center(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// The thickness of the frame drawn inside a running clock's box.
    pub fn running_frame(&self) -> f32 {
        (self.h * 0.05).max(2.0)
    }

    /// The same rectangle shrunk by `fraction` of its size on every side.
    pub fn inset(&self, fraction: f32) -> Rect {
        let (dx, dy) = (self.w * fraction, self.h * fraction);
        Rect::new(
            self.x + dx,
            self.y + dy,
            self.w - 2.0 * dx,
            self.h - 2.0 * dy,
        )
    }
}

/// A board drawn on a screen.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BoardGeometry {
    /// The 8x8 squares' area.
    pub area: Rect,
    /// Which side is at the bottom.
    pub orientation: Orientation,
}

impl BoardGeometry {
    /// Side of one square.
    pub fn square_size(&self) -> f32 {
        self.area.w / 8.0
    }

    /// Where `square` is drawn.
    pub fn square(&self, square: Square) -> Rect {
        let s = self.square_size();
        let (file, rank) = (
            u32::from(square.file()) as f32,
            u32::from(square.rank()) as f32,
        );
        let (col, row_from_top) = match self.orientation {
            Orientation::WhiteBottom => (file, 7.0 - rank),
            Orientation::BlackBottom => (7.0 - file, rank),
        };
        Rect::new(self.area.x + col * s, self.area.y + row_from_top * s, s, s)
    }

    /// The side whose pieces start at the bottom of the screen.
    pub fn bottom_side(&self) -> Color {
        match self.orientation {
            Orientation::WhiteBottom => Color::White,
            Orientation::BlackBottom => Color::Black,
        }
    }
}

/// Whether `inner` lies inside a screen of size `outer` (for the layouts'
/// tests).
#[cfg(test)]
pub(super) mod tests {
    use super::*;

    pub(in crate::stage) fn inside(inner: &Rect, outer: (f32, f32)) -> bool {
        inner.x >= 0.0
            && inner.y >= 0.0
            && inner.x + inner.w <= outer.0 + 0.01
            && inner.y + inner.h <= outer.1 + 0.01
    }
}
