"""How a Penguin Party card looks: its colour always comes with its letter (colour-blind safe)."""

from __future__ import annotations

from rich.text import Text

CARD_STYLES: dict[str, tuple[str, str]] = {
    "green": ("G", "bold white on dark_green"),
    "red": ("R", "bold white on red3"),
    "blue": ("B", "bold white on blue3"),
    "yellow": ("Y", "bold black on gold1"),
    "purple": ("P", "bold white on purple4"),
}


def card_chip(colour: str, marker: str = " ") -> Text:
    """A three-column chip like ` R `; `marker` replaces the spaces (e.g. `[R]` for the cursor)."""
    letter, style = CARD_STYLES[colour]
    left, right = ("[", "]") if marker == "[" else (" ", " ")
    return Text(f"{left}{letter}{right}", style=style)


def colour_name(colour: str) -> Text:
    letter, style = CARD_STYLES[colour]
    return Text(f"{colour} ({letter})", style=style)
