//! The stage: the projector screens. Each screen is a root entity with a
//! camera (a window, or an image offscreen) showing the final or a mirrors
//! grid. Screens only read the session: they are rebuilt when its revision
//! or their size changes, and only the clock texts are touched in between,
//! when a shown digit changes.

pub mod atlases;
mod bracket_screen;
pub mod bughouse_layout;
mod bughouse_screen;
mod categories_screen;
mod crosstable_screen;
pub mod final_layout;
mod final_screen;
pub mod fit;
mod hall_screen;
pub mod layout;
pub mod logos;
mod match_screen;
pub mod mirror_layout;
mod mirrors;
mod motion;
mod painter;
mod pairings_screen;
pub mod rows;
mod standings_screen;
pub mod text;
mod welcome_screen;

use crate::core::ids::BoardNo;
use crate::core::session::in_match;
use crate::core::tr;
pub use motion::next_change_in;
use motion::{ask_for_next_change, slide_pieces, update_clocks};
use std::time::{Duration, Instant};

use bevy::camera::RenderTarget;
use bevy::prelude::*;
use bevy::sprite::Anchor;
use shakmaty::Color as Side;

use crate::core::clock::format_clock;
use crate::core::config::{ScreenConfig, ScreenLayout};
use crate::i18n::strings;
use crate::live::{AppSystems, Following, NextWake, SessionState, StageTime};
use crate::stage::layout::Rect as PxRect;
use crate::stage::mirror_layout::mirrors_layout;
use crate::theme::{BOLD, LOW_TIME_MS, REGULAR, palette};
use bracket_screen::draw_bracket;
use bughouse_screen::draw_bughouse;
use categories_screen::draw_categories;
use crosstable_screen::draw_crosstable;
use final_screen::draw_final;
use hall_screen::{banner_height, draw_banner, draw_full_message, draw_lost};
use match_screen::draw_match;
use mirrors::draw_mirror;
use painter::Painter;
use pairings_screen::draw_pairings;
use standings_screen::draw_standings;
use welcome_screen::draw_welcome;
pub use welcome_screen::follow_url;

/// How long a page of a long list (pairings, standings) stays on screen.
pub const PAGE_MS: u64 = 12_000;

/// How long a move takes to slide on screen.
const MOVE_ANIMATION: Duration = Duration::from_millis(300);

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

/// The camera of a screen, with the screen's root: what is drawn under
/// that root is what this camera shows.
#[derive(Component, Clone, Copy, Debug)]
pub struct ScreenCamera(pub Entity);

/// What the screen was last drawn from.
#[derive(Component, Default, Debug)]
struct Drawn {
    revision: Option<u64>,
    size: Vec2,
    moves: Vec<usize>,
    /// The layout drawn (a carousel's changes by itself).
    layout: Option<ScreenLayout>,
    /// A long list's pages, and the one drawn (they turn by themselves).
    pages: usize,
    page: usize,
    /// Drawn while a display node's leader was lost.
    lost: bool,
    /// The hall's banner and full-screen message drawn, if any: their text
    /// and when each was put up (a countdown's figure is updated in place,
    /// not by drawing the screen again).
    hall: (Option<(String, u64)>, Option<(String, u64)>),
}

/// A hall message's text on a screen, updated in place while it counts
/// down.
#[derive(Component)]
struct MessageText {
    screen: String,
    placement: crate::core::hall::Placement,
}

/// A clock's digits, updated in place.
#[derive(Component)]
struct ClockDigits {
    board: BoardNo,
    side: Side,
    tenths_below_ms: u64,
}

/// A clock's box, recoloured in place (running, low time).
#[derive(Component)]
struct ClockBox {
    board: BoardNo,
    side: Side,
}

/// A round or unclocked-period timer, updated in place.
#[derive(Component)]
struct RoundTimer {
    board: BoardNo,
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
        .init_resource::<atlases::SpareAtlases>()
        .add_systems(
            PostUpdate,
            (
                fit::fit_texts.after(bevy::sprite::update_text2d_layout),
                atlases::free_unused.after(fit::fit_texts),
            ),
        )
        .add_systems(Startup, (load_fonts, logos::load_logos))
        .add_systems(
            Update,
            (rebuild_screens, update_clocks, slide_pieces)
                .chain()
                .in_set(AppSystems::Draw),
        )
        .add_systems(Update, ask_for_next_change.in_set(AppSystems::Wake));
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
    let root = commands
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
        .id();
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
        ScreenCamera(root),
    ));
    root
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
    /// The font size it is drawn at, in pixels.
    pub px: f32,
}

/// Every non-empty text shown on screen `name`, where bevy laid it out.
pub fn text_boxes(world: &mut World, name: &str) -> Vec<TextBox> {
    let mut screens = world.query::<(&Screen, &Drawn, &Children)>();
    let mut texts = world.query::<(
        &Text2d,
        &bevy::text::TextLayoutInfo,
        &Transform,
        &Anchor,
        &bevy::text::TextBounds,
        &TextFont,
        &Visibility,
    )>();
    let mut out = Vec::new();
    for (screen, drawn, children) in screens.iter(world) {
        if screen.config.name != name {
            continue;
        }
        for &child in children {
            let Ok((text, info, transform, anchor, bounds, font, shown)) = texts.get(world, child)
            else {
                continue;
            };
            // A text not shown (one not yet fitted to its box) is not on
            // the screen.
            if text.0.trim().is_empty() || *shown == Visibility::Hidden {
                continue;
            }
            // Bevy anchors a text by its bounds where it has them (a
            // wrapped text), else by its laid-out size.
            let laid = info.size / info.scale_factor.max(0.01);
            let size = Vec2::new(
                bounds.width.unwrap_or(laid.x),
                bounds.height.unwrap_or(laid.y),
            );
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
            let px = match font.font_size {
                bevy::text::FontSize::Px(px) => px,
                _ => 0.0,
            };
            out.push(TextBox {
                text: text.0.clone(),
                rect,
                z: transform.translation.z,
                px,
            });
        }
    }
    out
}

/// Rebuilds a screen when the session changed or its size did.
fn rebuild_screens(
    mut commands: Commands,
    session: Res<SessionState>,
    time: Res<StageTime>,
    fonts: Option<Res<Fonts>>,
    animations: Option<Res<Animations>>,
    following: Option<Res<Following>>,
    logos: Option<Res<logos::Logos>>,
    windows: Query<&Window>,
    mut screens: Query<(Entity, &Screen, &mut Drawn)>,
) {
    let Some(fonts) = fonts else { return };
    let animate = animations.is_none_or(|a| a.0);
    let lost = following.is_some_and(|f| f.lost);
    for (root, screen, mut drawn) in &mut screens {
        let Some(size) = screen_size(screen, &windows) else {
            continue;
        };
        let revision = session.0.revision();
        let now = time.now_ms();
        let layout = screen
            .config
            .showing(!session.0.games_in_play().is_empty(), now);
        let page = if drawn.pages > 1 && drawn.layout == Some(layout) {
            (now / PAGE_MS) as usize % drawn.pages
        } else {
            0
        };
        let (banner, full) = session.0.hall().showing(&screen.config.name, now);
        let hall = (
            banner.map(|m| (m.text.clone(), m.from_ms)),
            full.map(|m| (m.text.clone(), m.from_ms)),
        );
        if drawn.revision == Some(revision)
            && drawn.size == size
            && drawn.layout == Some(layout)
            && drawn.page == page
            && drawn.lost == lost
            && drawn.hall == hall
        {
            continue;
        }
        let count = session.0.board_count();
        // A round of more boards than a mirrors screen holds turns in pages
        // of 16, like a long list.
        let follows = screen.config.layout == ScreenLayout::Carousel || screen.config.follows_round;
        let per_page = crate::core::config::MAX_MIRRORS;
        let mirror_pages = if follows {
            count.div_ceil(per_page).max(1)
        } else {
            1
        };
        let shown: Vec<BoardNo> = if follows {
            let first = page.min(mirror_pages - 1) * per_page;
            BoardNo::all(count.min(first + per_page))
                .skip(first)
                .collect()
        } else {
            screen.config.shown(count)
        };
        let moves: Vec<usize> = shown.iter().map(|&b| session.0.moves_on(b)).collect();
        // Slide a piece only when exactly one new move arrived on the final.
        let slide = animate
            && drawn.revision.is_some()
            && moves.len() == 1
            && drawn.moves.first().is_some_and(|&n| n + 1 == moves[0]);
        commands.entity(root).despawn_children();
        let shorts = session.0.config().roster.short_names();
        // A banner of the hall's board takes the top band: the screen's
        // content is laid out below it, nothing of it covered.
        let band = if hall.0.is_some() {
            banner_height(size)
        } else {
            0.0
        };
        // The screen's logos take a strip at the bottom, the content laid
        // out above it (the sponsors' page shows them itself).
        let screen_logos = logos
            .as_ref()
            .map(|l| l.of(&screen.config.logos))
            .unwrap_or_default();
        let strip = if screen_logos.is_empty() || layout == ScreenLayout::Sponsors {
            0.0
        } else {
            logos::strip_height(size)
        };
        let mut painter = Painter {
            commands: &mut commands,
            root,
            size: Vec2::new(size.x, size.y - band - strip),
            top: band,
            bottom: strip,
            fonts: &fonts,
            shorts: &shorts,
        };
        let mut pages = 1;
        // A Swiss before its first round has no game to show: its boards
        // are the pairings' (seed 004), not the config's first two players.
        let waiting = session.0.awaiting_pairings()
            && matches!(
                layout,
                ScreenLayout::Final
                    | ScreenLayout::Mirrors
                    | ScreenLayout::Carousel
                    | ScreenLayout::Match
            );
        match layout {
            _ if waiting => draw_waiting(&mut painter, &session),
            ScreenLayout::Final if session.0.is_bughouse() => {
                draw_bughouse(&mut painter, &session, in_match(screen.config.boards[0]).0);
            }
            ScreenLayout::Final => draw_final(&mut painter, &session, &screen.config, slide),
            ScreenLayout::Standings => pages = draw_standings(&mut painter, &session, page),
            ScreenLayout::Pairings => pages = draw_pairings(&mut painter, &session, page),
            ScreenLayout::Match => draw_match(&mut painter, &session, &screen.config),
            ScreenLayout::Bracket => draw_bracket(&mut painter, &session),
            ScreenLayout::Crosstable => draw_crosstable(&mut painter, &session),
            ScreenLayout::Categories => draw_categories(&mut painter, &session),
            ScreenLayout::Welcome => draw_welcome(&mut painter, &session),
            ScreenLayout::Sponsors => logos::draw_sponsors(&mut painter, &session, &screen_logos),
            ScreenLayout::Mirrors | ScreenLayout::Carousel => {
                pages = mirror_pages;
                let featured = screen
                    .config
                    .featured
                    .and_then(|f| shown.iter().position(|&b| b == f));
                let cells = mirrors_layout(
                    painter.size.x,
                    painter.size.y,
                    shown.len(),
                    featured,
                    screen.config.orientation,
                );
                for (cell, &board) in cells.iter().zip(&shown) {
                    draw_mirror(&mut painter, &session, board, cell);
                }
            }
        }
        // The whole screen again, for the messages over it.
        painter.size = size;
        painter.top = 0.0;
        painter.bottom = 0.0;
        if strip > 0.0 {
            logos::draw_strip(&mut painter, &screen_logos);
        }
        let name = &screen.config.name;
        if let Some(m) = full {
            let text = draw_full_message(&mut painter, &m.said(now));
            painter.commands.entity(text).insert(MessageText {
                screen: name.clone(),
                placement: crate::core::hall::Placement::Full,
            });
        }
        if let Some(m) = banner {
            let text = draw_banner(&mut painter, &m.said(now));
            painter.commands.entity(text).insert(MessageText {
                screen: name.clone(),
                placement: crate::core::hall::Placement::Banner,
            });
        }
        if lost {
            draw_lost(
                &mut painter,
                strings(session.0.config().event.language).connection_lost,
            );
        }
        *drawn = Drawn {
            revision: Some(revision),
            size,
            moves,
            layout: Some(layout),
            pages,
            page: page.min(pages.saturating_sub(1)),
            lost,
            hall,
        };
    }
}

/// The event's name and that its boards wait for the next round's
/// pairings, centred.
fn draw_waiting(p: &mut Painter, session: &SessionState) {
    let config = session.0.config();
    let l = config.event.language;
    let unit = p.unit();
    let round = session.0.event().last_paired_round() + 1;
    let name = PxRect::new(
        0.05 * p.size.x,
        0.3 * p.size.y,
        0.9 * p.size.x,
        0.2 * p.size.y,
    );
    p.text(
        name,
        &config.event.name,
        0.07 * unit,
        palette::TEXT,
        true,
        bevy::text::Justify::Center,
        5.0,
    );
    let line = PxRect::new(
        0.05 * p.size.x,
        0.52 * p.size.y,
        0.9 * p.size.x,
        0.12 * p.size.y,
    );
    p.text(
        line,
        &tr!(l, "stage-round-round-waiting-pairings", round = round),
        0.05 * unit,
        palette::DIM,
        false,
        bevy::text::Justify::Center,
        5.0,
    );
}

/// What a clock shows on a display node that lost its leader.
const NO_CLOCK: &str = "--:--";

#[cfg(test)]
mod tests;
