"""What counts as a fall (issue 42): the cases the issue found, each judged by today's judge
(`falls=table`) and by the judge older saves keep (`falls=feet`).

The positions are games between normal computers (three players, default options), recorded as
they were played under the older judge (`fixtures/falls-cases.json`); each case plays the recorded
moves up to the one in question and then judges that one placement by each judge.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from penguin_tables.engine.options import options_of_save
from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.state import Pose, YuraState

CASES: dict[str, dict[str, Any]] = json.loads(
    (Path(__file__).parent / "fixtures" / "falls-cases.json").read_text(encoding="utf-8")
)


def judged(case: str, move: int, falls: str) -> tuple[YuraState, YuraState]:
    """The position before the recorded `move` (counted from 1) and after it, judged by `falls`."""
    game = CASES[case]
    names = [f"P{i}" for i in range(game["players"])]
    state = GAME.new_game(names, seed=game["seed"], options={"falls": "feet"})
    actions = [GAME.load_action(data) for data in game["actions"]]
    for action in actions[: move - 1]:
        state = GAME.apply(state, action)
    state.options = {**state.options, "falls": falls}
    return state, GAME.apply(state, actions[move - 1])


def shift(before: Pose, after: Pose) -> tuple[float, float]:
    """How far a body moved (cm) and turned (rad) between two recorded poses."""
    return math.hypot(after.x - before.x, after.y - before.y), abs(after.angle - before.angle)


def test_a_penguin_that_shifts_a_tier_by_a_tenth_of_a_millimetre_knocks_nothing_off() -> None:
    """Seed 2, move 6: the penguin moves tier 1 by 0.008 cm; the tier still stands."""
    before, after = judged("seed-2", 6, "table")
    assert before.pending == ["penguin"]
    assert after.last is not None and after.last.landed and after.last.fell == []
    assert after.put_back == [] and len(after.tower.tiers) == len(before.tower.tiers) == 2
    moved, turned = shift(before.tower.tiers[1].pose, after.tower.tiers[1].pose)
    assert moved < 0.01 and turned < 0.005
    _, old = judged("seed-2", 6, "feet")
    assert old.last is not None and [j.kind for j in old.last.fell] == ["iceberg", "card"]


def test_an_iceberg_card_resting_level_on_the_top_is_placed() -> None:
    """Seed 2, move 2 (try 2): the iceberg card rests level on the starting card; it stands."""
    _, after = judged("seed-2", 2, "table")
    assert after.last is not None and after.last.landed
    top = after.tower.tiers[-1].pose
    assert len(after.tower.tiers) == 2 and abs(top.angle) < 0.002
    assert abs(top.x - 0.718) < 0.02 and abs(top.y - 6.424) < 0.02
    _, old = judged("seed-2", 2, "feet")
    assert old.last is not None and not old.last.landed and len(old.tower.tiers) == 1


def test_an_iceberg_card_falling_alone_leaves_the_tiers_that_slid_but_stand() -> None:
    """Seed 27, move 46: the iceberg card falls into the sea; the four tiers above the base slide
    0.5 to 1.25 cm but stay up and level, so they stay. Three rocks of the base's room went too
    (one into the sea, two tipped over the plate's edge): those and the card are all that goes
    back."""
    before, after = judged("seed-27", 46, "table")
    assert before.pending[0] == "iceberg" and before.put_back == []
    report = after.last
    assert report is not None and not report.landed and not report.broke
    assert [(j.kind, j.tier) for j in report.fell] == [("ice", 0)] * 3
    assert after.pending[0] == "iceberg" and after.attempts == before.attempts + 1
    assert len(after.tower.tiers) == len(before.tower.tiers) == 5
    assert len(after.tower.pieces) == len(before.tower.pieces) - 3
    pairs = list(zip(before.tower.tiers, after.tower.tiers, strict=True))[1:]
    moves = [shift(was.pose, now.pose)[0] for was, now in pairs]
    assert all(0.4 < moved < 1.3 for moved in moves), moves
    assert all(abs(now.pose.angle) < 0.04 for _, now in pairs)
    _, old = judged("seed-27", 46, "feet")
    assert old.last is not None
    kinds = [j.kind for j in old.last.fell]
    assert (kinds.count("iceberg"), kinds.count("card"), len(kinds)) == (4, 5, 12)


def test_a_save_from_before_the_falls_option_keeps_the_older_judge() -> None:
    assert options_of_save(GAME.options, {"retry_cap": False})["falls"] == "feet"
    assert GAME.new_game(["A", "B"], seed=1).options["falls"] == "table"
