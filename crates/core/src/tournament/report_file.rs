//! The event as a FIDE report file (`megxadrez trf export`, and the file the
//! stage writes for a pairing program), ranked by its own tie-breaks.

use crate::config::EventConfig;
use crate::event::Event;
use crate::pairing::standings::standings;
use crate::pairing::trf;

/// The event's report file: its players, rounds and pending games, each
/// ranked by the config's tie-breaks (under the config's tie-break text, else
/// the one in force on `today`, `YYYY.MM.DD`), settled by the play-offs;
/// `lots` draws the lots the tie-breaks leave. The byes already entered for
/// the next round are in its column; later ones wait for their round.
pub fn trf_of_event(
    config: &EventConfig,
    event: &Event,
    today: &str,
    lots: &mut dyn FnMut(usize) -> usize,
) -> String {
    let players = event.players();
    let rounds = event.rounds_started();
    let rules = config.tournament.rules_on(Some(today));
    let rows = standings(&players, rounds, rules, &config.tournament.tiebreaks, lots);
    let rows = super::table::settle_rows(rows, event, config.playoff.armageddon);
    let ranks: Vec<(u32, usize)> = rows.iter().map(|r| (r.start_no, r.rank)).collect();
    trf::write(
        &config.event.name,
        None,
        rounds,
        &players,
        &ranks,
        event.pending(),
        &event.byes_entered(rounds as u32 + 1),
    )
}
