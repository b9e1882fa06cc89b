//! The stage with no window: its screens rendered into images, frame by
//! frame, for `megxadrez screenshot`, the tests and the benchmarks.

use super::*;
use crate::core::ids::BoardNo;

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

    /// Queues a command for board `board`, applied next frame.
    pub fn send(&mut self, board: BoardNo, command: crate::core::game::Command) {
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
