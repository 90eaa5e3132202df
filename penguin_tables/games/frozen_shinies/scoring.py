"""Who delighted the nephew: most cards in hand, then most fish, then the highest sum of values."""

from __future__ import annotations

from penguin_tables.engine.outcome import Outcome, Rung, ScorePart, ladder_why
from penguin_tables.games.frozen_shinies.content import count_of, values
from penguin_tables.games.frozen_shinies.state import FrozenState


def ranking_key(state: FrozenState, seat: int) -> tuple[int, int, int]:
    """The tie-break ladder as one comparable key: cards, fish, sum of values."""
    hand = state.hands[seat]
    return len(hand), state.fish[seat], sum(values()[s.card] for s in hand)


#: The ladder `ranking_key` climbs, in words for the final screen.
RUNGS = (Rung("cards"), Rung("fish"), Rung("the sum of card values"))


def hand_parts(state: FrozenState, seat: int) -> list[ScorePart]:
    """A seat's score is its cards; its fish and its cards' values are shown beside them, as the
    tie-breaks they are (every hand is shown at the end)."""
    card_values = sorted(values()[slot.card] for slot in state.hands[seat])
    total = sum(card_values)
    listed = f"{' '.join(map(str, card_values))} = {total}" if card_values else "—"
    return [
        ScorePart(label="Cards in hand", amount=len(card_values), shown=f"{len(card_values)}"),
        ScorePart(label="Fish (1st tie-break)", amount=state.fish[seat], counts=False),
        ScorePart(label="Card values (2nd tie-break)", amount=total, shown=listed, counts=False),
    ]


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
    return Outcome(
        scores=[float(k[0]) for k in keys],
        winners=winners,
        summary=summary,
        parts=[hand_parts(state, s) for s in seats],
        why=ladder_why(state.players, keys, winners, RUNGS),
    )
