"""Issue 24: the rulebook's put-backs, breaks and owning up by default; the older rules as options."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from penguin_tables.engine.choices import Choice
from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.yura_yura import GAME, OwningUp
from penguin_tables.games.yura_yura.actions import OWN_UP, Catch, EndTurn, Play
from penguin_tables.games.yura_yura.options import BREAKS, RETRY_CAP, BreakRule
from penguin_tables.games.yura_yura.physics.falls import JUDGES
from penguin_tables.games.yura_yura.physics.placement import Drop, _judge, spawn
from penguin_tables.games.yura_yura.physics.space import build, release
from penguin_tables.games.yura_yura.state import PlacementReport, PutBack, Tower, YuraState
from tests.games.yura_yura.helpers import STEADY, find, grow, table
from tests.games.yura_yura.test_calls_and_choices import missed, until_turn_of
from tests.games.yura_yura.test_judging import OVER_THE_EDGE, card_due, steady_tower

FIXTURES = Path(__file__).parent / "fixtures"


def test_the_default_game_plays_the_rulebook_rules() -> None:
    state = GAME.new_game(["A", "B"], seed=1)
    assert state.options == {
        "retry_cap": False,
        "breaks": "sea",
        "physics": "sleeping",
        "falls": "table",
    }
    assert GAME.view(state, 0).max_attempts is None


def test_a_save_from_before_the_options_keeps_the_rules_it_was_started_with() -> None:
    state = GAME.new_game(["A", "B"], seed=1)
    state.options = {}
    loaded = GAME.load(GAME.dump(state))
    assert loaded.options == {
        "retry_cap": True,
        "breaks": "standing",
        "physics": "original",
        "falls": "feet",
    }
    assert RETRY_CAP.before_it_existed is True and BREAKS.before_it_existed == "standing"


def test_the_dropper_puts_the_card_back_as_often_as_it_takes() -> None:
    state = card_due()
    hand = len(state.hands[0])
    for tries in range(1, 6):
        state = GAME.apply(state, OVER_THE_EDGE)
        assert state.last is not None and not state.last.landed and not state.last.gave_up
        assert state.phase == "place" and state.pending == ["card"] and state.attempts == tries
    assert len(state.hands[0]) == hand  # no penalty card, however many tries
    landed = GAME.apply(state, STEADY)
    assert landed.last is not None and landed.last.landed and landed.turn == 1


def test_something_knocked_off_is_put_back_as_often_as_it_takes() -> None:
    state = grow(card_due(), 3)
    state.sea.remove(20)
    state.put_back = [PutBack(kind="card", ident=20, tier=2)]
    for tries in range(1, 5):
        state = GAME.apply(state, OVER_THE_EDGE)
        assert state.last is not None and not state.last.gave_up
        assert state.put_back == [PutBack(kind="card", ident=20, tier=2, attempts=tries)]
    assert len(state.hands[0]) == 2  # the card played, no penalty
    state = GAME.apply(state, STEADY)
    assert state.put_back == [] and state.tower.tiers[-1].cards[-1].card == 20
    GAME.check_invariants(state)


def test_with_the_retry_cap_a_put_back_is_given_up_after_three_tries() -> None:
    state = grow(card_due(capped=True), 3)
    state.sea.remove(20)
    state.put_back = [PutBack(kind="card", ident=20, tier=2)]
    for _ in range(3):
        state = GAME.apply(state, OVER_THE_EDGE)
    assert state.last is not None and state.last.gave_up and state.put_back == []
    assert len(state.hands[0]) == 3 and state.sea[0] == 20  # a penalty card; 20 sank
    GAME.check_invariants(state)


def judge_hanging(breaks: BreakRule) -> tuple[Tower, PlacementReport]:
    """Judge a tower whose top tier (an iceberg card with a card on it) has turned half a radian
    where it stood: no longer standing, nowhere near the sea. Judged as it is, no settling: the
    rule, not the fall, is under test."""
    tower = steady_tower(3)
    drop = Drop(item="card", ident=20, speed=4.0)
    built = build(tower)
    built.tiers[-1].angle += 0.5
    body = spawn(built, drop)
    try:
        return _judge(tower, drop, built, body, 0.0, (breaks, JUDGES["table"]))
    finally:
        release(built)


def test_cards_left_hanging_do_not_break_the_iceberg_and_are_put_back() -> None:
    after, report = judge_hanging("sea")
    assert not report.broke and report.cards_fallen == 0
    fell = report.fell
    assert [(j.kind, j.ident) for j in fell] == [("iceberg", 2), ("card", 1)]
    assert len(after.tiers) == 2


def test_with_the_standing_option_cards_that_stop_standing_break_the_iceberg() -> None:
    _, report = judge_hanging("standing")
    assert report.broke and report.cards_fallen >= 2


def test_a_knocked_off_tier_and_its_card_go_back_one_at_a_time() -> None:
    state = grow(card_due(), 3)
    state.tower.tiers.pop()  # knocked off with a card that lay on it, both caught mid-air
    state.sea.remove(20)
    state.put_back = [
        PutBack(kind="iceberg", ident=2, tier=2),
        PutBack(kind="card", ident=20, tier=2),
    ]
    GAME.check_invariants(state)
    view = GAME.view(state, 0)
    assert view.due_item == "iceberg" and view.due_tier == 2
    state = GAME.apply(state, STEADY)
    assert len(state.tower.tiers) == 3 and GAME.view(state, 0).due_item == "card"
    state = GAME.apply(state, STEADY)
    assert state.put_back == [] and state.tower.tiers[-1].cards[-1].card == 20
    assert state.pending == ["card"]  # then the card being played, as before
    GAME.check_invariants(state)


def test_the_forgetter_may_own_up_and_draws_a_card() -> None:
    hands = [[find("white", "ice1"), find("deep", "ice1")], [3, 4, 5], [6, 7, 30]]
    forgot = missed(hands, find("white", "ice1"))
    assert OWN_UP in GAME.legal_actions(forgot)  # out of turn: Bob is to move
    owned = GAME.apply(forgot, OWN_UP)
    assert len(owned.hands[0]) == 2 and owned.catchable is None
    assert not any(isinstance(a, Catch) for a in GAME.legal_actions(owned))
    assert OWN_UP not in GAME.legal_actions(owned)
    line = GAME.describe(forgot, OWN_UP, owned)
    assert "P1 owns up" in line and "draws a card" in line


def test_owning_up_is_open_until_the_forgetters_next_move() -> None:
    hands = [[find("white", "ice1"), find("deep", "ice1")], [3, 4]]
    forgot = missed(hands, find("white", "ice1"))
    state = until_turn_of(forgot, 0)
    assert OWN_UP in GAME.legal_actions(state)  # on their own turn, before moving
    own = [a for a in GAME.legal_actions(state) if not isinstance(a, Catch) and a != OWN_UP]
    after = GAME.apply(state, own[0])
    assert OWN_UP not in GAME.legal_actions(after)
    with pytest.raises(IllegalAction, match="own up"):
        GAME.apply(after, OWN_UP)


def test_nobody_owns_up_without_a_miss() -> None:
    state: YuraState = table([[30, 31], [33, 34]])
    assert OWN_UP not in GAME.legal_actions(state)
    called = table([[find("white", "ice1"), 31], [33, 34]], top=find("white", "ice2"))
    placed = GAME.apply(called, Play(card=find("white", "ice1")))
    while placed.phase == "place":
        placed = GAME.apply(placed, STEADY)
    assert placed.phase == "call" and OWN_UP not in GAME.legal_actions(placed)
    assert OWN_UP in GAME.legal_actions(GAME.apply(placed, EndTurn()))


def test_owning_up_has_a_choice_the_screen_can_offer() -> None:
    hands = [[find("white", "ice1"), find("deep", "ice1")], [3, 4, 5]]
    forgot = missed(hands, find("white", "ice1"))
    (choice,) = GAME.choice_path(forgot, OWN_UP)
    assert isinstance(choice, Choice)
    assert choice.key == "own-up" and choice.value == OwningUp(0)


def test_a_save_from_before_issue_24_replays_exactly_and_plays_on() -> None:
    """Main's save from before the rulebook rules and the sleeping tower: its moves lead again to
    its saved position (a save that does not replay is refused), under the options it implies."""
    env = json.loads((FIXTURES / "yura-yura-before-issue-24.json").read_text(encoding="utf-8"))
    saved = GAME.load(json.dumps(env["state"]))
    assert saved.options == {
        "retry_cap": True,
        "breaks": "standing",
        "physics": "original",
        "falls": "feet",
    }
    state = GAME.new_game(
        [s["name"] for s in env["seats"]], seed=env["seed"], options=saved.options
    )
    for data in env["actions"]:
        state = GAME.apply(state, GAME.load_action(data))
    assert GAME.dump(state) == GAME.dump(saved)
    while not GAME.is_over(state) and len(state.hands[0]) < 30:
        state = GAME.apply(
            state, STEADY if state.phase == "place" else GAME.legal_actions(state)[0]
        )
        GAME.check_invariants(state)
