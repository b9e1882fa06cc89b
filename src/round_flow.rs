//! The event's rounds as the operator and the terminal run them: a request
//! (a result, the next round's pairings from the schedule or a pairing
//! program's file, a round onto the stage) becomes the core's event
//! commands, checked all together and then journaled one by one through the
//! store's writer. The verdict comes back in the event's language.

use crate::core::config::Language;
use crate::core::event::{EventCommand, PairingResult};
use crate::core::session::Session;
use crate::core::tournament::next_round;
use crate::core::tr;
use crate::live::EventRequest;
use crate::store::recovery::JournalSink;
use crate::store::writer::{self, WriteError};

/// Carries out `request` at `at_ms`: every change it makes or none. Says
/// what was done, or why nothing was.
pub fn apply_request(
    session: &mut Session,
    mut sink: Option<&mut JournalSink>,
    request: &EventRequest,
    at_ms: u64,
) -> Result<String, String> {
    let l = session.config().event.language;
    if let EventRequest::ExportTrf(path) = request {
        // Never onto the config or into the journal's folder; a report file
        // written before is replaced whole (a round's export each round).
        let folder = sink
            .as_deref()
            .and_then(|s| s.live_pgn.parent().map(std::path::Path::to_owned));
        let guard =
            crate::store::output::Guard::of_event(session.config(), folder.as_deref(), true);
        return export_trf(session, path, &guard);
    }
    // A result for a pairing that has one is a correction: said so, with
    // what it was.
    let before = match request {
        EventRequest::Apply(EventCommand::Result {
            round,
            white,
            black,
            ..
        }) => session
            .event()
            .round_pairings(*round)
            .0
            .iter()
            .find(|p| (p.white, p.black) == (*white, *black))
            .and_then(|p| p.outcome()),
        _ => None,
    };
    let champion_before =
        crate::core::tournament::bracket::champion(session.config(), session.event());
    let classified_before =
        crate::core::tournament::table::final_classification(session.config(), session.event())
            .is_some();
    let (commands, round) = expand(session, request)?;
    // All or nothing: each command is tried on a copy first.
    let mut probe = session.clone();
    for c in &commands {
        probe
            .apply_event(c)
            .map_err(|e| format!("{}: {}", describe(session, c), crate::i18n::refusal(l, &e)))?;
    }
    for c in &commands {
        match writer::apply_event(session, sink.as_deref_mut(), c, at_ms) {
            Ok(_) => {}
            Err(WriteError::NotSaved(e)) => {
                return Err(format!(
                    "{}: {}",
                    describe(session, c),
                    crate::i18n::not_saved(l, &e)
                ));
            }
            Err(WriteError::Refused(e)) => {
                return Err(format!(
                    "{}: {}",
                    describe(session, c),
                    crate::i18n::refusal(l, &e)
                ));
            }
        }
    }
    let mut said = match (request, round) {
        (EventRequest::Apply(c), _) => match before {
            Some(was) => tr!(
                l,
                "round-flow-correction-describe-was-result-text",
                describe = describe(session, c),
                result_text = result_text(was)
            ),
            None => describe(session, c),
        },
        (_, Some(r)) => paired(session, r, &commands),
        _ => String::new(),
    };
    // The result that decides the champion (a final's, a zonal phase's
    // two matches') says so, and the one that decides the last place of a
    // school final phase gives its whole classification (seed 001 §7).
    let champion = crate::core::tournament::bracket::champion(session.config(), session.event());
    if let Some(team) = champion.filter(|_| champion != champion_before) {
        let name = &session.event().names()[team as usize - 1];
        said.push_str(&tr!(l, "round-flow-champion-name", name = name));
    }
    if !classified_before
        && let Some(table) =
            crate::core::tournament::table::final_classification(session.config(), session.event())
    {
        let places: Vec<String> = table
            .rows
            .iter()
            .map(|r| format!("{}.º {}", r.rank, r.name))
            .collect();
        said.push_str(&tr!(
            l,
            "round-flow-final-classification",
            places = places.join(", ")
        ));
    }
    Ok(said)
}

/// Writes the event as a report file, flushed to the disk.
fn export_trf(
    session: &Session,
    path: &std::path::Path,
    guard: &crate::store::output::Guard,
) -> Result<String, String> {
    let l = session.config().event.language;
    let text = crate::core::tournament::report_file::trf_of_event(
        session.config(),
        session.event(),
        &crate::store::files::today(),
        &mut crate::live::fixed_lots(),
    );
    crate::store::output::write_output(path, text.as_bytes(), guard)
        .map_err(|e| crate::store::output::refusal(l, &e))?;
    let (players, rounds) = (
        session.event().names().len(),
        session.event().rounds_started(),
    );
    Ok(tr!(
        l,
        "round-flow-report-file-written-shown-players",
        shown = path.display(),
        players = players,
        rounds = rounds
    ))
}

/// The commands a request stands for, and the round it pairs.
fn expand(
    session: &Session,
    request: &EventRequest,
) -> Result<(Vec<EventCommand>, Option<u32>), String> {
    let l = session.config().event.language;
    match request {
        EventRequest::Apply(c) => Ok((vec![c.clone()], None)),
        // Written, not applied: see `apply_request`.
        EventRequest::ExportTrf(_) => Ok((Vec::new(), None)),
        EventRequest::NextRound => {
            // A Swiss's initial colour, where the config leaves it to lot.
            let lot = if fastrand::bool() {
                shakmaty::Color::White
            } else {
                shakmaty::Color::Black
            };
            next_round::scheduled_with(session.config(), session.event(), lot)
                .map(|(r, c)| (c, Some(r)))
                .map_err(|e| e.text(l))
        }
        EventRequest::FromTrf(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| crate::i18n::cannot_read(l, path.display(), &e))?;
            next_round::from_trf(session.event(), &text)
                .map(|(r, c)| (c, Some(r)))
                .map_err(|e| format!("{}: {}", path.display(), e.text(l)))
        }
    }
}

/// "Round 2 paired: 3 pairings, 1 bye — table 1: A - B; table 2: …;
/// bye: E": who plays whom on which table, on one line.
fn paired(session: &Session, round: u32, commands: &[EventCommand]) -> String {
    let l = session.config().event.language;
    let name = |n: u32| entrant_name(session, n);
    use crate::core::pairing::results::Bye;
    let swiss = session.config().event.format == crate::core::config::Format::Individual;
    let ties = session.config().ties_of_round(round);
    let mut tables = Vec::new();
    let mut byes = Vec::new();
    for c in commands {
        match *c {
            // A knockout's games by their tie ("Final: A - B").
            EventCommand::Pair { white, black, .. } => tables.push(format!(
                "{}: {} - {}",
                ties.as_ref()
                    .and_then(|ties| ties.get(tables.len()))
                    .map_or_else(
                        || format!("{} {}", tr!(l, "round-flow-table"), tables.len() + 1),
                        |t| session.config().tie_label(&t.name)
                    ),
                name(white),
                name(black)
            )),
            // The pairing's bye, or a round robin's team that sits out.
            EventCommand::Bye { player, kind, .. } if kind == Bye::Pairing || !swiss => {
                byes.push(name(player))
            }
            _ => {}
        }
    }
    let (pairs, rested) = (tables.len(), byes.len());
    let said = match &ties {
        Some(_) => format!("{round} ({})", session.config().round_name(round)),
        None => round.to_string(),
    };
    let mut text = crate::i18n::fluent::text_with(
        l,
        "round-paired",
        &[
            ("round", said.into()),
            ("pairs", pairs.into()),
            ("byes", rested.into()),
        ],
    );
    if !tables.is_empty() {
        text.push_str(" — ");
        text.push_str(&tables.join("; "));
    }
    if !byes.is_empty() {
        text.push_str(&format!(
            "; {}: {}",
            tr!(l, "round-flow-bye"),
            byes.join(", ")
        ));
    }
    // Who is left out, and why (a no-show not back, out of the event).
    let event = session.event();
    let (_, round_byes) = event.round_pairings(round);
    let out: Vec<String> = event
        .unpaired(round)
        .into_iter()
        .chain(
            round_byes
                .iter()
                .filter(|b| swiss && b.1 != Bye::Pairing)
                .map(|b| b.0),
        )
        .map(|p| {
            use crate::core::pairing::absence::Status;
            let why = if event.withdrawn_in(p, round) {
                tr!(l, "round-flow-withdrawn")
            } else if round == 1 && event.absent_at_the_door(p) {
                tr!(l, "round-flow-absent-at-the-door")
            } else {
                match event.presence_status(p, round) {
                    Status::Inactive => tr!(l, "round-flow-did-not-come-back-with"),
                    Status::Disqualified => {
                        tr!(l, "round-flow-disqualified")
                    }
                    Status::Active => tr!(l, "round-flow-request"),
                }
            };
            format!("{} ({why})", name(p))
        })
        .collect();
    // A knockout round leaves out every team its ties do not name: that
    // is the bracket, not an absence.
    let knockout = session.config().ties_of_round(round).is_some();
    if !out.is_empty() && !knockout {
        text.push_str(&format!(
            "; {}: {}",
            tr!(l, "round-flow-left-out"),
            out.join(", ")
        ));
    }
    text
}

/// Entrant `n`'s name (its number when there is none).
fn entrant_name(session: &Session, n: u32) -> String {
    session
        .event()
        .names()
        .get((n as usize).wrapping_sub(1))
        .cloned()
        .unwrap_or_else(|| n.to_string())
}

/// A change to the event as the operator reads it: names, not numbers.
pub fn describe(session: &Session, command: &EventCommand) -> String {
    let l = session.config().event.language;
    let name = |n: u32| entrant_name(session, n);
    let word = crate::i18n::strings(l).round;
    match *command {
        EventCommand::Pair {
            round,
            white,
            black,
        } => format!("{word} {round}: {} - {}", name(white), name(black)),
        EventCommand::Bye { round, player, .. } => format!(
            "{word} {round}: {} {}",
            name(player),
            crate::i18n::strings(l).bye.to_lowercase()
        ),
        EventCommand::Lineup {
            round,
            team,
            ref seats,
        } => {
            // The children by name, board by board (seed 001 §2).
            let config = session.config();
            let children: Vec<String> = config
                .entrants()
                .get(team as usize - 1)
                .and_then(|&id| match id {
                    crate::core::ids::ContenderId::Team(t) => Some(config.roster.team(t)),
                    crate::core::ids::ContenderId::Player(_) => None,
                })
                .map(|t| {
                    seats
                        .iter()
                        .filter_map(|&s| t.players.get(s as usize - 1))
                        .map(|&p| config.roster.player(p).name.clone())
                        .collect()
                })
                .unwrap_or_default();
            tr!(
                l,
                "round-flow-lineup",
                round = round,
                team = name(team),
                children = children.join(", ")
            )
        }
        EventCommand::Result {
            round,
            white,
            black,
            result,
        } => format!(
            "{word} {round}: {} {} {}",
            name(white),
            result_text(result),
            name(black)
        ),
        EventCommand::Board {
            round,
            white,
            black,
            board,
            result,
        } => format!(
            "{word} {round}: {} - {}, {} {board}: {}",
            name(white),
            name(black),
            crate::i18n::strings(l).board.to_lowercase(),
            result_text(result)
        ),
        EventCommand::PlayoffBoard {
            first,
            second,
            board,
            result,
        } => tr!(
            l,
            "round-flow-play-off-name-name2-board",
            name = name(first),
            name2 = name(second),
            board = board,
            result_text = result_text(result)
        ),
        EventCommand::Playoff {
            first,
            second,
            result,
        } => match result {
            None => tr!(
                l,
                "round-flow-play-off-stage-name-name2",
                name = name(first),
                name2 = name(second)
            ),
            Some(r) => tr!(
                l,
                "round-flow-play-off-name-result-text",
                name = name(first),
                result_text = result_text(r),
                name2 = name(second)
            ),
        },
        EventCommand::Swap {
            round,
            white,
            black,
            ref reason,
        } => tr!(
            l,
            "round-flow-round-round-colours-swapped-name",
            round = round,
            name = name(black),
            name2 = name(white),
            reason = reason
        ),
        EventCommand::Return { player } => tr!(
            l,
            "round-flow-name-asks-come-back-paired",
            name = name(player)
        ),
        EventCommand::CheckIn { entrant } => {
            tr!(l, "round-flow-checked-in", name = name(entrant))
        }
        EventCommand::CheckOut { entrant } => {
            tr!(l, "round-flow-checked-out", name = name(entrant))
        }
        EventCommand::NoShows => tr!(l, "round-flow-no-shows").to_owned(),
        EventCommand::Report {
            round,
            table,
            side,
            result,
        } => {
            let pairing = session.event().at_table(round, table);
            let who = pairing.map_or(0, |p| match side {
                shakmaty::Color::White => p.white,
                shakmaty::Color::Black => p.black,
            });
            tr!(
                l,
                "round-flow-report",
                round = round,
                table = table,
                name = name(who),
                result = result_text(result)
            )
        }
        EventCommand::Colours {
            round,
            white,
            black,
        } => tr!(
            l,
            "round-flow-round-round-by-lot-name",
            round = round,
            name = name(white),
            name2 = name(black)
        ),
        EventCommand::Unpair { round, ref reason } => tr!(
            l,
            "round-flow-round-round-pairings-withdrawn-pair",
            round = round,
            reason = reason
        ),
        EventCommand::Withdraw { player, round } => tr!(
            l,
            "round-flow-name-withdraws-from-round-round",
            name = name(player),
            round = round
        ),
        EventCommand::Stage { round } => tr!(
            l,
            "round-flow-round-round-stage-boards-boards",
            round = round,
            boards = session.boards().len()
        ),
    }
}

/// A result as the screens write it (½ for a half).
pub fn result_text(result: PairingResult) -> &'static str {
    match result {
        PairingResult::WhiteWins => "1-0",
        PairingResult::BlackWins => "0-1",
        PairingResult::Draw => "½-½",
        PairingResult::WhiteByForfeit => "+/-",
        PairingResult::BlackByForfeit => "-/+",
        PairingResult::DoubleForfeit => "-/-",
    }
}

/// Reads a terminal line that changes the event: `event next`, `event trf
/// FILE`, or any event command (`event result 2 1 6 1-0`, `event stage
/// 2`); `None` when the line is not about the event.
pub fn parse_request(l: Language, text: &str) -> Option<Result<EventRequest, String>> {
    let rest = text.trim().strip_prefix("event")?;
    if !rest.is_empty() && !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let rest = rest.trim();
    Some(match rest.split_once(char::is_whitespace) {
        _ if rest == "next" => Ok(EventRequest::NextRound),
        Some(("trf", path)) if !path.trim().is_empty() => {
            Ok(EventRequest::FromTrf(path.trim().into()))
        }
        Some(("export", path)) if !path.trim().is_empty() => {
            Ok(EventRequest::ExportTrf(path.trim().into()))
        }
        _ => crate::core::event::parse(rest)
            .map(EventRequest::Apply)
            .map_err(|e| {
                let more = tr!(l, "round-flow-or-event-next-next-round");
                format!("{}{more}", e.text(l))
            }),
    })
}
