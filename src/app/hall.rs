//! The app's side of the hall's board: a message from the terminal, the
//! web, OSC or the operator window, its time of day turned into seconds by
//! the wall clock, then checked, journaled and applied by the writer.

use crate::core::hall::HallCommand;
use crate::core::session::Session;
use crate::core::tr;
use crate::live::Verdict;
use crate::store::recovery::JournalSink;
use crate::store::writer;

/// What the hall says to the stage, through the writer.
pub fn apply(
    session: &mut Session,
    sink: Option<&mut JournalSink>,
    change: crate::live::HallChange,
    now_ms: u64,
) -> Verdict {
    match change {
        crate::live::HallChange::Message(command) => put_up(session, sink, command, now_ms),
        crate::live::HallChange::Call(command) => call(session, sink, command, now_ms),
    }
}

/// A board's call for the arbiter, or its answer, through the writer; the
/// verdict in the event's language.
pub fn call(
    session: &mut Session,
    sink: Option<&mut JournalSink>,
    command: crate::core::calls::CallCommand,
    now_ms: u64,
) -> Verdict {
    let language = session.config().event.language;
    match writer::apply_call(session, sink, command, now_ms) {
        Ok(()) => Verdict::Done(crate::i18n::call_done(language, command)),
        Err(e) => Verdict::Refused(e.text(language)),
    }
}

/// Applies `command` at `now_ms`; what the stage says of it, in the
/// event's language.
pub fn put_up(
    session: &mut Session,
    sink: Option<&mut JournalSink>,
    command: HallCommand,
    now_ms: u64,
) -> Verdict {
    let language = session.config().event.language;
    match writer::apply_hall(session, sink, &command, now_ms) {
        Ok(command) => Verdict::Done(tr!(language, "hall-done", command = command)),
        Err(e) => Verdict::Refused(e.text(language)),
    }
}
