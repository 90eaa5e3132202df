"""Yura Yura Penguin: does a steady hand pay? Fall rates by meter error, a duel, creep, timing.

Run: `python -m benchmarks.yura_yura_skill [--quick]`. Prints
(a) the share of placements that break the iceberg or drop something (the item itself, or a piece
    or card already on the tower), by meter error and tower height, on the same positions for
    every error (positions taken from games between steady computer players);
(b) a two-player duel with identical card play, a steady hand (error <= 0.1) against a shaky one
    (error >= 0.5);
(c) creep: a steadily built 12-tier tower re-settled 20 times with nothing placed;
(d) physics wall time per placement, median and worst.
Targets (issue 13): every row of (a) non-decreasing within two standard errors, at 5-8 tiers the
rate at 1.0 at least three times that at 0.1; (b) steady wins >= 65%; (c) < 0.05 cm, no fall.
Not a test: it measures.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import replace
from unittest.mock import patch

from penguin_tables.engine.options import OptionValue
from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.actions import Action, Place, place_action
from penguin_tables.games.yura_yura.computer.levels import choose
from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.options import BreakRule
from penguin_tables.games.yura_yura.physics import recall
from penguin_tables.games.yura_yura.physics.original import fresh_tower
from penguin_tables.games.yura_yura.physics.placement import Drop, place
from penguin_tables.games.yura_yura.physics.settle import settle
from penguin_tables.games.yura_yura.physics.space import build, record
from penguin_tables.games.yura_yura.state import PlacementReport, Tower, YuraState

ERRORS = (0.0, 0.1, 0.2, 0.35, 0.5, 0.7, 1.0)
HEIGHTS = ((2, 4), (5, 8), (9, 12))
PLACE_TIMES: list[float] = []

Placer = Callable[[Tower, Drop, BreakRule, str], tuple[Tower, PlacementReport]]


def _timed(placer: Placer) -> Placer:
    def wrapper(
        tower: Tower, drop: Drop, breaks: BreakRule = "sea", physics: str = "sleeping"
    ) -> tuple[Tower, PlacementReport]:
        start = time.perf_counter()
        result = placer(tower, drop, breaks, physics)
        PLACE_TIMES.append(time.perf_counter() - start)
        return result

    return wrapper


def hand(error: float, rng: random.Random) -> tuple[float, int]:
    return error, rng.choice((-1, 1))


def positions(per_bucket: int, seed: int = 0) -> dict[tuple[int, int], list[YuraState]]:
    """Placements due in games between steady players (error up to 0.2), grouped by height."""
    found: dict[tuple[int, int], list[YuraState]] = {b: [] for b in HEIGHTS}
    while any(len(v) < per_bucket for v in found.values()) and seed < 4000:
        rng = random.Random(seed)
        state = GAME.new_game(["A", "B", "C"], seed=seed)
        seed += 1
        while not GAME.is_over(state):
            if state.phase == "place" and not state.put_back and rng.random() < 0.5:
                for low, high in HEIGHTS:
                    if (
                        low <= len(state.tower.tiers) <= high
                        and len(found[(low, high)]) < per_bucket
                    ):
                        found[(low, high)].append(state)
            action = steady_or_shaky(state, rng, 0.0, 0.2)
            state = GAME.apply(state, action)
    return found


def steady_or_shaky(state: YuraState, rng: random.Random, low: float, high: float) -> Action:
    """The hard computer's card play; placements released between `low` and `high` error."""
    legal = GAME.legal_actions(state)
    action = choose(state, legal, "hard", rng)
    if isinstance(action, Place):
        error = rng.choice([e for e in ERRORS if low <= e <= high])
        action = replace(place_action(action.aim, *hand(error, rng)), tier=action.tier)
    return action


def fall_rates(per_bucket: int) -> None:
    print(f"(a) break-or-fall rate per placement, {per_bucket} positions per cell")
    print("    tiers  " + "".join(f"{e:>8}" for e in ERRORS) + "   monotone  1.0/0.1")
    found = positions(per_bucket)
    for bucket, states in found.items():
        rates = []
        for error in ERRORS:
            rng = random.Random(17)
            bad = 0
            for state in states:
                action = choose(state, GAME.legal_actions(state), "hard", rng)
                assert isinstance(action, Place)
                release = place_action(action.aim, *hand(error, rng))
                after = GAME.apply(state, replace(release, tier=action.tier))
                report = after.last
                assert report is not None
                bad += report.broke or not report.landed or bool(report.fell)
            rates.append(bad / max(1, len(states)))
        n = max(1, len(states))
        errs = [2 * math.sqrt(max(r * (1 - r), 1 / n) / n) for r in rates]
        monotone = all(
            rates[j] + errs[j] + errs[i] >= rates[i]
            for i in range(len(rates))
            for j in range(i + 1, len(rates))
        )
        ratio = rates[-1] / rates[1] if rates[1] else math.inf
        label = f"{bucket[0]}-{bucket[1]}"
        cells = "".join(f"{r:>8.3f}" for r in rates)
        print(f"    {label:>5}  {cells}   {'yes' if monotone else 'NO':>8}  {ratio:>7.1f}")


#: Failed tries at one thing after which a hand is stuck: with put-backs as often as it takes (the
#: rulebook), a hand that never comes within 0.5 of the centre can never stand an iceberg card
#: (its drift puts a foot off the card below), so its game would never end.
STUCK = 40


def stuck(state: YuraState) -> bool:
    tries = state.put_back[0].attempts if state.put_back else state.attempts
    return tries >= STUCK


def duel(games: int, options: dict[str, OptionValue] | None = None) -> None:
    steady_wins = shaky_wins = shared = 0
    endings: dict[str, int] = {}
    for seed in range(games):
        steady_seat = seed % 2
        rng = random.Random(seed)
        names = ["Steady", "Shaky"][:: 1 if steady_seat == 0 else -1]
        state = GAME.new_game(names, seed=seed, options=options)
        while not GAME.is_over(state) and not stuck(state):
            low, high = (0.0, 0.1) if GAME.to_move(state) == steady_seat else (0.5, 1.0)
            state = GAME.apply(state, steady_or_shaky(state, rng, low, high))
        if stuck(state):  # the stuck hand can never finish: the other player wins
            endings["stuck"] = endings.get("stuck", 0) + 1
            winners = [1 - state.turn]
        else:
            winners = GAME.outcome(state).winners
            endings[str(state.ending)] = endings.get(str(state.ending), 0) + 1
        if winners == [steady_seat]:
            steady_wins += 1
        elif steady_seat in winners:
            shared += 1
        else:
            shaky_wins += 1
    share = (steady_wins + shared / 2) / games
    rules = ", ".join(f"{k}={v}" for k, v in (options or {}).items()) or "the rulebook's"
    print(f"(b) duel, identical card play, steady (<= 0.1) vs shaky (>= 0.5), {games} games,")
    print(f"    {rules} rules (stuck: {STUCK} failed tries at one thing, the game could not end):")
    print(
        f"    steady {steady_wins}, shaky {shaky_wins}, shared {shared}: steady's share "
        f"{share:.1%} (target >= 65%)   endings {endings}"
    )


def creep(resettles: int = 20) -> None:
    tower = fresh_tower()
    for card in range(11):
        tower, report = place(tower, Drop(item="iceberg", speed=4.0))
        assert report.landed and not report.broke
        tower, report = place(tower, Drop(item="card", ident=card, speed=4.0))
        assert report.landed and not report.broke
    start, worst, fell = tower, 0.0, False
    for _ in range(resettles):
        built = build(tower)
        settle(built.space, built.bodies())
        tower = record(tower, built)
        for a, b in zip(start.tiers, tower.tiers, strict=True):
            worst = max(worst, math.hypot(a.pose.x - b.pose.x, a.pose.y - b.pose.y))
        fell = fell or min(b.pose.y for b in tower.tiers[1:]) < content().physics.fall_height
    print(f"(c) creep: {len(tower.tiers)} tiers re-settled {resettles} times: largest move")
    print(f"    {worst:.4f} cm (target < 0.05), fell: {'yes' if fell else 'no'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="40 positions, 40 games")
    args = parser.parse_args()
    per_bucket, games = (40, 40) if args.quick else (200, 200)
    # The game settles a placement through recall.place_once, which runs `place` (fails if not).
    with patch.object(recall, "place", _timed(place)):
        fall_rates(per_bucket)
        duel(games)
        duel(games, {"retry_cap": True, "breaks": "standing"})
        creep()
    times = sorted(PLACE_TIMES)
    print(f"(d) physics per placement over {len(times)} placements (wall clock):")
    print(
        f"    median {statistics.median(times) * 1000:.1f} ms, "
        f"p95 {times[int(0.95 * len(times))] * 1000:.1f} ms, worst {times[-1] * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
