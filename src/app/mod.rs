//! The bevy application: the stage windows (one per projector screen) fed by
//! the bridge, or a single screen rendered offscreen to a PNG.

pub mod bridge;
pub mod clips;
mod error;
mod offscreen;
pub mod placement;
pub mod redraw;

use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::app::ScheduleRunnerPlugin;
use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::log::{Level, LogPlugin};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat, TextureUsages};
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::window::{
    ExitCondition, Monitor, MonitorSelection, WindowMode, WindowPosition, WindowResolution,
};
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitPlugin, WinitSettings, WinitUserEvent};
use crossbeam_channel::Sender;

use crate::audio::public_address as audio;
use crate::core::session::Session;
use crate::live::{CommandInbox, Inbound, NextWake, SessionCommand, SessionState, StageTime};
use crate::stage::{self, Animations, ScreenTarget, spawn_screen};

pub use error::StageError;
pub use offscreen::{Census, OffscreenStage, render_png};

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

/// Checks that there is a display server to open windows on.
pub fn check_display() -> Result<(), StageError> {
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        return Err(StageError::NoDisplay);
    }
    // A local X display (`:N`) must take a connection; an X server
    // starting or resetting may refuse one for a moment, so it is asked
    // again for up to 5 s. (Without this, winit panics on a dead display.)
    if std::env::var_os("WAYLAND_DISPLAY").is_none()
        && let Some(display) = std::env::var("DISPLAY").ok().filter(|d| d.starts_with(':'))
    {
        let number = display[1..].split('.').next().unwrap_or_default();
        let socket = format!("/tmp/.X11-unix/X{number}");
        let t = std::time::Instant::now();
        while std::os::unix::net::UnixStream::connect(&socket).is_err() {
            if t.elapsed() > Duration::from_secs(5) {
                return Err(StageError::DisplayUnreachable(display));
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
    Ok(())
}

fn base_plugins(app: &mut App, windowed: bool) {
    let log = LogPlugin {
        level: Level::WARN,
        // Warnings that tell an operator nothing (a software renderer's
        // missing features, a virtual display's size) stay off the terminal.
        filter: "wgpu=error,naga=error,bevy_render=error,bevy_winit=warn,bevy_app=warn,winit=error,bevy_egui=error"
            .into(),
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
        app.insert_resource(audio::Silent);
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
                // Each frame rendered before the next begins: a picture
                // shows the frame just updated, and the next frame's work
                // (a command applied, measured by the soak) does not share
                // the CPU with the last one's software rendering.
                .disable::<bevy::render::pipelined_rendering::PipelinedRenderingPlugin>()
                .add(ScheduleRunnerPlugin::run_loop(Duration::ZERO)),
        );
    }
    app.add_plugins((
        crate::live::plugin,
        bridge::plugin,
        stage::plugin,
        crate::operator::plugin,
        audio::plugin,
        crate::network::plugin,
    ));
}

/// Opens one window per configured screen and runs until they are closed.
/// Commands arrive through `inbox` (the console thread) as well as from
/// inside the app. Session time is `time`.
pub fn run_windows(
    session: Session,
    time: StageTime,
    inbox: crossbeam_channel::Receiver<Inbound>,
    wake: WakeSlot,
    journal: Option<crate::store::recovery::JournalSink>,
    notice: Option<String>,
    network: Option<(
        crate::network::Outbox,
        crate::live::NetworkStatus,
        crossbeam_channel::Receiver<crate::live::RemoteCue>,
    )>,
    clips: Option<crate::clips::Shelf>,
) -> Result<(), StageError> {
    check_display()?;
    probe_adapter()?;
    let screens = session.config().screens.clone();
    let mut app = windowed_app(session, time, inbox, wake, true, screens);
    if let Some(journal) = journal {
        app.insert_resource(bridge::Journaled::once_a_frame(journal));
    }
    if let Some(shelf) = clips {
        clips::install(&mut app, shelf);
    }
    if let Some((outbox, status, cues)) = network {
        app.insert_resource(crate::network::NetworkOutbox(outbox))
            .insert_resource(status)
            .insert_resource(crate::live::RemoteCues(cues));
    }
    app.insert_resource(crate::live::LastResult {
        seq: u64::from(notice.is_some()),
        verdict: notice.map(Ok),
    });
    app.run();
    Ok(())
}

/// A display node's windows: the leader's screens (or only `screen`), no
/// operator window, no sound; the session replaced by each copy of the
/// leader's that arrives on `inbox` ([`Inbound::Followed`]).
pub fn run_display(
    session: Session,
    time: StageTime,
    inbox: crossbeam_channel::Receiver<Inbound>,
    wake: WakeSlot,
    screen: Option<&str>,
    logos: crate::live::LogoFiles,
) -> Result<(), StageError> {
    check_display()?;
    probe_adapter()?;
    let screens: Vec<_> = session
        .config()
        .screens
        .iter()
        .filter(|s| screen.is_none_or(|name| s.name == name))
        .cloned()
        .collect();
    let mut app = windowed_app(session, time, inbox, wake, false, screens);
    app.insert_resource(crate::live::Following::default())
        .insert_resource(logos)
        .insert_resource(audio::Silent);
    app.run();
    Ok(())
}

/// The app of real windows: `screens` (and the operator's window when
/// `operator`), woken by `wake`, fed from `inbox`.
fn windowed_app(
    session: Session,
    time: StageTime,
    inbox: crossbeam_channel::Receiver<Inbound>,
    wake: WakeSlot,
    operator: bool,
    screens: Vec<crate::core::config::ScreenConfig>,
) -> App {
    let operator = operator.then(|| session.config().operator.clone());
    let title = session.config().event.name.clone();
    let language = session.config().event.language;
    let mut app = App::new();
    base_plugins(&mut app, true);
    app.insert_resource(SessionState(session))
        .insert_resource(time)
        .insert_resource(CommandInbox(inbox))
        .insert_resource(Animations(true))
        .insert_resource(WinitSettings {
            focused_mode: stage_update_mode(Duration::from_secs(1)),
            unfocused_mode: stage_update_mode(Duration::from_secs(1)),
        })
        .insert_resource(wake)
        .add_systems(
            Startup,
            move |mut commands: Commands, monitors: Query<(Entity, &Monitor)>| {
                open_windows(
                    &mut commands,
                    &monitors,
                    &screens,
                    operator.as_ref(),
                    &title,
                    language,
                );
            },
        )
        .add_systems(Startup, hand_out_waker)
        .init_resource::<FrameStart>()
        .add_systems(
            First,
            |time: Res<StageTime>, mut start: ResMut<FrameStart>| start.0 = time.now_ms(),
        )
        .add_systems(Last, schedule_wakeup)
        .add_plugins(redraw::plugin);
    app
}

/// The operator's window title ends with this (tests find it by it).
pub const OPERATOR_TITLE: &str = "operador";

/// Opens the operator's window and one window per projector screen, each on
/// its monitor; a missing monitor is said on the terminal and its window
/// opens beside the others.
fn open_windows(
    commands: &mut Commands,
    monitors: &Query<(Entity, &Monitor)>,
    screens: &[crate::core::config::ScreenConfig],
    operator: Option<&crate::core::config::OperatorWindow>,
    title: &str,
    language: crate::core::config::Language,
) {
    use placement::{MonitorArea, Placement, WantedWindow};
    let mut found: Vec<(Entity, MonitorArea)> = monitors
        .iter()
        .map(|(entity, m)| {
            (
                entity,
                MonitorArea {
                    x: m.physical_position.x,
                    y: m.physical_position.y,
                    width: m.physical_width,
                    height: m.physical_height,
                },
            )
        })
        .collect();
    // The system's order of monitors is not always left to right; the
    // config's numbers are.
    found.sort_by_key(|(_, m)| (m.x, m.y));
    let areas: Vec<MonitorArea> = found.iter().map(|(_, m)| *m).collect();
    let wanted: Vec<WantedWindow> = operator
        .map(|operator| WantedWindow {
            name: OPERATOR_TITLE.to_owned(),
            monitor: operator.monitor,
            fullscreen: operator.fullscreen,
            operator: true,
        })
        .into_iter()
        .chain(screens.iter().map(|s| WantedWindow {
            name: s.name.clone(),
            monitor: s.monitor,
            fullscreen: s.fullscreen,
            operator: false,
        }))
        .collect();
    let (placed, missing) = placement::place(&wanted, &areas);
    for m in &missing {
        let text = crate::i18n::monitor_missing(language, &m.window, m.monitor, m.connected);
        eprintln!("megxadrez: {text}");
    }
    let window = |name: &str, placement: Placement| {
        let (mode, position, resolution) = match placement {
            Placement::Fullscreen { index } => {
                let monitor = MonitorSelection::Entity(found[index].0);
                (
                    WindowMode::BorderlessFullscreen(monitor),
                    WindowPosition::Centered(monitor),
                    WindowResolution::new(1280, 720),
                )
            }
            Placement::Windowed {
                x,
                y,
                width,
                height,
            } => (
                WindowMode::Windowed,
                WindowPosition::At(IVec2::new(x, y)),
                WindowResolution::new(width, height),
            ),
        };
        Window {
            title: format!("{title} — {name}"),
            mode,
            position,
            resolution,
            ..default()
        }
    };
    let first_screen = usize::from(operator.is_some());
    for (i, (screen, placement)) in screens.iter().zip(&placed[first_screen..]).enumerate() {
        let id = commands.spawn(window(&screen.name, *placement)).id();
        spawn_screen(commands, i, screen.clone(), ScreenTarget::Window(id));
    }
    // The operator's window opens last: on top of the others, should the
    // operator stretch it over them.
    if operator.is_some() {
        let operator_window = commands.spawn(window(OPERATOR_TITLE, placed[0])).id();
        commands.spawn(crate::operator::operator_camera(
            bevy::camera::RenderTarget::Window(bevy::window::WindowRef::Entity(operator_window)),
        ));
    }
}

pub use crate::live::WakeSlot;

fn hand_out_waker(proxy: Option<Res<EventLoopProxyWrapper>>, slot: Res<WakeSlot>) {
    let Some(proxy) = proxy else { return };
    let proxy = (**proxy).clone();
    if let Ok(mut slot) = slot.0.lock() {
        *slot = Some(Box::new(move || {
            let _ = proxy.send_event(WinitUserEvent::WakeUp);
        }));
    }
}

/// The session time when the current frame began.
#[derive(Resource, Default)]
struct FrameStart(u64);

/// Update when `wait` has passed, a command woke the stage, or the operator
/// typed or clicked (device events). Window events do not wake it: on X11
/// each redraw is itself a window event, which would keep a reactive loop
/// drawing continuously; a resize shows within `wait` (at most a second).
fn stage_update_mode(wait: Duration) -> UpdateMode {
    UpdateMode::Reactive {
        wait,
        react_to_device_events: true,
        react_to_user_events: true,
        react_to_window_events: false,
    }
}

/// Sleeps until the next frame any plugin asked for (a clock digit, a
/// flag, an animation, a cue), a second at most.
///
/// winit counts the wait from the frame's start, so the plugins' waits,
/// measured during the frame, are lengthened by the time since it began.
fn schedule_wakeup(
    frame_start: Res<FrameStart>,
    time: Res<StageTime>,
    asked: Res<NextWake>,
    mut settings: ResMut<WinitSettings>,
) {
    let spent = Duration::from_millis(time.now_ms().saturating_sub(frame_start.0));
    let wait = asked.0.map_or(Duration::from_secs(1), |w| w + spent);
    let mode = stage_update_mode(wait);
    if settings.focused_mode != mode {
        settings.focused_mode = mode;
        settings.unfocused_mode = mode;
    }
}

/// Sends a command to a running stage from another thread.
pub fn sender_and_waker() -> (
    Sender<Inbound>,
    crossbeam_channel::Receiver<Inbound>,
    WakeSlot,
) {
    let (tx, rx) = crossbeam_channel::unbounded();
    (tx, rx, WakeSlot::default())
}

/// The name under which the operator panel is rendered offscreen.
pub const OPERATOR_SCREEN: &str = "operator";
