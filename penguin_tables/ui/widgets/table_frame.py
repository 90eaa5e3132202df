"""What a live game and a replay both show: a title line, a strip under it, and the board beside
the scoreboard and the log.

Both screens compose one `TableFrame` around the game's board and hand it a scene (what one seat
may see) and the title they word for it; the scoreboard is drawn from the same scene, by the
board's own rules, and only when what it shows changes. Neither screen holds a state, so the board
cannot show what the seat may not see. The strip is the screen's own widget: the save banner of a
live table, the replay bar of a replay.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Static

from penguin_tables.session.scene import Scene
from penguin_tables.ui.widgets.board import Board
from penguin_tables.ui.widgets.seat_log import SeatLog
from penguin_tables.ui.widgets.steady import update_steady


class TableFrame(Vertical):
    """The title over `strip`, over the board (left) and the scoreboard above the log (right),
    with `aside` between them when there is one."""

    def __init__(self, board: Board, strip: Widget, aside: Widget | None = None) -> None:
        super().__init__()
        self.board = board
        self.strip = strip
        #: A widget between the scoreboard and the log (a lesson's guide), if any.
        self.aside = aside
        #: What the scoreboard shown was drawn from (see `Board.score_source`).
        self._score_source: Hashable = None

    def compose(self) -> ComposeResult:
        yield Static(id="game-title")
        yield self.strip
        with Horizontal(id="game-body"):
            with Vertical(id="board-area"):
                yield self.board
            with Vertical(id="side"):
                yield Static(id="scoreboard")
                if self.aside is not None:
                    yield self.aside
                yield SeatLog(id="log")

    def draw(self, scene: Scene[Any], title: Text) -> None:
        """Give the board `scene`, and draw the title and the scoreboard from it."""
        update_steady(self.query_one("#game-title", Static), title)
        source = self.board.score_source(scene)
        if source != self._score_source:  # a pick within a turn leaves the scores as they were
            self._score_source = source
            update_steady(self.query_one("#scoreboard", Static), self.board.score_table(scene))
        self.board.scene = scene

    def show_log(self, lines: Sequence[str]) -> None:
        self.query_one(SeatLog).show(lines)


def live_title(scene: Scene[Any], window: str) -> Text:
    """A live table's title: the game, who is to move (or that the game is over), and whose
    window this is when it is not the shared keyboard's (`window`, words of the session's)."""
    title = Text(f"{scene.title}  ", style="bold")
    if scene.to_move is None:
        title.append("Game over", style="bold reverse")
    else:
        title.append("To move: ")
        title.append(scene.name(scene.to_move), style="bold reverse")
        if scene.is_computer(scene.to_move):
            title.append(" (computer)")
    if window:  # a window of one seat, or a spectator's, says so (a name is plain text)
        title.append(f"  · {window}", style="italic")
    return title


def replay_title(scene: Scene[Any]) -> Text:
    """A replay's title: the game's short name (a replay's own words are long), and whether
    every hand is open (and whose is shown) or only what everyone at the table saw."""
    title = Text(f"{scene.title.split(':')[0]}  ", style="bold")
    title.append("Replay", style="bold reverse")
    if scene.mode == "open":
        title.append("  every hand open; showing ")
        title.append(scene.name(scene.viewer or 0), style="bold")
        title.append("  (Tab: another player)")
    else:
        title.append("  game in progress: only what everyone at the table saw")
    return title
