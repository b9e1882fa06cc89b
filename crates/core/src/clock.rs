//! The two-sided chess clock: Fischer increment, unequal times, pause, arbiter
//! adjustments and the school zonal's unclocked opening period.
//!
//! The clock never reads the time. Every operation takes the instant `at_ms`
//! (milliseconds since the session's zero) and the remaining time is computed
//! from the instant the running side's turn began, so the frame rate of a
//! display can never change what a clock shows or when a flag falls.

use shakmaty::{ByColor, Color};

/// One side's time control: base time and Fischer increment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SideControl {
    /// Time on the clock when it is first started.
    pub base_ms: u64,
    /// Time credited on completing each move, the first included.
    pub increment_ms: u64,
}

impl SideControl {
    /// A control of `minutes` plus `increment_s` seconds a move.
    pub const fn minutes(minutes: u64, increment_s: u64) -> SideControl {
        SideControl {
            base_ms: minutes * 60_000,
            increment_ms: increment_s * 1000,
        }
    }
}

/// The clock settings of one game, already validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockSettings {
    /// Base and increment per side (unequal in an Armageddon game).
    pub control: ByColor<SideControl>,
    /// Length of an opening period played without a clock, if any. When it
    /// ends the clocks are set to `control` and the side to move runs.
    pub unclocked_ms: Option<u64>,
}

/// A change of one side's time ordered by the arbiter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TimeChange {
    /// Add this much time (a bonus).
    Add(u64),
    /// Take this much time away (a penalty); stops at zero.
    Subtract(u64),
    /// Set the remaining time.
    Set(u64),
}

/// Where the clock stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ClockState {
    /// Not started yet.
    Idle,
    /// `side` is to move and, unless in the unclocked period, its time runs.
    Running {
        /// The side whose turn it is.
        side: Color,
    },
    /// Paused with `side` to move.
    Paused {
        /// The side whose turn it is.
        side: Color,
    },
    /// Stopped for good at `at_ms` (the game ended).
    Stopped {
        /// When the clock stopped.
        at_ms: u64,
    },
}

/// A two-sided clock. All times are in milliseconds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    settings: ClockSettings,
    /// Remaining time per side, exact for the side not running; for the
    /// running side, its time at `turn_started_ms`.
    remaining_ms: ByColor<u64>,
    state: ClockState,
    /// When the running side's turn (or the latest resume) began.
    turn_started_ms: u64,
    /// Game time (pauses excluded) accumulated up to `turn_started_ms`.
    elapsed_before_ms: u64,
    /// True while the unclocked opening period lasts.
    unclocked: bool,
}

impl Clock {
    /// A clock at rest, showing each side's base time.
    pub fn new(settings: ClockSettings) -> Clock {
        let remaining_ms = settings.control.map(|c| c.base_ms);
        let unclocked = settings.unclocked_ms.is_some_and(|ms| ms > 0);
        Clock {
            settings,
            remaining_ms,
            state: ClockState::Idle,
            turn_started_ms: 0,
            elapsed_before_ms: 0,
            unclocked,
        }
    }

    /// The settings this clock was built with.
    pub fn settings(&self) -> &ClockSettings {
        &self.settings
    }

    /// Where the clock stands.
    pub fn state(&self) -> ClockState {
        self.state
    }

    /// True during the unclocked opening period (also before the start).
    pub fn is_unclocked(&self) -> bool {
        self.unclocked
    }

    /// The side whose time is running at `at_ms`, if any.
    pub fn running_side(&self) -> Option<Color> {
        match self.state {
            ClockState::Running { side } if !self.unclocked => Some(side),
            _ => None,
        }
    }

    /// Game time elapsed since the start at `at_ms`, pauses excluded.
    pub fn elapsed_ms(&self, at_ms: u64) -> u64 {
        match self.state {
            ClockState::Idle => 0,
            ClockState::Running { .. } => {
                self.elapsed_before_ms + at_ms.saturating_sub(self.turn_started_ms)
            }
            ClockState::Paused { .. } => self.elapsed_before_ms,
            ClockState::Stopped { at_ms: stop } => {
                self.elapsed_before_ms + stop.saturating_sub(self.turn_started_ms)
            }
        }
    }

    /// The instant the unclocked period ends, if the clock is running in it.
    pub fn unclocked_end_ms(&self) -> Option<u64> {
        match (self.state, self.unclocked, self.settings.unclocked_ms) {
            (ClockState::Running { .. }, true, Some(length)) => {
                Some(self.turn_started_ms + length.saturating_sub(self.elapsed_before_ms))
            }
            _ => None,
        }
    }

    /// Time left in the unclocked opening period at `at_ms`, if in it.
    pub fn unclocked_left_ms(&self, at_ms: u64) -> Option<u64> {
        if !self.unclocked {
            return None;
        }
        let length = self.settings.unclocked_ms?;
        Some(length.saturating_sub(self.elapsed_ms(at_ms)))
    }

    /// Remaining time of `side` at `at_ms`, never negative.
    pub fn remaining_ms(&self, side: Color, at_ms: u64) -> u64 {
        let stored = self.remaining_ms[side];
        match self.state {
            ClockState::Running { side: running } if running == side => {
                let start = match self.unclocked_end_ms() {
                    Some(end) if at_ms <= end => return stored,
                    Some(end) => end,
                    None if self.unclocked => return stored,
                    None => self.turn_started_ms,
                };
                stored.saturating_sub(at_ms.saturating_sub(start))
            }
            _ => stored,
        }
    }

    /// Both sides' remaining time at `at_ms`.
    pub fn remaining_both_ms(&self, at_ms: u64) -> ByColor<u64> {
        ByColor::new_with(|c| self.remaining_ms(c, at_ms))
    }

    /// The instant the running side's flag falls, if a side's time runs.
    pub fn flag_deadline_ms(&self) -> Option<u64> {
        match self.state {
            ClockState::Running { side } => {
                let start = match self.unclocked_end_ms() {
                    Some(end) => end,
                    None if self.unclocked => return None,
                    None => self.turn_started_ms,
                };
                Some(start + self.remaining_ms[side])
            }
            _ => None,
        }
    }

    /// Starts the clock with `side` to move. Returns false (and changes
    /// nothing) when it was not idle.
    pub fn start(&mut self, side: Color, at_ms: u64) -> bool {
        if self.state != ClockState::Idle {
            return false;
        }
        self.state = ClockState::Running { side };
        self.turn_started_ms = at_ms;
        self.elapsed_before_ms = 0;
        true
    }

    /// Brings the stored state up to `at_ms`: ends the unclocked period if it
    /// is over, so that later arithmetic starts from its exact end.
    /// Returns true when the unclocked period ended here.
    pub fn settle(&mut self, at_ms: u64) -> bool {
        if let Some(end) = self.unclocked_end_ms()
            && at_ms >= end
        {
            self.elapsed_before_ms += end - self.turn_started_ms;
            self.turn_started_ms = end;
            self.unclocked = false;
            return true;
        }
        false
    }

    /// Re-bases the running side's stored time at `at_ms`, so that a change
    /// made now starts from the time it really has.
    fn rebase(&mut self, at_ms: u64) {
        self.settle(at_ms);
        if let ClockState::Running { side } = self.state {
            let left = self.remaining_ms(side, at_ms);
            self.elapsed_before_ms += at_ms.saturating_sub(self.turn_started_ms);
            self.remaining_ms[side] = left;
            self.turn_started_ms = at_ms;
        }
    }

    /// Completes a move by the running side at `at_ms`: stops its time,
    /// credits its increment (not in the unclocked period) and starts the
    /// opponent's. Returns false when that side is not the one to move.
    pub fn complete_move(&mut self, side: Color, at_ms: u64) -> bool {
        if self.state != (ClockState::Running { side }) {
            return false;
        }
        self.rebase(at_ms);
        if !self.unclocked {
            self.remaining_ms[side] += self.settings.control[side].increment_ms;
        }
        self.state = ClockState::Running { side: !side };
        true
    }

    /// Brings a clock restored from an earlier state to the present: its
    /// times are those it had at `then_ms`, and the running side (if any)
    /// runs again from `now_ms`; the time in between counts for nobody.
    pub fn rebase_at(&mut self, then_ms: u64, now_ms: u64) {
        if let ClockState::Running { .. } = self.state {
            self.rebase(then_ms);
            self.turn_started_ms = now_ms.max(then_ms);
        }
    }

    /// Pauses a running clock. Returns false when it was not running.
    pub fn pause(&mut self, at_ms: u64) -> bool {
        let ClockState::Running { side } = self.state else {
            return false;
        };
        self.rebase(at_ms);
        self.state = ClockState::Paused { side };
        true
    }

    /// Resumes a paused clock. Returns false when it was not paused.
    pub fn resume(&mut self, at_ms: u64) -> bool {
        let ClockState::Paused { side } = self.state else {
            return false;
        };
        self.state = ClockState::Running { side };
        self.turn_started_ms = at_ms;
        true
    }

    /// Changes `side`'s time at `at_ms`.
    pub fn adjust(&mut self, side: Color, change: TimeChange, at_ms: u64) {
        self.rebase(at_ms);
        let left = &mut self.remaining_ms[side];
        *left = match change {
            TimeChange::Add(ms) => left.saturating_add(ms),
            TimeChange::Subtract(ms) => left.saturating_sub(ms),
            TimeChange::Set(ms) => ms,
        };
    }

    /// Stops the clock for good at `at_ms` (the game ended then).
    pub fn stop(&mut self, at_ms: u64) {
        if matches!(self.state, ClockState::Stopped { .. }) {
            return;
        }
        let was_running = matches!(self.state, ClockState::Running { .. });
        if was_running {
            self.rebase(at_ms);
        }
        self.state = ClockState::Stopped { at_ms };
        // Pause time is not game time: only a running clock accrues it.
        self.turn_started_ms = at_ms;
    }
}

/// Formats a time for display: `m:ss`, or `s.t` (seconds and tenths) below
/// `tenths_below_ms`. Time is rounded down, as on a digital chess clock, so
/// the display reaches zero exactly when the flag falls.
pub fn format_clock(ms: u64, tenths_below_ms: u64) -> String {
    if ms < tenths_below_ms {
        format!("{}.{}", ms / 1000, (ms % 1000) / 100)
    } else {
        let seconds = ms / 1000;
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, White};

    fn clock(white: SideControl, black: SideControl) -> Clock {
        Clock::new(ClockSettings {
            control: ByColor { white, black },
            unclocked_ms: None,
        })
    }

    #[test]
    fn fischer_increment_is_credited_on_the_first_move() {
        // Rules digest: a 10+3 clock shows 9:55 + 0:03 = 9:58 after a
        // 5-second first move (seed 000: "10 minutos + 3 segundos").
        let mut c = clock(SideControl::minutes(10, 3), SideControl::minutes(10, 3));
        assert!(c.start(White, 0));
        assert_eq!(c.remaining_ms(White, 0), 600_000);
        assert!(c.complete_move(White, 5_000));
        assert_eq!(c.remaining_ms(White, 5_000), 598_000);
        assert_eq!(c.remaining_ms(Black, 5_000), 600_000);
        assert_eq!(c.remaining_ms(Black, 9_000), 596_000);
        assert_eq!(c.running_side(), Some(Black));
    }

    #[test]
    fn armageddon_unequal_times_12_3_against_10_3() {
        // Seed 000: "pasamos de 10+3 ... a 12+3 para las piezas blancas".
        let c = clock(SideControl::minutes(12, 3), SideControl::minutes(10, 3));
        assert_eq!(
            c.remaining_both_ms(0),
            ByColor {
                white: 720_000,
                black: 600_000
            }
        );
    }

    #[test]
    fn pause_freezes_time_and_resume_continues() {
        let mut c = clock(SideControl::minutes(5, 0), SideControl::minutes(5, 0));
        c.start(White, 1_000);
        assert!(c.pause(11_000));
        assert_eq!(c.remaining_ms(White, 500_000), 290_000);
        assert!(!c.pause(12_000), "pausing twice is refused");
        assert!(c.resume(600_000));
        assert_eq!(c.remaining_ms(White, 610_000), 280_000);
        assert_eq!(c.elapsed_ms(610_000), 20_000);
    }

    #[test]
    fn flag_deadline_is_exact_from_timestamps() {
        let mut c = clock(SideControl::minutes(1, 0), SideControl::minutes(1, 0));
        c.start(White, 250);
        assert_eq!(c.flag_deadline_ms(), Some(60_250));
        c.complete_move(White, 10_250);
        assert_eq!(c.flag_deadline_ms(), Some(70_250));
    }

    #[test]
    fn arbiter_adjustments_add_subtract_and_set() {
        let mut c = clock(SideControl::minutes(10, 0), SideControl::minutes(10, 0));
        c.start(White, 0);
        c.adjust(White, TimeChange::Add(60_000), 30_000);
        assert_eq!(c.remaining_ms(White, 30_000), 630_000);
        c.adjust(White, TimeChange::Subtract(700_000), 40_000);
        assert_eq!(c.remaining_ms(White, 40_000), 0, "a penalty stops at zero");
        c.adjust(Black, TimeChange::Set(90_000), 40_000);
        assert_eq!(c.remaining_ms(Black, 99_000), 90_000);
    }

    #[test]
    fn school_zonal_unclocked_period_then_five_minutes_each() {
        // Seed 001: "Los 20 primeros minutos, sin controlar con reloj y ... se
        // pondrá el reloj con 5 minutos por participante".
        let mut c = Clock::new(ClockSettings {
            control: ByColor::new_with(|_| SideControl::minutes(5, 0)),
            unclocked_ms: Some(20 * 60_000),
        });
        c.start(White, 0);
        assert_eq!(c.flag_deadline_ms(), Some(20 * 60_000 + 300_000));
        c.complete_move(White, 60_000);
        assert_eq!(
            c.remaining_ms(White, 60_000),
            300_000,
            "no time used unclocked"
        );
        assert_eq!(c.remaining_ms(Black, 19 * 60_000), 300_000);
        // At 20 minutes Black is to move: its 5 minutes run from there.
        assert_eq!(c.remaining_ms(Black, 21 * 60_000), 240_000);
        assert_eq!(c.flag_deadline_ms(), Some(25 * 60_000));
        c.complete_move(Black, 22 * 60_000);
        assert!(!c.is_unclocked());
        assert_eq!(c.remaining_ms(Black, 22 * 60_000), 180_000);
        assert_eq!(c.remaining_ms(White, 23 * 60_000), 240_000);
    }

    #[test]
    fn unclocked_period_stops_during_a_pause() {
        let mut c = Clock::new(ClockSettings {
            control: ByColor::new_with(|_| SideControl::minutes(5, 0)),
            unclocked_ms: Some(20 * 60_000),
        });
        c.start(White, 0);
        c.pause(10 * 60_000);
        c.resume(15 * 60_000);
        assert_eq!(c.unclocked_left_ms(20 * 60_000), Some(5 * 60_000));
        assert_eq!(c.flag_deadline_ms(), Some(25 * 60_000 + 300_000));
    }

    #[test]
    fn display_form_minutes_seconds_and_tenths() {
        assert_eq!(format_clock(600_000, 10_000), "10:00");
        assert_eq!(format_clock(59_999, 10_000), "0:59");
        assert_eq!(format_clock(10_000, 10_000), "0:10");
        assert_eq!(format_clock(9_999, 10_000), "9.9");
        assert_eq!(format_clock(450, 10_000), "0.4");
        assert_eq!(format_clock(0, 10_000), "0.0");
        assert_eq!(
            format_clock(5_000, 0),
            "0:05",
            "threshold 0 never shows tenths"
        );
    }
}
