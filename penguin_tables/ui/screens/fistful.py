"""A Fistful of Penguins' screen: the dice, both stop previews, the choices with their keys, and
in the advanced game the secret pricing form and the dice on offer.

The person at the keyboard is either the active player (picking dice, rerolling, stopping) or, in
the advanced game, a seller answering behind the curtain with a price for their secret die. Every
move is picked from `legal_actions`; the screen only keeps a cursor, the price being typed and a
small mode for choices that take two keys (how many penguins to cash in, which die to buy, stop).
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from rich.console import RenderableType
from rich.table import Table as RichTable
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static

from penguin_tables.games.fistful import FistfulView
from penguin_tables.games.fistful.actions import (
    BuyDie,
    CashIn,
    KeepOffer,
    Reroll,
    SecretReroll,
    SetPrice,
    SpareDie,
    Stop,
    ToggleDie,
    UseChip,
)
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.widgets.fistful_choices import active_choices, chip_hint, mode_prompt
from penguin_tables.ui.widgets.fistful_dice import DiceRow
from penguin_tables.ui.widgets.fistful_panels import (
    choices_text,
    offers_text,
    previews_table,
    price_form,
)
from penguin_tables.ui.widgets.fistful_table import (
    info_line,
    rating_ladder,
    score_words,
    scoreboard_table,
    status_line,
)

Mode = Literal["dice", "cash", "buy", "stop"]


class FistfulScreen(GameScreen):
    CSS_PATH = "fistful.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "arrow(-1)", "←", show=False),
        Binding("right", "arrow(1)", "→", show=False),
        Binding("up", "vertical(-1)", "↑", show=False),
        Binding("down", "vertical(1)", "↓", show=False),
        Binding("space", "select_die", "Select"),
        Binding("enter", "reroll", "Reroll"),
        Binding("enter", "confirm", "OK"),
        Binding("enter", "offer", "Offer"),
        Binding("a", "spare", "Spare die", show=False),
        Binding("c", "cash", "Cash in", show=False),
        Binding("k", "chip", "Chip", show=False),
        Binding("k", "keep", "Keep", show=False),
        Binding("b", "buy", "Buy", show=False),
        Binding("s", "stop(False)", "Stop", show=False),
        Binding("l", "stop(True)", "Lions", show=False),
        Binding("x", "secret_reroll", "Reroll die", show=False),
        Binding("p", "chip_side", "Black chip", show=False),
        Binding("escape", "back", "Back"),
        *[Binding(str(n), f"digit({n})", str(n), show=False) for n in range(10)],
    ]

    def __init__(self, table: Any, replay: list[Any] | None = None) -> None:
        super().__init__(table, replay)
        self.mode: Mode = "dice"
        self.stop_lions = False
        self.cursor = 0
        #: In the cash and buy modes: the count, or the position among the dice one may buy.
        self.pick = 0
        self.ask_dollars = 3
        self.ask_penguins = 0
        self._form_for = -1
        #: The last stop, in words, with who paid whom (kept from the previews before it happened).
        self.last_score: Text | None = None

    def compose_board(self) -> ComposeResult:
        yield Static(id="fistful-info")
        yield DiceRow(id="fistful-dice")
        yield Static(id="fistful-status")
        yield Static(id="fistful-offers")
        yield Static(id="fistful-main")
        yield Static(id="fistful-choices")
        yield Static(id="fistful-prompt")

    # ----- who is at the keyboard -----------------------------------------------------------------
    @property
    def fview(self) -> FistfulView:
        view: FistfulView = self.view
        return view

    def legal(self) -> list[Any]:
        return list(self.game.legal_actions(self.table.state)) if self.is_my_turn() else []

    def selling(self) -> bool:
        """The person at the keyboard is pricing their secret die (advanced game)."""
        return self.is_my_turn() and bool(self.fview.pending)

    def acting(self) -> bool:
        """The person at the keyboard is the active player and may roll, reroll or stop."""
        return self.is_my_turn() and not self.fview.pending

    def can(self, action: Any) -> bool:
        return action in self.legal()

    def buyable(self) -> list[int]:
        """Seats whose revealed die the active player can afford now, round the table."""
        return [a.seller for a in self.legal() if isinstance(a, BuyDie)]

    def cash_counts(self) -> list[int]:
        return [a.count for a in self.legal() if isinstance(a, CashIn)]

    def price_top(self) -> int:
        return max((a.dollars for a in self.legal() if isinstance(a, SetPrice)), default=0)

    # ----- keys shown only when usable ------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        act, sell = self.acting(), self.selling()
        dice_mode = act and self.mode == "dice"
        usable = {
            "arrow": (act and bool(self.fview.dice) and self.mode != "stop") or sell,
            "vertical": dice_mode and bool(self.fview.dice),
            "select_die": dice_mode and bool(self.fview.dice),
            "reroll": dice_mode and self.can(Reroll()),
            "confirm": act and self.mode != "dice",
            "offer": sell,
            "spare": dice_mode and self.can(SpareDie()),
            "cash": dice_mode and bool(self.cash_counts()),
            "chip": dice_mode and self.fview.chip_limit > 0,
            "keep": sell and self.can(KeepOffer()),
            "buy": dice_mode and bool(self.buyable()),
            "stop": act and self.mode in ("dice", "stop") and self._stop_ok(parameters),
            "secret_reroll": sell and self.can(SecretReroll()),
            "chip_side": sell,
            "back": act and (self.mode != "dice" or bool(self.fview.selected)),
            "digit": act or sell,
        }
        if action in usable:
            return usable[action]
        return super().check_action(action, parameters)

    def _stop_ok(self, parameters: tuple[object, ...]) -> bool:
        lions = bool(parameters[0]) if parameters else False
        return self.can(Stop(lions=lions))

    # ----- drawing --------------------------------------------------------------------------------
    def refresh_board(self) -> None:
        if self.viewer is None and self.game.has_secrets(self.table.state):
            for child in self.query("#board-area > *"):
                if isinstance(child, Static):
                    child.update("")
            self.query_one(DiceRow).show([], [], None)
            return
        view = self.fview
        if not self.acting():
            self.mode = "dice"
        if self.selling():
            self._prepare_form()
        self.cursor = min(self.cursor, max(0, len(view.dice) - 1))
        cursor = self.cursor if self.acting() and self.mode == "dice" else None
        area = self.query_one("#board-area").size
        dice_row = self.query_one(DiceRow)
        dice_row.big = area.width >= 56 and area.height >= 32
        self.set_class(len(view.offers) >= 3 and area.height < 30, "tight")
        dice_row.display = not view.over
        dice_row.show(view.dice, view.selected, cursor)
        self.query_one("#fistful-info", Static).update(info_line(self.fview))
        self.query_one("#fistful-status", Static).update(status_line(self.fview))
        offers = self.query_one("#fistful-offers", Static)
        numbered = self.buyable() if self.acting() else []
        picked = numbered[self.pick % len(numbered)] if numbered and self.mode == "buy" else None
        shown = offers_text(view, numbered, picked)
        offers.display = shown is not None
        offers.update(shown or "")
        self.query_one("#fistful-main", Static).update(self.main_panel())
        self.query_one("#fistful-choices", Static).update(self.choices())
        self.query_one("#fistful-prompt", Static).update(self.prompt())

    def on_resize(self) -> None:
        self.redraw()

    def main_panel(self) -> RenderableType:
        view = self.fview
        if view.over:
            outcome = self.game.outcome(self.table.state)
            text = Text.assemble(("Game over. ", "bold"))
            text.append_text(Text(outcome.summary))
            if len(view.players) == 1:
                text.append("\n\n")
                text.append_text(rating_ladder(view.players[0].money))
            return text
        if self.selling():
            return price_form(view, self.ask_dollars, self.ask_penguins)
        if not view.previews:
            return Text("Waiting for the other players to price their dice…", style="dim")
        return previews_table(view, keys=self.acting())

    def choices(self) -> Text:
        if self.selling():
            pairs = [
                ("⏎", "offer at this price"),
                ("←/→ 0-9", f"dollars (up to ${self.price_top()})"),
                ("p", "black chip"),
            ]
            if self.can(KeepOffer()):
                pairs.append(("k", "keep die and price"))
            if self.can(SecretReroll()):
                pairs.append(("x", "reroll my die"))
            return choices_text(pairs, self.board_width())
        if not self.acting():
            return Text()
        return choices_text(active_choices(self.fview, self.legal(), self.mode), self.board_width())

    def board_width(self) -> int:
        """Columns inside the board's text panels (before the first layout: a safe 44)."""
        width = self.query_one("#fistful-choices", Static).content_size.width
        return width if width > 10 else 44

    def prompt(self) -> Text:
        seat = self.table.to_move()
        if seat is None:
            return self.last_score or Text()
        if self.replay is not None:
            text = Text.assemble("Replay: ", (self.table.seats[seat].name, "bold"), " to move.")
        elif self.is_my_turn():
            text = mode_prompt(self.fview, self.legal(), self.mode, self.pick, self.stop_lions)
        else:
            who = Text.assemble((self.table.seats[seat].name, "bold"))
            if self.table.seat_is_computer(seat):
                who.append(" (computer)")
            text = Text.assemble("Waiting for ", who, "…")
        if self.last_score is not None:
            text.append("\n")
            text.append_text(self.last_score)
        return text

    def scoreboard(self) -> Text | RichTable:  # type: ignore[override]
        return scoreboard_table(self.fview)

    # ----- the pricing form -----------------------------------------------------------------------
    def _prepare_form(self) -> None:
        """Start each pricing decision from the current price (or a modest $3), within limits."""
        decision = len(self.table.envelope.actions)
        if self._form_for == decision:
            return
        self._form_for = decision
        mine = next((o for o in self.fview.offers if o.seat == self.fview.seat), None)
        if mine is not None and mine.dollars is not None and mine.penguins is not None:
            self.ask_dollars, self.ask_penguins = mine.dollars, mine.penguins
        top = self.price_top()
        self.ask_dollars = min(self.ask_dollars, top)
        if not self.ask_dollars and not self.ask_penguins:
            self.ask_dollars, self.ask_penguins = min(3, top), 0 if top else 1

    # ----- acting ---------------------------------------------------------------------------------
    def perform(self, action: Any) -> bool:
        """Play `action`; a stop first records its preview so the board can say who paid whom."""
        previous = self.last_score
        if isinstance(action, Stop) and self.fview.active is not None:
            self.last_score = score_words(self.fview, action.lions)
        self.mode = "dice"
        done = super().perform(action)
        if not done:
            self.last_score = previous
        return done

    def play_if_legal(self, action: Any, why: str) -> None:
        if self.can(action):
            self.perform(action)
        else:
            self.notify(why, title="Not now", severity="warning")

    def action_arrow(self, step: int) -> None:
        if self.selling():
            self.ask_dollars = max(0, min(self.price_top(), self.ask_dollars + step))
        elif self.mode == "cash":
            counts = self.cash_counts()
            self.pick = max(1, min(max(counts, default=1), self.pick + step))
        elif self.mode == "buy":
            self.pick = (self.pick + step) % max(1, len(self.buyable()))
        else:
            self.cursor = (self.cursor + step) % max(1, len(self.fview.dice))
        self.redraw()

    def action_vertical(self, step: int) -> None:
        per_row = self.query_one(DiceRow).per_row()
        target = self.cursor + step * per_row
        if 0 <= target < len(self.fview.dice):
            self.cursor = target
            self.redraw()

    def action_select_die(self) -> None:
        self.play_if_legal(ToggleDie(die=self.cursor), "There is no die there.")

    def action_digit(self, number: int) -> None:
        if self.selling():
            top = self.price_top()
            if number > top:
                self.notify(f"You can ask at most ${top}.", severity="warning")
            self.ask_dollars = min(number, top)
            self.redraw()
        elif self.mode == "dice" and 1 <= number <= len(self.fview.dice):
            self.cursor = number - 1
            self.action_select_die()
        elif self.mode == "cash" and number in self.cash_counts():
            self.perform(CashIn(count=number))
        elif self.mode == "buy" and 1 <= number <= len(self.buyable()):
            self.perform(BuyDie(seller=self.buyable()[number - 1]))

    def action_reroll(self) -> None:
        self.play_if_legal(Reroll(), "Select the dice to reroll first.")

    def action_spare(self) -> None:
        self.play_if_legal(SpareDie(), "No spare die now.")

    def action_cash(self) -> None:
        counts = self.cash_counts()
        if len(counts) == 1:
            self.perform(CashIn(count=counts[0]))
            return
        self.mode, self.pick = "cash", max(counts)
        self.redraw()

    def action_chip(self) -> None:
        self.play_if_legal(UseChip(), chip_hint(self.fview))

    def action_buy(self) -> None:
        self.mode, self.pick = "buy", 0
        self.redraw()

    def action_stop(self, lions: bool) -> None:
        if self.mode == "stop" and self.stop_lions == lions:
            self.perform(Stop(lions=lions))
            return
        self.mode, self.stop_lions = "stop", lions
        self.redraw()

    def action_confirm(self) -> None:
        if self.mode == "stop":
            self.perform(Stop(lions=self.stop_lions))
        elif self.mode == "cash":
            self.perform(CashIn(count=self.pick))
        elif self.mode == "buy" and self.buyable():
            self.perform(BuyDie(seller=self.buyable()[self.pick % len(self.buyable())]))

    def action_back(self) -> None:
        if self.mode != "dice":
            self.mode = "dice"
            self.redraw()
            return
        for die in list(self.fview.selected):
            self.perform(ToggleDie(die=die))

    def action_offer(self) -> None:
        price = SetPrice(dollars=self.ask_dollars, penguins=self.ask_penguins)
        self.play_if_legal(price, "A price must ask for some money or your black chip.")

    def action_keep(self) -> None:
        self.perform(KeepOffer())

    def action_secret_reroll(self) -> None:
        self.perform(SecretReroll())

    def action_chip_side(self) -> None:
        self.ask_penguins = (self.ask_penguins + 1) % 3
        self.redraw()

    def on_dice_row_die_clicked(self, message: DiceRow.DieClicked) -> None:
        if self.acting() and self.mode == "dice":
            self.cursor = message.index
            self.action_select_die()

    def curtain_note(self, seat: int) -> str:
        """Tell a seller why the keyboard comes to them in the middle of someone else's turn."""
        state = self.table.state
        kinds = {action.kind for action in self.game.legal_actions(state)}
        if kinds & {"price", "keep", "secret_reroll"}:
            return f"Time to set your price during {state.players[state.active]}'s turn."
        return ""
