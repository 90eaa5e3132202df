"""Checking a save from its bytes up, and what the check finds (remembered in `verdicts.py`).

Nothing in a save is trusted that can be worked out: its fields are typed and bounded by the
envelope's model; its state must belong to its game, seats and rules; its actions must replay
from its seed to that state; and the log, the `continued` flags and whether it is finished are
taken from that replay, not from the file, which is checked against it where it cannot be worked
out (each undo point names the seat that took its action; the undone moves replay from the end).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from penguin_tables.engine.options import options_of_save
from penguin_tables.engine.registry import GAMES
from penguin_tables.store.envelope import APP_MARK, FORMAT_VERSION, Envelope, PrivateLine
from penguin_tables.store.errors import BadSave
from penguin_tables.store.reading import parse_bounded_json
from penguin_tables.store.records import results_of
from penguin_tables.store.replay import (
    DoesNotReplay,
    Trusted,
    check_replay,
    migrate_actions,
)
from penguin_tables.store.verdicts import Facts, SeatFacts, VerdictCache, Worked, verdict_key

#: Why a state whose numbers lead nowhere (a turn for a seat that does not exist) is refused.
POINTS_NOWHERE = (
    "names a player, card or place that does not exist (a turn or round number out of range, "
    "perhaps): the file was changed by hand or damaged"
)
#: What a refusal found by replaying adds: how a save comes to be so.
CHANGED = "it was changed by hand, or made by another version."


def validate_envelope(
    path: Path,
    raw: bytes,
    cache: VerdictCache,
    replay: bool = True,
    trusted: Trusted | None = None,
) -> tuple[Envelope, Any]:
    """The save in `raw`, checked (BadSave, naming the file and the reason, if it cannot be
    used), and its game state. Its actions are replayed from its seed (or from `trusted`'s
    furthest state on the way) unless `cache` remembers their replay, or `replay` is False and
    the save was never checked: then its log and flags are the file's own, not yet checked."""
    key = verdict_key(raw)
    known = cache.facts(key)
    if known is not None and known.problem is not None:
        raise BadSave(path, known.problem)
    try:
        env, state = _read(path, raw)
    except BadSave as exc:  # a verdict on the bytes: the same next time
        cache.put(key, Facts(problem=exc.reason))
        raise
    worked = cache.worked(key) if known is not None else None
    if worked is not None and len(worked.continued) != len(env.actions):
        worked = None  # not this save's: a damaged cache
    if worked is None and (replay or known is not None):
        worked = _replay(path, env, state, cache, key, trusted)
    if worked is not None:
        env.continued, env.log = list(worked.continued), list(worked.log)
        env.private_log = [PrivateLine(line=n, seat=s, text=t) for n, s, t in worked.private]
    return env, state


def facts_of_save(path: Path, raw: bytes, cache: VerdictCache, replay: bool) -> tuple[Facts, bool]:
    """The facts of the save in `raw` and whether they are checked (with `replay` False, a save
    never checked before is not replayed: its moves are as the file says)."""
    try:
        env, state = validate_envelope(path, raw, cache, replay)
    except BadSave as exc:
        return Facts(problem=exc.reason), True
    facts = cache.facts(verdict_key(raw))
    return (facts, True) if facts is not None else (facts_of(env, state, results=False), False)


def _read(path: Path, raw: bytes) -> tuple[Envelope, Any]:
    """Text, JSON within bounds, our mark, version, fields, game and rules (no replay)."""
    data = parse_bounded_json(path, raw)
    if not isinstance(data, dict) or data.get("app") != APP_MARK:
        raise BadSave(path, "it is not a Penguin Tables save.")
    version = data.get("format")
    if type(version) is int and version > FORMAT_VERSION:  # else the model says what is wrong
        raise BadSave(path, f"it was made by a newer Penguin Tables (format {version}).")
    try:
        env = Envelope.model_validate(data)
    except ValidationError as exc:
        raise BadSave(path, f"some fields are missing or wrong ({_first_error(exc)}).") from None
    game = GAMES.get(env.game)
    if game is not None:
        migrate_actions(game, env)
    return env, check_game(path, env)


def _replay(
    path: Path,
    env: Envelope,
    state: Any,
    cache: VerdictCache,
    key: bytes,
    trusted: Trusted | None,
) -> Worked:
    """Replay the save (BadSave if it does not replay); the verdict is remembered under `key`."""
    try:
        start = trusted.start_for(env) if trusted is not None else None
        replayed = check_replay(GAMES[env.game], env, state, start)
    except DoesNotReplay as exc:
        reason = f"{exc}: {CHANGED}"
        cache.put(key, Facts(problem=reason))
        raise BadSave(path, reason) from None
    worked = Worked(
        list(replayed.continued),
        list(replayed.log),
        [(line.line, line.seat, line.text) for line in replayed.private_log],
    )
    env.continued = list(replayed.continued)
    cache.put(key, facts_of(env, state), worked)
    return worked


def check_game(path: Path, env: Envelope) -> Any:
    """The saved state must belong to a known game, match the seats and obey the game's rules.
    Whether the game is finished is the state's to say, not the file's."""
    game = GAMES.get(env.game)
    if game is None:
        raise BadSave(path, f"it is for an unknown game {env.game!r}.")
    env.options = options_of_save(game.options, env.options)
    try:
        state = game.load(json.dumps(env.state))
        for action in env.actions:
            game.load_action(action)
    except ValidationError as exc:
        raise BadSave(path, f"the {game.title} state is damaged ({_first_error(exc)}).") from None
    if [seat.name for seat in env.seats] != state.players:
        raise BadSave(path, "its players do not match its game state.")
    name = game.title.split(":")[0]
    try:
        game.check_invariants(state)
        game.to_move(state)
        env.finished = game.is_over(state)
    except (AssertionError, ValueError) as exc:
        raise BadSave(path, f"its {name} game breaks the rules ({exc}).") from None
    except (IndexError, KeyError, TypeError, ArithmeticError):
        # Python's own words ("list index out of range") would mean nothing to a player.
        raise BadSave(path, f"its {name} game {POINTS_NOWHERE}.") from None
    return state


def facts_of(env: Envelope, state: Any, results: bool = True) -> Facts:
    """What the listing and (with `results`) the records need from a checked save."""
    outcome = results_of(env, state) if env.finished and results else None
    seats = tuple(
        SeatFacts(seat.name, seat.kind, seat.level, *(outcome[n] if outcome else ()))
        for n, seat in enumerate(env.seats)
    )
    return Facts(
        game=env.game,
        seats=seats,
        updated=env.updated.isoformat(),
        actions=len(env.actions),
        moves=env.moves(),
        finished=env.finished,
        winners=sum(seat.won for seat in seats),
        lesson=env.lesson is not None,
    )


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(part) for part in err["loc"]) or "top"
    return f"{where}: {err['msg'].removeprefix('Value error, ')}"  # our own sentence, e.g. a name
