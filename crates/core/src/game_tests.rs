//! Rules of a refereed game, each case taken from the seed regulations
//! (`shared/seeds/000` children's teams, `001` school teams, `002` bughouse
//! pairs, `004` rapid circuit) or the FIDE Laws they lean on.

use super::*;
use crate::clock::{ClockSettings, SideControl};
use crate::points::Points;
use crate::rules::{FlagMode, IllegalMovePolicy, Scoring};
use Color::{Black, White};

fn rules(white: SideControl, black: SideControl) -> GameRules {
    GameRules {
        clock: ClockSettings {
            control: ByColor { white, black },
            unclocked_ms: None,
        },
        armageddon: false,
        flag: FlagPolicy::AlwaysLoses,
        flag_mode: FlagMode::Automatic,
        illegal: IllegalMovePolicy {
            lose_at: None,
            opponent_bonus_ms: 0,
            draw_if_opponent_cannot_mate: false,
        },
        scoring: Scoring {
            win: Points::whole(1),
            draw: Points::from_halves(1),
            loss: Points::whole(0),
        },
    }
}

fn rapid() -> GameRules {
    rules(SideControl::minutes(15, 5), SideControl::minutes(15, 5))
}

fn contender(name: &str) -> Contender {
    Contender {
        name: name.into(),
        rotation: None,
    }
}

fn game(rules: GameRules) -> Game {
    Game::new(rules, [contender("Ana"), contender("Pablo")])
}

fn mv(text: &str) -> Command {
    Command::Move { text: text.into() }
}

/// Starts at 0 and plays `moves`, one a second.
fn played(rules: GameRules, fen: Option<&str>, moves: &[&str]) -> Game {
    let mut g = game(rules);
    if let Some(fen) = fen {
        g.apply(&Command::SetPosition { fen: fen.into() }, 0)
            .unwrap();
    }
    g.apply(&Command::Start, 0).unwrap();
    for (i, m) in moves.iter().enumerate() {
        g.apply(&mv(m), 1000 * (i as u64 + 1))
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

fn termination(g: &Game) -> Option<(GameResult, Termination)> {
    g.outcome().map(|o| (o.result, o.termination))
}

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

const SHUFFLE: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

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

// Kings and rooks that can move for ever without a capture or pawn move.
const ROOKS: &str = "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1";

/// `plies` quiet moves from ROOKS (no capture, no pawn), each reaching a
/// position never seen before, so that only the move-count rules can end
/// the game. Depth-first, first legal move in shakmaty's order.
fn rook_moves(plies: usize) -> Vec<String> {
    fn search(pos: &Chess, seen: &mut Vec<Zobrist64>, out: &mut Vec<String>, plies: usize) -> bool {
        if out.len() == plies {
            return true;
        }
        for m in pos.legal_moves() {
            if m.is_capture() || m.role() == shakmaty::Role::Pawn {
                continue;
            }
            let mut next = pos.clone();
            let san = SanPlus::from_move_and_play_unchecked(&mut next, m);
            let h = hash(&next);
            if seen.contains(&h) || next.is_game_over() {
                continue;
            }
            seen.push(h);
            out.push(san.to_string());
            if search(&next, seen, out, plies) {
                return true;
            }
            out.pop();
        }
        false
    }
    let start: Chess = ROOKS
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    let mut seen = vec![hash(&start)];
    let mut out = Vec::new();
    assert!(search(&start, &mut seen, &mut out, plies));
    out
}

fn strs(moves: &[String]) -> Vec<&str> {
    moves.iter().map(String::as_str).collect()
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

fn illegal_policy(lose_at: Option<u32>, bonus_ms: u64) -> GameRules {
    let mut r = rapid();
    r.illegal = IllegalMovePolicy {
        lose_at,
        opponent_bonus_ms: bonus_ms,
        draw_if_opponent_cannot_mate: false,
    };
    r
}

/// Records `n` illegal moves by White; returns the game.
fn illegal_moves(rules: GameRules, n: usize) -> Game {
    let mut g = played(rules, None, &[]);
    for i in 0..n {
        g.apply(&Command::Illegal, 1000 * (i as u64 + 1)).unwrap();
    }
    g
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

fn team(name: &str, players: &[&str]) -> Contender {
    let roster: Vec<String> = players.iter().map(|s| s.to_string()).collect();
    Contender {
        name: name.into(),
        rotation: Some(Rotation::new(name, &roster, &roster).unwrap()),
    }
}

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
fn each_move_records_san_uci_and_the_clock_after_it() {
    let g = played(rapid(), None, &["e4", "e7e5", "Ng1-f3"]);
    let m = &g.moves()[2];
    assert_eq!(
        (m.san.as_str(), m.uci.as_str(), m.side),
        ("Nf3", "g1f3", White)
    );
    assert_eq!(m.clock_after_ms, 900_000 - 1000 - 1000 + 10_000);
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
