//! Who is in the hall before round 1: the entrants check in at the door
//! (a player, or a team's teacher for the team). Once anyone has, round 1
//! waits for everyone or for the arbiter's decision that those missing
//! are no-shows (seed 004 §8: "En caso de incomparecencia a la primera
//! ronda, el jugador deberá notificar al equipo arbitral su presencia
//! antes de la conclusión de la primera ronda para ser emparejado en la
//! segunda. En caso contrario será descalificado del torneo."): each sits
//! out round 1 with no points and counts as a round-1 no-show, paired in
//! round 2 only after `return P` during round 1. After round 1 is paired,
//! presence is what the games say, as before.

use super::{Event, EventError};
use crate::pairing::results::{Bye, Round};

impl Event {
    /// Whether `entrant` has checked in.
    pub fn checked_in(&self, entrant: u32) -> bool {
        self.present.contains(&entrant)
    }

    /// The entrants checked in, by start number.
    pub fn present(&self) -> impl Iterator<Item = u32> + '_ {
        self.present.iter().copied()
    }

    /// Whether the arbiter found `entrant` absent at round 1's pairing
    /// (`noshows`).
    pub fn absent_at_the_door(&self, entrant: u32) -> bool {
        self.no_shows.contains(&entrant)
    }

    /// Whether the event takes presence at the door: someone has checked
    /// in.
    pub fn takes_check_in(&self) -> bool {
        !self.present.is_empty()
    }

    /// The entrants round 1 still waits for: not checked in, not withdrawn
    /// and joining in round 1 (empty when nobody has checked in at all).
    pub fn not_checked_in(&self) -> Vec<u32> {
        if !self.takes_check_in() || self.last_paired_round() > 0 {
            return Vec::new();
        }
        (1..=self.names.len() as u32)
            .filter(|&p| {
                !self.checked_in(p)
                    && !self.withdrawn_in(p, 1)
                    && self.slot(p, 1).is_none()
                    && self.entry_rounds.get(p as usize - 1).copied().unwrap_or(1) <= 1
            })
            .collect()
    }

    /// `checkin P` (`here`) or `checkout P`.
    pub(super) fn check_in(&mut self, entrant: u32, here: bool) -> Result<(), EventError> {
        self.check(1, &[entrant])?;
        if self.last_paired_round() > 0 {
            return Err(EventError::CheckInOver);
        }
        match (here, self.checked_in(entrant)) {
            (true, true) => Err(EventError::AlreadyHere(entrant)),
            (false, false) => Err(EventError::NotHere(entrant)),
            (true, false) => {
                self.present.insert(entrant);
                // Found absent, then here before the pairing: paired.
                if self.no_shows.remove(&entrant) {
                    *self.slot_mut(entrant, 1) = None;
                }
                Ok(())
            }
            (false, true) => {
                self.present.remove(&entrant);
                Ok(())
            }
        }
    }

    /// `noshows`: every entrant round 1 still waits for sits it out with
    /// no points (a zero bye) as a no-show.
    pub(super) fn no_shows(&mut self) -> Result<(), EventError> {
        if self.last_paired_round() > 0 {
            return Err(EventError::CheckInOver);
        }
        if !self.takes_check_in() {
            return Err(EventError::NoCheckIn);
        }
        for p in self.not_checked_in() {
            *self.slot_mut(p, 1) = Some(Round::Bye(Bye::Zero));
            self.no_shows.insert(p);
        }
        Ok(())
    }
}
