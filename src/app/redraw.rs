//! A window is drawn only when its picture changed. Without a GPU every
//! frame of every window costs the CPU (Mesa's software renderer); before
//! this, a stage with nothing moving still drew all its windows once a
//! second. A window's camera is switched off for the frames in which
//! nothing it shows changed: bevy then neither renders nor presents that
//! window, and the picture already on it stays.
//!
//! A projector screen changed when a sprite or text under its root was
//! added, changed, moved or laid out again; the operator's panel changed
//! when egui's painted output differs from the last one drawn. Every window
//! is drawn in the first frames (fonts still loading), after any change to
//! a window (resized, moved, uncovered, focused), and at least every
//! [`REFRESH`], so that a picture damaged by another window is mended.

use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use bevy::camera::visibility::VisibilitySystems;
use bevy::ecs::message::MessageReader;
use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use bevy::window::WindowEvent;
use bevy_egui::{EguiRenderOutput, egui};

use crate::stage::ScreenCamera;

/// The longest a window goes without being drawn.
pub const REFRESH: Duration = Duration::from_secs(10);

/// Frames at the start in which every window is drawn.
const FIRST_FRAMES: u32 = 10;

/// Adds the choice to a windowed app (not to offscreen renders, whose
/// frames are captured one by one).
///
/// A screen's camera is chosen before bevy decides what each camera sees
/// (an inactive camera sees nothing, so a camera switched on later in the
/// frame would draw an empty screen); a change made after that, in the
/// frame's text layout, is drawn in the next frame. The panel's camera is
/// chosen at the end of the frame, once egui painted.
pub fn plugin(app: &mut App) {
    app.init_resource::<Drawn>()
        .add_systems(
            PostUpdate,
            choose_screens_to_draw.before(VisibilitySystems::CheckVisibility),
        )
        .add_systems(Last, choose_panels_to_draw);
    if std::env::var_os("MEGXADREZ_FRAME_LOG").is_some() {
        app.init_resource::<FrameBegan>()
            .add_systems(First, |mut began: ResMut<FrameBegan>| {
                began.0 = Some(Instant::now())
            })
            .add_systems(Last, log_frames.after(choose_panels_to_draw));
    }
}

/// When the frame's first schedule began (for the frame log).
#[derive(Resource, Default)]
struct FrameBegan(Option<Instant>);

/// Prints, every 5 s (MEGXADREZ_FRAME_LOG set), the frames the stage ran
/// and the windows it drew, per second, and how long a frame's schedules
/// took (mean and longest, in ms): the stage should run a frame only when
/// something it shows changes, draw only the windows that show it, and
/// never be slowed by what it feeds the network.
fn log_frames(
    cameras: Query<&Camera>,
    began: Res<FrameBegan>,
    mut counts: Local<(u32, u32)>,
    mut times: Local<Vec<f64>>,
    mut since: Local<Option<Instant>>,
) {
    let start = *since.get_or_insert_with(Instant::now);
    counts.0 += 1;
    counts.1 += cameras.iter().filter(|c| c.is_active).count() as u32;
    if let Some(t) = began.0 {
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    let elapsed = start.elapsed();
    if elapsed >= Duration::from_secs(5) {
        let s = elapsed.as_secs_f64();
        let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
        let longest = times.iter().fold(0.0f64, |m, t| m.max(*t));
        eprintln!(
            "frames: {:.1}/s; windows drawn: {:.1}/s; frame time: mean {mean:.2} ms, longest {longest:.2} ms",
            f64::from(counts.0) / s,
            f64::from(counts.1) / s
        );
        *counts = (0, 0);
        times.clear();
        *since = Some(Instant::now());
    }
}

/// What was last drawn, and when.
#[derive(Resource, Default)]
struct Drawn {
    frames: u32,
    last_full: Option<Instant>,
    /// Every window is drawn in this frame.
    all: bool,
    /// The operator panel's last drawn output, hashed, per camera, and
    /// whether it changed in that frame.
    panels: Vec<(Entity, u64, bool)>,
}

type PictureChanged = Or<(
    Changed<Sprite>,
    Changed<Text2d>,
    Changed<TextColor>,
    Changed<TextFont>,
    Changed<TextLayoutInfo>,
    Changed<Transform>,
    Changed<Visibility>,
)>;

fn choose_screens_to_draw(
    mut cameras: Query<(&mut Camera, &ScreenCamera)>,
    changed: Query<Entity, PictureChanged>,
    parents: Query<&ChildOf>,
    mut removed_sprites: RemovedComponents<Sprite>,
    mut removed_texts: RemovedComponents<Text2d>,
    mut window_events: MessageReader<WindowEvent>,
    mut drawn: ResMut<Drawn>,
) {
    let now = Instant::now();
    let removed = removed_sprites.read().count() + removed_texts.read().count() > 0;
    // Input is the panel's own business (egui's output shows what it
    // changed); what happens to a window itself may have damaged a picture.
    let window_changed = window_events.read().any(|e| {
        matches!(
            e,
            WindowEvent::WindowCreated(_)
                | WindowEvent::WindowResized(_)
                | WindowEvent::WindowMoved(_)
                | WindowEvent::WindowOccluded(_)
                | WindowEvent::WindowFocused(_)
                | WindowEvent::WindowScaleFactorChanged(_)
                | WindowEvent::WindowBackendScaleFactorChanged(_)
                | WindowEvent::WindowThemeChanged(_)
                | WindowEvent::AppLifecycle(_)
        )
    });
    drawn.all = drawn.frames < FIRST_FRAMES
        || window_changed
        || removed
        || drawn
            .last_full
            .is_none_or(|t| now.duration_since(t) >= REFRESH);
    drawn.frames = drawn.frames.saturating_add(1);
    if drawn.all {
        drawn.last_full = Some(now);
    }

    // The screens whose pictures changed: the top of each changed entity.
    let mut roots: Vec<Entity> = Vec::new();
    if !drawn.all {
        for entity in &changed {
            let root = parents.root_ancestor(entity);
            if !roots.contains(&root) {
                roots.push(root);
            }
        }
    }
    for (mut camera, ScreenCamera(root)) in &mut cameras {
        let draw = drawn.all || roots.contains(root);
        if camera.is_active != draw {
            camera.is_active = draw;
        }
    }
}

fn choose_panels_to_draw(
    mut cameras: Query<(Entity, &mut Camera, &EguiRenderOutput), Without<ScreenCamera>>,
    mut drawn: ResMut<Drawn>,
) {
    let all = drawn.all;
    for (entity, mut camera, output) in &mut cameras {
        let hash = hash_output(output);
        let last = drawn.panels.iter_mut().find(|(e, _, _)| *e == entity);
        let differs = last.as_ref().is_none_or(|(_, h, _)| *h != hash);
        // The frame after a change is drawn too: a frame whose paint grew
        // past egui's buffers can come out blank (seen under lavapipe when
        // the hall's QR code first showed), and the same output would
        // otherwise never be drawn again.
        let after_change = last.as_ref().is_some_and(|(_, _, changed)| *changed);
        match last {
            Some((_, h, changed)) => {
                *h = hash;
                *changed = differs;
            }
            None => drawn.panels.push((entity, hash, true)),
        }
        let draw = all || differs || after_change || !output.textures_delta.is_empty();
        if camera.is_active != draw {
            camera.is_active = draw;
        }
    }
}

/// A hash of everything egui paints: clip rectangles, vertices (position,
/// texture coordinate, colour), indices and textures.
fn hash_output(output: &EguiRenderOutput) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for job in &output.paint_jobs {
        let r = job.clip_rect;
        [r.min.x, r.min.y, r.max.x, r.max.y]
            .iter()
            .for_each(|f| f.to_bits().hash(&mut h));
        match &job.primitive {
            egui::epaint::Primitive::Mesh(mesh) => {
                mesh.indices.hash(&mut h);
                mesh.texture_id.hash(&mut h);
                for v in &mesh.vertices {
                    [v.pos.x, v.pos.y, v.uv.x, v.uv.y]
                        .iter()
                        .for_each(|f| f.to_bits().hash(&mut h));
                    v.color.to_array().hash(&mut h);
                }
            }
            egui::epaint::Primitive::Callback(_) => {
                // Painted by code this hash cannot see: always drawn.
                static CALLS: AtomicU64 = AtomicU64::new(0);
                CALLS.fetch_add(1, Ordering::Relaxed).hash(&mut h);
            }
        }
    }
    h.finish()
}
