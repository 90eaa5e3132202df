"""The shared playout harness: seeded random games to the end, checking the contract at every step.

Used by every game's tests, by `make soak` and by the benchmarks. A failure names the seed and the
actions so far, which is all it takes to reproduce it.

At every step the harness checks the invariants, the legal actions, the snapshot's round trip
`dump(load(text)) == text` and the continuation `apply(load(text))`: each is about one state, a
step's state is met nowhere else, and the round trip can fail on one state alone (a value only
some states hold), as can the continuation where the round trip holds (JSON does not tell a tuple
from a list, nor 1 from True).

Secrecy is checked at every step for one seat, drawn at random: that seat's hidden cards are
re-dealt, the re-dealt twin must keep the invariants, and the seat's view of the twin must equal
its view of the game. A leak is a fault of the view for a kind of state and seat, and a kind
recurs step after step and game after game, so a drawn seat meets it soon (a view that leaks to
one seat of three is caught within its first game: `tests/engine/test_playout.py`), while
re-dealing for every seat at every step took about half of the soak's time. The draws come from
the checks' own random stream, so which checks run never changes the game played: a seed plays
the same moves checked or not.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from penguin_tables.engine.checks.view_equality import same_view
from penguin_tables.engine.errors import BrokenInvariant
from penguin_tables.engine.game import Chooser, Game


@dataclass
class Playout:
    """A finished game: its final state and the actions that led there."""

    state: Any
    actions: list[Any] = field(default_factory=list)


class PlayoutFailure(AssertionError):
    """A contract check failed; the message carries the seed and the action list."""


def check_step(game: Game[Any, Any, Any], state: Any, rng: random.Random) -> Checked:
    """Every check the contract promises for one state, secrecy for a seat drawn from `rng`
    (raises on the first that fails)."""
    return check_snapshot(game, state, game.dump(state), rng)


@dataclass
class Checked:
    """What the checks of one state computed anyway, handed back so the harness need not redo it:
    the state as reloaded from its snapshot (to check that a resumed game continues the same way)
    and its legal actions."""

    reloaded: Any
    legal: list[Any]


def check_snapshot(game: Game[Any, Any, Any], state: Any, text: str, rng: random.Random) -> Checked:
    """`check_step` for a state whose snapshot `text` is already known (each state dumped once)."""
    game.check_invariants(state)
    seat = game.to_move(state)
    legal = game.legal_actions(state)
    if seat is None:
        if legal:
            raise BrokenInvariant("the game is over but legal actions remain")
    elif not legal:
        raise BrokenInvariant(f"seat {seat} is to move but has no legal action")
    reloaded = game.load(text)
    if game.dump(reloaded) != text:
        raise BrokenInvariant("load(dump(state)) differs from state")
    viewer = rng.randrange(len(state.players))
    twin = game.resample_hidden(state, viewer, rng)
    game.check_invariants(twin)
    if not same_view(game.view(twin, viewer), game.view(state, viewer)):
        raise BrokenInvariant(f"seat {viewer}'s view shows something hidden from it")
    return Checked(reloaded, legal)


def random_playout(
    game: Game[Any, Any, Any],
    num_players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    *,
    check: bool = True,
    chooser: Chooser | None = None,
    max_steps: int = 20_000,
) -> Playout:
    """Play one seeded game to the end with random (or `chooser`) moves, checking if asked."""
    rng = random.Random(seed)
    checks = random.Random(f"checks of game {seed}")  # the checks' own stream (see above)
    names = [f"P{i + 1}" for i in range(num_players)]
    state = game.new_game(names, seed=seed, options=options)
    actions: list[Any] = []
    text = game.dump(state) if check else ""
    try:
        for _ in range(max_steps):
            checked = check_snapshot(game, state, text, checks) if check else None
            if game.is_over(state):
                return Playout(state, actions)
            legal = checked.legal if checked else game.legal_actions(state)
            action = chooser(state, rng) if chooser else rng.choice(legal)
            # Both states are the harness's own and the one before the action is read no more:
            # each is played in place, as `apply` plays its copy, without a copy that would
            # protect nothing (a step that raises ends the playout anyway).
            game.play(state, action)
            if checked:
                text = game.dump(state)
                game.play(checked.reloaded, action)
                if game.dump(checked.reloaded) != text:
                    raise BrokenInvariant("a reloaded game continued differently")
            actions.append(action)
        raise BrokenInvariant(f"no end after {max_steps} steps")
    except (AssertionError, ValueError) as exc:
        listing = [str(a) for a in actions]
        raise PlayoutFailure(
            f"{game.id} with {num_players} players, seed {seed}, options {options}: {exc}\n"
            f"actions so far: {listing}"
        ) from exc
