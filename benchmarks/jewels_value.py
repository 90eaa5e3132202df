"""Jewels: fit the strong search's leaf judgement (`computer/value.py`) to games between normal players.

Run `python -m benchmarks.jewels_value [games] [--write]`. Plays `games` two-player games (500 by
default) of the normal player against itself, notes every seat's `value.features` at the start of
every turn with the game's winner, and fits one weight vector per stage by Newton's method on the
conditional-logit likelihood (a little L2 keeps rare stages sane). The first 80% of the games train,
the last 20% test: it prints the held-out log loss of the fitted judgement beside the weights in
use and the old one (the normal player's estimates through a logistic of scale 40), stage by
stage. The games are of the default set of tiles and cards; `--write` stores the weights in
`penguin_tables/games/jewels/computer/value_weights.py` as that set's (`REVISED_WEIGHTS` for the
revised set), keeping the others' (`WEIGHTS`, fitted to the rulebook set). Pure Python: the
project has no numpy.
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

from penguin_tables.engine.search import computer_move
from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.computer import COMPUTER, levels, value
from penguin_tables.games.jewels.computer.value_weights import WEIGHTS, WEIGHTS_BY_TILES
from penguin_tables.games.jewels.state import JewelsState

WEIGHTS_FILE = (
    Path(__file__).parent.parent / "penguin_tables/games/jewels/computer/value_weights.py"
)
SEED_BASE = 10_000_019
#: A game this long is a stuck one (normal games take some 350 steps): dropped from the data.
STEP_CAP = 5_000
L2 = 1e-2
#: The set of tiles and cards the games are played with (the default) and the weights it uses now,
#: which `--write` replaces (`REVISED_WEIGHTS` for the revised set, `WEIGHTS` for the others).
TILES = str(next(option for option in GAME.options if option.name == "tiles").default)
IN_USE = WEIGHTS_BY_TILES.get(TILES, WEIGHTS)
TARGET_NAME = "REVISED_WEIGHTS" if TILES == "revised" else "WEIGHTS"
OLD_SCALE = 40.0

#: A turn start: (stage, every seat's features, every seat's normal estimate)
Snapshot = tuple[int, list[list[float]], list[float]]
#: (stage, every seat's features, every seat's normal estimate, winners)
Row = tuple[int, list[list[float]], list[float], list[int]]


def snapshot(state: JewelsState) -> Snapshot:
    seats = range(len(state.players))
    return (
        value.stage(state),
        [value.features(state, s) for s in seats],
        [levels.estimate(state, s) for s in seats],
    )


def one_game(number: int) -> list[Row]:
    """Game `number` between two normal players, one row per turn start (none if it got stuck)."""
    rng = random.Random(SEED_BASE + number)
    state = GAME.new_game(["a", "b"], seed=rng.randrange(2**31))
    snaps: list[Snapshot] = []
    for _ in range(STEP_CAP):
        if GAME.is_over(state):
            winners = list(GAME.outcome(state).winners)
            return [(st, f, e, winners) for st, f, e in snaps]
        if state.phase == "die" and not state.play_again_move:
            snaps.append(snapshot(state))
        state = GAME.apply(state, computer_move(COMPUTER, state, "normal", rng))
    return []


def shares(utilities: list[float]) -> list[float]:
    top = max(utilities)
    e = [math.exp(u - top) for u in utilities]
    total = sum(e)
    return [x / total for x in e]


def target(seats: int, winners: list[int]) -> list[float]:
    return [1 / len(winners) if s in winners else 0.0 for s in range(seats)]


def solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the systems are 11 by 11)."""
    n = len(rhs)
    m = [[*row, rhs[i]] for i, row in enumerate(matrix)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(rows: list[Row]) -> list[float]:
    """Newton's method on the L2-penalised conditional-logit log likelihood."""
    k = len(value.FEATURES)
    w = [0.0] * k
    for _ in range(12):
        grad = [-L2 * x for x in w]
        hess = [[L2 if i == j else 0.0 for j in range(k)] for i in range(k)]
        for _stage, fs, _est, winners in rows:
            p = shares([sum(a * b for a, b in zip(w, f, strict=True)) for f in fs])
            y = target(len(fs), winners)
            mean = [sum(p[i] * fs[i][a] for i in range(len(fs))) for a in range(k)]
            for i, f in enumerate(fs):
                for a in range(k):
                    grad[a] += (y[i] - p[i]) * f[a]
                    if f[a]:
                        for b in range(k):
                            hess[a][b] += p[i] * f[a] * f[b]
            for a in range(k):
                for b in range(k):
                    hess[a][b] -= mean[a] * mean[b]
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


def old_judgement(estimates: list[float]) -> list[float]:
    weights = []
    for seat, v in enumerate(estimates):
        rival = max(x for s, x in enumerate(estimates) if s != seat)
        lead = max(-60.0, min(60.0, (v - rival) / OLD_SCALE))
        weights.append(1.0 / (1.0 + math.exp(-lead)))
    total = sum(weights)
    return [x / total for x in weights]


def log_loss(rows: list[Row], judge: object) -> float:
    assert callable(judge)
    total = 0.0
    for row in rows:
        y = target(len(row[1]), row[3])
        total -= sum(t * math.log(max(1e-9, p)) for t, p in zip(y, judge(row), strict=True))
    return total / max(1, len(rows))


def replace_block(text: str, name: str, rows: str) -> str:
    """The weights file with the rows of `name` (one of its lists) replaced, the rest kept."""
    start = text.index(f"{name}: list[list[float]] = [\n")
    body = text.index("\n", start) + 1
    end = text.index("\n]\n", body)
    return text[:body] + rows + text[end:]


def main() -> None:
    games = int(next((a for a in sys.argv[1:] if a.isdigit()), "500"))
    by_game = [one_game(n) for n in range(games)]
    cut = int(games * 0.8)
    train = [r for g in by_game[:cut] for r in g]
    test = [r for g in by_game[cut:] for r in g]
    weights = []
    for st in range(value.STAGES):
        w = fit([r for r in train if r[0] == st])
        weights.append(w)
        held = [r for r in test if r[0] == st]
        new = log_loss(held, lambda r, w=w: value.chances_from(r[1], w))
        old = log_loss(held, lambda r: old_judgement(r[2]))
        kept = log_loss(held, lambda r, st=st: value.chances_from(r[1], IN_USE[st]))
        print(
            f"stage {st}: {len(held)} held-out turns, log loss {new:.4f} "
            f"(weights in use {kept:.4f}, old judgement {old:.4f})"
        )
    print(
        f"all: {len(test)} held-out turns, log loss "
        f"{log_loss(test, lambda r: value.chances_from(r[1], weights[r[0]])):.4f} "
        f"(weights in use "
        f"{log_loss(test, lambda r: value.chances_from(r[1], IN_USE[r[0]])):.4f}, "
        f"old judgement {log_loss(test, lambda r: old_judgement(r[2])):.4f})"
    )
    if "--write" in sys.argv:
        rows = "\n".join(
            "    [" + ", ".join(f"{round(x, 4) + 0.0:.4f}" for x in w) + "]," for w in weights
        )
        WEIGHTS_FILE.write_text(replace_block(WEIGHTS_FILE.read_text(), TARGET_NAME, rows))
        print(f"wrote {WEIGHTS_FILE}")


if __name__ == "__main__":
    main()
