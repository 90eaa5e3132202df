"""Browser tabs on `penguin-tables serve`: what the browser tests and the follow-delay benchmark
share. Playwright drives Debian's Chromium by its path (no browser download).

The page draws the terminal on a canvas, so a tab's text is read from the page's xterm.js
terminal, caught as the page creates it. Every wait is on a condition, with generous limits for a
loaded machine; a timed-out wait says what the tab showed instead.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
STEP_MS = 30_000  # one screen change after a key press, on a loaded machine
START_SECONDS = 60  # a cold start of serve, or of a tab's app
ADDRESS = re.compile(r"http://[^\s]*[^\s.]")

#: Catch the xterm.js terminal textual-serve creates (`this.terminal = new Terminal(...)`), so the
#: screen's text can be read: the page itself only draws pixels.
CATCH_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    Object.defineProperty(this, "terminal", {value, writable: true, configurable: true});
    if (value && typeof value.loadAddon === "function") window.__penguinTerminal = value;
  },
});
"""

SCREEN_TEXT = """() => {
  const term = window.__penguinTerminal;
  if (!term) return "";
  const buffer = term.buffer.active;
  const lines = [];
  for (let y = 0; y < term.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    lines.push(line ? line.translateToString(true) : "");
  }
  return lines.join("\\n");
}"""


def browser_missing() -> str | None:
    """Why the browser cannot be driven here (None: it can)."""
    if not CHROMIUM.exists():
        return (
            "needs Debian's Chromium at /usr/bin/chromium: "
            "install it with `sudo apt-get install -y chromium`"
        )
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "needs Playwright: install the test extras (`make .venv/.installed-test`)"
    return None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.contextmanager
def served(saves: Path) -> Iterator[str]:
    """`penguin-tables serve` over `saves` on a free loopback port: the address it printed (its
    secret included). Stopped, with every tab's app, on the way out."""
    command = [sys.executable, "-m", "penguin_tables", "--saves", str(saves), "serve"]
    process = subprocess.Popen(
        [*command, "--port", str(free_port())],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own process group: the tabs' apps are stopped with it
    )
    try:
        assert process.stdout is not None
        deadline, address = time.monotonic() + START_SECONDS, None
        while address is None and time.monotonic() < deadline:
            line = process.stdout.readline()
            if not line:
                break
            if found := ADDRESS.search(line):
                address = found.group(0)
        if address is None:
            raise RuntimeError("serve printed no address")
        yield address
    finally:
        with contextlib.suppress(ProcessLookupError):
            process.send_signal(signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=15)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()


@dataclass
class Tab:
    """One browser tab showing the app: its text, keys, and waits on what it shows."""

    page: Any  # playwright.sync_api.Page
    shots: Path

    def text(self) -> str:
        return str(self.page.evaluate(SCREEN_TEXT))

    def press(self, *keys: str) -> None:
        for key in keys:
            self.page.keyboard.press(key)

    def wait_until(self, condition: str, what: str, arg: str, timeout: int = STEP_MS) -> None:
        """Wait for `condition` (JS, given the screen's text as `shown` and `arg`), checked at
        every animation frame; on timeout, fail with what the tab shows."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        try:
            self.page.wait_for_function(
                f"arg => (shown => {condition})(({SCREEN_TEXT})())", arg=arg, timeout=timeout
            )
        except PlaywrightTimeout:
            self.page.screenshot(path=str(self.shots / "timed-out.png"))
            raise AssertionError(f"{what} never happened; the tab shows:\n{self.text()}") from None

    def wait_for_text(self, text: str, timeout: int = STEP_MS) -> None:
        self.wait_until("shown.includes(arg)", f"showing {text!r}", text, timeout)

    def wait_for_change(self, before: str, timeout: int = STEP_MS) -> None:
        self.wait_until("shown !== arg", "a change on screen", before, timeout)

    def still(self, quiet_ms: int = 300) -> str:
        """The text once the tab has stopped changing for `quiet_ms`."""
        before, deadline = self.text(), time.monotonic() + STEP_MS / 1000
        while time.monotonic() < deadline:
            self.page.wait_for_timeout(quiet_ms)
            now = self.text()
            if now == before:
                break
            before = now
        return before


def open_tab(browser: Any, url: str, shots: Path) -> Tab:
    """A new tab on the app's lobby, keyboard focused."""
    page = browser.new_page()
    page.add_init_script(CATCH_TERMINAL)
    page.goto(url, wait_until="domcontentloaded")
    tab = Tab(page, shots)
    tab.wait_for_text("Enter/n: new game", timeout=START_SECONDS * 1000)
    page.locator(".xterm-helper-textarea").focus()
    return tab


def take_seat(tab: Tab, downs: int, seated: str) -> None:
    """From the lobby: the Resume list, Enter on the highlighted (latest) save, then in the
    "Play here as …" list `downs` presses down from the first free choice, and Enter; waits for
    `seated` (e.g. "you are Ann")."""
    tab.press("r")
    tab.wait_for_text("Saved games")
    tab.still()
    tab.press("Enter")  # a browser tab asks who plays here
    tab.wait_for_text("Play here as")
    tab.still()
    tab.press(*["ArrowDown"] * downs, "Enter")
    tab.wait_for_text(seated)


@contextlib.contextmanager
def chromium(profile: Path) -> Iterator[Any]:
    """Headless Chromium with a fresh, empty profile; closed on the way out."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=CHROMIUM,
            args=CHROMIUM_FLAGS,
            viewport={"width": 1200, "height": 720},
        )
        try:
            yield browser
        finally:
            browser.close()
