//! The boards calling for the arbiter, in sight above everything else of
//! the operator's window: each with its age and a button that answers it
//! (journaled by the bridge, as every other change).

use bevy_egui::egui::{self, Color32, RichText};

use super::Panel;
use crate::core::calls::CallCommand;
use crate::core::session::Session;
use crate::core::tr;

impl Panel {
    /// One line a call, oldest first; nothing when none is open.
    pub(super) fn calls_ui(&mut self, ui: &mut egui::Ui, session: &Session, now_ms: u64) {
        let l = self.language;
        for call in session.calls().open() {
            let minutes = now_ms.saturating_sub(call.since_ms) / 60_000;
            ui.horizontal(|ui| {
                let said = if minutes == 0 {
                    tr!(l, "panel-board-calls-the-arbiter-now", board = call.board)
                } else {
                    tr!(
                        l,
                        "panel-board-calls-the-arbiter",
                        board = call.board,
                        minutes = minutes
                    )
                };
                ui.label(
                    RichText::new(said)
                        .color(Color32::from_rgb(255, 120, 90))
                        .strong(),
                );
                let answer = tr!(l, "panel-call-answered");
                if self.small_btn(ui, answer, format!("{answer} {}", call.board)) {
                    self.answered.push(CallCommand::Answer(call.board));
                }
            });
        }
    }

    /// The calls answered since the last call.
    pub fn take_calls(&mut self) -> Vec<CallCommand> {
        std::mem::take(&mut self.answered)
    }
}
