"""The stacks of Frozen Shinies side by side, fronts on the bottom line, nearest the player.

Every card of every stack is face up, so each column shows them all, back at the top and front at
the bottom (where cards are played and taken). The highlighted choice is drawn on top: the cards
it would take (`»`), where the card would go (`+`), a stack it would turn (`⇅`). The card played
this turn is locked (`*`). Colour only repeats what these glyphs say.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rich.text import Text
from textual.events import Click
from textual.message import Message
from textual.widget import Widget

from penguin_tables.games.frozen_shinies import FISH, Touch, card_face, letter

GUTTER = 6  # the left column saying which end is the back and which the front
SMALL, BIG, WIDEST = 6, 9, 16  # columns per stack: small drawing, big drawing, big on a wide board
MIN_ROWS = 3  # a tall stack shrunk to fit still shows its back, the gap and its front
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
GAP_LEGEND = Text.assemble(("⋮+n", "dim"), " n cards not drawn")

#: One row of a drawn column: (position in the stack, card, mark), or a count of cards left out.
Row = tuple[int, int, str] | int


@dataclass
class StacksPicture:
    """What to draw: the stacks (card ids, front first), the locked cards and the marks.

    `max_rows` bounds the card rows of the small drawing: a taller stack keeps its back card, the
    cards the highlighted choice touches and as many front cards as fit, with `⋮ n` for the rest.
    `width` is the room the drawing may use (the big drawing widens its cards into it).
    """

    stacks: Sequence[Sequence[int]] = ()
    played: set[int] = field(default_factory=set)
    marks: Touch = field(default_factory=Touch)
    big: bool = False
    legend: bool = True
    max_rows: int | None = None
    width: int = 0


def visible_rows(size: int, kept: set[int], budget: int | None) -> list[int | None]:
    """Which positions of a stack of `size` to draw (front first); None stands for a gap.

    Always the front, the back and `kept`; then front cards one by one while the rows (cards plus
    gaps) stay within `budget`.
    """
    if budget is None or size <= budget:
        return list(range(size))
    shown = {0, size - 1} | {k for k in kept if 0 <= k < size}

    def rows(chosen: set[int]) -> list[int | None]:
        out: list[int | None] = []
        for position in range(size):
            if position in chosen:
                out.append(position)
            elif out and out[-1] is None:
                continue
            else:
                out.append(None)
        return out

    for position in range(size):
        if position in shown:
            continue
        if len(rows(shown | {position})) > max(budget, MIN_ROWS):
            break
        shown.add(position)
    return rows(shown)


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
        if not self.picture.big:
            return SMALL
        room = (self.picture.width - GUTTER) // max(1, len(self.picture.stacks))
        return max(BIG, min(WIDEST, room))

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

    def drawn(self) -> list[list[Row]]:
        """The columns as drawn, front first: the cards shown and, in a shrunk stack, its gaps."""
        out: list[list[Row]] = []
        budget = None if self.picture.big else self.picture.max_rows
        for column in self.columns():
            kept = {i for i, (_, mark) in enumerate(column) if mark in "»+"}
            rows: list[Row] = []
            positions = visible_rows(len(column), kept, budget)
            for n, position in enumerate(positions):
                if position is None:  # a gap lies between two cards drawn
                    before, after = positions[n - 1], positions[n + 1]
                    assert before is not None and after is not None
                    rows.append(after - before - 1)
                else:
                    rows.append((position, *column[position]))
            out.append(rows)
        return out

    def shrunk(self) -> bool:
        """Whether some stack is drawn with cards left out."""
        return any(isinstance(row, int) for rows in self.drawn() for row in rows)

    def _mark(self, stack: int, index: int, card: int) -> str:
        if (stack, index) in self.picture.marks.taken:
            return "»"
        return "*" if card in self.picture.played else " "

    def _height(self) -> int:
        return max([len(c) for c in self.drawn()] + [1])

    def _lines_per_card(self) -> int:
        return 2 if self.picture.big else 1

    def _indent(self) -> int:
        """Big cards on a wide board are centred; the small drawing keeps to the left."""
        if not self.picture.big:
            return 0
        return max(
            0, (self.content_size.width - GUTTER - self.cell * len(self.picture.stacks)) // 2
        )

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        cards = self._height() * self._lines_per_card() + (1 if self.picture.big else 0)
        return cards + 1 + (1 if self.picture.legend else 0)

    def render(self) -> Text:
        columns = self.drawn()
        height = self._height()
        per = self._lines_per_card()
        lines: list[Text] = []
        for row in range(height * per + (1 if self.picture.big else 0)):
            depth = height - 1 - row // per  # 0 is the front card, at the bottom
            part = row % per if depth >= 0 else -1  # -1: the closing line under the fronts
            front_line = depth == 0 and part == per - 1
            gutter = "front" if front_line else "back" if row == 0 else ""
            line = Text(f"{'':<{self._indent()}}{gutter:<{GUTTER}}", style="dim")
            for column in columns:
                line.append_text(self._cell(column, depth, part))
            lines.append(line)
        letters = Text(" " * (self._indent() + GUTTER))
        for s, column in enumerate(columns):
            flip = "⇅" if self.picture.marks.flip == s else ""
            lead = (
                " " * (2 + (self.cell - BIG) // 2) if self.picture.big else " "
            )  # under the value
            name = f"{lead}{letter(s):>2}{flip}" if column else f"{lead}{letter(s):>2} ·"
            letters.append(f"{name:<{self.cell}}", style="bold")
        lines.append(letters)
        if self.picture.legend:
            legend = Text(" " * self._indent()) + LEGEND
            room = self.content_size.width - len(legend) - 2  # the gap's note, if it fits
            if self.shrunk() and len(GAP_LEGEND) <= room:
                legend.append("  ").append_text(GAP_LEGEND)
            lines.append(legend)
        return Text("\n").join(lines)

    def _cell(self, column: list[Row], depth: int, part: int) -> Text:
        """One line of one column: a card's face, or in the big drawing its frame."""
        width = self.cell - 1
        if part == -1:
            return Text(("╰" + "─" * (width - 2) + "╯ ") if column else " " * self.cell)
        if depth >= len(column):
            return Text(" " * self.cell)
        row = column[depth]
        if isinstance(row, int):  # cards left out of a shrunk stack
            return Text(f"{'⋮+' + str(row):>{width - 1}}  "[: self.cell], style="dim")
        _, card, mark = row
        if self.picture.big and part == 0:
            edge = "╭╮" if depth == len(column) - 1 else "├┤"
            return Text(edge[0] + "─" * (width - 2) + edge[1] + " ")
        face = card_face(card)
        fish = len(face) - len(face.rstrip(FISH))
        body = Text(mark)
        if self.picture.big:
            body.append(" " * ((width - 8) // 2))  # a wide card keeps its value near the middle
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
        if offset is None or offset.x < self._indent() + GUTTER:
            return
        stack = (offset.x - self._indent() - GUTTER) // self.cell
        if stack >= len(self.picture.stacks):
            return
        depth = self._height() - 1 - offset.y // self._lines_per_card()
        rows = self.drawn()[stack]
        row = rows[depth] if 0 <= depth < len(rows) else None
        if not isinstance(row, tuple):  # below the cards, or a gap
            self.post_message(self.Clicked(stack, None))
            return
        position = row[0]
        ghost = self.picture.marks.ghost
        if ghost is not None and ghost[0] == stack:
            position -= 1
        real = len(self.picture.stacks[stack])
        self.post_message(self.Clicked(stack, position if 0 <= position < real else None))
