//! The event journal: every accepted command, one line each, appended and
//! made durable (fsync) before its effect is shown anywhere. It is plain
//! text that a person can read: a versioned header, then
//! `SEQ CRC32 SCRIPT-LINE` per command, the script line being the replay
//! format (`at 12.5 board 2 move e4`). A torn last line (a power cut in the
//! middle of a write) is dropped with a warning; damage anywhere earlier is
//! refused with the line and the last good record.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::core::game::Command;
use crate::core::script::{Action, format_board_line, parse_line};

/// The first line of every journal; the number is the format's version.
pub const HEADER: &str = "megxadrez-journal 1";

/// One journaled command.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// Its sequence number, from 1.
    pub seq: u64,
    /// When it was applied (session time).
    pub at_ms: u64,
    /// The board (0-based).
    pub board: usize,
    /// The command.
    pub command: Command,
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
        reason: String,
        /// The last intact record's sequence number (0: none).
        last_good: u64,
        /// The line that record is on.
        last_good_line: usize,
    },
}

/// Reads journal text: the intact records, and a warning when a torn last
/// line was dropped.
pub fn read(path: &Path, text: &str) -> Result<(Vec<Record>, Option<String>), JournalError> {
    let mut lines = text.split_inclusive('\n').enumerate().peekable();
    match lines.next() {
        Some((_, first)) if first.trim_end() == HEADER => {}
        _ => {
            return Err(JournalError::NotAJournal {
                path: path.to_owned(),
            });
        }
    }
    let mut records: Vec<Record> = Vec::new();
    let mut last_good_line = 1;
    while let Some((i, raw)) = lines.next() {
        let number = i + 1;
        // Only a last line without its newline was cut by a crash while
        // being written; a finished line that does not read is damage.
        let torn = lines.peek().is_none() && !raw.ends_with('\n');
        match parse_record(raw, records.last().map_or(1, |r| r.seq + 1)) {
            Ok(record) => {
                records.push(record);
                last_good_line = number;
            }
            Err(reason) if torn => {
                let warning = format!(
                    "{}:{number}: dropped a torn last record ({reason}): {:?}",
                    path.display(),
                    raw.chars().take(80).collect::<String>()
                );
                return Ok((records, Some(warning)));
            }
            Err(reason) => {
                return Err(JournalError::Corrupt {
                    path: path.to_owned(),
                    line: number,
                    reason,
                    last_good: records.last().map_or(0, |r| r.seq),
                    last_good_line,
                });
            }
        }
    }
    Ok((records, None))
}

fn parse_record(raw: &str, expected_seq: u64) -> Result<Record, String> {
    let line = raw.strip_suffix('\n').ok_or("the line is not finished")?;
    let mut parts = line.splitn(3, ' ');
    let (seq, crc, body) = (parts.next(), parts.next(), parts.next());
    let (Some(seq), Some(crc), Some(body)) = (seq, crc, body) else {
        return Err("expected `SEQ CRC32 COMMAND`".into());
    };
    let seq: u64 = seq
        .parse()
        .map_err(|_| format!("{seq:?} is not a sequence number"))?;
    if seq != expected_seq {
        return Err(format!(
            "sequence number {seq} where {expected_seq} was due"
        ));
    }
    let crc = u32::from_str_radix(crc, 16).map_err(|_| format!("{crc:?} is not a checksum"))?;
    if crc32fast::hash(body.as_bytes()) != crc {
        return Err("the checksum does not match".into());
    }
    let parsed = parse_line(0, body)
        .map_err(|e| e.message)?
        .ok_or("an empty command")?;
    let Action::Command(command) = parsed.action else {
        return Err("a lot that was never drawn".into());
    };
    Ok(Record {
        seq,
        at_ms: parsed.at_ms,
        board: parsed.board - 1,
        command,
    })
}

/// The text of one record line, newline included.
pub fn format_record(seq: u64, at_ms: u64, board: usize, command: &Command) -> String {
    let body = format_board_line(at_ms, board + 1, command);
    format!("{seq} {:08x} {body}\n", crc32fast::hash(body.as_bytes()))
}

/// An open journal, appending.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    file: File,
    next_seq: u64,
    /// The file's length after the last intact record.
    len: u64,
    /// Set when a failed append could not be cut back: nothing more is
    /// appended to a file in an unknown state.
    broken: bool,
}

impl Journal {
    /// Opens the journal at `path`, creating it if it does not exist, and
    /// returns it with the records already in it and, if a torn last
    /// record was dropped (and cut from the file), a warning naming it.
    pub fn open(path: &Path) -> Result<(Journal, Vec<Record>, Option<String>), JournalError> {
        let io_error = |source| JournalError::Io {
            path: path.to_owned(),
            source,
        };
        // A file holding only part of the header was cut while being created.
        let exists =
            std::fs::read(path).is_ok_and(|b| !format!("{HEADER}\n").as_bytes().starts_with(&b));
        if path.exists() && !exists {
            std::fs::remove_file(path).map_err(io_error)?;
        }
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .create(true)
            .open(path)
            .map_err(io_error)?;
        let (records, warning) = if exists {
            let text = std::fs::read(path).map_err(io_error)?;
            let text = String::from_utf8_lossy(&text);
            let (records, warning) = read(path, &text)?;
            if warning.is_some() {
                // Cut the torn record so that the next append starts clean.
                let keep = text
                    .split_inclusive('\n')
                    .take(records.len() + 1)
                    .map(str::len)
                    .sum::<usize>();
                file.set_len(keep as u64).map_err(io_error)?;
                file.sync_all().map_err(io_error)?;
            }
            (records, warning)
        } else {
            file.write_all(format!("{HEADER}\n").as_bytes())
                .map_err(io_error)?;
            file.sync_all().map_err(io_error)?;
            if let Some(dir) = path.parent() {
                // Make the new file's name durable too.
                File::open(dir)
                    .and_then(|d| d.sync_all())
                    .map_err(io_error)?;
            }
            (Vec::new(), None)
        };
        let next_seq = records.last().map_or(1, |r| r.seq + 1);
        let len = file.metadata().map_err(io_error)?.len();
        Ok((
            Journal {
                path: path.to_owned(),
                file,
                next_seq,
                len,
                broken: false,
            },
            records,
            warning,
        ))
    }

    /// Appends a command and makes it durable before returning its
    /// sequence number.
    pub fn append(
        &mut self,
        at_ms: u64,
        board: usize,
        command: &Command,
    ) -> Result<u64, JournalError> {
        let io_error = |source| JournalError::Io {
            path: self.path.clone(),
            source,
        };
        if self.broken {
            return Err(io_error(io::Error::other(
                "an earlier write failed and could not be undone; restart on this journal",
            )));
        }
        let seq = self.next_seq;
        let line = format_record(seq, at_ms, board, command);
        if let Err(e) = self
            .file
            .write_all(line.as_bytes())
            .and_then(|()| self.file.sync_data())
        {
            // Cut what part of the line reached the file, so that the next
            // record follows the last intact one.
            if self
                .file
                .set_len(self.len)
                .and_then(|()| self.file.sync_data())
                .is_err()
            {
                self.broken = true;
            }
            return Err(io_error(e));
        }
        self.len += line.len() as u64;
        self.next_seq += 1;
        Ok(seq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir() -> PathBuf {
        let d = std::env::temp_dir().join(format!(
            "megxadrez-journal-{}-{}",
            std::process::id(),
            fastrand::u64(..)
        ));
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    fn commands() -> Vec<(u64, usize, Command)> {
        vec![
            (0, 0, Command::Start),
            (12_500, 0, Command::Move { text: "e4".into() }),
            (13_000, 1, Command::Start),
            (
                20_000,
                0,
                Command::Move {
                    text: "exd8=Q+".into(),
                },
            ),
            (
                21_000,
                0,
                Command::Arbiter {
                    result: crate::core::rules::GameResult::Draw,
                    reason: "both agree".into(),
                },
            ),
        ]
    }

    #[test]
    fn appended_commands_read_back_in_order_after_reopening() {
        let path = dir().join("event.journal");
        let (mut j, records, warning) = Journal::open(&path).unwrap();
        assert!(records.is_empty() && warning.is_none());
        for (at, board, cmd) in commands() {
            j.append(at, board, &cmd).unwrap();
        }
        drop(j);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.starts_with("megxadrez-journal 1\n1 "), "{text}");
        assert!(
            text.contains(" at 13 board 2 start\n"),
            "readable by a person: {text}"
        );
        let (mut j, records, warning) = Journal::open(&path).unwrap();
        assert_eq!(warning, None);
        let got: Vec<_> = records
            .iter()
            .map(|r| (r.at_ms, r.board, r.command.clone()))
            .collect();
        assert_eq!(got, commands());
        assert_eq!(
            j.append(30_000, 0, &Command::Wait).unwrap(),
            6,
            "numbering goes on"
        );
    }

    #[test]
    fn a_torn_last_record_is_dropped_with_a_warning_and_cut() {
        let path = dir().join("torn.journal");
        let (mut j, _, _) = Journal::open(&path).unwrap();
        for (at, board, cmd) in commands() {
            j.append(at, board, &cmd).unwrap();
        }
        drop(j);
        let full = std::fs::read(&path).unwrap();
        std::fs::write(&path, &full[..full.len() - 7]).unwrap(); // power cut mid-write
        let (mut j, records, warning) = Journal::open(&path).unwrap();
        assert_eq!(records.len(), 4, "nothing before the damage is lost");
        let warning = warning.expect("a warning");
        assert!(
            warning.contains("torn.journal:6") && warning.contains("torn"),
            "{warning}"
        );
        j.append(40_000, 0, &Command::Wait).unwrap();
        drop(j);
        let (_, records, warning) = Journal::open(&path).unwrap();
        assert_eq!(
            (records.len(), warning),
            (5, None),
            "the cut file continues cleanly"
        );
        assert_eq!(records[4].seq, 5);
    }

    #[test]
    fn a_finished_but_damaged_last_line_is_refused_not_dropped_as_torn() {
        // Bug seen: a complete garbage last line was dropped as "torn";
        // only a line without its newline is torn.
        let path = dir().join("garbage-last.journal");
        let (mut j, _, _) = Journal::open(&path).unwrap();
        for (at, board, cmd) in commands() {
            j.append(at, board, &cmd).unwrap();
        }
        drop(j);
        let mut text = std::fs::read_to_string(&path).unwrap();
        text.push_str("6 deadbeef at 40 move e4\n");
        std::fs::write(&path, &text).unwrap();
        let err = Journal::open(&path).unwrap_err();
        assert!(
            matches!(
                err,
                JournalError::Corrupt {
                    line: 7,
                    last_good: 5,
                    ..
                }
            ),
            "{err}"
        );
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            text,
            "nothing is cut from a damaged journal"
        );
    }

    #[test]
    fn damage_before_the_last_record_is_refused_with_the_last_good_one() {
        let path = dir().join("bad.journal");
        let (mut j, _, _) = Journal::open(&path).unwrap();
        for (at, board, cmd) in commands() {
            j.append(at, board, &cmd).unwrap();
        }
        drop(j);
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::write(&path, text.replacen("move e4", "move e5", 1)).unwrap();
        let err = Journal::open(&path).unwrap_err().to_string();
        assert!(
            err.contains("bad.journal:3") && err.contains("checksum") && err.contains("#1"),
            "{err}"
        );
        std::fs::write(&path, "hello\n").unwrap();
        assert!(
            Journal::open(&path)
                .unwrap_err()
                .to_string()
                .contains("not a MegXadrez journal")
        );
    }

    #[test]
    fn random_bytes_as_the_tail_never_panic_nor_lose_earlier_records() {
        let mut text = format!("{HEADER}\n");
        for (seq, (at, board, cmd)) in commands().into_iter().enumerate() {
            text.push_str(&format_record(seq as u64 + 1, at, board, &cmd));
        }
        let mut rng = fastrand::Rng::with_seed(3);
        for _ in 0..2000 {
            let len = rng.usize(0..60);
            let tail: Vec<u8> = (0..len).map(|_| rng.u8(..)).collect();
            let mut bytes = text.clone().into_bytes();
            bytes.extend(tail);
            let damaged = String::from_utf8_lossy(&bytes);
            match read(Path::new("x.journal"), &damaged) {
                Ok((records, _)) => assert!(records.len() >= 5),
                Err(JournalError::Corrupt { last_good, .. }) => assert_eq!(last_good, 5),
                Err(e) => panic!("{e}"),
            }
        }
    }
}
