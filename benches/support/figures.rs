#![allow(dead_code)]
//! Each benchmark's headline figures, written where `scripts/bench.sh`
//! gathers them into one table: `target/bench-figures/BENCH.tsv`, one line
//! a figure: what, the figure, the target (empty when there is none).

use std::path::PathBuf;

/// One line of the table.
pub struct Figure {
    pub what: String,
    pub value: String,
    pub target: String,
}

impl Figure {
    pub fn new(
        what: impl Into<String>,
        value: impl Into<String>,
        target: impl Into<String>,
    ) -> Figure {
        Figure {
            what: what.into(),
            value: value.into(),
            target: target.into(),
        }
    }
}

/// The folder of the figures files.
pub fn folder() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target"));
    target.join("bench-figures")
}

/// Replaces `bench`'s figures with `figures`.
pub fn write(bench: &str, figures: &[Figure]) {
    let dir = folder();
    let text: String = figures
        .iter()
        .map(|f| {
            format!(
                "{}\t{}\t{}\n",
                clean(&f.what),
                clean(&f.value),
                clean(&f.target)
            )
        })
        .collect();
    let path = dir.join(format!("{bench}.tsv"));
    if let Err(e) = std::fs::create_dir_all(&dir).and_then(|_| std::fs::write(&path, text)) {
        eprintln!("{}: {e}", path.display());
    }
}

fn clean(s: &str) -> String {
    s.replace(['\t', '\n'], " ")
}

/// Milliseconds as the table shows them.
pub fn ms(value: f64) -> String {
    if value < 0.001 {
        format!("{:.0} ns", value * 1e6)
    } else if value < 0.01 {
        format!("{:.2} µs", value * 1e3)
    } else if value < 1.0 {
        format!("{:.0} µs", value * 1e3)
    } else if value < 100.0 {
        format!("{value:.2} ms")
    } else {
        format!("{value:.0} ms")
    }
}

static NOTED: std::sync::Mutex<Vec<Figure>> = std::sync::Mutex::new(Vec::new());

/// Notes a figure for [`flush`].
pub fn note(what: impl Into<String>, value: impl Into<String>, target: impl Into<String>) {
    if let Ok(mut n) = NOTED.lock() {
        n.push(Figure::new(what, value, target));
    }
}

/// Writes the figures noted so far as `bench`'s.
pub fn flush(bench: &str) {
    let noted = NOTED
        .lock()
        .map(|mut n| std::mem::take(&mut *n))
        .unwrap_or_default();
    write(bench, &noted);
}
