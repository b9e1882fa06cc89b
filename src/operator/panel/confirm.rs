//! Actions that end or correct a game wait for the operator's
//! confirmation: the question, and what it does once confirmed.

use bevy_egui::egui::{self, Color32, RichText, Stroke};
use shakmaty::Color;

use super::*;
use crate::core::clock::{TimeChange, format_clock};
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
}

impl Pending {
    pub(super) fn commands(&self) -> Vec<Command> {
        vec![match self {
            Pending::Resign(side) => Command::Resign { side: *side },
            Pending::Draw => Command::AgreeDraw,
            Pending::Flag(side) => Command::Flag { side: *side },
            Pending::Arbiter(result, reason) => Command::Arbiter {
                result: *result,
                reason: reason.clone(),
            },
            Pending::Undo => Command::Undo,
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

    pub(super) fn describe(&self) -> String {
        let side = |c: &Color| {
            if *c == Color::White {
                "Blancas"
            } else {
                "Negras"
            }
        };
        match self {
            Pending::Resign(c) => format!("¿Abandonan las {}?", side(c).to_lowercase()),
            Pending::Draw => "¿Tablas de mutuo acuerdo?".into(),
            Pending::Flag(c) => format!("¿Cayó la bandera de las {}?", side(c).to_lowercase()),
            Pending::Arbiter(r, reason) => format!("¿Decisión arbitral {} ({reason})?", r.pgn()),
            Pending::Undo => "¿Deshacer la última jugada?".into(),
            Pending::Adjust(c, change) => {
                let (verb, ms) = match change {
                    TimeChange::Add(ms) => ("sumar", ms),
                    TimeChange::Subtract(ms) => ("restar", ms),
                    TimeChange::Set(ms) => ("poner", ms),
                };
                format!(
                    "¿{verb} {} al reloj de las {}?",
                    format_clock(*ms, 0),
                    side(c).to_lowercase()
                )
            }
            Pending::TableClocks(white, black) => format!(
                "¿Poner los relojes como el de la mesa: blancas {}, negras {}?",
                format_clock(*white, 0),
                format_clock(*black, 0)
            ),
        }
    }
}

impl Panel {
    pub(super) fn confirm_ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<(usize, Command)>) {
        let Some(pending) = self.confirm.clone() else {
            return;
        };
        egui::Frame::new()
            .fill(Color32::from_rgb(90, 60, 0))
            .inner_margin(8.0)
            .stroke(Stroke::new(2.0, Color32::YELLOW))
            .show(ui, |ui| {
                ui.label(RichText::new(pending.describe()).strong().size(18.0));
                ui.horizontal(|ui| {
                    if self.btn(ui, "Sí (S)") {
                        out.extend(pending.commands().into_iter().map(|c| (self.board, c)));
                        self.confirm = None;
                    }
                    if self.btn(ui, "No (N / Esc)") {
                        self.confirm = None;
                    }
                });
            });
    }
}
