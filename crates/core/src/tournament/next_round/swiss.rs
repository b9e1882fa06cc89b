//! An individual Swiss's next round: the Dutch system over the event's
//! players, absentees and forbidden pairs.

use super::*;

/// An individual Swiss's next round by the Dutch system (C.04.3): every
/// player not withdrawn and without a bye entered for it beforehand; the
/// withdrawn sit it out with nothing.
pub(super) fn swiss_round(
    config: &EventConfig,
    event: &Event,
    round: u32,
    lot: shakmaty::Color,
) -> Result<Vec<EventCommand>, NextRoundError> {
    let open = event.unpaired(round);
    let everyone = 1..=event.names().len() as u32;
    // The withdrawn, and those seed 004's rule of no-shows leaves out.
    let withdrawn: Vec<u32> = open
        .iter()
        .copied()
        .filter(|&p| {
            event.withdrawn_in(p, round)
                || event.presence_status(p, round) != crate::pairing::absence::Status::Active
        })
        .collect();
    let absent: Vec<u32> = everyone
        .filter(|p| !open.contains(p) || withdrawn.contains(p))
        .collect();
    let mut players = event.players();
    if event.team_boards() > 0 {
        // A Swiss by teams (seed 001 §6): match points make the score
        // groups; within one, the game points the teams have won rank
        // them (the event's secondary score), then the start number.
        players.sort_by_key(|p| (std::cmp::Reverse(event.game_points(p.start_no)), p.start_no));
    }
    let mut list = crate::pairing::dutch::entrants(&players, round as usize - 1, &absent);
    if config.tournament.baku {
        crate::pairing::dutch::accelerate(&mut list, round as usize - 1, event.rounds() as usize);
    }
    let forbidden = config
        .tournament
        .apart
        .iter()
        .flat_map(|g| crate::pairing::dutch::kept_apart(g))
        .collect();
    let rules = crate::pairing::dutch::Rules {
        last_round: round == event.rounds(),
        rounds_played: round as usize - 1,
        initial: initial_colour(event)
            .or(config.tournament.initial_colour)
            .unwrap_or(lot),
        forbidden,
    };
    let pairing = crate::pairing::dutch::pair(&list, &rules)
        .map_err(|e| NextRoundError::NoSwissPairing(round, e))?;
    let mut commands: Vec<EventCommand> = pairing
        .boards
        .iter()
        .map(|&(white, black)| EventCommand::Pair {
            round,
            white,
            black,
        })
        .collect();
    if let Some(player) = pairing.bye {
        commands.push(EventCommand::Bye {
            round,
            player,
            kind: Bye::Pairing,
            reason: None,
        });
    }
    for player in withdrawn {
        commands.push(EventCommand::Bye {
            round,
            player,
            kind: Bye::Zero,
            reason: None,
        });
    }
    Ok(commands)
}

/// The initial colour as round 1 gave it (E.5): board 1's higher-ranked
/// player had it if their start number is odd, the other colour if even.
pub(super) fn initial_colour(event: &Event) -> Option<shakmaty::Color> {
    let (pairings, _) = event.round_pairings(1);
    let first = pairings.first()?;
    let top = first.white.min(first.black);
    let had = if top == first.white {
        shakmaty::Color::White
    } else {
        shakmaty::Color::Black
    };
    Some(if top % 2 == 1 { had } else { !had })
}
