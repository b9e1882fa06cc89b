//! The school zonal days (seed 001 §6).

use super::*;

/// A school zonal day (seed 001 §6): its rounds as the structure pairs
/// them, each match's four boards given random results (a team of three's
/// empty board to the other), play-offs where a place is tied; checked for
/// nobody twice a round, each board's game points adding up (10 + 1 a
/// decided board, 5 + 5 a drawn one, 10 an empty seat's), match points 2/1/0 from them, and the
/// journal replaying to the same event.
pub(crate) fn school_day(seed: u64, teams: usize) -> Result<(), TestCaseError> {
    let mut rng = fastrand::Rng::with_seed(seed);
    // Teams of 3 to 8 children: the structure follows their number (§6).
    let config = teams_config(
        &mut rng,
        "tests/configs/school-zonal-eight.toml",
        "[[screens]]",
        teams,
        3..=8,
        "CEIP",
    );
    let scoring = config.rules.scoring;
    let mut d = Day {
        session: Session::new(config.clone()),
        config,
        script: Vec::new(),
        out: None,
    };
    let mut tries = 0;
    loop {
        let (round, commands) = match scheduled(&d.config, d.session.event()) {
            Ok(x) => x,
            Err(megxadrez_core::tournament::next_round::NextRoundError::EventOver(_)) => break,
            Err(_) if tries < 4 => {
                // A place the table leaves tied: a play-off encounter
                // between each two level teams, board by board.
                tries += 1;
                for (first, second) in d.level_pairs() {
                    let _ = d.apply(&EventCommand::Playoff {
                        first,
                        second,
                        result: None,
                    });
                    for board in 1..=4 {
                        let _ = d.apply(&EventCommand::PlayoffBoard {
                            first,
                            second,
                            board,
                            result: result(&mut rng),
                        });
                    }
                }
                continue;
            }
            Err(_) => break,
        };
        d.apply_round(round, &commands)?;
        d.check_once_a_round(round)?;
        for p in d.session.event().round_pairings(round).0 {
            if p.result.is_some() {
                continue;
            }
            for board in 1..=4 {
                let c = EventCommand::Board {
                    round,
                    white: p.white,
                    black: p.black,
                    board,
                    result: result(&mut rng),
                };
                if let Err(e) = d.apply(&c) {
                    return d.fail(format!("round {round}: {e}"));
                }
            }
        }
        // Each finished match: its boards' game points add up, and its
        // match points follow them.
        for m in d.session.event().team_matches() {
            if !m.complete() {
                continue;
            }
            let (a, b) = (
                m.points_of(m.first, &scoring),
                m.points_of(m.second, &scoring),
            );
            let mut expected = megxadrez_core::points::Points::ZERO;
            for r in m.boards.iter().flatten() {
                expected = expected
                    + match r {
                        PairingResult::Draw => scoring.draw + scoring.draw,
                        // An empty seat: the board to the team present, and
                        // nothing for the empty one; both empty, nothing.
                        PairingResult::WhiteByForfeit | PairingResult::BlackByForfeit => {
                            scoring.win
                        }
                        PairingResult::DoubleForfeit => megxadrez_core::points::Points::ZERO,
                        _ => scoring.win + scoring.loss,
                    };
            }
            if a + b != expected {
                return d.fail(format!("match {m:?}: {a} + {b}, {expected} given"));
            }
            let mp = |t| m.match_points_of(t, &scoring);
            let two = megxadrez_core::points::Points::whole(2);
            let one = megxadrez_core::points::Points::whole(1);
            let zero = megxadrez_core::points::Points::ZERO;
            let want = match a.cmp(&b) {
                std::cmp::Ordering::Greater => (two, zero),
                std::cmp::Ordering::Equal => (one, one),
                std::cmp::Ordering::Less => (zero, two),
            };
            if (mp(m.first), mp(m.second)) != want {
                return d.fail(format!(
                    "match {m:?}: match points {:?}",
                    (mp(m.first), mp(m.second))
                ));
            }
        }
        d.check_replay(round)?;
    }
    Ok(())
}
