"""Catching a missed "Penguin!", choosing a rock's tier, and old saves (issue 13)."""

from __future__ import annotations

import json
import random
from collections.abc import Hashable
from dataclasses import replace
from pathlib import Path

import pytest

from penguin_tables.engine.choices import Choice
from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.yura_yura import (
    GAME,
    Aim,
    CardPick,
    Catcher,
    ColourPick,
    OwningUp,
    Release,
)
from penguin_tables.games.yura_yura.actions import Catch, EndTurn, OwnUp, Place, Play
from penguin_tables.games.yura_yura.computer import COMPUTER
from penguin_tables.games.yura_yura.computer.levels import catch_delay
from penguin_tables.games.yura_yura.rules.tower import ice_choices
from penguin_tables.games.yura_yura.state import YuraState
from penguin_tables.store.envelope import Envelope
from tests.games.yura_yura.helpers import STEADY, find, grow, steady, table

FIXTURES = Path(__file__).parent / "fixtures"


def missed(hands: list[list[int]], last: int) -> YuraState:
    """P1 plays `last`, leaving one card, and lets the "Penguin!" moment pass."""
    state = table(hands, top=find("white", "ice2"))
    placed = steady(GAME.apply(state, Play(card=last)))
    assert placed.phase == "call"
    return GAME.apply(placed, EndTurn())


def until_turn_of(state: YuraState, seat: int) -> YuraState:
    """Others play their first legal move (placements dead centre) until `seat` is to move."""
    while state.turn != seat:
        own = [a for a in GAME.legal_actions(state) if not isinstance(a, Catch)]
        state = GAME.apply(state, STEADY if state.phase == "place" else own[0])
    return state


def test_any_other_player_may_catch_until_the_forgetters_next_move() -> None:
    hands = [[find("white", "ice1"), find("deep", "ice1")], [3, 4, 5], [6, 7, 30]]
    forgot = missed(hands, find("white", "ice1"))
    assert forgot.turn == 1 and forgot.catchable == 0
    assert {Catch(), Catch(by=2)} <= set(GAME.legal_actions(forgot))
    moved = until_turn_of(forgot, 2)
    assert moved.catchable == 0  # P2's whole turn went by: still catchable
    caught = GAME.apply(moved, Catch(by=1))
    assert len(caught.hands[0]) == 2 and caught.catchable is None


def test_the_window_closes_at_the_forgetters_next_move() -> None:
    hands = [[find("white", "ice1"), find("deep", "ice1")], [3, 4]]
    forgot = missed(hands, find("white", "ice1"))
    state = until_turn_of(forgot, 0)
    assert state.catchable == 0 and Catch(by=1) in GAME.legal_actions(state)
    own = [a for a in GAME.legal_actions(state) if not isinstance(a, Catch)]
    after = GAME.apply(state, own[0])
    assert after.catchable is None and not any(
        isinstance(a, Catch) for a in GAME.legal_actions(after)
    )


def test_nobody_catches_their_own_miss() -> None:
    hands = [[find("white", "ice1"), find("deep", "ice1")], [3, 4]]
    forgot = missed(hands, find("white", "ice1"))
    with pytest.raises(IllegalAction, match="your own"):
        GAME.apply(forgot, Catch(by=0))


def test_the_computer_catches_after_a_delay_set_by_its_level() -> None:
    hands = [[find("white", "ice1"), find("deep", "ice1")], [3, 4], [6, 7]]
    forgot = missed(hands, find("white", "ice1"))
    assert catch_delay("hard") < catch_delay("normal") < catch_delay("easy")
    assert COMPUTER.catch(forgot, 2, "hard", catch_delay("hard") - 0.1) is None
    assert COMPUTER.catch(forgot, 2, "hard", catch_delay("hard")) == Catch(by=2)
    assert COMPUTER.catch(forgot, 2, "easy", catch_delay("hard")) is None
    assert COMPUTER.catch(forgot, 0, "hard", 99.0) is None  # not their own


def rock_due() -> YuraState:
    """P2 must put an ice rock on a 4-tier tower whose three rooms hold no rock yet."""
    state = grow(table([[30, 31], [33, 34]], top=find("white", "ice1"), turn=1), 4)
    state.phase, state.pending = "place", ["ice"]
    GAME.check_invariants(state)
    return state


def test_a_rock_may_go_on_any_tier_tied_for_the_fewest() -> None:
    state = rock_due()
    assert ice_choices(state.tower) == [0, 1, 2]
    tiers = {a.tier for a in GAME.legal_actions(state) if isinstance(a, Place)}
    assert tiers == {0, 1, 2}
    after = GAME.apply(state, replace(STEADY, tier=0))
    assert [p.tier for p in after.tower.pieces] == [0]
    with pytest.raises(IllegalAction):
        GAME.apply(state, replace(STEADY, tier=3))


def test_a_save_written_before_issue_13_still_loads_and_plays_on() -> None:
    envelope = Envelope.model_validate_json((FIXTURES / "yura-before-issue-13.json").read_text())
    state = GAME.load(json.dumps(envelope.state))
    GAME.check_invariants(state)
    assert state.put_back == [] and state.attempts == 0
    for _ in range(6):
        if GAME.is_over(state):
            break
        state = GAME.apply(state, GAME.legal_actions(state)[0])
        GAME.check_invariants(state)
    old = GAME.load((FIXTURES / "yura-state-catchable.json").read_text())
    assert old.catchable is not None and Catch() in GAME.legal_actions(old)


def test_a_game_saved_mid_retry_continues_bit_for_bit() -> None:
    card = find("white", "iceberg")
    state = table([[card, 30, 31], [33, 34]], top=find("white", "ice1"))
    state = GAME.apply(state, Play(card=card))
    state = GAME.apply(state, GAME.legal_actions(state)[-1])  # aim far right, meter at the edge
    assert state.attempts == 1
    twin = GAME.load(GAME.dump(state))
    for action in (GAME.legal_actions(state)[40], STEADY):
        if GAME.is_over(state) or state.phase != "place":
            break
        state, twin = GAME.apply(state, action), GAME.apply(twin, action)
        assert GAME.dump(state) == GAME.dump(twin)


def test_every_choice_carries_a_typed_value_a_board_reads_instead_of_its_key() -> None:
    """Along a seeded game (three seats, so catches out of turn come up), each pick of every
    legal action carries what it stands for: an aim, a release, a card, a colour, a catcher or
    the forgetter owning up; only draw, call and end are known by their fixed keys."""
    rng = random.Random(3)
    state = GAME.new_game(["Ann", "Bob", "Cy"], seed=3)
    kinds: set[type] = set()
    for _ in range(60):
        if GAME.is_over(state):
            break
        for action in GAME.legal_actions(state):
            path = GAME.choice_path(state, action)
            values = [getattr(element, "value", None) for element in path]
            kinds |= {type(value) for value in values}
            if isinstance(action, Place):
                release = values[1]
                assert isinstance(release, Release)
                assert values == [Aim(action.aim, action.tier), release._replace(place=action)]
            elif isinstance(action, Play):
                colour = [] if action.colour is None else [ColourPick(action.colour)]
                assert values == [CardPick(action.card), *colour]
            elif isinstance(action, Catch):
                assert values == [Catcher(action.by if action.by is not None else state.turn)]
            elif isinstance(action, OwnUp):
                assert state.catchable is not None
                assert values == [OwningUp(state.catchable)]
            else:
                assert values == [None] and isinstance(path[0], Choice)
                assert path[0].key == action.kind
        own = [a for a in GAME.legal_actions(state) if not isinstance(a, Catch | OwnUp)]
        choice = rng.choice(own) if state.phase != "place" else STEADY
        state = GAME.apply(state, choice)
    assert {Aim, Release, CardPick} <= kinds


def test_a_catch_choice_names_its_catcher_and_owning_up_the_forgetter() -> None:
    hands = [[find("white", "ice1"), find("deep", "ice1")], [3, 4, 5], [6, 7, 30]]
    forgot = missed(hands, find("white", "ice1"))
    values: set[Hashable] = set()
    for action in GAME.legal_actions(forgot):
        first = GAME.choice_path(forgot, action)[0]
        assert isinstance(first, Choice)
        values.add(first.value)
    assert {Catcher(1), Catcher(2), OwningUp(0)} <= values
