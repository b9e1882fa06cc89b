//! An X server of our own for the windowed tests and the benches that run
//! the stage in real windows: Xvfb on a display number it picks itself,
//! ended when dropped. Included with `#[path]` (tests and benches are
//! separate crates).

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// An X server of our own, killed when dropped.
pub struct Xvfb {
    child: Child,
    /// Its display, as `DISPLAY` takes it (`:N`).
    pub display: String,
}

impl Xvfb {
    /// Starts Xvfb on a display number it picks itself (`-displayfd`: it
    /// skips numbers whose lock or socket, file or abstract, is taken) and
    /// waits until it says it accepts connections.
    pub fn start(size: &str) -> Result<Xvfb, String> {
        let mut said = String::new();
        for _ in 0..3 {
            let log = std::env::temp_dir().join(format!(
                "megxadrez-xvfb-{}-{:?}.log",
                std::process::id(),
                std::thread::current().id()
            ));
            let mut child = Command::new("Xvfb")
                .args([
                    "-displayfd",
                    "1",
                    // A stage killed as a crash is, then started again at
                    // once, must not meet a server resetting itself after
                    // its last client left.
                    "-noreset",
                    "-screen",
                    "0",
                    size,
                    "-nolisten",
                    "tcp",
                ])
                .stdout(Stdio::piped())
                .stderr(std::fs::File::create(&log).map_err(|e| e.to_string())?)
                .spawn()
                .map_err(|e| format!("Xvfb: {e} (scripts/setup.sh installs it)"))?;
            let stdout = child.stdout.take().expect("Xvfb's stdout");
            let (tx, rx) = std::sync::mpsc::channel();
            std::thread::spawn(move || {
                let mut line = String::new();
                let _ = BufReader::new(stdout).read_line(&mut line);
                let _ = tx.send(line);
            });
            match rx.recv_timeout(Duration::from_secs(30)) {
                Ok(line) if line.trim().parse::<u32>().is_ok() => {
                    let _ = std::fs::remove_file(&log);
                    return Ok(Xvfb {
                        child,
                        display: format!(":{}", line.trim()),
                    });
                }
                _ => {
                    let _ = child.kill();
                    let _ = child.wait();
                    said = std::fs::read_to_string(&log).unwrap_or_default();
                    let _ = std::fs::remove_file(&log);
                }
            }
        }
        Err(format!(
            "Xvfb did not start in three tries; it said:\n{said}"
        ))
    }
}

impl Drop for Xvfb {
    /// Ends Xvfb with SIGTERM so that it removes its lock and socket, and
    /// kills it if it has not gone within 5 seconds.
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .arg(self.child.id().to_string())
            .status();
        let t = Instant::now();
        while t.elapsed() < Duration::from_secs(5) {
            if self.child.try_wait().ok().flatten().is_some() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
