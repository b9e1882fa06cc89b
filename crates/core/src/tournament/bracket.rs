//! The knockout bracket as the screens show it: each round's ties, each
//! with its two places — the team once it is known, else where it comes
//! from — and the winner once the game is decided.

use super::next_round::{league_table, resolve, white_won};
use crate::config::EventConfig;
use crate::event::Event;

/// One place of a tie.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The team's start number, once known.
    pub entrant: Option<u32>,
    /// Where it comes from, as the structure writes it ("1", "W SF1").
    pub source: String,
    /// Whether it won the tie, once decided.
    pub won: Option<bool>,
}

/// One tie of the bracket.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TieView {
    /// Its name ("SF1", "Final", "3-4").
    pub name: String,
    /// The event round it is played in.
    pub round: u32,
    /// The first-named place and the second.
    pub slots: [Slot; 2],
}

/// The bracket of `config`'s knockout as `event` stands: one list of ties
/// a knockout round (empty without a knockout).
pub fn bracket(config: &EventConfig, event: &Event) -> Vec<Vec<TieView>> {
    let table = league_table(config, event);
    let league = config.tournament.rounds;
    config
        .knockout_ties()
        .into_iter()
        .enumerate()
        .map(|(k, ties)| {
            let round = league + 1 + k as u32;
            let (pairings, _) = event.round_pairings(round);
            ties.into_iter()
                .enumerate()
                .map(|(i, tie)| {
                    let paired = pairings.get(i);
                    // The second leg of two decides the tie over both.
                    let decided = if tie.name == "F2" {
                        paired.and_then(|p| {
                            super::next_round::group_winners_champion(config, event)
                                .map(|c| c == p.white)
                        })
                    } else {
                        paired.and_then(|p| white_won(config, event, round, p))
                    };
                    let slot = |first: bool| {
                        let source = if first { &tie.first } else { &tie.second };
                        let entrant = match paired {
                            Some(p) => Some(if first { p.white } else { p.black }),
                            // Known before the round is paired once the
                            // league or the earlier tie has decided it.
                            None if league_complete(event, league) => {
                                resolve(config, event, &table, round, source).ok()
                            }
                            None => None,
                        };
                        Slot {
                            entrant,
                            source: source.clone(),
                            won: decided.map(|white| white == first),
                        }
                    };
                    TieView {
                        round,
                        slots: [slot(true), slot(false)],
                        name: tie.name,
                    }
                })
                .collect()
        })
        .collect()
}

/// Whether every league round has been played to its last result.
fn league_complete(event: &Event, league: u32) -> bool {
    event.last_round() >= league && (1..=league).all(|r| event.round_complete(r))
}

/// The places a knockout's last ties decide, best first: the final's
/// winner 1st and loser 2nd, then the ties for 3rd-4th, 5th-6th and
/// 7th-8th where the structure has them (seed 001 §7: "Así salen los dos
/// finalistas, los que jugarán por el 3º-4º puesto, y por los puestos 5º a
/// 8º"). Each place with its entrant once its tie is decided.
pub fn final_places(config: &EventConfig, event: &Event) -> Vec<(usize, Option<u32>)> {
    let ties: Vec<TieView> = bracket(config, event).into_iter().flatten().collect();
    let mut places = Vec::new();
    for (name, first) in [("Final", 1), ("3-4", 3), ("5-6", 5), ("7-8", 7)] {
        let Some(tie) = ties.iter().find(|t| t.name == name) else {
            continue;
        };
        let winner = tie.slots.iter().find(|s| s.won == Some(true));
        let loser = tie.slots.iter().find(|s| s.won == Some(false));
        places.push((first, winner.and_then(|s| s.entrant)));
        places.push((first + 1, loser.and_then(|s| s.entrant)));
    }
    places
}

/// The event's champion, once decided: the winner of its final (a
/// knockout's, a school final phase's) or of a school zonal phase's two
/// group winners' matches.
pub fn champion(config: &EventConfig, event: &Event) -> Option<u32> {
    if config.tournament.zonal_groups {
        return super::next_round::group_winners_champion(config, event);
    }
    final_places(config, event)
        .first()
        .and_then(|&(place, entrant)| (place == 1).then_some(entrant).flatten())
}
