"""Yura Yura Penguin's screen: the iceberg as the physics left it, placing with a steadiness meter,
and the cards (the hand at the keyboard, the top card, drawing, aurora colours, "Penguin!").

A placement takes two steps: ←/→ move the aim along the engine's aim slots (a green ghost shows
where the piece would land), Space starts the meter, and Space again stops the sweeping marker. The
timing becomes a (distance, side) reading, the engine's `place_action` turns it into numbers, and
the matching legal `Place` is performed. Everything else is picked from `legal_actions` too.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, ClassVar, Literal

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.timer import Timer
from textual.widgets import Static

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.yura_yura.actions import (
    CallPenguin,
    Catch,
    Draw,
    EndTurn,
    Place,
    Play,
    place_action,
)
from penguin_tables.games.yura_yura.content import card
from penguin_tables.games.yura_yura.game import settling_animation
from penguin_tables.games.yura_yura.state import YuraView
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.widgets.yura_yura_cards import colour_chip, hand_line, top_card_line
from penguin_tables.ui.widgets.yura_yura_meter import (
    SWEEP_SECONDS,
    meter_position,
    meter_text,
    reading,
)
from penguin_tables.ui.widgets.yura_yura_tower import IcebergView, ghost_shape
from penguin_tables.ui.widgets.yura_yura_words import (
    aim_line,
    card_prompt,
    due_words,
    last_placement,
    name,
    scoreboard,
)

Mode = Literal["aim", "meter", "card", "colour", "other"]
METER_FPS = 30


class YuraYuraScreen(GameScreen):
    CSS_PATH = "yura_yura.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "arrow(-1)", "←", show=False),
        Binding("right", "arrow(1)", "→", show=False),
        Binding("space", "release", "Release!"),
        Binding("enter", "release", "Release!", show=False),
        Binding("space", "start_meter", "Start meter"),
        Binding("enter", "start_meter", "Meter", show=False),
        Binding("enter", "play_card", "Play"),
        Binding("enter", "name_colour", "Name colour"),
        Binding("w", "colour('white')", "W", show=False),
        Binding("l", "colour('light')", "L", show=False),
        Binding("d", "colour('deep')", "D", show=False),
        Binding("d", "draw", "Draw"),
        Binding("p", "call", "Penguin!"),
        Binding("e", "end_turn", "End turn"),
        Binding("c", "catch", "Catch!"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(self, table: Any, replay: list[Any] | None = None) -> None:
        super().__init__(table, replay)
        self.mode: Mode = "other"
        self.aim = 0.0
        self.cursor = 0
        self.colour_index = 0
        #: The clock the meter reads; tests put a fake one here to release at an exact moment.
        self.clock: Callable[[], float] = time.monotonic
        self.sweep = SWEEP_SECONDS
        self.meter_started: float | None = None
        self._meter_timer: Timer | None = None
        self._decision = -1

    def compose_board(self) -> ComposeResult:
        yield Static(id="yy-top")
        yield IcebergView(id="yy-tower")
        yield Static(id="yy-meter")
        yield Static(id="yy-hand")
        yield Static(id="prompt")

    # ----- what can be done now -------------------------------------------------------------------
    @property
    def yview(self) -> YuraView:
        view: YuraView = self.view
        return view

    def legal(self) -> list[Any]:
        return list(self.game.legal_actions(self.table.state)) if self.is_my_turn() else []

    def places(self) -> list[Place]:
        return [a for a in self.legal() if isinstance(a, Place)]

    def aims(self) -> list[float]:
        return sorted({a.aim for a in self.places()})

    def plays(self) -> list[Play]:
        return [a for a in self.legal() if isinstance(a, Play)]

    def playable(self) -> set[int]:
        return {a.card for a in self.plays()}

    def selected_card(self) -> int | None:
        hand = self.yview.hand
        return hand[self.cursor] if 0 <= self.cursor < len(hand) else None

    def colours(self) -> list[str]:
        """The colours the selected aurora card may name (from its legal plays)."""
        chosen = self.selected_card()
        return [a.colour for a in self.plays() if a.card == chosen and a.colour is not None]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        mine = self.is_my_turn()
        usable: dict[str, Callable[[], bool]] = {
            "arrow": lambda: self.mode in ("aim", "card", "colour"),
            "start_meter": lambda: self.mode == "aim" and bool(self.places()),
            "release": lambda: self.mode == "meter",
            "play_card": lambda: self.mode == "card" and bool(self.plays()),
            "name_colour": lambda: self.mode == "colour",
            "colour": lambda: self.mode == "colour" and parameters[0] in self.colours(),
            "draw": lambda: Draw() in self.legal(),
            "call": lambda: CallPenguin() in self.legal(),
            "end_turn": lambda: EndTurn() in self.legal(),
            "catch": lambda: Catch() in self.legal(),
            "back": lambda: self.mode in ("meter", "colour"),
        }
        if action in usable:
            return mine and usable[action]()
        return super().check_action(action, parameters)

    # ----- drawing --------------------------------------------------------------------------------
    def _sync_mode(self) -> None:
        """Put the mode, aim and cursor where the phase wants them; reset at each new decision."""
        view = self.yview
        decision = len(self.table.envelope.actions)
        fresh = decision != self._decision
        self._decision = decision
        if not self.is_my_turn() or view.phase not in ("place", "choose", "drawn"):
            self._stop_meter()
            self.mode = "other"
            return
        if view.phase == "place":
            if fresh or self.mode not in ("aim", "meter"):
                self._stop_meter()
                self.mode = "aim"
                aims = self.aims()
                self.aim = min(aims, key=abs) if aims else 0.0
            return
        self._stop_meter()
        if fresh or self.mode not in ("card", "colour"):
            self.mode = "card"
            self.cursor = self._first_card()
        self.cursor = max(0, min(self.cursor, len(view.hand) - 1))

    def _first_card(self) -> int:
        view, playable = self.yview, self.playable()
        if view.phase == "drawn" and view.drawn in view.hand:
            return view.hand.index(view.drawn)
        return next((i for i, c in enumerate(view.hand) if c in playable), 0)

    def refresh_board(self) -> None:
        self._sync_mode()
        view = self.yview
        top = top_card_line(view.top_card, view.named_colour)
        self.query_one("#yy-top", Static).update(top)
        ghost = None
        if self.mode in ("aim", "meter") and view.pending:
            ghost = ghost_shape(view.tower, view.pending[0], self.aim, view.playing)
        self.query_one(IcebergView).show(view.tower, ghost)
        self._draw_meter()
        cursor = self.cursor if self.mode == "card" else None
        self.query_one("#yy-hand", Static).update(hand_line(view.hand, cursor, self.playable()))
        self.query_one("#prompt", Static).update(self.prompt())

    def _draw_meter(self) -> None:
        width = self.query_one("#yy-meter", Static).content_size.width or 40
        shown: RenderableType
        if self.mode == "meter" and self.meter_started is not None:
            shown = meter_text(meter_position(self.clock() - self.meter_started, self.sweep), width)
        elif self.mode == "aim":
            shown = aim_line(self.aim, self.aims())
        else:
            shown = last_placement(self.yview)
        self.query_one("#yy-meter", Static).update(shown)

    def prompt(self) -> Text:
        view = self.yview
        seat = self.table.to_move()
        if seat is None:
            return Text("The game is over.")
        if not self.is_my_turn():
            waiting = Text.assemble("Waiting for ", name(view, seat), "…")
            if self.table.seat_is_computer(seat):
                waiting.append(" (computer)")
            return waiting
        text = Text()
        if view.catchable is not None:
            text.append_text(name(view, view.catchable))
            text.append(' forgot to call "Penguin!": press c to catch them.\n', style="bold")
        if self.mode == "aim":
            text.append_text(name(view, view.turn))
            text.append(f": place {due_words(view)}. ←/→ aim, Space starts the meter.")
        elif self.mode == "meter":
            text.append("Press Space as the ▼ crosses the █ target! Esc: aim again.", "bold")
        elif self.mode == "card":
            text.append_text(card_prompt(view, self.selected_card(), self.playable()))
        elif self.mode == "colour":
            text.append("Name the aurora card's colour: ")
            for index, colour in enumerate(self.colours()):
                text.append_text(colour_chip(colour, cursor=index == self.colour_index))
                text.append(" ")
            text.append("\n←/→ or W/L/D, Enter names it, Esc picks another card.")
        elif view.phase == "call":
            text.append_text(name(view, view.turn))
            text.append(': one card left! p calls "Penguin!", e ends the turn without calling.')
        return text

    def scoreboard(self) -> RenderableType:  # type: ignore[override]  # a table, not just text
        return scoreboard(self.yview)

    # ----- the steadiness meter -------------------------------------------------------------------
    def action_start_meter(self) -> None:
        self.mode = "meter"
        self.meter_started = self.clock()
        self._meter_timer = self.set_interval(1 / METER_FPS, self._draw_meter)
        self.redraw()

    def _stop_meter(self) -> None:
        if self._meter_timer is not None:
            self._meter_timer.stop()
        self._meter_timer = None
        self.meter_started = None

    def action_release(self) -> None:
        started = self.meter_started
        self.release(self.clock() - started if started is not None else self.sweep)

    def release(self, elapsed: float) -> bool:
        """Stop the meter `elapsed` seconds into its sweep and place with that steadiness."""
        distance, side = reading(meter_position(elapsed, self.sweep))
        action = self.placement_for(self.aim, distance, side)
        self._stop_meter()
        self.mode = "aim"
        return action is not None and self.perform(action)

    def placement_for(self, aim: float, distance: float, side: int) -> Place | None:
        """The legal placement the engine's meter function makes of this aim and reading."""
        places = self.places()
        if not places:
            return None
        wanted = place_action(aim, distance, side)
        if wanted in places:
            return wanted
        return min(
            places,
            key=lambda a: (
                (a.aim - wanted.aim) ** 2 + (a.offset - wanted.offset) ** 2,
                abs(a.speed - wanted.speed),
            ),
        )

    def perform(self, action: Any) -> bool:
        """Play the action; a placement's settling is then replayed on the tower for a moment.

        The frames come from the engine's own simulation of the public tower and the piece due,
        so the animation ends exactly on the recorded state.
        """
        frames = []
        if isinstance(action, Place) and self.table.state.phase == "place":
            try:
                frames = settling_animation(self.table.state, action)
            except IllegalAction:
                frames = []
        done = super().perform(action)
        if done and frames and self.is_attached:
            self.query_one(IcebergView).play(frames)
        return done

    # ----- keys -----------------------------------------------------------------------------------
    def action_arrow(self, step: int) -> None:
        if self.mode == "aim":
            aims = self.aims()
            here = min(range(len(aims)), key=lambda i: abs(aims[i] - self.aim))
            self.aim = aims[max(0, min(len(aims) - 1, here + step))]
        elif self.mode == "card" and self.yview.hand:
            self.cursor = (self.cursor + step) % len(self.yview.hand)
        elif self.mode == "colour":
            self.colour_index = (self.colour_index + step) % max(1, len(self.colours()))
        self.redraw()

    def action_play_card(self) -> None:
        chosen = self.selected_card()
        if chosen is None or chosen not in self.playable():
            self.notify(
                "That card fits neither the top card's colour nor its symbol "
                "(and an aurora card cannot be your last card).",
                title="Not that one",
                severity="warning",
            )
            return
        if card(chosen).aurora:
            self.mode, self.colour_index = "colour", 0
            self.redraw()
            return
        self.perform(Play(card=chosen))

    def action_name_colour(self) -> None:
        colours = self.colours()
        if colours:
            self.action_colour(colours[self.colour_index % len(colours)])

    def action_colour(self, colour: str) -> None:
        chosen = self.selected_card()
        wanted = [a for a in self.plays() if a.card == chosen and a.colour == colour]
        if wanted:
            self.mode = "card"
            self.perform(wanted[0])

    def action_draw(self) -> None:
        self.perform(Draw())

    def action_call(self) -> None:
        self.perform(CallPenguin())

    def action_end_turn(self) -> None:
        self.perform(EndTurn())

    def action_catch(self) -> None:
        self.perform(Catch())

    def action_back(self) -> None:
        self._stop_meter()
        self.mode = "aim" if self.mode == "meter" else "card"
        self.redraw()

    def on_resize(self) -> None:
        self.redraw()

    def on_unmount(self) -> None:
        self._stop_meter()
