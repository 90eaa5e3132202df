"""Who delighted the nephew: most cards in hand, then most fish, then the highest sum of values."""

from __future__ import annotations

from penguin_tables.engine.outcome import Outcome
from penguin_tables.games.frozen_shinies.content import count_of, values
from penguin_tables.games.frozen_shinies.state import FrozenState


def ranking_key(state: FrozenState, seat: int) -> tuple[int, int, int]:
    """The tie-break ladder as one comparable key: cards, fish, sum of values."""
    hand = state.hands[seat]
    return len(hand), state.fish[seat], sum(values()[s.card] for s in hand)


def decided_by(keys: list[tuple[int, int, int]], winners: list[int]) -> str:
    """Which rung of the ladder settled it, in words."""
    best = keys[winners[0]]
    for rung, words in enumerate(("cards", "fish", "the sum of card values")):
        if sum(1 for k in keys if k[: rung + 1] == best[: rung + 1]) == len(winners):
            return words
    return "nothing: a full tie"


def outcome_of(state: FrozenState) -> Outcome:
    seats = range(len(state.players))
    keys = [ranking_key(state, s) for s in seats]
    best = max(keys)
    winners = [s for s in seats if keys[s] == best]
    names = " and ".join(state.players[s] for s in winners)
    cards, fish, total = best
    detail = f"{count_of(cards, 'card')}, {fish} fish, values summing to {total}"
    if len(winners) > 1:
        summary = f"{names} share the win ({detail} each)."
    else:
        summary = f"{names} wins on {decided_by(keys, winners)} ({detail})."
    return Outcome(scores=[float(k[0]) for k in keys], winners=winners, summary=summary)
