"""The end of a game: scores, each explained as its parts, why the winner won, what to do next."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.table import Table as RichTable
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.scalar import Scalar
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

WINNER = "★"


class GameOverScreen(ModalScreen[str]):
    """Dismisses with "rematch", "replay", "board" (look at the final table) or "lobby".

    Players press Enter to put a dialog away, so Enter only closes this one (back to the final
    table); a rematch starts a new game with the seats rotated and takes its own key, `m`. The
    buttons take no focus, so no Tab can put Enter on Rematch either. The scores table scrolls
    (arrow keys, page keys, the wheel) when its parts do not fit; the buttons stay in sight.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,b", "choose('board')", "Look at the board"),
        Binding("m", "choose('rematch')", "Rematch"),
        Binding("p", "choose('replay')", "Replay"),
        Binding("escape,l", "choose('lobby')", "Lobby"),
        Binding("up", "scroll(-1)", "Scroll", show=False),
        Binding("down", "scroll(1)", "Scroll", show=False),
        Binding("pageup", "scroll(-8)", "Scroll", show=False),
        Binding("pagedown", "scroll(8)", "Scroll", show=False),
    ]

    def __init__(
        self,
        outcome: Outcome,
        seats: Sequence[Seat],
        hints: dict[int, int] | None = None,
        note: str = "",
    ) -> None:
        super().__init__()
        #: A line under the scores (a lesson's offer of a real game); none in a real game.
        self.note = note
        self.outcome = outcome
        self.seats = list(seats)
        #: Hints each seat asked for during the game (shown beside the scores).
        self.hints = hints or {}

    def compose(self) -> ComposeResult:
        outcome = self.outcome
        with Vertical(id="game-over"):
            yield Static(Text(outcome.summary, style="bold"), id="summary")
            if outcome.why:
                yield Static(Text(outcome.why), id="why")
            with VerticalScroll(id="breakdown"):
                yield Static(self._breakdown() if outcome.parts else self._scores())
            if self.note:
                yield Static(Text(self.note, style="italic"), id="outcome-note")
            with Horizontal(id="dialog-buttons"):
                for label, choice in BUTTONS:
                    button = Button(label, id=choice)
                    if choice == "board":
                        button.variant = "primary"
                    button.can_focus = False
                    yield button

    def _hints_taken(self, seat: int) -> str:
        used = self.hints.get(seat, 0)
        return f"{used} hint{'s' if used != 1 else ''}" if used else ""

    def _scores(self) -> RichTable:
        """One row per player: the score and the winner's star (a game that gives no parts)."""
        scores = RichTable(title="Final scores", expand=True)
        scores.add_column("Player")
        scores.add_column("Score", justify="right")
        scores.add_column("")
        for seat, (who, score) in enumerate(zip(self.seats, self.outcome.scores, strict=True)):
            mark = f"{WINNER} winner" if seat in self.outcome.winners else ""
            if hinted := self._hints_taken(seat):
                mark += f"  ({hinted})"
            scores.add_row(Text(who.name), f"{score:g}", mark.strip())
        return scores

    def _breakdown(self) -> RichTable:
        """A column per player and a row per part of the score (the parts a game names, in the
        order it names them), then the score itself; a winner's name and score carry the star."""
        outcome = self.outcome
        winners = outcome.winners if len(self.seats) > 1 else []  # alone, nobody is beaten
        table = RichTable(title="Final scores, explained", expand=True, show_edge=False)
        table.add_column("")
        for seat, who in enumerate(self.seats):
            star = f"{WINNER} " if seat in winners else ""
            table.add_column(Text(star + who.name), justify="right", ratio=1)
        labels = list(dict.fromkeys(part.label for parts in outcome.parts for part in parts))
        cells = [{part.label: part.text for part in parts} for parts in outcome.parts]
        for label in labels:
            table.add_row(Text(label), *(Text(row.get(label, "")) for row in cells))
        table.add_section()
        table.add_row(
            Text("Score", style="bold"),
            *(
                Text(f"{WINNER} {score:g}" if seat in winners else f"{score:g}", "bold")
                for seat, score in enumerate(outcome.scores)
            ),
        )
        if self.hints:
            table.add_row(
                Text("Hints taken"), *map(Text, map(self._hints_taken, range(len(cells))))
            )
        return table

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_breakdown)

    def fit_breakdown(self) -> None:
        """Give the scores' table the rows the summary, the why-line and the buttons leave it
        (measured as laid out: their text wraps by the width), so it scrolls rather than push
        the buttons off the screen."""
        dialog = self.query_one("#game-over", Vertical)
        breakdown = self.query_one("#breakdown", VerticalScroll)
        others = sum(
            child.outer_size.height + child.styles.margin.height
            for child in dialog.children
            if child is not breakdown
        )
        frame = dialog.styles.gutter.height + breakdown.styles.margin.height
        room = max(3, self.size.height - others - frame)
        if breakdown.styles.max_height != Scalar.from_number(room):
            breakdown.styles.max_height = room

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(str(event.button.id))

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)

    def action_scroll(self, lines: int) -> None:
        self.query_one("#breakdown", VerticalScroll).scroll_relative(y=lines, animate=False)
