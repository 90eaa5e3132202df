"""A saved game watched step by step: the replay bar moves along the session's scenes of it.

The screen holds a `Replay` (the session's scenes of the recorded game) and the step and seat on
view; it never holds a state. An unfinished game shows only what everyone at the table saw; a
finished one opens every hand, the seat to move first, and Tab shows another. It composes the
same `TableFrame` as a live table, with the replay bar under the title.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.events import DescendantFocus
from textual.screen import Screen

from penguin_tables.session.replay import Replay
from penguin_tables.ui.widgets.board import Board
from penguin_tables.ui.widgets.footer import KeysFooter
from penguin_tables.ui.widgets.replay_bar import ReplayBar
from penguin_tables.ui.widgets.table_frame import TableFrame, replay_title


class ReplayScreen(Screen[None]):
    """The recorded game at one step, from one seat (or from nobody's, hands hidden)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark,f1", "rules", "Rules"),
        Binding("q", "lobby", "Lobby"),
    ]

    def __init__(self, replay: Replay, board: Board) -> None:
        super().__init__()
        self.replay = replay
        self.board = board
        bar = ReplayBar(replay.last, seats=replay.mode == "open", id="replay-bar")
        self.frame = TableFrame(board, bar)
        #: The step on view (0: the deal) and the seat whose hand is open (None: nobody's).
        self.index = 0
        self.viewer: int | None = None

    def compose(self) -> ComposeResult:
        yield self.frame
        yield KeysFooter()

    def on_mount(self) -> None:
        self.query_one(ReplayBar).focus()
        self.show_step(0)

    def on_descendant_focus(self, event: DescendantFocus) -> None:
        """The replay bar keeps the focus, so its arrows step whatever was pressed or clicked
        (Tab in an unfinished game's replay, with no other hand to show, moved it to the board,
        whose own arrow keys took them over)."""
        if not isinstance(event.widget, ReplayBar):
            self.query_one(ReplayBar).focus()

    def show_step(self, index: int) -> None:
        """Show step `index`, from the seat that moves there when every hand is open."""
        self.index = index
        if self.replay.mode == "open":
            self.viewer = self.replay.mover(index)
        self.frame.show_log(self.replay.log(index))
        self.redraw()

    def redraw(self) -> None:
        scene = self.replay.scene(self.index, self.viewer)
        self.frame.draw(scene, replay_title(scene))

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

    def action_rules(self) -> None:
        from penguin_tables.ui.screens.help import HelpScreen  # Markdown is slow to import

        self.app.push_screen(HelpScreen(self.replay.game.id))

    def action_lobby(self) -> None:
        self.app.pop_screen()
