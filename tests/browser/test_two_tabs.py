"""Friends each at their own browser tab: two tabs through `serve`, one seat each, a few turns of
Penguin Party. Each tab shows its own seat only, never a curtain, and follows the other's moves
without a key press (the live following of issue 26)."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.browser_tabs import browser_missing, chromium, open_tab, served, take_seat
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat

pytestmark = pytest.mark.skipif(browser_missing() is not None, reason=str(browser_missing()))

#: Each tab moves once and follows the other's move once (a tab's start costs more than a turn).
TURNS = 2


def test_two_friends_play_penguin_party_in_two_tabs(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    folder = SaveFolder(saves)
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    table.attach(folder)
    table.save()
    assert table.save_name is not None
    with served(saves) as url, chromium(tmp_path / "profile") as browser:
        ann = open_tab(browser, url, tmp_path)
        take_seat(ann, downs=1, seated="you are Ann")  # past "Everyone here" to Ann
        bob = open_tab(browser, url, tmp_path)
        take_seat(bob, downs=0, seated="you are Bob")  # Ann's seat is taken: Bob comes first
        ann.wait_for_text("Ann: Choose a card")
        bob.wait_for_text("Waiting for Ann")
        tabs = {"Ann": (ann, bob), "Bob": (bob, ann)}
        for turn in range(TURNS):
            name = ("Ann", "Bob")[turn % 2]
            other_name = ("Bob", "Ann")[turn % 2]
            mover, other = tabs[name]
            mover.wait_for_text(f"{name}: Choose a card")
            mover.still()
            mover.press("Enter")  # the highlighted colour...
            mover.wait_for_text("Choose where the")
            mover.press("Enter")  # ...on the highlighted spot
            mover.wait_for_text(f"Waiting for {other_name}")
            other.wait_for_text(f"{other_name}: Choose a card")  # no key pressed there
            for tab in (ann, bob):
                assert "Pass the keyboard" not in tab.text()
        assert "you are Ann" in ann.text() and "you are Bob" in bob.text()
        ann.page.screenshot(path=str(tmp_path / "ann.png"))
    resumed = Table.resume(folder, table.save_name)
    assert len(resumed.log) == TURNS and resumed.to_move() == 0
    assert resumed.log[0].startswith("Ann starts the base with")
