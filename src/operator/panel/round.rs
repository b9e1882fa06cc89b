//! The event's column of the panel: the round's pairings and their results,
//! results of the tables the stage does not referee, the next round paired
//! (from the schedule or a pairing program's file) and a round put on the
//! stage. Every step is asked first and then handed to the bridge as an
//! [`EventRequest`], which journals it.

use crate::core::ids::BoardNo;
use crate::core::tr;
use bevy_egui::egui::{self, RichText};

use super::{Panel, Pending};
use crate::core::event::{EventCommand, PairingResult};
use crate::core::game::Command;
use crate::core::session::Session;
use crate::live::EventRequest;
use crate::round_flow::{describe, result_text};

/// The results the operator may enter for a table, in the order shown.
const RESULTS: [PairingResult; 6] = [
    PairingResult::WhiteWins,
    PairingResult::Draw,
    PairingResult::BlackWins,
    PairingResult::WhiteByForfeit,
    PairingResult::BlackByForfeit,
    PairingResult::DoubleForfeit,
];

impl Panel {
    pub(super) fn round_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session,
        out: &mut Vec<(BoardNo, Command)>,
    ) {
        let l = self.language;
        let event = session.event();
        let last = event.last_round();
        let staged = event.staged_round();
        // Where the hall's phones go, first: the start of the day.
        self.phones_ui(ui);
        ui.label(
            RichText::new(tr!(l, "round-event-rounds-rounds", rounds = event.rounds())).strong(),
        );
        ui.label(match staged {
            // An event whose boards come from its pairings has nothing on
            // the stage before a round is put there.
            0 if session.config().boards_from_pairings => {
                tr!(l, "round-stage-nothing-yet").to_owned()
            }
            0 => tr!(l, "round-stage-configs-boards").to_owned(),
            r => tr!(l, "round-stage-round-r", r = r),
        });
        // Every game of the stage not yet started, at once (one by one:
        // each board's own Start).
        let waiting: Vec<BoardNo> = session
            .boards()
            .iter()
            .enumerate()
            .filter(|(_, b)| {
                b.game.outcome().is_none()
                    && b.game.clock().state() == crate::core::clock::ClockState::Idle
            })
            .map(|(i, _)| BoardNo::at(i))
            .collect();
        if staged > 0 && waiting.len() > 1 {
            let label = tr!(l, "round-start-len-games", len = waiting.len());
            if self.btn(ui, &label) {
                out.extend(waiting.iter().map(|&i| (i, Command::Start)));
            }
        }
        ui.separator();
        if last > 0 {
            self.pairings_ui(ui, session, last);
            ui.separator();
        }
        // The next steps, each asked first.
        if last > staged {
            let label = tr!(l, "round-put-round-last-stage", last = last);
            if self.btn(ui, &label) {
                let command = EventCommand::Stage { round: last };
                self.ask_event(session, EventRequest::Apply(command), None);
            }
        }
        let complete = last == 0 || event.round_complete(last);
        if complete && last < event.rounds() {
            let next = last + 1;
            let label = tr!(l, "round-pair-round-next", next = next);
            if self.btn(ui, &label) {
                let question = tr!(l, "round-pair-round-next-from-events", next = next);
                self.confirm = Some(Pending::Event(EventRequest::NextRound, question));
            }
            ui.label(tr!(l, "round-or-from-vegas-or-swiss"));
            ui.horizontal(|ui| {
                let field =
                    ui.add(egui::TextEdit::singleline(&mut self.trf_path).desired_width(200.0));
                self.place("trf-path", &field);
                let label = tr!(l, "round-load-trf");
                if self.btn(ui, label) {
                    let path = self.trf_path.trim().to_owned();
                    if path.is_empty() {
                        self.error(tr!(l, "round-type-trf-files-path"));
                    } else {
                        let question = tr!(
                            l,
                            "round-pair-round-next-from-path",
                            next = next,
                            path = path
                        );
                        self.confirm =
                            Some(Pending::Event(EventRequest::FromTrf(path.into()), question));
                    }
                }
            });
        } else if !complete {
            ui.label(tr!(l, "round-next-round-paired-once-this"));
        }
        ui.separator();
        self.playoff_ui(ui, session);
        self.withdrawals_ui(ui, session);
        self.export_ui(ui);
    }

    /// The event as a report file for the federation (TRF): a path and a
    /// button; nothing in the event changes, so nothing is asked.
    fn export_ui(&mut self, ui: &mut egui::Ui) {
        let l = self.language;
        ui.label(tr!(l, "round-report-file-federation-path"));
        ui.horizontal(|ui| {
            let field =
                ui.add(egui::TextEdit::singleline(&mut self.export_path).desired_width(200.0));
            self.place("export-path", &field);
            if self.btn(ui, tr!(l, "round-export-trf")) {
                let path = self.export_path.trim().to_owned();
                if path.is_empty() {
                    self.error(tr!(l, "round-type-report-files-path"));
                } else {
                    self.events.push(EventRequest::ExportTrf(path.into()));
                }
            }
        });
    }

    /// A play-off game between two entrants the table leaves level, put on
    /// the stage (its result comes from the game, as any other).
    fn playoff_ui(&mut self, ui: &mut egui::Ui, session: &Session) {
        let l = self.language;
        ui.label(tr!(l, "round-play-off-start-numbers-like"));
        ui.horizontal(|ui| {
            let field =
                ui.add(egui::TextEdit::singleline(&mut self.playoff_text).desired_width(80.0));
            self.place("playoff-text", &field);
            let label = tr!(l, "round-play-play-off");
            if self.btn(ui, label) {
                let numbers: Vec<u32> = self
                    .playoff_text
                    .split_whitespace()
                    .filter_map(|w| w.parse().ok())
                    .collect();
                let count = session.event().names().len() as u32;
                match numbers.as_slice() {
                    &[a, b] if a != b && (1..=count).contains(&a) && (1..=count).contains(&b) => {
                        let command = EventCommand::Playoff {
                            first: a,
                            second: b,
                            result: None,
                        };
                        self.ask_event(session, EventRequest::Apply(command), None);
                    }
                    _ => self.error(tr!(
                        l,
                        "round-type-two-different-start-numbers",
                        count = count
                    )),
                }
            }
        });
    }

    /// Each entrant, with a button to withdraw it from the next round on
    /// (its scheduled games become forfeits); the withdrawn, from when; a
    /// player left out after a no-show (seed 004 §8), with the button that
    /// pairs them again when they ask.
    fn withdrawals_ui(&mut self, ui: &mut egui::Ui, session: &Session) {
        use crate::core::pairing::absence::Status;
        let l = self.language;
        let event = session.event();
        let next = (event.last_round() + 1).min(event.rounds());
        // Seed 004 §8's state of each entrant for the round paired next.
        let presence = |n: u32| event.presence_status(n, event.last_paired_round() + 1);
        let title = tr!(l, "round-withdrawals");
        let shown = egui::CollapsingHeader::new(title)
            .default_open(false)
            .show(ui, |ui| {
                for (i, name) in event.names().iter().enumerate() {
                    let n = i as u32 + 1;
                    ui.horizontal(|ui| {
                        ui.label(name);
                        match event.withdrawn_from(n) {
                            Some(r) => {
                                ui.label(RichText::new(tr!(
                                    l,
                                    "round-withdrawn-from-round-r",
                                    r = r
                                )));
                            }
                            None if presence(n) == Status::Disqualified => {
                                // Seed 004 §8: out at a second no-show.
                                ui.label(RichText::new(tr!(l, "round-disqualified-no-shows")));
                            }
                            None if presence(n) == Status::Inactive => {
                                // Not paired again until they ask the
                                // arbiter: the button says they did.
                                ui.label(RichText::new(tr!(l, "round-did-not-come")));
                                let label = tr!(l, "round-back");
                                if self.small_btn(ui, label, format!("return {n}")) {
                                    let command = EventCommand::Return { player: n };
                                    self.ask_event(session, EventRequest::Apply(command), None);
                                }
                            }
                            None => {
                                let label = tr!(l, "round-withdraw");
                                if self.small_btn(ui, label, format!("withdraw {n}")) {
                                    let command = EventCommand::Withdraw {
                                        player: n,
                                        round: next,
                                    };
                                    self.ask_event(session, EventRequest::Apply(command), None);
                                }
                            }
                        }
                    });
                }
            });
        self.place(title, &shown.header_response);
    }

    /// Round `round`'s tables: names, the result or the buttons to enter
    /// it (a result already in can be corrected).
    fn pairings_ui(&mut self, ui: &mut egui::Ui, session: &Session, round: u32) {
        let l = self.language;
        let event = session.event();
        let (pairings, byes) = event.round_pairings(round);
        let names = event.names();
        // With its start number, which the terminal's `event result R W B`
        // and the play-off field take.
        let name = |n: u32| {
            let name = names.get(n as usize - 1).cloned().unwrap_or_default();
            format!("({n}) {name}")
        };
        ui.label(RichText::new(session.config().round_name(round)).strong());
        let ties = session.config().ties_of_round(round);
        let team_match = event.team_boards() > 0;
        // Before any result, the round may be withdrawn and paired again;
        // either change needs the arbiter's reason, which the journal keeps.
        let untouched =
            pairings.iter().all(|p| p.result.is_none()) && event.staged_round() != round;
        if untouched && !team_match {
            ui.horizontal(|ui| {
                ui.label(tr!(l, "round-reason"));
                let field =
                    ui.add(egui::TextEdit::singleline(&mut self.reason_text).desired_width(220.0));
                self.place("reason-text", &field);
                let label = tr!(l, "round-pair-again");
                if self.btn(ui, label) {
                    match self.reason() {
                        Some(reason) => {
                            let command = EventCommand::Unpair { round, reason };
                            self.ask_event(session, EventRequest::Apply(command), None);
                        }
                        None => self.ask_reason(),
                    }
                }
            });
        }

        // Before the round is on the stage and has a board's result, each
        // school team's line-up is ticked and saved (folded: the round's
        // boards stay in sight).
        if team_match && event.staged_round() != round {
            let teams: Vec<u32> = pairings
                .iter()
                .filter(|p| {
                    event
                        .team_matches()
                        .iter()
                        .find(|m| (m.round, m.first, m.second) == (round, p.white, p.black))
                        .is_none_or(|m| m.boards.iter().all(Option::is_none))
                })
                .flat_map(|p| [p.white, p.black])
                .collect();
            if !teams.is_empty() {
                let shown = egui::CollapsingHeader::new(tr!(l, "round-lineups"))
                    .id_salt(("lineups", round))
                    .show(ui, |ui| {
                        for team in teams {
                            self.lineup_ui(ui, session, round, team);
                        }
                    });
                self.place(format!("lineups {round}"), &shown.header_response);
            }
        }
        for (i, p) in pairings.iter().enumerate() {
            let table = i + 1;
            ui.horizontal_wrapped(|ui| {
                match ties.as_ref().and_then(|t| t.get(i)) {
                    Some(tie) => {
                        ui.label(RichText::new(session.config().tie_label(&tie.name)).strong())
                    }
                    None => ui.label(RichText::new(format!("{table}.")).strong()),
                };
                ui.label(name(p.white));
                let shown = p.outcome().map_or("–", result_text);
                ui.label(RichText::new(shown).strong());
                ui.label(name(p.black));
                // What the table's players reported from their phones.
                if let Some((said, colour)) = reported(l, event.table_status(round, table as u32)) {
                    ui.label(RichText::new(said).color(colour));
                }
            });
            // A team match's result comes from its boards: each board's
            // result (the stage's games give theirs by themselves).
            if team_match {
                let m = event
                    .team_matches()
                    .iter()
                    .find(|m| (m.round, m.first, m.second) == (round, p.white, p.black));
                for k in 1..=event.team_boards() {
                    ui.horizontal_wrapped(|ui| {
                        let done = m.and_then(|m| m.boards[k - 1]);
                        // Colours alternate by board: the first team has
                        // White on the odd ones; a result reads from the
                        // board's White, as on its scoresheet.
                        let (w, b) = if k % 2 == 1 {
                            (p.white, p.black)
                        } else {
                            (p.black, p.white)
                        };
                        ui.label(format!(
                            "{} {k}: {} {} {}",
                            crate::i18n::strings(l).board,
                            name(w),
                            done.map_or("–", result_text),
                            name(b)
                        ));
                        for result in RESULTS {
                            let key = format!("board {table}.{k} {result}");
                            if self.small_btn(ui, result_text(result), key) {
                                let command = EventCommand::Board {
                                    round,
                                    white: p.white,
                                    black: p.black,
                                    board: k as u32,
                                    result,
                                };
                                self.ask_event(
                                    session,
                                    EventRequest::Apply(command),
                                    Some(done.is_some()),
                                );
                            }
                        }
                    });
                }
                continue;
            }
            ui.horizontal(|ui| {
                // Before its result, the arbiter may swap its colours.
                if p.result.is_none() {
                    let key = format!("swap {table}");
                    if self.small_btn(ui, "⇄", key) {
                        match self.reason() {
                            Some(reason) => {
                                let command = EventCommand::Swap {
                                    round,
                                    white: p.white,
                                    black: p.black,
                                    reason,
                                };
                                self.ask_event(session, EventRequest::Apply(command), None);
                            }
                            None => self.ask_reason(),
                        }
                    }
                }
                for result in RESULTS {
                    let key = format!("result {table} {result}");
                    if self.small_btn(ui, result_text(result), key) {
                        let command = EventCommand::Result {
                            round,
                            white: p.white,
                            black: p.black,
                            result,
                        };
                        let correcting = p.result.is_some();
                        self.ask_event(session, EventRequest::Apply(command), Some(correcting));
                    }
                }
            });
        }
        for (player, _) in byes {
            ui.label(format!(
                "{} — {}",
                name(player),
                crate::i18n::strings(l).bye.to_lowercase()
            ));
        }
    }

    /// The reason typed, if any.
    fn reason(&self) -> Option<String> {
        let r = self.reason_text.trim();
        (!r.is_empty()).then(|| r.to_owned())
    }

    /// Says the reason is missing.
    fn ask_reason(&mut self) {
        let l = self.language;
        self.error(tr!(l, "round-type-reason-journal-keeps-press").to_owned());
    }

    /// Asks before a change to the event; `correcting` says a result
    /// already in is being changed.
    fn ask_event(&mut self, session: &Session, request: EventRequest, correcting: Option<bool>) {
        let l = self.language;
        let what = match &request {
            EventRequest::Apply(c) => describe(session, c),
            _ => String::new(),
        };
        let question = match (&request, correcting) {
            (EventRequest::Apply(EventCommand::Stage { round }), _) => {
                tr!(l, "round-put-round-round-stage-games", round = round)
            }
            (
                EventRequest::Apply(EventCommand::Swap {
                    white,
                    black,
                    reason,
                    ..
                }),
                _,
            ) => {
                let names = session.event().names();
                let name = |n: &u32| names.get(*n as usize - 1).cloned().unwrap_or_default();
                let (w, b) = (name(black), name(white));
                tr!(
                    l,
                    "round-swap-colours-w-white-against",
                    w = w,
                    b = b,
                    reason = reason
                )
            }
            (EventRequest::Apply(EventCommand::Unpair { round, reason }), _) => tr!(
                l,
                "round-withdraw-round-round-pairings-pair",
                round = round,
                reason = reason
            ),
            (_, Some(true)) => tr!(l, "round-correct-result-what", what = what),
            _ => tr!(l, "round-what", what = what),
        };
        self.confirm = Some(Pending::Event(request, question));
    }
}

/// What a table's players reported and not yet settled, as the panel says
/// it beside the pairing: one report waiting for the other player, or two
/// that differ (for the arbiter to decide with the buttons below).
fn reported(
    l: crate::core::config::Language,
    status: crate::core::event::TableStatus,
) -> Option<(String, egui::Color32)> {
    use crate::core::event::TableStatus as T;
    match status {
        T::Reported(side, result) => Some((
            tr!(
                l,
                "round-table-reported",
                side = match side {
                    shakmaty::Color::White => crate::i18n::strings(l).white,
                    shakmaty::Color::Black => crate::i18n::strings(l).black,
                },
                result = result_text(result)
            ),
            egui::Color32::from_rgb(240, 200, 110),
        )),
        T::Disputed { white, black } => Some((
            tr!(
                l,
                "round-table-disputed",
                white = result_text(white),
                black = result_text(black)
            ),
            egui::Color32::from_rgb(255, 120, 90),
        )),
        T::Pending | T::Confirmed { .. } => None,
    }
}

impl Panel {
    /// School team `team`'s list with its line-up for `round` ticked
    /// (children in the list's order), and the button that saves it as the
    /// arbiter's `lineup`.
    fn lineup_ui(&mut self, ui: &mut egui::Ui, session: &Session, round: u32, team: u32) {
        let l = self.language;
        let config = session.config();
        let Some(crate::core::ids::ContenderId::Team(t)) = config
            .entrants()
            .get((team as usize).wrapping_sub(1))
            .copied()
        else {
            return;
        };
        let children: Vec<String> = config
            .roster
            .team(t)
            .players
            .iter()
            .map(|&p| config.roster.player(p).name.clone())
            .collect();
        let playing = session.event().lineup(round, team);
        let mut picks = self
            .lineup_picks
            .get(&(round, team))
            .cloned()
            .unwrap_or_else(|| {
                (1..=children.len() as u32)
                    .map(|i| playing.contains(&i))
                    .collect()
            });
        picks.resize(children.len(), false);
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(
                l,
                "round-lineup-of",
                team = config.roster.team(t).name.as_str()
            ));
            for (i, child) in children.iter().enumerate() {
                let response = ui.checkbox(&mut picks[i], format!("{}. {child}", i + 1));
                self.place(format!("lineup {round} {team} {}", i + 1), &response);
            }
            let save = tr!(l, "round-lineup-save");
            if self.small_btn(ui, save, format!("lineup {round} {team}")) {
                let seats = (1..=picks.len() as u32)
                    .filter(|&i| picks[i as usize - 1])
                    .collect();
                let command = EventCommand::Lineup { round, team, seats };
                self.ask_event(session, EventRequest::Apply(command), None);
            }
        });
        self.lineup_picks.insert((round, team), picks);
    }
}
