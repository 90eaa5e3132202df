"""A Fistful of Penguins' board: the dice, both stop previews, the choices with their keys, and in
the advanced game the secret pricing form and the dice on offer.

The person at the keyboard is either the active player (marking dice, rerolling, stopping) or, in
the advanced game, a seller answering behind the curtain with a price for their secret die. Every
move is one of the decision's choices; the board keeps only its cursor, the marked dice, the price
being typed (price_form.py) and whether a stop waits for its second key. Marking a die asks the
engine nothing: Enter sends the marked dice as one pick, the reroll naming them (`reroll_key`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static

from penguin_tables.engine.choices import Choice
from penguin_tables.engine.decisions import Decision
from penguin_tables.engine.explain import HIDDEN, Explanation, Thing
from penguin_tables.games.fistful import (
    BUY,
    CASH,
    KEEP,
    LIONS,
    SECRET_REROLL,
    SPARE,
    STOP,
    FistfulView,
    chip_key,
    explain,
    reroll_key,
)
from penguin_tables.session.scene import Scene
from penguin_tables.ui.games.fistful.choices import (
    Mode,
    Where,
    active_choices,
    chip_hint,
    mode_prompt,
    seller_choices,
    usable_keys,
)
from penguin_tables.ui.games.fistful.dice import DiceRow, look_for
from penguin_tables.ui.games.fistful.keys import KEYS
from penguin_tables.ui.games.fistful.panels import (
    OFFER_CELL,
    choices_text,
    offer_boxes,
    offers_text,
)
from penguin_tables.ui.games.fistful.price_form import PriceForm
from penguin_tables.ui.games.fistful.table import (
    info_line,
    main_panel,
    score_words,
    scoreboard_table,
    status_line,
    worth_card,
)
from penguin_tables.ui.widgets.board import Board
from penguin_tables.ui.widgets.status_lines import waiting_line
from penguin_tables.ui.widgets.steady import update_steady


class FistfulBoard(Board):
    DEFAULT_CSS = (Path(__file__).parent / "fistful.tcss").read_text(encoding="utf-8")
    BINDINGS: ClassVar[list[BindingType]] = KEYS

    def __init__(self) -> None:
        super().__init__()
        self.cursor = 0
        #: The dice marked for a reroll or the chip (the board's own, like the cursor).
        self.marked: set[int] = set()
        #: A stop waiting for its second key: None, or whether it scores the lions.
        self.stop_lions: bool | None = None
        #: In the cash and buy modes: the position among the decision's choices.
        self.pick_at = 0
        #: A seller's price in the making.
        self.price = PriceForm()
        #: (viewer, moves) of the decision the marks and the form belong to.
        self._decision_for: tuple[int | None, int] | None = None
        self._second_pick: str | None = None
        self._keys: tuple[Decision[Any] | None, dict[str, Choice]] = (None, {})
        #: The last stop, in words, with who paid whom (kept from the previews before it happened).
        self.last_score: Text | None = None

    def compose(self) -> ComposeResult:
        # The table may scroll on a small terminal; the choices and the prompt below it never do.
        with VerticalScroll(id="fistful-table", can_focus=False):
            yield Static(id="fistful-info")
            yield DiceRow(id="fistful-dice")
            yield Static(id="fistful-status")
            yield Static(id="fistful-offers")
            yield Static(id="fistful-main")
            yield Static(worth_card(), id="fistful-card")
        yield Static(id="fistful-choices")
        yield Static(id="fistful-prompt")

    # ----- what the scene offers ------------------------------------------------------------------
    @property
    def view(self) -> FistfulView:
        assert self.scene is not None
        view: FistfulView = self.scene.view
        return view

    @property
    def decision(self) -> Decision[Any] | None:
        scene = self.scene
        return scene.decision if scene is not None and scene.my_turn else None

    def keys(self) -> dict[str, Choice]:
        """The open picks by key (kept per decision: a turn offers hundreds of rerolls)."""
        decision = self.decision
        if decision is None:
            return {}
        if self._keys[0] is not decision:
            self._keys = (decision, {c.key: c for c in decision.choices})
        return self._keys[1]

    def marked_key(self, use: Callable[[list[int]], str]) -> str | None:
        """The open pick that rerolls (or turns with the chip) exactly the marked dice, if any."""
        key = use(sorted(self.marked))
        return key if self.marked and key in self.keys() else None

    def selling(self) -> bool:
        """The person at the keyboard is pricing their secret die (advanced game)."""
        return self.decision is not None and bool(self.view.pending)

    def acting(self) -> bool:
        """The person at the keyboard is the active player and may roll, reroll or stop."""
        return self.decision is not None and not self.view.pending

    def mode(self) -> Mode:
        """Where the active player is: a second pick (cash, buy), a stop to confirm, or the dice."""
        decision = self.decision
        if decision is not None and decision.depth and not decision.many:
            return "buy" if self._second_pick == BUY else "cash"
        return "stop" if self.stop_lions is not None else "dice"

    def second_picks(self) -> list[Choice]:
        return list(self.keys().values()) if self.mode() in ("cash", "buy") else []

    def price_top(self) -> int:
        """The most dollars a price may ask (the price choices' values are (dollars, penguins))."""
        prices = [c.value for c in self.keys().values() if isinstance(c.value, tuple)]
        tops = [p[0] for p in prices if isinstance(p[0], int)] if self.selling() else []
        return max(tops, default=0)

    # ----- keys shown only when usable (from the scene only) --------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        act, sell = self.acting(), self.selling()
        where = Where(
            acting=act,
            selling=sell,
            mode=self.mode() if act else "dice",
            dice=act and bool(self.view.dice),
            marked=bool(self.marked),
            reroll=self.marked_key(reroll_key) is not None,
            chip=self.view.chip_limit > 0,
        )
        lions = bool(parameters[0]) if parameters else False
        return usable_keys(where, self.keys(), lions).get(action, True)

    # ----- drawing --------------------------------------------------------------------------------
    def draw(self, scene: Scene[Any]) -> None:
        view: FistfulView = scene.view
        self._start_decision(scene)
        self.cursor = min(self.cursor, max(0, len(view.dice) - 1))
        act = self.acting()
        cursor = self.cursor if act and self.mode() == "dice" else None
        dice_row = self.query_one(DiceRow)
        dice_row.look = look_for(*self.size)
        crowded = bool(view.offers) or len(view.dice) > 6  # drop the gaps only when needed
        self.set_class(self.size.height < 30 and crowded, "tight")
        dice_row.display = not view.over
        dice_row.show(view.dice, sorted(self.marked) if act else [], cursor)
        update_steady(self.query_one("#fistful-info", Static), info_line(view))
        update_steady(self.query_one("#fistful-status", Static), status_line(view))
        numbered = self._buy_sellers() if act else []
        picks = self.second_picks()
        picked = picks[self.pick_at % len(picks)].value if picks and self.mode() == "buy" else None
        chosen = picked if isinstance(picked, int) else None
        if dice_row.boxed and len(view.offers) * OFFER_CELL <= self.board_width():
            shown = offer_boxes(view, numbered, chosen, dice_row.look)
        else:
            shown = offers_text(view, numbered, chosen)
        self.query_one("#fistful-offers", Static).display = shown is not None
        update_steady(self.query_one("#fistful-offers", Static), shown or "")
        pricing = (self.price.dollars, self.price.penguins) if self.selling() else None
        huge = dice_row.look == "huge"
        update_steady(self.query_one("#fistful-main", Static), main_panel(view, pricing, act, huge))
        self.query_one("#fistful-card", Static).display = huge and not view.over
        update_steady(self.query_one("#fistful-choices", Static), self.choices(view))
        update_steady(self.query_one("#fistful-prompt", Static), self.prompt_line(scene))

    def _start_decision(self, scene: Scene[Any]) -> None:
        """A new decision (another seat, or a move made) starts from that seat's own view."""
        key = (scene.viewer, scene.moves)
        if key == self._decision_for:
            return
        self._decision_for = key
        view: FistfulView = scene.view
        self.marked = set()
        self.stop_lions = None
        self.pick_at = 0
        mine = next((o for o in view.offers if o.seat == view.seat), None)
        if mine is not None:
            self.price.reset(mine.dollars or 0, mine.penguins or 0)
        else:
            self.price.reset()

    def _buy_sellers(self) -> list[int]:
        """Sellers whose die the active player can pay for, in their buying order (from `buy`)."""
        buy = self.keys().get(BUY)
        if buy is not None and isinstance(buy.value, tuple):
            return [s for s in buy.value if isinstance(s, int)]
        if self.mode() == "buy":
            return [c.value for c in self.second_picks() if isinstance(c.value, int)]
        return []

    def choices(self, view: FistfulView) -> Text:
        keys = self.keys()
        listed = look_for(*self.size) == "huge"
        if self.selling():
            pairs = seller_choices(keys, self.price_top())
        elif self.acting():
            reroll = self.marked_key(reroll_key) is not None
            pairs = active_choices(view, keys, self.mode(), len(self.marked), reroll)
        else:
            return Text()
        return choices_text(pairs, self.board_width(), listed)

    def board_width(self) -> int:
        """Columns inside the board's text panels (before the first layout: a safe 44)."""
        width = self.query_one("#fistful-choices", Static).content_size.width
        return width if width > 10 else 44

    def prompt_line(self, scene: Scene[Any]) -> Text:
        if scene.to_move is None:
            return self.last_score or Text()
        view: FistfulView = scene.view
        decision = self.decision
        if scene.mode != "live":
            text = Text.assemble("Replay: ", (scene.name(scene.to_move), "bold"), " to move.")
        elif decision is not None and self.selling():
            text = Text(decision.prompt)
        elif decision is not None:
            question, picks, stop = decision.prompt, self.second_picks(), bool(self.stop_lions)
            text = mode_prompt(view, question, self.mode(), picks, self.pick_at, stop, self.marked)
        else:
            text = waiting_line(scene)
            if scene.is_computer(scene.to_move):
                text.append("\n(a computer player)", style="dim")
        if self.last_score is not None:
            text.append("\n")
            text.append_text(self.last_score)
        return text

    def score_table(self, scene: Scene[Any]) -> RenderableType:
        return scoreboard_table(scene.view)

    def under_cursor(self) -> Thing | None:
        """The die under the cursor, the die on offer chosen to buy (unshown: hidden), the
        penguin tokens a cash-in pays, or the price being set for one's secret die."""
        if self.scene is None or self.view.over:
            return None
        if self.selling():
            return Thing("price")
        if not self.acting():
            return None
        if self.mode() == "cash":
            return Thing("token")
        if self.mode() == "buy":
            picks = self.second_picks()
            seller = picks[self.pick_at % len(picks)].value if picks else None
            offer = next((o for o in self.view.offers if o.seat == seller), None)
            if offer is None:
                return None
            return Thing("offer", offer.face) if offer.face is not None else Thing(HIDDEN)
        if self.mode() == "dice" and 0 <= self.cursor < len(self.view.dice):
            return Thing("die", self.view.dice[self.cursor])
        return None

    def explain(self, thing: Thing) -> Explanation:
        return explain(thing)

    def curtain_note(self, scene: Scene[Any], seat: int) -> str:
        """Tell a seller why the keyboard comes to them in the middle of someone else's turn."""
        view: FistfulView = scene.view
        if seat in view.pending and view.active is not None:
            return f"Time to set your price during {view.players[view.active].name}'s turn."
        return ""

    # ----- acting ---------------------------------------------------------------------------------
    def _redraw(self, keys: bool = True) -> None:
        """Draw the board's own change (cursor, marks, form) and show the keys it opened. A moved
        cursor opens none (`check_action` never reads it): `keys=False` spares the footer, which
        rebuilds all its keys on every refresh and made a cursor move cost three times a redraw."""
        if self.scene is not None:
            self.draw(self.scene)
        if keys:
            self.refresh_bindings()

    def _pick_second(self, first: str, second: str | None = None) -> None:
        self._second_pick = first
        self.pick_at = 0
        self.pick(first)
        if second is not None:
            self.pick(second)

    def action_arrow(self, step: int) -> None:
        mode = self.mode()
        if self.selling():
            self.price.step(step, self.price_top())
        elif mode in ("cash", "buy"):
            self.pick_at = (self.pick_at + step) % max(1, len(self.second_picks()))
        else:
            self.cursor = (self.cursor + step) % max(1, len(self.view.dice))
        self._redraw(keys=False)

    def action_vertical(self, step: int) -> None:
        target = self.cursor + step * self.query_one(DiceRow).per_row()
        if 0 <= target < len(self.view.dice):
            self.cursor = target
            self._redraw(keys=False)

    def action_mark_die(self) -> None:
        if 0 <= self.cursor < len(self.view.dice):
            self.marked ^= {self.cursor}
            self._redraw()

    def action_digit(self, number: int) -> None:
        mode = self.mode()
        if self.selling():
            warning = self.price.digit(number, self.price_top())
            if warning is not None:
                self.notify(warning, severity="warning")
            self._redraw()
        elif mode == "dice" and 1 <= number <= len(self.view.dice):
            self.cursor = number - 1
            self.action_mark_die()
        elif mode in ("cash", "buy"):
            picks = self.second_picks()
            wanted = [c for c in picks if c.value == number] if mode == "cash" else []
            if mode == "buy" and 1 <= number <= len(picks):
                wanted = [picks[number - 1]]
            if wanted:
                self.pick(wanted[0].key)

    def action_reroll(self) -> None:
        """Enter with dice marked: one pick, the reroll of exactly those dice."""
        key = self.marked_key(reroll_key)
        if key is not None:
            self.pick(key)
        else:
            self.notify("Mark the dice to reroll first.", title="Not now", severity="warning")

    def action_spare(self) -> None:
        self.pick(SPARE)

    def action_cash(self) -> None:
        self._pick_second(CASH)
        self.pick_at = -1  # the most penguins, once the counts are shown

    def action_chip(self) -> None:
        key = self.marked_key(chip_key)
        if key is not None:
            self.pick(key)
        else:
            self.notify(chip_hint(self.view, self.marked), title="Not now", severity="warning")

    def action_buy(self) -> None:
        self._pick_second(BUY)

    def action_stop(self, lions: bool) -> None:
        if self.stop_lions == lions:
            self.last_score = score_words(self.view, lions)
            self.pick(LIONS if lions else STOP)
            return
        self.stop_lions = lions
        self._redraw()

    def action_confirm(self) -> None:
        mode = self.mode()
        if mode == "stop":
            self.action_stop(bool(self.stop_lions))
        elif mode in ("cash", "buy"):
            picks = self.second_picks()
            if picks:
                self.pick(picks[self.pick_at % len(picks)].key)

    def action_back(self) -> None:
        mode = self.mode()
        if mode == "stop":
            self.stop_lions = None
            self._redraw()
        elif mode in ("cash", "buy") or (self.decision and self.decision.depth):
            self.go_back()
        else:
            self.marked = set()
            self._redraw()

    def action_offer(self) -> None:
        key = self.price.key()
        if key in self.keys():
            self.pick(key)
        else:
            self.notify("You cannot ask that price now.", title="Not now", severity="warning")

    def action_keep(self) -> None:
        self.pick(KEEP)

    def action_secret_reroll(self) -> None:
        self.pick(SECRET_REROLL)

    def action_chip_side(self) -> None:
        self.price.next_chip_side()
        self._redraw()

    def on_dice_row_die_clicked(self, message: DiceRow.DieClicked) -> None:
        if self.acting() and self.mode() == "dice":
            self.cursor = message.index
            self.action_mark_die()
