//! A bughouse session's matches: two linked boards each, addressed as the
//! session's boards `2k` and `2k + 1` (a script's `board 1|2` on the stage's
//! match), journaled like any board's commands.

use super::{Session, SessionError};
use crate::bughouse::MatchBoard;
use crate::bughouse::{BughouseGame, Pair};
use crate::config::{EventConfig, GameSetup};
use crate::game::{Command, Event};
use crate::ids::BoardNo;

/// Session board `board`'s match (its place among the matches) and board
/// in that match.
pub fn in_match(board: BoardNo) -> (usize, MatchBoard) {
    (board.index() / 2, MatchBoard::BOTH[board.index() % 2])
}

/// The session board of match `index`'s board `on` (the inverse of
/// [`in_match`]).
pub fn session_board(index: usize, on: MatchBoard) -> BoardNo {
    BoardNo::at(2 * index + on.index())
}

/// One bughouse match of the session.
#[derive(Clone, Debug, PartialEq)]
pub struct Linked {
    /// The label shown on screens (the table).
    pub label: String,
    /// The match.
    pub game: BughouseGame,
}

/// A bughouse event's matches for `setups` (none in another format).
pub(super) fn matches_of(config: &EventConfig, setups: &[GameSetup]) -> Vec<Linked> {
    if config.event.format != crate::config::Format::BughousePairs {
        return Vec::new();
    }
    setups
        .iter()
        .enumerate()
        .map(|(i, setup)| Linked {
            label: setup.label.clone().unwrap_or_else(|| (i + 1).to_string()),
            game: config.setup_bughouse(setup),
        })
        .collect()
}

impl Session {
    /// Whether the event is played in bughouse matches.
    pub fn is_bughouse(&self) -> bool {
        self.config.event.format == crate::config::Format::BughousePairs
    }

    /// The stage's bughouse matches (none in another format).
    pub fn matches(&self) -> &[Linked] {
        &self.matches
    }

    /// The bughouse matches of earlier rounds, by round.
    pub fn earlier_matches(&self) -> &[(u32, Vec<Linked>)] {
        &self.earlier_matches
    }

    /// How many boards the stage has (a bughouse match counts two).
    pub fn board_count(&self) -> usize {
        self.boards.len().max(2 * self.matches.len())
    }

    /// The moves made so far on session board `board` (drops and house-rule
    /// deeds included on a bughouse board).
    pub fn moves_on(&self, board: BoardNo) -> usize {
        match self.boards.get(board.index()) {
            Some(b) => b.game.moves().len(),
            None => {
                let (m, on) = in_match(board);
                self.matches.get(m).map_or(0, |m| m.game.moves(on).count())
            }
        }
    }

    /// The side to move on session board `board`.
    pub fn turn_on(&self, board: BoardNo) -> Option<shakmaty::Color> {
        use shakmaty::Position;
        match self.boards.get(board.index()) {
            Some(b) => Some(b.game.position().turn()),
            None => {
                let (m, on) = in_match(board);
                self.matches.get(m).map(|m| m.game.position(on).turn())
            }
        }
    }

    /// Session board `board`'s clock.
    pub fn clock_of(&self, board: BoardNo) -> Option<&crate::clock::Clock> {
        match self.boards.get(board.index()) {
            Some(b) => Some(b.game.clock()),
            None => {
                let (m, on) = in_match(board);
                self.matches.get(m).map(|m| m.game.clock(on))
            }
        }
    }

    /// Session boards (both of a match: `2k`, `2k + 1`) whose match has
    /// started and not ended.
    pub(super) fn matches_in_play(&self) -> Vec<BoardNo> {
        self.matches
            .iter()
            .enumerate()
            .filter(|(_, m)| m.game.started() && m.game.outcome().is_none())
            .flat_map(|(i, _)| [BoardNo::at(2 * i), BoardNo::at(2 * i + 1)])
            .collect()
    }

    /// Applies `command` to session board `board` (a board of a match:
    /// [`in_match`]), taking effect once `commit` succeeded.
    pub(super) fn apply_linked<E>(
        &mut self,
        board: BoardNo,
        command: &Command,
        at_ms: u64,
        commit: impl FnOnce() -> Result<(), E>,
    ) -> Result<Result<Vec<Event>, E>, SessionError> {
        let count = 2 * self.matches.len();
        let (m, on) = in_match(board);
        let slot = self
            .matches
            .get_mut(m)
            .ok_or(SessionError::NoSuchBoard { board, count })?;
        let (changed, verdict) = super::on_a_copy(
            &mut slot.game,
            |g| g.outcome().is_some(),
            |g| g.apply(on, command, at_ms),
            commit,
        );
        if changed {
            self.revision += 1;
        }
        verdict
    }

    /// Match `index`'s two pairs (by start number, pair A first) and, once
    /// it has ended, the pair that won (`None` for a draw).
    pub(super) fn match_finished(&self, index: usize) -> Option<(u32, u32, Option<u32>)> {
        let game = &self.matches.get(index)?.game;
        let outcome = game.outcome()?;
        let setup = self.setups.get(index)?;
        let (a, b) = (
            self.config.start_number(setup.white)?,
            self.config.start_number(setup.black)?,
        );
        let winner = outcome.winner.map(|pair| match pair {
            Pair::A => a,
            Pair::B => b,
        });
        Some((a, b, winner))
    }
}
