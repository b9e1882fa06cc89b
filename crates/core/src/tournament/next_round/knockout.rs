//! A knockout's next round: who holds each place of the bracket, from the
//! league table, each tie's games, its level match and its play-off.

use super::*;

/// A knockout round's games: league places seed the first (1 v 8, 4 v 5,
/// 2 v 7, 3 v 6; or 1 v 4, 2 v 3), winners and losers of earlier ties the
/// rest. The first named has White until the lot at the board.
pub(super) fn knockout_round(
    config: &EventConfig,
    event: &Event,
    round: u32,
    ties: &[structure::Tie],
) -> Result<Vec<EventCommand>, NextRoundError> {
    let table = league_table(config, event);
    ties.iter()
        .map(|t| {
            Ok(EventCommand::Pair {
                round,
                white: resolve(config, event, &table, round, &t.first)?,
                black: resolve(config, event, &table, round, &t.second)?,
            })
        })
        .collect()
}

/// The league's table, as the knockout's seeding reads it.
pub(crate) fn league_table(config: &EventConfig, event: &Event) -> crate::tournament::table::Table {
    crate::tournament::table::event_table(
        config,
        event,
        crate::pairing::tiebreak::Rules::Fide2026,
        None,
        &mut |_| 0,
    )
}

/// Whether White won a knockout game of `round` (an Armageddon draw is
/// Black's); `None` while it has no winner.
pub(crate) fn white_won(
    config: &EventConfig,
    event: &Event,
    round: u32,
    p: &crate::event::RoundPairing,
) -> Option<bool> {
    match p.result?.0 {
        Round::Played { score, .. } => match score {
            crate::pairing::results::Score::Win => Some(true),
            crate::pairing::results::Score::Loss => Some(false),
            crate::pairing::results::Score::Draw if config.rules_for_round(round).armageddon => {
                Some(false)
            }
            crate::pairing::results::Score::Draw if event.team_boards() > 0 => {
                level_match_winner(config, event, p.white, p.black).map(|w| w == p.white)
            }
            crate::pairing::results::Score::Draw => None,
        },
        Round::Forfeit { won, .. } => Some(won),
        Round::Bye(_) => None,
    }
}

/// Who goes through a school match level on game points (seed 001 §9: "en
/// caso de empate a puntos en la partida entre dos equipos, se proclamará
/// campeón el que más puntos lleve acumulados ... Si persistiera el
/// empate: Mach de tres partidas"): the team with more points over every
/// phase (the earlier ones the config names, and this one's), then the
/// play-off games between the two; `None` while those leave them level.
pub(super) fn level_match_winner(
    config: &EventConfig,
    event: &Event,
    a: u32,
    b: u32,
) -> Option<u32> {
    let names = event.names();
    let accumulated = |t: u32| {
        let before = config
            .tournament
            .accumulated
            .as_ref()
            .and_then(|m| m.get(&names[t as usize - 1]).copied())
            .unwrap_or(crate::points::Points::ZERO);
        before + event.game_points(t)
    };
    match accumulated(a).cmp(&accumulated(b)) {
        std::cmp::Ordering::Greater => Some(a),
        std::cmp::Ordering::Less => Some(b),
        std::cmp::Ordering::Equal => playoff_winner(config, event, a, b),
    }
}

/// The one of `a` and `b` the play-off games between them put ahead, as
/// they settle any shared place in a table; `None` while none or level.
pub(super) fn playoff_winner(config: &EventConfig, event: &Event, a: u32, b: u32) -> Option<u32> {
    match crate::tournament::table::settled(event, config.playoff.armageddon, &[(a, 1), (b, 1)])[..]
    {
        [(first, 1), (_, 2)] => Some(first),
        _ => None,
    }
}

/// The champion of a school zonal phase in two groups (seed 001 §6, §9):
/// of the group winners' two matches, the team with more game points over
/// both; level, the one with more points accumulated over the phase ("se
/// proclamará campeón el que más puntos lleve acumulados"); still level,
/// the play-off games between them ("match de tres partidas"). `None`
/// until both matches are over, or while the play-off has not decided.
pub fn group_winners_champion(config: &EventConfig, event: &Event) -> Option<u32> {
    if !config.tournament.zonal_groups {
        return None;
    }
    let league = config.tournament.rounds;
    let legs: Vec<&crate::event::team_match::TeamMatch> = event
        .team_matches()
        .iter()
        .filter(|m| m.round > league && m.round <= league + 2)
        .collect();
    let &[first, second] = legs.as_slice() else {
        return None;
    };
    if !first.complete() || !second.complete() {
        return None;
    }
    let scoring = &config.rules.scoring;
    let (a, b) = (first.first, first.second);
    let over_both = |t: u32| first.points_of(t, scoring) + second.points_of(t, scoring);
    match over_both(a).cmp(&over_both(b)) {
        std::cmp::Ordering::Greater => Some(a),
        std::cmp::Ordering::Less => Some(b),
        std::cmp::Ordering::Equal => level_match_winner(config, event, a, b),
    }
}

/// The entrant a tie's `source` names ("3": the league's third; "W SF1",
/// "L SF2": a tie's winner or loser) for a tie of `round`.
pub(crate) fn resolve(
    config: &EventConfig,
    event: &Event,
    table: &crate::tournament::table::Table,
    round: u32,
    source: &str,
) -> Result<u32, NextRoundError> {
    let teams = config.knockout.as_ref().map_or(0, |k| k.teams);
    // "1A", "2B": a group's place in a school final phase.
    let group_place = source
        .strip_suffix(['A', 'B'])
        .and_then(|n| n.parse::<usize>().ok());
    if let (Some(place), Some((a, b))) = (group_place, config.groups()) {
        let group = if source.ends_with('A') { a } else { b };
        let rows: Vec<&crate::tournament::table::TableRow> = table
            .rows
            .iter()
            .filter(|r| group.contains(&(r.start_no as usize - 1)))
            .collect();
        // Places within the group: one more than the group's teams above.
        let placed: Vec<(usize, &crate::tournament::table::TableRow)> = rows
            .iter()
            .map(|r| (1 + rows.iter().filter(|o| o.rank < r.rank).count(), *r))
            .collect();
        return holder_of(place, &placed);
    }
    if let Ok(place) = source.parse::<usize>() {
        if place > teams {
            return Err(NextRoundError::NotScheduled(round));
        }
        let placed: Vec<(usize, &crate::tournament::table::TableRow)> =
            table.rows.iter().map(|r| (r.rank, r)).collect();
        return holder_of(place, &placed);
    }
    let (want_winner, name) = match source.split_once(' ') {
        Some(("W", n)) => (true, n),
        Some(("L", n)) => (false, n),
        _ => return Err(NextRoundError::NotScheduled(round)),
    };
    let undecided = || NextRoundError::Undecided(config.tie_label(name));
    for earlier in config.tournament.rounds + 1..round {
        let Some(k) = config
            .ties_of_round(earlier)
            .and_then(|t| t.iter().position(|t| t.name == name))
        else {
            continue;
        };
        let (pairings, _) = event.round_pairings(earlier);
        let p = pairings.get(k).ok_or_else(undecided)?;
        let white = white_won(config, event, earlier, p).ok_or_else(undecided)?;
        return Ok(if white == want_winner {
            p.white
        } else {
            p.black
        });
    }
    Err(undecided())
}

/// The one entrant at `place` among `rows` (each with its place): an
/// error names the teams level on it (those sharing a place that spans it).
pub(super) fn holder_of(
    place: usize,
    rows: &[(usize, &crate::tournament::table::TableRow)],
) -> Result<u32, NextRoundError> {
    let sharing = |p: usize| rows.iter().filter(|(q, _)| *q == p).count();
    let names = |keep: &dyn Fn(usize) -> bool| -> Vec<String> {
        rows.iter()
            .filter(|(q, _)| keep(*q))
            .map(|(_, r)| r.name.clone())
            .collect()
    };
    match sharing(place) {
        1 => Ok(rows
            .iter()
            .find(|(q, _)| *q == place)
            .map_or(0, |(_, r)| r.start_no)),
        0 => Err(NextRoundError::TiedForPlace(
            place,
            names(&|q| q < place && q + sharing(q) > place),
        )),
        _ => Err(NextRoundError::TiedForPlace(place, names(&|q| q == place))),
    }
}
