//! The panel's controls: clocks and their corrections, results, the
//! rotation and the absent, and the over-time prompt.

use bevy_egui::egui::{self, Color32, FontId, RichText};
use shakmaty::Color;

use super::*;
use crate::core::clock::{TimeChange, format_clock};
use crate::core::game::{Command, Game};
use crate::core::rules::GameResult;
use crate::core::script::parse_seconds_in;
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
        let l = self.language;
        ui.label(
            RichText::new(l.pick(
                format!("⏰ Tiempo máximo de ronda ({minutes} min) cumplido. Árbitro: decida cada partida sin terminar."),
                format!("⏰ Tempo máximo de rolda ({minutes} min) cumprido. Árbitro: decida cada partida sen rematar."),
                format!("⏰ The round's maximum time ({minutes} min) is over. Arbiter: decide every unfinished game."),
            ))
            .color(Color32::from_rgb(255, 200, 80))
            .strong(),
        );
        let reason = l.pick(
            format!("tiempo máximo de ronda ({minutes} min)"),
            format!("tempo máximo de rolda ({minutes} min)"),
            format!("the round's maximum time ({minutes} min)"),
        );
        for board in boards {
            ui.horizontal(|ui| {
                let b = &session.boards()[board];
                ui.label(format!(
                    "{} {} ({}): {} — {}",
                    l.pick("Tablero", "Taboleiro", "Board"),
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
        let l = self.language;
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
                        "{marker} {:<7} {:>7}   {} {}{limit}",
                        if side == Color::White {
                            l.pick("Blancas", "Brancas", "White")
                        } else {
                            l.pick("Negras", "Negras", "Black")
                        },
                        format_clock(left, tenths),
                        l.pick("ilegales", "ilegais", "illegal"),
                        game.illegal()[side],
                    ))
                    .font(FontId::monospace(18.0)),
                );
                ui.label(RichText::new(&game.contender(side).name).size(15.0));
            });
        }
        if let Some(left) = game.clock().unclocked_left_ms(now_ms) {
            ui.label(format!(
                "{}: {}",
                crate::i18n::strings(l).unclocked,
                format_clock(left, 0)
            ));
        }
        let warn = Color32::from_rgb(255, 200, 80);
        if let Some(press) = game.pressed() {
            ui.label(
                RichText::new({
                    let (who, ago) = (
                        side_name(l, press.side),
                        now_ms.saturating_sub(press.at_ms) / 1000,
                    );
                    l.pick(
                        format!("⏱ Reloj pulsado por las {who} hace {ago} s: escribe su jugada (F8 lo anula)"),
                        format!("⏱ Reloxo pulsado polas {who} hai {ago} s: escribe a súa xogada (F8 anúlao)"),
                        format!("⏱ Clock pressed by {who} {ago} s ago: type their move (F8 cancels it)"),
                    )
                })
                .color(warn)
                .strong(),
            );
        }
        if let Some((side, _)) = game.flag_shown() {
            ui.label(
                RichText::new({
                    let who = side_name(l, side);
                    l.pick(
                        format!(
                            "⚑ Las {who} están a 0:00 en el reloj del escenario. Árbitro: confirme la bandera \
                             (botón Bandera) o ponga los relojes como el de la mesa."
                        ),
                        format!(
                            "⚑ As {who} están a 0:00 no reloxo do escenario. Árbitro: confirme a bandeira \
                             (botón Bandeira) ou poña os reloxos coma o da mesa."
                        ),
                        format!(
                            "⚑ {who} is at 0:00 on the stage's clock. Arbiter: confirm the flag \
                             (Flag button) or set the clocks as the table clock shows."
                        ),
                    )
                })
                .color(Color32::from_rgb(255, 110, 110))
                .strong(),
            );
        }
        ui.horizontal_wrapped(|ui| {
            if self.btn(ui, l.pick("Iniciar (F1)", "Iniciar (F1)", "Start (F1)")) {
                out.push((self.board, Command::Start));
            }
            if self.btn(
                ui,
                l.pick(
                    "Reloj pulsado (Espacio)",
                    "Reloxo pulsado (Espazo)",
                    "Clock pressed (Space)",
                ),
            ) {
                out.push((self.board, Command::Press));
            }
            if self.btn(
                ui,
                l.pick(
                    "Pausa/reanudar (F2)",
                    "Pausa/retomar (F2)",
                    "Pause/resume (F2)",
                ),
            ) {
                out.extend(pause_or_resume(game.clock()).map(|c| (self.board, c)));
            }
            if self.btn(
                ui,
                l.pick("Todos (Mayús+F2)", "Todos (Maiús+F2)", "All (Shift+F2)"),
            ) {
                out.extend(pause_or_resume_all(session));
            }
            if self.btn(
                ui,
                l.pick(
                    "Jugada ilegal (F3)",
                    "Xogada ilegal (F3)",
                    "Illegal move (F3)",
                ),
            ) {
                out.push((self.board, Command::Illegal));
            }
            if self.btn(
                ui,
                l.pick(
                    "Sorteo de colores (F5)",
                    "Sorteo de cores (F5)",
                    "Draw the colours (F5)",
                ),
            ) {
                out.push((
                    self.board,
                    Command::AssignColours {
                        first_white: fastrand::bool(),
                    },
                ));
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(l.pick(
                "Ajustar tiempo (s o m:ss):",
                "Axustar tempo (s ou m:ss):",
                "Adjust time (s or m:ss):",
            ));
            ui.add(
                egui::TextEdit::singleline(&mut self.adjust_seconds)
                    .id_salt("adjust")
                    .desired_width(60.0),
            );
            for side in [Color::White, Color::Black] {
                let name = if side == Color::White {
                    l.pick("B", "B", "W")
                } else {
                    l.pick("N", "N", "B")
                };
                for (label, make) in [
                    ("+", TimeChange::Add as fn(u64) -> TimeChange),
                    ("−", TimeChange::Subtract),
                    ("=", TimeChange::Set),
                ] {
                    if self.btn(ui, &format!("{name} {label}")) {
                        match parse_seconds_in(l, self.adjust_seconds.trim()) {
                            Ok(ms) => self.confirm = Some(Pending::Adjust(side, make(ms))),
                            Err(e) => self.error(e),
                        }
                    }
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(l.pick(
                "Reloj de la mesa — B:",
                "Reloxo da mesa — B:",
                "Table clock — W:",
            ));
            ui.add(
                egui::TextEdit::singleline(&mut self.table_clocks.0)
                    .id_salt("table-white")
                    .desired_width(60.0),
            );
            ui.label(l.pick("N:", "N:", "B:"));
            ui.add(
                egui::TextEdit::singleline(&mut self.table_clocks.1)
                    .id_salt("table-black")
                    .desired_width(60.0),
            );
            if self.btn(ui, l.pick("Poner ambos", "Pór ambos", "Set both")) {
                let (w, b) = &self.table_clocks;
                match (parse_seconds_in(l, w.trim()), parse_seconds_in(l, b.trim())) {
                    (Ok(w), Ok(b)) => self.confirm = Some(Pending::TableClocks(w, b)),
                    (Err(e), _) => self.error(format!("{}: {e}", side_name(l, Color::White))),
                    (_, Err(e)) => self.error(format!("{}: {e}", side_name(l, Color::Black))),
                }
            }
        });
    }

    pub(super) fn results_ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<(usize, Command)>) {
        let l = self.language;
        ui.horizontal_wrapped(|ui| {
            if self.btn(
                ui,
                l.pick("Abandonan blancas", "Abandonan brancas", "White resigns"),
            ) {
                self.confirm = Some(Pending::Resign(Color::White));
            }
            if self.btn(
                ui,
                l.pick("Abandonan negras", "Abandonan negras", "Black resigns"),
            ) {
                self.confirm = Some(Pending::Resign(Color::Black));
            }
            if self.btn(
                ui,
                l.pick(
                    "Tablas acordadas (F7)",
                    "Táboas acordadas (F7)",
                    "Agreed draw (F7)",
                ),
            ) {
                self.confirm = Some(Pending::Draw);
            }
            if self.btn(
                ui,
                l.pick(
                    "Reclamar tablas (F4)",
                    "Reclamar táboas (F4)",
                    "Claim a draw (F4)",
                ),
            ) {
                out.push((self.board, Command::ClaimDraw));
            }
            if self.btn(
                ui,
                l.pick("Bandera blancas", "Bandeira brancas", "White's flag"),
            ) {
                self.confirm = Some(Pending::Flag(Color::White));
            }
            if self.btn(
                ui,
                l.pick("Bandera negras", "Bandeira negras", "Black's flag"),
            ) {
                self.confirm = Some(Pending::Flag(Color::Black));
            }
            if self.btn(
                ui,
                l.pick(
                    "Deshacer jugada (F8)",
                    "Desfacer xogada (F8)",
                    "Take back (F8)",
                ),
            ) {
                self.confirm = Some(Pending::Undo);
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(l.pick("Árbitro, motivo:", "Árbitro, motivo:", "Arbiter, reason:"));
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
                        self.error(l.pick(
                            "la decisión arbitral necesita un motivo",
                            "a decisión arbitral necesita un motivo",
                            "the arbiter's decision needs a reason",
                        ));
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
        let l = self.language;
        for side in [Color::White, Color::Black] {
            let Some(rotation) = &game.contender(side).rotation else {
                continue;
            };
            ui.label(
                RichText::new(format!(
                    "{} — {}",
                    if side == Color::White {
                        l.pick("Blancas", "Brancas", "White")
                    } else {
                        l.pick("Negras", "Negras", "Black")
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
                        l.pick("▶ mueve", "▶ move", "▶ moves")
                    } else if Some(name) == next.as_ref() {
                        l.pick("→ después", "→ despois", "→ next")
                    } else {
                        ""
                    };
                    let absent = rotation.is_absent(name);
                    let text = RichText::new(format!(
                        "{name:<12} {}",
                        if absent {
                            l.pick("(ausente)", "(ausente)", "(absent)")
                        } else {
                            mark
                        }
                    ))
                    .font(FontId::monospace(15.0));
                    ui.label(if absent {
                        text.strikethrough().color(Color32::GRAY)
                    } else {
                        text
                    });
                    // Found by its Spanish key; shown in the event's language.
                    let key = if absent { "presente" } else { "ausente" };
                    let label = if absent {
                        l.pick("presente", "presente", "present")
                    } else {
                        l.pick("ausente", "ausente", "absent")
                    };
                    if self.small_btn(ui, label, format!("{key} {name}")) {
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
                    ui.label(l.pick("Banquillo:", "Banco:", "Bench:"));
                    for p in bench {
                        let label = l.pick(
                            format!("entra {p}"),
                            format!("entra {p}"),
                            format!("in: {p}"),
                        );
                        if self.small_btn(ui, &label, format!("entra {p}")) {
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

pub(super) fn pause_or_resume(clock: &crate::core::clock::Clock) -> Option<Command> {
    match clock.state() {
        crate::core::clock::ClockState::Running { .. } => Some(Command::Pause),
        crate::core::clock::ClockState::Paused { .. } => Some(Command::Resume),
        _ => None,
    }
}

/// Pauses every running board, or, if none runs, resumes every paused one.
/// (A bughouse match pauses and resumes by its first board.)
pub(super) fn pause_or_resume_all(session: &Session) -> Vec<(usize, Command)> {
    let running = session.clocks_running();
    if !running.is_empty() {
        return running.into_iter().map(|i| (i, Command::Pause)).collect();
    }
    let step = if session.is_bughouse() { 2 } else { 1 };
    (0..session.board_count())
        .step_by(step)
        .filter(|&i| {
            session
                .clock_of(i)
                .is_some_and(|c| matches!(c.state(), crate::core::clock::ClockState::Paused { .. }))
        })
        .map(|i| (i, Command::Resume))
        .collect()
}
