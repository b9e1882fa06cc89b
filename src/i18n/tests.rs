//! The unit tests of `i18n`.

use super::*;

#[test]
fn hotkeys_cues_and_their_triggers_are_named_in_the_events_language() {
    let key = crate::core::hotkey::Hotkey::parse("Alt+Shift+f10").unwrap();
    assert_eq!(hotkey(Language::Es, &key), "Alt+Mayús+F10");
    assert_eq!(hotkey(Language::Gl, &key), "Alt+Maiús+F10");
    assert_eq!(hotkey(Language::En, &key), key.to_string());
    let audio = crate::core::cues::AudioConfig::default();
    let (_, inicio) = audio.cue("inicio").unwrap();
    assert_eq!(cue_label(Language::Es, inicio), "Inicio de partida");
    assert_eq!(cue_label(Language::En, inicio), "Game start");
    // The shipped announcements are named as their own language says
    // them (the final's config gives them no label).
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("configs/megxadrez-final-armageddon-12-10.toml");
    let text = std::fs::read_to_string(&path).unwrap().replacen(
        "language = \"es\"",
        "language = \"gl\"",
        1,
    );
    let config =
        crate::core::config::EventConfig::parse(&text, &path, &|p| std::fs::read_to_string(p))
            .unwrap();
    let (_, ten) = config.audio.cue("quedan-10").unwrap();
    assert_eq!(cue_label(Language::Gl, ten), "«Quedan dez minutos»");
    assert_eq!(cue_label(Language::En, ten), "“Ten minutes left”");
    let t = crate::core::schedule::Trigger::Window { left_ms: 300_000 };
    assert_eq!(trigger(Language::Es, &t), "quedan 5:00 de ronda");
    assert_eq!(trigger(Language::Gl, &t), "quedan 5:00 de rolda");
    assert_eq!(trigger(Language::En, &t), "5:00 of the round left");
}
use crate::core::game::Rejection;
use crate::core::notation::MoveError;
use crate::core::session::SessionError;

#[test]
fn refusals_read_in_the_events_language() {
    let e = SessionError::Rejected(Rejection::Move(MoveError::Illegal("Ke3".into())));
    assert_eq!(
        refusal(Language::Es, &e),
        "\"Ke3\" no es una jugada legal en esta posición"
    );
    assert_eq!(
        refusal(Language::Gl, &e),
        "\"Ke3\" non é unha xogada legal nesta posición"
    );
    assert_eq!(
        refusal(Language::En, &e),
        "\"Ke3\" is not a legal move in this position"
    );
    let over = SessionError::Rejected(Rejection::GameOver(
        crate::core::rules::Termination::Checkmate,
    ));
    assert_eq!(
        refusal(Language::Es, &over),
        "la partida ha terminado (jaque mate)"
    );
}

#[test]
fn plurals_follow_each_languages_rules_for_zero_one_and_two() {
    let said = |l, n| monitor_missing(l, "final", 1, n);
    assert!(
        said(Language::Es, 0).contains("hay 0 monitores conectados"),
        "{}",
        said(Language::Es, 0)
    );
    assert!(
        said(Language::Es, 1).contains("hay 1 monitor conectado,"),
        "{}",
        said(Language::Es, 1)
    );
    assert!(said(Language::Es, 2).contains("hay 2 monitores conectados"));
    assert!(said(Language::Gl, 0).contains("hai 0 monitores conectados"));
    assert!(said(Language::Gl, 1).contains("hai 1 monitor conectado,"));
    assert!(said(Language::Gl, 2).contains("hai 2 monitores conectados"));
    assert!(said(Language::En, 0).contains("0 monitors are connected"));
    assert!(said(Language::En, 1).contains("1 monitor is connected"));
    assert!(said(Language::En, 2).contains("2 monitors are connected"));
    assert_eq!(
        said(Language::En, 1),
        "screen \"final\": asks for `monitor = 1` but 1 monitor is connected, numbered from 0; it opens in a window beside the others"
    );
    // A number in the screens' words: no isolation marks around it.
    assert_eq!(strings(Language::Es).and_more(3), "… y 3 más");
    assert_eq!(strings(Language::Gl).and_more(1), "… e 1 máis");
    assert_eq!(strings(Language::En).and_more(2), "… and 2 more");
    assert_eq!(
        strings(Language::Gl).termination(Termination::Stalemate),
        "rei afogado"
    );
}

#[test]
fn a_restart_counts_its_records_and_paused_boards_by_each_languages_plurals() {
    let said = |l, records, paused: &[&str]| {
        let paused: Vec<String> = paused.iter().map(|b| b.to_string()).collect();
        recovered(l, records, 61_000, Some(125), &paused, None)
    };
    assert_eq!(
        said(Language::Es, 1, &["2"]),
        "Sesión recuperada del diario: 1 orden, hasta 1:01 de sesión; 2 min 5 s desde la última orden; relojes pausados en el tablero 2 — reanude con F2 (o Mayús+F2 todos)."
    );
    assert!(said(Language::Es, 0, &[]).contains(": 0 órdenes,"));
    assert!(said(Language::Es, 2, &["1", "3"]).contains(": 2 órdenes,"));
    assert!(said(Language::Es, 2, &["1", "3"]).contains("en los tableros 1, 3 —"));
    assert!(said(Language::Gl, 1, &[]).contains(": 1 orde,"));
    assert!(said(Language::Gl, 0, &[]).contains(": 0 ordes,"));
    assert!(said(Language::Gl, 2, &["1", "3"]).contains("nos taboleiros 1, 3 —"));
    assert!(said(Language::En, 1, &["4"]).contains(": 1 command,"));
    assert!(said(Language::En, 1, &["4"]).contains("clocks paused on board 4 —"));
    assert!(said(Language::En, 0, &[]).contains(": 0 commands,"));
    assert!(said(Language::En, 2, &["1", "3"]).contains("on boards 1, 3 —"));
}
