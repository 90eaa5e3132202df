"""Jewels for the Emperor Penguin: the computer player against a random player, and the tuning report.

Run `python -m benchmarks.jewels_bot [games]`. Prints the bot's win rate in two-player games (target:
at least 80%), random games per second, and the design report from bot-against-bot games: first-seat
win rate per player count, how often each tile is the final tile of a move, and the spread of scores.
Not a test: the numbers move with the design and the bot.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter
from typing import Any

from penguin_tables.engine.checks import random_playout
from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.actions import MoveTo, StopHere
from penguin_tables.games.jewels.computer import COMPUTER
from penguin_tables.games.jewels.content import FLOOR, content
from penguin_tables.games.jewels.state import JewelsState


def final_place(before: JewelsState, action: Any, after: JewelsState) -> str | None:
    """The place a move ended on, if this step ended one (a bump chain ends on its last step)."""
    if isinstance(action, MoveTo) and after.phase != "bump":
        return action.position
    if isinstance(action, StopHere) and before.penguin is not None:
        return before.seats[before.turn].penguins[before.penguin - 1]
    return None


def play(seed: int, bots: list[str | None], tiles: Counter[str] | None = None) -> JewelsState:
    """One game; `None` seats play at random. Counts final tiles into `tiles` when given."""
    rng = random.Random(seed)
    layout = "random" if seed % 2 else "starter"
    names = [f"P{i + 1}" for i in range(len(bots))]
    state = GAME.new_game(names, seed=seed, options={"layout": layout})
    while not GAME.is_over(state):
        seat = GAME.to_move(state)
        assert seat is not None
        level = bots[seat]
        if level is None:
            action = rng.choice(GAME.legal_actions(state))
        else:
            action = COMPUTER.own_move(state, level, rng)
        after = GAME.apply(state, action)
        place = final_place(state, action, after)
        if tiles is not None and place is not None:
            tiles[FLOOR if place == FLOOR else state.layout[place]] += 1
        state = after
    return state


def bot_against_random(games: int) -> float:
    wins = 0.0
    for game in range(games):
        bot_seat = game % 2
        bots: list[str | None] = [None, None]
        bots[bot_seat] = "normal"
        winners = GAME.outcome(play(10_000 + game, bots)).winners
        if bot_seat in winners:
            wins += 1 / len(winners)
    return wins / games


def random_speed(seconds: float = 3.0) -> float:
    start, done = time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        random_playout(GAME, 2 + done % 4, done, {"layout": "starter"}, check=False)
        done += 1
    return done / (time.perf_counter() - start)


def tuning_report(games: int) -> None:
    tiles: Counter[str] = Counter()
    bought: Counter[str] = Counter()
    scores: list[float] = []
    margins: list[float] = []
    print("\nBot against bot (normal), first seat's share of wins:")
    for players in range(2, 6):
        first = 0.0
        for game in range(games):
            state = play(20_000 + 100 * players + game, ["normal"] * players, tiles)
            outcome = GAME.outcome(state)
            bought.update(o for seat in state.seats for o in seat.objectives)
            if 0 in outcome.winners:
                first += 1 / len(outcome.winners)
            scores += outcome.scores
            ordered = sorted(outcome.scores, reverse=True)
            margins.append(ordered[0] - ordered[1])
        print(f"  {players} players: {first / games:6.1%}  (fair share {1 / players:.1%})")
    total = sum(tiles.values())
    print("\nFinal tile of a move (share of all moves):")
    names = {t.id: f"{t.tier} {t.name}" for t in content().tiles.values()}
    names[FLOOR] = "- Valley floor"
    for tile_id in sorted(names, key=lambda t: names[t]):
        print(f"  {names[tile_id]:<24} {tiles[tile_id] / total:6.1%}")
    objs = content().objectives
    never = [objs[o].name for o in objs if not bought[o]]
    by_points: dict[int, list[int]] = {}
    for o, card in objs.items():
        by_points.setdefault(card.points, []).append(bought[o])
    print("\nObjectives bought (end-of-game hands), per card by point value:")
    for points in sorted(by_points):
        counts = by_points[points]
        print(f"  {points} points: min {min(counts)}, mean {statistics.mean(counts):.1f}")
    print(f"  never bought: {', '.join(never) if never else 'none'}")
    print("\nFinal scores (all seats):")
    print(
        f"  mean {statistics.mean(scores):.1f}, stdev {statistics.pstdev(scores):.1f}, "
        f"min {min(scores):.0f}, max {max(scores):.0f}; winner's margin mean "
        f"{statistics.mean(margins):.1f}, ties for first {sum(m == 0 for m in margins)}"
    )


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    start = time.perf_counter()
    rate = bot_against_random(games)
    spent = time.perf_counter() - start
    print(f"Bot (normal) against random, {games} two-player games: wins {rate:.1%} (target 80%)")
    print(f"  {spent / games:.2f} s per game")
    print(f"Random games per second: {random_speed():.1f}")
    tuning_report(max(10, games // 2))


if __name__ == "__main__":
    main()
