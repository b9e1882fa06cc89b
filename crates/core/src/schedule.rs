//! When the automatic public-address cues are due: a game's start and end,
//! the round window's marks (10, 5 and 1 minutes left, and its end) and
//! optional low-time beeps. Pure: it reads the session at an instant and
//! remembers what it has already given out, so each cue is due once, at its
//! instant, also across pauses (the window counts game time, pauses
//! excluded) and a restart from the journal (see [`CueScheduler::prime`]).
//!
//! The round window runs on the round's clock (from the first game's start,
//! standing still only while every game in play is paused): its marks are
//! due while a game is still being played, once for the session.

use std::collections::HashSet;

use shakmaty::Color;

use crate::clock::ClockState;
use crate::ids::BoardNo;
use crate::session::Session;

/// Why a cue is due.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Trigger {
    /// Board `board`'s clocks started.
    GameStart {
        /// The board.
        board: BoardNo,
    },
    /// Board `board`'s game ended.
    GameEnd {
        /// The board.
        board: BoardNo,
    },
    /// The round window has `left_ms` left (0: it is over).
    Window {
        /// Time left.
        left_ms: u64,
    },
    /// A message of the hall's board put up at `from_ms` reached its end
    /// (a countdown's zero).
    MessageEnd {
        /// When it was put up.
        from_ms: u64,
        /// Whether it was the full-screen one (else the banner).
        full: bool,
    },
    /// Board `board` called the arbiter at `since_ms`.
    ArbiterCall {
        /// The board.
        board: BoardNo,
        /// When it called.
        since_ms: u64,
    },
    /// A side's clock reached `left_ms`.
    LowTime {
        /// The board.
        board: BoardNo,
        /// Whose clock.
        side: Color,
        /// Time left.
        left_ms: u64,
    },
}

/// A cue that is due.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Due {
    /// The cue (an index into the config's audio cues).
    pub cue: usize,
    /// The instant it was due (at or before the poll's instant).
    pub at_ms: u64,
    /// Why.
    pub trigger: Trigger,
}

/// Gives out each automatic cue once, when it is due.
#[derive(Clone, Debug, Default)]
pub struct CueScheduler {
    given: HashSet<Trigger>,
    last_poll_ms: u64,
    /// The session's stagings when `given` was last cleared: a new round
    /// on the stage brings new games to the same boards, and their start,
    /// end, low time and the round's window are announced again.
    stagings: u32,
}

impl CueScheduler {
    /// A scheduler that has given out nothing.
    pub fn new() -> CueScheduler {
        CueScheduler::default()
    }

    /// Counts everything already due at `now_ms` as given out, without
    /// returning it: a session rebuilt from its journal does not announce
    /// again what was announced before the restart.
    pub fn prime(&mut self, session: &Session, now_ms: u64) {
        let _ = self.poll(session, now_ms);
    }

    /// The cues due at or before `now_ms` that were not given out yet, in
    /// the order of their instants.
    pub fn poll(&mut self, session: &Session, now_ms: u64) -> Vec<Due> {
        let since = self.last_poll_ms.min(now_ms);
        self.last_poll_ms = now_ms;
        if session.stagings() != self.stagings {
            self.stagings = session.stagings();
            self.given.clear();
        }
        // A result taken back (undo) re-arms the game's end.
        for (board, b) in session.boards().iter().enumerate() {
            let board = BoardNo::at(board);
            if b.game.outcome().is_none() {
                self.given.remove(&Trigger::GameEnd { board });
            }
        }
        let mut due = Vec::new();
        for (trigger, cue, at_ms) in candidates(session, now_ms) {
            if at_ms <= now_ms && !self.given.contains(&trigger) {
                self.given.insert(trigger.clone());
                due.push(Due {
                    cue,
                    // Never before the previous look: a crossing found late
                    // (a clock set below a mark) is due when it was seen.
                    at_ms: at_ms.max(since),
                    trigger,
                });
            }
        }
        due.sort_by_key(|d| d.at_ms);
        due
    }

    /// The next instant after `now_ms` at which a cue falls due by itself
    /// (a window mark, a low-time beep), if time runs on some board.
    pub fn next_due_ms(&self, session: &Session, now_ms: u64) -> Option<u64> {
        candidates(session, now_ms)
            .into_iter()
            .filter(|(t, _, at)| *at > now_ms && !self.given.contains(t))
            .map(|(_, _, at)| at)
            .min()
    }
}

/// Every automatic cue with the instant it is (or will be) due, as far as
/// the session at `now_ms` tells. Future instants hold while nothing changes.
fn candidates(session: &Session, now_ms: u64) -> Vec<(Trigger, usize, u64)> {
    let audio = &session.config().audio;
    let mut out = Vec::new();
    for (board, b) in session.boards().iter().enumerate() {
        let board = BoardNo::at(board);
        let clock = b.game.clock();
        let started = clock.state() != ClockState::Idle;
        if started && let Some(cue) = audio.game_start {
            out.push((Trigger::GameStart { board }, cue, now_ms));
        }
        if b.game.outcome().is_some() {
            if let Some(cue) = audio.game_end {
                out.push((Trigger::GameEnd { board }, cue, now_ms));
            }
            continue;
        }
        if let (Some(low), Some(side), Some(deadline)) = (
            &audio.low_time,
            clock.running_side(),
            clock.flag_deadline_ms(),
        ) {
            for &left_ms in &low.left_ms {
                out.push((
                    Trigger::LowTime {
                        board,
                        side,
                        left_ms,
                    },
                    low.cue,
                    deadline.saturating_sub(left_ms),
                ));
            }
        }
    }
    // A board's call for the arbiter rings when it is made.
    if let Some(cue) = audio.arbiter_call {
        for c in session.calls().open() {
            let (board, since_ms) = (c.board, c.since_ms);
            out.push((Trigger::ArbiterCall { board, since_ms }, cue, since_ms));
        }
    }
    // A message of the hall's board with a cue: the cue at its end.
    for m in session.hall().all() {
        if let (Some(name), Some(until)) = (&m.cue, m.until_ms)
            && let Some((cue, _)) = audio.cue(name)
        {
            out.push((
                Trigger::MessageEnd {
                    from_ms: m.from_ms,
                    full: m.placement == crate::hall::Placement::Full,
                },
                cue,
                until,
            ));
        }
    }
    // The round window counts the round's own time, from its first start:
    // its marks do not move when the first game ends.
    let in_play = session
        .boards()
        .iter()
        .any(|b| b.game.outcome().is_none() && b.game.clock().state() != ClockState::Idle);
    if let (Some(window), Some(elapsed), true) = (
        session.config().game_window_ms,
        session.round_elapsed_ms(now_ms),
        in_play,
    ) {
        for mark in &audio.window_marks {
            let target = window.saturating_sub(mark.left_ms);
            let at = if !session.round_paused() {
                Some((now_ms + target).saturating_sub(elapsed))
            } else if elapsed >= target {
                Some(now_ms)
            } else {
                None
            };
            if let Some(at) = at {
                out.push((
                    Trigger::Window {
                        left_ms: mark.left_ms,
                    },
                    mark.cue,
                    at,
                ));
            }
        }
    }
    out
}
