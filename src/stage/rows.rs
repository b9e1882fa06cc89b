//! How tall a table's rows are on a between-rounds screen: as tall as the
//! screen's height allows, up to where the longest name would no longer fit
//! its column; a name wraps to two lines in its row before the rows get
//! smaller. Pure arithmetic, from an estimate of how wide text is (the
//! screens' text still shrinks to fit its box where the estimate is short).

/// Rows chosen for a table.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rows {
    /// A row's height, in pixels.
    pub line: f32,
    /// The names' font size.
    pub font: f32,
    /// How many one-line widths a name's lines hold at that size (a little
    /// less than the lines it takes: words break where they may).
    pub holds: f32,
}

impl Rows {
    /// The width a name of `chars` characters takes on its lines.
    pub fn name_width(&self, chars: usize) -> f32 {
        chars.max(1) as f32 * CHAR_WIDTH * self.font / self.holds
    }
}

/// A character of the screens' text is about this much of its font size
/// wide (DejaVu Sans, mixed case).
const CHAR_WIDTH: f32 = 0.56;

/// Rows for `count` rows (the header included) in `avail` pixels of
/// height, each between `min_line` and `max_line` tall; a name of up to
/// `chars` characters sits in a column `name_w(line)` wide. A one-line row
/// draws its text at `ratio` of its height; a row with its name on two
/// lines at 0.4 of it, on three at 0.28. The largest text
/// that fits wins; when not even `min_line` rows fit the height, rows are
/// `min_line` tall (and page).
pub fn fit(
    count: usize,
    avail: f32,
    (min_line, max_line): (f32, f32),
    ratio: f32,
    chars: usize,
    name_w: impl Fn(f32) -> f32,
) -> Rows {
    let count = count.max(1) as f32;
    let by_height = (avail / count).clamp(min_line, max_line.max(min_line));
    let mut best = Rows {
        line: min_line,
        font: min_line * ratio,
        holds: 1.0,
    };
    // From the tallest rows down, 2 % a step.
    let mut line = by_height;
    while line >= min_line {
        if let Some(rows) = name_rows(chars, line, name_w(line), ratio)
            && rows.font > best.font
        {
            best = rows;
        }
        line *= 0.98;
    }
    best
}

/// A row `line` tall and `w` wide for a name of `chars` characters: on one
/// line at `ratio` of the row (above 0.4), on two at 0.4 of it, on three (a
/// tall portrait screen's rows) at 0.28, the largest that fits; `None` when
/// it fits on none. Lines hold a little less than one each, words breaking
/// where they may.
fn name_rows(chars: usize, line: f32, w: f32, ratio: f32) -> Option<Rows> {
    let chars = chars.max(1) as f32;
    [(line * ratio, 1.0), (line * 0.4, 1.8), (line * 0.28, 2.6)]
        .into_iter()
        .find(|(font, holds)| chars * CHAR_WIDTH * font <= holds * w)
        .map(|(font, holds)| Rows { line, font, holds })
}

/// The size a name of `chars` characters is written at in a row `line`
/// tall and `w` wide (see [`fit`]'s lines); where it fits on none, the size
/// at which it fills two lines (its box shrinks it further if it must).
pub fn name_font(chars: usize, line: f32, w: f32, ratio: f32) -> f32 {
    name_rows(chars, line, w, ratio).map_or_else(
        || (line * 0.4).min(1.8 * w / (chars.max(1) as f32 * CHAR_WIDTH)),
        |rows| rows.font,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_fill_the_height_until_the_longest_name_binds() {
        // Eight short names on a portrait screen: as tall as the height
        // allows (up to the largest row).
        let r = fit(9, 1700.0, (45.0, 160.0), 0.62, 16, |_| 450.0);
        assert!(r.line > 150.0, "{r:?}");
        // Fifty characters in 450 px: on two lines, larger than on one.
        let long = fit(9, 1700.0, (45.0, 160.0), 0.62, 50, |_| 450.0);
        assert!(long.font > 450.0 / (50.0 * CHAR_WIDTH), "{long:?}");
        assert!(long.font < r.font);
        // A list longer than the height holds: the smallest rows (paged).
        let many = fit(31, 1000.0, (45.0, 90.0), 0.62, 10, |_| 800.0);
        assert_eq!(many.line, 45.0);
        // Twelve rows of 1000 px: the height binds, not the names.
        let some = fit(12, 1000.0, (45.0, 160.0), 0.62, 10, |_| 800.0);
        assert!((some.line - 1000.0 / 12.0).abs() < 0.01, "{some:?}");
    }
}
