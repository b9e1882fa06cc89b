//! The unit tests of `bughouse`.

use super::*;

fn pocket(m: &BughouseMatch, board: MatchBoard, color: Color, role: Role) -> u8 {
    *m.board(board).pockets().unwrap().get(color).get(role)
}

fn play(m: &mut BughouseMatch, board: MatchBoard, moves: &[&str]) {
    for mv in moves {
        m.play(board, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
}

#[test]
fn a_capture_goes_to_the_partner_who_drops_it_on_an_empty_square() {
    // "En el turno de cada jugador éste podrá elegir, si efectúa un
    // movimiento sobre el tablero o si mete una pieza que su compañero
    // le ha pasado."
    let mut m = BughouseMatch::new();
    play(&mut m, MatchBoard::First, &["e4", "d5", "exd5"]);
    // White took a pawn on board 1: White's partner has Black on board
    // 2, and the pawn is there, not on board 1.
    assert_eq!(pocket(&m, MatchBoard::Second, Color::Black, Role::Pawn), 1);
    assert_eq!(pocket(&m, MatchBoard::First, Color::White, Role::Pawn), 0);
    play(&mut m, MatchBoard::Second, &["e4", "P@d5"]);
    assert_eq!(pocket(&m, MatchBoard::Second, Color::Black, Role::Pawn), 0);
    // "La nueva pieza colocada solo podrá colocarse sobre una casilla
    // vacía del tablero": nothing left to drop, and never on a piece.
    assert!(matches!(
        m.play(MatchBoard::Second, "P@d4"),
        Err(BughouseError::Illegal(..))
    ));
}

#[test]
fn pawns_never_drop_on_the_first_or_last_rank() {
    // "Los peones no podrán colocarse en ningún caso ni en la 1ª ni en
    // la última fila."
    let mut m = BughouseMatch::new();
    play(&mut m, MatchBoard::First, &["e4", "d5", "exd5"]);
    play(&mut m, MatchBoard::Second, &["Nf3"]);
    assert!(m.play(MatchBoard::Second, "P@a1").is_err());
    assert!(m.play(MatchBoard::Second, "P@h8").is_err());
    assert!(m.play(MatchBoard::Second, "P@e5").is_ok());
}

#[test]
fn a_captured_promoted_piece_goes_to_the_partner_as_a_pawn() {
    // A white pawn promoted to a queen on a1's file (marked ~); Black's
    // rook takes it.
    let mut m = BughouseMatch::from_fens([
        "r3k3/8/8/8/8/8/8/Q~3K3[] b - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
    ])
    .unwrap();
    m.play(MatchBoard::First, "Rxa1+").unwrap();
    // Black's partner has White on board 2: a pawn, not a queen.
    assert_eq!(pocket(&m, MatchBoard::Second, Color::White, Role::Queen), 0);
    assert_eq!(pocket(&m, MatchBoard::Second, Color::White, Role::Pawn), 1);
    // An ordinary queen taken goes as a queen.
    let mut m = BughouseMatch::from_fens([
        "r3k3/8/8/8/8/8/8/Q3K3[] b - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
    ])
    .unwrap();
    m.play(MatchBoard::First, "Rxa1+").unwrap();
    assert_eq!(pocket(&m, MatchBoard::Second, Color::White, Role::Queen), 1);
}

#[test]
fn a_check_a_drop_could_block_is_not_mate_and_a_mate_ends_the_match() {
    let mut m = BughouseMatch::new();
    // The fool's mate on board 1: the queen's check runs h4-g3-f2-e1,
    // both squares empty, so a piece dropped there would block it.
    play(&mut m, MatchBoard::First, &["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(m.end(), None, "a drop on g3 or f2 could still save White");
    // A knight's check cannot be blocked: smothered mate ends it.
    let mut m = BughouseMatch::new();
    play(
        &mut m,
        MatchBoard::First,
        &["e4", "e5", "Ne2", "Nc6", "Nbc3", "Nd4", "g3", "Nf3#"],
    );
    assert_eq!(
        m.end(),
        Some(MatchEnd::Checkmate {
            board: MatchBoard::First,
            loser: Color::White
        })
    );
    // "Cualquier circunstancia que finalice la partida en alguno de los
    // dos tableros ... finalizará inmediatamente el encuentro."
    assert_eq!(m.winner(), Some(Pair::B));
    assert_eq!(m.play(MatchBoard::Second, "e4"), Err(BughouseError::Over));
}

#[test]
fn a_stalemate_draws_only_with_nothing_to_drop_and_nothing_for_the_partner_to_take() {
    // "Para que un encuentro sea considerado tablas por rey ahogado deben
    // cumplirse todas estas circunstancias: 1º El jugador no podrá
    // realizar ninguna jugada legal 2º ... no tendrá en su poder ninguna
    // pieza que pueda introducir ... 3º Su compañero no tendrá ninguna
    // posibilidad de capturar piezas de su rival."
    let stalemated = "7k/5Q2/6K1/8/8/8/8/8[] b - - 0 1";
    let m = BughouseMatch::from_fens([stalemated, "4k3/8/8/8/8/8/8/4K3[] w - - 0 1"]).unwrap();
    assert_eq!(
        m.end(),
        Some(MatchEnd::Stalemate {
            board: MatchBoard::First
        })
    );
    assert_eq!(m.winner(), None, "drawn");
    // A piece in hand: the player can still drop it, no draw.
    let m = BughouseMatch::from_fens([
        "7k/5Q2/6K1/8/8/8/8/8[n] b - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
    ])
    .unwrap();
    assert_eq!(m.end(), None);
    // The partner (White on board 2) can take a pawn: no draw.
    let m = BughouseMatch::from_fens([stalemated, "4k3/8/8/8/8/8/p7/R3K3[] w - - 0 1"]).unwrap();
    assert_eq!(m.end(), None);
}

#[test]
fn four_clocks_and_the_first_flag_ends_the_match_unless_the_opponents_cannot_mate() {
    let mut m = BughouseMatch::new();
    m.start(0);
    m.play_at(MatchBoard::First, "e4", 2_000).unwrap();
    m.play_at(MatchBoard::Second, "d4", 3_000).unwrap();
    // Board 1: Black's time runs since 2 s; board 2: Black's since 3 s.
    assert_eq!(
        m.clock(MatchBoard::First)
            .remaining_ms(Color::White, 10_000),
        298_000
    );
    assert_eq!(
        m.clock(MatchBoard::First)
            .remaining_ms(Color::Black, 10_000),
        292_000
    );
    assert_eq!(
        m.clock(MatchBoard::Second)
            .remaining_ms(Color::White, 10_000),
        297_000
    );
    // Black on board 1 never moves: its flag falls at 302 s, first.
    m.tick(301_999);
    assert_eq!(m.end(), None);
    m.tick(400_000);
    assert_eq!(
        m.end(),
        Some(MatchEnd::Flag {
            board: MatchBoard::First,
            side: Color::Black,
            drawn: false
        })
    );
    assert_eq!(m.winner(), Some(Pair::A));
    // "si la bandera de un equipo cae cuando su adversario no tiene
    // posibilidad de dar mate": a bare king, nothing in hand, nothing
    // the partner can take to pass on.
    // White to move on board 1 lets its flag fall at 300 s.
    let white_flags = |board_1: &str| {
        let mut m = BughouseMatch::from_fens([board_1, "4k3/8/8/8/8/8/8/4K3[] b - - 0 1"]).unwrap();
        m.start(0);
        m.tick(300_000);
        m
    };
    let white_lost = Some(MatchEnd::Flag {
        board: MatchBoard::First,
        side: Color::White,
        drawn: false,
    });
    let m = white_flags("4k3/8/8/8/8/8/8/4K2r[] w - - 0 1");
    assert_eq!(m.end(), white_lost, "Black has a rook: it could mate");
    // Black there has a bare king, nothing in hand, and its partner
    // (White on board 2) nothing to take: drawn.
    let m = white_flags("4k3/8/8/8/8/8/8/4K2R[] w - - 0 1");
    assert_eq!(
        m.end(),
        Some(MatchEnd::Flag {
            board: MatchBoard::First,
            side: Color::White,
            drawn: true
        })
    );
    assert_eq!(m.winner(), None);
    // "Si ambas partidas finalizan simultáneamente con la victoria de
    // uno de los equipos en cada tablero, la partida será considerada
    // tablas": both White flags at 300 s, one loss for each pair.
    let mut m = BughouseMatch::new();
    m.start(0);
    m.tick(300_000);
    assert_eq!(m.end(), Some(MatchEnd::Simultaneous));
    assert_eq!(m.winner(), None);
}

#[test]
fn a_piece_dropped_with_check_stands_but_the_opponent_may_take_it_off() {
    // "Las nuevas piezas colocadas no podrán colocarse de manera que
    // realicen jaque sobre su rival. (En todo caso esto no se considera
    // como jugada ilegal). Si la nueva pieza colocada realizase jaque,
    // el movimiento se considerará realizado, pero el rival podrá
    // retirarla del tablero y luego efectuar su propia jugada."
    let mut m = BughouseMatch::from_fens([
        "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
    ])
    .unwrap();
    assert_eq!(
        m.remove_checking_drop(MatchBoard::First),
        Err(BughouseError::NoCheckingDrop(1))
    );
    m.play(MatchBoard::First, "N@d6").unwrap();
    assert!(m.board(MatchBoard::First).is_check(), "the drop stands");
    m.remove_checking_drop(MatchBoard::First).unwrap();
    assert!(!m.board(MatchBoard::First).is_check());
    assert_eq!(
        m.board(MatchBoard::First).turn(),
        Color::Black,
        "then Black moves"
    );
    // The knight went on, like a capture, to Black's partner (White on
    // board 2): no piece leaves the match.
    assert_eq!(
        pocket(&m, MatchBoard::Second, Color::White, Role::Knight),
        1
    );
    // Only once, and only right after the drop.
    assert!(m.remove_checking_drop(MatchBoard::First).is_err());
    // A smothered mate given by a dropped knight is not mate: the
    // knight may be taken off. The same mate by a knight that moved
    // there ends the match.
    let mut m = BughouseMatch::from_fens([
        "6rk/6pp/8/8/8/8/8/4K3[N] w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
    ])
    .unwrap();
    m.play(MatchBoard::First, "N@f7").unwrap();
    assert!(
        m.board(MatchBoard::First).legal_moves().is_empty(),
        "no move answers it"
    );
    assert_eq!(m.end(), None, "the knight may be taken off");
    m.remove_checking_drop(MatchBoard::First).unwrap();
    assert_eq!(m.end(), None);
    let mut m = BughouseMatch::from_fens([
        "6rk/6pp/8/6N1/8/8/8/4K3[] w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
    ])
    .unwrap();
    m.play(MatchBoard::First, "Nf7#").unwrap();
    assert!(matches!(
        m.end(),
        Some(MatchEnd::Checkmate {
            board: MatchBoard::First,
            ..
        })
    ));
}

#[test]
fn a_promotion_hands_the_pawn_to_the_opponent_and_may_clear_a_piece() {
    // "Cuando un movimiento en el tablero lleve a un peón a la última
    // fila, el jugador que promociona su peón actuará de la siguiente
    // manera: 1º.- Entregará el peón a su rival 2º.- Podrá eliminar del
    // tablero la pieza de su rival que considera oportuno, incluso una
    // pieza que estuviese haciendo previamente jaque, siempre y cuando
    // la posición final sea legal."
    let fens = [
        "4k3/P7/8/8/8/8/8/r3K3[] w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
    ];
    // White is in check from a1's rook: clearing it makes the
    // promotion legal.
    let mut m = BughouseMatch::from_fens(fens).unwrap();
    let a1 = shakmaty::Square::A1;
    m.promote_by_house_rule(MatchBoard::First, "a7a8", Some(a1))
        .unwrap();
    assert_eq!(
        m.board(MatchBoard::First)
            .board()
            .piece_at(shakmaty::Square::A8),
        None,
        "no new piece"
    );
    assert_eq!(
        m.board(MatchBoard::First).board().piece_at(a1),
        None,
        "the rook cleared"
    );
    assert_eq!(
        pocket(&m, MatchBoard::First, Color::Black, Role::Pawn),
        1,
        "the pawn to the opponent"
    );
    assert_eq!(m.board(MatchBoard::First).turn(), Color::Black);
    // Not clearing it would leave White's own king in check: refused,
    // and nothing changes.
    let mut m = BughouseMatch::from_fens(fens).unwrap();
    let before = m.clone();
    assert!(matches!(
        m.promote_by_house_rule(MatchBoard::First, "a7a8", None),
        Err(BughouseError::Promotion(1, _))
    ));
    assert_eq!(m, before);
    // The king is never cleared; a pawn that is not promoting is refused.
    assert!(
        m.promote_by_house_rule(MatchBoard::First, "a7a8", Some(shakmaty::Square::E8))
            .is_err()
    );
    assert!(
        m.promote_by_house_rule(MatchBoard::First, "e1e2", Some(a1))
            .is_err()
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Random legal moves and drops on either board: every piece of
    /// the match stays somewhere (32 + 32, promoted pieces as pawns),
    /// and nothing is played after the end.
    #[test]
    fn pieces_are_conserved_across_both_boards(
        choices in proptest::collection::vec((0usize..2, 0usize..1000), 1..300),
    ) {
        let mut m = BughouseMatch::new();
        for (board, pick) in choices {
            let board = MatchBoard::BOTH[board];
            if m.end().is_some() {
                proptest::prop_assert_eq!(m.play(board, "e4"), Err(BughouseError::Over));
                break;
            }
            let legal = m.board(board).legal_moves();
            if legal.is_empty() {
                continue;
            }
            let mv = legal[pick % legal.len()];
            m.play_move(board, &mv);
            let total = m.material();
            for color in Color::ALL {
                let c = total.get(color);
                proptest::prop_assert_eq!(
                    (c.pawn, c.knight, c.bishop, c.rook, c.queen, c.king),
                    (16, 4, 4, 4, 2, 2)
                );
            }
        }
    }
}

#[test]
fn a_match_board_has_a_partner_a_letter_and_a_number() {
    use MatchBoard::{First, Second};
    assert_eq!((First.other(), Second.other()), (Second, First));
    assert_eq!((First.letter(), Second.letter()), ("A", "B"));
    assert_eq!((First.number(), Second.number()), (1, 2));
    // Session boards 2k and 2k + 1 are match k's first and second.
    for k in 0..3 {
        for b in MatchBoard::BOTH {
            let board = crate::session::session_board(k, b);
            assert_eq!(crate::session::in_match(board), (k, b));
        }
    }
}
