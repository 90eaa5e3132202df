"""Setting up a new game: how many players, their names, human or computer, seed and options."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from penguin_tables.engine.errors import BadOptions
from penguin_tables.engine.names import check_names, name_problem, refused_character, whose
from penguin_tables.engine.options import GameOption
from penguin_tables.engine.search import COMPUTERS, levels
from penguin_tables.session.saves import Seat
from penguin_tables.session.seat_window import SHARED_KEYBOARD, WATCHING, SeatWindow
from penguin_tables.session.table import Table
from penguin_tables.ui.screens.opening import OpenTable

HUMAN = "human"


def default_name(seat: int) -> str:
    """The name a seat plays under when its field is left empty."""
    return f"Player {seat + 1}"


class NameInput(Input):
    """A name field that never takes a control or formatting character (a paste may hold one):
    the field itself would draw it, and the terminal would obey it."""

    class Refused(Message):
        """Text was not inserted because it holds `character` (in words)."""

        def __init__(self, field: NameInput, character: str) -> None:
            super().__init__()
            self.field = field
            self.character = character

    def __init__(self, *, placeholder: str, id: str) -> None:
        super().__init__(placeholder=placeholder, id=id, classes="name")

    def replace(self, text: str, start: int, end: int) -> None:
        refused = refused_character(text)
        if refused is None:
            super().replace(text, start, end)
        else:
            self.post_message(self.Refused(self, refused))


SHARED = "shared"
WATCH = "watch"
WINDOW_HELP = "who plays in this window: everyone here, or one seat when each friend has a screen"


def window_choices(count: int) -> list[tuple[str, str]]:
    """Who plays in the new game's window: everyone, one of the `count` seats, or nobody."""
    seats = [(f"Seat {seat + 1} only", str(seat)) for seat in range(count)]
    return [("Everyone", SHARED), *seats, ("Watch only", WATCH)]


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
                    value=self.default_count(),
                    allow_blank=False,
                    id="count",
                )
            computers = [(f"Computer ({level})", level) for level in levels(COMPUTERS[game.id])]
            kinds = [("Human", HUMAN), *computers]
            for seat in range(game.max_players):
                with Horizontal(classes="setup-row seat-row", id=f"seat-{seat}"):
                    yield Label(f"Seat {seat + 1}", classes="setup-label")
                    # Empty, with the default as a placeholder: nothing to delete before typing,
                    # and a seat left empty plays as "Player N". No max_length: a long name is
                    # refused with a word, never cut without one.
                    yield NameInput(placeholder=default_name(seat), id=f"name-{seat}")
                    yield Select(kinds, value=HUMAN, allow_blank=False, id=f"kind-{seat}")
            with Horizontal(classes="setup-row option-row"):
                yield Label("Play here", classes="setup-label")
                choices = window_choices(self.default_count())
                yield Select(choices, value=SHARED, allow_blank=False, id="window")
                yield Static(WINDOW_HELP, classes="option-help")
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
            window = self.query_one("#window", Select)
            chosen = window.value
            window.set_options(window_choices(self._count()))
            if chosen in (SHARED, WATCH) or int(str(chosen)) < self._count():
                window.value = chosen

    def default_count(self) -> int:
        return int(max(self.game.min_players, min(2, self.game.max_players)))

    def window(self) -> SeatWindow:
        """The window the game opens in; BadOptions when the seat chosen is a computer's."""
        chosen = str(self.query_one("#window", Select).value)
        if chosen == SHARED:
            return SHARED_KEYBOARD
        if chosen == WATCH:
            return WATCHING
        seat = int(chosen)
        if self.query_one(f"#kind-{seat}", Select).value != HUMAN:
            raise BadOptions(
                f"Seat {seat + 1} is played by the computer: to play here, choose a person's "
                "seat (or Everyone, or Watch only)."
            )
        return SeatWindow(viewer=seat)

    def _count(self) -> int:
        return int(self.query_one("#count", Select).value)  # type: ignore[arg-type]

    def _show_seats(self) -> None:
        for seat in range(self.game.max_players):
            self.query_one(f"#seat-{seat}").display = seat < self._count()

    def on_input_changed(self, event: Input.Changed) -> None:
        """Say at once when a name cannot be used (too wide, a control character)."""
        if event.input.id and event.input.id.startswith("name-"):
            seat = int(event.input.id.removeprefix("name-"))
            name = event.value.strip()
            problem = name_problem(name) if name else None
            self.say(f"{whose(seat)} {problem}." if problem else "")

    def on_name_input_refused(self, event: NameInput.Refused) -> None:
        """A paste holding a control character is not taken: say so, the field stays as it was."""
        seat = int(str(event.field.id).removeprefix("name-"))
        self.say(f"{whose(seat)}: nothing was pasted, since it held {event.character}.")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_back()

    def seats(self) -> list[Seat]:
        seats = []
        for seat, name in enumerate(self.names()):
            kind = self.query_one(f"#kind-{seat}", Select).value
            if kind == HUMAN:
                seats.append(Seat(name=name))
            else:
                seats.append(Seat(name=name, kind="computer", level=str(kind)))
        return seats

    def names(self) -> list[str]:
        """The names typed for the seats in play, a seat left empty taking its default."""
        fields = [self.query_one(f"#name-{seat}", Input) for seat in range(self._count())]
        return [field.value.strip() or default_name(seat) for seat, field in enumerate(fields)]

    def action_start(self) -> None:
        try:
            check_names(self.names())
        except BadOptions as exc:
            self.say(f"{exc} Then start (Ctrl+S).")
            self.notify(str(exc), title="Cannot start", severity="error")
            return
        try:
            window = self.window()
        except BadOptions as exc:
            self.say(str(exc))
            self.notify(str(exc), title="Cannot start", severity="error")
            return
        seats = self.seats()
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
        table.sit(window)  # claimed once the app saves it: a new table's seats are all free
        self.app.pop_screen()
        self.app.post_message(OpenTable(table))

    def action_back(self) -> None:
        self.app.pop_screen()
