"""Setting up a new game: how many players, their names, human or computer, seed and options."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from penguin_tables.engine.errors import BadOptions
from penguin_tables.engine.game import MAX_NAME_LENGTH
from penguin_tables.engine.options import GameOption
from penguin_tables.engine.search import levels
from penguin_tables.store.envelope import Seat
from penguin_tables.store.table import Table
from penguin_tables.ui.screens.game_screen import OpenTable

HUMAN = "human"


class SetupScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start game"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(self, game: Any) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        game = self.game
        yield Static(Text(f"New game of {game.title}", style="bold"), id="setup-title")
        with VerticalScroll(id="setup-form"):
            counts = range(game.min_players, game.max_players + 1)
            with Horizontal(classes="setup-row"):
                yield Label("Players", classes="setup-label")
                yield Select(
                    [(str(n), n) for n in counts],
                    value=max(game.min_players, min(2, game.max_players)),
                    allow_blank=False,
                    id="count",
                )
            kinds = [("Human", HUMAN)] + [(f"Computer ({level})", level) for level in levels(game)]
            for seat in range(game.max_players):
                with Horizontal(classes="setup-row seat-row", id=f"seat-{seat}"):
                    yield Label(f"Seat {seat + 1}", classes="setup-label")
                    yield Input(
                        value=f"Player {seat + 1}",
                        max_length=MAX_NAME_LENGTH,
                        id=f"name-{seat}",
                        classes="name",
                    )
                    yield Select(kinds, value=HUMAN, allow_blank=False, id=f"kind-{seat}")
            for option in game.options:
                yield from self.option_rows(option)
            with Horizontal(classes="setup-row"):
                yield Label("Seed", classes="setup-label")
                yield Input(placeholder="random", type="integer", id="seed")
            with Horizontal(classes="setup-row"):
                yield Button("Start game (Ctrl+S)", id="start", variant="primary")
                yield Button("Back (Esc)", id="back")
        yield Static(id="setup-status")
        yield Footer()

    def option_rows(self, option: GameOption) -> ComposeResult:
        """An option's label on a line of its own (labels are long), then its values and help."""
        yield Label(option.label, classes="option-label")
        with Horizontal(classes="setup-row option-row"):
            yield Label("", classes="setup-label")
            yield Select(
                [(option.word(c).capitalize(), c) for c in option.choices],
                value=option.default,
                allow_blank=False,
                id=f"opt-{option.name}",
            )
            yield Static(option.help, classes="option-help")

    def say(self, words: str) -> None:
        """The status line above the keys: why Start did nothing."""
        self.query_one("#setup-status", Static).update(Text(words, style="italic"))

    def on_mount(self) -> None:
        self._show_seats()
        self.query_one("#count", Select).focus()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "count":
            self._show_seats()

    def _count(self) -> int:
        return int(self.query_one("#count", Select).value)  # type: ignore[arg-type]

    def _show_seats(self) -> None:
        for seat in range(self.game.max_players):
            self.query_one(f"#seat-{seat}").display = seat < self._count()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_back()

    def seats(self) -> list[Seat]:
        seats = []
        for seat in range(self._count()):
            name = self.query_one(f"#name-{seat}", Input).value.strip() or f"Player {seat + 1}"
            kind = self.query_one(f"#kind-{seat}", Select).value
            if kind == HUMAN:
                seats.append(Seat(name=name))
            else:
                seats.append(Seat(name=name, kind="computer", level=str(kind)))
        return seats

    def action_start(self) -> None:
        seats = self.seats()
        names = [seat.name for seat in seats]
        if len(set(names)) != len(names):
            self.say("Two players have the same name: change one, then start (Ctrl+S).")
            self.notify("Two players have the same name.", severity="error")
            return
        seed_text = self.query_one("#seed", Input).value.strip()
        options = {
            opt.name: self.query_one(f"#opt-{opt.name}", Select).value for opt in self.game.options
        }
        try:
            table = Table.start(
                self.game.id, seats, seed=int(seed_text) if seed_text else None, options=options
            )
        except (BadOptions, ValueError) as exc:
            self.say(f"Cannot start: {exc}")
            self.notify(str(exc), severity="error")
            return
        self.app.pop_screen()
        self.app.post_message(OpenTable(table))

    def action_back(self) -> None:
        self.app.pop_screen()
