//! `megxadrez replay`, run as a user runs it: the real binary on the shipped
//! configs and scripts, with its JSON report, its messages and exit status.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn config(name: &str) -> PathBuf {
    root().join("configs").join(name)
}

/// Runs `megxadrez replay` on `script` given on stdin.
fn replay(config_name: &str, script: &str, extra: &[&str]) -> Output {
    let config = config(config_name);
    let mut args: Vec<&std::ffi::OsStr> =
        vec!["replay".as_ref(), "--config".as_ref(), config.as_os_str()];
    args.extend(extra.iter().map(std::ffi::OsStr::new));
    args.push("-".as_ref());
    crate::megxadrez_with_input(&args, script)
}

fn report(out: &Output) -> Value {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}: {stderr}"))
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn run_shipped(config_name: &str, script: &str) -> (Output, Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["replay", "--config"])
        .arg(config(config_name))
        .arg(root().join("tests/scripts").join(script))
        .output()
        .unwrap();
    let value = report(&out);
    (out, value)
}

fn expected(name: &str) -> Value {
    let text = std::fs::read_to_string(root().join("tests/scripts").join(name)).unwrap();
    serde_json::from_str(&text).unwrap()
}

#[test]
fn whole_megxadrez_final_armageddon_draw_goes_to_black() {
    let (out, r) = run_shipped(
        "megxadrez-final-armageddon-12-10.toml",
        "megxadrez-final.txt",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(r["result"], "1/2-1/2");
    assert_eq!(r["winner"], "black");
    assert_eq!(r["termination"], "repetition");
    assert_eq!(r["points"], serde_json::json!({"white": 1.0, "black": 4.0}));
    // 12+3 against 10+3: worked out by hand from the script's instants.
    assert_eq!(
        r["clock_ms"],
        serde_json::json!({"white": 351000, "black": 364000})
    );
    assert_eq!(r["illegal"], serde_json::json!({"white": 1, "black": 0}));
    // 16 moves each: White's rotation of 4 is back to its first child; Black's
    // skipped Noa while she was away.
    assert_eq!(
        r["mover"],
        serde_json::json!({"white": "Uxía", "black": "Martiño"})
    );
    assert_eq!(r, expected("megxadrez-final.expected.json"));
}

#[test]
fn whole_rapid_circuit_game_ends_in_mate_with_a_penalty_minute() {
    let (out, r) = run_shipped("rapid-circuit-swiss.toml", "rapid-circuit-game.txt");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(r["moves"].as_array().unwrap().len(), 33);
    assert_eq!(r["moves"][32], "Rd8#");
    assert_eq!(
        (r["result"].as_str(), r["termination"].as_str()),
        (Some("1-0"), Some("checkmate"))
    );
    // White: +60 s for Black's illegal move and +60 s from the arbiter.
    assert_eq!(
        r["clock_ms"],
        serde_json::json!({"white": 792000, "black": 557000})
    );
    assert_eq!(
        r["mover"],
        serde_json::json!({"white": null, "black": null})
    );
    assert_eq!(r, expected("rapid-circuit-game.expected.json"));
}

#[test]
fn the_other_armageddon_reading_gives_eleven_against_nine() {
    let (_, r) = run_shipped(
        "megxadrez-final-armageddon-11-9.toml",
        "megxadrez-final.txt",
    );
    assert_eq!(
        r["clock_ms"],
        serde_json::json!({"white": 351000 - 60000, "black": 364000 - 60000})
    );
    assert_eq!(r["winner"], "black");
}

#[test]
fn every_shipped_config_replays_a_game() {
    let cases = [
        (
            "children-team-league.toml",
            "at 0 start\nat 5 move e4\nat 9 move e5\nat 20 resign black\n",
            "1-0",
            "Hugo",
        ),
        (
            "school-zonal-phase.toml",
            "at 0 start\nat 60 move d4\nat 1300 wait\n",
            "*",
            "",
        ),
        (
            "school-final-phase.toml",
            "at 0 start\nat 30 move d4\nat 50 illegal\n",
            "*",
            "",
        ),
        (
            "bughouse-pairs-swiss.toml",
            "at 0 start\nat 3 illegal\n",
            "0-1",
            "",
        ),
        (
            "rapid-circuit-swiss.toml",
            "at 0 start\nat 1 move e4\nat 2 draw\n",
            "1/2-1/2",
            "",
        ),
        (
            "megxadrez-final-armageddon-11-9.toml",
            "at 0 lot second\nat 1 start\nat 9 move e4\n",
            "*",
            "",
        ),
    ];
    for (name, script, result, white_mover) in cases {
        let out = replay(name, script, &[]);
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        let r = report(&out);
        assert_eq!(r["result"], result, "{name}");
        if !white_mover.is_empty() {
            assert_eq!(r["mover"]["white"], white_mover, "{name}");
        }
    }
}

#[test]
fn school_zonal_clock_starts_at_twenty_minutes() {
    let r = report(&replay(
        "school-zonal-phase.toml",
        "at 0 start\nat 60 move d4\nat 1300 wait\n",
        &[],
    ));
    // Black to move when the clock was set at 1200 s: 100 s of its 5 minutes gone.
    assert_eq!(
        r["clock_ms"],
        serde_json::json!({"white": 300000, "black": 200000})
    );
    let r = report(&replay(
        "school-final-phase.toml",
        "at 0 start\nat 30 move d4\nat 50 illegal\n",
        &[],
    ));
    assert_eq!(
        r["clock_ms"],
        serde_json::json!({"white": 870000 + 120000, "black": 880000})
    );
}

#[test]
fn lot_assigns_colours_and_the_seed_makes_it_repeatable() {
    let script = "at 0 lot\nat 1 start\n";
    let names = |seed: &str| {
        let r = report(&replay(
            "children-team-league.toml",
            script,
            &["--seed", seed],
        ));
        r["names"]["white"].as_str().unwrap().to_owned()
    };
    let drawn: Vec<String> = (0..16).map(|s| names(&s.to_string())).collect();
    assert!(drawn.contains(&"Os Cabalos Tolos".to_owned()));
    assert!(drawn.contains(&"Os Alfiles Rápidos".to_owned()));
    assert_eq!(names("3"), names("3"));
}

#[test]
fn flag_falls_on_a_wait_line() {
    let r = report(&replay(
        "bughouse-pairs-swiss.toml",
        "at 0 start\nat 2 move e4\nat 400 wait\n",
        &[],
    ));
    // A bughouse match: four clocks start together, and board 2's White,
    // who never moved, is the first out of time.
    assert_eq!(r["termination"], "flag");
    assert_eq!(r["result"], "1-0", "pair A wins: {r}");
    assert_eq!(r["ended_on"], 2);
    assert_eq!(r["boards"][1]["clock_ms"]["white"], 0);
    assert_eq!(r["boards"][0]["clock_ms"]["black"], 2_000);
    assert_eq!(r["at_ms"], 300_000, "the flag fell at 5 min");
}

#[test]
fn a_malformed_line_is_reported_with_its_number_and_the_report_before_it() {
    let out = replay(
        "rapid-circuit-swiss.toml",
        "at 0 start\nat 1 move e4\nat x move e5\nat 3 move e5\n",
        &[],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("<stdin>:3:") && err.contains("«x» no es un tiempo"),
        "{err}"
    );
    let r = report(&out);
    assert_eq!(
        r["moves"],
        serde_json::json!(["e4"]),
        "everything before the bad line"
    );
}

#[test]
fn keep_going_reports_every_bad_line_and_exits_zero() {
    let script = "at 0 start\nat 1 move e5\nat 2 move e4\nat 1 move e5\nat 3 jump\nat 4 move e5\n";
    let out = replay("rapid-circuit-swiss.toml", script, &["--keep-going"]);
    assert!(out.status.success());
    let err = stderr(&out);
    for needle in [
        "<stdin>:2: \"e5\" no es una jugada legal",
        "<stdin>:4: el tiempo va hacia atrás",
        "<stdin>:5: orden desconocida «jump»",
    ] {
        assert!(err.contains(needle), "{needle} in {err}");
    }
    assert_eq!(report(&out)["moves"], serde_json::json!(["e4", "e5"]));
}

#[test]
fn times_going_backwards_and_moves_in_a_finished_game_are_refused() {
    let out = replay(
        "rapid-circuit-swiss.toml",
        "at 0 start\nat 10 move e4\nat 9 move e5\n",
        &[],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("<stdin>:3: el tiempo va hacia atrás"),
        "{}",
        stderr(&out)
    );
    let out = replay(
        "rapid-circuit-swiss.toml",
        "at 0 start\nat 1 resign white\nat 2 move e4\n",
        &[],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("<stdin>:3: la partida ha terminado (abandono)"),
        "{}",
        stderr(&out)
    );
    assert_eq!(report(&out)["result"], "0-1");
}

#[test]
fn an_invalid_config_is_refused_with_its_place_and_exit_two() {
    let dir = std::env::temp_dir().join(format!("megxadrez-replay-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(config("rapid-circuit-swiss.toml")).unwrap();
    let bad = dir.join("bad.toml");
    std::fs::write(&bad, text.replace("lose_at = 2", "lose_at = -1")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["replay", "--config"])
        .arg(&bad)
        .arg(root().join("tests/scripts/rapid-circuit-game.txt"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("bad.toml:") && err.contains("campo `illegal_moves.lose_at`"),
        "{err}"
    );
    assert!(out.stdout.is_empty(), "no report from a refused config");
}

#[test]
fn a_missing_script_says_so() {
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["replay", "--config"])
        .arg(config("rapid-circuit-swiss.toml"))
        .arg("/nonexistent/script.txt")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no se puede leer el guion /nonexistent/script.txt: no existe"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn garbage_bytes_as_a_script_give_messages_not_a_panic() {
    let garbage = "at 0 start\n\u{0}\u{7f}ÿþ at at at\nat 99999999999999999999 move e4\nat 1 move \u{1F600}\n";
    let out = replay("rapid-circuit-swiss.toml", garbage, &["--keep-going"]);
    assert!(out.status.success());
    assert_eq!(report(&out)["moves"], serde_json::json!([]));
    assert_eq!(stderr(&out).lines().count(), 3, "{}", stderr(&out));
}

#[test]
fn check_says_in_plain_words_what_game_a_config_sets_up() {
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .arg("check")
        .arg(config("megxadrez-final-armageddon-12-10.toml"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    for expected in [
        "MegXadrez — Gran final — equipos con un niño distinto en cada jugada",
        "Tableros: 2",
        "1. Gran final: Os Peóns Saltaríns (blancas) — As Torres Valentes (negras)",
        "Os Peóns Saltaríns: Uxía · Brais · Antía · Xoel; banquillo: Sabela",
        "Relojes: blancas 12 min + 3 s, negras 10 min + 3 s",
        "tiempo máximo de ronda: 30 min",
        "Armagedón: las tablas dan la victoria a las negras",
        "Jugadas ilegales: la 3.ª pierde",
        "la confirma el árbitro (el reloj de la mesa es el oficial)",
        "Puntos: victoria 4, tablas 2, derrota 1",
        "Pantalla «final»: final, tableros 1, monitor 1, pantalla completa",
        "Inicio de partida [Ctrl+1]",
    ] {
        assert!(text.contains(expected), "{expected:?} not in:\n{text}");
    }
    // A school team says its level.
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .arg("check")
        .arg(config("school-zonal-phase.toml"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("CEIP A Laxe (Primaria, 5.º y 6.º): Irene Souto"),
        "{text}"
    );
    // A screen with no boards (the pairings) names none.
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .arg("check")
        .arg(root().join("tests/configs/league-six.toml"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Pantalla «ronda»: emparejamientos, monitor 0, ventana"),
        "{text}"
    );
}

#[test]
fn check_says_the_bughouse_house_rules_and_the_server() {
    let check = |path: &std::path::Path| {
        let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
            .arg("check")
            .arg(path)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let text = check(&config("bughouse-pairs-swiss.toml"));
    assert!(
        text.contains(
            "Bughouse: una pieza puesta con jaque se puede retirar; al coronar se entrega el peón y se puede retirar una pieza del rival"
        ),
        "{text}"
    );
    let dir = crate::fresh_dir("check-network");
    let path = dir.join("liga.toml");
    let league = std::fs::read_to_string(root().join("tests/configs/league-six.toml")).unwrap();
    std::fs::write(
        &path,
        format!(
            "{league}\n[network]\nlisten = \"0.0.0.0:8080\"\nosc = \"127.0.0.1:9000\"\n\n\
             [[network.tables]]\nboards = [2, 3]\ntoken = \"mesa-dos-y-tres\"\n\n\
             [network.lichess]\nround = \"abCD1234\"\n"
        ),
    )
    .unwrap();
    let text = check(&path);
    for expected in [
        "Servidor: http://0.0.0.0:8080 (la red del pabellón); sin clave del operador (o MEGXADREZ_OPERATOR_TOKEN)",
        "Mesa remota: tableros 2, 3",
        "Lichess: ronda abCD1234 en https://lichess.org",
        "OSC: udp://127.0.0.1:9000",
        "Sin HTTPS: las claves y las órdenes viajan sin cifrar por la red del pabellón",
    ] {
        assert!(text.contains(expected), "{expected:?} not in:\n{text}");
    }
    // With a certificate: HTTPS, and no warning.
    for file in ["stage.crt", "stage.key"] {
        std::fs::copy(root().join("tests/data/tls").join(file), dir.join(file)).unwrap();
    }
    let text = std::fs::read_to_string(&path).unwrap().replace(
        "listen = \"0.0.0.0:8080\"",
        "listen = \"0.0.0.0:8443\"\ntls_certificate = \"stage.crt\"\ntls_key = \"stage.key\"",
    );
    std::fs::write(&path, text).unwrap();
    let text = check(&path);
    assert!(
        text.contains("Servidor: https://0.0.0.0:8443 (la red del pabellón)"),
        "{text}"
    );
    assert!(!text.contains("Sin HTTPS"), "{text}");
}

/// `check` starts nothing but reads what the stage's server would: a
/// certificate that is missing or a key that is not its own stops the
/// stage, so it stops `check` (it passed them, and the stage then exited
/// 2); a token from the environment that is a table's too is refused
/// (that table would have commanded every board).
#[test]
fn check_reads_the_servers_certificate_and_tokens_as_the_stage_does() {
    let dir = crate::fresh_dir("check-https");
    let league = std::fs::read_to_string(root().join("tests/configs/league-six.toml")).unwrap();
    for file in ["stage.crt", "stage.key", "other.crt"] {
        std::fs::copy(root().join("tests/data/tls").join(file), dir.join(file)).unwrap();
    }
    let path = dir.join("liga.toml");
    let check = |certificate: &str, env: &[(&str, &str)]| {
        std::fs::write(
            &path,
            format!(
                "{league}\n[network]\nlisten = \"0.0.0.0:8443\"\n\
                 tls_certificate = \"{certificate}\"\ntls_key = \"stage.key\"\n\n\
                 [[network.tables]]\nboards = [2]\ntoken = \"mesa-dos-comprobar\"\n"
            ),
        )
        .unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
            .arg("check")
            .arg(&path)
            .env("LANG", "es_ES.UTF-8")
            .env_remove("MEGXADREZ_OPERATOR_TOKEN")
            .env_remove("MEGXADREZ_ANNOUNCER_TOKEN")
            .envs(env.iter().copied())
            .output()
            .unwrap();
        (out.status.code(), stderr(&out))
    };
    assert_eq!(check("stage.crt", &[]).0, Some(0));
    let (code, said) = check("missing.crt", &[]);
    assert!(code == Some(2) && said.contains("missing.crt"), "{said}");
    let (code, said) = check("other.crt", &[]);
    assert!(code == Some(2) && said.contains("stage.key"), "{said}");
    let (code, said) = check(
        "stage.crt",
        &[("MEGXADREZ_OPERATOR_TOKEN", "mesa-dos-comprobar")],
    );
    assert!(
        code == Some(2)
            && said.contains("MEGXADREZ_OPERATOR_TOKEN")
            && said.contains("network.tables[0]"),
        "{said}"
    );
}

#[test]
fn help_names_one_default() {
    // The help speaks the terminal's language (LANG), Spanish by default.
    let help = |lang: &str, args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
            .args(args)
            .env("LANG", lang)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .output()
            .unwrap();
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
            out.status.code(),
        )
    };
    for (lang, default) in [
        ("C.UTF-8", "Es lo que ejecuta `megxadrez` a secas"),
        ("gl_ES.UTF-8", "É o que executa `megxadrez` só"),
        ("en_GB.UTF-8", "what `megxadrez` alone runs"),
    ] {
        let (text, _, _) = help(lang, &["--help"]);
        assert_eq!(text.matches(default).count(), 1, "{lang}: {text}");
    }
    let (text, _, _) = help("gl_ES.UTF-8", &["schedule", "--help"]);
    assert!(
        text.contains("Opcións:") && text.contains("Cantos participantes"),
        "{text}"
    );
    // A command line that does not read says so in the language first.
    let (_, err, code) = help("C.UTF-8", &["scedule"]);
    assert_eq!(code, Some(2));
    assert!(
        err.starts_with("megxadrez: orden u opción desconocida"),
        "{err}"
    );
}

#[test]
fn stage_without_a_display_says_so_before_touching_the_journal() {
    let dir = std::env::temp_dir().join(format!("megxadrez-no-display-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["stage", "--config"])
        .arg(config("megxadrez-final-armageddon-12-10.toml"))
        .arg("--journal")
        .arg(&dir)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no hay servidor gráfico"), "{err}");
    assert!(!dir.exists(), "no journal was made or replayed");
}

#[test]
fn whole_bughouse_match_a_dropped_pawn_and_a_mate_that_ends_both_boards() {
    // Seed 002 §12: "Cualquier circunstancia que finalice la partida en
    // alguno de los dos tableros (jaque mate, …) finalizará inmediatamente
    // el encuentro" — the script's last line, on board 2, is refused.
    let (out, r) = run_shipped("bughouse-pairs-swiss.toml", "bughouse-match.txt");
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("bughouse-match.txt:20: el encuentro ha terminado (jaque mate)"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        (&r["result"], &r["termination"], &r["ended_on"]),
        (
            &serde_json::json!("1-0"),
            &serde_json::json!("checkmate"),
            &serde_json::json!(1)
        )
    );
    let (b1, b2) = (&r["boards"][0], &r["boards"][1]);
    // Black on board 2 took a pawn (dxc4): White on board 1 dropped it.
    assert_eq!(b1["moves"][4], "P@d3");
    // The queen's capture on f7 went to Black on board 2: its pocket.
    assert!(b2["fen"].as_str().unwrap().contains("[p]"), "{b2}");
    assert_eq!(
        (&b1["result"], &b2["result"]),
        (&serde_json::json!("1-0"), &serde_json::json!("0-1"))
    );
    // Four clocks, worked out by hand from the script's instants.
    assert_eq!(
        b1["clock_ms"],
        serde_json::json!({"white": 287000, "black": 289000})
    );
    assert_eq!(
        b2["clock_ms"],
        serde_json::json!({"white": 291000, "black": 285000})
    );
    assert_eq!(r, expected("bughouse-match.expected.json"));
}

#[test]
fn bughouse_journal_resumes_across_runs_and_writes_bpgn_and_board_pgns() {
    let dir = crate::fresh_dir("bughouse-journal");
    let script = std::fs::read_to_string(root().join("tests/scripts/bughouse-match.txt")).unwrap();
    let lines: Vec<&str> = script.lines().collect();
    let journal = dir.to_str().unwrap();
    // The first half, then the second on the journal the first left.
    let first = replay(
        "bughouse-pairs-swiss.toml",
        &lines[..13].join("\n"),
        &["--journal", journal],
    );
    assert!(first.status.success(), "{}", stderr(&first));
    assert_eq!(report(&first)["result"], "*");
    let second = replay(
        "bughouse-pairs-swiss.toml",
        &lines[13..19].join("\n"),
        &["--journal", journal],
    );
    assert!(second.status.success(), "{}", stderr(&second));
    let mut whole = report(&second);
    let mut expected = expected("bughouse-match.expected.json");
    whole["at_ms"] = serde_json::Value::Null;
    expected["at_ms"] = serde_json::Value::Null;
    assert_eq!(whole, expected);
    // Movetext read as a reader would: line breaks are spaces.
    let bpgn = std::fs::read_to_string(dir.join("live.bpgn"))
        .unwrap()
        .replace('\n', " ");
    assert!(
        bpgn.contains("[WhiteA \"Marta Otero\"] [BlackA \"Lorena Vilas\"]"),
        "{bpgn}"
    );
    assert!(bpgn.contains("3A. P@d3 {292.0}"), "{bpgn}");
    assert!(
        bpgn.contains("5A. Qxf7# {287.0} {jaque mate, tablero A}"),
        "{bpgn}"
    );
    let pgn = std::fs::read_to_string(dir.join("live.pgn")).unwrap();
    assert_eq!(pgn.matches("[Variant \"Bughouse\"]").count(), 2, "{pgn}");
    assert!(
        pgn.contains("[White \"Diego Bouzas\"]\n[Black \"Iván Castro\"]\n[Result \"0-1\"]"),
        "{pgn}"
    );
}

/// Seed 000: "El tiempo será controlado por un reloj situado en una mesa al
/// lado de cada tablero": past 0:00 on the stage's clock the children's game
/// goes on until the arbiter confirms the flag.
#[test]
fn a_childrens_game_past_zero_waits_for_the_arbiter_to_confirm_the_flag() {
    let dir = crate::fresh_dir("table-clock");
    let script = dir.join("flag.txt");
    let run = |text: &str| {
        std::fs::write(&script, text).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
            .args(["replay", "--config"])
            .arg(config("children-team-league.toml"))
            .arg(&script)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    // Eleven minutes on White's clock of 10+3: 0:00 shown, no result.
    let state = run("at 0 board 1 start\nat 660 board 1 wait\n");
    assert_eq!(state["clock_ms"]["white"], 0);
    assert_eq!(state["result"], "*", "{state}");
    // The arbiter confirms it: the team out of time loses.
    let state = run("at 0 board 1 start\nat 660 board 1 wait\nat 670 board 1 flag white\n");
    assert_eq!(state["result"], "0-1", "{state}");
    assert_eq!(state["termination"], "flag", "{state}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A script takes the event's piece letters as the console does (`move
/// Cf3` in a Spanish event), English SAN still reads, and the journal holds
/// the English text.
#[test]
fn a_script_takes_the_events_piece_letters_like_the_console() {
    let dir = crate::fresh_dir("script-letters");
    let script = dir.join("letras.txt");
    std::fs::write(
        &script,
        "at 0 board 1 start\nat 1 board 1 move e4\nat 2 board 1 move e5\nat 3 board 1 move Cf3\n\
         at 4 board 1 move Nc6\nat 5 board 1 move Ab5\nat 6 board 1 move a6\nat 7 board 1 move 0-0\n",
    )
    .unwrap();
    let journal = dir.join("j");
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["replay", "--config"])
        .arg(config("rapid-circuit-swiss.toml"))
        .arg("--journal")
        .arg(&journal)
        .arg(&script)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let state: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        state["moves"],
        serde_json::json!(["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"])
    );
    let records = std::fs::read_to_string(journal.join("session.journal")).unwrap();
    assert!(
        records.contains(" move Nf3\n") && records.contains(" move Bb5\n"),
        "{records}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// What `check` and `cue list` say is in the event's language: the
/// screens' layouts (they said `carousel (standings, pairings, 10 s)` and
/// `match (mesa 1)` in a Spanish event) and the cues' uses (`game start`,
/// `10 min left`).
#[test]
fn check_and_cue_list_speak_the_events_language() {
    let said = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
            .args(args)
            .current_dir(root())
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let check = said(&["check", "tests/configs/school-five.toml"]);
    for expected in [
        "encuentro (mesa 1)",
        "carrusel (clasificación, emparejamientos, encuentro, 10 s)",
    ] {
        assert!(check.contains(expected), "{expected:?} not in:\n{check}");
    }
    assert!(
        !check.contains("carousel") && !check.contains("match ("),
        "{check}"
    );
    let cues = said(&[
        "cue",
        "list",
        "--config",
        "configs/megxadrez-final-armageddon-12-10.toml",
    ]);
    for expected in [
        "inicio de partida",
        "quedan 10 min",
        "campana 660 Hz",
        "lista GO",
    ] {
        assert!(cues.contains(expected), "{expected:?} not in:\n{cues}");
    }
    assert!(
        !cues.contains("game start") && !cues.contains("min left"),
        "{cues}"
    );
    // Numbers as the language writes them: a volume in per cent, a
    // length with its decimal comma ("vol 0.80", "1.6 s" before).
    assert!(
        cues.contains("vol  80 %") && cues.contains("campana 660 Hz, 1,6 s"),
        "{cues}"
    );
    assert!(!cues.contains("0.80") && !cues.contains("1.6 s"), "{cues}");
}

/// A script takes `event next` as the stage's terminal does (screenshot
/// scripts did not), and a first picture of an event paired round by
/// round shows its first round rather than an empty table ("Esta mesa no
/// tiene encuentro en la ronda").
#[test]
fn a_script_pairs_the_next_round_and_a_first_picture_shows_it() {
    let dir = crate::fresh_dir("script-event-next");
    let script = dir.join("next.txt");
    std::fs::write(&script, "at 0 event next\nat 1 event stage 1\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["replay", "--seed", "3", "--config"])
        .arg(config("rapid-circuit-swiss.toml"))
        .arg(&script)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // Round 1 of four: 1 v 3 on the first table (Dutch: top half v bottom).
    assert_eq!(report["names"]["white"], "García López, Ana", "{report}");
    assert_eq!(report["names"]["black"], "Sánchez Gil, Elena", "{report}");

    // A school event the wizard writes: no boards of its own.
    let sheet = "es\n2\nFase zonal\nColexio\n\
                 CEIP A Laxe: Irene Souto, Mateo Vidal, Carla Rey, Adrián Pena\n\
                 CEIP O Castro: Nuria Gil, Óscar Ferro, Paula Diz, Xián Mosquera\n\
                 CPI Os Dices: Ana Rial, Brais Lema, Uxía Pazos, Roi Vilar\n\n2\n\nzonal\n";
    let out = crate::megxadrez_in(&dir, &["new"], sheet, &[("LANG", "C")]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let shot = |script: Option<&std::path::Path>, name: &str| {
        let png = dir.join(name);
        let mut c = Command::new(env!("CARGO_BIN_EXE_megxadrez"));
        c.current_dir(&dir)
            .args([
                "screenshot",
                "--config",
                "zonal.toml",
                "--screen",
                "principal",
            ])
            .args(["--size", "640x360"]);
        if let Some(s) = script {
            c.arg("--script").arg(s);
        }
        let out = c.arg(&png).output().unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        std::fs::read(&png).unwrap()
    };
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "# nothing paired\n").unwrap();
    let blank = shot(Some(&empty), "blank.png");
    let first = shot(None, "first.png");
    let paired = dir.join("paired.txt");
    std::fs::write(&paired, "at 0 event next\nat 0 event stage 1\n").unwrap();
    let scripted = shot(Some(&paired), "scripted.png");
    assert_ne!(first, blank, "the first picture shows the first round");
    assert_eq!(
        first, scripted,
        "as `event next` and `event stage 1` pair it"
    );
}

/// A year of birth after the event's year is refused where the config is
/// read, naming the player (`born = 2030` passed without a word, and the
/// child fell in no age category).
#[test]
fn a_player_born_after_the_events_year_is_refused_by_name() {
    let dir = crate::fresh_dir("born-later");
    let text = std::fs::read_to_string(root().join("tests/configs/rapid-fourteen.toml")).unwrap();
    let config = dir.join("rapido.toml");
    std::fs::write(&config, text.replacen("born = 2008", "born = 2030", 1)).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .arg("check")
        .arg(&config)
        .env("LANG", "es_ES.UTF-8")
        .output()
        .unwrap();
    let said = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(
        said.contains("nació en 2030") && said.contains("rapido.toml"),
        "{said}"
    );
    // The unchanged config passes.
    std::fs::write(&config, &text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .arg("check")
        .arg(&config)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
}
