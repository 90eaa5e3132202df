"""A saved game watched step by step: the replay bar moves along the session's scenes of it.

The screen holds a `Replay` (the session's scenes of the recorded game) and the step and seat on
view; it never holds a state. An unfinished game shows only what everyone at the table saw; a
finished one opens every hand, the seat to move first, and Tab shows another.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static

from penguin_tables.session.replay import Replay
from penguin_tables.session.scene import Scene
from penguin_tables.ui.screens.table_frame import TableFrame
from penguin_tables.ui.widgets.board import Board
from penguin_tables.ui.widgets.footer import KeysFooter
from penguin_tables.ui.widgets.replay_bar import ReplayBar


class ReplayScreen(TableFrame):
    """The recorded game at one step, from one seat (or from nobody's, hands hidden)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark,f1", "rules", "Rules"),
        Binding("q", "lobby", "Lobby"),
    ]

    def __init__(self, replay: Replay, board: Board) -> None:
        super().__init__(board, replay.game.id)
        self.replay = replay
        #: The step on view (0: the deal) and the seat whose hand is open (None: nobody's).
        self.index = 0
        self.viewer: int | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="game-title")
        yield ReplayBar(self.replay.last, seats=self.replay.mode == "open", id="replay-bar")
        yield from self.body()
        yield KeysFooter()

    def on_mount(self) -> None:
        self.query_one(ReplayBar).focus()
        self.show_step(0)

    def show_step(self, index: int) -> None:
        """Show step `index`, from the seat that moves there when every hand is open."""
        self.index = index
        if self.replay.mode == "open":
            self.viewer = self.replay.mover(index)
        self.show_log(self.replay.log(index))
        self.redraw()

    def redraw(self) -> None:
        scene = self.replay.scene(self.index, self.viewer)
        self.draw(scene, self.title_line(scene))

    def title_line(self, scene: Scene[Any]) -> Text:
        # A replay's own words are long: the short title (as in the lobby) keeps it on one line.
        title = Text(f"{scene.title.split(':')[0]}  ", style="bold")
        title.append("Replay", style="bold reverse")
        if scene.mode == "open":
            title.append("  every hand open; showing ")
            title.append(scene.name(scene.viewer or 0), style="bold")
            title.append("  (Tab: another player)")
        else:
            title.append("  game in progress: only what everyone at the table saw")
        return title

    def on_replay_bar_moved(self, message: ReplayBar.Moved) -> None:
        self.show_step(message.index)

    def on_replay_bar_seat_switched(self) -> None:
        if self.replay.mode == "open":
            self.viewer = ((self.viewer or 0) + 1) % self.replay.seats
            self.redraw()

    def on_board_picked(self, message: Board.Picked) -> None:
        message.stop()  # a replay is watched: the board's keys change nothing

    def on_board_picked_many(self, message: Board.PickedMany) -> None:
        message.stop()

    def on_board_back(self, message: Board.Back) -> None:
        message.stop()

    def action_lobby(self) -> None:
        self.app.pop_screen()
