"""textual-serve's server, guarded, bound before it speaks, and quick to stop.

textual-serve's own `serve()` prints its address before binding, hands an app to any websocket,
and on Ctrl+C waits for every tab's app to wind down (20 s and more with a tab open). Here the
page and the app service stay textual-serve's; the server runs on an aiohttp `AppRunner` so the port is
bound before the address is printed, a `Guard` checks every request, and stopping ends every tab's
app within a second or two.

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
from collections.abc import Callable

import aiohttp_jinja2
import jinja2
from aiohttp import WSCloseCode, web
from textual_serve.app_service import AppService
from textual_serve.server import Server, to_int

from penguin_tables.serve.guard import KEY, Guard

log = logging.getLogger("textual-serve")

#: Seconds an app may take to quit when the server stops before it is killed; saves are written
#: atomically after every move, so a killed app loses nothing.
QUIT_SECONDS = 0.8
#: Seconds to wait for a browser to answer a websocket close.
CLOSE_SECONDS = 0.5


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
    """textual-serve's routes behind a `Guard`, with page addresses from the address used.

    textual-serve writes absolute addresses (the page's websocket, its scripts) from the host it
    listens on; for `--host 0.0.0.0` that address means nothing to another machine's browser. The
    guard has checked the Host header before the page is written.
    """

    def __init__(self, command: str, guard: Guard) -> None:
        super().__init__(command, host=guard.bound_host, port=guard.port, title="Penguin Tables")
        self.guard = guard
        self.tabs: set[Tab] = set()

    def make_web_app(self) -> web.Application:
        """The routes, behind the guard."""
        app = web.Application()
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(self.templates_path))
        app.add_routes(
            [
                web.get("/", self.handle_index, name="index"),
                web.get(f"/ws/{{{KEY}}}", self.handle_websocket, name="websocket"),
                web.static("/static", self.statics_path, name="static"),
            ]
        )
        app.middlewares.append(self.guard.middleware())
        return app

    async def handle_index(self, request: web.Request) -> web.Response:
        """textual-serve's page, its websocket's address holding the secret in its path."""
        websocket = request.app.router["websocket"].url_for(**{KEY: self.guard.token})
        context = {
            "font_size": to_int(request.query.get("fontsize", "16"), 16),
            "app_websocket_url": f"ws://{request.host}{websocket}",
            "config": {"static": {"url": f"{request.scheme}://{request.host}/static/"}},
            "application": {"name": self.title},
        }
        return aiohttp_jinja2.render_template("app_index.html", request, context)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """textual-serve's handler, with each tab kept so that stopping can end its app."""
        websocket = web.WebSocketResponse(heartbeat=15, timeout=CLOSE_SECONDS)
        width = to_int(request.query.get("width", "80"), 80)
        height = to_int(request.query.get("height", "24"), 24)
        await websocket.prepare(request)

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
        self.tabs.add(tab)
        try:
            await app.start(width, height)
            await self._process_messages(websocket, app)
        except Exception:
            log.exception("A browser tab's connection failed")
        finally:
            self.tabs.discard(tab)
            await app.stop()
        return websocket

    async def run(self, announce: Callable[[], None]) -> None:
        """Bind, `announce` where to go, serve until SIGINT or SIGTERM, then end every tab at once.

        A port that cannot be bound raises OSError before anything is printed.
        """
        runner = web.AppRunner(
            self.make_web_app(), handle_signals=False, access_log=None, shutdown_timeout=0.5
        )
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port)
        try:
            await site.start()
        except OSError:
            await runner.cleanup()
            raise
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
            await site.stop()  # no new tab while the open ones end
            await asyncio.gather(*(tab.end() for tab in list(self.tabs)))
            await runner.cleanup()
