//! Unit tests of `next_round`: school zonal tests.

use super::*;
use crate::event::parse;
use crate::ids::BoardNo;
use crate::session::Session;

fn session(config: &str) -> Session {
    Session::new(crate::testing::load(
        &crate::testing::root().join("tests/configs").join(config),
    ))
}

fn apply(s: &mut Session, text: &str) {
    s.apply_event(&parse(text).unwrap())
        .unwrap_or_else(|e| panic!("{text}: {e:?}"));
}

/// Plays round `round`'s match `first` v `second` board by board, each
/// board's result seen from the first-named team ('W' won, 'D' drew,
/// 'L' lost); the first team has White on boards 1 and 3.
fn team_match(s: &mut Session, round: u32, first: u32, second: u32, boards: &str) {
    for (i, r) in boards.chars().enumerate() {
        let white_first = i % 2 == 0;
        let result = match (r, white_first) {
            ('D', _) => "1/2",
            ('W', true) | ('L', false) => "1-0",
            _ => "0-1",
        };
        apply(
            s,
            &format!("board {round} {first} {second} {} {result}", i + 1),
        );
    }
}

/// Pairs the next round with `event next`'s commands and returns them.
fn next(s: &mut Session) -> (u32, Vec<EventCommand>) {
    let (round, commands) = scheduled(s.config(), s.event()).unwrap();
    for c in &commands {
        s.apply_event(c).unwrap();
    }
    (round, commands)
}

/// The group leagues of eight teams, every match won by the lower
/// start number on all four boards, except `weaker` (first-named,
/// match) where a board is drawn.
fn groups_played(s: &mut Session, draw_one_board_of: Option<u32>) {
    for _ in 0..3 {
        let (round, commands) = next(s);
        for c in commands {
            if let EventCommand::Pair { white, black, .. } = c {
                let boards = if white < black { "WWWW" } else { "LLLL" };
                let boards = if draw_one_board_of.is_some_and(|t| t == white.min(black)) {
                    &boards.replacen(['W', 'L'], "D", 1)
                } else {
                    boards
                };
                team_match(s, round, white, black, boards);
            }
        }
    }
}

#[test]
fn seven_to_twelve_teams_play_two_group_leagues_then_their_winners_home_and_away() {
    // Seed 001 §6: "7 a 12 equipos participantes: LIGA de dos GRUPOS y
    // los dos equipos campeones juegan dos partidas (ida y vuelta),
    // para sacar un solo equipo Campeón."
    let mut s = session("school-zonal-eight.toml");
    assert_eq!(s.config().tournament.rounds, 3, "two groups of four");
    assert_eq!(s.config().total_rounds(), 5, "then the two matches");
    groups_played(&mut s, None);
    // A table per group: 1 and 2 each first of their own.
    let table = league_table(s.config(), s.event());
    assert_eq!(table.columns[0], "GR");
    let places: Vec<(&str, usize, u32)> = table
        .rows
        .iter()
        .map(|r| (r.values[0].as_str(), r.rank, r.start_no))
        .collect();
    assert_eq!(
        places,
        [
            ("A", 1, 1),
            ("A", 2, 3),
            ("A", 3, 5),
            ("A", 4, 7),
            ("B", 1, 2),
            ("B", 2, 4),
            ("B", 3, 6),
            ("B", 4, 8)
        ]
    );
    // The winners' two matches, colours the other way round.
    let (round, first) = next(&mut s);
    assert_eq!(round, 4);
    assert_eq!(
        first.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        ["pair 4 1 2"]
    );
    assert_eq!(s.config().tie_label("F1"), "Final, ida");
    team_match(&mut s, 4, 1, 2, "DDDD");
    let (round, second) = next(&mut s);
    assert_eq!(
        (
            round,
            second.iter().map(|c| c.to_string()).collect::<Vec<_>>()
        ),
        (5, vec!["pair 5 2 1".to_owned()])
    );
    assert_eq!(group_winners_champion(s.config(), s.event()), None);
    // Team 2 wins a board of the second match: champion on the two
    // matches' game points.
    let mut won = s.clone();
    team_match(&mut won, 5, 2, 1, "WDDD");
    assert_eq!(group_winners_champion(won.config(), won.event()), Some(2));
    let bracket = crate::tournament::bracket::bracket(won.config(), won.event());
    assert_eq!(bracket[1][0].slots[0].won, Some(true), "2 wins the tie");
    // Level over both: seed 001 §9, "se proclamará campeón el que más
    // puntos lleve acumulados ... Si persistiera el empate: Mach de
    // tres partidas".
    team_match(&mut s, 5, 2, 1, "DDDD");
    assert_eq!(group_winners_champion(s.config(), s.event()), None);
    // The play-off is a team encounter on the four boards: a whole
    // result is refused; 1 (Black on board 1 of this one) wins a board.
    assert!(s.apply_event(&parse("playoff 2 1 0-1").unwrap()).is_err());
    apply(&mut s, "playoff 2 1");
    // On the stage: the four boards, team 2 White on boards 1 and 3.
    assert_eq!(s.boards().len(), 4);
    let white = |s: &Session, b: usize| s.setup(BoardNo::at(b)).map(|x| (x.board, x.white));
    assert_eq!(white(&s, 0).map(|w| w.0.number()), Some(1));
    assert_eq!(white(&s, 3).map(|w| w.0.number()), Some(4));
    // Board 1's game ends with White resigning: the encounter's board
    // 1 goes to team 1, as the stage feeds it.
    s.apply(BoardNo::at(0), &crate::game::Command::Start, 1_000)
        .unwrap();
    s.apply(
        BoardNo::at(0),
        &crate::game::Command::Resign {
            side: shakmaty::Color::White,
        },
        2_000,
    )
    .unwrap();
    let fed = s.results_for_event(BoardNo::at(0));
    assert_eq!(
        fed.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        ["playoff 2 1 1 0-1"]
    );
    for c in &fed {
        s.apply_event(c).unwrap();
    }
    for (board, result) in [(2, "1/2"), (3, "1/2")] {
        apply(&mut s, &format!("playoff 2 1 {board} {result}"));
    }
    assert_eq!(
        group_winners_champion(s.config(), s.event()),
        None,
        "a board to play"
    );
    apply(&mut s, "playoff 2 1 4 1/2");
    // Seed 001 §9: "Si persistiera el empate: Mach de tres partidas a 5
    // minutos por participante". Team 1 won the first encounter of three:
    // no champion yet.
    assert_eq!(
        group_winners_champion(s.config(), s.event()),
        None,
        "one encounter of three"
    );
    // Team 2 wins the second and the third (White on board 1 wins 1 and 3,
    // Black 2 and 4: team 2 takes all four boards).
    for _ in 0..2 {
        apply(&mut s, "playoff 2 1");
        assert_eq!(group_winners_champion(s.config(), s.event()), None);
        for board in 1..=4 {
            let result = if board % 2 == 1 { "1-0" } else { "0-1" };
            apply(&mut s, &format!("playoff 2 1 {board} {result}"));
        }
    }
    assert_eq!(group_winners_champion(s.config(), s.event()), Some(2));
    let mut acc = session("school-zonal-eight.toml");
    groups_played(&mut acc, Some(1));
    next(&mut acc);
    team_match(&mut acc, 4, 1, 2, "DDDD");
    next(&mut acc);
    team_match(&mut acc, 5, 2, 1, "DDDD");
    assert_eq!(
        group_winners_champion(acc.config(), acc.event()),
        Some(2),
        "1 drew a board in its group: 2 has more accumulated"
    );
}

#[test]
fn more_than_twelve_teams_are_a_swiss_by_teams_paired_on_match_points() {
    // Seed 001 §6: "Si hubiera MÁS de 12 equipos : Sistema suizo por
    // equipos, del que sale el Campeón."
    let mut s = session("school-zonal-thirteen.toml");
    assert!(s.config().tournament.team_swiss);
    assert_eq!(s.config().tournament.rounds, 5);
    let (round, r1) = next(&mut s);
    assert_eq!(round, 1);
    let pairs: Vec<String> = r1.iter().map(|c| c.to_string()).collect();
    // Round 1: top half against bottom half, colours alternating by
    // board, the last team's bye a win's match points.
    assert_eq!(
        pairs,
        [
            "pair 1 1 7",
            "pair 1 8 2",
            "pair 1 3 9",
            "pair 1 10 4",
            "pair 1 5 11",
            "pair 1 12 6",
            "bye 1 13 pairing"
        ]
    );
    // The lower start number wins every match 3½-½ except 3 v 9, won
    // 4-0: 3 leads the winners on game points.
    for c in &r1 {
        if let EventCommand::Pair { white, black, .. } = *c {
            let first_wins = white < black;
            let boards = match (first_wins, white == 3) {
                (true, true) => "WWWW",
                (true, false) => "WWWD",
                (false, _) => "LLLD",
            };
            team_match(&mut s, 1, white, black, boards);
        }
    }
    let table = event_table_of(&s);
    assert_eq!(table.columns, ["GP"]);
    assert_eq!(
        (
            table.rows[0].start_no,
            table.rows[0].points.as_str(),
            table.rows[0].values[0].as_str()
        ),
        (3, "2", "40"),
        "match points first, then game points"
    );
    let bye = table.rows.iter().find(|r| r.start_no == 13).unwrap();
    assert_eq!((bye.points.as_str(), bye.values[0].as_str()), ("2", "20"));
    // Round 2: the winners (and the bye) in one score group, paired
    // among themselves; no rematch.
    let (round, r2) = next(&mut s);
    assert_eq!(round, 2);
    // Seven teams on 2 match points: one floats down, every other
    // winner meets a winner.
    let winners = [1, 2, 3, 4, 5, 6, 13];
    let mixed = r2
        .iter()
        .filter(|c| matches!(**c, EventCommand::Pair { white, black, .. } if winners.contains(&white) != winners.contains(&black)))
        .count();
    assert_eq!(mixed, 1, "{r2:?}");
    for c in &r2 {
        if let EventCommand::Pair { white, black, .. } = *c {
            assert!(
                !r1.iter().any(|p| matches!(*p, EventCommand::Pair { white: w, black: b, .. } if [w, b] == [white, black] || [w, b] == [black, white])),
                "{white}-{black} met in round 1"
            );
        }
    }
    // 3, top on game points among the winners, is the score group's
    // first: it meets the first of the second half (C.04.3 S1 v S2).
    assert!(r2.iter().any(
        |c| matches!(*c, EventCommand::Pair { white, black, .. } if white == 3 || black == 3)
    ),);
}

fn event_table_of(s: &Session) -> crate::tournament::table::Table {
    crate::tournament::table::event_table(
        s.config(),
        s.event(),
        crate::pairing::tiebreak::Rules::Fide2026,
        None,
        &mut |_| 0,
    )
}
