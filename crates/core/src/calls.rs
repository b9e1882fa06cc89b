//! Calls for the arbiter from the hall's boards: a table asks for the
//! arbiter ("board 7 calls the arbiter"), the call stays open, with its age,
//! until the arbiter answers it. Each call and answer is journaled
//! (`arbiter at SECONDS call 7`, `… answer 7`), so a restart keeps the open
//! calls and the records say who called when.

use std::fmt;

use crate::ids::BoardNo;

/// A change to the open calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallCommand {
    /// `call N`: board N calls the arbiter.
    Call(BoardNo),
    /// `answer N`: the arbiter answered board N's call.
    Answer(BoardNo),
}

/// Why a call or an answer was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CallFault {
    /// Not `call N` nor `answer N`.
    #[error("write call N or answer N")]
    Grammar,
    /// A board number that does not read.
    #[error("{0:?} is not a board number")]
    BoardNumber(String),
    /// The board's call is already open.
    #[error("board {0} is already calling the arbiter")]
    AlreadyCalling(BoardNo),
    /// The board has no open call to answer.
    #[error("board {0} is not calling the arbiter")]
    NotCalling(BoardNo),
}

impl CallFault {
    /// The fault in `l`.
    pub fn text(&self, l: crate::language::Language) -> String {
        match self {
            CallFault::Grammar => crate::tr!(l, "calls-grammar").to_owned(),
            CallFault::BoardNumber(n) => crate::tr!(l, "calls-board-number", n = n),
            CallFault::AlreadyCalling(board) => {
                crate::tr!(l, "calls-already-calling", board = board)
            }
            CallFault::NotCalling(board) => crate::tr!(l, "calls-not-calling", board = board),
        }
    }
}

impl CallCommand {
    /// Reads `call N` or `answer N`.
    pub fn parse(text: &str) -> Result<CallCommand, CallFault> {
        let mut words = text.split_whitespace();
        let (Some(verb), Some(n), None) = (words.next(), words.next(), words.next()) else {
            return Err(CallFault::Grammar);
        };
        let board = BoardNo::read(n).ok_or_else(|| CallFault::BoardNumber(n.to_owned()))?;
        match verb {
            "call" => Ok(CallCommand::Call(board)),
            "answer" => Ok(CallCommand::Answer(board)),
            _ => Err(CallFault::Grammar),
        }
    }

    /// The board it is about.
    pub fn board(self) -> BoardNo {
        match self {
            CallCommand::Call(board) | CallCommand::Answer(board) => board,
        }
    }
}

impl fmt::Display for CallCommand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallCommand::Call(board) => write!(f, "call {board}"),
            CallCommand::Answer(board) => write!(f, "answer {board}"),
        }
    }
}

/// An open call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Call {
    /// The board that called.
    pub board: BoardNo,
    /// When, in session time.
    pub since_ms: u64,
}

/// The calls still open, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Calls {
    open: Vec<Call>,
}

impl Calls {
    /// Whether `command` would be taken (the session checks that the
    /// board is one of the stage's).
    pub fn check(&self, command: CallCommand) -> Result<(), CallFault> {
        let board = command.board();
        let open = self.open.iter().any(|c| c.board == board);
        match command {
            CallCommand::Call(_) if open => Err(CallFault::AlreadyCalling(board)),
            CallCommand::Answer(_) if !open => Err(CallFault::NotCalling(board)),
            _ => Ok(()),
        }
    }

    /// Applies `command` at `at_ms`, or says why not (nothing changes
    /// then).
    pub fn apply(&mut self, command: CallCommand, at_ms: u64) -> Result<(), CallFault> {
        self.check(command)?;
        match command {
            CallCommand::Call(board) => self.open.push(Call {
                board,
                since_ms: at_ms,
            }),
            CallCommand::Answer(board) => self.open.retain(|c| c.board != board),
        }
        Ok(())
    }

    /// The open calls, oldest first.
    pub fn open(&self) -> &[Call] {
        &self.open
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_stays_open_until_it_is_answered_and_reads_back_as_written() {
        let mut calls = Calls::default();
        let seven = BoardNo::numbered(7).unwrap();
        let call = CallCommand::parse("call 7").unwrap();
        assert_eq!(call, CallCommand::Call(seven));
        assert_eq!(CallCommand::parse(&call.to_string()), Ok(call));
        calls.apply(call, 12_000).unwrap();
        assert_eq!(
            calls.open(),
            [Call {
                board: seven,
                since_ms: 12_000
            }]
        );
        // A second press at the same table is refused, the first kept.
        assert_eq!(
            calls.apply(call, 13_000),
            Err(CallFault::AlreadyCalling(seven))
        );
        assert_eq!(calls.open()[0].since_ms, 12_000);
        let answer = CallCommand::parse("answer 7").unwrap();
        calls.apply(answer, 20_000).unwrap();
        assert!(calls.open().is_empty());
        assert_eq!(
            calls.apply(answer, 21_000),
            Err(CallFault::NotCalling(seven))
        );
    }

    #[test]
    fn a_bad_call_line_is_refused() {
        assert_eq!(
            CallCommand::parse("call 0"),
            Err(CallFault::BoardNumber("0".into()))
        );
        for bad in ["call", "ring 3", "call 3 4", ""] {
            assert_eq!(CallCommand::parse(bad), Err(CallFault::Grammar), "{bad:?}");
        }
    }
}
