"""What must always hold: every card and piece accounted for once, counts in range, phases sane."""

from __future__ import annotations

from functools import cache

from penguin_tables.engine.errors import BrokenInvariant
from penguin_tables.games.yura_yura.content import START, content, deck
from penguin_tables.games.yura_yura.state import YuraState


def check(state: YuraState) -> None:
    _cards_conserved(state)
    _pieces_in_range(state)
    _phase_consistent(state)


def _cards_conserved(state: YuraState) -> None:
    on_tower = [c.card for tier in state.tower.tiers for c in tier.cards]
    if on_tower.count(START) != 1:
        raise BrokenInvariant("the starting card must lie on the tower exactly once")
    held = [c for hand in state.hands for c in hand]
    playing = [state.playing] if state.playing is not None and _held(state) else []
    putting_back = [j.ident for j in state.put_back if j.kind == "card"]
    seen = held + state.sea + playing + putting_back + [c for c in on_tower if c != START]
    seen.sort()  # the same cards as the deck, each once: the same sorted list
    if seen != _sea_cards():
        raise BrokenInvariant("the 48 sea cards are not each in exactly one place")


def _held(state: YuraState) -> bool:
    """Whether the card being played is still in its player's hand, in no other place.

    Once it is down (on the tower, or given up to the sea) while what it knocked off goes back,
    `playing` only names it for its effect, and the card is counted where it lies. A game over
    keeps `playing` only for a card its player still held.
    """
    return state.phase == "over" or state.pending[-1:] == ["card"]


@cache
def _sea_cards() -> list[int]:
    """The deck's card ids in order (checked at every step of every soak game, several times)."""
    return sorted(c.id for c in deck())


def _pieces_in_range(state: YuraState) -> None:
    data = content()
    tower = state.tower
    standing = len(tower.tiers) + sum(1 for j in state.put_back if j.kind == "iceberg")
    if not len(tower.tiers) >= 1 or standing > data.iceberg_cards:
        raise BrokenInvariant("more iceberg cards on the tower than the box holds")
    for kind, total in (("ice", data.ice_pieces), ("penguin", data.penguins)):
        idents = [p.ident for p in tower.pieces if p.kind == kind]
        idents += [j.ident for j in state.put_back if j.kind == kind]
        if len(idents) != len(set(idents)) or any(not 0 <= i < total for i in idents):
            raise BrokenInvariant(f"{kind} pieces are duplicated or out of range")
    if any(not 0 <= p.tier < len(tower.tiers) for p in tower.pieces):
        raise BrokenInvariant("a piece sits on a tier that does not exist")


def _phase_consistent(state: YuraState) -> None:
    n = len(state.players)
    if not 0 <= state.turn < n or state.direction not in (1, -1):
        raise BrokenInvariant("the turn or the direction is out of range")
    if state.phase == "over":
        if state.ending is None:
            raise BrokenInvariant("the game is over without a reason")
        return
    if state.phase == "place" and not state.pending and not state.put_back:
        raise BrokenInvariant("a placement is due but nothing is pending")
    if state.put_back and state.phase != "place":
        raise BrokenInvariant("something waits to be put back outside the placing phase")
    card_due = state.pending[-1:] == ["card"]
    if (card_due and state.playing is None) or (
        state.playing is not None and not card_due and not state.put_back
    ):
        raise BrokenInvariant("the card being placed and the pending list disagree")
    if state.phase == "drawn" and state.drawn not in state.hands[state.turn]:
        raise BrokenInvariant("the drawn card is not in the hand")
    if state.phase == "call" and len(state.hands[state.turn]) != 1:
        raise BrokenInvariant('a "Penguin!" call is due without exactly one card left')
    if not state.sea:
        raise BrokenInvariant("the game goes on with an empty sea")
