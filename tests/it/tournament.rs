//! The tournament tools on the command line, as other programs call them.

use megxadrez::core::ids::Pairing;
use std::process::Command;

use crate::fresh_dir;

/// The tools without an event config speak the terminal's language
/// (`LANG`); the tests run them in the default, Spanish.
fn megxadrez(args: &[&str]) -> std::process::Output {
    megxadrez_in("C.UTF-8", args)
}

fn megxadrez_in(lang: &str, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("LANG", lang)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap()
}

#[test]
fn schedule_prints_the_berger_rounds_as_json_with_null_for_the_one_who_sits_out() {
    let out = megxadrez(&["schedule", "--entrants", "5", "--format", "json"]);
    assert!(out.status.success(), "{out:?}");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let rounds = json["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 5);
    // C.05's 5-6 table, round 1: 1-6, 2-5, 3-4; 6 is the bye.
    assert_eq!(rounds[0], serde_json::json!([[1, null], [2, 5], [3, 4]]));
    assert_eq!(rounds[1], serde_json::json!([[4, null], [5, 3], [1, 2]]));

    let out = megxadrez(&[
        "schedule",
        "--entrants",
        "4",
        "--double",
        "--format",
        "json",
    ]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["rounds"].as_array().unwrap().len(), 6);
    assert_eq!(json["rounds"][3], serde_json::json!([[4, 1], [3, 2]]));

    let out = megxadrez(&["schedule", "--entrants", "4"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().next(), Some("Ronda 1: 1-4  2-3"), "{text}");

    let out = megxadrez(&["schedule", "--entrants", "1"]);
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("--entrants 1: un todos contra todos admite de 2 a 100 participantes"),
        "{err}"
    );
    // A terminal in English or Galician reads the tools in its language.
    let out = megxadrez_in("en_GB.UTF-8", &["schedule", "--entrants", "1"]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("--entrants 1: a round robin takes 2 to 100 entrants"),
        "{err}"
    );
    let out = megxadrez_in("gl_ES.UTF-8", &["schedule", "--entrants", "4"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().next(), Some("Rolda 1: 1-4  2-3"), "{text}");
}

/// A report file's player line, its columns as TRF16 sets them.
pub(crate) fn trf_line(no: u32, name: &str, rating: u16, points: &str, rounds: &[&str]) -> String {
    let blocks: String = rounds.iter().map(|r| format!("{r:<10}")).collect();
    format!(
        "001 {no:>4} {:<1}{:<3} {name:<33} {rating:>4} {:<3} {:>11} {:<10} {points:>4} {:>4}  {}",
        "",
        "",
        "ESP",
        "",
        "",
        "",
        blocks.trim_end()
    )
}

#[test]
fn standings_of_a_report_file_as_tsv_and_json_and_a_damaged_line_named() {
    let dir = fresh_dir("trf");
    let file = dir.join("proba.trf");
    let lines = [
        "012 Proba".to_owned(),
        "042 2024/10/05".to_owned(),
        trf_line(1, "Ana", 1900, "2.0", &["   2 w 1", "   3 b =", "   4 w ="]),
        trf_line(
            2,
            "Breixo",
            1850,
            "1.5",
            &["   1 b 0", "   4 w 1", "   3 b ="],
        ),
        trf_line(
            3,
            "Carme",
            1800,
            "1.5",
            &["   4 b =", "   1 w =", "   2 w ="],
        ),
        trf_line(
            4,
            "Dúnia",
            1700,
            "1.0",
            &["   3 w =", "   2 b 0", "   1 b ="],
        ),
    ];
    std::fs::write(&file, lines.join("\n") + "\n").unwrap();
    let path = file.to_str().unwrap();
    let out = megxadrez(&["standings", "--trf", path, "--tiebreaks", "BH,SB,DE"]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<Vec<&str>> = text.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(
        rows[0],
        ["Rank", "StartNo", "Name", "PTS", "BH", "SB", "DE"]
    );
    assert_eq!(rows[1][..4], ["1", "1", "Ana", "2"]);
    // Carme's SB 2.25 beats Breixo's 1.75 on the same 1.5 and BH.
    assert_eq!(rows[2][..4], ["2", "3", "Carme", "1.5"]);
    assert_eq!(rows[3][..4], ["3", "2", "Breixo", "1.5"]);
    assert_eq!(rows[4][2], "Dúnia");

    let out = megxadrez(&[
        "standings",
        "--trf",
        path,
        "--format",
        "json",
        "--tiebreaks",
        "BH",
    ]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json[0]["Name"], "Ana");
    assert_eq!(json[0]["BH"], serde_json::json!(4));

    let damaged = lines.join("\n").replace("   2 b 0", "   2 b x");
    std::fs::write(&file, damaged).unwrap();
    let out = megxadrez(&["trf", "import", path]);
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("proba.trf:6:109: ronda 2: resultado «X»"),
        "{err}"
    );
    let out = megxadrez(&["standings", "--trf", path, "--tiebreaks", "BH,XX"]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("--tiebreaks: «XX» no es un desempate"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A tab-separated table: its header and rows.
fn table(text: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let header = lines
        .next()
        .unwrap()
        .split('\t')
        .map(str::to_owned)
        .collect();
    let rows = lines
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect();
    (header, rows)
}

#[test]
fn standings_agree_with_fides_tie_break_engine_on_three_swiss_tournaments() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fide-tiebreakserver");
    let codes = [
        "BH", "BH-C1", "BH-M1", "SB", "PS", "WIN", "WON", "BPG", "BWG", "ARO",
    ];
    let mut compared = 0;
    for name in [
        "capo_dorso_2012",
        "fixture_swiss_with_many_unplayed_rounds",
        "held_swiss_5",
    ] {
        let trf = dir.join(format!("{name}.trf"));
        for year in ["2024", "2026"] {
            let (ref_header, ref_rows) =
                table(&std::fs::read_to_string(dir.join(format!("{name}-{year}.tsv"))).unwrap());
            let out = megxadrez(&[
                "standings",
                "--trf",
                trf.to_str().unwrap(),
                "--rules",
                year,
                "--tiebreaks",
                &codes.join(","),
            ]);
            assert!(out.status.success(), "{name}: {out:?}");
            let (header, rows) = table(&String::from_utf8(out.stdout).unwrap());
            for r in &ref_rows {
                let no = &r[0];
                let mine = rows.iter().find(|m| &m[1] == no).expect("every player");
                for (k, code) in ref_header.iter().enumerate().skip(2) {
                    let expected = &r[k];
                    if expected.is_empty() {
                        continue; // no value from the engine (ARO with unrated players)
                    }
                    let at = header.iter().position(|h| h == code).unwrap();
                    let got: f64 = mine[at].parse().unwrap();
                    assert_eq!(
                        got,
                        expected.parse::<f64>().unwrap(),
                        "{name} ({year} rules), player {no}, {code}"
                    );
                    compared += 1;
                }
            }
            // The ranking by PTS, BH-C1, BH, SB, PS: the same places.
            let (rh, rr) = table(
                &std::fs::read_to_string(dir.join(format!("{name}-rank-{year}.txt"))).unwrap(),
            );
            let out = megxadrez(&[
                "standings",
                "--trf",
                trf.to_str().unwrap(),
                "--rules",
                year,
                "--tiebreaks",
                "BH-C1,BH,SB,PS",
            ]);
            let (_, mine) = table(&String::from_utf8(out.stdout).unwrap());
            let (rank, start) = (
                rh.iter().position(|h| h == "Rank").unwrap(),
                rh.iter().position(|h| h == "StartNo").unwrap(),
            );
            let mut expected: Vec<(String, String)> = rr
                .iter()
                .map(|r| (r[rank].clone(), r[start].clone()))
                .collect();
            let mut got: Vec<(String, String)> =
                mine.iter().map(|r| (r[0].clone(), r[1].clone())).collect();
            expected.sort();
            got.sort();
            assert_eq!(got, expected, "{name} ({year} rules): places");
        }
    }
    assert!(compared > 2400, "{compared} values compared");
    // Direct encounter last, as seed 004 lists it (BH-C1, BH, SB, PS, DE),
    // and first: among the players the earlier tie-breaks leave level, the
    // place it gives them, 0 when it separates nobody (C.07 6), as the
    // reference writes it.
    let mut de = 0;
    for (name, kind, list) in [
        "capo_dorso_2012",
        "fixture_swiss_with_many_unplayed_rounds",
        "held_swiss_5",
    ]
    .into_iter()
    .flat_map(|n| {
        [
            (n, "de", "BH-C1,BH,SB,PS,DE"),
            (n, "defirst", "DE,BH-C1,BH,SB,PS"),
        ]
    }) {
        let (ref_header, ref_rows) =
            table(&std::fs::read_to_string(dir.join(format!("{name}-{kind}-2026.txt"))).unwrap());
        let out = megxadrez(&[
            "standings",
            "--trf",
            dir.join(format!("{name}.trf")).to_str().unwrap(),
            "--rules",
            "2026",
            "--tiebreaks",
            list,
        ]);
        assert!(out.status.success(), "{name}: {out:?}");
        let (header, rows) = table(&String::from_utf8(out.stdout).unwrap());
        let (rs, rd) = (
            ref_header.iter().position(|h| h == "StartNo").unwrap(),
            ref_header.iter().position(|h| h == "DE").unwrap(),
        );
        let md = header.iter().position(|h| h == "DE").unwrap();
        for r in &ref_rows {
            let mine = rows.iter().find(|m| m[1] == r[rs]).expect("every player");
            assert_eq!(
                mine[md].parse::<f64>().unwrap(),
                r[rd].parse::<f64>().unwrap(),
                "{name} ({list}), player {}, DE",
                r[rs]
            );
            de += 1;
        }
    }
    assert_eq!(de, 2 * (84 + 15 + 16));
}

/// The rapid circuit's four players: a round robin of three rounds, then a
/// round with a half-point bye, a forfeit and a pairing-allocated bye.
const EVENT: &[&str] = &[
    "event pair 1 1 4",
    "event pair 1 2 3",
    "event result 1 1 4 1-0",
    "event result 1 2 3 1/2",
    "event pair 2 4 3",
    "event pair 2 1 2",
    "event result 2 4 3 0-1",
    "event result 2 1 2 1/2",
    "event pair 3 2 4",
    "event pair 3 3 1",
    "event result 3 2 4 1-0",
    "event result 3 3 1 0-1",
    "event bye 4 1 half agreed at registration",
    "event pair 4 2 3",
    "event bye 4 4 pairing",
    "event result 4 2 3 +-",
];

/// The event's lines from the `from`th on, each a second after the last.
fn event_script(from: usize) -> String {
    EVENT
        .iter()
        .enumerate()
        .skip(from)
        .map(|(i, l)| format!("at {} {l}\n", i + 1))
        .collect()
}

fn replay_event(journal: &std::path::Path, script: &std::path::Path) -> Command {
    replay_with(
        std::path::Path::new("configs/rapid-circuit-swiss.toml"),
        journal,
        script,
    )
}

/// `megxadrez replay --config CONFIG --journal JOURNAL SCRIPT`, from the
/// repository's root.
fn replay_with(
    config: &std::path::Path,
    journal: &std::path::Path,
    script: &std::path::Path,
) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_megxadrez"));
    c.args(["replay", "--config"])
        .arg(config)
        .arg("--journal")
        .arg(journal)
        .arg(script)
        .current_dir(env!("CARGO_MANIFEST_DIR"));
    c
}

fn event_standings(journal: &std::path::Path) -> String {
    standings_of(
        std::path::Path::new("configs/rapid-circuit-swiss.toml"),
        journal,
        &[],
    )
}

/// `megxadrez standings --config CONFIG --journal JOURNAL` and `extra`.
fn standings_of(config: &std::path::Path, journal: &std::path::Path, extra: &[&str]) -> String {
    let mut args = vec![
        "standings",
        "--config",
        config.to_str().unwrap(),
        "--journal",
        journal.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let out = megxadrez(&args);
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_events_pairings_and_results_are_journaled_and_survive_sigkill() {
    use std::io::Read;
    let dir = fresh_dir("event");
    let script = dir.join("event.txt");
    std::fs::write(&script, event_script(0)).unwrap();
    let full = replay_event(&dir.join("full"), &script).output().unwrap();
    assert!(full.status.success(), "{full:?}");
    let expected = event_standings(&dir.join("full"));
    let rows: Vec<Vec<&str>> = expected.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(
        rows[0],
        [
            "Rank", "StartNo", "Name", "PTS", "BH-C1", "BH", "SB", "PS", "DE"
        ]
    );
    let points: Vec<(&str, &str)> = rows[1..].iter().map(|r| (r[1], r[3])).collect();
    assert!(
        points.contains(&("1", "3")) && points.contains(&("2", "3")),
        "{expected}"
    );
    assert_eq!((rows[3][1], rows[3][3]), ("3", "1.5"), "{expected}");
    assert_eq!((rows[4][1], rows[4][3]), ("4", "1"), "{expected}");
    // A refused change says why, in the event's language.
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "at 1 event pair 1 1 9\n").unwrap();
    let out = replay_event(&dir.join("bad"), &bad).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && err.contains("no existe el participante 9"),
        "{err}"
    );

    // Killed at random points, restarted with the lines not yet journaled:
    // the same standings, no acknowledged change lost.
    let mut rng = fastrand::Rng::with_seed(12);
    for trial in 0..10 {
        let journal = dir.join(format!("trial-{trial}"));
        let mut child = replay_event(&journal, &script)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let kill_after = rng.usize(0..EVENT.len());
        let mut stderr = child.stderr.take().unwrap();
        let mut seen = String::new();
        let mut buf = [0u8; 64];
        while seen.matches("ack ").count() < kill_after {
            match stderr.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => seen.push_str(&String::from_utf8_lossy(&buf[..n])),
            }
        }
        let _ = child.kill();
        let _ = child.wait();
        let acked = seen.matches("ack ").count();
        let text = std::fs::read_to_string(journal.join("session.journal")).unwrap_or_default();
        let records = crate::journal_records(&text).count();
        assert!(
            records >= acked,
            "trial {trial}: {records} records, {acked} acknowledged"
        );
        let rest = dir.join(format!("rest-{trial}.txt"));
        std::fs::write(&rest, event_script(records)).unwrap();
        let out = replay_event(&journal, &rest).output().unwrap();
        assert!(out.status.success(), "trial {trial}: {out:?}");
        assert_eq!(event_standings(&journal), expected, "trial {trial}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_game_refereed_on_the_stage_gives_its_pairing_the_result_when_it_ends() {
    let dir = fresh_dir("flow");
    let script = dir.join("round.txt");
    // Board 1 is Ana (1) v Pablo (2); the round pairs them, and the other
    // two, whose result comes by hand. Pablo mates.
    std::fs::write(
        &script,
        "at 0 event pair 1 1 2\nat 0 event pair 1 3 4\nat 1 start\nat 2 move f3\nat 3 move e5\nat 4 move g4\nat 5 move Qh4#\nat 9 event result 1 3 4 1/2\n",
    )
    .unwrap();
    let out = replay_event(&dir.join("j"), &script).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let journal = std::fs::read_to_string(dir.join("j/session.journal")).unwrap();
    assert!(
        journal.contains(" event at 5 result 1 1 2 0-1\n"),
        "the mate's result is journaled as the pairing's: {journal}"
    );
    let standings = event_standings(&dir.join("j"));
    let row = |no: &str| -> Vec<String> {
        standings
            .lines()
            .map(|l| l.split('\t').map(str::to_owned).collect::<Vec<_>>())
            .find(|r| r[1] == no)
            .unwrap()
    };
    assert_eq!(row("2")[3], "1", "{standings}");
    assert_eq!(row("1")[3], "0", "{standings}");
    assert_eq!(row("3")[3], "0.5", "{standings}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `megxadrez prizes` on the event of `config` and `journal` in 2026, with
/// `extra` options: what it prints.
fn prizes_of(config: &std::path::Path, journal: &std::path::Path, extra: &[&str]) -> String {
    let mut args = vec![
        "prizes",
        "--config",
        config.to_str().unwrap(),
        "--journal",
        journal.to_str().unwrap(),
        "--year",
        "2026",
    ];
    args.extend_from_slice(extra);
    let out = megxadrez(&args);
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The rapid circuit's shipped config written in `dir` as `name`, its
/// players' list given by `players` (a `players = [...]` line, or
/// `[[entrants]]` tables).
fn circuit_with(dir: &std::path::Path, name: &str, players: &str) -> std::path::PathBuf {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("configs/rapid-circuit-swiss.toml")).unwrap();
    let list = text[text.find("players = [").unwrap()..]
        .split_inclusive(']')
        .next()
        .unwrap()
        .to_owned();
    let config = dir.join(name);
    let text = if players.starts_with("players") {
        text.replace(&list, players)
    } else {
        text.replace(&list, "") + players
    };
    std::fs::write(&config, text).unwrap();
    config
}

#[test]
fn age_category_trophies_of_an_event_run_by_the_product() {
    let dir = fresh_dir("prizes");
    // Under 12 tournament of 2026: born 2018 (U8), 2016 (U10), 2014 (U12).
    let entrants = "\n[[entrants]]\nname = \"García López, Ana\"\nborn = 2014\n\n[[entrants]]\nname = \"Martín Ruiz, Pablo\"\nborn = 2018\n\n[[entrants]]\nname = \"Sánchez Gil, Elena\"\nborn = 2016\n\n[[entrants]]\nname = \"Torres Vega, Jorge\"\nborn = 2016\n";
    let config = circuit_with(&dir, "sub12.toml", entrants);
    // Ana 2, Elena 1.5 (beat Jorge, drew Pablo), Pablo 0.5, Jorge 0.
    let script = dir.join("event.txt");
    std::fs::write(
        &script,
        "at 1 event pair 1 1 2\nat 1 event pair 1 3 4\nat 2 event result 1 1 2 1-0\nat 2 event result 1 3 4 1-0\n\
         at 3 event pair 2 4 1\nat 3 event pair 2 2 3\nat 4 event result 2 4 1 0-1\nat 4 event result 2 2 3 1/2\n",
    )
    .unwrap();
    let journal = dir.join("j");
    let out = replay_with(&config, &journal, &script).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let prizes = |extra: &[&str]| prizes_of(&config, &journal, extra);
    // Not cumulative, one general prize (Ana, 1st): U8 to Pablo, U10 to
    // Elena (2nd), and U12 — the categories are open (seed 004 §7: "Las
    // categorías serán abiertas y los trofeos no acumulables") — to Jorge,
    // an under-10 without a trophy.
    assert_eq!(
        prizes(&["--general", "1"]),
        "Premio general 1: García López, Ana (1.º)\nSub-8: Martín Ruiz, Pablo (3.º)\nSub-10: Sánchez Gil, Elena (2.º)\nSub-12: Torres Vega, Jorge (4.º)\n"
    );
    assert!(prizes(&[]).contains("Sub-12: García López, Ana (1.º)"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seed 004 §2: the initial ranking by rating, "en su defecto, por orden
/// alfabético": surnames first, then the given name, as an arbiter sorts
/// (as whole strings "García López, Ana" came before "García, Marta").
#[test]
fn unrated_players_are_numbered_by_surname_then_given_name() {
    let dir = fresh_dir("alphabet");
    let config = circuit_with(
        &dir,
        "alphabet.toml",
        "players = [\"García López, Ana\", \"Gómez, Ana\", \"García, Marta\", \"Garcia, Pablo\"]",
    );
    let text = std::fs::read_to_string(&config).unwrap();
    std::fs::write(
        &config,
        text.replace(
            "black = \"Martín Ruiz, Pablo\"",
            "black = \"García, Marta\"",
        ),
    )
    .unwrap();
    console_on(config.to_str().unwrap(), &dir.join("j"), "quit\n");
    let (_, rows) = table(&standings_of(&config, &dir.join("j"), &[]));
    let numbered: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| (r[1].as_str(), r[2].as_str()))
        .collect();
    let mut numbered = numbered;
    numbered.sort_by_key(|r| r.0.parse::<u32>().unwrap());
    assert_eq!(
        numbered,
        [
            ("1", "García, Marta"),
            ("2", "Garcia, Pablo"),
            ("3", "García López, Ana"),
            ("4", "Gómez, Ana")
        ]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seed 004 §6: "En caso de persistir el empate entre los dos primeros, o
/// entre jugadores con derecho a premio, se disputará una partida Blitz a
/// caída de bandera". Four children level on every tie-break (every game
/// drawn): `prizes` hands no trophy between them, names the tie and the
/// play-off; one play-off game between two of them moves nobody; the
/// trophies go once the play-off has placed all four.
#[test]
fn no_trophy_is_handed_between_players_level_on_every_tie_break() {
    let dir = fresh_dir("prize-ties");
    // Ana and Elena under-12, Pablo and Jorge under-10.
    let entrants = "\n[[entrants]]\nname = \"García López, Ana\"\nborn = 2014\n\n[[entrants]]\nname = \"Martín Ruiz, Pablo\"\nborn = 2016\n\n[[entrants]]\nname = \"Sánchez Gil, Elena\"\nborn = 2014\n\n[[entrants]]\nname = \"Torres Vega, Jorge\"\nborn = 2016\n";
    let config = circuit_with(&dir, "sub12.toml", entrants);
    let script = dir.join("event.txt");
    std::fs::write(
        &script,
        "at 1 event pair 1 1 2\nat 1 event pair 1 3 4\nat 2 event result 1 1 2 1/2\nat 2 event result 1 3 4 1/2\n\
         at 3 event pair 2 4 1\nat 3 event pair 2 2 3\nat 4 event result 2 4 1 1/2\nat 4 event result 2 2 3 1/2\n",
    )
    .unwrap();
    let journal = dir.join("j");
    let replay = |text: &str| {
        std::fs::write(&script, text).unwrap();
        let out = replay_with(&config, &journal, &script).output().unwrap();
        assert!(out.status.success(), "{out:?}");
    };
    replay(&std::fs::read_to_string(&script).unwrap());
    let prizes_with =
        |extra: &[&str]| prizes_of(&config, &journal, &[&["--general", "1"], extra].concat());
    let prizes = || prizes_with(&[]);
    let ranks = || -> Vec<(String, String)> {
        let (_, rows) = table(&standings_of(&config, &journal, &[]));
        rows.iter().map(|r| (r[1].clone(), r[0].clone())).collect()
    };
    let all_first = |r: &[(String, String)]| r.iter().all(|(_, rank)| rank == "1");
    assert!(all_first(&ranks()), "{:?}", ranks());
    let level = "García López, Ana (1.º), Martín Ruiz, Pablo (1.º), Sánchez Gil, Elena (1.º), Torres Vega, Jorge (1.º)";
    let open = format!(
        "pendiente, empatados: {level}; lo decide su desempate (`event playoff 1 2`, una partida por pareja)"
    );
    assert_eq!(
        prizes(),
        format!("Premio general 1: {open}\nSub-8: (nadie)\nSub-10: {open}\nSub-12: {open}\n")
    );
    // One Armageddon between 1 and 2, drawn (Black's, 2's): 3 and 4 have
    // not played; nobody leaves the shared first place.
    replay("at 5 event playoff 1 2 1/2\n");
    assert!(all_first(&ranks()), "{:?}", ranks());
    assert!(prizes().contains("pendiente, empatados"), "{}", prizes());
    // 3 beats 4, then 2 and 3 play for first: 3 wins.
    replay("at 6 event playoff 3 4 1-0\nat 7 event playoff 2 3 0-1\n");
    let r = ranks();
    assert_eq!(
        r,
        [
            ("3".to_owned(), "1".to_owned()),
            ("2".to_owned(), "2".to_owned()),
            ("1".to_owned(), "3".to_owned()),
            ("4".to_owned(), "3".to_owned()),
        ]
    );
    // Elena (3) champion; Pablo (2) the best under-10; the under-12 trophy
    // is open between Ana and Jorge, level in third (the categories are
    // open: Jorge may take it).
    let shared = "pendiente, empatados: García López, Ana (3.º), Torres Vega, Jorge (3.º); lo decide su desempate (`event playoff 1 4`, una partida por pareja)";
    assert_eq!(
        prizes(),
        format!(
            "Premio general 1: Sánchez Gil, Elena (1.º)\nSub-8: (nadie)\nSub-10: Martín Ruiz, Pablo (2.º)\nSub-12: {shared}\n"
        )
    );
    // Seed 004 §7's raffle, "entre los jugadores que no obtengan trofeo",
    // waits while a trophy is open.
    assert!(
        prizes_with(&["--raffle", "4"]).ends_with(
            "sorteo: espera a que no quede ningún premio pendiente (antes, el desempate)\n"
        ),
        "{}",
        prizes_with(&["--raffle", "4"])
    );
    replay("at 8 event playoff 1 4 1-0\n");
    // Jorge is the only one without a prize: the one gift of four left.
    assert!(
        prizes_with(&["--raffle", "4", "--seed", "7"]).ends_with(
            "sorteo: 1 regalo entre 1 jugador presente sin premio (semilla 7)\nRegalo 1: Torres Vega, Jorge\n"
        ),
        "{}",
        prizes_with(&["--raffle", "4", "--seed", "7"])
    );
    // Seed 004 §7: "Será requisito indispensable para recibir cualquier
    // premio, que el jugador esté presente en la entrega": Elena (3) is
    // not there; the general prize goes to Pablo, the under-10 trophy to
    // Jorge.
    assert_eq!(
        prizes_with(&["--absent", "3"]),
        "Premio general 1: Martín Ruiz, Pablo (2.º)\nSub-8: (nadie)\nSub-10: Torres Vega, Jorge (4.º)\nSub-12: García López, Ana (3.º)\n"
    );
    assert_eq!(
        prizes(),
        "Premio general 1: Sánchez Gil, Elena (1.º)\nSub-8: (nadie)\nSub-10: Martín Ruiz, Pablo (2.º)\nSub-12: García López, Ana (3.º)\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seed 004 §5: "Si un jugador pidiese ser desactivado en alguna ronda,
/// podrá ser concedido bajo criterio arbitral con una puntuación de 0 en
/// dicha ronda." Through the console: a half-point bye without a reason is
/// refused and says how; a bye entered for round 3 during round 1 changes
/// neither the standings nor the report file; one for round 2 goes into
/// the file's next column, and `pair --trf` on that file pairs round 2
/// without the player, as the product does.
#[test]
fn a_requested_bye_scores_zero_and_a_future_one_leaves_the_report_file_alone() {
    let config = "tests/configs/rapid-fourteen.toml";
    let dir = fresh_dir("future-bye");
    let journal = dir.join("journal");
    let export = |name: &str| -> String {
        let path = dir.join(name);
        let out = console_on(
            config,
            &journal,
            &format!("event export {}\nquit\n", path.display()),
        );
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{e}: {out}"))
    };
    console_on(config, &journal, "event next\nquit\n");
    let before = export("before.trf");
    let standings_before = standings_of(std::path::Path::new(config), &journal, &[]);
    let out = console_on(config, &journal, "event bye 3 5 half\nquit\n");
    assert!(
        out.contains("un descanso pedido puntúa 0") && out.contains("event bye 3 5 half MOTIVO"),
        "{out}"
    );
    console_on(config, &journal, "event bye 3 5 zero\nquit\n");
    assert_eq!(export("after.trf"), before);
    assert_eq!(
        standings_of(std::path::Path::new(config), &journal, &[]),
        standings_before
    );
    // Round 1's results, then a bye for round 2 asked by player 7.
    let round1: String = FOURTEEN
        .iter()
        .filter(|g| g.0 == 1)
        .map(|g| format!("event result 1 {} {} {}\n", g.1, g.2, g.3))
        .collect();
    console_on(config, &journal, &(round1 + "event bye 2 7 zero\nquit\n"));
    let file = export("round2.trf");
    let line7 = file.lines().find(|l| l.starts_with("001    7")).unwrap();
    assert!(line7.ends_with("0000 - Z"), "{file}");
    assert!(file.contains("\n142 1\n"), "{file}");
    let out = megxadrez(&[
        "pair",
        "--trf",
        dir.join("round2.trf").to_str().unwrap(),
        "--rounds",
        "5",
    ]);
    assert!(out.status.success(), "{out:?}");
    let theirs = String::from_utf8(out.stdout).unwrap();
    let out = console_on(config, &journal, "event next\nquit\n");
    // Round 2 as the file pairs it: the same boards, 7 on none.
    let mut boards: Vec<(u32, u32)> = pair_lines(&theirs)
        .into_iter()
        .filter(|&(_, b)| b != 0)
        .collect();
    boards.sort();
    assert!(!boards.iter().any(|&(w, b)| w == 7 || b == 7), "{theirs}");
    let ours = export("paired.trf");
    let pending = megxadrez_trf_pending(&ours, 2);
    assert_eq!(pending, boards, "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seed 002 §4: "Los emparejamientos se realizarán mediante un sistema
/// informático". Nine bughouse pairs: `event next` pairs each round itself
/// by the Dutch system (it refused: "un suizo se empareja con su
/// programa"), the ninth pair has the bye, and round 2 is the pairing that
/// `megxadrez pair --trf` gives on the event's own report file after round
/// 1, colours included.
#[test]
fn bughouse_rounds_are_paired_by_the_product_itself() {
    let dir = fresh_dir("bughouse-next");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("configs/bughouse-pairs-swiss.toml")).unwrap();
    let head = &text[..text.find("[[teams]]").unwrap()];
    let mut config_text = head.to_owned();
    for i in 1..=9 {
        config_text.push_str(&format!(
            "[[teams]]\nname = \"Parella {i:02} do Clube de Xadrez de Santiago\"\nplayers = [\"Xogadora {i} A\", \"Xogador {i} B\"]\n\n"
        ));
    }
    let config = dir.join("bughouse.toml");
    std::fs::write(&config, config_text).unwrap();
    let config = config.to_str().unwrap();
    let journal = dir.join("j");
    let out = console_on(config, &journal, "event next\nquit\n");
    assert!(
        out.contains("ok: ronda 1 emparejada: 4 emparejamientos, 1 descanso"),
        "{out}"
    );
    let export = |name: &str| -> String {
        let path = dir.join(name);
        console_on(
            config,
            &journal,
            &format!("event export {}\nquit\n", path.display()),
        );
        std::fs::read_to_string(&path).unwrap()
    };
    let round1 = megxadrez_trf_pending(&export("r1.trf"), 1);
    assert_eq!(round1.len(), 4, "{round1:?}");
    // White wins on tables 1 and 3, Black on 2, a draw on 4.
    let results: String = round1
        .iter()
        .zip(["1-0", "0-1", "1-0", "1/2"])
        .map(|(&(w, b), r)| format!("event result 1 {w} {b} {r}\n"))
        .collect();
    console_on(config, &journal, &(results + "quit\n"));
    let after = dir.join("after1.trf");
    std::fs::write(&after, export("after1.trf")).unwrap();
    let out = megxadrez(&["pair", "--trf", after.to_str().unwrap(), "--rounds", "6"]);
    assert!(out.status.success(), "{out:?}");
    let theirs = String::from_utf8(out.stdout).unwrap();
    let mut boards: Vec<(u32, u32)> = pair_lines(&theirs)
        .into_iter()
        .filter(|&(_, b)| b != 0)
        .collect();
    boards.sort();
    let out = console_on(config, &journal, "event next\nquit\n");
    assert!(out.contains("ok: ronda 2 emparejada"), "{out}");
    assert_eq!(
        megxadrez_trf_pending(&export("r2.trf"), 2),
        boards,
        "{theirs}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The boards `megxadrez pair` prints after its count line, in its order:
/// (White, Black), the bye as (N, 0).
fn pair_lines(text: &str) -> Vec<(u32, u32)> {
    text.lines()
        .skip(1)
        .map(|l| {
            let v: Vec<u32> = l.split_whitespace().map(|x| x.parse().unwrap()).collect();
            (v[0], v[1])
        })
        .collect()
}

/// The pairings of round `round` a report file holds with blank results,
/// sorted (White, Black).
fn megxadrez_trf_pending(text: &str, round: usize) -> Vec<(u32, u32)> {
    let mut pairs = Vec::new();
    for line in text.lines().filter(|l| l.starts_with("001")) {
        let chars: Vec<char> = line.chars().collect();
        let field = |from: usize, to: usize| -> String {
            chars
                .get(from..to.min(chars.len()))
                .map_or(String::new(), |c| c.iter().collect())
        };
        let me: u32 = field(4, 8).trim().parse().unwrap();
        let block = field(81 + 10 * round, 91 + 10 * round);
        let words: Vec<&str> = block.split_whitespace().collect();
        if let [opponent, "w"] = words.as_slice() {
            pairs.push((me, opponent.parse().unwrap()));
        }
    }
    pairs.sort();
    pairs
}

#[test]
fn the_childrens_league_ranks_by_its_own_points_and_the_black_tie_rule() {
    let dir = fresh_dir("league");
    let script = dir.join("league.txt");
    // Cabalos (1), Alfiles (2), Raíñas (3): 2 beats 3, 1 beats 3, 1 and 2
    // draw with Alfiles on Black: 6, 6, 2; Alfiles first.
    std::fs::write(
        &script,
        "at 1 event pair 1 2 3\nat 2 event result 1 2 3 1-0\nat 3 event pair 2 3 1\nat 4 event result 2 3 1 0-1\nat 5 event pair 3 1 2\nat 6 event result 3 1 2 1/2\n",
    )
    .unwrap();
    let journal = dir.join("j");
    let out = replay_with(
        std::path::Path::new("configs/children-team-league.toml"),
        &journal,
        &script,
    )
    .output()
    .unwrap();
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        standings_of(
            std::path::Path::new("configs/children-team-league.toml"),
            &journal,
            &[]
        ),
        "Rank\tStartNo\tName\tPTS\n1\t2\tOs Alfiles Rápidos\t6\n2\t1\tOs Cabalos Tolos\t6\n3\t3\tAs Raíñas do Xadrez\t2\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seed 000: "En el caso de triple empate se actuará igual. En caso de que
/// persista, se realizará un torneo relámpago con partidas de 5 minutos."
/// Three teams level on 8: among them Cabalos beat Alfiles, drew with
/// Raíñas (Raíñas had Black) and Alfiles beat Raíñas. Their direct games
/// scored as the league scores them (4/2/1) give 6, 5 and 3: they are
/// placed, with no lightning play-off (the drawn game counted as a win for
/// Black made a cycle and asked for one).
#[test]
fn a_tie_of_three_teams_is_placed_by_their_direct_games_points() {
    let dir = fresh_dir("league-three");
    let script = dir.join("league.txt");
    let games = [
        (1, 1, 2, "1-0"),
        (1, 3, 5, "0-1"),
        (2, 1, 3, "1/2"),
        (2, 4, 5, "1/2"),
        (3, 2, 3, "1-0"),
        (3, 1, 4, "0-1"),
        (4, 5, 1, "1-0"),
        (4, 2, 4, "0-1"),
        (5, 5, 2, "1/2"),
        (5, 3, 4, "1-0"),
    ];
    let text: String = games
        .iter()
        .enumerate()
        .map(|(i, (r, w, b, res))| {
            format!(
                "at {} event pair {r} {w} {b}\nat {} event result {r} {w} {b} {res}\n",
                2 * i + 1,
                2 * i + 2
            )
        })
        .collect();
    std::fs::write(&script, text).unwrap();
    let config = std::path::Path::new("tests/configs/league-six.toml");
    let journal = dir.join("j");
    let out = replay_with(config, &journal, &script).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let (_, rows) = table(&standings_of(config, &journal, &[]));
    let placed: Vec<(&str, &str, &str)> = rows
        .iter()
        .map(|r| (r[0].as_str(), r[2].as_str(), r[3].as_str()))
        .collect();
    assert_eq!(
        placed,
        [
            ("1", "As Torres de Hércules", "12"),
            ("2", "Os Peóns Valentes", "11"),
            ("3", "Os Cabalos Tolos", "8"),
            ("4", "Os Alfiles Rápidos", "8"),
            ("5", "As Raíñas do Xadrez", "8"),
            ("6", "Os Reis do Enroque", "0"),
        ]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seed 000: "El color de las piezas se sorteará al principio de la
/// partida." and "Si hubiera sido de tablas, se resolverá a favor del que
/// jugó con piezas negras." The same league as above, its last game played
/// on the stage after a lot that gave the paired Black team White: the draw
/// now goes to Cabalos, who had Black at the board, in the journal, the
/// standings and the PGN.
#[test]
fn a_lot_at_the_board_decides_who_had_black_in_the_league_tie() {
    let dir = fresh_dir("league-lot");
    let script = dir.join("league.txt");
    std::fs::write(
        &script,
        "at 1 event pair 1 2 3\nat 2 event result 1 2 3 1-0\nat 3 event pair 2 3 1\nat 4 event result 2 3 1 0-1\n\
         at 5 event pair 3 1 2\nat 6 event stage 3\nat 7 board 1 lot second\nat 8 board 1 start\nat 9 board 1 draw\n",
    )
    .unwrap();
    let journal = dir.join("j");
    let config = std::path::Path::new("configs/children-team-league.toml");
    let out = replay_with(config, &journal, &script).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let records = std::fs::read_to_string(journal.join("session.journal")).unwrap();
    assert!(
        records.contains(" colours 3 2 1\n") && records.contains(" result 3 2 1 1/2\n"),
        "{records}"
    );
    assert_eq!(
        standings_of(config, &journal, &[]),
        "Rank\tStartNo\tName\tPTS\n1\t1\tOs Cabalos Tolos\t6\n2\t2\tOs Alfiles Rápidos\t6\n3\t3\tAs Raíñas do Xadrez\t2\n"
    );
    let pgn = megxadrez(&[
        "export",
        "--config",
        config.to_str().unwrap(),
        "--journal",
        journal.to_str().unwrap(),
        "-",
    ]);
    let pgn = String::from_utf8_lossy(&pgn.stdout);
    assert!(
        pgn.contains("[White \"Os Alfiles Rápidos\"]")
            && pgn.contains("[Black \"Os Cabalos Tolos\"]"),
        "{pgn}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_school_match_adds_up_its_four_boards_and_the_stage_feeds_its_own() {
    // Seed 001: four boards, colours alternating (A Laxe White on boards 1
    // and 3), 10 / 5 / 1 a game. Board 1 is played on the stage: its end
    // gives the match its first board by itself; the other three are
    // entered by hand, board 4 without an A Laxe player (`+-`).
    let dir = fresh_dir("school");
    let script = dir.join("school.txt");
    std::fs::write(
        &script,
        "at 0 event pair 1 1 2\nat 1 start\nat 2 move e4\nat 3 resign black\n\
         at 4 event board 1 1 2 2 1/2\nat 5 event board 1 1 2 3 0-1\nat 6 event board 1 1 2 4 +-\n",
    )
    .unwrap();
    let config = std::path::Path::new("configs/school-zonal-phase.toml");
    let journal = dir.join("j");
    let out = replay_with(config, &journal, &script).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let records = std::fs::read_to_string(journal.join("session.journal")).unwrap();
    assert!(
        records.contains("event at 3 board 1 1 2 1 1-0"),
        "the stage's board went to the match: {records}"
    );
    let standings = |format: &str| standings_of(config, &journal, &["--format", format]);
    // A Laxe 10 + 5 + 1 + 0 = 16, O Castro 1 + 5 + 10 + 10 = 26: O Castro
    // takes the match (2 match points).
    assert_eq!(
        standings("tsv"),
        "Rank\tStartNo\tName\tPTS\tMP\n1\t2\tCEIP O Castro\t26\t2\n2\t1\tCEIP A Laxe\t16\t0\n"
    );
    let json: serde_json::Value = serde_json::from_str(&standings("json")).unwrap();
    assert_eq!(json[1]["PTS"], serde_json::json!(16.0));
    // The final phase: the same two teams draw every board (20 each). Level
    // on this phase's points, the points of all phases decide (§9): O Castro
    // 26 + 20 = 46 against A Laxe 16 + 20 = 36.
    let final_config = std::path::Path::new("configs/school-final-phase.toml");
    let final_journal = dir.join("final");
    let final_script = dir.join("final.txt");
    std::fs::write(
        &final_script,
        "at 0 event pair 1 1 2\nat 1 event board 1 1 2 1 1/2\nat 2 event board 1 1 2 2 1/2\n\
         at 3 event board 1 1 2 3 1/2\nat 4 event board 1 1 2 4 1/2\n",
    )
    .unwrap();
    let out = replay_with(final_config, &final_journal, &final_script)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let final_standings = |extra: &[&str]| standings_of(final_config, &final_journal, extra);
    assert_eq!(
        final_standings(&[]),
        "Rank\tStartNo\tName\tPTS\tMP\n1\t1\tCEIP A Laxe\t20\t1\n1\t2\tCEIP O Castro\t20\t1\n",
        "level: one place"
    );
    let zonal = format!("{}={}", config.display(), journal.display());
    assert_eq!(
        final_standings(&["--earlier", &zonal]),
        "Rank\tStartNo\tName\tPTS\tMP\tACC\n1\t2\tCEIP O Castro\t20\t1\t46\n2\t1\tCEIP A Laxe\t20\t1\t36\n"
    );
    // A whole result is refused: a school match is its boards.
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "at 7 event result 1 1 2 1-0\n").unwrap();
    let out = replay_with(config, &journal, &bad).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && err.contains("sale de sus tableros"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A 12-player rapid Swiss (seed 004) of five rounds, run the way an
/// arbiter runs it with a pairing program: before each round the program's
/// report file is loaded on the product's console (`event trf FILE`), the
/// results are entered as they come, and the round is closed. The test is
/// the pairing program: score groups top down, no two players meeting
/// twice, a half-point bye asked for in round 2 (so someone gets the
/// pairing-allocated bye), a no-show in round 3.
#[test]
fn a_twelve_player_rapid_swiss_is_paired_from_report_files_and_its_standings_agree() {
    let config_path = "tests/configs/rapid-standings.toml";
    let config = megxadrez::store::load_config(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(config_path),
    )
    .unwrap();
    let names = megxadrez::core::session::Session::new(config)
        .event()
        .names()
        .to_vec();
    assert_eq!(names.len(), 12);
    let dir = fresh_dir("swiss-from-trf");
    let journal = dir.join("journal");
    // Each player's rounds as report-file blocks, and points in halves.
    let mut blocks: Vec<Vec<String>> = vec![Vec::new(); 12];
    let mut halves = [0u32; 12];
    let mut met: Vec<Vec<u32>> = vec![Vec::new(); 12];
    let mut whites = [0u32; 12];
    let mut had_bye = [false; 12];
    for round in 1..=5u32 {
        // The pairing program's round.
        let mut playing: Vec<u32> = (1..=12).filter(|&p| !(round == 2 && p == 11)).collect();
        playing.sort_by_key(|&p| (std::cmp::Reverse(halves[p as usize - 1]), p));
        let mut byes: Vec<(u32, char)> = Vec::new();
        if round == 2 {
            byes.push((11, 'H'));
        }
        if playing.len() % 2 == 1 {
            let pos = playing
                .iter()
                .rposition(|&p| !had_bye[p as usize - 1])
                .unwrap();
            let p = playing.remove(pos);
            had_bye[p as usize - 1] = true;
            byes.push((p, 'U'));
        }
        // Top down, each with the first one below not met yet, going back
        // when the rest cannot be paired.
        fn pair(left: &[u32], met: &[Vec<u32>]) -> Option<Vec<(u32, u32)>> {
            let Some((&a, rest)) = left.split_first() else {
                return Some(Vec::new());
            };
            for (k, &b) in rest.iter().enumerate() {
                if met[a as usize - 1].contains(&b) {
                    continue;
                }
                let mut others = rest.to_vec();
                others.remove(k);
                if let Some(mut more) = pair(&others, met) {
                    more.insert(0, (a, b));
                    return Some(more);
                }
            }
            None
        }
        let pairs: Vec<(u32, u32)> = pair(&playing, &met)
            .expect("a pairing with no repeat")
            .into_iter()
            .map(|(a, b)| {
                if whites[a as usize - 1] <= whites[b as usize - 1] {
                    (a, b)
                } else {
                    (b, a)
                }
            })
            .collect();
        // The file as the program writes it: earlier rounds with results,
        // this one's pairings without.
        let file = dir.join(format!("round-{round}.trf"));
        let mut text = String::from("012 Circuito rapido\n142 5\n");
        for p in 1..=12u32 {
            let i = p as usize - 1;
            let mut rounds = blocks[i].clone();
            rounds.push(
                if let Some(&(_, code)) = byes.iter().find(|(b, _)| *b == p) {
                    format!("0000 - {code}")
                } else {
                    let &(w, b) = pairs.iter().find(|(w, b)| *w == p || *b == p).unwrap();
                    if w == p {
                        format!("{b:>4} w  ")
                    } else {
                        format!("{w:>4} b  ")
                    }
                },
            );
            let refs: Vec<&str> = rounds.iter().map(String::as_str).collect();
            let points = format!(
                "{}.{}",
                halves[i] / 2,
                if halves[i] % 2 == 1 { 5 } else { 0 }
            );
            text.push_str(&trf_line(p, &names[i], 1500, &points, &refs));
            text.push('\n');
        }
        std::fs::write(&file, &text).unwrap();
        // The arbiter's console: load the round, enter its results.
        let mut input = format!("event trf {}\n", file.display());
        for (t, &(w, b)) in pairs.iter().enumerate() {
            let result = if round == 3 && t == 1 {
                "+-" // Black did not come.
            } else {
                ["1-0", "0-1", "1/2"][t % 3]
            };
            input.push_str(&format!("event result {round} {w} {b} {result}\n"));
            let (wi, bi) = (w as usize - 1, b as usize - 1);
            let (wh, bh, wc, bc) = match result {
                "1-0" => (2, 0, '1', '0'),
                "0-1" => (0, 2, '0', '1'),
                "1/2" => (1, 1, '=', '='),
                _ => (2, 0, '+', '-'),
            };
            halves[wi] += wh;
            halves[bi] += bh;
            blocks[wi].push(format!("{b:>4} w {wc}"));
            blocks[bi].push(format!("{w:>4} b {bc}"));
            met[wi].push(b);
            met[bi].push(w);
            whites[wi] += 1;
        }
        for &(p, code) in &byes {
            halves[p as usize - 1] += if code == 'U' { 2 } else { 1 };
            blocks[p as usize - 1].push(format!("0000 - {code}"));
        }
        input.push_str("quit\n");
        let said = console_on(config_path, &journal, &input);
        assert!(
            !said.lines().any(|l| l.starts_with("! ")),
            "round {round}:\n{said}"
        );
        assert!(
            said.contains(&format!(
                "ok: ronda {round} emparejada: {} emparejamientos",
                pairs.len()
            )),
            "round {round}:\n{said}"
        );
        // The event's standings equal those of its exported report file,
        // and its points the test's own count.
        let ours = standings_of(
            std::path::Path::new(config_path),
            &journal,
            &["--rules", "2026"],
        );
        let exported = dir.join(format!("export-{round}.trf"));
        let out = megxadrez(&[
            "trf",
            "export",
            "--config",
            config_path,
            "--journal",
            journal.to_str().unwrap(),
            exported.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{out:?}");
        let out = megxadrez(&[
            "standings",
            "--trf",
            exported.to_str().unwrap(),
            "--rules",
            "2026",
        ]);
        assert!(out.status.success(), "{out:?}");
        let theirs = String::from_utf8(out.stdout).unwrap();
        assert_eq!(ours, theirs, "round {round}");
        let (head, rows) = table(&ours);
        let pts = head.iter().position(|h| h == "PTS").unwrap();
        for row in rows {
            let i = names.iter().position(|n| *n == row[2]).unwrap();
            let want = format!(
                "{}{}",
                halves[i] / 2,
                if halves[i] % 2 == 1 { ".5" } else { "" }
            );
            assert_eq!(
                row[pts].trim_end_matches(".0"),
                want,
                "round {round}: {}",
                row[2]
            );
        }
    }
}

/// Runs the arbiter's console on the rapid circuit's journal with `input`.
fn console_on(config: &str, journal: &std::path::Path, input: &str) -> String {
    use std::io::Write;
    let mut console = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["console", "--config", config, "--journal"])
        .arg(journal)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    console
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = console.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn a_rapid_swiss_is_paired_by_the_product_itself_as_megxadrez_pair_pairs_it() {
    let config = "tests/configs/rapid-standings.toml";
    let dir = fresh_dir("swiss-dutch");
    let journal = dir.join("journal");
    let mut met: Vec<(u32, u32)> = Vec::new();
    let mut byes: Vec<u32> = Vec::new();
    let mut forfeited: Vec<u32> = Vec::new();
    // The console opens the event's journal.
    console_on(config, &journal, "quit\n");
    for round in 1..=5u32 {
        // The event so far as a report file, and what `pair` makes of it.
        let file = dir.join(format!("before-{round}.trf"));
        let out = megxadrez(&[
            "trf",
            "export",
            "--config",
            config,
            "--journal",
            journal.to_str().unwrap(),
            file.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{out:?}");
        let mut withdraw = String::new();
        if round == 5 {
            // Withdrawn from round 4: the event's own file says it in the
            // next round's column, as a pairing program reads it.
            let text = std::fs::read_to_string(&file).unwrap();
            let line = text.lines().find(|l| l.starts_with("001   12")).unwrap();
            assert!(line.ends_with("0000 - Z"), "{text}");
        }
        if round == 4 {
            // Player 12 leaves before round 4: the file says so in the
            // round's column.
            let text = std::fs::read_to_string(&file).unwrap();
            let width = 91 + 10 * (round as usize - 1);
            let text: String = text
                .lines()
                .map(|l| {
                    if l.starts_with("001   12") {
                        format!("{l:<width$}0000 - Z\n")
                    } else {
                        format!("{l}\n")
                    }
                })
                .collect();
            std::fs::write(&file, text).unwrap();
            withdraw = "event withdraw 12 4\n".into();
        }
        let out = megxadrez(&["pair", "--trf", file.to_str().unwrap(), "--rounds", "5"]);
        assert!(out.status.success(), "round {round}: {out:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        let lines = pair_lines(&text);
        assert_eq!(
            text.lines().next().unwrap().parse::<usize>().unwrap(),
            lines.len()
        );
        // The stage's "next round", then the results of exactly those
        // boards: a board it paired otherwise would refuse its result.
        let mut input = format!("{withdraw}event next\n");
        for (t, &(w, b)) in lines.iter().enumerate() {
            if b == 0 {
                assert!(!byes.contains(&w), "round {round}: a second bye for {w}");
                byes.push(w);
                continue;
            }
            assert!(
                !met.contains(&(w.min(b), w.max(b))),
                "round {round}: {w}-{b} again"
            );
            let mut result = ["1-0", "1/2", "0-1", "+-"][(t + round as usize) % 4];
            // Seed 004 §8: a second no-show puts a player out; `pair` reads
            // only the file, so each player forfeits once at most here.
            if result == "+-" && forfeited.contains(&b) {
                result = "1-0";
            }
            // A forfeit is no game: those two may still meet.
            if result != "+-" {
                met.push((w.min(b), w.max(b)));
            }
            input.push_str(&format!("event result {round} {w} {b} {result}\n"));
            if result == "+-" {
                // The one who did not come asks to be paired again (else
                // seed 004 leaves them out, which a report file cannot say).
                forfeited.push(b);
                input.push_str(&format!("event return {b}\n"));
            }
        }
        input.push_str("quit\n");
        let said = console_on(config, &journal, &input);
        assert!(
            !said.lines().any(|l| l.starts_with("! ")),
            "round {round}:\n{said}"
        );
        let boards = lines.iter().filter(|(_, b)| *b != 0).count();
        assert!(
            said.contains(&format!(
                "ok: ronda {round} emparejada: {boards} emparejamientos"
            )),
            "round {round}:\n{said}"
        );
        if round >= 4 {
            assert!(lines.iter().all(|&(w, b)| w != 12 && b != 12));
            assert_eq!(
                lines.iter().filter(|(_, b)| *b == 0).count(),
                1,
                "11 players: one bye"
            );
        }
    }
}

#[test]
fn pair_says_what_is_wrong_with_a_file_and_when_no_pairing_exists() {
    let dir = fresh_dir("pair-refusals");
    // A damaged rating column: exit 2, the line and column named.
    let bad = dir.join("bad.trf");
    std::fs::write(
        &bad,
        format!(
            "012 Roto\n{}\n{}\n",
            trf_line(1, "Ana", 1500, "0.0", &[]),
            trf_line(2, "Brais", 1500, "0.0", &[]).replace("1500", "15x0")
        ),
    )
    .unwrap();
    let out = megxadrez(&["pair", "--trf", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.trf:3:"), "{err}");
    // Two players who have met: no pairing, exit 1, said in Spanish.
    let met = dir.join("met.trf");
    std::fs::write(
        &met,
        format!(
            "012 Dos\n142 3\n{}\n{}\n",
            trf_line(1, "Ana", 1500, "1.0", &["   2 w 1"]),
            trf_line(2, "Brais", 1400, "0.0", &["   1 b 0"])
        ),
    )
    .unwrap();
    let out = megxadrez(&["pair", "--trf", met.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("no hay emparejamiento posible"),
        "{out:?}"
    );
    // A missing file: exit 2, its path said.
    let out = megxadrez(&["pair", "--trf", "no-such.trf"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no-such.trf"));
}

#[test]
fn pair_writes_json_and_the_report_file_with_the_new_round() {
    let dir = fresh_dir("pair-formats");
    let file = dir.join("r1.trf");
    let lines: Vec<String> = (1..=5)
        .map(|n| trf_line(n, &format!("Xogador {n}"), 2000 - n as u16 * 10, "0.0", &[]))
        .collect();
    std::fs::write(
        &file,
        format!("012 Cinco\n142 4\nXXC black1\n{}\n", lines.join("\n")),
    )
    .unwrap();
    let out = megxadrez(&["pair", "--trf", file.to_str().unwrap(), "--format", "json"]);
    assert!(out.status.success(), "{out:?}");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["round"], 1);
    // The lowest ranked sits out; 1 meets 3 and, Black drawn for board 1,
    // has Black; 2 (even) has the other colour: White against 4.
    assert_eq!(json["boards"][0]["white"], 3);
    assert_eq!(json["boards"][0]["black"], 1);
    assert_eq!(json["boards"][1]["white"], 2);
    assert_eq!(json["boards"][1]["black"], 4);
    assert_eq!(json["bye"], 5);
    let out = megxadrez(&["pair", "--trf", file.to_str().unwrap(), "--format", "trf"]);
    assert!(out.status.success(), "{out:?}");
    let next = dir.join("r1-paired.trf");
    std::fs::write(&next, &out.stdout).unwrap();
    // The file with round 1 paired still reads, its games waiting.
    let out = megxadrez(&["trf", "import", next.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    let text = std::fs::read_to_string(&next).unwrap();
    let line1 = text.lines().find(|l| l.starts_with("001    1")).unwrap();
    assert_eq!(line1.get(91..97), Some("   3 b"), "{line1}");
    let line5 = text.lines().find(|l| l.starts_with("001    5")).unwrap();
    assert_eq!(line5.get(91..99), Some("0000 - U"), "{line5}");
}

#[test]
fn the_arbiter_swaps_colours_and_pairs_a_round_again_with_a_reason_the_journal_keeps() {
    let config = "tests/configs/rapid-standings.toml";
    let dir = fresh_dir("swiss-swap");
    let journal = dir.join("journal");
    let said = console_on(
        config,
        &journal,
        "event next\n\
         event swap 1 1 7\n\
         event swap 1 1 7 el 7 trae certificado médico: no puede jugar con negras\n\
         event result 1 7 1 1-0\n\
         event unpair 1 la ronda ya tiene un resultado\n\
         quit\n",
    );
    assert!(
        said.contains("ok: ronda 1 emparejada: 6 emparejamientos"),
        "{said}"
    );
    assert!(said.contains("! di el motivo"), "{said}");
    assert!(said.contains("colores cambiados"), "{said}");
    assert!(
        said.contains("ok: Ronda 1:") && said.contains("1-0"),
        "{said}"
    );
    assert!(said.contains("ya tiene resultados"), "{said}");
    let text = std::fs::read_to_string(journal.join("session.journal")).unwrap();
    assert!(
        text.contains("swap 1 1 7 el 7 trae certificado médico"),
        "{text}"
    );
    // A fresh event: pair, withdraw the round, pair it again; the second
    // pairing is the one that stands after a restart.
    let journal = dir.join("journal-2");
    let said = console_on(
        config,
        &journal,
        "event next\nevent unpair 1 se anotó mal una incomparecencia\nevent next\nquit\n",
    );
    assert!(said.contains("emparejamientos retirados"), "{said}");
    assert_eq!(said.matches("ok: ronda 1 emparejada").count(), 2, "{said}");
    let said = console_on(config, &journal, "event result 1 1 7 1/2\nquit\n");
    assert!(!said.lines().any(|l| l.starts_with("! ")), "{said}");
    let text = std::fs::read_to_string(journal.join("session.journal")).unwrap();
    assert!(
        text.contains("unpair 1 se anotó mal una incomparecencia"),
        "{text}"
    );
}

/// Seed 004 §8 through the console: a no-show in round 1 who does not
/// notify is left out of round 2 as disqualified, said with the pairings;
/// one who notifies (`event return`) is paired.
#[test]
fn a_round_one_no_show_is_left_out_unless_they_notify_the_arbiters() {
    let dir = fresh_dir("no-shows");
    let journal = dir.join("j");
    let said = console_on(
        "tests/configs/rapid-standings.toml",
        &journal,
        "event next\nevent result 1 1 7 +-\nevent result 1 8 2 1/2\nevent result 1 3 9 +-\n\
         event result 1 10 4 1/2\nevent result 1 5 11 1/2\nevent result 1 12 6 1/2\n\
         event return 9\nevent next\nquit\n",
    );
    let round2 = said
        .lines()
        .find(|l| l.starts_with("ok: ronda 2 emparejada"))
        .unwrap_or_else(|| panic!("{said}"));
    assert!(
        round2.contains("fuera de la ronda: Sánchez Rey, Alba (descalificado)"),
        "{round2}"
    );
    // Vázquez Ferro (9) told the arbiters during round 1: paired.
    assert!(
        said.contains("ok: Vázquez Ferro, Carla pide volver"),
        "{said}"
    );
    assert!(
        round2.contains("Vázquez Ferro, Carla") && !round2.contains("Vázquez Ferro, Carla ("),
        "{round2}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seed 004 §6: the Armageddon play-off between players the tie-breaks
/// leave level counts — a hand-entered draw goes to Black — in the
/// standings and the report file the product writes.
#[test]
fn the_armageddon_play_off_orders_the_swiss_standings_and_the_report_file() {
    let dir = fresh_dir("swiss-playoff");
    let script = dir.join("event.txt");
    std::fs::write(
        &script,
        "at 1 event pair 1 1 2\nat 1 event pair 1 3 4\nat 2 event result 1 1 2 1-0\nat 2 event result 1 3 4 1-0\n\
         at 3 event pair 2 1 3\nat 3 event pair 2 4 2\nat 4 event result 2 1 3 1/2\nat 4 event result 2 4 2 1/2\n",
    )
    .unwrap();
    let journal = dir.join("j");
    let config = std::path::Path::new("configs/rapid-circuit-swiss.toml");
    let out = replay_with(config, &journal, &script).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let first_two = |text: &str| -> Vec<String> {
        text.lines()
            .skip(1)
            .take(2)
            .map(|l| l.split('\t').take(2).collect::<Vec<_>>().join(" "))
            .collect()
    };
    assert_eq!(
        first_two(&standings_of(config, &journal, &[])),
        ["1 1", "1 3"]
    );
    // The play-off, Sánchez Gil (3) with Black, drawn: Black's.
    let said = console_on(
        config.to_str().unwrap(),
        &journal,
        "event playoff 1 3 1/2\nquit\n",
    );
    assert!(said.contains("ok: desempate"), "{said}");
    assert_eq!(
        first_two(&standings_of(config, &journal, &[])),
        ["1 3", "2 1"]
    );
    let trf = dir.join("event.trf");
    let out = megxadrez(&[
        "trf",
        "export",
        "--config",
        config.to_str().unwrap(),
        "--journal",
        journal.to_str().unwrap(),
        trf.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let text = std::fs::read_to_string(&trf).unwrap();
    let rank_of = |n: u32| -> String {
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("001 {n:>4}")))
            .unwrap();
        // The place follows the points (the only field with a dot).
        let words: Vec<&str> = line.split_whitespace().collect();
        let points = words.iter().position(|w| w.contains('.')).unwrap();
        words[points + 1].to_owned()
    };
    assert_eq!(
        (rank_of(3), rank_of(1)),
        ("1".to_owned(), "2".to_owned()),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The pairs (start numbers) of the console's "ronda R emparejada" line,
/// the names looked up in `names` (start numbers from 1).
fn paired_line(out: &str, round: u32, names: &[&str]) -> Vec<(u32, u32)> {
    let number = |name: &str| names.iter().position(|n| *n == name.trim()).unwrap() as u32 + 1;
    // "ronda 4 emparejada", or a knockout's "ronda 4 (Semifinales · …)
    // emparejada", its tables by tie ("Semifinal 1: A - B").
    let line = out
        .lines()
        .find(|l| {
            l.contains(&format!("ronda {round} emparejada"))
                || l.contains(&format!("ronda {round} ("))
        })
        .unwrap_or_else(|| panic!("round {round}: {out}"));
    line.split(" — ")
        .nth(1)
        .unwrap()
        .split("; ")
        .filter_map(|t| t.split_once(": "))
        // The tables (not "descansa: …", "fuera de la ronda: …").
        .filter(|(_, p)| p.contains(" - "))
        .map(|(_, p)| {
            let (w, b) = p
                .split_once(" - ")
                .unwrap_or_else(|| panic!("{p:?} in {line}"));
            (number(w), number(b))
        })
        .collect()
}

/// The console input giving every board of each match in `pairs` of
/// `round` the result `result(w, b, board)`.
fn boards_input(
    round: u32,
    pairs: &[(u32, u32)],
    result: impl Fn(Pairing, u32) -> &'static str,
) -> String {
    let mut input = String::new();
    for &(w, b) in pairs {
        for board in 1..=4u32 {
            input.push_str(&format!(
                "event board {round} {w} {b} {board} {}\n",
                result(Pairing::new(round, w, b), board)
            ));
        }
    }
    input + "quit\n"
}

/// Seed 001 §6: "7 a 12 equipos participantes: LIGA de dos GRUPOS y los
/// dos equipos campeones juegan dos partidas (ida y vuelta), para sacar un
/// solo equipo Campeón." Eight teams through the console: `event next`
/// pairs the two groups' leagues, then the group winners twice (colours the
/// other way round), and the result that decides says who is champion; the
/// standings give each group its own table.
#[test]
fn a_school_zonal_of_eight_teams_plays_two_groups_then_its_winners_twice_through_the_console() {
    let config = "tests/configs/school-zonal-eight.toml";
    let names = [
        "CEIP A Laxe",
        "CEIP O Castro",
        "CPI Os Dices",
        "CEIP Praia Xardín",
        "Colexio San Xosé",
        "CEIP Ponte Ulla",
        "IES Arcebispo Xelmírez",
        "CEIP Agro do Muíño",
    ];
    // `check` says the shape before anything is played.
    let out = megxadrez(&["check", config]);
    let said = String::from_utf8_lossy(&out.stdout);
    for line in [
        "Tableros: los de cada ronda, de sus emparejamientos",
        "Estructura: dos grupos, liga de 3 rondas; después los dos campeones de grupo, ida y vuelta, por el título",
        "  A: CEIP A Laxe, CPI Os Dices, Colexio San Xosé, IES Arcebispo Xelmírez",
        "  B: CEIP O Castro, CEIP Praia Xardín, CEIP Ponte Ulla, CEIP Agro do Muíño",
    ] {
        assert!(
            said.lines().any(|l| l.starts_with(line)),
            "{line} in {said}"
        );
    }
    let dir = fresh_dir("school-zonal-eight");
    let journal = dir.join("journal");
    let mut last = String::new();
    for round in 1..=5u32 {
        let out = console_on(config, &journal, "event next\nquit\n");
        let pairs = paired_line(&out, round, &names);
        let line = &out;
        match round {
            1..=3 => assert_eq!(pairs.len(), 4, "{line}"),
            4 => assert_eq!(pairs, [(1, 2)], "1st A v 1st B: {line}"),
            _ => assert_eq!(pairs, [(2, 1)], "then 1st B v 1st A: {line}"),
        }
        // Groups: the lower start number wins all four boards (White on
        // boards 1 and 3 is the first team). Both finals drawn on every
        // board.
        let input = boards_input(round, &pairs, |g, board| match round {
            1..=3 if (g.white < g.black) == (board % 2 == 1) => "1-0",
            1..=3 => "0-1",
            _ => "1/2",
        });
        last = console_on(config, &journal, &input);
    }
    // Level over both matches and on the points accumulated (120 each):
    // seed 001 §9, "Si persistiera el empate: Mach de tres partidas a 5
    // minutos por participante", each a team encounter on the four boards.
    assert!(!last.contains("campeón"), "{last}");
    let out = console_on(
        config,
        &journal,
        "event playoff 2 1\nevent playoff 2 1 1 0-1\nevent playoff 2 1 2 1/2\n\
         event playoff 2 1 3 1/2\nevent playoff 2 1 4 1/2\nquit\n",
    );
    assert!(
        out.contains("desempate en el escenario: CEIP O Castro - CEIP A Laxe"),
        "{out}"
    );
    // One encounter of three won by CEIP A Laxe: nobody is champion yet.
    assert!(!out.contains("campeón"), "{out}");
    // CEIP O Castro (2) wins the second and the third on every board: it
    // is the champion, said once, when the third is decided.
    let encounter = "event playoff 2 1\nevent playoff 2 1 1 1-0\nevent playoff 2 1 2 0-1\n\
                     event playoff 2 1 3 1-0\nevent playoff 2 1 4 0-1\n";
    let out = console_on(config, &journal, &format!("{encounter}quit\n"));
    assert!(!out.contains("campeón"), "{out}");
    let out = console_on(config, &journal, &format!("{encounter}quit\n"));
    assert_eq!(out.matches("campeón: CEIP O Castro").count(), 1, "{out}");
    assert!(!out.contains("campeón: CEIP A Laxe"), "{out}");
    let table = standings_of(std::path::Path::new(config), &journal, &[]);
    let rows: Vec<Vec<&str>> = table.lines().map(|l| l.split('\t').collect()).collect();
    // One table per group, each ranked from 1: group A (1, 3, 5, 7) then
    // group B (2, 4, 6, 8).
    let groups: Vec<(&str, &str)> = rows
        .iter()
        .filter(|r| r.len() > 4 && (r[4] == "A" || r[4] == "B"))
        .map(|r| (r[0], r[2]))
        .collect();
    assert_eq!(
        groups,
        [
            ("1", "CEIP A Laxe"),
            ("2", "CPI Os Dices"),
            ("3", "Colexio San Xosé"),
            ("4", "IES Arcebispo Xelmírez"),
            ("1", "CEIP O Castro"),
            ("2", "CEIP Praia Xardín"),
            ("3", "CEIP Ponte Ulla"),
            ("4", "CEIP Agro do Muíño")
        ],
        "{table}"
    );
}

/// Seed 001 §6: "Si hubiera MÁS de 12 equipos : Sistema suizo por equipos,
/// del que sale el Campeón." Thirteen teams: the console's `event next`
/// pairs the round itself (no pairing program's file), the thirteenth team
/// has the bye, and the standings rank by match points.
#[test]
fn a_school_zonal_of_thirteen_teams_is_a_swiss_by_teams_paired_by_the_console() {
    let config = "tests/configs/school-zonal-thirteen.toml";
    let dir = fresh_dir("school-zonal-thirteen");
    let journal = dir.join("journal");
    let out = console_on(config, &journal, "event next\nquit\n");
    let line = out
        .lines()
        .find(|l| l.contains("ronda 1 emparejada"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        line.contains("6 emparejamientos, 1 descanso — ")
            && line.contains("mesa 1: CEIP A Laxe - IES Arcebispo Xelmírez")
            && line.ends_with("descansa: Colexio Manuel Peleteiro de Santiago de Compostela"),
        "{line}"
    );
    // Table 1's first team wins 4-0; the bye is a win's match points.
    let boards: String = (1..=4)
        .map(|b| {
            format!(
                "event board 1 1 7 {b} {}\n",
                if b % 2 == 1 { "1-0" } else { "0-1" }
            )
        })
        .collect();
    console_on(config, &journal, &(boards + "quit\n"));
    let table = standings_of(std::path::Path::new(config), &journal, &[]);
    let rows: Vec<Vec<&str>> = table.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(rows[0], ["Rank", "StartNo", "Name", "PTS", "GP"], "{table}");
    assert_eq!(rows[1][1..], ["1", "CEIP A Laxe", "2", "40"], "{table}");
    assert_eq!(
        rows[2][2..],
        [
            "Colexio Manuel Peleteiro de Santiago de Compostela",
            "2",
            "20"
        ],
        "{table}"
    );
}

/// Seed 001 §9: "Se sumarán los puntos de cada fase, que se irán
/// acumulando, para que, en caso de empate a puntos en la partida entre dos
/// equipos, se proclamará campeón el que más puntos lleve acumulados". A
/// final phase whose config names the zonal phase (`earlier`): teams level
/// in their group are placed by the points accumulated over both phases,
/// so `event next` seeds the semi-finals with no `--earlier` given, the
/// standings show the `ACC` column, and a drawn semi-final goes to the team
/// with more accumulated points.
#[test]
fn a_school_final_phase_adds_up_the_zonal_points_it_names_in_the_whole_flow() {
    let dir = fresh_dir("school-accumulated");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    // The zonal phase: one round. 1 and 7 draw every board, 2 and 8 too;
    // 3 beats 5 and 4 beats 6 on every board.
    let zonal = root.join("tests/configs/school-zonal-eight.toml");
    let zonal_journal = dir.join("zonal");
    let out = console_on(
        zonal.to_str().unwrap(),
        &zonal_journal,
        "event next\nquit\n",
    );
    let zonal_names = [
        "CEIP A Laxe",
        "CEIP O Castro",
        "CPI Os Dices",
        "CEIP Praia Xardín",
        "Colexio San Xosé",
        "CEIP Ponte Ulla",
        "IES Arcebispo Xelmírez",
        "CEIP Agro do Muíño",
    ];
    let pairs = paired_line(&out, 1, &zonal_names);
    let input = boards_input(1, &pairs, |g, board| {
        match (g.white.min(g.black), board % 2) {
            (1 | 2, _) => "1/2",
            (_, 1) if g.white < g.black => "1-0",
            (_, 1) => "0-1",
            _ if g.white < g.black => "0-1",
            _ => "1-0",
        }
    });
    console_on(zonal.to_str().unwrap(), &zonal_journal, &input);
    // The final phase names it.
    let final_config = dir.join("final.toml");
    let text = std::fs::read_to_string(root.join("tests/configs/school-final-six.toml"))
        .unwrap()
        .replace(
            "phase = \"final\"",
            &format!(
                "phase = \"final\"\nearlier = [{{ config = {:?}, journal = {:?} }}]",
                zonal.to_str().unwrap(),
                zonal_journal.to_str().unwrap()
            ),
        );
    std::fs::write(&final_config, text).unwrap();
    let config = final_config.to_str().unwrap();
    let names = &zonal_names[..6];
    let journal = dir.join("final");
    // The groups' leagues (A: 1, 3, 5; B: 2, 4, 6), every board drawn:
    // every team level on 40 game points in its group.
    for round in 1..=3 {
        let out = console_on(config, &journal, "event next\nquit\n");
        let pairs = paired_line(&out, round, names);
        console_on(config, &journal, &boards_input(round, &pairs, |_, _| "1/2"));
    }
    let table = standings_of(&final_config, &journal, &[]);
    let rows: Vec<Vec<&str>> = table.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(
        rows[0],
        ["Rank", "StartNo", "Name", "PTS", "GR", "MP", "ACC"],
        "{table}"
    );
    let placed: Vec<(&str, &str, &str)> = rows[1..].iter().map(|r| (r[0], r[1], r[6])).collect();
    // A: 3 (40 + 40), 1 (20 + 40), 5 (4 + 40); B: 4 (40 + 40), 2 (20 +
    // 40), 6 (4 + 40).
    assert_eq!(
        placed,
        [
            ("1", "3", "80"),
            ("2", "1", "60"),
            ("3", "5", "44"),
            ("1", "4", "80"),
            ("2", "2", "60"),
            ("3", "6", "44")
        ],
        "{table}"
    );
    // The semi-finals seeded from those places: 1st A v 2nd B, 1st B v
    // 2nd A, then 3rd A v 3rd B.
    let out = console_on(config, &journal, "event next\nquit\n");
    let semis = paired_line(&out, 4, names);
    assert_eq!(semis, [(3, 2), (4, 1), (5, 6)], "{out}");
    // SF1 drawn on every board: 3 has more accumulated points (100 to
    // 80) and plays the final; 4 beats 1 in SF2; 5 beats 6 for 5th.
    let input = boards_input(4, &semis, |g, board| match (g.white, board % 2) {
        (4 | 5, 1) => "1-0",
        (4 | 5, _) => "0-1",
        _ => "1/2",
    });
    console_on(config, &journal, &input);
    let out = console_on(config, &journal, "event next\nquit\n");
    let last = paired_line(&out, 5, names);
    assert_eq!(last, [(3, 4), (2, 1)], "the final, then 3rd-4th: {out}");
    // Seed 001 §7: "Así salen los dos finalistas, los que jugarán por el
    // 3º-4º puesto, y por los puestos 5º a 8º". 3 wins the final on every
    // board, 1 the game for third: the result that decides the last place
    // says the champion and the whole classification, and `standings`
    // gives it, 1st to 6th.
    let input = boards_input(5, &last, |g, board| match (g.white, board % 2) {
        (3, 1) | (2, 0) => "1-0",
        _ => "0-1",
    });
    let out = console_on(config, &journal, &input);
    assert_eq!(out.matches("campeón: ").count(), 1, "{out}");
    let classification = out
        .lines()
        .find(|l| l.starts_with("clasificación final: "))
        .unwrap_or_else(|| panic!("{out}"));
    let table = standings_of(&final_config, &journal, &[]);
    let (header, rows) = self::table(&table);
    assert_eq!(header, ["Rank", "StartNo", "Name", "PTS"], "{table}");
    let placed: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| (r[0].as_str(), r[1].as_str()))
        .collect();
    assert_eq!(
        placed,
        [
            ("1", "3"),
            ("2", "4"),
            ("3", "1"),
            ("4", "2"),
            ("5", "5"),
            ("6", "6")
        ],
        "{table}"
    );
    let said: Vec<String> = rows
        .iter()
        .map(|r| format!("{}.º {}", r[0], r[2]))
        .collect();
    assert_eq!(
        classification,
        format!("clasificación final: {}", said.join(", "))
    );
    // An earlier phase whose journal is not there: said, with the field.
    let broken = dir.join("broken.toml");
    std::fs::write(
        &broken,
        std::fs::read_to_string(&final_config)
            .unwrap()
            .replace(zonal_journal.to_str().unwrap(), "/nonexistent/zonal"),
    )
    .unwrap();
    let out = megxadrez(&["check", broken.to_str().unwrap()]);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success()
            && said.contains("tournament.earlier")
            && said
                .contains("el diario de la fase anterior en /nonexistent/zonal no se puede leer"),
        "{said}"
    );
}

/// A round whose result the arbiter already entered by hand is not put on
/// the stage (its games would be played and fed again): the console says
/// why, and a result given again is a correction that says what it was.
#[test]
fn the_console_refuses_to_stage_a_round_with_results_and_names_a_correction() {
    let config = "tests/configs/rapid-standings.toml";
    let dir = fresh_dir("stage-with-results");
    let journal = dir.join("journal");
    let out = console_on(
        config,
        &journal,
        "event pair 1 1 2\nevent pair 1 3 4\nevent result 1 1 2 1-0\nevent stage 1\nevent result 1 1 2 1/2\nquit\n",
    );
    assert!(
        out.contains(
            "la ronda 1 ya tiene 1 resultados: el escenario no vuelve a jugar esas partidas"
        ),
        "{out}"
    );
    assert!(
        out.contains("corrección:") && out.contains("(antes 1-0)"),
        "{out}"
    );
}

/// Every game of the 14-player rapid Swiss below, as (round, White, Black,
/// result); the pairings are the product's own, checked as they come.
const FOURTEEN: &[(u32, u32, u32, &str)] = &[
    (1, 1, 8, "1/2"),
    (1, 9, 2, "1/2"),
    (1, 3, 10, "0-1"),
    (1, 11, 4, "0-1"),
    (1, 5, 12, "1/2"),
    (1, 13, 6, "0-1"),
    (1, 7, 14, "1/2"),
    (2, 4, 6, "1/2"),
    (2, 10, 1, "1/2"),
    (2, 2, 7, "1-0"),
    (2, 14, 5, "1/2"),
    (2, 8, 9, "+-"),
    (2, 12, 3, "0-1"),
    (2, 13, 11, "0-1"),
    (3, 8, 2, "1/2"),
    (3, 6, 10, "1/2"),
    (3, 1, 5, "1/2"),
    (3, 3, 14, "1/2"),
    (3, 11, 12, "1/2"),
    (3, 7, 13, "1/2"),
    (4, 2, 4, "1/2"),
    (4, 10, 8, "1/2"),
    (4, 6, 11, "1/2"),
    (4, 14, 1, "1/2"),
    (4, 5, 3, "1/2"),
    (4, 12, 7, "0-1"),
    (4, 13, 9, "1/2"),
    (5, 4, 10, "1/2"),
    (5, 8, 6, "1-0"),
    (5, 1, 2, "0-1"),
    (5, 7, 5, "1/2"),
    (5, 11, 14, "1/2"),
    (5, 3, 13, "1/2"),
    (5, 9, 12, "1-0"),
];

/// Seed 004 end to end through the console: 14 players with accented names
/// (four unrated, ranked in the Spanish alphabet: §2 "en su defecto
/// alfabético"), a no-show in round 2 (§8: not paired again until they ask:
/// `event return`), a half-point bye asked for round 3, five rounds paired
/// by `event next`; then the standings compared value by value with FIDE's
/// tie-break engine (`tests/data/fide-tiebreakserver/rapid_fourteen-*`),
/// the two players level on every tie-break settled by a drawn Armageddon
/// (§6: "En caso de tablas el desempate se decantaría para el jugador de
/// piezas negras"), the prizes (§7, open categories) and the report file.
#[test]
fn a_rapid_swiss_of_fourteen_runs_end_to_end_through_the_console() {
    let config = "tests/configs/rapid-fourteen.toml";
    let names = [
        "Fernández Castro, Lucía",
        "Rodríguez Pena, Martín",
        "Gómez Vilar, Sara",
        "López Otero, Iago",
        "Díaz Souto, Noa",
        "Pérez Lema, Hugo",
        "Sánchez Rey, Alba",
        "Martínez Gil, Xoán",
        "Vázquez Ferro, Carla",
        "Castro Diz, Brais",
        "Álvarez Mosquera, Uxía",
        "Núñez Bouzas, Iria",
        "Nuño Abal, Pablo",
        "Zapata Ríos de Santiago de Compostela, Eva María",
    ];
    let dir = fresh_dir("rapid-fourteen");
    let journal = dir.join("journal");
    for round in 1..=5u32 {
        let before = match round {
            3 => "event bye 3 4 half arbiter agreed\n",
            4 => "event return 9\n",
            _ => "",
        };
        let out = console_on(config, &journal, &format!("{before}event next\nquit\n"));
        let pairs = paired_line(&out, round, &names);
        let mut expected: Vec<(u32, u32)> = FOURTEEN
            .iter()
            .filter(|g| g.0 == round)
            .map(|g| (g.1, g.2))
            .collect();
        expected.sort();
        let mut got = pairs.clone();
        got.sort();
        assert_eq!(got, expected, "round {round}: {out}");
        if round == 3 {
            // The no-show is left out, and says how to come back; the bye
            // asked for is not a pairing.
            assert!(
                out.contains("Vázquez Ferro, Carla (no se presentó; vuelve con `event return`)"),
                "{out}"
            );
            assert!(
                !pairs
                    .iter()
                    .any(|&(w, b)| [w, b].contains(&4) || [w, b].contains(&9))
            );
        }
        let input: String = FOURTEEN
            .iter()
            .filter(|g| g.0 == round)
            .map(|g| format!("event result {} {} {} {}\n", g.0, g.1, g.2, g.3))
            .collect();
        console_on(config, &journal, &(input + "quit\n"));
    }
    // Every value against FIDE's engine, and 2 and 8 level on all of them.
    let reference = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/fide-tiebreakserver/rapid_fourteen-de-2026.txt");
    let (ref_header, ref_rows) = table(&std::fs::read_to_string(reference).unwrap());
    let (header, rows) = table(&standings_of(std::path::Path::new(config), &journal, &[]));
    assert_eq!(
        header,
        [
            "Rank", "StartNo", "Name", "PTS", "BH-C1", "BH", "SB", "PS", "DE"
        ]
    );
    let mut compared = 0;
    for r in &ref_rows {
        let mine = rows.iter().find(|m| m[1] == r[0]).expect("every player");
        for (code, k) in [
            ("PTS", 3),
            ("BH/C1", 4),
            ("BH", 5),
            ("SB", 6),
            ("PS", 7),
            ("DE", 8),
        ] {
            let theirs = &r[ref_header.iter().position(|h| h == code).unwrap()];
            assert_eq!(
                mine[k].parse::<f64>().unwrap(),
                theirs.parse::<f64>().unwrap(),
                "player {}, {code}",
                r[0]
            );
            compared += 1;
        }
    }
    assert_eq!(compared, 14 * 6);
    let top: Vec<(&str, &str)> = rows[..3]
        .iter()
        .map(|r| (r[0].as_str(), r[1].as_str()))
        .collect();
    assert_eq!(top, [("1", "2"), ("1", "8"), ("3", "4")]);
    // The Armageddon between them, drawn: Black's (8, the second named).
    console_on(config, &journal, "event playoff 2 8 1/2\nquit\n");
    let (_, rows) = table(&standings_of(std::path::Path::new(config), &journal, &[]));
    let top: Vec<(&str, &str)> = rows[..3]
        .iter()
        .map(|r| (r[0].as_str(), r[1].as_str()))
        .collect();
    assert_eq!(top, [("1", "8"), ("2", "2"), ("3", "4")]);
    // Prizes: three general, then the open categories youngest first, one
    // trophy each (8, an under-10, has a general prize).
    let out = megxadrez(&[
        "prizes",
        "--config",
        config,
        "--journal",
        journal.to_str().unwrap(),
    ]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "Premio general 1: Martínez Gil, Xoán (1.º)\n\
         Premio general 2: Rodríguez Pena, Martín (2.º)\n\
         Premio general 3: López Otero, Iago (3.º)\n\
         Sub-8: Zapata Ríos de Santiago de Compostela, Eva María (6.º)\n\
         Sub-10: Sánchez Rey, Alba (7.º)\n\
         Sub-12: Díaz Souto, Noa (8.º)\n"
    );
    // The report file: the play-off's order, the bye asked for, the no-show
    // (a forfeit, then a round out), and the same values read back.
    let trf = dir.join("fourteen.trf");
    let out = megxadrez(&[
        "trf",
        "export",
        "--config",
        config,
        "--journal",
        journal.to_str().unwrap(),
        trf.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let text = std::fs::read_to_string(&trf).unwrap();
    let line = |n: u32| {
        text.lines()
            .find(|l| l.starts_with(&format!("001 {n:>4}")))
            .unwrap()
            .to_owned()
    };
    // TRF columns count characters (the names have accents).
    let rank = |n: u32| {
        line(n)
            .chars()
            .skip(85)
            .take(4)
            .collect::<String>()
            .trim()
            .to_owned()
    };
    assert_eq!(
        (rank(8), rank(2)),
        ("1".to_owned(), "2".to_owned()),
        "{text}"
    );
    assert!(line(4).contains("0000 - H"), "{}", line(4));
    assert!(line(9).contains("   8 b -  0000 - Z"), "{}", line(9));
    let (_, back) = table(
        &String::from_utf8(
            megxadrez(&[
                "standings",
                "--trf",
                trf.to_str().unwrap(),
                "--rules",
                "2026",
            ])
            .stdout,
        )
        .unwrap(),
    );
    for r in &rows {
        let read = back.iter().find(|b| b[1] == r[1]).unwrap();
        assert_eq!(
            read[3..],
            r[3..],
            "player {} read back from the report file",
            r[1]
        );
    }
}

#[test]
fn the_console_names_a_knockout_round_and_each_of_its_games() {
    // Issue 29: knockout rounds named by what they are in the console too.
    let dir = fresh_dir("knockout-words");
    let journal = dir.join("journal");
    let (mut input, _) = crate::league_played_out(6, false);
    input
        .push_str("event next\nevent result 6 1 4 1-0\nevent result 6 2 3 1-0\nevent next\nquit\n");
    let said = console_on("tests/configs/league-six.toml", &journal, &input);
    assert!(
        said.contains("ok: ronda 6 (Semifinales) emparejada: 2 emparejamientos, 0 descansos — Semifinal 1: Os Cabalos Tolos - Os Peóns Valentes; Semifinal 2: Os Alfiles Rápidos - As Raíñas do Xadrez"),
        "{said}"
    );
    assert!(
        said.contains("ok: ronda 7 (Final · Tercer y cuarto puesto) emparejada: 2 emparejamientos, 0 descansos — Final: Os Cabalos Tolos - Os Alfiles Rápidos; Tercer y cuarto puesto: "),
        "{said}"
    );
}
