//! The replay script: one timed command a line, as `megxadrez replay` reads
//! it and as the journal writes it.
//!
//! ```text
//! position FEN                      (before start: begin from this position)
//! at SECONDS start                  (the clocks start)
//! at SECONDS move MOVE              (SAN, UCI or LAN, by the side to move)
//! at SECONDS illegal                (a completed illegal move by the side to move)
//! at SECONDS pause | resume
//! at SECONDS adjust white|black +S | -S | =S
//! at SECONDS resign white|black
//! at SECONDS flag white|black        (a flag fell on the table clock)
//! at SECONDS draw                   (agreed)
//! at SECONDS claim                  (threefold repetition or 50 moves)
//! at SECONDS wait                   (only advances the clock)
//! at SECONDS undo                   (take back the last move: arbiter's correction)
//! at SECONDS arbiter 1-0|0-1|1/2-1/2 REASON
//! at SECONDS absent|present white|black NAME
//! at SECONDS order white|black NAME, NAME, ...
//! at SECONDS lot [first|second]     (colours by lot: who takes White)
//! ```
//! `#` starts a comment. SECONDS never decreases.

use std::fmt::Write as _;

use shakmaty::Color;
use thiserror::Error;

use crate::language::Language;
pub use crate::script_fault::ScriptFault;

use crate::clock::TimeChange;
pub use crate::command::side_word;
use crate::game::Command;
use crate::ids::BoardNo;
use crate::rules::GameResult;

/// A script line that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}: {message}")]
pub struct ScriptError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

/// What a script line asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A command for the game.
    Command(Command),
    /// Colours by lot, drawn when the line is run.
    Lot,
    /// A change to the event: `event pair|bye|result ...`.
    Event(crate::event::EventCommand),
    /// A message on the hall's screens: `message banner|full|clear ...`.
    Hall(crate::hall::HallCommand),
    /// A board's call for the arbiter, or its answer: `call N`, `answer N`.
    Call(crate::calls::CallCommand),
    /// `event next`: the next round paired as the stage's `event next`
    /// pairs it, when the line is run (its pairings are what applies, and
    /// what a journal holds).
    NextRound,
}

/// One script line, read.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// 1-based line number.
    pub number: usize,
    /// The board it is for (`at S board N …`, else the first).
    pub board: BoardNo,
    /// The instant, in ms since the script's zero.
    pub at_ms: u64,
    /// What to do.
    pub action: Action,
}

fn side(word: Option<&str>) -> Result<Color, ScriptFault> {
    match word {
        Some("white") => Ok(Color::White),
        Some("black") => Ok(Color::Black),
        other => Err(ScriptFault::Side {
            got: other.map(str::to_owned),
        }),
    }
}

/// Reads seconds (`90`, `12.5`) or minutes and seconds (`1:30`) into ms.
pub fn parse_seconds(text: &str) -> Result<u64, ScriptFault> {
    let bad = || ScriptFault::NotATime {
        text: text.to_owned(),
    };
    let (minutes, seconds) = match text.split_once(':') {
        Some((m, s)) if !m.is_empty() && m.bytes().all(|b| b.is_ascii_digit()) => {
            (m.parse::<u64>().map_err(|_| bad())?, s)
        }
        Some(_) => return Err(bad()),
        None => (0, text),
    };
    if seconds.is_empty() || !seconds.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        return Err(bad());
    }
    let s: f64 = seconds.parse().map_err(|_| bad())?;
    let ms = (minutes as f64 * 60_000.0) + (s * 1000.0);
    if !ms.is_finite() || ms > 1e12 {
        return Err(bad());
    }
    Ok(ms.round() as u64)
}

/// Seconds as scripts write them: `12`, `12.500`.
pub fn format_seconds(ms: u64) -> String {
    if ms.is_multiple_of(1000) {
        (ms / 1000).to_string()
    } else {
        format!("{}.{:03}", ms / 1000, ms % 1000)
    }
}

fn parse_command(verb: &str, rest: &str) -> Result<Action, ScriptFault> {
    let mut words = rest.split_whitespace();
    let no_args = |cmd: Command| {
        if rest.is_empty() {
            Ok(Action::Command(cmd))
        } else {
            Err(ScriptFault::TakesNothing {
                verb: verb.to_owned(),
                rest: rest.to_owned(),
            })
        }
    };
    match verb {
        "event" if rest.trim() == "next" => Ok(Action::NextRound),
        "event" => crate::event::parse(rest)
            .map(Action::Event)
            .map_err(ScriptFault::Event),
        "call" | "answer" => crate::calls::CallCommand::parse(&format!("{verb} {rest}"))
            .map(Action::Call)
            .map_err(ScriptFault::Call),
        "message" => crate::hall::HallCommand::parse(&format!("message {rest}"))
            .map(Action::Hall)
            .map_err(ScriptFault::Hall),
        "start" => no_args(Command::Start),
        "illegal" => no_args(Command::Illegal),
        "pause" => no_args(Command::Pause),
        "press" => no_args(Command::Press),
        "resume" => no_args(Command::Resume),
        "draw" => no_args(Command::AgreeDraw),
        "claim" => no_args(Command::ClaimDraw),
        "wait" => no_args(Command::Wait),
        "undo" => no_args(Command::Undo),
        "remove-drop" => no_args(Command::RemoveDrop),
        "handover" => match (words.next(), words.next(), words.next(), words.next()) {
            (Some(pawn), None, None, None) => Ok(Action::Command(Command::HandOver {
                pawn: pawn.to_owned(),
                clear: None,
            })),
            (Some(pawn), Some("clear"), Some(square), None) => {
                Ok(Action::Command(Command::HandOver {
                    pawn: pawn.to_owned(),
                    clear: Some(square.to_owned()),
                }))
            }
            _ => Err(ScriptFault::HandOver),
        },
        "move" => match (words.next(), words.next()) {
            (Some(text), None) => Ok(Action::Command(Command::Move {
                text: text.to_owned(),
            })),
            (None, _) => Err(ScriptFault::MoveMissing),
            (Some(_), Some(_)) => Err(ScriptFault::MoveTakesOne {
                rest: rest.to_owned(),
            }),
        },
        "resign" | "flag" => {
            let side = side(words.next())?;
            match words.next() {
                None if verb == "flag" => Ok(Action::Command(Command::Flag { side })),
                None => Ok(Action::Command(Command::Resign { side })),
                Some(extra) => Err(ScriptFault::ExtraAfterSide {
                    extra: extra.to_owned(),
                }),
            }
        }
        "adjust" => {
            let side = side(words.next())?;
            let amount = words.next().ok_or(ScriptFault::AdjustNeedsAmount)?;
            if let Some(extra) = words.next() {
                return Err(ScriptFault::ExtraAfterAmount {
                    extra: extra.to_owned(),
                });
            }
            let (sign, value) = amount.split_at(
                amount
                    .find(|c: char| !"+-=".contains(c))
                    .unwrap_or(amount.len()),
            );
            let ms = parse_seconds(value)?;
            let change = match sign {
                "+" => TimeChange::Add(ms),
                "-" => TimeChange::Subtract(ms),
                "=" => TimeChange::Set(ms),
                _ => {
                    return Err(ScriptFault::AmountSign {
                        amount: amount.to_owned(),
                    });
                }
            };
            Ok(Action::Command(Command::Adjust { side, change }))
        }
        "arbiter" => {
            let word = words.next().ok_or(ScriptFault::ArbiterNeedsResult)?;
            let result = GameResult::from_pgn(word).ok_or_else(|| ScriptFault::NotAResult {
                word: word.to_owned(),
            })?;
            let reason = rest[rest.find(word).map_or(0, |i| i + word.len())..].trim();
            if reason.is_empty() {
                return Err(ScriptFault::ArbiterNeedsReason);
            }
            Ok(Action::Command(Command::Arbiter {
                result,
                reason: reason.replace("\\#", "#"),
            }))
        }
        "absent" | "present" => {
            let side = side(words.next())?;
            let player = rest.trim_start()[side_word(side).len()..].trim();
            if player.is_empty() {
                return Err(ScriptFault::NeedsPlayer {
                    verb: verb.to_owned(),
                });
            }
            Ok(Action::Command(Command::SetAbsent {
                side,
                player: player.to_owned(),
                absent: verb == "absent",
            }))
        }
        "order" => {
            let side = side(words.next())?;
            let list = rest.trim_start()[side_word(side).len()..].trim();
            let players: Vec<String> = list.split(',').map(|p| p.trim().to_owned()).collect();
            if players.iter().any(String::is_empty) {
                return Err(ScriptFault::OrderNeedsNames);
            }
            Ok(Action::Command(Command::Reorder { side, players }))
        }
        "lot" => match (words.next(), words.next()) {
            (None, _) => Ok(Action::Lot),
            (Some("first"), None) => Ok(Action::Command(Command::AssignColours {
                first_white: true,
            })),
            (Some("second"), None) => Ok(Action::Command(Command::AssignColours {
                first_white: false,
            })),
            _ => Err(ScriptFault::Lot {
                rest: rest.to_owned(),
            }),
        },
        "position" => Err(ScriptFault::PositionAfterAt),
        other => Err(ScriptFault::Unknown {
            verb: other.to_owned(),
        }),
    }
}

/// Cuts a `#` comment: one that starts the line or follows a space, so that
/// a checkmate written `Rd8#` keeps its suffix (and an arbiter's reason
/// keeps a `#` written `\#`).
fn strip_comment(text: &str) -> &str {
    let bytes = text.as_bytes();
    let cut = (0..bytes.len())
        .find(|&i| bytes[i] == b'#' && (i == 0 || bytes[i - 1].is_ascii_whitespace()))
        .unwrap_or(bytes.len());
    &text[..cut]
}

/// Reads one line (`number` is 1-based). Blank and comment lines give `None`.
/// Refusals are in English (see [`parse_line_in`]).
pub fn parse_line(number: usize, text: &str) -> Result<Option<Line>, ScriptError> {
    parse_line_in(Language::En, number, text)
}

/// Like [`parse_line`], its refusals said in `l`.
pub fn parse_line_in(l: Language, number: usize, text: &str) -> Result<Option<Line>, ScriptError> {
    read_line(number, text).map_err(|fault| ScriptError {
        line: number,
        message: fault.text(l),
    })
}

/// Reads one line (`number` is 1-based), or why it does not read.
pub fn read_line(number: usize, text: &str) -> Result<Option<Line>, ScriptFault> {
    // A byte-order mark (a file saved by Notepad) and tabs read as spaces.
    let text = text.trim_start_matches('\u{feff}').replace('\t', " ");
    let text = strip_comment(&text).trim();
    if text.is_empty() {
        return Ok(None);
    }
    if let Some(fen) = text.strip_prefix("position ") {
        return Ok(Some(Line {
            number,
            board: BoardNo::FIRST,
            at_ms: 0,
            action: Action::Command(Command::SetPosition {
                fen: fen.trim().to_owned(),
            }),
        }));
    }
    let rest = text
        .strip_prefix("at ")
        .ok_or_else(|| ScriptFault::ExpectedAt {
            text: text.to_owned(),
        })?;
    let mut parts = rest.trim_start().splitn(2, char::is_whitespace);
    let seconds = parts.next().unwrap_or("");
    let at_ms = parse_seconds(seconds)?;
    let (board, action) = read_scoped(parts.next().unwrap_or("").trim(), seconds)?;
    Ok(Some(Line {
        number,
        board: board.unwrap_or(BoardNo::FIRST),
        at_ms,
        action,
    }))
}

/// Reads what follows `at SECONDS`: an optional `board N` and a command.
/// `seconds` is only for the fault of a line with nothing to do.
fn read_scoped(text: &str, seconds: &str) -> Result<(Option<BoardNo>, Action), ScriptFault> {
    let mut command = text;
    let mut board = None;
    if let Some(rest) = command.strip_prefix("board ") {
        let rest = rest.trim_start();
        let (n, after) = rest.split_at(rest.find(char::is_whitespace).unwrap_or(rest.len()));
        board = match BoardNo::read(n) {
            Some(b) => Some(b),
            None => return Err(ScriptFault::BoardNumber { n: n.to_owned() }),
        };
        command = after.trim();
    }
    if command.is_empty() {
        return Err(ScriptFault::NothingToDo {
            seconds: seconds.to_owned(),
        });
    }
    let mut verb_rest = command.splitn(2, char::is_whitespace);
    let verb = verb_rest.next().unwrap_or("");
    let args = verb_rest.next().unwrap_or("").trim();
    Ok((board, parse_command(verb, args)?))
}

/// Reads a whole script, stopping at the first bad line or the first time
/// that goes backwards.
pub fn parse_script(text: &str) -> Result<Vec<Line>, (Vec<Line>, ScriptError)> {
    let mut lines = Vec::new();
    let mut last_ms = 0;
    for (i, raw) in text.lines().enumerate() {
        match parse_line(i + 1, raw) {
            Ok(Some(line)) => {
                if line.at_ms < last_ms {
                    let message = ScriptFault::Backwards {
                        at: format_seconds(line.at_ms),
                        last: format_seconds(last_ms),
                    }
                    .text(Language::En);
                    return Err((
                        lines,
                        ScriptError {
                            line: i + 1,
                            message,
                        },
                    ));
                }
                last_ms = line.at_ms;
                lines.push(line);
            }
            Ok(None) => {}
            Err(e) => return Err((lines, e)),
        }
    }
    Ok(lines)
}

/// Writes `command` at `at_ms` for the first board as a script line that
/// [`parse_line`] reads back to the same command.
pub fn format_line(at_ms: u64, command: &Command) -> String {
    format_board_line(at_ms, BoardNo::FIRST, command)
}

/// Writes `command` at `at_ms` for `board` as a script line.
/// A set-up position is written for the first board only.
pub fn format_board_line(at_ms: u64, board: BoardNo, command: &Command) -> String {
    if let Command::SetPosition { .. } = command {
        return format_command(command);
    }
    let mut s = format!("at {} ", format_seconds(at_ms));
    if board != BoardNo::FIRST {
        let _ = write!(s, "board {board} ");
    }
    s.push_str(&format_command(command));
    s
}

/// Writes `command` as a script line writes it after `at SECONDS [board N]`
/// (`move e4`, `adjust white +30`, `position FEN`).
pub fn format_command(command: &Command) -> String {
    let mut s = String::new();
    let _ = match command {
        Command::SetPosition { fen } => write!(s, "position {fen}"),
        Command::AssignColours { first_white } => {
            write!(s, "lot {}", if *first_white { "first" } else { "second" })
        }
        Command::Start => write!(s, "start"),
        Command::Move { text } => write!(s, "move {text}"),
        Command::Illegal => write!(s, "illegal"),
        Command::Pause => write!(s, "pause"),
        Command::Press => write!(s, "press"),
        Command::Resume => write!(s, "resume"),
        Command::Adjust { side, change } => {
            let (sign, ms) = match change {
                TimeChange::Add(ms) => ('+', ms),
                TimeChange::Subtract(ms) => ('-', ms),
                TimeChange::Set(ms) => ('=', ms),
            };
            write!(
                s,
                "adjust {} {sign}{}",
                side_word(*side),
                format_seconds(*ms)
            )
        }
        Command::Resign { side } => write!(s, "resign {}", side_word(*side)),
        Command::Flag { side } => write!(s, "flag {}", side_word(*side)),
        Command::AgreeDraw => write!(s, "draw"),
        Command::ClaimDraw => write!(s, "claim"),
        Command::Wait => write!(s, "wait"),
        Command::Undo => write!(s, "undo"),
        Command::RemoveDrop => write!(s, "remove-drop"),
        Command::HandOver { pawn, clear } => match clear {
            Some(square) => write!(s, "handover {pawn} clear {square}"),
            None => write!(s, "handover {pawn}"),
        },
        // A `#` after a space would start a comment: written `\#`.
        Command::Arbiter { result, reason } => {
            write!(s, "arbiter {} {}", result.pgn(), reason.replace('#', "\\#"))
        }
        Command::SetAbsent {
            side,
            player,
            absent,
        } => {
            write!(
                s,
                "{} {} {player}",
                if *absent { "absent" } else { "present" },
                side_word(*side)
            )
        }
        Command::Reorder { side, players } => {
            write!(s, "order {} {}", side_word(*side), players.join(", "))
        }
    };
    s
}

/// Reads a live command line (a script command without `at SECONDS`, with
/// an optional `board N` prefix) at `at_ms`; a move may be written with
/// `letters` (Spanish or Galician piece letters) and is returned in
/// English. Returns the command and the board it names (`None`: none
/// named), `None` for a blank line, or why it cannot be read.
pub fn parse_live(
    text: &str,
    at_ms: u64,
    letters: crate::notation::PieceLetters,
    coin: &mut impl FnMut() -> bool,
) -> Result<Option<LiveLine>, ScriptFault> {
    let text = text.trim_start_matches('\u{feff}').replace('\t', " ");
    let text = strip_comment(&text).trim();
    if text.is_empty() {
        return Ok(None);
    }
    let (board, action) = match text.strip_prefix("position ") {
        Some(fen) => (
            None,
            Action::Command(Command::SetPosition {
                fen: fen.trim().to_owned(),
            }),
        ),
        None => read_scoped(text, &format_seconds(at_ms))?,
    };
    let command = match action {
        Action::Command(Command::Move { text }) => Command::Move {
            text: crate::notation::to_english(&text, letters),
        },
        Action::Command(c) => c,
        Action::Lot => Command::AssignColours {
            first_white: crate::team::draw_white(coin) == Color::White,
        },
        // The terminals read these first (`round_flow`, the hall's board).
        Action::Event(_) | Action::Hall(_) | Action::Call(_) | Action::NextRound => {
            return Err(ScriptFault::EventCommand);
        }
    };
    Ok(Some(LiveLine { board, command }))
}

/// A command typed live, and the board it names.
#[derive(Clone, Debug, PartialEq)]
pub struct LiveLine {
    /// The board the line names (`board N …`); `None` when it names none
    /// (the first board, for the terminal).
    pub board: Option<BoardNo>,
    /// The command.
    pub command: Command,
}

#[cfg(test)]
#[path = "script_tests.rs"]
mod tests;
