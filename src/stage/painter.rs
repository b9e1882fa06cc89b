//! Drawing into one screen: rectangles, texts and the board itself, in the
//! screen's top-left pixel coordinates.

use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::{FontSize, Justify, LineBreak, TextBounds};
use shakmaty::{Color as Side, Position, Role, Square};

use super::layout::{BoardGeometry, Rect as PxRect};
use std::time::Instant;

use super::{Fonts, Slide, fit};
use crate::core::game::Game;
use crate::theme::{palette, piece_glyphs};

/// Draws into one screen: converts top-left pixel coordinates into the
/// screen root's centred, y-up space.
pub(super) struct Painter<'a, 'w, 's> {
    pub(super) commands: &'a mut Commands<'w, 's>,
    pub(super) root: Entity,
    pub(super) size: Vec2,
    /// Where the area drawn into starts below the screen's top (a hall
    /// banner above it); `size` is the area's.
    pub(super) top: f32,
    /// What is kept below the area at the screen's bottom (the logos'
    /// strip).
    pub(super) bottom: f32,
    pub(super) fonts: &'a Fonts,
    /// Names with a shorter one for tight places: (name, short).
    pub(super) shorts: &'a [(String, String)],
}

impl Painter<'_, '_, '_> {
    pub(super) fn at(&self, x: f32, y: f32, z: f32) -> Transform {
        Transform::from_xyz(
            x - self.size.x / 2.0,
            (self.size.y + self.top + self.bottom) / 2.0 - (y + self.top),
            z,
        )
    }

    pub(super) fn rect(&mut self, r: PxRect, color: Color, z: f32) -> Entity {
        let (cx, cy) = r.center();
        let t = self.at(cx, cy, z);
        let e = self
            .commands
            .spawn((Sprite::from_color(color, Vec2::new(r.w, r.h)), t))
            .id();
        self.commands.entity(self.root).add_child(e);
        e
    }

    /// An image stretched over `r` (a logo: `r` keeps its shape).
    pub(super) fn image(&mut self, r: PxRect, image: Handle<Image>, z: f32) -> Entity {
        let (cx, cy) = r.center();
        let t = self.at(cx, cy, z);
        let mut sprite = Sprite::from_image(image);
        sprite.custom_size = Some(Vec2::new(r.w, r.h));
        let e = self.commands.spawn((sprite, t)).id();
        self.commands.entity(self.root).add_child(e);
        e
    }

    /// The screens' outer margin.
    pub(super) fn margin(&self) -> f32 {
        0.03 * self.size.x.min(self.size.y)
    }

    /// The measure text is sized by: the height, or on a portrait screen
    /// that of a 16:9 screen as wide.
    pub(super) fn unit(&self) -> f32 {
        super::layout::unit(self.size.x, self.size.y)
    }

    /// One line saying why a screen has nothing to show, under its head.
    pub(super) fn notice(&mut self, top: f32, text: &str) {
        let (margin, unit) = (self.margin(), self.unit());
        self.text(
            PxRect::new(margin, top, self.size.x - 2.0 * margin, 0.08 * unit),
            text,
            0.045 * unit,
            palette::TEXT,
            false,
            Justify::Left,
            5.0,
        );
    }

    /// Where [`Painter::head`] ends, without drawing it.
    pub(super) fn head_height(&self, unit: f32, compact: bool) -> f32 {
        let margin = 0.03 * self.size.x.min(self.size.y);
        if compact {
            margin * 0.6 + 0.035 * unit + 0.06 * unit + margin * 0.3
        } else {
            margin + 0.05 * unit + 0.08 * unit + margin * 0.5
        }
    }

    /// A between-rounds screen's head: the event's `name`, small and dim,
    /// then what the screen shows, large (two lines, so that a long name
    /// never pushes the title off a portrait screen). `compact` leaves more
    /// room below (40 pairings on a 1080p screen). Returns where the body
    /// starts.
    pub(super) fn head(&mut self, name: &str, title: &str, unit: f32, compact: bool) -> f32 {
        let margin = 0.03 * self.size.x.min(self.size.y);
        let (edge, name_h, title_h, gap) = if compact {
            (margin * 0.6, 0.035 * unit, 0.06 * unit, margin * 0.3)
        } else {
            (margin, 0.05 * unit, 0.08 * unit, margin * 0.5)
        };
        let width = self.size.x - 2.0 * margin;
        self.text(
            PxRect::new(margin, edge, width, name_h),
            name,
            name_h * 0.75,
            palette::DIM,
            false,
            Justify::Left,
            5.0,
        );
        self.text(
            PxRect::new(margin, edge + name_h, width, title_h),
            title,
            title_h * 0.7,
            palette::ACCENT,
            true,
            Justify::Left,
            5.0,
        );
        edge + name_h + title_h + gap
    }

    pub(super) fn frame(&mut self, r: PxRect, thickness: f32, color: Color, z: f32) {
        let t = thickness;
        self.rect(PxRect::new(r.x, r.y, r.w, t), color, z);
        self.rect(PxRect::new(r.x, r.y + r.h - t, r.w, t), color, z);
        self.rect(PxRect::new(r.x, r.y, t, r.h), color, z);
        self.rect(PxRect::new(r.x + r.w - t, r.y, t, r.h), color, z);
    }

    /// Text in `r`, aligned left or centred, vertically centred, clipped to
    /// the rectangle's width.
    pub(super) fn text(
        &mut self,
        r: PxRect,
        text: &str,
        size: f32,
        color: Color,
        bold: bool,
        justify: Justify,
        z: f32,
    ) -> Entity {
        let (x, anchor) = match justify {
            Justify::Center => (r.x + r.w / 2.0, Anchor::CENTER),
            Justify::Right => (r.x + r.w, Anchor::CENTER_RIGHT),
            _ => (r.x, Anchor::CENTER_LEFT),
        };
        let font = if bold {
            &self.fonts.bold
        } else {
            &self.fonts.regular
        };
        // A box with room for two lines wraps; a one-line box keeps one
        // line. Either way the text shrinks to fit it (see `fit`).
        let size = size.max(1.0);
        let linebreak = if r.h >= 2.2 * size {
            LineBreak::WordBoundary
        } else {
            LineBreak::NoWrap
        };
        // Drawn at a size of the ladder that shrinking texts use too: every
        // size drawn keeps a glyph atlas all day, so the screens share a few
        // of them. (Whether it wraps is decided on the size asked for.)
        let size = fit::ladder(size).max(1.0);
        // Only wrapped text is laid out in a box as wide as the rectangle; a
        // single line takes its own width, so that the anchor places it
        // (centred or from the left) and `fit` can tell when it overflows.
        let bounds = if linebreak == LineBreak::NoWrap {
            TextBounds::UNBOUNDED
        } else {
            TextBounds::new_horizontal(r.w.max(1.0))
        };
        let e = self
            .commands
            .spawn((
                Text2d::new(text),
                TextFont::from(font.clone()).with_font_size(FontSize::Px(size)),
                TextColor(color),
                TextLayout::new(justify, linebreak),
                bounds,
                fit::FitBox {
                    // A text with names that have short ones ("▶ Mueve:
                    // NAME", "NAME (TEAM)") is written with them rather
                    // than cut.
                    short: shortened(self.shorts, text),
                    px: size,
                    w: r.w.max(1.0),
                    h: r.h.max(1.0),
                    // Smaller than 60 % would be unreadable from the back of a
                    // hall: past it the text is shortened instead.
                    min_px: fit::ladder(size * 0.6).max(6.0),
                    wrap: linebreak != LineBreak::NoWrap,
                },
                anchor,
                self.at(x, r.y + r.h / 2.0, z),
            ))
            .id();
        self.commands.entity(self.root).add_child(e);
        e
    }
}

/// `text` with every name of `shorts` in it written short; `None` when it
/// holds none.
fn shortened(shorts: &[(String, String)], text: &str) -> Option<String> {
    let mut out = text.to_owned();
    for (name, short) in shorts {
        if out.contains(name.as_str()) {
            out = out.replace(name.as_str(), short);
        }
    }
    (out != text).then_some(out)
}

/// Draws `game`'s board into `geo`: squares, last move, check, pieces.
/// Returns the pieces' entities by square (to slide the last one moved).
pub(super) fn draw_board(p: &mut Painter, geo: &BoardGeometry, game: &Game, slide_last: bool) {
    let last = game.moves().last().map(|m| m.uci.as_str());
    draw_position(p, geo, game.position(), last, slide_last);
}

/// Draws `pos` on `geo`: the squares, the last move (`last`, as UCI; a
/// drop lights its square only) and a king in check, then the pieces.
pub(super) fn draw_position(
    p: &mut Painter,
    geo: &BoardGeometry,
    pos: &impl Position,
    last: Option<&str>,
    slide_last: bool,
) {
    let last = last.and_then(|uci| uci.parse::<shakmaty::uci::UciMove>().ok());
    let (last_from, last_to) = match last {
        Some(shakmaty::uci::UciMove::Normal { from, to, .. }) => (Some(from), Some(to)),
        Some(shakmaty::uci::UciMove::Put { to, .. }) => (None, Some(to)),
        _ => (None, None),
    };
    let checked_king = if pos.is_check() {
        pos.board().king_of(pos.turn())
    } else {
        None
    };
    for sq in Square::ALL {
        let r = geo.square(sq);
        let light = sq.is_light();
        let highlighted = Some(sq) == last_from || Some(sq) == last_to;
        let color = match (highlighted, light) {
            (true, true) => palette::LAST_LIGHT,
            (true, false) => palette::LAST_DARK,
            (false, true) => palette::LIGHT,
            (false, false) => palette::DARK,
        };
        p.rect(r, color, 1.0);
        if Some(sq) == checked_king {
            p.rect(r.inset(0.08), palette::CHECK, 1.5);
        }
    }
    let s = geo.square_size();
    for (sq, piece) in pos.board().clone() {
        let r = geo.square(sq);
        let (filled, outline) = piece_glyphs(piece.role);
        let (fill, edge) = match piece.color {
            Side::White => (Color::WHITE, Color::BLACK),
            Side::Black => (Color::srgb(0.06, 0.06, 0.06), Color::srgb(0.45, 0.45, 0.45)),
        };
        let size = s * 0.86;
        let glyph_rect = PxRect::new(r.x, r.y - s * 0.02, r.w, r.h);
        let a = p.text(glyph_rect, filled, size, fill, false, Justify::Center, 3.0);
        let b = p.text(glyph_rect, outline, size, edge, false, Justify::Center, 3.1);
        if slide_last
            && Some(sq) == last_to
            && let Some(from) = last_from
        {
            let fr = geo.square(from);
            let delta = Vec2::new(fr.x - r.x, r.y - fr.y);
            for e in [a, b] {
                let to = p
                    .at(r.x + r.w / 2.0, r.y + r.h / 2.0 - s * 0.02, 0.0)
                    .translation
                    .truncate();
                p.commands.entity(e).insert(Slide {
                    from: to + delta,
                    to,
                    started: Instant::now(),
                });
            }
        }
    }
}

/// Captured material of `side`'s opponent (what `side` has taken), as glyphs.
/// The opponent's pieces that `side` has taken, counted from the game's own
/// start position (a set-up position has fewer pieces to begin with).
pub(super) fn captured_by(game: &Game, side: Side) -> String {
    let board = game.position().board();
    let start = game
        .start_fen()
        .and_then(|fen| fen.parse::<shakmaty::fen::Fen>().ok())
        .map(|fen| fen.as_setup().board.clone())
        .unwrap_or_default();
    let mut out = String::new();
    for role in [
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ] {
        let had = (start.by_role(role) & start.by_color(!side)).count();
        let left = (board.by_role(role) & board.by_color(!side)).count();
        for _ in left..had {
            out.push_str(piece_glyphs(role).0);
        }
    }
    out
}

/// The pieces `side` holds in `pockets` to drop, as glyphs with counts
/// (`♛ ♞×2 ♟×3`), left-aligned in `r`, each glyph `r.h` tall; a dim dash
/// when the hand is empty.
pub(super) fn draw_pocket(
    p: &mut Painter,
    r: PxRect,
    pockets: &shakmaty::ByColor<shakmaty::ByRole<u8>>,
    side: Side,
) {
    let mut x = r.x;
    let held = [
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ]
    .into_iter()
    .map(|role| (role, *pockets.get(side).get(role)))
    .filter(|&(_, n)| n > 0);
    let (fill, edge) = match side {
        Side::White => (Color::WHITE, Color::BLACK),
        Side::Black => (Color::srgb(0.06, 0.06, 0.06), Color::srgb(0.75, 0.75, 0.75)),
    };
    let mut any = false;
    for (role, n) in held {
        any = true;
        let glyph = PxRect::new(x, r.y, r.h, r.h);
        if x + r.h > r.x + r.w {
            break;
        }
        // A light tile under each piece, so that Black's pieces read on
        // the dark screen.
        p.rect(glyph.inset(0.04), palette::LIGHT, 2.9);
        let (filled, outline) = piece_glyphs(role);
        p.text(glyph, filled, r.h * 0.86, fill, false, Justify::Center, 3.0);
        p.text(
            glyph,
            outline,
            r.h * 0.86,
            edge,
            false,
            Justify::Center,
            3.1,
        );
        x += r.h;
        if n > 1 {
            let count = PxRect::new(x, r.y, r.h * 0.9, r.h);
            p.text(
                count,
                &format!("×{n}"),
                r.h * 0.55,
                palette::TEXT,
                true,
                Justify::Left,
                5.0,
            );
            x += r.h * 0.9;
        }
        x += r.h * 0.15;
    }
    if !any {
        p.text(r, "—", r.h * 0.6, palette::DIM, false, Justify::Left, 5.0);
    }
}
