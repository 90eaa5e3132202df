"""A saves folder with every kind of file that once broke the commands, and real saves beside them.

Each file is named after what it is; `REFUSED` files are listed with the reason they cannot be
opened, `IGNORED` ones are named like saves but not read, `SILENT` ones are no saves at all.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import Seat

MAX_SAVE_BYTES = 8 * 1024 * 1024  # as store/reading.py says: "too-big" is just past it

#: Files that look like saves and must be refused by every command, each with words its reason
#: holds.
REFUSED = {
    "fifo": "not a plain file",
    "zero": "is a link",
    "link-out": "is a link",
    "a-folder": "not a plain file",
    "deep": "nests lists or objects more than",
    "deep-object": "nests lists or objects more than",
    "bignum": "a number of 5,000 digits",
    "infinite": "too big to be a real one",
    "nan": "NaN, which is not a number",
    "huge-text": "a text of 200,000 characters",
    "huge-name": "game: String should have at most 40 characters",
    "too-big": "larger than 8 MB, the most a save can be",
    "many-values": "more than 250,000 values",
    "many-actions": "actions: List should have at most 10000 items",
    "replays-from-another-seed": "cannot be played again",
    "replays-elsewhere": "do not lead to its saved position",
}
#: Files named like saves but not plainly: listed as ignored, never read; each as it is shown
#: (quoted, and a control character as its escape: it must never reach the terminal).
IGNORED = {
    "My Game.json": "'My Game.json'",
    "UPPER.JSON": "'UPPER.JSON'",
    ".hidden.json": "'.hidden.json'",
    "pingü.json": "'pingü.json'",
    "esc\x1b[2J\x07.json": "'esc\\x1b[2J\\x07.json'",
}
#: Not saves at all: passed over without a word.
SILENT = (".saving-abc123.tmp", "notes.txt")


@cache
def real_save(game_id: str, actions: int = 12, seed: int = 8) -> bytes:
    """A save from the middle of a computer-played game (cached: games take a moment)."""
    game = GAMES[game_id]
    seats = [Seat(name=f"P{i + 1}") for i in range(max(2, game.min_players))]
    table = Table.start(game_id, seats, seed=seed)
    for _ in range(actions):
        if table.is_over():
            break
        table.play(table.computer_action())
    return table.envelope.model_dump_json(indent=1).encode()


def _edited(game_id: str, **changes: Any) -> bytes:
    data = json.loads(real_save(game_id))
    data.update(changes)
    return json.dumps(data).encode()


def _content(name: str) -> bytes:
    """The bytes of hostile file `name` (one of the plain files among REFUSED)."""
    envelope = (
        b'{"app": "penguin-tables", "format": 1, "game": "penguin-party", "seats": [], '
        b'"seed": %s, "state": {}}'
    )
    party = json.loads(real_save("penguin-party"))
    makers: dict[str, Callable[[], bytes]] = {
        "deep": lambda: b"[" * 100_000 + b"]" * 100_000,
        "deep-object": lambda: b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
        "bignum": lambda: envelope % (b"9" * 5_000),
        "infinite": lambda: envelope % b"1e999",
        "nan": lambda: envelope % b"NaN",
        "huge-text": lambda: _edited("penguin-party", log=["x" * 200_000, *party["log"][1:]]),
        "huge-name": lambda: _edited("fistful", game="g" * 5_000),
        "too-big": lambda: real_save("jewels") + b" " * MAX_SAVE_BYTES,
        "many-values": lambda: b"[" + b"[]," * 300_000 + b"[]]",
        "many-actions": lambda: _edited("penguin-party", actions=party["actions"] * 1_000),
        "replays-from-another-seed": lambda: _edited("penguin-party", seed=party["seed"] + 1),
        # The recorded actions are those of a longer game: they lead past the saved position.
        "replays-elsewhere": lambda: _edited(
            "penguin-party", actions=json.loads(real_save("penguin-party", 14))["actions"], undo=[]
        ),
    }
    return makers[name]()


def make(folder: Path, name: str) -> None:
    """Put the hostile file `name` (a key of REFUSED) into `folder` as `name`.json."""
    path = folder / f"{name}.json"
    if name == "fifo":
        os.mkfifo(path)
    elif name == "zero":
        path.symlink_to("/dev/zero")
    elif name == "link-out":
        outside = folder.parent / "outside-the-folder.json"
        outside.write_bytes(real_save("penguin-party"))
        path.symlink_to(outside)
    elif name == "a-folder":
        path.mkdir()
    else:
        path.write_bytes(_content(name))


def build(folder: Path) -> None:
    """Fill `folder` (which must exist): one real save per game and every kind of odd file."""
    for game_id in GAMES:
        (folder / f"{game_id}.json").write_bytes(real_save(game_id))
    for name in REFUSED:
        make(folder, name)
    for name in (*IGNORED, *SILENT):
        (folder / name).write_bytes(real_save("penguin-party"))


def fingerprint(folder: Path) -> dict[str, str]:
    """What each entry is and holds (links and pipes are never opened to look)."""
    found: dict[str, str] = {}
    for entry in os.scandir(folder):
        info = entry.stat(follow_symlinks=False)
        if stat.S_ISLNK(info.st_mode):
            found[entry.name] = "link to " + os.readlink(entry.path)
        elif stat.S_ISREG(info.st_mode):
            found[entry.name] = hashlib.sha256(Path(entry.path).read_bytes()).hexdigest()
        else:
            found[entry.name] = f"mode {stat.S_IFMT(info.st_mode):o}"
    return found
