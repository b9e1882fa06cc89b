//! A small RGB canvas for the clips: filled boxes, and text and pieces from
//! the repository's own font (DejaVu Sans, as the screens draw them), with
//! names that wrap before they shrink and shrink before they are cut.

use ab_glyph::{Font, FontRef, Glyph, PxScale, ScaleFont, point};

/// An sRGB colour.
pub type Rgb = [u8; 3];

/// A theme colour as the clips paint it.
pub fn rgb(c: bevy::color::Color) -> Rgb {
    let s = c.to_srgba();
    [s.red, s.green, s.blue].map(|v| (v.clamp(0.0, 1.0) * 255.0).round() as u8)
}

/// Pixels, row by row.
pub struct Canvas {
    /// Width.
    pub w: u32,
    /// Height.
    pub h: u32,
    /// `w * h` colours.
    pub pixels: Vec<Rgb>,
}

/// The ink of one glyph: coverage from 0 to 1 over its box.
#[derive(Clone)]
pub struct Ink {
    x: i32,
    y: i32,
    w: u32,
    h: u32,
    coverage: Vec<f32>,
}

impl Canvas {
    /// A canvas of `w` × `h` filled with `fill`.
    pub fn new(w: u32, h: u32, fill: Rgb) -> Canvas {
        Canvas {
            w,
            h,
            pixels: vec![fill; (w * h) as usize],
        }
    }

    /// Fills a box (clipped to the canvas).
    pub fn fill(&mut self, x: i32, y: i32, w: u32, h: u32, c: Rgb) {
        let (x0, y0) = (x.max(0) as u32, y.max(0) as u32);
        let x1 = (x + w as i32).clamp(0, self.w as i32) as u32;
        let y1 = (y + h as i32).clamp(0, self.h as i32) as u32;
        for row in y0..y1 {
            let start = (row * self.w) as usize;
            self.pixels[start + x0 as usize..start + x1 as usize].fill(c);
        }
    }

    /// Paints `ink` with its top left at (`x`, `y`) in `c`.
    pub fn ink(&mut self, ink: &Ink, x: i32, y: i32, c: Rgb) {
        for gy in 0..ink.h {
            for gx in 0..ink.w {
                let a = ink.coverage[(gy * ink.w + gx) as usize];
                if a <= 0.0 {
                    continue;
                }
                let (px, py) = (x + ink.x + gx as i32, y + ink.y + gy as i32);
                if px < 0 || py < 0 || px >= self.w as i32 || py >= self.h as i32 {
                    continue;
                }
                let p = &mut self.pixels[(py as u32 * self.w + px as u32) as usize];
                let a = a.min(1.0);
                for i in 0..3 {
                    p[i] = (f32::from(p[i]) * (1.0 - a) + f32::from(c[i]) * a).round() as u8;
                }
            }
        }
    }
}

/// Text drawn with one font.
pub struct Pen<'f> {
    font: FontRef<'f>,
}

impl<'f> Pen<'f> {
    /// A pen of the font in `bytes` (one compiled into the binary).
    pub fn new(bytes: &'f [u8]) -> Option<Pen<'f>> {
        FontRef::try_from_slice(bytes).ok().map(|font| Pen { font })
    }

    /// How wide `text` is at `size` px.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        let scaled = self.font.as_scaled(PxScale::from(size));
        let mut last = None;
        let mut w = 0.0;
        for c in text.chars() {
            let id = self.font.glyph_id(c);
            if let Some(prev) = last {
                w += scaled.kern(prev, id);
            }
            w += scaled.h_advance(id);
            last = Some(id);
        }
        w
    }

    /// The ink of `text` at `size` px, relative to the start of its
    /// baseline.
    pub fn ink(&self, text: &str, size: f32) -> Ink {
        let scale = PxScale::from(size);
        let scaled = self.font.as_scaled(scale);
        let mut glyphs: Vec<Glyph> = Vec::new();
        let mut x = 0.0;
        let mut last = None;
        for c in text.chars() {
            let id = self.font.glyph_id(c);
            if let Some(prev) = last {
                x += scaled.kern(prev, id);
            }
            glyphs.push(id.with_scale_and_position(scale, point(x, 0.0)));
            x += scaled.h_advance(id);
            last = Some(id);
        }
        let outlined: Vec<_> = glyphs
            .into_iter()
            .filter_map(|g| self.font.outline_glyph(g))
            .collect();
        let Some(first) = outlined.first() else {
            return Ink {
                x: 0,
                y: 0,
                w: 0,
                h: 0,
                coverage: Vec::new(),
            };
        };
        let mut bounds = first.px_bounds();
        for g in &outlined {
            let b = g.px_bounds();
            bounds.min.x = bounds.min.x.min(b.min.x);
            bounds.min.y = bounds.min.y.min(b.min.y);
            bounds.max.x = bounds.max.x.max(b.max.x);
            bounds.max.y = bounds.max.y.max(b.max.y);
        }
        let (x0, y0) = (bounds.min.x.floor() as i32, bounds.min.y.floor() as i32);
        let w = (bounds.max.x.ceil() as i32 - x0).max(0) as u32;
        let h = (bounds.max.y.ceil() as i32 - y0).max(0) as u32;
        let mut coverage = vec![0.0; (w * h) as usize];
        for g in &outlined {
            let b = g.px_bounds();
            let (ox, oy) = (b.min.x as i32 - x0, b.min.y as i32 - y0);
            g.draw(|gx, gy, c| {
                let (px, py) = (ox + gx as i32, oy + gy as i32);
                if px >= 0 && py >= 0 && (px as u32) < w && (py as u32) < h {
                    coverage[(py as u32 * w + px as u32) as usize] += c;
                }
            });
        }
        Ink {
            x: x0,
            y: y0,
            w,
            h,
            coverage,
        }
    }

    /// The ascent of the font at `size` px.
    pub fn ascent(&self, size: f32) -> f32 {
        self.font.as_scaled(PxScale::from(size)).ascent()
    }

    /// `text` laid out in a box `max_w` wide and `max_h` high: on one line
    /// at the largest of `sizes` if it fits, else wrapped at spaces onto
    /// as many lines as fit; only at the smallest size is a line that still
    /// does not fit cut, with "…". The size and the lines.
    pub fn fit(&self, text: &str, max_w: f32, max_h: f32, sizes: &[f32]) -> (f32, Vec<String>) {
        let smallest = sizes.last().copied().unwrap_or(12.0);
        for &size in sizes {
            let lines_fit = ((max_h / (size * 1.2)).floor() as usize).max(1);
            let lines = self.wrap(text, max_w, size);
            if lines.len() <= lines_fit && lines.iter().all(|l| self.width(l, size) <= max_w) {
                return (size, lines);
            }
        }
        let lines_fit = ((max_h / (smallest * 1.2)).floor() as usize).max(1);
        let mut lines = self.wrap(text, max_w, smallest);
        if lines.len() > lines_fit {
            let rest = lines.split_off(lines_fit - 1).join(" ");
            lines.push(rest);
        }
        let lines = lines
            .into_iter()
            .map(|l| self.cut(&l, max_w, smallest))
            .collect();
        (smallest, lines)
    }

    /// Words of `text` gathered into lines no wider than `max_w` (a word
    /// wider than that on a line of its own).
    fn wrap(&self, text: &str, max_w: f32, size: f32) -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let tried = if line.is_empty() {
                word.to_owned()
            } else {
                format!("{line} {word}")
            };
            if !line.is_empty() && self.width(&tried, size) > max_w {
                lines.push(std::mem::replace(&mut line, word.to_owned()));
            } else {
                line = tried;
            }
        }
        if !line.is_empty() || lines.is_empty() {
            lines.push(line);
        }
        lines
    }

    /// `line` cut with "…" to fit `max_w`.
    fn cut(&self, line: &str, max_w: f32, size: f32) -> String {
        if self.width(line, size) <= max_w {
            return line.to_owned();
        }
        let mut chars: Vec<char> = line.chars().collect();
        while !chars.is_empty() {
            chars.pop();
            let tried: String = chars.iter().collect::<String>().trim_end().to_owned() + "…";
            if self.width(&tried, size) <= max_w {
                return tried;
            }
        }
        "…".to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_name_wraps_before_it_shrinks_and_shrinks_before_it_is_cut() {
        let pen = Pen::new(crate::theme::BOLD).unwrap();
        // One line at the largest size when it fits.
        let (size, lines) = pen.fit("Ana", 300.0, 60.0, &[22.0, 16.0, 12.0]);
        assert_eq!((size, lines.len()), (22.0, 1));
        // A 48-character name: two lines at the largest size.
        let name = "Escola de Xadrez Municipal de Santiago Compostela";
        let (size, lines) = pen.fit(name, 300.0, 60.0, &[22.0, 16.0, 12.0]);
        assert_eq!(size, 22.0);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert_eq!(lines.join(" "), name);
        // Too long for two lines at 22: smaller, still whole.
        let longer = format!("{name} e da súa Comarca");
        let (size, lines) = pen.fit(&longer, 300.0, 60.0, &[22.0, 16.0, 12.0]);
        assert!(size < 22.0);
        assert_eq!(lines.join(" "), longer);
        assert!(lines.iter().all(|l| pen.width(l, size) <= 300.0));
        // Only past the smallest size is anything cut.
        let (size, lines) = pen.fit(&longer.repeat(4), 300.0, 30.0, &[22.0, 12.0]);
        assert_eq!(size, 12.0);
        assert!(lines.last().unwrap().ends_with('…'));
        assert!(lines.iter().all(|l| pen.width(l, size) <= 300.0));
    }
}
