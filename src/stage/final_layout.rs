//! The giant-board final's geometry: the board, each side's panel (name,
//! next mover, rotation, illegal moves, clock), the middle and the moves, at
//! any size and aspect, names at 1/20 of the height.

use shakmaty::Color;

use super::layout::{BoardGeometry, Rect};
use crate::core::config::Orientation;

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

/// The title's row across the top, inside `margin`: the event, round and
/// board on the left, the round's time left on the right.
fn title_row(width: f32, margin: f32, title_h: f32) -> (Rect, Rect) {
    let w = width - 2.0 * margin;
    (
        Rect::new(margin, margin, 0.72 * w, title_h),
        Rect::new(margin + 0.74 * w, margin, 0.26 * w, title_h),
    )
}

/// Lays out the final at `width` x `height` pixels: the board on the left
/// and the panel on the right on a landscape screen (any ratio, 4:3 to
/// 21:9), the board on top and the two sides' panels below it side by side
/// on a portrait one. The panel takes the screen's whole height (on a 4:3
/// screen, the band under a board as wide as it may be too); names and the
/// next mover are 1/20 of the screen's height, a name on up to three lines
/// beside the board, or across the screen over and under it where that
/// leaves the board too small (see [`final_layout_for`]).
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
    let unit = super::layout::unit(width, h);
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
    let (title, timer) = title_row(width, margin, title_h);
    FinalLayout {
        width,
        height,
        unit,
        title,
        timer,
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
    let unit = super::layout::unit(width, h);
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
    let (title, timer) = title_row(width, margin, title_h);
    Some(FinalLayout {
        width,
        height,
        unit,
        title,
        timer,
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
    let (title, timer) = title_row(width, margin, title_h);
    FinalLayout {
        width,
        height,
        unit,
        title,
        timer,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stage::layout::tests::inside;
    use shakmaty::Square;

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
    fn long_names_on_a_4_3_screen_run_across_it_over_and_under_the_board() {
        let (w, h) = (1024.0, 768.0);
        let long = final_layout_for(w, h, Orientation::WhiteBottom, 50);
        let board = long.board.area;
        for name in [long.top.name, long.bottom.name] {
            assert!(inside(&name, (w, h)), "{name:?}");
            assert!(name.w > 0.9 * w, "{name:?}");
            // Two lines at 1/20 of the height.
            assert!(name.h >= 2.0 * 1.2 * FINAL_NAME * h, "{name:?}");
        }
        assert!(long.top.name.y + long.top.name.h <= board.y);
        assert!(long.bottom.name.y >= board.y + board.h);
        assert!(long.clock_font >= h / 8.0);
        assert!(board.w >= 0.5 * h, "{board:?}");
        // Short names sit in the panel beside the board.
        let short = final_layout_for(w, h, Orientation::WhiteBottom, 12);
        assert!(short.top.name.x > short.board.area.x + short.board.area.w);
    }
}
