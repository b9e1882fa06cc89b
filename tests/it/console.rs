//! The default product, the live console, driven through its stdin.

use crate::megxadrez_with_input;

/// Runs `megxadrez console ARGS` on `input`; its stdout and stderr.
fn console(args: &[&std::ffi::OsStr], input: &str) -> (String, String) {
    let all: Vec<&std::ffi::OsStr> = std::iter::once("console".as_ref())
        .chain(args.iter().copied())
        .collect();
    let out = megxadrez_with_input(&all, input);
    assert!(out.status.success(), "{out:?}");
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn console_plays_moves_and_refuses_bad_input_on_the_default_final() {
    let (text, _) = console(
        &[],
        "move e4\nstart\nmove e4\nmove e4\nflip\nabsent white Brais\nresign black\nmove e5\nquit\n",
    );
    assert!(text.contains("MegXadrez — Gran final"), "{text}");
    assert!(text.contains("! la partida no ha empezado"), "{text}");
    assert!(
        text.contains("  4 . . . . P . . . "),
        "the board shows e4: {text}"
    );
    assert!(
        text.contains("! \"e4\" no es una jugada legal"),
        "refused in the event's language: {text}"
    );
    assert!(text.contains("! orden desconocida «flip»"), "{text}");
    assert!(text.contains("mueve: Antía"), "Brais is skipped: {text}");
    assert!(text.contains("resultado: 1-0 (abandono)"), "{text}");
    assert!(
        text.contains("! la partida ha terminado (abandono)"),
        "{text}"
    );
}

/// Runs `megxadrez console --journal DIR` on `input`; its stdout and stderr.
fn console_on(dir: &std::path::Path, input: &str) -> (String, String) {
    console(&["--journal".as_ref(), dir.as_os_str()], input)
}

#[test]
fn the_console_journals_through_the_stages_writer_and_resumes() {
    let dir =
        std::env::temp_dir().join(format!("megxadrez-console-journal-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (text, _) = console_on(&dir, "start\nmove e4\nmove e4\nmove Cf6\nquit\n");
    assert!(text.contains("ok: at "), "{text}");
    // Only what was accepted is journaled, the Spanish knight in English.
    let journal = std::fs::read_to_string(dir.join("session.journal")).unwrap();
    let commands: Vec<&str> = crate::journal_records(&journal)
        .map(|l| l.splitn(7, ' ').nth(6).unwrap_or(""))
        .collect();
    assert_eq!(commands, ["start", "move e4", "move Nf6"], "{journal}");
    let pgn = std::fs::read_to_string(dir.join("live.pgn")).unwrap();
    assert!(
        pgn.contains("1. e4 {") && pgn.contains("} Nf6 {"),
        "the live PGN follows: {pgn}"
    );
    // A second console resumes the session: the clocks paused, the moves
    // there.
    let (text, notice) = console_on(&dir, "show\nresume\nmove d4\nquit\n");
    assert!(
        notice.contains("Sesión recuperada del diario: 3 órdenes"),
        "{notice}"
    );
    assert!(
        text.contains("  4 . . . . P . . . ") && text.contains("  6 . . . . . n . . "),
        "e4 and Nf6 are on the board: {text}"
    );
    assert!(
        text.contains("ok: at ") && text.contains("move d4"),
        "{text}"
    );
    let journal = std::fs::read_to_string(dir.join("session.journal")).unwrap();
    assert!(
        crate::journal_records(&journal).count() == 6,
        "start, e4, Nf6, pause, resume, d4: {journal}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// What an arbiter hits: `event next` says who plays whom on which table,
/// and `show N` shows board N or says there is none.
#[test]
fn event_next_names_the_pairings_and_show_n_shows_a_board_or_says_there_is_none() {
    let dir = crate::fresh_dir("console-show");
    let config =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/configs/league-six.toml");
    let (text, _) = console(
        &[
            "--config".as_ref(),
            config.as_os_str(),
            "--journal".as_ref(),
            dir.as_os_str(),
        ],
        "event next\nevent stage 1\nshow 3\nshow 9\nshow tres\nevent result 1 1 6 1-0\nevent result 1 1 6 0-1\nquit\n",
    );
    assert!(
        text.contains(
            "ok: ronda 1 emparejada: 3 emparejamientos, 0 descansos — mesa 1: Os Cabalos Tolos - Os Reis do Enroque; \
             mesa 2: Os Alfiles Rápidos - As Torres de Hércules; mesa 3: As Raíñas do Xadrez - Os Peóns Valentes"
        ),
        "{text}"
    );
    let shown = text
        .split("ok: ronda 1 en el escenario")
        .nth(1)
        .unwrap_or("");
    assert!(
        shown.contains("As Raíñas do Xadrez") && shown.contains("Os Peóns Valentes"),
        "board 3: {shown}"
    );
    assert!(text.contains("✗ no existe el tablero 9: hay 3"), "{text}");
    assert!(
        text.contains("✗ `show N`: N es el número del tablero, desde 1; no «tres»"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seed 000: "En el caso de empate, la victoria sería para las piezas
/// negras." A drawn Armageddon says who goes through, by name.
#[test]
fn a_drawn_armageddon_says_who_goes_through() {
    let config = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("configs/megxadrez-final-armageddon-12-10.toml");
    let (text, _) = console(
        &["--config".as_ref(), config.as_os_str()],
        "start\nmove e4\nmove e5\ndraw\nquit\n",
    );
    assert!(
        text.contains("resultado: 1/2-1/2 (tablas de mutuo acuerdo)\n  Armagedón: tablas, gana As Torres Valentes (negras)"),
        "{text}"
    );
}

/// Seed 000: "Los cuartos, la semifinal y la final se jugarán por el
/// sistema Armagedón: 11 + 3 blancas y 9 + 3 negras". The shipped 12+3
/// final's game for third place, beside it, is played as the semi-finals
/// were: `show 2` shows its clocks at 11:00 and 9:00, the final's at 12:00
/// and 10:00.
#[test]
fn the_third_place_board_beside_the_final_plays_as_the_semi_finals() {
    let dir = crate::fresh_dir("console-third-place");
    let config = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("configs/megxadrez-final-armageddon-12-10.toml");
    let (text, _) = console(
        &[
            "--config".as_ref(),
            config.as_os_str(),
            "--journal".as_ref(),
            dir.as_os_str(),
        ],
        "show 1\nshow 2\nquit\n",
    );
    assert!(
        text.contains("  Blancas   12:00  Os Peóns Saltaríns")
            && text.contains("  Negras   10:00  As Torres Valentes"),
        "{text}"
    );
    assert!(
        text.contains("  Blancas   11:00  Os Cabalos Tolos")
            && text.contains("  Negras    9:00  As Raíñas do Xadrez"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seed 001 §2: "El orden de los tableros lo fijará cada equipo al dar el
/// listado de participantes, no pudiéndose cambiar posteriormente: si no
/// juegan los 4 primeros, se respeta el orden." CEIP A Laxe lists five;
/// Mateo (2nd) sits out round 1: a line-up out of the list's order is
/// refused and says how, the one in order puts Carla (3rd listed) on board
/// 2 and Sara (5th) on board 4, on the stage's boards and after a restart.
#[test]
fn a_school_line_up_seats_the_children_it_names_in_the_lists_order() {
    let dir = crate::fresh_dir("console-lineup");
    let config =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/configs/school-five.toml");
    let args = [
        "--config".as_ref(),
        config.as_os_str(),
        "--journal".as_ref(),
        dir.as_os_str(),
    ];
    let (text, _) = console(
        &args,
        "event pair 1 1 2\nevent lineup 1 1 1 3 2 5\nevent lineup 1 1 1 3 4 5\nevent stage 1\nquit\n",
    );
    assert!(
        text.contains("3 o 4 puestos de su lista de 5, en el orden de la lista"),
        "{text}"
    );
    assert!(
        text.contains(
            "ok: ronda 1: CEIP A Laxe juega con Irene Souto, Carla Rey, Adrián Pena, Sara Lema, del tablero 1 en adelante"
        ),
        "{text}"
    );
    // After a restart, from the journal: board 2 (CEIP O Castro White) and
    // board 4.
    let (text, _) = console(&args, "show 2\nshow 4\nquit\n");
    assert!(
        text.contains("  Negras    5:00  Carla Rey (CEIP A Laxe)"),
        "{text}"
    );
    assert!(
        text.contains("  Negras    5:00  Sara Lema (CEIP A Laxe)"),
        "{text}"
    );
    assert!(!text.contains("Mateo Vidal (CEIP A Laxe)"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seed 001 §2 with a team of six: its teacher's line-up names children 2,
/// 3, 5 and 6; they sit on boards 1 to 4 in that order, CEIP A Laxe White
/// on boards 1 and 3 and Black on 2 and 4 (W-B-W-B, the first team named
/// White on board 1); the same children in another order are refused with
/// the rule's words.
#[test]
fn a_school_team_of_six_plays_the_four_its_line_up_names_in_order_and_colours_alternate() {
    let dir = crate::fresh_dir("console-lineup-six");
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/configs/school-five.toml"),
    )
    .unwrap();
    let six = text.replace(
        r#""Carla Rey", "Adrián Pena", "Sara Lema"]"#,
        r#""Carla Rey", "Adrián Pena", "Sara Lema", "Lucas Varela"]"#,
    );
    assert_ne!(six, text);
    let config = dir.join("school-six.toml");
    std::fs::write(&config, six).unwrap();
    let journal = dir.join("journal");
    let args = [
        "--config".as_ref(),
        config.as_os_str(),
        "--journal".as_ref(),
        journal.as_os_str(),
    ];
    let (text, _) = console(
        &args,
        "event pair 1 1 2\nevent lineup 1 1 3 2 5 6\nevent lineup 1 1 2 3 5 6\nevent stage 1\nshow 1\nshow 2\nshow 3\nshow 4\nquit\n",
    );
    assert!(
        text.contains("3 o 4 puestos de su lista de 6, en el orden de la lista"),
        "{text}"
    );
    assert!(
        text.contains(
            "ok: ronda 1: CEIP A Laxe juega con Mateo Vidal, Carla Rey, Sara Lema, Lucas Varela, del tablero 1 en adelante"
        ),
        "{text}"
    );
    // The boards as the stage shows them once the round is staged.
    let staged = text.rsplit("ok: Ronda 1").next().unwrap_or("");
    for (colour, child) in [
        ("Blancas", "Mateo Vidal"),
        ("Negras", "Carla Rey"),
        ("Blancas", "Sara Lema"),
        ("Negras", "Lucas Varela"),
    ] {
        assert!(
            staged.contains(&format!("  {colour}    5:00  {child} (CEIP A Laxe)")),
            "{colour} {child}: {text}"
        );
    }
    for absent in ["Irene Souto", "Adrián Pena"] {
        assert!(
            !staged.contains(&format!("{absent} (CEIP A Laxe)")),
            "{staged}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The terminal's help and its reply to an unknown command name every
/// kind of command it takes: the board's, the event's and the hall's
/// messages (they left out `message` and `event`).
#[test]
fn help_and_an_unknown_command_name_the_event_and_message_commands() {
    let (text, _) = console(&[], "help\nbailar\nquit\n");
    assert!(
        text.contains("message banner|full") && text.contains("event next"),
        "{text}"
    );
    let unknown = text
        .lines()
        .find(|l| l.contains("«bailar»"))
        .unwrap_or_else(|| panic!("{text}"));
    for word in ["event …", "message …", "board N …", "press"] {
        assert!(unknown.contains(word), "{word:?} not in {unknown}");
    }
}

/// Seed 004 §8 at the door: once anyone has checked in, round 1 waits for
/// the rest or for the arbiter's `noshows`; the absent sit round 1 out.
/// Journaled: a restart keeps who came and that round 1 is paired.
#[test]
fn round_one_waits_for_the_door_then_pairs_those_present_and_survives_a_restart() {
    let dir = crate::fresh_dir("console-check-in");
    let config =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/configs/rapid-standings.toml");
    let run = |input: &str| {
        console(
            &[
                "--config".as_ref(),
                config.as_os_str(),
                "--journal".as_ref(),
                dir.as_os_str(),
            ],
            input,
        )
        .0
    };
    let checkins: String = (1..=10).map(|p| format!("event checkin {p}\n")).collect();
    let text = run(&format!(
        "{checkins}event checkin 3\nevent next\nevent noshows\nevent next\nquit\n"
    ));
    assert!(text.contains("ok: "), "{text}");
    assert!(
        text.contains(": el participante 3 ya pasó por la entrada"),
        "{text}"
    );
    assert!(
        text.contains("la ronda 1 espera a 2 participantes que no han pasado por la entrada: 11 "),
        "{text}"
    );
    assert!(
        text.contains("ok: quien no pasó por la entrada no se presentó (bases 004 §8)"),
        "{text}"
    );
    assert!(
        text.contains("ok: ronda 1 emparejada: 5 emparejamientos"),
        "ten present, five games: {text}"
    );
    assert!(
        text.contains("fuera de la ronda: Álvarez Mosquera, Uxía (no pasó por la entrada"),
        "{text}"
    );
    let journal = std::fs::read_to_string(dir.join("session.journal")).unwrap();
    assert!(
        journal.contains(" checkin 10\n") && journal.contains(" noshows\n"),
        "{journal}"
    );
    // Restarted from the journal: round 1 is paired, the door is closed.
    let text = run("event checkin 11\nquit\n");
    assert!(
        text.contains(
            ": la ronda 1 ya está emparejada: desde ahora la presencia la dicen las partidas"
        ),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
