"""What the active Fistful player may do now, as `key label` pairs, and the line telling them how.

Built only from `legal_actions` (never from the rules again), so a choice shows exactly when the
engine would accept it. A few moves take two keys (how many penguins to cash in, which die to buy,
stopping); `mode` says which of those is under way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from rich.text import Text

from penguin_tables.games.fistful import FistfulView
from penguin_tables.games.fistful.actions import (
    BuyDie,
    CashIn,
    Reroll,
    SpareDie,
    Stop,
    UseChip,
)
from penguin_tables.games.fistful.dice import penguin_tokens
from penguin_tables.ui.widgets.fistful_panels import plural, price_words

Mode = Literal["dice", "cash", "buy", "stop"]


def chip_hint(view: FistfulView) -> str:
    """Why the kangaroo chip cannot be used yet, in the player's words."""
    if not view.chip_limit:
        return "You have no kangaroo chip."
    if any(view.dice[i] == "kangaroo" for i in view.selected):
        return "The chip turns dice that are not kangaroos already."
    many = "one die" if view.chip_limit == 1 else "one or two dice"
    return f"Select {many} (space) for the chip to turn into kangaroos, then press k."


def dice_choices(view: FistfulView, legal: Sequence[Any]) -> list[tuple[str, str]]:
    """The choices in the ordinary mode, where the cursor walks the dice."""
    pairs: list[tuple[str, str]] = []
    if view.dice:
        pairs.append(("space", "select"))
    if Reroll() in legal:
        count = len(view.selected)
        pairs.append(("⏎", f"reroll {count} {'die' if count == 1 else 'dice'} (1 token)"))
    if SpareDie() in legal:
        pairs.append(("a", "spare die (1 token)"))
    if any(isinstance(a, CashIn) for a in legal):
        pairs.append(("c", "cash in penguins"))
    if UseChip() in legal:
        pairs.append(("k", "use kangaroo chip"))
    elif view.chip_limit:
        pairs.append(("k", "kangaroo chip (select first)"))
    if any(isinstance(a, BuyDie) for a in legal):
        pairs.append(("b", "buy a die"))
    pairs.append(("s", "stop: the rest"))
    if Stop(lions=True) in legal:
        pairs.append(("l", "stop: lions"))
    return pairs


def active_choices(view: FistfulView, legal: Sequence[Any], mode: Mode) -> list[tuple[str, str]]:
    """Every choice open now, for the board (the Footer shows only the main ones)."""
    if mode == "dice":
        return dice_choices(view, legal)
    if mode == "stop":
        return [("⏎", "stop now"), ("esc", "keep rolling")]
    return [("1-9", "choose"), ("←/→", "change"), ("⏎", "confirm"), ("esc", "back")]


def mode_prompt(
    view: FistfulView, legal: Sequence[Any], mode: Mode, pick: int, stop_lions: bool
) -> Text:
    """One line saying what the keys do now (and what the pending choice would give)."""
    if view.pending:
        return Text("Price your die in secret: all prices show once everyone has priced.")
    if mode == "stop":
        preview = next((p for p in view.previews if p.score.lions == stop_lions), None)
        what = "the lions" if stop_lions else "the rest"
        text = Text.assemble((f"Stop and score {what}", "bold"))
        if preview is not None:
            tokens = f" + {plural(preview.score.tokens, 'token')}" if preview.score.tokens else ""
            text.append(f" for ${preview.dollars}{tokens}", style="bold")
        key = "l" if stop_lions else "s"
        text.append(f"? Press {key} again or Enter; Esc keeps rolling.")
        return text
    if mode == "cash":
        counts = [a.count for a in legal if isinstance(a, CashIn)]
        text = Text.assemble((f"Cash in how many penguins (1-{max(counts)})? ", "bold"))
        text.append(f"{pick} → {plural(penguin_tokens(pick), 'token')} now. ")
        text.append("They are set aside for the rest of the turn.", style="dim")
        return text
    if mode == "buy":
        sellers = [a.seller for a in legal if isinstance(a, BuyDie)]
        return buy_prompt(view, sellers, pick)
    if view.selected:
        return Text("Enter rerolls the ✓ dice for a token; space or 1-9 changes the selection.")
    return Text("Pick dice with ←/→ and space (or 1-9), or choose a move below.")


def buy_prompt(view: FistfulView, sellers: Sequence[int], pick: int) -> Text:
    """Which offered die Enter would buy, and for how much."""
    if not sellers:
        return Text("No die on offer that you can pay for.")
    seller = sellers[pick % len(sellers)]
    offer = next(o for o in view.offers if o.seat == seller)
    text = Text.assemble((f"Buy ({pick % len(sellers) + 1}) ", "bold"))
    text.append_text(Text(view.players[seller].name, style="bold"))
    text.append(f"'s {offer.face} for {price_words(offer.dollars, offer.penguins)}? ")
    text.append("Enter buys, 1-9 picks, Esc goes back.")
    return text
