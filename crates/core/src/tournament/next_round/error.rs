//! Why the next round cannot be paired, said in the event's language.

use super::*;
use crate::tr;

/// Why the next round cannot be paired here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NextRoundError {
    /// Every round of the event has been paired.
    EventOver(u32),
    /// The last round still waits for results (round, how many).
    Unfinished(u32, usize),
    /// A Swiss is paired round by round by a pairing program (or, later,
    /// by the stage itself): its pairings come from a report file.
    SwissFromFile,
    /// The structure fixes no more rounds in advance (a group's winners
    /// meet once the groups are over): the rest is paired by hand.
    NotScheduled(u32),
    /// The report file cannot be read.
    File(trf::TrfError),
    /// The file's player `n` is not the event's.
    NotTheSamePlayer {
        /// The start number.
        start_no: u32,
        /// The name in the file.
        file: String,
        /// The name in the event (empty: no such entrant).
        event: String,
    },
    /// The file has no pairing for that round.
    NoPairingsInFile(u32),
    /// The Dutch system finds no pairing of the round.
    NoSwissPairing(u32, crate::pairing::dutch::NoPairing),
    /// Teams level on a place the knockout's seeding needs: the league's
    /// play-off decides it first.
    TiedForPlace(usize, Vec<String>),
    /// A knockout tie without a winner yet (its name as the screens say it).
    Undecided(String),
    /// Round 1 waits for these entrants to check in ("N Name"), or for the
    /// arbiter's `noshows`.
    NotCheckedIn(Vec<String>),
}

impl NextRoundError {
    /// The reason in `l`.
    pub fn text(&self, l: Language) -> String {
        match self {
            NextRoundError::EventOver(n) => tr!(l, "error-all-n-rounds-event-are", n = n),
            NextRoundError::Unfinished(r, k) => tr!(l, "error-round-r-still-lacks-k", r = r, k = k),
            NextRoundError::NotCheckedIn(who) => tr!(
                l,
                "error-not-checked-in",
                count = who.len(),
                who = who.join(", ")
            ),
            NextRoundError::SwissFromFile => tr!(l, "error-swiss-paired-by-its-program").to_owned(),
            NextRoundError::NotScheduled(r) => tr!(l, "error-structure-does-not-fix-round", r = r),
            NextRoundError::File(e) => tr!(l, "error-trf-file-text", text = e.text(l)),
            NextRoundError::NotTheSamePlayer {
                start_no,
                file,
                event,
            } => tr!(
                l,
                "error-files-player-start-no-file2",
                start_no = start_no,
                file = file,
                event = event,
                file_quoted = format!("{file:?}"),
                event_quoted = format!("{event:?}")
            ),
            NextRoundError::TiedForPlace(place, names) => {
                let names = names.join(", ");
                tr!(
                    l,
                    "error-names-are-level-place-place",
                    names = names,
                    place = place
                )
            }
            NextRoundError::Undecided(tie) => tr!(l, "error-tie-has-no-winner-yet", tie = tie),
            NextRoundError::NoSwissPairing(r, crate::pairing::dutch::NoPairing::TooFew) => {
                tr!(l, "error-round-r-fewer-than-two", r = r)
            }
            NextRoundError::NoSwissPairing(r, crate::pairing::dutch::NoPairing::Impossible) => {
                tr!(l, "error-round-r-no-pairing-without", r = r)
            }
            NextRoundError::NoPairingsInFile(r) => {
                tr!(l, "error-file-has-no-pairings-round", r = r)
            }
        }
    }
}
