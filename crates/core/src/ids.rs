//! Who is who: teams and players are known by ids, their names are only
//! what the screens and records print. An id is the place in the roster's
//! registration order, stable for a config.

use std::fmt;

pub use crate::pairing::results::Pairing;

/// A team of the roster.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TeamId(pub u16);

/// A player of the roster (of a team, or of an individual event).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerId(pub u16);

/// Who plays a side of a game: a team (team, school and bughouse events)
/// or a player (individual events).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ContenderId {
    /// A team.
    Team(TeamId),
    /// A player.
    Player(PlayerId),
}

impl fmt::Display for TeamId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "T{}", self.0 + 1)
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.0 + 1)
    }
}
