//! How the operator's window is laid out: the event's column, the game and
//! the announcer's column side by side where the window is wide enough,
//! else one at a time under tabs; the game's board beside its controls, or
//! above them in a narrow or a portrait window.

use crate::core::ids::BoardNo;
use crate::core::tr;
use bevy_egui::egui::{self, RichText};

use super::Panel;
use super::board_view::{moves_ui, outcome_ui};
use crate::core::game::Command;
use crate::core::session::Session;

/// The parts of the panel, shown one at a time in a narrow window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    /// The event's column: rounds, pairings and results.
    Event,
    /// The selected game: board, clocks, results.
    Game,
    /// The public address and the messages (the announcer's column).
    Side,
}

/// How wide the event's column and the announcer's column are drawn, and
/// the least the game between them needs (points): a window narrower than
/// their sum shows one of them at a time, under tabs.
pub(super) const EVENT_WIDTH: f32 = 330.0;
pub(super) const SIDE_WIDTH: f32 = 300.0;
pub(super) const GAME_WIDTH: f32 = 560.0;

impl Panel {
    /// The tabs of a narrow window; returns the one shown.
    pub(super) fn tabs_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session,
        event: bool,
        side: bool,
    ) -> Tab {
        let l = self.language;
        let default = if event && session.awaiting_pairings() {
            Tab::Event
        } else {
            Tab::Game
        };
        let mut shown = match self.tab {
            Some(Tab::Event) if !event => default,
            Some(Tab::Side) if !side => default,
            Some(tab) => tab,
            None => default,
        };
        ui.separator();
        ui.horizontal(|ui| {
            let tabs = [
                (Tab::Event, event, tr!(l, "panel-tab-event")),
                (Tab::Game, true, tr!(l, "panel-tab-game")),
                (Tab::Side, side, tr!(l, "panel-tab-public-address")),
            ];
            for (tab, present, label) in tabs {
                if !present {
                    continue;
                }
                let response =
                    ui.selectable_label(shown == tab, RichText::new(label).size(17.0).strong());
                self.place(label, &response);
                if response.clicked() {
                    shown = tab;
                    self.tab = Some(tab);
                }
            }
        });
        shown
    }

    /// The selected game: its board, moves, entry, clocks and results (a
    /// bughouse match's two boards); scrolled as a whole when the panel is
    /// too narrow for the board and the controls side by side.
    pub(super) fn game_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session,
        now_ms: u64,
        out: &mut Vec<(BoardNo, Command)>,
    ) {
        if session.awaiting_pairings() {
            // A Swiss before round 1: no game of its own to operate.
            let l = self.language;
            ui.separator();
            ui.label(RichText::new(tr!(l, "panel-no-games-stage-yet-pair")).size(18.0));
            return;
        }
        let boards = session.boards();
        let Some(game) = boards.get(self.board.index()).map(|b| &b.game) else {
            // A bughouse event: the selected match's two boards.
            ui.separator();
            self.bughouse_ui(ui, session, now_ms, out);
            return;
        };
        self.over_time_ui(ui, session, now_ms);
        ui.separator();
        let controls = |panel: &mut Panel, ui: &mut egui::Ui, out: &mut Vec<(BoardNo, Command)>| {
            outcome_ui(ui, game, panel.language);
            panel.entry_ui(ui, game, out);
            ui.separator();
            panel.clock_ui(ui, session, game, now_ms, out);
            ui.separator();
            panel.results_ui(ui, out);
            ui.separator();
            panel.rotation_ui(ui, game, out);
        };
        let (width, height) = (ui.available_width(), ui.available_height());
        if width < GAME_WIDTH || height > 1.2 * width {
            // One column (a narrow or a portrait window): the board above,
            // everything under it.
            egui::ScrollArea::vertical()
                .id_salt("controls")
                .show(ui, |ui| {
                    let side = width.min(0.45 * height).clamp(160.0, 640.0);
                    self.board_ui(ui, game, side, out);
                    moves_ui(ui, game, self.language, self.notation, self.letters);
                    ui.separator();
                    controls(self, ui, out);
                });
            return;
        }
        ui.horizontal_top(|ui| {
            let side = (ui.available_height() - 90.0)
                .min(ui.available_width() * 0.5)
                .clamp(160.0, 640.0);
            ui.vertical(|ui| {
                self.board_ui(ui, game, side, out);
                moves_ui(ui, game, self.language, self.notation, self.letters);
            });
            // Scrolled when the window is small: nothing out of reach.
            egui::ScrollArea::vertical()
                .id_salt("controls")
                .show(ui, |ui| ui.vertical(|ui| controls(self, ui, out)));
        });
    }
}
