//! Team events' rotating movers, colours by lot, and undo.

use super::*;

#[test]
fn rotating_mover_advances_with_each_completed_move_of_the_team() {
    // Seed 000: "cada jugada será realizada por un jugador/a distinto que irá rotando".
    let mut g = Game::new(
        rapid(),
        [
            team("Peóns", &["Uxía", "Brais", "Antía"]),
            team("Torres", &["Iria", "Roi", "Noa", "Martiño"]),
        ],
    );
    g.apply(&Command::Start, 0).unwrap();
    assert_eq!(
        (g.mover(White), g.mover(Black)),
        (Some("Uxía"), Some("Iria"))
    );
    g.apply(&mv("e4"), 1000).unwrap();
    assert_eq!(g.moves()[0].mover.as_deref(), Some("Uxía"));
    g.apply(&Command::Illegal, 2000).unwrap();
    assert_eq!(
        g.mover(Black),
        Some("Iria"),
        "an illegal move is retaken by the same child"
    );
    g.apply(&mv("e5"), 3000).unwrap();
    assert_eq!(
        (g.mover(White), g.mover(Black)),
        (Some("Brais"), Some("Roi"))
    );
    g.apply(
        &Command::SetAbsent {
            side: White,
            player: "Brais".into(),
            absent: true,
        },
        3500,
    )
    .unwrap();
    assert_eq!(g.mover(White), Some("Antía"));
    let unknown = Command::SetAbsent {
        side: Black,
        player: "Xoán".into(),
        absent: true,
    };
    assert!(matches!(g.apply(&unknown, 3600), Err(Rejection::Roster(_))));
    g.apply(
        &Command::Reorder {
            side: Black,
            players: vec!["Noa".into(), "Roi".into()],
        },
        3700,
    )
    .unwrap();
    assert_eq!(g.mover(Black), Some("Roi"));
}

#[test]
fn team_commands_in_an_individual_game_are_refused() {
    let mut g = played(rapid(), None, &[]);
    let cmd = Command::SetAbsent {
        side: White,
        player: "Ana".into(),
        absent: true,
    };
    assert_eq!(g.apply(&cmd, 10), Err(Rejection::NoTeams));
}

#[test]
fn colours_drawn_by_lot_swap_names_and_rotations_before_the_start() {
    // Seed 000: "El color de las piezas se sorteará al principio de la partida."
    let mut g = Game::new(
        rapid(),
        [
            team("Peóns", &["Uxía", "Brais", "Antía"]),
            team("Torres", &["Iria", "Roi", "Noa"]),
        ],
    );
    let events = g
        .apply(&Command::AssignColours { first_white: false }, 0)
        .unwrap();
    assert_eq!(
        events,
        vec![Event::ColoursAssigned {
            white: "Torres".into(),
            black: "Peóns".into()
        }]
    );
    assert_eq!(g.mover(White), Some("Iria"));
    g.apply(&Command::Start, 0).unwrap();
    assert_eq!(
        g.apply(&Command::AssignColours { first_white: true }, 1),
        Err(Rejection::AlreadyStarted)
    );
}

#[test]
fn undo_restores_position_clocks_and_mover_as_they_were() {
    let mut g = Game::new(
        rapid(),
        [
            team("Peóns", &["Uxía", "Brais", "Antía"]),
            team("Torres", &["Iria", "Roi", "Noa"]),
        ],
    );
    g.apply(&Command::Start, 0).unwrap();
    g.apply(&mv("e4"), 10_000).unwrap();
    g.apply(&mv("e5"), 25_000).unwrap();
    let before_nf3 = g.clone();
    g.apply(&mv("Nf3"), 40_000).unwrap(); // White used 15 s, +5
    assert_eq!(g.mover(White), Some("Antía"));
    // The arbiter takes the move back 20 s later: White's clock stands as it
    // did when Nf3 was made and runs again; Black is not charged the 20 s.
    let events = g.apply(&Command::Undo, 60_000).unwrap();
    assert_eq!(events, vec![Event::MoveUndone { san: "Nf3".into() }]);
    assert_eq!(g.position(), before_nf3.position());
    assert_eq!(g.moves(), before_nf3.moves());
    assert_eq!(g.mover(White), Some("Brais"), "the same child moves again");
    assert_eq!(g.clock().running_side(), Some(White));
    assert_eq!(
        g.clock().remaining_ms(White, 60_000),
        900_000 - 10_000 + 5000 - 15_000
    );
    assert_eq!(
        g.clock().remaining_ms(Black, 60_000),
        900_000 - 15_000 + 5000
    );
    assert_eq!(
        g.clock().remaining_ms(White, 61_000),
        900_000 - 10_000 + 5000 - 16_000
    );
    assert_eq!(g.occurrences(), 1);
    g.apply(&mv("Nc3"), 62_000).unwrap();
    assert_eq!(g.moves().last().map(|m| m.san.as_str()), Some("Nc3"));
}

#[test]
fn undo_reopens_a_game_its_last_move_ended_and_refuses_when_there_is_nothing() {
    let mut g = played(rapid(), None, &["f3", "e5", "g4", "Qh4#"]);
    assert!(g.outcome().is_some());
    g.apply(&Command::Undo, 10_000).unwrap();
    assert_eq!(
        g.outcome(),
        None,
        "an entered mate by mistake is taken back"
    );
    assert_eq!(g.clock().running_side(), Some(Black));
    for _ in 0..3 {
        g.apply(&Command::Undo, 11_000).unwrap();
    }
    assert_eq!(
        g.apply(&Command::Undo, 12_000),
        Err(Rejection::NothingToUndo)
    );
    assert_eq!(g.position(), &Chess::default());
}

#[test]
fn undo_after_a_resignation_takes_back_the_resignation_not_the_move() {
    // Bug seen: `undo` after a resignation also took back 1.e4.
    let mut g = played(rapid(), None, &["e4"]);
    let black_left = g.clock().remaining_ms(Black, g.now_ms());
    let at = g.now_ms() + 4_000;
    g.apply(&Command::Resign { side: Black }, at).unwrap();
    assert!(g.outcome().is_some());
    let events = g.apply(&Command::Undo, at + 30_000).unwrap();
    assert_eq!(
        events,
        vec![Event::EndingUndone {
            termination: Termination::Resignation
        }]
    );
    assert_eq!(g.outcome(), None);
    assert_eq!(g.moves().len(), 1, "1.e4 stays on the board");
    assert_eq!(g.clock().running_side(), Some(Black));
    assert_eq!(
        g.clock().remaining_ms(Black, at + 30_000),
        black_left - 4_000,
        "the time between the resignation and the undo is charged to nobody"
    );
    // A second undo takes back the move itself.
    g.apply(&Command::Undo, at + 31_000).unwrap();
    assert!(g.moves().is_empty());
}

#[test]
fn undo_takes_back_an_arbiters_decision_and_a_loss_by_illegal_moves() {
    let mut g = played(rapid(), None, &["e4", "e5"]);
    let at = g.now_ms() + 1_000;
    g.apply(
        &Command::Arbiter {
            result: GameResult::Draw,
            reason: "wrong board".into(),
        },
        at,
    )
    .unwrap();
    g.apply(&Command::Undo, at + 1_000).unwrap();
    assert_eq!((g.outcome(), g.moves().len()), (None, 2));

    let mut r = rapid();
    r.illegal.lose_at = Some(1);
    let mut g = played(r, None, &["d4"]);
    let at = g.now_ms() + 1_000;
    g.apply(&Command::Illegal, at).unwrap();
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(White), Termination::IllegalMoves))
    );
    g.apply(&Command::Undo, at + 1_000).unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!((g.illegal()[Black], g.illegal_log().len()), (0, 0));
    assert_eq!(g.moves().len(), 1);
}

#[test]
fn undo_takes_back_a_press_first_and_a_pressed_move_to_its_press() {
    let mut g = played(rapid(), None, &["e4"]);
    g.apply(&Command::Press, 10_000).unwrap();
    let events = g.apply(&Command::Undo, 12_000).unwrap();
    assert_eq!(events, vec![Event::PressCancelled { side: Black }]);
    assert_eq!(g.moves().len(), 1, "the undo took back the press only");
    assert_eq!(g.clock().running_side(), Some(Black));
    g.apply(&Command::Press, 15_000).unwrap();
    g.apply(&mv("e5"), 18_000).unwrap();
    g.apply(&Command::Undo, 20_000).unwrap();
    assert_eq!(g.moves().len(), 1);
    assert_eq!(g.clock().running_side(), Some(Black));
}

#[test]
fn a_sealed_game_keeps_its_record_and_has_nothing_to_take_back() {
    // A game that left the stage (its round is over) is only a record.
    let mut g = played(rapid(), None, &["f3", "e5", "g4", "Qh4#"]);
    let (moves, outcome) = (g.moves().to_vec(), g.outcome().cloned());
    g.seal();
    assert_eq!(g.moves(), moves.as_slice());
    assert_eq!(g.outcome().cloned(), outcome);
    assert_eq!(
        g.apply(&Command::Undo, 12_000),
        Err(Rejection::NothingToUndo)
    );
}
