"""The decision builder: every legal action as a path of choices a screen can walk.

The active player's turn: a reroll or the kangaroo chip is one pick naming its dice (`reroll_key`,
`chip_key`; `value` is the dice), so the screen marks dice on its own and sends the marked set as
one pick; cashing in and buying take a second pick (how many, whose die); a spare die and stopping
take one. A seller answers with one pick: keep, reroll in secret, or a price (`value` is (dollars,
penguins)). Buying's first pick carries the sellers in the order they are numbered (`value`).
"""

from __future__ import annotations

from penguin_tables.engine.choices import Choice, Path, PathElement
from penguin_tables.games.fistful.actions import (
    Action,
    BuyDie,
    CashIn,
    KeepOffer,
    Reroll,
    SecretReroll,
    SetPrice,
    SpareDie,
    Stop,
    UseChip,
)
from penguin_tables.games.fistful.describe import plural, price_words
from penguin_tables.games.fistful.dice import penguin_tokens
from penguin_tables.games.fistful.rules.flow import turn_score
from penguin_tables.games.fistful.rules.market import buy_choices
from penguin_tables.games.fistful.state import FistfulState

SPARE, CASH, BUY, STOP, LIONS = (
    "spare",
    "cash",
    "buy",
    "stop",
    "lions",
)
KEEP, SECRET_REROLL = "keep", "secret-reroll"


def reroll_key(dice: tuple[int, ...] | list[int]) -> str:
    """The pick rerolling these dice (numbers from 0, increasing): "reroll-0-2"."""
    return "-".join(["reroll", *map(str, dice)])


def chip_key(dice: tuple[int, ...] | list[int]) -> str:
    """The pick turning these dice to kangaroos with the chip: "chip-1"."""
    return "-".join(["chip", *map(str, dice)])


def price_key(dollars: int, penguins: int) -> str:
    return f"ask-{dollars}-{penguins}"


def seller_key(seat: int) -> str:
    return f"seat{seat}"


def choice_path(state: FistfulState, action: Action) -> Path:
    """The picks leading to `action`."""
    if isinstance(action, Reroll):
        words = f"reroll {dice_faces(state, action.dice)}"
        return (Choice(reroll_key(action.dice), words, "1 token", action.dice),)
    if isinstance(action, UseChip):
        words = f"turn {dice_faces(state, action.dice)} to kangaroos"
        return (Choice(chip_key(action.dice), words, "the chip", action.dice),)
    if isinstance(action, SpareDie):
        return (Choice(SPARE, "roll a spare die", "1 token"),)
    if isinstance(action, CashIn):
        tokens = plural(penguin_tokens(action.count), "token")
        count = Choice(str(action.count), plural(action.count, "penguin"), tokens, action.count)
        return (Choice(CASH, "cash in penguins"), count)
    if isinstance(action, BuyDie):
        sellers = tuple(a.seller for a in buy_choices(state))
        return (Choice(BUY, "buy a die", value=sellers), buy_choice(state, action.seller))
    if isinstance(action, Stop):
        return (stop_choice(state, action.lions),)
    if isinstance(action, SetPrice):
        value = (action.dollars, action.penguins)
        words = price_words(action.dollars, action.penguins)
        return (Choice(price_key(*value), f"ask {words}", words, value),)
    if isinstance(action, KeepOffer):
        return (Choice(KEEP, "keep my die and price"),)
    assert isinstance(action, SecretReroll)
    return (Choice(SECRET_REROLL, "reroll my die in secret"),)


def dice_faces(state: FistfulState, dice: tuple[int, ...]) -> str:
    """ "die 1 (lion), die 3 (moose)": the dice a pick names, with what they show."""
    return ", ".join(f"die {i + 1} ({state.dice[i]})" for i in dice)


def buy_choice(state: FistfulState, seller: int) -> Choice:
    die = state.secrets[seller]
    assert die is not None
    label = f"{state.players[seller]}'s {die.face}"
    return Choice(seller_key(seller), label, price_words(die.dollars, die.penguins), seller)


def stop_choice(state: FistfulState, lions: bool) -> Choice:
    result = turn_score(state, lions)
    tokens = f" + {plural(result.score.tokens, 'token')}" if result.score.tokens else ""
    key, label = (LIONS, "stop: the lions") if lions else (STOP, "stop: the rest")
    return Choice(key, label, f"${result.dollars}{tokens}", lions)


def prompt(state: FistfulState, seat: int, picked: tuple[PathElement, ...]) -> str:
    """The question the seat answers now."""
    if state.pending:
        return "Price your die in secret: all prices show once everyone has priced."
    head = picked[0].key if picked and isinstance(picked[0], Choice) else None
    if head == CASH:
        return "Cash in how many penguins?"
    if head == BUY:
        return "Buy whose die?"
    return "Mark dice, then reroll them, or choose another move."


#: The rules page's section for the first pick of a turn, by its key's kind.
RULE_OF_PICK = {CASH: "Cashing in penguins", BUY: "Buying a die"}


def rule(state: FistfulState, picked: tuple[PathElement, ...]) -> str:
    """The rules page's section for the decision in hand (`Game.rule`)."""
    if state.pending:
        return "Pricing your die"
    head = picked[0].key if picked and isinstance(picked[0], Choice) else None
    return RULE_OF_PICK.get(head or "", "Your turn")
