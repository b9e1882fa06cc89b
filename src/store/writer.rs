//! The one way a session is written: every producer (the live stage's
//! bridge, `replay --journal`, the console) applies commands and lets time
//! pass through here. With a journal, a command takes effect only once it is
//! durable in it, and the live PGN is rewritten after it; a game that time
//! ended is journaled as a `wait` at that instant, so that a restart finds it
//! ended.

use crate::core::event::EventCommand;
use crate::core::game::{Command, Event};
use crate::core::ids::BoardNo;
use crate::core::journal::{Entry, JournalError};
use crate::core::session::{Session, SessionError};
use crate::store::recovery::JournalSink;

/// Why a command was not applied.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The rules refused it (or there is no such board).
    #[error(transparent)]
    Refused(#[from] SessionError),
    /// It could not be made durable in the journal: nothing was applied.
    #[error("not applied: it could not be saved in the journal ({0})")]
    NotSaved(JournalError),
}

impl WriteError {
    /// What a script's line makes of it, said in `language`: a refusal
    /// fails the line; a journal that cannot be written stops the run.
    pub fn not_applied(
        &self,
        language: crate::core::config::Language,
    ) -> crate::core::replay::NotApplied {
        use crate::core::replay::NotApplied;
        match self {
            WriteError::Refused(e) => NotApplied::Refused(crate::i18n::refusal(language, e)),
            WriteError::NotSaved(e) => NotApplied::Stopped(crate::i18n::not_saved(language, e)),
        }
    }

    /// What went wrong, said in `language`.
    pub fn text(&self, language: crate::core::config::Language) -> String {
        match self.not_applied(language) {
            crate::core::replay::NotApplied::Refused(s)
            | crate::core::replay::NotApplied::Stopped(s) => s,
        }
    }
}

/// What a command or the passing of time did.
#[derive(Debug, Default)]
pub struct Written {
    /// What happened, by board (0-based), in order: first what time did up
    /// to the instant, then the command's own events.
    pub events: Vec<(BoardNo, Event)>,
    /// Something to tell the operator that did not stop the command: the
    /// live PGN could not be rewritten (the journal holds everything; the
    /// next command tries again), or a `wait` could not be journaled.
    pub problem: Option<String>,
}

/// The live PGN at `path` could not be rewritten, said in the event's
/// language (the journal holds everything; the next command tries again).
pub fn pgn_not_written(session: &Session, path: &std::path::Path, e: &std::io::Error) -> String {
    let l = session.config().event.language;
    let why = crate::core::config::io_reason(l, e);
    crate::core::tr!(
        l,
        "writer-live-pgn-not-written",
        path = path.display(),
        why = why
    )
}

/// Lets time pass to `at_ms`, then applies `command` to board `board`
/// (0-based): durable in `sink`'s journal first, when there is one, and the
/// live PGN rewritten after it.
pub fn apply(
    session: &mut Session,
    mut sink: Option<&mut JournalSink>,
    board: BoardNo,
    command: &Command,
    at_ms: u64,
) -> Result<Written, WriteError> {
    // A flag that falls just before the command is replayed from the
    // command's own record: no `wait` is needed for it.
    let mut written = Written {
        events: session.tick(at_ms),
        problem: None,
    };
    let events = match sink.as_deref_mut() {
        None => session.apply(board, command, at_ms)?,
        Some(sink) => {
            let events = sink
                .apply_durably(session, board, command, at_ms)?
                .map_err(WriteError::NotSaved)?;
            if let Err(e) = sink.write_pgn(session) {
                written.problem = Some(pgn_not_written(session, &sink.live_pgn, &e));
            }
            events
        }
    };
    written
        .events
        .extend(events.into_iter().map(|e| (board, e)));
    results_to_the_event(session, sink, &mut written, at_ms);
    Ok(written)
}

/// A game that ended on a board whose two contenders have a pairing
/// waiting in the event gives that pairing its result (journaled like any
/// event change): results of the games the stage referees flow into the
/// event as they end.
fn results_to_the_event(
    session: &mut Session,
    mut sink: Option<&mut JournalSink>,
    written: &mut Written,
    at_ms: u64,
) {
    let ended: Vec<BoardNo> = written
        .events
        .iter()
        .filter(|(_, e)| matches!(e, crate::core::game::Event::GameEnded(_)))
        .map(|(b, _)| *b)
        .collect();
    for board in ended {
        for command in session.results_for_event(board) {
            if let Err(e) = apply_event(session, sink.as_deref_mut(), &command, at_ms) {
                written.problem = Some(e.text(session.config().event.language));
                break;
            }
        }
    }
}

/// Applies a change to the event (a pairing, a bye, a result): checked
/// first, then durable in the journal, then applied.
pub fn apply_event(
    session: &mut Session,
    sink: Option<&mut JournalSink>,
    command: &EventCommand,
    at_ms: u64,
) -> Result<Written, WriteError> {
    session.check_event(command)?;
    if let Some(sink) = sink {
        sink.journal
            .append_entry(at_ms, &Entry::Event(command.clone()))
            .map_err(WriteError::NotSaved)?;
    }
    session.apply_event(command)?;
    Ok(Written::default())
}

/// Puts up or takes down a message on the hall's screens: a prepared
/// message's name turned into its text and a time of day into seconds by
/// the wall clock, then checked, durable in the journal, and applied.
/// Returns the command as journaled.
pub fn apply_hall(
    session: &mut Session,
    sink: Option<&mut JournalSink>,
    command: &crate::core::hall::HallCommand,
    at_ms: u64,
) -> Result<crate::core::hall::HallCommand, WriteError> {
    let (minute, second) = crate::store::files::local_time_of_day();
    let command = session
        .expand_hall(command.clone())
        .map_err(crate::core::session::SessionError::Hall)?
        .resolve(minute, second);
    session
        .check_hall(&command)
        .map_err(crate::core::session::SessionError::Hall)?;
    if let Some(sink) = sink {
        sink.journal
            .append_entry(at_ms, &Entry::Hall(command.clone()))
            .map_err(WriteError::NotSaved)?;
    }
    session
        .apply_hall(&command, at_ms)
        .map_err(crate::core::session::SessionError::Hall)?;
    Ok(command)
}

/// A board's call for the arbiter, or its answer: checked, journaled
/// (made durable), then applied.
pub fn apply_call(
    session: &mut Session,
    sink: Option<&mut JournalSink>,
    command: crate::core::calls::CallCommand,
    at_ms: u64,
) -> Result<(), WriteError> {
    session.check_call(command)?;
    if let Some(sink) = sink {
        sink.journal
            .append_entry(at_ms, &Entry::Call(command))
            .map_err(WriteError::NotSaved)?;
    }
    session.apply_call(command, at_ms)?;
    Ok(())
}

/// Applies what a script line or a journal record holds: a board's command,
/// a change to the event or a message on the hall's screens.
pub fn apply_entry(
    session: &mut Session,
    sink: Option<&mut JournalSink>,
    entry: &Entry,
    at_ms: u64,
) -> Result<Written, WriteError> {
    match entry {
        Entry::Board { board, command } => apply(session, sink, *board, command, at_ms),
        Entry::Event(command) => apply_event(session, sink, command, at_ms),
        Entry::Hall(command) => {
            apply_hall(session, sink, command, at_ms).map(|_| Written::default())
        }
        Entry::Call(command) => {
            apply_call(session, sink, *command, at_ms).map(|_| Written::default())
        }
        // Written by the store when it opens a journal, never applied.
        Entry::Identity(_) => Ok(Written::default()),
    }
}

/// Lets time pass on every board up to `at_ms` (flags fall at their
/// instants); a game that ends this way is journaled as a `wait` at this
/// instant, so that a restart finds it ended.
pub fn tick(session: &mut Session, sink: Option<&mut JournalSink>, at_ms: u64) -> Written {
    let mut written = Written::default();
    // Nothing falls due before the next deadline: the session is left
    // untouched (its change detection is the screens' cue to redraw).
    if session.next_deadline_ms(0).is_none_or(|t| t > at_ms) {
        return written;
    }
    let running: Vec<bool> = session.ended().iter().map(|e| !e).collect();
    written.events = session.tick(at_ms);
    let Some(sink) = sink else {
        results_to_the_event(session, None, &mut written, at_ms);
        return written;
    };
    let ended: Vec<BoardNo> = BoardNo::all(running.len())
        .filter(|b| running[b.index()] && session.ended()[b.index()])
        .collect();
    for &board in &ended {
        if let Err(e) = sink.journal.append(at_ms, board, &Command::Wait) {
            written.problem = Some(crate::i18n::not_saved(session.config().event.language, &e));
        }
    }
    if !ended.is_empty()
        && let Err(e) = sink.write_pgn(session)
    {
        written.problem = Some(pgn_not_written(session, &sink.live_pgn, &e));
    }
    results_to_the_event(session, Some(sink), &mut written, at_ms);
    written
}
