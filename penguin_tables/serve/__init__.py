"""The suite in a browser tab: textual-serve runs one app process per browser tab.

Each tab gets its own `penguin-tables` process over the same saves folder as the terminal, so a game
started in the browser resumes in the terminal and the other way round. The folder is passed as an
absolute path, so the app processes never depend on the server's working directory. Only the
person holding the printed address gets an app (see `guard`), and a flood of connections or tabs
cannot wear the server out (see `limits` and `server`).
"""

from __future__ import annotations

import asyncio
import errno
import os
import shlex
import socket
import sys

from penguin_tables.serve.guard import TOKEN_PARAM, WILDCARDS, Guard, is_loopback
from penguin_tables.serve.server import TablesServer
from penguin_tables.store.folder import SaveFolder

__all__ = [
    "DEFAULT_HOST",
    "DEFAULT_MAX_TABS",
    "DEFAULT_PORT",
    "address",
    "app_command",
    "serve",
]

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
#: Browser tabs (each an app process, some 40 MB) running at once unless `serve --max-tabs` says.
DEFAULT_MAX_TABS = 8


def app_command(folder: SaveFolder) -> str:
    """The shell command textual-serve starts for each tab: this Python, this package, this folder."""
    return shlex.join(
        [sys.executable, "-m", "penguin_tables", "--saves", str(folder.path.resolve())]
    )


def address(host: str, guard: Guard) -> str:
    """The page's address on `host`, secret included: what the person who started it opens."""
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{guard.port}/?{TOKEN_PARAM}={guard.token}"


def announce(guard: Guard, folder: SaveFolder) -> None:
    """Say, once the port is bound, what it exposes, where to point the browser and where saves go."""
    host = guard.bound_host
    if not is_loopback(host):
        print(
            f"Warning: --host {host or '0.0.0.0'} exposes the app to every machine that can reach "
            "this address; anyone with the printed address can play, resume or delete games.",
            flush=True,
        )
    # Every address: point this machine's browser at loopback (asyncio binds "::" to IPv6 only).
    local = {"::": "::1", "": "127.0.0.1", "0.0.0.0": "127.0.0.1"}.get(host, host)
    print("Penguin Tables: open this address in a browser (it holds a secret key):", flush=True)
    print(f"    {address(local, guard)}", flush=True)
    if host in WILDCARDS:
        print("From another machine, use this machine's name or IP address instead:", flush=True)
        print(f"    {address(socket.gethostname(), guard)}", flush=True)
    print(f"Saves: {folder.path.resolve()}. Ctrl+C stops the server.", flush=True)


def serve(
    folder: SaveFolder,
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    max_tabs: int = DEFAULT_MAX_TABS,
) -> None:
    """Serve the app until Ctrl+C (or SIGTERM); each browser tab runs its own app process, at
    most `max_tabs` at once.

    Raises OSError (with the system's plain reason) when the port cannot be bound: nothing has
    been printed then.
    """
    if not 1 <= port <= 65535:
        raise OSError(errno.EINVAL, "a port is a number from 1 to 65535")
    folder.ensure()
    guard = Guard.for_address(host, port)
    server = TablesServer(app_command(folder), guard, max_tabs)
    try:
        asyncio.run(server.run(lambda: announce(guard, folder)))
    except OSError as exc:
        if exc.errno is None or isinstance(exc, socket.gaierror):
            raise  # a host name that does not resolve says so in its own words
        raise OSError(exc.errno, os.strerror(exc.errno)) from exc
    print("Server stopped.", flush=True)
