//! The announcer's controls in the operator window: one button per cue with
//! its hotkey, GO for the next cue of the list, the panic stop (Esc), the
//! master volume, the mute of the automatic cues, the output's status and
//! the log of every signal. Pure egui: presses become [`DeskAction`]s.

use crate::core::tr;
use std::collections::HashMap;

use bevy_egui::egui::{self, Color32, Key, Rect, RichText};

use crate::audio::{Desk, DeskAction};
use crate::core::clock::format_clock;
use crate::core::config::Language;
use crate::core::cues::{AudioConfig, GO_KEY, MUTE_KEY};

/// The label of the panic-stop button.
pub const STOP_LABEL: &str = "stop-all";
/// The label of the automatic-cue toggle.
pub const AUTOMATIC_LABEL: &str = "automatic-cues";

/// The announcer controls' view state.
#[derive(Default, Debug)]
pub struct AnnouncerPanel {
    buttons: HashMap<String, Rect>,
}

/// Takes a press of `key` with exactly these modifiers (not a key repeat)
/// out of this frame's input: Ctrl+Shift+1 is not Ctrl+1, and holding a
/// key down fires once.
fn take_press(input: &mut egui::InputState, key: &str, ctrl: bool, alt: bool, shift: bool) -> bool {
    let Some(key) = Key::from_name(key) else {
        return false;
    };
    let found = input.events.iter().position(|e| {
        matches!(e, egui::Event::Key { key: k, pressed: true, repeat: false, modifiers, .. }
            if *k == key
                && (modifiers.ctrl || modifiers.command) == ctrl
                && modifiers.alt == alt
                && modifiers.shift == shift)
    });
    if let Some(i) = found {
        input.events.remove(i);
    }
    found.is_some()
}

impl AnnouncerPanel {
    /// Where the button labelled `label` was drawn last frame.
    pub fn button_rect(&self, label: &str) -> Option<Rect> {
        self.buttons.get(label).copied()
    }

    /// The label of cue `i`'s button.
    pub fn cue_label(audio: &AudioConfig, i: usize, language: Language) -> String {
        let c = &audio.cues[i];
        format!(
            "{} [{}]",
            crate::i18n::cue_label(language, c),
            crate::i18n::hotkey(language, &c.hotkey)
        )
    }

    /// The announcer's keys, read before the operator panel's: the cues'
    /// hotkeys, GO (F12), the automatic cues' mute (F11) and Esc, which
    /// stops all sound whatever else it also cancels.
    pub fn keyboard(&self, ctx: &egui::Context, audio: &AudioConfig) -> Vec<DeskAction> {
        let mut out = Vec::new();
        ctx.input_mut(|i| {
            // Any Esc, also one that cancels something in the panel.
            if i.key_pressed(Key::Escape) {
                out.push(DeskAction::StopAll);
            }
            for (n, cue) in audio.cues.iter().enumerate() {
                let k = &cue.hotkey;
                if take_press(i, &k.key, k.ctrl, k.alt, k.shift) {
                    out.push(DeskAction::Fire(n));
                }
            }
            if take_press(i, GO_KEY, false, false, false) {
                out.push(DeskAction::Go);
            }
            if take_press(i, MUTE_KEY, false, false, false) {
                out.push(DeskAction::ToggleAutomatic);
            }
        });
        out
    }

    fn remember(&mut self, label: &str, response: &egui::Response) -> bool {
        self.buttons.insert(label.to_owned(), response.rect);
        response.clicked()
    }

    /// Draws the controls; returns the presses of this frame.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        audio: &AudioConfig,
        desk: &Desk,
        status: &str,
        heard: bool,
    ) -> Vec<DeskAction> {
        let mut out = Vec::new();
        let l = desk.language();
        ui.heading(tr!(l, "announcer-public-address"));
        let color = if heard {
            Color32::from_rgb(140, 220, 140)
        } else {
            Color32::from_rgb(255, 170, 90)
        };
        ui.label(RichText::new(status).color(color).strong());
        ui.separator();

        // Found by its id; shown in the event's language.
        let stop_text = tr!(l, "announcer-stop-all-esc");
        let stop = egui::Button::new(RichText::new(stop_text).strong().color(Color32::WHITE))
            .fill(Color32::from_rgb(170, 30, 30));
        let response = ui.add(stop);
        if self.remember(STOP_LABEL, &response) {
            out.push(DeskAction::StopAll);
        }

        let go_label = match desk.go_next(audio) {
            Some(next) => format!(
                "GO ▶ {} (F12)",
                crate::i18n::cue_label(desk.language(), &audio.cues[next])
            ),
            None if audio.go.is_empty() => tr!(l, "announcer-go-no-list").into(),
            None => tr!(l, "announcer-go-list-done").into(),
        };
        ui.horizontal(|ui| {
            let response =
                ui.add_enabled(desk.go_next(audio).is_some(), egui::Button::new(&go_label));
            self.buttons.insert("GO".into(), response.rect);
            if response.clicked() {
                out.push(DeskAction::Go);
            }
            if !audio.go.is_empty() {
                let response = ui
                    .small_button("↺")
                    .on_hover_text(tr!(l, "announcer-back-start-list"));
                if self.remember("↺", &response) {
                    out.push(DeskAction::GoReset);
                }
            }
        });
        ui.separator();

        for n in 0..audio.cues.len() {
            let label = AnnouncerPanel::cue_label(audio, n, desk.language());
            let response = ui.button(&label);
            if self.remember(&label, &response) {
                out.push(DeskAction::Fire(n));
            }
        }
        ui.separator();

        let mut automatic = desk.automatic();
        let response = ui.checkbox(&mut automatic, tr!(l, "announcer-automatic-cues-f11"));
        if self.remember(AUTOMATIC_LABEL, &response) {
            out.push(DeskAction::ToggleAutomatic);
        }
        let mut volume = desk.volume() * 100.0;
        ui.horizontal(|ui| {
            ui.label(tr!(l, "announcer-volume"));
            let response = ui.add(egui::Slider::new(&mut volume, 0.0..=100.0).suffix(" %"));
            self.buttons.insert("Volumen".into(), response.rect);
            if response.changed() {
                out.push(DeskAction::SetVolume(volume / 100.0));
            }
        });
        ui.separator();

        ui.label(RichText::new(tr!(l, "announcer-log")).strong());
        egui::ScrollArea::vertical()
            .max_height(180.0)
            .stick_to_bottom(true)
            .show(ui, |ui| {
                for line in desk.log() {
                    let text = format!("{} {}", format_clock(line.at_ms, 0), line.text);
                    let text = if line.problem {
                        RichText::new(text).color(Color32::from_rgb(255, 170, 90))
                    } else {
                        RichText::new(text)
                    };
                    ui.label(text);
                }
            });
        out
    }
}
