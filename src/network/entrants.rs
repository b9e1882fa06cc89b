//! The state's entrants (`GET /api/state`'s `entrants`): each team or
//! player with their number, presence, every game of every round (colour,
//! opponent, result, a bye's points) and, in an event with age
//! categories, their category and place in it.

use serde_json::{Value, json};

use crate::core::session::Session;

/// Every entrant: start number, name, whether checked in, and each round
/// paired so far (its table, colour, opponent and result from the
/// entrant's side: `1`, `½`, `0`, `+`, `-`; none until it is in; a bye's
/// points), for the entrance's search and the follow page.
pub fn entrants(
    session: &Session,
    table: &crate::core::tournament::table::Table,
    wall_ms: u64,
) -> Value {
    use crate::core::event::PairingResult as R;
    let event = session.event();
    let categories = category_places(session, table, wall_ms);
    let present: std::collections::BTreeSet<u32> = event.present().collect();
    let mut games: Vec<Vec<Value>> = vec![Vec::new(); event.names().len()];
    let name = |n: u32| event.name_of(n);
    for round in 1..=event.last_round() {
        let (pairings, byes) = event.round_pairings(round);
        for (i, p) in pairings.iter().enumerate() {
            for (me, other, white) in [(p.white, p.black, true), (p.black, p.white, false)] {
                let result = p.outcome().map(|r| {
                    let (won, lost) = match r {
                        R::WhiteWins => (white, !white),
                        R::BlackWins => (!white, white),
                        R::Draw => return "½",
                        R::WhiteByForfeit => return if white { "+" } else { "-" },
                        R::BlackByForfeit => return if white { "-" } else { "+" },
                        R::DoubleForfeit => return "-",
                    };
                    if won {
                        "1"
                    } else if lost {
                        "0"
                    } else {
                        "½"
                    }
                });
                if let Some(list) = games.get_mut(me as usize - 1) {
                    list.push(json!({
                        "round": round,
                        "table": i + 1,
                        "colour": if white { "white" } else { "black" },
                        "opponent": name(other),
                        "result": result,
                    }));
                }
            }
        }
        for (player, bye) in byes {
            if let Some(list) = games.get_mut(player as usize - 1) {
                use crate::core::pairing::results::Bye;
                let points = match bye {
                    Bye::Pairing | Bye::Full => "1",
                    Bye::Half => "½",
                    Bye::Zero => "0",
                };
                list.push(json!({ "round": round, "bye": points }));
            }
        }
    }
    event
        .names()
        .iter()
        .zip(games)
        .enumerate()
        .map(|(i, (name, games))| {
            let no = i as u32 + 1;
            let mut entrant =
                json!({ "no": no, "name": name, "present": present.contains(&no), "games": games });
            if let Some((under, label, place)) = categories.get(&no) {
                entrant["category"] = json!(label);
                entrant["category_under"] = json!(under);
                entrant["category_rank"] = json!(place);
            }
            entrant
        })
        .collect()
}

/// Each player's age category (seed 004: the youngest they belong to) and
/// place in it, in the order of the standings, by start number.
fn category_places(
    session: &Session,
    table: &crate::core::tournament::table::Table,
    wall_ms: u64,
) -> std::collections::BTreeMap<u32, (u8, String, usize)> {
    let config = session.config();
    let limits = &config.tournament.categories;
    let mut places = std::collections::BTreeMap::new();
    if limits.is_empty() {
        return places;
    }
    let year = config.tournament.year.unwrap_or_else(|| {
        crate::core::pgn::date_of(wall_ms / 1000)[..4]
            .parse()
            .unwrap_or(2026)
    });
    let entrants = config.entrants();
    let l = config.event.language;
    // Per category: how many are placed, and the last one's general rank
    // and place (players level in the standings share their place).
    let mut seen: std::collections::BTreeMap<u8, (usize, usize, usize)> = Default::default();
    for row in &table.rows {
        let born = match entrants.get(row.start_no as usize - 1) {
            Some(crate::core::ids::ContenderId::Player(p)) => config.roster.player(*p).born,
            _ => None,
        };
        let Some(under) =
            born.and_then(|b| crate::core::pairing::categories::category(b, year, limits))
        else {
            continue;
        };
        let (count, last_rank, last_place) = seen.entry(under).or_default();
        *count += 1;
        let place = if *count > 1 && *last_rank == row.rank {
            *last_place
        } else {
            *count
        };
        (*last_rank, *last_place) = (row.rank, place);
        let label = crate::core::tr!(l, "live-under-under", under = under).to_owned();
        places.insert(row.start_no, (under, label, place));
    }
    places
}
