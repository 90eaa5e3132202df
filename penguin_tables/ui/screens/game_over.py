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
from penguin_tables.session.saves import Seat

#: The dialog's buttons and the key each names (the bindings below).
BUTTONS = (
    ("Board (Enter)", "board"),
    ("Replay (p)", "replay"),
    ("Rematch (m)", "rematch"),
    ("Lobby (l)", "lobby"),
)


class GameOverScreen(ModalScreen[str]):
    """Dismisses with "rematch", "replay", "board" (look at the final table) or "lobby".

    Players press Enter to put a dialog away, so Enter only closes this one (back to the final
    table); a rematch starts a new game with the seats rotated and takes its own key, `m`. The
    buttons take no focus, so no Tab can put Enter on Rematch either.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,b", "choose('board')", "Look at the board"),
        Binding("m", "choose('rematch')", "Rematch"),
        Binding("p", "choose('replay')", "Replay"),
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
                for label, choice in BUTTONS:
                    button = Button(label, id=choice)
                    if choice == "board":
                        button.variant = "primary"
                    button.can_focus = False
                    yield button

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(str(event.button.id))

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
