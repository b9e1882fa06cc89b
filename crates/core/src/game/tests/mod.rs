//! Rules of a refereed game, each case taken from the seed regulations
//! (`shared/seeds/000` children's teams, `001` school teams, `002` bughouse
//! pairs, `004` rapid circuit) or the FIDE Laws they lean on.

use super::*;
use crate::clock::{ClockSettings, SideControl};
use crate::points::Points;
use crate::rules::{FlagMode, IllegalMovePolicy, Scoring};
use Color::{Black, White};

mod play;
mod teams_and_undo;
mod time_and_illegal;

pub(super) fn rules(white: SideControl, black: SideControl) -> GameRules {
    GameRules {
        clock: ClockSettings {
            control: ByColor { white, black },
            unclocked_ms: None,
        },
        armageddon: false,
        flag: FlagPolicy::AlwaysLoses,
        flag_mode: FlagMode::Automatic,
        illegal: IllegalMovePolicy {
            lose_at: None,
            opponent_bonus_ms: 0,
            draw_if_opponent_cannot_mate: false,
        },
        scoring: Scoring {
            win: Points::whole(1),
            draw: Points::from_halves(1),
            loss: Points::whole(0),
        },
    }
}

pub(super) fn rapid() -> GameRules {
    rules(SideControl::minutes(15, 5), SideControl::minutes(15, 5))
}

pub(super) fn contender(name: &str) -> Contender {
    Contender {
        name: name.into(),
        rotation: None,
    }
}

pub(super) fn game(rules: GameRules) -> Game {
    Game::new(rules, [contender("Ana"), contender("Pablo")])
}

pub(super) fn mv(text: &str) -> Command {
    Command::Move { text: text.into() }
}

/// Starts at 0 and plays `moves`, one a second.
pub(super) fn played(rules: GameRules, fen: Option<&str>, moves: &[&str]) -> Game {
    let mut g = game(rules);
    if let Some(fen) = fen {
        g.apply(&Command::SetPosition { fen: fen.into() }, 0)
            .unwrap();
    }
    g.apply(&Command::Start, 0).unwrap();
    for (i, m) in moves.iter().enumerate() {
        g.apply(&mv(m), 1000 * (i as u64 + 1))
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

pub(super) fn termination(g: &Game) -> Option<(GameResult, Termination)> {
    g.outcome().map(|o| (o.result, o.termination))
}

pub(super) const SHUFFLE: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

// Kings and rooks that can move for ever without a capture or pawn move.
pub(super) const ROOKS: &str = "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1";

/// `plies` quiet moves from ROOKS (no capture, no pawn), each reaching a
/// position never seen before, so that only the move-count rules can end
/// the game. Depth-first, first legal move in shakmaty's order.
pub(super) fn rook_moves(plies: usize) -> Vec<String> {
    fn search(pos: &Chess, seen: &mut Vec<Zobrist64>, out: &mut Vec<String>, plies: usize) -> bool {
        if out.len() == plies {
            return true;
        }
        for m in pos.legal_moves() {
            if m.is_capture() || m.role() == shakmaty::Role::Pawn {
                continue;
            }
            let mut next = pos.clone();
            let san = SanPlus::from_move_and_play_unchecked(&mut next, m);
            let h = hash(&next);
            if seen.contains(&h) || next.is_game_over() {
                continue;
            }
            seen.push(h);
            out.push(san.to_string());
            if search(&next, seen, out, plies) {
                return true;
            }
            out.pop();
        }
        false
    }
    let start: Chess = ROOKS
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    let mut seen = vec![hash(&start)];
    let mut out = Vec::new();
    assert!(search(&start, &mut seen, &mut out, plies));
    out
}

pub(super) fn strs(moves: &[String]) -> Vec<&str> {
    moves.iter().map(String::as_str).collect()
}

pub(super) fn illegal_policy(lose_at: Option<u32>, bonus_ms: u64) -> GameRules {
    let mut r = rapid();
    r.illegal = IllegalMovePolicy {
        lose_at,
        opponent_bonus_ms: bonus_ms,
        draw_if_opponent_cannot_mate: false,
    };
    r
}

/// Records `n` illegal moves by White; returns the game.
pub(super) fn illegal_moves(rules: GameRules, n: usize) -> Game {
    let mut g = played(rules, None, &[]);
    for i in 0..n {
        g.apply(&Command::Illegal, 1000 * (i as u64 + 1)).unwrap();
    }
    g
}

pub(super) fn team(name: &str, players: &[&str]) -> Contender {
    let roster: Vec<String> = players.iter().map(|s| s.to_string()).collect();
    Contender {
        name: name.into(),
        rotation: Some(Rotation::new(name, &roster, &roster).unwrap()),
    }
}
