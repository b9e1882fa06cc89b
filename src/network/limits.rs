//! What one client may hold of the server: a public pool of connections
//! ([`Limits::connections`]) of which one address may hold
//! [`Limits::per_address`]; past either, a new connection is closed at once
//! — unless the head of its first request carries a token of the event
//! (`Authorization: Bearer`), which lets it into a pool of its own
//! ([`Limits::reserved`]), so that neither a crowd of phones nor one
//! client holding every slot locks the operator, the tables or the
//! announcer out. A request must be answered within [`Limits::request`]
//! of its first byte (a half-sent request is closed), and a connection
//! that moves no byte either way for [`Limits::idle`] is closed (a client
//! that stopped reading an event stream is dropped; it resumes with
//! `Last-Event-ID`). Nothing here answers HTTP: it watches the bytes of
//! each connection beneath axum, and reads only the head of a request
//! that came past the public pool, looking for a token.

use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Semaphore, mpsc};

use super::admission::{Addresses, BUSY, PROBATION_TIME, Probation, carries_token, read_head};
pub use super::admission::{PROBATION, Slot, TokenCheck};
use tokio::time::{Instant, Sleep};

/// Connections kept for token holders beyond the public pool.
pub const RESERVED: usize = 64;

/// The server's limits.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Connections open at once for the public.
    pub connections: usize,
    /// Of those, from one address.
    pub per_address: usize,
    /// Connections kept for token holders beyond them.
    pub reserved: usize,
    /// From a request's first byte (or the connection's opening) to the
    /// first byte of its answer.
    pub request: Duration,
    /// With no byte read nor written.
    pub idle: Duration,
}

impl Limits {
    /// The defaults for `connections` and `per_address`: [`RESERVED`]
    /// more for token holders, 20 s to send a request, 60 s of silence
    /// (the event stream sends a keep-alive every 15 s).
    pub fn with_connections(connections: usize, per_address: usize) -> Limits {
        Limits {
            connections,
            per_address,
            reserved: RESERVED,
            request: Duration::from_secs(20),
            idle: Duration::from_secs(60),
        }
    }
}

/// A listener that applies [`Limits`] to every connection it accepts.
pub struct Guarded {
    listener: TcpListener,
    public: Arc<Semaphore>,
    reserved: Arc<Semaphore>,
    addresses: Addresses,
    probation: Arc<Probation>,
    tokens: Option<TokenCheck>,
    admitted: mpsc::UnboundedSender<(GuardedIo, SocketAddr)>,
    ready: mpsc::UnboundedReceiver<(GuardedIo, SocketAddr)>,
    limits: Limits,
}

impl Guarded {
    /// Guards `listener` with `limits`; past the public pool, connections
    /// are closed at once (see [`Guarded::with_tokens`]).
    pub fn new(listener: TcpListener, limits: Limits) -> Guarded {
        let (admitted, ready) = mpsc::unbounded_channel();
        Guarded {
            listener,
            public: Arc::new(Semaphore::new(limits.connections.max(1))),
            reserved: Arc::new(Semaphore::new(limits.reserved)),
            addresses: Arc::default(),
            probation: Arc::default(),
            tokens: None,
            admitted,
            ready,
            limits,
        }
    }

    /// Lets a connection past the public pool in when its first request's
    /// head carries a token `tokens` takes (plain HTTP only: under HTTPS
    /// the head cannot be read here).
    pub fn with_tokens(mut self, tokens: TokenCheck) -> Guarded {
        self.tokens = Some(tokens);
        self
    }

    /// The connections open now, public and reserved.
    pub fn open(&self) -> usize {
        self.limits.connections.max(1) - self.public.available_permits()
            + (self.limits.reserved - self.reserved.available_permits())
    }

    /// Gives the memory of closed connections back to the system: every
    /// 10 s, when 64 or more connections went since the last look. Their
    /// buffers are freed when they close, but the allocator keeps freed
    /// memory for reuse, so a crowd of clients that came and went would
    /// leave the stage larger for the rest of the day. Call from within
    /// the server's runtime.
    pub fn return_memory_after_crowds(&self) {
        let (slots, total) = (self.public.clone(), self.limits.connections.max(1));
        tokio::spawn(async move {
            let mut peak = 0;
            loop {
                tokio::time::sleep(Duration::from_secs(10)).await;
                let open = total - slots.available_permits();
                if peak >= open + 64 {
                    give_back_freed_memory();
                    peak = open;
                }
                peak = peak.max(open);
            }
        });
    }

    /// A public slot for a connection from `ip`, if the pool and the
    /// address's share have room.
    fn public_slot(&self, ip: IpAddr) -> Option<Slot> {
        let mut held = self.addresses.lock().unwrap_or_else(|e| e.into_inner());
        if held.get(&ip).copied().unwrap_or(0) >= self.limits.per_address.max(1) {
            return None;
        }
        let permit = self.public.clone().try_acquire_owned().ok()?;
        *held.entry(ip).or_default() += 1;
        Some(Slot {
            _permit: permit,
            address: Some((self.addresses.clone(), ip)),
        })
    }

    /// A connection past the public pool: its first request's head is
    /// read (for [`PROBATION_TIME`] at most); with a token of the event it
    /// takes a reserved slot, else it is told the server is busy and
    /// closed.
    fn probation(&self, mut stream: TcpStream, addr: SocketAddr) {
        let Some(tokens) = self.tokens.clone() else {
            return;
        };
        let (id, closed) = self.probation.enter();
        let probation = self.probation.clone();
        let reserved = self.reserved.clone();
        let admitted = self.admitted.clone();
        let limits = self.limits;
        tokio::spawn(async move {
            let head = tokio::select! {
                _ = closed => None,
                head = tokio::time::timeout(PROBATION_TIME, read_head(&mut stream)) => {
                    head.ok().flatten()
                }
            };
            probation.leave(id);
            let Some(head) = head else {
                return;
            };
            if carries_token(&head, &*tokens)
                && let Ok(permit) = reserved.try_acquire_owned()
            {
                let slot = Slot {
                    _permit: permit,
                    address: None,
                };
                let io = GuardedIo::with_head(stream, slot, limits, head);
                let _ = admitted.send((io, addr));
                return;
            }
            let _ = stream.try_write(BUSY);
        });
    }
}

/// Asks the allocator to give freed memory back to the system.
fn give_back_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free memory of the allocator's
    // own; it touches no memory in use.
    unsafe {
        libc::malloc_trim(0);
    }
}

impl axum::serve::Listener for Guarded {
    type Io = GuardedIo;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (GuardedIo, SocketAddr) {
        loop {
            let accepted = tokio::select! {
                Some(ready) = self.ready.recv() => return ready,
                accepted = self.listener.accept() => accepted,
            };
            let (stream, addr) = match accepted {
                Ok(pair) => pair,
                Err(_) => {
                    // Out of files or a connection reset before it was
                    // taken: wait a moment, as axum's own listener does.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            let _ = stream.set_nodelay(true);
            match self.public_slot(addr.ip()) {
                Some(slot) => return (GuardedIo::new(stream, slot, self.limits), addr),
                // Full for this client: a token holder may still come in.
                None => self.probation(stream, addr),
            }
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

/// A connection with its slot and its deadlines.
pub struct GuardedIo {
    stream: TcpStream,
    _slot: Slot,
    /// What was read of the first request before axum took the
    /// connection (a token holder's, past the public pool), handed to it
    /// first.
    head: Vec<u8>,
    head_at: usize,
    limits: Limits,
    /// When the connection is closed unless something happens first.
    deadline: Pin<Box<Sleep>>,
    /// A request is waiting for its answer (its deadline is the request's,
    /// not the idle one).
    waiting: bool,
}

impl GuardedIo {
    fn new(stream: TcpStream, slot: Slot, limits: Limits) -> GuardedIo {
        GuardedIo::with_head(stream, slot, limits, Vec::new())
    }

    fn with_head(stream: TcpStream, slot: Slot, limits: Limits, head: Vec<u8>) -> GuardedIo {
        GuardedIo {
            stream,
            _slot: slot,
            head,
            head_at: 0,
            limits,
            // The first request must come, whole, within the request limit.
            deadline: Box::pin(tokio::time::sleep(limits.request)),
            waiting: true,
        }
    }

    /// Bytes came in: a request is under way (its limit runs from its
    /// first byte), or more of one.
    fn read_some(&mut self) {
        if !self.waiting {
            self.waiting = true;
            self.deadline
                .as_mut()
                .reset(Instant::now() + self.limits.request);
        }
    }

    /// Bytes went out: the answer has begun; from now on only silence
    /// closes the connection.
    fn wrote_some(&mut self) {
        self.waiting = false;
        self.deadline
            .as_mut()
            .reset(Instant::now() + self.limits.idle);
    }

    /// What a write did: bytes out restart the idle limit; a write that
    /// must wait past the deadline fails.
    fn after_write(
        &mut self,
        cx: &mut Context<'_>,
        written: Poll<io::Result<usize>>,
    ) -> Poll<io::Result<usize>> {
        match written {
            Poll::Ready(Ok(n)) => {
                if n > 0 {
                    self.wrote_some();
                }
                Poll::Ready(Ok(n))
            }
            Poll::Pending if self.expired(cx) => Poll::Ready(Err(timed_out())),
            other => other,
        }
    }

    /// Whether the deadline has passed (registering the waker otherwise).
    fn expired(&mut self, cx: &mut Context<'_>) -> bool {
        self.deadline.as_mut().poll(cx).is_ready()
    }
}

fn timed_out() -> io::Error {
    io::Error::new(io::ErrorKind::TimedOut, "connection limit reached")
}

impl AsyncRead for GuardedIo {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        if self.head_at < self.head.len() {
            let n = (self.head.len() - self.head_at).min(buf.remaining());
            let at = self.head_at;
            buf.put_slice(&self.head[at..at + n]);
            self.head_at += n;
            if self.head_at == self.head.len() {
                self.head = Vec::new();
                self.head_at = 0;
            }
            self.read_some();
            return Poll::Ready(Ok(()));
        }
        let before = buf.filled().len();
        match Pin::new(&mut self.stream).poll_read(cx, buf) {
            Poll::Ready(Ok(())) => {
                if buf.filled().len() > before {
                    self.read_some();
                }
                Poll::Ready(Ok(()))
            }
            Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
            Poll::Pending if self.expired(cx) => Poll::Ready(Err(timed_out())),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl AsyncWrite for GuardedIo {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<io::Result<usize>> {
        let written = Pin::new(&mut self.stream).poll_write(cx, data);
        self.after_write(cx, written)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let written = Pin::new(&mut self.stream).poll_write_vectored(cx, bufs);
        self.after_write(cx, written)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::serve::Listener;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    fn limits() -> Limits {
        Limits {
            connections: 3,
            per_address: 100,
            reserved: 2,
            request: Duration::from_millis(300),
            idle: Duration::from_millis(600),
        }
    }

    async fn guarded() -> (Guarded, SocketAddr) {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        (Guarded::new(listener, limits()), addr)
    }

    #[tokio::test(flavor = "current_thread")]
    async fn a_half_sent_request_is_closed_after_its_limit_and_an_answered_one_is_not() {
        let (mut listener, addr) = guarded().await;
        let mut slow = tokio::net::TcpStream::connect(addr).await.unwrap();
        let (mut io, _) = listener.accept().await;
        slow.write_all(b"GET / HTT").await.unwrap();
        let mut buf = [0u8; 64];
        let started = std::time::Instant::now();
        // The server side reads what came, then waits for the rest.
        let n = io.read(&mut buf).await.unwrap();
        assert_eq!(&buf[..n], b"GET / HTT");
        let e = io.read(&mut buf).await.unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::TimedOut);
        assert!(started.elapsed() >= Duration::from_millis(250));
        assert!(started.elapsed() < Duration::from_secs(5));

        // Answered: now only silence longer than `idle` closes it.
        let mut client = tokio::net::TcpStream::connect(addr).await.unwrap();
        let (mut io, _) = listener.accept().await;
        client.write_all(b"GET / HTTP/1.1\r\n\r\n").await.unwrap();
        let _ = io.read(&mut buf).await.unwrap();
        io.write_all(b"HTTP/1.1 200 OK\r\n").await.unwrap();
        tokio::time::sleep(Duration::from_millis(400)).await;
        // Past the request limit, within the idle one: still open.
        io.write_all(b"\r\n").await.unwrap();
        let e = io.read(&mut buf).await.unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::TimedOut);
        drop(client);
    }

    #[tokio::test(flavor = "current_thread")]
    async fn past_the_connection_limit_a_new_one_is_closed_at_once_until_one_goes() {
        let (mut listener, addr) = guarded().await;
        let mut held = Vec::new();
        let mut clients = Vec::new();
        for _ in 0..3 {
            clients.push(tokio::net::TcpStream::connect(addr).await.unwrap());
            held.push(listener.accept().await.0);
        }
        assert_eq!(listener.open(), 3);
        // The fourth is accepted by the system and closed by us: it reads
        // the end of the stream.
        let mut fourth = tokio::net::TcpStream::connect(addr).await.unwrap();
        let accepting = tokio::spawn(async move {
            let got = listener.accept().await;
            (listener, got)
        });
        let mut buf = [0u8; 8];
        let n = tokio::time::timeout(Duration::from_secs(5), fourth.read(&mut buf))
            .await
            .expect("closed, not left hanging")
            .unwrap_or(0);
        assert_eq!(n, 0);
        // One goes: the next is taken.
        held.pop();
        let _fifth = tokio::net::TcpStream::connect(addr).await.unwrap();
        let (listener, _taken) = tokio::time::timeout(Duration::from_secs(5), accepting)
            .await
            .expect("taken once a slot is free")
            .unwrap();
        assert_eq!(listener.open(), 3);
    }

    #[tokio::test(flavor = "current_thread")]
    async fn one_address_holds_its_share_and_a_token_holder_gets_in_past_the_pool() {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let limits = Limits {
            per_address: 2,
            ..limits()
        };
        let tokens: TokenCheck = Arc::new(|t: &str| t == "mesa-secreta-2026");
        let mut listener = Guarded::new(listener, limits).with_tokens(tokens);
        // Two from this address take the public pool's room; the third,
        // with room left in the pool, is past its address's share.
        let mut clients = Vec::new();
        let mut held = Vec::new();
        for _ in 0..2 {
            clients.push(tokio::net::TcpStream::connect(addr).await.unwrap());
            held.push(listener.accept().await.0);
        }
        let mut third = tokio::net::TcpStream::connect(addr).await.unwrap();
        third
            .write_all(b"GET /api/state HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .unwrap();
        let accepting = tokio::spawn(async move {
            let got = listener.accept().await;
            (listener, got)
        });
        let mut answer = Vec::new();
        tokio::time::timeout(Duration::from_secs(5), third.read_to_end(&mut answer))
            .await
            .expect("answered and closed")
            .unwrap();
        assert!(answer.starts_with(b"HTTP/1.1 503"), "{answer:?}");
        // A token holder from the same address gets in, its request whole.
        let request = b"POST /api/boards/2/command HTTP/1.1\r\nHost: x\r\n\
authorization: bearer mesa-secreta-2026\r\nContent-Length: 5\r\n\r\nstart";
        let mut table = tokio::net::TcpStream::connect(addr).await.unwrap();
        table.write_all(request).await.unwrap();
        let (listener, (mut io, _)) = tokio::time::timeout(Duration::from_secs(5), accepting)
            .await
            .expect("taken past the pool")
            .unwrap();
        let mut got = vec![0u8; request.len()];
        io.read_exact(&mut got).await.unwrap();
        assert_eq!(&got[..], &request[..]);
        assert_eq!(listener.open(), 3);
    }
}
