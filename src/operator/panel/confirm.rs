//! Actions that end or correct a game wait for the operator's
//! confirmation: the question, and what it does once confirmed.

use crate::core::tr;
use bevy_egui::egui::{self, Color32, RichText, Stroke};
use shakmaty::Color;

use super::*;
use crate::core::clock::{TimeChange, format_clock};
use crate::core::config::Language;
use crate::core::game::Command;
use crate::core::rules::GameResult;

/// An action that ends a game or corrects it, waiting for confirmation.
#[derive(Clone, Debug, PartialEq)]
pub enum Pending {
    /// A side resigns.
    Resign(Color),
    /// Agreed draw.
    Draw,
    /// A side's flag fell on the table clock.
    Flag(Color),
    /// The arbiter decides.
    Arbiter(GameResult, String),
    /// Take back the last move.
    Undo,
    /// Change a side's time.
    Adjust(Color, TimeChange),
    /// Set both clocks to what the table clock shows (White, Black).
    TableClocks(u64, u64),
    /// A change to the event (a result, the next round, a round onto the
    /// stage), with its question already in the event's language.
    Event(crate::live::EventRequest, String),
    /// A completed illegal move that loses (a bughouse match: the first).
    Illegal(Color),
}

impl Pending {
    pub(super) fn commands(&self) -> Vec<Command> {
        vec![match self {
            Pending::Event(..) => return Vec::new(),
            Pending::Resign(side) => Command::Resign { side: *side },
            Pending::Draw => Command::AgreeDraw,
            Pending::Flag(side) => Command::Flag { side: *side },
            Pending::Arbiter(result, reason) => Command::Arbiter {
                result: *result,
                reason: reason.clone(),
            },
            Pending::Undo => Command::Undo,
            Pending::Illegal(_) => Command::Illegal,
            Pending::Adjust(side, change) => Command::Adjust {
                side: *side,
                change: *change,
            },
            Pending::TableClocks(white, black) => {
                return [(Color::White, *white), (Color::Black, *black)]
                    .into_iter()
                    .map(|(side, ms)| Command::Adjust {
                        side,
                        change: TimeChange::Set(ms),
                    })
                    .collect();
            }
        }]
    }

    /// The question, in `l`.
    pub(super) fn describe(&self, l: Language) -> String {
        let side = |c: &Color| super::side_name(l, *c);
        match self {
            Pending::Resign(c) => tr!(l, "confirm-does-side-resign", side = side(c)),
            Pending::Draw => tr!(l, "confirm-draw-by-agreement").into(),
            Pending::Flag(c) => tr!(l, "confirm-did-side-flag-fall", side = side(c)),
            Pending::Arbiter(r, reason) => tr!(
                l,
                "confirm-arbiters-decision-pgn-reason",
                pgn = r.pgn(),
                reason = reason
            ),
            Pending::Undo => tr!(l, "confirm-take-back-last-move").into(),
            Pending::Adjust(c, change) => {
                let (ms, add, subtract, set) = match change {
                    TimeChange::Add(ms) => (ms, true, false, false),
                    TimeChange::Subtract(ms) => (ms, false, true, false),
                    TimeChange::Set(ms) => (ms, false, false, true),
                };
                let t = format_clock(*ms, 0);
                let who = side(c);
                match (add, subtract, set) {
                    (true, _, _) => tr!(l, "confirm-add-t-who-clock", t = t, who = who),
                    (_, true, _) => tr!(l, "confirm-take-t-off-who-clock", t = t, who = who),
                    _ => tr!(l, "confirm-set-who-clock-t", t = t, who = who),
                }
            }
            Pending::Event(_, question) => question.clone(),
            Pending::Illegal(c) => tr!(l, "confirm-illegal-move-by-side-they", side = side(c)),
            Pending::TableClocks(white, black) => {
                let (w, b) = (format_clock(*white, 0), format_clock(*black, 0));
                tr!(l, "confirm-set-clocks-as-table-clock", w = w, b = b)
            }
        }
    }
}

impl Panel {
    pub(super) fn confirm_ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<(BoardNo, Command)>) {
        let Some(pending) = self.confirm.clone() else {
            return;
        };
        egui::Frame::new()
            .fill(Color32::from_rgb(90, 60, 0))
            .inner_margin(8.0)
            .stroke(Stroke::new(2.0, Color32::YELLOW))
            .show(ui, |ui| {
                let l = self.language;
                ui.label(RichText::new(pending.describe(l)).strong().size(18.0));
                ui.horizontal(|ui| {
                    if self.btn(ui, tr!(l, "confirm-yes")) {
                        out.extend(pending.commands().into_iter().map(|c| (self.board, c)));
                        if let Pending::Event(request, _) = &pending {
                            self.events.push(request.clone());
                        }
                        self.confirm = None;
                    }
                    if self.btn(ui, tr!(l, "confirm-no-n-esc")) {
                        self.confirm = None;
                    }
                });
            });
    }
}
