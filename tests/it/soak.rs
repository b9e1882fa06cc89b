//! The soak runner's day (`cargo bench --bench soak`), shortened: 45
//! simulated minutes of quick games on 17 boards through the real journal,
//! bridge, offscreen stage, public address and event layer. It keeps the
//! runner working and checks what a whole day needs of every round: no
//! valid command refused, each round's start announced, and the journal on
//! disk rebuilding the final session exactly.

#[path = "../../benches/soak/day.rs"]
#[allow(dead_code)]
mod day;

#[test]
fn a_shortened_event_day_runs_through_the_real_parts() {
    let dir = crate::fresh_dir("soak");
    let mut options = day::Options::day(dir.clone());
    options.hours = 0.75;
    options.width = 320;
    options.height = 180;
    options.think_s = (1, 6);
    options.plies = (16, 50);
    options.break_min = 2;
    let mut minutes = Vec::new();
    let o = day::run(&options, |s| minutes.push(s.minute)).unwrap();
    assert_eq!(
        minutes,
        [10, 20, 30, 40],
        "a sample every 10 simulated minutes"
    );
    assert!(
        o.refused_valid.is_empty(),
        "valid commands refused: {:#?}",
        o.refused_valid
    );
    assert!(
        o.taken_invalid.is_empty(),
        "mistyped moves taken: {:#?}",
        o.taken_invalid
    );
    assert!(
        o.meant_refused > 0 && o.commands > 1000,
        "{} commands",
        o.commands
    );
    assert!(
        o.rounds >= 3,
        "{} rounds in 45 minutes of quick games",
        o.rounds
    );
    assert!(o.games >= 17 * 2, "{} games", o.games);
    // Every round's games were announced, not only the first round's.
    assert_eq!(o.rounds_announced, o.rounds);
    assert!(
        o.cues_played > u64::from(o.rounds),
        "{} cues",
        o.cues_played
    );
    assert_eq!(o.rebuilt, Some(Ok(())));
    let journal: Vec<f64> = o.samples.iter().map(|s| s.journal_kib).collect();
    assert!(
        journal.windows(2).all(|w| w[1] > w[0]),
        "the journal grows: {journal:?}"
    );
    assert!(o.samples.iter().all(|s| s.rss_mib > 50.0 && s.frames > 0));
    let _ = std::fs::remove_dir_all(dir);
}
