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
