//! Endurance: a whole event day on an accelerated clock (see `day.rs`),
//! sampled every simulated 10 minutes into `soak.csv` and `soak.png`, with
//! the day's verdicts against their targets at the end.
//!
//! `cargo bench --bench soak [-- --hours H] [--step-ms MS] [--seed S]
//! [--size WxH] [--out DIR]` (defaults: 8 hours, a frame every 2 s of the
//! day, 1280x720 screens, `target/soak`). Not a CI test: a full day takes
//! tens of minutes on a machine without a GPU. With `SOAK_SIZES=1` in the
//! environment each sample also lists the font sizes that have glyph atlases
//! (each is kept all day: a list that keeps growing is a leak).

#[path = "../support/figures.rs"]
mod figures;

mod day;
mod plot;

use std::io::Write;
use std::path::PathBuf;

use day::{Options, Outcome, Sample};
use figures::Figure;

fn main() {
    let mut options = Options::day(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/soak"));
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().unwrap_or_default();
        match arg.as_str() {
            "--hours" => options.hours = value().parse().expect("--hours H"),
            "--step-ms" => options.step_ms = value().parse().expect("--step-ms MS"),
            "--seed" => options.seed = value().parse().expect("--seed S"),
            "--out" => options.dir = PathBuf::from(value()),
            "--size" => {
                let v = value();
                let (w, h) = v.split_once('x').expect("--size WxH");
                options.width = w.parse().expect("--size WxH");
                options.height = h.parse().expect("--size WxH");
            }
            // cargo bench passes --bench.
            _ => {}
        }
    }
    let adapter = megxadrez::app::probe_adapter().unwrap_or_else(|e| {
        eprintln!("soak: {}", e.text(megxadrez::core::config::Language::En));
        std::process::exit(2);
    });
    println!(
        "soak: {} simulated hours, a frame every {} ms of the day, 4 screens of {}x{}, {adapter}",
        options.hours, options.step_ms, options.width, options.height
    );
    let header: Vec<&str> = columns(&Sample::default()).iter().map(|c| c.0).collect();
    println!("{}", aligned(&header));
    let outcome = day::run(&options, |s: &Sample| {
        let values: Vec<String> = columns(s).into_iter().map(|c| c.1).collect();
        println!("{}", aligned(&values));
        let _ = std::io::stdout().flush();
    })
    .unwrap_or_else(|e| {
        eprintln!("soak: {e}");
        std::process::exit(2);
    });
    let csv = options.dir.join("soak.csv");
    write_csv(&outcome.samples, &csv);
    let commands = options.dir.join("commands.csv");
    let mut text = String::from("sim_ms,latency_ms,sent_in_frame,frame_ms\n");
    for c in &outcome.timings {
        text += &format!(
            "{},{:.3},{},{:.2}\n",
            c.sim_ms, c.latency_ms, c.sent_in_frame, c.frame_ms
        );
    }
    if let Err(e) = std::fs::write(&commands, text) {
        eprintln!("soak: {}: {e}", commands.display());
    }
    let png = options.dir.join("soak.png");
    let title = format!(
        "MegXadrez Stage — jornada simulada de {} h ({} rondas, {} partidas, 17 tableros)",
        options.hours, outcome.rounds, outcome.games
    );
    if let Err(e) = plot::write(&outcome.samples, &title, &png) {
        eprintln!("soak: plot: {e}");
    }
    let ok = summary(&options, &outcome);
    println!("samples: {}; plot: {}", csv.display(), png.display());
    if !ok {
        std::process::exit(1);
    }
}

/// A sample's columns, for the terminal and the CSV: name, value.
fn columns(s: &Sample) -> Vec<(&'static str, String)> {
    vec![
        ("minute", s.minute.to_string()),
        ("round", s.round.to_string()),
        ("games_ended", s.games_ended.to_string()),
        ("rss_mib", format!("{:.1}", s.rss_mib)),
        ("journal_kib", format!("{:.1}", s.journal_kib)),
        ("frames", s.frames.to_string()),
        ("frame_median_ms", format!("{:.2}", s.frame_median_ms)),
        ("frame_p95_ms", format!("{:.2}", s.frame_p95_ms)),
        ("commands", s.commands.to_string()),
        ("command_median_ms", format!("{:.3}", s.command_median_ms)),
        ("command_p95_ms", format!("{:.3}", s.command_p95_ms)),
        ("audio_waiting", s.audio_waiting.to_string()),
        ("cues_played", s.cues_played.to_string()),
        ("sound_s", format!("{:.2}", s.sound_s)),
        ("entities", s.entities.to_string()),
        ("images", s.images.to_string()),
        ("font_sizes", s.font_sizes.to_string()),
    ]
}

/// Values right-aligned under the columns' names.
fn aligned<S: AsRef<str>>(values: &[S]) -> String {
    let names = columns(&Sample::default());
    values
        .iter()
        .zip(&names)
        .map(|(v, (name, _))| format!("{:>w$}", v.as_ref(), w = name.len().max(6)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn write_csv(samples: &[Sample], path: &std::path::Path) {
    let names: Vec<&str> = columns(&Sample::default()).iter().map(|c| c.0).collect();
    let mut text = names.join(",") + "\n";
    for s in samples {
        let values: Vec<String> = columns(s).into_iter().map(|c| c.1).collect();
        text += &values.join(",");
        text.push('\n');
    }
    if let Err(e) = std::fs::write(path, text) {
        eprintln!("soak: {}: {e}", path.display());
    }
}

fn median_between(values: &[(u64, f64)], from_ms: u64, to_ms: u64) -> f64 {
    let mut v: Vec<f64> = values
        .iter()
        .filter(|(t, _)| *t >= from_ms && *t < to_ms)
        .map(|(_, x)| *x)
        .collect();
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Prints the day's verdicts; true when every one holds.
fn summary(options: &Options, o: &Outcome) -> bool {
    const HOUR: u64 = 3_600_000;
    let end = (options.hours * HOUR as f64) as u64;
    let first = (0, HOUR.min(end));
    let last = (end.saturating_sub(HOUR), end + 1);
    let warm = o
        .samples
        .iter()
        .find(|s| s.minute >= 60)
        .or(o.samples.last())
        .map_or(0.0, |s| s.rss_mib);
    let peak = o
        .samples
        .iter()
        .filter(|s| s.minute >= 60)
        .map(|s| s.rss_mib)
        .fold(warm, f64::max);
    let growth = if warm > 0.0 {
        (peak - warm) / warm * 100.0
    } else {
        0.0
    };
    let frame = (
        median_between(&o.frames, first.0, first.1),
        median_between(&o.frames, last.0, last.1),
    );
    let every: Vec<(u64, f64)> = o.timings.iter().map(|c| (c.sim_ms, c.latency_ms)).collect();
    let alone: Vec<(u64, f64)> = o
        .timings
        .iter()
        .filter(|c| c.sent_in_frame == 1)
        .map(|c| (c.sim_ms, c.latency_ms))
        .collect();
    let latency = (
        median_between(&every, first.0, first.1),
        median_between(&every, last.0, last.1),
    );
    let lone = (
        median_between(&alone, first.0, first.1),
        median_between(&alone, last.0, last.1),
    );
    let lone_count = |(a, b): (u64, u64)| alone.iter().filter(|&&(t, _)| t >= a && t < b).count();
    let change = |(a, b): (f64, f64)| if a > 0.0 { (b - a) / a * 100.0 } else { 0.0 };
    let journal = o.samples.last().map_or(0.0, |s| s.journal_kib);
    let rows = [
        (
            "valid commands refused".to_owned(),
            format!(
                "{} of {}",
                o.refused_valid.len(),
                o.commands - o.meant_refused
            ),
            "0",
            Some(o.refused_valid.is_empty()),
        ),
        (
            "mistyped commands taken".to_owned(),
            format!("{} of {}", o.taken_invalid.len(), o.meant_refused),
            "0",
            Some(o.taken_invalid.is_empty()),
        ),
        (
            "resident memory after the first hour: growth to the peak".to_owned(),
            format!("{growth:+.1} % ({warm:.0} → {peak:.0} MiB)"),
            "< 5 %",
            Some(growth < 5.0),
        ),
        (
            "frame time, median: last hour against the first".to_owned(),
            format!(
                "{:+.1} % ({:.1} → {:.1} ms)",
                change(frame),
                frame.0,
                frame.1
            ),
            "within 10 %",
            Some(change(frame).abs() <= 10.0),
        ),
        (
            format!(
                "command latency, median: last hour against the first (the {} and {} commands alone in their frame)",
                lone_count(first),
                lone_count(last)
            ),
            format!("{:+.1} % ({:.2} → {:.2} ms)", change(lone), lone.0, lone.1),
            "within 10 %",
            Some(change(lone).abs() <= 10.0),
        ),
        (
            "command latency of every command, median: last hour against the first (not a verdict: each waits for those sent before it in its frame, as many as the hour's games send)".to_owned(),
            format!(
                "{:+.1} % ({:.2} → {:.2} ms)",
                change(latency),
                latency.0,
                latency.1
            ),
            "—",
            None,
        ),
        (
            "journal rebuilds the final session exactly".to_owned(),
            match &o.rebuilt {
                Some(Ok(())) => format!("yes ({} records, {journal:.0} KiB)", o.records),
                Some(Err(e)) => format!("no: {e}"),
                None => "not checked".into(),
            },
            "yes",
            Some(matches!(o.rebuilt, Some(Ok(())))),
        ),
        (
            "rounds whose start the public address announced".to_owned(),
            format!(
                "{} of {} ({} cues played)",
                o.rounds_announced, o.rounds, o.cues_played
            ),
            "all",
            Some(o.rounds_announced == o.rounds),
        ),
    ];
    println!();
    println!(
        "day: {} rounds, {} games, {} commands ({} meant to be refused), {} frames; wall time {:.1} min",
        o.rounds,
        o.games,
        o.commands,
        o.meant_refused,
        o.frames.len(),
        o.wall.as_secs_f64() / 60.0
    );
    for (what, value, target, ok) in &rows {
        println!(
            "{} {what}: {value} (target {target})",
            match ok {
                None => "·",
                Some(true) => "✓",
                Some(false) => "✗",
            }
        );
    }
    for refused in o.refused_valid.iter().chain(&o.taken_invalid).take(10) {
        println!("  {refused}");
    }
    let mut table: Vec<Figure> = vec![Figure::new(
        format!(
            "soak: {} h simulated day, {} rounds, {} games, {} commands",
            options.hours, o.rounds, o.games, o.commands
        ),
        format!("{:.1} min wall", o.wall.as_secs_f64() / 60.0),
        "runs to the end, no panic",
    )];
    table.extend(rows.iter().map(|(what, value, target, _)| {
        Figure::new(format!("soak: {what}"), value.clone(), *target)
    }));
    figures::write("soak", &table);
    rows.iter().all(|r| r.3 != Some(false))
}
