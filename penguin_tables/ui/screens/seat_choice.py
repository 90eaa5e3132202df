""" "Play here as …": who plays in this window, asked when a saved table is resumed.

Friends may each open the same table in their own terminal or browser tab: each picks their own
seat, and the window then shows that seat alone. The list offers the shared keyboard (hot-seat, as
always), each person's seat, and watching. A seat open in another window is listed as such and
cannot be taken; while one is, the shared keyboard (which plays every seat) cannot be either.
Computer seats are not offered: the computer plays them in every window.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from penguin_tables.session.saves import Seat
from penguin_tables.session.seat_window import SHARED_KEYBOARD, WATCHING, SeatWindow

OPEN_ELSEWHERE = "open in another window"


def seat_options(seats: Sequence[Seat], elsewhere: frozenset[int]) -> list[Option]:
    """The choices, in the list's order: shared keyboard, each person's seat, watching."""
    shared = Text("Everyone here: one shared keyboard (a curtain between turns)")
    if elsewhere:
        shared.append(" - not while a seat is open elsewhere", style="italic")
    options = [Option(shared, id="shared", disabled=bool(elsewhere))]
    for index, seat in enumerate(seats):
        if seat.kind == "computer":
            continue
        prompt = Text.assemble(f"{index + 1}. ", (seat.name, "bold"))  # a name is plain text
        if index in elsewhere:
            prompt.append(f"  ({OPEN_ELSEWHERE})", style="italic")
        options.append(Option(prompt, id=f"seat-{index}", disabled=index in elsewhere))
    options.append(Option(Text("Watch: only what everyone at the table sees"), id="watch"))
    return options


def window_of(option_id: str) -> SeatWindow:
    if option_id == "watch":
        return WATCHING
    if option_id == "shared":
        return SHARED_KEYBOARD
    return SeatWindow(viewer=int(option_id.removeprefix("seat-")))


class SeatChoiceScreen(ModalScreen[SeatWindow | None]):
    """Dismisses with the window chosen (Enter), or None (Escape: nothing is opened)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Back")]

    def __init__(self, label: str, seats: Sequence[Seat], elsewhere: frozenset[int]) -> None:
        super().__init__()
        self.label = label
        self.seats = list(seats)
        self.elsewhere = elsewhere

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(Text.assemble("Play here as … ", (self.label, "bold")), id="question")
            yield OptionList(*seat_options(self.seats, self.elsewhere), id="seat-choice")
            yield Static(Text("Enter: play here · Esc: back", style="italic"))

    def on_mount(self) -> None:
        choices = self.query_one(OptionList)
        choices.focus()
        first = next(i for i, o in enumerate(choices.options) if not o.disabled)
        choices.highlighted = first

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.dismiss(window_of(event.option.id))

    def action_cancel(self) -> None:
        self.dismiss(None)
