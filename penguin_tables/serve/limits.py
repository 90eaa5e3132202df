"""What keeps `serve` up under abuse: every connection is timed, and connections are counted.

Each browser tab holds one connection (its websocket) for as long as it is open; a page load takes
a few more for a second. Anything else is someone holding connections open to wear the server out:
1,500 half-sent requests once kept it from answering at all ("Too many open files"). So:

- **The request's line and headers** must arrive within `HEADERS_SECONDS` of the connection opening
  (checked here) or of the previous answer on a kept-alive connection (aiohttp's keep-alive timer,
  set to the same), else the connection is closed.
- **No body is waited for.** No route takes one; a request that sends one gets its answer and its
  connection is closed (aiohttp's lingering close, off).
- **A connection lives `CONNECTION_SECONDS` at most** unless it has become a tab's websocket: an
  answer its reader will not take cannot hold it longer.
- **At most `connection_limit()` connections are open** at once. One more is answered at once with
  `BUSY` (503, and what to do) and closed, without its request being read; a page load that meets
  it can simply be reloaded once the flood has passed, within seconds.

The cap stays well below the process's open-file limit, which the tabs' apps share (three pipes
each): held connections cannot use it up, and a refused one holds its descriptor a second at most.
"""

from __future__ import annotations

import asyncio
import resource
from collections.abc import Awaitable, Callable

from aiohttp import web

#: Seconds a request's line and headers may take to arrive.
HEADERS_SECONDS = 5.0
#: Seconds a connection may stay open unless it is a tab's websocket.
CONNECTION_SECONDS = 30.0
#: Connections open at once, at most (fewer where the open-file limit is low).
MAX_CONNECTIONS = 100
#: Seconds a refused connection is kept to let its request arrive before it is closed: closing a
#: socket with a request unread would reset it, and the browser would not show `BUSY`.
BUSY_SECONDS = 1.0

BUSY_TEXT = (
    "Penguin Tables is busy: too many connections are open at once. Reload this page in a few "
    "seconds.\n"
)
BUSY = (
    "HTTP/1.1 503 Service Unavailable\r\n"
    "Content-Type: text/plain; charset=utf-8\r\n"
    f"Content-Length: {len(BUSY_TEXT.encode())}\r\n"
    "Retry-After: 5\r\n"
    "Connection: close\r\n"
    "\r\n"
    f"{BUSY_TEXT}"
).encode()


def connection_limit() -> int:
    """`MAX_CONNECTIONS`, or a quarter of the open-file limit where that is lower (macOS gives 256):
    the rest is for the tabs' apps, the saves and the server's own files."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return MAX_CONNECTIONS
    return max(8, min(MAX_CONNECTIONS, soft // 4))


class Busy(asyncio.Protocol):
    """A connection past the cap: `BUSY` at once, then closed when its request has arrived (or
    after `BUSY_SECONDS`); nothing of it is parsed."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        transport.write(BUSY)
        self.timer = asyncio.get_running_loop().call_later(BUSY_SECONDS, transport.close)

    def data_received(self, data: bytes) -> None:
        self.transport.close()  # the answer goes out first, then the connection closes

    def connection_lost(self, exc: Exception | None) -> None:
        self.timer.cancel()


class Counted(asyncio.Protocol):
    """aiohttp's handler for one connection, counted in the gate until the connection is lost.

    (aiohttp's own count lags: asyncio makes a batch of accepted connections' protocols before
    any of them is told it is connected, and the cap must hold for the whole batch.)
    """

    def __init__(self, handler: web.RequestHandler, gate: ConnectionGate) -> None:
        self.handler = handler
        self.gate = gate
        gate.open += 1

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.handler.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        self.handler.data_received(data)

    def eof_received(self) -> None:
        self.handler.eof_received()  # None: the transport closes itself

    def pause_writing(self) -> None:
        self.handler.pause_writing()

    def resume_writing(self) -> None:
        self.handler.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        self.gate.open -= 1
        self.handler.connection_lost(exc)


class ConnectionGate:
    """What the server listens with: aiohttp's connections, behind the cap and the clocks.

    `middleware` notes each request as it arrives (its line and headers are in); `keep` marks a
    connection that has become a tab's websocket; `factory` makes the listening socket's protocols.
    """

    def __init__(self, limit: int | None = None) -> None:
        self.limit = connection_limit() if limit is None else limit
        #: Connections open now (refused ones aside).
        self.open = 0
        self._arrived: set[web.RequestHandler] = set()
        self._kept: set[web.RequestHandler] = set()

    def factory(self, server: web.Server) -> Callable[[], asyncio.Protocol]:
        """The protocol factory for `loop.create_server`: `server`'s handler for a new connection,
        counted and timed; `Busy` past the cap."""

        def connection() -> asyncio.Protocol:
            if self.open >= self.limit:
                return Busy()
            handler = server()
            asyncio.get_running_loop().call_later(HEADERS_SECONDS, self._headers_due, handler)
            return Counted(handler, self)

        return connection

    def keep(self, handler: web.RequestHandler) -> None:
        """`handler`'s connection is a tab's websocket now: it lives as long as the tab."""
        self._kept.add(handler)

    def _headers_due(self, handler: web.RequestHandler) -> None:
        if handler not in self._arrived:
            handler.force_close()  # no whole request in HEADERS_SECONDS
            return
        later = CONNECTION_SECONDS - HEADERS_SECONDS
        asyncio.get_running_loop().call_later(later, self._lifetime_over, handler)

    def _lifetime_over(self, handler: web.RequestHandler) -> None:
        self._arrived.discard(handler)
        if handler in self._kept:
            self._kept.discard(handler)  # a tab: its websocket's own heartbeat watches it
        else:
            handler.force_close()

    def middleware(self) -> Callable[..., Awaitable[web.StreamResponse]]:
        """The outermost middleware: a request has arrived on its connection."""

        @web.middleware
        async def arrived(
            request: web.Request,
            handler: Callable[[web.Request], Awaitable[web.StreamResponse]],
        ) -> web.StreamResponse:
            self._arrived.add(request.protocol)
            return await handler(request)

        return arrived
