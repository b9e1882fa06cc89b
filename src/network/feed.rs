//! What the server hands out, kept current by the stage: the state as JSON,
//! the live PGN, and every change numbered in order, so that a client that
//! lost its connection resumes from the last number it saw.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// How many changes are kept for clients that resume.
pub const HISTORY: usize = 100_000;

/// The feed's contents.
#[derive(Default)]
pub struct Contents {
    /// `GET /api/state`.
    pub state: String,
    /// `GET /live.pgn`.
    pub pgn: String,
    /// Every change, numbered from 1, the oldest dropped past [`HISTORY`].
    pub changes: VecDeque<(u64, String)>,
    /// The last number given.
    pub last: u64,
}

/// The feed, shared by the stage (which writes it) and the server's tasks
/// (which read it and wait on it).
#[derive(Clone)]
pub struct Feed {
    contents: Arc<Mutex<Contents>>,
    /// Grows with every change: the server's tasks wait on it.
    version: tokio::sync::watch::Sender<u64>,
}

impl Default for Feed {
    fn default() -> Feed {
        Feed {
            contents: Arc::default(),
            version: tokio::sync::watch::channel(0).0,
        }
    }
}

impl Feed {
    /// Replaces the state and the PGN.
    pub fn set_state(&self, state: String, pgn: String) {
        if let Ok(mut c) = self.contents.lock() {
            c.state = state;
            c.pgn = pgn;
        }
        self.version.send_modify(|v| *v += 1);
    }

    /// Adds a change; it gets the next number.
    pub fn push(&self, change: String) {
        if let Ok(mut c) = self.contents.lock() {
            c.last += 1;
            let n = c.last;
            c.changes.push_back((n, change));
            while c.changes.len() > HISTORY {
                c.changes.pop_front();
            }
        }
        self.version.send_modify(|v| *v += 1);
    }

    /// Reads the contents.
    pub fn read<T>(&self, f: impl FnOnce(&Contents) -> T) -> T {
        match self.contents.lock() {
            Ok(c) => f(&c),
            Err(poisoned) => f(&poisoned.into_inner()),
        }
    }

    /// The changes after number `after`, in order.
    pub fn since(&self, after: u64) -> Vec<(u64, String)> {
        self.read(|c| {
            c.changes
                .iter()
                .filter(|(n, _)| *n > after)
                .cloned()
                .collect()
        })
    }

    /// A watcher of changes: mark what it has seen
    /// (`borrow_and_update`), read, then wait (`changed`) for the next.
    pub fn watch(&self) -> tokio::sync::watch::Receiver<u64> {
        self.version.subscribe()
    }
}
