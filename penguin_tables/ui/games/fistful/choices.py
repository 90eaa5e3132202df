"""What the Fistful player at the keyboard may do now, as `key label` pairs, and the line saying how.

Built only from the decision's choices (the keys the engine offers), never from the rules again, so a
choice shows exactly when the engine would accept it. `Mode` is where the player is in a move that
takes two keys: marking dice, asking to stop, or the second pick of cashing in or buying.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Literal

from rich.text import Text

from penguin_tables.engine.choices import Choice
from penguin_tables.games.fistful import (
    BUY,
    CASH,
    KEEP,
    LIONS,
    SECRET_REROLL,
    SPARE,
    STOP,
    FistfulView,
    price_words,
)
from penguin_tables.ui.games.fistful.panels import plural

Mode = Literal["dice", "cash", "buy", "stop"]


@dataclass(frozen=True, slots=True)
class Where:
    """Where the person at the keyboard is: what `usable_keys` needs beside the open picks."""

    acting: bool  # the active player, deciding
    selling: bool  # a seller pricing their secret die
    mode: Mode
    dice: bool  # dice are showing
    marked: bool  # some dice are marked
    reroll: bool  # a reroll of exactly the marked dice is open
    chip: bool  # the player holds a kangaroo chip


def usable_keys(where: Where, keys: Collection[str], lions: bool) -> dict[str, bool]:
    """Which of the board's key actions apply now (the Footer shows only those)."""
    act, sell, mode = where.acting, where.selling, where.mode
    dice_mode = act and mode == "dice"
    has_dice = act and where.dice
    return {
        "arrow": (has_dice and mode != "stop") or (act and mode in ("cash", "buy")) or sell,
        "vertical": dice_mode and has_dice,
        "mark_die": dice_mode and has_dice,
        "reroll": dice_mode and where.reroll,
        "confirm": act and mode != "dice",
        "offer": sell,
        "spare": dice_mode and SPARE in keys,
        "cash": dice_mode and CASH in keys,
        "chip": dice_mode and where.chip,
        "keep": sell and KEEP in keys,
        "buy": dice_mode and BUY in keys,
        "stop": act and mode in ("dice", "stop") and (LIONS if lions else STOP) in keys,
        "secret_reroll": sell and SECRET_REROLL in keys,
        "chip_side": sell,
        "back": act and (mode != "dice" or where.marked),
        "digit": act or sell,
    }


def chip_hint(view: FistfulView, marked: Collection[int]) -> str:
    """Why the kangaroo chip cannot turn the marked dice, in the player's words."""
    if not view.chip_limit:
        return "You have no kangaroo chip."
    if any(view.dice[i] == "kangaroo" for i in marked):
        return "The chip turns dice that are not kangaroos already."
    many = "one die" if view.chip_limit == 1 else "one or two dice"
    return f"Mark {many} (space) for the chip to turn into kangaroos, then press k."


def dice_choices(
    view: FistfulView, keys: Collection[str], marked: int, reroll: bool
) -> list[tuple[str, str]]:
    """The choices in the ordinary mode, where the cursor walks the dice (`reroll`: a reroll of
    exactly the marked dice is open). The chip's key shows while the chip is held: pressing it
    with the wrong dice marked says which it may turn."""
    pairs: list[tuple[str, str]] = []
    if view.dice:
        pairs.append(("space", "mark"))
    if reroll:
        pairs.append(("⏎", f"reroll {marked} {'die' if marked == 1 else 'dice'} (1 token)"))
    if SPARE in keys:
        pairs.append(("a", "spare die (1 token)"))
    if CASH in keys:
        pairs.append(("c", "cash in penguins"))
    if view.chip_limit:
        pairs.append(("k", "use kangaroo chip"))
    if BUY in keys:
        pairs.append(("b", "buy a die"))
    pairs.append(("s", "stop: the rest"))
    if LIONS in keys:
        pairs.append(("l", "stop: lions"))
    return pairs


def active_choices(
    view: FistfulView,
    keys: Collection[str],
    mode: Mode,
    marked: int,
    reroll: bool,
) -> list[tuple[str, str]]:
    """Every choice open now, for the board (the Footer shows only the main ones)."""
    if mode == "dice":
        return dice_choices(view, keys, marked, reroll)
    if mode == "stop":
        return [("⏎", "stop now"), ("esc", "keep rolling")]
    return [("1-9", "choose"), ("←/→", "change"), ("⏎", "confirm"), ("esc", "back")]


def seller_choices(keys: Collection[str], top: int) -> list[tuple[str, str]]:
    pairs = [
        ("⏎", "offer at this price"),
        ("←/→ 0-9", f"dollars, up to your ${top}"),
        ("p", "black chip"),
    ]
    if KEEP in keys:
        pairs.append(("k", "keep die and price"))
    if SECRET_REROLL in keys:
        pairs.append(("x", "reroll my die"))
    return pairs


def mode_prompt(
    view: FistfulView,
    question: str,
    mode: Mode,
    picks: Sequence[Choice],
    pick: int,
    stop_lions: bool,
    marked: Collection[int] = (),
) -> Text:
    """One line saying what the keys do now (and what the pending choice would give); `question`
    is the engine's prompt for the decision, asked as it is with the board's detail after it."""
    if mode == "dice" and marked:
        return Text("Enter rerolls the ✓ dice for a token; space or 1-9 changes the marks.")
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
    if mode == "cash" and picks:
        chosen = picks[pick % len(picks)]
        text = Text.assemble((question, "bold"), f" (1-{len(picks)}) " if len(picks) > 1 else " ")
        text.append(f"{chosen.value} → {chosen.preview} now. ")
        text.append("They are set aside for the rest of the turn.", style="dim")
        return text
    if mode == "buy":
        return buy_prompt(view, question, picks, pick)
    return Text(question)


def buy_prompt(view: FistfulView, question: str, picks: Sequence[Choice], pick: int) -> Text:
    """Which offered die Enter would buy, and for how much."""
    if not picks:
        return Text("No die on offer that you can pay for.")
    chosen = picks[pick % len(picks)]
    seller = chosen.value
    assert isinstance(seller, int)
    offer = next(o for o in view.offers if o.seat == seller)
    text = Text.assemble((f"{question} ({pick % len(picks) + 1}) ", "bold"))
    text.append_text(Text(view.players[seller].name, style="bold"))
    text.append(f"'s {offer.face} for {price_words(offer.dollars, offer.penguins)}? ")
    text.append("Enter buys, 1-9 picks, Esc goes back.")
    return text
