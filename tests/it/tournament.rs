//! The tournament tools on the command line, as other programs call them.

use std::process::Command;

fn megxadrez(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
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
        err.contains("--entrants 1: a round robin takes 2 to 100 entrants"),
        "{err}"
    );
}

/// A report file's player line, its columns as TRF16 sets them.
fn trf_line(no: u32, name: &str, rating: u16, points: &str, rounds: &[&str]) -> String {
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
    let dir = std::env::temp_dir().join(format!("megxadrez-trf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
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
        err.contains("proba.trf:6:109: round 2: result 'X'"),
        "{err}"
    );
    let out = megxadrez(&["standings", "--trf", path, "--tiebreaks", "BH,XX"]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("--tiebreaks: \"XX\" is not a tie-break"),
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
}
