//! Tournament benchmarks: the standings of a 500-player, 9-round Swiss with
//! every tie-break, with the rapid circuit's five with and without direct
//! encounter side by side, and reading its report file (TRF).
//!
//! `cargo bench -p megxadrez-pairing --bench tournament`

use criterion::{Criterion, criterion_group, criterion_main};
use megxadrez_pairing::standings::standings;
use megxadrez_pairing::tiebreak::{Rules, TieBreak};
use megxadrez_pairing::trf;

/// A 500-player, 9-round Swiss as a report file: players paired by score
/// then start number (a simple stand-in for a pairing engine), one
/// pairing-allocated bye a round when the count is odd, a few half-point
/// byes, forfeits and withdrawals, results from a fixed seed.
fn swiss_trf(players: usize, rounds: usize) -> String {
    let mut rng = fastrand::Rng::with_seed(9);
    let mut score = vec![0u32; players]; // half-points
    let mut blocks = vec![String::new(); players];
    let withdrawn: Vec<bool> = (0..players).map(|_| rng.u8(..100) < 2).collect();
    for round in 0..rounds {
        let mut order: Vec<usize> = (0..players)
            .filter(|&p| !(withdrawn[p] && round >= rounds / 2))
            .collect();
        order.sort_by_key(|&p| (std::cmp::Reverse(score[p]), p));
        let mut present = Vec::new();
        for p in order {
            if rng.u8(..100) < 2 {
                blocks[p].push_str(&format!("{:<10}", "0000 - H"));
                score[p] += 1;
            } else {
                present.push(p);
            }
        }
        if present.len() % 2 == 1 {
            let p = present.pop().expect("odd");
            blocks[p].push_str(&format!("{:<10}", "0000 - U"));
            score[p] += 2;
        }
        for pair in present.chunks(2) {
            let (w, b) = (pair[0], pair[1]);
            let (rw, rb, pw, pb) = match rng.u8(..100) {
                0..=1 => ('+', '-', 2, 0),
                2..=40 => ('1', '0', 2, 0),
                41..=70 => ('=', '=', 1, 1),
                _ => ('0', '1', 0, 2),
            };
            blocks[w].push_str(&format!("{:>4} w {rw}  ", b + 1));
            blocks[b].push_str(&format!("{:>4} b {rb}  ", w + 1));
            score[w] += pw;
            score[b] += pb;
        }
        for block in &mut blocks {
            if block.chars().count() < 10 * (round + 1) {
                block.push_str(&" ".repeat(10));
            }
        }
    }
    let mut text = format!("012 Bench Swiss\n042 2026/05/01\n142 {rounds}\n");
    for p in 0..players {
        let name = format!("Player {p:03}");
        text.push_str(&format!(
            "001 {:>4}      {name:<33} {:>4} ESP {:>11} {:<10} {:>4} {:>4}  {}\n",
            p + 1,
            2400 - p,
            "",
            "",
            format!("{:.1}", f64::from(score[p]) / 2.0),
            "",
            blocks[p].trim_end()
        ));
    }
    text
}

fn bench(c: &mut Criterion) {
    let text = swiss_trf(500, 9);
    let t = trf::parse(&text).expect("the generated file reads");
    assert_eq!((t.players.len(), t.rounds), (500, 9));
    let list: Vec<TieBreak> = "BH-C1,BH,BH-M1,SB,SB-C1,PS,WIN,WON,BPG,BWG,ARO,DE"
        .split(',')
        .map(|c| c.parse().expect("code"))
        .collect();
    c.bench_function("trf parse 500 players x 9 rounds", |b| {
        b.iter(|| trf::parse(std::hint::black_box(&text)).expect("reads"))
    });
    // Seed 004's five, with and without direct encounter last: what DE
    // costs over the others.
    for codes in ["BH-C1,BH,SB,PS", "BH-C1,BH,SB,PS,DE"] {
        let five: Vec<TieBreak> = codes.split(',').map(|c| c.parse().expect("code")).collect();
        c.bench_function(&format!("standings 500 players x 9 rounds, {codes}"), |b| {
            b.iter(|| {
                standings(
                    std::hint::black_box(&t.players),
                    t.rounds,
                    Rules::Fide2026,
                    &five,
                    &mut |_| 0,
                )
            })
        });
    }
    if let Ok(path) = std::env::var("MEGXADREZ_WRITE_TRF") {
        // The same file for `megxadrez standings --trf` side by side.
        std::fs::write(path, &text).expect("written");
    }
    c.bench_function("standings 500 players x 9 rounds, 12 tie-breaks", |b| {
        b.iter(|| {
            standings(
                std::hint::black_box(&t.players),
                t.rounds,
                Rules::Fide2026,
                &list,
                &mut |_| 0,
            )
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
