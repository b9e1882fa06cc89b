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
    assert_eq!(cue_label(Language::En, ten), "«Ten minutes left»");
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
