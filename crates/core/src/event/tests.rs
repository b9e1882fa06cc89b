//! The unit tests of `event`.

use super::*;

#[test]
fn a_round_with_results_entered_by_hand_is_not_put_on_the_stage() {
    // Staging plays a round's games from the start: one whose result
    // the arbiter already entered would be played (and fed) again.
    let mut e = Event::new(2, (1..=4).map(|i| format!("P{i}")).collect(), vec![None; 4]);
    for c in ["pair 1 1 2", "pair 1 3 4", "result 1 1 2 1-0"] {
        e.apply(&parse(c).unwrap()).unwrap();
    }
    assert_eq!(
        e.apply(&parse("stage 1").unwrap()),
        Err(EventError::StagedWithResults(1, 1))
    );
    assert_eq!(e.staged_round(), 0);
    // Staged before its results, it stays staged as they come in.
    let mut e = Event::new(2, (1..=4).map(|i| format!("P{i}")).collect(), vec![None; 4]);
    for c in [
        "pair 1 1 2",
        "pair 1 3 4",
        "stage 1",
        "result 1 1 2 1-0",
        "stage 1",
    ] {
        e.apply(&parse(c).unwrap()).unwrap();
    }
    assert_eq!(e.staged_round(), 1);
}

#[test]
fn the_arbiter_swaps_colours_or_withdraws_a_round_before_its_results() {
    for text in ["swap 1 3 5 late arrival", "unpair 2 wrong absence"] {
        assert_eq!(parse(text).unwrap().to_string(), text);
    }
    assert!(
        parse("swap 1 3 5")
            .unwrap_err()
            .text(crate::language::Language::En)
            .contains("reason")
    );
    assert!(
        parse("unpair 1")
            .unwrap_err()
            .text(crate::language::Language::En)
            .contains("reason")
    );
    let mut e = Event::new(2, (1..=5).map(|i| format!("P{i}")).collect(), vec![None; 5]);
    for c in ["pair 1 1 2", "pair 1 3 4", "bye 1 5 pairing"] {
        e.apply(&parse(c).unwrap()).unwrap();
    }
    e.apply(&parse("swap 1 1 2 why").unwrap()).unwrap();
    let (pairings, _) = e.round_pairings(1);
    assert!(pairings.iter().any(|p| (p.white, p.black) == (2, 1)));
    assert_eq!(
        e.apply(&parse("swap 1 1 2 again").unwrap()),
        Err(EventError::NotPaired(Pairing::new(1, 1, 2)))
    );
    // Withdrawn whole (byes too), then paired again.
    e.apply(&parse("unpair 1 redo").unwrap()).unwrap();
    assert_eq!(e.round_pairings(1).0.len(), 0);
    assert_eq!(e.unpaired(1).len(), 5);
    for c in ["pair 1 1 3", "pair 1 2 4", "bye 1 5 pairing"] {
        e.apply(&parse(c).unwrap()).unwrap();
    }
    // Once a result is in, the round stands.
    e.apply(&parse("result 1 1 3 1-0").unwrap()).unwrap();
    assert_eq!(
        e.apply(&parse("unpair 1 too late").unwrap()),
        Err(EventError::AlreadyPlayed(1))
    );
    assert_eq!(
        e.apply(&parse("swap 1 1 3 too late").unwrap()),
        Err(EventError::AlreadyPlayed(1))
    );
    assert_eq!(
        e.apply(&parse("unpair 2 nothing").unwrap()),
        Err(EventError::NoPairings(2))
    );
}

#[test]
fn commands_read_back_and_build_the_rounds() {
    for text in [
        "pair 1 3 5",
        "bye 2 7 half",
        "result 1 3 5 1/2",
        "result 2 1 2 -+",
    ] {
        assert_eq!(parse(text).unwrap().to_string(), text);
    }
    assert!(
        parse("pair 0 3 5")
            .unwrap_err()
            .text(crate::language::Language::En)
            .contains("round")
    );
    assert!(
        parse("result 1 3 5 2-0")
            .unwrap_err()
            .text(crate::language::Language::En)
            .contains("not a result")
    );
    let mut e = Event::new(2, vec!["A".into(), "B".into(), "C".into()], vec![None; 3]);
    e.apply(&parse("pair 1 1 2").unwrap()).unwrap();
    e.apply(&parse("bye 1 3 pairing").unwrap()).unwrap();
    assert_eq!(
        e.apply(&parse("pair 1 3 1").unwrap()),
        Err(EventError::AlreadyPaired(3, 1))
    );
    assert_eq!(
        e.apply(&parse("result 1 2 1 1-0").unwrap()),
        Err(EventError::NotPaired(Pairing::new(1, 2, 1)))
    );
    let (pairings, byes) = e.round_pairings(1);
    assert_eq!(
        (pairings.len(), pairings[0].result),
        (1, None),
        "being played"
    );
    assert_eq!(byes, [(3, Bye::Pairing)]);
    e.apply(&parse("result 1 1 2 0-1").unwrap()).unwrap();
    let (pairings, _) = e.round_pairings(1);
    assert!(matches!(
        pairings[0].result,
        Some((
            Round::Played {
                score: Score::Loss,
                ..
            },
            Round::Played {
                score: Score::Win,
                ..
            }
        ))
    ));
    assert_eq!(e.last_round(), 1);
    assert_eq!(
        e.apply(&parse("pair 3 1 2").unwrap()),
        Err(EventError::NoSuchRound(3, 2))
    );
    assert_eq!(
        e.apply(&parse("pair 2 1 9").unwrap()),
        Err(EventError::NoSuchPlayer(9, 3))
    );
    let p = e.players();
    assert_eq!((p[0].score(2), p[1].score(2), p[2].score(2)), (0, 4, 4));
    assert_eq!(e.rounds_started(), 1);
    e.apply(&parse("pair 2 3 1").unwrap()).unwrap();
    assert_eq!(e.pending_pairing(1, 3), Some(Pairing::new(2, 3, 1)));
    e.apply(&parse("result 2 3 1 1/2").unwrap()).unwrap();
    assert_eq!(e.pending_pairing(1, 3), None);
}

#[test]
fn a_school_match_is_made_of_its_boards_results() {
    let school = Scoring {
        win: Points::whole(10),
        draw: Points::whole(5),
        loss: Points::whole(1),
    };
    let names = vec!["A Laxe".into(), "O Castro".into(), "Monte".into()];
    let mut e = Event::new(3, names, vec![None; 3]).with_team_matches(4, school);
    assert_eq!(
        parse("board 1 1 2 3 1/2").unwrap().to_string(),
        "board 1 1 2 3 1/2"
    );
    e.apply(&parse("pair 1 1 2").unwrap()).unwrap();
    e.apply(&parse("bye 1 3 pairing").unwrap()).unwrap();
    // A whole result is not how a school match ends.
    assert_eq!(
        e.apply(&parse("result 1 1 2 1-0").unwrap()),
        Err(EventError::BoardsNeeded)
    );
    assert_eq!(
        e.apply(&parse("board 1 1 2 5 1-0").unwrap()),
        Err(EventError::NoSuchBoard(5, 4))
    );
    assert_eq!(
        e.apply(&parse("board 1 2 1 1 1-0").unwrap()),
        Err(EventError::NotPaired(Pairing::new(1, 2, 1)))
    );
    // Board 1: A Laxe (White) wins; board 2: drawn; board 3: A Laxe
    // has White and loses; board 4: O Castro has White, no one of A
    // Laxe sat there (`+-`).
    for line in [
        "board 1 1 2 1 1-0",
        "board 1 1 2 2 1/2",
        "board 1 1 2 3 0-1",
    ] {
        e.apply(&parse(line).unwrap()).unwrap();
    }
    assert_eq!(
        e.pending_pairing(1, 2),
        Some(Pairing::new(1, 1, 2)),
        "one board to go"
    );
    // Each team's (game points, match points, points in the standings).
    let standing = |e: &Event| {
        let p = e.players();
        [1, 2].map(|t| {
            (
                e.game_points(t),
                e.match_points(t),
                p[t as usize - 1].score(1),
            )
        })
    };
    assert_eq!(standing(&e)[0], (Points::whole(16), Points::ZERO, 0));
    e.apply(&parse("board 1 1 2 4 +-").unwrap()).unwrap();
    // A Laxe 10 + 5 + 1 + 0 = 16; O Castro 1 + 5 + 10 + 10 = 26 and the
    // match.
    assert_eq!(
        standing(&e),
        [
            (Points::whole(16), Points::ZERO, 0),
            (Points::whole(26), Points::whole(2), 4)
        ]
    );
    assert_eq!(e.pending_pairing(1, 2), None);
    // A board given again is the arbiter's correction: board 3 went to
    // A Laxe after all, 10 + 5 + 10 + 0 = 25 against 1 + 5 + 1 + 10 = 17.
    e.apply(&parse("board 1 1 2 3 1-0").unwrap()).unwrap();
    assert_eq!(
        standing(&e),
        [
            (Points::whole(25), Points::whole(2), 4),
            (Points::whole(17), Points::ZERO, 0)
        ]
    );
    // In an individual event there are no boards to give.
    let mut solo = Event::new(1, vec!["Ana".into(), "Pablo".into()], vec![None; 2]);
    solo.apply(&parse("pair 1 1 2").unwrap()).unwrap();
    assert_eq!(
        solo.apply(&parse("board 1 1 2 1 1-0").unwrap()),
        Err(EventError::NotATeamMatch)
    );
}

#[test]
fn a_requested_bye_scores_zero_and_more_only_as_the_arbiters_reasoned_decision() {
    // Seed 004 §5: "Si un jugador pidiese ser desactivado en alguna ronda,
    // podrá ser concedido bajo criterio arbitral con una puntuación de 0
    // en dicha ronda."
    for text in ["bye 2 5 half", "bye 2 5 full"] {
        assert_eq!(
            parse(text).unwrap().unreasoned_bye(),
            Some(EventError::ByeNeedsReason(5, 2)),
            "{text}"
        );
    }
    for text in ["bye 2 5 zero", "bye 2 5 pairing", "bye 2 5 half agreed"] {
        assert_eq!(parse(text).unwrap().unreasoned_bye(), None, "{text}");
    }
    let mut e = Event::new(3, (1..=5).map(|i| format!("P{i}")).collect(), vec![None; 5]);
    e.apply(&parse("bye 2 5 zero").unwrap()).unwrap();
    assert_eq!(e.byes_entered(2), [(5, Bye::Zero)]);
    // The arbiter's other reading, with its reason, reads back whole.
    let decided = "bye 3 4 half exam at school, agreed at registration";
    let command = parse(decided).unwrap();
    assert_eq!(command.to_string(), decided);
    assert_eq!(command.texts(), ["exam at school, agreed at registration"]);
    e.apply(&command).unwrap();
    assert_eq!(e.byes_entered(3), [(4, Bye::Half)]);
}

#[test]
fn a_bye_entered_for_a_later_round_starts_no_round() {
    // Seed 004 §5's requested bye, entered during round 1 for round 3:
    // rounds 2 and 3 are still to be paired, and nobody has played them.
    let mut e = Event::new(3, (1..=6).map(|i| format!("P{i}")).collect(), vec![None; 6]);
    for c in ["pair 1 1 2", "pair 1 3 4", "pair 1 5 6", "bye 3 5 zero"] {
        e.apply(&parse(c).unwrap()).unwrap();
    }
    assert_eq!((e.last_round(), e.rounds_started()), (1, 1));
    assert_eq!(e.unpaired(2).len(), 6, "round 2 is still to be paired");
    assert_eq!(e.byes_entered(2), []);
    assert_eq!(e.byes_entered(3), [(5, Bye::Zero)]);
    for c in ["result 1 1 2 1-0", "result 1 3 4 1/2", "result 1 5 6 0-1"] {
        e.apply(&parse(c).unwrap()).unwrap();
    }
    for c in ["pair 2 2 3", "pair 2 4 5", "pair 2 6 1"] {
        e.apply(&parse(c).unwrap()).unwrap();
    }
    assert_eq!((e.last_round(), e.rounds_started()), (2, 2));
    assert_eq!(e.byes_entered(3), [(5, Bye::Zero)]);
    assert_eq!(e.unpaired(3), [1, 2, 3, 4, 6]);
}

#[test]
fn a_round_or_an_entrant_the_event_does_not_have_reads_as_nothing_not_a_panic() {
    // `event result 9 1 2 1-0` typed at the console of a three-round event
    // asked for round 9's pairings and took the stage down.
    let mut e = Event::new(3, (1..=4).map(|i| format!("P{i}")).collect(), vec![None; 4]);
    e.apply(&parse("pair 1 1 2").unwrap()).unwrap();
    let (pairings, byes) = e.round_pairings(9);
    assert!(pairings.is_empty() && byes.is_empty());
    assert!(e.byes_entered(9).is_empty());
    assert_eq!(
        e.apply(&parse("result 9 1 2 1-0").unwrap()),
        Err(EventError::NoSuchRound(9, 3))
    );
    assert_eq!(e.slot(9, 1), None);
    assert_eq!(e.slot(1, 0), None);
}
