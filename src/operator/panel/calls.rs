//! What the hall asks of the arbiter, in sight above everything else of
//! the operator's window: the boards calling, each with its age and a
//! button that answers it (journaled by the bridge, as every other
//! change); before round 1, who has come through the door and the
//! decision on those who have not.

use bevy_egui::egui::{self, Color32, RichText};

use super::{Panel, Pending};
use crate::core::calls::CallCommand;
use crate::core::event::EventCommand;
use crate::core::session::Session;
use crate::core::tr;
use crate::live::EventRequest;

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

    /// Before round 1 of an event that takes presence at the door: how many
    /// are here and missing, and the arbiter's `noshows` (asked first).
    pub(super) fn door_ui(&mut self, ui: &mut egui::Ui, session: &Session) {
        let l = self.language;
        let event = session.event();
        let missing = event.not_checked_in();
        if missing.is_empty() {
            return;
        }
        let here = event.present().count();
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(tr!(
                    l,
                    "round-checked-in",
                    here = here,
                    missing = missing.len()
                ))
                .color(Color32::from_rgb(255, 200, 80)),
            );
            if self.btn(ui, tr!(l, "round-no-shows")) {
                self.confirm = Some(Pending::Event(
                    EventRequest::Apply(EventCommand::NoShows),
                    tr!(l, "round-no-shows-confirm", missing = missing.len()),
                ));
            }
        });
    }

    /// The calls answered since the last call.
    pub fn take_calls(&mut self) -> Vec<CallCommand> {
        std::mem::take(&mut self.answered)
    }
}
