//! Actions that end or correct a game wait for the operator's
//! confirmation: the question, and what it does once confirmed.

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
            Pending::Resign(c) => l.pick(
                format!("¿Abandonan las {}?", side(c)),
                format!("Abandonan as {}?", side(c)),
                format!("Does {} resign?", side(c)),
            ),
            Pending::Draw => l
                .pick(
                    "¿Tablas de mutuo acuerdo?",
                    "Táboas de mutuo acordo?",
                    "A draw by agreement?",
                )
                .into(),
            Pending::Flag(c) => l.pick(
                format!("¿Cayó la bandera de las {}?", side(c)),
                format!("Caeu a bandeira das {}?", side(c)),
                format!("Did {}'s flag fall?", side(c)),
            ),
            Pending::Arbiter(r, reason) => l.pick(
                format!("¿Decisión arbitral {} ({reason})?", r.pgn()),
                format!("Decisión arbitral {} ({reason})?", r.pgn()),
                format!("The arbiter's decision {} ({reason})?", r.pgn()),
            ),
            Pending::Undo => l
                .pick(
                    "¿Deshacer la última jugada?",
                    "Desfacer a última xogada?",
                    "Take back the last move?",
                )
                .into(),
            Pending::Adjust(c, change) => {
                let (ms, add, subtract, set) = match change {
                    TimeChange::Add(ms) => (ms, true, false, false),
                    TimeChange::Subtract(ms) => (ms, false, true, false),
                    TimeChange::Set(ms) => (ms, false, false, true),
                };
                let t = format_clock(*ms, 0);
                let who = side(c);
                match (add, subtract, set) {
                    (true, _, _) => l.pick(
                        format!("¿Sumar {t} al reloj de las {who}?"),
                        format!("Sumar {t} ao reloxo das {who}?"),
                        format!("Add {t} to {who}'s clock?"),
                    ),
                    (_, true, _) => l.pick(
                        format!("¿Restar {t} al reloj de las {who}?"),
                        format!("Restar {t} ao reloxo das {who}?"),
                        format!("Take {t} off {who}'s clock?"),
                    ),
                    _ => l.pick(
                        format!("¿Poner {t} en el reloj de las {who}?"),
                        format!("Pór {t} no reloxo das {who}?"),
                        format!("Set {who}'s clock to {t}?"),
                    ),
                }
            }
            Pending::Event(_, question) => question.clone(),
            Pending::Illegal(c) => l.pick(
                format!("¿Jugada ilegal de las {}? Pierden el encuentro", side(c)),
                format!("Xogada ilegal das {}? Perden o encontro", side(c)),
                format!("An illegal move by {}? They lose the match", side(c)),
            ),
            Pending::TableClocks(white, black) => {
                let (w, b) = (format_clock(*white, 0), format_clock(*black, 0));
                l.pick(
                    format!("¿Poner los relojes como el de la mesa: blancas {w}, negras {b}?"),
                    format!("Pór os reloxos coma o da mesa: brancas {w}, negras {b}?"),
                    format!("Set the clocks as the table clock shows: White {w}, Black {b}?"),
                )
            }
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
                let l = self.language;
                ui.label(RichText::new(pending.describe(l)).strong().size(18.0));
                ui.horizontal(|ui| {
                    if self.btn(ui, l.pick("Sí (S)", "Si (S)", "Yes (S)")) {
                        out.extend(pending.commands().into_iter().map(|c| (self.board, c)));
                        if let Pending::Event(request, _) = &pending {
                            self.events.push(request.clone());
                        }
                        self.confirm = None;
                    }
                    if self.btn(ui, l.pick("No (N / Esc)", "Non (N / Esc)", "No (N / Esc)")) {
                        self.confirm = None;
                    }
                });
            });
    }
}
