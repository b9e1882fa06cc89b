//! Read models of a board for every front end (the stage, the panel, the
//! console, the network): pure text and figures derived from a game.

use crate::game::Game;

/// The last `count` moves, numbered from the start position's own move
/// number (`12… Nf6 13. Bb5`).
pub fn last_moves_text(game: &Game, count: usize) -> String {
    let moves = game.moves();
    let start_ply = game.start_ply();
    let first = moves.len().saturating_sub(count);
    let mut out = String::new();
    for (i, m) in moves.iter().enumerate().skip(first) {
        let ply = start_ply + i;
        if ply.is_multiple_of(2) {
            out.push_str(&format!("{}. {} ", ply / 2 + 1, m.san));
        } else if i == first {
            out.push_str(&format!("{}… {} ", ply / 2 + 1, m.san));
        } else {
            out.push_str(&format!("{} ", m.san));
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
        assert_eq!(last_moves_text(&g, 6), "1. e4 e5 2. Nf3 Nc6 3. Bb5");
        assert_eq!(last_moves_text(&g, 2), "2… Nc6 3. Bb5");
    }
}
