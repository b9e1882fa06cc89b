//! The stage: the projector screens. Each screen is a root entity with a
//! camera (a window, or an image offscreen) showing the final or a mirrors
//! grid. Screens only read the session: they are rebuilt when its revision
//! or their size changes, and only the clock texts are touched in between,
//! when a shown digit changes.

pub mod fit;
pub mod i18n;
pub mod layout;
pub mod text;

use std::time::{Duration, Instant};

use bevy::camera::RenderTarget;
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::{FontSize, Justify, LineBreak, TextBounds};
use shakmaty::{Color as Side, Position, Role, Square};

use crate::app::bridge::{BridgeSystems, SessionState, StageTime};
use crate::core::clock::{ClockState, format_clock};
use crate::core::config::{ScreenConfig, ScreenLayout};
use crate::core::game::Game;
use crate::core::rules::GameResult;
use crate::stage::i18n::{Strings, strings};
use crate::stage::layout::{
    BoardGeometry, MirrorCell, Rect as PxRect, final_layout, mirrors_layout,
};

/// Fonts compiled into the binary: no asset paths to get wrong at a venue.
pub(crate) const REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
const BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// Below this a running clock shows its low-time state.
pub const LOW_TIME_MS: u64 = 60_000;

/// How long a move takes to slide on screen.
const MOVE_ANIMATION: Duration = Duration::from_millis(300);

/// The palette, chosen for a projector in a bright hall: contrast first.
pub mod palette {
    use bevy::color::Color;
    /// Screen background.
    pub const BACKGROUND: Color = Color::srgb(0.063, 0.078, 0.094);
    /// Light squares.
    pub const LIGHT: Color = Color::srgb(0.941, 0.851, 0.710);
    /// Dark squares.
    pub const DARK: Color = Color::srgb(0.710, 0.533, 0.388);
    /// Last move, light square.
    pub const LAST_LIGHT: Color = Color::srgb(0.804, 0.824, 0.416);
    /// Last move, dark square.
    pub const LAST_DARK: Color = Color::srgb(0.667, 0.635, 0.227);
    /// A king in check.
    pub const CHECK: Color = Color::srgb(0.878, 0.251, 0.251);
    /// Main text.
    pub const TEXT: Color = Color::WHITE;
    /// Secondary text.
    pub const DIM: Color = Color::srgb(0.70, 0.74, 0.78);
    /// Highlight (the child who moves now, notices).
    pub const ACCENT: Color = Color::srgb(1.0, 0.835, 0.310);
    /// Clock box, idle side.
    pub const CLOCK_IDLE: Color = Color::srgb(0.133, 0.153, 0.176);
    /// Clock box, running side.
    pub const CLOCK_RUNNING: Color = Color::srgb(0.106, 0.306, 0.180);
    /// Clock box, low time.
    pub const CLOCK_LOW: Color = Color::srgb(0.545, 0.0, 0.0);
    /// Frame of the running clock.
    pub const RUNNING_FRAME: Color = Color::WHITE;
    /// Banner background.
    pub const BANNER: Color = Color::srgb(0.02, 0.02, 0.05);
}

/// The embedded fonts.
#[derive(Resource, Clone)]
pub struct Fonts {
    /// Regular weight, with the chess glyphs.
    pub regular: Handle<Font>,
    /// Bold, for names and clocks.
    pub bold: Handle<Font>,
}

/// A projector screen: its config and where its drawing lives.
#[derive(Component, Clone, Debug)]
pub struct Screen {
    /// Position in the config's list.
    pub index: usize,
    /// Its config.
    pub config: ScreenConfig,
    /// The camera's target.
    pub target: ScreenTarget,
}

/// What a screen's camera draws into.
#[derive(Clone, Debug)]
pub enum ScreenTarget {
    /// A window entity.
    Window(Entity),
    /// An offscreen image of a fixed size.
    Image(Handle<Image>, UVec2),
}

/// What the screen was last drawn from.
#[derive(Component, Default, Debug)]
struct Drawn {
    revision: Option<u64>,
    size: Vec2,
    moves: Vec<usize>,
}

/// A clock's digits, updated in place.
#[derive(Component)]
struct ClockDigits {
    board: usize,
    side: Side,
    tenths_below_ms: u64,
}

/// A clock's box, recoloured in place (running, low time).
#[derive(Component)]
struct ClockBox {
    board: usize,
    side: Side,
}

/// A round or unclocked-period timer, updated in place.
#[derive(Component)]
struct RoundTimer {
    board: usize,
    window_ms: Option<u64>,
}

/// A piece sliding to its square.
#[derive(Component)]
pub struct Slide {
    from: Vec2,
    to: Vec2,
    started: Instant,
}

/// Whether moves slide (off for offscreen renders, which show final states).
#[derive(Resource, Clone, Copy)]
pub struct Animations(pub bool);

pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::BACKGROUND))
        .init_resource::<fit::FitChanges>()
        .add_systems(
            PostUpdate,
            fit::fit_texts.after(bevy::sprite::update_text2d_layout),
        )
        .add_systems(Startup, load_fonts)
        .add_systems(
            Update,
            (rebuild_screens, update_clocks, slide_pieces)
                .chain()
                .after(BridgeSystems::Apply),
        );
}

fn load_fonts(mut commands: Commands, mut fonts: ResMut<Assets<Font>>) {
    commands.insert_resource(Fonts {
        regular: fonts.add(Font::from_bytes(REGULAR.to_vec())),
        bold: fonts.add(Font::from_bytes(BOLD.to_vec())),
    });
}

/// Spawns screen `index` of `config` drawing into `target`, with its camera.
pub fn spawn_screen(
    commands: &mut Commands,
    index: usize,
    config: ScreenConfig,
    target: ScreenTarget,
) -> Entity {
    let origin = screen_origin(index);
    let render_target: RenderTarget = match &target {
        ScreenTarget::Window(window) => {
            RenderTarget::Window(bevy::window::WindowRef::Entity(*window))
        }
        ScreenTarget::Image(handle, _) => RenderTarget::Image(handle.clone().into()),
    };
    commands.spawn((
        Camera2d,
        Camera {
            order: index as isize,
            ..default()
        },
        // Flat squares and text need no multisampling; without a GPU it
        // would multiply the software renderer's work.
        bevy::render::view::Msaa::Off,
        render_target,
        Transform::from_translation(origin.extend(0.0)),
    ));
    commands
        .spawn((
            Screen {
                index,
                config,
                target,
            },
            Drawn::default(),
            Transform::from_translation(origin.extend(0.0)),
            Visibility::Visible,
        ))
        .id()
}

/// Screens live side by side in one world, far apart, each seen by its own
/// camera only.
fn screen_origin(index: usize) -> Vec2 {
    Vec2::new(index as f32 * 100_000.0, 0.0)
}

fn screen_size(screen: &Screen, windows: &Query<&Window>) -> Option<Vec2> {
    match &screen.target {
        ScreenTarget::Window(e) => windows
            .get(*e)
            .ok()
            .map(|w| Vec2::new(w.width(), w.height())),
        ScreenTarget::Image(_, size) => Some(size.as_vec2()),
    }
}

/// Draws into one screen: converts top-left pixel coordinates into the
/// screen root's centred, y-up space.
struct Painter<'a, 'w, 's> {
    commands: &'a mut Commands<'w, 's>,
    root: Entity,
    size: Vec2,
    fonts: &'a Fonts,
}

impl Painter<'_, '_, '_> {
    fn at(&self, x: f32, y: f32, z: f32) -> Transform {
        Transform::from_xyz(x - self.size.x / 2.0, self.size.y / 2.0 - y, z)
    }

    fn rect(&mut self, r: PxRect, color: Color, z: f32) -> Entity {
        let (cx, cy) = r.center();
        let t = self.at(cx, cy, z);
        let e = self
            .commands
            .spawn((Sprite::from_color(color, Vec2::new(r.w, r.h)), t))
            .id();
        self.commands.entity(self.root).add_child(e);
        e
    }

    fn frame(&mut self, r: PxRect, thickness: f32, color: Color, z: f32) {
        let t = thickness;
        self.rect(PxRect::new(r.x, r.y, r.w, t), color, z);
        self.rect(PxRect::new(r.x, r.y + r.h - t, r.w, t), color, z);
        self.rect(PxRect::new(r.x, r.y, t, r.h), color, z);
        self.rect(PxRect::new(r.x + r.w - t, r.y, t, r.h), color, z);
    }

    /// Text in `r`, aligned left or centred, vertically centred, clipped to
    /// the rectangle's width.
    fn text(
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
                    w: r.w.max(1.0),
                    h: r.h.max(1.0),
                    // Smaller than 60 % would be unreadable from the back of a
                    // hall: past it the text is shortened instead.
                    min_px: (size * 0.6).max(6.0),
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

/// A piece's glyphs in DejaVu Sans: (filled, outline).
pub fn piece_glyphs(role: Role) -> (&'static str, &'static str) {
    match role {
        Role::King => ("\u{265A}", "\u{2654}"),
        Role::Queen => ("\u{265B}", "\u{2655}"),
        Role::Rook => ("\u{265C}", "\u{2656}"),
        Role::Bishop => ("\u{265D}", "\u{2657}"),
        Role::Knight => ("\u{265E}", "\u{2658}"),
        Role::Pawn => ("\u{265F}", "\u{2659}"),
    }
}

/// Draws `game`'s board into `geo`: squares, last move, check, pieces.
/// Returns the pieces' entities by square (to slide the last one moved).
fn draw_board(p: &mut Painter, geo: &BoardGeometry, game: &Game, slide_last: bool) {
    let pos = game.position();
    let last = game
        .moves()
        .last()
        .and_then(|m| m.uci.parse::<shakmaty::uci::UciMove>().ok());
    let (last_from, last_to) = match last {
        Some(shakmaty::uci::UciMove::Normal { from, to, .. }) => (Some(from), Some(to)),
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
fn captured_by(game: &Game, side: Side) -> String {
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

fn side_name(t: &Strings, side: Side) -> &'static str {
    if side == Side::White {
        t.white
    } else {
        t.black
    }
}

/// The banner of a finished game: headline, winner's name, reason.
fn result_text(t: &Strings, game: &Game) -> Option<(String, String, String)> {
    let o = game.outcome()?;
    let headline = match o.winner {
        Some(Side::White) => t.white_wins,
        Some(Side::Black) => t.black_wins,
        None => t.draw,
    };
    let winner_name = o
        .winner
        .map(|w| game.contender(w).name.clone())
        .unwrap_or_default();
    let mut reason = (t.termination)(o.termination).to_owned();
    if o.result == GameResult::Draw && o.winner.is_some() {
        reason = format!("{reason} — {}", t.armageddon_draw);
    }
    if let Some(r) = &o.reason {
        reason = format!("{reason}: {r}");
    }
    Some((
        headline.to_owned(),
        winner_name,
        format!("{} · {reason}", o.result.pgn()),
    ))
}

fn illegal_text(t: &Strings, game: &Game, side: Side) -> String {
    let count = game.illegal()[side];
    match game.rules().illegal.lose_at {
        // The first illegal move loses: no allowance to count against.
        Some(1) => format!("{} ({})", t.illegal_first_loses, count),
        Some(limit) => format!("{}: {count}/{}", t.illegal, limit - 1),
        None => format!("{}: {count}", t.illegal),
    }
}

/// The last `count` moves, numbered from the start position's own move
/// number (`12… Nf6 13. Bb5`).
pub(crate) fn last_moves_text(game: &Game, count: usize) -> String {
    let moves = game.moves();
    let start_ply = game.start_ply();
    let first = moves.len().saturating_sub(count);
    let mut out = String::new();
    for (i, m) in moves.iter().enumerate().skip(first) {
        let ply = start_ply + i;
        if ply.is_multiple_of(2) {
            out.push_str(&format!("{}. {} ", ply / 2 + 1, m.san));
        } else if i == first {
            out.push_str(&format!("{}… {} ", ply / 2 + 1, m.san));
        } else {
            out.push_str(&format!("{} ", m.san));
        }
    }
    out.trim_end().to_owned()
}

fn draw_final(p: &mut Painter, session: &SessionState, screen: &ScreenConfig, slide: bool) {
    let config = session.0.config();
    let t = strings(config.event.language);
    let board_index = screen.boards[0];
    let Some(board) = session.0.boards().get(board_index) else {
        return;
    };
    let game = &board.game;
    let l = final_layout(p.size.x, p.size.y, screen.orientation);
    // Every size is a fraction of the layout's unit (the height of a 16:9
    // screen), so that 4:3 and portrait screens keep the proportions.
    let u = l.unit;

    let title = text::title(&[&config.event.name, &config.event.round, &board.label]);
    p.text(
        l.title,
        &title,
        0.032 * u,
        palette::DIM,
        false,
        Justify::Left,
        5.0,
    );

    draw_board(p, &l.board, game, slide);
    let coord_size = 0.026 * u;
    for i in 0..8u32 {
        let file = shakmaty::File::new(i);
        let rank = shakmaty::Rank::new(i);
        let fr = l
            .board
            .square(Square::from_coords(file, shakmaty::Rank::First));
        p.text(
            PxRect::new(fr.x, l.files.y, fr.w, l.files.h),
            &file.char().to_string(),
            coord_size,
            palette::DIM,
            false,
            Justify::Center,
            5.0,
        );
        let rr = l.board.square(Square::from_coords(shakmaty::File::A, rank));
        p.text(
            PxRect::new(l.ranks.x, rr.y, l.ranks.w, rr.h),
            &rank.char().to_string(),
            coord_size,
            palette::DIM,
            false,
            Justify::Center,
            5.0,
        );
    }

    let playing = game.outcome().is_none();
    let to_move = game.position().turn();
    // A fallen flag: the game's end, or (where the arbiter decides flags)
    // the stage's clock at 0:00 waiting for the arbiter.
    let flag = match game.outcome() {
        Some(o) if o.termination == crate::core::rules::Termination::Flag => {
            Some(if game.clock().remaining_ms(Side::White, o.at_ms) == 0 {
                Side::White
            } else {
                Side::Black
            })
        }
        Some(_) => None,
        None => game.flag_shown().map(|(side, _)| side),
    };
    for side in [Side::White, Side::Black] {
        let panel = *l.panel(side);
        let contender = game.contender(side);
        p.text(
            panel.name,
            &format!("{} · {}", side_name(t, side), contender.name),
            0.04 * u,
            palette::TEXT,
            true,
            Justify::Left,
            5.0,
        );
        if let Some(rotation) = &contender.rotation {
            // Only the team to move shows who moves now; the other shows
            // who will execute its next move.
            if let Some(current) = rotation.current().filter(|_| playing) {
                let (text, color) = if side == to_move {
                    (format!("▶ {}: {current}", t.mover), palette::ACCENT)
                } else {
                    (format!("{}: {current}", t.next), palette::DIM)
                };
                p.text(
                    panel.mover,
                    &text,
                    0.038 * u,
                    color,
                    side == to_move,
                    Justify::Left,
                    5.0,
                );
            }
            let order: Vec<String> = rotation
                .order()
                .map(|n| {
                    if rotation.is_absent(n) {
                        format!("{n} ({})", t.absent)
                    } else {
                        n.to_owned()
                    }
                })
                .collect();
            let next = rotation
                .following()
                .filter(|_| playing && side == to_move)
                .map(|n| format!("{}: {n} · ", t.next))
                .unwrap_or_default();
            p.text(
                panel.rotation,
                &format!("{next}{}", order.join(" → ")),
                0.03 * u,
                palette::DIM,
                false,
                Justify::Left,
                5.0,
            );
        }
        let captured = captured_by(game, side);
        p.text(
            panel.illegal,
            &format!("{}   {captured}", illegal_text(t, game, side)),
            0.03 * u,
            palette::DIM,
            false,
            Justify::Left,
            5.0,
        );

        let clock_box = p.rect(panel.clock, palette::CLOCK_IDLE, 4.0);
        p.commands.entity(clock_box).insert(ClockBox {
            board: board_index,
            side,
        });
        // A fallen flag stands beside the digits, not over them.
        let flagged = flag == Some(side);
        let (digits_rect, flag_rect) = if flagged {
            let c = panel.clock;
            (
                PxRect::new(c.x, c.y, c.w * 0.72, c.h),
                PxRect::new(c.x + c.w * 0.72, c.y, c.w * 0.28, c.h),
            )
        } else {
            (panel.clock, panel.clock)
        };
        let digits = p.text(
            digits_rect.inset(0.02),
            "",
            l.clock_font,
            palette::TEXT,
            true,
            Justify::Center,
            5.0,
        );
        p.commands.entity(digits).insert(ClockDigits {
            board: board_index,
            side,
            tenths_below_ms: config.tenths_below_ms,
        });
        if flagged {
            p.text(
                flag_rect.inset(0.04),
                &format!("⚑\n{}", t.flag),
                0.05 * u,
                palette::ACCENT,
                true,
                Justify::Center,
                6.0,
            );
        }
    }
    // The side to move: an arrow beside its clock (also in an unclocked
    // period or a pause), and a frame while its clock runs.
    let started = game.clock().state() != ClockState::Idle;
    if playing && started {
        let clock = l.panel(to_move).clock;
        p.text(
            PxRect::new(clock.x - 0.05 * u, clock.y, 0.05 * u, clock.h),
            "▶",
            0.045 * u,
            palette::RUNNING_FRAME,
            true,
            Justify::Center,
            5.0,
        );
    }
    if let Some(running) = game.clock().running_side() {
        let clock = l.panel(running).clock;
        p.frame(clock, 0.008 * u, palette::RUNNING_FRAME, 4.5);
    }

    // The middle: notices, timers, last moves.
    let m = l.middle;
    let rows = if config.rules.armageddon { 4.0 } else { 2.0 };
    let line = m.h / rows;
    // The middle's text is as large as its lines allow.
    let middle_font = (0.034 * u).min(0.8 * line);
    let mut y = m.y;
    if config.rules.armageddon {
        p.text(
            PxRect::new(m.x, y, m.w, 2.0 * line),
            t.armageddon,
            (0.026 * u).min(0.7 * line),
            palette::ACCENT,
            true,
            Justify::Left,
            5.0,
        );
        y += 2.0 * line;
    }
    let timer = p.text(
        PxRect::new(m.x, y, m.w, line),
        "",
        middle_font,
        palette::TEXT,
        false,
        Justify::Left,
        5.0,
    );
    p.commands.entity(timer).insert(RoundTimer {
        board: board_index,
        window_ms: config.game_window_ms,
    });
    y += line;
    let not_started = matches!(game.clock().state(), ClockState::Idle);
    let moves = last_moves_text(game, 6);
    let status = match (not_started, moves.is_empty()) {
        (true, true) => t.not_started.to_owned(),
        (true, false) => format!("{} · {moves}", t.not_started),
        _ => moves,
    };
    p.text(
        PxRect::new(m.x, y, m.w, line),
        &status,
        middle_font,
        palette::DIM,
        false,
        Justify::Left,
        5.0,
    );

    // A pause is large and unmistakable: across the board's middle.
    if playing && matches!(game.clock().state(), ClockState::Paused { .. }) {
        let a = l.board.area;
        let r = PxRect::new(a.x + a.w * 0.1, a.y + a.h * 0.4, a.w * 0.8, a.h * 0.2);
        p.rect(r, palette::BANNER, 10.0);
        p.frame(r, 0.006 * u, palette::ACCENT, 10.5);
        p.text(
            r.inset(0.06),
            t.paused,
            0.09 * u,
            palette::ACCENT,
            true,
            Justify::Center,
            11.0,
        );
    }

    if let Some((headline, name, reason)) = result_text(t, game) {
        p.rect(l.banner, palette::BANNER, 10.0);
        p.frame(l.banner, 0.006 * u, palette::ACCENT, 10.5);
        let b = l.banner;
        let row = |from: f32, to: f32| PxRect::new(b.x, b.y + b.h * from, b.w, b.h * (to - from));
        p.text(
            row(0.04, 0.42),
            &headline,
            0.075 * u,
            palette::ACCENT,
            true,
            Justify::Center,
            11.0,
        );
        p.text(
            row(0.42, 0.68),
            &name,
            0.05 * u,
            palette::TEXT,
            true,
            Justify::Center,
            11.0,
        );
        p.text(
            row(0.70, 0.94),
            &reason,
            0.03 * u,
            palette::TEXT,
            false,
            Justify::Center,
            11.0,
        );
    }
}

fn draw_mirror(p: &mut Painter, session: &SessionState, index: usize, cell: &MirrorCell) {
    let config = session.0.config();
    let t = strings(config.event.language);
    let Some(board) = session.0.boards().get(index) else {
        return;
    };
    let game = &board.game;
    draw_board(p, &cell.board, game, false);
    let f = cell.font;
    p.text(
        cell.label,
        &board.label,
        f,
        palette::DIM,
        true,
        Justify::Left,
        5.0,
    );
    let bottom = cell.board.bottom_side();
    for (side, name_rect, clock_rect) in [
        (!bottom, cell.top_name, cell.top_clock),
        (bottom, cell.bottom_name, cell.bottom_clock),
    ] {
        let mover = game
            .mover(side)
            .map(|m| format!(" · {m}"))
            .unwrap_or_default();
        p.text(
            name_rect,
            &format!("{}{mover}", game.contender(side).name),
            f,
            palette::TEXT,
            false,
            Justify::Left,
            5.0,
        );
        let clock_box = p.rect(clock_rect, palette::CLOCK_IDLE, 4.0);
        p.commands
            .entity(clock_box)
            .insert(ClockBox { board: index, side });
        let digits = p.text(
            clock_rect,
            "",
            clock_rect.h * 0.8,
            palette::TEXT,
            true,
            Justify::Center,
            5.0,
        );
        p.commands.entity(digits).insert(ClockDigits {
            board: index,
            side,
            tenths_below_ms: config.tenths_below_ms,
        });
        if game.clock().running_side() == Some(side) {
            p.frame(
                clock_rect,
                (clock_rect.h * 0.05).max(2.0),
                palette::RUNNING_FRAME,
                4.5,
            );
        }
    }
    let shown = match (game.outcome(), game.flag_shown()) {
        (Some(o), _) => {
            let reason = (t.termination)(o.termination);
            Some(match o.winner {
                Some(w) => format!("{} · {} · {reason}", o.result.pgn(), side_name(t, w)),
                None => format!("{} · {reason}", o.result.pgn()),
            })
        }
        (None, Some((side, _))) => Some(format!("⚑ {} · {}", t.flag, side_name(t, side))),
        (None, None) => None,
    };
    if let Some(text) = shown {
        p.text(
            cell.result,
            &text,
            f * 1.1,
            palette::ACCENT,
            true,
            Justify::Left,
            5.0,
        );
    }
}

/// A text as a screen shows it: what it says and the box its glyphs' ink
/// takes, in the screen's pixels from the top-left corner.
#[derive(Clone, Debug, PartialEq)]
pub struct TextBox {
    /// The text.
    pub text: String,
    /// Where its glyphs are.
    pub rect: PxRect,
    /// Drawing order (higher is in front: the result banner's texts).
    pub z: f32,
}

/// Every non-empty text on screen `name`, where bevy laid it out.
pub fn text_boxes(world: &mut World, name: &str) -> Vec<TextBox> {
    let mut screens = world.query::<(&Screen, &Drawn, &Children)>();
    let mut texts = world.query::<(&Text2d, &bevy::text::TextLayoutInfo, &Transform, &Anchor)>();
    let mut out = Vec::new();
    for (screen, drawn, children) in screens.iter(world) {
        if screen.config.name != name {
            continue;
        }
        for &child in children {
            let Ok((text, info, transform, anchor)) = texts.get(world, child) else {
                continue;
            };
            if text.0.trim().is_empty() {
                continue;
            }
            let size = info.size / info.scale_factor.max(0.01);
            let (cx, cy) = (
                transform.translation.x + drawn.size.x / 2.0,
                drawn.size.y / 2.0 - transform.translation.y,
            );
            let a = anchor.as_vec();
            let (x0, y0) = (cx - (a.x + 0.5) * size.x, cy - (0.5 - a.y) * size.y);
            // The glyphs' own extent (a line's box is taller than its ink).
            let scale = info.scale_factor.max(0.01);
            let ink = info
                .glyphs
                .iter()
                .fold(None, |acc: Option<(Vec2, Vec2)>, g| {
                    let half = g.atlas_info.rect.size() / 2.0;
                    let (lo, hi) = ((g.position - half) / scale, (g.position + half) / scale);
                    Some(match acc {
                        Some((l, h)) => (l.min(lo), h.max(hi)),
                        None => (lo, hi),
                    })
                });
            let rect = match ink {
                Some((lo, hi)) => PxRect::new(x0 + lo.x, y0 + lo.y, hi.x - lo.x, hi.y - lo.y),
                None => PxRect::new(x0, y0, size.x, size.y),
            };
            out.push(TextBox {
                text: text.0.clone(),
                rect,
                z: transform.translation.z,
            });
        }
    }
    out
}

/// Rebuilds a screen when the session changed or its size did.
fn rebuild_screens(
    mut commands: Commands,
    session: Res<SessionState>,
    fonts: Option<Res<Fonts>>,
    animations: Option<Res<Animations>>,
    windows: Query<&Window>,
    mut screens: Query<(Entity, &Screen, &mut Drawn)>,
) {
    let Some(fonts) = fonts else { return };
    let animate = animations.is_none_or(|a| a.0);
    for (root, screen, mut drawn) in &mut screens {
        let Some(size) = screen_size(screen, &windows) else {
            continue;
        };
        let revision = session.0.revision();
        if drawn.revision == Some(revision) && drawn.size == size {
            continue;
        }
        let moves: Vec<usize> = screen
            .config
            .boards
            .iter()
            .map(|&b| {
                session
                    .0
                    .boards()
                    .get(b)
                    .map_or(0, |b| b.game.moves().len())
            })
            .collect();
        // Slide a piece only when exactly one new move arrived on the final.
        let slide = animate
            && drawn.revision.is_some()
            && moves.len() == 1
            && drawn.moves.first().is_some_and(|&n| n + 1 == moves[0]);
        commands.entity(root).despawn_children();
        let mut painter = Painter {
            commands: &mut commands,
            root,
            size,
            fonts: &fonts,
        };
        match screen.config.layout {
            ScreenLayout::Final => draw_final(&mut painter, &session, &screen.config, slide),
            ScreenLayout::Mirrors => {
                let featured = screen
                    .config
                    .featured
                    .and_then(|f| screen.config.boards.iter().position(|&b| b == f));
                let cells = mirrors_layout(
                    size.x,
                    size.y,
                    screen.config.boards.len(),
                    featured,
                    screen.config.orientation,
                );
                for (cell, &board) in cells.iter().zip(&screen.config.boards) {
                    draw_mirror(&mut painter, &session, board, cell);
                }
            }
        }
        *drawn = Drawn {
            revision: Some(revision),
            size,
            moves,
        };
    }
}

/// Keeps the clock digits and round timers current, touching a text only
/// when what it shows changes.
fn update_clocks(
    session: Res<SessionState>,
    time: Res<StageTime>,
    mut digits: Query<(&ClockDigits, &mut Text2d)>,
    mut boxes: Query<(&ClockBox, &mut Sprite)>,
    mut timers: Query<(&RoundTimer, &mut Text2d), Without<ClockDigits>>,
) {
    let now = time.now_ms();
    let config = session.0.config();
    let t = strings(config.event.language);
    let boards = session.0.boards();
    for (d, mut text) in &mut digits {
        let Some(b) = boards.get(d.board) else {
            continue;
        };
        let shown = format_clock(b.game.clock().remaining_ms(d.side, now), d.tenths_below_ms);
        if text.0 != shown {
            text.0 = shown;
        }
    }
    for (c, mut sprite) in &mut boxes {
        let Some(b) = boards.get(c.board) else {
            continue;
        };
        let clock = b.game.clock();
        let color = if clock.running_side() == Some(c.side) {
            if clock.remaining_ms(c.side, now) < LOW_TIME_MS {
                palette::CLOCK_LOW
            } else {
                palette::CLOCK_RUNNING
            }
        } else {
            palette::CLOCK_IDLE
        };
        if sprite.color != color {
            sprite.color = color;
        }
    }
    for (r, mut text) in &mut timers {
        let Some(b) = boards.get(r.board) else {
            continue;
        };
        let clock = b.game.clock();
        let shown = if let Some(left) = clock.unclocked_left_ms(now) {
            format!("{}: {}", t.unclocked, format_clock(left, 0))
        } else if let Some(window) = r.window_ms {
            // The round's own time, from its first start.
            let elapsed = session.0.round_elapsed_ms(now).unwrap_or(0);
            if elapsed >= window && b.game.outcome().is_none() {
                t.round_over.to_owned()
            } else {
                format!(
                    "{}: {}",
                    t.round_time,
                    format_clock(window.saturating_sub(elapsed), 0)
                )
            }
        } else {
            String::new()
        };
        if text.0 != shown {
            text.0 = shown;
        }
    }
}

fn slide_pieces(mut commands: Commands, mut pieces: Query<(Entity, &Slide, &mut Transform)>) {
    for (e, slide, mut transform) in &mut pieces {
        let k = (slide.started.elapsed().as_secs_f32() / MOVE_ANIMATION.as_secs_f32()).min(1.0);
        let eased = 1.0 - (1.0 - k) * (1.0 - k);
        let at = slide.from.lerp(slide.to, eased);
        transform.translation.x = at.x;
        transform.translation.y = at.y;
        if k >= 1.0 {
            commands.entity(e).remove::<Slide>();
        }
    }
}

/// How long the stage may sleep before something it shows changes by itself:
/// the next digit of a running clock or timer, a flag, an animation frame.
pub fn next_change_in(
    session: &crate::core::session::Session,
    now_ms: u64,
    animating: bool,
) -> Duration {
    if animating {
        return Duration::from_millis(16);
    }
    let tenths = session.config().tenths_below_ms;
    let mut wait_ms: u64 = 1000;
    // The first running clock sets the pace: every other clock is drawn in
    // the same frames (a digit up to a second late), so that several
    // running clocks cost one frame a second, not one each. A clock in its
    // last seconds (tenths shown) is drawn at its own tenths.
    let mut paced = false;
    for b in session.boards() {
        let clock = b.game.clock();
        if let Some(side) = clock.running_side() {
            let left = clock.remaining_ms(side, now_ms);
            if left < tenths {
                wait_ms = wait_ms.min(left % 100 + 1);
            } else if !paced {
                wait_ms = wait_ms.min(left % 1000 + 1);
                paced = true;
            }
        }
    }
    if let Some(deadline) = session.next_deadline_ms(now_ms) {
        wait_ms = wait_ms.min(deadline - now_ms);
    }
    Duration::from_millis(wait_ms.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stage_sleeps_until_the_next_shown_digit_changes() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("configs/rapid-circuit-swiss.toml");
        let mut s = crate::core::session::Session::new(
            crate::core::config::EventConfig::load(&path).unwrap(),
        );
        assert_eq!(
            next_change_in(&s, 0, false),
            Duration::from_secs(1),
            "nothing runs: a slow heartbeat"
        );
        s.apply(0, &crate::core::game::Command::Start, 0).unwrap();
        // 15:00.000 at 0; at 250 ms it shows 14:59 until 14:59.000 → 750 ms.
        assert_eq!(next_change_in(&s, 250, false), Duration::from_millis(751));
        assert_eq!(next_change_in(&s, 250, true), Duration::from_millis(16));
        // Under 10 s the tenths change every 100 ms.
        s.apply(
            0,
            &crate::core::game::Command::Adjust {
                side: Side::White,
                change: crate::core::clock::TimeChange::Set(5_050),
            },
            300,
        )
        .unwrap();
        assert_eq!(next_change_in(&s, 300, false), Duration::from_millis(51));
    }

    #[test]
    fn several_running_clocks_are_drawn_in_the_same_frames() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("configs/megxadrez-final-armageddon-12-10.toml");
        let mut s = crate::core::session::Session::new(
            crate::core::config::EventConfig::load(&path).unwrap(),
        );
        s.apply(0, &crate::core::game::Command::Start, 0).unwrap();
        s.apply(1, &crate::core::game::Command::Start, 400).unwrap();
        // Board 1 changes digit at 1000, 2000…; board 2 at 1400, 2400…:
        // the stage wakes at board 1's changes only.
        assert_eq!(next_change_in(&s, 1001, false), Duration::from_millis(1000));
        assert_eq!(next_change_in(&s, 1500, false), Duration::from_millis(501));
    }

    #[test]
    fn last_moves_are_numbered_from_the_right_move() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("configs/rapid-circuit-swiss.toml");
        let config = crate::core::config::EventConfig::load(&path).unwrap();
        let mut g = config.new_game();
        g.apply(&crate::core::game::Command::Start, 0).unwrap();
        for (i, m) in ["e4", "e5", "Nf3", "Nc6", "Bb5"].iter().enumerate() {
            g.apply(
                &crate::core::game::Command::Move { text: (*m).into() },
                i as u64 + 1,
            )
            .unwrap();
        }
        assert_eq!(last_moves_text(&g, 6), "1. e4 e5 2. Nf3 Nc6 3. Bb5");
        assert_eq!(last_moves_text(&g, 2), "2… Nc6 3. Bb5");
        assert_eq!(captured_by(&g, Side::White), "");
    }
}
