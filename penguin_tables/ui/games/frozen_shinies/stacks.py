"""The stacks of Frozen Shinies side by side, fronts on the bottom line, nearest the player.

Every card of every stack is face up, so each column shows them all, back at the top and front at
the bottom (where cards are played and taken). The highlighted choice is drawn on top: the cards
it would take (`»`), where the card would go (`+`), a stack it would turn (`⇅`). The card played
this turn is locked (`*`). Colour only repeats what these glyphs say.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.text import Text
from textual.events import Click
from textual.message import Message
from textual.widget import Widget

from penguin_tables.games.frozen_shinies import FISH, Touch, card_face, letter

GUTTER = 6  # the left column saying which end is the back and which the front
SMALL, BIG = 6, 9  # columns per stack
LEGEND = Text.assemble(
    (f"{FISH}", "cyan"),
    " fish  ",
    ("*", "bold magenta"),
    " played now  ",
    ("»", "bold black on yellow"),
    " taken  ",
    ("+", "bold black on green"),
    " goes here",
)


@dataclass
class StacksPicture:
    """What to draw: the stacks (card ids, front first), the locked cards and the marks."""

    stacks: list[list[int]] = field(default_factory=list)
    played: set[int] = field(default_factory=set)
    marks: Touch = field(default_factory=Touch)
    big: bool = False
    legend: bool = True


class Stacks(Widget):
    """Draws a `StacksPicture`; a click on a card or a stack posts `Stacks.Clicked`."""

    DEFAULT_CSS = """
    Stacks { height: auto; width: 100%; padding: 0 1; }
    """

    class Clicked(Message):
        """A stack (and the card in it, 0 = front; None below the cards) was clicked."""

        def __init__(self, stack: int, index: int | None) -> None:
            super().__init__()
            self.stack = stack
            self.index = index

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.picture = StacksPicture()

    def show(self, picture: StacksPicture) -> None:
        """Redraw; ask for a new layout only when the height changes (layouts are costly)."""
        before = self.get_content_height(None, None, 0)
        self.picture = picture
        self.refresh(layout=self.get_content_height(None, None, 0) != before)

    @property
    def cell(self) -> int:
        return BIG if self.picture.big else SMALL

    def columns(self) -> list[list[tuple[int, str]]]:
        """Each stack front first as (card, mark), with the flip and the ghost card applied."""
        marks = self.picture.marks
        out: list[list[tuple[int, str]]] = []
        for s, stack in enumerate(self.picture.stacks):
            column = [(card, self._mark(s, i, card)) for i, card in enumerate(stack)]
            if marks.flip == s:
                column = [(card, "⇅") for card, _ in reversed(column)]
            if marks.ghost is not None and marks.ghost[0] == s:
                column.insert(0, (marks.ghost[1], "+"))
            out.append(column)
        return out

    def _mark(self, stack: int, index: int, card: int) -> str:
        if (stack, index) in self.picture.marks.taken:
            return "»"
        return "*" if card in self.picture.played else " "

    def _height(self) -> int:
        return max([len(c) for c in self.columns()] + [1])

    def _lines_per_card(self) -> int:
        return 2 if self.picture.big else 1

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        cards = self._height() * self._lines_per_card() + (1 if self.picture.big else 0)
        return cards + 1 + (1 if self.picture.legend else 0)

    def render(self) -> Text:
        columns = self.columns()
        height = self._height()
        per = self._lines_per_card()
        lines: list[Text] = []
        for row in range(height * per + (1 if self.picture.big else 0)):
            depth = height - 1 - row // per  # 0 is the front card, at the bottom
            part = row % per if depth >= 0 else -1  # -1: the closing line under the fronts
            front_line = depth == 0 and part == per - 1
            gutter = "front" if front_line else "back" if row == 0 else ""
            line = Text(f"{gutter:<{GUTTER}}", style="dim")
            for column in columns:
                line.append_text(self._cell(column, depth, part))
            lines.append(line)
        letters = Text(" " * GUTTER)
        for s, column in enumerate(columns):
            flip = "⇅" if self.picture.marks.flip == s else ""
            lead = "  " if self.picture.big else " "  # the letter under the value's last digit
            name = f"{lead}{letter(s):>2}{flip}" if column else f"{lead}{letter(s):>2} ·"
            letters.append(f"{name:<{self.cell}}", style="bold")
        lines.append(letters)
        if self.picture.legend:
            lines.append(LEGEND)
        return Text("\n").join(lines)

    def _cell(self, column: list[tuple[int, str]], depth: int, part: int) -> Text:
        """One line of one column: a card's face, or in the big drawing its frame."""
        width = self.cell - 1
        if part == -1:
            return Text(("╰" + "─" * (width - 2) + "╯ ") if column else " " * self.cell)
        if depth >= len(column):
            return Text(" " * self.cell)
        card, mark = column[depth]
        if self.picture.big and part == 0:
            edge = "╭╮" if depth == len(column) - 1 else "├┤"
            return Text(edge[0] + "─" * (width - 2) + edge[1] + " ")
        face = card_face(card)
        fish = len(face) - len(face.rstrip(FISH))
        body = Text(mark)
        body.append(f"{face.rstrip(FISH):>2}")
        body.append(FISH * fish, style="cyan")
        style = {
            "»": "bold black on yellow",
            "+": "bold black on green",
            "*": "bold magenta",
            "⇅": "italic",
        }.get(mark, "")
        body.stylize(style)
        if self.picture.big:
            body.pad_right(width - 2 - len(body))
            return Text("│") + body + Text("│ ")
        body.pad_right(width - len(body))
        return body.append(" ")

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or offset.x < GUTTER:
            return
        stack = (offset.x - GUTTER) // self.cell
        if stack >= len(self.picture.stacks):
            return
        depth = self._height() - 1 - offset.y // self._lines_per_card()
        real = len(self.picture.stacks[stack])
        ghost = self.picture.marks.ghost
        if ghost is not None and ghost[0] == stack:
            depth -= 1
        self.post_message(self.Clicked(stack, depth if 0 <= depth < real else None))
