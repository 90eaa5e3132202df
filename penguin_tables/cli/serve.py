"""`penguin-tables serve`: the app in a browser tab (textual-serve), over the same saves folder.

The server itself is `penguin_tables.serve`; here are its arguments and the one-line refusal when
the address cannot be taken. A port in use or reserved, or a host that is not this machine, is the
command line asking for what cannot be had: status 2, naming the option that fixes it. Any other
failure to listen (no file descriptors left, say) is status 1 with the system's reason.
"""

from __future__ import annotations

import argparse
import errno
import socket
import sys
from typing import TYPE_CHECKING

from penguin_tables.cli import arguments
from penguin_tables.crash import EXIT_CRASH

if TYPE_CHECKING:
    from penguin_tables.store.folder import SaveFolder

#: The addresses a refused --host is pointed to.
HOSTS = "such as 127.0.0.1 (this machine only) or 0.0.0.0 (every address)"


def add_serve_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    serve = sub.add_parser(
        "serve",
        help="play in a browser tab (textual-serve)",
        description="Serve the app to a web browser: open the address it prints. Each tab runs "
        "its own game over the same saves folder as the terminal.",
    )
    serve.add_argument(
        "--port",
        type=arguments.port,
        default=8000,
        help="port to listen on, 1-65535 (default 8000)",
    )
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1: only browsers on this machine). Any other "
        "address, such as 0.0.0.0, lets every machine that can reach it connect: anyone there "
        "with the printed address (it holds the secret) can start and play games, and resume, "
        "replay or delete every game in the saves folder.",
    )
    serve.add_argument(
        "--max-tabs",
        type=arguments.count,
        default=8,  # penguin_tables.serve.DEFAULT_MAX_TABS (not imported: it loads aiohttp)
        metavar="N",
        help="browser tabs playing at once, 1 or more (default 8); each runs its own copy of the "
        "app (some 40 MB). One more tab is told that all tables are in use.",
    )


def serve_in_browser(folder: SaveFolder, host: str, port: int, max_tabs: int) -> int:
    from penguin_tables.engine.names import printable
    from penguin_tables.serve import serve

    try:
        serve(folder, host=host, port=port, max_tabs=max_tabs)
    except OSError as exc:
        shown = printable(f"[{host}]" if ":" in host else host)  # typed by a person: codes too
        why, status = refusal(exc, shown)
        print(f"penguin-tables: cannot serve on {shown}:{port}: {why}", file=sys.stderr)
        return status
    return 0


def refusal(exc: OSError, host: str) -> tuple[str, int]:
    """Why the address could not be taken, and the exit status: 2 with the option to change when
    the command line asked for what cannot be had, 1 with the system's words otherwise."""
    usage = arguments.USAGE_ERROR
    if isinstance(exc, socket.gaierror):  # not an address, and no name resolves to it
        return f"no address is called {host}; give --host one of this machine's, {HOSTS}", usage
    if exc.errno == errno.EADDRNOTAVAIL:
        return f"{host} is not an address of this machine; give --host one of its, {HOSTS}", usage
    if exc.errno == errno.EADDRINUSE:
        return "the port is in use; choose another with --port", usage
    if exc.errno == errno.EACCES:
        return "ports below 1024 need administrator rights; choose one from 1024 up with --port", (
            usage
        )
    return exc.strerror or str(exc), EXIT_CRASH
