"""Issue 13's four defects, as tests: judged by where things rest, no creep, retries, skill."""

from __future__ import annotations

import math
from dataclasses import replace

from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.actions import place_action
from penguin_tables.games.yura_yura.options import CAPPED_TRIES
from penguin_tables.games.yura_yura.physics.original import fresh_tower
from penguin_tables.games.yura_yura.physics.placement import Drop, place
from penguin_tables.games.yura_yura.physics.settle import settle
from penguin_tables.games.yura_yura.physics.space import build, record
from penguin_tables.games.yura_yura.state import Item, Tower, YuraState
from tests.games.yura_yura.helpers import STEADY, find, table

#: As far right as a release can put anything: aim 2 cm, meter at its edge (1.6 cm more).
OVER_THE_EDGE = place_action(2.0, 1.0, 1)


def steady_tower(tiers: int) -> Tower:
    """Iceberg cards and sea cards stacked dead centre and gently, `tiers` tiers in all."""
    tower = fresh_tower()
    for card in range(tiers - 1):
        tower, report = place(tower, Drop(item="iceberg", speed=4.0))
        assert report.landed and not report.broke
        tower, report = place(tower, Drop(item="card", ident=card, speed=4.0))
        assert report.landed and not report.broke
    return tower


def test_a_leg_off_the_plate_is_a_fall() -> None:
    tower = steady_tower(3)
    top = tower.tiers[-1].cards[-1].pose
    after, report = place(tower, Drop(item="iceberg", aim=2.0, offset=1.6, speed=4.0))
    assert not report.landed and not report.broke
    assert len(after.tiers) == 3  # it did not become a tier, wherever it stopped
    assert after.tiers[-1].cards[-1].pose == top


def test_an_iceberg_card_is_aimed_from_the_card_lying_on_top() -> None:
    tower = steady_tower(2)
    top = tower.tiers[-1]  # the card on top lies half a centimetre right:
    card = replace(top.cards[-1], pose=replace(top.cards[-1].pose, x=top.cards[-1].pose.x + 0.5))
    tower.tiers[-1] = replace(top, cards=(*top.cards[:-1], card))
    after, report = place(tower, Drop(item="iceberg", speed=4.0))
    assert report.landed
    assert abs(after.tiers[-1].pose.x - tower.tiers[-1].cards[-1].pose.x) < 0.1


def test_no_tier_is_ever_recorded_hanging_off_the_side() -> None:
    state = GAME.new_game(["A", "B", "C"], seed=5)
    for reading in (1.0, 0.7, 1.0, 0.5, 1.0, 0.7, 1.0, 1.0, 0.35, 1.0, 0.7, 1.0):
        if GAME.is_over(state):
            break
        if state.phase == "place":
            state = GAME.apply(state, place_action(1.5, reading, 1))
        else:
            state = GAME.apply(state, GAME.legal_actions(state)[0])
        if state.ending == "broke":
            break
        for lower, upper in zip(state.tower.tiers, state.tower.tiers[1:], strict=False):
            assert upper.pose.y > lower.pose.y + 3.0
            assert abs(math.remainder(upper.pose.angle - lower.pose.angle, math.tau)) <= 0.2


def test_an_untouched_tower_does_not_creep_over_twenty_resettles() -> None:
    tower = steady_tower(12)
    start = tower
    for _ in range(20):
        built = build(tower)
        settle(built.space, built.bodies())
        tower = record(tower, built)
    assert len(tower.tiers) == 12
    for before, after in zip(start.tiers, tower.tiers, strict=True):
        assert math.hypot(after.pose.x - before.pose.x, after.pose.y - before.pose.y) < 0.05


def card_due(seed: int = 1, capped: bool = False) -> YuraState:
    """P1 has played a white iceberg card on a 3-tier tower and must now place it (`capped`:
    with the retry_cap option on)."""
    card = find("white", "iceberg")
    state = table([[card, 30, 31], [33, 34]], top=find("white", "ice1"), seed=seed)
    state.options["retry_cap"] = capped
    state = GAME.apply(state, GAME.load_action({"kind": "play", "card": card}))
    assert state.pending == ["card"]
    return state


def test_a_placed_card_falling_twice_does_not_break() -> None:
    state = card_due()
    once = GAME.apply(state, OVER_THE_EDGE)
    twice = GAME.apply(once, OVER_THE_EDGE)
    assert twice.last is not None and not twice.last.broke and not twice.last.landed
    assert twice.phase == "place" and twice.pending == ["card"] and twice.attempts == 2
    assert not GAME.is_over(twice)
    landed = GAME.apply(twice, STEADY)
    assert landed.last is not None and landed.last.landed
    assert landed.tower.tiers[-1].cards[-1].card == state.playing
    assert landed.turn == 1 and landed.attempts == 0


def test_with_the_retry_cap_three_failed_tries_give_the_card_to_the_sea_and_the_placer_draws() -> (
    None
):
    state = card_due(capped=True)
    for _ in range(CAPPED_TRIES):
        state = GAME.apply(state, OVER_THE_EDGE)
    assert state.last is not None and state.last.gave_up and not state.last.broke
    assert not GAME.is_over(state) and state.turn == 1
    assert len(state.hands[0]) == 3  # played one, drew one
    assert all(c.card != find("white", "iceberg") for t in state.tower.tiers for c in t.cards)
    GAME.check_invariants(state)


def falls(tower: Tower, item: Item, reading: float) -> int:
    """How many of a fixed set of releases at this meter reading break or drop something."""
    bad = 0
    for aim in (-0.5, 0.0, 0.5) if item == "iceberg" else (-2.0, -1.0, 0.0, 1.0, 2.0):
        for side in (-1, 1):
            numbers = place_action(aim, reading, side)
            drop = Drop(item=item, ident=40, aim=aim, offset=numbers.offset, tilt=numbers.tilt,
                        speed=numbers.speed)  # fmt: skip
            _, report = place(tower, drop)
            bad += report.broke or not report.landed or bool(report.fell)
    return bad


def test_a_worse_release_never_drops_less_on_fixed_positions() -> None:
    for tiers in (3, 6):
        tower = steady_tower(tiers)
        items: tuple[Item, ...] = ("iceberg", "card")
        for item in items:
            counts = [falls(tower, item, r) for r in (0.0, 0.35, 0.7, 1.0)]
            assert counts == sorted(counts), (tiers, item, counts)
            assert counts[-1] > counts[0], (tiers, item, counts)
