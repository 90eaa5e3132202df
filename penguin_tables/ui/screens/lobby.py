"""The lobby: pick a game to start, resume a saved one, or read any game's rules.

The first screen, drawn before anything is loaded that it does not show: it lists the games from
their manifests (no engine), leaves the saves folder to the app, and imports the screens behind its
keys when they are pressed.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from penguin_tables.engine.assets import rules_text
from penguin_tables.engine.registry import CATALOGUE, GAMES


def blurb(game_id: str) -> str:
    """The first paragraph of a game's rules page, as the lobby's description."""
    try:
        text = rules_text(game_id)
    except OSError:
        return ""
    paragraphs = [p.strip() for p in text.split("\n\n") if p.strip() and not p.startswith("#")]
    return " ".join(paragraphs[0].split()) if paragraphs else ""


def unused_key(event: Key) -> str:
    key = event.character if event.character and event.character.strip() else event.key
    return f"The key {key} does nothing here: the keys you can use are listed at the bottom."


class LobbyScreen(Screen[None]):
    """The first screen: the games, and the way to the saved games and the records."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "new_game", "New game"),
        Binding("l", "learn", "Learn"),
        Binding("r", "resume", "Resume"),
        Binding("s", "records", "Records"),
        Binding("question_mark,f1", "rules", "Rules"),
        Binding("q", "app.quit", "Quit"),
    ]

    class SavesChosen(Message):
        """The player asked for the saved games (the app owns the saves folder)."""

    class RecordsChosen(Message):
        """The player asked for the records of finished games."""

    def compose(self) -> ComposeResult:
        yield Static(Text("Penguin Tables", style="bold"), id="lobby-title")
        with Horizontal(id="lobby-body"):
            with Vertical(id="lobby-games"):
                yield Static("Games", classes="section")
                yield OptionList(
                    *(
                        Option(
                            f"{g.title.split(':')[0]}  ({g.min_players}–{g.max_players})", id=gid
                        )
                        for gid, g in CATALOGUE.items()
                    ),
                    id="games",
                )
            yield Static(id="game-blurb")
        yield Static(
            "Enter/n: new game · l: learn it · r: resume · s: records · ?: rules · q: quit",
            id="lobby-help",
        )
        yield Static(id="lobby-status")
        yield Footer()

    def on_key(self, event: Key) -> None:
        """A letter with no use here says so on the status line instead of doing nothing."""
        status = self.query_one("#lobby-status", Static)
        if event.is_printable and event.key not in self.active_bindings:
            status.update(Text(unused_key(event), style="italic"))
        else:
            status.update("")

    def on_mount(self) -> None:
        games = self.query_one("#games", OptionList)
        games.highlighted = 0
        games.focus()

    def selected_id(self) -> str:
        games = self.query_one("#games", OptionList)
        option = games.get_option_at_index(games.highlighted or 0)
        return str(option.id)

    def selected_game(self) -> Any:
        """The highlighted game's engine (imported now if it is the first time)."""
        return GAMES[self.selected_id()]

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        game = CATALOGUE[str(event.option.id)]
        text = Text(f"{game.title}\n", style="bold")
        text.append(f"{game.min_players} to {game.max_players} players\n\n", style="italic")
        text.append(blurb(str(event.option.id)))
        self.query_one("#game-blurb", Static).update(text)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_new_game()

    def action_new_game(self) -> None:
        from penguin_tables.ui.screens.setup import SetupScreen

        self.app.push_screen(SetupScreen(self.selected_game()))

    def action_learn(self) -> None:
        """A guided first game of the highlighted game (`penguin-tables learn GAME`)."""
        from penguin_tables.session.lesson import start_lesson
        from penguin_tables.ui.screens.opening import OpenTable

        self.app.post_message(OpenTable(start_lesson(self.selected_id())))

    def action_resume(self) -> None:
        self.post_message(self.SavesChosen())

    def action_records(self) -> None:
        self.post_message(self.RecordsChosen())

    def action_rules(self) -> None:
        from penguin_tables.ui.screens.help import HelpScreen  # Markdown is slow to import

        self.app.push_screen(HelpScreen(self.selected_id()))
