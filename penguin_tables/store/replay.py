"""Rebuilding a game from its seed, options, players and actions: the basis of undo and replay."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from penguin_tables.engine.decisions import continues
from penguin_tables.engine.errors import BadOptions, IllegalAction
from penguin_tables.engine.game import Game
from penguin_tables.engine.registry import action_migration_for
from penguin_tables.store.envelope import Envelope, PrivateLine


class DoesNotReplay(ValueError):
    """The recorded actions do not lead from the seed to the saved state; says where they part."""


def replay_states(
    game: Game[Any, Any, Any], envelope: Envelope, upto: int | None = None
) -> list[Any]:
    """Every state from the deal to after action `upto` (all actions by default), in order."""
    names = [seat.name for seat in envelope.seats]
    state = game.new_game(names, seed=envelope.seed, options=envelope.options)
    states = [state]
    for data in envelope.actions[:upto]:
        state = game.apply(state, game.load_action(data))
        states.append(state)
    return states


@dataclass(frozen=True)
class Replayed:
    """What a save's replay works out, so the save's own copy is never believed: each action's
    `continued` flag and log line, and the acting seats' private lines."""

    continued: list[bool]
    log: list[str]
    private_log: list[PrivateLine]


@dataclass(frozen=True)
class Trusted:
    """A game already checked (a table's own history): where it began, its actions, what their
    replay worked out, and the states it knows after some of them, by action count. A save that
    shares the beginning and a prefix is checked from there on, not replayed from its seed (a
    Yura Yura replay runs the physics of every placement: a long game takes half a second)."""

    origin: tuple[str, int, list[str], dict[str, Any]]  # game, seed, players, options
    actions: list[dict[str, Any]]
    replayed: Replayed
    states: dict[int, Any]

    @staticmethod
    def origin_of(envelope: Envelope) -> tuple[str, int, list[str], dict[str, Any]]:
        names = [seat.name for seat in envelope.seats]
        return envelope.game, envelope.seed, names, envelope.options

    def start_for(self, envelope: Envelope) -> tuple[int, Any, Replayed] | None:
        """The furthest known state on `envelope`'s way (action count, state, what the actions
        before it worked out), no later than its first undo point (each is checked afresh)."""
        if self.origin_of(envelope) != self.origin:
            return None
        pairs = enumerate(zip(self.actions, envelope.actions, strict=False))
        common = next(
            (i for i, (a, b) in pairs if a != b), min(map(len, (self.actions, envelope.actions)))
        )
        if envelope.undo:
            common = min(common, envelope.undo[0].actions)
        known = [n for n in self.states if n <= common]
        if not known:
            return None
        best = max(known)
        done = self.replayed
        private = [line for line in done.private_log if line.line < best]
        return best, self.states[best], Replayed(done.continued[:best], done.log[:best], private)


def check_replay(
    game: Game[Any, Any, Any],
    envelope: Envelope,
    saved: Any,
    start: tuple[int, Any, Replayed] | None = None,
) -> Replayed:
    """Replay the save from its seed (or from `start`, a checked state after that many of its
    actions, with what they worked out): DoesNotReplay unless its actions are legal all the way
    and end in the saved state, each undo point names the seat that took its action, and the
    undone moves `redo` keeps can be played again from there. Returns what the replay worked
    out: the `continued` flags and the log, public and private, as the game words them now."""
    first, state, done = start if start is not None else (0, None, Replayed([], [], []))
    replayed = Replayed(list(done.continued), list(done.log), list(done.private_log))
    if start is None:
        state = _deal(game, envelope)
    acting: dict[int, int | None] = {}
    for number, data in enumerate(envelope.actions[first:], start=first + 1):
        action, after = _play(game, state, data, f"its move {number}")
        seat = game.acting_seat(state, action)  # out of turn: the seat that acted
        acting[number - 1] = seat
        replayed.continued.append(continues(game, state, action, after))
        private = game.describe_private(state, action, after)
        if private is not None and seat is not None:
            line = PrivateLine(line=number - 1, seat=seat, text=private)
            replayed.private_log.append(line)
        replayed.log.append(game.describe(state, action, after))
        state = after
    if position(game, state) != position(game, saved):
        raise DoesNotReplay("its recorded moves do not lead to its saved position")
    _check_undo(envelope, acting)
    _check_redo(game, envelope, state)
    return replayed


def _deal(game: Game[Any, Any, Any], envelope: Envelope) -> Any:
    names = [seat.name for seat in envelope.seats]
    try:
        return game.new_game(names, seed=envelope.seed, options=envelope.options)
    except BadOptions as exc:
        why = str(exc).rstrip(".")
        raise DoesNotReplay(f"its game cannot be dealt again ({why})") from None
    except (ValueError, AssertionError, LookupError, TypeError, ArithmeticError):
        raise DoesNotReplay("its game cannot be dealt again from its seed") from None


def _play(game: Game[Any, Any, Any], state: Any, data: Any, what: str) -> tuple[Any, Any]:
    """The action `data` and the state after it; DoesNotReplay naming `what` if it cannot be."""
    try:
        action = game.load_action(data)
        return action, game.apply(state, action)
    except (ValueError, AssertionError, LookupError, TypeError, ArithmeticError) as exc:
        # Python's own words ("list index out of range") would mean nothing to a player.
        why = f" ({str(exc).rstrip('.')})" if isinstance(exc, IllegalAction) and str(exc) else ""
        raise DoesNotReplay(f"{what} cannot be played again{why}") from None


def _check_undo(envelope: Envelope, acting: dict[int, int | None]) -> None:
    """Each undo point names the seat that took its action (the envelope checked the rest)."""
    for index, point in enumerate(envelope.undo):
        seat = acting.get(point.actions, point.seat)  # before `first`: the trusted table's own
        if point.seat != seat:
            raise DoesNotReplay(
                f"its undo history (undo, point {index}) gives move {point.actions + 1} to "
                f"seat {point.seat}, which seat {seat} played"
            )


def _check_redo(game: Game[Any, Any, Any], envelope: Envelope, state: Any) -> None:
    """The undone moves, most recent undo first, play on legally from the saved position."""
    for group in reversed(range(len(envelope.redo))):
        for step, data in enumerate(envelope.redo[group]):
            state = _play(game, state, data, f"its undone move (redo {group}, step {step})")[1]


def position(game: Game[Any, Any, Any], state: Any) -> str:
    """A state's snapshot less its record fields (`Game.record_fields`): what a replay must
    reach, whichever version saved it."""
    text = game.dump(state)
    if not game.record_fields:
        return text
    data = json.loads(text)
    for name in game.record_fields:
        data.pop(name, None)
    return json.dumps(data, sort_keys=True)


def migrate_actions(game: Game[Any, Any, Any], envelope: Envelope) -> bool:
    """Bring a save's actions up to today's (`registry.action_migration_for`); True if any changed.

    The undo and redo history and the `continued` flags counted the old actions, so a migrated
    save drops them (nothing before the migration can be taken back); its log is written again
    by the replay that checks the save (`check_replay`), as it is for every save.
    """
    actions = action_migration_for(game)(envelope.actions)
    if actions == envelope.actions:
        return False
    envelope.actions, envelope.continued = actions, []
    envelope.undo, envelope.redo = [], []
    envelope.undo_block, envelope.undo_block_line = "earlier", None
    return True
