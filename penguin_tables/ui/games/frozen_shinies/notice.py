"""A private notice for the thief: which card a steal brought, shown before the keyboard moves on.

A steal can end the turn at once (an odd card for an 8, the two cards of a 12), and the curtain then
falls before the hand is drawn again; this notice, shown over the curtain or the table while the
thief still holds the keyboard, is the one place the thief learns the card.
"""

from __future__ import annotations

from collections import Counter
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from penguin_tables.games.frozen_shinies import FrozenView, values


def stolen_message(old: FrozenView, new: FrozenView, thief: int) -> Text | None:
    """What the thief's steal brought, told from its own views before and after (None: nothing
    came to the hand, e.g. a 7's card, which is in play and named in the prompt)."""
    had = Counter(zip(old.players[thief].hand, old.players[thief].stolen_from, strict=True))
    now = Counter(zip(new.players[thief].hand, new.players[thief].stolen_from, strict=True))
    gained = [(c, s) for c, s in (now - had).elements() if c is not None and s is not None]
    if not gained:
        return None
    cards = " and ".join(str(values()[card]) for card, _ in gained)
    return Text.assemble(
        (new.players[thief].name, "bold"),
        ", you stole ",
        (cards, "bold reverse"),
        " from ",
        (new.players[gained[0][1]].name, "bold"),
        ".",
    )


class StolenNotice(ModalScreen[None]):
    """Says what was stolen; Enter or Escape closes it."""

    DEFAULT_CSS = """
    StolenNotice { align: center middle; }
    StolenNotice #stolen-box {
        width: 50; height: auto; padding: 1 2; border: thick $warning; background: $surface;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,escape", "close", "OK")]

    def __init__(self, message: Text) -> None:
        super().__init__()
        self.message = message

    def compose(self) -> ComposeResult:
        with Vertical(id="stolen-box"):
            yield Static(self.message)
            yield Static(Text("\nOnly you see this. Press Enter.", style="dim"))

    def action_close(self) -> None:
        self.dismiss(None)
