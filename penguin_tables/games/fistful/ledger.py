"""Where each player's money came from, kept as the game goes, for the final screen.

A purse alone cannot say it: squirrels move money between players and the advanced game's dice
are sold for it. So each payment is also written in the payee's (and payer's) ledger under its
source; the final screen lists a purse as the starting money, those sources and the leftover
tokens. A game saved before the ledger was kept shows what it cannot account for as one line.
"""

from __future__ import annotations

from penguin_tables.engine.outcome import Rung, ScorePart, ladder_why, names_of
from penguin_tables.games.fistful.dice import (
    CAMEL,
    KANGAROO,
    LION,
    MOOSE,
    ROUNDS,
    START_MONEY,
    Counts,
)
from penguin_tables.games.fistful.scoring import (
    LION_VALUE,
    MOOSE_VALUE,
    camel_value,
    kangaroo_value,
    paired_moose,
)
from penguin_tables.games.fistful.state import FistfulState

#: The ledger's sources, in the order the final screen lists them, with their words.
SOURCES: dict[str, str] = {
    "lions": "Lions (bank)",
    "moose": "Moose (bank)",
    "kangaroos": "Kangaroos (bank)",
    "camels": "Camels (bank)",
    "squirrels": "Squirrels (taken)",
    "robbed": "Squirrels (paid)",
    "sold": "Dice sold",
    "bought": "Dice bought",
}


def bank_by_animal(counts: Counts, lions: bool) -> dict[str, int]:
    """The bank's dollars for a roll, animal by animal (they add up to `bank_dollars`)."""
    if lions:
        return {"lions": LION_VALUE * counts[LION]}
    return {
        "moose": MOOSE_VALUE * paired_moose(counts[MOOSE], counts[1]),
        "kangaroos": kangaroo_value(counts[KANGAROO]),
        "camels": camel_value(counts[CAMEL], counts[LION]),
    }


def note(state: FistfulState, seat: int, source: str, dollars: int) -> None:
    """Write `dollars` (taken away when negative) under `source` in `seat`'s ledger."""
    if not dollars:
        return
    if not state.earned:
        state.earned = [{} for _ in state.players]
    ledger = state.earned[seat]
    ledger[source] = ledger.get(source, 0) + dollars


def money_parts(state: FistfulState, seat: int) -> list[ScorePart]:
    """A purse as its parts: the starting money, each source, the tokens; they add up to it."""
    ledger = state.earned[seat] if state.earned else {}
    tokens = state.token_dollars[seat] if state.token_dollars else 0
    parts = [ScorePart(label="Starting money", amount=START_MONEY, shown=f"${START_MONEY}")]
    parts += [
        ScorePart(label=words, amount=ledger[source], shown=_dollars(ledger[source]))
        for source, words in SOURCES.items()
        if ledger.get(source)
    ]
    if tokens:
        parts.append(
            ScorePart(label="Tokens left ($1 each)", amount=tokens, shown=_dollars(tokens))
        )
    unaccounted = state.money[seat] - sum(int(part.amount) for part in parts)
    if unaccounted:
        parts.append(
            ScorePart(label="Before it was noted", amount=unaccounted, shown=_dollars(unaccounted))
        )
    return parts


def _dollars(amount: int) -> str:
    return f"+${amount}" if amount >= 0 else f"−${-amount}"


#: Fistful's one rung: the most money wins.
MOST_MONEY = (Rung("money", wins="with the most money", show=lambda value: f"${value:g}"),)


def why_won(state: FistfulState, winners: list[int]) -> str:
    """The margin in money; after a showdown, who was level and what the last showdown made."""
    if not state.in_showdown:
        return ladder_why(state.players, [(m,) for m in state.money], winners, MOST_MONEY)
    showdowns = state.round - ROUNDS
    level = names_of(state.players, state.seats)
    head = f"{level} were level after round {ROUNDS}" + (
        f" and after {showdowns - 1} showdown{'s' if showdowns > 2 else ''}"
        if showdowns > 1
        else ""
    )
    if len(winners) == len(state.seats):
        return f"{head}; they were level again in the last showdown and share the win."
    gains = [(state.money[s] - state.showdown_base[s],) for s in range(len(state.players))]
    return f"{head}. " + ladder_why(state.players, gains, winners, MADE_MOST, among=state.seats)


#: A showdown's rung: the most money made in it.
MADE_MOST = (
    Rung(
        "money made",
        wins="by making the most in the last showdown",
        show=lambda value: f"${value:g}",
    ),
)
