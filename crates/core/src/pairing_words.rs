//! The pairing crate's refusals said in the event's language: it types
//! them (`TrfFault`, `NoPairing`, `UnknownTieBreak`, `PairError`) and
//! words none; [`Worded::text`] words each here, above it.

use crate::language::Language;
use crate::pairing::dutch::NoPairing;
use crate::pairing::dutch::report::PairError;
use crate::pairing::tiebreak::UnknownTieBreak;
use crate::pairing::trf::{TrfError, TrfFault};
use crate::tr;

/// A refusal that can be said in the product's languages.
pub trait Worded {
    /// The refusal in `l`.
    fn text(&self, l: Language) -> String;
}

impl Worded for TrfFault {
    fn text(&self, l: Language) -> String {
        match self {
            TrfFault::StartNumberTwice { start: n, earlier } => tr!(
                l,
                "pairing-words-start-number-n-already-used",
                n = n,
                earlier = earlier
            ),
            TrfFault::Rounds(n) => tr!(
                l,
                "pairing-words-n2-not-number-rounds",
                n = n,
                n_quoted = format!("{n:?}")
            ),
            TrfFault::NoPlayers => tr!(l, "pairing-words-no-player-lines-001-not").to_owned(),
            TrfFault::UnknownOpponent { round: r, opponent } => tr!(
                l,
                "pairing-words-round-r-opponent-opponent-has",
                r = r,
                opponent = opponent
            ),
            TrfFault::StartNumber(start) => tr!(
                l,
                "pairing-words-start2-not-start-number-columns",
                start = start,
                start_quoted = format!("{start:?}")
            ),
            TrfFault::Rating(rating) => tr!(
                l,
                "pairing-words-rating2-not-rating-columns-49",
                rating = rating,
                rating_quoted = format!("{rating:?}")
            ),
            TrfFault::Points(points) => tr!(
                l,
                "pairing-words-points2-not-score-columns-81",
                points = points,
                points_quoted = format!("{points:?}")
            ),
            TrfFault::Opponent { round: r, text } => tr!(
                l,
                "pairing-words-round-r-text2-not-opponents",
                r = r,
                text = text,
                text_quoted = format!("{text:?}")
            ),
            TrfFault::Colour { round: r, code: c } => tr!(
                l,
                "pairing-words-round-r-colour-c2-write",
                r = r,
                c = c,
                c_quoted = format!("{c:?}")
            ),
            TrfFault::NeedsOpponent { round: r, code: c } => tr!(
                l,
                "pairing-words-round-r-result-c2-needs",
                r = r,
                c = c,
                c_quoted = format!("{c:?}")
            ),
            TrfFault::Themself { round: r } => {
                tr!(l, "pairing-words-round-r-player-cannot-meet", r = r)
            }
            TrfFault::NoColour { round: r } => {
                tr!(l, "pairing-words-round-r-game-needs-its", r = r)
            }
            TrfFault::Result { round: r, code: c } => tr!(
                l,
                "pairing-words-round-r-result-c2-write",
                r = r,
                c = c,
                c_quoted = format!("{c:?}")
            ),
        }
    }
}

impl Worded for TrfError {
    fn text(&self, l: Language) -> String {
        let (line, column, fault) = (self.line, self.column, self.fault.text(l));
        tr!(
            l,
            "pairing-words-line-line-column-column-fault",
            line = line,
            column = column,
            fault = fault
        )
    }
}

impl Worded for NoPairing {
    fn text(&self, l: Language) -> String {
        match self {
            NoPairing::TooFew => tr!(l, "pairing-words-there-are-fewer-than-two").to_owned(),
            NoPairing::Impossible => {
                tr!(l, "pairing-words-no-pairing-possible-absolute-criteria").to_owned()
            }
        }
    }
}

impl Worded for PairError {
    fn text(&self, l: Language) -> String {
        match self {
            PairError::File(e) => e.text(l),
            PairError::Rules(e) => e.text(l),
            PairError::Finished(n) => tr!(l, "pairing-words-all-n-rounds-are-paired", n = n),
        }
    }
}

impl Worded for UnknownTieBreak {
    fn text(&self, l: Language) -> String {
        let code = &self.0;
        tr!(
            l,
            "pairing-words-code2-not-tie-break-use",
            code = code,
            code_quoted = format!("{code:?}")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_report_file_is_said_in_the_events_language_with_its_line_and_column() {
        let bad = "001    1      Ana                               1800\n\
                   001    1      Berta                             1700\n";
        let e = crate::pairing::trf::parse(bad).unwrap_err();
        assert_eq!(
            e.text(Language::Es),
            "línea 2, columna 5: el número inicial 1 ya se usa en la línea 1"
        );
        assert_eq!(
            e.text(Language::Gl),
            "liña 2, columna 5: o número inicial 1 xa se usa na liña 1"
        );
        assert_eq!(e.text(Language::En), e.to_string());
    }
}
