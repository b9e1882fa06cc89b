//! The app's side of the hall's board: a message from the terminal, the
//! web, OSC or the operator window, its time of day turned into seconds by
//! the wall clock, then checked, journaled and applied by the writer.

use crate::core::hall::HallCommand;
use crate::core::session::Session;
use crate::live::Verdict;
use crate::store::recovery::JournalSink;
use crate::store::writer;

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
        Ok(command) => Verdict::Done(crate::core::tr!(language, "hall-done", command = command)),
        Err(e) => Verdict::Refused(e.text(language)),
    }
}
