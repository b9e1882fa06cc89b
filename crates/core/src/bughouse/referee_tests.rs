//! The refereed match through the session, as the stage and the journal
//! drive it: each test quotes the sentence of seed 002 it checks.

use crate::bughouse::MatchBoard;
use crate::ids::BoardNo;
use shakmaty::{Color, Position, Role};

use crate::bughouse::{Deed, MatchEnd, Pair};
use crate::game::{Command, Rejection};
use crate::rules::GameResult;
use crate::session::{Session, SessionError};

/// The seed's config with `(from, to)` replaced in its text.
fn session_with(change: (&str, &str)) -> Session {
    let path = crate::testing::root().join("configs/bughouse-pairs-swiss.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(change.0));
    let text = text.replace(change.0, change.1);
    let config = crate::config::EventConfig::parse(&text, &path, &|p| std::fs::read_to_string(p))
        .unwrap_or_else(|e| panic!("{e}"));
    Session::new(config)
}

fn session() -> Session {
    session_with(("", ""))
}

fn cmd(s: &mut Session, board: BoardNo, command: Command, at: u64) {
    s.apply(board, &command, at)
        .unwrap_or_else(|e| panic!("board {board}: {command:?}: {e}"));
}

fn mv(s: &mut Session, board: BoardNo, text: &str, at: u64) {
    cmd(s, board, Command::Move { text: text.into() }, at);
}

fn position(s: &mut Session, board: BoardNo, fen: &str) {
    cmd(s, board, Command::SetPosition { fen: fen.into() }, 0);
}

#[test]
fn the_stage_match_has_two_boards_named_by_the_pairs_first_boards() {
    // "si les corresponde el lugar de blancas, el primer tablero llevará
    // las blancas y el segundo conducirá las piezas negras"
    let s = session();
    assert!(s.is_bughouse() && s.boards().is_empty());
    let m = &s.matches()[0].game;
    assert_eq!(m.pair_name(Pair::A), "Os Cabaleiros");
    assert_eq!(m.player(MatchBoard::First, Color::White), "Marta Otero");
    assert_eq!(m.player(MatchBoard::First, Color::Black), "Lorena Vilas");
    assert_eq!(m.player(MatchBoard::Second, Color::White), "Diego Bouzas");
    assert_eq!(m.player(MatchBoard::Second, Color::Black), "Iván Castro");
    // "5 minutos por jugador": four clocks of five minutes.
    for b in MatchBoard::BOTH {
        assert_eq!(m.clock(b).remaining_both_ms(0).white, 300_000);
        assert_eq!(m.clock(b).remaining_both_ms(0).black, 300_000);
    }
}

#[test]
fn the_first_illegal_move_loses_and_ends_both_boards() {
    // "La primera jugada ilegal supondrá la perdida de la partida" and
    // "Cualquier circunstancia que finalice la partida en alguno de los dos
    // tableros (jaque mate, jugada ilegal, ahogado o caída de bandera)
    // finalizará inmediatamente el encuentro."
    let mut s = session();
    cmd(&mut s, BoardNo::at(0), Command::Start, 0);
    mv(&mut s, BoardNo::at(0), "e4", 2_000);
    mv(&mut s, BoardNo::at(1), "d4", 3_000);
    // Black on board 2 is pair A's second player.
    cmd(&mut s, BoardNo::at(1), Command::Illegal, 9_000);
    let o = s.matches()[0].game.outcome().expect("over").clone();
    assert_eq!(
        o.end,
        MatchEnd::Illegal {
            board: MatchBoard::Second,
            side: Color::Black
        }
    );
    assert_eq!(o.result, GameResult::Decisive(Color::Black), "pair B wins");
    assert_eq!(o.board_result(MatchBoard::First).pgn(), "0-1");
    assert_eq!(o.board_result(MatchBoard::Second).pgn(), "1-0");
    assert!(matches!(
        s.apply(BoardNo::at(0), &Command::Move { text: "e5".into() }, 9_500),
        Err(SessionError::Rejected(Rejection::Bughouse(
            crate::bughouse::BughouseError::MatchOver(crate::rules::Termination::IllegalMoves)
        )))
    ));
    assert!(s.games_in_play().is_empty());
}

#[test]
fn a_resignation_on_either_board_ends_the_match_for_the_pair() {
    // "Cualquier circunstancia que finalice la partida en alguno de los dos
    // tableros … finalizará inmediatamente el encuentro."
    let mut s = session();
    cmd(&mut s, BoardNo::at(0), Command::Start, 0);
    mv(&mut s, BoardNo::at(1), "e4", 1_000);
    cmd(
        &mut s,
        BoardNo::at(1),
        Command::Resign { side: Color::White },
        2_000,
    );
    let game = &s.matches()[0].game;
    assert_eq!(game.outcome().unwrap().winner, Some(Pair::A));
    // Every clock stopped when it ended.
    assert_eq!(
        game.clock(MatchBoard::First)
            .remaining_both_ms(60_000)
            .white,
        298_000
    );
    // Time may still pass on either board (a script's or the journal's
    // `wait`), as in a chess game; any other command is refused.
    let ended = s.clone();
    cmd(&mut s, BoardNo::at(0), Command::Wait, 3_000);
    cmd(&mut s, BoardNo::at(1), Command::Wait, 4_000);
    assert_eq!(s.matches(), ended.matches());
    assert!(s.apply(BoardNo::at(0), &Command::Pause, 5_000).is_err());
}

#[test]
fn a_drop_giving_check_stands_and_the_opponent_may_take_it_off_then_move() {
    // "Si la nueva pieza colocada realizase jaque, el movimiento se
    // considerará realizado, pero el rival podrá retirarla del tablero y
    // luego efectuar su propia jugada."
    let mut s = session();
    position(&mut s, BoardNo::at(0), "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
    cmd(&mut s, BoardNo::at(0), Command::Start, 0);
    mv(&mut s, BoardNo::at(0), "N@d6", 1_000);
    cmd(&mut s, BoardNo::at(0), Command::RemoveDrop, 2_000);
    mv(&mut s, BoardNo::at(0), "Kf8", 3_000);
    let game = &s.matches()[0].game;
    assert!(
        game.position(MatchBoard::First)
            .board()
            .piece_at("d6".parse().unwrap())
            .is_none()
    );
    // The knight goes on to the remover's partner (White on board 2).
    let pockets = game.position(MatchBoard::Second).pockets().unwrap();
    assert_eq!(*pockets.white.get(Role::Knight), 1);
    let deeds: Vec<_> = game
        .moves(MatchBoard::First)
        .map(|m| (m.san.as_str(), &m.deed))
        .collect();
    assert_eq!(
        deeds,
        [
            ("N@d6+", &Deed::Move),
            ("d6", &Deed::Removal),
            ("Kf8", &Deed::Move)
        ]
    );
    // Nothing to take off any more.
    assert!(
        s.apply(BoardNo::at(0), &Command::RemoveDrop, 4_000)
            .is_err()
    );
}

#[test]
fn where_a_checking_drop_stands_it_cannot_be_taken_off() {
    let mut s = session_with((
        "checking_drop = \"removable\"",
        "checking_drop = \"stands\"",
    ));
    position(&mut s, BoardNo::at(0), "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
    cmd(&mut s, BoardNo::at(0), Command::Start, 0);
    mv(&mut s, BoardNo::at(0), "N@d6", 1_000);
    assert!(matches!(
        s.apply(BoardNo::at(0), &Command::RemoveDrop, 2_000),
        Err(SessionError::Rejected(Rejection::Bughouse(
            crate::bughouse::BughouseError::NoCheckingDrop(1)
        )))
    ));
}

#[test]
fn a_promotion_hands_the_pawn_over_and_may_clear_a_piece() {
    // "Entregará el peón a su rival" and "Podrá eliminar del tablero la
    // pieza de su rival que considera oportuno, incluso una pieza que
    // estuviese haciendo previamente jaque, siempre y cuando la posición
    // final sea legal."
    let mut s = session();
    position(&mut s, BoardNo::at(0), "k2r4/4P3/8/8/8/8/8/4K3 w - - 0 1");
    cmd(&mut s, BoardNo::at(0), Command::Start, 0);
    cmd(
        &mut s,
        BoardNo::at(0),
        Command::HandOver {
            pawn: "e7e8".into(),
            clear: Some("d8".into()),
        },
        1_000,
    );
    let game = &s.matches()[0].game;
    let pos = game.position(MatchBoard::First);
    assert_eq!(pos.board().occupied().count(), 2, "only the kings are left");
    assert_eq!(*pos.pockets().unwrap().black.get(Role::Pawn), 1);
    assert_eq!(pos.turn(), Color::Black);
    assert_eq!(
        game.moves(MatchBoard::First).next().unwrap().deed,
        Deed::HandOver {
            cleared: Some("d8".into())
        }
    );
    // A promotion typed as a move is a hand-over clearing nothing.
    let mut s = session();
    position(&mut s, BoardNo::at(0), "k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
    cmd(&mut s, BoardNo::at(0), Command::Start, 0);
    mv(&mut s, BoardNo::at(0), "e8=Q", 1_000);
    let pos = s.matches()[0].game.position(MatchBoard::First);
    assert!(pos.board().piece_at("e8".parse().unwrap()).is_none());
    assert_eq!(*pos.pockets().unwrap().black.get(Role::Pawn), 1);
}

#[test]
fn where_the_event_promotes_as_in_chess_the_pawn_becomes_a_piece() {
    let mut s = session_with(("promotion = \"hand_over\"", "promotion = \"chess\""));
    position(&mut s, BoardNo::at(0), "k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
    cmd(&mut s, BoardNo::at(0), Command::Start, 0);
    assert!(
        s.apply(
            BoardNo::at(0),
            &Command::HandOver {
                pawn: "e7e8".into(),
                clear: None
            },
            500
        )
        .is_err()
    );
    mv(&mut s, BoardNo::at(0), "e8=Q", 1_000);
    let pos = s.matches()[0].game.position(MatchBoard::First);
    assert_eq!(
        pos.board().piece_at("e8".parse().unwrap()).map(|p| p.role),
        Some(Role::Queen)
    );
}

#[test]
fn a_flag_is_a_draw_only_when_the_opponents_cannot_mate_across_both_boards() {
    // "Un encuentro será considerado tablas … si la bandera de un equipo
    // cae cuando su adversario no tiene posibilidad de dar mate."
    let mut s = session();
    position(&mut s, BoardNo::at(0), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    cmd(&mut s, BoardNo::at(0), Command::Start, 0);
    // The table clock's flag, called by the arbiter: Black on board 1 has a
    // lone king and its partner (White on board 2) can take nothing yet.
    cmd(
        &mut s,
        BoardNo::at(0),
        Command::Flag { side: Color::White },
        5_000,
    );
    let o = s.matches()[0].game.outcome().unwrap();
    assert_eq!(o.result, GameResult::Draw);
    // The same flag once the partner can take a piece: a loss.
    let mut s = session();
    position(&mut s, BoardNo::at(0), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    cmd(&mut s, BoardNo::at(0), Command::Start, 0);
    for (b, m) in [(1, "e4"), (1, "d5")] {
        mv(&mut s, BoardNo::at(b), m, 1_000);
    }
    cmd(
        &mut s,
        BoardNo::at(0),
        Command::Flag { side: Color::White },
        5_000,
    );
    assert_eq!(s.matches()[0].game.outcome().unwrap().winner, Some(Pair::B));
}

#[test]
fn the_stage_clock_lets_the_first_flag_end_the_match() {
    let mut s = session();
    cmd(&mut s, BoardNo::at(0), Command::Start, 0);
    mv(&mut s, BoardNo::at(0), "e4", 10_000);
    assert_eq!(s.next_deadline_ms(10_000), Some(300_000), "board 2's White");
    let events = s.tick(300_000);
    assert!(
        events
            .iter()
            .any(|(b, e)| *b == BoardNo::at(0) && matches!(e, crate::game::Event::GameEnded(_)))
    );
    let o = s.matches()[0].game.outcome().unwrap();
    assert_eq!(
        o.end,
        MatchEnd::Flag {
            board: MatchBoard::Second,
            side: Color::White,
            drawn: false
        }
    );
    assert_eq!(o.winner, Some(Pair::A));
}

#[test]
fn the_journal_rebuilds_the_match_and_bpgn_records_both_boards() {
    let mut s = session();
    let script = [
        (0, Command::Start, 0),
        (0, Command::Move { text: "e4".into() }, 4_000),
        (1, Command::Move { text: "d4".into() }, 5_000),
        (0, Command::Move { text: "d5".into() }, 7_500),
        (
            0,
            Command::Move {
                text: "exd5".into(),
            },
            9_000,
        ),
        (1, Command::Move { text: "d5".into() }, 11_000),
        (
            0,
            Command::Move {
                text: "Qxd5".into(),
            },
            12_000,
        ),
        (1, Command::Move { text: "c4".into() }, 14_000),
        (
            1,
            Command::Move {
                text: "P@e4".into(),
            },
            20_000,
        ),
    ];
    let mut records = Vec::new();
    for (seq, (board, command, at)) in script.into_iter().enumerate() {
        cmd(&mut s, BoardNo::at(board), command.clone(), at);
        records.push(crate::journal::Record {
            seq: seq as u64 + 1,
            at_ms: at,
            entry: crate::journal::Entry::Board {
                board: BoardNo::at(board),
                command,
            },
        });
    }
    let again = Session::rebuild(s.config().clone(), &records).unwrap();
    assert_eq!(again.matches(), s.matches());
    let game = &s.matches()[0].game;
    // Pawns taken on board 1 went to the partners on board 2: Black there
    // (pair A) dropped White's pawn back.
    assert_eq!(
        *game
            .position(MatchBoard::Second)
            .pockets()
            .unwrap()
            .white
            .get(Role::Pawn),
        1
    );
    let info = crate::pgn::PgnEvent {
        event: "Bughouse",
        language: crate::language::Language::En,
        ..Default::default()
    };
    let bpgn = crate::bughouse::write_bpgn(game, &info);
    assert!(bpgn.contains("[WhiteA \"Marta Otero\"]"), "{bpgn}");
    assert!(bpgn.contains("[BlackB \"Iván Castro\"]"), "{bpgn}");
    assert!(
        bpgn.contains("1A. e4 {296.0} 1B. d4 {295.0} 1a. d5 {296.5} 2A. exd5 {294.5}"),
        "{bpgn}"
    );
    assert!(bpgn.contains("2b. P@e4 {288.0}"), "{bpgn}");
    let board2 = crate::bughouse::write_board_pgn(game, MatchBoard::Second, &info);
    assert!(board2.contains("[Variant \"Bughouse\"]"), "{board2}");
    assert!(
        board2.contains("2. c4 {[%clk 0:04:52]} P@e4\n{[%clk 0:04:48]} *"),
        "{board2}"
    );
}

#[test]
fn a_pawn_dropped_on_the_second_rank_may_advance_two() {
    // The seed is silent here ("En el turno de cada jugador éste podrá
    // elegir, si efectúa un movimiento sobre el tablero o si mete una
    // pieza"): a pawn on its own second rank moves as any such pawn, as
    // bughouse is played everywhere and as the issue asks.
    let mut s = session();
    position(&mut s, BoardNo::at(0), "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
    cmd(&mut s, BoardNo::at(0), Command::Start, 0);
    mv(&mut s, BoardNo::at(0), "P@d2", 1_000);
    mv(&mut s, BoardNo::at(0), "Kd7", 2_000);
    mv(&mut s, BoardNo::at(0), "d4", 3_000);
    assert!(
        s.matches()[0]
            .game
            .position(MatchBoard::First)
            .board()
            .piece_at("d4".parse().unwrap())
            .is_some()
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

    /// Random moves and drops on either board at random instants, through
    /// the session as the stage applies them: a move is accepted only when
    /// it was legal on its board, and no clock ever shows more than its
    /// five minutes or runs past zero without the match ending there.
    #[test]
    fn accepted_moves_are_legal_and_clocks_stay_within_their_time(
        choices in proptest::collection::vec((0usize..2, 0usize..1000, 0u64..4_000, proptest::bool::ANY), 1..200),
    ) {
        let mut s = session();
        cmd(&mut s, BoardNo::at(0), Command::Start, 0);
        let mut at = 0;
        for (board, pick, step, random_text) in choices {
            at += step;
            let on = MatchBoard::BOTH[board];
            let before = s.matches()[0].game.position(on).clone();
            let legal = before.legal_moves();
            let text = if random_text || legal.is_empty() {
                // Typed by hand: not always a legal move.
                ["e4", "N@f3", "Qxf7", "P@a8", "O-O", "Kd2"][pick % 6].to_owned()
            } else {
                legal[pick % legal.len()].to_uci(shakmaty::CastlingMode::Standard).to_string()
            };
            let accepted = s.apply(BoardNo::at(board), &Command::Move { text: text.clone() }, at).is_ok();
            let game = &s.matches()[0].game;
            if accepted {
                let last = game.moves(on).last().unwrap();
                // A hand-over is logged by the pawn's squares: some legal
                // promotion of that pawn.
                let played = legal.iter().any(|m| {
                    let uci = m.to_uci(shakmaty::CastlingMode::Standard).to_string();
                    uci == last.uci || (last.deed != Deed::Move && uci.starts_with(&last.uci))
                });
                proptest::prop_assert!(played, "{} was not legal", text);
            }
            for b in MatchBoard::BOTH {
                let left = game.clock(b).remaining_both_ms(at);
                proptest::prop_assert!(left.white <= 300_000 && left.black <= 300_000);
                if (left.white == 0 || left.black == 0) && game.outcome().is_none() {
                    proptest::prop_assert!(false, "a clock at zero without the match ending");
                }
            }
            let material = game.board_match().material();
            // 32 a colour on the two boards and in hand, until a hand-over
            // passes a pawn across (or clears a piece).
            if !game.record().iter().any(|m| matches!(m.deed, Deed::HandOver { .. })) {
                for c in Color::ALL {
                    proptest::prop_assert_eq!(material.get(c).iter().sum::<u32>(), 32);
                }
            }
            if game.outcome().is_some() {
                break;
            }
        }
    }
}

#[test]
fn a_swiss_round_of_bughouse_matches_is_staged_and_a_match_gives_its_pairing_the_result() {
    use crate::event::{EventCommand, PairingResult};
    let mut s = session();
    // Round 1 of three pairs: 3 against 1, 2 has the bye.
    for c in [
        EventCommand::Pair {
            round: 1,
            white: 3,
            black: 1,
        },
        EventCommand::Bye {
            round: 1,
            player: 2,
            kind: crate::pairing::results::Bye::Pairing,
            reason: None,
        },
        EventCommand::Stage { round: 1 },
    ] {
        s.apply_event(&c).unwrap_or_else(|e| panic!("{c:?}: {e}"));
    }
    assert_eq!(s.matches().len(), 1);
    assert_eq!(s.board_count(), 2);
    let game = &s.matches()[0].game;
    assert_eq!(game.pair_name(Pair::A), "Enroque Longo");
    assert_eq!(game.player(MatchBoard::First, Color::White), "Sofía Prieto");
    assert_eq!(game.player(MatchBoard::Second, Color::Black), "Tomás Rial");
    cmd(&mut s, BoardNo::at(0), Command::Start, 0);
    mv(&mut s, BoardNo::at(1), "e4", 1_000);
    cmd(
        &mut s,
        BoardNo::at(1),
        Command::Resign { side: Color::Black },
        2_000,
    );
    // Black on board 2 is pair A's: pair B (1) wins the pairing.
    assert_eq!(
        s.result_for_event(BoardNo::at(1)),
        Some(EventCommand::Result {
            round: 1,
            white: 3,
            black: 1,
            result: PairingResult::BlackWins,
        })
    );
}
