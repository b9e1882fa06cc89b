//! The bevy application: the stage windows (one per projector screen) fed by
//! the bridge, or a single screen rendered offscreen to a PNG.

pub mod bridge;
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
    /// DISPLAY names an X server that does not answer.
    #[error("the X display {0} does not answer: is its X server (or Xvfb) running?")]
    DisplayUnreachable(String),
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

impl StageError {
    /// The error in `l`.
    pub fn text(&self, l: crate::core::config::Language) -> String {
        match self {
            StageError::NoDisplay => l.pick(
                "no hay servidor gráfico: ni DISPLAY ni WAYLAND_DISPLAY están definidos, así que no se puede abrir ninguna ventana.\n  \
                 En una máquina sin pantalla, abre las ventanas bajo Xvfb (`xvfb-run -a megxadrez stage`),\n  \
                 dibuja una pantalla en un PNG con `megxadrez screenshot`, o usa `megxadrez console`."
                    .into(),
                "non hai servidor gráfico: nin DISPLAY nin WAYLAND_DISPLAY están definidos, así que non se pode abrir ningunha xanela.\n  \
                 Nunha máquina sen pantalla, abre as xanelas baixo Xvfb (`xvfb-run -a megxadrez stage`),\n  \
                 debuxa unha pantalla nun PNG con `megxadrez screenshot`, ou usa `megxadrez console`."
                    .into(),
                self.to_string(),
            ),
            StageError::DisplayUnreachable(display) => l.pick(
                format!("la pantalla X {display} no responde: ¿está en marcha su servidor X (o Xvfb)?"),
                format!("a pantalla X {display} non responde: está en marcha o seu servidor X (ou Xvfb)?"),
                self.to_string(),
            ),
            StageError::NoAdapter(why) => l.pick(
                format!(
                    "no hay adaptador gráfico: {why}.\n  Instala un controlador Vulkan; sin GPU sirve el renderizador \
                     por software de Mesa (paquete mesa-vulkan-drivers de Debian/Ubuntu, con libvulkan1)."
                ),
                format!(
                    "non hai adaptador gráfico: {why}.\n  Instala un controlador Vulkan; sen GPU serve o renderizador \
                     por software de Mesa (paquete mesa-vulkan-drivers de Debian/Ubuntu, con libvulkan1)."
                ),
                self.to_string(),
            ),
            StageError::NoSuchScreen { name, known } => l.pick(
                format!("no hay ninguna pantalla «{name}» en la configuración; sus pantallas son: {known}"),
                format!("non hai ningunha pantalla «{name}» na configuración; as súas pantallas son: {known}"),
                self.to_string(),
            ),
            StageError::Write { path, reason } => l.pick(
                format!("no se puede escribir {}: {reason}", path.display()),
                format!("non se pode escribir {}: {reason}", path.display()),
                self.to_string(),
            ),
            StageError::NoPicture(n) => l.pick(
                format!("el renderizador no produjo ninguna imagen tras {n} fotogramas"),
                format!("o renderizador non produciu ningunha imaxe tras {n} fotogramas"),
                self.to_string(),
            ),
        }
    }
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
        crate::network::Feed,
        crate::live::NetworkStatus,
        crossbeam_channel::Receiver<crate::live::RemoteCue>,
    )>,
) -> Result<(), StageError> {
    check_display()?;
    probe_adapter()?;
    let screens = session.config().screens.clone();
    let mut app = windowed_app(session, time, inbox, wake, true, screens);
    if let Some(journal) = journal {
        app.insert_resource(bridge::Journaled::once_a_frame(journal));
    }
    if let Some((feed, status, cues)) = network {
        app.insert_resource(crate::network::NetworkFeed(feed))
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
        })
        .into_iter()
        .chain(screens.iter().map(|s| WantedWindow {
            name: s.name.clone(),
            monitor: s.monitor,
            fullscreen: s.fullscreen,
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
    if operator.is_some() {
        let operator_window = commands.spawn(window(OPERATOR_TITLE, placed[0])).id();
        commands.spawn(crate::operator::operator_camera(
            bevy::camera::RenderTarget::Window(bevy::window::WindowRef::Entity(operator_window)),
        ));
    }
    for (i, (screen, placement)) in screens.iter().zip(&placed[first_screen..]).enumerate() {
        let id = commands.spawn(window(&screen.name, *placement)).id();
        spawn_screen(commands, i, screen.clone(), ScreenTarget::Window(id));
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

/// A stage with no window: chosen screens rendered into images, frame by
/// frame under the caller's control. Screenshots, tests and benchmarks use it.
pub struct OffscreenStage {
    app: App,
    screens: Vec<(String, Handle<Image>)>,
}

/// What an offscreen stage holds (see [`OffscreenStage::census`]).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Census {
    /// Entities in the world.
    pub entities: usize,
    /// Images (screens' targets, glyph atlases' textures).
    pub images: usize,
    /// Fonts at a size that have glyph atlases.
    pub font_sizes: usize,
    /// Of those, the ones a text on a screen is drawn with now.
    pub font_sizes_in_use: usize,
}

/// A captured frame, shared between the screenshot observer and the caller.
type Captured = std::sync::Arc<std::sync::Mutex<Option<Image>>>;

impl OffscreenStage {
    /// A stage showing the named screens of `session`'s config, each at its
    /// size, with time given by `time`. Moves do not slide: every frame
    /// shows the state as it is.
    pub fn new(
        session: Session,
        time: StageTime,
        screens: &[(&str, u32, u32)],
    ) -> Result<OffscreenStage, StageError> {
        let configured = session.config().screens.clone();
        let mut chosen = Vec::new();
        let mut operator = None;
        for &(name, w, h) in screens {
            if name == OPERATOR_SCREEN {
                operator = Some((w, h));
                continue;
            }
            let Some((index, screen)) = configured.iter().enumerate().find(|(_, s)| s.name == name)
            else {
                return Err(StageError::NoSuchScreen {
                    name: name.to_owned(),
                    known: configured
                        .iter()
                        .map(|s| s.name.as_str())
                        .chain([OPERATOR_SCREEN])
                        .collect::<Vec<_>>()
                        .join(", "),
                });
            };
            chosen.push((index, screen.clone(), w, h));
        }
        probe_adapter()?;
        let mut app = App::new();
        base_plugins(&mut app, false);
        app.insert_resource(SessionState(session))
            .insert_resource(time)
            .insert_resource(Animations(false));
        app.finish();
        app.cleanup();
        let mut handles = Vec::new();
        {
            let world = app.world_mut();
            let mut images = world.resource_mut::<Assets<Image>>();
            let made: Vec<Handle<Image>> = chosen
                .iter()
                .map(|&(_, _, w, h)| images.add(target_image(w, h)))
                .collect();
            let mut commands = world.commands();
            for ((index, screen, w, h), handle) in chosen.into_iter().zip(made) {
                spawn_screen(
                    &mut commands,
                    index,
                    screen.clone(),
                    ScreenTarget::Image(handle.clone(), UVec2::new(w, h)),
                );
                handles.push((screen.name.clone(), handle));
            }
            if let Some((w, h)) = operator {
                let handle = world
                    .resource_mut::<Assets<Image>>()
                    .add(target_image(w, h));
                world.spawn(crate::operator::operator_camera(
                    bevy::camera::RenderTarget::Image(handle.clone().into()),
                ));
                handles.push((OPERATOR_SCREEN.to_owned(), handle));
            }
            world.flush();
        }
        Ok(OffscreenStage {
            app,
            screens: handles,
        })
    }

    /// The stage journals every change into `sink` (and rewrites its live
    /// PGN), as a live stage does.
    pub fn with_journal(mut self, sink: crate::store::recovery::JournalSink) -> OffscreenStage {
        self.app
            .insert_resource(bridge::Journaled::once_a_frame(sink));
        self
    }

    /// The stage takes commands from `inbox` too, each answered on its
    /// sender, as from the stage's terminal.
    pub fn with_inbox(mut self, inbox: crossbeam_channel::Receiver<Inbound>) -> OffscreenStage {
        self.app.insert_resource(CommandInbox(inbox));
        self
    }

    /// The public address plays into `announcer`'s output instead of a
    /// mixer nobody listens to.
    pub fn with_announcer(mut self, announcer: audio::Announcer) -> OffscreenStage {
        self.app.insert_resource(announcer);
        self
    }

    /// The public address, once the first frame has started it.
    pub fn announcer(&self) -> Option<&audio::Announcer> {
        self.app.world().get_resource::<audio::Announcer>()
    }

    /// Keeps the glyph atlases of at most `spare` font sizes that no text
    /// uses (see [`stage::atlases`]).
    pub fn with_spare_atlases(mut self, spare: usize) -> OffscreenStage {
        self.app
            .insert_resource(stage::atlases::SpareAtlases(spare));
        self
    }

    /// What the stage holds now: entities, images, glyph atlases (one a
    /// font and size). A count that grows all day is a leak.
    pub fn census(&mut self) -> Census {
        let world = self.app.world_mut();
        let in_use = stage::atlases::textures_in_use(
            world.query::<&bevy::text::TextLayoutInfo>().iter(world),
        );
        let (font_sizes, font_sizes_in_use) = world
            .get_resource::<bevy::text::FontAtlasSet>()
            .map_or((0, 0), |s| {
                let used = s
                    .values()
                    .filter(|atlases| stage::atlases::used(atlases, &in_use))
                    .count();
                (s.len(), used)
            });
        Census {
            entities: world.entities().count_spawned() as usize,
            images: world.resource::<Assets<Image>>().len(),
            font_sizes,
            font_sizes_in_use,
        }
    }

    /// The sizes (px) that have glyph atlases, per font, sorted.
    pub fn font_sizes(&self) -> Vec<(u32, f32)> {
        let mut sizes: Vec<(u32, f32)> = self
            .app
            .world()
            .get_resource::<bevy::text::FontAtlasSet>()
            .map(|s| {
                s.keys()
                    .map(|k| (k.id, f32::from_bits(k.font_size_bits)))
                    .collect()
            })
            .unwrap_or_default();
        sizes.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
        sizes
    }

    /// Runs one frame.
    pub fn update(&mut self) {
        self.app.update();
    }

    /// Runs frames until every text on the screens fits its box (no text
    /// was resized in the last frame), at most 20.
    pub fn settle(&mut self) {
        let changes = |app: &App| app.world().resource::<stage::fit::FitChanges>().0;
        for _ in 0..3 {
            self.app.update();
        }
        for _ in 0..20 {
            let before = changes(&self.app);
            self.app.update();
            if changes(&self.app) == before {
                break;
            }
        }
    }

    /// Switches on the camera of screen `name` only, or every screen's with
    /// `None`. (A screen's texts are laid out for the cameras that see
    /// them: only a capture, whose screen is settled, draws one alone.)
    fn draw_only(&mut self, name: Option<&str>) {
        let drawn: Vec<AssetId<Image>> = self
            .screens
            .iter()
            .filter(|(n, _)| name.is_none_or(|name| n == name))
            .map(|(_, h)| h.id())
            .collect();
        let world = self.app.world_mut();
        let mut cameras = world.query::<(&mut Camera, &bevy::camera::RenderTarget)>();
        for (mut camera, target) in cameras.iter_mut(world) {
            if let bevy::camera::RenderTarget::Image(image) = target {
                let draw = drawn.contains(&image.handle.id());
                if camera.is_active != draw {
                    camera.is_active = draw;
                }
            }
        }
    }

    /// Every text on screen `name` and where it was laid out.
    pub fn text_boxes(&mut self, name: &str) -> Vec<stage::TextBox> {
        stage::text_boxes(self.app.world_mut(), name)
    }

    /// Queues a command for board `board` (0-based), applied next frame.
    pub fn send(&mut self, board: usize, command: crate::core::game::Command) {
        self.app
            .world_mut()
            .write_message(SessionCommand { board, command });
    }

    /// Queues a change to the event, applied next frame.
    pub fn change_event(&mut self, request: crate::live::EventRequest) {
        self.app
            .world_mut()
            .write_message(crate::live::EventChange(request));
    }

    /// Sets the stage's time.
    pub fn set_time(&mut self, time: StageTime) {
        self.app.insert_resource(time);
    }

    /// The session as the stage sees it.
    pub fn session(&self) -> &Session {
        &self.app.world().resource::<SessionState>().0
    }

    /// Renders frames until screen `name`'s next frame comes back from the
    /// renderer, and returns it.
    pub fn capture(&mut self, name: &str) -> Result<Image, StageError> {
        let Some((_, handle)) = self.screens.iter().find(|(n, _)| n == name) else {
            return Err(StageError::NoSuchScreen {
                name: name.to_owned(),
                known: self
                    .screens
                    .iter()
                    .map(|(n, _)| n.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        };
        let captured: Captured = Default::default();
        let slot = captured.clone();
        self.app
            .world_mut()
            .spawn(Screenshot::image(handle.clone()))
            .observe(move |c: On<ScreenshotCaptured>| {
                if let Ok(mut s) = slot.lock() {
                    *s = Some(c.image.clone());
                }
            });
        // Only this screen is drawn until its frame comes back: the software
        // renderer's time goes to the picture asked for, not to the others.
        self.draw_only(Some(name));
        const MAX_FRAMES: u32 = 120;
        let mut picture = Err(StageError::NoPicture(MAX_FRAMES));
        for _ in 0..MAX_FRAMES {
            self.app.update();
            if let Some(image) = captured.lock().ok().and_then(|mut s| s.take()) {
                picture = Ok(image);
                break;
            }
        }
        self.draw_only(None);
        picture
    }
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
    let mut stage =
        OffscreenStage::new(session, StageTime::Fixed(at_ms), &[(name, width, height)])?;
    // Frames to build the screen (egui lays out over two) and to fit its
    // texts; the capture renders the next.
    stage.settle();
    let image = stage.capture(name)?;
    let write_error = |reason: String| StageError::Write {
        path: out.to_owned(),
        reason,
    };
    let picture = image
        .try_into_dynamic()
        .map_err(|e| write_error(e.to_string()))?;
    picture
        .to_rgb8()
        .save(out)
        .map_err(|e| write_error(e.to_string()))
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
