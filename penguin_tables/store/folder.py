"""The saves folder: naming, listing, reading with full validation, writing and deleting saves."""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from penguin_tables.engine.options import options_of_save
from penguin_tables.engine.registry import GAMES
from penguin_tables.store.atomic import TEMP_PREFIX, write_atomically
from penguin_tables.store.envelope import APP_MARK, FORMAT_VERSION, Envelope, now
from penguin_tables.store.errors import BadSave

SAVES_ENV = "PENGUIN_TABLES_SAVES"
STALE_TEMP_SECONDS = 600  # a save never takes this long; an older temporary file is debris
#: Why a state whose numbers lead nowhere (a turn for a seat that does not exist) is refused.
POINTS_NOWHERE = (
    "names a player, card or place that does not exist (a turn or round number out of range, "
    "perhaps): the file was changed by hand or damaged"
)
SAVE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.json$")


def default_saves_dir() -> Path:
    return Path(os.environ.get(SAVES_ENV) or "saves")


@dataclass(frozen=True)
class SaveSummary:
    """One line of the Resume list (or the reason the file cannot be resumed)."""

    name: str
    game_title: str
    players: list[str]
    #: Actions taken (engine steps; a Jewels turn takes several): not for players' eyes.
    turn: int
    updated: datetime | None
    finished: bool
    problem: str | None = None
    #: Moves as players count them (one per decision), None if the save does not say.
    moves: int | None = None
    #: The game's short title, as in the lobby ("Frozen Shinies").
    game_name: str = "?"

    @property
    def label(self) -> str:
        """The name to type after `resume`, `replay` or `log` (the `.json` may be left off)."""
        return self.name.removesuffix(".json")


class SaveFolder:
    """A folder of JSON saves; nothing outside it is ever read, written or deleted."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else default_saves_dir()

    def ensure(self) -> None:
        """Create the folder if needed and sweep temporary files left by a crash mid-save."""
        self.path.mkdir(parents=True, exist_ok=True)
        cutoff = time.time() - STALE_TEMP_SECONDS
        for leftover in self.path.glob(f"{TEMP_PREFIX}*.tmp"):
            with contextlib.suppress(OSError):
                if leftover.stat().st_mtime < cutoff:
                    leftover.unlink()

    def file(self, name: str) -> Path:
        """The path of save `name`; refuses names that could leave the folder."""
        if not name.endswith(".json"):
            name += ".json"
        if not SAVE_NAME.match(name) or ".." in name:
            raise BadSave(name, "that is not a valid save name (letters, digits, . _ - only).")
        return self.path / name

    def new_name(self, game_id: str) -> str:
        stamp = now().strftime("%Y%m%d-%H%M%S")
        return f"{game_id}-{stamp}-{secrets.token_hex(2)}.json"

    def write(self, name: str, envelope: Envelope) -> None:
        self.ensure()
        envelope.updated = now()
        write_atomically(self.file(name), envelope.model_dump_json(indent=1).encode("utf-8"))

    def read(self, name: str) -> Envelope:
        """A validated envelope; BadSave names the file and the reason for anything wrong."""
        return self.open(name)[0]

    def open(self, name: str) -> tuple[Envelope, Any]:
        """A validated envelope and its game state, loaded once."""
        path = self.file(name)
        return validate_envelope(path, _read_bytes(path))

    def delete(self, name: str) -> None:
        self.file(name).unlink(missing_ok=True)

    def names(self) -> list[str]:
        if not self.path.is_dir():
            return []
        return sorted(p.name for p in self.path.glob("*.json") if SAVE_NAME.match(p.name))

    def summaries(self) -> list[SaveSummary]:
        """Every save, most recently played first; unreadable ones are listed with the reason."""
        rows = [self._summary(name) for name in self.names()]
        oldest = datetime.min.replace(tzinfo=now().tzinfo)
        return sorted(rows, key=lambda row: row.updated or oldest, reverse=True)

    def _summary(self, name: str) -> SaveSummary:
        try:
            env = self.read(name)
        except BadSave as exc:
            return SaveSummary(name, "?", [], 0, None, False, problem=exc.reason)
        title = GAMES[env.game].title
        return SaveSummary(
            name=name,
            game_title=title,
            players=[seat.name for seat in env.seats],
            turn=len(env.actions),
            updated=env.updated,
            finished=env.finished,
            moves=env.moves(),
            game_name=title.split(":")[0],
        )


def _read_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise BadSave(path, "there is no such save.") from None
    except OSError as exc:
        raise BadSave(path, f"it cannot be read ({exc.strerror}).") from None


def validate_envelope(path: Path, raw: bytes) -> tuple[Envelope, Any]:
    """Check a save from the bytes up: text, JSON, our mark, version, fields, game, rules."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadSave(path, "it is not UTF-8 text, so it is not a Penguin Tables save.") from None
    try:
        data: Any = json.loads(text)
    except json.JSONDecodeError:
        raise BadSave(path, "it is not valid JSON (the file is damaged or cut short).") from None
    if not isinstance(data, dict) or data.get("app") != APP_MARK:
        raise BadSave(path, "it is not a Penguin Tables save.")
    version = data.get("format")
    if not isinstance(version, int) or version > FORMAT_VERSION:
        raise BadSave(path, f"it was made by a newer Penguin Tables (format {version}).")
    try:
        env = Envelope.model_validate(data)
    except ValidationError as exc:
        raise BadSave(path, f"some fields are missing or wrong ({_first_error(exc)}).") from None
    return env, check_game(path, env)


def check_game(path: Path, env: Envelope) -> Any:
    """The saved state must belong to a known game, match the seats and obey the game's rules."""
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
    except (AssertionError, ValueError) as exc:
        raise BadSave(path, f"its {name} game breaks the rules ({exc}).") from None
    except (IndexError, KeyError, TypeError):
        # Python's own words ("list index out of range") would mean nothing to a player.
        raise BadSave(path, f"its {name} game {POINTS_NOWHERE}.") from None
    return state


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(part) for part in err["loc"]) or "top"
    return f"{where}: {err['msg'].removeprefix('Value error, ')}"  # our own sentence, e.g. a name
