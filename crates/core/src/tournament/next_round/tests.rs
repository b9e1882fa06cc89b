//! Unit tests of `next_round`: tests.

use super::*;
use crate::event::PairingResult;
use crate::game::Command;
use crate::ids::BoardNo;
use crate::session::{Session, SessionError};

fn league() -> Session {
    let path = crate::testing::root().join("tests/configs/league-six.toml");
    Session::new(crate::testing::load(&path))
}

/// White wins each of round `round`'s `pairs`.
fn white_wins(s: &mut Session, round: u32, pairs: &[(u32, u32)]) {
    for &(white, black) in pairs {
        s.apply_event(&EventCommand::Result {
            round,
            white,
            black,
            result: PairingResult::WhiteWins,
        })
        .unwrap();
    }
}

/// Every pairing of round `round` given the result `result` says for it.
pub(super) fn results(
    s: &mut Session,
    round: u32,
    result: impl Fn(&crate::event::RoundPairing) -> PairingResult,
) {
    for p in s.event().round_pairings(round).0 {
        s.apply_event(&EventCommand::Result {
            round,
            white: p.white,
            black: p.black,
            result: result(&p),
        })
        .unwrap();
    }
}

pub(super) fn apply_all(s: &mut Session, commands: &[EventCommand]) {
    for c in commands {
        s.apply_event(c).unwrap_or_else(|e| panic!("{c}: {e}"));
    }
}

#[test]
fn a_league_is_paired_round_by_round_from_the_berger_tables() {
    let mut s = league();
    assert_eq!(s.config().tournament.rounds, 5, "six teams: five rounds");
    let (round, commands) = scheduled(s.config(), s.event()).unwrap();
    assert_eq!(round, 1);
    // Berger round 1 for six: 1-6, 2-5, 3-4.
    let pairs: Vec<String> = commands.iter().map(|c| c.to_string()).collect();
    assert_eq!(pairs, ["pair 1 1 6", "pair 1 2 5", "pair 1 3 4"]);
    apply_all(&mut s, &commands);
    // Not before round 1 has every result.
    assert_eq!(
        scheduled(s.config(), s.event()),
        Err(NextRoundError::Unfinished(1, 3))
    );
    for (w, b) in [(1, 6), (2, 5), (3, 4)] {
        s.apply_event(&EventCommand::Result {
            round: 1,
            white: w,
            black: b,
            result: PairingResult::Draw,
        })
        .unwrap();
    }
    let (round, commands) = scheduled(s.config(), s.event()).unwrap();
    assert_eq!(round, 2);
    let pairs: Vec<String> = commands.iter().map(|c| c.to_string()).collect();
    assert_eq!(pairs, ["pair 2 6 4", "pair 2 5 3", "pair 2 1 2"]);
}

/// Seed 000: "El color de las piezas se sorteará al principio de la
/// partida." and "En el caso de empate, se resolverá por el resultado
/// del enfrentamiento directo entre los 2 equipos. Si hubiera sido de
/// tablas, se resolverá a favor del que jugó con piezas negras.": a lot
/// that gives the paired White team Black at the board makes it the team
/// that had Black, in the result, the tie-break and every table.
#[test]
fn a_drawn_direct_game_goes_to_the_team_that_had_black_after_the_lot() {
    for swapped in [false, true] {
        let mut s = league();
        let (_, commands) = scheduled(s.config(), s.event()).unwrap();
        apply_all(&mut s, &commands);
        s.apply_event(&EventCommand::Stage { round: 1 }).unwrap();
        // Board 3: team 3 paired with White against team 4; the lot.
        s.apply(
            BoardNo::at(2),
            &Command::AssignColours {
                first_white: !swapped,
            },
            0,
        )
        .unwrap();
        s.apply(BoardNo::at(2), &Command::Start, 1_000).unwrap();
        s.apply(BoardNo::at(2), &Command::AgreeDraw, 2_000).unwrap();
        let said: Vec<String> = s
            .results_for_event(BoardNo::at(2))
            .iter()
            .map(|c| c.to_string())
            .collect();
        if swapped {
            assert_eq!(said, ["colours 1 4 3", "result 1 4 3 1/2"]);
        } else {
            assert_eq!(said, ["result 1 3 4 1/2"]);
        }
        for c in s.results_for_event(BoardNo::at(2)) {
            s.apply_event(&c).unwrap();
        }
        white_wins(&mut s, 1, &[(1, 6), (2, 5)]);
        // 3 and 4 are level on two points: the drawn direct game goes
        // to the one that had Black at the board.
        let table = league_table(s.config(), s.event());
        let order: Vec<u32> = table.rows.iter().map(|r| r.start_no).collect();
        let black = if swapped { 3 } else { 4 };
        let white = 7 - black;
        let at = |n: u32| order.iter().position(|&p| p == n).unwrap();
        assert!(at(black) < at(white), "swapped {swapped}: {order:?}");
        // The round's pairing reads the colours played.
        let (pairings, _) = s.event().round_pairings(1);
        assert!(
            pairings
                .iter()
                .any(|p| (p.white, p.black) == (white, black)),
            "{pairings:?}"
        );
    }
}

#[test]
fn a_staged_round_becomes_the_stage_boards_and_waits_for_games_in_play() {
    let mut s = league();
    let (_, commands) = scheduled(s.config(), s.event()).unwrap();
    apply_all(&mut s, &commands);
    s.apply_event(&EventCommand::Stage { round: 1 }).unwrap();
    let names: Vec<(String, String, String)> = s
        .boards()
        .iter()
        .map(|b| {
            (
                b.label.clone(),
                b.game.contender(shakmaty::Color::White).name.clone(),
                b.game.contender(shakmaty::Color::Black).name.clone(),
            )
        })
        .collect();
    assert_eq!(
        names,
        [
            (
                "1".into(),
                "Os Cabalos Tolos".into(),
                "Os Reis do Enroque".into()
            ),
            (
                "2".into(),
                "Os Alfiles Rápidos".into(),
                "As Torres de Hércules".into()
            ),
            (
                "3".into(),
                "As Raíñas do Xadrez".into(),
                "Os Peóns Valentes".into()
            ),
        ]
    );
    // Each board rotates its own team's children.
    assert!(
        s.boards()[1]
            .game
            .contender(shakmaty::Color::White)
            .rotation
            .is_some()
    );
    // A game on the stage ends and its result reaches the event.
    s.apply(BoardNo::at(2), &Command::Start, 1_000).unwrap();
    s.apply(
        BoardNo::at(2),
        &Command::Resign {
            side: shakmaty::Color::White,
        },
        2_000,
    )
    .unwrap();
    let result = s
        .result_for_event(BoardNo::at(2))
        .expect("the pairing waits for it");
    assert_eq!(result.to_string(), "result 1 3 4 0-1");
    s.apply_event(&result).unwrap();
    // Board 1 is being played: round 2 cannot take the stage yet.
    s.apply(BoardNo::at(0), &Command::Start, 3_000).unwrap();
    white_wins(&mut s, 1, &[(1, 6), (2, 5)]);
    let (_, next) = scheduled(s.config(), s.event()).unwrap();
    apply_all(&mut s, &next);
    assert_eq!(
        s.apply_event(&EventCommand::Stage { round: 2 }),
        Err(SessionError::GamesInProgress(vec![BoardNo::at(0)]))
    );
    s.apply(
        BoardNo::at(0),
        &Command::Resign {
            side: shakmaty::Color::White,
        },
        4_000,
    )
    .unwrap();
    s.apply_event(&EventCommand::Stage { round: 2 }).unwrap();
    assert_eq!(s.event().staged_round(), 2);
    assert_eq!(
        s.boards()[2].game.contender(shakmaty::Color::White).name,
        "Os Cabalos Tolos"
    );
    assert!(s.boards().iter().all(|b| b.game.moves().is_empty()));
    // A round with no pairing yet cannot take the stage.
    assert!(s.apply_event(&EventCommand::Stage { round: 3 }).is_err());
}

#[test]
fn a_swiss_initial_colour_left_to_lot_is_drawn_once_and_read_back_from_round_one() {
    let path = crate::testing::root().join("tests/configs/rapid-standings.toml");
    let mut config = crate::testing::load(&path);
    config.tournament.initial_colour = None;
    let mut s = Session::new(config);
    let (_, round1) = scheduled_with(s.config(), s.event(), shakmaty::Color::Black).unwrap();
    assert_eq!(
        round1[0].to_string(),
        "pair 1 7 1",
        "the lot gave Black to board 1's top"
    );
    for c in &round1 {
        s.apply_event(c).unwrap();
    }
    for (i, p) in s.event().round_pairings(1).0.iter().enumerate() {
        let r = PairingResult::parse(["1-0", "0-1", "1/2"][i % 3]).unwrap();
        s.apply_event(&EventCommand::Result {
            round: 1,
            white: p.white,
            black: p.black,
            result: r,
        })
        .unwrap();
    }
    // Round 2 reads the initial colour from round 1, whatever a new lot
    // would say.
    assert_eq!(initial_colour(s.event()), Some(shakmaty::Color::Black));
    let a = scheduled_with(s.config(), s.event(), shakmaty::Color::White).unwrap();
    let b = scheduled_with(s.config(), s.event(), shakmaty::Color::Black).unwrap();
    assert_eq!(a, b);
}

/// Seed 004 §5: "Si un jugador pidiese ser desactivado en alguna ronda,
/// podrá ser concedido bajo criterio arbitral": a bye asked for in
/// advance leaves that round to be paired, with the player left out
/// (it once paired the round after instead).
#[test]
fn a_bye_asked_for_in_advance_leaves_its_round_to_be_paired_without_the_player() {
    let path = crate::testing::root().join("tests/configs/rapid-standings.toml");
    let mut s = Session::new(crate::testing::load(&path));
    let (_, round1) = scheduled(s.config(), s.event()).unwrap();
    apply_all(&mut s, &round1);
    results(&mut s, 1, |_| PairingResult::Draw);
    // Player 5 asks for a half-point bye in round 2, and player 8 for
    // round 3, before round 2 is paired.
    for (round, player, kind) in [(2, 5, Bye::Half), (3, 8, Bye::Zero)] {
        s.apply_event(&EventCommand::Bye {
            round,
            player,
            kind,
            reason: (kind == Bye::Half).then(|| "arbiter's decision".to_owned()),
        })
        .unwrap();
    }
    let (round, pairs) = scheduled(s.config(), s.event()).unwrap();
    assert_eq!(round, 2, "{pairs:?}");
    let paired: Vec<u32> = pairs
        .iter()
        .flat_map(|c| match *c {
            EventCommand::Pair { white, black, .. } => vec![white, black],
            _ => vec![],
        })
        .collect();
    assert!(!paired.contains(&5), "{pairs:?}");
    assert!(paired.contains(&8), "{pairs:?}");
    assert_eq!(paired.len(), 10, "eleven players: ten paired, one bye");
    apply_all(&mut s, &pairs);
    results(&mut s, 2, |_| PairingResult::WhiteWins);
    let (round, pairs) = scheduled(s.config(), s.event()).unwrap();
    assert_eq!(round, 3);
    assert!(!pairs.iter().any(|c| matches!(
        *c,
        EventCommand::Pair { white: 8, .. } | EventCommand::Pair { black: 8, .. }
    )));
}

/// Seed 004 §8: "En caso de incomparecencia a la primera ronda, el
/// jugador deberá notificar al equipo arbitral su presencia antes de la
/// conclusión de la primera ronda para ser emparejado en la segunda. En
/// caso contrario será descalificado del torneo. Igualmente, la
/// incomparecencia de algún jugador se computará como derrota y no
/// volverá a ser emparejado en lo sucesivo si no lo reclama al árbitro,
/// en su segunda incomparecencia será descalificado de la competición."
#[test]
fn no_shows_are_left_out_until_they_ask_and_out_for_good_at_the_second() {
    use crate::pairing::absence::Status;
    let path = crate::testing::root().join("tests/configs/rapid-standings.toml");
    let mut s = Session::new(crate::testing::load(&path));
    // Paired, or given the pairing's bye.
    let paired_in = |s: &Session, round: u32| -> Vec<u32> {
        let (pairings, byes) = s.event().round_pairings(round);
        pairings
            .iter()
            .flat_map(|p| [p.white, p.black])
            .chain(byes.iter().filter(|b| b.1 == Bye::Pairing).map(|&(p, _)| p))
            .collect()
    };
    // Every game drawn but the forfeits given: `absent` lose theirs.
    let play = |s: &mut Session, absent: &[u32]| {
        let (round, pairs) = scheduled(s.config(), s.event()).unwrap();
        apply_all(s, &pairs);
        results(s, round, |p| {
            if absent.contains(&p.black) {
                PairingResult::WhiteByForfeit
            } else if absent.contains(&p.white) {
                PairingResult::BlackByForfeit
            } else {
                PairingResult::Draw
            }
        });
        round
    };
    // Round 1: 7 and 9 do not come (both Black); 9 tells the arbiters
    // before the round ends, 7 does not.
    assert_eq!(play(&mut s, &[7, 9]), 1);
    apply_all(&mut s, &[EventCommand::Return { player: 9 }]);
    assert_eq!(s.event().presence_status(7, 2), Status::Disqualified);
    assert_eq!(s.event().presence_status(9, 2), Status::Active);
    // Round 2: 7 left out for good, 9 paired; 3 does not come.
    assert_eq!(play(&mut s, &[3]), 2);
    let two = paired_in(&s, 2);
    assert!(!two.contains(&7) && two.contains(&9), "{two:?}");
    // Round 3: 3 is not paired; it asks the arbiter during round 3.
    assert_eq!(s.event().presence_status(3, 3), Status::Inactive);
    assert_eq!(play(&mut s, &[]), 3);
    assert!(!paired_in(&s, 3).contains(&3));
    apply_all(&mut s, &[EventCommand::Return { player: 3 }]);
    // Round 4: back, and a second no-show.
    assert_eq!(play(&mut s, &[3]), 4);
    assert!(paired_in(&s, 4).contains(&3));
    // Round 5: out for good, even if it asks.
    apply_all(&mut s, &[EventCommand::Return { player: 3 }]);
    assert_eq!(s.event().presence_status(3, 5), Status::Disqualified);
    assert_eq!(play(&mut s, &[]), 5);
    let five = paired_in(&s, 5);
    assert!(!five.contains(&3) && !five.contains(&7), "{five:?}");
}

#[test]
fn a_swiss_round_loads_from_a_pairing_programs_report_file() {
    let path = crate::testing::root().join("tests/configs/rapid-standings.toml");
    let mut s = Session::new(crate::testing::load(&path));
    // The product pairs it itself by the Dutch system (round 1: the top
    // half against the bottom half, colours alternating from White)...
    let (round, dutch) = scheduled(s.config(), s.event()).unwrap();
    assert_eq!(round, 1);
    let lines: Vec<String> = dutch.iter().map(|c| c.to_string()).collect();
    assert_eq!(
        lines,
        [
            "pair 1 1 7",
            "pair 1 8 2",
            "pair 1 3 9",
            "pair 1 10 4",
            "pair 1 5 11",
            "pair 1 12 6"
        ]
    );
    // ... or takes a pairing program's file.
    let names = s.event().names().to_vec();
    // Round 1 as a pairing program writes it: 1-7, 8-2, ... with no
    // result yet, 12 absent (not paired).
    let mut text = String::from("012 Circuito\n");
    let top = [(1, 7), (8, 2), (3, 9), (10, 4), (5, 11)];
    for n in 1..=12u32 {
        let block = top
            .iter()
            .find_map(|&(w, b)| {
                (w == n)
                    .then(|| format!("{b:>4} w  "))
                    .or_else(|| (b == n).then(|| format!("{w:>4} b  ")))
            })
            .unwrap_or_else(|| {
                if n == 6 {
                    "0000 - U".into()
                } else {
                    "0000 - Z".into()
                }
            });
        let name = &names[n as usize - 1];
        text.push_str(&format!(
            "001 {n:>4}      {name:<33} {:>4}                            {:>4}       {block}\n",
            "", "0.0"
        ));
    }
    let (round, commands) = from_trf(s.event(), &text).unwrap();
    assert_eq!(round, 1);
    let lines: Vec<String> = commands.iter().map(|c| c.to_string()).collect();
    assert_eq!(
        lines,
        [
            "pair 1 1 7",
            "pair 1 8 2",
            "pair 1 3 9",
            "pair 1 10 4",
            "pair 1 5 11",
            "bye 1 6 pairing",
            "bye 1 12 zero"
        ]
    );
    apply_all(&mut s, &commands);
    s.apply_event(&EventCommand::Stage { round: 1 }).unwrap();
    assert_eq!(s.boards().len(), 5);
    // Another event's file is refused and says which player differs.
    let other = text.replace(&names[2], "Outra Xogadora, X");
    let mut fresh = Session::new(crate::testing::load(&path));
    let e = from_trf(fresh.event(), &other).unwrap_err();
    assert!(
        e.text(Language::Es).contains("jugador 3"),
        "{}",
        e.text(Language::Es)
    );
    assert!(
        fresh
            .apply_event(&EventCommand::Stage { round: 1 })
            .is_err()
    );
}

/// Seed 004 §5: "Si un jugador pidiese ser desactivado en alguna ronda,
/// podrá ser concedido bajo criterio arbitral con una puntuación de 0 en
/// dicha ronda." A bye entered for a round still far ahead changes neither
/// the standings nor the report file; one for the next round is written in
/// its column, where a pairing program reads it.
#[test]
fn a_bye_for_a_later_round_leaves_the_report_file_as_it_was() {
    let path = crate::testing::root().join("tests/configs/rapid-standings.toml");
    let mut s = Session::new(crate::testing::load(&path));
    let (_, round1) = scheduled(s.config(), s.event()).unwrap();
    apply_all(&mut s, &round1);
    let export = |s: &Session| {
        crate::tournament::report_file::trf_of_event(
            s.config(),
            s.event(),
            "2026.12.03",
            &mut |_| 0,
        )
    };
    let before = export(&s);
    s.apply_event(&crate::event::parse("bye 3 5 zero").unwrap())
        .unwrap();
    assert_eq!(export(&s), before, "a bye two rounds ahead");
    results(&mut s, 1, |p| {
        if p.white % 2 == 0 {
            PairingResult::Draw
        } else {
            PairingResult::WhiteWins
        }
    });
    let played = export(&s);
    assert!(played.contains("\n142 1\n"), "{played}");
    s.apply_event(&crate::event::parse("bye 2 7 zero").unwrap())
        .unwrap();
    let ahead = export(&s);
    let line = |text: &str, n: u32| {
        text.lines()
            .find(|l| l.starts_with(&format!("001 {n:>4}")))
            .unwrap()
            .to_owned()
    };
    assert_eq!(line(&ahead, 7), format!("{}  0000 - Z", line(&played, 7)));
    for n in (1..=11).filter(|&n| n != 7) {
        assert_eq!(line(&ahead, n), line(&played, n));
    }
    // The file's standings are the event's: one round, player 7's column
    // ahead not counted.
    let file = crate::pairing::trf::parse(&ahead).unwrap();
    assert_eq!(file.rounds, 1);
    // A pairing program pairs round 2 without player 7 (and with 5).
    let total = s.config().tournament.rounds as usize;
    let next = crate::pairing::dutch::report::next_round(
        &ahead,
        &crate::pairing::dutch::report::Options {
            rounds: Some(total),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!((next.round, next.absent.as_slice()), (2, [7].as_slice()));
    let (_, ours) = scheduled(s.config(), s.event()).unwrap();
    let boards: Vec<(u32, u32)> = ours
        .iter()
        .filter_map(|c| match *c {
            EventCommand::Pair { white, black, .. } => Some((white, black)),
            _ => None,
        })
        .collect();
    let mut theirs = next.pairing.boards.clone();
    let mut mine = boards.clone();
    theirs.sort();
    mine.sort();
    assert_eq!(mine, theirs, "the file pairs round 2 as the event does");
}

/// Seed 001 §2: "El orden de los tableros lo fijará cada equipo al dar el
/// listado de participantes, no pudiéndose cambiar posteriormente: si no
/// juegan los 4 primeros, se respeta el orden." CEIP A Laxe lists five;
/// in round 1 Mateo (2nd listed) sits out: Irene, Carla, Adrián and Sara
/// play boards 1 to 4, in the list's order.
#[test]
fn a_school_team_plays_the_children_its_line_up_names_in_the_lists_order() {
    let path = crate::testing::root().join("tests/configs/school-five.toml");
    let mut s = Session::new(crate::testing::load(&path));
    // Round 1 paired by hand: CEIP A Laxe (1) against CEIP O Castro (2).
    let (round, laxe) = (1, 1);
    let pairs = [crate::event::parse("pair 1 1 2").unwrap()];
    apply_all(&mut s, &pairs);
    assert_eq!(
        s.event().lineup(round, laxe),
        [1, 2, 3, 4],
        "the first four by default"
    );
    let lineup = |s: &mut Session, text: &str| s.apply_event(&crate::event::parse(text).unwrap());
    // Out of the list's order, too few, past the list: refused.
    for bad in ["lineup 1 1 1 3 2 4", "lineup 1 1 1 2", "lineup 1 1 1 2 3 6"] {
        assert_eq!(
            lineup(&mut s, bad),
            Err(SessionError::Event(crate::event::EventError::BadLineup(
                1, 1, 5
            ))),
            "{bad}"
        );
    }
    lineup(&mut s, "lineup 1 1 1 3 4 5").unwrap();
    assert_eq!(s.event().lineup(round, laxe), [1, 3, 4, 5]);
    let opponent = pairs
        .iter()
        .find_map(|c| match *c {
            EventCommand::Pair { white, black, .. } if white == laxe => Some(black),
            EventCommand::Pair { white, black, .. } if black == laxe => Some(white),
            _ => None,
        })
        .expect("CEIP A Laxe plays round 1");
    s.apply_event(&crate::event::parse(&format!("stage {round}")).unwrap())
        .unwrap();
    let names: Vec<String> = s
        .boards()
        .iter()
        .map(|b| {
            [shakmaty::Color::White, shakmaty::Color::Black]
                .map(|c| b.game.contender(c).name.clone())
                .join(" - ")
        })
        .filter(|n| n.contains("(CEIP A Laxe)"))
        .collect();
    let laxe_players: Vec<&str> = names
        .iter()
        .map(|n| {
            n.split(" - ")
                .find(|side| side.ends_with("(CEIP A Laxe)"))
                .unwrap()
                .trim_end_matches(" (CEIP A Laxe)")
        })
        .collect();
    assert_eq!(
        laxe_players,
        ["Irene Souto", "Carla Rey", "Adrián Pena", "Sara Lema"],
        "against {opponent}: {names:?}"
    );
    // Once the round is on the stage the line-up stands.
    assert_eq!(
        lineup(&mut s, "lineup 1 1 1 2 3 4"),
        Err(SessionError::Event(
            crate::event::EventError::AlreadyPlayed(1)
        ))
    );
    // The line-up reads back as it was written.
    let text = "lineup 2 1 2 3 5";
    assert_eq!(crate::event::parse(text).unwrap().to_string(), text);
}
