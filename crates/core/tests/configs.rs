//! The shipped configs carry the seed regulations, and invalid configs are
//! refused with the file, line, field and what is allowed.

use std::path::{Path, PathBuf};

use megxadrez_core::config::{EventConfig, Format};
use megxadrez_core::ids::BoardNo;
use megxadrez_core::rules::FlagPolicy;

/// The repository's root (the shipped configs are in `configs/`).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A test reads files; the core is handed their text.
fn read(path: &Path) -> std::io::Result<String> {
    std::fs::read_to_string(path)
}

/// Reads and validates a config, as the binary's store does.
fn load_config(path: &Path) -> Result<EventConfig, megxadrez_core::config::ConfigError> {
    let text = read(path).map_err(|e| {
        megxadrez_core::config::ConfigError::unreadable(path, Default::default(), &e)
    })?;
    EventConfig::parse(&text, path, &read)
}

fn load(name: &str) -> EventConfig {
    let path = root().join("configs").join(name);
    load_config(&path).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_shipped_config_is_valid() {
    let dir = root().join("configs");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "toml") {
            load_config(&path).unwrap_or_else(|e| panic!("{e}"));
            count += 1;
        }
    }
    assert_eq!(count, 7, "one config per event format and phase");
}

#[test]
fn megxadrez_final_ships_both_armageddon_readings() {
    // Seed 000 gives 11+3 against 9+3 and, later, 12+3 against 10+3.
    for (name, white, black) in [
        ("megxadrez-final-armageddon-12-10.toml", 720_000, 600_000),
        ("megxadrez-final-armageddon-11-9.toml", 660_000, 540_000),
    ] {
        let c = load(name);
        let control = c.rules.clock.control;
        assert_eq!(
            (control.white.base_ms, control.black.base_ms),
            (white, black),
            "{name}"
        );
        assert_eq!(
            (control.white.increment_ms, control.black.increment_ms),
            (3000, 3000)
        );
        assert!(c.rules.armageddon);
        assert_eq!(
            c.rules.illegal.lose_at,
            Some(3),
            "final phase: the 3rd loses"
        );
        assert_eq!(c.rules.flag, FlagPolicy::AlwaysLoses);
        assert_eq!(c.game_window_ms, Some(30 * 60_000));
        assert_eq!(c.roster.teams.len(), 4, "the four semi-finalists");
        assert_eq!(c.boards[0].label.as_deref(), Some("Gran final"));
        assert_eq!(
            c.screens[0].boards,
            [BoardNo::FIRST],
            "only the final is played on the MegXadrez"
        );
        assert!(
            c.roster
                .teams
                .iter()
                .all(|t| (3..=6).contains(&t.players.len()) && t.active.len() <= 4)
        );
    }
}

#[test]
fn childrens_league_ten_plus_three_fourth_illegal_loses() {
    let c = load("children-team-league.toml");
    assert_eq!(c.event.format, Format::TeamRotation);
    assert_eq!(c.rules.clock.control.white.base_ms, 600_000);
    assert_eq!(c.rules.clock.control.black.increment_ms, 3000);
    assert!(!c.rules.armageddon);
    assert_eq!(c.rules.illegal.lose_at, Some(4));
    assert_eq!(
        (
            c.rules.scoring.win.as_decimal(),
            c.rules.scoring.draw.as_decimal(),
            c.rules.scoring.loss.as_decimal()
        ),
        (4.0, 2.0, 1.0)
    );
    let alfiles = c.roster.team_named("Os Alfiles Rápidos").unwrap();
    assert_eq!(alfiles.players.len(), 6);
    assert_eq!(
        c.roster.names(&alfiles.active),
        ["Alba", "Pablo", "Carmen", "Leo"]
    );
    let cabalos = c.roster.team_named("Os Cabalos Tolos").unwrap();
    assert_eq!(
        cabalos.active.len(),
        3,
        "a team of three plays with all three"
    );
}

#[test]
fn school_phases_zonal_unclocked_final_fifteen_minutes() {
    let zonal = load("school-zonal-phase.toml");
    assert_eq!(zonal.rules.clock.unclocked_ms, Some(20 * 60_000));
    assert_eq!(zonal.rules.clock.control.white.base_ms, 5 * 60_000);
    assert_eq!(
        zonal.rules.illegal.lose_at, None,
        "an illegal move never loses"
    );
    assert_eq!(zonal.rules.illegal.opponent_bonus_ms, 120_000);
    assert_eq!(zonal.rules.scoring.win.as_decimal(), 10.0);
    let last = load("school-final-phase.toml");
    assert_eq!(last.rules.clock.unclocked_ms, None);
    assert_eq!(last.rules.clock.control.black.base_ms, 15 * 60_000);
    assert_eq!(last.rules.illegal.opponent_bonus_ms, 120_000);
}

#[test]
fn school_boards_alternate_colours_by_board() {
    let mut c = load("school-zonal-phase.toml");
    let names = |c: &EventConfig| {
        let g = c.new_game();
        (
            g.contender(shakmaty::Color::White).name.clone(),
            g.contender(shakmaty::Color::Black).name.clone(),
        )
    };
    assert_eq!(
        names(&c),
        (
            "Irene Souto (CEIP A Laxe)".into(),
            "Nuria Gil (CEIP O Castro)".into()
        )
    );
    c.boards[0].board = BoardNo::at(1);
    assert_eq!(
        names(&c),
        (
            "Óscar Ferro (CEIP O Castro)".into(),
            "Mateo Vidal (CEIP A Laxe)".into()
        )
    );
}

#[test]
fn bughouse_and_rapid_circuit_policies() {
    let b = load("bughouse-pairs-swiss.toml");
    assert_eq!(
        b.rules.illegal.lose_at,
        Some(1),
        "the first illegal move loses"
    );
    assert_eq!(b.rules.clock.control.white.base_ms, 300_000);
    assert_eq!(b.rules.flag, FlagPolicy::DrawIfOpponentCannotMate);
    let r = load("rapid-circuit-swiss.toml");
    assert_eq!(
        (
            r.rules.clock.control.white.base_ms,
            r.rules.clock.control.white.increment_ms
        ),
        (900_000, 5000)
    );
    assert_eq!(
        (r.rules.illegal.lose_at, r.rules.illegal.opponent_bonus_ms),
        (Some(2), 60_000)
    );
    assert_eq!(
        (
            r.rules.scoring.win.as_decimal(),
            r.rules.scoring.draw.as_decimal(),
            r.rules.scoring.loss.as_decimal()
        ),
        (1.0, 0.5, 0.0)
    );
    assert_eq!(r.rules.flag, FlagPolicy::DrawIfOpponentCannotMate);
}

/// Writes the rapid config with `from` replaced by `to` and returns the
/// refusal's text (in English: see `in_english`).
fn refusal(from: &str, to: &str) -> String {
    let original = root().join("configs/rapid-circuit-swiss.toml");
    let text = std::fs::read_to_string(&original).unwrap();
    assert!(text.contains(from), "{from}");
    let dir = tempdir();
    let path = dir.join("broken.toml");
    std::fs::write(&path, in_english(&text).replacen(from, to, 1)).unwrap();
    let err = load_config(&path).expect_err("must be refused");
    err.to_string()
}

/// The shipped configs speak Spanish; most refusals here are checked in
/// English, and `refusals_speak_the_configs_language` checks them in
/// Spanish and Galician.
fn in_english(text: &str) -> String {
    assert!(text.contains("language = \"es\""));
    text.replacen("language = \"es\"", "language = \"en\"", 1)
}

fn tempdir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "megxadrez-config-test-{}-{}",
        std::process::id(),
        fastrand::u64(..)
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn invalid_values_are_refused_with_file_line_field_and_what_is_allowed() {
    let cases = [
        (
            "lose_at = 2",
            "lose_at = 0",
            "illegal_moves.lose_at",
            "must be 1 to 20",
        ),
        (
            "both = \"15+5\"",
            "both = \"15 min\"",
            "time_control.both",
            "minutes+increment",
        ),
        (
            "both = \"15+5\"",
            "both = \"-3+5\"",
            "time_control.both",
            "minutes+increment",
        ),
        (
            "flag_fall = \"draw_if_opponent_cannot_mate\"",
            "flag_fall = \"sometimes\"",
            "rules.flag_fall",
            "always_loses",
        ),
        ("win = 1", "win = 0.3", "scoring.win", "multiple of 0.5"),
        ("loss = 0", "loss = 2", "scoring", "win >= draw >= loss"),
        (
            "opponent_bonus_seconds = 60",
            "opponent_bonus_seconds = \"60\"",
            "illegal_moves.opponent_bonus_seconds",
            "expected a whole number",
        ),
        (
            "opponent_bonus_seconds = 60",
            "opponent_bonus_seconds = 6000",
            "illegal_moves.opponent_bonus_seconds",
            "0 to 600",
        ),
        (
            "round = \"Ronda 1\"",
            "rounds = 5",
            "event.rounds",
            "unknown field",
        ),
        (
            "format = \"individual\"",
            "format = \"simul\"",
            "event.format",
            "team_rotation",
        ),
        (
            "white = \"García López, Ana\"",
            "white = \"Magnus\"",
            "game.white",
            "not one of the event's players",
        ),
        (
            "tenths_below_seconds = 10",
            "tenths_below_seconds = 99",
            "rules.tenths_below_seconds",
            "0 to 60",
        ),
    ];
    for (from, to, field, allowed) in cases {
        let msg = refusal(from, to);
        assert!(msg.contains("broken.toml:"), "names the file: {msg}");
        assert!(
            msg.contains(&format!("field `{field}`")),
            "names {field}: {msg}"
        );
        assert!(
            msg.contains(allowed),
            "says what is allowed ({allowed}): {msg}"
        );
        let line = msg
            .split("broken.toml:")
            .nth(1)
            .unwrap()
            .split(':')
            .next()
            .unwrap();
        assert!(
            line.parse::<usize>().is_ok_and(|n| n > 1),
            "names the line: {msg}"
        );
    }
}

#[test]
fn team_rosters_are_checked_against_the_seed_limits() {
    let dir = tempdir();
    let base = std::fs::read_to_string(root().join("configs/children-team-league.toml")).unwrap();
    let cases = [
        (
            r#"players = ["Lucía", "Hugo", "Martina"]"#,
            r#"players = ["Lucía", "Hugo"]"#,
            "3 to 6 children",
        ),
        (
            r#"active = ["Alba", "Pablo", "Carmen", "Leo"]"#,
            r#"active = ["Alba", "Pablo", "Carmen", "Leo", "Vega"]"#,
            "1 to 4",
        ),
        (
            r#"active = ["Alba", "Pablo", "Carmen", "Leo"]"#,
            r#"active = ["Alba", "Zoe"]"#,
            "not in the players",
        ),
        (
            r#"players = ["Lucía", "Hugo", "Martina"]"#,
            r#"players = ["Lucía", "Hugo", "Lucía"]"#,
            "listed twice",
        ),
    ];
    for (from, to, expected) in cases {
        let path = dir.join("teams.toml");
        std::fs::write(&path, in_english(&base).replacen(from, to, 1)).unwrap();
        let msg = load_config(&path).unwrap_err().to_string();
        assert!(
            msg.contains(expected) && msg.contains("teams.toml:"),
            "{msg}"
        );
    }
}

#[test]
fn a_teams_player_may_have_a_short_name_for_tight_places() {
    // Issue 29: "allow a short name per team/player in the config, `short =
    // "…"`, used where space is tight".
    let dir = tempdir();
    let base = std::fs::read_to_string(root().join("configs/children-team-league.toml")).unwrap();
    let path = dir.join("shorts.toml");
    let from = r#"players = ["Lucía", "Hugo", "Martina"]"#;
    assert!(base.contains(from));
    let to = r#"players = ["Lucía", { name = "Hugo Fernández-Villaverde Outeiriño", short = "Hugo F.-V." }, { name = "Martina" }]"#;
    std::fs::write(&path, base.replacen(from, to, 1)).unwrap();
    let c = load_config(&path).unwrap_or_else(|e| panic!("{e}"));
    let hugo = c
        .roster
        .players
        .iter()
        .find(|p| p.name == "Hugo Fernández-Villaverde Outeiriño")
        .unwrap();
    assert_eq!(hugo.short.as_deref(), Some("Hugo F.-V."));
    let martina = c
        .roster
        .players
        .iter()
        .find(|p| p.name == "Martina")
        .unwrap();
    assert_eq!(martina.short, None);
    assert!(c.roster.short_names().contains(&(
        "Hugo Fernández-Villaverde Outeiriño".into(),
        "Hugo F.-V.".into()
    )));
    // A player that is neither a name nor a table with one is refused
    // where it is written.
    let bad = r#"players = ["Lucía", 7, "Martina"]"#;
    std::fs::write(&path, in_english(&base).replacen(from, bad, 1)).unwrap();
    let msg = load_config(&path).unwrap_err().to_string();
    assert!(
        msg.contains("shorts.toml:") && msg.contains("players"),
        "{msg}"
    );
}

#[test]
fn a_missing_teams_file_or_config_is_reported_not_a_panic() {
    let dir = tempdir();
    let text =
        std::fs::read_to_string(root().join("configs/megxadrez-final-armageddon-12-10.toml"))
            .unwrap();
    let path = dir.join("final.toml");
    std::fs::write(&path, in_english(&text)).unwrap();
    let msg = load_config(&path).unwrap_err().to_string();
    assert!(
        msg.contains("field `teams_file`") && msg.contains("cannot read"),
        "{msg}"
    );
    // A file that cannot be read cannot tell its language: the caller's
    // (here the default, Spanish) says it.
    let msg = load_config(&dir.join("nope.toml")).unwrap_err().to_string();
    assert!(
        msg.contains("nope.toml") && msg.contains("no se puede leer el fichero: no existe"),
        "{msg}"
    );
}

#[test]
fn audio_settings_and_cues_are_checked_with_the_line_and_what_is_allowed() {
    let last = "black = \"Martín Ruiz, Pablo\"";
    let cases = [
        (
            "[audio]\ngame_start = \"campanilla\"",
            "audio.game_start",
            "\"campanilla\" is not a cue; the cues are: inicio, fin, aviso",
        ),
        (
            "[[cues]]\nname = \"x\"\nsynth = \"tone\"\nkey = \"1\"",
            "cues[1].key",
            "add Ctrl or Alt",
        ),
        (
            "[[cues]]\nname = \"x\"\nsynth = \"tone\"\nkey = \"F12\"",
            "cues[1].key",
            "operator panel's own key",
        ),
        (
            "[audio]\nlow_time = { cue = \"aviso\", seconds = [0.5] }",
            "audio.low_time.seconds",
            "must be 1 to 3600 s,",
        ),
        (
            "[audio]\nwindow_marks = [{ minutes = 5, cue = \"voz\" }]",
            "audio.window_marks[1].cue",
            "\"voz\" is not a cue",
        ),
        (
            "[[cues]]\nname = \"x\"\nfile = \"a.mp3\"",
            "cues[1].file",
            "must be a WAV (.wav) or OGG Vorbis (.ogg) file",
        ),
        (
            "[[cues]]\nname = \"x\"\nsynth = \"tone\"\nfile = \"a.wav\"",
            "cues[1].file",
            "not both",
        ),
        ("[[cues]]\nname = \"x\"", "cues[1]", "give `synth`"),
        (
            "[[cues]]\nname = \"x\"\nsynth = \"beeps\"\ncount = 40",
            "cues[1].count",
            "must be 1 to 10 beeps, got 40",
        ),
        (
            "[[cues]]\nname = \"x\"\nsynth = \"tone\"\nfrequency_hz = 20000",
            "cues[1].frequency_hz",
            "must be 50 to 8000 Hz",
        ),
        ("[audio]\nvolume = 1.5", "audio.volume", "must be 0 to 1"),
        (
            "[audio]\nbuffer_frames = 4",
            "audio.buffer_frames",
            "must be 32 to 8192 frames",
        ),
        (
            "[audio]\nlow_time = { cue = \"aviso\", seconds = [] }",
            "audio.low_time.seconds",
            "like [30, 10]",
        ),
        (
            "[[cues]]\nname = \"x\"\nsynth = \"tone\"\n[[cues]]\nname = \"x\"\nsynth = \"chime\"",
            "cues[2].name",
            "already defined above",
        ),
    ];
    for (append, field, message) in cases {
        let err = refusal(last, &format!("{last}\n\n{append}"));
        assert!(
            err.contains(&format!("field `{field}`")) && err.contains(message),
            "{append:?}: {err}"
        );
        assert!(err.contains("broken.toml:"), "{err}");
    }
}

#[test]
fn the_finals_speak_the_time_left_and_other_configs_beep() {
    let final_ = load("megxadrez-final-armageddon-12-10.toml").audio;
    let marks: Vec<(u64, &str)> = final_
        .window_marks
        .iter()
        .map(|m| (m.left_ms, final_.cues[m.cue].name.as_str()))
        .collect();
    assert_eq!(
        marks,
        [
            (600_000, "quedan-10"),
            (300_000, "quedan-5"),
            (60_000, "quedan-1"),
            (0, "fin-de-ronda")
        ]
    );
    assert_eq!(final_.cues[final_.game_start.unwrap()].name, "inicio");
    assert_eq!(final_.cues[final_.game_end.unwrap()].name, "fin");
    // The prize-giving's chime (carrying its message) is the eighth.
    let keys: Vec<String> = final_.cues.iter().map(|c| c.hotkey.to_string()).collect();
    assert_eq!(
        keys,
        [
            "Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4", "Ctrl+5", "Ctrl+6", "Ctrl+7", "Ctrl+8"
        ]
    );
    assert_eq!(final_.cues[7].message.as_deref(), Some("premios"));
    let rapid = load("rapid-circuit-swiss.toml").audio;
    assert_eq!(rapid.cues.len(), 3);
    assert_eq!(
        rapid.window_marks.len(),
        4,
        "10, 5, 1 and the end (no window: unused)"
    );
    assert_eq!(
        rapid.low_time, None,
        "no low-time beeps in a hall by default"
    );
}

/// The children's league config with `from` replaced by `to`, parsed as if
/// it stood beside the shipped configs; the refusal's text.
fn league_refusal(from: &str, to: &str) -> String {
    let dir = root().join("configs");
    let text = std::fs::read_to_string(dir.join("children-team-league.toml")).unwrap();
    assert!(text.contains(from), "{from}");
    EventConfig::parse(
        &in_english(&text).replacen(from, to, 1),
        &dir.join("edited.toml"),
        &read,
    )
    .expect_err("must be refused")
    .to_string()
}

#[test]
fn what_was_accepted_silently_is_refused_with_where_and_why() {
    // A child in two teams.
    let e = league_refusal("\"Noelia\", \"Iago\"", "\"Noelia\", \"Hugo\"");
    assert!(
        e.contains("edited.toml:46:")
            && e.contains("teams.players")
            && e.contains("\"Hugo\" is already a player of \"Os Cabalos Tolos\""),
        "{e}"
    );
    let game = "[game]\nwhite = \"Os Cabalos Tolos\"\nblack = \"Os Alfiles Rápidos\"\n";
    let fourth = "[[teams]]\nname = \"Os Peóns\"\nplayers = [\"Xoel\", \"Antía\", \"Roi\"]\n\n";
    let board = |label: &str, white: &str, black: &str| {
        format!("[[boards]]\nlabel = \"{label}\"\nwhite = \"{white}\"\nblack = \"{black}\"\n")
    };
    // One team on two boards.
    let e = league_refusal(
        game,
        &(board("A", "Os Cabalos Tolos", "Os Alfiles Rápidos")
            + &board("B", "As Raíñas do Xadrez", "Os Cabalos Tolos")),
    );
    assert!(
        e.contains("boards[2].black") && e.contains("already plays on boards[1]"),
        "{e}"
    );
    // Two boards with one label.
    let e = league_refusal(
        game,
        &(fourth.to_owned()
            + &board("Final", "Os Cabalos Tolos", "Os Alfiles Rápidos")
            + &board("Final", "As Raíñas do Xadrez", "Os Peóns")),
    );
    assert!(
        e.contains("boards[2].label") && e.contains("already labelled \"Final\""),
        "{e}"
    );
    // A board shown twice on a screen; a board on no screen.
    let e = league_refusal(
        "[audio]",
        "[[screens]]\nname = \"m\"\nlayout = \"mirrors\"\nboards = [1, 1]\n\n[audio]",
    );
    assert!(
        e.contains("screens.boards") && e.contains("board 1 is listed twice on screen \"m\""),
        "{e}"
    );
    let e = league_refusal(
        game,
        &(fourth.to_owned()
            + &board("A", "Os Cabalos Tolos", "Os Alfiles Rápidos")
            + &board("B", "As Raíñas do Xadrez", "Os Peóns")
            + "\n[[screens]]\nname = \"f\"\nlayout = \"final\"\nboards = [1]\n"),
    );
    assert!(
        e.contains("field `screens`") && e.contains("board 2 is on no screen"),
        "{e}"
    );
}

#[test]
fn cue_keys_keep_the_built_in_ones_and_a_missing_sound_file_says_where() {
    // A user's Ctrl+1 would have moved «inicio» to another key.
    let e = league_refusal(
        "file = \"../assets/audio/{language}-quedan-10.wav\"",
        "file = \"../assets/audio/{language}-quedan-10.wav\"\nkey = \"Ctrl+1\"",
    );
    assert!(
        e.contains("cues[1].key") && e.contains("Ctrl+1 is the key of the built-in cue \"inicio\""),
        "{e}"
    );
    let e = league_refusal(
        "file = \"../assets/audio/{language}-quedan-10.wav\"",
        "file = \"../assets/audio/{language}-quedan-10.wav\"\nkey = \"Alt+F4\"",
    );
    assert!(
        e.contains("cues[1].key") && e.contains("closes the window"),
        "{e}"
    );
}

#[test]
fn teams_and_players_are_known_by_ids_and_names_are_for_display() {
    use megxadrez_core::ids::{ContenderId, TeamId};
    let c = load("megxadrez-final-armageddon-12-10.toml");
    let mut seen = 0;
    for (i, t) in c.roster.teams.iter().enumerate() {
        assert_eq!(t.id, TeamId(i as u16));
        for &p in &t.players {
            assert_eq!(c.roster.player(p).team, Some(t.id), "{p} is in {}", t.name);
            assert_eq!(usize::from(p.0), seen, "players numbered team by team");
            seen += 1;
        }
        assert!(t.active.iter().all(|a| t.players.contains(a)));
    }
    let final_board = &c.boards[0];
    let ContenderId::Team(white) = final_board.white else {
        panic!("a team event's boards are played by teams: {final_board:?}")
    };
    let game = c.new_game();
    assert_eq!(
        game.contender(shakmaty::Color::White).name,
        c.roster.team(white).name
    );
    assert_eq!(
        c.roster.contender_name(final_board.black),
        game.contender(shakmaty::Color::Black).name
    );

    let swiss = load("rapid-circuit-swiss.toml");
    assert!(swiss.roster.teams.is_empty());
    assert!(swiss.roster.players.iter().all(|p| p.team.is_none()));
    assert!(matches!(swiss.boards[0].white, ContenderId::Player(_)));
    assert_ne!(swiss.boards[0].white, swiss.boards[0].black);
}

#[test]
fn entrants_with_ratings_are_numbered_by_rating_then_alphabetically() {
    // Seed 004: "ranking inicial por ELO FADA, en su defecto alfabético".
    let dir = root().join("configs");
    let text = in_english(&std::fs::read_to_string(dir.join("rapid-circuit-swiss.toml")).unwrap());
    let players = text[text.find("players = [").unwrap()..]
        .split_inclusive(']')
        .next()
        .unwrap()
        .to_owned();
    let entrants = r#"
[[entrants]]
name = "Torres Vega, Jorge"
rating = 1650
born = 2011

[[entrants]]
name = "Sánchez Gil, Elena"
born = 2013

[[entrants]]
name = "García López, Ana"

[[entrants]]
name = "Martín Ruiz, Pablo"
rating = 1800
club = "C.A. Málaga"
fide_id = 2212345
"#;
    let edited = text.replace(&players, "") + entrants;
    // The config and its entrants in start-number order.
    let entrants_of = |text: &str| {
        let c = EventConfig::parse(text, &dir.join("edited.toml"), &read)
            .unwrap_or_else(|e| panic!("{e}"));
        let order: Vec<String> = c
            .entrants()
            .into_iter()
            .map(|e| c.roster.contender_name(e).to_owned())
            .collect();
        (c, order)
    };
    let (c, order) = entrants_of(&edited);
    assert_eq!(
        order,
        [
            "Martín Ruiz, Pablo",
            "Torres Vega, Jorge",
            "García López, Ana",
            "Sánchez Gil, Elena"
        ]
    );
    let pablo = c
        .roster
        .players
        .iter()
        .find(|p| p.name.starts_with("Martín"))
        .unwrap();
    assert_eq!(
        (pablo.rating, pablo.club.as_deref(), pablo.fide_id),
        (Some(1800), Some("C.A. Málaga"), Some(2212345))
    );
    // Both lists at once, or a rating out of range, are refused with where.
    let both = text.clone() + entrants;
    let e = EventConfig::parse(&both, &dir.join("edited.toml"), &read)
        .unwrap_err()
        .to_string();
    assert!(e.contains("not both"), "{e}");
    let bad = edited.replace("rating = 1650", "rating = 9000");
    let e = EventConfig::parse(&bad, &dir.join("edited.toml"), &read)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("entrants.rating") && e.contains("0 to 3500"),
        "{e}"
    );

    // A late entrant, however high their rating, takes the next start
    // number: no number already paired changes. They are not paired
    // before the round they join.
    let late = edited.clone()
        + "\n[[entrants]]\nname = \"Vidal Rey, Xoán\"\nrating = 2100\nfrom_round = 3\n";
    let (c, order) = entrants_of(&late);
    assert_eq!(
        order,
        [
            "Martín Ruiz, Pablo",
            "Torres Vega, Jorge",
            "García López, Ana",
            "Sánchez Gil, Elena",
            "Vidal Rey, Xoán"
        ]
    );
    let mut session = megxadrez_core::session::Session::new(c);
    let pair = |round: u32| megxadrez_core::event::EventCommand::Pair {
        round,
        white: 5,
        black: 1,
    };
    assert_eq!(
        session.apply_event(&pair(2)).unwrap_err().to_string(),
        "player 5 joins in round 3"
    );
    session.apply_event(&pair(3)).unwrap();
}

#[test]
fn refusals_speak_the_configs_language() {
    let dir = tempdir();
    let text = std::fs::read_to_string(root().join("configs/rapid-circuit-swiss.toml")).unwrap();
    let refuse = |language: &str, from: &str, to: &str| -> String {
        let path = dir.join("idioma.toml");
        let edited = text
            .replacen(
                "language = \"es\"",
                &format!("language = \"{language}\""),
                1,
            )
            .replacen(from, to, 1);
        std::fs::write(&path, edited).unwrap();
        load_config(&path).unwrap_err().to_string()
    };
    let cases = [
        (
            "es",
            "lose_at = 2",
            "lose_at = 0",
            "campo `illegal_moves.lose_at`: el número de jugadas ilegales que pierde debe ser de 1 a 20",
        ),
        (
            "gl",
            "lose_at = 2",
            "lose_at = 0",
            "campo `illegal_moves.lose_at`: o número de xogadas ilegais que perde debe ser de 1 a 20",
        ),
        (
            "en",
            "lose_at = 2",
            "lose_at = 0",
            "field `illegal_moves.lose_at`: the count of illegal moves that loses must be 1 to 20",
        ),
        (
            "gl",
            "white = \"García López, Ana\"",
            "white = \"Magnus\"",
            "«Magnus» non é un dos xogadores do evento",
        ),
        (
            "es",
            "win = 1",
            "win = 0.3",
            "los puntos deben ser múltiplo de 0.5 de 0 a 1000; pone 0.3",
        ),
        // The TOML reader's own words stay English; the lead is the
        // config's language.
        (
            "gl",
            "round = \"Ronda 1\"",
            "rounds = 5",
            "campo `event.rounds`: non se pode ler (TOML): unknown field",
        ),
        (
            "es",
            "black = \"Martín Ruiz, Pablo\"",
            "black = \"Martín Ruiz, Pablo\"\n\n[[cues]]\nname = \"x\"\nsynth = \"tone\"\nkey = \"Alt+F4\"",
            "Alt+F4 cierra la ventana",
        ),
    ];
    for (language, from, to, expected) in cases {
        assert!(text.contains(from), "{from}");
        let e = refuse(language, from, to);
        assert!(e.contains(expected), "{language}: {e}");
        assert!(e.contains("idioma.toml:"), "{e}");
    }
    // The language as TOML reads it: written in single quotes too.
    let path = dir.join("idioma.toml");
    let edited = text
        .replacen("language = \"es\"", "language = 'gl'", 1)
        .replacen("lose_at = 2", "lose_at = 0", 1);
    std::fs::write(&path, edited).unwrap();
    let e = load_config(&path).unwrap_err().to_string();
    assert!(e.contains("o número de xogadas ilegais"), "{e}");
}

#[test]
fn match_and_carousel_screens_are_checked_where_they_are_written() {
    let screen = |extra: &str| {
        format!(
            "[[screens]]\nname = \"x\"\nlayout = \"mirrors\"\n\n[[screens]]\nname = \"c\"\n{extra}\n\n[audio]"
        )
    };
    let e = league_refusal("[audio]", &screen("layout = \"match\"\ntable = 0"));
    assert!(
        e.contains("screens.table") && e.contains("must be 1 to 50, got 0"),
        "{e}"
    );
    let e = league_refusal(
        "[audio]",
        &screen("layout = \"carousel\"\ncycle = [\"standings\", \"carousel\"]"),
    );
    assert!(
        e.contains("screens.cycle") && e.contains("a carousel cycles standings, pairings"),
        "{e}"
    );
    let e = league_refusal("[audio]", &screen("layout = \"carousel\"\nseconds = 1"));
    assert!(
        e.contains("screens.seconds") && e.contains("must be 3 to 600 s, got 1"),
        "{e}"
    );
    let e = league_refusal("[audio]", &screen("layout = \"match\"\nboards = [1]"));
    assert!(e.contains("a match screen shows 0 to 0 boards"), "{e}");
    // Accepted: the carousel's layouts and time as written.
    let dir = root().join("configs");
    let text = std::fs::read_to_string(dir.join("children-team-league.toml")).unwrap();
    let config = EventConfig::parse(
        &text.replacen(
            "[audio]",
            &screen("layout = \"carousel\"\ncycle = [\"pairings\", \"match\"]\nseconds = 20"),
            1,
        ),
        &dir.join("edited.toml"),
        &read,
    )
    .unwrap();
    let c = &config.screens[1];
    assert_eq!(
        (c.cycle.clone(), c.cycle_ms),
        (
            vec![
                megxadrez_core::config::ScreenLayout::Pairings,
                megxadrez_core::config::ScreenLayout::Match
            ],
            20_000
        )
    );
}

#[test]
fn a_school_final_phase_is_two_groups_then_the_crossed_ties() {
    let dir = root().join("tests/configs");
    let config = load_config(&dir.join("school-final-six.toml")).unwrap();
    assert!(config.tournament.school_final);
    assert_eq!(config.tournament.rounds, 3, "groups of three: three rounds");
    assert_eq!(config.total_rounds(), 5);
    let ties: Vec<Vec<String>> = config
        .knockout_ties()
        .iter()
        .map(|r| r.iter().map(|t| t.name.clone()).collect())
        .collect();
    assert_eq!(ties, [vec!["SF1", "SF2", "5-6"], vec!["Final", "3-4"]]);
    // Only a school event has phases.
    let e = league_refusal("[audio]", "[tournament]\nphase = \"final\"\n\n[audio]");
    assert!(
        e.contains("tournament.phase") && e.contains("a phase is \"zonal\" or \"final\""),
        "{e}"
    );
}

#[test]
fn play_offs_follow_each_seed_unless_the_config_says() {
    // The rapid circuit: Armageddon, White 5 minutes against Black 4.
    let rapid = load("rapid-circuit-swiss.toml");
    assert!(rapid.playoff.armageddon);
    assert_eq!(rapid.playoff.clock.control.white.base_ms, 5 * 60_000);
    assert_eq!(rapid.playoff.clock.control.black.base_ms, 4 * 60_000);
    // The children's league: lightning games, 5 minutes each.
    let league = load("children-team-league.toml");
    assert!(!league.playoff.armageddon);
    assert_eq!(league.playoff.clock.control.black.base_ms, 5 * 60_000);
    // Written in the config, refused where it is wrong.
    let e = league_refusal("[audio]", "[playoff]\nwhite = \"cinco\"\n\n[audio]");
    assert!(e.contains("playoff.white"), "{e}");
}

#[test]
fn the_servers_address_and_tokens_are_checked_where_they_are_written() {
    let with = |network: &str| refusal("[scoring]", &format!("[network]\n{network}\n\n[scoring]"));
    let cases = [
        (
            "listen = \"everywhere\"",
            "network.listen",
            "write IP:PORT, like 127.0.0.1:8080",
        ),
        (
            "operator_token = \"short\"",
            "network.operator_token",
            "at least 12 characters",
        ),
        (
            "operator_token = \"operator-token-1\"\n[[network.tables]]\nboards = [2]\ntoken = \"operator-token-1\"",
            "network.tables[1].token",
            "already someone else's",
        ),
        (
            "operator_token = \"operator-token-1\"\nannouncer_token = \"operator-token-1\"",
            "network.announcer_token",
            "already someone else's",
        ),
        (
            "[[network.tables]]\nboards = [5000]\ntoken = \"a-table-token-1\"",
            "network.tables[1].boards",
            "board 5000 does not exist",
        ),
        (
            "[[network.tables]]\nboards = []\ntoken = \"a-table-token-1\"",
            "network.tables[1].boards",
            "at least one board",
        ),
        ("osc = \"stream-deck\"", "network.osc", "write IP:PORT"),
        (
            "[network.lichess]\nround = \"abc\"",
            "network.lichess.round",
            "8 letters and digits",
        ),
        (
            "[network.lichess]\nround = \"abcd1234\"\nrounds = [\"abcd1234\"]",
            "network.lichess",
            "not both",
        ),
        (
            "[network.lichess]\nrounds = [\"abcd1234\", \"x\"]",
            "network.lichess.rounds",
            "\"x\" is not a Lichess round id",
        ),
        (
            "[network.lichess]\nround = \"abcd1234\"\nurl = \"lichess.org\"",
            "network.lichess.url",
            "starts with https://",
        ),
        (
            "tls_certificate = \"stage.crt\"",
            "network.tls_key",
            "HTTPS needs both",
        ),
        (
            "tls_key = \"stage.key\"",
            "network.tls_certificate",
            "HTTPS needs both",
        ),
        (
            "tls_certificate = \" \"\ntls_key = \"stage.key\"",
            "network.tls_certificate",
            "file's name (PEM) is missing",
        ),
    ];
    for (network, field, what) in cases {
        let text = with(network);
        assert!(
            text.contains(field) && text.contains(what) && text.contains("broken.toml:"),
            "{network}: {text}"
        );
    }
    // A good one: loopback by default; the operator's token commands every
    // board, a table's its own, any other none.
    let original = root().join("configs/rapid-circuit-swiss.toml");
    let text = std::fs::read_to_string(&original).unwrap().replacen(
        "[scoring]",
        "[network]\noperator_token = \"operator-token-1\"\n\n[[network.tables]]\nboards = [1]\ntoken = \"a-table-token-1\"\n\n[scoring]",
        1,
    );
    let path = tempdir().join("network.toml");
    std::fs::write(&path, text).unwrap();
    let network = load_config(&path).unwrap().network.expect("[network]");
    assert_eq!(network.listen.to_string(), "127.0.0.1:8080");
    assert_eq!(network.boards_of("operator-token-1"), None);
    assert_eq!(
        network.boards_of("a-table-token-1"),
        Some(vec![BoardNo::FIRST])
    );
    assert_eq!(network.boards_of("guess"), Some(vec![]));
    assert_eq!(
        network.tls, None,
        "plain HTTP unless the config gives a certificate"
    );
    // HTTPS: the certificate and key beside the config.
    std::fs::write(
        &path,
        std::fs::read_to_string(&path).unwrap().replacen(
            "[network]\n",
            "[network]\ntls_certificate = \"certs/stage.crt\"\ntls_key = \"certs/stage.key\"\n",
            1,
        ),
    )
    .unwrap();
    let tls = load_config(&path)
        .unwrap()
        .network
        .unwrap()
        .tls
        .expect("HTTPS");
    assert_eq!(
        tls.certificate,
        path.parent().unwrap().join("certs/stage.crt")
    );
    assert_eq!(tls.key, path.parent().unwrap().join("certs/stage.key"));
}

#[test]
fn a_fed_boards_source_is_checked_where_it_is_written() {
    let with = |feed: &str| refusal("[scoring]", &format!("[[feeds]]\n{feed}\n\n[scoring]"));
    let cases = [
        (
            "board = 0\nsource = \"a.pgn\"",
            "feeds[1].board",
            "board 0 does not exist",
        ),
        (
            "board = 1\nsource = \"ftp://relay/a.pgn\"",
            "feeds[1].source",
            "a PGN file or an http://",
        ),
        (
            "board = 1\nsource = \"a.pgn\"\ngame = 0",
            "feeds[1].game",
            "numbered from 1",
        ),
        (
            "board = 1\nsource = \"a.pgn\"\nevery_s = 0.1",
            "feeds[1].every_s",
            "every 0.5 to 3600 seconds",
        ),
        (
            "board = 1\nsource = \"a.pgn\"\n\n[[feeds]]\nboard = 1\nsource = \"b.pgn\"",
            "feeds[2].board",
            "already follows another source",
        ),
    ];
    for (feed, field, what) in cases {
        let text = with(feed);
        assert!(
            text.contains(field) && text.contains(what) && text.contains("broken.toml:"),
            "{feed}: {text}"
        );
    }
    // Good ones: a file beside the config, read every 2 s, game 1; an
    // address, its third game, every 5 s.
    let original = root().join("configs/rapid-circuit-swiss.toml");
    let parse = |feed: &str| {
        let text = std::fs::read_to_string(&original).unwrap().replacen(
            "[scoring]",
            &format!("[[feeds]]\n{feed}\n\n[scoring]"),
            1,
        );
        EventConfig::parse(&text, &original, &read).unwrap().feeds
    };
    let file = parse("board = 1\nsource = \"relay/live.pgn\"");
    assert_eq!(file.len(), 1);
    assert_eq!(file[0].board, BoardNo::at(0));
    assert_eq!(
        file[0].source,
        megxadrez_core::config::FeedSource::File(original.parent().unwrap().join("relay/live.pgn"))
    );
    assert_eq!((file[0].game, file[0].every_ms), (1, 2000));
    let url =
        parse("board = 1\nsource = \"https://relay.example/round.pgn\"\ngame = 3\nevery_s = 5");
    assert_eq!(
        url[0].source,
        megxadrez_core::config::FeedSource::Url("https://relay.example/round.pgn".into())
    );
    assert_eq!((url[0].game, url[0].every_ms), (3, 5000));
}

/// Seed 000: "Los cuartos, la semifinal y la final se jugarán por el
/// sistema Armagedón: 11 + 3 blancas y 9 + 3 negras.", and of the final on
/// the MegXadrez: "Es decir, pasamos de 10+3 (tiempo de la fase
/// clasificatoria) a 12+3 para las piezas blancas." Each knockout round has
/// its own clocks; by default the reading in the guide (the final 12+3 v
/// 10+3, the rounds before it 11+3 v 9+3).
#[test]
fn each_knockout_round_has_its_clocks_the_seeds_by_default() {
    let control = |rules: &megxadrez_core::rules::GameRules| {
        let c = rules.clock.control;
        (
            c.white.base_ms / 60_000,
            c.white.increment_ms / 1000,
            c.black.base_ms / 60_000,
            c.black.increment_ms / 1000,
        )
    };
    let with = |knockout: &str| {
        let text = std::fs::read_to_string(root().join("tests/configs/league-six.toml")).unwrap();
        let start = text.find("[knockout]").unwrap();
        let end = start + text[start..].find("\n\n").unwrap();
        let path = tempdir().join("knockout.toml");
        std::fs::write(
            &path,
            format!("{}{knockout}{}", &text[..start], &text[end..]),
        )
        .unwrap();
        load_config(&path)
    };
    let seed = with("[knockout]\nteams = 4\nthird_place = true").unwrap();
    let k = seed.knockout.as_ref().unwrap();
    assert_eq!(control(&k.quarter_finals), (11, 3, 9, 3));
    assert_eq!(control(&k.semi_finals), (11, 3, 9, 3));
    assert_eq!(control(&k.final_game), (12, 3, 10, 3));
    assert_eq!(control(&k.third_place_game), (11, 3, 9, 3));
    assert!(k.final_game.armageddon && k.semi_finals.armageddon);
    assert_eq!(
        k.final_game.illegal.lose_at,
        Some(3),
        "in the final phase the 3rd loses"
    );
    // By round of the event: the league's rounds, then the semi-finals, and
    // the final's round where the game for third place keeps its own clock.
    let league = seed.tournament.rounds;
    assert_eq!(control(seed.rules_for_game(league, 0)), (10, 3, 10, 3));
    assert_eq!(control(seed.rules_for_game(league + 1, 1)), (11, 3, 9, 3));
    assert_eq!(control(seed.rules_for_game(league + 2, 0)), (12, 3, 10, 3));
    assert_eq!(control(seed.rules_for_game(league + 2, 1)), (11, 3, 9, 3));
    // The other reading (11+3 v 9+3 for the final too), and one round's
    // own table over [knockout]'s clocks.
    let other = with(
        "[knockout]\nteams = 4\nwhite = \"11+3\"\nblack = \"9+3\"\n\n[knockout.semi_finals]\nwhite = \"8+2\"",
    )
    .unwrap();
    let k = other.knockout.as_ref().unwrap();
    assert_eq!(control(&k.final_game), (11, 3, 9, 3));
    assert_eq!(control(&k.semi_finals), (8, 2, 9, 3));
    // Refused where it is written.
    let e = with("[knockout]\nteams = 4\n\n[knockout.final]\nwhite = \"doce\"")
        .unwrap_err()
        .to_string();
    assert!(e.contains("knockout.final.white"), "{e}");
    let e = with("[knockout]\nteams = 4\n\n[knockout.final]\nreloj = \"12+3\"")
        .unwrap_err()
        .to_string();
    assert!(e.contains("reloj"), "{e}");
}

/// Seed 000: "El tiempo será controlado por un reloj situado en una mesa al
/// lado de cada tablero, que será accionado por el jugador/a que realizará
/// el movimiento." The table clock is the official one: every shipped
/// seed-000 config leaves a flag to the arbiter, never to the stage's clock.
#[test]
fn the_seed_000_configs_leave_the_flag_to_the_arbiter() {
    for name in [
        "children-team-league.toml",
        "megxadrez-final-armageddon-11-9.toml",
        "megxadrez-final-armageddon-12-10.toml",
    ] {
        assert_eq!(
            load(name).rules.flag_mode,
            megxadrez_core::rules::FlagMode::Arbiter,
            "{name}"
        );
    }
    // The other seeds' clocks are the stage's own.
    assert_eq!(
        load("rapid-circuit-swiss.toml").rules.flag_mode,
        megxadrez_core::rules::FlagMode::Automatic
    );
}

/// Seed 004 §2: "Para elaborar el ránking inicial, se ordenará a los
/// jugadores por ELO FADA y, en su defecto, por orden alfabético." The
/// alphabet as people read it: accents wait for the letters, ñ after n.
#[test]
fn the_initial_ranking_falls_back_to_the_alphabet_as_people_read_it() {
    let text = std::fs::read_to_string(root().join("configs/rapid-circuit-swiss.toml")).unwrap();
    let text = [
        ("García López, Ana", "Zapata Ríos, Ana"),
        ("Martín Ruiz, Pablo", "Nuño Pazos, Xan"),
        ("Sánchez Gil, Elena", "Álvarez Gil, Luis"),
        ("Torres Vega, Jorge", "Núñez Vila, Pía"),
    ]
    .iter()
    .fold(text, |t, (from, to)| t.replace(from, to));
    let path = tempdir().join("alphabet.toml");
    std::fs::write(&path, text).unwrap();
    let config = load_config(&path).unwrap();
    let names: Vec<String> = config
        .entrants()
        .iter()
        .map(|&c| config.roster.contender_name(c).to_owned())
        .collect();
    assert_eq!(
        names,
        [
            "Álvarez Gil, Luis",
            "Núñez Vila, Pía",
            "Nuño Pazos, Xan",
            "Zapata Ríos, Ana"
        ]
    );
}

#[test]
fn the_shipped_12_10_final_plays_third_place_as_the_semi_finals() {
    // Seed 000: "Los cuartos, la semifinal y la final se jugarán por el
    // sistema Armagedón: 11 + 3 blancas y 9 + 3 negras"; the final on the
    // giant board "a 12+3 para las piezas blancas". The game for third
    // place, beside it, is played as the semi-finals were (the guide's
    // reading): board 2 at 11+3 against 9+3, board 1 at 12+3 against 10+3.
    let c = load("megxadrez-final-armageddon-12-10.toml");
    let minutes = |board: BoardNo| {
        let game = c.new_board_game(board);
        let control = game.clock().settings().control;
        (
            control.white.base_ms / 60_000,
            control.white.increment_ms / 1000,
            control.black.base_ms / 60_000,
            control.black.increment_ms / 1000,
        )
    };
    assert_eq!(minutes(BoardNo::at(0)), (12, 3, 10, 3));
    assert_eq!(minutes(BoardNo::at(1)), (11, 3, 9, 3));
    assert!(c.new_board_game(BoardNo::at(1)).rules().armageddon);
    // One clock without the other is refused, naming the field.
    let text =
        std::fs::read_to_string(root().join("configs/megxadrez-final-armageddon-12-10.toml"))
            .unwrap()
            .replace("black_clock = \"9+3\"\n", "");
    let dir = tempdir();
    let path = dir.join("third-place-one-clock.toml");
    std::fs::write(&path, text).unwrap();
    std::fs::create_dir_all(dir.join("teams")).unwrap();
    std::fs::copy(
        root().join("configs/teams/megxadrez-finalists.toml"),
        dir.join("teams/megxadrez-finalists.toml"),
    )
    .unwrap();
    let e = load_config(&path).unwrap_err();
    assert!(e.to_string().contains("boards.white_clock"), "{e}");
}
