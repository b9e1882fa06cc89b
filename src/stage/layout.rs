//! Screen geometry, in pixels from the top-left corner: where the board, its
//! squares, the clocks, names and movers go on the final and mirrors layouts.
//! Pure arithmetic, shared by the renderer and the tests that check pictures.

use shakmaty::{Color, Square};

use crate::core::config::Orientation;

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

/// Where one side's information goes.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SidePanel {
    /// Team or player name.
    pub name: Rect,
    /// "Moves: NAME" (team events).
    pub mover: Rect,
    /// The next child and the rotation order.
    pub rotation: Rect,
    /// Illegal moves against the allowance, and captured material.
    pub illegal: Rect,
    /// The clock box (digits at least 1/8 of the screen height).
    pub clock: Rect,
}

/// The giant-board final: one large board with coordinates and a panel.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct FinalLayout {
    /// Screen size.
    pub width: f32,
    /// Screen height.
    pub height: f32,
    /// The size every font and line is a fraction of: the screen's height
    /// on a 16:9 screen, less on a narrower or portrait one.
    pub unit: f32,
    /// Event, round and board label.
    pub title: Rect,
    /// The round's time left, at the title's right.
    pub timer: Rect,
    /// The board.
    pub board: BoardGeometry,
    /// Coordinates: the strip left of the board (ranks) and below it (files).
    pub ranks: Rect,
    /// Files strip.
    pub files: Rect,
    /// The side at the top of the board (panel at the top).
    pub top: SidePanel,
    /// The side at the bottom.
    pub bottom: SidePanel,
    /// Between the clocks: notices (and the last moves, unless `moves` is
    /// elsewhere).
    pub middle: Rect,
    /// The last moves: in the middle, or under the board where a 4:3 or
    /// portrait screen has a band free there.
    pub moves: Rect,
    /// The result banner, over everything.
    pub banner: Rect,
    /// Font size of the clock digits.
    pub clock_font: f32,
}

impl FinalLayout {
    /// The panel of `side`.
    pub fn panel(&self, side: Color) -> &SidePanel {
        if side == self.board.bottom_side() {
            &self.bottom
        } else {
            &self.top
        }
    }
}

/// The size of a team's name and of the next mover on the final, as a
/// fraction of [`FinalLayout::name_measure`]: 1/20 of the screen's height.
pub const FINAL_NAME: f32 = 0.05;

impl FinalLayout {
    /// The height the final's names are sized by: the screen's height on a
    /// landscape screen; on a portrait one, that of a 4:3 screen as wide
    /// (its names sit in two columns under the board).
    pub fn name_measure(&self) -> f32 {
        if self.width < self.height {
            self.width * 0.75
        } else {
            self.height
        }
    }
}

/// The rows of one side's panel, top to bottom (the bottom side's are
/// mirrored): two lines of name, the mover, the rotation, the illegal
/// moves; then its clock.
struct SideRows {
    name: f32,
    mover: f32,
    rotation: f32,
    illegal: f32,
}

impl SideRows {
    /// At measure `m`: names and mover 1/20 of it (the name on
    /// `name_lines`, the mover on `mover_lines`).
    fn at(m: f32, name_lines: f32, mover_lines: f32) -> SideRows {
        SideRows {
            // (Names are asked 6 % larger: drawn sizes come from a ladder
            // of 6 % steps, never above the size asked.)
            name: (name_lines * 1.3 + 0.1) * FINAL_NAME * m,
            mover: (mover_lines + 0.3) * FINAL_NAME * m,
            rotation: 0.028 * m,
            illegal: 0.028 * m,
        }
    }

    fn total(&self) -> f32 {
        self.name + self.mover + self.rotation + self.illegal
    }

    /// The rows from `y` down, in `x`..`x + w`, with the clock `clock_h`
    /// below them (or above them, `mirrored`, for the bottom side).
    fn panel(&self, x: f32, y: f32, w: f32, clock_h: f32, mirrored: bool) -> SidePanel {
        let row = |y: f32, h: f32| Rect::new(x, y, w, h);
        if mirrored {
            let y0 = y + clock_h;
            SidePanel {
                clock: row(y, clock_h),
                illegal: row(y0, self.illegal),
                rotation: row(y0 + self.illegal, self.rotation),
                mover: row(y0 + self.illegal + self.rotation, self.mover),
                name: row(y0 + self.illegal + self.rotation + self.mover, self.name),
            }
        } else {
            SidePanel {
                name: row(y, self.name),
                mover: row(y + self.name, self.mover),
                rotation: row(y + self.name + self.mover, self.rotation),
                illegal: row(y + self.name + self.mover + self.rotation, self.illegal),
                clock: row(y + self.total(), clock_h),
            }
        }
    }
}

/// Lays out the final at `width` x `height` pixels: the board on the left
/// and the panel on the right on a landscape screen (any ratio, 4:3 to
/// 21:9), the board on top and the two sides' panels below it side by side
/// on a portrait one. The panel takes the screen's whole height (on a 4:3
/// screen, the band under a board as wide as it may be too); names and the
/// next mover are 1/20 of the screen's height, a name on up to two lines.
pub fn final_layout(width: f32, height: f32, orientation: Orientation) -> FinalLayout {
    final_layout_for(width, height, orientation, 0)
}

/// The lines a name of `chars` characters takes at `font` pixels in a box
/// `w` wide (bold text is about 0.6 of its size wide a character, and a
/// line is filled to about 90 % where words break).
fn name_lines(chars: usize, font: f32, w: f32) -> f32 {
    (chars as f32 * 0.6 * font / (0.9 * w.max(1.0)))
        .ceil()
        .max(1.0)
}

/// [`final_layout`] for names of up to `name_chars` characters: a name
/// that takes one line leaves its second line to the middle.
pub fn final_layout_for(
    width: f32,
    height: f32,
    orientation: Orientation,
    name_chars: usize,
) -> FinalLayout {
    if width < height {
        return portrait_final(width, height, orientation, name_chars);
    }
    let h = height;
    // The height a 16:9 screen of this width would have, or less.
    let unit = h.min(width * 9.0 / 16.0);
    let margin = 0.02 * unit;
    let title_h = 0.05 * unit;
    let coord = 0.035 * unit;
    let arrow = 0.05 * unit;
    let top = margin + title_h;
    let board_x = margin + coord;
    let bottom_end = h - margin;
    let panel_h = bottom_end - top;
    let max_side = (h - top - margin - coord).min(width * 0.54).max(8.0);
    // Names and the mover at 1/20 of the height, a name on up to three
    // lines; clocks' digits from 0.175 of the height down to 1/8 of it;
    // the board as large as leaves room for them (never under 62 % of the
    // height): for a side `side` of the board, its panel's rows, or `None`.
    let try_side = |side: f32, shrink: bool| {
        let panel_x = board_x + side + margin + arrow + margin;
        let panel_w = (width - panel_x - margin).max(8.0);
        // A screen narrower than 16:9 has a band under the board: the moves
        // go there, leaving the panel's height to the names and the mover.
        let band_y = top + side + coord;
        let band = Rect::new(board_x, band_y, side, (bottom_end - band_y).max(0.0));
        let moves_under = band.h >= 0.08 * h;
        let middle_min = if moves_under { 0.05 } else { 0.08 } * h;
        let lines = name_lines(name_chars, FINAL_NAME * h, panel_w);
        if lines > 3.0 && !shrink {
            return None;
        }
        let lines = lines.min(3.0);
        for clock in [0.175, 0.15, 0.125] {
            let clock_font = (clock * h).min(0.3 * panel_w);
            let clock_h = clock_font * 1.03;
            let room = panel_h - 2.0 * clock_h - middle_min;
            for mover in [2.0, 1.0] {
                let rows = SideRows::at(h, lines, mover);
                if 2.0 * rows.total() <= room {
                    return Some((panel_x, panel_w, band, moves_under, clock_font, rows));
                }
            }
            if shrink {
                // Past every size: the rows shrink (to 60 %) with the
                // largest clock.
                let rows = SideRows::at(h, lines, 1.0);
                let scale = (room / (2.0 * rows.total())).max(0.6);
                let rows = SideRows::at(h * scale, lines, 1.0);
                return Some((panel_x, panel_w, band, moves_under, clock_font, rows));
            }
        }
        None
    };
    let mut side = max_side;
    let (panel_x, panel_w, band, moves_under, clock_font, rows) = loop {
        if let Some(found) = try_side(side, false) {
            break found;
        }
        side *= 0.98;
        if side < 0.62 * h {
            if let Some(banded) = banded_final(width, height, orientation, name_chars) {
                return banded;
            }
            side = max_side;
            break try_side(side, true).expect("a shrinking layout");
        }
    };
    let board = BoardGeometry {
        area: Rect::new(board_x, top, side, side),
        orientation,
    };
    let clock_h = clock_font * 1.03;
    let top_panel = rows.panel(panel_x, top, panel_w, clock_h, false);
    let bottom_panel = rows.panel(
        panel_x,
        bottom_end - rows.total() - clock_h,
        panel_w,
        clock_h,
        true,
    );
    let middle_y = top + rows.total() + clock_h;
    FinalLayout {
        width,
        height,
        unit,
        title: Rect::new(margin, margin, 0.72 * (width - 2.0 * margin), title_h),
        timer: Rect::new(
            margin + 0.74 * (width - 2.0 * margin),
            margin,
            0.26 * (width - 2.0 * margin),
            title_h,
        ),
        board,
        ranks: Rect::new(margin, top, coord, side),
        files: Rect::new(board_x, top + side, side, coord),
        top: top_panel,
        bottom: bottom_panel,
        middle: Rect::new(
            panel_x,
            middle_y,
            panel_w,
            (bottom_panel.clock.y - middle_y).max(0.0),
        ),
        moves: if moves_under {
            band.inset(0.02)
        } else {
            Rect::new(panel_x, middle_y, panel_w, 0.0)
        },
        banner: Rect::new(0.08 * width, 0.36 * h, 0.84 * width, 0.28 * h),
        clock_font,
    }
}

/// The final on a screen too narrow for long names beside the board (4:3,
/// 16:10): each side's name across the whole width, over and under the
/// board and its panel of clocks, at 1/20 of the height on up to two
/// lines; `None` where they do not fit so either.
fn banded_final(
    width: f32,
    height: f32,
    orientation: Orientation,
    name_chars: usize,
) -> Option<FinalLayout> {
    let h = height;
    let unit = h.min(width * 9.0 / 16.0);
    let margin = 0.02 * unit;
    let (title_h, coord, arrow) = (0.05 * unit, 0.035 * unit, 0.05 * unit);
    let font = FINAL_NAME * h;
    let full_w = width - 2.0 * margin;
    let lines = name_lines(name_chars, font, full_w);
    if lines > 2.0 {
        return None;
    }
    let name_h = (lines * 1.3 + 0.1) * font;
    let top = margin + title_h;
    let body_top = top + name_h;
    let bottom_name = Rect::new(margin, h - margin - name_h, full_w, name_h);
    let side = (bottom_name.y - body_top - coord).min(width * 0.54);
    if side < 0.5 * h {
        return None;
    }
    let board_x = margin + coord;
    let panel_x = board_x + side + margin + arrow + margin;
    let panel_w = (width - panel_x - margin).max(8.0);
    let panel_h = side + coord;
    let (clock_font, rows) = [0.175, 0.15, 0.125]
        .into_iter()
        .flat_map(|clock| [(clock, 2.0), (clock, 1.0)])
        .map(|(clock, mover)| {
            let mut rows = SideRows::at(h, lines, mover);
            rows.name = 0.0;
            ((clock * h).min(0.3 * panel_w), rows)
        })
        .find(|(clock_font, rows)| {
            2.0 * (rows.total() + clock_font * 1.03) + 0.08 * h <= panel_h
        })?;
    let clock_h = clock_font * 1.03;
    let mut top_panel = rows.panel(panel_x, body_top, panel_w, clock_h, false);
    top_panel.name = Rect::new(margin, top, full_w, name_h);
    let mut bottom_panel = rows.panel(
        panel_x,
        body_top + panel_h - rows.total() - clock_h,
        panel_w,
        clock_h,
        true,
    );
    bottom_panel.name = bottom_name;
    let middle_y = body_top + rows.total() + clock_h;
    Some(FinalLayout {
        width,
        height,
        unit,
        title: Rect::new(margin, margin, 0.72 * full_w, title_h),
        timer: Rect::new(margin + 0.74 * full_w, margin, 0.26 * full_w, title_h),
        board: BoardGeometry {
            area: Rect::new(board_x, body_top, side, side),
            orientation,
        },
        ranks: Rect::new(margin, body_top, coord, side),
        files: Rect::new(board_x, body_top + side, side, coord),
        top: top_panel,
        bottom: bottom_panel,
        middle: Rect::new(
            panel_x,
            middle_y,
            panel_w,
            (bottom_panel.clock.y - middle_y).max(0.0),
        ),
        moves: Rect::new(panel_x, middle_y, panel_w, 0.0),
        banner: Rect::new(0.08 * width, 0.36 * h, 0.84 * width, 0.28 * h),
        clock_font,
    })
}

/// The final on a portrait screen: the board across the top, then the two
/// sides side by side (the side at the top of the board on the left), then
/// notices, timer and moves down to the bottom of the screen.
fn portrait_final(
    width: f32,
    height: f32,
    orientation: Orientation,
    name_chars: usize,
) -> FinalLayout {
    let unit = width * 0.75;
    let margin = 0.02 * width;
    let title_h = 0.05 * unit;
    let coord = 0.035 * unit;
    let arrow = 0.05 * unit;
    let top = margin + title_h;
    let room = width - 2.0 * margin - coord;
    let side = room.min(height * 0.55).max(8.0);
    let board_x = margin + coord + (room - side) / 2.0;
    let board = BoardGeometry {
        area: Rect::new(board_x, top, side, side),
        orientation,
    };
    let below = top + side + coord + margin;
    let col_w = ((width - 3.0 * margin - 2.0 * arrow) / 2.0).max(8.0);
    let left = margin + arrow;
    let right = left + col_w + margin + arrow;
    let clock_font = (0.19 * unit).min(0.3 * col_w);
    let clock_h = (0.2 * unit).min(clock_font * 1.06);
    // A portrait screen has the height for a child's long name on two
    // lines as the next mover.
    let lines = name_lines(name_chars, FINAL_NAME * unit, col_w).min(3.0);
    let mut rows = SideRows::at(unit, lines, 2.0);
    let room = height - margin - below - clock_h - 0.2 * unit;
    if rows.total() > room {
        rows = SideRows::at(unit * (room / rows.total()).max(0.6), lines, 2.0);
    }
    let column = |x: f32| rows.panel(x, below, col_w, clock_h, false);
    let middle_y = below + rows.total() + clock_h + margin;
    FinalLayout {
        width,
        height,
        unit,
        title: Rect::new(margin, margin, 0.72 * (width - 2.0 * margin), title_h),
        timer: Rect::new(
            margin + 0.74 * (width - 2.0 * margin),
            margin,
            0.26 * (width - 2.0 * margin),
            title_h,
        ),
        board,
        ranks: Rect::new(board_x - coord, top, coord, side),
        files: Rect::new(board_x, top + side, side, coord),
        top: column(left),
        bottom: column(right),
        middle: Rect::new(
            left,
            middle_y,
            width - left - margin,
            (height - margin - middle_y).max(0.0),
        ),
        moves: Rect::new(left, middle_y, width - left - margin, 0.0),
        banner: Rect::new(0.05 * width, top + 0.3 * side, 0.9 * width, 0.4 * side),
        clock_font,
    }
}

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
/// `featured` (an index below `count`) enlarged on the left half.
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
    // The grid whose cells give the largest board (a board plus an
    // information column about as wide).
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
    let unit = height.min(width * 9.0 / 16.0);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn inside(inner: &Rect, outer: (f32, f32)) -> bool {
        inner.x >= 0.0
            && inner.y >= 0.0
            && inner.x + inner.w <= outer.0 + 0.01
            && inner.y + inner.h <= outer.1 + 0.01
    }

    #[test]
    fn final_layout_fits_the_screen_with_large_clocks() {
        for (w, h) in [
            (1920.0, 1080.0),
            (3840.0, 2160.0),
            (1280.0, 720.0),
            (1024.0, 768.0),
        ] {
            let l = final_layout(w, h, Orientation::WhiteBottom);
            for r in [
                l.board.area,
                l.top.clock,
                l.bottom.clock,
                l.top.name,
                l.bottom.name,
                l.middle,
                l.banner,
            ] {
                assert!(inside(&r, (w, h)), "{r:?} outside {w}x{h}");
            }
            assert!(l.clock_font >= h / 8.0, "digits at least 1/8 of the height");
            assert!(
                l.top.clock.y + l.top.clock.h <= l.bottom.clock.y,
                "clocks do not overlap"
            );
            assert!(
                l.board.area.x + l.board.area.w < l.top.clock.x,
                "panel right of the board"
            );
        }
    }

    #[test]
    fn squares_follow_the_orientation() {
        let l = final_layout(1920.0, 1080.0, Orientation::WhiteBottom);
        let a1 = l.board.square(Square::A1);
        assert_eq!(
            (a1.x, a1.y + a1.h),
            (l.board.area.x, l.board.area.y + l.board.area.w)
        );
        let flipped = final_layout(1920.0, 1080.0, Orientation::BlackBottom);
        let h8 = flipped.board.square(Square::H8);
        assert_eq!(
            (h8.x, h8.y + h8.h),
            (
                flipped.board.area.x,
                flipped.board.area.y + flipped.board.area.w
            )
        );
        assert_eq!(l.panel(Color::White), &l.bottom);
        assert_eq!(flipped.panel(Color::White), &flipped.top);
    }

    #[test]
    fn sixteen_mirrors_fit_a_1080p_screen_in_a_four_by_four_grid() {
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
