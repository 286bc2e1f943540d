//! Bounds what slow clients can hold. A connection on which the server is waiting for a
//! request (its headers, or the next request on a kept-alive connection) must deliver the whole
//! head within the timeout, counted from when the server starts waiting: a client that
//! trickles its headers byte by byte is cut as surely as one that sends nothing. While a
//! request is being handled the clock stops, so a slow answer is never cut; bodies have their
//! own deadline (`payload::BODY_READ_TIMEOUT`). And at most `max_connections` are open at once:
//! beyond that, new connections wait in the kernel's backlog until one closes.
//!
//! The acceptor wraps each connection; the `Root` endpoint marks requests in flight through
//! `Connections::busy`, keyed by the client's socket address.
//!
//! Why not poem's `Server::idle_timeout`: it counts the time spent computing an answer as
//! idle, so it would cut the admin's connection while an AI provider drafts a plan (see the
//! tests `a_client_that_stalls_mid_request_is_disconnected` and
//! `a_slow_answer_is_not_cut_by_the_stalled_client_timeout`).

use std::collections::HashMap;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use poem::listener::{Acceptor, TcpAcceptor};
use poem::web::{LocalAddr, RemoteAddr};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

/// Per connection: requests in flight, and requests started so far.
#[derive(Default)]
pub struct Activity {
    in_flight: AtomicUsize,
    started: AtomicUsize,
}

type Busy = Arc<Activity>;

/// Requests in flight per open connection.
#[derive(Clone, Default)]
pub struct Connections(Arc<Mutex<HashMap<SocketAddr, Busy>>>);

impl Connections {
    /// Marks a request in flight on the connection from `remote` until the guard drops.
    pub fn busy(&self, remote: &RemoteAddr) -> Option<BusyGuard> {
        let addr = remote.as_socket_addr()?;
        let busy = self.0.lock().expect("connections lock").get(addr)?.clone();
        busy.started.fetch_add(1, Ordering::AcqRel);
        busy.in_flight.fetch_add(1, Ordering::AcqRel);
        Some(BusyGuard(busy))
    }
}

pub struct BusyGuard(Busy);

impl Drop for BusyGuard {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Ordering::AcqRel);
    }
}

pub struct CutStalledClients {
    pub inner: TcpAcceptor,
    pub timeout: Duration,
    pub connections: Connections,
    /// One permit per open connection.
    pub slots: Arc<tokio::sync::Semaphore>,
}

impl Acceptor for CutStalledClients {
    type Io = Guarded<<TcpAcceptor as Acceptor>::Io>;

    fn local_addr(&self) -> Vec<LocalAddr> {
        self.inner.local_addr()
    }

    async fn accept(
        &mut self,
    ) -> io::Result<(Self::Io, LocalAddr, RemoteAddr, poem::http::uri::Scheme)> {
        let slot = self.slots.clone().acquire_owned().await.map_err(io::Error::other)?;
        let (io, local, remote, scheme) = self.inner.accept().await?;
        let busy = Busy::default();
        let key = remote.as_socket_addr().copied();
        if let Some(addr) = key {
            self.connections.0.lock().expect("connections lock").insert(addr, busy.clone());
        }
        let guarded = Guarded {
            inner: io,
            timeout: self.timeout,
            deadline: Box::pin(tokio::time::sleep(self.timeout)),
            waiting: None,
            busy,
            key,
            connections: self.connections.clone(),
            _slot: slot,
        };
        Ok((guarded, local, remote, scheme))
    }
}

pub struct Guarded<T> {
    inner: T,
    timeout: Duration,
    deadline: Pin<Box<Sleep>>,
    /// The server is waiting for a request head and the deadline is armed: how many requests
    /// had started on the connection then (a new one ends the wait).
    waiting: Option<usize>,
    busy: Busy,
    key: Option<SocketAddr>,
    connections: Connections,
    _slot: tokio::sync::OwnedSemaphorePermit,
}

impl<T> Drop for Guarded<T> {
    fn drop(&mut self) {
        if let Some(addr) = self.key {
            self.connections.0.lock().expect("connections lock").remove(&addr);
        }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Guarded<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = &mut *self;
        if this.busy.in_flight.load(Ordering::Acquire) > 0 {
            // A request is being handled: its body has its own deadline, the answer none.
            this.waiting = None;
            return Pin::new(&mut this.inner).poll_read(cx, buf);
        }
        let started = this.busy.started.load(Ordering::Acquire);
        if this.waiting != Some(started) {
            // Waiting for the next request starts now; bytes arriving do not restart the clock.
            this.waiting = Some(started);
            let at = Instant::now() + this.timeout;
            this.deadline.as_mut().reset(at);
        }
        if this.deadline.as_mut().poll(cx).is_ready() {
            return Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "client too slow to send a request",
            )));
        }
        Pin::new(&mut this.inner).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Guarded<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}
