//! Boards fed from a PGN source: the game read with pgn-reader (tags,
//! main line, `%clk`, result) and the commands that bring a board to it,
//! applied by the real referee.

use megxadrez_core::ids::BoardNo;
use std::path::{Path, PathBuf};

use megxadrez_core::config::EventConfig;
use megxadrez_core::feed::{FeedError, catch_up, clock_in, game_of};
use megxadrez_core::game::Command;
use megxadrez_core::session::Session;
use shakmaty::Color;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A rapid Swiss board: 15 minutes + 10 s.
fn session() -> Session {
    let path = root().join("configs/rapid-circuit-swiss.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    Session::new(EventConfig::parse(&text, &path, &|p| std::fs::read_to_string(p)).unwrap())
}

const RELAY: &str = r#"[Event "Circuito"]
[White "Ana Pérez"]
[Black "Brais Otero"]
[Result "*"]

1. e4 { [%clk 0:14:58] } 1... c5 { [%clk 0:14:51.5] } 2. Nf3 (2. Nc3 Nc6) { [%clk 0:14:40] } *

[Event "Circuito"]
[White "Carla"]
[Black "Diego"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1
"#;

/// Applies `commands` to board 0 at `at_ms`, as the stage does.
fn apply(s: &mut Session, commands: &[Command], at_ms: u64) {
    for c in commands {
        s.apply(BoardNo::at(0), c, at_ms)
            .unwrap_or_else(|e| panic!("{c:?}: {e:?}"));
    }
}

#[test]
fn a_relays_game_is_read_with_its_names_main_line_clocks_and_result() {
    let first = game_of(RELAY, 1).unwrap();
    assert_eq!(
        (first.white.as_str(), first.black.as_str()),
        ("Ana Pérez", "Brais Otero")
    );
    assert_eq!(first.moves, ["e4", "c5", "Nf3"], "the variation is skipped");
    assert_eq!(first.clocks, [Some(898_000), Some(891_500), Some(880_000)]);
    assert_eq!(first.result, "*");
    let second = game_of(RELAY, 2).unwrap();
    assert_eq!((second.moves.len(), second.result.as_str()), (4, "0-1"));
    assert_eq!(
        game_of(RELAY, 3),
        Err(FeedError::NoSuchGame {
            wanted: 3,
            found: 2
        })
    );
    assert_eq!(clock_in("[%clk 1:02:03]"), Some(3_723_000));
    assert_eq!(clock_in("no clock"), None);
}

#[test]
fn a_board_is_brought_to_the_source_moves_clocks_and_all_and_then_left_alone() {
    let mut s = session();
    let fed = game_of(RELAY, 1).unwrap();
    let commands = catch_up(&s.boards()[0].game, &fed).unwrap();
    assert_eq!(commands[0], Command::Start);
    apply(&mut s, &commands, 1000);
    let game = &s.boards()[0].game;
    let sans: Vec<&str> = game.moves().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["e4", "c5", "Nf3"]);
    // The clocks are the source's last %clk of each side.
    assert_eq!(game.clock().remaining_ms(Color::White, 1000), 880_000);
    assert_eq!(game.clock().remaining_ms(Color::Black, 1000), 891_500);
    // Read again unchanged: nothing to do.
    assert_eq!(catch_up(&s.boards()[0].game, &fed).unwrap(), []);
}

#[test]
fn a_move_the_source_corrected_is_taken_back_and_replaced() {
    let mut s = session();
    let mut fed = game_of(RELAY, 1).unwrap();
    let commands = catch_up(&s.boards()[0].game, &fed).unwrap();
    apply(&mut s, &commands, 1000);
    // The relay misread the board: 2. Nc3, not Nf3; then 2... Nc6.
    fed.moves = vec!["e4".into(), "c5".into(), "Nc3".into(), "Nc6".into()];
    fed.clocks = vec![None; 4];
    let commands = catch_up(&s.boards()[0].game, &fed).unwrap();
    assert_eq!(
        commands,
        [
            Command::Undo,
            Command::Move { text: "Nc3".into() },
            Command::Move { text: "Nc6".into() },
        ]
    );
    apply(&mut s, &commands, 2000);
    let ucis: Vec<&str> = s.boards()[0]
        .game
        .moves()
        .iter()
        .map(|m| m.uci.as_str())
        .collect();
    assert_eq!(ucis, ["e2e4", "c7c5", "b1c3", "b8c6"]);
}

#[test]
fn the_sources_result_ends_the_game_and_a_mate_needs_no_arbiter() {
    let mut s = session();
    let mut fed = game_of(RELAY, 1).unwrap();
    fed.result = "1/2-1/2".into();
    let commands = catch_up(&s.boards()[0].game, &fed).unwrap();
    apply(&mut s, &commands, 1000);
    let game = &s.boards()[0].game;
    assert!(game.outcome().is_some(), "the draw ends the game");
    assert_eq!(catch_up(game, &fed).unwrap(), [], "nothing more to do");

    let mut mate = session();
    let fed = game_of(RELAY, 2).unwrap();
    let commands = catch_up(&mate.boards()[0].game, &fed).unwrap();
    // Qh4# ends the game on the board: no arbiter's decision follows it
    // (the referee would refuse one after mate).
    assert!(
        !commands
            .iter()
            .any(|c| matches!(c, Command::Arbiter { .. }))
    );
    apply(&mut mate, &commands, 1000);
    assert!(mate.boards()[0].game.outcome().is_some());
    assert_eq!(catch_up(&mate.boards()[0].game, &fed).unwrap(), []);
}

#[test]
fn an_illegal_move_in_the_source_is_named_by_its_number() {
    let s = session();
    let mut fed = game_of(RELAY, 1).unwrap();
    fed.moves.push("Ke3".into());
    assert_eq!(
        catch_up(&s.boards()[0].game, &fed),
        Err(FeedError::IllegalMove {
            ply: 4,
            san: "Ke3".into()
        })
    );
}
