//! Why an event command's text does not read, said in the user's
//! language.

use crate::tr;

/// What an event command's figure stands for, to say which one is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventField {
    /// A round's number.
    Round,
    /// White's start number.
    White,
    /// Black's start number.
    Black,
    /// A player's start number.
    Player,
    /// A board's number.
    Board,
    /// A play-off's first entrant.
    First,
    /// A play-off's second entrant.
    Second,
    /// An entrant's start number.
    Entrant,
}

/// Why an event command line does not read, with what was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventFault {
    /// A figure that is not a whole number from 1.
    NotANumber {
        /// What the figure stands for.
        what: EventField,
        /// What was written there.
        got: String,
    },
    /// A result that is none of `1-0 0-1 1/2 +- -+ --`.
    NotAResult {
        /// What was written.
        got: String,
    },
    /// A bye's kind that is none of `pairing full half zero`.
    NotAByeKind {
        /// What was written.
        got: String,
    },
    /// A `swap` or `unpair` without its reason.
    ReasonMissing,
    /// A line of none of the forms.
    UnknownForm {
        /// The line.
        text: String,
    },
}

impl EventFault {
    /// The fault as the terminal and the server say it, in `l`.
    pub fn text(&self, l: crate::language::Language) -> String {
        match self {
            EventFault::NotANumber { what, got } => {
                let what = match what {
                    EventField::Round => tr!(l, "command-round"),
                    EventField::White => tr!(l, "command-white"),
                    EventField::Black => tr!(l, "command-black"),
                    EventField::Player => tr!(l, "command-player"),
                    EventField::Board => tr!(l, "command-board"),
                    EventField::First => tr!(l, "command-first"),
                    EventField::Second => tr!(l, "command-second"),
                    EventField::Entrant => tr!(l, "command-entrant"),
                };
                tr!(
                    l,
                    "command-expected-number-from-1",
                    what = what,
                    w = got,
                    w_quoted = format!("{got:?}")
                )
            }
            EventFault::NotAResult { got } => tr!(
                l,
                "command-w2-not-result-write-1",
                w = got,
                w_quoted = format!("{got:?}")
            ),
            EventFault::NotAByeKind { got } => tr!(
                l,
                "command-other2-not-bye-write-pairing",
                other = got,
                other_quoted = format!("{got:?}")
            ),
            EventFault::ReasonMissing => tr!(l, "command-give-reason-swap-r-w").to_owned(),
            EventFault::UnknownForm { text } => {
                let forms = "`event pair R W B`, `event bye R P KIND [REASON]`, `event result R W B RESULT`, \
                         `event board R W B K RESULT`, `event stage R`, `event withdraw P R`, `event playoff A B [RESULT]`, `event playoff A B K RESULT`, \
                         `event swap R W B REASON`, `event unpair R REASON`, `event colours R W B`, `event return P`, \
                         `event lineup R T P1 P2 P3 [P4]`";
                tr!(
                    l,
                    "command-expected-one-forms-got-text2",
                    forms = forms,
                    text = text,
                    text_quoted = format!("{text:?}")
                )
            }
        }
    }
}
