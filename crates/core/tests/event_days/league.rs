//! The children's league days (seed 000) and their knockout.

use super::*;

/// A league day (seed 000): the Berger rounds, random results and a
/// withdrawal now and then, lightning play-offs where the table leaves a
/// knockout place tied, then the knockout in Armageddon.
pub(crate) fn league_day(seed: u64, teams: usize) -> Result<(), TestCaseError> {
    use megxadrez_core::pairing::berger;
    use megxadrez_core::tournament::bracket::bracket;
    let mut rng = fastrand::Rng::with_seed(seed);
    // Teams of 3 to 6 children; the knockout of four with third place.
    let config = teams_config(
        &mut rng,
        "tests/configs/league-six.toml",
        "[knockout]",
        teams,
        3..=6,
        "Equipo",
    );
    let mut d = Day {
        session: Session::new(config.clone()),
        config,
        script: Vec::new(),
        out: None,
    };
    let league = d.config.tournament.rounds;
    let n = teams as u32;
    let schedule = berger::single(n);
    let mut tries = 0;
    loop {
        if rng.u8(..40) == 0 {
            let r = (d.session.event().last_paired_round() + 1).min(league);
            let _ = d.apply(&EventCommand::Withdraw {
                player: rng.u32(1..=n),
                round: r.max(1),
            });
        }
        let (round, commands) = match scheduled(&d.config, d.session.event()) {
            Ok(x) => x,
            Err(megxadrez_core::tournament::next_round::NextRoundError::EventOver(_)) => break,
            Err(_) if tries < 6 => {
                // A knockout place the table leaves tied: a lightning
                // play-off among the tied, every pair once.
                tries += 1;
                for (first, second) in d.level_pairs() {
                    let c = EventCommand::Playoff {
                        first,
                        second,
                        result: Some(result(&mut rng)),
                    };
                    if let Err(e) = d.apply(&c) {
                        return d.fail(format!("a play-off: {e}"));
                    }
                }
                continue;
            }
            // Still tied after six play-offs: the day ends there.
            Err(_) => break,
        };
        // The league's rounds are the Berger table's, colours included.
        if round <= league {
            let mut made: Vec<(u32, u32)> = commands
                .iter()
                .filter_map(|c| match *c {
                    EventCommand::Pair { white, black, .. } => Some((white, black)),
                    _ => None,
                })
                .collect();
            let mut berger: Vec<(u32, u32)> = schedule[round as usize - 1]
                .iter()
                .filter_map(|&(w, b)| b.map(|b| (w, b)))
                .collect();
            made.sort_unstable();
            berger.sort_unstable();
            if made != berger {
                return d.fail(format!("round {round}: {made:?}, Berger {berger:?}"));
            }
        }
        d.apply_round(round, &commands)?;
        d.play_round(round, &mut rng)?;
        // The journal replays to the same event.
        d.check_replay(round)?;
        // The league's points add up: each game its win and loss, or two
        // draws; a double forfeit nothing.
        let event = d.session.event().first_rounds(league);
        let games = event.league_games();
        let scoring = d.config.rules.scoring;
        let total: megxadrez_core::points::Points =
            megxadrez_core::event::league::points(teams, &games, &scoring)
                .into_iter()
                .sum();
        let expected: megxadrez_core::points::Points = games
            .iter()
            .map(|g| match g.result {
                Some(megxadrez_core::rules::GameResult::Draw) => scoring.draw + scoring.draw,
                Some(_) => scoring.win + scoring.loss,
                None => megxadrez_core::points::Points::ZERO,
            })
            .sum();
        if total != expected {
            return d.fail(format!("round {round}: {total} points, {expected} given"));
        }
        // Each decided knockout tie's winner is one of its two teams.
        for tie in bracket(&d.config, d.session.event()).into_iter().flatten() {
            let winners: Vec<_> = tie.slots.iter().filter(|s| s.won == Some(true)).collect();
            let losers: Vec<_> = tie.slots.iter().filter(|s| s.won == Some(false)).collect();
            if winners.len() > 1 || winners.len() != losers.len() {
                return d.fail(format!("tie {}: {:?}", tie.name, tie.slots));
            }
            if let Some(w) = winners.first()
                && w.entrant.is_none()
            {
                return d.fail(format!("tie {}: a winner with no team", tie.name));
            }
        }
    }
    // Over the league every pair met once, at most.
    let event = d.session.event().first_rounds(league);
    let mut met = std::collections::HashSet::new();
    for r in 1..=league {
        for p in event.round_pairings(r).0 {
            let key = (p.white.min(p.black), p.white.max(p.black));
            if !met.insert(key) {
                return d.fail(format!("{key:?} met twice in the league"));
            }
        }
    }
    Ok(())
}
