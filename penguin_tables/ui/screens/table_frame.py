"""What a live game and a replay share: the title line, the game's board, the scoreboard and log.

The frame hands the board a scene (what one seat may see) and draws the title and scoreboard from
the same scene. Neither screen holds a state, so a board cannot show what the seat may not see.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.reactive import var
from textual.screen import Screen
from textual.widgets import Static

from penguin_tables.session.scene import Scene
from penguin_tables.ui.widgets.board import Board
from penguin_tables.ui.widgets.seat_log import SeatLog
from penguin_tables.ui.widgets.steady import update_steady


class TableFrame(Screen[None]):
    """The shared parts of a game's screen: subclasses compose `body` and call `draw`."""

    #: The seat whose eyes the screen shows (None: nobody's, as a spectator or behind the curtain).
    viewer: var[int | None] = var(None, init=False)

    def __init__(self, board: Board, game_id: str) -> None:
        super().__init__()
        self.board = board
        self.game_id = game_id
        #: What the scoreboard shown was drawn from (see `Board.score_source`).
        self._score_source: Hashable = None

    def body(self) -> ComposeResult:
        """The board beside the scoreboard and the log."""
        with Horizontal(id="game-body"):
            with Vertical(id="board-area"):
                yield self.board
            with Vertical(id="side"):
                yield Static(id="scoreboard")
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

    def action_rules(self) -> None:
        from penguin_tables.ui.screens.help import HelpScreen  # Markdown is slow to import

        self.app.push_screen(HelpScreen(self.game_id))
