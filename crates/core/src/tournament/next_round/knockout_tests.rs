//! Unit tests of `next_round`: knockout tests.

use super::*;
use crate::event::PairingResult;
use crate::session::Session;

fn names_of(s: &Session, commands: &[EventCommand]) -> Vec<(String, String)> {
    let names = s.event().names();
    commands
        .iter()
        .filter_map(|c| match *c {
            EventCommand::Pair { white, black, .. } => Some((
                names[white as usize - 1].clone(),
                names[black as usize - 1].clone(),
            )),
            _ => None,
        })
        .collect()
}

#[test]
fn the_league_seeds_the_semi_finals_and_their_winners_meet_in_an_armageddon_final() {
    let path = crate::testing::root().join("tests/configs/league-six.toml");
    let mut s = Session::new(crate::testing::load(&path));
    assert_eq!(
        s.event().rounds(),
        7,
        "five league rounds, semi-finals, final"
    );
    // The league: the lower start number wins every game, so the table
    // is 1, 2, 3, 4, 5, 6.
    for _ in 1..=5 {
        let (round, commands) = scheduled(s.config(), s.event()).unwrap();
        for c in &commands {
            s.apply_event(c).unwrap();
            if let EventCommand::Pair { white, black, .. } = *c {
                let result = if white < black {
                    PairingResult::WhiteWins
                } else {
                    PairingResult::BlackWins
                };
                s.apply_event(&EventCommand::Result {
                    round,
                    white,
                    black,
                    result,
                })
                .unwrap();
            }
        }
    }
    let (round, semis) = scheduled(s.config(), s.event()).unwrap();
    assert_eq!(round, 6);
    assert_eq!(s.config().round_name(6), "Semifinales");
    assert_eq!(
        names_of(&s, &semis),
        [
            ("Os Cabalos Tolos".into(), "Os Peóns Valentes".into()),
            ("Os Alfiles Rápidos".into(), "As Raíñas do Xadrez".into()),
        ]
    );
    for c in &semis {
        s.apply_event(c).unwrap();
    }
    s.apply_event(&EventCommand::Stage { round: 6 }).unwrap();
    // The knockout's games: labelled by tie, Armageddon, the semi-finals
    // 11+3 v 9+3, the third illegal move losing.
    let b = &s.boards()[0];
    assert_eq!(b.label, "Semifinal 1");
    assert!(b.game.rules().armageddon);
    assert_eq!(b.game.rules().clock.control.white.base_ms, 11 * 60_000);
    assert_eq!(b.game.rules().clock.control.black.base_ms, 9 * 60_000);
    assert_eq!(b.game.rules().illegal.lose_at, Some(3));
    // Not before both semi-finals are decided.
    assert!(matches!(
        scheduled(s.config(), s.event()),
        Err(NextRoundError::Unfinished(6, 2))
    ));
    // Semi-final 1 drawn: Armageddon gives it to Black (Os Peóns).
    s.apply_event(&EventCommand::Result {
        round: 6,
        white: 1,
        black: 4,
        result: PairingResult::Draw,
    })
    .unwrap();
    s.apply_event(&EventCommand::Result {
        round: 6,
        white: 2,
        black: 3,
        result: PairingResult::WhiteWins,
    })
    .unwrap();
    let (round, last) = scheduled(s.config(), s.event()).unwrap();
    // Issue 29: the round is named by what it is, its game for third place
    // too, not a "Final" with an unnamed game.
    assert_eq!(
        (round, s.config().round_name(7).as_str()),
        (7, "Final · Tercer y cuarto puesto")
    );
    assert_eq!(
        names_of(&s, &last),
        [
            ("Os Peóns Valentes".into(), "Os Alfiles Rápidos".into()),
            ("Os Cabalos Tolos".into(), "As Raíñas do Xadrez".into()),
        ]
    );
    for c in &last {
        s.apply_event(c).unwrap();
    }
    s.apply_event(&EventCommand::Stage { round: 7 }).unwrap();
    let labels: Vec<&str> = s.boards().iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["Final", "Tercer y cuarto puesto"]);
    // The league's table does not count the knockout's games.
    let table = crate::tournament::table::event_table(
        s.config(),
        s.event(),
        crate::pairing::tiebreak::Rules::Fide2026,
        None,
        &mut |_| 0,
    );
    let points: Vec<&str> = table.rows.iter().map(|r| r.points.as_str()).collect();
    assert_eq!(points, ["20", "17", "14", "11", "8", "5"]);
    // Nothing after the final.
    s.apply_event(&EventCommand::Result {
        round: 7,
        white: 4,
        black: 2,
        result: PairingResult::BlackWins,
    })
    .unwrap();
    s.apply_event(&EventCommand::Result {
        round: 7,
        white: 1,
        black: 3,
        result: PairingResult::WhiteWins,
    })
    .unwrap();
    assert_eq!(
        scheduled(s.config(), s.event()),
        Err(NextRoundError::EventOver(7))
    );
}

#[test]
fn teams_level_on_a_seeding_place_wait_for_their_play_off() {
    let path = crate::testing::root().join("tests/configs/league-six.toml");
    let mut s = Session::new(crate::testing::load(&path));
    // Every league game drawn: the Black-in-a-draw rule goes round in
    // cycles, and teams stay level where the seeding needs them.
    for _ in 1..=5 {
        let (round, commands) = scheduled(s.config(), s.event()).unwrap();
        for c in &commands {
            s.apply_event(c).unwrap();
            if let EventCommand::Pair { white, black, .. } = *c {
                s.apply_event(&EventCommand::Result {
                    round,
                    white,
                    black,
                    result: PairingResult::Draw,
                })
                .unwrap();
            }
        }
    }
    let e = scheduled(s.config(), s.event()).unwrap_err();
    assert!(
        matches!(e, NextRoundError::TiedForPlace(p, ref names) if p <= 4 && names.len() >= 2),
        "{e:?}"
    );
    assert!(
        e.text(Language::Es)
            .contains("relámpago en la liga infantil")
    );
}
