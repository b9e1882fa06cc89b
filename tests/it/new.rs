//! `megxadrez new` as an organiser runs it: the real binary in a fresh
//! folder, its questions answered on its standard input (an answer sheet a
//! line an answer), the config it writes read back by `megxadrez check`.

use std::path::Path;
use std::process::Output;

/// Runs `megxadrez ARGS` in `dir` with `input` on its standard input, the
/// terminal's language `lang`.
fn run_in(dir: &Path, args: &[&str], input: &str, lang: &str) -> Output {
    super::megxadrez_in(
        dir,
        args,
        input,
        &[("LANG", lang), ("LC_ALL", ""), ("LC_MESSAGES", "")],
    )
}

fn text(out: &[u8]) -> String {
    String::from_utf8_lossy(out).into_owned()
}

/// The four kinds of event, each from its own answer sheet, each config
/// checked by `megxadrez check` from the folder it was written in.
#[test]
fn each_kind_of_event_from_an_answer_sheet_passes_check() {
    let dir = super::fresh_dir("new-four");
    let sheets = [
        (
            "infantil.toml",
            // Spanish (the default: an empty answer), kind 1, teams pasted.
            "\n1\nLiga infantil de Santiago — Concello de Santiago de Compostela\nPavillón de Sar\n\
             Os Cabalos Tolos: Lucía, Hugo, Martina\n\
             Os Alfiles Rápidos: Daniel, Alba, Pablo, Carmen, Xián\n\
             As Raíñas do Xadrez: Noelia, Iago, Olalla, Breixo\n\
             Os Peóns Valentes: Antía, Roi, Sabela\n\n3\n\ninfantil\n",
            "Liga infantil de Santiago",
        ),
        (
            "escolar.toml",
            "gl\n2\nCampionato escolar — fase zonal\nCEIP Eduardo Pondal\n\
             CEIP A Laxe: Irene Souto, Mateo Vidal, Carla Rey, Adrián Pena\n\
             CEIP O Castro: Nuria Gil, Óscar Ferro, Paula Diz, Xián Mosquera\n\
             CPR Plurilingüe Nuestra Señora del Buen Consejo: Ana Rial, Brais Lema, Uxía Pazos, Roi Vilar\n\n\
             CPR Plurilingüe Nuestra Señora do Bo Consello de Lugo\nCPR Buen Consejo\n2\ns\nescolar.toml\n",
            "Campionato escolar",
        ),
        (
            "bughouse.toml",
            "en\n3\nBughouse pairs open\nCasa da Cultura\n\
             Os Cabaleiros: Marta Otero, Iván Castro\n\
             Peón Pasado: Lorena Vilas, Diego Bouzas\n\
             Enroque Longo: Sofía Prieto, Tomás Rial\n\
             Xaque Mate: Antía Lago, Pedro Noya\n\n2\n3\n\nbughouse\n",
            "Bughouse pairs open",
        ),
        (
            "rapido.toml",
            "es\n4\nCircuito rápido Sub-18\nPolideportivo municipal\n\
             García López, Ana, 1890, 2009\nMartín Ruiz, Pablo, 1842\nSánchez Gil, Elena\n\
             Torres Vega, Jorge, , 2011\n\n\n4\n\nrapido\n",
            "Circuito rápido Sub-18",
        ),
    ];
    for (file, sheet, name) in sheets {
        let out = run_in(&dir, &["new"], sheet, "C");
        assert!(
            out.status.success(),
            "{file}: {}\n{}",
            text(&out.stdout),
            text(&out.stderr)
        );
        let said = text(&out.stdout);
        assert!(said.contains(&format!("megxadrez stage {file}")), "{said}");
        if file == "infantil.toml" {
            // Four children play at once (seed 000): the fifth is said to
            // wait on the bench as the line is read.
            assert!(
                said.contains(
                    "✓ Os Alfiles Rápidos: Daniel · Alba · Pablo · Carmen; banquillo: Xián"
                ),
                "{said}"
            );
        }
        if file == "escolar.toml" {
            assert!(
                said.contains("✗ o nome curto ten que ser máis curto ca «CPR Plurilingüe Nuestra Señora del Buen Consejo»"),
                "{said}"
            );
        }
        let config = std::fs::read_to_string(dir.join(file)).unwrap();
        assert!(config.starts_with("# "), "a config with comments: {config}");
        assert!(config.contains(name), "{config}");
        let check = run_in(&dir, &["check", file], "", "C");
        assert!(
            check.status.success(),
            "{file}: {}\n{config}",
            text(&check.stderr)
        );
        assert!(
            text(&check.stdout).contains(name),
            "{}",
            text(&check.stdout)
        );
    }
    // The rapid Swiss: 4 players, so the rounds default to 3; its players
    // in order with what was known of them.
    let rapid = std::fs::read_to_string(dir.join("rapido.toml")).unwrap();
    assert!(
        rapid.contains("rounds = 3"),
        "4 players, so at most 3 rounds: {rapid}"
    );
    assert!(rapid.contains("name = \"García López, Ana\"\nrating = 1890\nborn = 2009"));
    assert!(rapid.contains("name = \"Torres Vega, Jorge\"\nborn = 2011"));
    // Issue 47: "the phone pages need a hand-edited file": the school
    // event's organiser said yes, and its config opens the stage to the
    // hall's network with two tokens of its own, distinct, long enough.
    let school = std::fs::read_to_string(dir.join("escolar.toml")).unwrap();
    assert!(
        school.contains("[network]\nlisten = \"0.0.0.0:8080\""),
        "{school}"
    );
    let token = |key: &str| -> String {
        let line = school
            .lines()
            .find(|l| l.starts_with(key))
            .unwrap_or_else(|| panic!("no {key} in {school}"));
        line.split('"').nth(1).unwrap().to_owned()
    };
    let (operator, announcer) = (token("operator_token"), token("announcer_token"));
    assert!(operator.len() >= 12 && announcer.len() >= 12, "{school}");
    assert_ne!(operator, announcer);
    // Issue 47, item 6: "the wizard never offers short names": a school
    // too long for a match screen's band is asked for one, which must be
    // shorter.
    assert!(
        school.contains(
            "name = \"CPR Plurilingüe Nuestra Señora del Buen Consejo\"\nshort = \"CPR Buen Consejo\"\n"
        ),
        "{school}"
    );
    assert!(
        !school.contains("short = \"CEIP"),
        "short names only for long ones: {school}"
    );
    // The others said no (the default): no network.
    let infantil = std::fs::read_to_string(dir.join("infantil.toml")).unwrap();
    assert!(!infantil.contains("[network]"), "{infantil}");
    // The bughouse Swiss in English, its three screens on monitors 1 to 3.
    let bughouse = std::fs::read_to_string(dir.join("bughouse.toml")).unwrap();
    assert!(bughouse.contains("language = \"en\""));
    assert!(bughouse.contains("name = \"main\"") && bughouse.contains("monitor = 3"));
    assert!(!bughouse.contains("monitor = 4"));
}

/// Counts take their plural form: one entrant is "1 participante", not
/// "1 participantes" (every number reached the sentences as text, and the
/// singular form never matched).
#[test]
fn one_entrant_is_said_in_the_singular() {
    let dir = super::fresh_dir("new-one");
    let sheet =
        "es\n4\nCircuito\nPolideportivo\nGarcía López, Ana\n\nMartín Ruiz, Pablo\n\n\n4\n\nuno\n";
    let out = run_in(&dir, &["new"], sheet, "C");
    let said = text(&out.stdout);
    assert!(out.status.success(), "{said}\n{}", text(&out.stderr));
    assert!(
        said.contains("✗ hay 1 participante: hacen falta al menos 2"),
        "{said}"
    );
    assert!(!said.contains("1 participantes"), "{said}");
}

/// A wrong answer is said in the chosen language and asked again; a file
/// that exists is never replaced; a CSV and a TRF file are read.
#[test]
fn a_wrong_answer_is_asked_again_in_the_chosen_language() {
    let dir = super::fresh_dir("new-again");
    std::fs::write(dir.join("evento.toml"), "# the organiser's own file\n").unwrap();
    std::fs::write(
        dir.join("equipos.csv"),
        "equipo;jugador;jugador\nOs Cabaleiros;Marta Otero;Iván Castro\n\"Peón; Pasado\";Lorena Vilas;Diego Bouzas\n",
    )
    .unwrap();
    let sheet = "fr\ngl\n7\n3\n\nTor\tneo\nTorneo de parellas\n\nSó un xogador\n@non-existe.csv\n@equipos.csv\n\
                 99\n\n0\n\nx\n\nevento\nparellas\n";
    let out = run_in(&dir, &["new"], sheet, "C");
    let said = text(&out.stdout);
    assert!(out.status.success(), "{said}\n{}", text(&out.stderr));
    for again in [
        "✗ es, gl, en",
        "✗ escriba 1, 2, 3 ou 4",
        "✗ a resposta non pode quedar baleira",
        "✗ sen tabuladores nin caracteres de control",
        "✗ escriba o equipo e os seus xogadores",
        "non-existe.csv: non existe",
        "✓ lidos 2 participantes",
        "✗ escriba un número de 1 a 1",
        "✗ escriba un número de 1 a 6",
        "✗ escriba s ou n",
        "✗ evento.toml xa existe",
        "megxadrez stage parellas.toml",
    ] {
        assert!(said.contains(again), "{again:?} not in:\n{said}");
    }
    assert_eq!(
        std::fs::read_to_string(dir.join("evento.toml")).unwrap(),
        "# the organiser's own file\n",
        "the existing file is kept"
    );
    let config = std::fs::read_to_string(dir.join("parellas.toml")).unwrap();
    assert!(config.contains("name = \"Peón; Pasado\""), "{config}");
    assert!(config.contains("rounds = 1"), "{config}");
    let check = run_in(&dir, &["check", "parellas.toml"], "", "C");
    assert!(check.status.success(), "{}", text(&check.stderr));

    // Players from a pairing program's report file.
    // Columns as FIDE's TRF gives them: the start number in 5-8, the name
    // in 15-47, the rating in 49-52.
    let trf: String = [
        (1, "Fernández Castro, Lucía", 1890),
        (2, "Rodríguez Pena, Martín", 1842),
        (3, "Gómez Vilar, Sara", 1810),
    ]
    .iter()
    .map(|(n, name, rating)| format!("001 {n:>4}      {name:<33} {rating:>4}\n"))
    .collect();
    std::fs::write(dir.join("open.trf"), format!("012 Open\n{trf}")).unwrap();
    let out = run_in(
        &dir,
        &["new"],
        "en\n4\nOpen\n\n@open.trf\n2\n1\n\nopen\n",
        "C",
    );
    assert!(out.status.success(), "{}", text(&out.stdout));
    let config = std::fs::read_to_string(dir.join("open.toml")).unwrap();
    assert!(
        config.contains("name = \"Gómez Vilar, Sara\"\nrating = 1810"),
        "{config}"
    );
}

/// Input that ends mid-way writes nothing and says so, in the terminal's
/// language until another is chosen.
#[test]
fn input_that_ends_early_writes_nothing() {
    let dir = super::fresh_dir("new-ended");
    let out = run_in(&dir, &["new"], "gl\n1\nLiga\n", "gl_ES.UTF-8");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("a entrada rematou antes de responder"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
}

/// A terminal that types Latin-1 keeps its answer (every answer was lost
/// on one such line); a pipe or a device named as the players' file is
/// refused at once (a pipe hung the wizard, `/dev/zero` read until the
/// memory ran out), and the list goes on.
#[test]
fn a_latin_1_answer_is_kept_and_a_pipe_or_a_device_as_a_file_is_refused() {
    let dir = super::fresh_dir("new-latin-1");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(dir.join("tubo.csv"))
            .status()
            .unwrap()
            .success()
    );
    let mut sheet = b"\n4\nR\xe1pidas de Navidad\nColegio\n".to_vec();
    sheet.extend_from_slice(
        "@tubo.csv\n@/dev/zero\nGarcía López, Ana\nMartín Ruiz, Pablo\n\n\n\n\n\n".as_bytes(),
    );
    let out = super::megxadrez_in(
        &dir,
        &["new"],
        &sheet,
        &[("LANG", "C"), ("LC_ALL", ""), ("LC_MESSAGES", "")],
    );
    let said = text(&out.stdout);
    assert!(out.status.success(), "{said}\n{}", text(&out.stderr));
    assert_eq!(said.matches("no es un fichero normal").count(), 2, "{said}");
    let config = std::fs::read_to_string(dir.join("rapidas-de-navidad.toml")).unwrap();
    assert!(config.contains("name = \"Rápidas de Navidad\""), "{config}");
}

/// A teacher's lists, as the run typed them: a school team whose
/// children are written "Surname, Name" keeps each child whole (they
/// became twice as many children), a year of birth alone is a year (it
/// became a rating and the top seed), an impossible year and a word after
/// a name are refused and asked again; each line is said back as read, and
/// `check` lists every child and every player as the product read them.
#[test]
fn a_teachers_lists_keep_every_name_whole_and_every_year_a_year() {
    let dir = super::fresh_dir("new-teacher");
    let school = "es\n2\nFase zonal escolar\nIES Xoán Montes\n\
                  IES Xoán Montes: García Martínez, Sabela; Fernández Díaz, Xoel; Rey Souto, Iria; Vila Pérez, Noa\n\
                  CEIP A Laxe: Otero, Lía; Castro, Brais; Prieto, Antía; Rial, Tomás\n\
                  CPR Apóstol: Lago, Uxía; Noya, Pedro; Souto, Ánxela; Bouzas, Diego\n\n1\n\nescolar\n";
    let out = run_in(&dir, &["new"], school, "C");
    let said = text(&out.stdout);
    assert!(out.status.success(), "{said}\n{}", text(&out.stderr));
    assert!(
        said.contains("✓ IES Xoán Montes: García Martínez, Sabela · Fernández Díaz, Xoel · Rey Souto, Iria · Vila Pérez, Noa"),
        "{said}"
    );
    let check = run_in(&dir, &["check", "escolar.toml"], "", "C");
    let listed = text(&check.stdout);
    assert!(check.status.success(), "{}", text(&check.stderr));
    assert!(
        listed.contains("IES Xoán Montes: García Martínez, Sabela · Fernández Díaz, Xoel"),
        "{listed}"
    );

    let swiss = "gl\n4\nRápidas de Nadal\nColexio\n\
                 Álvarez, Uxía, 2013\nPérez, Ana, mil\nPérez, Ana, 1950,\n\
                 Souto, Brais, 1800, 2030\nSouto, Brais, 1800, 2011\nVila, Noa\n\n\n1\n\nnadal\n";
    let out = run_in(&dir, &["new"], swiss, "C");
    let said = text(&out.stdout);
    assert!(out.status.success(), "{said}\n{}", text(&out.stderr));
    for expected in [
        "✓ Álvarez, Uxía — sen elo, ano de nacemento 2013",
        "✗ «mil» non é un elo nin un ano de nacemento",
        "✓ Pérez, Ana — elo 1950, sen ano de nacemento",
        "✗ «2030» non é un ano de nacemento",
        "✓ Souto, Brais — elo 1800, ano de nacemento 2011",
    ] {
        assert!(said.contains(expected), "{expected:?} not in:\n{said}");
    }
    let config = std::fs::read_to_string(dir.join("nadal.toml")).unwrap();
    assert!(
        !config.contains("2030") && !config.contains("mil"),
        "{config}"
    );
    let check = run_in(&dir, &["check", "nadal.toml"], "", "C");
    let listed = text(&check.stdout);
    assert!(check.status.success(), "{}", text(&check.stderr));
    // By start number: the rated first; Uxía with her year and no rating.
    assert!(
        listed.contains("1. Pérez, Ana — elo 1950, sen ano de nacemento"),
        "{listed}"
    );
    assert!(
        listed.contains("Álvarez, Uxía — sen elo, ano de nacemento 2013"),
        "{listed}"
    );
}

/// One word for one thing: the Spanish and Galician wizard says
/// "Armagedón", as the screens, the records and the Spanish guide do (it
/// said "Armageddon").
#[test]
fn the_wizard_says_armagedon_as_the_screens_do() {
    for (lang, sheet) in [("es", "es\n"), ("gl", "gl\n")] {
        let dir = super::fresh_dir(&format!("new-armagedon-{lang}"));
        let out = run_in(&dir, &["new"], sheet, "C");
        let said = text(&out.stdout);
        assert!(said.contains("final Armagedón"), "{lang}: {said}");
        assert!(!said.contains("Armageddon"), "{lang}: {said}");
    }
}
