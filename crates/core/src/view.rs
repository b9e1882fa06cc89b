//! Read models of a board for every front end (the stage, the panel, the
//! console, the network): pure text and figures derived from a game.

use crate::game::Game;
use crate::notation::{Notation, PieceLetters, written};

/// The last `count` moves, numbered from the start position's own move
/// number (`12… Nf6 13. Bb5`), written in `notation` (`letters` for the
/// local one).
pub fn last_moves_text(
    game: &Game,
    count: usize,
    notation: Notation,
    letters: PieceLetters,
) -> String {
    let moves = game.moves();
    let start_ply = game.start_ply();
    let first = moves.len().saturating_sub(count);
    let mut out = String::new();
    for (i, m) in moves.iter().enumerate().skip(first) {
        let san = written(&m.san, notation, letters);
        let ply = start_ply + i;
        if ply.is_multiple_of(2) {
            out.push_str(&format!("{}. {} ", ply / 2 + 1, san));
        } else if i == first {
            out.push_str(&format!("{}… {} ", ply / 2 + 1, san));
        } else {
            out.push_str(&format!("{san} "));
        }
    }
    out.trim_end().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Command;

    #[test]
    fn last_moves_are_numbered_from_the_right_move() {
        let config =
            crate::testing::load(&crate::testing::root().join("configs/rapid-circuit-swiss.toml"));
        let mut g = config.new_game();
        g.apply(&Command::Start, 0).unwrap();
        for (i, m) in ["e4", "e5", "Nf3", "Nc6", "Bb5"].iter().enumerate() {
            g.apply(&Command::Move { text: (*m).into() }, i as u64 + 1)
                .unwrap();
        }
        let english = |n| last_moves_text(&g, n, Notation::English, PieceLetters::English);
        assert_eq!(english(6), "1. e4 e5 2. Nf3 Nc6 3. Bb5");
        assert_eq!(english(2), "2… Nc6 3. Bb5");
        assert_eq!(
            last_moves_text(&g, 3, Notation::Figurine, PieceLetters::Spanish),
            "2. ♘f3 ♘c6 3. ♗b5"
        );
        assert_eq!(
            last_moves_text(&g, 3, Notation::Local, PieceLetters::Spanish),
            "2. Cf3 Cc6 3. Ab5"
        );
    }
}
