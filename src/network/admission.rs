//! Who comes in past the public pool: each address's share of it, and a
//! connection past it whose first request's head is read — for a short
//! while, a bounded number at once — for a token of the event, so that a
//! token holder takes a slot kept for it and anyone else is told the
//! server is busy.

use std::collections::{HashMap, VecDeque};
use std::io;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::net::TcpStream;
use tokio::sync::{OwnedSemaphorePermit, oneshot};

/// Connections past the public pool whose first request's head is being
/// read for a token at once; past it, the one waiting longest is closed.
pub const PROBATION: usize = 128;

/// How long such a connection has to send its request's head.
pub const PROBATION_TIME: Duration = Duration::from_secs(2);

/// The longest request head read for a token.
pub const MAX_HEAD: usize = 16 * 1024;

/// Whether a token is one of the event's (the operator's, a table's, the
/// announcer's).
pub type TokenCheck = Arc<dyn Fn(&str) -> bool + Send + Sync>;

/// The public connections each address holds now.
pub(super) type Addresses = Arc<Mutex<HashMap<IpAddr, usize>>>;

/// A connection's place: a permit of its pool and, for a public one, its
/// address's count (given back when the connection goes).
pub struct Slot {
    pub(super) _permit: OwnedSemaphorePermit,
    pub(super) address: Option<(Addresses, IpAddr)>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Some((addresses, ip)) = &self.address {
            let mut held = addresses.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(n) = held.get_mut(ip) {
                *n -= 1;
                if *n == 0 {
                    held.remove(ip);
                }
            }
        }
    }
}

/// The connections whose request head is being read, oldest first, each
/// with the sender that closes it.
#[derive(Default)]
pub(super) struct Probation {
    waiting: Mutex<VecDeque<(u64, oneshot::Sender<()>)>>,
    next: AtomicU64,
}

impl Probation {
    /// A place for a new one (the oldest closed when all are taken): its
    /// number and what closes it.
    pub(super) fn enter(&self) -> (u64, oneshot::Receiver<()>) {
        let (close, closed) = oneshot::channel();
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        let mut waiting = self.waiting.lock().unwrap_or_else(|e| e.into_inner());
        if waiting.len() >= PROBATION
            && let Some((_, oldest)) = waiting.pop_front()
        {
            let _ = oldest.send(());
        }
        waiting.push_back((id, close));
        (id, closed)
    }

    pub(super) fn leave(&self, id: u64) {
        let mut waiting = self.waiting.lock().unwrap_or_else(|e| e.into_inner());
        waiting.retain(|(n, _)| *n != id);
    }
}

/// What a client past the pool without a token is told.
pub(super) const BUSY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\n\
Content-Length: 0\r\nConnection: close\r\n\r\n";

/// Reads a request's head (to its blank line): `None` when the client
/// closes first or sends more than [`MAX_HEAD`] bytes without one.
pub(super) async fn read_head(stream: &mut TcpStream) -> Option<Vec<u8>> {
    let mut head = Vec::with_capacity(1024);
    let mut chunk = [0u8; 2048];
    loop {
        stream.readable().await.ok()?;
        match stream.try_read(&mut chunk) {
            Ok(0) => return None,
            Ok(n) => head.extend_from_slice(&chunk[..n]),
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => continue,
            Err(_) => return None,
        }
        if head.windows(4).any(|w| w == b"\r\n\r\n") {
            return Some(head);
        }
        if head.len() > MAX_HEAD {
            return None;
        }
    }
}

/// Whether `head` has an `Authorization: Bearer TOKEN` header that `tokens`
/// takes.
pub(super) fn carries_token(head: &[u8], tokens: &(dyn Fn(&str) -> bool + Send + Sync)) -> bool {
    let end = head
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or(head.len());
    let Ok(text) = std::str::from_utf8(&head[..end]) else {
        return false;
    };
    text.split("\r\n").skip(1).any(|line| {
        let Some((name, value)) = line.split_once(':') else {
            return false;
        };
        if !name.trim().eq_ignore_ascii_case("authorization") {
            return false;
        }
        let value = value.trim();
        value
            .get(..7)
            .is_some_and(|scheme| scheme.eq_ignore_ascii_case("bearer "))
            && tokens(value[7..].trim())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn past_its_room_probation_closes_the_one_waiting_longest() {
        let probation = Probation::default();
        let mut closed: Vec<_> = (0..PROBATION).map(|_| probation.enter().1).collect();
        let (_, newest) = probation.enter();
        assert!(closed[0].try_recv().is_ok(), "the oldest is closed");
        assert!(closed[1].try_recv().is_err(), "the next one waits on");
        drop(newest);
    }

    #[test]
    fn only_a_bearer_token_the_event_takes_lets_a_request_in() {
        let ours = |t: &str| t == "mesa-secreta-2026";
        for (head, taken) in [
            (
                &b"GET / HTTP/1.1\r\nAuthorization: Bearer mesa-secreta-2026\r\n\r\n"[..],
                true,
            ),
            (
                b"GET / HTTP/1.1\r\nauthorization:  bearer  mesa-secreta-2026 \r\n\r\n",
                true,
            ),
            (
                b"GET / HTTP/1.1\r\nAuthorization: Bearer otra-cosa-2026\r\n\r\n",
                false,
            ),
            (
                b"GET / HTTP/1.1\r\nAuthorization: Basic mesa-secreta-2026\r\n\r\n",
                false,
            ),
            (b"GET /?token=mesa-secreta-2026 HTTP/1.1\r\n\r\n", false),
            (
                b"GET / HTTP/1.1\r\n\r\nAuthorization: Bearer mesa-secreta-2026\r\n",
                false,
            ),
        ] {
            assert_eq!(
                carries_token(head, &ours),
                taken,
                "{:?}",
                String::from_utf8_lossy(head)
            );
        }
    }
}
