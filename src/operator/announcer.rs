//! The announcer's controls in the operator window: one button per cue with
//! its hotkey, GO for the next cue of the list, the panic stop (Esc), the
//! master volume, the mute of the automatic cues, the output's status and
//! the log of every signal. Pure egui: presses become [`DeskAction`]s.

use crate::core::tr;
use std::collections::HashMap;

use bevy_egui::egui::{self, Color32, Key, Rect, RichText};

use crate::core::config::{Language, PreparedMessage};
use crate::core::cues::{AudioConfig, GO_KEY, MUTE_KEY};
use crate::core::hall::{HallCommand, Placement};
use crate::live::{DeskAction, DeskView};

/// The label of the panic-stop button.
pub const STOP_LABEL: &str = "stop-all";
/// The label of the automatic-cue toggle.
pub const AUTOMATIC_LABEL: &str = "automatic-cues";

/// The id of the message's text field (Ctrl+M gives it the focus).
pub const MESSAGE_FIELD: &str = "message-text";
/// The ids of the message's buttons.
pub const MESSAGE_BANNER: &str = "message-banner";
/// Full screen.
pub const MESSAGE_FULL: &str = "message-full";
/// Take down every message.
pub const MESSAGE_CLEAR: &str = "message-clear";
/// The minutes a typed message stays up.
pub const MESSAGE_MINUTES: &str = "message-minutes";
/// The typed message counts down.
pub const MESSAGE_COUNTDOWN: &str = "message-countdown";

/// The announcer controls' view state.
#[derive(Default, Debug)]
pub struct AnnouncerPanel {
    buttons: HashMap<String, (Rect, Rect)>,
    /// The message being written for the hall's screens.
    message: String,
    /// How long the typed message stays up, in minutes (0: until it is
    /// taken down).
    minutes: u32,
    /// The typed message writes the time it has left (with its minutes).
    countdown: bool,
    /// Ctrl+M was pressed: the message field takes the focus.
    focus_message: bool,
    /// The messages put up or taken down this frame.
    sent: Vec<HallCommand>,
    /// The session's time now, for the log's times of day.
    now_ms: u64,
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
        self.buttons.get(label).map(|(rect, _)| *rect)
    }

    /// A new frame at session time `now_ms`: only the controls it draws
    /// can be found (a narrow operator window may not draw this column at
    /// all).
    pub fn new_frame(&mut self, now_ms: u64) {
        self.buttons.clear();
        self.now_ms = now_ms;
    }

    /// Every control drawn last frame, by label (or id), in points: its
    /// box and the part of it in sight (not scrolled away).
    pub fn button_rects(&self) -> impl Iterator<Item = (&str, Rect, Rect)> {
        self.buttons.iter().map(|(k, (r, v))| (k.as_str(), *r, *v))
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
    /// hotkeys, GO (F12), the pairings read out (Shift+F12), the automatic
    /// cues' mute (F11) and Esc, which stops all sound whatever else it also
    /// cancels.
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
            // Shift+F12, beside GO: the pairings read out (a key no cue may
            // take: F12 is the panel's with Shift or without).
            if take_press(i, GO_KEY, false, false, true) {
                out.push(DeskAction::ReadPairings);
            }
            if take_press(i, MUTE_KEY, false, false, false) {
                out.push(DeskAction::ToggleAutomatic);
            }
        });
        out
    }

    /// Ctrl+M: the message field takes the focus; a prepared message's key
    /// puts it up (read before the panel's keys, like the cues'). True
    /// when Ctrl+M was pressed.
    pub fn message_keys(&mut self, ctx: &egui::Context, messages: &[PreparedMessage]) -> bool {
        let mut focus = false;
        ctx.input_mut(|i| {
            if take_press(i, "M", true, false, false) {
                self.focus_message = true;
                focus = true;
            }
            for m in messages {
                if let Some(k) = &m.hotkey
                    && take_press(i, &k.key, k.ctrl, k.alt, k.shift)
                {
                    self.sent.push(HallCommand::Prepared(m.name.clone()));
                }
            }
        });
        focus
    }

    /// The messages put up or taken down since last asked.
    pub fn take_messages(&mut self) -> Vec<HallCommand> {
        std::mem::take(&mut self.sent)
    }

    /// The hall's screens: a line of text, shown as a banner (Enter, or its
    /// button) or over the whole screen, on every screen, for its minutes
    /// (none: until taken down), counting down if ticked; and a button that
    /// takes every message down.
    fn message_ui(&mut self, ui: &mut egui::Ui, l: Language, messages: &[PreparedMessage]) {
        ui.label(RichText::new(tr!(l, "announcer-message")).strong());
        // The config's prepared messages, one button each.
        ui.horizontal_wrapped(|ui| {
            for m in messages {
                let label = crate::i18n::prepared_label(l, m);
                let response = ui.button(&label);
                if self.remember(&label, &response) {
                    self.sent.push(HallCommand::Prepared(m.name.clone()));
                }
            }
        });
        let field = ui.add(
            egui::TextEdit::singleline(&mut self.message)
                .id_salt(MESSAGE_FIELD)
                .hint_text(tr!(l, "announcer-message-hint"))
                .desired_width(f32::INFINITY),
        );
        self.place(MESSAGE_FIELD, &field);
        if std::mem::take(&mut self.focus_message) {
            field.request_focus();
        }
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(l, "announcer-message-minutes"));
            let minutes = ui.add(
                egui::DragValue::new(&mut self.minutes)
                    .range(0..=crate::core::hall::MOST_SECONDS / 60)
                    .speed(0.2),
            );
            self.place(MESSAGE_MINUTES, &minutes);
            if self.minutes == 0 {
                self.countdown = false;
            }
            let countdown = ui.add_enabled(
                self.minutes > 0,
                egui::Checkbox::new(&mut self.countdown, tr!(l, "announcer-message-countdown")),
            );
            self.place(MESSAGE_COUNTDOWN, &countdown);
        });
        let text = self.message.trim().to_owned();
        let seconds = (self.minutes > 0).then(|| u64::from(self.minutes) * 60);
        // Ticked only with minutes (cleared above when they are 0).
        let countdown = self.countdown;
        let show = |placement| HallCommand::Show {
            placement,
            seconds,
            until: None,
            countdown,
            cue: None,
            screens: Vec::new(),
            text: text.clone(),
        };
        let mut sent = None;
        ui.horizontal_wrapped(|ui| {
            let has_text = !text.is_empty();
            let banner = ui.add_enabled(
                has_text,
                egui::Button::new(tr!(l, "announcer-message-banner")),
            );
            if self.remember(MESSAGE_BANNER, &banner) || (entered && has_text) {
                sent = Some(show(Placement::Banner));
            }
            let full = ui.add_enabled(
                has_text,
                egui::Button::new(tr!(l, "announcer-message-full")),
            );
            if self.remember(MESSAGE_FULL, &full) {
                sent = Some(show(Placement::Full));
            }
            let clear = ui.button(tr!(l, "announcer-message-clear"));
            if self.remember(MESSAGE_CLEAR, &clear) {
                self.sent.push(HallCommand::Clear {
                    placement: None,
                    screens: Vec::new(),
                });
            }
        });
        // Sent: the next message starts from an empty line, for no time.
        if let Some(command) = sent {
            self.sent.push(command);
            self.message.clear();
            self.minutes = 0;
            self.countdown = false;
        }
    }

    /// Remembers where the control under `key` was drawn this frame: its
    /// box and the part of it in sight.
    fn place(&mut self, key: impl Into<String>, response: &egui::Response) {
        self.buttons
            .insert(key.into(), (response.rect, response.interact_rect));
    }

    fn remember(&mut self, label: &str, response: &egui::Response) -> bool {
        self.place(label, response);
        response.clicked()
    }

    /// Draws the controls; returns the presses of this frame.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        desk: &DeskView,
        messages: &[PreparedMessage],
    ) -> Vec<DeskAction> {
        let mut out = Vec::new();
        let (l, audio, status, heard) = (desk.language, &desk.audio, &desk.status, desk.heard);
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

        let go_label = match desk.go_next {
            Some(next) => format!(
                "GO ▶ {} (F12)",
                crate::i18n::cue_label(desk.language, &audio.cues[next])
            ),
            None if audio.go.is_empty() => tr!(l, "announcer-go-no-list").into(),
            None => tr!(l, "announcer-go-list-done").into(),
        };
        ui.horizontal(|ui| {
            let response = ui.add_enabled(desk.go_next.is_some(), egui::Button::new(&go_label));
            self.place("GO", &response);
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
            let label = AnnouncerPanel::cue_label(audio, n, desk.language);
            let response = ui.button(&label);
            if self.remember(&label, &response) {
                out.push(DeskAction::Fire(n));
            }
        }
        ui.separator();

        let mut automatic = desk.automatic;
        let response = ui.checkbox(&mut automatic, tr!(l, "announcer-automatic-cues-f11"));
        if self.remember(AUTOMATIC_LABEL, &response) {
            out.push(DeskAction::ToggleAutomatic);
        }
        // The speech, kind by kind, and the pairings read out.
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(l, "announcer-speech"));
            for (kind, on) in crate::live::SpeechKind::ALL.iter().zip(desk.speech.on) {
                let mut on = on;
                let label = kind.word(l);
                let response = ui.checkbox(&mut on, label);
                if self.remember(kind.name(), &response) {
                    out.push(DeskAction::Speech(*kind, on));
                }
            }
            let response = ui.small_button(format!(
                "{} ({})",
                tr!(l, "announcer-read-pairings"),
                tr!(l, "keymap-key-shift-f12")
            ));
            if self.remember("read-pairings", &response) {
                out.push(DeskAction::ReadPairings);
            }
        });
        let mut volume = desk.volume * 100.0;
        ui.horizontal(|ui| {
            ui.label(tr!(l, "announcer-volume"));
            let response = ui.add(
                egui::Slider::new(&mut volume, 0.0..=100.0)
                    .suffix(" %")
                    .fixed_decimals(0),
            );
            self.place("Volumen", &response);
            if response.changed() {
                out.push(DeskAction::SetVolume(volume / 100.0));
            }
        });
        ui.separator();

        self.message_ui(ui, l, messages);
        ui.separator();

        ui.label(RichText::new(tr!(l, "announcer-log")).strong());
        egui::ScrollArea::vertical()
            .max_height(180.0)
            .stick_to_bottom(true)
            .show(ui, |ui| {
                // The wall clock's time of day when it happened: what the
                // announcer's watch and the programme say.
                let (minute, second) = crate::store::files::local_time_of_day();
                let today_s = u64::from(minute * 60 + second);
                for (_, line) in &desk.log {
                    let ago_s = self.now_ms.saturating_sub(line.at_ms) / 1000;
                    let at = (today_s + 86_400 - ago_s % 86_400) % 86_400;
                    let text = format!(
                        "{:02}:{:02}:{:02} {}",
                        at / 3600,
                        at / 60 % 60,
                        at % 60,
                        line.text
                    );
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

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_egui::egui::{Event, Modifiers, PointerButton, Pos2, RawInput, Vec2};

    /// One frame of the message controls, in Spanish, with `events`.
    fn frame(ctx: &egui::Context, panel: &mut AnnouncerPanel, events: Vec<Event>, time: &mut f64) {
        *time += 0.05;
        ctx.begin_pass(RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, Vec2::new(900.0, 500.0))),
            events,
            time: Some(*time),
            ..Default::default()
        });
        let mut root = egui::Ui::new(
            ctx.clone(),
            "test".into(),
            egui::UiBuilder::new()
                .layer_id(egui::LayerId::background())
                .max_rect(ctx.viewport_rect()),
        );
        egui::CentralPanel::default().show(&mut root, |ui| panel.message_ui(ui, Language::Es, &[]));
        ctx.end_pass().drop_without_applying_deltas();
    }

    /// A click at the middle of what `id` drew last frame.
    fn click(ctx: &egui::Context, panel: &mut AnnouncerPanel, id: &str, time: &mut f64) {
        let at = panel.button_rect(id).expect(id).center();
        let press = |pressed| Event::PointerButton {
            pos: at,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        };
        frame(ctx, panel, vec![Event::PointerMoved(at), press(true)], time);
        frame(ctx, panel, vec![press(false)], time);
        frame(ctx, panel, vec![], time);
    }

    #[test]
    fn a_typed_message_goes_up_for_its_minutes_and_counts_down_if_ticked() {
        let ctx = egui::Context::default();
        let mut panel = AnnouncerPanel::default();
        let mut time = 0.0;
        frame(&ctx, &mut panel, vec![], &mut time);
        // The countdown cannot be ticked without minutes.
        click(&ctx, &mut panel, MESSAGE_COUNTDOWN, &mut time);
        assert!(!panel.countdown);
        // The text typed, 2 minutes written in the minutes' box, the box
        // ticked, then the banner's button.
        click(&ctx, &mut panel, MESSAGE_FIELD, &mut time);
        let text = "La ronda 2 empieza en".to_owned();
        frame(&ctx, &mut panel, vec![Event::Text(text.clone())], &mut time);
        click(&ctx, &mut panel, MESSAGE_MINUTES, &mut time);
        let key = |key, pressed| Event::Key {
            key,
            physical_key: None,
            pressed,
            repeat: false,
            modifiers: Modifiers::NONE,
        };
        frame(&ctx, &mut panel, vec![Event::Text("2".into())], &mut time);
        frame(&ctx, &mut panel, vec![key(Key::Enter, true)], &mut time);
        frame(&ctx, &mut panel, vec![key(Key::Enter, false)], &mut time);
        assert_eq!(panel.minutes, 2, "the minutes' box took the figure");
        click(&ctx, &mut panel, MESSAGE_COUNTDOWN, &mut time);
        click(&ctx, &mut panel, MESSAGE_BANNER, &mut time);
        let sent = panel.take_messages();
        assert_eq!(
            sent,
            [HallCommand::Show {
                placement: Placement::Banner,
                seconds: Some(120),
                until: None,
                countdown: true,
                cue: None,
                screens: Vec::new(),
                text: text.clone(),
            }]
        );
        // The next message starts afresh: up until taken down.
        assert_eq!((panel.minutes, panel.countdown), (0, false));
        click(&ctx, &mut panel, MESSAGE_FIELD, &mut time);
        frame(&ctx, &mut panel, vec![Event::Text(text.clone())], &mut time);
        click(&ctx, &mut panel, MESSAGE_FULL, &mut time);
        let sent = panel.take_messages();
        assert!(
            matches!(
                &sent[..],
                [HallCommand::Show {
                    placement: Placement::Full,
                    seconds: None,
                    countdown: false,
                    ..
                }]
            ),
            "{sent:?}"
        );
    }
}
