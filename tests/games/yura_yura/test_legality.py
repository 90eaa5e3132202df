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
from tests.engine.legality import assert_is_legal_agrees, reachable_states


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


def forgetful(state: YuraState, rng: random.Random) -> Action:
    """Forgets to call now and then, so catches (in and out of turn) get checked too."""
    legal = GAME.legal_actions(state)
    calls = [a for a in legal if isinstance(a, EndTurn)]
    return calls[0] if calls and rng.random() < 0.5 else rng.choice(legal)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_direct_check_agrees_with_the_legal_list(players: int) -> None:
    phases = set()
    for state in reachable_states(GAME, [players], seeds=1, chooser=forgetful):
        assert_is_legal_agrees(GAME, state, probes(state))
        phases.add(state.phase)
    assert len(phases) > 2, phases


def test_a_rock_without_its_room_named_still_goes_on_the_highest_tied_room() -> None:
    """`Place.tier` None is the documented default, though the listed actions name the room."""
    from tests.games.yura_yura.test_calls_and_choices import rock_due

    state = rock_due()
    steady = place_action(0.0, 0.0, 1)
    assert not GAME.is_legal(state, steady)
    assert all(isinstance(a, Place) and a.tier is not None for a in GAME.legal_actions(state))
    after = GAME.apply(state, steady)
    assert [p.tier for p in after.tower.pieces] == [2]
