//! The event journal's record codec: every accepted command, one line
//! each, plain text that a person can read. A versioned header, then
//! `SEQ CRC32 SCOPE at SECONDS COMMAND` per command (version 2: `3 1a2b3c4d
//! board 2 at 12.5 move e4`); version 1's `SEQ CRC32 SCRIPT-LINE` is still
//! read. A torn last line (a power cut in the middle of a write) is dropped
//! with a warning; damage anywhere earlier is refused with the line and the
//! last good record. The file itself (append, fsync) is the binary's store.

use std::io;
use std::path::{Path, PathBuf};

use crate::event::{self, EventCommand};
use crate::game::Command;
use crate::ids::BoardNo;
use crate::script::{
    Action, ScriptFault, format_board_line, format_seconds, parse_seconds, read_line,
};

/// The first line of every journal this program writes; the number is the
/// format's version.
pub const HEADER: &str = "megxadrez-journal 2";

/// The first line of a version-1 journal, still read.
pub const HEADER_V1: &str = "megxadrez-journal 1";

/// What a record holds: a command for one board, or a change to the event.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    /// A command for one board of the session.
    Board {
        /// The board.
        board: BoardNo,
        /// The command.
        command: Command,
    },
    /// A change to the event: a pairing, a bye, a result.
    Event(EventCommand),
    /// A message on the hall's screens, or its withdrawal.
    Hall(crate::hall::HallCommand),
    /// A board's call for the arbiter, or its answer.
    Call(crate::calls::CallCommand),
    /// Which event the journal belongs to: its first record, and again
    /// when the arbiter takes a changed config as the same event.
    Identity(Identity),
}

/// Which event a journal belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Identity {
    /// The event's name.
    pub name: String,
    /// A digest of what decides its games (format, rules, rounds, boards).
    pub digest: u32,
    /// The config it was started with, as given.
    pub config: String,
}

impl Identity {
    /// The record's body after `identity at SECONDS `: the digest, the
    /// name with its length in bytes before it, then the config's path
    /// (control characters written as `?`).
    fn body(&self) -> String {
        let config: String = self
            .config
            .chars()
            .map(|c| if c.is_control() { '?' } else { c })
            .collect();
        format!(
            "{:08x} {}:{} {config}",
            self.digest,
            self.name.len(),
            self.name
        )
    }

    fn parse(text: &str) -> Option<Identity> {
        let (digest, rest) = text.split_once(' ')?;
        let digest = u32::from_str_radix(digest, 16).ok()?;
        let (len, rest) = rest.split_once(':')?;
        let len: usize = len.parse().ok()?;
        let name = rest.get(..len)?;
        let config = rest.get(len..)?.strip_prefix(' ')?;
        Some(Identity {
            name: name.to_owned(),
            digest,
            config: config.to_owned(),
        })
    }
}

impl Record {
    /// The board and command, for a board's record.
    pub fn board_command(&self) -> Option<(BoardNo, &Command)> {
        match &self.entry {
            Entry::Board { board, command } => Some((*board, command)),
            Entry::Event(_) | Entry::Hall(_) | Entry::Call(_) | Entry::Identity(_) => None,
        }
    }
}

/// One journaled command.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// Its sequence number, from 1.
    pub seq: u64,
    /// When it was applied (session time).
    pub at_ms: u64,
    /// What it holds.
    pub entry: Entry,
}

/// Why a journal cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    /// Reading or writing failed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// An earlier write failed and could not be undone: the file's end is
    /// not known to be a record's, so nothing more is written to it.
    #[error("{path}: an earlier write failed and could not be undone; restart on this journal")]
    Broken {
        /// The file.
        path: PathBuf,
    },
    /// Another process holds the journal (its lock file names it).
    #[error("{path}: the journal is open in another process (pid {pid:?}): one writer at a time")]
    Locked {
        /// The lock file.
        path: PathBuf,
        /// The process that holds it, when it says.
        pid: Option<u32>,
    },
    /// Not a journal, or a version this program does not read.
    #[error("{path}: not a MegXadrez journal (its first line should be {HEADER:?})")]
    NotAJournal {
        /// The file.
        path: PathBuf,
    },
    /// A damaged record before the last one.
    #[error(
        "{path}:{line}: damaged record ({reason}); the records up to #{last_good} are intact — \
         keep a copy, then cut the file after line {last_good_line} to start from there"
    )]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// The damaged line (1-based).
        line: usize,
        /// What is wrong with it.
        reason: RecordError,
        /// The last intact record's sequence number (0: none).
        last_good: u64,
        /// The line that record is on.
        last_good_line: usize,
    },
}

/// A torn last record that was dropped: a line without its newline, cut by
/// a crash while it was being written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}:{line}: dropped a torn last record ({reason}): {text:?}", path.display())]
pub struct TornRecord {
    /// The journal.
    pub path: PathBuf,
    /// The torn line (1-based).
    pub line: usize,
    /// Why it does not read.
    pub reason: RecordError,
    /// Its start, as written.
    pub text: String,
}

/// Reads journal text: the intact records, and the torn last line when one
/// was dropped.
pub fn read(path: &Path, text: &str) -> Result<(Vec<Record>, Option<TornRecord>), JournalError> {
    read_after(path, text, 0)
}

/// Reads a journal's header and its records from number `after + 1` on
/// (what a display node asks its leader for: the records it lacks).
pub fn read_after(
    path: &Path,
    text: &str,
    after: u64,
) -> Result<(Vec<Record>, Option<TornRecord>), JournalError> {
    let mut lines = text.split_inclusive('\n').enumerate().peekable();
    let version = match lines.next() {
        Some((_, first)) if first.trim_end() == HEADER => 2,
        Some((_, first)) if first.trim_end() == HEADER_V1 => 1,
        _ => {
            return Err(JournalError::NotAJournal {
                path: path.to_owned(),
            });
        }
    };
    let mut records: Vec<Record> = Vec::new();
    let mut last_good_line = 1;
    while let Some((i, raw)) = lines.next() {
        let number = i + 1;
        // Only a last line without its newline was cut by a crash while
        // being written; a finished line that does not read is damage.
        let torn = lines.peek().is_none() && !raw.ends_with('\n');
        // A whole last record that lacks only its line end (an editor
        // saved it so) reads: its checksum says it is whole.
        let whole;
        let raw = if torn {
            whole = format!("{raw}\n");
            whole.as_str()
        } else {
            raw
        };
        match parse_record(
            raw,
            records.last().map_or(after + 1, |r| r.seq + 1),
            version,
        ) {
            Ok(record) => {
                records.push(record);
                last_good_line = number;
            }
            Err(reason) if torn => {
                let warning = TornRecord {
                    path: path.to_owned(),
                    line: number,
                    reason,
                    text: raw.trim_end_matches('\n').chars().take(80).collect(),
                };
                return Ok((records, Some(warning)));
            }
            Err(reason) => {
                return Err(JournalError::Corrupt {
                    path: path.to_owned(),
                    line: number,
                    reason,
                    last_good: records.last().map_or(after, |r| r.seq),
                    last_good_line,
                });
            }
        }
    }
    Ok((records, None))
}

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The last line has no newline (a write cut short).
    #[error("the line is not finished")]
    Unfinished,
    /// Not three fields.
    #[error("expected `SEQ CRC32 COMMAND`")]
    NotARecord,
    /// The sequence number does not read.
    #[error("{0:?} is not a sequence number")]
    NotASequenceNumber(String),
    /// A record missing or repeated before this one.
    #[error("sequence number {seq} where {expected} was due")]
    OutOfSequence {
        /// The number written.
        seq: u64,
        /// The number due.
        expected: u64,
    },
    /// The checksum does not read.
    #[error("{0:?} is not a checksum")]
    NotAChecksum(String),
    /// The checksum is not the body's.
    #[error("the checksum does not match")]
    ChecksumMismatch,
    /// A version-2 body without its scope.
    #[error("expected `board N at SECONDS COMMAND` or `event at SECONDS COMMAND`")]
    NoScope,
    /// A board number that does not read.
    #[error("{0:?} is not a board number")]
    NotABoard(String),
    /// The command (or its time) does not read.
    #[error("{0:?}")]
    Command(ScriptFault),
    /// No command.
    #[error("an empty command")]
    Empty,
    /// A `lot` line: a journal holds the colours that were drawn.
    #[error("a lot that was never drawn")]
    UndrawnLot,
    /// The board given twice (in the scope and in the command).
    #[error("a board named twice")]
    BoardTwice,
}

fn parse_record(raw: &str, expected_seq: u64, version: u8) -> Result<Record, RecordError> {
    let line = raw.strip_suffix('\n').ok_or(RecordError::Unfinished)?;
    // A journal whose line ends an editor turned into CRLF still reads:
    // the CR is not part of the record (its checksum never covered one).
    let line = line.strip_suffix('\r').unwrap_or(line);
    let mut parts = line.splitn(3, ' ');
    let (seq, crc, body) = (parts.next(), parts.next(), parts.next());
    let (Some(seq), Some(crc), Some(body)) = (seq, crc, body) else {
        return Err(RecordError::NotARecord);
    };
    let seq: u64 = seq
        .parse()
        .map_err(|_| RecordError::NotASequenceNumber(seq.to_owned()))?;
    if seq != expected_seq {
        return Err(RecordError::OutOfSequence {
            seq,
            expected: expected_seq,
        });
    }
    let crc =
        u32::from_str_radix(crc, 16).map_err(|_| RecordError::NotAChecksum(crc.to_owned()))?;
    if crc32fast::hash(body.as_bytes()) != crc {
        return Err(RecordError::ChecksumMismatch);
    }
    let (at_ms, entry) = if version == 1 {
        parse_v1(body)?
    } else {
        parse_v2(body)?
    };
    Ok(Record { seq, at_ms, entry })
}

/// A version-1 body: a script line (`at 12.5 board 2 move e4`).
fn parse_v1(body: &str) -> Result<(u64, Entry), RecordError> {
    let parsed = read_line(0, body)
        .map_err(RecordError::Command)?
        .ok_or(RecordError::Empty)?;
    let command = match parsed.action {
        Action::Command(command) => command,
        Action::Lot => return Err(RecordError::UndrawnLot),
        Action::Event(command) => return Ok((parsed.at_ms, Entry::Event(command))),
        Action::Hall(command) => return Ok((parsed.at_ms, Entry::Hall(command))),
        Action::Call(command) => return Ok((parsed.at_ms, Entry::Call(command))),
        // A journal holds the pairings that were made, never the request.
        Action::NextRound => return Err(RecordError::NoScope),
    };
    Ok((
        parsed.at_ms,
        Entry::Board {
            board: parsed.board,
            command,
        },
    ))
}

/// A version-2 body: `board N at SECONDS COMMAND` or `event at SECONDS
/// EVENT-COMMAND`.
fn parse_v2(body: &str) -> Result<(u64, Entry), RecordError> {
    if let Some(rest) = body.strip_prefix("event at ") {
        let (at, command) = rest.split_once(' ').ok_or(RecordError::NoScope)?;
        let at_ms = parse_seconds(at).map_err(RecordError::Command)?;
        let command =
            event::parse(command).map_err(|e| RecordError::Command(ScriptFault::Event(e)))?;
        return Ok((at_ms, Entry::Event(command)));
    }
    if let Some(rest) = body.strip_prefix("identity at ") {
        let (at, identity) = rest.split_once(' ').ok_or(RecordError::NoScope)?;
        let at_ms = parse_seconds(at).map_err(RecordError::Command)?;
        let identity = Identity::parse(identity).ok_or(RecordError::NoScope)?;
        return Ok((at_ms, Entry::Identity(identity)));
    }
    if let Some(rest) = body.strip_prefix("arbiter at ") {
        let (at, command) = rest.split_once(' ').ok_or(RecordError::NoScope)?;
        let at_ms = parse_seconds(at).map_err(RecordError::Command)?;
        let command = crate::calls::CallCommand::parse(command)
            .map_err(|e| RecordError::Command(ScriptFault::Call(e)))?;
        return Ok((at_ms, Entry::Call(command)));
    }
    if let Some(rest) = body.strip_prefix("hall at ") {
        let (at, command) = rest.split_once(' ').ok_or(RecordError::NoScope)?;
        let at_ms = parse_seconds(at).map_err(RecordError::Command)?;
        let command = crate::hall::HallCommand::parse(command)
            .map_err(|e| RecordError::Command(ScriptFault::Hall(e)))?;
        return Ok((at_ms, Entry::Hall(command)));
    }
    let mut words = body.splitn(5, ' ');
    let (Some("board"), Some(board), Some("at"), Some(at), Some(rest)) = (
        words.next(),
        words.next(),
        words.next(),
        words.next(),
        words.next(),
    ) else {
        return Err(RecordError::NoScope);
    };
    let board = BoardNo::read(board).ok_or_else(|| RecordError::NotABoard(board.to_owned()))?;
    let at_ms = parse_seconds(at).map_err(RecordError::Command)?;
    let command = if let Some(fen) = rest.strip_prefix("position ") {
        Command::SetPosition {
            fen: fen.to_owned(),
        }
    } else {
        let parsed = read_line(0, &format!("at {at} {rest}"))
            .map_err(RecordError::Command)?
            .ok_or(RecordError::Empty)?;
        match parsed.action {
            Action::Command(command) if parsed.board == BoardNo::FIRST => command,
            Action::Command(_) => return Err(RecordError::BoardTwice),
            Action::Lot => return Err(RecordError::UndrawnLot),
            Action::Event(_) | Action::Hall(_) | Action::Call(_) | Action::NextRound => {
                return Err(RecordError::NoScope);
            }
        }
    };
    Ok((at_ms, Entry::Board { board, command }))
}

/// The text of one record line, newline included.
pub fn format_record(seq: u64, at_ms: u64, entry: &Entry) -> String {
    let body = match entry {
        Entry::Board {
            board,
            command: Command::SetPosition { fen },
        } => format!("board {board} at {} position {fen}", format_seconds(at_ms)),
        Entry::Board { board, command } => format!(
            "board {board} {}",
            format_board_line(at_ms, BoardNo::FIRST, command)
        ),
        Entry::Event(command) => format!("event at {} {command}", format_seconds(at_ms)),
        Entry::Hall(command) => format!("hall at {} {command}", format_seconds(at_ms)),
        Entry::Call(command) => format!("arbiter at {} {command}", format_seconds(at_ms)),
        Entry::Identity(identity) => {
            format!("identity at {} {}", format_seconds(at_ms), identity.body())
        }
    };
    format!("{seq} {:08x} {body}\n", crc32fast::hash(body.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(seq: u64, body: &str) -> String {
        format!("{seq} {:08x} {body}\n", crc32fast::hash(body.as_bytes()))
    }

    fn board(index: usize, command: Command) -> Entry {
        Entry::Board {
            board: BoardNo::at(index),
            command,
        }
    }

    #[test]
    fn version_2_records_name_what_they_apply_to_and_read_back_the_same() {
        let entries = [
            (
                0,
                board(
                    0,
                    Command::SetPosition {
                        fen: "8/8/8/4k3/8/8/8/4K2R w K - 0 1".into(),
                    },
                ),
            ),
            (
                500,
                board(
                    2,
                    Command::SetPosition {
                        fen: "8/8/8/4k3/8/8/8/4K3 b - - 0 1".into(),
                    },
                ),
            ),
            (12_500, board(2, Command::Move { text: "Kd4".into() })),
            (
                13_000,
                board(
                    0,
                    Command::Arbiter {
                        result: crate::rules::GameResult::Draw,
                        reason: "a # sign".into(),
                    },
                ),
            ),
            (14_000, Entry::Event(event::parse("pair 1 3 5").unwrap())),
            (
                15_000,
                Entry::Event(event::parse("result 1 3 5 1/2").unwrap()),
            ),
            (
                16_250,
                Entry::Hall(
                    crate::hall::HallCommand::parse(
                        "message banner for 60 on final La ronda 3 empieza a las 11:30 # sin comentario",
                    )
                    .unwrap(),
                ),
            ),
            // Typed in the panel, taken as it is: its first word is an
            // option's.
            (
                16_500,
                Entry::Hall(crate::hall::HallCommand::Show {
                    placement: crate::hall::Placement::Full,
                    seconds: None,
                    until: None,
                    countdown: false,
                    cue: None,
                    screens: vec![],
                    text: "on the stage now: the prize-giving".into(),
                }),
            ),
            (
                17_000,
                Entry::Hall(crate::hall::HallCommand::parse("message clear").unwrap()),
            ),
        ];
        let mut text = format!("{HEADER}\n");
        for (i, (at, entry)) in entries.iter().enumerate() {
            text.push_str(&format_record(i as u64 + 1, *at, entry));
        }
        assert!(
            text.contains(" board 3 at 0.500 position 8/8/8/4k3/8/8/8/4K3 b - - 0 1\n"),
            "{text}"
        );
        assert!(text.contains(" event at 15 result 1 3 5 1/2\n"), "{text}");
        assert!(
            text.contains(" hall at 16.250 message banner for 60 on final La ronda 3 empieza a las 11:30 # sin comentario\n"),
            "{text}"
        );
        let (records, warning) = read(Path::new("j"), &text).unwrap();
        assert_eq!(warning, None);
        let back: Vec<_> = records.into_iter().map(|r| (r.at_ms, r.entry)).collect();
        assert_eq!(back, entries.to_vec());
    }

    #[test]
    fn a_journal_whose_line_ends_became_crlf_reads_the_same() {
        let entries = [
            (0, board(0, Command::Start)),
            (1500, board(0, Command::Move { text: "e4".into() })),
        ];
        let mut text = format!("{HEADER}\n");
        for (i, (at, entry)) in entries.iter().enumerate() {
            text.push_str(&format_record(i as u64 + 1, *at, entry));
        }
        let crlf = text.replace('\n', "\r\n");
        let (records, warning) = read(Path::new("j"), &crlf).unwrap();
        assert_eq!(warning, None);
        let back: Vec<_> = records.into_iter().map(|r| (r.at_ms, r.entry)).collect();
        assert_eq!(back, entries.to_vec());
    }

    #[test]
    fn version_1_journals_still_read() {
        let text = format!(
            "{HEADER_V1}\n{}{}",
            line(1, "at 0 start"),
            line(2, "at 12.5 board 2 move e4")
        );
        let (records, _) = read(Path::new("j"), &text).unwrap();
        assert_eq!(
            records[1].board_command(),
            Some((BoardNo::at(1), &Command::Move { text: "e4".into() }))
        );
        assert_eq!(records[1].at_ms, 12_500);
        // A version-1 body is not a version-2 one, nor the reverse.
        let v2_body_in_v1 = format!("{HEADER_V1}\n{}", line(1, "board 1 at 0 start"));
        assert!(read(Path::new("j"), &v2_body_in_v1).is_err());
        let v1_body_in_v2 = format!("{HEADER}\n{}", line(1, "at 0 start"));
        assert!(read(Path::new("j"), &v1_body_in_v2).is_err());
    }
}
