"""The end of a game: scores, winners, and what to do next."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.table import Table as RichTable
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from penguin_tables.engine.outcome import Outcome
from penguin_tables.store.envelope import Seat


class GameOverScreen(ModalScreen[str]):
    """Dismisses with "rematch", "replay", "board" (look at the final table) or "lobby"."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "choose('rematch')", "Rematch"),
        Binding("p", "choose('replay')", "Replay"),
        Binding("b", "choose('board')", "Look at the board"),
        Binding("escape,l", "choose('lobby')", "Lobby"),
    ]

    def __init__(
        self, outcome: Outcome, seats: Sequence[Seat], hints: dict[int, int] | None = None
    ) -> None:
        super().__init__()
        self.outcome = outcome
        self.seats = list(seats)
        #: Hints each seat asked for during the game (shown beside the scores).
        self.hints = hints or {}

    def compose(self) -> ComposeResult:
        outcome = self.outcome
        scores = RichTable(title="Final scores", expand=True)
        scores.add_column("Player")
        scores.add_column("Score", justify="right")
        scores.add_column("")
        for seat, (who, score) in enumerate(zip(self.seats, outcome.scores, strict=True)):
            mark = "★ winner" if seat in outcome.winners else ""
            if self.hints.get(seat):
                used = self.hints[seat]
                mark += f"  ({used} hint{'s' if used != 1 else ''})"
            scores.add_row(Text(who.name), f"{score:g}", mark.strip())
        with Vertical(id="dialog"):
            yield Static(Text(outcome.summary, style="bold"), id="summary")
            yield Static(scores)
            with Horizontal(id="dialog-buttons"):
                yield Button("Rematch (r)", id="rematch", variant="primary")
                yield Button("Replay (p)", id="replay")
                yield Button("Board (b)", id="board")
                yield Button("Lobby (l)", id="lobby")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(str(event.button.id))

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
