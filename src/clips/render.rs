//! A finished game as an animated GIF: one frame a position (the start and
//! each move after it), the board as the stage draws it (the last move's
//! squares, a king in check), both names and their clocks as each move left
//! them, the event and the round under it, and the result on the last
//! frame. Drawn on the clip worker's thread, never in the stage's frames.

use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, Position, Role, Square};

use super::canvas::{Canvas, Ink, Pen, Rgb, rgb};
use crate::theme::palette;

/// The clip's width.
pub const WIDTH: u32 = 480;
/// The clip's height.
pub const HEIGHT: u32 = 648;
/// The board's top left corner and its square's size (White at the
/// bottom).
pub const BOARD_X: u32 = 16;
/// See [`BOARD_X`].
pub const BOARD_Y: u32 = 72;
/// See [`BOARD_X`].
pub const SQUARE: u32 = 56;

/// Everything a clip shows, taken from the game when it ended.
#[derive(Clone, Debug)]
pub struct Clip {
    /// The event, the round and the board, as the screens title them.
    pub title: String,
    /// The position the game began from (none: the initial one).
    pub start_fen: Option<String>,
    /// Each move: UCI, who made it and that side's clock after it.
    pub moves: Vec<(String, Color, u64)>,
    /// The names as the public pages show them: White, Black.
    pub names: [String; 2],
    /// Each side's time before its first move: White, Black.
    pub base_ms: [u64; 2],
    /// The result's line (`1-0 · jaque mate`, the winner).
    pub result: String,
}

/// How long each frame shows, in hundredths of a second: the start 1.5 s,
/// each move a minute's share of the game (0.3 s to 1 s), the end 5 s.
pub fn delays(plies: usize) -> (u16, u16, u16) {
    let each = (6000 / plies.max(1)).clamp(30, 100) as u16;
    (150, each, 500)
}

/// The positions of `clip`'s game, the start first; a move that does not
/// replay (a record damaged) ends the list there.
pub fn positions(clip: &Clip) -> Vec<(Chess, Option<(Square, Square)>)> {
    let start = clip
        .start_fen
        .as_deref()
        .and_then(|f| f.parse::<shakmaty::fen::Fen>().ok())
        .and_then(|f| f.into_position::<Chess>(CastlingMode::Standard).ok())
        .unwrap_or_default();
    let mut out = vec![(start, None)];
    for (uci, _, _) in &clip.moves {
        let (pos, _) = out.last().expect("the start is there");
        let Some(m) = uci
            .parse::<UciMove>()
            .ok()
            .and_then(|u| u.to_move(pos).ok())
        else {
            break;
        };
        let squares = m.from().map(|from| (from, m.to()));
        let mut next = pos.clone();
        next.play_unchecked(m);
        out.push((next, squares));
    }
    out
}

/// The GIF of `clip`: `positions(clip).len()` frames.
pub fn gif(clip: &Clip) -> Result<Vec<u8>, gif::EncodingError> {
    let regular = Pen::new(crate::theme::REGULAR).expect("the compiled-in font reads");
    let bold = Pen::new(crate::theme::BOLD).expect("the compiled-in font reads");
    let pieces = PieceInks::new(&regular);
    let positions = positions(clip);
    let palette = Palette::new();
    let mut out = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut out, WIDTH as u16, HEIGHT as u16, &palette.rgb)?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        let (first, each, last) = delays(positions.len() - 1);
        let mut previous: Option<Vec<u8>> = None;
        let mut clocks = clip.base_ms;
        for (i, (pos, squares)) in positions.iter().enumerate() {
            if i > 0
                && let Some((_, side, after)) = clip.moves.get(i - 1)
            {
                clocks[side_index(*side)] = *after;
            }
            let end = i + 1 == positions.len();
            let canvas = frame(clip, &regular, &bold, &pieces, pos, *squares, clocks, end);
            let indices: Vec<u8> = canvas.pixels.iter().map(|p| palette.index(*p)).collect();
            let delay = if end {
                last
            } else if i == 0 {
                first
            } else {
                each
            };
            // Only the box that changed since the last frame is written
            // (drawn over it): a move changes two squares and a clock.
            let (x, y, w, h) = match &previous {
                Some(prev) => changed_box(prev, &indices),
                None => (0, 0, WIDTH, HEIGHT),
            };
            let mut sub = Vec::with_capacity((w * h) as usize);
            for row in y..y + h {
                let start = (row * WIDTH + x) as usize;
                sub.extend_from_slice(&indices[start..start + w as usize]);
            }
            let frame = gif::Frame {
                left: x as u16,
                top: y as u16,
                width: w as u16,
                height: h as u16,
                delay,
                dispose: gif::DisposalMethod::Keep,
                buffer: std::borrow::Cow::Owned(sub),
                ..Default::default()
            };
            encoder.write_frame(&frame)?;
            previous = Some(indices);
        }
    }
    Ok(out)
}

fn side_index(side: Color) -> usize {
    if side == Color::White { 0 } else { 1 }
}

/// The smallest box holding every pixel that differs (a pixel when none
/// does: a frame cannot be empty).
fn changed_box(prev: &[u8], next: &[u8]) -> (u32, u32, u32, u32) {
    let (mut x0, mut y0, mut x1, mut y1) = (WIDTH, HEIGHT, 0, 0);
    for y in 0..HEIGHT {
        let row = (y * WIDTH) as usize..((y + 1) * WIDTH) as usize;
        let (a, b) = (&prev[row.clone()], &next[row]);
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0) as u32;
        let last = a.iter().zip(b).rposition(|(p, q)| p != q).unwrap_or(0) as u32;
        x0 = x0.min(first);
        x1 = x1.max(last + 1);
        y0 = y0.min(y);
        y1 = y1.max(y + 1);
    }
    if x1 <= x0 {
        return (0, 0, 1, 1);
    }
    (x0, y0, x1 - x0, y1 - y0)
}

/// The twelve glyphs of the pieces, filled and outlined, at the squares'
/// size.
struct PieceInks {
    size: f32,
    ascent: f32,
    inks: Vec<(Role, Ink, Ink, f32)>,
}

impl PieceInks {
    fn new(pen: &Pen) -> PieceInks {
        let size = SQUARE as f32 * 1.12;
        let inks = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .into_iter()
        .map(|role| {
            let (filled, outline) = crate::theme::piece_glyphs(role);
            (
                role,
                pen.ink(filled, size),
                pen.ink(outline, size),
                pen.width(filled, size),
            )
        })
        .collect();
        PieceInks {
            size,
            ascent: pen.ascent(size),
            inks,
        }
    }
}

/// The colours a clip is drawn in.
mod colours {
    use super::{Rgb, palette, rgb};
    pub fn background() -> Rgb {
        rgb(palette::BACKGROUND)
    }
    pub fn all() -> Vec<Rgb> {
        [
            palette::BACKGROUND,
            palette::LIGHT,
            palette::DARK,
            palette::LAST_LIGHT,
            palette::LAST_DARK,
            palette::CHECK,
            palette::TEXT,
            palette::DIM,
            palette::ACCENT,
            palette::CLOCK_IDLE,
            palette::CLOCK_RUNNING,
            bevy::color::Color::BLACK,
            bevy::color::Color::srgb(0.06, 0.06, 0.06),
            bevy::color::Color::srgb(0.45, 0.45, 0.45),
        ]
        .into_iter()
        .map(rgb)
        .collect()
    }
}

/// One frame: the position after `i` moves.
#[allow(clippy::too_many_arguments)]
fn frame(
    clip: &Clip,
    regular: &Pen,
    bold: &Pen,
    pieces: &PieceInks,
    pos: &Chess,
    last: Option<(Square, Square)>,
    clocks: [u64; 2],
    end: bool,
) -> Canvas {
    let mut c = Canvas::new(WIDTH, HEIGHT, colours::background());
    let checked = pos
        .is_check()
        .then(|| pos.board().king_of(pos.turn()))
        .flatten();
    for sq in Square::ALL {
        let (x, y) = square_xy(sq);
        let light = sq.is_light();
        let lit = last.is_some_and(|(a, b)| a == sq || b == sq);
        let colour = match (lit, light) {
            (true, true) => palette::LAST_LIGHT,
            (true, false) => palette::LAST_DARK,
            (false, true) => palette::LIGHT,
            (false, false) => palette::DARK,
        };
        c.fill(x as i32, y as i32, SQUARE, SQUARE, rgb(colour));
        if Some(sq) == checked {
            let inset = (SQUARE as f32 * 0.08) as u32;
            c.fill(
                (x + inset) as i32,
                (y + inset) as i32,
                SQUARE - 2 * inset,
                SQUARE - 2 * inset,
                rgb(palette::CHECK),
            );
        }
    }
    for (sq, piece) in pos.board().clone() {
        let (x, y) = square_xy(sq);
        let Some((_, filled, outline, width)) = pieces.inks.iter().find(|i| i.0 == piece.role)
        else {
            continue;
        };
        let (fill, edge) = match piece.color {
            Color::White => (bevy::color::Color::WHITE, bevy::color::Color::BLACK),
            Color::Black => (
                bevy::color::Color::srgb(0.06, 0.06, 0.06),
                bevy::color::Color::srgb(0.45, 0.45, 0.45),
            ),
        };
        // Centred on the square, the glyph's line box in its middle.
        let gx = x as f32 + (SQUARE as f32 - width) / 2.0;
        let gy =
            y as f32 + (SQUARE as f32 - pieces.size) / 2.0 + pieces.ascent - SQUARE as f32 * 0.06;
        c.ink(filled, gx.round() as i32, gy.round() as i32, rgb(fill));
        c.ink(outline, gx.round() as i32, gy.round() as i32, rgb(edge));
    }
    let running = (!end).then(|| pos.turn());
    // Black above the board, White below, as the board is seen.
    side_bar(
        &mut c,
        bold,
        &clip.names[1],
        clocks[1],
        running == Some(Color::Black),
        8,
    );
    side_bar(
        &mut c,
        bold,
        &clip.names[0],
        clocks[0],
        running == Some(Color::White),
        BOARD_Y + 8 * SQUARE + 8,
    );
    // Under it all: the event and round, or at the end the result.
    let (text, colour, pen) = if end && !clip.result.is_empty() {
        (&clip.result, palette::ACCENT, bold)
    } else {
        (&clip.title, palette::DIM, regular)
    };
    let top = BOARD_Y + 8 * SQUARE + 8 + 56 + 4;
    text_box(
        &mut c,
        pen,
        text,
        (16, top, WIDTH - 32, HEIGHT - top - 4),
        &[20.0, 16.0, 13.0],
        rgb(colour),
    );
    c
}

/// Where `sq` is drawn (White at the bottom).
pub fn square_xy(sq: Square) -> (u32, u32) {
    let file = u32::from(sq.file());
    let rank = u32::from(sq.rank());
    (BOARD_X + file * SQUARE, BOARD_Y + (7 - rank) * SQUARE)
}

/// A side's name and clock in a bar 56 px high at `top`.
fn side_bar(c: &mut Canvas, pen: &Pen, name: &str, ms: u64, running: bool, top: u32) {
    let clock_w = 120;
    let name_w = WIDTH - 32 - clock_w - 12;
    text_box(
        c,
        pen,
        name,
        (16, top, name_w, 56),
        &[22.0, 19.0, 16.0, 13.0],
        rgb(palette::TEXT),
    );
    let (bx, colour) = (
        WIDTH - 16 - clock_w,
        if running {
            palette::CLOCK_RUNNING
        } else {
            palette::CLOCK_IDLE
        },
    );
    c.fill(bx as i32, top as i32, clock_w, 56, rgb(colour));
    let text = crate::core::clock::format_clock(ms, 10_000);
    let size = 30.0;
    let ink = pen.ink(&text, size);
    let w = pen.width(&text, size);
    let x = bx as f32 + (clock_w as f32 - w) / 2.0;
    let y = top as f32 + 28.0 + pen.ascent(size) * 0.36;
    c.ink(&ink, x.round() as i32, y.round() as i32, rgb(palette::TEXT));
}

/// `text` fitted to the box (x, y, w, h), its lines centred upright in it.
fn text_box(
    c: &mut Canvas,
    pen: &Pen,
    text: &str,
    b: (u32, u32, u32, u32),
    sizes: &[f32],
    colour: Rgb,
) {
    let (x, y, w, h) = b;
    let (size, lines) = pen.fit(text, w as f32, h as f32, sizes);
    let line_h = size * 1.2;
    let block = line_h * lines.len() as f32;
    let mut baseline =
        y as f32 + (h as f32 - block) / 2.0 + pen.ascent(size) + (line_h - size) / 2.0;
    for line in lines {
        let ink = pen.ink(&line, size);
        c.ink(&ink, x as i32, baseline.round() as i32, colour);
        baseline += line_h;
    }
}

/// The GIF's one palette: the theme's colours exactly, then a 6×6×6 cube
/// for the edges of the glyphs.
struct Palette {
    rgb: Vec<u8>,
    exact: Vec<Rgb>,
    cache: std::cell::RefCell<std::collections::HashMap<Rgb, u8>>,
}

impl Palette {
    fn new() -> Palette {
        let exact = colours::all();
        let mut rgb: Vec<u8> = exact.iter().flatten().copied().collect();
        for r in 0..6u8 {
            for g in 0..6u8 {
                for b in 0..6u8 {
                    rgb.extend([r * 51, g * 51, b * 51]);
                }
            }
        }
        Palette {
            rgb,
            exact,
            cache: Default::default(),
        }
    }

    /// The nearest colour's index.
    fn index(&self, p: Rgb) -> u8 {
        if let Some(i) = self.cache.borrow().get(&p) {
            return *i;
        }
        let entries = self.rgb.len() / 3;
        let distance = |i: usize| -> u32 {
            (0..3)
                .map(|k| {
                    let d = i32::from(self.rgb[i * 3 + k]) - i32::from(p[k]);
                    (d * d) as u32
                })
                .sum()
        };
        let i = if let Some(e) = self.exact.iter().position(|e| *e == p) {
            e
        } else {
            (0..entries).min_by_key(|i| distance(*i)).unwrap_or(0)
        } as u8;
        self.cache.borrow_mut().insert(p, i);
        i
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clip(moves: &[&str]) -> Clip {
        let mut pos = Chess::default();
        let mut played = Vec::new();
        for (i, san) in moves.iter().enumerate() {
            let m = san
                .parse::<shakmaty::san::San>()
                .unwrap()
                .to_move(&pos)
                .unwrap();
            let side = pos.turn();
            played.push((
                m.to_uci(CastlingMode::Standard).to_string(),
                side,
                600_000 - i as u64 * 1000,
            ));
            pos.play_unchecked(m);
        }
        Clip {
            title: "Open · Ronda 1 · 1".into(),
            start_fen: None,
            moves: played,
            names: ["Ana".into(), "Bea".into()],
            base_ms: [600_000, 600_000],
            result: "1-0 · jaque mate".into(),
        }
    }

    #[test]
    fn a_game_is_one_frame_a_position_each_but_the_first_only_what_changed() {
        let game = clip(&["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
        let bytes = gif(&game).unwrap();
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(bytes.as_slice()).unwrap();
        let mut frames = Vec::new();
        while let Some(f) = decoder.read_next_frame().unwrap() {
            frames.push((f.left, f.top, f.width, f.height, f.delay));
        }
        assert_eq!(frames.len(), 8, "plies + 1");
        assert_eq!(frames[0], (0, 0, WIDTH as u16, HEIGHT as u16, 150));
        assert_eq!(frames[7].4, 500, "the end holds 5 s");
        // A move redraws its squares and the clocks, not the whole board.
        for f in &frames[1..] {
            assert!(u32::from(f.2) * u32::from(f.3) < WIDTH * HEIGHT, "{f:?}");
        }
        // MEGXADREZ_CLIP_PNG=path: the last frame, to look at.
        if let Ok(path) = std::env::var("MEGXADREZ_CLIP_PNG") {
            let mut options = gif::DecodeOptions::new();
            options.set_color_output(gif::ColorOutput::RGBA);
            let mut decoder = options.read_info(bytes.as_slice()).unwrap();
            let mut canvas = image::RgbaImage::new(WIDTH, HEIGHT);
            while let Some(f) = decoder.read_next_frame().unwrap() {
                for y in 0..u32::from(f.height) {
                    for x in 0..u32::from(f.width) {
                        let i = ((y * u32::from(f.width) + x) * 4) as usize;
                        let p = &f.buffer[i..i + 4];
                        canvas.put_pixel(
                            u32::from(f.left) + x,
                            u32::from(f.top) + y,
                            image::Rgba([p[0], p[1], p[2], p[3]]),
                        );
                    }
                }
            }
            canvas.save(path).unwrap();
        }
        // A damaged record stops the clip where it stops replaying.
        let mut broken = game.clone();
        broken.moves[3].0 = "a1a8".into();
        assert_eq!(positions(&broken).len(), 4);
    }
}
