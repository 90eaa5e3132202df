"""The footer and the text lines redraw only what changed, and still show what they must.

A key that changes no binding leaves the footer alone; a key that opens or closes one repaints
the footer's one line at once, with no layout, and it shows the keys Textual's own footer would. A text line given the
same content again is left alone, and new content of the same height asks for no new layout.
"""

from __future__ import annotations

from typing import ClassVar

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.geometry import Region
from textual.widgets import Static

from penguin_tables.ui.widgets.footer import KeysFooter
from penguin_tables.ui.widgets.steady import update_steady


class KeysApp(App[None]):
    """Three keys: `b` shown only while `open` is set, `c` shown only while it is not."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "noop", "Always"),
        Binding("b", "noop_b", "Opened"),
        Binding("c", "noop_c", "Closed"),
        Binding("x", "toggle_open", "Toggle"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.open = False

    def compose(self) -> ComposeResult:
        yield Static("line", id="line")
        yield KeysFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "noop_b":
            return self.open
        if action == "noop_c":
            return not self.open
        return True

    def action_noop(self) -> None:
        self.refresh_bindings()

    def action_toggle_open(self) -> None:
        self.open = not self.open
        line = self.query_one("#line", Static)  # the board's change: a line of another height
        update_steady(line, Text("opened\non two lines") if self.open else Text("closed"))
        self.refresh_bindings()


def shown(app: App[None]) -> list[str]:
    return [item.description for item in app.screen.query_one(KeysFooter).shown()]


def expected(app: App[None]) -> list[str]:
    """What Textual's footer shows: each shown, active binding's description, in order."""
    return [
        binding.description
        for (_, binding, _, _) in app.screen.active_bindings.values()
        if binding.show and binding.action != "command_palette"
    ] + (["palette"] if app.ENABLE_COMMAND_PALETTE else [])


async def test_a_key_that_changes_no_binding_leaves_the_footer_alone() -> None:
    app = KeysApp()
    async with app.run_test(size=(80, 10)) as pilot:
        await pilot.pause()
        footer = app.screen.query_one(KeysFooter)
        before = footer.keys
        assert shown(app) == expected(app)
        await pilot.press("a")
        await pilot.pause()
        assert footer.keys is before


async def test_a_key_that_opens_one_repaints_the_footer_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = KeysApp()
    async with app.run_test(size=(80, 10)) as pilot:
        await pilot.pause()
        footer = app.screen.query_one(KeysFooter)
        assert "Closed" in shown(app) and "Opened" not in shown(app)
        layouts: list[bool] = []
        refresh = footer.refresh

        def noting_layout(*regions: Region, **flags: bool) -> KeysFooter:
            layouts.append(flags.get("layout", False))
            return refresh(*regions, **flags)

        monkeypatch.setattr(footer, "refresh", noting_layout)
        await pilot.press("x")
        await pilot.pause()
        assert "Opened" in shown(app) and "Closed" not in shown(app)
        assert shown(app) == expected(app)
        assert layouts == [False]  # one line, repainted once
        await pilot.press("x")
        await pilot.pause()
        assert shown(app) == expected(app)
        assert "Closed" in shown(app) and "Opened" not in shown(app)


async def test_a_line_asks_for_a_layout_only_when_its_height_changes() -> None:
    app = KeysApp()
    async with app.run_test(size=(80, 10)) as pilot:
        await pilot.pause()
        line = app.screen.query_one("#line", Static)
        update_steady(line, Text("one line"))
        await pilot.pause()
        shown_before = line.content
        update_steady(line, Text("one line"))
        assert line.content is shown_before  # equal content: left alone
        update_steady(line, Text("another line"))
        assert not line._layout_required  # same height: a repaint only
        await pilot.pause()
        assert "another line" in str(line.render())
        update_steady(line, Text("two\nlines"))
        assert line._layout_required
        await pilot.pause()
        assert line.size.height == 2


async def test_a_line_within_its_min_height_asks_for_no_layout() -> None:
    """A prompt of one line or two in a box of two lines keeps its height: a repaint only."""
    app = KeysApp()
    async with app.run_test(size=(80, 10)) as pilot:
        await pilot.pause()
        line = app.screen.query_one("#line", Static)
        line.styles.min_height = 2
        await pilot.pause()
        update_steady(line, Text("two\nlines"))
        assert not line._layout_required
        update_steady(line, Text("three\nlines\nnow"))
        assert line._layout_required
        await pilot.pause()
        assert line.size.height == 3
