//! The operator console: the core driven live from a terminal, one command a
//! line (the script commands without `at SECONDS`: the instant is the real
//! time since the console started). It shows the board and clocks after
//! every command. It plays through the same writer as the stage (and
//! journals, given a folder), and serves on a machine without a screen.

use crate::core::bughouse::MatchBoard;
use crate::core::ids::BoardNo;
use crate::core::tr;
use std::io::{BufRead, Write};
use std::time::Instant;

use shakmaty::{Color, Position, Square};

use crate::core::clock::format_clock;
use crate::core::config::{EventConfig, Language};
use crate::core::game::Game;
use crate::core::script::parse_live;
use crate::core::session::{Session, in_match};
use crate::store::recovery::JournalSink;
use crate::store::writer::{self, WriteError};

/// The commands the console and the stage's terminal take, in `language`
/// (the commands themselves are the scripts' words).
pub fn help(language: Language) -> String {
    tr!(language, "console-help").to_owned()
}

/// The board, clocks, movers and result as text, at `at_ms`.
pub fn render(config: &EventConfig, game: &Game, at_ms: u64) -> String {
    let l = config.event.language;
    let mut out = String::new();
    let board = game.position().board();
    for rank in (0..8).rev() {
        out.push_str(&format!("  {} ", rank + 1));
        for file in 0..8 {
            let sq = Square::from_coords(shakmaty::File::new(file), shakmaty::Rank::new(rank));
            out.push(board.piece_at(sq).map_or('.', |p| p.char()));
            out.push(' ');
        }
        out.push('\n');
    }
    out.push_str("    a b c d e f g h\n");
    let running = game.clock().running_side();
    for side in [Color::White, Color::Black] {
        let left = game.clock().remaining_ms(side, at_ms);
        let marker = if running == Some(side) { ">" } else { " " };
        let t = crate::i18n::strings(l);
        let mover = game
            .mover(side)
            .map(|m| format!("  {}: {m}", t.mover.to_lowercase()))
            .unwrap_or_default();
        out.push_str(&format!(
            "{marker} {:<6} {:>7}  {}  {} {}{mover}\n",
            if side == Color::White {
                t.white
            } else {
                t.black
            },
            format_clock(left, config.tenths_below_ms),
            game.contender(side).name,
            tr!(l, "console-illegal"),
            game.illegal()[side],
        ));
    }
    if let Some(left) = game.clock().unclocked_left_ms(at_ms) {
        let unclocked = crate::i18n::strings(l).unclocked.to_lowercase();
        out.push_str(&format!("  {unclocked}: {}\n", format_clock(left, 0)));
    }
    if let Some(o) = game.outcome() {
        out.push_str(&format!(
            "  {}: {} ({})\n",
            tr!(l, "console-result"),
            o.result.pgn(),
            crate::i18n::strings(l).termination(o.termination)
        ));
        // An Armageddon draw: who goes through.
        if game.rules().armageddon
            && o.result == crate::core::rules::GameResult::Draw
            && let Some(side) = o.winner
        {
            let name = &game.contender(side).name;
            out.push_str(&format!(
                "  {}\n",
                tr!(l, "console-armageddon-drawn-name-black-wins", name = name)
            ));
        }
    }
    out
}

/// The lines of `input`, as `BufRead::lines` reads them, except that a line
/// that is not UTF-8 (a terminal set to Latin-1 typing «Martiño») comes as
/// its own `Err` with its bytes and reading goes on: one bad line never
/// ends the input. A read error of the input itself ends it.
pub fn lines_of(
    mut input: impl BufRead,
) -> impl Iterator<Item = std::io::Result<Result<String, Vec<u8>>>> {
    std::iter::from_fn(move || {
        let mut bytes = Vec::new();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) => None,
            Ok(_) => {
                if bytes.last() == Some(&b'\n') {
                    bytes.pop();
                    if bytes.last() == Some(&b'\r') {
                        bytes.pop();
                    }
                }
                Some(Ok(String::from_utf8(bytes).map_err(|e| e.into_bytes())))
            }
            Err(e) => Some(Err(e)),
        }
    })
}

/// Runs the console on `input` until it ends or `quit`; writes to `out`.
/// The session's first board is played through the store's writer, as the
/// stage plays it: journaled first when `sink` is given. Session time goes
/// on from `start_ms` (a resumed journal's last instant).
pub fn run(
    mut session: Session,
    mut sink: Option<JournalSink>,
    start_ms: u64,
    input: impl BufRead,
    mut out: impl Write,
) -> std::io::Result<()> {
    let started = Instant::now();
    let config = session.config().clone();
    let language = config.event.language;
    let mut rng = fastrand::Rng::new();
    let now = |started: Instant| start_ms + started.elapsed().as_millis() as u64;
    writeln!(
        out,
        "{} — {}\n{}\n",
        config.event.name,
        config.event.round,
        help(language)
    )?;
    write!(out, "{}", render_stage(&session, BoardNo::FIRST, start_ms))?;
    for line in lines_of(input) {
        let line = match line? {
            Ok(line) => line,
            Err(_) => {
                writeln!(out, "! {}", crate::i18n::not_utf8(language))?;
                continue;
            }
        };
        let text = line.trim();
        let at_ms = now(started);
        match text {
            "" => continue,
            "quit" | "exit" => break,
            "help" => {
                writeln!(out, "{}", help(language))?;
                continue;
            }
            "show" => {
                writer::tick(&mut session, sink.as_mut(), at_ms);
                write!(out, "{}", render_stage(&session, BoardNo::FIRST, at_ms))?;
                continue;
            }
            _ => {}
        }
        // `show N`: board N, or that there is none.
        if let Some(n) = text.strip_prefix("show ") {
            match BoardNo::read(n.trim()) {
                Some(board) => {
                    writer::tick(&mut session, sink.as_mut(), at_ms);
                    write!(out, "{}", render_stage(&session, board, at_ms))?;
                }
                None => writeln!(
                    out,
                    "{}",
                    tr!(
                        language,
                        "console-show-n-n-boards-number",
                        trim = n.trim(),
                        trim2 = format!("{:?}", n.trim())
                    )
                )?,
            }
            continue;
        }
        if let Some(change) = crate::hall_flow::parse(language, text) {
            use crate::live::Verdict;
            let verdict = change
                .map(|change| crate::hall_flow::apply(&mut session, sink.as_mut(), change, at_ms));
            match verdict {
                Ok(Verdict::Done(done)) => writeln!(out, "ok: {done}")?,
                Ok(Verdict::Refused(why)) | Err(why) => writeln!(out, "! {why}")?,
            }
            continue;
        }
        if let Some(request) = crate::round_flow::parse_request(language, text) {
            let verdict = request.and_then(|r| {
                crate::round_flow::apply_request(&mut session, sink.as_mut(), &r, at_ms)
            });
            match verdict {
                Ok(done) => writeln!(out, "ok: {done}")?,
                Err(why) => writeln!(out, "! {why}")?,
            }
            continue;
        }
        // The console plays the first board (a bughouse event: the first
        // match's two boards).
        let playable = if session.is_bughouse() { 2 } else { 1 };
        let (board, command) =
            match parse_live(text, at_ms, config.piece_letters(), &mut || rng.bool()) {
                Ok(Some(line)) if line.board.unwrap_or(BoardNo::FIRST).number() <= playable => {
                    (line.board.unwrap_or(BoardNo::FIRST), line.command)
                }
                Ok(Some(line)) => {
                    let board = line.board.unwrap_or(BoardNo::FIRST);
                    let last = playable;
                    writeln!(
                        out,
                        "! {}",
                        tr!(
                            language,
                            "console-console-plays-up-board-last",
                            last = last,
                            board = board.number()
                        )
                    )?;
                    continue;
                }
                Ok(None) => continue,
                Err(fault) => {
                    writeln!(out, "! {}", fault.text(language))?;
                    continue;
                }
            };
        match writer::apply(&mut session, sink.as_mut(), board, &command, at_ms) {
            Ok(written) => {
                writeln!(
                    out,
                    "ok: {}",
                    crate::core::script::format_board_line(at_ms, board, &command)
                )?;
                if let Some(problem) = written.problem {
                    writeln!(out, "! {problem}")?;
                }
            }
            Err(WriteError::Refused(e)) => {
                writeln!(out, "! {}", crate::i18n::refusal(language, &e))?
            }
            Err(WriteError::NotSaved(e)) => {
                writeln!(out, "! {}", crate::i18n::not_saved(language, &e))?
            }
        }
        write!(out, "{}", render_stage(&session, board, at_ms))?;
    }
    Ok(())
}

/// Session board `board` as text: its game, or in a bughouse event the
/// match it belongs to; a board that does not exist, said so.
pub fn render_stage(session: &Session, board: BoardNo, at_ms: u64) -> String {
    let config = session.config();
    if let Some(b) = session.boards().get(board.index()) {
        return render(config, &b.game, at_ms);
    }
    if let Some(m) = session.matches().get(in_match(board).0) {
        return render_match(config, &m.game, at_ms);
    }
    let missing = crate::core::session::SessionError::NoSuchBoard {
        board,
        count: session.boards().len().max(2 * session.matches().len()),
    };
    format!(
        "✗ {}\n",
        crate::i18n::refusal(config.event.language, &missing)
    )
}

/// A bughouse match as text: both boards side by side with the pieces in
/// hand, four clocks, and the result.
pub fn render_match(
    config: &EventConfig,
    game: &crate::core::bughouse::BughouseGame,
    at_ms: u64,
) -> String {
    let l = config.event.language;
    let t = crate::i18n::strings(l);
    let mut out = String::new();
    let row = |b: MatchBoard, rank: u32| -> String {
        let board = game.position(b).board();
        (0..8)
            .map(|file| {
                let sq = Square::from_coords(shakmaty::File::new(file), shakmaty::Rank::new(rank));
                format!("{} ", board.piece_at(sq).map_or('.', |p| p.char()))
            })
            .collect()
    };
    let hand = |b: MatchBoard, side: Color| -> String {
        let Some(pockets) = game.position(b).pockets() else {
            return String::new();
        };
        shakmaty::Role::ALL
            .iter()
            .filter(|&&r| *pockets.get(side).get(r) > 0)
            .map(|&r| format!("{}{}", r.of(side).char(), pockets.get(side).get(r)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    out.push_str(&format!(
        "    {:<19}   {}\n",
        tr!(l, "console-board-1"),
        tr!(l, "console-board-2")
    ));
    for rank in (0..8).rev() {
        out.push_str(&format!(
            "  {} {} {} {}\n",
            rank + 1,
            row(MatchBoard::First, rank),
            rank + 1,
            row(MatchBoard::Second, rank)
        ));
    }
    out.push_str("    a b c d e f g h     a b c d e f g h\n");
    for b in MatchBoard::BOTH {
        let running = game.clock(b).running_side();
        for side in [Color::White, Color::Black] {
            let marker = if running == Some(side) { ">" } else { " " };
            out.push_str(&format!(
                "{marker} {} {:<6} {:>7}  {}  [{}]\n",
                b.number(),
                if side == Color::White {
                    t.white
                } else {
                    t.black
                },
                format_clock(
                    game.clock(b).remaining_ms(side, at_ms),
                    config.tenths_below_ms
                ),
                game.player(b, side),
                hand(b, side),
            ));
        }
    }
    if let Some(b) = MatchBoard::BOTH
        .into_iter()
        .find(|&b| game.board_match().checking_drop(b).is_some())
    {
        out.push_str(&format!(
            "  {}\n",
            tr!(l, "console-board-b-piece-dropped-with", b = b.number())
        ));
    }
    if let Some(o) = game.outcome() {
        out.push_str(&format!(
            "  {}: {} ({})\n",
            tr!(l, "console-result"),
            o.result.pgn(),
            t.termination(o.termination())
        ));
    }
    out
}
