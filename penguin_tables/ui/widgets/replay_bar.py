"""The replay controls: a focusable bar that steps through a recorded game like a slider."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.events import Click
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

STEP = Binding.Group("Step", compact=True)
JUMP = Binding.Group("First/last")


class ReplayBar(Widget, can_focus=True):
    """Shows step `index` of `last`; arrows, Home/End, PageUp/PageDown and clicks move it."""

    DEFAULT_CSS = """
    ReplayBar { height: 1; padding: 0 1; background: $boost; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        # Grouped so the footer fits 80 columns: "←→ Step  home end First/last  tab Other hand".
        Binding("left", "step(-1)", "Back", group=STEP),
        Binding("right", "step(1)", "Forward", group=STEP),
        Binding("pageup", "step(-10)", "-10", show=False),
        Binding("pagedown", "step(10)", "+10", show=False),
        Binding("home", "jump(0)", "Start", group=JUMP),
        Binding("end", "jump(-1)", "End", group=JUMP),
        Binding("tab", "next_seat", "Other hand"),
    ]

    index: reactive[int] = reactive(0)

    class Moved(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    class SeatSwitched(Message):
        pass

    def __init__(self, last: int, *, seats: bool = True, id: str | None = None) -> None:
        super().__init__(id=id)
        self.last = last
        #: Whether Tab may switch between the players' hands (only when every hand is open).
        self.seats = seats

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.seats if action == "next_seat" else True

    def render(self) -> Text:
        width = max(10, self.size.width - 34)
        filled = round(width * self.index / self.last) if self.last else width
        text = Text(f"Replay  step {self.index:>3} of {self.last:<3} ", style="bold")
        text.append("█" * filled, style="green")
        text.append("░" * (width - filled), style="dim")
        text.append("  ←/→ Home/End")
        return text

    def watch_index(self, index: int) -> None:
        self.post_message(self.Moved(index))

    def action_step(self, delta: int) -> None:
        self.index = max(0, min(self.last, self.index + delta))

    def action_jump(self, where: int) -> None:
        self.index = self.last if where < 0 else where

    def action_next_seat(self) -> None:
        self.post_message(self.SeatSwitched())

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        width = max(10, self.size.width - 34)
        if offset is not None and 22 <= offset.x < 22 + width and self.last:
            self.index = round((offset.x - 22) / width * self.last)
