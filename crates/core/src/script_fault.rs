//! Why a script or terminal line does not read, with what was written: the
//! reader decides, the words come when the fault is said
//! ([`ScriptFault::text`]) in the language of whoever reads them.

use crate::language::Language;
use crate::tr;

/// Why a script line (or a command typed at the terminal) does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScriptFault {
    /// A side that is neither `white` nor `black` (none: nothing written).
    Side {
        /// What was written.
        got: Option<String>,
    },
    /// A time that is neither seconds nor minutes and seconds.
    NotATime {
        /// What was written.
        text: String,
    },
    /// Words after a command that takes none.
    TakesNothing {
        /// The command.
        verb: String,
        /// What followed it.
        rest: String,
    },
    /// An event command that does not read.
    Event(crate::event::EventFault),
    /// A message for the hall's screens that does not read.
    Hall(crate::hall::HallFault),
    /// A call for the arbiter that does not read.
    Call(crate::calls::CallFault),
    /// `handover` of another form than `handover PAWN [clear SQUARE]`.
    HandOver,
    /// `move` without its move.
    MoveMissing,
    /// `move` with more than one word.
    MoveTakesOne {
        /// What followed `move`.
        rest: String,
    },
    /// A word after the side.
    ExtraAfterSide {
        /// The word.
        extra: String,
    },
    /// `adjust` without its amount.
    AdjustNeedsAmount,
    /// A word after the amount.
    ExtraAfterAmount {
        /// The word.
        extra: String,
    },
    /// An amount that starts with none of `+ - =`.
    AmountSign {
        /// The amount.
        amount: String,
    },
    /// `arbiter` without its result.
    ArbiterNeedsResult,
    /// An arbiter's result that is none of `1-0 0-1 1/2-1/2`.
    NotAResult {
        /// What was written.
        word: String,
    },
    /// `arbiter` without its reason.
    ArbiterNeedsReason,
    /// `absent` or `present` without the player's name.
    NeedsPlayer {
        /// The command.
        verb: String,
    },
    /// `order` with an empty name.
    OrderNeedsNames,
    /// `lot` with something else than `first` or `second`.
    Lot {
        /// What followed `lot`.
        rest: String,
    },
    /// `position` written after `at SECONDS`.
    PositionAfterAt,
    /// A command the reader does not know.
    Unknown {
        /// The word.
        verb: String,
    },
    /// A line that starts with neither `at` nor `position`.
    ExpectedAt {
        /// The line.
        text: String,
    },
    /// `board` without a number from 1.
    BoardNumber {
        /// What was written.
        n: String,
    },
    /// `at SECONDS` and nothing to do.
    NothingToDo {
        /// The seconds written.
        seconds: String,
    },
    /// A line earlier than the one before it.
    Backwards {
        /// The line's time, as written back.
        at: String,
        /// The time of the line before.
        last: String,
    },
    /// An event's command typed where only a board's is read.
    EventCommand,
}

impl ScriptFault {
    /// The fault as the terminal, the server and a script's reader say it.
    pub fn text(&self, l: Language) -> String {
        match self {
            ScriptFault::Side { got: Some(other) } => tr!(
                l,
                "script-expected-white-or-black-got",
                other = other,
                other_quoted = format!("{other:?}")
            ),
            ScriptFault::Side { got: None } => tr!(l, "script-expected-white-or-black").into(),
            ScriptFault::NotATime { text } => tr!(
                l,
                "script-text2-not-time-write-seconds",
                text = text,
                text_quoted = format!("{text:?}")
            ),
            ScriptFault::TakesNothing { verb, rest } => tr!(
                l,
                "script-verb-takes-nothing-after-got",
                verb = verb,
                rest = rest,
                rest_quoted = format!("{rest:?}")
            ),
            ScriptFault::Event(e) => e.text(l),
            ScriptFault::Hall(e) => e.text(l),
            ScriptFault::Call(e) => e.text(l),
            ScriptFault::HandOver => tr!(l, "script-handover-needs-pawns-move-clear").into(),
            ScriptFault::MoveMissing => tr!(l, "script-move-needs-move-like-move").into(),
            ScriptFault::MoveTakesOne { rest } => tr!(
                l,
                "script-move-takes-one-move-got",
                rest = rest,
                rest_quoted = format!("{rest:?}")
            ),
            ScriptFault::ExtraAfterSide { extra } => tr!(
                l,
                "script-unexpected-extra2-after-side",
                extra = extra,
                extra_quoted = format!("{extra:?}")
            ),
            ScriptFault::AdjustNeedsAmount => tr!(l, "script-adjust-needs-amount-or").into(),
            ScriptFault::ExtraAfterAmount { extra } => tr!(
                l,
                "script-unexpected-extra2-after-amount",
                extra = extra,
                extra_quoted = format!("{extra:?}")
            ),
            ScriptFault::AmountSign { amount } => tr!(
                l,
                "script-amount2-start-amount-with-or",
                amount = amount,
                amount_quoted = format!("{amount:?}")
            ),
            ScriptFault::ArbiterNeedsResult => tr!(l, "script-arbiter-needs-result-1-0").into(),
            ScriptFault::NotAResult { word } => tr!(
                l,
                "script-word2-not-result-write-1",
                word = word,
                word_quoted = format!("{word:?}")
            ),
            ScriptFault::ArbiterNeedsReason => {
                tr!(l, "script-arbiter-needs-reason-after-result").into()
            }
            ScriptFault::NeedsPlayer { verb } => {
                tr!(l, "script-verb-needs-players-name-after", verb = verb)
            }
            ScriptFault::OrderNeedsNames => {
                tr!(l, "script-order-needs-players-names-separated").into()
            }
            ScriptFault::Lot { rest } => tr!(
                l,
                "script-lot-takes-nothing-first-or",
                rest = rest,
                rest_quoted = format!("{rest:?}")
            ),
            ScriptFault::PositionAfterAt => {
                tr!(l, "script-position-written-without-at-position").into()
            }
            ScriptFault::Unknown { verb } => {
                let known = "start, move, illegal, press, pause, resume, adjust, resign, draw, \
                             claim, flag, wait, undo, arbiter, absent, present, order, lot, \
                             position, remove-drop, handover, board N …, event …, message …";
                tr!(
                    l,
                    "script-unknown-command-other2-known-known",
                    other = verb,
                    known = known,
                    other_quoted = format!("{verb:?}")
                )
            }
            ScriptFault::ExpectedAt { text } => tr!(
                l,
                "script-expected-at-seconds-command-or",
                text = text,
                text_quoted = format!("{text:?}")
            ),
            ScriptFault::BoardNumber { n } => tr!(
                l,
                "script-board-needs-board-number-from",
                n = n,
                n_quoted = format!("{n:?}")
            ),
            ScriptFault::NothingToDo { seconds } => {
                tr!(l, "script-nothing-do-at-seconds-add", seconds = seconds)
            }
            ScriptFault::Backwards { at, last } => {
                tr!(l, "script-time-goes-backwards", at = at, last = last)
            }
            ScriptFault::EventCommand => tr!(l, "script-event-command-begins-with-event").into(),
        }
    }
}
