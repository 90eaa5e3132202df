"""textual-serve's server, guarded, bounded, bound before it speaks, and quick to stop.

textual-serve's own `serve()` prints its address before binding, hands an app to any websocket,
keeps any connection open as long as its client likes, starts as many apps as tabs ask for, and on
Ctrl+C waits for every tab's app to wind down (20 s and more with a tab open). Here the page and
the way a tab talks to its app stay textual-serve's; the server listens through a
`limits.ConnectionGate` (every connection timed, their number capped) once the port is bound, so
the address is printed only then, a `Guard` checks every request, at most `max_tabs` apps run at
once, and stopping ends every tab's app within a second or two.

The routes are the page (`/`, its address holding the secret), its websocket (`/ws/<secret>`: the
page writes the secret into the path, and textual.js adds its own query after it) and the static
files. textual-serve's `/download/...` is left out: this app delivers no files, and textual.js
builds a download's address without the secret.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from collections.abc import AsyncIterator, Callable

import aiohttp_jinja2
import jinja2
from aiohttp import WSCloseCode, web
from textual_serve.app_service import AppService
from textual_serve.server import Server, to_int

from penguin_tables.serve.guard import KEY, Guard
from penguin_tables.serve.limits import HEADERS_SECONDS, ConnectionGate

log = logging.getLogger("textual-serve")

#: Seconds an app may take to quit when its tab closes or the server stops before it is killed;
#: saves are written atomically after every move, so a killed app loses nothing.
QUIT_SECONDS = 0.8
#: Seconds to wait for a browser to answer a websocket close.
CLOSE_SECONDS = 0.5


def tables_full(max_tabs: int) -> str:
    """The page a tab gets when `max_tabs` apps already run."""
    return (
        f"Penguin Tables: all {max_tabs} tables are in use, the most this server runs at once.\n"
        "Close a Penguin Tables tab you are not using, then reload this page. (Whoever started "
        "`penguin-tables serve` can allow more with --max-tabs.)\n"
    )


class Tab:
    """One browser tab: its websocket and the app process textual-serve started for it."""

    def __init__(self, websocket: web.WebSocketResponse, app: AppService) -> None:
        self.websocket = websocket
        self.app = app

    async def end(self) -> None:
        """Ask the app to quit, kill it if it has not within QUIT_SECONDS, close the socket."""
        with contextlib.suppress(Exception):
            await self.app.send_meta({"type": "quit"})
        process = self.app._process  # textual-serve keeps the process private (version pinned)
        if process is not None and process.returncode is None:
            try:
                await asyncio.wait_for(process.wait(), QUIT_SECONDS)
            except TimeoutError:
                with contextlib.suppress(ProcessLookupError):
                    process.kill()
                await process.wait()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(
                self.websocket.close(code=WSCloseCode.GOING_AWAY, message=b"server stopped"),
                CLOSE_SECONDS,
            )


class TablesServer(Server):
    """textual-serve's page and app service behind a `Guard` and a `ConnectionGate`.

    textual-serve writes absolute addresses (the page's websocket, its scripts) from the host it
    listens on; for `--host 0.0.0.0` that address means nothing to another machine's browser, so
    they are written from the address the browser used (the guard has checked that Host header).
    """

    def __init__(self, command: str, guard: Guard, max_tabs: int) -> None:
        super().__init__(command, host=guard.bound_host, port=guard.port, title="Penguin Tables")
        self.guard = guard
        self.max_tabs = max_tabs
        self.tabs: set[Tab] = set()
        self.gate = ConnectionGate()

    def make_web_app(self) -> web.Application:
        """The routes, behind two middlewares: the gate notes that a request has arrived, then
        the guard checks it."""
        app = web.Application()
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(self.templates_path))
        app.add_routes(
            [
                web.get("/", self.handle_index, name="index"),
                web.get(f"/ws/{{{KEY}}}", self.handle_websocket, name="websocket"),
                web.static("/static", self.statics_path, name="static"),
            ]
        )
        app.middlewares.append(self.gate.middleware())
        app.middlewares.append(self.guard.middleware())
        return app

    def full(self) -> bool:
        """Whether `max_tabs` apps run already."""
        return len(self.tabs) >= self.max_tabs

    async def handle_index(self, request: web.Request) -> web.Response:
        """textual-serve's page, its websocket's address holding the secret in its path."""
        if self.full():
            return web.Response(status=503, text=tables_full(self.max_tabs))
        websocket = request.app.router["websocket"].url_for(**{KEY: self.guard.token})
        context = {
            "font_size": to_int(request.query.get("fontsize", "16"), 16),
            "app_websocket_url": f"ws://{request.host}{websocket}",
            "config": {"static": {"url": f"{request.scheme}://{request.host}/static/"}},
            "application": {"name": self.title},
        }
        return aiohttp_jinja2.render_template("app_index.html", request, context)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """textual-serve's handler, with each tab counted (refused past `max_tabs`) and kept so
        that stopping can end its app."""
        if self.full():
            raise web.HTTPServiceUnavailable(text=tables_full(self.max_tabs))
        websocket = web.WebSocketResponse(heartbeat=15, timeout=CLOSE_SECONDS)
        width = to_int(request.query.get("width", "80"), 80)
        height = to_int(request.query.get("height", "24"), 24)

        async def close() -> None:
            await websocket.close()

        app = AppService(
            self.command,
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=close,
            download_manager=self.download_manager,
            debug=self.debug,
        )
        tab = Tab(websocket, app)
        self.tabs.add(tab)  # counted before the first await: no two tabs take the last place
        try:
            await websocket.prepare(request)
            self.gate.keep(request.protocol)
            await app.start(width, height)
            await self._process_messages(websocket, app)
        except Exception:
            log.exception("A browser tab's connection failed")
        finally:
            try:
                await tab.end()  # bounded: a closed tab's place is free within a second
                await app.stop()
            finally:
                self.tabs.discard(tab)
        return websocket

    @contextlib.asynccontextmanager
    async def serving(self) -> AsyncIterator[None]:
        """Listen while inside; then stop taking connections and end every tab's app at once.

        A port that cannot be bound raises OSError (nothing is listening then).
        """
        runner = web.AppRunner(
            self.make_web_app(),
            handle_signals=False,
            access_log=None,
            shutdown_timeout=0.5,
            keepalive_timeout=HEADERS_SECONDS,  # an idle kept-alive connection, or a slow request
            lingering_time=0,  # no body is waited for
        )
        await runner.setup()
        assert runner.server is not None  # set up
        loop = asyncio.get_running_loop()
        try:
            listener = await loop.create_server(
                self.gate.factory(runner.server), self.host or None, self.port
            )
        except OSError:
            await runner.cleanup()
            raise
        try:
            yield
        finally:
            listener.close()  # no new tab while the open ones end
            await asyncio.gather(*(tab.end() for tab in list(self.tabs)))
            await runner.cleanup()

    async def run(self, announce: Callable[[], None]) -> None:
        """Bind, `announce` where to go, serve until SIGINT or SIGTERM, then end every tab at once.

        A port that cannot be bound raises OSError before anything is printed.
        """
        async with self.serving():
            stop = asyncio.Event()
            loop = asyncio.get_running_loop()
            for signum in (signal.SIGINT, signal.SIGTERM):
                loop.add_signal_handler(signum, stop.set)
            try:
                announce()
                await stop.wait()
            finally:
                for signum in (signal.SIGINT, signal.SIGTERM):
                    loop.remove_signal_handler(signum)
