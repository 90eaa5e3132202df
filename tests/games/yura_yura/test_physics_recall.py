"""A placement met again on an equal tower is settled once; any difference the physics could see
settles it again; the memo stays small."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest
from pydantic import TypeAdapter

from penguin_tables.games.yura_yura.options import BreakRule, FallRule
from penguin_tables.games.yura_yura.physics import recall
from penguin_tables.games.yura_yura.physics.memo import RecentMemo
from penguin_tables.games.yura_yura.physics.placement import Drop, place
from penguin_tables.games.yura_yura.physics.space import TODAY
from penguin_tables.games.yura_yura.state import PlacementReport, Tower
from tests.games.yura_yura.helpers import grow, table

SAVED = TypeAdapter(Tower)
DROP = Drop(item="card", ident=40, aim=0.5, offset=0.3, tilt=0.05, speed=9.0)


@pytest.fixture
def settled(monkeypatch: pytest.MonkeyPatch) -> list[Tower]:
    """The towers the physics really settled (each call of `place` behind the memo)."""
    recall.RECENT.clear()
    calls: list[Tower] = []

    def counted(
        tower: Tower,
        drop: Drop,
        breaks: BreakRule = "sea",
        physics: str = TODAY,
        falls: FallRule = "table",
    ) -> tuple[Tower, PlacementReport]:
        calls.append(tower)
        return place(tower, drop, breaks, physics, falls)

    monkeypatch.setattr(recall, "place", counted)
    return calls


def reloaded(tower: Tower) -> Tower:
    return SAVED.validate_json(SAVED.dump_json(tower))


def test_the_key_reads_every_field_of_the_tower() -> None:
    # `PlacementInput` names the tower's fields one by one: a new field must join the key.
    assert [f.name for f in fields(Tower)] == ["tiers", "pieces"]


def test_an_equal_tower_is_settled_once_and_each_play_gets_its_own_copy(
    settled: list[Tower],
) -> None:
    tower = grow(table([[30], [31]]), 3).tower
    first, first_report = recall.place_once(tower, DROP)
    first.tiers.pop()
    first_report.fell.clear()
    expected, expected_report = place(tower, DROP)
    for _ in range(2):
        again, again_report = recall.place_once(reloaded(tower), DROP)
        assert SAVED.dump_json(again) == SAVED.dump_json(expected)
        assert again_report == expected_report
        again.pieces.clear()
        again_report.put_back.append("changed by the game")
    assert len(settled) == 1


def test_a_tower_one_pose_apart_is_settled_again(settled: list[Tower]) -> None:
    tower = grow(table([[30], [31]]), 3).tower
    recall.place_once(tower, DROP)
    nudged = reloaded(tower)
    top = nudged.tiers[-1]
    nudged.tiers[-1] = replace(top, pose=replace(top.pose, y=top.pose.y + 0.0001))
    after, _ = recall.place_once(nudged, DROP)
    assert len(settled) == 2
    assert SAVED.dump_json(after) == SAVED.dump_json(place(nudged, DROP)[0])


AIMED = replace(DROP, offset=0.0)


@pytest.mark.parametrize(
    "other",
    # Another aim; and two drops `==` calls equal (-0.0 and 0.0, 9 and 9.0) that are not the same.
    [replace(AIMED, aim=-0.5), replace(AIMED, offset=-0.0), replace(AIMED, speed=9)],
)
def test_a_drop_that_differs_at_all_is_settled_again(settled: list[Tower], other: Drop) -> None:
    tower = grow(table([[30], [31]]), 3).tower
    recall.place_once(tower, AIMED)
    recall.place_once(tower, other)
    assert len(settled) == 2


def test_the_break_rule_the_physics_and_the_judge_are_part_of_the_key(
    settled: list[Tower],
) -> None:
    tower = grow(table([[30], [31]]), 3).tower
    recall.place_once(tower, DROP, "sea", "sleeping")
    recall.place_once(tower, DROP, "standing", "sleeping")
    recall.place_once(tower, DROP, "sea", "resting")
    recall.place_once(tower, DROP, "sea", "sleeping", "feet")
    assert len(settled) == 4


def test_the_memo_keeps_the_last_few_only() -> None:
    memo: RecentMemo[int, str] = RecentMemo(limit=3)
    for key in range(5):
        memo.put(key, str(key))
    assert len(memo) == 3
    assert [memo.get(k) for k in range(5)] == [None, None, "2", "3", "4"]
    assert len(recall.RECENT) <= 16
