"""How Yura Yura Penguin's cards look: a colour letter and a symbol glyph on the colour.

Colour never speaks alone (W white, L light blue, D deep blue, A aurora), and the symbol has a glyph
(▲ iceberg, P penguin, ◆ / ◆◆ ice, +2 draw 2, ⇄ reverse, ⊘ skip), so `[W▲]` reads in any terminal.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from penguin_tables.games.yura_yura import COLOUR_WORDS, START, card, card_name

COLOUR_CHIPS: dict[str | None, tuple[str, str]] = {
    "white": ("W", "bold black on white"),
    "light": ("L", "bold black on bright_cyan"),
    "deep": ("D", "bold white on blue"),
    None: ("A", "bold black on magenta"),
}
SYMBOL_GLYPHS: dict[str, str] = {
    "iceberg": "▲",
    "penguin": "P",
    "ice1": "◆",
    "ice2": "◆◆",
    "draw2": "+2",
    "reverse": "⇄",
    "skip": "⊘",
}
COLOURS: tuple[str, ...] = ("white", "light", "deep")


def card_face(card_id: int) -> str:
    """The letters of a card without styling, e.g. `W▲` or `A+2` (`★` for the starting card)."""
    if card_id == START:
        return "★"
    c = card(card_id)
    return COLOUR_CHIPS[c.colour][0] + SYMBOL_GLYPHS[c.symbol]


def card_chip(card_id: int, cursor: bool = False, dim: bool = False) -> Text:
    """`[W▲]` on its colour; the cursor shows as `▸W▲◂`, an unplayable card dimmed."""
    colour = None if card_id == START else card(card_id).colour
    style = "bold black on yellow" if card_id == START else COLOUR_CHIPS[colour][1]
    left, right = ("▸", "◂") if cursor else ("[", "]")
    chip = Text(left, style="bold reverse" if cursor else "")
    chip.append(card_face(card_id), style=style + (" dim" if dim and not cursor else ""))
    chip.append(right, style="bold reverse" if cursor else "")
    return chip


def colour_chip(colour: str, cursor: bool = False) -> Text:
    """A colour to name for an aurora card: `[W] white`."""
    letter, style = COLOUR_CHIPS[colour]
    left, right = ("▸", "◂") if cursor else (" ", " ")
    chip = Text(left, style="bold reverse" if cursor else "")
    chip.append(f" {letter} ", style=style)
    chip.append(right, style="bold reverse" if cursor else "")
    chip.append(f" {COLOUR_WORDS[colour]}")
    return chip


def top_card_line(top: int, named: str | None) -> Text:
    """`Top: [D◆] deep-blue ice 1`, with the colour an aurora card named."""
    line = Text("Top ", style="bold")
    line.append_text(card_chip(top))
    line.append(f" {card_name(top)}")
    if named is not None:
        line.append(" → ")
        letter, style = COLOUR_CHIPS[named]
        line.append(f" {letter} ", style=style)
        line.append(f" {COLOUR_WORDS[named]}")
    return line


def hand_line(
    hand: Sequence[int], cursor: int | None, playable: set[int], named: bool = False
) -> Text:
    """The hand as chips; with a cursor (a choice to make) unplayable cards are dimmed. `named`
    (a wide board) writes each card's name beside its chip."""
    line = Text("Hand ", style="bold")
    if not hand:
        line.append("(empty)", style="italic dim")
    for index, card_id in enumerate(hand):
        dim = cursor is not None and card_id not in playable
        line.append_text(card_chip(card_id, cursor=index == cursor, dim=dim))
        if named:
            line.append(f" {card_name(card_id)}", style="dim" if dim else "")
        line.append("   " if named else " ")
    return line
