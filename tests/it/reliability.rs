//! Nothing lost, nobody in: the real binary against an unlucky user — a
//! journal the process cannot read, a program started twice, a terminal
//! that is not UTF-8, a journal an editor turned into CRLF, a config with
//! a control character — each run as a user runs it, checking what they
//! would see and that the event's record is untouched. (The stage's own
//! paths, HTTP and OSC, are in `stage::windowed`.)

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

pub(crate) const CONFIG: &str = "configs/megxadrez-final-armageddon-12-10.toml";

pub(crate) fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

pub(crate) fn megxadrez() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_megxadrez"));
    c.current_dir(root()).env("LANG", "es_ES.UTF-8");
    c
}

/// `megxadrez WHAT --config CONFIG --journal JOURNAL`, the rest to add.
pub(crate) fn on_journal(what: &str, journal: &Path) -> Command {
    let mut c = megxadrez();
    c.args([what, "--config", CONFIG, "--journal"]).arg(journal);
    c
}

/// `megxadrez export` of `journal` to standard output.
fn export(journal: &Path) -> Output {
    on_journal("export", journal).arg("-").output().unwrap()
}

/// `megxadrez replay --journal JOURNAL SCRIPT`.
pub(crate) fn replay(journal: &Path, script: &Path) -> Output {
    on_journal("replay", journal).arg(script).output().unwrap()
}

pub(crate) fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// A journal folder in `dir` with the final started and `1. e4` played,
/// written by `replay --journal` as a user would.
pub(crate) fn journal_with_a_move(dir: &Path) -> PathBuf {
    let journal = dir.join("journal");
    let script = dir.join("opening.txt");
    std::fs::write(&script, "at 0 start\nat 2 move e4\n").unwrap();
    let out = replay(&journal, &script);
    assert!(out.status.success(), "{}", text(&out));
    journal
}

/// `command` with the user's file permissions enforced even for root: the
/// capabilities that let root read any file are dropped (`setpriv`), so
/// a file mode of 000 means what it means to any other user.
#[cfg(unix)]
pub(crate) fn as_an_ordinary_user(mut command: Command) -> Command {
    use std::os::unix::fs::MetadataExt;
    // Who we are: the owner of a file we make.
    let probe = std::env::temp_dir().join(format!("megxadrez-whoami-{}", std::process::id()));
    std::fs::write(&probe, b"").unwrap();
    let root_user = std::fs::metadata(&probe).unwrap().uid() == 0;
    let _ = std::fs::remove_file(&probe);
    if !root_user {
        return command;
    }
    let mut wrapped = Command::new("setpriv");
    wrapped
        .args([
            "--inh-caps=-dac_override,-dac_read_search",
            "--bounding-set=-dac_override,-dac_read_search",
            "--",
        ])
        .arg(command.get_program())
        .args(command.get_args())
        .current_dir(root())
        .env("LANG", "es_ES.UTF-8");
    command = wrapped;
    command
}

#[cfg(unix)]
#[test]
fn a_journal_the_process_cannot_read_is_refused_by_every_command_and_left_byte_for_byte() {
    use std::os::unix::fs::PermissionsExt;
    // Seen: replay, console, the stage and even export deleted such a
    // journal and started an empty one, exit code 0, no message.
    let dir = crate::fresh_dir("unreadable");
    let journal = journal_with_a_move(&dir);
    let file = journal.join("session.journal");
    let before = std::fs::read(&file).unwrap();
    assert!(String::from_utf8_lossy(&before).contains("move e4"));
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o000)).unwrap();
    let script = dir.join("more.txt");
    std::fs::write(&script, "at 5 move e5\n").unwrap();

    let mut runs: Vec<(&str, Output)> = Vec::new();
    let mut exporting = on_journal("export", &journal);
    exporting.arg("-");
    let mut replaying = on_journal("replay", &journal);
    replaying.arg(&script);
    let mut console = on_journal("console", &journal);
    console.stdin(Stdio::null());
    let standings = on_journal("standings", &journal);
    for (what, command) in [
        ("export", exporting),
        ("replay", replaying),
        ("console", console),
        ("standings", standings),
    ] {
        runs.push((what, as_an_ordinary_user(command).output().unwrap()));
    }

    for (what, out) in &runs {
        let said = text(out);
        // The exit code the guide gives (records.md, run-stage.md).
        assert_eq!(out.status.code(), Some(2), "{what}:\n{said}");
        assert!(
            said.contains("session.journal") && said.contains("sin permiso"),
            "{what} does not say which file and why:\n{said}"
        );
        assert!(said.contains("no se ha cambiado nada"), "{what}:\n{said}");
        assert!(!said.contains("panicked"), "{what}:\n{said}");
    }
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    assert_eq!(
        std::fs::read(&file).unwrap(),
        before,
        "the journal is byte for byte as it was"
    );
    // And it still serves once readable again.
    let out = export(&journal);
    assert!(
        out.status.success() && text(&out).contains("1. e4"),
        "{}",
        text(&out)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_second_writer_on_a_journal_is_refused_naming_the_first_and_the_first_goes_on() {
    // Seen: a second program on the same folder appended too, both
    // numbered records on their own, and the next start refused the
    // journal.
    let dir = crate::fresh_dir("second-writer");
    let journal = journal_with_a_move(&dir);
    let mut first = on_journal("console", &journal)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The console says its journal once it holds it.
    let mut said = String::new();
    let mut err = BufReader::new(first.stderr.take().unwrap());
    let t = Instant::now();
    while !said.contains("megxadrez: diario") {
        let mut line = String::new();
        if err.read_line(&mut line).unwrap() == 0 || t.elapsed() > Duration::from_secs(60) {
            panic!("the console never opened its journal: {said}");
        }
        said.push_str(&line);
    }
    let before = std::fs::read(journal.join("session.journal")).unwrap();

    let script = dir.join("more.txt");
    std::fs::write(&script, "at 5 move e5\n").unwrap();
    let second = replay(&journal, &script);
    let why = text(&second);
    assert!(!second.status.success(), "{why}");
    assert!(
        why.contains("otro proceso") && why.contains(&first.id().to_string()),
        "the refusal names the process that holds the journal: {why}"
    );
    assert_eq!(
        std::fs::read(journal.join("session.journal")).unwrap(),
        before,
        "the second program wrote nothing"
    );
    // Reading goes on while a writer holds it.
    let exported = export(&journal);
    assert!(exported.status.success(), "{}", text(&exported));
    // The first one is unharmed: its next move is journaled after the
    // records it found.
    let mut stdin = first.stdin.take().unwrap();
    stdin.write_all(b"resume\nmove e5\nquit\n").unwrap();
    drop(stdin);
    let out = first.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", text(&out));
    let records = std::fs::read_to_string(journal.join("session.journal")).unwrap();
    let last = records.lines().last().unwrap();
    assert!(last.ends_with("move e5"), "{records}");
    // Once it has gone, the journal is free again.
    let again = replay(&journal, &dir.join("opening.txt"));
    assert!(
        !text(&again).contains("otro proceso"),
        "the lock went with its process: {}",
        text(&again)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_line_that_is_not_utf8_is_answered_and_the_next_command_still_gets_its_verdict() {
    // Seen: one Latin-1 line («Martiño» typed on a terminal set to
    // ISO-8859-1) ended the console's input.
    let mut console = megxadrez()
        .args(["console", "--config", CONFIG])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = console.stdin.take().unwrap();
    stdin
        .write_all(b"absent white Marti\xf1o\nstart\nmove e4\nquit\n")
        .unwrap();
    drop(stdin);
    let out = console.wait_with_output().unwrap();
    let said = text(&out);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("no es texto UTF-8"), "{said}");
    assert!(
        said.contains("ok: at ") && said.contains(" start"),
        "{said}"
    );
    assert!(said.contains("move e4"), "{said}");
}

#[test]
fn a_journal_turned_into_crlf_reads_with_a_note_and_goes_on() {
    // Seen: refused at line 2 with advice to cut after line 1, which
    // keeps nothing.
    let dir = crate::fresh_dir("crlf");
    let journal = journal_with_a_move(&dir);
    let file = journal.join("session.journal");
    let lf = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, lf.replace('\n', "\r\n")).unwrap();
    let script = dir.join("more.txt");
    std::fs::write(&script, "at 5 move e5\n").unwrap();
    let out = replay(&journal, &script);
    let said = text(&out);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("CRLF"), "the note: {said}");
    let exported = export(&journal);
    assert!(text(&exported).contains("1. e4"), "{}", text(&exported));
    assert!(text(&exported).contains("e5"), "{}", text(&exported));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_torn_last_record_is_cut_only_after_a_copy_of_the_journal_is_kept() {
    let dir = crate::fresh_dir("torn-copy");
    let journal = journal_with_a_move(&dir);
    let file = journal.join("session.journal");
    let mut torn = std::fs::read(&file).unwrap();
    torn.extend_from_slice(b"4 0badc0de board 1 at 4 mo");
    std::fs::write(&file, &torn).unwrap();
    // Reading alone changes nothing.
    let exported = export(&journal);
    assert!(exported.status.success(), "{}", text(&exported));
    assert_eq!(std::fs::read(&file).unwrap(), torn, "export cut nothing");
    let script = dir.join("more.txt");
    std::fs::write(&script, "at 5 move e5\n").unwrap();
    let out = replay(&journal, &script);
    assert!(out.status.success(), "{}", text(&out));
    assert!(text(&out).contains("cortado"), "{}", text(&out));
    let copy = journal.join("session.journal.torn-line-5.bak");
    assert_eq!(
        std::fs::read(&copy).unwrap_or_default(),
        torn,
        "the journal as it was, torn line and all, kept beside it"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn configs_with_a_clock_under_a_second_or_a_control_character_are_refused_where_they_are() {
    // Written in a folder of the test's own, never beside the shipped
    // configs: the package test, running beside this one, packs those.
    let original = crate::relocated_config(CONFIG);
    let dir = crate::fresh_dir("refused-where-they-are");
    let check = |name: &str, config: &str| -> (bool, String) {
        let path = dir.join(name);
        std::fs::write(&path, config).unwrap();
        let out = megxadrez().arg("check").arg(&path).output().unwrap();
        (out.status.success(), text(&out))
    };
    // The unchanged config passes: the refusals below are the changes'.
    let (ok, said) = check("good.toml", &original);
    assert!(ok, "{said}");
    let (ok, said) = check(
        "zero-clock.toml",
        &original.replace("white = \"12+3\"", "white = \"0.0000001+0\""),
    );
    assert!(!ok, "{said}");
    assert!(
        said.contains("zero-clock.toml:") && said.contains("time_control.white"),
        "{said}"
    );
    let (ok, said) = check(
        "escape.toml",
        &original.replace(
            "name = \"MegXadrez — Gran final\"",
            "name = \"MegXadrez\\u001b[2J\\nGran final\"",
        ),
    );
    assert!(!ok, "{said}");
    assert!(
        said.contains("event.name") && said.contains("carácter de control"),
        "{said}"
    );
    assert!(
        !said.contains('\u{1b}'),
        "no raw escape reaches the terminal: {said:?}"
    );
    let (ok, said) = check(
        "unknown-section.toml",
        &format!("{original}\n[sonido]\nvolumen = 3\n"),
    );
    assert!(!ok, "{said}");
    assert!(
        said.contains("`sonido`"),
        "the section named is the unknown one: {said}"
    );
}

/// No command writes its output over a file the product owns: `export`,
/// `trf export` and the console's `event export`, each given the live
/// journal, its lock, a backup and the config (and a link to the journal)
/// as the output, are all refused with the reason in Spanish, and every one
/// of those files is byte for byte as it was; an existing file of the user's
/// is replaced only with `--force`, and then whole.
#[test]
fn no_command_writes_its_output_over_the_journal_its_lock_a_backup_or_the_config() {
    let dir = crate::fresh_dir("outputs-owned");
    let config = dir.join("final.toml");
    std::fs::write(&config, crate::relocated_config(CONFIG)).unwrap();
    let journal = dir.join("journal");
    let script = dir.join("opening.txt");
    std::fs::write(&script, "at 0 start\nat 2 move e4\n").unwrap();
    // The opening replayed into a journal folder, with this config.
    let replay_into = |folder: &Path| {
        let out = megxadrez()
            .args(["replay", "--config"])
            .arg(&config)
            .arg("--journal")
            .arg(folder)
            .arg(&script)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", text(&out));
    };
    replay_into(&journal);
    let backup = journal.join("session.journal.torn-line-9.bak");
    std::fs::write(&backup, "an earlier copy\n").unwrap();
    let lock = journal.join("session.lock");
    if !lock.exists() {
        std::fs::write(&lock, "").unwrap();
    }
    std::os::unix::fs::symlink(journal.join("session.journal"), dir.join("j.pgn")).unwrap();
    let owned = [
        journal.join("session.journal"),
        lock.clone(),
        backup.clone(),
        config.clone(),
        dir.join("j.pgn"),
    ];
    let digest = |p: &Path| {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        std::fs::read(p).unwrap().hash(&mut h);
        h.finish()
    };
    let refused = |out: &Output| {
        let said = text(out);
        said.contains("es un fichero del propio evento")
            || said.contains("está en la carpeta del diario")
    };
    let before: Vec<u64> = owned.iter().map(|p| digest(p)).collect();
    for target in &owned {
        for what in [vec!["export"], vec!["trf", "export"]] {
            let out = megxadrez()
                .args(&what)
                .arg("--config")
                .arg(&config)
                .arg("--journal")
                .arg(&journal)
                .arg(target)
                .arg("--force")
                .output()
                .unwrap();
            assert!(
                !out.status.success() && refused(&out),
                "{what:?} {}: {}",
                target.display(),
                text(&out)
            );
        }
    }
    // The cue's and the screenshot's commands take no journal: the config
    // and the stage's own journal beside it (`final.journal`) are refused.
    let beside = dir.join("final.journal");
    replay_into(&beside);
    let beside_journal = beside.join("session.journal");
    let beside_before = digest(&beside_journal);
    for target in [&config, &beside_journal, &beside.join("live.pgn")] {
        let cue = megxadrez()
            .args(["cue", "render", "--config"])
            .arg(&config)
            .arg("quedan-10")
            .arg(target)
            .arg("--force")
            .output()
            .unwrap();
        let screenshot = megxadrez()
            .args(["screenshot", "--config"])
            .arg(&config)
            .args(["--screen", "final", "--size", "320x240"])
            .arg(target)
            .arg("--force")
            .output()
            .unwrap();
        for out in [cue, screenshot] {
            assert!(
                !out.status.success() && refused(&out),
                "{}: {}",
                target.display(),
                text(&out)
            );
        }
    }
    assert_eq!(digest(&beside_journal), beside_before);
    // Elsewhere a cue is written whole, and not over a file unasked.
    let wav = dir.join("quedan-10.wav");
    let cue_to = |force: bool| {
        let mut c = megxadrez();
        c.args(["cue", "render", "--config"])
            .arg(&config)
            .arg("quedan-10")
            .arg(&wav);
        if force {
            c.arg("--force");
        }
        c.output().unwrap()
    };
    assert!(cue_to(false).status.success());
    let again = cue_to(false);
    assert!(
        !again.status.success() && text(&again).contains("ya existe"),
        "{}",
        text(&again)
    );
    assert!(cue_to(true).status.success());
    assert!(std::fs::read(&wav).unwrap().starts_with(b"RIFF"));
    let after: Vec<u64> = owned.iter().map(|p| digest(p)).collect();
    assert_eq!(before, after, "every owned file as it was");
    // The console's `event export`, the journal held by the console
    // itself (which journals its own pause on quitting and writes its
    // number in the lock): refused, the config and the backup as they
    // were, the journal still a journal.
    for target in &owned {
        let args = [
            "console".as_ref(),
            "--config".as_ref(),
            config.as_os_str(),
            "--journal".as_ref(),
            journal.as_os_str(),
        ];
        let input = format!("event export {}\nquit\n", target.display());
        let out = crate::megxadrez_in(root(), &args, &input, &[("LANG", "es_ES.UTF-8")]);
        assert!(refused(&out), "{}: {}", target.display(), text(&out));
    }
    assert_eq!(digest(&config), before[3]);
    assert_eq!(digest(&backup), before[2]);
    let journal_text = std::fs::read_to_string(journal.join("session.journal")).unwrap();
    assert!(
        journal_text.starts_with("megxadrez-journal"),
        "{journal_text}"
    );
    assert!(!journal_text.contains("012 "), "no report file in it");
    // The user's own file: refused without --force, replaced with it.
    let mine = dir.join("final.pgn");
    std::fs::write(&mine, "mine\n").unwrap();
    let export_to = |force: bool| {
        let mut c = megxadrez();
        c.arg("export")
            .arg("--config")
            .arg(&config)
            .arg("--journal")
            .arg(&journal)
            .arg(&mine);
        if force {
            c.arg("--force");
        }
        c.output().unwrap()
    };
    let out = export_to(false);
    assert!(
        !out.status.success() && text(&out).contains("ya existe"),
        "{}",
        text(&out)
    );
    assert_eq!(std::fs::read_to_string(&mine).unwrap(), "mine\n");
    let out = export_to(true);
    assert!(out.status.success(), "{}", text(&out));
    assert!(std::fs::read_to_string(&mine).unwrap().contains("1. e4"));
    let _ = std::fs::remove_dir_all(&dir);
}
