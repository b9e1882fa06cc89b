//! Moves, positions and how a game ends on the board or by agreement.

use super::*;

#[test]
fn rejected_move_changes_nothing_and_says_why() {
    let mut g = played(rapid(), None, &["e4"]);
    let before = g.clone();
    for (text, expected) in [
        ("e4", "not a legal move"),
        ("Qh5", "not a legal move"),
        ("zz9", "cannot read"),
    ] {
        let err = g.apply(&mv(text), 5000).unwrap_err();
        assert!(err.to_string().contains(expected), "{text}: {err}");
    }
    let mut expected = before.clone();
    expected.tick(5000);
    assert_eq!(g, expected, "only time passed");
    assert_eq!(g.moves().len(), 1);
}

#[test]
fn moves_need_a_started_running_clock() {
    let mut g = game(rapid());
    assert_eq!(g.apply(&mv("e4"), 0), Err(Rejection::NotStarted));
    g.apply(&Command::Start, 0).unwrap();
    g.apply(&Command::Pause, 10).unwrap();
    assert_eq!(g.apply(&mv("e4"), 20), Err(Rejection::Paused));
    assert_eq!(g.apply(&Command::Start, 20), Err(Rejection::AlreadyStarted));
    assert_eq!(g.apply(&Command::Pause, 20), Err(Rejection::Paused));
    g.apply(&Command::Resume, 30).unwrap();
    assert_eq!(g.apply(&Command::Resume, 40), Err(Rejection::NotPaused));
}

#[test]
fn time_going_backwards_is_refused() {
    let mut g = played(rapid(), None, &["e4", "e5"]);
    assert_eq!(
        g.apply(&mv("Nf3"), 1500),
        Err(Rejection::Backwards {
            at_ms: 1500,
            last_ms: 2000
        })
    );
}

#[test]
fn start_from_a_fen_with_black_to_move() {
    let g = played(
        rapid(),
        Some("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"),
        &["Kd7", "e4"],
    );
    assert_eq!(g.fen(), "8/3k4/8/8/4P3/8/8/4K3 b - - 0 2");
    assert_eq!(g.start_fen(), Some("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"));
    assert_eq!(g.moves()[0].side, Black);
}

#[test]
fn bad_or_finished_start_positions_are_refused() {
    let mut g = game(rapid());
    let bad = g.apply(
        &Command::SetPosition {
            fen: "not a fen".into(),
        },
        0,
    );
    assert!(matches!(bad, Err(Rejection::BadPosition(_))));
    let mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    let over = g.apply(&Command::SetPosition { fen: mated.into() }, 0);
    assert!(matches!(over, Err(Rejection::BadPosition(_))));
    assert_eq!(
        g.fen(),
        Chess::default()
            .to_setup(EnPassantMode::Legal)
            .board
            .to_string()
            + " w KQkq - 0 1"
    );
}

#[test]
fn checkmate_ends_the_game_and_stops_the_clock_without_increment() {
    let g = played(rapid(), None, &["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(Black), Termination::Checkmate))
    );
    assert_eq!(g.moves()[3].san, "Qh4#");
    // Black used 1 s on each of two moves; only the first earned 5 s.
    assert_eq!(g.clock().remaining_ms(Black, 99_000), 900_000 - 2000 + 5000);
    assert_eq!(g.clock().state(), ClockState::Stopped { at_ms: 4000 });
}

#[test]
fn stalemate_is_a_draw() {
    let g = played(rapid(), Some("7k/8/6Q1/8/8/8/8/K7 w - - 0 1"), &["Qf7"]);
    assert_eq!(
        termination(&g),
        Some((GameResult::Draw, Termination::Stalemate))
    );
}

#[test]
fn dead_position_by_insufficient_material_is_a_draw() {
    let g = played(rapid(), Some("7k/8/8/8/8/8/1r6/KB6 w - - 0 1"), &["Kxb2"]);
    assert_eq!(
        termination(&g),
        Some((GameResult::Draw, Termination::InsufficientMaterial))
    );
}

#[test]
fn fivefold_repetition_is_automatic() {
    let mut moves = Vec::new();
    for _ in 0..4 {
        moves.extend(SHUFFLE);
    }
    let g = played(rapid(), None, &moves);
    assert_eq!(g.occurrences(), 5);
    assert_eq!(
        termination(&g),
        Some((GameResult::Draw, Termination::Repetition))
    );
    let shorter = played(rapid(), None, &moves[..15]);
    assert_eq!(
        shorter.outcome(),
        None,
        "four occurrences do not end the game"
    );
}

#[test]
fn threefold_repetition_only_on_a_verified_claim() {
    let mut moves = Vec::new();
    moves.extend(SHUFFLE);
    let mut g = played(rapid(), None, &moves);
    let refused = g.apply(&Command::ClaimDraw, 9000).unwrap_err();
    assert_eq!(
        refused,
        Rejection::ClaimRefused {
            occurrences: 2,
            moves_without_progress: 2
        }
    );
    assert_eq!(g.outcome(), None, "a false claim changes nothing");
    for (i, m) in SHUFFLE.iter().enumerate() {
        g.apply(&mv(m), 10_000 + i as u64).unwrap();
    }
    assert_eq!(g.outcome(), None, "threefold is not automatic");
    g.apply(&Command::ClaimDraw, 20_000).unwrap();
    assert_eq!(
        termination(&g),
        Some((GameResult::Draw, Termination::Repetition))
    );
}

#[test]
fn fifty_move_rule_only_on_a_verified_claim() {
    let moves = rook_moves(100);
    let mut g = played(rapid(), Some(ROOKS), &strs(&moves[..99]));
    assert!(matches!(
        g.apply(&Command::ClaimDraw, 200_000),
        Err(Rejection::ClaimRefused {
            moves_without_progress: 49,
            ..
        })
    ));
    g.apply(&mv(&moves[99]), 200_000).unwrap();
    assert_eq!(g.outcome(), None, "50 moves are not automatic");
    g.apply(&Command::ClaimDraw, 200_001).unwrap();
    assert_eq!(
        termination(&g),
        Some((GameResult::Draw, Termination::FiftyMoves))
    );
}

#[test]
fn seventy_five_move_rule_is_automatic() {
    let moves = rook_moves(150);
    let g = played(rapid(), Some(ROOKS), &strs(&moves[..149]));
    assert_eq!(g.outcome(), None);
    let g = played(rapid(), Some(ROOKS), &strs(&moves));
    assert_eq!(
        termination(&g),
        Some((GameResult::Draw, Termination::FiftyMoves))
    );
}

#[test]
fn resignation_agreed_draw_and_arbiter_decision() {
    let mut g = played(rapid(), None, &["e4"]);
    g.apply(&Command::Resign { side: White }, 3000).unwrap();
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(Black), Termination::Resignation))
    );

    let mut g = played(rapid(), None, &["e4"]);
    g.apply(&Command::AgreeDraw, 3000).unwrap();
    assert_eq!(
        termination(&g),
        Some((GameResult::Draw, Termination::Agreement))
    );

    let mut g = played(rapid(), None, &["e4"]);
    let decision = Command::Arbiter {
        result: GameResult::Decisive(White),
        reason: "a spectator spoke to Black".into(),
    };
    g.apply(&decision, 3000).unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.termination, o.winner),
        (Termination::Arbiter, Some(White))
    );
    assert_eq!(o.reason.as_deref(), Some("a spectator spoke to Black"));
    assert_eq!(
        g.apply(&mv("e5"), 4000),
        Err(Rejection::GameOver(Termination::Arbiter)),
        "a move in a finished game is refused"
    );
}

#[test]
fn each_move_records_san_uci_and_the_clock_after_it() {
    let g = played(rapid(), None, &["e4", "e7e5", "Ng1-f3"]);
    let m = &g.moves()[2];
    assert_eq!(
        (m.san.as_str(), m.uci.as_str(), m.side),
        ("Nf3", "g1f3", White)
    );
    assert_eq!(m.clock_after_ms, 900_000 - 1000 - 1000 + 10_000);
}
