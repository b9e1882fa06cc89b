//! The round's own clock: it starts with the first game of the round and
//! runs for the round, whichever games end meanwhile; it stops only while
//! every game still being played is paused (the arbiter paused them all).
//! The round window's marks (seeds 000 and 001: 30 minutes at most per
//! game) are counted on it.

use crate::clock::ClockState;
use crate::game::Game;

/// Where the round's time stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundClock {
    /// When the first game of the round started.
    started_ms: Option<u64>,
    /// Time the round stood still before `paused_since`.
    paused_total_ms: u64,
    /// Since when every game in play is paused.
    paused_since: Option<u64>,
}

impl RoundClock {
    /// Round time at `now_ms`, pauses excluded; `None` before any game of
    /// the round started.
    pub fn elapsed_ms(&self, now_ms: u64) -> Option<u64> {
        let start = self.started_ms?;
        let until = self.paused_since.unwrap_or(now_ms).min(now_ms);
        Some(
            until
                .saturating_sub(start)
                .saturating_sub(self.paused_total_ms),
        )
    }

    /// True while the round stands still (every game in play paused).
    pub fn is_paused(&self) -> bool {
        self.paused_since.is_some()
    }

    /// Takes note of the games as they stand at `at_ms`, after a change.
    pub fn observe<'a>(&mut self, games: impl Iterator<Item = &'a Game>, at_ms: u64) {
        let mut in_play = 0;
        let mut paused = 0;
        let mut started = false;
        for game in games {
            let state = game.clock().state();
            if state != ClockState::Idle {
                started = true;
            }
            if game.outcome().is_none() && state != ClockState::Idle {
                in_play += 1;
                if matches!(state, ClockState::Paused { .. }) {
                    paused += 1;
                }
            }
        }
        if started && self.started_ms.is_none() {
            self.started_ms = Some(at_ms);
        }
        let all_paused = in_play > 0 && paused == in_play;
        match (all_paused, self.paused_since) {
            (true, None) => self.paused_since = Some(at_ms),
            (false, Some(since)) => {
                self.paused_total_ms += at_ms.saturating_sub(since);
                self.paused_since = None;
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::game::Command;
    use crate::ids::BoardNo;
    use crate::schedule::{CueScheduler, Trigger};
    use crate::session::Session;
    use shakmaty::Color;

    const MIN: u64 = 60_000;

    fn final_session() -> Session {
        let path = crate::testing::root().join("configs/megxadrez-final-armageddon-12-10.toml");
        Session::new(crate::testing::load(&path))
    }

    #[test]
    fn marks_count_from_the_first_start_and_stand_still_only_when_all_are_paused() {
        // Bug seen: the marks drifted when the first board ended (they
        // followed whichever board was still playing).
        let mut s = final_session();
        // Long clocks so that nobody flags within the window.
        for board in 0..2 {
            for side in [Color::White, Color::Black] {
                s.apply(
                    BoardNo::at(board),
                    &Command::Adjust {
                        side,
                        change: crate::clock::TimeChange::Set(60 * MIN),
                    },
                    0,
                )
                .unwrap();
            }
        }
        s.apply(BoardNo::at(0), &Command::Start, 0).unwrap();
        s.apply(BoardNo::at(1), &Command::Start, 2 * MIN).unwrap();
        // Board 1 paused alone: the round goes on.
        s.apply(BoardNo::at(0), &Command::Pause, 3 * MIN).unwrap();
        s.apply(BoardNo::at(0), &Command::Resume, 4 * MIN).unwrap();
        // Both paused for 2 minutes: the round stands still.
        s.apply(BoardNo::at(0), &Command::Pause, 6 * MIN).unwrap();
        s.apply(BoardNo::at(1), &Command::Pause, 6 * MIN).unwrap();
        s.apply(BoardNo::at(0), &Command::Resume, 8 * MIN).unwrap();
        s.apply(BoardNo::at(1), &Command::Resume, 8 * MIN).unwrap();
        // Board 1 ends: the marks do not move.
        s.apply(
            BoardNo::at(0),
            &Command::Resign { side: Color::Black },
            9 * MIN,
        )
        .unwrap();
        let mut scheduler = CueScheduler::new();
        let mut marks = Vec::new();
        let mut now = 0;
        while now <= 40 * MIN {
            s.tick(now);
            for due in scheduler.poll(&s, now) {
                if let Trigger::Window { left_ms } = due.trigger {
                    marks.push((left_ms / MIN, due.at_ms / 1000));
                }
            }
            now += 1000;
        }
        assert_eq!(
            marks,
            [(10, 22 * 60), (5, 27 * 60), (1, 31 * 60), (0, 32 * 60)]
        );
        assert_eq!(s.round_elapsed_ms(32 * MIN), Some(30 * MIN));
        assert_eq!(
            s.over_time(32 * MIN),
            vec![BoardNo::at(1)],
            "board 2 is for the arbiter"
        );
        assert!(s.over_time(31 * MIN).is_empty());
    }

    #[test]
    fn each_round_on_the_stage_is_announced_again() {
        // Bug seen in the day-long soak: the triggers were kept by board
        // number for the whole session, so from round 2 on no game's start,
        // no low-time beep and no window mark sounded any more.
        use crate::event::EventCommand;
        let path = crate::testing::root().join("tests/configs/league-six.toml");
        let mut s = Session::new(crate::testing::load(&path));
        let mut scheduler = CueScheduler::new();
        let mut heard = Vec::new();
        let mut listen = |s: &Session, scheduler: &mut CueScheduler, now: u64| {
            for due in scheduler.poll(s, now) {
                heard.push((s.event().staged_round(), due.trigger));
            }
        };
        for round in 1..=2 {
            let (r, pairs) =
                crate::tournament::next_round::scheduled(s.config(), s.event()).unwrap();
            assert_eq!(r, round);
            for c in &pairs {
                s.apply_event(c).unwrap();
            }
            s.apply_event(&EventCommand::Stage { round }).unwrap();
            let t0 = u64::from(round) * 60 * MIN;
            for board in 0..3 {
                s.apply(BoardNo::at(board), &Command::Start, t0).unwrap();
            }
            listen(&s, &mut scheduler, t0);
            for board in 0..3 {
                s.apply(
                    BoardNo::at(board),
                    &Command::Resign { side: Color::Black },
                    t0 + MIN,
                )
                .unwrap();
                let result = s.result_for_event(BoardNo::at(board)).unwrap();
                s.apply_event(&result).unwrap();
            }
            listen(&s, &mut scheduler, t0 + MIN);
            assert!(s.event().pending().is_empty(), "round {round} complete");
        }
        let starts: Vec<u32> = heard
            .iter()
            .filter(|(_, t)| {
                *t == Trigger::GameStart {
                    board: BoardNo::FIRST,
                }
            })
            .map(|(r, _)| *r)
            .collect();
        let ends: Vec<u32> = heard
            .iter()
            .filter(|(_, t)| {
                *t == Trigger::GameEnd {
                    board: BoardNo::at(2),
                }
            })
            .map(|(r, _)| *r)
            .collect();
        assert_eq!(starts, [1, 2], "board 1's start in each round");
        assert_eq!(ends, [1, 2], "board 3's end in each round");
    }
}
