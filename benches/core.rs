//! Core benchmarks: one move command applied (parse, validate, clock, SAN),
//! and a 200-ply game replayed from its commands.

use megxadrez::core::bughouse::MatchBoard;
use megxadrez::core::ids::BoardNo;
use std::path::Path;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use megxadrez::core::config::EventConfig;
use megxadrez::core::game::{Command, Game};
use shakmaty::Position;
use shakmaty::san::San;

fn config() -> EventConfig {
    shipped("rapid-circuit-swiss.toml")
}

fn shipped(name: &str) -> EventConfig {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("configs")
        .join(name);
    megxadrez::store::load_config(&path).expect("shipped config")
}

/// A deterministic game of exactly `plies` legal moves (random moves from a
/// fixed seed; seeds whose game ends early are skipped), as move commands.
fn long_game(config: &EventConfig, plies: usize) -> Vec<(u64, Command)> {
    for seed in 0.. {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut game = config.new_game();
        let mut commands = vec![(0, Command::Start)];
        game.apply(&Command::Start, 0).expect("start");
        while commands.len() <= plies && game.outcome().is_none() {
            let legal = game.position().legal_moves();
            let m = legal[rng.usize(..legal.len())];
            let text = San::from_move(game.position(), m).to_string();
            let at = commands.len() as u64 * 1000;
            let cmd = Command::Move { text };
            game.apply(&cmd, at).expect("legal move");
            commands.push((at, cmd));
        }
        if game.outcome().is_none() {
            return commands;
        }
    }
    unreachable!()
}

fn replay(config: &EventConfig, commands: &[(u64, Command)]) -> Game {
    let mut game = config.new_game();
    for (at, cmd) in commands {
        game.apply(cmd, *at).expect("replayed command");
    }
    game
}

fn benches(c: &mut Criterion) {
    let config = config();
    let game = long_game(&config, 200);
    assert_eq!(game.len(), 201);

    // A middlegame position (after 40 plies) and the next move of the game.
    // Each sample's game is built by replaying, as a live game is built move
    // by move (a clone would leave its vectors with no spare capacity).
    let (at, next) = game[41].clone();
    c.bench_function("apply one move command (SAN, 15+5 clock)", |b| {
        b.iter_batched_ref(
            || replay(&config, &game[..41]),
            |g| g.apply(&next, at).expect("legal"),
            BatchSize::SmallInput,
        )
    });
    c.bench_function("replay a 200-ply game from its commands", |b| {
        b.iter(|| replay(&config, &game))
    });

    // Bughouse: a capture on board 1 (the piece passed to board 2) and a
    // drop of it on board 2, each on a linked match.
    use megxadrez::core::bughouse::BughouseMatch;
    let mut linked = BughouseMatch::new();
    for mv in ["e4", "d5"] {
        linked.play(MatchBoard::First, mv).expect("legal");
    }
    linked.play(MatchBoard::Second, "Nf3").expect("legal");
    let capture = linked.parse(MatchBoard::First, "exd5").expect("legal");
    c.bench_function("bughouse: a capture passed to the partner's board", |b| {
        b.iter_batched_ref(
            || linked.clone(),
            |m| m.play_move(MatchBoard::First, &capture),
            BatchSize::SmallInput,
        )
    });
    let mut after = linked.clone();
    after.play_move(MatchBoard::First, &capture);
    let drop = after.parse(MatchBoard::Second, "P@d5").expect("legal drop");
    c.bench_function("bughouse: a drop on the partner's board", |b| {
        b.iter_batched_ref(
            || after.clone(),
            |m| m.play_move(MatchBoard::Second, &drop),
            BatchSize::SmallInput,
        )
    });
    // The stage's own path: a typed capture through the session (parsed,
    // refereed on both boards, clocked, recorded, the match checked for
    // its end), as the bridge applies it.
    let mut session = megxadrez::core::session::Session::new(shipped("bughouse-pairs-swiss.toml"));
    for (board, text, at) in [
        (0, "start", 0),
        (0, "e4", 1_000),
        (0, "d5", 2_000),
        (1, "Nf3", 3_000),
    ] {
        let command = if text == "start" {
            Command::Start
        } else {
            Command::Move { text: text.into() }
        };
        session
            .apply(BoardNo::at(board), &command, at)
            .expect("legal");
    }
    let capture = Command::Move {
        text: "exd5".into(),
    };
    c.bench_function("bughouse: a typed capture through the session", |b| {
        b.iter_batched_ref(
            || session.clone(),
            |s| s.apply(BoardNo::at(0), &capture, 4_000).expect("legal"),
            BatchSize::SmallInput,
        )
    });
}

criterion_group!(core, benches);
criterion_main!(core);
