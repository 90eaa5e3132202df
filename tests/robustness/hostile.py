"""The hostile-name corpus the name tests share, and helpers to seat it and finish games with it."""

from __future__ import annotations

import json
from pathlib import Path

from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat

#: Names every door refuses, each with a word of the reason the refusal must give.
REFUSED: dict[str, tuple[str, str]] = {
    "escape code": ("Ann\x1b[2J", "escape code"),
    "terminal title": ("\x1b]0;PWNED\x07", "escape code"),
    "bell": ("Ann\x07", "control character"),
    "newline": ("Ann\nBob", "line break"),
    "carriage return": ("Ann\rBob", "line break"),
    "tab": ("Ann\tBob", "tab"),
    "bidi override": ("Ann\u202eboB", "formatting character"),
    "bidi isolate": ("\u2066Ann\u2069", "formatting character"),
    "zero-width joiner": ("A\u200dB", "formatting character"),
    "line separator": ("Ann\u2028Bob", "line break"),
    "11 penguins": ("🐧" * 11, "22 cells"),
    "30 letters": ("A" * 30, "30 cells"),
    "blank": ("   ", "empty"),
}

#: Names that are plain, printable text (so valid) but are markup to Rich and Textual: every
#: screen and command must show them letter for letter.
MARKUP = ["[b]x", "[/]", "[/b]A", "[@click=app.quit]Y", "[link=x]L[/link]", "🐧🐧"]
#: Markup that is too long for a name but can sit in a save's log or free text.
LINK = "[link=https://x]L[/link]"

ESC = "\x1b"


def markup_seats(game_id: str, humans: int = 2) -> list[Seat]:
    """As many markup names as the game seats; the first `humans` are people, the rest computers."""
    count = min(len(MARKUP), GAMES[game_id].max_players)
    return [
        Seat(name=name) if seat < humans else Seat(name=name, kind="computer")
        for seat, name in enumerate(MARKUP[:count])
    ]


def finished_table(folder: SaveFolder, game_id: str, seats: list[Seat], seed: int = 1) -> Table:
    """A whole game played by the computer for every seat, then saved once in `folder`."""
    table = Table.start(game_id, seats, seed=seed)
    while not table.is_over():
        table.play(table.computer_action())
    table.attach(folder)
    table.save()
    return table


def edit_save(path: Path, old: str, new: str) -> None:
    """Replace the name `old` by `new` everywhere in the save, as a person editing the JSON would."""
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(json.dumps(old)[1:-1], json.dumps(new)[1:-1]), encoding="utf-8")


def table_refusing_undo_over_a_name(game_id: str, seed: int = 3) -> tuple[Table, str]:
    """A game with markup names played on until a person is to move and may not undo because a
    step revealed something, in a log line that holds a markup name; and that refusal's reason."""
    table = Table.start(game_id, markup_seats(game_id), seed=seed)
    for _ in range(600):
        mover = table.to_move()
        if mover is not None and not table.seat_is_computer(mover):
            reason = table.undo_refusal(mover) or ""
            if reason.startswith("it revealed") and any(n in reason for n in MARKUP if "[" in n):
                return table, reason
        table.play(table.computer_action())
    raise AssertionError(f"{game_id}: no step revealed something over a markup name")
