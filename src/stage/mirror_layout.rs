//! A mirrors screen's geometry: the boards in the grid that makes them
//! largest, each with its label, names and clocks beside it or, in a tall
//! cell, below it.

use super::layout::{BoardGeometry, Rect};
use crate::core::config::Orientation;

/// One board of a mirrors screen.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct MirrorCell {
    /// The whole cell.
    pub cell: Rect,
    /// The board.
    pub board: BoardGeometry,
    /// Label (board number or name), above the information column.
    pub label: Rect,
    /// The top side's name and clock.
    pub top_name: Rect,
    /// The top side's clock.
    pub top_clock: Rect,
    /// The bottom side's clock.
    pub bottom_clock: Rect,
    /// The bottom side's name.
    pub bottom_name: Rect,
    /// Result, between the clocks.
    pub result: Rect,
    /// Base font size for this cell.
    pub font: f32,
}

/// Lays out `count` boards (at most 16 legible at 1080p) in a grid, with
/// `featured` (an index below `count`) enlarged on the left 55 % (the top
/// half of a portrait screen).
pub fn mirrors_layout(
    width: f32,
    height: f32,
    count: usize,
    featured: Option<usize>,
    orientation: Orientation,
) -> Vec<MirrorCell> {
    mirrors_layout_in(
        Rect::new(0.0, 0.0, width, height),
        count,
        featured,
        orientation,
    )
}

/// Like [`mirrors_layout`], in `area` of the screen.
pub fn mirrors_layout_in(
    area: Rect,
    count: usize,
    featured: Option<usize>,
    orientation: Orientation,
) -> Vec<MirrorCell> {
    let (width, height) = (area.w, area.h);
    let mut cells = vec![None; count];
    let (grid_area, others): (Rect, Vec<usize>) = match featured {
        // The featured board takes the left 55 % of a landscape screen, the
        // top half of a portrait one.
        Some(f) if f < count && count > 1 => {
            let (x, y) = (area.x, area.y);
            let (featured_area, rest) = if width >= height {
                (
                    Rect::new(x, y, width * 0.55, height),
                    Rect::new(x + width * 0.55, y, width * 0.45, height),
                )
            } else {
                (
                    Rect::new(x, y, width, height / 2.0),
                    Rect::new(x, y + height / 2.0, width, height / 2.0),
                )
            };
            cells[f] = Some(mirror_cell(featured_area, orientation, 1.5));
            (rest, (0..count).filter(|&i| i != f).collect())
        }
        _ => (area, (0..count).collect()),
    };
    let n = others.len().max(1);
    // The grid whose cells give the largest board, its information beside
    // it or below it.
    let (cols, rows) = (1..=n)
        .map(|cols| (cols, n.div_ceil(cols)))
        .max_by(|a, b| {
            let side = |(c, r): (usize, usize)| {
                let (cw, ch) = (grid_area.w / c as f32, grid_area.h / r as f32);
                mirror_cell(Rect::new(0.0, 0.0, cw, ch), orientation, 2.1)
                    .board
                    .area
                    .w
            };
            side(*a).total_cmp(&side(*b))
        })
        .unwrap_or((1, 1));
    let (cw, ch) = (grid_area.w / cols as f32, grid_area.h / rows as f32);
    for (k, &i) in others.iter().enumerate() {
        let (c, r) = (k % cols, k / cols);
        let cell = Rect::new(
            grid_area.x + c as f32 * cw,
            grid_area.y + r as f32 * ch,
            cw,
            ch,
        );
        cells[i] = Some(mirror_cell(cell, orientation, 2.1));
    }
    cells.into_iter().flatten().collect()
}

/// A mirror cell below its board is this many boards' sides tall.
const BELOW: f32 = 1.72;

/// A board and its information in `cell`: beside it, the cell's width
/// about `ratio` times the board's side; or, in a cell tall enough for the
/// board to be larger so, below it, each side's name beside its clock.
/// Names have room for two lines.
fn mirror_cell(cell: Rect, orientation: Orientation, ratio: f32) -> MirrorCell {
    let pad = 0.06 * cell.h.min(cell.w);
    let beside = ((cell.h - 2.0 * pad).min((cell.w - 3.0 * pad) / ratio)).max(8.0);
    let below = ((cell.w - 2.0 * pad).min((cell.h - 2.0 * pad) / BELOW)).max(8.0);
    if below > beside * 1.05 {
        let side = below;
        let height = side * BELOW;
        let y0 = cell.y + (cell.h - height) / 2.0;
        let x0 = cell.x + (cell.w - side) / 2.0;
        let board = BoardGeometry {
            area: Rect::new(x0, y0, side, side),
            orientation,
        };
        let info_x = cell.x + pad;
        let info_w = cell.w - 2.0 * pad;
        let at = |y: f32, h: f32| Rect::new(info_x, y0 + y * side, info_w, h * side);
        let clock_w = (side * 0.45).min(info_w * 0.4);
        let name = |r: Rect| Rect::new(r.x, r.y, r.w - clock_w * 1.08, r.h);
        let clock = |r: Rect| Rect::new(r.x + r.w - clock_w, r.y + r.h * 0.1, clock_w, r.h * 0.8);
        let (top, bottom) = (at(1.17, 0.2), at(1.48, 0.2));
        return MirrorCell {
            cell,
            board,
            label: at(1.03, 0.13),
            top_name: name(top),
            top_clock: clock(top),
            result: at(1.38, 0.09),
            bottom_clock: clock(bottom),
            bottom_name: name(bottom),
            font: side * 0.07,
        };
    }
    let side = beside;
    let board = BoardGeometry {
        area: Rect::new(cell.x + pad, cell.y + (cell.h - side) / 2.0, side, side),
        orientation,
    };
    let info_x = board.area.x + side + pad;
    let info_w = (cell.x + cell.w - pad - info_x).max(8.0);
    let y0 = board.area.y;
    let row = |fraction_y: f32, fraction_h: f32| {
        Rect::new(info_x, y0 + fraction_y * side, info_w, fraction_h * side)
    };
    MirrorCell {
        cell,
        board,
        label: row(0.0, 0.11),
        top_name: row(0.11, 0.18),
        top_clock: row(0.30, 0.16),
        result: row(0.46, 0.08),
        bottom_clock: row(0.54, 0.16),
        bottom_name: row(0.70, 0.18),
        font: side * 0.075,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stage::layout::tests::inside;

    #[test]
    fn sixteen_mirrors_fit_a_1080p_screen() {
        let cells = mirrors_layout(1920.0, 1080.0, 16, None, Orientation::WhiteBottom);
        assert_eq!(cells.len(), 16);
        for c in &cells {
            assert!(inside(&c.cell, (1920.0, 1080.0)));
            assert!(c.board.square_size() >= 25.0, "{}", c.board.square_size());
        }
        let featured = mirrors_layout(1920.0, 1080.0, 5, Some(2), Orientation::WhiteBottom);
        assert!(
            featured[2].board.area.w > 2.0 * featured[0].board.area.w,
            "the featured board is enlarged"
        );
    }
}
