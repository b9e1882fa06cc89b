//! The bevy application: the stage windows (one per projector screen) fed by
//! the bridge, or a single screen rendered offscreen to a PNG.

pub mod bridge;

use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::app::ScheduleRunnerPlugin;
use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::log::{Level, LogPlugin};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat, TextureUsages};
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::window::{ExitCondition, MonitorSelection, WindowMode, WindowPosition, WindowResolution};
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitPlugin, WinitSettings, WinitUserEvent};
use crossbeam_channel::Sender;

use crate::app::bridge::{CommandInbox, SessionCommand, SessionState, StageTime};
use crate::core::session::Session;
use crate::stage::{self, Animations, Screen, ScreenTarget, spawn_screen};

/// Why the stage cannot start.
#[derive(Debug, thiserror::Error)]
pub enum StageError {
    /// No display server to open windows on.
    #[error(
        "no display server: neither DISPLAY nor WAYLAND_DISPLAY is set, so no window can open.\n  \
         On a machine without a screen, run the windows under Xvfb (`xvfb-run -a megxadrez stage`),\n  \
         render a screen to a PNG with `megxadrez screenshot`, or use `megxadrez console`."
    )]
    NoDisplay,
    /// No GPU and no software renderer.
    #[error(
        "no graphics adapter: {0}.\n  Install a Vulkan driver; without a GPU, Mesa's software renderer \
         (Debian/Ubuntu package mesa-vulkan-drivers, with libvulkan1) works."
    )]
    NoAdapter(String),
    /// The screen asked for is not in the config.
    #[error("no screen called {name:?} in the config; its screens are: {known}")]
    NoSuchScreen {
        /// The name given.
        name: String,
        /// The screens there are.
        known: String,
    },
    /// The PNG could not be written.
    #[error("cannot write {path}: {reason}")]
    Write {
        /// Where.
        path: PathBuf,
        /// Why.
        reason: String,
    },
    /// Rendering did not finish.
    #[error("the renderer produced no picture after {0} frames")]
    NoPicture(u32),
}

/// Checks that a graphics adapter (a GPU or Mesa's lavapipe) is there,
/// before bevy would panic without one. Returns the adapter's name.
pub fn probe_adapter() -> Result<String, StageError> {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::VULKAN,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    match bevy::tasks::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions::default())) {
        Ok(adapter) => Ok(adapter.get_info().name),
        Err(e) => Err(StageError::NoAdapter(e.to_string())),
    }
}

fn base_plugins(app: &mut App, windowed: bool) {
    let log = LogPlugin {
        level: Level::WARN,
        filter: "wgpu=error,naga=error,bevy_render=error,bevy_winit=warn,bevy_app=warn".into(),
        ..default()
    };
    let window = WindowPlugin {
        primary_window: None,
        exit_condition: if windowed {
            ExitCondition::OnAllClosed
        } else {
            ExitCondition::DontExit
        },
        ..default()
    };
    if windowed {
        app.add_plugins(DefaultPlugins.set(log).set(window));
    } else {
        app.add_plugins(
            DefaultPlugins
                .set(log)
                .set(window)
                // Compile shaders in the frame that needs them, so that the
                // captured frame is complete.
                .set(bevy::render::RenderPlugin {
                    synchronous_pipeline_compilation: true,
                    ..default()
                })
                .disable::<WinitPlugin>()
                .add(ScheduleRunnerPlugin::run_loop(Duration::ZERO)),
        );
    }
    app.add_plugins((bridge::plugin, stage::plugin));
}

/// Opens one window per configured screen and runs until they are closed.
/// Commands arrive through `inbox` (the console thread) as well as from
/// inside the app. Session time starts at `offset_ms`.
pub fn run_windows(
    session: Session,
    offset_ms: u64,
    inbox: crossbeam_channel::Receiver<SessionCommand>,
    wake: WakeSlot,
) -> Result<(), StageError> {
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        return Err(StageError::NoDisplay);
    }
    probe_adapter()?;
    let screens = session.config().screens.clone();
    let title = session.config().event.name.clone();
    let mut app = App::new();
    base_plugins(&mut app, true);
    app.insert_resource(SessionState(session))
        .insert_resource(StageTime::real_from(offset_ms))
        .insert_resource(CommandInbox(inbox))
        .insert_resource(Animations(true))
        .insert_resource(WinitSettings {
            focused_mode: UpdateMode::reactive_low_power(Duration::from_secs(1)),
            unfocused_mode: UpdateMode::reactive_low_power(Duration::from_secs(1)),
        })
        .insert_resource(wake)
        .add_systems(Startup, move |mut commands: Commands| {
            for (i, screen) in screens.iter().enumerate() {
                let mode = if screen.fullscreen {
                    WindowMode::BorderlessFullscreen(MonitorSelection::Index(screen.monitor))
                } else {
                    WindowMode::Windowed
                };
                let window = commands
                    .spawn(Window {
                        title: format!("{title} — {}", screen.name),
                        mode,
                        position: WindowPosition::Centered(MonitorSelection::Index(screen.monitor)),
                        resolution: WindowResolution::new(1280, 720),
                        ..default()
                    })
                    .id();
                spawn_screen(
                    &mut commands,
                    i,
                    screen.clone(),
                    ScreenTarget::Window(window),
                );
            }
        })
        .add_systems(Startup, hand_out_waker)
        .add_systems(Last, schedule_wakeup);
    app.run();
    Ok(())
}

/// Where the console thread finds the function that wakes the stage up
/// after it queued a command.
#[derive(Resource, Clone, Default)]
pub struct WakeSlot(pub std::sync::Arc<std::sync::Mutex<Option<Box<dyn Fn() + Send>>>>);

impl WakeSlot {
    /// Wakes the stage, if it is running.
    pub fn wake(&self) {
        if let Ok(slot) = self.0.lock()
            && let Some(wake) = slot.as_ref()
        {
            wake();
        }
    }
}

fn hand_out_waker(proxy: Option<Res<EventLoopProxyWrapper>>, slot: Res<WakeSlot>) {
    let Some(proxy) = proxy else { return };
    let proxy = (**proxy).clone();
    if let Ok(mut slot) = slot.0.lock() {
        *slot = Some(Box::new(move || {
            let _ = proxy.send_event(WinitUserEvent::WakeUp);
        }));
    }
}

/// Sleeps until the next shown change (a clock digit, a flag, an animation).
fn schedule_wakeup(
    session: Res<SessionState>,
    time: Res<StageTime>,
    slides: Query<(), With<stage::Slide>>,
    mut settings: ResMut<WinitSettings>,
) {
    let wait = stage::next_change_in(&session.0, time.now_ms(), !slides.is_empty());
    let mode = UpdateMode::reactive_low_power(wait);
    if settings.focused_mode != mode {
        settings.focused_mode = mode;
        settings.unfocused_mode = mode;
    }
}

/// Sends a command to a running stage from another thread.
pub fn sender_and_waker() -> (
    Sender<SessionCommand>,
    crossbeam_channel::Receiver<SessionCommand>,
    WakeSlot,
) {
    let (tx, rx) = crossbeam_channel::unbounded();
    (tx, rx, WakeSlot::default())
}

/// Renders screen `name` of `session` at instant `at_ms` to a PNG at `out`,
/// `width` x `height` pixels, with no window and no display server.
pub fn render_png(
    session: Session,
    at_ms: u64,
    name: &str,
    width: u32,
    height: u32,
    out: &Path,
) -> Result<(), StageError> {
    let screens = &session.config().screens;
    let Some((index, screen)) = screens.iter().enumerate().find(|(_, s)| s.name == name) else {
        return Err(StageError::NoSuchScreen {
            name: name.to_owned(),
            known: screens
                .iter()
                .map(|s| s.name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        });
    };
    let screen = screen.clone();
    probe_adapter()?;
    let result = std::sync::Arc::new(std::sync::Mutex::new(None::<Result<(), StageError>>));
    let mut app = App::new();
    base_plugins(&mut app, false);
    let out = out.to_owned();
    let result_in = result.clone();
    app.insert_resource(SessionState(session))
        .insert_resource(StageTime::Fixed(at_ms))
        .insert_resource(Animations(false))
        .add_systems(
            Startup,
            move |mut commands: Commands, mut images: ResMut<Assets<Image>>| {
                let handle = images.add(target_image(width, height));
                spawn_screen(
                    &mut commands,
                    index,
                    screen.clone(),
                    ScreenTarget::Image(handle, UVec2::new(width, height)),
                );
            },
        )
        .add_systems(
            Update,
            move |mut commands: Commands,
                  screens: Query<&Screen>,
                  mut frames: Local<u32>,
                  mut exit: MessageWriter<AppExit>| {
                *frames += 1;
                // A few frames for text layout and glyph atlases, then capture.
                if *frames == 4
                    && let Some(ScreenTarget::Image(handle, _)) =
                        screens.iter().next().map(|s| s.target.clone())
                {
                    let out = out.clone();
                    let result = result_in.clone();
                    commands.spawn(Screenshot::image(handle)).observe(
                        move |captured: On<ScreenshotCaptured>| {
                            let saved = captured
                                .image
                                .clone()
                                .try_into_dynamic()
                                .map_err(|e| e.to_string())
                                .and_then(|img| img.to_rgb8().save(&out).map_err(|e| e.to_string()))
                                .map_err(|reason| StageError::Write {
                                    path: out.clone(),
                                    reason,
                                });
                            if let Ok(mut r) = result.lock() {
                                *r = Some(saved);
                            }
                        },
                    );
                }
                let done = result_in.lock().map(|r| r.is_some()).unwrap_or(true);
                if done || *frames > 240 {
                    exit.write(AppExit::Success);
                }
            },
        );
    app.run();
    let outcome = result.lock().ok().and_then(|mut r| r.take());
    outcome.unwrap_or(Err(StageError::NoPicture(240)))
}

fn target_image(width: u32, height: u32) -> Image {
    let mut image = Image::new_fill(
        Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        &[0, 0, 0, 255],
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    );
    image.texture_descriptor.usage |=
        TextureUsages::RENDER_ATTACHMENT | TextureUsages::COPY_SRC | TextureUsages::TEXTURE_BINDING;
    image
}
