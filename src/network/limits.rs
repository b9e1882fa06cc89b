//! What one client may hold of the server: a bounded number of
//! connections at once ([`Limits::connections`]; past it a new connection
//! is closed at once), a request that must be answered within
//! [`Limits::request`] of its first byte (a half-sent request is closed),
//! and a connection that moves no byte either way for [`Limits::idle`]
//! is closed (a client that stopped reading an event stream is dropped;
//! it resumes with `Last-Event-ID`). Nothing here reads HTTP: it watches
//! the bytes of each connection, beneath axum.

use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::{Instant, Sleep};

/// The server's limits.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Connections open at once.
    pub connections: usize,
    /// From a request's first byte (or the connection's opening) to the
    /// first byte of its answer.
    pub request: Duration,
    /// With no byte read nor written.
    pub idle: Duration,
}

impl Limits {
    /// The defaults: 400 connections (well under the 1,024 files a process
    /// may open by default), 20 s to send a request, 60 s of silence (the
    /// event stream sends a keep-alive every 15 s).
    pub fn with_connections(connections: usize) -> Limits {
        Limits {
            connections,
            request: Duration::from_secs(20),
            idle: Duration::from_secs(60),
        }
    }
}

/// A listener that applies [`Limits`] to every connection it accepts.
pub struct Guarded {
    listener: TcpListener,
    slots: Arc<Semaphore>,
    limits: Limits,
}

impl Guarded {
    /// Guards `listener` with `limits`.
    pub fn new(listener: TcpListener, limits: Limits) -> Guarded {
        Guarded {
            listener,
            slots: Arc::new(Semaphore::new(limits.connections.max(1))),
            limits,
        }
    }

    /// The connections open now.
    pub fn open(&self) -> usize {
        self.limits.connections.max(1) - self.slots.available_permits()
    }

    /// Gives the memory of closed connections back to the system: every
    /// 10 s, when 64 or more connections went since the last look. Their
    /// buffers are freed when they close, but the allocator keeps freed
    /// memory for reuse, so a crowd of clients that came and went would
    /// leave the stage larger for the rest of the day. Call from within
    /// the server's runtime.
    pub fn return_memory_after_crowds(&self) {
        let (slots, total) = (self.slots.clone(), self.limits.connections.max(1));
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
            let (stream, addr) = match self.listener.accept().await {
                Ok(pair) => pair,
                Err(_) => {
                    // Out of files or a connection reset before it was
                    // taken: wait a moment, as axum's own listener does.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            let Ok(permit) = self.slots.clone().try_acquire_owned() else {
                // Full: closed at once, holding nothing.
                drop(stream);
                continue;
            };
            let _ = stream.set_nodelay(true);
            return (GuardedIo::new(stream, permit, self.limits), addr);
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

/// A connection with its slot and its deadlines.
pub struct GuardedIo {
    stream: TcpStream,
    _slot: OwnedSemaphorePermit,
    limits: Limits,
    /// When the connection is closed unless something happens first.
    deadline: Pin<Box<Sleep>>,
    /// A request is waiting for its answer (its deadline is the request's,
    /// not the idle one).
    waiting: bool,
}

impl GuardedIo {
    fn new(stream: TcpStream, slot: OwnedSemaphorePermit, limits: Limits) -> GuardedIo {
        GuardedIo {
            stream,
            _slot: slot,
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
}
