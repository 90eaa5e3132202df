"""Building exact table situations for the rule tests without breaking any invariant."""

from __future__ import annotations

from dataclasses import replace

from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.actions import Place, place_action
from penguin_tables.games.yura_yura.content import START, deck
from penguin_tables.games.yura_yura.state import Phase, PlacedCard, YuraState

STEADY: Place = place_action(0.0, 0.0, 1)


def find(colour: str | None, symbol: str, nth: int = 0) -> int:
    """The id of the nth card of this colour (None for aurora) and symbol."""
    ids = [c.id for c in deck() if c.colour == colour and c.symbol == symbol]
    return ids[nth]


def table(
    hands: list[list[int]],
    top: int = START,
    turn: int = 0,
    phase: Phase = "choose",
    seed: int = 1,
) -> YuraState:
    """A game whose hands are exactly `hands`, the rest in the sea, with `top` as the top card.

    The top card, if a sea card, lies on the fresh tower so every card stays accounted for.
    """
    state = GAME.new_game([f"P{i + 1}" for i in range(len(hands))], seed=seed)
    chosen = {c for hand in hands for c in hand} | ({top} if top != START else set())
    state.hands = [list(hand) for hand in hands]
    state.sea = [c.id for c in deck() if c.id not in chosen]
    if top != START:
        base = state.tower.tiers[0]
        pose = replace(base.cards[0].pose, y=4.1)
        state.tower.tiers[0] = replace(base, cards=(*base.cards, PlacedCard(card=top, pose=pose)))
    state.top_card = top
    state.turn = turn
    state.phase = phase
    state.pending = [] if phase != "place" else ["iceberg"]
    GAME.check_invariants(state)
    return state


def steady(state: YuraState) -> YuraState:
    """Carry out every pending placement with a dead-centre, gentle release."""
    while state.phase == "place":
        state = GAME.apply(state, STEADY)
    return state


def grow(state: YuraState, tiers: int) -> YuraState:
    """Stack iceberg cards steadily until the tower has `tiers` tiers (a test fixture's shortcut)."""
    from penguin_tables.games.yura_yura.physics.placement import Drop, place

    while len(state.tower.tiers) < tiers:
        state.tower, report = place(state.tower, Drop(item="iceberg", speed=4.0))
        assert not report.broke
    return state
