"""`penguin-tables serve`: the app in a browser tab (textual-serve), over the same saves folder.

The server itself is `penguin_tables.serve`; here are its arguments and the one-line refusal when
the address cannot be taken (exit status 1).
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from penguin_tables.cli import arguments

if TYPE_CHECKING:
    from penguin_tables.store.folder import SaveFolder


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


def serve_in_browser(folder: SaveFolder, host: str, port: int) -> int:
    from penguin_tables.serve import serve

    try:
        serve(folder, host=host, port=port)
    except OSError as exc:
        why = exc.strerror or str(exc)
        print(f"penguin-tables: cannot serve on {host}:{port}: {why} (try --port)", file=sys.stderr)
        return 1
    return 0
