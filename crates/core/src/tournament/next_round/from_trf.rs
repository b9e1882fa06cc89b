//! A round paired by a pairing program (Vega, Swiss-Manager), read from
//! its report file: its players must be the event's, by start number.

use super::*;

/// The next round's pairings and byes as a pairing program's report file
/// gives them (its players must be the event's, by start number).
pub fn from_trf(event: &Event, text: &str) -> Result<(u32, Vec<EventCommand>), NextRoundError> {
    let round = round_to_pair(event)?;
    let file = trf::parse(text).map_err(NextRoundError::File)?;
    for p in &file.players {
        let ours = event
            .names()
            .get(p.start_no as usize - 1)
            .cloned()
            .unwrap_or_default();
        if !same_name(&ours, &p.name) {
            return Err(NextRoundError::NotTheSamePlayer {
                start_no: p.start_no,
                file: p.name.clone(),
                event: ours,
            });
        }
    }
    let mut commands: Vec<EventCommand> = file
        .pending
        .iter()
        .filter(|p| p.round == round)
        .map(|p| EventCommand::Pair {
            round,
            white: p.white,
            black: p.black,
        })
        .collect();
    for p in &file.players {
        match p.rounds.get(round as usize - 1) {
            // A round the file already has a result for: its pairing.
            Some(
                Round::Played {
                    opponent,
                    colour: shakmaty::Color::White,
                    ..
                }
                | Round::Forfeit {
                    opponent,
                    colour: Some(shakmaty::Color::White),
                    ..
                },
            ) => commands.push(EventCommand::Pair {
                round,
                white: p.start_no,
                black: *opponent,
            }),
            Some(Round::Bye(kind)) if *kind != Bye::Zero => commands.push(EventCommand::Bye {
                round,
                player: p.start_no,
                kind: *kind,
                // A half or whole bye the arbiter entered in the pairing
                // program: the file is the decision's record.
                reason: matches!(kind, Bye::Half | Bye::Full).then(|| "TRF".to_owned()),
            }),
            _ => {}
        }
    }
    // A report file does not number its tables: the top score first, then
    // the lower start number, as pairing programs print them.
    let players = event.players();
    let points = |n: u32| {
        players
            .get(n as usize - 1)
            .map_or(0, |p| p.score(round as usize - 1))
    };
    commands.sort_by_key(|c| match *c {
        EventCommand::Pair { white, black, .. } => {
            (0, -points(white).max(points(black)), white.min(black))
        }
        EventCommand::Bye { player, .. } => (1, 0, player),
        _ => (2, 0, 0),
    });
    if !commands
        .iter()
        .any(|c| matches!(c, EventCommand::Pair { .. }))
    {
        return Err(NextRoundError::NoPairingsInFile(round));
    }
    // Whoever the file leaves out of the round sits it out with nothing.
    let mut paired: Vec<u32> = Vec::new();
    for c in &commands {
        match *c {
            EventCommand::Pair { white, black, .. } => paired.extend([white, black]),
            EventCommand::Bye { player, .. } => paired.push(player),
            _ => {}
        }
    }
    for p in event.unpaired(round) {
        if !paired.contains(&p) {
            commands.push(EventCommand::Bye {
                round,
                player: p,
                kind: Bye::Zero,
                reason: None,
            });
        }
    }
    Ok((round, commands))
}

/// Names as two programs write them: case, accents' spacing and commas
/// aside.
fn same_name(a: &str, b: &str) -> bool {
    let key = |s: &str| {
        s.split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect::<Vec<_>>()
    };
    key(a) == key(b)
}
