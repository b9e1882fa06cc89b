//! One table of every benchmark's figures against its target, for the
//! README: the figures the benchmarks wrote (`target/bench-figures/*.tsv`)
//! and criterion's medians (`target/criterion/*/new/estimates.json`).
//! `scripts/bench.sh` runs every benchmark, then this.
//!
//! `cargo bench --bench table`

#[path = "support/figures.rs"]
mod figures;

use std::path::Path;

/// Criterion benchmarks: their folder under `target/criterion`, what they
/// measure, and the target.
const CRITERION: [(&str, &str, &str); 7] = [
    (
        "apply one move command (SAN, 15+5 clock)",
        "core: one move command applied (SAN, validation, clock, record)",
        "< 5 µs",
    ),
    (
        "replay a 200-ply game from its commands",
        "core: a 200-ply game replayed from its commands",
        "< 1 ms",
    ),
    (
        "bughouse_ a typed capture through the session",
        "core: a bughouse capture typed, passed to the partner's board",
        "< 5 µs",
    ),
    (
        "trf parse 500 players x 9 rounds",
        "event: a 500-player, 9-round report file parsed",
        "< 50 ms",
    ),
    (
        "standings 500 players x 9 rounds, 12 tie-breaks",
        "event: standings of 500 players with 12 tie-breaks",
        "< 100 ms",
    ),
    (
        "dutch_ round 9 of 120 players",
        "event: Swiss pairing (FIDE Dutch), round 9 of 120 players",
        "< 1 s",
    ),
    (
        "dutch_ round 9 of 500 players",
        "event: Swiss pairing (FIDE Dutch), round 9 of 500 players",
        "< 1 s",
    ),
];

/// The order of the table's sections.
const BENCHES: [&str; 6] = ["criterion", "journal", "audio", "stage", "network", "soak"];

fn criterion_median_ms(dir: &Path) -> Option<f64> {
    let text = std::fs::read_to_string(dir.join("new/estimates.json")).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    Some(json["median"]["point_estimate"].as_f64()? / 1e6)
}

fn main() {
    let figures_dir = figures::folder();
    let criterion = figures_dir.with_file_name("criterion");
    let mut rows: Vec<(String, String, String)> = Vec::new();
    for bench in BENCHES {
        if bench == "criterion" {
            for (folder, what, target) in CRITERION {
                let value = criterion_median_ms(&criterion.join(folder))
                    .map(|ms| format!("{} (median)", figures::ms(ms)))
                    .unwrap_or_else(|| "not run".into());
                rows.push((what.into(), value, target.into()));
            }
            continue;
        }
        match std::fs::read_to_string(figures_dir.join(format!("{bench}.tsv"))) {
            Ok(text) => rows.extend(text.lines().filter_map(|line| {
                let mut cols = line.split('\t');
                Some((
                    cols.next()?.to_owned(),
                    cols.next()?.to_owned(),
                    cols.next().unwrap_or("").to_owned(),
                ))
            })),
            Err(_) => rows.push((format!("{bench}: not run"), String::new(), String::new())),
        }
    }
    let machine = machine();
    println!("Benchmarks on {machine}\n");
    println!("| what | figure | target |\n|---|---|---|");
    for (what, value, target) in rows {
        println!(
            "| {what} | {value} | {} |",
            if target.is_empty() { "—" } else { &target }
        );
    }
}

/// The machine, as /proc tells it: CPU model, cores, memory.
fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = cpu
        .lines()
        .find_map(|l| {
            l.strip_prefix("model name")
                .map(|m| m.trim_start_matches([' ', '\t', ':']).to_owned())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = cpu.lines().filter(|l| l.starts_with("processor")).count();
    let mem = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|m| {
            m.lines()
                .find_map(|l| l.strip_prefix("MemTotal:"))
                .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok())
        })
        .map_or(String::new(), |kib| {
            format!(", {:.0} GiB", kib / 1024.0 / 1024.0)
        });
    format!("{model}, {cores} cores{mem}")
}
