//! What the hall says to the stage, from the terminals, the web, OSC or the
//! operator window: a message for its screens (its time of day turned into
//! seconds by the wall clock) or a board's call for the arbiter, read,
//! then checked, journaled and applied by the writer, and answered with a
//! verdict in the event's language.

use crate::core::calls::CallCommand;
use crate::core::config::Language;
use crate::core::hall::HallCommand;
use crate::core::session::Session;
use crate::core::tr;
use crate::live::{HallChange, Verdict};
use crate::store::recovery::JournalSink;
use crate::store::writer;

/// Reads a terminal line that is the hall's (`message …`, `call N`,
/// `answer N`): `None` for any other line, else the change or why it does
/// not read.
pub fn parse(l: Language, text: &str) -> Option<Result<HallChange, String>> {
    match text.split_whitespace().next()? {
        "message" => Some(
            HallCommand::parse(text)
                .map(HallChange::Message)
                .map_err(|e| e.text(l)),
        ),
        "call" | "answer" => Some(
            CallCommand::parse(text)
                .map(HallChange::Call)
                .map_err(|e| e.text(l)),
        ),
        _ => None,
    }
}

/// What the hall says to the stage, through the writer.
pub fn apply(
    session: &mut Session,
    sink: Option<&mut JournalSink>,
    change: HallChange,
    now_ms: u64,
) -> Verdict {
    match change {
        HallChange::Message(command) => put_up(session, sink, command, now_ms),
        HallChange::Call(command) => call(session, sink, command, now_ms),
    }
}

/// A board's call for the arbiter, or its answer, through the writer; the
/// verdict in the event's language.
pub fn call(
    session: &mut Session,
    sink: Option<&mut JournalSink>,
    command: CallCommand,
    now_ms: u64,
) -> Verdict {
    let language = session.config().event.language;
    match writer::apply_call(session, sink, command, now_ms) {
        Ok(()) => Verdict::Done(match command {
            CallCommand::Call(board) => tr!(language, "calls-called", board = board),
            CallCommand::Answer(board) => tr!(language, "calls-answered", board = board),
        }),
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
