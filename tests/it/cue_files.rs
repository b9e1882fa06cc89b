//! A config's cue files are decoded by the public address; a missing one
//! is refused with where the config names it.

use std::path::Path;

use megxadrez::core::config::EventConfig;

#[test]
fn a_missing_sound_file_says_where() {
    // A missing sound file: `check` names the config's file, line, column
    // and field.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("configs");
    let text = std::fs::read_to_string(dir.join("children-team-league.toml"))
        .unwrap()
        .replace("{language}-quedan-10.wav", "{language}-no-such-file.wav");
    let config = EventConfig::parse(&text, &dir.join("edited.toml"), &|p| {
        std::fs::read_to_string(p)
    })
    .unwrap();
    let err = match megxadrez::audio::CueBank::load(&config.audio) {
        Ok(_) => panic!("a missing file is refused"),
        Err(e) => e.text(config.event.language),
    };
    let line = text
        .lines()
        .position(|l| l.contains("-no-such-file.wav"))
        .unwrap()
        + 1;
    assert!(
        err.starts_with(&format!("{}:{line}:", dir.join("edited.toml").display()))
            && err.contains("campo `cues[1].file`: señal «quedan-10»: no se puede usar")
            && err.contains("es-no-such-file.wav: no existe"),
        "{err}"
    );
}
