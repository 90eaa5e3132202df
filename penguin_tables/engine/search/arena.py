"""Computer against computer: the games behind `penguin-tables arena` and the strength benchmarks.

Seats are rotated game by game, so no player kind always sits first; a shared win counts as a share.
Each player kind is a chooser `(state, rng) -> action`: a level of the game's own computer player,
the strong search, or anything a benchmark brings (the flat Monte Carlo baseline).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from penguin_tables.engine.game import Chooser, Game
from penguin_tables.engine.search.mcts import SearchBudget, computer_move, levels
from penguin_tables.engine.search.player import COMPUTERS

#: A game still going after this many moves is stopped and counted as a draw. Two computer players
#: can fail to make progress where a person would not: in about one Jewels game in 250 between two
#: normal players, both hoard gems that buy none of the cards on offer.
MAX_MOVES = 20_000


@dataclass(frozen=True)
class Played:
    """One game of a match: who sat where, the winning seats, and whether it reached its end."""

    seated: list[str]
    winners: list[int]
    finished: bool = True


def level_chooser(game: Game[Any, Any, Any], level: str, seconds: float = 1.0) -> Chooser:
    """The computer player of `level` (the strong search with `seconds` per move)."""
    computer = COMPUTERS[game.id]
    if level not in levels(computer):
        raise ValueError(
            f"{game.title} has no computer level {level!r}; "
            f"choose from {', '.join(levels(computer))}."
        )
    budget = SearchBudget(seconds=seconds)
    return lambda state, rng: computer_move(computer, state, level, rng, budget)


@dataclass
class Standings:
    """Wins (shared wins as shares) and games played, per player kind."""

    wins: dict[str, float] = field(default_factory=dict)
    played: dict[str, int] = field(default_factory=dict)
    #: Games stopped at `MAX_MOVES` (counted as draws).
    unfinished: int = 0

    def share(self, kind: str) -> float:
        return self.wins.get(kind, 0.0) / max(1, self.played.get(kind, 0))

    def interval(self, kind: str) -> tuple[float, float]:
        """A 95% Wilson interval for `kind`'s share of wins."""
        n = max(1, self.played.get(kind, 0))
        p, z = self.share(kind), 1.96
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return max(0.0, centre - half), min(1.0, centre + half)

    def record(self, game: Played) -> None:
        """Count one game: `game.seated[i]` is the kind in seat i."""
        self.unfinished += not game.finished
        for seat, kind in enumerate(game.seated):
            self.played[kind] = self.played.get(kind, 0) + 1
            if seat in game.winners:
                self.wins[kind] = self.wins.get(kind, 0.0) + 1 / len(game.winners)


def play_game(
    game: Game[Any, Any, Any],
    kinds: Sequence[str],
    choosers: Mapping[str, Chooser],
    number: int,
    seed: int = 0,
    max_moves: int = MAX_MOVES,
    on_move: Callable[[int], None] | None = None,
    options: dict[str, Any] | None = None,
) -> Played:
    """Game `number` of a match, seats rotated by `number`; a draw if it has not ended after
    `max_moves` moves. `on_move(moves so far)` is called after each move: a game can take minutes,
    and a progress display that moved only between games would look stuck."""
    shift = number % len(kinds)
    seated = list(kinds[shift:]) + list(kinds[:shift])
    rng = random.Random(seed * 1_000_003 + number)
    names = [f"{k} {i + 1}" for i, k in enumerate(seated)]
    state = game.new_game(names, seed=rng.randrange(2**31), options=options)
    moves = 0
    while not game.is_over(state):
        if moves == max_moves:
            return Played(seated, list(range(len(seated))), finished=False)
        mover = game.to_move(state)
        assert mover is not None
        state = game.apply(state, choosers[seated[mover]](state, rng))
        moves += 1
        if on_move is not None:
            on_move(moves)
    return Played(seated, list(game.outcome(state).winners))


def play_games(
    game: Game[Any, Any, Any],
    kinds: Sequence[str],
    choosers: Mapping[str, Chooser],
    games: int,
    seed: int = 0,
    on_move: Callable[[int, int], None] | None = None,
) -> Iterator[Standings]:
    """Play `games` games with one seat per entry of `kinds`, rotating seats; yields after each.

    `on_move(game number, moves so far in it)` is called after every move.
    """
    standings = Standings()
    for number in range(games):
        moved = None if on_move is None else _count_moves_of(number, on_move)
        standings.record(play_game(game, kinds, choosers, number, seed, on_move=moved))
        yield standings


def _count_moves_of(number: int, on_move: Callable[[int, int], None]) -> Callable[[int], None]:
    return lambda moves: on_move(number, moves)
