//! The event's rounds as the operator and the terminal run them: a request
//! (a result, the next round's pairings from the schedule or a pairing
//! program's file, a round onto the stage) becomes the core's event
//! commands, checked all together and then journaled one by one through the
//! store's writer. The verdict comes back in the event's language.

use crate::core::config::Language;
use crate::core::event::{EventCommand, PairingResult};
use crate::core::session::Session;
use crate::core::tournament::next_round;
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
        return export_trf(session, path);
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
    let champion_before = next_round::group_winners_champion(session.config(), session.event());
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
                    crate::i18n::not_saved(l, &e.to_string())
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
            Some(was) => l.pick(
                format!(
                    "corrección: {} (antes {})",
                    describe(session, c),
                    result_text(was)
                ),
                format!(
                    "corrección: {} (antes {})",
                    describe(session, c),
                    result_text(was)
                ),
                format!(
                    "correction: {} (was {})",
                    describe(session, c),
                    result_text(was)
                ),
            ),
            None => describe(session, c),
        },
        (_, Some(r)) => paired(session, r, &commands),
        _ => String::new(),
    };
    // The result that decides a zonal phase's champion says so.
    let champion = next_round::group_winners_champion(session.config(), session.event());
    if let Some(team) = champion.filter(|_| champion != champion_before) {
        let name = &session.event().names()[team as usize - 1];
        said.push_str(&l.pick(
            format!("\ncampeón: {name}"),
            format!("\ncampión: {name}"),
            format!("\nchampion: {name}"),
        ));
    }
    Ok(said)
}

/// Writes the event as a report file, flushed to the disk.
fn export_trf(session: &Session, path: &std::path::Path) -> Result<String, String> {
    use std::io::Write;
    let l = session.config().event.language;
    let text = crate::core::tournament::report_file::trf_of_event(
        session.config(),
        session.event(),
        &crate::store::files::today(),
        &mut crate::live::fixed_lots(),
    );
    let written = std::fs::File::create(path).and_then(|mut f| {
        f.write_all(text.as_bytes())?;
        f.sync_all()
    });
    let shown = path.display();
    match written {
        Ok(()) => {
            let (players, rounds) = (
                session.event().names().len(),
                session.event().rounds_started(),
            );
            Ok(l.pick(
                format!("informe TRF escrito en {shown}: {players} jugadores, {rounds} rondas"),
                format!("informe TRF escrito en {shown}: {players} xogadores, {rounds} roldas"),
                format!("report file written to {shown}: {players} players, {rounds} rounds"),
            ))
        }
        Err(e) => {
            let why = crate::core::config::io_reason(l, &e);
            Err(l.pick(
                format!("no se puede escribir {shown}: {why}"),
                format!("non se pode escribir {shown}: {why}"),
                format!("cannot write {shown}: {why}"),
            ))
        }
    }
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
                        || format!("{} {}", l.pick("mesa", "mesa", "table"), tables.len() + 1),
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
            l.pick("descansa", "descansa", "bye"),
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
                l.pick("retirado", "retirado", "withdrawn")
            } else {
                match event.presence_status(p, round) {
                    Status::Inactive => l.pick(
                        "no se presentó; vuelve con `event return`",
                        "non se presentou; volve con `event return`",
                        "did not come; back with `event return`",
                    ),
                    Status::Disqualified => {
                        l.pick("descalificado", "descualificado", "disqualified")
                    }
                    Status::Active => l.pick("a petición", "a petición", "on request"),
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
            l.pick("fuera de la ronda", "fóra da rolda", "left out"),
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
        .get(n as usize - 1)
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
        } => l.pick(
            format!(
                "desempate {} - {}, tablero {board}: {}",
                name(first),
                name(second),
                result_text(result)
            ),
            format!(
                "desempate {} - {}, taboleiro {board}: {}",
                name(first),
                name(second),
                result_text(result)
            ),
            format!(
                "play-off {} - {}, board {board}: {}",
                name(first),
                name(second),
                result_text(result)
            ),
        ),
        EventCommand::Playoff {
            first,
            second,
            result,
        } => match result {
            None => l.pick(
                format!(
                    "desempate en el escenario: {} - {}",
                    name(first),
                    name(second)
                ),
                format!("desempate no escenario: {} - {}", name(first), name(second)),
                format!("play-off on the stage: {} - {}", name(first), name(second)),
            ),
            Some(r) => l.pick(
                format!(
                    "desempate: {} {} {}",
                    name(first),
                    result_text(r),
                    name(second)
                ),
                format!(
                    "desempate: {} {} {}",
                    name(first),
                    result_text(r),
                    name(second)
                ),
                format!(
                    "play-off: {} {} {}",
                    name(first),
                    result_text(r),
                    name(second)
                ),
            ),
        },
        EventCommand::Swap {
            round,
            white,
            black,
            ref reason,
        } => l.pick(
            format!(
                "ronda {round}: colores cambiados, {} con blancas ante {} ({reason})",
                name(black),
                name(white)
            ),
            format!(
                "rolda {round}: cores cambiadas, {} con brancas ante {} ({reason})",
                name(black),
                name(white)
            ),
            format!(
                "round {round}: colours swapped, {} White against {} ({reason})",
                name(black),
                name(white)
            ),
        ),
        EventCommand::Return { player } => l.pick(
            format!("{} pide volver: se le empareja de nuevo", name(player)),
            format!("{} pide volver: emparéllase de novo", name(player)),
            format!("{} asks to come back: paired again", name(player)),
        ),
        EventCommand::Colours {
            round,
            white,
            black,
        } => l.pick(
            format!(
                "ronda {round}: por sorteo, {} jugó con blancas ante {}",
                name(white),
                name(black)
            ),
            format!(
                "rolda {round}: por sorteo, {} xogou con brancas ante {}",
                name(white),
                name(black)
            ),
            format!(
                "round {round}: by lot, {} played White against {}",
                name(white),
                name(black)
            ),
        ),
        EventCommand::Unpair { round, ref reason } => l.pick(
            format!("ronda {round}: emparejamientos retirados para emparejar de nuevo ({reason})"),
            format!("rolda {round}: emparellamentos retirados para emparellar de novo ({reason})"),
            format!("round {round}: pairings withdrawn to pair it again ({reason})"),
        ),
        EventCommand::Withdraw { player, round } => l.pick(
            format!("{} se retira desde la ronda {round}", name(player)),
            format!("{} retírase desde a rolda {round}", name(player)),
            format!("{} withdraws from round {round}", name(player)),
        ),
        EventCommand::Stage { round } => l.pick(
            format!(
                "ronda {round} en el escenario: {} tableros",
                session.boards().len()
            ),
            format!(
                "rolda {round} no escenario: {} taboleiros",
                session.boards().len()
            ),
            format!(
                "round {round} on the stage: {} boards",
                session.boards().len()
            ),
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
        _ => crate::core::event::parse_in(l, rest)
            .map(EventRequest::Apply)
            .map_err(|e| {
                let more = l.pick(
                    "; o `event next` (la ronda siguiente), `event trf FICHERO` (la de un programa de emparejamientos), `event export FICHERO` (el informe TRF del torneo)",
                    "; ou `event next` (a rolda seguinte), `event trf FICHEIRO` (a dun programa de emparellamentos), `event export FICHEIRO` (o informe TRF do torneo)",
                    "; or `event next` (the next round), `event trf FILE` (a pairing program's), `event export FILE` (the event's report file)",
                );
                format!("{e}{more}")
            }),
    })
}
