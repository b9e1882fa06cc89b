//! A session's journal folder: the session is rebuilt from its journal at
//! start-up, every command the writer accepts is appended (and made
//! durable) before anything shows it, and the live PGN is rewritten after
//! each. After a crash or a power cut the clocks come back paused and the
//! downtime is logged; the operator resumes.

use crate::core::ids::BoardNo;
use crate::core::tr;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::core::config::EventConfig;
use crate::core::game::{Command, Event};
use crate::core::journal::{Entry, Identity, JournalError, Record};
use crate::core::session::{Session, SessionError};
use crate::store::journal::Journal;

/// The journal file's name inside the journal folder.
pub const JOURNAL_FILE: &str = "session.journal";
/// The live PGN's name inside the journal folder.
pub const LIVE_PGN: &str = "live.pgn";
/// Where restarts are logged, inside the journal folder.
pub const INCIDENTS: &str = "incidents.log";

/// Why the journal cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum RecoveryError {
    /// The folder cannot be made.
    #[error("cannot create the journal folder {path}: {source}")]
    Folder {
        /// The folder.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The journal is unreadable or damaged before its last record.
    #[error(transparent)]
    Journal(#[from] JournalError),
    /// The journal was started by another event, or by this one with
    /// other rules, and the arbiter has not said it is the same event.
    #[error("{path}: the journal of {:?}, not of {:?}", journal.name, config.name)]
    OtherEvent {
        /// The journal.
        path: PathBuf,
        /// Whose it is.
        journal: Box<Identity>,
        /// The config's.
        config: Box<Identity>,
    },
    /// The live PGN cannot be written in the journal's folder.
    #[error("cannot write the live PGN {path}: {source}")]
    LivePgn {
        /// The live PGN.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// A record no longer applies (the config changed).
    #[error("{path}: record #{seq} no longer applies to this config: {reason}")]
    Stale {
        /// The journal.
        path: PathBuf,
        /// The record.
        seq: u64,
        /// Why.
        reason: String,
    },
}

impl RecoveryError {
    /// The error in `language`.
    pub fn text(&self, language: crate::core::config::Language) -> String {
        use crate::i18n::journal_error;
        let l = language;
        match self {
            RecoveryError::Folder { path, source } => {
                let (path, why) = (path.display(), crate::core::config::io_reason(l, source));
                tr!(
                    l,
                    "recovery-cannot-create-journal-folder-path",
                    path = path,
                    why = why
                )
            }
            RecoveryError::Journal(j) => journal_error(l, j),
            RecoveryError::LivePgn { path, source } => {
                let (path, why) = (path.display(), crate::core::config::io_reason(l, source));
                tr!(l, "recovery-cannot-write-live-pgn", path = path, why = why)
            }
            RecoveryError::OtherEvent {
                path,
                journal,
                config,
            } => {
                let path = path.display();
                if journal.name == config.name {
                    tr!(
                        l,
                        "recovery-journal-other-settings",
                        path = path,
                        name = journal.name.as_str(),
                        config = journal.config.as_str()
                    )
                } else {
                    tr!(
                        l,
                        "recovery-journal-other-event",
                        path = path,
                        theirs = journal.name.as_str(),
                        config = journal.config.as_str(),
                        ours = config.name.as_str()
                    )
                }
            }
            RecoveryError::Stale { path, seq, reason } => {
                let path = path.display();
                tr!(
                    l,
                    "recovery-path-record-seq-no-longer",
                    path = path,
                    seq = seq,
                    reason = reason
                )
            }
        }
    }
}

/// The open journal and where the live PGN goes.
#[derive(Debug)]
pub struct JournalSink {
    /// The journal, appending.
    pub journal: Journal,
    /// The live PGN file.
    pub live_pgn: PathBuf,
    /// The date written into the PGN.
    pub date: String,
    /// The earlier rounds' PGN, kept between rewrites.
    pub pgn: crate::core::session_pgn::SessionPgn,
    /// Rewrites wait for [`JournalSink::flush_pgn`]: the stage writes the
    /// live PGN once a frame, after all of the frame's commands, instead
    /// of once a command (a burst of commands waited for every rewrite).
    pub defer_pgn: bool,
    /// A change not yet in the live PGN (with `defer_pgn`).
    pgn_due: bool,
}

impl JournalSink {
    /// Applies `command` to `session` once it is durable in the journal
    /// (see [`Session::apply_durably`]).
    pub fn apply_durably(
        &mut self,
        session: &mut Session,
        board: BoardNo,
        command: &Command,
        at_ms: u64,
    ) -> Result<Result<Vec<Event>, JournalError>, SessionError> {
        let journal = &mut self.journal;
        session.apply_durably(board, command, at_ms, || {
            journal.append(at_ms, board, command).map(|_| ())
        })
    }

    /// Rewrites the live PGN from `session` (atomically), or, with
    /// `defer_pgn`, notes that it is due.
    pub fn write_pgn(&mut self, session: &Session) -> std::io::Result<()> {
        if self.defer_pgn {
            self.pgn_due = true;
            return Ok(());
        }
        self.rewrite_pgn(session)
    }

    /// Rewrites the live PGN if a change is waiting for it.
    pub fn flush_pgn(&mut self, session: &Session) -> std::io::Result<()> {
        if !std::mem::take(&mut self.pgn_due) {
            return Ok(());
        }
        self.rewrite_pgn(session)
            .inspect_err(|_| self.pgn_due = true)
    }

    fn rewrite_pgn(&mut self, session: &Session) -> std::io::Result<()> {
        let pgn = self.pgn.text(session, &self.date);
        crate::store::files::write_atomically(&self.live_pgn, &pgn)?;
        if session.is_bughouse() {
            // The bughouse record of every match, next to the boards' PGN.
            let bpgn = crate::core::session_pgn::write_session_bpgn(session, &self.date);
            crate::store::files::write_atomically(&self.live_pgn.with_extension("bpgn"), &bpgn)?;
        }
        Ok(())
    }
}

/// A session rebuilt from its journal.
#[derive(Debug)]
pub struct Recovered {
    /// The journal, open for appending.
    pub sink: JournalSink,
    /// The session as the journal leaves it.
    pub session: Session,
    /// Session time to go on from (the last record's instant).
    pub at_ms: u64,
    /// How many records were replayed.
    pub records: usize,
    /// What a restart found, for the operator (none for a new journal).
    pub notice: Option<String>,
    /// A torn last record that was dropped.
    pub warning: Option<crate::core::journal::TornRecord>,
}

/// The folder a stage journals into: the one given, the config's, or
/// `<config name>.journal` beside the config (so that two events never
/// share one, wherever they are started from).
pub fn folder(config: &EventConfig, given: Option<&Path>) -> PathBuf {
    given
        .map(Path::to_owned)
        .or_else(|| config.event.journal.clone())
        .unwrap_or_else(|| {
            let stem = config
                .path
                .file_stem()
                .map_or("session".into(), |s| s.to_string_lossy().into_owned());
            config.path.with_file_name(format!("{stem}.journal"))
        })
}

/// The identity the journal's records give, the last one written.
fn identity_of(records: &[Record]) -> Option<&Identity> {
    records.iter().rev().find_map(|r| match &r.entry {
        Entry::Identity(identity) => Some(identity),
        _ => None,
    })
}

/// How many commands the records hold (not counting whose journal it is).
fn commands_in(records: &[Record]) -> usize {
    records
        .iter()
        .filter(|r| !matches!(r.entry, Entry::Identity(_)))
        .count()
}

/// Whether `records` (of the journal at `path`) are `config`'s event's: a
/// journal that names another event, or this one with other rules, is
/// refused. `Ok(true)` when the journal does not say yet, or the arbiter
/// said it is the same event (`same_event`): its identity is to be written.
fn check_identity(
    config: &EventConfig,
    path: &Path,
    records: &[Record],
    same_event: bool,
) -> Result<bool, RecoveryError> {
    let ours = config.identity();
    match identity_of(records) {
        Some(theirs) if theirs.name == ours.name && theirs.digest == ours.digest => Ok(false),
        Some(_) if same_event => Ok(true),
        Some(theirs) => Err(RecoveryError::OtherEvent {
            path: path.to_owned(),
            journal: Box::new(theirs.clone()),
            config: Box::new(ours),
        }),
        None => Ok(true),
    }
}

/// Opens (or starts) the journal in `dir` and rebuilds the session from it.
/// A journal of another event (or of this one with other rules) is refused
/// unless `same_event` (the arbiter's word, journaled).
pub fn open(
    config: &EventConfig,
    dir: &Path,
    same_event: bool,
) -> Result<Recovered, RecoveryError> {
    std::fs::create_dir_all(dir).map_err(|source| RecoveryError::Folder {
        path: dir.to_owned(),
        source,
    })?;
    let path = dir.join(JOURNAL_FILE);
    let (journal, records, warning) = Journal::open(&path)?;
    let write_identity = check_identity(config, &path, &records, same_event)?;
    let session = rebuild(config, &path, &records)?;
    let mut sink = JournalSink {
        journal,
        live_pgn: dir.join(LIVE_PGN),
        date: crate::store::files::today(),
        pgn: Default::default(),
        defer_pgn: false,
        pgn_due: false,
    };
    // The live PGN is written before any command is taken: a folder that
    // takes the journal's appends but not a new file (made read-only
    // after the journal) is refused now, not after a command was
    // acknowledged.
    sink.rewrite_pgn(&session)
        .map_err(|source| RecoveryError::LivePgn {
            path: sink.live_pgn.clone(),
            source,
        })?;
    if write_identity {
        let at = records.last().map_or(0, |r| r.at_ms);
        sink.journal
            .append_entry(at, &Entry::Identity(config.identity()))?;
    }
    Ok(Recovered {
        sink,
        session,
        at_ms: records.last().map_or(0, |r| r.at_ms),
        records: commands_in(&records),
        notice: None,
        warning,
    })
}

/// The session the records of the journal at `path` lead to, or the
/// first record that no longer applies to `config`.
fn rebuild(
    config: &EventConfig,
    path: &Path,
    records: &[crate::core::journal::Record],
) -> Result<Session, RecoveryError> {
    Session::rebuild(config.clone(), records).map_err(|(seq, e)| RecoveryError::Stale {
        path: path.to_owned(),
        seq,
        reason: crate::i18n::refusal(config.event.language, &e),
    })
}

/// A session read from its journal without changing anything.
#[derive(Debug)]
pub struct ReadBack {
    /// The session as the journal leaves it.
    pub session: Session,
    /// How many records were read.
    pub records: usize,
    /// A torn last record, left where it is (a writer cuts it).
    pub warning: Option<crate::core::journal::TornRecord>,
}

/// Reads the journal in `dir` and rebuilds the session from it, changing
/// nothing: no folder or file made, no lock taken (a stage may be writing
/// it), no torn record cut. For the commands that only read.
pub fn read(config: &EventConfig, dir: &Path) -> Result<ReadBack, RecoveryError> {
    let path = dir.join(JOURNAL_FILE);
    let (records, warning) = Journal::read_only(&path)?;
    check_identity(config, &path, &records, false)?;
    let session = rebuild(config, &path, &records)?;
    Ok(ReadBack {
        session,
        records: commands_in(&records),
        warning,
    })
}

/// Opens the journal in `dir` for a live stage. If it holds a session,
/// every running clock is paused at the last record's instant (and the
/// pause journaled), and the restart and its downtime are written to
/// `incidents.log` and returned as a notice for the operator.
pub fn recover(
    config: &EventConfig,
    dir: &Path,
    same_event: bool,
) -> Result<Recovered, RecoveryError> {
    let last_write = std::fs::metadata(dir.join(JOURNAL_FILE))
        .and_then(|m| m.modified())
        .ok();
    let mut r = open(config, dir, same_event)?;
    if r.records == 0 {
        return Ok(r);
    }
    let at = r.at_ms;
    let mut paused = Vec::new();
    for board in r.session.clocks_running() {
        r.sink
            .apply_durably(&mut r.session, board, &Command::Pause, at)
            .map_err(|e| RecoveryError::Stale {
                path: dir.join(JOURNAL_FILE),
                seq: 0,
                reason: crate::i18n::refusal(r.session.config().event.language, &e),
            })??;
        paused.push(board.to_string());
    }
    let down = last_write
        .and_then(|t| SystemTime::now().duration_since(t).ok())
        .map(|d| d.as_secs());
    // A message on the hall's screens whose time ran out while the stage
    // was down stays down (the clocks wait; the hall's clock does not).
    if let Some(down) = down {
        r.session.drop_messages_ended_by(at + down * 1000);
    }
    let mut notice = crate::i18n::recovered(
        config.event.language,
        r.records,
        at,
        down,
        &paused,
        r.warning.as_ref(),
    );
    if r.sink.journal.had_crlf() {
        notice.push(' ');
        notice.push_str(&crate::i18n::crlf_note(
            config.event.language,
            &dir.join(JOURNAL_FILE),
        ));
    }
    let line = format!("{} {notice}\n", crate::store::files::now_utc());
    // The incident log is for people; failing to write it stops nothing.
    let _ = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join(INCIDENTS))
        .and_then(|mut f| std::io::Write::write_all(&mut f, line.as_bytes()));
    r.notice = Some(notice);
    // Opening wrote the live PGN; the clocks paused since change it.
    if !paused.is_empty() {
        let _ = r.sink.write_pgn(&r.session);
    }
    Ok(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config() -> EventConfig {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("configs/megxadrez-final-armageddon-12-10.toml");
        crate::store::load_config(&path).unwrap()
    }

    #[test]
    fn a_restart_rebuilds_the_session_pauses_its_clocks_and_logs_the_downtime() {
        let dir = std::env::temp_dir().join(format!("megxadrez-recover-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut first = recover(&config(), &dir, false).unwrap();
        assert_eq!((first.records, first.notice.as_deref()), (0, None));
        for (at, board, c) in [
            (1000, 0, Command::Start),
            (5000, 0, Command::Move { text: "e4".into() }),
            (6000, 1, Command::Start),
            (9000, 1, Command::Pause),
        ] {
            first.session.tick(at);
            first
                .sink
                .apply_durably(&mut first.session, BoardNo::at(board), &c, at)
                .unwrap()
                .unwrap();
        }
        let live = first.session.clone();
        drop(first);

        let again = recover(&config(), &dir, false).unwrap();
        assert_eq!(again.records, 4);
        assert_eq!(again.at_ms, 9000);
        let notice = again.notice.clone().unwrap();
        assert!(
            notice.contains("4 órdenes") && notice.contains("tablero 1 —"),
            "{notice}"
        );
        let game = &again.session.boards()[0].game;
        assert_eq!(game.moves(), live.boards()[0].game.moves());
        assert!(matches!(
            game.clock().state(),
            crate::core::clock::ClockState::Paused { .. }
        ));
        // Black is to move: its 10 minutes ran from 5 s to the last
        // record at 9 s, and stand still since.
        assert_eq!(
            game.clock().remaining_ms(shakmaty::Color::Black, 60_000),
            600_000 - 4000
        );
        let incidents = std::fs::read_to_string(dir.join(INCIDENTS)).unwrap();
        assert!(incidents.contains("desde la última orden"), "{incidents}");
        assert!(
            std::fs::read_to_string(dir.join(LIVE_PGN))
                .unwrap()
                .contains("1. e4")
        );
        drop(again);

        // The pause was journaled: a third start finds nothing running.
        let third = recover(&config(), &dir, false).unwrap();
        assert_eq!(third.records, 5);
        assert!(third.notice.unwrap().ends_with('.'));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
