//! The operator window: the egui panel in a window of its own. Its actions go
//! to the bridge as commands; the bridge's verdict on each comes back to the
//! panel as its message line.

pub mod announcer;
pub mod panel;

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiGlobalSettings, EguiPlugin, EguiPrimaryContextPass, PrimaryEguiContext, egui,
};

use crate::live::{AppSystems, EventChange, LastResult, SessionCommand, SessionState, StageTime};
use crate::operator::announcer::AnnouncerPanel;
use crate::operator::panel::Panel;

/// The panel's state, owned by the app: the operator's and the announcer's.
#[derive(Resource)]
pub struct OperatorPanel(pub Panel, pub AnnouncerPanel);

/// Marks the camera that draws the panel.
#[derive(Component)]
pub struct OperatorCamera;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .insert_resource(EguiGlobalSettings {
            auto_create_primary_context: false,
            ..default()
        })
        .insert_resource(OperatorPanel(Panel::new(), AnnouncerPanel::default()))
        .add_systems(
            PreUpdate,
            drop_unchanged_modifiers
                .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
        )
        .add_systems(EguiPrimaryContextPass, draw_panel)
        .add_systems(Update, show_verdict.in_set(AppSystems::Draw));
}

/// The panel's camera, drawing into `target` (a window or an image).
pub fn operator_camera(target: bevy::camera::RenderTarget) -> impl Bundle {
    (
        Camera2d,
        Camera {
            order: 100,
            ..default()
        },
        target,
        // egui antialiases its own shapes: no multisampling, as for the
        // screens' cameras.
        bevy::render::view::Msaa::Off,
        PrimaryEguiContext,
        OperatorCamera,
        // Far from every screen's drawing, so the camera sees only egui.
        Transform::from_xyz(-1.0e7, 0.0, 0.0),
    )
}

fn draw_panel(
    mut contexts: EguiContexts,
    mut panel: ResMut<OperatorPanel>,
    session: Res<SessionState>,
    time: Res<StageTime>,
    mut commands: MessageWriter<SessionCommand>,
    mut changes: MessageWriter<EventChange>,
    mut halls: MessageWriter<crate::live::HallChange>,
    desk: Option<Res<crate::live::DeskView>>,
    mut presses: MessageWriter<crate::live::DeskPress>,
    network: Option<Res<crate::live::NetworkStatus>>,
    mut layout: Local<String>,
) -> Result {
    // No operator camera (an offscreen render of the screens only): no panel.
    let Ok(ctx) = contexts.ctx_mut() else {
        return Ok(());
    };
    let now = time.now_ms();
    let OperatorPanel(panel, controls) = &mut *panel;
    panel.network_status = network.as_ref().and_then(|n| n.get());
    panel.phones = network.as_ref().and_then(|n| n.phones());
    let given = match desk {
        None => panel.ui(ctx, &session.0, now),
        Some(desk) => {
            // The announcer's keys first: Esc stops the sound before the
            // panel takes it to cancel a selection.
            controls.new_frame(now);
            let mut actions = controls.keyboard(ctx, &desk.audio);
            let messages = &session.0.config().messages;
            if controls.message_keys(ctx, messages) {
                panel.show_side();
            }
            let given = panel.ui_with(
                ctx,
                &session.0,
                now,
                Some(&mut |ui: &mut egui::Ui| {
                    actions.extend(controls.ui(ui, &desk, messages));
                }),
            );
            if !actions.is_empty() {
                // The public address carries them out in the next frame.
                ctx.request_repaint();
            }
            presses.write_batch(actions.into_iter().map(crate::live::DeskPress));
            given
        }
    };
    for (board, command) in given {
        commands.write(SessionCommand { board, command });
    }
    if let Some(path) = std::env::var_os("MEGXADREZ_PANEL_LAYOUT") {
        write_layout(&path, panel, controls, ctx.pixels_per_point(), &mut layout);
    }
    for request in panel.take_events() {
        changes.write(EventChange(request));
    }
    for command in controls.take_messages() {
        halls.write(crate::live::HallChange::Message(command));
    }
    for command in panel.take_calls() {
        halls.write(crate::live::HallChange::Call(command));
    }
    Ok(())
}

/// Writes where every control of the operator's window was drawn, one per
/// line (`label<TAB>x y width height<TAB>the same of the part in sight`,
/// in the window's pixels), to the file
/// `MEGXADREZ_PANEL_LAYOUT` names, whenever it changes: a test finds each
/// control there, checks it on the window's pixels and clicks it as an
/// operator would. Written whole ([`crate::store::files::write_atomically`]).
fn write_layout(
    path: &std::ffi::OsStr,
    panel: &Panel,
    controls: &AnnouncerPanel,
    scale: f32,
    last: &mut String,
) {
    let mut lines: Vec<String> = panel
        .button_rects()
        .chain(controls.button_rects())
        .map(|(label, rect, seen)| {
            let pixels = |r: egui::Rect| {
                if r.is_positive() {
                    let [x, y, w, h] = [r.min.x, r.min.y, r.width(), r.height()];
                    format!(
                        "{} {} {} {}",
                        (x * scale).round(),
                        (y * scale).round(),
                        (w * scale).round(),
                        (h * scale).round()
                    )
                } else {
                    "0 0 0 0".to_owned()
                }
            };
            format!(
                "{}\t{}\t{}",
                label.replace(['\t', '\n'], " "),
                pixels(rect),
                pixels(seen)
            )
        })
        .collect();
    lines.sort();
    let text = lines.join("\n") + "\n";
    if *last == text {
        return;
    }
    if crate::store::files::write_atomically(std::path::Path::new(path), &text).is_ok() {
        *last = text;
    }
}

/// bevy_egui reports the modifier keys to egui in every frame, changed or
/// not, and egui answers any input with a request for the next frame: the
/// stage would draw all its windows continuously (15 frames a second, 1.6
/// cores on a software renderer). Only a real change is passed on.
fn drop_unchanged_modifiers(
    mut inputs: Query<&mut bevy_egui::EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.0.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}

fn show_verdict(result: Res<LastResult>, mut panel: ResMut<OperatorPanel>, mut seen: Local<u64>) {
    if result.seq != *seen {
        *seen = result.seq;
        if let Some(verdict) = &result.verdict {
            panel.0.feedback(verdict.clone());
        }
    }
}
