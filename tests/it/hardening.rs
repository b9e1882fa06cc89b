//! The second pass of hostile inputs, through the real binary: control
//! bytes a config or a typist sends never reach a terminal raw; a journal
//! that lacks its last line end, a pipe where a file belongs and a folder
//! that takes no new file lose nothing.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::reliability::{
    CONFIG, as_an_ordinary_user, journal_with_a_move, megxadrez, on_journal, replay, root, text,
};

/// Nothing read from a config reaches the terminal raw: a key with an
/// escape sequence in it (one that retitled the terminal and rewrote its
/// line) is shown escaped by every command that says it; a name or a
/// reason with a bidirectional override (shown backwards) is refused.
#[test]
fn control_bytes_from_a_config_never_reach_the_terminal_raw() {
    let dir = crate::fresh_dir("terminal-controls");
    let config = dir.join("final.toml");
    let good = crate::relocated_config(CONFIG);
    std::fs::write(
        &config,
        format!("\"x\\u001b]0;HACKED\\u0007\\u001b[2K\" = 1\n{good}"),
    )
    .unwrap();
    let script = dir.join("s.txt");
    std::fs::write(&script, "at 0 start\n").unwrap();
    for args in [
        vec!["check".as_ref(), config.as_os_str()],
        vec![
            "replay".as_ref(),
            "--config".as_ref(),
            config.as_os_str(),
            script.as_os_str(),
        ],
        vec![
            "export".as_ref(),
            "--config".as_ref(),
            config.as_os_str(),
            "--journal".as_ref(),
            dir.as_os_str(),
            "-".as_ref(),
        ],
    ] {
        let out = megxadrez().args(&args).output().unwrap();
        let said = text(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {said}");
        assert!(
            !said.contains('\u{1b}') && !said.contains('\u{7}'),
            "{args:?}: raw controls in {said:?}"
        );
        assert!(said.contains("\\u{1b}]0;HACKED"), "{args:?}: {said}");
    }
    // A bidirectional override in a name: refused with its place.
    let backwards = good.replacen("name = \"", "name = \"\u{202e}", 1);
    std::fs::write(&config, backwards).unwrap();
    let out = megxadrez().arg("check").arg(&config).output().unwrap();
    let said = text(&out);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(
        said.contains("event.name") && said.contains("U+202E") && !said.contains('\u{202e}'),
        "{said}"
    );
    // …and in an arbiter's reason typed at the console.
    std::fs::write(&config, &good).unwrap();
    let args = ["console".as_ref(), "--config".as_ref(), config.as_os_str()];
    let out = crate::megxadrez_in(
        root(),
        &args,
        "start\narbiter 1-0 \u{202e}odreuca\nquit\n",
        &[("LANG", "es_ES.UTF-8")],
    );
    let said = text(&out);
    assert!(
        said.contains("U+202E") && !said.contains('\u{202e}'),
        "{said}"
    );
    assert!(said.contains("carácter de control (U+202E)"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The smaller holes of the second pass, each through the real binary: a
/// whole last record that lacks only its line end (as some editors save a
/// file) is kept, not cut as torn; a pipe as the journal is refused at
/// once instead of hanging; a folder that takes the journal's appends but
/// not the live PGN is refused before any command is acknowledged.
#[cfg(unix)]
#[test]
fn a_last_record_without_its_line_end_a_pipe_and_a_folder_without_room_lose_nothing() {
    use std::os::unix::fs::PermissionsExt;
    let dir = crate::fresh_dir("smaller-holes");
    let journal = journal_with_a_move(&dir);
    let file = journal.join("session.journal");
    let mut cut = std::fs::read_to_string(&file).unwrap();
    assert_eq!(cut.pop(), Some('\n'));
    std::fs::write(&file, &cut).unwrap();
    let script = dir.join("more.txt");
    std::fs::write(&script, "at 5 move e5\n").unwrap();
    let out = replay(&journal, &script);
    assert!(out.status.success(), "{}", text(&out));
    assert!(!text(&out).contains("cortado"), "{}", text(&out));
    let now = std::fs::read_to_string(&file).unwrap();
    assert!(now.starts_with(&format!("{cut}\n")), "{now}");
    assert!(
        now.contains("move e4") && now.ends_with("move e5\n"),
        "{now}"
    );
    let backups = std::fs::read_dir(&journal)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".bak"))
        .count();
    assert_eq!(backups, 0, "nothing was cut");

    // A pipe where the journal should be: refused at once, by the
    // commands that write and by those that only read.
    let piped = dir.join("piped");
    std::fs::create_dir_all(&piped).unwrap();
    let fifo = piped.join("session.journal");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    for what in ["replay", "export"] {
        let mut c = on_journal(what, &piped);
        if what == "replay" {
            c.arg(&script);
        } else {
            c.arg("-");
        }
        let mut child = c
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let t = Instant::now();
        while child.try_wait().unwrap().is_none() {
            if t.elapsed() > Duration::from_secs(20) {
                let _ = child.kill();
                panic!("{what} hangs on a pipe as its journal");
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let out = child.wait_with_output().unwrap();
        let said = text(&out);
        assert_eq!(out.status.code(), Some(2), "{what}: {said}");
        assert!(said.contains("no es un fichero normal"), "{what}: {said}");
    }

    // A folder made read-only after its journal (the journal itself still
    // writable): refused before a command is acknowledged.
    let tight = dir.join("tight");
    let out = replay(&tight, &script.with_file_name("opening.txt"));
    assert!(out.status.success(), "{}", text(&out));
    let before = std::fs::read(tight.join("session.journal")).unwrap();
    std::fs::set_permissions(&tight, std::fs::Permissions::from_mode(0o555)).unwrap();
    let out = as_an_ordinary_user({
        let mut c = on_journal("replay", &tight);
        c.arg(&script);
        c
    })
    .output()
    .unwrap();
    std::fs::set_permissions(&tight, std::fs::Permissions::from_mode(0o755)).unwrap();
    let said = text(&out);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(!said.contains("ack "), "nothing acknowledged: {said}");
    assert!(said.contains("live.pgn"), "{said}");
    assert_eq!(
        std::fs::read(tight.join("session.journal")).unwrap(),
        before
    );
    let _ = std::fs::remove_dir_all(&dir);
}
