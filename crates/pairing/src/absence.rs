//! Absences in the rapid circuit (seed 004 §5, §8): who is paired next, and
//! what an unplayed round scores. "En caso de no emparejarse algún jugador
//! por cuestiones organizativas ... recibiría 1 punto. Si un jugador pidiese
//! ser desactivado ... una puntuación de 0"; a no-show "se computará como
//! derrota y no volverá a ser emparejado ... si no lo reclama al árbitro, en
//! su segunda incomparecencia será descalificado"; absent from round 1
//! without notice before it ends: disqualified.

use crate::results::{Bye, Round};

/// How a player stood in one round.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Presence {
    /// Paired and came (whatever the result).
    Came,
    /// Paired and did not come.
    NoShow {
        /// They told the arbiters before the round ended (round 1).
        notified: bool,
    },
    /// Asked to sit the round out.
    Requested,
    /// Left unpaired by the organisers.
    Unpaired,
}

/// Whether a player is paired in the next round.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Paired as usual.
    Active,
    /// Not paired until they ask the arbiter.
    Inactive,
    /// Out of the tournament.
    Disqualified,
}

/// What an unplayed round scores: an organisers' bye a point, a requested
/// one nothing, a no-show a loss (a forfeit against `opponent`, or a
/// zero-point bye when none was paired).
pub fn unplayed_round(presence: Presence, opponent: Option<u32>) -> Option<Round> {
    Some(match presence {
        Presence::Came => return None,
        Presence::Unpaired => Round::Bye(Bye::Full),
        Presence::Requested => Round::Bye(Bye::Zero),
        Presence::NoShow { .. } => match opponent {
            Some(opponent) => Round::Forfeit {
                opponent,
                colour: None,
                won: false,
            },
            None => Round::Bye(Bye::Zero),
        },
    })
}

/// A player's status after `history` (round 1 first); `asked_back` when
/// they asked the arbiter to be paired again after a no-show.
pub fn status(history: &[Presence], asked_back: bool) -> Status {
    if let Some(Presence::NoShow { notified: false }) = history.first() {
        return Status::Disqualified;
    }
    let no_shows = history
        .iter()
        .filter(|p| matches!(p, Presence::NoShow { .. }))
        .count();
    match no_shows {
        0 => Status::Active,
        1 if asked_back => Status::Active,
        1 => Status::Inactive,
        _ => Status::Disqualified,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_004_byes_and_no_shows() {
        use Presence::*;
        assert_eq!(unplayed_round(Unpaired, None), Some(Round::Bye(Bye::Full)));
        assert_eq!(unplayed_round(Requested, None), Some(Round::Bye(Bye::Zero)));
        assert_eq!(unplayed_round(Requested, None).unwrap().points(), 0);
        assert_eq!(
            unplayed_round(Unpaired, None).unwrap().points(),
            4,
            "1 point"
        );
        let forfeit = unplayed_round(NoShow { notified: true }, Some(7)).unwrap();
        assert_eq!(forfeit.points(), 0, "a no-show is a loss");
        assert!(forfeit.voluntary());
        // Absent from round 1 without a word: disqualified; with notice:
        // paired in round 2 only if they ask.
        assert_eq!(
            status(&[NoShow { notified: false }], false),
            Status::Disqualified
        );
        assert_eq!(
            status(&[NoShow { notified: true }], false),
            Status::Inactive
        );
        assert_eq!(
            status(&[Came, NoShow { notified: false }], false),
            Status::Inactive
        );
        assert_eq!(
            status(&[Came, NoShow { notified: false }], true),
            Status::Active
        );
        assert_eq!(
            status(
                &[
                    Came,
                    NoShow { notified: false },
                    Came,
                    NoShow { notified: false }
                ],
                true
            ),
            Status::Disqualified,
            "the second no-show"
        );
        assert_eq!(status(&[Came, Requested, Unpaired], false), Status::Active);
    }
}
