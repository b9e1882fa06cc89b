//! The real program as its users run it: `megxadrez stage` in real windows
//! under Xvfb, the operator typing into the operator's window with real X
//! key events (xdotool), and commands typed on the stage's terminal. Each
//! test checks what they would see or get: the journal on disk, the
//! verdicts on the terminal, the final window's pixels.
//!
//! Needs Xvfb, xdotool and xwd (`scripts/setup.sh` installs them).

use megxadrez::core::ids::BoardNo;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use image::RgbImage;
use megxadrez::core::config::Orientation;
use megxadrez::stage::final_layout::final_layout;
use shakmaty::{Chess, Position};

use super::{check_pieces, root};

use crate::xvfb::Xvfb;

mod announcer;
mod clips;
mod crowd;
mod follow;
mod hall_day;
mod hall_load;
mod laptop;
mod node_defence;
mod overlay;
mod phones;
mod speech;

/// One windowed stage at a time: two would share 2 cores with lavapipe.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// How long the slow first frames (shaders compiled on a CPU) may take.
const PATIENCE: Duration = Duration::from_secs(180);

fn need(tool: &str) {
    let found = Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(found, "{tool} is needed: scripts/setup.sh installs it");
}

/// `megxadrez stage` running on an Xvfb display, its terminal's stdout and
/// stderr collected.
struct Stage {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: std::sync::mpsc::Receiver<String>,
    stderr: std::sync::Arc<Mutex<String>>,
    journal: PathBuf,
    display: String,
    /// The X server this stage started (a display node uses its leader's).
    _x: Option<Xvfb>,
}

impl Stage {
    fn start(config: &str, name: &str) -> Stage {
        Stage::start_on(config, name, "2560x1600x24")
    }

    /// A stage of the config `text` with `network`'s lines under its
    /// `[network]`, written as `file` in a fresh folder named after `name`,
    /// serving on a loopback port the system picks: the stage, its
    /// server's address and the config's path.
    fn serving(text: &str, network: &str, name: &str, file: &str) -> (Stage, String, PathBuf) {
        let config = crate::fresh_dir(name).join(file);
        std::fs::write(
            &config,
            format!("{text}\n[network]\nlisten = \"127.0.0.1:0\"\n{network}"),
        )
        .unwrap();
        let stage = Stage::start(config.to_str().unwrap(), name);
        stage.wait_stderr("servidor en http://");
        let addr = stage.said_after("servidor en http://");
        (stage, addr, config)
    }

    /// As [`Stage::start`], on one monitor of `screen` (`WxHxDEPTH`).
    fn start_on(config: &str, name: &str, screen: &str) -> Stage {
        Stage::start_with(config, name, screen, &[])
    }

    /// As [`Stage::start_on`], with these variables in the stage's
    /// environment.
    fn start_with(config: &str, name: &str, screen: &str, env: &[(&str, &str)]) -> Stage {
        need("xdotool");
        need("xwd");
        need("Xvfb");
        let x = Xvfb::start(screen).unwrap_or_else(|e| panic!("{e}"));
        let journal =
            std::env::temp_dir().join(format!("megxadrez-windowed-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&journal);
        let (child, stdin, stdout, stderr) =
            Stage::spawn(&Stage::stage_args(config, &journal), &x.display, env);
        Stage {
            child,
            stdin,
            stdout,
            stderr,
            journal,
            display: x.display.clone(),
            _x: Some(x),
        }
    }

    /// `megxadrez display --follow URL --screen SCREEN` on `leader`'s display.
    fn follow(leader: &Stage, url: &str, screen: &str) -> Stage {
        let args = ["display", "--follow", url, "--screen", screen].map(Into::into);
        let (child, stdin, stdout, stderr) = Stage::spawn(&args, &leader.display, &[]);
        Stage {
            child,
            stdin,
            stdout,
            stderr,
            journal: leader.journal.clone(),
            display: leader.display.clone(),
            _x: None,
        }
    }

    fn stage_args(config: &str, journal: &Path) -> Vec<std::ffi::OsString> {
        vec![
            "stage".into(),
            "--config".into(),
            root().join(config).into(),
            "--journal".into(),
            journal.into(),
        ]
    }

    /// Stops the stage at once (as a crash would) and starts it again on
    /// the same journal and display.
    fn relaunch(&mut self, config: &str) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let (child, stdin, stdout, stderr) = Stage::spawn(
            &Stage::stage_args(config, &self.journal),
            &self.display,
            &[],
        );
        self.child = child;
        self.stdin = stdin;
        self.stdout = stdout;
        self.stderr = stderr;
    }

    #[allow(clippy::type_complexity)]
    fn spawn(
        args: &[std::ffi::OsString],
        display: &str,
        env: &[(&str, &str)],
    ) -> (
        Child,
        Option<ChildStdin>,
        std::sync::mpsc::Receiver<String>,
        std::sync::Arc<Mutex<String>>,
    ) {
        let mut child = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
            .args(args)
            .env("DISPLAY", display)
            .env_remove("WAYLAND_DISPLAY")
            // Frames run and windows drawn, every 5 s on the terminal.
            .env("MEGXADREZ_FRAME_LOG", "1")
            .envs(env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("megxadrez stage starts");
        let stdin = child.stdin.take();
        let (tx, stdout) = std::sync::mpsc::channel();
        let out = child.stdout.take().unwrap();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
        let stderr = std::sync::Arc::new(Mutex::new(String::new()));
        let err = child.stderr.take().unwrap();
        let sink = stderr.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(err).lines().map_while(Result::ok) {
                let mut s = sink.lock().unwrap();
                s.push_str(&line);
                s.push('\n');
            }
        });
        (child, stdin, stdout, stderr)
    }

    fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    /// The word the terminal said right after `said` (an address), the
    /// first time it said it.
    fn said_after(&self, said: &str) -> String {
        self.stderr()
            .split(said)
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .unwrap_or_else(|| panic!("the terminal never said {said:?}"))
            .to_owned()
    }

    fn xdotool(&self, args: &[&str]) -> String {
        let out = Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &self.display)
            .output()
            .expect("xdotool runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The window whose title ends with `— suffix`, once it is mapped.
    fn window(&mut self, suffix: &str) -> String {
        self.window_besides(suffix, &[])
    }

    /// The window whose title ends with `— suffix` and that is none of
    /// `others` (another program's on the same display), once it is mapped.
    fn window_besides(&mut self, suffix: &str, others: &[&str]) -> String {
        let t = Instant::now();
        loop {
            let found =
                self.xdotool(&["search", "--onlyvisible", "--name", &format!(" {suffix}$")]);
            if let Some(id) = found.lines().map(str::trim).find(|id| !others.contains(id)) {
                return id.to_owned();
            }
            if let Some(status) = self.child.try_wait().unwrap() {
                panic!(
                    "stage exited ({status}) before window {suffix:?} opened:\n{}",
                    self.stderr()
                );
            }
            assert!(
                t.elapsed() < PATIENCE,
                "window {suffix:?} did not open:\n{}",
                self.stderr()
            );
            std::thread::sleep(Duration::from_millis(250));
        }
    }

    /// Position and size of window `id`.
    fn geometry(&self, id: &str) -> (i32, i32, u32, u32) {
        let out = self.xdotool(&["getwindowgeometry", "--shell", id]);
        let field = |k: &str| -> i64 {
            out.lines()
                .find_map(|l| l.strip_prefix(&format!("{k}=")))
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or_else(|| panic!("no {k} in {out:?}"))
        };
        (
            field("X") as i32,
            field("Y") as i32,
            field("WIDTH") as u32,
            field("HEIGHT") as u32,
        )
    }

    /// The journal's records (their command text), as on disk now:
    /// `SEQ CRC board N at SECONDS COMMAND`.
    fn records(&self) -> Vec<String> {
        let text =
            std::fs::read_to_string(self.journal.join("session.journal")).unwrap_or_default();
        crate::journal_records(&text)
            .map(|l| l.splitn(7, ' ').nth(6).unwrap_or("").to_owned())
            .collect()
    }

    /// Waits until the journal holds `expected` (the commands, in order).
    fn expect_records(&self, expected: &[&str]) {
        let t = Instant::now();
        loop {
            let got = self.records();
            if got == expected {
                return;
            }
            assert!(
                t.elapsed() < Duration::from_secs(60),
                "journal holds {got:?}, expected {expected:?}\nterminal:\n{}",
                self.stderr()
            );
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// Waits for the process to end (`within` at most, else fails saying
    /// `running`): how it ended.
    fn wait_exit(&mut self, within: Duration, running: &str) -> std::process::ExitStatus {
        let t = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(t.elapsed() < within, "{running}\n{}", self.stderr());
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    fn wait_stderr(&self, needle: &str) {
        let t = Instant::now();
        while !self.stderr().contains(needle) {
            assert!(
                t.elapsed() < Duration::from_secs(60),
                "the terminal never said {needle:?}:\n{}",
                self.stderr()
            );
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// The windows drawn per second, as the frame log said every 5 s.
    fn windows_drawn_per_second(&self) -> Vec<f64> {
        self.stderr()
            .lines()
            .filter_map(|l| l.split_once("windows drawn: "))
            .filter_map(|(_, r)| r.split("/s").next()?.parse().ok())
            .collect()
    }

    /// Says each of `lines` on the stage's terminal, each accepted ("✓").
    fn done(&mut self, lines: &[&str]) {
        for line in lines {
            let said = self.say(line);
            assert!(said.starts_with("✓ "), "{line}: {said}");
        }
    }

    /// Types a line on the stage's terminal and returns its answer.
    fn say(&mut self, line: &str) -> String {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        let mut answer = String::new();
        // `show` answers with several lines; a verdict with one.
        while let Ok(l) = self.stdout.recv_timeout(if answer.is_empty() {
            Duration::from_secs(60)
        } else {
            Duration::from_millis(500)
        }) {
            answer.push_str(&l);
            answer.push('\n');
        }
        answer
    }

    /// Gives the keyboard to the operator's window (focus, the pointer on
    /// it, a moment for the window to take it); its id.
    fn operator_keys(&mut self) -> String {
        let operator = self.window("operador");
        self.xdotool(&["windowfocus", "--sync", &operator]);
        self.xdotool(&["mousemove", "--window", &operator, "20", "20"]);
        std::thread::sleep(Duration::from_secs(2));
        operator
    }

    /// Presses `k` in the focused window.
    fn key(&self, k: &str) {
        self.xdotool(&["key", "--delay", "120", k]);
    }

    /// Presses `modifier`+`k` in the focused window as a hand does, the
    /// modifier held apart from the key (a press of both at once from
    /// xdotool reaches an egui window as `k` alone).
    fn held(&self, modifier: &str, k: &str) {
        self.xdotool(&["keydown", modifier]);
        std::thread::sleep(Duration::from_millis(300));
        self.xdotool(&["key", k]);
        std::thread::sleep(Duration::from_millis(300));
        self.xdotool(&["keyup", modifier]);
    }

    /// Types `text` and Enter in the focused window.
    fn typed(&self, text: &str) {
        self.xdotool(&["type", "--delay", "120", text]);
        self.xdotool(&["key", "Return"]);
    }

    /// Captures window `id` as the X server shows it.
    fn capture(&self, id: &str) -> RgbImage {
        let out = Command::new("xwd")
            .args(["-silent", "-id", id])
            .env("DISPLAY", &self.display)
            .output()
            .expect("xwd runs");
        assert!(out.status.success(), "xwd failed");
        read_xwd(&out.stdout)
    }
}

impl Drop for Stage {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.journal);
    }
}

/// Reads an X window dump (xwd's format: a big-endian header, a colour map,
/// then the pixels; TrueColor 24/32-bit as Xvfb gives).
fn read_xwd(bytes: &[u8]) -> RgbImage {
    let word = |i: usize| u32::from_be_bytes(bytes[i * 4..i * 4 + 4].try_into().unwrap());
    let (header, width, height) = (word(0) as usize, word(4), word(5));
    let (byte_order, bits, stride) = (word(7), word(11), word(12) as usize);
    let masks = [word(14), word(15), word(16)];
    let colours = word(19) as usize;
    assert_eq!(bits, 32, "xwd: {bits} bits per pixel");
    let data = &bytes[header + colours * 12..];
    let mut img = RgbImage::new(width, height);
    for y in 0..height {
        for x in 0..width {
            let at = y as usize * stride + x as usize * 4;
            let raw: [u8; 4] = data[at..at + 4].try_into().unwrap();
            let v = if byte_order == 0 {
                u32::from_le_bytes(raw)
            } else {
                u32::from_be_bytes(raw)
            };
            let channel = |m: u32| ((v & m) >> m.trailing_zeros()) as u8;
            img.put_pixel(x, y, image::Rgb(masks.map(channel)));
        }
    }
    img
}

/// The final window shows `moves` played from the start: every square's
/// piece or emptiness, measured on the window's own pixels.
fn check_final_window(stage: &Stage, id: &str, moves: &[&str], what: &str) {
    let mut pos = Chess::default();
    for m in moves {
        let mv = m
            .parse::<shakmaty::san::San>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        pos = pos.play(mv).unwrap();
    }
    // Moves slide for 300 ms and the stage draws at least once a second.
    std::thread::sleep(Duration::from_millis(1500));
    let t = Instant::now();
    loop {
        let img = stage.capture(id);
        // A screen with logos lays the final out above their strip (a
        // tenth of the screen's unit, near white at the bottom).
        let (w, h) = (img.width() as f32, img.height() as f32);
        let strip = if img.get_pixel(1, img.height() - 2).0 == [245, 245, 240] {
            0.1 * h.min(w * 9.0 / 16.0)
        } else {
            0.0
        };
        let layout = final_layout(w, h - strip, Orientation::WhiteBottom);
        let shown = std::panic::catch_unwind(|| check_pieces(&img, &layout.board, &pos, what));
        if shown.is_ok() {
            let _ = img.save(std::env::temp_dir().join(format!("megxadrez-{what}.png")));
            return;
        }
        if t.elapsed() > Duration::from_secs(30) {
            let path = std::env::temp_dir().join(format!("megxadrez-{what}-failed.png"));
            let _ = img.save(&path);
            check_pieces(&img, &layout.board, &pos, what);
        }
        std::thread::sleep(Duration::from_millis(500));
    }
}

const FINAL: &str = "configs/megxadrez-final-armageddon-12-10.toml";

#[test]
fn the_operator_plays_the_final_from_the_operator_window_with_real_keys() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut stage = Stage::start(FINAL, "operator");
    let operator = stage.window("operador");
    let final_window = stage.window("final");
    let mirrors = stage.window("mirrors");

    // Xvfb has one monitor: the projectors (monitors 1 and 2) are said
    // missing and their windows open beside the operator's, none on top of
    // another.
    stage.wait_stderr("pantalla «final»: pide `monitor = 1`");
    stage.wait_stderr("pantalla «mirrors»: pide `monitor = 2`");
    let boxes: Vec<_> = [&operator, &final_window, &mirrors]
        .iter()
        .map(|w| stage.geometry(w))
        .collect();
    for (i, a) in boxes.iter().enumerate() {
        for b in &boxes[i + 1..] {
            let apart = a.0 + a.2 as i32 <= b.0
                || b.0 + b.2 as i32 <= a.0
                || a.1 + a.3 as i32 <= b.1
                || b.1 + b.3 as i32 <= a.1;
            assert!(apart, "windows overlap: {boxes:?}");
        }
    }

    // The operator's keyboard goes to the operator's window.
    stage.operator_keys();
    let key = Stage::key;
    let typed = Stage::typed;

    let panel_before = stage.capture(&operator);
    key(&stage, "F1");
    stage.expect_records(&["start"]);
    typed(&stage, "e4");
    stage.expect_records(&["start", "move e4"]);
    // The panel is drawn again when what it shows changes (its clocks, its
    // move list).
    std::thread::sleep(Duration::from_millis(1500));
    assert!(
        stage.capture(&operator) != panel_before,
        "the operator's window still shows the panel from before the start"
    );
    // The table clock is pressed (Space), the move typed after it.
    key(&stage, "space");
    typed(&stage, "e5");
    stage.expect_records(&["start", "move e4", "press", "move e5"]);
    // A move that is not legal is refused and not journaled; a completed
    // illegal move (F3) is.
    typed(&stage, "Ke3");
    key(&stage, "F3");
    stage.expect_records(&["start", "move e4", "press", "move e5", "illegal"]);
    typed(&stage, "Nf3");
    // Spanish letters: C is the knight; the journal holds it in English.
    typed(&stage, "Cc6");
    stage.expect_records(&[
        "start", "move e4", "press", "move e5", "illegal", "move Nf3", "move Nc6",
    ]);
    let journal = std::fs::read_to_string(stage.journal.join("session.journal")).unwrap();
    let at = |n: usize| -> f64 {
        let line = journal.lines().nth(n).unwrap();
        line.split(' ').nth(5).unwrap().parse().unwrap()
    };
    assert!(at(3) < at(4), "the press comes before its move: {journal}");

    // The announcer fires the first cue (Ctrl+1, by hand: not the start's
    // automatic one); with no sound card the terminal says it did not sound.
    let by_hand = "megafonía: «Inicio de partida» no se oyó: sin dispositivo de audio — manual";
    assert!(!stage.stderr().contains(by_hand), "{}", stage.stderr());
    stage.held("ctrl", "1");
    stage.wait_stderr(by_hand);

    // What the hall sees: the final window shows the position.
    check_final_window(
        &stage,
        &final_window,
        &["e4", "e5", "Nf3", "Nc6"],
        "windowed-final",
    );
    let pgn = std::fs::read_to_string(stage.journal.join("live.pgn")).unwrap();
    assert!(pgn.contains("1. e4") && pgn.contains("2. Nf3"), "{pgn}");
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}

#[test]
fn the_stage_terminal_takes_the_console_commands_and_answers_each() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    // A Full HD laptop: the three windows (the operator's and two
    // projectors' that are missing) sit side by side, none over another.
    let mut stage = Stage::start_on(FINAL, "terminal", "1920x1080x24");
    let final_window = stage.window("final");
    let boxes: Vec<_> = [
        stage.window("operador"),
        final_window.clone(),
        stage.window("mirrors"),
    ]
    .iter()
    .map(|w| stage.geometry(w))
    .collect();
    for (i, a) in boxes.iter().enumerate() {
        assert!(
            a.0 + a.2 as i32 <= 1920 && a.1 + a.3 as i32 <= 1080,
            "{boxes:?}"
        );
        for b in &boxes[i + 1..] {
            let apart = a.0 + a.2 as i32 <= b.0
                || b.0 + b.2 as i32 <= a.0
                || a.1 + a.3 as i32 <= b.1
                || b.1 + b.3 as i32 <= a.1;
            assert!(apart, "windows overlap on 1920x1080: {boxes:?}");
        }
    }
    // Before the start nothing on the three windows changes: they are not
    // drawn again but for the refresh every 10 s (0.3 a second), where each
    // was drawn every second (3 a second).
    let t = Instant::now();
    loop {
        let rates = stage.windows_drawn_per_second();
        if rates.iter().skip(1).any(|r| *r <= 1.0) {
            break;
        }
        assert!(
            t.elapsed() < Duration::from_secs(40),
            "windows drawn per second while nothing changes: {rates:?}\n{}",
            stage.stderr()
        );
        std::thread::sleep(Duration::from_millis(500));
    }
    // And what the windows show stays whole: the final still shows the
    // starting position after frames in which it was not drawn.
    check_final_window(&stage, &final_window, &[], "windowed-idle");
    assert!(stage.say("help").contains("start"));
    assert_eq!(stage.say("start").trim(), "✓ tablero 1: start");
    assert_eq!(stage.say("move e4").trim(), "✓ tablero 1: move e4");
    let refused = stage.say("move e4");
    assert!(
        refused.starts_with("✗ tablero 1:") && refused.contains("no es una jugada legal"),
        "{refused}"
    );
    assert!(
        stage.say("mvoe e5").starts_with("✗ "),
        "a typo gets a reason"
    );
    assert_eq!(stage.say("move c5").trim(), "✓ tablero 1: move c5");
    // Spanish piece letters (the event's language): C is the knight; the
    // terminal says the move back in those letters (issue 29), the journal
    // holds it in English.
    assert_eq!(stage.say("move Cf3").trim(), "✓ tablero 1: move Cf3");
    let shown = stage.say("show");
    assert!(
        shown.contains("  4 . . . . P . . .") && shown.contains("  5 . . p . . . . ."),
        "{shown}"
    );
    let nine = stage.say("show 9");
    assert!(nine.starts_with("✗ no existe el tablero 9"), "{nine}");
    stage.expect_records(&["start", "move e4", "move c5", "move Nf3"]);
    check_final_window(
        &stage,
        &final_window,
        &["e4", "c5", "Nf3"],
        "windowed-terminal",
    );
    // `quit` (listed in `help`) ends the stage cleanly: the process exits
    // with success, the journal whole.
    assert!(stage.say("help").contains("quit"));
    let stdin = stage.stdin.as_mut().unwrap();
    writeln!(stdin, "quit").unwrap();
    stdin.flush().unwrap();
    let status = stage.wait_exit(
        Duration::from_secs(20),
        "the stage is still running after quit",
    );
    assert!(status.success(), "{status:?}\n{}", stage.stderr());
    stage.expect_records(&["start", "move e4", "move c5", "move Nf3"]);
}

#[test]
fn a_league_round_is_paired_staged_and_played_from_the_terminal_and_survives_a_crash() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    const LEAGUE: &str = "tests/configs/league-six.toml";
    let mut stage = Stage::start(LEAGUE, "league");
    stage.window("mesas");
    let said = stage.say("event next");
    // Who plays whom on which table, on the line of the verdict.
    assert_eq!(
        said.trim(),
        "✓ ronda 1 emparejada: 3 emparejamientos, 0 descansos — mesa 1: Os Cabalos Tolos - Os Reis do Enroque; \
         mesa 2: Os Alfiles Rápidos - As Torres de Hércules; mesa 3: As Raíñas do Xadrez - Os Peóns Valentes"
    );
    assert_eq!(
        stage.say("event stage 1").trim(),
        "✓ ronda 1 en el escenario: 3 tableros"
    );
    let third = stage.say("show 3");
    assert!(
        third.contains("As Raíñas do Xadrez") && third.contains("Os Peóns Valentes"),
        "{third}"
    );
    assert!(stage.say("event result 1 2 5 1/2").starts_with("✓ "));
    let early = stage.say("event next");
    assert!(
        early.starts_with("✗ ") && early.contains("faltan 2 resultados"),
        "{early}"
    );
    // Table 1 is played on the stage; its end gives the event its result.
    assert!(stage.say("board 1 start").starts_with("✓ "));
    assert!(stage.say("board 1 move e4").starts_with("✓ "));
    assert!(stage.say("board 1 resign black").starts_with("✓ "));
    assert!(stage.say("event result 1 3 4 0-1").starts_with("✓ "));
    let busy = stage.say("event result 1 9 4 0-1");
    assert!(busy.starts_with("✗ ") && busy.contains("9"), "{busy}");
    let said = stage.say("event next");
    assert!(
        said.starts_with("✓ ronda 2 emparejada: 3 emparejamientos, 0 descansos — ")
            && said.contains("mesa 3: Os Cabalos Tolos - Os Alfiles Rápidos"),
        "{said}"
    );
    assert!(stage.say("event stage 2").starts_with("✓ "));
    assert!(stage.say("board 1 start").starts_with("✓ "));
    assert!(stage.say("board 1 move d4").starts_with("✓ "));
    // Round 3 cannot take the stage while board 1 is being played.
    let refused = stage.say("event stage 2");
    assert!(refused.contains("aún se juega"), "{refused}");
    // A crash: the stage comes back with round 2 on its boards, board 1's
    // move, and round 1's results.
    stage.relaunch(LEAGUE);
    stage.window("mesas");
    let first = stage.say("show 1");
    assert!(
        first.contains("Os Reis do Enroque")
            && first.contains("Os Peóns Valentes")
            && first.contains("  4 . . . P . . . ."),
        "{first}"
    );
    let pgn = std::fs::read_to_string(stage.journal.join("live.pgn")).unwrap_or_default();
    assert!(
        pgn.contains("[Round \"1\"]") && pgn.contains("[Round \"2\"]") && pgn.contains("1. e4"),
        "{pgn}"
    );
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}

#[test]
fn a_bughouse_match_is_played_on_the_real_stage_and_survives_a_crash() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    const BUGHOUSE: &str = "configs/bughouse-pairs-swiss.toml";
    let mut stage = Stage::start(BUGHOUSE, "bughouse");
    let window = stage.window("final");
    // The stage's terminal addresses the match's boards 1 and 2.
    assert_eq!(stage.say("start").trim(), "✓ tablero 1: start");
    assert!(stage.say("move e4").starts_with("✓ "));
    assert_eq!(stage.say("board 2 move d4").trim(), "✓ tablero 2: move d4");
    assert!(stage.say("move d5").starts_with("✓ "));
    assert!(stage.say("move exd5").starts_with("✓ "));
    // The pawn White took on board 1 is Black's to drop on board 2.
    assert!(stage.say("board 2 move P@e5").starts_with("✓ "));
    let refused = stage.say("board 2 move @e4");
    assert!(
        refused.starts_with("✗ tablero 2:") && refused.contains("no es legal"),
        "{refused}"
    );
    let shown = stage.say("show 2");
    assert!(
        shown.contains("tablero 1") && shown.contains("tablero 2"),
        "{shown}"
    );
    stage.expect_records(&[
        "start",
        "move e4",
        "move d4",
        "move d5",
        "move exd5",
        "move P@e5",
    ]);
    // The window shows both boards as the match stands.
    let check = |stage: &Stage, what: &str| {
        let (mut one, mut two) = (
            shakmaty::variant::Crazyhouse::default(),
            shakmaty::variant::Crazyhouse::default(),
        );
        for (pos, moves) in [
            (&mut one, &["e4", "d5", "exd5"][..]),
            (&mut two, &["d4"][..]),
        ] {
            for m in moves {
                let mv = m
                    .parse::<shakmaty::san::San>()
                    .unwrap()
                    .to_move(pos)
                    .unwrap();
                *pos = pos.clone().play(mv).unwrap();
            }
        }
        // The dropped pawn stands on e5 of board 2.
        let mut setup = two.to_setup(shakmaty::EnPassantMode::Legal);
        setup
            .board
            .set_piece_at(shakmaty::Square::E5, shakmaty::Color::Black.pawn());
        let two: shakmaty::variant::Crazyhouse =
            shakmaty::FromSetup::from_setup(setup, shakmaty::CastlingMode::Standard)
                .or_else(shakmaty::PositionError::ignore_too_much_material)
                .unwrap();
        let t = Instant::now();
        loop {
            let img = stage.capture(&window);
            let l = megxadrez::stage::bughouse_layout::bughouse_layout(
                img.width() as f32,
                img.height() as f32,
            );
            let shown = std::panic::catch_unwind(|| {
                check_pieces(&img, &l.boards[0].board, &one, what);
                check_pieces(&img, &l.boards[1].board, &two, what);
            });
            if shown.is_ok() {
                let _ = img.save(std::env::temp_dir().join(format!("megxadrez-{what}.png")));
                return;
            }
            assert!(
                t.elapsed() < Duration::from_secs(30),
                "{what}: {:?}",
                shown.err()
            );
            std::thread::sleep(Duration::from_millis(500));
        }
    };
    check(&stage, "windowed-bughouse");
    // A crash: the match comes back from the journal, paused, both boards.
    stage.relaunch(BUGHOUSE);
    let window = stage.window("final");
    let _ = window;
    let again = stage.say("show");
    // Board 1's rank 5 holds White's pawn, board 2's the dropped one.
    assert!(
        again.contains("  5 . . . P . . . .  5 . . . . p . . . "),
        "{again}"
    );
    check(&stage, "windowed-bughouse-restarted");
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}

/// A plain HTTP/1.1 request on loopback: the status and the body.
fn http(
    addr: &str,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> (u16, String) {
    use std::io::Read;
    let mut s = std::net::TcpStream::connect(addr).expect("the server accepts");
    // As a browser sends it: the request in one write, no delay.
    s.set_nodelay(true).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    let mut request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    )
    .into_bytes();
    for (k, v) in headers {
        request.extend_from_slice(format!("{k}: {v}\r\n").as_bytes());
    }
    request.extend_from_slice(b"\r\n");
    request.extend_from_slice(body);
    s.write_all(&request).unwrap();
    let mut raw = Vec::new();
    let _ = s.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).into_owned();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = text
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_owned();
    (status, body)
}

/// A Server-Sent Events client on loopback: `(id, data)` as they come.
struct EventStream {
    reader: BufReader<std::net::TcpStream>,
    /// Bytes of the body decoded from chunks, not yet split into lines.
    pending: String,
}

impl EventStream {
    fn open(addr: &str, last_id: Option<u64>) -> EventStream {
        let mut s = std::net::TcpStream::connect(addr).expect("the server accepts");
        s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
        let resume = last_id.map_or(String::new(), |n| format!("Last-Event-ID: {n}\r\n"));
        write!(
            s,
            "GET /api/events HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n{resume}\r\n"
        )
        .unwrap();
        let mut reader = BufReader::new(s);
        let mut line = String::new();
        // The status line and the headers.
        loop {
            line.clear();
            reader.read_line(&mut line).unwrap();
            if line == "\r\n" || line.is_empty() {
                break;
            }
        }
        EventStream {
            reader,
            pending: String::new(),
        }
    }

    /// The next event's id and data (comments and keep-alives skipped).
    fn next(&mut self) -> (u64, String) {
        use std::io::Read;
        let (mut id, mut data) = (None, None);
        loop {
            while let Some(end) = self.pending.find('\n') {
                let line: String = self.pending.drain(..=end).collect();
                let line = line.trim_end_matches(['\r', '\n']);
                if let Some(v) = line.strip_prefix("id:") {
                    id = v.trim().parse().ok();
                } else if let Some(v) = line.strip_prefix("data:") {
                    data = Some(v.trim_start().to_owned());
                } else if line.is_empty()
                    && let (Some(i), Some(d)) = (id, data.take())
                {
                    return (i, d);
                }
            }
            // One chunk: its size in hex, the bytes, a line end.
            let mut size = String::new();
            self.reader
                .read_line(&mut size)
                .expect("the stream goes on");
            let n = usize::from_str_radix(size.trim(), 16).expect("a chunk size");
            let mut chunk = vec![0; n + 2];
            self.reader.read_exact(&mut chunk).unwrap();
            self.pending.push_str(&String::from_utf8_lossy(&chunk[..n]));
        }
    }
}

#[test]
fn the_server_feeds_state_events_and_pgn_and_takes_a_remote_tables_moves_with_its_token() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    const OPERATOR: &str = "operador-prueba-2026";
    const TABLE: &str = "mesa-dos-prueba-2026";
    let (mut stage, addr) = networked_league(
        "network",
        &format!(
            "[network]\nlisten = \"127.0.0.1:0\"\noperator_token = \"{OPERATOR}\"\n\n\
             [[network.tables]]\nboards = [2]\ntoken = \"{TABLE}\"\n"
        ),
        "servidor en http://",
    );
    // The state, read-only without a token.
    let (status, body) = http(&addr, "GET", "/api/state", &[], b"");
    assert_eq!(status, 200, "{body}");
    let state: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(state["event"], "Liga infantil — seis equipos");
    // A follower from the start.
    let mut follower = EventStream::open(&addr, None);
    assert!(stage.say("event next").starts_with("✓ "));
    assert!(stage.say("event stage 1").starts_with("✓ "));
    let bearer = format!("Bearer {TABLE}");
    let table = [("Authorization", bearer.as_str())];
    for (text, status) in [
        ("start", 200),
        ("move e4", 200),
        ("move e4", 422),
        ("move Cf6", 200),
    ] {
        let (got, body) = http(
            &addr,
            "POST",
            "/api/boards/2/command",
            &table,
            text.as_bytes(),
        );
        assert_eq!(got, status, "{text}: {body}");
        if status == 422 {
            assert!(body.contains("no es una jugada legal"), "{body}");
        }
    }
    // What the follower saw, in order: the moves of board 2 among them.
    let mut seen = Vec::new();
    let mut moves = Vec::new();
    while moves.len() < 2 {
        let (id, data) = follower.next();
        seen.push(id);
        let change: serde_json::Value = serde_json::from_str(&data).unwrap();
        if change["kind"] == "move" {
            assert_eq!(change["board"], 2);
            moves.push(change["detail"]["san"].as_str().unwrap().to_owned());
        }
    }
    assert_eq!(moves, ["e4", "Nf6"]);
    assert!(seen.windows(2).all(|w| w[1] == w[0] + 1), "{seen:?}");
    // The follower drops; two more moves; it comes back from its last id
    // and loses nothing.
    let last = *seen.last().unwrap();
    drop(follower);
    for text in ["move d4", "move d5"] {
        let (got, body) = http(
            &addr,
            "POST",
            "/api/boards/2/command",
            &table,
            text.as_bytes(),
        );
        assert_eq!(got, 200, "{text}: {body}");
    }
    let mut again = EventStream::open(&addr, Some(last));
    let mut resumed = Vec::new();
    let mut sans = Vec::new();
    while sans.len() < 2 {
        let (id, data) = again.next();
        resumed.push(id);
        let change: serde_json::Value = serde_json::from_str(&data).unwrap();
        if change["kind"] == "move" {
            sans.push(change["detail"]["san"].as_str().unwrap().to_owned());
        }
    }
    assert_eq!(resumed[0], last + 1, "{resumed:?}");
    assert_eq!(sans, ["d4", "d5"]);
    // Journaled like the terminal's commands, and in the PGN a relay polls.
    assert!(stage.records().ends_with(&[
        "start".to_owned(),
        "move e4".to_owned(),
        "move Nf6".to_owned(),
        "move d4".to_owned(),
        "move d5".to_owned(),
    ]));
    let journal = std::fs::read_to_string(stage.journal.join("session.journal")).unwrap();
    assert!(
        journal
            .lines()
            .any(|r| r.contains(" board 2 at ") && r.ends_with(" move Nf6")),
        "{journal}"
    );
    let (status, pgn) = http(&addr, "GET", "/live.pgn", &[], b"");
    assert_eq!(status, 200);
    assert!(pgn.contains("1. e4 {[%clk"), "{pgn}");
    let (_, round1) = http(&addr, "GET", "/round/1.pgn", &[], b"");
    assert!(
        round1.contains("1. e4") && round1.contains("[Round \"1\"]"),
        "{round1}"
    );
    let (_, round2) = http(&addr, "GET", "/round/2.pgn", &[], b"");
    assert!(round2.trim().is_empty(), "{round2}");
    // The web mirror of the round's screen in a real browser: the page
    // reads the state and draws every board with its pieces and clocks.
    // Board 2's White has been thinking since d5: three seconds more
    // before the page is opened, and its clock shows them gone.
    let (_, snapshot) = http(&addr, "GET", "/api/state", &[], b"");
    let snapshot: serde_json::Value = serde_json::from_str(&snapshot).unwrap();
    let thinking = snapshot["boards"][1]["clock_ms"]["white"].as_u64().unwrap() / 1000;
    std::thread::sleep(Duration::from_secs(3));
    let info = web_mirror_shows_the_boards(&addr, "mesas");
    let shown = info
        .lines()
        .find(|l| l.starts_with("2 white "))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|t| t.split_once(':'))
        .map(|(m, s)| m.parse::<u64>().unwrap() * 60 + s.parse::<u64>().unwrap())
        .expect("board 2's White clock on the page");
    assert!(
        shown + 2 <= thinking && shown + 30 >= thinking,
        "the page shows {shown} s where the snapshot had {thinking} s, 3 s before"
    );
    let (got, body) = http(&addr, "GET", "/screen/nada", &[], b"");
    assert!(got == 404 && body.contains("mesas"), "{body}");
    // Refused, and nothing changes: no token, another table's board, too
    // big a body, an unknown address; then wrong tokens until the brake.
    let before = stage.records().len();
    let (got, body) = http(&addr, "POST", "/api/boards/2/command", &[], b"move Nf3");
    assert_eq!(got, 401, "{body}");
    let (got, _) = http(&addr, "POST", "/api/boards/1/command", &table, b"start");
    assert_eq!(got, 403);
    let big = vec![b'a'; 5000];
    let (got, body) = http(&addr, "POST", "/api/boards/2/command", &table, &big);
    assert_eq!(got, 413);
    // Said as the pages read a refusal (JSON), in the event's language.
    assert!(
        body.contains("\"error\"") && body.contains("como mucho 4096 bytes"),
        "{body}"
    );
    let (got, body) = http(&addr, "GET", "/api/nothing", &[], b"");
    assert_eq!(got, 404, "{body}");
    let wrong = [("Authorization", "Bearer esto-no-es-un-token")];
    for _ in 0..5 {
        let (got, _) = http(&addr, "POST", "/api/boards/2/command", &wrong, b"move Nf3");
        assert_eq!(got, 401);
    }
    let (got, body) = http(&addr, "POST", "/api/boards/2/command", &wrong, b"move Nf3");
    assert_eq!(got, 429, "{body}");
    assert_eq!(stage.records().len(), before, "nothing was journaled");
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}

/// Runs headless Chromium on `url` with `args`; its stdout.
fn chromium(url: &str, args: &[&str]) -> String {
    need("chromium");
    let out = Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            // The page keeps its event stream open: take it as it stands.
            "--timeout=4000",
        ])
        .args(args)
        .arg(url)
        .output()
        .expect("chromium runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// What a web mirror's DOM says it drew, a line a side of each board
/// (label, side, name, clock) and a line a result.
fn mirror_info(dom: &str) -> &str {
    dom.split("<div id=\"info\">")
        .nth(1)
        .and_then(|rest| rest.split("</div>").next())
        .unwrap_or_else(|| panic!("no info in the page:\n{dom}"))
}

/// The web mirror of `screen` as a browser shows it: every board the state
/// has, its pieces where its FEN has them, both names and clocks.
/// Returns the page's text of names and clocks.
fn web_mirror_shows_the_boards(addr: &str, screen: &str) -> String {
    let url = format!("http://{addr}/screen/{screen}");
    let dom = chromium(&url, &["--window-size=1280,720", "--dump-dom"]);
    let (_, state) = http(addr, "GET", "/api/state", &[], b"");
    let state: serde_json::Value = serde_json::from_str(&state).unwrap();
    let info = mirror_info(&dom);
    for board in state["boards"].as_array().unwrap() {
        for side in ["white", "black"] {
            let name = board["names"][side].as_str().unwrap();
            assert!(info.contains(name), "{name} not on the page:\n{info}");
        }
    }
    let geometry = dom
        .split("data-boards=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the page says where it drew the boards")
        .replace("&quot;", "\"");
    let geometry: Vec<serde_json::Value> = serde_json::from_str(&geometry).unwrap();
    assert_eq!(geometry.len(), state["boards"].as_array().unwrap().len());
    let png = std::env::temp_dir().join(format!("megxadrez-web-{}.png", std::process::id()));
    let shot = format!("--screenshot={}", png.display());
    chromium(&url, &["--window-size=1280,720", &shot]);
    let img = image::open(&png).expect("a screenshot").to_rgb8();
    for g in &geometry {
        let fen: shakmaty::fen::Fen = g["fen"].as_str().unwrap().parse().unwrap();
        let pos: Chess = fen.into_position(shakmaty::CastlingMode::Standard).unwrap();
        let f = |k: &str| g[k].as_f64().unwrap() as f32;
        // The page laid the dump out in a viewport a little shorter than
        // the screenshot's: the board is found in the picture by its
        // squares' colours, near where the page says it is.
        let (x0, x1) = (f("x") - 0.08 * f("s"), f("x") + 1.08 * f("s"));
        let square = |p: &image::Rgb<u8>| p.0 == [240, 217, 181] || p.0 == [181, 136, 99];
        let (mut left, mut top, mut right) = (u32::MAX, u32::MAX, 0);
        for (x, y, p) in img.enumerate_pixels() {
            if (x as f32) >= x0 && (x as f32) <= x1 && square(p) {
                left = left.min(x);
                top = top.min(y);
                right = right.max(x);
            }
        }
        let side = (right + 1 - left) as f32;
        assert!(
            (side - f("s")).abs() < 2.0,
            "board {} is {side} px wide, not {}",
            g["label"],
            f("s")
        );
        let geo = megxadrez::stage::layout::BoardGeometry {
            area: megxadrez::stage::layout::Rect::new(left as f32, top as f32, side, side),
            orientation: Orientation::WhiteBottom,
        };
        check_pieces(
            &img,
            &geo,
            &pos,
            &format!("web mirror board {}", g["label"]),
        );
    }
    info.to_owned()
}

/// What a stand-in for Lichess received: when, the path, the
/// `Authorization` header and the body.
type Received = std::sync::Arc<Mutex<Vec<(Instant, String, String, String)>>>;

/// A stand-in for Lichess on loopback answering each push with the next of
/// `answers` (the last one again once they run out).
fn fake_lichess(answers: &'static [u16]) -> (String, Received) {
    use std::io::Read;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let received: Received = Default::default();
    let log = received.clone();
    std::thread::spawn(move || {
        for (n, stream) in listener.incoming().enumerate() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut head = String::new();
            let mut line = String::new();
            while reader.read_line(&mut line).unwrap_or(0) > 0 && line != "\r\n" {
                head.push_str(&line);
                line.clear();
            }
            let header = |name: &str| {
                head.lines()
                    .find_map(|l| {
                        let (k, v) = l.split_once(':')?;
                        k.eq_ignore_ascii_case(name).then(|| v.trim().to_owned())
                    })
                    .unwrap_or_default()
            };
            let mut body = Vec::new();
            if let Ok(length) = header("content-length").parse::<usize>() {
                body.resize(length, 0);
                let _ = reader.read_exact(&mut body);
            } else if header("transfer-encoding").contains("chunked") {
                loop {
                    let mut size = String::new();
                    let _ = reader.read_line(&mut size);
                    let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
                    let mut chunk = vec![0; n + 2];
                    let _ = reader.read_exact(&mut chunk);
                    if n == 0 {
                        break;
                    }
                    body.extend_from_slice(&chunk[..n]);
                }
            }
            let path = head
                .split_whitespace()
                .nth(1)
                .unwrap_or_default()
                .to_owned();
            log.lock().unwrap().push((
                Instant::now(),
                path,
                header("authorization"),
                String::from_utf8_lossy(&body).into_owned(),
            ));
            let code = answers[n.min(answers.len() - 1)];
            let _ = write!(
                stream,
                "HTTP/1.1 {code} X\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{{}}"
            );
        }
    });
    (addr, received)
}

#[test]
fn the_live_pgn_is_pushed_to_lichess_with_the_token_and_retried_after_429_and_500() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let (lichess, received) = fake_lichess(&[429, 503, 200]);
    let (mut stage, _) = networked_league(
        "lichess",
        &format!(
            "[network]\nlisten = \"127.0.0.1:0\"\n\n[network.lichess]\n\
             round = \"abCD1234\"\ntoken = \"lip_prueba\"\nurl = \"http://{lichess}\"\n"
        ),
        "servidor en http://",
    );
    assert!(stage.say("event next").starts_with("✓ "));
    assert!(stage.say("event stage 1").starts_with("✓ "));
    assert!(stage.say("board 1 start").starts_with("✓ "));
    assert!(stage.say("board 1 move e4").starts_with("✓ "));
    // Three tries: refused for load, a server error, then taken.
    let t = Instant::now();
    while received.lock().unwrap().len() < 3 {
        assert!(
            t.elapsed() < Duration::from_secs(30),
            "{:?}\n{}",
            received.lock().unwrap(),
            stage.stderr()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let got = received.lock().unwrap().clone();
    for (_, path, auth, _) in &got {
        assert_eq!(path, "/api/broadcast/round/abCD1234/push");
        assert_eq!(auth, "Bearer lip_prueba");
    }
    let last = &got[2].3;
    assert!(
        last.contains("[Round \"1\"]") && last.contains("1. e4"),
        "{last}"
    );
    // Backed off: a second, then two, between the tries.
    let gaps: Vec<Duration> = got.windows(2).map(|w| w[1].0 - w[0].0).collect();
    assert!(
        gaps[0] >= Duration::from_millis(900) && gaps[1] >= Duration::from_millis(1900),
        "{gaps:?}"
    );
    assert!(
        stage.stderr().contains("Lichess no acepta ahora (429)"),
        "{}",
        stage.stderr()
    );
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}

#[test]
fn an_osc_message_fires_a_cue_and_a_wrong_one_is_said() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    const ANNOUNCER: &str = "locutor-prueba-2026";
    const TABLE: &str = "mesa-uno-prueba-2026";
    let (stage, addr) = networked_league(
        "osc",
        &format!(
            "[network]\nlisten = \"127.0.0.1:0\"\nosc = \"127.0.0.1:0\"\nannouncer_token = \"{ANNOUNCER}\"\n\n\
             [[network.tables]]\nboards = [1]\ntoken = \"{TABLE}\"\n"
        ),
        "OSC en udp://",
    );
    let socket = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
    let send = |address: &str, args: Vec<rosc::OscType>| {
        let packet = rosc::OscPacket::Message(rosc::OscMessage {
            addr: address.to_owned(),
            args,
        });
        socket
            .send_to(&rosc::encoder::encode(&packet).unwrap(), &addr)
            .unwrap();
    };
    // The start-of-game signal, as a Stream Deck button sends it.
    send(
        "/megxadrez/cue",
        vec![rosc::OscType::String("inicio".into())],
    );
    stage.wait_stderr("— OSC");
    let log = stage.stderr();
    let line = log.lines().find(|l| l.contains("— OSC")).unwrap();
    assert!(line.starts_with("megxadrez: megafonía: "), "{line}");
    // A cue that does not exist, and an address that is not a command.
    send("/megxadrez/cue", vec![rosc::OscType::String("gong".into())]);
    stage.wait_stderr("no hay una señal «gong»: son inicio");
    // A name with a terminal's control sequence reaches the terminal
    // escaped.
    send(
        "/megxadrez/cue",
        vec![rosc::OscType::String("g\u{1b}[2Jong".into())],
    );
    stage.wait_stderr("no hay una señal «g\\u{1b}[2Jong»");
    let said = stage.stderr();
    let line = said.lines().find(|l| l.contains("2Jong»")).unwrap();
    assert!(!line.contains('\u{1b}'), "{line:?}");
    send("/megxadrez/saltar", vec![]);
    stage.wait_stderr("«/megxadrez/saltar» no es una orden");
    // The same from the announcer's phone: POST /api/cue with the
    // announcer's token; a table's token or none is refused, and the
    // announcer's token commands no board.
    let server = stage.said_after("servidor en http://");
    let announcer = format!("Bearer {ANNOUNCER}");
    let table = format!("Bearer {TABLE}");
    let post = |path: &str, who: Option<&str>, body: &str| {
        let headers: Vec<(&str, &str)> =
            who.map(|w| vec![("Authorization", w)]).unwrap_or_default();
        http(&server, "POST", path, &headers, body.as_bytes())
    };
    // Answered with what the announcer's log said of it.
    let (status, body) = post("/api/cue", Some(&announcer), "cue fin");
    assert_eq!(status, 200, "{body}");
    assert!(
        body.contains("«Fin de partida»") && body.contains("— web"),
        "{body}"
    );
    stage.wait_stderr("— web");
    let (status, body) = post("/api/cue", Some(&announcer), "cue gong");
    assert_eq!(status, 422);
    assert!(
        body.contains("no hay una señal «gong»: son inicio"),
        "{body}"
    );
    let (status, body) = post("/api/cue", Some(&table), "go");
    assert_eq!(status, 403);
    assert!(body.contains("no dispara señales"), "{body}");
    assert_eq!(post("/api/cue", None, "stop").0, 401);
    let (status, body) = post("/api/boards/1/command", Some(&announcer), "start");
    assert_eq!(status, 403);
    assert!(body.contains("no órdenes de tablero"), "{body}");
    let (status, body) = post("/api/cue", Some(&announcer), "mute");
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("silencio: volumen 0 %"), "{body}");
    // A fader on the controller sets the volume.
    send("/megxadrez/volume", vec![rosc::OscType::Int(40)]);
    stage.wait_stderr("volumen al 40 % — OSC");
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}

/// The six-team league with `network` appended to its config, on a stage
/// of its own, and the address the stage says after `said` (as
/// `servidor en http://ADDR`).
fn networked_league(name: &str, network: &str, said: &str) -> (Stage, String) {
    let dir = crate::fresh_dir(&format!("{name}-config"));
    let config = dir.join(format!("{name}.toml"));
    let text = std::fs::read_to_string(root().join("tests/configs/league-six.toml")).unwrap();
    std::fs::write(&config, format!("{text}\n{network}")).unwrap();
    let mut stage = Stage::start(config.to_str().unwrap(), name);
    stage.window("mesas");
    stage.wait_stderr(said);
    let addr = stage.said_after(said);
    (stage, addr)
}

/// A loopback port free now (for a leader that must come back at the same
/// address).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Waits until windows `a` of `left` and `b` of `right` show the same
/// pixels (30 s at most: a frame or two may be on its way).
fn same_pixels(left: &Stage, a: &str, right: &Stage, b: &str, what: &str) {
    let t = Instant::now();
    loop {
        let (x, y) = (left.capture(a), right.capture(b));
        let d = if x.dimensions() == y.dimensions() {
            differing(&x, &y)
        } else {
            1.0
        };
        if d == 0.0 {
            return;
        }
        if t.elapsed() > Duration::from_secs(30) {
            let _ = x.save(std::env::temp_dir().join(format!("megxadrez-{what}-leader.png")));
            let _ = y.save(std::env::temp_dir().join(format!("megxadrez-{what}-node.png")));
            panic!(
                "{what}: {:.3} % of the pixels differ ({:?} vs {:?})",
                d * 100.0,
                x.dimensions(),
                y.dimensions()
            );
        }
        std::thread::sleep(Duration::from_millis(500));
    }
}

/// The share of pixels that differ between two captures of the same size.
/// A channel two levels apart or less is the same colour: the software
/// rasterizer rounds a glyph's edge differently now and then (one pixel,
/// one level of blue, seen in a CI run).
fn differing(a: &RgbImage, b: &RgbImage) -> f64 {
    assert_eq!(a.dimensions(), b.dimensions());
    let n = a
        .pixels()
        .zip(b.pixels())
        .filter(|(p, q)| p.0.iter().zip(q.0).any(|(x, y)| x.abs_diff(y) > 2))
        .count();
    n as f64 / (a.width() * a.height()) as f64
}

/// The share of the top `rows` rows of `img` in the lost link's red.
fn red_on_top(img: &RgbImage, rows: u32) -> f64 {
    let mut red = 0;
    for y in 0..rows {
        for x in 0..img.width() {
            let p = img.get_pixel(x, y).0;
            if p[0] > 110 && p[1] < 30 && p[2] < 30 {
                red += 1;
            }
        }
    }
    red as f64 / (rows * img.width()) as f64
}

#[test]
fn a_display_node_draws_the_leaders_final_pixel_for_pixel_and_says_when_the_link_is_lost() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let port = free_port();
    let dir = crate::fresh_dir("display-node-config");
    let config = dir.join("final-networked.toml");
    // With a sponsor's logo under the final: the node has no such file,
    // it draws the one its leader serves.
    let text = std::fs::read_to_string(root().join(FINAL))
        .unwrap()
        .replacen(
            "name = \"final\"\nlayout = \"final\"\n",
            "name = \"final\"\nlayout = \"final\"\nlogos = [\"logos/concello.png\"]\n",
            1,
        );
    assert!(text.contains("logos/concello.png"));
    std::fs::create_dir_all(dir.join("logos")).unwrap();
    std::fs::copy(
        root().join("assets/logos/concello.png"),
        dir.join("logos/concello.png"),
    )
    .unwrap();
    // Its teams file beside it: the node reads it from the leader too.
    std::fs::create_dir_all(dir.join("teams")).unwrap();
    std::fs::copy(
        root().join("configs/teams/megxadrez-finalists.toml"),
        dir.join("teams/megxadrez-finalists.toml"),
    )
    .unwrap();
    std::fs::write(
        &config,
        format!("{text}\n[network]\nlisten = \"127.0.0.1:{port}\"\noperator_token = \"the-operators-token\"\n"),
    )
    .unwrap();
    let config = config.to_str().unwrap().to_owned();
    let mut leader = Stage::start(&config, "display-leader");
    let leader_final = leader.window("final");
    leader.wait_stderr(&format!("servidor en http://127.0.0.1:{port}"));
    // The clocks run: the node's must show the leader's digits.
    for line in ["start", "move e4", "move c5"] {
        assert!(leader.say(line).starts_with('✓'), "{line}");
    }
    let url = format!("http://127.0.0.1:{port}");
    let mut node = Stage::follow(&leader, &url, "final");
    let node_final = node.window_besides("final", &[&leader_final]);
    node.wait_stderr(&format!("siguiendo a {url} (3 órdenes)"));
    // The same size as the leader's window, as on a projector of the same
    // resolution.
    let (_, _, w, h) = leader.geometry(&leader_final);
    node.xdotool(&["windowsize", &node_final, &w.to_string(), &h.to_string()]);
    // Where no window of the leader's is (they take the top row and the
    // bottom left): no other window covers what is captured.
    node.xdotool(&["windowmove", &node_final, "1280", "720"]);
    check_final_window(&node, &node_final, &["e4", "c5"], "display-node");
    same_pixels(
        &leader,
        &leader_final,
        &node,
        &node_final,
        "display-node-first",
    );
    // A move on the leader reaches the node.
    assert!(leader.say("move Cf3").starts_with('✓'));
    check_final_window(
        &node,
        &node_final,
        &["e4", "c5", "Nf3"],
        "display-node-move",
    );
    same_pixels(
        &leader,
        &leader_final,
        &node,
        &node_final,
        "display-node-move",
    );
    // A prepared message on the leader's screens shows on the node's too:
    // its banner over the final, then taken down.
    let plain = yellow_on_top(&node.capture(&node_final), h / 12);
    let said = leader.say("message silencio");
    assert!(
        said.contains("message banner for 60 Silencio, por favor"),
        "{said}"
    );
    let t = Instant::now();
    while yellow_on_top(&node.capture(&node_final), h / 12) < plain + 0.02 {
        assert!(
            t.elapsed() < PATIENCE,
            "no banner on the node:\n{}",
            node.stderr()
        );
        std::thread::sleep(Duration::from_millis(300));
    }
    same_pixels(
        &leader,
        &leader_final,
        &node,
        &node_final,
        "display-node-message",
    );
    assert!(leader.say("message clear").contains("message clear"));
    same_pixels(
        &leader,
        &leader_final,
        &node,
        &node_final,
        "display-node-message-gone",
    );
    // The leader stops: the node says so, on its terminal and its screen.
    let _ = leader.child.kill();
    let _ = leader.child.wait();
    node.wait_stderr("no se puede seguir al escenario en");
    let t = Instant::now();
    while red_on_top(&node.capture(&node_final), h / 40) < 0.9 {
        assert!(
            t.elapsed() < Duration::from_secs(30),
            "no lost-link banner on the node:\n{}",
            node.stderr()
        );
        std::thread::sleep(Duration::from_millis(500));
    }
    let _ = node
        .capture(&node_final)
        .save(std::env::temp_dir().join("megxadrez-display-node-lost.png"));
    // The leader comes back on its journal: the node follows again, the
    // banner gone, and shows what the leader shows.
    leader.relaunch(&config);
    let leader_final = leader.window("final");
    node.wait_stderr(&format!("conexión recuperada con {url}"));
    // Its clocks came back paused; the arbiter lets them run again.
    assert!(leader.say("resume").starts_with('✓'));
    assert!(red_on_top(&node.capture(&node_final), h / 40) < 0.1);
    check_final_window(
        &node,
        &node_final,
        &["e4", "c5", "Nf3"],
        "display-node-back",
    );
    same_pixels(
        &leader,
        &leader_final,
        &node,
        &node_final,
        "display-node-back",
    );
    assert!(!node.stderr().contains("panicked"), "{}", node.stderr());
    let _ = node.child.kill();
    let _ = node.child.wait();
}

#[test]
fn a_remote_tables_operator_plays_from_the_table_page_in_a_real_browser_with_real_keys() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    const TABLE: &str = "mesa-dos-pagina-2026";
    let (mut stage, addr) = networked_league(
        "table-page",
        &format!(
            "[network]\nlisten = \"127.0.0.1:0\"\n\n[[network.tables]]\nboards = [2]\ntoken = \"{TABLE}\"\n"
        ),
        "servidor en http://",
    );
    assert!(stage.say("event next").starts_with("✓ "));
    assert!(stage.say("event stage 1").starts_with("✓ "));
    // The table's operator opens the page in a browser on the same display.
    need("chromium");
    let profile = crate::fresh_dir("table-page-browser");
    let mut browser = Command::new("chromium")
        .args([
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--window-position=1300,700",
            "--window-size=900,880",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--app=http://{addr}/table?board=2"))
        .env("DISPLAY", &stage.display)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts");
    let title = |s: &Stage, id: &str| s.xdotool(&["getwindowname", id]).trim().to_owned();
    let t = Instant::now();
    let page = loop {
        let found = stage.xdotool(&["search", "--onlyvisible", "--name", "^Tablero 2"]);
        if let Some(id) = found.lines().next() {
            break id.trim().to_owned();
        }
        assert!(t.elapsed() < PATIENCE, "the table's page did not open");
        std::thread::sleep(Duration::from_millis(250));
    };
    stage.xdotool(&["windowfocus", "--sync", &page]);
    stage.xdotool(&["mousemove", "--window", &page, "450", "860"]);
    std::thread::sleep(Duration::from_secs(1));
    // Keys pressed as a person presses them, then the page's title once it
    // changed and says `expect`.
    let keys = |s: &Stage, keys: &[&[&str]], expect: &str| -> String {
        let before = title(s, &page);
        for k in keys {
            s.xdotool(k);
        }
        let t = Instant::now();
        loop {
            let now = title(s, &page);
            if now != before && now.contains(expect) {
                return now;
            }
            assert!(
                t.elapsed() < Duration::from_secs(30),
                "after {keys:?} the page says {now:?}, not {expect:?}"
            );
            std::thread::sleep(Duration::from_millis(200));
        }
    };
    // Typed as a person types: the token, Enter, then moves and commands.
    let typed = |s: &Stage, text: &str, expect: &str| -> String {
        keys(
            s,
            &[&["type", "--delay", "60", text], &["key", "Return"]],
            expect,
        )
    };
    stage.xdotool(&["type", "--delay", "60", TABLE]);
    stage.xdotool(&["key", "Return"]);
    assert_eq!(
        typed(&stage, "start", "✓"),
        "Tablero 2 — ✓ tablero 2: start"
    );
    assert_eq!(typed(&stage, "e4", "✓"), "Tablero 2 — ✓ tablero 2: move e4");
    // A move that is not legal: the stage's reason, and nothing journaled.
    let refused = typed(&stage, "e4", "✗");
    assert!(refused.contains("no es una jugada legal"), "{refused}");
    // Spanish letters, as at the stage's terminal, said back in them.
    assert_eq!(
        typed(&stage, "Cf6", "✓"),
        "Tablero 2 — ✓ tablero 2: move Cf6"
    );
    // A resignation asks first: nothing happens until the dialog's OK.
    stage.xdotool(&["type", "--delay", "60", "resign black"]);
    stage.xdotool(&["key", "Return"]);
    std::thread::sleep(Duration::from_secs(2));
    assert!(
        !stage.records().iter().any(|r| r.starts_with("resign")),
        "a resignation on one key, without confirmation"
    );
    assert!(typed(&stage, "", "✓").contains("resign black"));
    let board2: Vec<String> = stage
        .records()
        .into_iter()
        .filter(|r| r.starts_with("start") || r.starts_with("move") || r.starts_with("resign"))
        .collect();
    assert_eq!(board2, ["start", "move e4", "move Nf6", "resign black"]);
    let (_, body) = http(&addr, "GET", "/api/state", &[], b"");
    let state: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(state["boards"][1]["result"], "1-0", "{body}");
    assert_eq!(
        state["boards"][1]["moves"],
        serde_json::json!(["e4", "Nf6"])
    );
    // The table calls the arbiter with its key (F9): the page says so, the
    // stage journals it, the public address rings the `arbiter_call` cue
    // (the built-in "aviso") and logs why; a second press is refused.
    let pressed = |s: &Stage, expect: &str| keys(s, &[&["key", "F9"]], expect);
    assert_eq!(
        pressed(&stage, "✓"),
        "Tablero 2 — ✓ tablero 2: llamada al árbitro"
    );
    let again = pressed(&stage, "✗");
    assert!(again.contains("ya está llamando al árbitro"), "{again}");
    let journal = std::fs::read_to_string(stage.journal.join("session.journal")).unwrap();
    let calls: Vec<&str> = journal
        .lines()
        .filter(|l| l.contains(" arbiter at "))
        .collect();
    assert!(
        calls.len() == 1 && calls[0].ends_with(" call 2"),
        "{journal}"
    );
    let t = Instant::now();
    let state = loop {
        let (_, body) = http(&addr, "GET", "/api/state", &[], b"");
        let state: serde_json::Value = serde_json::from_str(&body).unwrap();
        let rang = state["public_address"]["log"].as_array().is_some_and(|l| {
            l.iter()
                .any(|x| x.to_string().contains("el tablero 2 llama al árbitro"))
        });
        if rang {
            break state;
        }
        assert!(t.elapsed() < PATIENCE, "no cue for the call: {body}");
        std::thread::sleep(Duration::from_millis(250));
    };
    assert_eq!(state["calls"][0]["board"], 2, "{state}");
    // A table may not call from another table's board, nor answer.
    let bearer = format!("Bearer {TABLE}");
    let table = [("Authorization", bearer.as_str())];
    let (got, _) = http(&addr, "POST", "/api/boards/1/call", &table, b"");
    assert_eq!(got, 403);
    let (got, _) = http(&addr, "POST", "/api/boards/2/answer", &table, b"");
    assert_eq!(got, 403);
    // The arbiter answers from the stage's terminal: the call is closed.
    assert!(stage.say("answer 2").starts_with("✓ "));
    let (_, body) = http(&addr, "GET", "/api/state", &[], b"");
    let state: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(state["calls"], serde_json::json!([]), "{body}");
    let _ = browser.kill();
    let _ = browser.wait();
}

/// Waits until `show N` on the stage's terminal holds every one of `wanted`.
fn shown_holds(stage: &mut Stage, board: BoardNo, wanted: &[&str]) -> String {
    let t = Instant::now();
    loop {
        let shown = stage.say(&format!("show {board}"));
        if wanted.iter().all(|w| shown.contains(w)) {
            return shown;
        }
        assert!(
            t.elapsed() < Duration::from_secs(30),
            "board {board} shows:\n{shown}\nnot {wanted:?}\n{}",
            stage.stderr()
        );
        std::thread::sleep(Duration::from_millis(300));
    }
}

#[test]
fn a_board_follows_a_pgn_file_a_relay_rewrites_with_its_clocks_corrections_and_result() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = crate::fresh_dir("pgn-feed-config");
    std::fs::create_dir_all(dir.join("teams")).unwrap();
    std::fs::copy(
        root().join("configs/teams/megxadrez-finalists.toml"),
        dir.join("teams/megxadrez-finalists.toml"),
    )
    .unwrap();
    let text = std::fs::read_to_string(root().join(FINAL)).unwrap();
    let config = dir.join("final-fed.toml");
    std::fs::write(
        &config,
        format!("{text}\n[[feeds]]\nboard = 2\nsource = \"relay/board2.pgn\"\nevery_s = 0.5\n"),
    )
    .unwrap();
    let relay = dir.join("relay/board2.pgn");
    let mut stage = Stage::start(config.to_str().unwrap(), "pgn-feed");
    stage.window("final");
    // No file yet: said once, in Spanish, with the path.
    stage.wait_stderr("tablero 2: ");
    assert!(
        stage.stderr().contains("relay/board2.pgn"),
        "{}",
        stage.stderr()
    );
    // The relay writes the game (as DGT LiveChess rewrites its file).
    let write = |body: &str| {
        std::fs::create_dir_all(relay.parent().unwrap()).unwrap();
        let tmp = relay.with_extension("tmp");
        std::fs::write(
            &tmp,
            format!("[Event \"Relay\"]\n[White \"A\"]\n[Black \"B\"]\n\n{body}\n"),
        )
        .unwrap();
        std::fs::rename(&tmp, &relay).unwrap();
    };
    write("1. e4 { [%clk 0:11:58] } 1... c5 { [%clk 0:09:41] } 2. Nc3 { [%clk 0:11:30] } *");
    // White's clock stands at its last %clk (Black's runs on from 9:41).
    let shown = shown_holds(
        &mut stage,
        BoardNo::at(1),
        &["  3 . . N . . . . .", "11:30"],
    );
    assert!(shown.contains("> Negras    9:"), "{shown}");
    // The relay corrects 2. Nc3 to 2. Nf3 and goes on.
    write("1. e4 c5 2. Nf3 Nc6 *");
    shown_holds(
        &mut stage,
        BoardNo::at(1),
        &["  3 . . . . . N . .", "  6 . . n . . . . ."],
    );
    // The result.
    write("1. e4 c5 2. Nf3 Nc6 1/2-1/2");
    shown_holds(&mut stage, BoardNo::at(1), &["1/2-1/2"]);
    let moves: Vec<String> = stage
        .records()
        .into_iter()
        .filter(|r| r.starts_with("move") || r == "undo" || r.starts_with("start"))
        .collect();
    assert_eq!(
        moves,
        [
            "start", "move e4", "move c5", "move Nc3", "undo", "move Nf3", "move Nc6"
        ]
    );
    // A game the source garbles is said, and the board stays as it was.
    write("1. e4 c5 2. Nf3 Nc6 3. Ke5 *");
    stage.wait_stderr("la jugada 5 (Ke5) no es legal");
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}

/// The status line and headers of `GET path` asked of `host`.
fn http_headers(addr: &str, path: &str, host: &str) -> String {
    use std::io::Read;
    let mut s = std::net::TcpStream::connect(addr).expect("the server accepts");
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut raw = Vec::new();
    let _ = s.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).into_owned();
    text.split_once("\r\n\r\n")
        .map_or(text.as_str(), |(h, _)| h)
        .to_lowercase()
}

#[test]
fn the_stage_keeps_its_journal_and_its_operator_against_hostile_clients_and_a_second_start() {
    // Each of these was reproduced on the real binary: a newline in a
    // remote command made the journal unreadable at the next start, a
    // reason wrote into the PGN, a second stage wrote the same journal,
    // five wrong tokens locked the operator out, OSC needed no token
    // beyond loopback, a Latin-1 line killed the terminal.
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    const OPERATOR: &str = "operador-hostil-2026";
    const TABLE: &str = "mesa-dos-hostil-2026";
    const ANNOUNCER: &str = "locutor-hostil-2026";
    let name = "hostile";
    let (mut stage, addr) = networked_league(
        name,
        &format!(
            "[network]\nlisten = \"127.0.0.1:0\"\noperator_token = \"{OPERATOR}\"\n\
             announcer_token = \"{ANNOUNCER}\"\nosc = \"0.0.0.0:0\"\n\n\
             [[network.tables]]\nboards = [2]\ntoken = \"{TABLE}\"\n"
        ),
        "servidor en http://",
    );
    let config = std::env::temp_dir()
        .join(format!("megxadrez-{name}-config-{}", std::process::id()))
        .join(format!("{name}.toml"));
    assert!(stage.say("event next").starts_with("✓ "));
    assert!(stage.say("event stage 1").starts_with("✓ "));
    let operator = format!("Bearer {OPERATOR}");
    let operator = [("Authorization", operator.as_str())];
    let table = format!("Bearer {TABLE}");
    let table = [("Authorization", table.as_str())];
    let post = |board: u32, who: &[(&str, &str)], body: &str| {
        http(
            &addr,
            "POST",
            &format!("/api/boards/{board}/command"),
            who,
            body.as_bytes(),
        )
    };
    assert_eq!(post(1, &operator, "start").0, 200);
    let records = stage.records().len();

    // A line break in a command: refused, nothing journaled.
    let (got, body) = post(1, &operator, "arbiter 1-0 line one\nline two");
    assert_eq!(got, 422, "{body}");
    assert!(body.contains("salto de línea"), "{body}");
    // A board in the command that is not the address's.
    let (got, body) = post(2, &operator, "board 1 start");
    assert_eq!(got, 400, "{body}");
    assert!(
        body.contains("board 1") && body.contains("tablero 2"),
        "{body}"
    );
    assert_eq!(stage.records().len(), records, "nothing was journaled");

    // A reason that tries to close its PGN comment and write a result.
    let (got, body) = post(
        1,
        &operator,
        "arbiter 1/2-1/2 acuerdo} 1-0 {[Result \"1-0\"]",
    );
    assert_eq!(got, 200, "{body}");
    let t = Instant::now();
    let pgn = loop {
        let pgn = std::fs::read_to_string(stage.journal.join("live.pgn")).unwrap_or_default();
        if pgn.contains("acuerdo") || t.elapsed() > Duration::from_secs(30) {
            break pgn;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    let game = pgn
        .split("\n[Event ")
        .find(|g| g.contains("acuerdo"))
        .unwrap_or_else(|| panic!("{pgn}"));
    assert!(game.contains("[Result \"1/2-1/2\"]"), "{game}");
    assert!(
        !game.contains("} 1-0") && !game.contains("\n[Result \"1-0\"]"),
        "{game}"
    );
    let movetext = game.split("\n\n").nth(1).unwrap_or_default();
    assert_eq!(
        movetext.matches('{').count(),
        movetext.matches('}').count(),
        "{movetext}"
    );

    // Wrong tokens until the brake: the right ones still get in.
    let wrong = [("Authorization", "Bearer adivinando-el-token")];
    for _ in 0..5 {
        assert_eq!(post(2, &wrong, "start").0, 401);
    }
    assert_eq!(post(2, &wrong, "start").0, 429);
    let (got, body) = post(2, &operator, "start");
    assert_eq!(got, 200, "the operator during a lockout: {body}");
    let (got, body) = post(2, &table, "move e4");
    assert_eq!(got, 200, "a table during a lockout: {body}");

    // A person who types the address finds the pages; the table page
    // cannot be framed by another site.
    let (got, index) = http(&addr, "GET", "/", &[], b"");
    assert_eq!(got, 200, "{index}");
    assert!(
        index.contains("/screen/mesas") && index.contains("/table") && index.contains("/live.pgn"),
        "{index}"
    );
    let headers = http_headers(&addr, "/table", &addr);
    assert!(headers.contains("x-frame-options: deny"), "{headers}");
    assert!(headers.contains("frame-ancestors 'none'"), "{headers}");
    // Listening on this computer only: a page elsewhere that points a
    // name of its own here (DNS rebinding) is not answered.
    let rebound = http_headers(&addr, "/api/state", "megxadrez.example:80");
    assert!(rebound.starts_with("http/1.1 421"), "{rebound}");

    // OSC beyond loopback: without the announcer's token, ignored; with
    // it as the last argument, the cue plays.
    let port = stage
        .stderr()
        .split("OSC en udp://0.0.0.0:")
        .nth(1)
        .and_then(|r| r.split_whitespace().next())
        .unwrap_or_else(|| panic!("{}", stage.stderr()))
        .to_owned();
    let socket = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
    let send = |args: Vec<rosc::OscType>| {
        let packet = rosc::OscPacket::Message(rosc::OscMessage {
            addr: "/megxadrez/cue".into(),
            args,
        });
        socket
            .send_to(
                &rosc::encoder::encode(&packet).unwrap(),
                format!("127.0.0.1:{port}"),
            )
            .unwrap();
    };
    send(vec![rosc::OscType::String("inicio".into())]);
    stage.wait_stderr("ignorado un mensaje de 127.0.0.1 sin la clave del locutor");
    assert!(
        !stage.stderr().contains("— OSC") && !stage.stderr().contains("(OSC)"),
        "{}",
        stage.stderr()
    );
    send(vec![
        rosc::OscType::String("inicio".into()),
        rosc::OscType::String(ANNOUNCER.into()),
    ]);
    // Played, or held by the guard against playing a cue twice (the
    // start signal sounded a moment ago): either way, taken from OSC.
    let t = Instant::now();
    while !(stage.stderr().contains("— OSC") || stage.stderr().contains("(OSC)")) {
        assert!(
            t.elapsed() < Duration::from_secs(60),
            "the cue with the token was not taken:\n{}",
            stage.stderr()
        );
        std::thread::sleep(Duration::from_millis(200));
    }

    // A line that is not UTF-8 on the stage's terminal is answered, and
    // the next command still gets its verdict.
    {
        let stdin = stage.stdin.as_mut().unwrap();
        stdin.write_all(b"absent white Marti\xf1o\n").unwrap();
        stdin.flush().unwrap();
    }
    let answer = stage
        .stdout
        .recv_timeout(Duration::from_secs(60))
        .expect("an answer");
    assert!(answer.contains("UTF-8"), "{answer}");
    assert!(stage.say("move e5").starts_with("✗ "), "board 1 is over");

    // A second stage on the same journal folder (a double-click) is
    // refused, naming the first; the first goes on.
    let records = stage.records();
    let (mut second, _, _, second_err) = Stage::spawn(
        &Stage::stage_args(config.to_str().unwrap(), &stage.journal),
        &stage.display,
        &[],
    );
    let t = Instant::now();
    let status = loop {
        if let Some(status) = second.try_wait().unwrap() {
            break status;
        }
        assert!(t.elapsed() < PATIENCE, "the second stage did not stop");
        std::thread::sleep(Duration::from_millis(200));
    };
    std::thread::sleep(Duration::from_millis(300));
    let said = second_err.lock().unwrap().clone();
    assert!(!status.success(), "{said}");
    assert!(
        said.contains("otro proceso") && said.contains(&stage.child.id().to_string()),
        "{said}"
    );
    assert_eq!(stage.records(), records, "the second stage wrote nothing");
    let (got, body) = post(2, &table, "move e5");
    assert_eq!(got, 200, "the first stage goes on: {body}");

    // A crash and a restart: the journal reads, every record kept.
    let records = stage.records();
    stage.relaunch(config.to_str().unwrap());
    stage.window("mesas");
    stage.wait_stderr("servidor en http://");
    assert_eq!(stage.records()[..records.len()], records[..]);
    let log = stage.stderr();
    assert!(
        !log.contains("dañado") && !log.contains("panicked"),
        "{log}"
    );
}

/// `curl ARGS` (a real HTTPS client): its exit code, what it wrote and
/// what it said.
fn curl(args: &[&str]) -> (i32, String, String) {
    need("curl");
    let out = Command::new("curl")
        .args(["-sS", "--max-time", "20"])
        .args(args)
        .output()
        .expect("curl runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_stage_with_a_certificate_speaks_only_https_and_a_display_node_follows_it_trusting_it() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    const OPERATOR: &str = "operador-https-2026";
    let tls = root().join("tests/data/tls");
    let (certificate, key, other) = (
        tls.join("stage.crt"),
        tls.join("stage.key"),
        tls.join("other.crt"),
    );
    let (mut stage, addr) = networked_league(
        "https",
        &format!(
            "[network]\nlisten = \"127.0.0.1:0\"\noperator_token = \"{OPERATOR}\"\n\
             tls_certificate = {:?}\ntls_key = {:?}\n",
            certificate.display().to_string(),
            key.display().to_string()
        ),
        "servidor en https://",
    );
    let url = format!("https://{addr}");
    let cacert = certificate.to_str().unwrap();
    // The state over HTTPS, trusting the stage's certificate.
    let (code, body, said) = curl(&["--cacert", cacert, &format!("{url}/api/state")]);
    assert_eq!(code, 0, "{said}");
    let state: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(state["event"], "Liga infantil — seis equipos");
    // The operator's command goes encrypted and is applied.
    assert!(stage.say("event next").starts_with("✓ "));
    assert!(stage.say("event stage 1").starts_with("✓ "));
    let bearer = format!("Authorization: Bearer {OPERATOR}");
    for (command, status) in [("start", "200"), ("move e4", "200"), ("move e4", "422")] {
        let (code, answered, said) = curl(&[
            "--cacert",
            cacert,
            "-o",
            "/dev/null",
            "-w",
            "%{http_code}",
            "-H",
            &bearer,
            "--data-binary",
            command,
            &format!("{url}/api/boards/1/command"),
        ]);
        assert_eq!((code, said.as_str()), (0, ""), "{command}");
        assert_eq!(answered, status, "{command}");
    }
    let (_, body, _) = curl(&["--cacert", cacert, &format!("{url}/api/state")]);
    assert!(
        body.contains("\"e4\""),
        "the move reached the stage: {body}"
    );
    // A certificate that is not the stage's is refused by the client (no
    // one in between can pretend to be the stage), and plain HTTP on the
    // port gets no answer at all: nothing goes in clear.
    let (code, _, said) = curl(&[
        "--cacert",
        other.to_str().unwrap(),
        &format!("{url}/api/state"),
    ]);
    assert_eq!(
        code, 60,
        "curl's 'peer certificate cannot be authenticated': {said}"
    );
    let (status, text) = http(&addr, "GET", "/api/state", &[], b"");
    assert_ne!(status, 200, "plain HTTP answered: {text}");
    assert!(!text.contains("Liga infantil"), "{text}");
    // The stage goes on serving HTTPS after both.
    let (code, _, said) = curl(&["--cacert", cacert, &format!("{url}/")]);
    assert_eq!(code, 0, "{said}");
    // A display node that does not trust the certificate says how to; one
    // given it with --trust follows the stage.
    let refused = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["display", "--follow", &url, "--screen", "mesas"])
        .env("DISPLAY", &stage.display)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success(), "{said}");
    assert!(
        said.contains("no es de fiar") && said.contains("--trust FICHERO"),
        "{said}"
    );
    let args = [
        "display", "--follow", &url, "--screen", "mesas", "--trust", cacert,
    ]
    .map(Into::into);
    let (child, stdin, stdout, stderr) = Stage::spawn(&args, &stage.display, &[]);
    let node = Stage {
        child,
        stdin,
        stdout,
        stderr,
        journal: stage.journal.clone(),
        display: stage.display.clone(),
        _x: None,
    };
    node.wait_stderr(&format!("siguiendo a {url}"));
    assert!(!node.stderr().contains("panicked"), "{}", node.stderr());
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}

/// The share of the top `rows` rows of `img` in the hall banner's yellow.
fn yellow_on_top(img: &RgbImage, rows: u32) -> f64 {
    let mut yellow = 0;
    for y in 0..rows.min(img.height()) {
        for x in 0..img.width() {
            let p = img.get_pixel(x, y).0;
            if p[0] > 200 && p[1] > 160 && p[2] < 140 {
                yellow += 1;
            }
        }
    }
    yellow as f64 / (rows * img.width()) as f64
}

/// `/api/state`'s messages: their texts.
fn messages_up(server: &str) -> Vec<String> {
    // The state is served once the stage published it (its first frame).
    let t = Instant::now();
    let (status, body) = loop {
        let (status, body) = http(server, "GET", "/api/state", &[], b"");
        if !body.is_empty() || t.elapsed() > Duration::from_secs(30) {
            break (status, body);
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    assert_eq!(status, 200, "{body}");
    let state: serde_json::Value =
        serde_json::from_str(&body).unwrap_or_else(|e| panic!("{e}: {server} {body:?}"));
    state["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn a_message_from_the_panel_terminal_http_and_osc_shows_survives_a_kill_and_goes_when_its_time_is_up()
 {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    const ANNOUNCER: &str = "locutor-mensajes-2026";
    const TABLE: &str = "mesa-mensajes-2026";
    let (mut stage, osc) = networked_league(
        "hall",
        &format!(
            "[network]\nlisten = \"127.0.0.1:0\"\nosc = \"127.0.0.1:0\"\nannouncer_token = \"{ANNOUNCER}\"\n\n\
             [[network.tables]]\nboards = [1]\ntoken = \"{TABLE}\"\n\n\
             [[cues]]\nname = \"trofeos\"\nsynth = \"chime\"\nmessage = \"trofeos\"\n\n\
             [[messages]]\nname = \"trofeos\"\nplacement = \"full\"\nscreens = [\"tabla\"]\n\
             text = {{ es = \"Entrega de trofeos\", en = \"Trophies\" }}\n\n\
             [[messages]]\nname = \"pausa\"\nscreens = [\"ronda\"]\nseconds = 600\nkey = \"Alt+B\"\n\
             text = \"Pausa de cinco minutos\"\n"
        ),
        "OSC en udp://",
    );
    let server = stage.said_after("servidor en http://");
    let final_window = stage.window("final");
    // The banner's band: the top 8 % of the window, whatever size the
    // laptop's tiling gave it.
    let banner_rows = |img: &RgbImage| yellow_on_top(img, (img.height() * 8 / 100).max(20));
    let before = banner_rows(&stage.capture(&final_window));
    let banner_shows = |stage: &Stage, what: &str| {
        let t = Instant::now();
        while banner_rows(&stage.capture(&final_window)) < before + 0.02 {
            assert!(
                t.elapsed() < PATIENCE,
                "no banner on the final's pixels: {what}"
            );
            std::thread::sleep(Duration::from_millis(300));
        }
    };
    // From the operator window, with real keys: Ctrl+M, the text, Enter.
    let operator = stage.window("operador");
    stage.xdotool(&["windowfocus", "--sync", &operator]);
    stage.xdotool(&["mousemove", "--window", &operator, "20", "20"]);
    std::thread::sleep(Duration::from_secs(2));
    // Ctrl held over several frames (as Alt below): on a loaded software
    // renderer a chord pressed and released within one frame reaches egui
    // without it.
    stage.xdotool(&["keydown", "ctrl"]);
    std::thread::sleep(Duration::from_millis(700));
    stage.xdotool(&["key", "m"]);
    std::thread::sleep(Duration::from_millis(700));
    stage.xdotool(&["keyup", "ctrl"]);
    // The field takes the focus in the frame after Ctrl+M: on this
    // software renderer a frame may take a good part of a second.
    std::thread::sleep(Duration::from_millis(800));
    stage.xdotool(&["type", "--delay", "80", "Bienvenidos al campeonato"]);
    stage.xdotool(&["key", "Return"]);
    stage.wait_stderr("mensaje: message banner Bienvenidos al campeonato");
    banner_shows(&stage, "from the panel");
    assert_eq!(messages_up(&server), ["Bienvenidos al campeonato"]);
    // From the stage's terminal: a banner on the final, over the panel's
    // there.
    let said = stage.say("message banner on final Silencio, por favor: empieza la final");
    assert!(
        said.contains("mensaje: message banner on final Silencio"),
        "{said}"
    );
    banner_shows(&stage, "from the terminal");
    assert_eq!(
        messages_up(&server),
        [
            "Bienvenidos al campeonato",
            "Silencio, por favor: empieza la final"
        ]
    );
    // By HTTP with the announcer's token; refused without it, and with a
    // table's.
    let announcer = format!("Bearer {ANNOUNCER}");
    let table = format!("Bearer {TABLE}");
    let post = |who: Option<&str>, body: &str| {
        let headers: Vec<(&str, &str)> =
            who.map(|w| vec![("Authorization", w)]).unwrap_or_default();
        http(&server, "POST", "/api/message", &headers, body.as_bytes())
    };
    assert_eq!(post(None, "full on cuadro Entrega de premios").0, 401);
    let (status, body) = post(Some(&table), "full on cuadro Entrega de premios");
    assert_eq!(status, 403, "{body}");
    let (status, body) = post(Some(&announcer), "full on cuadrp Entrega de premios");
    assert_eq!(status, 422, "{body}");
    assert!(body.contains("no hay ninguna pantalla «cuadrp»"), "{body}");
    let (status, body) = post(
        Some(&announcer),
        "full on cuadro Entrega de premios en el escenario",
    );
    assert_eq!(status, 200, "{body}");
    // By OSC: a banner for 3 seconds on the tables' screen.
    let socket = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
    let packet = rosc::OscPacket::Message(rosc::OscMessage {
        addr: "/megxadrez/message".into(),
        args: vec![rosc::OscType::String(
            "banner for 3 on mesas Descanso de 3 segundos".into(),
        )],
    });
    socket
        .send_to(&rosc::encoder::encode(&packet).unwrap(), &osc)
        .unwrap();
    stage.wait_stderr("OSC: ✓ mensaje: message banner for 3 on mesas");
    let up = messages_up(&server);
    assert_eq!(up.len(), 4, "{up:?}");
    // Its 3 seconds: gone from /api/state by itself.
    let t = Instant::now();
    while messages_up(&server).len() == 4 {
        assert!(
            t.elapsed() < Duration::from_secs(30),
            "the 3-second banner stayed"
        );
        std::thread::sleep(Duration::from_millis(300));
    }
    // A prepared message by its key in the operator window, and one a cue
    // carries, fired by OSC: both put up as the config writes them.
    stage.xdotool(&["windowfocus", "--sync", &operator]);
    stage.xdotool(&["mousemove", "--window", &operator, "20", "20"]);
    std::thread::sleep(Duration::from_secs(2));
    // Alt held over several frames: on a loaded software renderer a key
    // pressed and released within one frame reaches egui without it.
    stage.xdotool(&["keydown", "alt"]);
    std::thread::sleep(Duration::from_millis(700));
    stage.xdotool(&["key", "b"]);
    std::thread::sleep(Duration::from_millis(700));
    stage.xdotool(&["keyup", "alt"]);
    stage.wait_stderr("mensaje: message banner for 600 on ronda Pausa de cinco minutos");
    let packet = rosc::OscPacket::Message(rosc::OscMessage {
        addr: "/megxadrez/cue".into(),
        args: vec![rosc::OscType::String("trofeos".into())],
    });
    socket
        .send_to(&rosc::encoder::encode(&packet).unwrap(), &osc)
        .unwrap();
    stage.wait_stderr("mensaje: message full on tabla Entrega de trofeos");
    assert_eq!(messages_up(&server).len(), 5);
    // The web mirror shows them too: the final's banner, the table's
    // full-screen message.
    let page = |screen: &str| {
        chromium(
            &format!("http://{server}/screen/{screen}"),
            &["--window-size=1280,720", "--dump-dom"],
        )
    };
    let dom = page("final");
    assert!(
        dom.contains("<div id=\"banner\">Silencio, por favor: empieza la final</div>"),
        "{dom}"
    );
    assert!(dom.contains("<div id=\"full\" hidden=\"\">"), "{dom}");
    let dom = page("tabla");
    assert!(
        dom.contains("<div id=\"full\">Entrega de trofeos</div>")
            && dom.contains("<div id=\"banner\">Bienvenidos al campeonato</div>"),
        "{dom}"
    );
    // Killed and started again on its journal: the messages come back.
    let config = std::env::temp_dir()
        .join(format!("megxadrez-hall-config-{}", std::process::id()))
        .join("hall.toml");
    stage.relaunch(config.to_str().unwrap());
    stage.wait_stderr("servidor en http://");
    // A fresh terminal after the relaunch: its own address.
    let server = stage.said_after("servidor en http://");
    let mut up = messages_up(&server);
    up.sort();
    assert_eq!(
        up,
        [
            "Bienvenidos al campeonato",
            "Entrega de premios en el escenario",
            "Entrega de trofeos",
            "Pausa de cinco minutos",
            "Silencio, por favor: empieza la final"
        ]
    );
    let final_window = stage.window("final");
    let t = Instant::now();
    while banner_rows(&stage.capture(&final_window)) < before + 0.02 {
        assert!(
            t.elapsed() < PATIENCE,
            "no banner on the final after the restart"
        );
        std::thread::sleep(Duration::from_millis(300));
    }
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}
