"""Yura Yura Penguin's board: the iceberg as the physics left it, placing with a steadiness meter,
and the cards (the hand at the keyboard, the top card, drawing, aurora colours, "Penguin!").

The board walks the engine's decision. A placement is two picks: ←/→ move the aim over the
decision's aim choices (a green ghost shows where the piece would land; ↑/↓ move it between rooms
when the aim choices carry a tier, for an ice rock that may go on several) and Space takes the aim;
the meter then sweeps (the board's own business: its position is a function of the time since it
started, read at each frame and at release), and Space again takes the release choice of the
reading the marker stopped on. A card is one pick, an aurora card a second one for its colour.
With one card left the "Penguin!" moment counts down on the clock; when it runs out the board
takes the decision's pass. Any person at the table may catch a missed call (c, or their seat's
number), and the person who missed it may own up (o). The hand cursor, the aim, the room and the
clocks ask the engine nothing. A key that does nothing says why on the status line.

Its parts live beside it: the meter and the countdown (`meter_bar`), the iceberg and the replay of
each settling (`tower`), what a decision offers (`offers`), the keys (`keys`, `reasons`) and the
words (`words`, `cards`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar, Literal

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.widgets import Static

from penguin_tables.engine.choices import Choice
from penguin_tables.engine.explain import Explanation, Thing
from penguin_tables.games.yura_yura import YuraView, explain
from penguin_tables.session.scene import Scene
from penguin_tables.ui.games.yura_yura import offers
from penguin_tables.ui.games.yura_yura.cards import hand_line, top_card_line
from penguin_tables.ui.games.yura_yura.keys import BOARD_KEYS, DECIDING, OUT_OF_TURN
from penguin_tables.ui.games.yura_yura.meter import meter_position, reading
from penguin_tables.ui.games.yura_yura.meter_bar import MeterBar
from penguin_tables.ui.games.yura_yura.reasons import moment, why_not
from penguin_tables.ui.games.yura_yura.tower import IcebergView, ghost_shape
from penguin_tables.ui.games.yura_yura.words import (
    aim_line,
    card_prompt,
    catch_line,
    colour_prompt,
    decision_prompt,
    last_placement,
    scoreboard,
    tier_line,
)
from penguin_tables.ui.widgets.board import Board
from penguin_tables.ui.widgets.steady import update_steady

Mode = Literal["aim", "meter", "card", "colour", "call", "other"]
#: From this many columns the hand names its cards in full.
WIDE = 110
#: Keys of the decision's one-pick moves (the engine's choice paths).
DRAW, CALL, END = "draw", "call", "end"


class YuraYuraBoard(Board):
    """Aim and meter while placing; a hand cursor (and a colour to name) while playing a card."""

    DEFAULT_CSS = (Path(__file__).parent / "yura_yura.tcss").read_text(encoding="utf-8")

    BINDINGS: ClassVar[list[BindingType]] = BOARD_KEYS

    def __init__(self) -> None:
        super().__init__()
        self.mode: Mode = "other"
        self.aim = 0.0
        #: The room chosen for an ice rock, when the aim choices offer several tiers.
        self.tier: int | None = None
        self.cursor = 0
        self.colour_index = 0
        #: The clock the meter and the "Penguin!" moment read; tests put a fake one here to
        #: release at an exact moment.
        self.clock: Callable[[], float] = time.monotonic
        self.meter = MeterBar(lambda: self.clock(), id="yy-meter")
        #: (moves, viewer) of the decision last drawn: a new one resets the aim and the cursor.
        self._seen: tuple[int, int | None] | None = None
        #: Why the last key did nothing (until the next change of the table).
        self.status = ""

    def compose(self) -> ComposeResult:
        yield Static(id="yy-top")
        yield IcebergView(id="yy-tower")
        yield self.meter
        yield Static(id="yy-status")
        yield Static(id="yy-hand")
        yield Static(id="prompt")

    # ----- what the decision offers ---------------------------------------------------------------
    @property
    def view(self) -> YuraView:
        assert self.scene is not None
        view: YuraView = self.scene.view
        return view

    def choices(self) -> tuple[Choice, ...]:
        """The decision's picks; out of turn, what the window's own seat may do meanwhile."""
        scene = self.scene
        if scene is None:
            return ()
        if scene.my_turn and scene.decision is not None:
            return scene.decision.choices
        return scene.aside

    def offered(self, key: str) -> bool:
        return offers.offered(self.choices(), key)

    def aim_choices(self) -> list[Choice]:
        """The aim choices into the room being chosen (all of them when there is none to choose)."""
        return offers.aim_choices(self.choices(), self.tier)

    def aims(self) -> list[float]:
        return [offers.aim_of(c) for c in self.aim_choices()]

    def tiers(self) -> list[int]:
        return offers.tiers(self.choices())

    def is_computer(self, seat: int) -> bool:
        return self.scene is None or self.scene.is_computer(seat)

    def catchers(self) -> dict[int, Choice]:
        """The people who may catch a missed "Penguin!" now, by seat (computers catch alone);
        in a window of one seat, that seat only."""
        found = offers.catchers(self.choices(), self.is_computer)
        scene = self.scene
        if scene is not None and scene.own_seat_only:
            return {seat: c for seat, c in found.items() if seat == scene.viewer}
        return found

    def catch_key_seat(self) -> int | None:
        viewer = self.scene.viewer if self.scene is not None else None
        return offers.catch_key_seat(self.catchers(), viewer)

    def owner_up(self) -> int | None:
        """Who may own up to a missed call now; in a window of one seat, that seat only."""
        owner = offers.owner_up(self.choices(), self.is_computer)
        scene = self.scene
        if scene is not None and scene.own_seat_only and owner != scene.viewer:
            return None
        return owner

    def playable(self) -> set[int]:
        return offers.playable(self.choices())

    def colours(self) -> list[str]:
        return offers.colours(self.choices())

    def selected_card(self) -> int | None:
        hand = self.view.hand if self.scene is not None else []
        return hand[self.cursor] if 0 <= self.cursor < len(hand) else None

    def under_cursor(self) -> Thing | None:
        """The hand's card under the cursor while choosing one, else the top card (which says
        what goes on the iceberg now); both are the seat's to see."""
        if self.scene is None:
            return None
        selected = self.selected_card() if self.mode == "card" else None
        return Thing("card", str(selected if selected is not None else self.view.top_card))

    def explain(self, thing: Thing) -> Explanation:
        return explain(thing)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "why":
            return self.scene is not None and self.scene.mode == "live"
        if self.scene is None:
            return action not in DECIDING
        if not self.scene.my_turn and not (self.scene.aside and action in OUT_OF_TURN):
            return action not in DECIDING
        usable: dict[str, Callable[[], bool]] = {
            "arrow": lambda: self.mode in ("aim", "card", "colour"),
            "room": lambda: self.mode == "aim" and bool(self.tiers()),
            "start_meter": lambda: self.mode == "aim" and bool(self.aims()),
            "release": lambda: self.mode == "meter",
            "play_card": lambda: self.mode == "card" and bool(self.playable()),
            "name_colour": lambda: self.mode == "colour",
            "colour": lambda: self.mode == "colour" and parameters[0] in self.colours(),
            "draw": lambda: self.offered(DRAW),
            "call": lambda: self.offered(CALL),
            "catch": lambda: self.catch_key_seat() is not None,
            "catch_seat": lambda: parameters[0] in self.catchers(),
            "own_up": lambda: self.owner_up() is not None,
            "back": lambda: self.mode in ("meter", "colour"),
        }
        return usable[action]() if action in usable else True

    # ----- drawing --------------------------------------------------------------------------------
    def _sync_mode(self, scene: Scene[Any]) -> None:
        """Put the mode, aim and cursor where the decision wants them; reset at a new decision."""
        seen = (scene.moves, scene.viewer)
        fresh, self._seen = seen != self._seen, seen
        if fresh:
            self.status = ""
        if not scene.my_turn:
            self.meter.stop_sweep()
            self.meter.stop_call()
            self.mode = "other"
            return
        if self.offered(CALL):
            self.meter.stop_sweep()
            self.mode = "call"
            self.meter.start_call()
            return
        self.meter.stop_call()
        if offers.releases(self.choices()):
            self.mode = "meter"
            self.meter.start_sweep()
            return
        self.meter.stop_sweep()
        tiers, due = self.tiers(), self.view.due_tier
        if not tiers:
            self.tier = None
        elif fresh or self.tier not in tiers:
            self.tier = due if due in tiers else max(tiers)  # the engine's own default first
        aims = self.aims()
        if aims:
            self.mode = "aim"
            if fresh or self.aim not in aims:
                self.aim = min(aims, key=abs)
        elif self.colours():
            self.mode = "colour"
            self.colour_index = min(self.colour_index, len(self.colours()) - 1)
        elif self.playable() or self.offered(DRAW):
            if fresh:
                self.cursor = self._first_card()
            self.mode = "card"
            self.cursor = max(0, min(self.cursor, len(self.view.hand) - 1))
        else:
            self.mode = "other"

    def _first_card(self) -> int:
        view, playable = self.view, self.playable()
        if view.drawn is not None and view.drawn in view.hand:
            return view.hand.index(view.drawn)
        return next((i for i, c in enumerate(view.hand) if c in playable), 0)

    def draw(self, scene: Scene[Any]) -> None:
        self._sync_mode(scene)
        view: YuraView = scene.view
        update_steady(
            self.query_one("#yy-top", Static), top_card_line(view.top_card, view.named_colour)
        )
        ghost = ghost_shape(view, self.aim, self.tier) if self.mode in ("aim", "meter") else None
        tower = self.query_one(IcebergView)
        tower.show(view.tower, ghost)
        tower.follow(scene.moves, view)
        self.meter.show(self._aim_ruler() if self.mode == "aim" else None)
        status = Text(self.status, style="bold yellow") if self.status else last_placement(view)
        update_steady(self.query_one("#yy-status", Static), status)
        if view.seat is None:
            hand = Text("Hands stay hidden while the game is in progress.", style="dim")
        else:
            cursor = self.cursor if self.mode == "card" else None
            wide = self.size.width >= WIDE
            hand = hand_line(view.hand, cursor, self.playable(), named=wide)
        update_steady(self.query_one("#yy-hand", Static), hand)
        update_steady(self.query_one("#prompt", Static), self.prompt(scene))

    def _aim_ruler(self) -> Text:
        """The aim's ruler under the iceberg, with the room above it while one is chosen."""
        ruler = aim_line(self.aim, self.aims())
        if self.tier is None:
            return ruler
        return Text("\n").join([tier_line(self.tier, self.tiers()), ruler])

    def prompt(self, scene: Scene[Any]) -> Text:
        question = scene.decision.prompt if scene.decision is not None else ""
        return decision_prompt(
            scene,
            self.mode,
            tier=self.tier,
            catch=catch_line(
                scene.view, self.catchers(), self.catch_key_seat(), self.owner_up() is not None
            ),
            card=card_prompt(scene.view, question, self.selected_card(), self.playable()),
            colours=colour_prompt(question, self.colours(), self.colour_index),
        )

    def score_table(self, scene: Scene[Any]) -> RenderableType:
        return scoreboard(scene.view)

    # ----- the steadiness meter -------------------------------------------------------------------
    @property
    def sweep(self) -> float:
        """Seconds the meter's marker takes from one edge to the other."""
        return self.meter.sweep

    def action_start_meter(self) -> None:
        """Take the aim: the meter starts sweeping now (the clock is read at this key)."""
        chosen = next((c for c in self.aim_choices() if offers.aim_of(c) == self.aim), None)
        if chosen is not None:
            self.meter.start_sweep(restart=True)
            self.pick(chosen.key)

    def action_release(self) -> None:
        self.release(self.meter.elapsed())

    def release(self, elapsed: float) -> None:
        """Stop the meter `elapsed` seconds into its sweep and take the release it reads."""
        chosen = offers.release_for(self.choices(), *reading(meter_position(elapsed, self.sweep)))
        self.meter.stop_sweep()
        if chosen is not None and self.scene is not None:
            self.pick(chosen.key)

    def on_meter_bar_moment_passed(self, _: MeterBar.MomentPassed) -> None:
        """The "Penguin!" moment ran out: the board takes the decision's pass."""
        if self.offered(END):
            self.pick(END)

    # ----- keys -----------------------------------------------------------------------------------
    def pick(self, key: str) -> None:
        self.status = ""
        super().pick(key)

    def action_arrow(self, step: int) -> None:
        self.status = ""
        if self.mode == "aim":
            aims = self.aims()
            here = min(range(len(aims)), key=lambda i: abs(aims[i] - self.aim))
            self.aim = aims[max(0, min(len(aims) - 1, here + step))]
        elif self.mode == "card" and self.view.hand:
            self.cursor = (self.cursor + step) % len(self.view.hand)
        elif self.mode == "colour":
            self.colour_index = (self.colour_index + step) % max(1, len(self.colours()))
        self._redraw()

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
        choice = offers.card_choice(self.choices(), chosen)
        if choice is not None:
            self.colour_index = 0
            self.pick(choice.key)

    def action_name_colour(self) -> None:
        colours = self.colours()
        if colours:
            self.action_colour(colours[self.colour_index % len(colours)])

    def action_colour(self, colour: str) -> None:
        choice = offers.colour_choice(self.choices(), colour)
        if choice is not None:
            self.pick(choice.key)

    def action_draw(self) -> None:
        self.pick(DRAW)

    def action_call(self) -> None:
        self.pick(CALL)

    def action_catch(self) -> None:
        seat = self.catch_key_seat()
        if seat is not None:
            self.action_catch_seat(seat)

    def action_catch_seat(self, seat: int) -> None:
        chosen = self.catchers().get(seat)
        if chosen is not None:
            self._pick_now(chosen.key)

    def action_own_up(self) -> None:
        """`o`: the forgetter owns up to the missed call and draws a card."""
        chosen = offers.owning_up(self.choices())
        if chosen is not None and self.owner_up() is not None:
            self._pick_now(chosen.key)

    def _pick_now(self, key: str) -> None:
        """A catch or an own-up: part of the decision on the seat's turn, else taken aside."""
        if self.scene is not None and not self.scene.my_turn:
            self.status = ""
            self.pick_aside(key)
        else:
            self.pick(key)

    def action_room(self, step: int) -> None:
        """↑/↓: the next room up or down among those an ice rock may go in."""
        tiers = self.tiers()
        if tiers and self.tier in tiers:
            self.tier = tiers[max(0, min(len(tiers) - 1, tiers.index(self.tier) + step))]
            self._redraw()

    def action_back(self) -> None:
        self.meter.stop_sweep()
        self.go_back()

    def action_why(self, key: str) -> None:
        """A key none of the real bindings takes now: say why on the status line."""
        if self.scene is None:
            return
        fits, tiers, catchers = bool(self.playable()), bool(self.tiers()), tuple(self.catchers())
        self.status = why_not(key, moment(self.scene, self.mode, fits, tiers, catchers))
        self._redraw()

    def _redraw(self) -> None:
        if self.scene is not None:
            self.draw(self.scene)
