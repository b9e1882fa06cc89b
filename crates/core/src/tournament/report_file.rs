//! The event as a FIDE report file (`megxadrez trf export`, and the file the
//! stage writes for a pairing program), ranked by its own tie-breaks.

use crate::config::{EventConfig, Format};
use crate::event::Event;
use crate::pairing::results::Bye;
use crate::pairing::standings::standings;
use crate::pairing::trf;

/// The event's report file: its players, rounds and pending games, each
/// ranked by the config's tie-breaks (under the config's tie-break text, else
/// the one in force on `today`, `YYYY.MM.DD`), settled by the play-offs;
/// `lots` draws the lots the tie-breaks leave. The byes already entered for
/// the next round, and who a Swiss leaves out of it, are in its column;
/// later byes wait for their round.
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
    let ahead = ahead(config, event, rounds as u32 + 1);
    trf::write(
        &config.event.name,
        None,
        rounds,
        &players,
        &ranks,
        event.pending(),
        &ahead,
    )
}

/// The next round's byes a pairing program must see in its column: those
/// entered for it beforehand and, in a Swiss, a zero-point bye for whoever
/// the event leaves out of it (withdrawn, or out under seed 004's rule of
/// no-shows until they ask back), as `event next` leaves them out.
fn ahead(config: &EventConfig, event: &Event, next: u32) -> Vec<(u32, Bye)> {
    let mut ahead = event.byes_entered(next);
    let swiss = matches!(
        config.event.format,
        Format::Individual | Format::BughousePairs
    ) || config.tournament.team_swiss;
    if !swiss || next > event.rounds() {
        return ahead;
    }
    for p in event.unpaired(next) {
        let out = event.withdrawn_in(p, next)
            || event.presence_status(p, next) != crate::pairing::absence::Status::Active;
        if out {
            ahead.push((p, Bye::Zero));
        }
    }
    ahead
}
