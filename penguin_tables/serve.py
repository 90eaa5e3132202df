"""The suite in a browser tab: textual-serve runs one app process per browser tab.

Each tab gets its own `penguin-tables` process over the same saves folder as the terminal, so a game
started in the browser resumes in the terminal and the other way round. The folder is passed as an
absolute path, so the app processes never depend on the server's working directory.
"""

from __future__ import annotations

import shlex
import sys
from typing import Any

from aiohttp import web
from textual_serve.server import Server

from penguin_tables.store.folder import SaveFolder

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000


def app_command(folder: SaveFolder) -> str:
    """The shell command textual-serve starts for each tab: this Python, this package, this folder."""
    return shlex.join(
        [sys.executable, "-m", "penguin_tables", "--saves", str(folder.path.resolve())]
    )


class TablesServer(Server):
    """textual-serve's server, with page addresses taken from the address the browser used.

    textual-serve writes absolute addresses (the page's websocket, its scripts) from the host it
    listens on; for `--host 0.0.0.0` that address means nothing to another machine's browser.
    """

    def __init__(self, folder: SaveFolder, host: str, port: int) -> None:
        super().__init__(app_command(folder), host=host, port=port, title="Penguin Tables")
        self.folder = folder

    async def on_startup(self, app: web.Application) -> None:
        """Say where to point the browser (0.0.0.0 is no address to open) and where saves go."""
        local = "127.0.0.1" if self.host in ("0.0.0.0", "::", "") else self.host
        self.console.print(f"Penguin Tables: open http://{local}:{self.port} in a browser.")
        if local != self.host:
            self.console.print(f"Listening on every address ({self.host}): other machines too.")
        self.console.print(f"Saves: {self.folder.path.resolve()}. Ctrl+C stops the server.")

    async def handle_index(self, request: web.Request) -> Any:
        # No await between here and the addresses being written: requests cannot interleave.
        self.public_url = f"{request.scheme}://{request.host}"
        return await super().handle_index(request)


def serve(folder: SaveFolder, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT) -> None:
    """Serve the app until Ctrl+C (or SIGTERM); each browser tab runs its own app process."""
    folder.ensure()
    TablesServer(folder, host=host, port=port).serve()
