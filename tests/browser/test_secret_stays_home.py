"""The secret of `serve` never reaches another server on this machine, in a real browser.

Browsers scope cookies by host, not by port: a cookie holding the secret went with every request
to every server on 127.0.0.1 (issue 43: another port received `penguin-tables-8765=<secret>`). Here
Chromium opens the printed address and plays in the lobby, then visits a server on another port,
which writes down everything it is sent.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from benchmarks.browser_tabs import CATCH_TERMINAL, CHROMIUM, CHROMIUM_FLAGS, SCREEN_TEXT
from tests.serve.conftest import START_SECONDS, cleanup, start_serve

pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(),
    reason="the browser test needs Debian's Chromium at /usr/bin/chromium: "
    "install it with `sudo apt-get install -y chromium`",
)


class Recorder(BaseHTTPRequestHandler):
    """Another server on this machine: it answers every request, and keeps what it was sent."""

    received: list[str] = []

    def do_GET(self) -> None:
        self.received.append(f"{self.requestline}\n{self.headers}")
        body = b"<html><body>another server</body></html>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        """Quiet."""


@pytest.fixture
def other_server() -> Iterator[tuple[int, list[str]]]:
    """A server on another port of 127.0.0.1: its port and what it has received."""
    received: list[str] = []
    handler = type("Recording", (Recorder,), {"received": received})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1], received
    finally:
        server.shutdown()
        server.server_close()


def test_another_port_on_this_machine_is_never_sent_the_secret(
    tmp_path: Path, other_server: tuple[int, list[str]]
) -> None:
    from playwright.sync_api import sync_playwright

    other_port, received = other_server
    served = start_serve(tmp_path)
    try:
        address = served.address
        secret = address.partition("token=")[2]
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch_persistent_context(
                tmp_path / "chromium-profile",
                executable_path=CHROMIUM,
                args=CHROMIUM_FLAGS,
            )
            try:
                page = browser.new_page()
                page.add_init_script(CATCH_TERMINAL)
                page.goto(address, wait_until="domcontentloaded")
                page.wait_for_function(
                    f"() => ({SCREEN_TEXT})().includes('new game')",
                    timeout=START_SECONDS * 1000,
                )  # the page, its websocket and a tab's app: everything the secret opens
                other = f"http://127.0.0.1:{other_port}"
                page.goto(f"{other}/visited-after-the-game", wait_until="load")
                browser.new_page().goto(f"{other}/in-a-new-tab", wait_until="load")
                cookies = browser.cookies([f"http://127.0.0.1:{served.port}/"])
            finally:
                browser.close()
    finally:
        cleanup(served)
    assert len(received) >= 2  # both visits arrived
    for request in received:
        assert secret not in request, request
        assert "penguin-tables" not in request.lower(), request
    assert cookies == []  # the browser keeps nothing for this server's host at all
