//! What the hall's own pages may do without an operator's token, and a
//! brake on each: a table's code tried wrong [`MAX_WRONG_CODES`] times
//! within [`WINDOW`] is not tried again for the rest of it (whoever tries:
//! a guess from anywhere counts against that table only), and the
//! entrance's tablet takes back only its own check-ins, within
//! [`UNDO_WINDOW`].

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Wrong codes a table takes within [`WINDOW`].
pub const MAX_WRONG_CODES: usize = 5;
/// How long wrong codes are remembered.
pub const WINDOW: Duration = Duration::from_secs(60);
/// The most tables remembered at once (a guesser naming tables and rounds
/// that do not exist fills no memory past it).
pub const MAX_TABLES: usize = 4096;
/// How long the entrance may take back its check-in.
pub const UNDO_WINDOW: Duration = Duration::from_secs(60);

/// The hall pages' memory.
#[derive(Default)]
pub struct HallGuard {
    wrong: Mutex<HashMap<(u32, u32), Vec<Instant>>>,
    checked_in: Mutex<HashMap<u32, Instant>>,
}

impl HallGuard {
    /// Whether table `table` of round `round` is braked at `now`.
    pub fn braked(&self, round: u32, table: u32, now: Instant) -> bool {
        let wrong = self.wrong.lock().unwrap_or_else(|e| e.into_inner());
        wrong.get(&(round, table)).is_some_and(|seen| {
            seen.iter()
                .filter(|t| now.duration_since(**t) < WINDOW)
                .count()
                >= MAX_WRONG_CODES
        })
    }

    /// A wrong code for that table at `now`.
    pub fn wrong_code(&self, round: u32, table: u32, now: Instant) {
        let mut wrong = self.wrong.lock().unwrap_or_else(|e| e.into_inner());
        if !wrong.contains_key(&(round, table)) && wrong.len() >= MAX_TABLES {
            wrong.retain(|_, seen| seen.iter().any(|t| now.duration_since(*t) < WINDOW));
            if wrong.len() >= MAX_TABLES
                && let Some(oldest) = wrong
                    .iter()
                    .min_by_key(|(_, seen)| seen.last().copied())
                    .map(|(k, _)| *k)
            {
                wrong.remove(&oldest);
            }
        }
        let seen = wrong.entry((round, table)).or_default();
        seen.retain(|t| now.duration_since(*t) < WINDOW);
        seen.push(now);
    }

    /// The entrance checked `entrant` in at `now`.
    pub fn checked_in(&self, entrant: u32, now: Instant) {
        let mut map = self.checked_in.lock().unwrap_or_else(|e| e.into_inner());
        map.retain(|_, t| now.duration_since(*t) < UNDO_WINDOW);
        map.insert(entrant, now);
    }

    /// Whether the entrance may take back `entrant`'s check-in at `now`
    /// (its own, within [`UNDO_WINDOW`]); if so, it is taken.
    pub fn undo(&self, entrant: u32, now: Instant) -> bool {
        let mut map = self.checked_in.lock().unwrap_or_else(|e| e.into_inner());
        match map.get(&entrant) {
            Some(t) if now.duration_since(*t) < UNDO_WINDOW => {
                map.remove(&entrant);
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_is_braked_after_five_wrong_codes_and_let_go_after_a_minute() {
        let g = HallGuard::default();
        let now = Instant::now();
        for _ in 0..MAX_WRONG_CODES - 1 {
            g.wrong_code(1, 3, now);
        }
        assert!(!g.braked(1, 3, now));
        g.wrong_code(1, 3, now);
        assert!(g.braked(1, 3, now));
        assert!(!g.braked(1, 4, now), "another table is not");
        assert!(!g.braked(1, 3, now + WINDOW + Duration::from_secs(1)));
    }

    #[test]
    fn the_tables_remembered_are_bounded() {
        let g = HallGuard::default();
        let now = Instant::now();
        for t in 0..(MAX_TABLES as u32 + 100) {
            g.wrong_code(9999, t, now);
        }
        assert_eq!(g.wrong.lock().unwrap().len(), MAX_TABLES);
        // A braked table of the round being played is kept while its
        // failures are the newest.
        for _ in 0..MAX_WRONG_CODES {
            g.wrong_code(1, 3, now + Duration::from_secs(1));
        }
        g.wrong_code(9999, 1_000_000, now + Duration::from_secs(2));
        assert!(g.braked(1, 3, now + Duration::from_secs(2)));
    }

    #[test]
    fn the_entrance_takes_back_its_own_check_in_within_a_minute() {
        let g = HallGuard::default();
        let now = Instant::now();
        assert!(!g.undo(5, now), "never checked in here");
        g.checked_in(5, now);
        assert!(g.undo(5, now + Duration::from_secs(30)));
        assert!(!g.undo(5, now + Duration::from_secs(31)), "taken back once");
        g.checked_in(6, now);
        assert!(!g.undo(6, now + UNDO_WINDOW));
    }
}
