"""Penguin Party's board: the pyramid, your hand, and choosing a card then a spot.

The board walks the engine's decision: the first pick is a card (by colour), the second a spot for
it. Moving the cursor is the board's own business and asks the engine nothing; the pyramid's legal
spots are the decision's choices, never re-derived here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from rich.console import Console, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center
from textual.widgets import Static

from penguin_tables.engine.choices import Choice
from penguin_tables.engine.explain import Explanation, Thing
from penguin_tables.games.penguin_party import BaseEnd, GiveUp, PartyView, Slot, Spot, explain
from penguin_tables.session.scene import Scene
from penguin_tables.ui.games.penguin_party.cards import SIZES, SMALL, CardSize, colour_name
from penguin_tables.ui.games.penguin_party.hand import Hand, hand_height
from penguin_tables.ui.games.penguin_party.pyramid import Pyramid, PyramidPicture
from penguin_tables.ui.games.penguin_party.summary import plural, round_summary, scoreboard
from penguin_tables.ui.widgets.board import Board
from penguin_tables.ui.widgets.status_lines import game_over_line, waiting_line
from penguin_tables.ui.widgets.steady import update_steady


def row_of(spot: Spot) -> int:
    return 0 if isinstance(spot, BaseEnd) else spot.row


def spot_of(choice: Choice) -> Spot | None:
    """Where a spot choice puts the card (None for a card or giving up)."""
    return choice.value if isinstance(choice.value, BaseEnd | Slot) else None


class PenguinPartyBoard(Board):
    """Card mode (←/→ through your colours) until Enter; then spot mode over the legal spots.

    When a round ends, its summary takes the pyramid's place until Enter or the next move.
    """

    DEFAULT_CSS = Path(__file__).with_name("penguin_party.tcss").read_text(encoding="utf-8")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape", "dismiss_summary", "Continue"),
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
        #: Rounds finished when last drawn (None before the first scene: a resumed game's past
        #: rounds raise no summary).
        self._rounds_seen: int | None = None
        #: The move count at which a round's summary came up; it goes at Enter or the next move.
        self._summary_at: int | None = None
        #: A card clicked while a spot was being chosen: picked when the cards are back on offer.
        self._wanted: str | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="round-info")
        yield Static(id="pp-notes")
        with Center(id="pp-summary-box"):
            yield Static(id="pp-summary")
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
        """The colours offered as cards now (each card choice's value is its colour)."""
        if self.picking_spot():
            return []
        return [c.value for c in self.choices() if isinstance(c.value, str)]

    def must_give_up(self) -> bool:
        """Whether the one choice open is giving up (its value is the GiveUp action)."""
        offered = self.choices()
        return len(offered) == 1 and isinstance(offered[0].value, GiveUp)

    def showing_summary(self) -> bool:
        return self._summary_at is not None

    def holds_table(self) -> bool:
        return self.showing_summary()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "dismiss_summary":
            return self.showing_summary()
        if self.showing_summary():
            return False
        mine = self.scene is not None and self.scene.my_turn
        if action in ("move", "vertical", "choose"):
            return mine
        if action == "back":
            return mine and self.picking_spot()
        return True

    # ----- drawing --------------------------------------------------------------------------------
    def draw(self, scene: Scene[Any]) -> None:
        view: PartyView = scene.view
        self._follow_rounds(scene)
        self._pick_colour(scene)
        if not self.picking_spot():
            self._take_wanted()
        spots = self.spots()
        self.spot_index = min(self.spot_index, max(0, len(spots) - 1))
        legal = [spot for choice in spots if (spot := spot_of(choice)) is not None]
        cursor = legal[self.spot_index] if legal else None
        size = self.card_size(view)
        self.query_one(Pyramid).show(
            PyramidPicture(view.rows, view.base_width, legal, cursor, self.colour, size)
        )
        card_mode = scene.my_turn and not self.picking_spot()
        stuck = [c for c in view.hand if c not in self.playable_colours()] if card_mode else []
        selected = self.colour if scene.my_turn else None
        hidden = scene.viewer is None  # a replay of a game still being played shows no hand
        self.query_one(Hand).show(view.hand, selected, size, stuck, hidden=hidden)
        info = Text(f"Round {view.round + 1} of {view.rounds}", style="bold")
        # "began" keeps the line inside the board at 80 columns with a 20-cell name.
        info.append(f"  {scene.name(view.starter)} began", style="dim")
        update_steady(self.query_one("#round-info", Static), info)
        update_steady(self.query_one("#pp-notes", Static), Text(view.deal_note, style="italic dim"))
        update_steady(self.query_one("#prompt", Static), self.prompt(scene))
        summary = self.query_one("#pp-summary", Static)
        if self.showing_summary():
            update_steady(summary, round_summary(view, scene.name))
        board = not self.showing_summary()
        shown = {"#pp-notes": board and bool(view.deal_note), "#pp-summary-box": not board}
        for part in ("#pp-notes", "#pyramid", "#prompt", "#hand", "#pp-summary-box"):
            widget = self.query_one(part)
            if widget.display != shown.get(part, board):
                widget.display = shown.get(part, board)

    def _follow_rounds(self, scene: Scene[Any]) -> None:
        """Raise the summary when a round has just ended at the table; drop it after a move."""
        finished = len(scene.view.round_points)
        was = self._summary_at
        if self._rounds_seen is not None and finished > self._rounds_seen and scene.mode == "live":
            self._summary_at = scene.moves
        elif self._summary_at != scene.moves:
            self._summary_at = None
        self._rounds_seen = finished
        if self._summary_at != was:
            self.refresh_bindings()

    def _pick_colour(self, scene: Scene[Any]) -> None:
        colours = list(dict.fromkeys(scene.view.hand))
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

    def card_size(self, view: PartyView) -> CardSize:
        """The largest cards with which the pyramid, the hand and the words fit on the board."""
        width, height = self.size
        words = 1 + 3 + _wrapped(view.deal_note, width - 2)  # round line, prompt, notes
        for size in reversed(SIZES):
            wide = (view.base_width + 2) * size.cell + 5
            tall = view.base_width * size.lines + 2 + hand_height(size) + words
            if wide <= width and tall <= height:
                return size
        return SMALL

    def prompt(self, scene: Scene[Any]) -> Text:
        """The engine's question, with the keys that answer it; the standard lines otherwise."""
        decision = scene.decision
        if scene.to_move is None:
            return game_over_line()
        if not scene.my_turn or decision is None:
            return self._waiting(scene)
        if self.must_give_up():
            return Text.assemble(
                (decision.prompt, "bold red"), f" Enter: {self.choices()[0].label}."
            )
        question = Text(decision.prompt)
        spot_mode = self.picking_spot()
        if spot_mode and self.colour is not None:
            question.highlight_words([self.colour], colour_name(self.colour).style)
        text = Text.assemble((scene.name(scene.to_move), "bold"), ": ", question)
        if spot_mode:
            text.append(" Arrows: [ ] spot. Esc: other card.")
        else:
            text.append(" ←/→, Enter.")
            if self.colour and self.colour not in self.playable_colours():
                text.append(f"  No spot for {self.colour}.", style="yellow")
        return self._last_card_hint(text)

    def _last_card_hint(self, text: Text) -> Text:
        if len(self.view.hand) != 1:
            return text
        back = self.view.refund_if_emptied
        if back:
            text.append(f"\nYour last card: placing it hands back {plural(back, 'penalty point')}.")
        else:
            text.append("\nYour last card (no penalty points yet to hand back).")
        return text

    def _waiting(self, scene: Scene[Any]) -> Text:
        """ "Waiting for …", then why when the viewer is out of this round."""
        text = waiting_line(scene)
        me = self.view.players[scene.viewer] if scene.viewer is not None else None
        if me is not None and me.status == "emptied":
            text.append("\nYou placed every card")
            text.append(
                f" and handed back {plural(me.refund, 'penalty point')}" if me.refund else ""
            )
            text.append("; the round goes on without you.")
        elif me is not None and me.status == "out":
            text.append(f"\nYou gave up this round (+{me.penalty}); it goes on without you.")
        return text

    def score_table(self, scene: Scene[Any]) -> RenderableType:
        return scoreboard(scene.view, scene.to_move)

    def under_cursor(self) -> Thing | None:
        """The spot under the cursor while placing, else the card chosen in the hand."""
        if self.scene is None or not self.scene.my_turn or self.showing_summary():
            return None
        spots = [spot for choice in self.spots() if (spot := spot_of(choice)) is not None]
        if spots:
            spot = spots[min(self.spot_index, len(spots) - 1)]
            return Thing("spot", "base" if isinstance(spot, BaseEnd) else str(spot.row + 1))
        return Thing("card", self.colour) if self.colour is not None else None

    def explain(self, thing: Thing) -> Explanation:
        return explain(thing)

    def curtain_note(self, scene: Scene[Any], seat: int) -> str:
        if self.showing_summary():
            return "A round has just ended: its summary comes first."
        return ""

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
        spots = [spot for choice in self.spots() if (spot := spot_of(choice)) is not None]
        if not spots:
            return
        here = spots[self.spot_index]
        candidates = [i for i, s in enumerate(spots) if (row_of(s) - row_of(here)) * step > 0]
        if candidates:
            self.spot_index = min(candidates, key=lambda i: abs(row_of(spots[i]) - row_of(here)))
            self._redraw()

    def action_choose(self) -> None:
        if self.must_give_up():
            self.pick(self.choices()[0].key)
        elif self.picking_spot():
            spots = self.spots()
            if spots:
                self.spot_index, key = 0, spots[self.spot_index].key
                self.pick(key)
        elif self.colour in self.playable_colours():
            self.spot_index = 0
            self.pick(self._card_key(self.colour))
        else:
            self.notify(f"No {self.colour} card fits anywhere now.", severity="warning")

    def _card_key(self, colour: str) -> str:
        return next(c.key for c in self.choices() if c.value == colour)

    def _take_wanted(self) -> None:
        """The card clicked in spot mode, once the cards are offered again."""
        wanted, self._wanted = self._wanted, None
        if wanted is not None and wanted in self.playable_colours():
            self.pick(self._card_key(wanted))

    def action_back(self) -> None:
        self.go_back()

    def action_dismiss_summary(self) -> None:
        self._summary_at = None
        self.refresh_bindings()
        self._redraw()

    def _redraw(self) -> None:
        if self.scene is not None:
            self.draw(self.scene)

    def on_click(self) -> None:
        if self.showing_summary():
            self.action_dismiss_summary()

    def on_hand_colour_clicked(self, message: Hand.ColourClicked) -> None:
        """A click on a card takes it; in spot mode it first gives the card in hand back."""
        if self.scene is None or not self.scene.my_turn:
            return
        self.colour = message.colour
        if self.picking_spot():
            self._wanted = message.colour  # taken once the cards are on offer again
            self.go_back()
        elif message.colour in self.playable_colours():
            self.pick(self._card_key(message.colour))

    def on_pyramid_spot_clicked(self, message: Pyramid.SpotClicked) -> None:
        for choice in self.spots():
            if choice.value == message.spot:
                self.spot_index = 0
                self.pick(choice.key)
                return


def _wrapped(words: str, width: int) -> int:
    """Lines `words` take at `width` columns (roughly: whole words wrap)."""
    return len(Text(words).wrap(_CONSOLE, max(1, width))) if words else 0


_CONSOLE = Console(width=400)
