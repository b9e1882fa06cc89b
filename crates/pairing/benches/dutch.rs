//! The Dutch system's speed at an open's size: 120, 500 and 1,000 players
//! (and 501, with a bye), the rounds before played by the engine itself with
//! results at random, pairing rounds 2 (after one round: huge score
//! brackets), 5 and 9. `cargo bench -p megxadrez-pairing --bench dutch`;
//! `scripts/conformance/speed_bbp.py` times the same against bbpPairings.

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
    for n in [120u32, 500, 501, 1000] {
        let ps = tournament(n, 8, 9);
        for round in [2usize, 5, 9] {
            if n == 501 && round != 9 {
                continue;
            }
            let e = entrants(&ps, round - 1, &[]);
            c.bench_function(&format!("dutch: round {round} of {n} players"), |b| {
                b.iter(|| pair(&e, &rules(round - 1)).expect("a pairing"))
            });
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(5));
    targets = bench
}
criterion_main!(benches);
