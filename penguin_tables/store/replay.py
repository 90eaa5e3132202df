"""Rebuilding a game from its seed, options, players and actions: the basis of undo and replay."""

from __future__ import annotations

import json
from dataclasses import dataclass
from itertools import pairwise
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
class Trusted:
    """A game already checked (a table's own history): where it began, its actions and flags, and
    the states it knows after some of them, by action count. A save that shares the beginning and
    a prefix is checked from there on, not replayed from its seed (a Yura Yura replay runs the
    physics of every placement: a long game takes half a second)."""

    origin: tuple[str, int, list[str], dict[str, Any]]  # game, seed, players, options
    actions: list[dict[str, Any]]
    continued: list[bool]
    states: dict[int, Any]

    @staticmethod
    def origin_of(envelope: Envelope) -> tuple[str, int, list[str], dict[str, Any]]:
        names = [seat.name for seat in envelope.seats]
        return envelope.game, envelope.seed, names, envelope.options

    def start_for(self, envelope: Envelope) -> tuple[int, Any, list[bool]] | None:
        """The furthest known state on `envelope`'s way (action count, state, flags so far)."""
        if self.origin_of(envelope) != self.origin:
            return None
        pairs = enumerate(zip(self.actions, envelope.actions, strict=False))
        common = next(
            (i for i, (a, b) in pairs if a != b), min(map(len, (self.actions, envelope.actions)))
        )
        known = [n for n in self.states if n <= common]
        if not known:
            return None
        best = max(known)
        return best, self.states[best], self.continued[:best]


def check_replay(
    game: Game[Any, Any, Any],
    envelope: Envelope,
    saved: Any,
    start: tuple[int, Any, list[bool]] | None = None,
) -> list[bool]:
    """Replay the save from its seed (or from `start`, a checked state after that many of its
    actions, with their flags): DoesNotReplay unless its actions are legal all the way and end in
    the saved state. Returns the `continued` flag of every action, worked out afresh (saves made
    before the flags were kept, or with the wrong ones, learn them here)."""
    first, state, flags = start if start is not None else (0, None, [])
    flags = list(flags)
    if start is None:
        names = [seat.name for seat in envelope.seats]
        try:
            state = game.new_game(names, seed=envelope.seed, options=envelope.options)
        except BadOptions as exc:
            why = str(exc).rstrip(".")
            raise DoesNotReplay(f"its game cannot be dealt again ({why})") from None
        except (ValueError, AssertionError, LookupError, TypeError):
            raise DoesNotReplay("its game cannot be dealt again from its seed") from None
    for number, data in enumerate(envelope.actions[first:], start=first + 1):
        try:
            action = game.load_action(data)
            after = game.apply(state, action)
        except (ValueError, AssertionError, LookupError, TypeError) as exc:
            # Python's own words ("list index out of range") would mean nothing to a player.
            why = (
                f" ({str(exc).rstrip('.')})" if isinstance(exc, IllegalAction) and str(exc) else ""
            )
            raise DoesNotReplay(f"its move {number} cannot be played again{why}") from None
        flags.append(continues(game, state, action, after))
        state = after
    if position(game, state) != position(game, saved):
        raise DoesNotReplay("its recorded moves do not lead to its saved position")
    return flags


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
    by `rewrite_log` once the save is known to replay.
    """
    actions = action_migration_for(game)(envelope.actions)
    if actions == envelope.actions:
        return False
    envelope.actions, envelope.continued = actions, []
    envelope.undo, envelope.redo = [], []
    envelope.undo_block, envelope.undo_block_line = "earlier", None
    return True


def rewrite_log(game: Game[Any, Any, Any], envelope: Envelope) -> None:
    """The log (public and private lines) as the game words a replay of the save's actions: one
    line per action again, after a migration changed how many there are."""
    states = replay_states(game, envelope)
    envelope.log, envelope.private_log = [], []
    for line, (data, (before, after)) in enumerate(
        zip(envelope.actions, pairwise(states), strict=True)
    ):
        action = game.load_action(data)
        private = game.describe_private(before, action, after)
        seat = game.to_move(before)
        if private is not None and seat is not None:
            envelope.private_log.append(PrivateLine(line=line, seat=seat, text=private))
        envelope.log.append(game.describe(before, action, after))
