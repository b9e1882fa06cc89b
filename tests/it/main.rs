//! The binary's tests, one crate so that it links once: the real program
//! run as a user runs it (windows under Xvfb, the terminal, the command
//! line), and its front-end parts (stage, panel, audio, journal file)
//! driven headless. The core's own tests live in `crates/core/tests`.

mod audio;
mod cards;
mod console;
mod cue_files;
mod guide;
mod hall;
mod hardening;
mod journal;
mod logos;
mod new;
mod operator;
mod package;
mod pgn;
mod reliability;
mod replay;
mod soak;
mod speech;
mod stage;
mod tournament;
mod words;

/// An X server of the test's own (the windowed tests, the guide's stage).
#[path = "../support/xvfb.rs"]
pub mod xvfb;

/// The text of the config at `relative` (from the repository's root) with
/// its teams file and sounds named by absolute paths, so that it can be
/// written anywhere: nothing a test writes lands beside the shipped configs,
/// where the package build would pick it up.
pub fn relocated_config(relative: &str) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = root.join(relative).parent().unwrap().to_path_buf();
    std::fs::read_to_string(root.join(relative))
        .unwrap()
        .replace("\"teams/", &format!("\"{}/teams/", dir.display()))
        .replace("\"../../assets/", &format!("\"{}/assets/", root.display()))
        .replace("\"../assets/", &format!("\"{}/assets/", root.display()))
}

/// An empty folder of this test run, called `name`.
pub fn fresh_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("megxadrez-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `megxadrez ARGS` from the repository's root with `input` on its
/// standard input; what it wrote and how it ended.
pub fn megxadrez_with_input<S: AsRef<std::ffi::OsStr>>(
    args: &[S],
    input: &str,
) -> std::process::Output {
    megxadrez_in(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")),
        args,
        input,
        &[],
    )
}

/// Runs `megxadrez ARGS` in `dir` with `input` on its standard input and
/// `env` added to its environment (an empty value removes the variable);
/// what it wrote and how it ended.
pub fn megxadrez_in<S: AsRef<std::ffi::OsStr>, I: AsRef<[u8]>>(
    dir: &std::path::Path,
    args: &[S],
    input: I,
    env: &[(&str, &str)],
) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut command = Command::new(env!("CARGO_BIN_EXE_megxadrez"));
    command
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (name, value) in env {
        if value.is_empty() {
            command.env_remove(name);
        } else {
            command.env(name, value);
        }
    }
    let mut child = command.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_ref())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// A league of `teams` played out by Berger's table, the lower number
/// winning every game: an `event pair` and an `event result` line a game,
/// each after `at T ` (T counting the games' seconds from 1) when `timed`.
/// Returns the lines and the second after the last game.
pub fn league_played_out(teams: u32, timed: bool) -> (String, u64) {
    let mut script = String::new();
    let mut t = 1;
    for (r, round) in megxadrez::core::pairing::berger::single(teams)
        .iter()
        .enumerate()
    {
        let r = r + 1;
        for &(w, b) in round {
            let Some(b) = b else { continue };
            let result = if w < b { "1-0" } else { "0-1" };
            let at = if timed {
                format!("at {t} ")
            } else {
                String::new()
            };
            script.push_str(&format!(
                "{at}event pair {r} {w} {b}\n{at}event result {r} {w} {b} {result}\n"
            ));
            t += 1;
        }
    }
    (script, t)
}

/// Runs the stage with `args` in `dir`, in windows under Xvfb, until it
/// shows its windows; then types `input` and `quit` on its terminal and
/// waits for it to end.
pub fn stage_in_windows<S: AsRef<std::ffi::OsStr>>(
    args: &[S],
    dir: &std::path::Path,
    input: &str,
) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    let x = xvfb::Xvfb::start("1920x1080x24").unwrap_or_else(|e| panic!("{e}"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(args)
        .current_dir(dir)
        .env("DISPLAY", &x.display)
        .env_remove("WAYLAND_DISPLAY")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let t = Instant::now();
    loop {
        let found = Command::new("xdotool")
            .args(["search", "--onlyvisible", "--name", "."])
            .env("DISPLAY", &x.display)
            .output()
            .unwrap();
        if !String::from_utf8_lossy(&found.stdout).trim().is_empty() {
            break;
        }
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        assert!(
            t.elapsed() < Duration::from_secs(120),
            "no window of the stage"
        );
        std::thread::sleep(Duration::from_millis(300));
    }
    let stdin = child.stdin.as_mut().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    stdin.write_all(b"quit\n").unwrap();
    let t = Instant::now();
    while child.try_wait().unwrap().is_none() {
        assert!(
            t.elapsed() < Duration::from_secs(60),
            "quit did not end the stage"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    child.wait_with_output().unwrap()
}

/// A journal's records after its header, but for those that say whose
/// journal it is (`identity at …`): the commands, one line each.
pub fn journal_records(text: &str) -> impl Iterator<Item = &str> {
    text.lines().skip(1).filter(|l| {
        !l.splitn(3, ' ')
            .nth(2)
            .is_some_and(|body| body.starts_with("identity at "))
    })
}
