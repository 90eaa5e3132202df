"""Penguin Party's board: the pyramid, your hand, and choosing a card then a spot.

The board walks the engine's decision: the first pick is a card (by colour), the second a spot for
it. Moving the cursor is the board's own business and asks the engine nothing; the pyramid's legal
spots are the decision's choices, never re-derived here.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.console import RenderableType
from rich.table import Table as RichTable
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static

from penguin_tables.engine.decisions import Choice
from penguin_tables.games.penguin_party import PartyView
from penguin_tables.store.scene import Scene
from penguin_tables.ui.games.penguin_party.cards import colour_name
from penguin_tables.ui.games.penguin_party.hand import Hand
from penguin_tables.ui.games.penguin_party.pyramid import Pyramid, PyramidPicture, Spot
from penguin_tables.ui.widgets.board import Board

STATUS_WORDS = {"playing": "", "out": "out", "emptied": "done"}
GIVE_UP = "give-up"


def row_of(spot: Spot) -> int:
    return 0 if spot[0] == "base" else int(spot[0])


class PenguinPartyBoard(Board):
    """Card mode (←/→ through your colours) until Enter; then spot mode over the legal spots."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "←", show=False),
        Binding("right", "move(1)", "→", show=False),
        Binding("up", "vertical(1)", "↑", show=False),
        Binding("down", "vertical(-1)", "↓", show=False),
        Binding("enter", "choose", "Choose"),
        Binding("escape", "back", "Other card"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.colour: str | None = None
        self.spot_index = 0
        self._fresh_turn_at = -1

    def compose(self) -> ComposeResult:
        yield Static(id="round-info")
        yield Pyramid(id="pyramid")
        yield Static(id="prompt")
        yield Hand(id="hand")

    # ----- what the decision offers ---------------------------------------------------------------
    @property
    def view(self) -> PartyView:
        assert self.scene is not None
        view: PartyView = self.scene.view
        return view

    def choices(self) -> tuple[Choice, ...]:
        decision = self.scene.decision if self.scene is not None else None
        return decision.choices if decision is not None else ()

    def picking_spot(self) -> bool:
        decision = self.scene.decision if self.scene is not None else None
        return decision is not None and decision.depth > 0

    def spots(self) -> list[Choice]:
        return list(self.choices()) if self.picking_spot() else []

    def playable_colours(self) -> list[str]:
        return (
            [c.key for c in self.choices() if c.key != GIVE_UP] if not self.picking_spot() else []
        )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        mine = self.scene is not None and self.scene.my_turn
        if action in ("move", "vertical", "choose"):
            return mine
        if action == "back":
            return mine and self.picking_spot()
        return True

    # ----- drawing --------------------------------------------------------------------------------
    def draw(self, scene: Scene[Any]) -> None:
        view: PartyView = scene.view
        colours = list(dict.fromkeys(view.hand))
        if self.picking_spot():
            decision = scene.decision
            assert decision is not None
            self.colour = decision.trail[0]
        elif scene.my_turn and self._fresh_turn_at != scene.moves:
            self._fresh_turn_at = scene.moves  # a new turn starts on a colour that can be played
            playable = self.playable_colours()
            if self.colour not in playable and playable:
                self.colour = playable[0]
        if self.colour not in colours:
            self.colour = colours[0] if colours else None
        spots = self.spots()
        self.spot_index = min(self.spot_index, max(0, len(spots) - 1))
        legal: list[Spot] = [choice.value for choice in spots]  # type: ignore[misc]
        cursor = legal[self.spot_index] if legal else None
        area = self.size
        big = area.width >= (view.base_width + 2) * 6 + 6 and area.height >= 2 * view.base_width + 8
        self.query_one(Pyramid).show(
            PyramidPicture(view.rows, view.base_width, legal, cursor, self.colour, big)
        )
        self.query_one(Hand).show(view.hand, self.colour if scene.my_turn else None)
        info = Text(f"Round {view.round + 1} of {view.rounds}", style="bold")
        if view.unseen_count:
            info.append(f"   ({view.unseen_count} cards set aside unseen)", style="dim")
        self.query_one("#round-info", Static).update(info)
        self.query_one("#prompt", Static).update(self.prompt(scene))

    def prompt(self, scene: Scene[Any]) -> Text:
        if scene.to_move is None:
            return Text("The game is over.")
        name = scene.name(scene.to_move)
        if not scene.my_turn:
            return Text.assemble("Waiting for ", (name, "bold"), "…")
        if [c.key for c in self.choices()] == [GIVE_UP]:
            left = len(self.view.hand)
            return Text.assemble(
                ("No card fits anywhere. ", "bold red"),
                f"Press Enter to take {left} penalty point{'s' if left != 1 else ''}.",
            )
        text = Text.assemble((name, "bold"), ": ")
        if not self.picking_spot():
            text.append("choose a card with ←/→ and press Enter.")
            if self.colour and self.colour not in self.playable_colours():
                text.append(f"  No spot for {self.colour}.", style="yellow")
            return text
        assert self.colour is not None
        text.append("place ")
        text.append_text(colour_name(self.colour))
        text.append(": arrows pick a [ ] spot, Enter places, Esc changes card.")
        return text

    def score_table(self, scene: Scene[Any]) -> RenderableType:
        view: PartyView = scene.view
        board = RichTable(box=None, expand=True, padding=(0, 1))
        board.add_column("Player", ratio=3, no_wrap=True)
        board.add_column("Pts", justify="right")
        board.add_column("Cards", justify="right")
        board.add_column("", ratio=1)
        for seat, player in enumerate(view.players):
            name = Text(player.name, style="bold reverse" if seat == scene.to_move else "")
            board.add_row(
                name, str(player.points), str(player.hand_size), STATUS_WORDS[player.status]
            )
        return board

    # ----- keys and clicks ------------------------------------------------------------------------
    def action_move(self, step: int) -> None:
        if not self.picking_spot():
            colours = list(dict.fromkeys(self.view.hand))
            if colours and self.colour in colours:
                self.colour = colours[(colours.index(self.colour) + step) % len(colours)]
        else:
            self.spot_index = (self.spot_index + step) % max(1, len(self.spots()))
        self._redraw()

    def action_vertical(self, step: int) -> None:
        """In spot mode, jump to the nearest legal spot on a higher (or lower) row."""
        spots: list[Spot] = [choice.value for choice in self.spots()]  # type: ignore[misc]
        if not spots:
            return
        here = spots[self.spot_index]
        candidates = [i for i, s in enumerate(spots) if (row_of(s) - row_of(here)) * step > 0]
        if candidates:
            self.spot_index = min(candidates, key=lambda i: abs(row_of(spots[i]) - row_of(here)))
            self._redraw()

    def action_choose(self) -> None:
        keys = [c.key for c in self.choices()]
        if keys == [GIVE_UP]:
            self.pick(GIVE_UP)
        elif self.picking_spot():
            spots = self.spots()
            if spots:
                self.spot_index, key = 0, spots[self.spot_index].key
                self.pick(key)
        elif self.colour in keys:
            self.spot_index = 0
            self.pick(self.colour)
        else:
            self.notify(f"No {self.colour} card fits anywhere now.", severity="warning")

    def action_back(self) -> None:
        self.go_back()

    def _redraw(self) -> None:
        if self.scene is not None:
            self.draw(self.scene)

    def on_hand_colour_clicked(self, message: Hand.ColourClicked) -> None:
        if self.scene is None or not self.scene.my_turn:
            return
        self.colour = message.colour
        if self.picking_spot():
            self.go_back()
        if message.colour in self.playable_colours() or self.picking_spot():
            self.pick(message.colour)

    def on_pyramid_spot_clicked(self, message: Pyramid.SpotClicked) -> None:
        for choice in self.spots():
            if choice.value == message.spot:
                self.spot_index = 0
                self.pick(choice.key)
                return
