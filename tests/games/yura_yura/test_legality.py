"""`is_legal` (what `apply` checks) answers exactly like membership in `legal_actions`."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.actions import (
    Action,
    CallPenguin,
    Catch,
    Draw,
    EndTurn,
    Place,
    Play,
    place_action,
)
from penguin_tables.games.yura_yura.content import START, content, deck
from penguin_tables.games.yura_yura.state import YuraState


def probes(state: YuraState) -> list[Action]:
    """Actions worth asking about in any state: most of them illegal most of the time."""
    hand = state.hands[state.turn]
    others = [c.id for c in deck() if c.id not in hand][:6]
    cards = sorted(set(hand) | set(others) | {START, len(deck())})
    plays: list[Action] = [Play(card=c) for c in cards]
    plays += [Play(card=c, colour=colour) for c in cards for colour in content().colours[:2]]
    steady = place_action(0.0, 0.0, 1)
    places: list[Action] = [steady, replace(steady, aim=0.25)]
    places += [replace(steady, tier=t) for t in range(4)]
    catches: list[Action] = [Catch(), *(Catch(by=s) for s in range(len(state.players) + 1))]
    return [Draw(), CallPenguin(), EndTurn(), *plays, *places, *catches]


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_the_direct_check_agrees_with_the_legal_list(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game([f"P{i}" for i in range(players)], seed=seed)
    checked = 0
    while not GAME.is_over(state) and checked < 60:
        legal = GAME.legal_actions(state)
        for action in [*probes(state), *legal]:
            assert GAME.is_legal(state, action) == (action in legal), (state.phase, action)
        # Forget the call now and then, so catches (in and out of turn) get checked too.
        calls = [a for a in legal if isinstance(a, EndTurn)]
        state = GAME.apply(state, calls[0] if calls and rng.random() < 0.5 else rng.choice(legal))
        checked += 1
    for action in probes(state):
        assert GAME.is_legal(state, action) == (action in GAME.legal_actions(state))


def test_a_rock_without_its_room_named_still_goes_on_the_highest_tied_room() -> None:
    """`Place.tier` None is the documented default, though the listed actions name the room."""
    from tests.games.yura_yura.test_calls_and_choices import rock_due

    state = rock_due()
    steady = place_action(0.0, 0.0, 1)
    assert not GAME.is_legal(state, steady)
    assert all(isinstance(a, Place) and a.tier is not None for a in GAME.legal_actions(state))
    after = GAME.apply(state, steady)
    assert [p.tier for p in after.tower.pieces] == [2]
