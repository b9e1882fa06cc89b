//! The panel's controls: clocks and their corrections, results, the
//! rotation and the absent, and the over-time prompt.

use crate::core::tr;
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
        let l = self.language;
        ui.label(
            RichText::new(tr!(
                l,
                "controls-rounds-maximum-time-minutes-min",
                minutes = minutes
            ))
            .color(Color32::from_rgb(255, 200, 80))
            .strong(),
        );
        let reason = tr!(
            l,
            "controls-rounds-maximum-time-minutes-min-2",
            minutes = minutes
        );
        for board in boards {
            ui.horizontal(|ui| {
                let b = &session.boards()[board.index()];
                ui.label(format!(
                    "{} {} ({}): {} — {}",
                    tr!(l, "controls-board"),
                    board,
                    b.label,
                    b.game.contender(Color::White).name,
                    b.game.contender(Color::Black).name
                ));
                for (label, result) in [
                    ("1-0", GameResult::Decisive(Color::White)),
                    ("½-½", GameResult::Draw),
                    ("0-1", GameResult::Decisive(Color::Black)),
                ] {
                    if self.small_btn(ui, label, format!("time {board} {label}")) {
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
        out: &mut Vec<(BoardNo, Command)>,
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
                            tr!(l, "controls-white")
                        } else {
                            tr!(l, "controls-black")
                        },
                        format_clock(left, tenths),
                        tr!(l, "controls-illegal"),
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
                    tr!(l, "controls-clock-pressed-by-who-ago", who = who, ago = ago)
                })
                .color(warn)
                .strong(),
            );
        }
        if let Some((side, _)) = game.flag_shown() {
            ui.label(
                RichText::new({
                    let who = side_name(l, side);
                    tr!(l, "controls-who-at-0-00-stages", who = who)
                })
                .color(Color32::from_rgb(255, 110, 110))
                .strong(),
            );
        }
        ui.horizontal_wrapped(|ui| {
            if self.btn(ui, tr!(l, "controls-start-f1")) {
                out.push((self.board, Command::Start));
            }
            if self.btn(ui, tr!(l, "controls-clock-pressed-space")) {
                out.push((self.board, Command::Press));
            }
            if self.btn(ui, tr!(l, "controls-pause-resume-f2")) {
                out.extend(pause_or_resume(game.clock()).map(|c| (self.board, c)));
            }
            if self.btn(ui, tr!(l, "controls-all-shift-f2")) {
                out.extend(pause_or_resume_all(session));
            }
            if self.btn(ui, tr!(l, "controls-illegal-move-f3")) {
                out.push((self.board, Command::Illegal));
            }
            if self.btn(ui, tr!(l, "controls-draw-colours-f5")) {
                out.push((
                    self.board,
                    Command::AssignColours {
                        first_white: fastrand::bool(),
                    },
                ));
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(l, "controls-adjust-time-or-m-ss"));
            ui.add(
                egui::TextEdit::singleline(&mut self.adjust_seconds)
                    .id_salt("adjust")
                    .desired_width(60.0),
            );
            for side in [Color::White, Color::Black] {
                let name = if side == Color::White {
                    tr!(l, "controls-w")
                } else {
                    tr!(l, "controls-b")
                };
                for (label, make) in [
                    ("+", TimeChange::Add as fn(u64) -> TimeChange),
                    ("−", TimeChange::Subtract),
                    ("=", TimeChange::Set),
                ] {
                    if self.btn(ui, &format!("{name} {label}")) {
                        match parse_seconds(self.adjust_seconds.trim()) {
                            Ok(ms) => self.confirm = Some(Pending::Adjust(side, make(ms))),
                            Err(e) => self.error(e.text(l)),
                        }
                    }
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(l, "controls-table-clock-w"));
            ui.add(
                egui::TextEdit::singleline(&mut self.table_clocks.0)
                    .id_salt("table-white")
                    .desired_width(60.0),
            );
            ui.label(tr!(l, "controls-b-2"));
            ui.add(
                egui::TextEdit::singleline(&mut self.table_clocks.1)
                    .id_salt("table-black")
                    .desired_width(60.0),
            );
            if self.btn(ui, tr!(l, "controls-set-both")) {
                let (w, b) = &self.table_clocks;
                match (parse_seconds(w.trim()), parse_seconds(b.trim())) {
                    (Ok(w), Ok(b)) => self.confirm = Some(Pending::TableClocks(w, b)),
                    (Err(e), _) => {
                        self.error(format!("{}: {}", side_name(l, Color::White), e.text(l)))
                    }
                    (_, Err(e)) => {
                        self.error(format!("{}: {}", side_name(l, Color::Black), e.text(l)))
                    }
                }
            }
        });
    }

    pub(super) fn results_ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<(BoardNo, Command)>) {
        let l = self.language;
        ui.horizontal_wrapped(|ui| {
            if self.btn(ui, tr!(l, "controls-white-resigns")) {
                self.confirm = Some(Pending::Resign(Color::White));
            }
            if self.btn(ui, tr!(l, "controls-black-resigns")) {
                self.confirm = Some(Pending::Resign(Color::Black));
            }
            if self.btn(ui, tr!(l, "controls-agreed-draw-f7")) {
                self.confirm = Some(Pending::Draw);
            }
            if self.btn(ui, tr!(l, "controls-claim-draw-f4")) {
                out.push((self.board, Command::ClaimDraw));
            }
            if self.btn(ui, tr!(l, "controls-whites-flag")) {
                self.confirm = Some(Pending::Flag(Color::White));
            }
            if self.btn(ui, tr!(l, "controls-blacks-flag")) {
                self.confirm = Some(Pending::Flag(Color::Black));
            }
            if self.btn(ui, tr!(l, "controls-take-back-f8")) {
                self.confirm = Some(Pending::Undo);
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(l, "controls-arbiter-reason"));
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
                        self.error(tr!(l, "controls-arbiters-decision-needs-reason"));
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
        out: &mut Vec<(BoardNo, Command)>,
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
                        tr!(l, "controls-white")
                    } else {
                        tr!(l, "controls-black")
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
                        tr!(l, "controls-moves")
                    } else if Some(name) == next.as_ref() {
                        tr!(l, "controls-next")
                    } else {
                        ""
                    };
                    let absent = rotation.is_absent(name);
                    let text = RichText::new(format!(
                        "{name:<12} {}",
                        if absent {
                            tr!(l, "controls-absent")
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
                        tr!(l, "controls-present")
                    } else {
                        tr!(l, "controls-absent-2")
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
                    ui.label(tr!(l, "controls-bench"));
                    for p in bench {
                        let label = tr!(l, "controls-p", p = p);
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
pub(super) fn pause_or_resume_all(session: &Session) -> Vec<(BoardNo, Command)> {
    let running = session.clocks_running();
    if !running.is_empty() {
        return running.into_iter().map(|i| (i, Command::Pause)).collect();
    }
    let step = if session.is_bughouse() { 2 } else { 1 };
    BoardNo::all(session.board_count())
        .step_by(step)
        .filter(|&i| {
            session
                .clock_of(i)
                .is_some_and(|c| matches!(c.state(), crate::core::clock::ClockState::Paused { .. }))
        })
        .map(|i| (i, Command::Resume))
        .collect()
}
