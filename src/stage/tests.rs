//! The unit tests of `stage`.

use super::painter::captured_by;
use super::*;

#[test]
fn the_stage_sleeps_until_the_next_shown_digit_changes() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("configs/rapid-circuit-swiss.toml");
    let mut s = crate::core::session::Session::new(crate::store::load_config(&path).unwrap());
    assert_eq!(
        next_change_in(&s, 0, false),
        Duration::from_secs(1),
        "nothing runs: a slow heartbeat"
    );
    s.apply(BoardNo::at(0), &crate::core::game::Command::Start, 0)
        .unwrap();
    // 15:00.000 at 0; at 250 ms it shows 14:59 until 14:59.000 → 750 ms.
    assert_eq!(next_change_in(&s, 250, false), Duration::from_millis(751));
    assert_eq!(next_change_in(&s, 250, true), Duration::from_millis(16));
    // Under 10 s the tenths change every 100 ms.
    s.apply(
        BoardNo::at(0),
        &crate::core::game::Command::Adjust {
            side: Side::White,
            change: crate::core::clock::TimeChange::Set(5_050),
        },
        300,
    )
    .unwrap();
    assert_eq!(next_change_in(&s, 300, false), Duration::from_millis(51));
}

#[test]
fn several_running_clocks_are_drawn_in_the_same_frames() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("configs/megxadrez-final-armageddon-12-10.toml");
    let mut s = crate::core::session::Session::new(crate::store::load_config(&path).unwrap());
    s.apply(BoardNo::at(0), &crate::core::game::Command::Start, 0)
        .unwrap();
    s.apply(BoardNo::at(1), &crate::core::game::Command::Start, 400)
        .unwrap();
    // Board 1 changes digit at 1000, 2000…; board 2 at 1400, 2400…:
    // the stage wakes at board 1's changes only.
    assert_eq!(next_change_in(&s, 1001, false), Duration::from_millis(1000));
    assert_eq!(next_change_in(&s, 1500, false), Duration::from_millis(501));
}

#[test]
fn nothing_is_captured_after_an_opening_without_captures() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("configs/rapid-circuit-swiss.toml");
    let config = crate::store::load_config(&path).unwrap();
    let mut g = config.new_game();
    g.apply(&crate::core::game::Command::Start, 0).unwrap();
    for (i, m) in ["e4", "e5", "Nf3", "Nc6", "Bb5"].iter().enumerate() {
        g.apply(
            &crate::core::game::Command::Move { text: (*m).into() },
            i as u64 + 1,
        )
        .unwrap();
    }
    assert_eq!(captured_by(&g, Side::White), "");
}
