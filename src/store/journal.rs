//! The journal file: opened (a torn last record cut), appended to and made
//! durable with fsync before a command takes effect. The record codec is
//! the core's (`megxadrez_core::journal`).

use crate::core::ids::BoardNo;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::core::game::Command;
use crate::core::journal::{
    Entry, HEADER, HEADER_V1, JournalError, Record, TornRecord, format_record, read,
};

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
    /// The journal's lock, held while the journal is open: one writer.
    _lock: crate::store::lock::Held,
    /// Whether the file's line ends had been turned into CRLF.
    crlf: bool,
}

impl Journal {
    /// Opens the journal at `path`, creating it if it does not exist, and
    /// returns it with the records already in it and, if a torn last
    /// record was dropped (and cut from the file, a copy of it kept
    /// first), a warning naming it.
    ///
    /// The journal is locked first (`NAME.lock` beside it): a second
    /// process is refused, naming the one that holds it. A file that
    /// exists but cannot be read is an error, never taken for a new
    /// journal: nothing is written to it.
    pub fn open(path: &Path) -> Result<(Journal, Vec<Record>, Option<TornRecord>), JournalError> {
        let io_error = |source| JournalError::Io {
            path: path.to_owned(),
            source,
        };
        let lock = match crate::store::lock::Held::take(&lock_path(path)) {
            Ok(lock) => lock,
            Err(e @ JournalError::Io { .. }) => {
                // A folder the process cannot write (another user's, a
                // copy from a USB stick): the journal's own fault says
                // more, when it has one.
                return Err(match File::open(path) {
                    Err(unreadable) if unreadable.kind() != io::ErrorKind::NotFound => {
                        io_error(unreadable)
                    }
                    _ => e,
                });
            }
            Err(e) => return Err(e),
        };
        let bytes = match crate::store::files::read_regular(path) {
            Ok(bytes) => Some(bytes),
            Err(e) if e.kind() == io::ErrorKind::NotFound => None,
            Err(e) => return Err(io_error(e)),
        };
        // A file holding only part of the header (none of a record) was cut
        // while being created: it is started again.
        let header = format!("{HEADER}\n");
        let bytes = bytes.filter(|b| !header.as_bytes().starts_with(b));
        // A version-1 journal is rewritten as version 2 first: its new
        // text is what is read below.
        let (bytes, upgrade_warning) = match bytes {
            Some(b) => match upgrade_v1(path, &b).map_err(io_error)? {
                Some((upgraded, torn)) => (Some(upgraded.into_bytes()), torn),
                None => (Some(b), None),
            },
            None => (None, None),
        };
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .create(true)
            .open(path)
            .map_err(io_error)?;
        let mut crlf = false;
        let (records, warning) = if let Some(text) = bytes {
            crlf = text.windows(2).any(|w| w == b"\r\n");
            let text = String::from_utf8_lossy(&text);
            let (records, warning) = read(path, &text)?;
            if let Some(torn) = &warning {
                // Cut the torn record so that the next append starts clean,
                // a copy of the file as it was kept first.
                keep_a_copy(path, &format!("torn-line-{}", torn.line)).map_err(io_error)?;
                let keep = text
                    .split_inclusive('\n')
                    .take(records.len() + 1)
                    .map(str::len)
                    .sum::<usize>();
                file.set_len(keep as u64).map_err(io_error)?;
                file.sync_all().map_err(io_error)?;
            } else if !text.ends_with('\n') {
                // A whole last record without its line end (an editor
                // left it so): the line end first, so the next record
                // starts a line of its own.
                file.write_all(b"\n").map_err(io_error)?;
                file.sync_all().map_err(io_error)?;
            }
            (records, warning)
        } else {
            file.set_len(0).map_err(io_error)?;
            file.write_all(header.as_bytes()).map_err(io_error)?;
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
                _lock: lock,
                crlf,
            },
            records,
            warning.or(upgrade_warning),
        ))
    }

    /// Reads the journal at `path` without changing anything: no lock, no
    /// file created, no torn record cut (it is only reported). What the
    /// commands that only read (`export`, `standings`, `trf export`,
    /// `prizes`) use, also while a stage writes the journal.
    pub fn read_only(path: &Path) -> Result<(Vec<Record>, Option<TornRecord>), JournalError> {
        let bytes = crate::store::files::read_regular(path).map_err(|source| JournalError::Io {
            path: path.to_owned(),
            source,
        })?;
        read(path, &String::from_utf8_lossy(&bytes))
    }

    /// Whether the file's line ends had been turned into CRLF (by an
    /// editor on another system): it reads the same, and new records
    /// follow with plain line ends.
    pub fn had_crlf(&self) -> bool {
        self.crlf
    }

    /// The sequence number of the last record in the journal (0: none).
    pub fn last_seq(&self) -> u64 {
        self.next_seq - 1
    }

    /// Appends a board's command and makes it durable before returning its
    /// sequence number.
    pub fn append(
        &mut self,
        at_ms: u64,
        board: BoardNo,
        command: &Command,
    ) -> Result<u64, JournalError> {
        self.append_entry(
            at_ms,
            &Entry::Board {
                board,
                command: command.clone(),
            },
        )
    }

    /// Appends any record (a board's command, a change to the event) and
    /// makes it durable before returning its sequence number.
    pub fn append_entry(&mut self, at_ms: u64, entry: &Entry) -> Result<u64, JournalError> {
        let io_error = |source| JournalError::Io {
            path: self.path.clone(),
            source,
        };
        if self.broken {
            return Err(JournalError::Broken {
                path: self.path.clone(),
            });
        }
        let seq = self.next_seq;
        let line = format_record(seq, at_ms, entry);
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

/// A version-1 journal is rewritten whole as version 2 before it is
/// appended to (the records re-encoded, the same commands), the original
/// kept beside it as `NAME.v1`. A file that does not read is left alone for
/// `read` to refuse with its line.
/// Returns the new text, and the warning when a torn last record was
/// dropped in the upgrade; nothing when the file is not version 1.
fn upgrade_v1(path: &Path, bytes: &[u8]) -> io::Result<Option<(String, Option<TornRecord>)>> {
    let text = String::from_utf8_lossy(bytes);
    if text.lines().next() != Some(HEADER_V1) {
        return Ok(None);
    }
    let Ok((records, torn)) = read(path, &text) else {
        return Ok(None);
    };
    let mut upgraded = format!("{HEADER}\n");
    for r in &records {
        upgraded.push_str(&format_record(r.seq, r.at_ms, &r.entry));
    }
    let kept = path.with_extension("v1");
    if kept.exists() {
        keep_a_copy(path, "v1")?;
    } else {
        std::fs::copy(path, &kept)?;
        File::open(&kept)?.sync_all()?;
    }
    let tmp = path.with_extension("v2.tmp");
    let mut file = File::create(&tmp)?;
    file.write_all(upgraded.as_bytes())?;
    file.sync_all()?;
    std::fs::rename(&tmp, path)?;
    if let Some(dir) = path.parent() {
        File::open(dir)?.sync_all()?;
    }
    Ok(Some((upgraded, torn)))
}

/// The lock file of the journal at `path` (`session.lock` beside
/// `session.journal`).
pub fn lock_path(path: &Path) -> PathBuf {
    path.with_extension("lock")
}

/// Copies the journal at `path` to `NAME.WHY.bak` beside it (or
/// `NAME.WHY.2.bak`, … when that is taken), durably, before a repair
/// changes it.
fn keep_a_copy(path: &Path, why: &str) -> io::Result<PathBuf> {
    let name = path
        .file_name()
        .map_or("journal".into(), |n| n.to_string_lossy().into_owned());
    let copy = (1..)
        .map(|n| match n {
            1 => path.with_file_name(format!("{name}.{why}.bak")),
            n => path.with_file_name(format!("{name}.{why}.{n}.bak")),
        })
        .find(|p| !p.exists())
        .expect("a free name");
    std::fs::copy(path, &copy)?;
    File::open(&copy)?.sync_all()?;
    Ok(copy)
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

    fn commands() -> Vec<(u64, BoardNo, Command)> {
        vec![
            (0, BoardNo::at(0), Command::Start),
            (12_500, BoardNo::at(0), Command::Move { text: "e4".into() }),
            (13_000, BoardNo::at(1), Command::Start),
            (
                20_000,
                BoardNo::at(0),
                Command::Move {
                    text: "exd8=Q+".into(),
                },
            ),
            (
                21_000,
                BoardNo::at(0),
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
        assert!(text.starts_with("megxadrez-journal 2\n1 "), "{text}");
        assert!(
            text.contains(" board 2 at 13 start\n"),
            "readable by a person: {text}"
        );
        let (mut j, records, warning) = Journal::open(&path).unwrap();
        assert_eq!(warning, None);
        let got: Vec<_> = records
            .iter()
            .map(|r| {
                let (board, command) = r.board_command().unwrap();
                (r.at_ms, board, command.clone())
            })
            .collect();
        assert_eq!(got, commands());
        assert_eq!(
            j.append(30_000, BoardNo::at(0), &Command::Wait).unwrap(),
            6,
            "numbering goes on"
        );
    }

    #[test]
    fn a_journal_that_cannot_be_read_is_an_error_and_left_as_it_is() {
        // A name that cannot be read as a file (here a folder; on the day
        // a file of another user) was taken for "no journal yet" and
        // replaced.
        let path = dir().join("session.journal");
        std::fs::create_dir_all(path.join("inside")).unwrap();
        match Journal::open(&path) {
            Err(JournalError::Io { path: p, .. }) => assert_eq!(p, path),
            other => panic!("{other:?}"),
        }
        assert!(path.join("inside").is_dir(), "nothing was removed");
        assert!(matches!(
            Journal::read_only(&path),
            Err(JournalError::Io { .. })
        ));
    }

    #[test]
    fn a_journal_is_opened_by_one_writer_at_a_time() {
        let path = dir().join("session.journal");
        let (mut first, _, _) = Journal::open(&path).unwrap();
        first.append(0, BoardNo::at(0), &Command::Start).unwrap();
        match Journal::open(&path) {
            Err(JournalError::Locked { pid, .. }) => assert_eq!(pid, Some(std::process::id())),
            other => panic!("{other:?}"),
        }
        // Reading needs no lock.
        assert_eq!(Journal::read_only(&path).unwrap().0.len(), 1);
        drop(first);
        assert_eq!(Journal::open(&path).unwrap().1.len(), 1);
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
        let warning = warning.expect("a warning").to_string();
        assert!(
            warning.contains("torn.journal:6") && warning.contains("torn"),
            "{warning}"
        );
        j.append(40_000, BoardNo::at(0), &Command::Wait).unwrap();
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
            text.push_str(&format_record(
                seq as u64 + 1,
                at,
                &Entry::Board {
                    board,
                    command: cmd,
                },
            ));
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

    #[test]
    fn a_version_1_journal_is_upgraded_in_place_and_kept_beside() {
        let dir = dir();
        let path = dir.join("journal.txt");
        // Version 1 wrote the script line itself, the board inside it.
        let line = |seq: u64, body: &str| {
            format!("{seq} {:08x} {body}\n", crc32fast::hash(body.as_bytes()))
        };
        let v1 = format!(
            "{HEADER_V1}\n{}{}{}",
            line(1, "at 0 start"),
            line(2, "at 12.5 board 2 move e4"),
            "3 0000"
        );
        std::fs::write(&path, &v1).unwrap();
        let (mut j, records, warning) = Journal::open(&path).unwrap();
        assert!(
            warning.unwrap().to_string().contains("torn"),
            "the torn line is still reported"
        );
        let got: Vec<_> = records
            .iter()
            .map(|r| {
                let (board, command) = r.board_command().unwrap();
                (r.seq, r.at_ms, board, command.clone())
            })
            .collect();
        assert_eq!(
            got,
            vec![
                (1, 0, BoardNo::at(0), Command::Start),
                (
                    2,
                    12_500,
                    BoardNo::at(1),
                    Command::Move { text: "e4".into() }
                ),
            ]
        );
        assert_eq!(
            j.append(
                13_000,
                BoardNo::at(1),
                &Command::Resign {
                    side: shakmaty::Color::Black
                }
            )
            .unwrap(),
            3
        );
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.starts_with(&format!("{HEADER}\n")), "{text}");
        assert!(text.contains(" board 2 at 12.500 move e4\n"), "{text}");
        assert_eq!(std::fs::read_to_string(dir.join("journal.v1")).unwrap(), v1);
        drop(j);
        let (_, again, warning) = Journal::open(&path).unwrap();
        assert_eq!((again.len(), warning), (3, None));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
