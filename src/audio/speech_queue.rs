//! The desk's speech: the sentences waiting to be said, in order, one at a
//! time, after the cues. The seeds' signals and time warnings come first:
//! a cue cuts the sentence being said, which is not resumed. A move not yet
//! begun is skipped when a newer move of its board arrives (the hall wants
//! the position, not the history). Stop-all empties the queue. The
//! announcer turns each kind on or off. Pure: time is a parameter, the
//! samples are made elsewhere and only their length is known here.

use std::collections::VecDeque;

use crate::core::ids::BoardNo;
pub use crate::live::SpeechKind;

/// Where a sentence stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stand {
    /// Its sound is being made.
    Making,
    /// Made, waiting for its turn.
    Ready,
    /// Being said, until this instant.
    Saying {
        /// When it started.
        from_ms: u64,
        /// When it ends.
        until_ms: u64,
    },
    /// Said to its end.
    Said,
    /// Cut by a cue (not resumed).
    Cut,
    /// Skipped: a newer move of its board came first.
    Stale,
    /// Silenced by stop-all before its turn.
    Stopped,
    /// Its sound could not be made (no engine, no recording).
    Unsaid,
}

impl Stand {
    /// The word the pages and the state use.
    pub fn name(self) -> &'static str {
        match self {
            Stand::Making => "making",
            Stand::Ready => "ready",
            Stand::Saying { .. } => "saying",
            Stand::Said => "said",
            Stand::Cut => "cut",
            Stand::Stale => "stale",
            Stand::Stopped => "stopped",
            Stand::Unsaid => "unsaid",
        }
    }

    fn waiting(self) -> bool {
        matches!(self, Stand::Making | Stand::Ready)
    }
}

/// One sentence.
#[derive(Clone, Debug, PartialEq)]
pub struct Sentence {
    /// Its number, from 1.
    pub n: u64,
    /// What it is about.
    pub kind: SpeechKind,
    /// The board it is about, if one.
    pub board: Option<BoardNo>,
    /// Who asked for it ("tablero 1", "web", "OSC", the desk).
    pub source: String,
    /// What it says, in the event's language.
    pub text: String,
    /// When it was asked for.
    pub at_ms: u64,
    /// How long it sounds, once made.
    pub length_ms: Option<u64>,
    /// The silence before it (between two tables of the pairings).
    pub pause_ms: u64,
    /// Where it stands.
    pub stand: Stand,
}

/// Sentences kept for the pages once done.
const KEPT: usize = 50;

/// The queue.
#[derive(Clone, Debug)]
pub struct SpeechQueue {
    sentences: VecDeque<Sentence>,
    on: [bool; 3],
    next: u64,
    /// When the last sentence said ended (the next one's pause counts
    /// from there).
    quiet_since_ms: u64,
}

impl SpeechQueue {
    /// A queue with each kind on or off as `on` says.
    pub fn new(on: impl Fn(SpeechKind) -> bool) -> SpeechQueue {
        SpeechQueue {
            sentences: VecDeque::new(),
            on: SpeechKind::ALL.map(on),
            next: 1,
            quiet_since_ms: 0,
        }
    }

    /// Whether `kind` is said.
    pub fn is_on(&self, kind: SpeechKind) -> bool {
        self.on[kind as usize]
    }

    /// Turns `kind` on or off; off, its waiting sentences are dropped.
    pub fn set_on(&mut self, kind: SpeechKind, on: bool) {
        self.on[kind as usize] = on;
        if !on {
            for s in &mut self.sentences {
                if s.kind == kind && s.stand.waiting() {
                    s.stand = Stand::Stopped;
                }
            }
        }
    }

    /// The sentences, oldest first (the last [`KEPT`] done, and those
    /// waiting).
    pub fn sentences(&self) -> impl DoubleEndedIterator<Item = &Sentence> {
        self.sentences.iter()
    }

    /// Asks for a sentence; its number, none when its kind is off. A move
    /// puts aside the waiting moves of its board.
    pub fn add(
        &mut self,
        kind: SpeechKind,
        board: Option<BoardNo>,
        source: String,
        text: String,
        pause_ms: u64,
        now_ms: u64,
    ) -> Option<u64> {
        if !self.is_on(kind) {
            return None;
        }
        if kind == SpeechKind::Move {
            for s in &mut self.sentences {
                if s.kind == SpeechKind::Move && s.board == board && s.stand.waiting() {
                    s.stand = Stand::Stale;
                }
            }
        }
        let n = self.next;
        self.next += 1;
        self.sentences.push_back(Sentence {
            n,
            kind,
            board,
            source,
            text,
            at_ms: now_ms,
            length_ms: None,
            pause_ms,
            stand: Stand::Making,
        });
        self.forget();
        Some(n)
    }

    /// Sentence `n` was made, `length_ms` long (none: it could not be).
    pub fn made(&mut self, n: u64, length_ms: Option<u64>) {
        if let Some(s) = self.sentences.iter_mut().find(|s| s.n == n) {
            s.length_ms = length_ms;
            if s.stand == Stand::Making {
                s.stand = if length_ms.is_some() {
                    Stand::Ready
                } else {
                    Stand::Unsaid
                };
            }
        }
    }

    /// The sentence to start at `now_ms`, if one's turn has come: the one
    /// being said has ended, and the first waiting one is made and its
    /// pause over. A sentence still being made holds those after it (the
    /// order is kept).
    pub fn next(&mut self, now_ms: u64) -> Option<u64> {
        for s in &mut self.sentences {
            if let Stand::Saying { until_ms, .. } = s.stand {
                if until_ms > now_ms {
                    return None;
                }
                s.stand = Stand::Said;
                self.quiet_since_ms = until_ms;
            }
        }
        let quiet = self.quiet_since_ms;
        let first = self.sentences.iter_mut().find(|s| s.stand.waiting())?;
        if first.stand != Stand::Ready || now_ms < quiet + first.pause_ms {
            return None;
        }
        let length = first.length_ms.unwrap_or(0);
        first.stand = Stand::Saying {
            from_ms: now_ms,
            until_ms: now_ms + length,
        };
        Some(first.n)
    }

    /// When the queue next has something to do (a sentence ending, a
    /// pause over), if it waits on time.
    pub fn next_due_ms(&self) -> Option<u64> {
        if let Some(until) = self.sentences.iter().find_map(|s| match s.stand {
            Stand::Saying { until_ms, .. } => Some(until_ms),
            _ => None,
        }) {
            return Some(until);
        }
        let first = self.sentences.iter().find(|s| s.stand.waiting())?;
        (first.stand == Stand::Ready).then_some(self.quiet_since_ms + first.pause_ms)
    }

    /// A cue sounded at `now_ms`: the sentence being said is cut (the
    /// sentence it was, if one was).
    pub fn cut(&mut self, now_ms: u64) -> Option<u64> {
        let s = self
            .sentences
            .iter_mut()
            .find(|s| matches!(s.stand, Stand::Saying { until_ms, .. } if until_ms > now_ms))?;
        s.stand = Stand::Cut;
        self.quiet_since_ms = now_ms;
        Some(s.n)
    }

    /// Stop-all at `now_ms`: the sentence being said is cut and every
    /// waiting one dropped.
    pub fn stop_all(&mut self, now_ms: u64) {
        self.cut(now_ms);
        for s in &mut self.sentences {
            if s.stand.waiting() {
                s.stand = Stand::Stopped;
            }
        }
    }

    /// Whether a sentence is being said at `now_ms`.
    pub fn saying(&self, now_ms: u64) -> bool {
        self.sentences
            .iter()
            .any(|s| matches!(s.stand, Stand::Saying { until_ms, .. } if until_ms > now_ms))
    }

    fn forget(&mut self) {
        while self.sentences.len() > KEPT
            && self.sentences.front().is_some_and(|s| !s.stand.waiting())
        {
            self.sentences.pop_front();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stands(q: &SpeechQueue) -> Vec<(u64, &'static str)> {
        q.sentences().map(|s| (s.n, s.stand.name())).collect()
    }

    #[test]
    fn moves_follow_each_other_a_stale_one_is_skipped_and_a_cue_cuts_without_resuming() {
        let mut q = SpeechQueue::new(|_| true);
        let b1 = Some(BoardNo::at(0));
        let add = |q: &mut SpeechQueue, text: &str, at| {
            q.add(SpeechKind::Move, b1, "1".into(), text.into(), 0, at)
                .unwrap()
        };
        let e4 = add(&mut q, "e cuatro", 0);
        assert_eq!(q.next(10), None, "not made yet");
        q.made(e4, Some(800));
        assert_eq!(q.next(20), Some(e4));
        let e5 = add(&mut q, "e cinco", 100);
        let nf3 = add(&mut q, "caballo efe tres", 200);
        q.made(nf3, Some(900));
        q.made(e5, Some(700));
        assert_eq!(q.next(500), None, "e4 is still being said");
        assert_eq!(q.next(820), Some(nf3), "e5 was overtaken by Nf3");
        assert_eq!(stands(&q), [(1, "said"), (2, "stale"), (3, "saying")]);
        assert_eq!(q.cut(1000), Some(nf3), "a warning cuts it");
        assert_eq!(q.next(1100), None, "and it is not resumed");
        assert_eq!(stands(&q)[2], (3, "cut"));
        // Stop-all: the one being said and those waiting.
        let r = q
            .add(SpeechKind::Result, b1, "1".into(), "gana".into(), 0, 2000)
            .unwrap();
        q.made(r, Some(500));
        assert_eq!(q.next(2000), Some(r));
        let p = q
            .add(
                SpeechKind::Pairings,
                None,
                "web".into(),
                "mesa 1".into(),
                0,
                2100,
            )
            .unwrap();
        q.made(p, Some(500));
        q.stop_all(2200);
        assert_eq!(stands(&q)[3..], [(4, "cut"), (5, "stopped")]);
        assert!(!q.saying(2300));
    }

    #[test]
    fn a_kind_turned_off_is_not_asked_for_and_a_pause_waits() {
        let mut q = SpeechQueue::new(|k| k != SpeechKind::Result);
        assert_eq!(
            q.add(SpeechKind::Result, None, "1".into(), "x".into(), 0, 0),
            None
        );
        let a = q
            .add(SpeechKind::Pairings, None, "web".into(), "a".into(), 0, 0)
            .unwrap();
        let b = q
            .add(
                SpeechKind::Pairings,
                None,
                "web".into(),
                "b".into(),
                1500,
                0,
            )
            .unwrap();
        q.made(a, Some(1000));
        q.made(b, Some(1000));
        assert_eq!(q.next(0), Some(a));
        assert_eq!(q.next(1000), None, "the pause after a");
        assert_eq!(q.next_due_ms(), Some(2500));
        assert_eq!(q.next(2500), Some(b));
        q.set_on(SpeechKind::Pairings, false);
        let c = q.add(
            SpeechKind::Pairings,
            None,
            "web".into(),
            "c".into(),
            0,
            2600,
        );
        assert_eq!(c, None);
        let unmade = q
            .add(SpeechKind::Move, None, "1".into(), "m".into(), 0, 2700)
            .unwrap();
        q.made(unmade, None);
        assert_eq!(q.next(4000), None);
        assert_eq!(stands(&q).last(), Some(&(unmade, "unsaid")));
    }
}
