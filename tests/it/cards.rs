//! `megxadrez cards` as an organiser runs it between rounds: the round's
//! table cards as a PDF whose text (pdftotext) has each player's name, with
//! its accents, and the code the stage takes, and whose QR codes (pdftoppm
//! and zbarimg) hold each table's page; a journal without the codes' key,
//! or with a damaged one, is said plainly, and nothing is written.

use megxadrez::core::table_codes::CodeKey;
use shakmaty::Color;
use std::process::Command;

fn cards(
    config: &std::path::Path,
    journal: &std::path::Path,
    out: &std::path::Path,
) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["cards", "--config"])
        .arg(config)
        .arg("--journal")
        .arg(journal)
        .args(["--url", "http://192.0.2.5:8080"])
        .arg(out)
        .env("LANG", "es_ES.UTF-8")
        .output()
        .unwrap()
}

#[test]
fn the_round_cards_carry_names_codes_and_a_qr_of_each_tables_page() {
    let dir = crate::fresh_dir("cards");
    let config = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/configs/rapid-swiss-stage.toml");
    let journal = dir.join("diario");
    let out = crate::megxadrez_with_input(
        &[
            "console".as_ref(),
            "--config".as_ref(),
            config.as_os_str(),
            "--journal".as_ref(),
            journal.as_os_str(),
        ],
        "event next\nquit\n",
    );
    assert!(out.status.success(), "{out:?}");
    let pdf = dir.join("mesas.pdf");
    // No stage has run with [network] on this journal: no key, no cards.
    let refused = cards(&config, &journal, &pdf);
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        said.contains("table-codes.key") && said.contains("megxadrez stage"),
        "{said}"
    );
    assert!(!pdf.exists());
    // A damaged key is said so.
    std::fs::write(journal.join("table-codes.key"), "no es una clave\n").unwrap();
    let refused = cards(&config, &journal, &pdf);
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("está dañado"), "{said}");
    // With the stage's key: six tables of twelve players, three pages.
    let key = CodeKey::new([7; 32]);
    std::fs::write(journal.join("table-codes.key"), key.to_hex()).unwrap();
    let made = cards(&config, &journal, &pdf);
    assert!(made.status.success(), "{made:?}");
    let text = Command::new("pdftotext")
        .arg(&pdf)
        .arg("-")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&text.stdout).into_owned();
    assert!(text.contains("Ronda 1 · Mesa 6"), "{text}");
    assert!(text.contains("Fernández Castro, Lucía"), "{text}");
    assert!(text.contains("Álvarez Mosquera, Uxía"), "{text}");
    for table in 1..=6 {
        for side in [Color::White, Color::Black] {
            let code = format!("Código: {}", key.code(1, table, side));
            assert!(text.contains(&code), "{code} not on the cards:\n{text}");
        }
    }
    let raster = Command::new("pdftoppm")
        .args(["-png", "-r", "110", "-f", "3", "-l", "3"])
        .arg(&pdf)
        .arg(dir.join("page"))
        .status()
        .unwrap();
    assert!(raster.success());
    let page = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "png"))
        .unwrap();
    let read = Command::new("zbarimg")
        .args(["--raw", "-q"])
        .arg(&page)
        .output()
        .unwrap();
    let mut urls: Vec<String> = String::from_utf8_lossy(&read.stdout)
        .lines()
        .map(str::to_owned)
        .collect();
    urls.sort();
    assert_eq!(
        urls,
        [
            "http://192.0.2.5:8080/board/5",
            "http://192.0.2.5:8080/board/6"
        ]
    );
    // Asked again onto the same file: refused without --force.
    let again = cards(&config, &journal, &pdf);
    assert!(!again.status.success());
}
