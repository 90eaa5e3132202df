"""The one-line footer looks and acts as Textual's own `Footer`: the same cells in the same
colours, for plain keys, a disabled one, grouped keys (compact or not) and the command palette's
key; a click on a key presses it, a click on a disabled one rings the bell."""

from __future__ import annotations

from typing import ClassVar

import pytest
from rich.style import Style
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.widget import Widget
from textual.widgets import Footer, Static

from penguin_tables.ui.widgets.footer import KeysFooter

STEP = Binding.Group("Step", compact=True)
JUMP = Binding.Group("First/last")


class FooterApp(App[None]):
    """Keys of every kind the footer shows; `footer` is the footer class under test."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "flip", "Toggle"),
        Binding("b", "never", "Never"),
        Binding("left", "step(-1)", "Back", group=STEP),
        Binding("right", "step(1)", "Forward", group=STEP),
        Binding("home", "jump(0)", "First", group=JUMP),
        Binding("end", "jump(9)", "Last", group=JUMP),
        Binding("c", "flip", "Toggle again"),  # one key per action: Textual shows `a` only
        Binding("d", "hidden", "Hidden", show=False),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(self, footer: type[Widget]) -> None:
        super().__init__()
        self.footer = footer
        self.flipped = 0

    def compose(self) -> ComposeResult:
        yield Static("body")
        yield self.footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return None if action == "never" else True  # None: shown, disabled

    def action_flip(self) -> None:  # not `toggle`: DOMNode has that action
        self.flipped += 1


async def footer_cells(footer: type[Widget], width: int) -> list[tuple[str, Style]]:
    """The footer's line as a player sees it: each cell's character in its style (of a blank
    cell only its background: a space's foreground colour shows nowhere)."""
    app = FooterApp(footer)
    async with app.run_test(size=(width, 6)) as pilot:
        await pilot.pause()
        await pilot.pause()
        last = app.screen._compositor.render_strips()[-1]
    cells = []
    for segment in last:
        style = (segment.style or Style()).clear_meta_and_links()
        for char in segment.text:
            cells.append((char, style if char != " " else Style(bgcolor=style.bgcolor)))
    return cells


@pytest.mark.parametrize("width", [120, 60])
async def test_the_footer_shows_the_cells_textual_shows(width: int) -> None:
    ours = await footer_cells(KeysFooter, width)
    theirs = await footer_cells(Footer, width)
    assert "".join(char for char, _ in ours).startswith(" a Toggle  b Never ")
    assert ours == theirs


async def test_a_click_presses_the_key_and_a_disabled_one_rings(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = FooterApp(KeysFooter)
    rang: list[bool] = []
    monkeypatch.setattr(app, "bell", lambda: rang.append(True))
    async with app.run_test(size=(120, 6)) as pilot:
        await pilot.pause()
        await pilot.click(KeysFooter, offset=(4, 0))  # on " a Toggle "
        await pilot.pause()
        assert app.flipped == 1 and not rang
        await pilot.click(KeysFooter, offset=(12, 0))  # on " b Never ", disabled
        await pilot.pause()
        assert app.flipped == 1 and rang
