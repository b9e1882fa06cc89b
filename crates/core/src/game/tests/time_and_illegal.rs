//! Clocks and flags, clock presses, and illegal moves under each policy.

use super::*;

#[test]
fn flag_fall_loses_in_the_childrens_event_at_its_exact_instant() {
    // Seed 000: "Si un equipo agota el tiempo antes del final de la partida,
    // tendrá perdida la partida."
    let mut g = game(rules(
        SideControl::minutes(1, 3),
        SideControl::minutes(1, 3),
    ));
    g.apply(&Command::Start, 500).unwrap();
    g.apply(&mv("e4"), 10_500).unwrap(); // White: 50 s + 3 s
    // Black's flag falls at 10.5 + 60 = 70.5 s, whatever instant we look.
    let events = g.tick(95_000);
    assert!(matches!(events.as_slice(), [Event::GameEnded(o)] if o.at_ms == 70_500));
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(White), Termination::Flag))
    );
    assert_eq!(g.clock().remaining_ms(Black, 95_000), 0);
    assert_eq!(g.clock().remaining_ms(White, 95_000), 53_000);
}

#[test]
fn a_move_after_the_flag_fell_is_refused_and_earns_no_increment() {
    let mut g = game(rules(
        SideControl::minutes(1, 3),
        SideControl::minutes(1, 3),
    ));
    g.apply(&Command::Start, 0).unwrap();
    assert_eq!(
        g.apply(&mv("e4"), 60_001),
        Err(Rejection::GameOver(Termination::Flag))
    );
    assert_eq!(
        g.clock().remaining_ms(White, 60_001),
        0,
        "no time added after the flag"
    );
    assert!(g.moves().is_empty());
    let late_bonus = Command::Adjust {
        side: White,
        change: TimeChange::Add(60_000),
    };
    assert_eq!(
        g.apply(&late_bonus, 70_000),
        Err(Rejection::GameOver(Termination::Flag))
    );
}

#[test]
fn flag_fall_is_a_draw_when_the_opponent_cannot_mate_fide_6_9() {
    // Seed 004: "si finaliza el tiempo y el jugador con tiempo en su reloj no
    // dispone de material suficiente para dar jaque mate la partida finalizará
    // en tablas, en caso contrario éste será el ganador."
    let mut r = rules(SideControl::minutes(1, 0), SideControl::minutes(1, 0));
    r.flag = FlagPolicy::DrawIfOpponentCannotMate;
    let bare_king = "4k3/8/8/8/8/8/8/R3K3 b - - 0 1"; // Black flags, White has a rook
    let mut g = played(r.clone(), Some(bare_king), &[]);
    g.tick(60_000);
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(White), Termination::Flag))
    );
    let rook_side_flags = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    let mut g = played(r.clone(), Some(rook_side_flags), &[]);
    g.tick(60_000);
    assert_eq!(termination(&g), Some((GameResult::Draw, Termination::Flag)));
    // The same position under the children's rule: the flag always loses.
    let mut g = played(
        rules(SideControl::minutes(1, 0), SideControl::minutes(1, 0)),
        Some(rook_side_flags),
        &[],
    );
    g.tick(60_000);
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(Black), Termination::Flag))
    );
}

#[test]
fn illegal_moves_childrens_league_three_allowed_fourth_loses() {
    // Seed 000: "En las fase previa solamente se permiten 3 jugadas ilegales
    // completadas. El equipo que realice una cuarta ... perderá la partida."
    let g = illegal_moves(illegal_policy(Some(4), 0), 3);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.illegal().white, 3);
    assert_eq!(
        g.position(),
        &Chess::default(),
        "the position stays as it was"
    );
    assert_eq!(
        g.clock().running_side(),
        Some(White),
        "the offender's clock keeps running"
    );
    let g = illegal_moves(illegal_policy(Some(4), 0), 4);
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(Black), Termination::IllegalMoves))
    );
}

#[test]
fn illegal_moves_final_phase_two_allowed_third_loses() {
    // Seed 000: "En la fase final ... se reduce a 2, perdiendo la partida a la tercera".
    assert_eq!(illegal_moves(illegal_policy(Some(3), 0), 2).outcome(), None);
    let g = illegal_moves(illegal_policy(Some(3), 0), 3);
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(Black), Termination::IllegalMoves))
    );
}

#[test]
fn illegal_move_school_gives_two_minutes_and_never_loses() {
    // Seed 001: "En caso de jugada ilegal, no se pierde: se darán dos minutos al otr@".
    let g = illegal_moves(illegal_policy(None, 120_000), 10);
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.clock().remaining_ms(Black, 10_000),
        900_000 + 10 * 120_000
    );
    assert_eq!(g.clock().remaining_ms(White, 10_000), 890_000);
}

#[test]
fn illegal_move_rapid_circuit_one_minute_then_the_second_loses() {
    // Seed 004: "Una jugada ilegal ... incrementará el tiempo del oponente en un
    // minuto. En el caso de dos jugadas ilegales harán perder la partida."
    let g = illegal_moves(illegal_policy(Some(2), 60_000), 1);
    assert_eq!(g.clock().remaining_ms(Black, 1000), 960_000);
    let g = illegal_moves(illegal_policy(Some(2), 60_000), 2);
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(Black), Termination::IllegalMoves))
    );
    assert_eq!(
        g.clock().remaining_ms(Black, 5000),
        960_000,
        "no bonus for the losing one"
    );
}

#[test]
fn illegal_move_bughouse_the_first_one_loses() {
    // Seed 002: "La primera jugada ilegal supondrá la perdida de la partida".
    let g = illegal_moves(illegal_policy(Some(1), 0), 1);
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(Black), Termination::IllegalMoves))
    );
}

#[test]
fn armageddon_agreed_draw_is_won_by_black_with_twelve_against_ten() {
    // Seed 000: final "12+3 para las piezas blancas ... En el caso de empate,
    // la victoria sería para las piezas negras."
    let mut r = rules(SideControl::minutes(12, 3), SideControl::minutes(10, 3));
    r.armageddon = true;
    r.scoring = Scoring {
        win: Points::whole(4),
        draw: Points::whole(2),
        loss: Points::whole(1),
    };
    let mut g = played(r, None, &["e4", "e5"]);
    assert_eq!(g.clock().remaining_ms(White, 2000), 720_000 - 1000 + 3000);
    assert_eq!(g.clock().remaining_ms(Black, 2000), 600_000 - 1000 + 3000);
    g.apply(&Command::AgreeDraw, 3000).unwrap();
    let o = g.outcome().unwrap();
    assert_eq!((o.result, o.winner), (GameResult::Draw, Some(Black)));
    let points = g.points().unwrap();
    assert_eq!(
        (points.white.as_decimal(), points.black.as_decimal()),
        (1.0, 4.0)
    );
}

#[test]
fn arbiter_time_penalty_to_zero_lets_the_flag_fall_at_once() {
    let mut g = played(rapid(), None, &["e4"]);
    let penalty = Command::Adjust {
        side: Black,
        change: TimeChange::Subtract(10_000_000),
    };
    let events = g.apply(&penalty, 5000).unwrap();
    assert!(matches!(events.last(), Some(Event::GameEnded(o)) if o.at_ms == 5000));
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(White), Termination::Flag))
    );
}

#[test]
fn school_zonal_game_runs_unclocked_then_five_minutes_until_flag() {
    // Seed 001: "Los 20 primeros minutos, sin controlar con reloj y ... se
    // pondrá el reloj con 5 minutos por participante hasta caída de bandera".
    let mut r = rules(SideControl::minutes(5, 0), SideControl::minutes(5, 0));
    r.clock.unclocked_ms = Some(20 * 60_000);
    r.illegal.opponent_bonus_ms = 120_000;
    let mut g = played(r, None, &[]);
    g.apply(&mv("e4"), 600_000).unwrap();
    g.apply(&Command::Illegal, 700_000).unwrap(); // Black: White gets 2 minutes for later
    assert_eq!(g.clock().remaining_ms(White, 1_000_000), 420_000);
    let events = g.tick(1_300_000);
    assert_eq!(
        events,
        vec![Event::UnclockedPeriodEnded { at_ms: 1_200_000 }]
    );
    assert_eq!(
        g.clock().remaining_ms(Black, 1_300_000),
        200_000,
        "Black to move runs"
    );
    g.apply(&mv("e5"), 1_300_000).unwrap();
    g.tick(1_800_000);
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.termination, o.at_ms),
        (Termination::Flag, 1_300_000 + 420_000)
    );
    assert_eq!(o.winner, Some(Black));
}

#[test]
fn a_flag_seen_on_the_table_clock_ends_the_game_under_the_flag_policy() {
    let mut r = rapid();
    r.flag = FlagPolicy::DrawIfOpponentCannotMate;
    let mut g = played(r.clone(), Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), &[]);
    g.apply(&Command::Flag { side: White }, 5000).unwrap();
    assert_eq!(
        termination(&g),
        Some((GameResult::Draw, Termination::Flag)),
        "Black cannot mate"
    );
    let mut g = played(r, None, &["e4"]);
    g.apply(&Command::Flag { side: Black }, 5000).unwrap();
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(White), Termination::Flag))
    );
    let mut idle = game(rapid());
    assert_eq!(
        idle.apply(&Command::Flag { side: White }, 0),
        Err(Rejection::NotStarted)
    );
}

#[test]
fn a_clock_press_gives_the_move_the_instant_the_table_clock_was_pressed() {
    // Seed 000: the clock on the table, pressed by the child, is the
    // official one; the operator types the move a few seconds later.
    let mut g = played(rapid(), None, &[]);
    g.apply(&Command::Press, 20_000).unwrap();
    assert_eq!(g.clock().running_side(), Some(Black), "Black's clock runs");
    g.apply(&mv("e4"), 24_000).unwrap();
    let m = &g.moves()[0];
    assert_eq!(m.at_ms, 20_000, "the move takes the press's instant");
    // White: 15 min - 20 s + 5 s increment, charged up to the press only.
    assert_eq!(m.clock_after_ms, 900_000 - 20_000 + 5_000);
    assert_eq!(
        g.clock().remaining_ms(Black, 24_000),
        900_000 - 4_000,
        "Black's clock ran from the press"
    );
    // Without a press, the move's own instant applies as before.
    g.apply(&mv("e5"), 30_000).unwrap();
    assert_eq!(g.moves()[1].at_ms, 30_000);
    assert_eq!(
        g.clock().remaining_ms(Black, 30_000),
        900_000 - 10_000 + 5_000
    );
    // A second press before the move is refused; an illegal move after a
    // press gives the clock back to the offender.
    g.apply(&Command::Press, 40_000).unwrap();
    assert_eq!(
        g.apply(&Command::Press, 41_000),
        Err(Rejection::AlreadyPressed)
    );
    let events = g.apply(&Command::Illegal, 42_000).unwrap();
    assert!(events.contains(&Event::PressCancelled { side: White }));
    assert_eq!(g.clock().running_side(), Some(White));
    assert_eq!(g.pressed(), None);
}

#[test]
fn where_the_arbiter_decides_flags_the_stage_shows_the_flag_and_play_goes_on() {
    let mut r = rules(SideControl::minutes(1, 0), SideControl::minutes(1, 0));
    r.flag_mode = FlagMode::Arbiter;
    let mut g = played(r, None, &[]);
    let events = g.apply(&Command::Wait, 61_000).unwrap();
    assert_eq!(
        events,
        vec![Event::FlagShown {
            side: White,
            at_ms: 60_000
        }]
    );
    assert_eq!(g.outcome(), None, "the table clock is the official one");
    assert_eq!(g.flag_shown(), Some((White, 60_000)));
    assert_eq!(
        g.clock().remaining_ms(White, 61_000),
        0,
        "the stage shows 0:00"
    );
    assert_eq!(g.next_deadline_ms(), None, "nothing more to wake up for");
    // Setting the clock to what the table shows lets play go on.
    g.apply(
        &Command::Adjust {
            side: White,
            change: TimeChange::Set(5_000),
        },
        62_000,
    )
    .unwrap();
    assert_eq!(g.flag_shown(), None);
    g.apply(&mv("e4"), 63_000).unwrap();
    // When the arbiter confirms a flag, the game ends.
    g.apply(&Command::Wait, 200_000).unwrap();
    assert_eq!(g.flag_shown().map(|f| f.0), Some(Black));
    g.apply(&Command::Flag { side: Black }, 201_000).unwrap();
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(White), Termination::Flag))
    );
}

#[test]
fn fide_7_5_5_an_illegal_move_that_would_lose_draws_when_the_opponent_cannot_mate() {
    // The rapid circuit follows FIDE: the opponent's bare king cannot mate.
    let mut r = rapid();
    r.illegal.lose_at = Some(1);
    r.illegal.draw_if_opponent_cannot_mate = true;
    let mut g = played(r.clone(), Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), &[]);
    g.apply(&Command::Illegal, 5_000).unwrap();
    assert_eq!(
        termination(&g),
        Some((GameResult::Draw, Termination::IllegalMoves))
    );
    // Black has the rook: White's illegal move loses.
    let mut g = played(r.clone(), Some("4k3/8/8/8/8/8/8/r3K3 w - - 0 1"), &[]);
    g.apply(&Command::Illegal, 5_000).unwrap();
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(Black), Termination::IllegalMoves))
    );
    // Where the seed says "pierde" (the option off), it loses regardless.
    r.illegal.draw_if_opponent_cannot_mate = false;
    let mut g = played(r, Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), &[]);
    g.apply(&Command::Illegal, 5_000).unwrap();
    assert_eq!(
        termination(&g),
        Some((GameResult::Decisive(Black), Termination::IllegalMoves))
    );
}
