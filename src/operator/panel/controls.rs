//! The panel's controls: clocks and their corrections, results, the
//! rotation and the absent, and the over-time prompt.

use bevy_egui::egui::{self, Color32, FontId, RichText};
use shakmaty::Color;

use super::*;
use crate::core::clock::{TimeChange, format_clock};
use crate::core::game::{Command, Game};
use crate::core::rules::GameResult;
use crate::core::script::parse_seconds;
use crate::core::session::Session;

impl Panel {
    /// Once the round's time is over, asks the arbiter about every game
    /// still being played (seeds 000 and 001: 30 minutes at most).
    pub(super) fn over_time_ui(&mut self, ui: &mut egui::Ui, session: &Session, now_ms: u64) {
        let boards = session.over_time(now_ms);
        if boards.is_empty() {
            return;
        }
        let minutes = session.config().game_window_ms.unwrap_or(0) / 60_000;
        ui.label(
            RichText::new(format!(
                "⏰ Tiempo máximo de ronda ({minutes} min) cumplido. Árbitro: decida cada partida sin terminar."
            ))
            .color(Color32::from_rgb(255, 200, 80))
            .strong(),
        );
        let reason = format!("tiempo máximo de ronda ({minutes} min)");
        for board in boards {
            ui.horizontal(|ui| {
                let b = &session.boards()[board];
                ui.label(format!(
                    "Tablero {} ({}): {} — {}",
                    board + 1,
                    b.label,
                    b.game.contender(Color::White).name,
                    b.game.contender(Color::Black).name
                ));
                for (label, result) in [
                    ("1-0", GameResult::Decisive(Color::White)),
                    ("½-½", GameResult::Draw),
                    ("0-1", GameResult::Decisive(Color::Black)),
                ] {
                    if self.small_btn(ui, label, format!("tiempo {board} {label}")) {
                        self.select_board(board);
                        self.confirm = Some(Pending::Arbiter(result, reason.clone()));
                    }
                }
            });
        }
    }

    pub(super) fn clock_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session,
        game: &Game,
        now_ms: u64,
        out: &mut Vec<(usize, Command)>,
    ) {
        let tenths = session.config().tenths_below_ms;
        let running = game.clock().running_side();
        for side in [Color::White, Color::Black] {
            let left = game.clock().remaining_ms(side, now_ms);
            let marker = if running == Some(side) { "▶" } else { "  " };
            let limit = game
                .rules()
                .illegal
                .lose_at
                .map(|l| format!("/{}", l - 1))
                .unwrap_or_default();
            // The clock on one line, the name after it (a long team name
            // wraps by itself without breaking the clock's line).
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(format!(
                        "{marker} {:<7} {:>7}   ilegales {}{limit}",
                        if side == Color::White {
                            "Blancas"
                        } else {
                            "Negras"
                        },
                        format_clock(left, tenths),
                        game.illegal()[side],
                    ))
                    .font(FontId::monospace(18.0)),
                );
                ui.label(RichText::new(&game.contender(side).name).size(15.0));
            });
        }
        if let Some(left) = game.clock().unclocked_left_ms(now_ms) {
            ui.label(format!("Sin reloj: {}", format_clock(left, 0)));
        }
        let warn = Color32::from_rgb(255, 200, 80);
        if let Some(press) = game.pressed() {
            ui.label(
                RichText::new(format!(
                    "⏱ Reloj pulsado por las {} hace {} s: escribe su jugada (F8 lo anula)",
                    side_name(press.side),
                    now_ms.saturating_sub(press.at_ms) / 1000
                ))
                .color(warn)
                .strong(),
            );
        }
        if let Some((side, _)) = game.flag_shown() {
            ui.label(
                RichText::new(format!(
                    "⚑ Las {} están a 0:00 en el reloj del escenario. Árbitro: confirme la bandera \
                     (botón Bandera) o ponga los relojes como el de la mesa.",
                    side_name(side)
                ))
                .color(Color32::from_rgb(255, 110, 110))
                .strong(),
            );
        }
        ui.horizontal_wrapped(|ui| {
            if self.btn(ui, "Iniciar (F1)") {
                out.push((self.board, Command::Start));
            }
            if self.btn(ui, "Reloj pulsado (Espacio)") {
                out.push((self.board, Command::Press));
            }
            if self.btn(ui, "Pausa/reanudar (F2)") {
                out.extend(pause_or_resume(game).map(|c| (self.board, c)));
            }
            if self.btn(ui, "Todos (Mayús+F2)") {
                out.extend(pause_or_resume_all(session));
            }
            if self.btn(ui, "Jugada ilegal (F3)") {
                out.push((self.board, Command::Illegal));
            }
            if self.btn(ui, "Sorteo de colores (F5)") {
                out.push((
                    self.board,
                    Command::AssignColours {
                        first_white: fastrand::bool(),
                    },
                ));
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label("Ajustar tiempo (s o m:ss):");
            ui.add(
                egui::TextEdit::singleline(&mut self.adjust_seconds)
                    .id_salt("adjust")
                    .desired_width(60.0),
            );
            for side in [Color::White, Color::Black] {
                let name = if side == Color::White { "B" } else { "N" };
                for (label, make) in [
                    ("+", TimeChange::Add as fn(u64) -> TimeChange),
                    ("−", TimeChange::Subtract),
                    ("=", TimeChange::Set),
                ] {
                    if self.btn(ui, &format!("{name} {label}")) {
                        match parse_seconds(self.adjust_seconds.trim()) {
                            Ok(ms) => self.confirm = Some(Pending::Adjust(side, make(ms))),
                            Err(e) => self.error(e),
                        }
                    }
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label("Reloj de la mesa — B:");
            ui.add(
                egui::TextEdit::singleline(&mut self.table_clocks.0)
                    .id_salt("table-white")
                    .desired_width(60.0),
            );
            ui.label("N:");
            ui.add(
                egui::TextEdit::singleline(&mut self.table_clocks.1)
                    .id_salt("table-black")
                    .desired_width(60.0),
            );
            if self.btn(ui, "Poner ambos") {
                let (w, b) = &self.table_clocks;
                match (parse_seconds(w.trim()), parse_seconds(b.trim())) {
                    (Ok(w), Ok(b)) => self.confirm = Some(Pending::TableClocks(w, b)),
                    (Err(e), _) => self.error(format!("blancas: {e}")),
                    (_, Err(e)) => self.error(format!("negras: {e}")),
                }
            }
        });
    }

    pub(super) fn results_ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<(usize, Command)>) {
        ui.horizontal_wrapped(|ui| {
            if self.btn(ui, "Abandonan blancas") {
                self.confirm = Some(Pending::Resign(Color::White));
            }
            if self.btn(ui, "Abandonan negras") {
                self.confirm = Some(Pending::Resign(Color::Black));
            }
            if self.btn(ui, "Tablas acordadas (F7)") {
                self.confirm = Some(Pending::Draw);
            }
            if self.btn(ui, "Reclamar tablas (F4)") {
                out.push((self.board, Command::ClaimDraw));
            }
            if self.btn(ui, "Bandera blancas") {
                self.confirm = Some(Pending::Flag(Color::White));
            }
            if self.btn(ui, "Bandera negras") {
                self.confirm = Some(Pending::Flag(Color::Black));
            }
            if self.btn(ui, "Deshacer jugada (F8)") {
                self.confirm = Some(Pending::Undo);
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label("Árbitro, motivo:");
            ui.add(
                egui::TextEdit::singleline(&mut self.arbiter_reason)
                    .id_salt("reason")
                    .desired_width(200.0),
            );
            for (label, result) in [
                ("1-0", GameResult::Decisive(Color::White)),
                ("0-1", GameResult::Decisive(Color::Black)),
                ("½-½", GameResult::Draw),
            ] {
                if self.btn(ui, label) {
                    let reason = self.arbiter_reason.trim().to_owned();
                    if reason.is_empty() {
                        self.error("la decisión arbitral necesita un motivo");
                    } else {
                        self.confirm = Some(Pending::Arbiter(result, reason));
                    }
                }
            }
        });
    }

    pub(super) fn rotation_ui(
        &mut self,
        ui: &mut egui::Ui,
        game: &Game,
        out: &mut Vec<(usize, Command)>,
    ) {
        for side in [Color::White, Color::Black] {
            let Some(rotation) = &game.contender(side).rotation else {
                continue;
            };
            ui.label(
                RichText::new(format!(
                    "{} — {}",
                    if side == Color::White {
                        "Blancas"
                    } else {
                        "Negras"
                    },
                    rotation.team()
                ))
                .strong(),
            );
            let order: Vec<String> = rotation.order().map(str::to_owned).collect();
            let current = rotation.current().map(str::to_owned);
            let next = rotation.following().map(str::to_owned);
            for (i, name) in order.iter().enumerate() {
                ui.horizontal(|ui| {
                    let mark = if Some(name) == current.as_ref() {
                        "▶ mueve"
                    } else if Some(name) == next.as_ref() {
                        "→ después"
                    } else {
                        ""
                    };
                    let absent = rotation.is_absent(name);
                    let text = RichText::new(format!(
                        "{name:<12} {}",
                        if absent { "(ausente)" } else { mark }
                    ))
                    .font(FontId::monospace(15.0));
                    ui.label(if absent {
                        text.strikethrough().color(Color32::GRAY)
                    } else {
                        text
                    });
                    let label = if absent { "presente" } else { "ausente" };
                    if self.small_btn(ui, label, format!("{label} {name}")) {
                        out.push((
                            self.board,
                            Command::SetAbsent {
                                side,
                                player: name.clone(),
                                absent: !absent,
                            },
                        ));
                    }
                    if i > 0 && self.small_btn(ui, "▲", format!("▲ {name}")) {
                        let mut new = order.clone();
                        new.swap(i, i - 1);
                        out.push((self.board, Command::Reorder { side, players: new }));
                    }
                    if i + 1 < order.len() && self.small_btn(ui, "▼", format!("▼ {name}")) {
                        let mut new = order.clone();
                        new.swap(i, i + 1);
                        out.push((self.board, Command::Reorder { side, players: new }));
                    }
                });
            }
            let bench: Vec<&String> = rotation
                .roster()
                .iter()
                .filter(|p| !order.contains(p))
                .collect();
            if !bench.is_empty() {
                ui.horizontal_wrapped(|ui| {
                    ui.label("Banquillo:");
                    for p in bench {
                        if self.small_btn(ui, &format!("entra {p}"), format!("entra {p}")) {
                            let mut new = order.clone();
                            if new.len() >= crate::core::team::MAX_ACTIVE {
                                new.pop();
                            }
                            new.push(p.clone());
                            out.push((self.board, Command::Reorder { side, players: new }));
                        }
                    }
                });
            }
        }
    }
}

pub(super) fn pause_or_resume(game: &Game) -> Option<Command> {
    match game.clock().state() {
        crate::core::clock::ClockState::Running { .. } => Some(Command::Pause),
        crate::core::clock::ClockState::Paused { .. } => Some(Command::Resume),
        _ => None,
    }
}

/// Pauses every running board, or, if none runs, resumes every paused one.
pub(super) fn pause_or_resume_all(session: &Session) -> Vec<(usize, Command)> {
    let running: Vec<usize> = session
        .boards()
        .iter()
        .enumerate()
        .filter(|(_, b)| {
            b.game.outcome().is_none()
                && matches!(
                    b.game.clock().state(),
                    crate::core::clock::ClockState::Running { .. }
                )
        })
        .map(|(i, _)| i)
        .collect();
    if !running.is_empty() {
        return running.into_iter().map(|i| (i, Command::Pause)).collect();
    }
    session
        .boards()
        .iter()
        .enumerate()
        .filter(|(_, b)| {
            matches!(
                b.game.clock().state(),
                crate::core::clock::ClockState::Paused { .. }
            )
        })
        .map(|(i, _)| (i, Command::Resume))
        .collect()
}
