"""Game options: declared by each game, chosen on the setup screen or the command line."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from penguin_tables.engine.errors import BadOptions

OptionValue = bool | int | str


class GameOption(BaseModel):
    """One setting a game offers, with its allowed values; the first choice need not be the default."""

    name: str
    label: str
    choices: list[OptionValue]
    default: OptionValue
    help: str = ""


def resolve_options(
    declared: list[GameOption], given: dict[str, Any] | None
) -> dict[str, OptionValue]:
    """Fill defaults and refuse unknown names or values, naming what is valid."""
    given = dict(given or {})
    known = {opt.name: opt for opt in declared}
    unknown = sorted(set(given) - set(known))
    if unknown:
        valid = ", ".join(known) or "none"
        raise BadOptions(f"Unknown option {unknown[0]!r}; valid options: {valid}.")
    resolved: dict[str, OptionValue] = {}
    for opt in declared:
        value = given.get(opt.name, opt.default)
        if value not in opt.choices:
            choices = ", ".join(str(c) for c in opt.choices)
            raise BadOptions(f"Option {opt.name!r} cannot be {value!r}; choose one of: {choices}.")
        resolved[opt.name] = value
    return resolved
