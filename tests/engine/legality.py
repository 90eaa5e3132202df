"""One walk over reachable states and one agreement check for `is_legal`, shared by every game.

`apply` trusts `is_legal`, which answers from the rules without listing the other actions, so it
must say yes to exactly the listed actions. The contract test runs this for every game with generic
near misses (actions listed in other states of the same game); each game's own test adds the near
misses only it knows how to build (an off-by-one stack, a wrong sum, a die that does not exist).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any

from penguin_tables.engine.game import Chooser, Game
from penguin_tables.engine.options import every_option_set


def reachable_states(
    game: Game[Any, Any, Any],
    players: Iterable[int],
    seeds: int,
    options: Iterable[dict[str, Any] | None] | None = None,
    chooser: Chooser | None = None,
) -> Iterator[Any]:
    """Every state of seeded games, at each table size and option set, finished states included.

    Moves are random unless a `chooser` is given (a computer level reaches rarer steps more often).
    """
    option_sets = list(options) if options is not None else every_option_set(game.options)
    for count in players:
        for chosen in option_sets:
            for seed in range(seeds):
                rng = random.Random(seed)
                state = game.new_game([f"P{i}" for i in range(count)], seed=seed, options=chosen)
                while not game.is_over(state):
                    yield state
                    legal = game.legal_actions(state)
                    state = game.apply(state, chooser(state, rng) if chooser else rng.choice(legal))
                yield state


def assert_is_legal_agrees(
    game: Game[Any, Any, Any], state: Any, near_misses: Iterable[Any] = ()
) -> list[Any]:
    """`is_legal` says yes to every listed action and, for each near miss, answers membership.

    Returns the legal list, so a caller walking states need not list them twice.
    """
    legal = game.legal_actions(state)
    for action in legal:
        assert game.is_legal(state, action), (action, game.dump(state))
    offered = set(legal)  # the same answers as `in legal` (equal actions hash alike), faster
    for action in near_misses:
        assert game.is_legal(state, action) == (action in offered), (action, game.dump(state))
    return legal
