//! A bughouse match's records: BPGN, the common bughouse game record
//! (`1A. d4 {298.5} 1a. e6 …`: board A is board 1, upper case White), and
//! one standard-style PGN per board (`[Variant "Bughouse"]`, drops as
//! `N@f3`, `[%clk]` after each move).

use crate::tr;
use std::fmt::Write as _;

use shakmaty::Color;

use super::{BughouseGame, Deed, LinkedMove, MatchBoard, Pair};
use crate::language::Language;
use crate::pgn::{PgnEvent, clk, control, escape, termination, wrap};

/// A removal or a hand-over said as a comment, in the event's language.
fn deed_comment(l: Language, m: &LinkedMove) -> Option<String> {
    match &m.deed {
        Deed::Move => None,
        Deed::Removal => Some(tr!(l, "record-removes-piece-that-gave-check", san = m.san)),
        Deed::HandOver { cleared } => Some(match cleared {
            Some(sq) => tr!(l, "record-promotes-hands-over-pawn-clears", sq = sq),
            None => tr!(l, "record-promotes-hands-over-pawn").to_owned(),
        }),
    }
}

/// How the match ended, as a closing comment.
fn end_comment(game: &BughouseGame, l: Language) -> String {
    let Some(o) = game.outcome() else {
        return String::new();
    };
    let board = o.board.map_or(String::new(), |b| {
        format!(", {} {}", tr!(l, "record-board"), b.letter())
    });
    let why = match &o.reason {
        Some(r) => tr!(l, "record-arbiters-decision-r", r = r),
        None => termination_words(l, o.termination()).to_owned(),
    };
    format!("{{{}{board}}} ", crate::one_line::pgn_comment(&why))
}

/// How the match ended, in words.
fn termination_words(l: Language, t: crate::rules::Termination) -> &'static str {
    use crate::rules::Termination as T;
    match t {
        T::Checkmate => tr!(l, "record-checkmate"),
        T::Stalemate => tr!(l, "record-stalemate"),
        T::Flag => tr!(l, "record-flag-fall"),
        T::IllegalMoves => tr!(l, "record-illegal-move"),
        T::Resignation => tr!(l, "record-resignation"),
        T::Agreement => tr!(l, "record-draw-agreed"),
        _ => tr!(l, "record-arbiters-decision"),
    }
}

fn seconds(ms: u64) -> String {
    format!("{}.{}", ms / 1000, (ms % 1000) / 100)
}

fn tags(out: &mut String, info: &PgnEvent, pairs: &[(&str, &str)]) {
    crate::pgn::event_tags(out, info);
    for (name, value) in pairs {
        let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
    }
}

/// The match as one BPGN game (with a blank line after it).
pub fn write_bpgn(game: &BughouseGame, info: &PgnEvent) -> String {
    let result = game.outcome().map_or("*", |o| o.result.pgn());
    let c = game.rules().clock.control.white;
    let mut out = String::new();
    tags(
        &mut out,
        info,
        &[
            ("WhiteA", game.player(MatchBoard::First, Color::White)),
            ("BlackA", game.player(MatchBoard::First, Color::Black)),
            ("WhiteB", game.player(MatchBoard::Second, Color::White)),
            ("BlackB", game.player(MatchBoard::Second, Color::Black)),
            ("WhiteTeam", game.pair_name(Pair::A)),
            ("BlackTeam", game.pair_name(Pair::B)),
            (
                "TimeControl",
                &format!("{}+{}", c.base_ms / 1000, c.increment_ms / 1000),
            ),
            ("Result", result),
        ],
    );
    out.push('\n');
    let mut counts = [[0usize; 2]; 2];
    let mut text = String::new();
    for m in game.record() {
        let letter = match (m.board, m.side) {
            (MatchBoard::First, Color::White) => "A",
            (MatchBoard::First, Color::Black) => "a",
            (MatchBoard::Second, Color::White) => "B",
            (MatchBoard::Second, Color::Black) => "b",
        };
        if m.deed == Deed::Removal {
            text.push_str(&deed_comment(info.language, m).unwrap_or_default());
            text.push(' ');
            continue;
        }
        let n = &mut counts[m.board.index()][usize::from(m.side == Color::Black)];
        *n += 1;
        let _ = write!(
            text,
            "{}{letter}. {} {{{}}} ",
            *n,
            m.san,
            seconds(m.clock_after_ms)
        );
        if let Some(comment) = deed_comment(info.language, m) {
            text.push_str(&comment);
            text.push(' ');
        }
    }
    text.push_str(&end_comment(game, info.language));
    text.push_str(result);
    out.push_str(&wrap(&text, 79));
    out.push_str("\n\n");
    out
}

/// Board `board` (0 or 1) of the match as one PGN game: its two players,
/// the board's own result (the pair's, seen from its player), drops as
/// `N@f3`.
pub fn write_board_pgn(game: &BughouseGame, board: MatchBoard, info: &PgnEvent) -> String {
    let result = game.outcome().map_or("*", |o| o.board_result(board).pgn());
    let mut out = String::new();
    let label = board.letter();
    let mut pairs = vec![
        ("White", game.player(board, Color::White).to_owned()),
        ("Black", game.player(board, Color::Black).to_owned()),
        ("Result", result.to_owned()),
        ("Variant", "Bughouse".to_owned()),
        ("Board", label.to_owned()),
        ("TimeControl", control(game.rules().clock.control.white)),
    ];
    if let Some(o) = game.outcome() {
        pairs.push(("Termination", termination(o.termination()).to_owned()));
    }
    if let Some(fen) = game.start_fen(board) {
        pairs.push(("SetUp", "1".to_owned()));
        pairs.push(("FEN", fen.to_owned()));
    }
    let borrowed: Vec<(&str, &str)> = pairs.iter().map(|(n, v)| (*n, v.as_str())).collect();
    tags(&mut out, info, &borrowed);
    out.push('\n');
    let mut text = String::new();
    // Black may move first from a set-up position.
    let mut ply = game
        .moves(board)
        .find(|m| m.deed != Deed::Removal)
        .map_or(0, |m| usize::from(m.side == Color::Black));
    let mut first = true;
    for m in game.moves(board) {
        if m.deed == Deed::Removal {
            text.push_str(&deed_comment(info.language, m).unwrap_or_default());
            text.push(' ');
            continue;
        }
        if m.side == Color::White {
            let _ = write!(text, "{}. ", ply / 2 + 1);
        } else if first {
            let _ = write!(text, "{}... ", ply / 2 + 1);
        }
        first = false;
        let _ = write!(text, "{} {{[%clk {}]}} ", m.san, clk(m.clock_after_ms));
        if let Some(comment) = deed_comment(info.language, m) {
            text.push_str(&comment);
            text.push(' ');
        }
        ply += 1;
    }
    text.push_str(&end_comment(game, info.language));
    text.push_str(result);
    out.push_str(&wrap(&text, 79));
    out.push_str("\n\n");
    out
}
