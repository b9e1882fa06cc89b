//! The Dutch system's speed at an open's size: 120 and 500 (and 501, with a
//! bye) players after 8 rounds played by the engine itself, results at
//! random, pairing round 9. `cargo bench -p megxadrez-core --bench dutch`.

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use megxadrez_pairing::dutch::{Rules, entrants, pair};
use megxadrez_pairing::results::{Bye, Player, Round, Score};
use shakmaty::Color;

fn tournament(n: u32, rounds: usize, seed: u64) -> Vec<Player> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut ps: Vec<Player> = (1..=n)
        .map(|i| Player {
            start_no: i,
            name: format!("P{i}"),
            rating: Some(2700 - (i as u16 * 3).min(1700)),
            rounds: Vec::new(),
        })
        .collect();
    for r in 0..rounds {
        let started = Instant::now();
        let p = pair(&entrants(&ps, r, &[]), &rules(r)).expect("a pairing");
        eprintln!(
            "{n} players: round {} paired in {:.0} ms",
            r + 1,
            started.elapsed().as_secs_f64() * 1000.0
        );
        for (w, b) in p.boards {
            let (sw, sb) = match rng.u8(0..10) {
                0..=3 => (Score::Win, Score::Loss),
                4..=6 => (Score::Draw, Score::Draw),
                _ => (Score::Loss, Score::Win),
            };
            for (x, y, c, s) in [(w, b, Color::White, sw), (b, w, Color::Black, sb)] {
                ps[x as usize - 1].rounds.push(Round::Played {
                    opponent: y,
                    colour: c,
                    score: s,
                    rated: true,
                });
            }
        }
        if let Some(x) = p.bye {
            ps[x as usize - 1].rounds.push(Round::Bye(Bye::Pairing));
        }
    }
    ps
}

fn rules(r: usize) -> Rules {
    Rules {
        last_round: false,
        rounds_played: r,
        initial: Color::White,
        forbidden: Vec::new(),
    }
}

fn bench(c: &mut Criterion) {
    for n in [120u32, 500, 501] {
        let ps = tournament(n, 8, 9);
        let e = entrants(&ps, 8, &[]);
        c.bench_function(&format!("dutch: round 9 of {n} players"), |b| {
            b.iter(|| pair(&e, &rules(8)).expect("a pairing"))
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(10));
    targets = bench
}
criterion_main!(benches);
