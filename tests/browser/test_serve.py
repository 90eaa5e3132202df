"""The suite in a real browser: `penguin-tables serve`, headless Chromium, a turn of Penguin Party.

Playwright drives Debian's `chromium` by its path (no browser download). The page draws the terminal
on a canvas, so the screen's text is read from the page's xterm.js terminal, caught as the page
creates it. Every wait is on a condition, with generous limits for a loaded machine.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks.browser_tabs import CATCH_TERMINAL, CHROMIUM, CHROMIUM_FLAGS, SCREEN_TEXT
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder
from tests.serve.conftest import START_SECONDS, cleanup, start_serve

STEP_MS = 30_000  # one screen change after a key press

pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(),
    reason="the browser test needs Debian's Chromium at /usr/bin/chromium: "
    "install it with `sudo apt-get install -y chromium`",
)


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """`penguin-tables serve` on a free port over a fresh saves folder: the address it printed
    (its secret included) and the folder; always stopped after."""
    server = start_serve(tmp_path)
    try:
        address = server.address
        assert "?token=" in address
        yield address, server.saves
    finally:
        cleanup(server)


def test_a_turn_of_penguin_party_in_the_browser(served: tuple[str, Path], tmp_path: Path) -> None:
    from playwright.sync_api import Page, sync_playwright
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    url, saves = served

    def wait_until(page: Page, condition: str, what: str, arg: str, timeout: int = STEP_MS) -> None:
        """Wait for `condition` (JS, given the screen's text and `arg`); on timeout, show why."""
        try:
            page.wait_for_function(
                f"arg => (shown => {condition})(({SCREEN_TEXT})())", arg=arg, timeout=timeout
            )
        except PlaywrightTimeout:
            page.screenshot(path=str(tmp_path / "timed-out.png"))
            shown = page.evaluate(SCREEN_TEXT)
            raise AssertionError(f"{what} never happened; the screen shows:\n{shown}") from None

    def wait_for_text(page: Page, text: str, timeout: int = STEP_MS) -> None:
        wait_until(page, "shown.includes(arg)", f"showing {text!r}", text, timeout)

    def press_and_wait_for_a_change(page: Page, key: str) -> None:
        """Once the screen is still, press `key` and wait until the screen shows its effect.

        Waiting for the effect rather than for particular words keeps the next key from racing
        the app, whatever the board says."""
        before, deadline = page.evaluate(SCREEN_TEXT), time.monotonic() + STEP_MS / 1000
        while time.monotonic() < deadline:
            page.wait_for_timeout(300)  # polling: the condition is the screen standing still
            now = page.evaluate(SCREEN_TEXT)
            if now == before:
                break
            before = now
        page.keyboard.press(key)
        wait_until(page, "shown !== arg", f"a change after {key}", before)

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch_persistent_context(
            tmp_path / "chromium-profile",  # a fresh, empty profile
            executable_path=CHROMIUM,
            args=CHROMIUM_FLAGS,
            viewport={"width": 1200, "height": 720},
        )
        try:
            page = browser.new_page()
            page.add_init_script(CATCH_TERMINAL)
            page.goto(url, wait_until="domcontentloaded")
            wait_for_text(page, "Enter/n: new game", timeout=START_SECONDS * 1000)
            page.locator(".xterm-helper-textarea").focus()

            page.keyboard.press("Enter")  # Penguin Party is first in the lobby
            wait_for_text(page, "New game of Penguin Party")
            page.keyboard.press("Control+s")  # two people, the default seats
            wait_for_text(page, "Pass the keyboard to Player 1")
            page.keyboard.press("Enter")
            # Seated, not merely uncovered: the table shows briefly with nobody seated as the
            # curtain goes, and a key then would be lost (the UI tests check the same words).
            wait_for_text(page, "Player 1: Choose a card")
            press_and_wait_for_a_change(page, "Enter")  # the highlighted colour...
            page.keyboard.press("Enter")  # ...on the highlighted spot
            wait_for_text(page, "Pass the keyboard to Player 2")
            page.keyboard.press("Enter")
            wait_for_text(page, "Player 1 starts the base with")
            page.screenshot(path=str(tmp_path / "penguin-party.png"))
            # A tab too small for the board says what a browser can do (not "Ctrl+Q", which is
            # the browser's own key there). The UI tests check that the board comes back.
            page.set_viewport_size({"width": 480, "height": 320})
            wait_for_text(page, "or zoom out")
            assert "Ctrl+Q" not in page.evaluate(SCREEN_TEXT)
        finally:
            browser.close()

    assert (tmp_path / "penguin-party.png").stat().st_size > 0
    folder = SaveFolder(saves)
    (name,) = folder.names()
    table = Table.resume(folder, name)  # as the terminal would resume it
    assert table.game.id == "penguin-party" and table.to_move() == 1
    assert table.log[0].startswith("Player 1 starts the base with")
