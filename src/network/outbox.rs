//! The outbox: what the server hands out, kept current by the stage (the
//! word "feed" names only the PGN sources boards follow): the state as JSON,
//! the live PGN, and every change numbered in order, so that a client that
//! lost its connection resumes from the last number it saw.

use std::collections::VecDeque;
use std::sync::{Arc, RwLock};

/// How many changes are kept for clients that resume.
pub const HISTORY: usize = 100_000;

/// The most changes a client is handed at once: a client that resumes
/// from far back, or reads slowly, holds at most these (shared, not
/// copied) until it has taken them.
pub const BATCH: usize = 256;

/// The outbox's contents.
#[derive(Default)]
pub struct Contents {
    /// `GET /api/state` (shared: a request takes it without copying it
    /// under the lock).
    pub state: Arc<str>,
    /// `GET /live.pgn`.
    pub pgn: String,
    /// Every change, numbered from 1, the oldest dropped past [`HISTORY`];
    /// one copy, shared by every client that reads it.
    pub changes: VecDeque<(u64, Arc<str>)>,
    /// The last number given.
    pub last: u64,
    /// The finished games' clips, a JSON list (`[{url, round, board}]`),
    /// put into the state as it is served: a clip made after the state was
    /// written is listed at once.
    pub clips: Arc<str>,
}

/// The outbox, shared by the stage (which writes it) and the server's tasks
/// (which read it and wait on it).
#[derive(Clone)]
pub struct Outbox {
    /// Many readers (every client's task) at once; the stage writes.
    contents: Arc<RwLock<Contents>>,
    /// Grows with every change: the server's tasks wait on it.
    version: tokio::sync::watch::Sender<u64>,
}

impl Default for Outbox {
    fn default() -> Outbox {
        Outbox {
            contents: Arc::default(),
            version: tokio::sync::watch::channel(0).0,
        }
    }
}

impl Outbox {
    /// Replaces the state and the PGN.
    pub fn set_state(&self, state: String, pgn: String) {
        if let Ok(mut c) = self.contents.write() {
            c.state = state.into();
            c.pgn = pgn;
        }
        self.version.send_modify(|v| *v += 1);
    }

    /// Replaces the list of clips (a JSON list).
    pub fn set_clips(&self, clips: String) {
        if let Ok(mut c) = self.contents.write() {
            c.clips = clips.into();
        }
    }

    /// Adds a change; it gets the next number.
    pub fn push(&self, change: String) {
        if let Ok(mut c) = self.contents.write() {
            c.last += 1;
            let n = c.last;
            c.changes.push_back((n, change.into()));
            while c.changes.len() > HISTORY {
                c.changes.pop_front();
            }
        }
        self.version.send_modify(|v| *v += 1);
    }

    /// Reads the contents.
    pub fn read<T>(&self, f: impl FnOnce(&Contents) -> T) -> T {
        match self.contents.read() {
            Ok(c) => f(&c),
            Err(poisoned) => f(&poisoned.into_inner()),
        }
    }

    /// The changes after number `after`, in order, [`BATCH`] at most.
    pub fn since(&self, after: u64) -> Vec<(u64, Arc<str>)> {
        self.read(|c| {
            // Numbers are consecutive: the first wanted is found by its
            // distance from the oldest kept.
            let first = c.changes.front().map_or(0, |(n, _)| *n);
            let skip = after.saturating_add(1).saturating_sub(first) as usize;
            c.changes.iter().skip(skip).take(BATCH).cloned().collect()
        })
    }

    /// A watcher of changes: mark what it has seen
    /// (`borrow_and_update`), read, then wait (`changed`) for the next.
    pub fn watch(&self) -> tokio::sync::watch::Receiver<u64> {
        self.version.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_is_handed_its_changes_in_batches_shared_with_the_outbox() {
        let outbox = Outbox::default();
        for i in 0..1000 {
            outbox.push(format!("change {i}"));
        }
        let first = outbox.since(0);
        assert_eq!(first.len(), BATCH);
        assert_eq!(first[0].0, 1);
        let next = outbox.since(first.last().unwrap().0);
        assert_eq!(next[0].0, BATCH as u64 + 1);
        assert_eq!(
            outbox.since(995).iter().map(|c| c.0).collect::<Vec<_>>(),
            [996, 997, 998, 999, 1000]
        );
        assert!(outbox.since(1000).is_empty());
        // One copy: the client's item is the outbox's own text.
        let kept = outbox.read(|c| c.changes[0].1.clone());
        assert!(Arc::ptr_eq(&kept, &first[0].1));
    }
}
