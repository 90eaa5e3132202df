"""Penguin Party's screen: the pyramid, your hand, and choosing a card then a spot."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from rich.table import Table as RichTable
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static

from penguin_tables.games.penguin_party.actions import GiveUp, PlaceAbove, PlaceOnBase
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.widgets.hand import Hand
from penguin_tables.ui.widgets.party_cards import colour_name
from penguin_tables.ui.widgets.pyramid import Pyramid, PyramidPicture, Spot

STATUS_WORDS = {"playing": "", "out": "out", "emptied": "done"}


def row_of(spot: Spot) -> int:
    return 0 if spot[0] == "base" else int(spot[0])


def spot_of(action: Any) -> Spot:
    if isinstance(action, PlaceOnBase):
        return ("base", action.end)
    return (action.row - 1, action.slot - 1)


class PenguinPartyScreen(GameScreen):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "←", show=False),
        Binding("right", "move(1)", "→", show=False),
        Binding("up", "vertical(1)", "↑", show=False),
        Binding("down", "vertical(-1)", "↓", show=False),
        Binding("enter", "choose", "Choose"),
        Binding("escape", "back", "Other card"),
    ]

    mode: Literal["card", "spot"] = "card"

    def __init__(self, table: Any, replay: list[Any] | None = None) -> None:
        super().__init__(table, replay)
        self.colour: str | None = None
        self.spot_index = 0
        self._fresh_turn_at = -1

    def compose_board(self) -> ComposeResult:
        yield Static(id="round-info")
        yield Pyramid(id="pyramid")
        yield Static(id="prompt")
        yield Hand(id="hand")

    # ----- what can be done now -------------------------------------------------------------------
    def legal(self) -> list[Any]:
        return self.game.legal_actions(self.table.state) if self.is_my_turn() else []

    def hand_colours(self) -> list[str]:
        return list(dict.fromkeys(self.view.hand))

    def placements(self) -> list[Any]:
        return [a for a in self.legal() if getattr(a, "colour", None) == self.colour]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("move", "vertical", "choose"):
            return self.is_my_turn()
        if action == "back":
            return self.is_my_turn() and self.mode == "spot"
        return super().check_action(action, parameters)

    # ----- drawing --------------------------------------------------------------------------------
    def refresh_board(self) -> None:
        view = self.view
        colours = self.hand_colours()
        if self.colour not in colours:
            self.colour = colours[0] if colours else None
            self.mode = "card"
        self._start_on_a_playable_colour()
        placements = self.placements()
        if self.mode == "spot" and not placements:
            self.mode = "card"
        self.spot_index = min(self.spot_index, max(0, len(placements) - 1))
        legal_spots = [spot_of(a) for a in placements] if self.is_my_turn() else []
        cursor = legal_spots[self.spot_index] if self.mode == "spot" and legal_spots else None
        area = self.query_one("#board-area").size
        big = area.width >= (view.base_width + 2) * 6 + 6 and area.height >= 2 * view.base_width + 8
        self.query_one(Pyramid).show(
            PyramidPicture(view.rows, view.base_width, legal_spots, cursor, self.colour, big)
        )
        self.query_one(Hand).show(view.hand, self.colour if self.is_my_turn() else None)
        info = Text(f"Round {view.round + 1} of {view.rounds}", style="bold")
        if view.unseen_count:
            info.append(f"   ({view.unseen_count} cards set aside unseen)", style="dim")
        self.query_one("#round-info", Static).update(info)
        self.query_one("#prompt", Static).update(self.prompt())

    def _start_on_a_playable_colour(self) -> None:
        """At the start of a turn, put the selection on a colour that has somewhere to go."""
        moves = len(self.table.envelope.actions)
        if not self.is_my_turn() or self._fresh_turn_at == moves:
            return
        self._fresh_turn_at = moves
        if not self.placements():
            playable = [a.colour for a in self.legal() if hasattr(a, "colour")]
            if playable:
                self.colour = playable[0]

    def on_resize(self) -> None:
        self.redraw()

    def prompt(self) -> Text:
        seat = self.table.to_move()
        if seat is None:
            return Text("The game is over.")
        name = self.table.seats[seat].name
        if not self.is_my_turn():
            return Text.assemble("Waiting for ", (name, "bold"), "…")
        legal = self.legal()
        if isinstance(legal[0], GiveUp):
            left = len(self.view.hand)
            return Text.assemble(
                ("No card fits anywhere. ", "bold red"),
                f"Press Enter to take {left} penalty point{'s' if left != 1 else ''}.",
            )
        text = Text.assemble((name, "bold"), ": ")
        if self.mode == "card":
            text.append("choose a card with ←/→ and press Enter.")
            if self.colour and not self.placements():
                text.append(f"  No spot for {self.colour}.", style="yellow")
            return text
        assert self.colour is not None
        text.append("place ")
        text.append_text(colour_name(self.colour))
        text.append(": arrows pick a [ ] spot, Enter places, Esc changes card.")
        return text

    def scoreboard(self) -> Text | RichTable:  # type: ignore[override]
        view = self.view
        board = RichTable(box=None, expand=True, padding=(0, 1))
        board.add_column("Player", ratio=3, no_wrap=True)
        board.add_column("Pts", justify="right")
        board.add_column("Cards", justify="right")
        board.add_column("", ratio=1)
        for seat, player in enumerate(view.players):
            name = Text(player.name, style="bold reverse" if seat == self.table.to_move() else "")
            board.add_row(
                name, str(player.points), str(player.hand_size), STATUS_WORDS[player.status]
            )
        return board

    # ----- keys and clicks ------------------------------------------------------------------------
    def action_move(self, step: int) -> None:
        if self.mode == "card":
            colours = self.hand_colours()
            if colours and self.colour in colours:
                self.colour = colours[(colours.index(self.colour) + step) % len(colours)]
        else:
            count = len(self.placements())
            self.spot_index = (self.spot_index + step) % max(1, count)
        self.redraw()

    def action_vertical(self, step: int) -> None:
        """In spot mode, jump to the nearest legal spot on a higher (or lower) row."""
        if self.mode != "spot":
            return
        spots = [spot_of(a) for a in self.placements()]
        here = spots[self.spot_index]
        candidates = [i for i, s in enumerate(spots) if (row_of(s) - row_of(here)) * step > 0]
        if candidates:
            self.spot_index = min(candidates, key=lambda i: abs(row_of(spots[i]) - row_of(here)))
            self.redraw()

    def action_choose(self) -> None:
        legal = self.legal()
        if not legal:
            return
        if isinstance(legal[0], GiveUp):
            self.perform(legal[0])
        elif self.mode == "card":
            if self.placements():
                self.mode, self.spot_index = "spot", 0
                self.redraw()
            else:
                self.notify(f"No {self.colour} card fits anywhere now.", severity="warning")
        else:
            self._place(self.placements()[self.spot_index])

    def action_back(self) -> None:
        self.mode = "card"
        self.redraw()

    def _place(self, action: PlaceOnBase | PlaceAbove) -> None:
        self.mode = "card"
        self.spot_index = 0
        self.perform(action)

    def on_hand_colour_clicked(self, message: Hand.ColourClicked) -> None:
        if self.is_my_turn():
            self.colour, self.mode, self.spot_index = message.colour, "spot", 0
            self.redraw()

    def on_pyramid_spot_clicked(self, message: Pyramid.SpotClicked) -> None:
        for action in self.placements():
            if spot_of(action) == message.spot:
                self._place(action)
                return
