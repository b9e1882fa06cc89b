//! The next round's pairings as event commands, for the arbiter to confirm:
//! from the event's own schedule (a league's Berger rounds, the school
//! zonal's structure), or from a report file made by a pairing program
//! (Vega, Swiss-Manager) for a Swiss. The commands go to the journal like
//! any other change, so nothing here needs to be remembered.

mod error;
mod from_trf;
mod knockout;
mod swiss;

pub use error::NextRoundError;
pub use from_trf::from_trf;
pub use knockout::group_winners_champion;
use knockout::knockout_round;
pub(crate) use knockout::{league_table, resolve, white_won};
#[cfg(test)]
use swiss::initial_colour;
use swiss::swiss_round;

use crate::config::{EventConfig, Format};
use crate::event::{Event, EventCommand, PairingResult};
use crate::language::Language;
use crate::pairing::berger::{self, Pairing};
use crate::pairing::results::{Bye, Round};
use crate::pairing::structure::{self, Zonal};
use crate::pairing::trf;
use crate::pairing_words::Worded;

/// The round to pair next: the one after the last with a pairing, once
/// that one has all its results (a bye asked for in advance, for this
/// round or a later one, leaves it to be paired).
pub fn round_to_pair(event: &Event) -> Result<u32, NextRoundError> {
    let last = event.last_paired_round();
    if last > 0 && !event.round_complete(last) {
        let (pairings, _) = event.round_pairings(last);
        let missing = pairings.iter().filter(|p| p.result.is_none()).count();
        return Err(NextRoundError::Unfinished(last, missing));
    }
    if last >= event.rounds() {
        return Err(NextRoundError::EventOver(event.rounds()));
    }
    // Round 1 of an event that takes presence at the door waits for every
    // entrant, or for the arbiter's `noshows`.
    let missing = event.not_checked_in();
    if !missing.is_empty() {
        let names = event.names();
        return Err(NextRoundError::NotCheckedIn(
            missing
                .iter()
                .map(|&p| format!("{p} {}", names[p as usize - 1]))
                .collect(),
        ));
    }
    Ok(last + 1)
}

/// The schedule of a round-robin event (the children's league; the school
/// zonal by its number of teams), entrants from 1.
fn schedule(config: &EventConfig, entrants: u32) -> Result<Vec<Vec<Pairing>>, NextRoundError> {
    match config.event.format {
        Format::TeamRotation => Ok(berger::single(entrants)),
        Format::SchoolTeams if config.tournament.school_final => {
            let (a, b) = crate::config::final_phase_groups(entrants as usize);
            Ok(structure::zonal_rounds(
                &Zonal::TwoGroups { a, b },
                entrants as usize,
            ))
        }
        Format::SchoolTeams => match structure::zonal(entrants as usize) {
            Some(Zonal::TeamSwiss) | None => Err(NextRoundError::SwissFromFile),
            Some(z) => Ok(structure::zonal_rounds(&z, entrants as usize)),
        },
        // Paired by the Dutch system above, never from a schedule.
        Format::Individual | Format::BughousePairs => Err(NextRoundError::SwissFromFile),
    }
}

/// The next round of the event's own schedule: its pairings and the one
/// who sits out (a zero-point bye: a league gives no points for a round
/// without a game).
pub fn scheduled(
    config: &EventConfig,
    event: &Event,
) -> Result<(u32, Vec<EventCommand>), NextRoundError> {
    scheduled_with(config, event, shakmaty::Color::White)
}

/// Like [`scheduled`], with the colour a lot gave for a Swiss's round 1
/// when the config leaves the initial colour to one (the front end draws
/// it; the round's journaled pairings keep it).
pub fn scheduled_with(
    config: &EventConfig,
    event: &Event,
    lot: shakmaty::Color,
) -> Result<(u32, Vec<EventCommand>), NextRoundError> {
    let round = round_to_pair(event)?;
    if let Some(ties) = config.ties_of_round(round) {
        return knockout_round(config, event, round, &ties)
            .map(|c| (round, with_forfeits(event, round, c)));
    }
    // An individual Swiss, a Swiss by teams (seed 001, over 12 teams) and
    // the bughouse pairs' Swiss (seed 002 §4: "Los emparejamientos se
    // realizarán mediante un sistema informático"): the Dutch system.
    if matches!(
        config.event.format,
        Format::Individual | Format::BughousePairs
    ) || config.tournament.team_swiss
    {
        return swiss_round(config, event, round, lot).map(|c| (round, c));
    }
    let rounds = schedule(config, event.names().len() as u32)?;
    let Some(pairings) = rounds.get(round as usize - 1) else {
        return Err(NextRoundError::NotScheduled(round));
    };
    let commands = pairings
        .iter()
        .map(|&(white, black)| match black {
            Some(black) => EventCommand::Pair {
                round,
                white,
                black,
            },
            None => EventCommand::Bye {
                round,
                player: white,
                kind: Bye::Zero,
                reason: None,
            },
        })
        .collect();
    Ok((round, with_forfeits(event, round, commands)))
}

/// A scheduled game against a withdrawn entrant is a forfeit: its result
/// goes in with its pairing (a team match's, board by board).
fn with_forfeits(event: &Event, round: u32, commands: Vec<EventCommand>) -> Vec<EventCommand> {
    let mut out = Vec::with_capacity(commands.len());
    for c in commands {
        out.push(c.clone());
        let EventCommand::Pair { white, black, .. } = c else {
            continue;
        };
        let result = match (
            event.withdrawn_in(white, round),
            event.withdrawn_in(black, round),
        ) {
            (false, false) => continue,
            (true, false) => PairingResult::BlackByForfeit,
            (false, true) => PairingResult::WhiteByForfeit,
            (true, true) => PairingResult::DoubleForfeit,
        };
        if event.team_boards() == 0 {
            out.push(EventCommand::Result {
                round,
                white,
                black,
                result,
            });
            continue;
        }
        // Colours alternate by board: on the even ones the first team has
        // Black, so its empty seat reads the other way round.
        for board in 1..=event.team_boards() as u32 {
            let seen = if board % 2 == 1 {
                result
            } else {
                match result {
                    PairingResult::WhiteByForfeit => PairingResult::BlackByForfeit,
                    PairingResult::BlackByForfeit => PairingResult::WhiteByForfeit,
                    other => other,
                }
            };
            out.push(EventCommand::Board {
                round,
                white,
                black,
                board,
                result: seen,
            });
        }
    }
    out
}

#[cfg(test)]
mod check_in_tests;
#[cfg(test)]
mod knockout_tests;
#[cfg(test)]
mod school_zonal_tests;
#[cfg(test)]
mod tests;
