"""The strongest computer player: information-set Monte Carlo tree search, shared by every game.

Each iteration re-deals everything the searching seat cannot see (`Game.resample_hidden`) and gives
the copy a fresh chance seed, so the search never peeks at hidden cards or at future draws: it plays
against every world it cannot rule out. One tree is shared by all those worlds (single-observer
ISMCTS): children are keyed by the action itself (a frozen value, equal across worlds), chosen by UCB over the moves legal in the sampled
world (availability counts), widened progressively where a game offers many moves, and valued by
random playouts to the end (or by the game's own quick player where it has one that plays better).
What differs from game to game (moves weighed, playouts, leaf judgement, exact answers) is the
game's `ComputerPlayer` (`player.py`), which the search is given; the search itself is the same
for all.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.game import Game
from penguin_tables.engine.outcome import result_shares
from penguin_tables.engine.search.player import ComputerPlayer

#: The level name players choose for this player, in setup and on the command line.
STRONG = "strong"
EXPLORATION = 0.7
#: A node may have about WIDENING * visits ** 0.5 children: many-move games stay deep enough.
WIDENING = 2.0
#: With an anchor, another move must look this much better (in win share) to be played instead,
#: and be seen in at least this many playouts: a move tried a handful of times proves nothing.
ANCHOR_MARGIN = 0.08
ANCHOR_EVIDENCE = 16
#: Of a move's time budget, the part kept for choosing and handing the move back (at most 2%):
#: the search proper stops this much before the deadline, so the whole move keeps to it.
RESERVE_SHARE = 0.02


@dataclass
class SearchBudget:
    """How long to think: wall-clock seconds, an iteration cap, and a way to be told to stop."""

    seconds: float = 1.0
    iterations: int = 1_000_000
    #: Returns True when the search must stop at once (the player left, the screen closed).
    cancelled: Callable[[], bool] = lambda: False
    #: Called now and then with the fraction of the budget spent (for a progress bar).
    progress: Callable[[float], None] = lambda fraction: None
    #: Where the time is read (tests give a fake clock, so deadlines are tested without waiting).
    clock: Callable[[], float] = time.perf_counter


@dataclass
class Node:
    """A point in the shared tree: the action that led here and its statistics for the mover."""

    mover: int | None = None
    visits: int = 0
    reward: float = 0.0
    available: int = 0
    children: dict[Hashable, Node] = field(default_factory=dict)

    def ucb(self, exploration: float) -> float:
        if self.visits == 0:
            return math.inf
        mean = self.reward / self.visits
        return mean + exploration * math.sqrt(math.log(max(1, self.available)) / self.visits)


@dataclass
class SearchResult:
    """The chosen action, the estimated chance of winning for the searching seat, and effort."""

    action: Any
    win_chance: float
    iterations: int
    seconds: float


def rewards(game: Game[Any, Any, Any], state: Any) -> list[float]:
    """A finished game's win shares: 1 for a sole winner, split among tied winners, else 0."""
    return result_shares(game.outcome(state).winners, len(state.players))


def leaf_value(computer: ComputerPlayer[Any, Any], state: Any) -> list[float]:
    """Where a look-ahead stops: the exact result of a finished game, else the computer's
    judgement."""
    game = computer.game
    return rewards(game, state) if game.is_over(state) else computer.estimate(state)


def determinize(game: Game[Any, Any, Any], state: Any, seat: int, rng: random.Random) -> Any:
    """A world `seat` cannot tell from the real one, with a future nobody knows yet."""
    world = game.resample_hidden(state, seat, rng)
    world.chance = Chance(seed=rng.randrange(2**31))
    return world


class Searcher:
    """Runs ISMCTS for one decision of `seat` in `state`, tuned by the game's computer player."""

    def __init__(
        self,
        computer: ComputerPlayer[Any, Any],
        state: Any,
        rng: random.Random,
        all_knowing: bool = False,
    ) -> None:
        self.computer = computer
        self.game: Game[Any, Any, Any] = computer.game
        #: Benchmarks only: search the true state (hidden cards and coming draws seen), the ceiling
        #: of what skill can win; the player a person meets never does this.
        self.all_knowing = all_knowing
        self.state = state
        self.seat = self.game.to_move(state)
        self.rng = rng
        self.root = Node()
        #: The game's own best level's move: searched first and kept unless clearly beaten.
        self.anchor: Hashable | None = None

    def run(self, budget: SearchBudget) -> SearchResult:
        """Iterate until the budget is spent. The clock covers the whole move (the anchor's own
        choice too), and an iteration that would end past the deadline, at the pace so far, is not
        started: a game whose iterations are slow (Yura Yura's physics) keeps to its second too."""
        assert self.seat is not None, "the game is over: nothing to search"
        start = budget.clock()
        deadline = start + budget.seconds * (1 - RESERVE_SHARE)
        computer = self.computer
        settled = None if self.all_knowing else computer.settled_move(self.state)
        if settled is not None:
            return SearchResult(settled[0], settled[1], 0, budget.clock() - start)
        legal = computer.search_actions(self.state)
        if len(legal) == 1:
            return SearchResult(legal[0], 0.5, 0, 0.0)
        if computer.anchored:
            level = computer.levels[-1]
            self.anchor = computer.own_move(self.state, level, self.rng)
            self.root.children[self.anchor] = Node(mover=self.seat)
        searching = budget.clock()
        done = 0
        while done < budget.iterations:
            now = budget.clock()
            pace = (now - searching) / done if done else 0.0
            if now + pace >= deadline or budget.cancelled():
                break
            if done % 16 == 0:
                budget.progress(min(1.0, (now - start) / budget.seconds))
            self.iterate()
            done += 1
        return self._best(legal, done, budget.clock() - start)

    def _best(self, legal: list[Any], iterations: int, seconds: float) -> SearchResult:
        by_key = {a: a for a in legal}
        tried = [(k, n) for k, n in self.root.children.items() if k in by_key and n.visits]
        if not tried:  # no time to search: the game's own move if it has one, else any
            fallback = by_key.get(self.anchor) if self.anchor is not None else None
            chosen = fallback if fallback is not None else self.rng.choice(legal)
            return SearchResult(chosen, 0.5, iterations, seconds)
        key, node = max(tried, key=lambda kn: (kn[1].visits, kn[1].reward))
        anchor = None if self.anchor is None else self.root.children.get(self.anchor)
        if (
            anchor is not None
            and anchor.visits
            and self.anchor in by_key
            and (
                node.visits < ANCHOR_EVIDENCE
                or node.reward / node.visits <= anchor.reward / anchor.visits + ANCHOR_MARGIN
            )
        ):
            key, node = self.anchor, anchor  # not clearly better: trust the game's own player
        return SearchResult(by_key[key], node.reward / node.visits, iterations, seconds)

    def iterate(self) -> None:
        game, rng = self.game, self.rng
        assert self.seat is not None
        if self.all_knowing:
            state = game.copy_state(self.state)
        else:
            state = determinize(game, self.state, self.seat, rng)
        node, path = self.root, [self.root]
        while not game.is_over(state):
            mover = game.to_move(state)
            legal = self.computer.search_actions(state)
            keyed = {a: a for a in legal}
            for key in keyed:
                child = node.children.get(key)
                if child is not None:
                    child.available += 1
            anchor = (
                node.children.get(self.anchor)
                if node is self.root and self.anchor is not None
                else None
            )
            if anchor is not None and anchor.visits == 0 and self.anchor in keyed:
                state = game.apply(state, keyed[self.anchor])  # the game's own move, first
                node = anchor
                path.append(node)
                break
            untried = [k for k in keyed if k not in node.children]
            room = WIDENING * math.sqrt(node.visits + 1) > len(node.children)
            if untried and (room or not node.children.keys() & keyed.keys()):
                key = rng.choice(untried)
                child = node.children[key] = Node(mover=mover, available=1)
                state = game.apply(state, keyed[key])
                path.append(child)
                break
            options = [(node.children[k], k) for k in keyed if k in node.children]
            child, key = max(options, key=lambda ck: ck[0].ucb(EXPLORATION))
            state = game.apply(state, keyed[key])
            node = child
            path.append(node)
        scores = self._playout(state)
        for visited in path:
            visited.visits += 1
            if visited.mover is not None:
                visited.reward += scores[visited.mover]

    def _playout(self, state: Any) -> list[float]:
        game, computer = self.game, self.computer
        stop = computer.playout_stop(state)
        for _ in range(computer.playout_depth):
            if game.is_over(state) or (stop is not None and stop(state)):
                break
            state = game.apply(state, computer.playout_action(state, self.rng))
        return leaf_value(computer, state)


def levels(computer: ComputerPlayer[Any, Any]) -> tuple[str, ...]:
    """Every computer level a seat can be given in the computer's game, weakest first."""
    return (*computer.levels, STRONG)


def computer_move(
    computer: ComputerPlayer[Any, Any],
    state: Any,
    level: str,
    rng: random.Random,
    budget: SearchBudget | None = None,
) -> Any:
    """The move of a computer seat of `level`: the strong search or the game's own player.

    `computer` is the game's own (`COMPUTERS`) unless a benchmark measures another tuning (or the
    all-knowing ceiling, `sees_all`); the benchmark goes through here so that it measures the
    player a person meets, hand and all, not the search alone."""
    if level == STRONG:
        if computer.searchable(state):
            return search(computer, state, rng, budget, computer.sees_all).action
        level = computer.levels[-1]
    return computer.own_move(state, level, rng)


def search(
    computer: ComputerPlayer[Any, Any],
    state: Any,
    rng: random.Random,
    budget: SearchBudget | None = None,
    all_knowing: bool = False,
) -> SearchResult:
    """The strong player's choice for the seat to move, searched only from what it may know
    (`computer`: the game's own unless a benchmark tries another tuning); a hint is this too."""
    searcher = Searcher(computer, state, rng, all_knowing=all_knowing)
    return searcher.run(budget or SearchBudget())
