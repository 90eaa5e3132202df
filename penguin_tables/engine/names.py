"""Player names: the one rule every door checks (setup screen, command line, loaded saves).

A name is shown on every screen, in notices and in the terminal's own output, so it must be text a
person can read and nothing a terminal obeys: no control characters (escape codes, line breaks,
tabs), no invisible formatting characters (bidi overrides that reverse the text around them,
zero-width joiners), and at most 20 terminal cells wide, since a wide character (an emoji, a CJK
ideograph) takes two cells of a scoreboard, not one. The width is measured as the screen draws it
(`wcwidth`, which agrees with Rich's own measure: `❤️`, a heart with its emoji selector, is two
cells). A name must draw something: fillers that look like nothing (U+3164, U+2800) are refused.
Two people at one table must not look alike: names equal once normalised and case-folded, or
made of look-alike letters (`Ann` and `Аnn` with a Cyrillic А; `confusables`), are refused.
Markup brackets are fine: every screen shows a name as plain text, so `[b]x` is just a name.

Pure (no Textual or Rich): the engine, the store and the screens all import it.
"""

from __future__ import annotations

import unicodedata
from itertools import combinations

from penguin_tables.engine.errors import BadOptions

#: The widest name, in terminal cells (a wide character counts two).
MAX_NAME_CELLS = 20
#: The most characters a name may hold (combining accents take no cell, but are still characters).
MAX_NAME_CHARS = 2 * MAX_NAME_CELLS

#: Unicode categories a name may not contain, and how a player would call them.
REFUSED: dict[str, str] = {
    "Cc": "a control character",
    "Cf": "an invisible formatting character",
    "Zl": "a line break",
    "Zp": "a line break",
    "Cs": "a character that is not text",
    "Co": "a private-use character that may show differently on every screen",
    "Cn": "a character this computer does not know",
}
#: Characters that take a place but draw nothing: a name holding one hides its true look.
BLANK_FILLERS = frozenset("\u115f\u1160\u2800\u3164\uffa0")
#: Control characters people can name, for a clearer message.
NAMED_CONTROLS = {
    "\n": "a line break",
    "\r": "a line break",
    "\t": "a tab",
    "\x1b": "an escape code",
}


class BadName(BadOptions):
    """A player name that cannot be used; the message says whose name and why."""


def cells(text: str) -> int:
    """The width of `text` in terminal cells, as the screen draws it (0 for what draws nothing;
    a control character, which a name never holds, counts as nothing too)."""
    from wcwidth import wcswidth  # on first use: `printable` alone (listing saves) needs neither

    return max(0, wcswidth(text))


def draws_nothing(text: str) -> bool:
    """Whether `text` shows no mark at all (spaces, fillers, zero-width characters)."""
    return all(char.isspace() or char in BLANK_FILLERS or cells(char) == 0 for char in text)


def shown(text: str) -> str:
    """`text` quoted with anything unprintable escaped (`'Ann\\x1b[2J'`): safe in any message."""
    return repr(text)


def printable(text: str) -> str:
    """`text` with every character a name may not hold written as an escape (`\\x1b`), unquoted.

    For text from a save that is shown as it is (a log line): nothing in it reaches the terminal
    as a command.
    """
    if text.isprintable() or all(_refusal(char) is None for char in text):
        return text  # (printable text holds no control, format or separator character but " ")
    return "".join(repr(char)[1:-1] if _refusal(char) else char for char in text)


def _refusal(char: str) -> str | None:
    if char in NAMED_CONTROLS:
        return NAMED_CONTROLS[char]
    return REFUSED.get(unicodedata.category(char))


def refused_character(text: str) -> str | None:
    """The first character of `text` a name may not hold, in words ("an escape code (\\x1b)")."""
    for char in text:
        if (kind := _refusal(char)) is not None:
            return f"{kind} ({repr(char)[1:-1]})"
    return None


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a player's name (words that follow "the name ..."), or None."""
    if (refused := refused_character(name)) is not None:
        return f"has {refused}; use letters, digits, spaces and signs"
    if not name.strip():
        return "is empty"
    if draws_nothing(name) or any(char in BLANK_FILLERS for char in name):
        return "has a character that draws as nothing; use letters, digits and signs"
    width = cells(name)
    if width > MAX_NAME_CELLS:
        return f"is {width} cells wide; {MAX_NAME_CELLS} at most (an emoji or CJK sign counts 2)"
    if len(name) > MAX_NAME_CHARS:
        return f"has {len(name)} characters; at most {MAX_NAME_CHARS}"
    return None


def whose(seat: int | None) -> str:
    """How a message names the seat: "Player 2's name", or "The name" when the seat is unknown."""
    return "The name" if seat is None else f"Player {seat + 1}'s name"


def check_name(name: str, seat: int | None = None) -> str:
    """`name` itself if it may be a player's name; else BadName naming the seat and the reason."""
    problem = name_problem(name)
    if problem is not None:
        raise BadName(f"{whose(seat)} {shown(name)} {problem}.")
    return name


def same_name_key(name: str) -> str:
    """What two names must differ in: composed (`é` one way or two), spaces and case aside."""
    return unicodedata.normalize("NFKC", name).strip().casefold()


def check_names(names: list[str]) -> list[str]:
    """Every name checked in seat order (the first bad one is named), and no two alike: not the
    same name, and not two names a player would take for one (look-alike letters)."""
    from confusables import is_confusable  # its tables take a good 40 ms to load

    for seat, name in enumerate(names):
        check_name(name, seat)
    keys = [same_name_key(name) for name in names]
    for first, seat in combinations(range(len(names)), 2):
        if keys[first] == keys[seat]:
            raise BadName(
                f"Players {first + 1} and {seat + 1} have the same name {shown(names[seat])}: "
                "change one."
            )
        if is_confusable(keys[first], keys[seat]):
            raise BadName(
                f"Players {first + 1} and {seat + 1} have names that look the same "
                f"({shown(names[first])} and {shown(names[seat])}): change one."
            )
    return names
