//! Cuts clients that stall: a connection on which the server is waiting to read (request
//! headers, or the next request on a kept-alive connection) and nothing arrives for the
//! timeout is closed. While a request is being handled the clock stops, so a slow answer is
//! never cut; bodies have their own deadline (`payload::BODY_READ_TIMEOUT`).
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

type Busy = Arc<AtomicUsize>;

/// Requests in flight per open connection.
#[derive(Clone, Default)]
pub struct Connections(Arc<Mutex<HashMap<SocketAddr, Busy>>>);

impl Connections {
    /// Marks a request in flight on the connection from `remote` until the guard drops.
    pub fn busy(&self, remote: &RemoteAddr) -> Option<BusyGuard> {
        let addr = remote.as_socket_addr()?;
        let busy = self.0.lock().expect("connections lock").get(addr)?.clone();
        busy.fetch_add(1, Ordering::AcqRel);
        Some(BusyGuard(busy))
    }
}

pub struct BusyGuard(Busy);

impl Drop for BusyGuard {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

pub struct CutStalledClients {
    pub inner: TcpAcceptor,
    pub timeout: Duration,
    pub connections: Connections,
}

impl Acceptor for CutStalledClients {
    type Io = Guarded<<TcpAcceptor as Acceptor>::Io>;

    fn local_addr(&self) -> Vec<LocalAddr> {
        self.inner.local_addr()
    }

    async fn accept(&mut self) -> io::Result<(Self::Io, LocalAddr, RemoteAddr, poem::http::uri::Scheme)> {
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
            waiting: false,
            busy,
            key,
            connections: self.connections.clone(),
        };
        Ok((guarded, local, remote, scheme))
    }
}

pub struct Guarded<T> {
    inner: T,
    timeout: Duration,
    deadline: Pin<Box<Sleep>>,
    /// A read is pending and the deadline is armed.
    waiting: bool,
    busy: Busy,
    key: Option<SocketAddr>,
    connections: Connections,
}

impl<T> Drop for Guarded<T> {
    fn drop(&mut self) {
        if let Some(addr) = self.key {
            self.connections.0.lock().expect("connections lock").remove(&addr);
        }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Guarded<T> {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let this = &mut *self;
        match Pin::new(&mut this.inner).poll_read(cx, buf) {
            Poll::Ready(result) => {
                this.waiting = false;
                Poll::Ready(result)
            }
            Poll::Pending if this.busy.load(Ordering::Acquire) > 0 => {
                this.waiting = false;
                Poll::Pending
            }
            Poll::Pending => {
                if !this.waiting {
                    this.waiting = true;
                    let at = Instant::now() + this.timeout;
                    this.deadline.as_mut().reset(at);
                }
                match this.deadline.as_mut().poll(cx) {
                    Poll::Ready(()) => Poll::Ready(Err(io::Error::new(io::ErrorKind::TimedOut, "client stalled"))),
                    Poll::Pending => Poll::Pending,
                }
            }
        }
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Guarded<T> {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
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
