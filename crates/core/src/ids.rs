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

/// A board of the stage (of the session: the giant board, its mirrors,
/// each board of a bughouse match) or, in a team match, a board of the
/// match. Kept as its place in a list (from 0); every text a person reads
/// or writes numbers it from 1, and [`BoardNo::numbered`] and
/// [`fmt::Display`] are the only two places that shift it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BoardNo(usize);

impl BoardNo {
    /// The first board (board 1).
    pub const FIRST: BoardNo = BoardNo(0);

    /// The board at place `index` of a list (from 0).
    pub const fn at(index: usize) -> BoardNo {
        BoardNo(index)
    }

    /// The board a person numbers `number` (from 1); `None` for 0.
    pub const fn numbered(number: usize) -> Option<BoardNo> {
        match number.checked_sub(1) {
            Some(index) => Some(BoardNo(index)),
            None => None,
        }
    }

    /// The board a person wrote as `text` (`"2"`: board 2); `None` for
    /// anything but a number from 1.
    pub fn read(text: &str) -> Option<BoardNo> {
        text.parse::<usize>().ok().and_then(BoardNo::numbered)
    }

    /// Its place in a list (from 0).
    pub const fn index(self) -> usize {
        self.0
    }

    /// The number a person reads (from 1).
    pub const fn number(self) -> usize {
        self.0 + 1
    }

    /// The boards `0..count`, in order.
    pub fn all(count: usize) -> impl DoubleEndedIterator<Item = BoardNo> + Clone {
        (0..count).map(BoardNo)
    }
}

impl fmt::Display for BoardNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

#[cfg(test)]
mod tests {
    use super::BoardNo;

    #[test]
    fn a_board_is_numbered_from_1_in_text_and_kept_from_0() {
        assert_eq!(BoardNo::numbered(0), None, "there is no board 0");
        assert_eq!(BoardNo::numbered(1), Some(BoardNo::FIRST));
        assert_eq!(BoardNo::read("3").map(BoardNo::index), Some(2));
        for text in ["0", "-1", "", "2x", " 2"] {
            assert_eq!(BoardNo::read(text), None, "{text:?}");
        }
        let b = BoardNo::at(4);
        assert_eq!((b.index(), b.number(), b.to_string()), (4, 5, "5".into()));
        assert_eq!(
            BoardNo::all(3).map(|b| b.number()).collect::<Vec<_>>(),
            [1, 2, 3]
        );
    }
}
