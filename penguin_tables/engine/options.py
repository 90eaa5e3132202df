"""Game options: declared by each game, chosen on the setup screen or the command line."""

from __future__ import annotations

import itertools
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
    #: The value a save made before this option existed was played with (None: the default).
    #: A rule the project once played always becomes an option, and old saves keep their rules.
    before_it_existed: OptionValue | None = None

    def word(self, value: OptionValue) -> str:
        """A value as players read and type it: on/off for a switch, the choice's own word else."""
        if isinstance(value, bool):
            return "on" if value else "off"
        return str(value)

    def words(self) -> list[str]:
        return [self.word(choice) for choice in self.choices]

    def parse(self, raw: str) -> OptionValue:
        """The choice a typed word means (case ignored; a switch also takes true/false, yes/no)."""
        typed = raw.strip().lower()
        for choice in self.choices:
            if typed in (self.word(choice).lower(), str(choice).lower()):
                return choice
            if isinstance(choice, bool) and typed in (("no", "yes")[choice], str(int(choice))):
                return choice
        raise BadOptions(
            f"Option {self.name} cannot be {raw!r}; choose one of: {', '.join(self.words())}."
        )

    def usage(self) -> str:
        """How it is typed after `--option`, with its default: `mode=basic|advanced (default basic)`."""
        return f"{self.name}={'|'.join(self.words())}  (default {self.word(self.default)})"

    def describe(self) -> str:
        """What it changes, in a sentence or two: its label, then its help."""
        return f"{self.label.rstrip('.')}. {self.help}".strip()


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
            choices = ", ".join(opt.words())
            raise BadOptions(f"Option {opt.name} cannot be {value!r}; choose one of: {choices}.")
        resolved[opt.name] = value
    return resolved


def typed_options(declared: list[GameOption], pairs: list[str]) -> dict[str, OptionValue]:
    """Options typed as NAME=VALUE words (`--option` of the command line and of the benchmarks),
    each value parsed by its option; an unknown name is refused, naming the valid ones."""
    known = {opt.name: opt for opt in declared}
    options: dict[str, OptionValue] = {}
    for pair in pairs:
        name, _, raw = pair.partition("=")
        if name not in known:
            valid = ", ".join(known) or "none"
            raise BadOptions(f"Unknown option {name!r}; valid options: {valid}.")
        options[name] = known[name].parse(raw)
    return options


def options_of_save(declared: list[GameOption], saved: dict[str, Any]) -> dict[str, Any]:
    """A saved game's options, each option the save does not name set as it played before.

    Saves carry their options; one made before an option existed played by the rule the option's
    `before_it_existed` names, so it is resumed, replayed and undone by that rule, not the new one.
    """
    filled = dict(saved)
    for opt in declared:
        if opt.name not in filled:
            old = opt.before_it_existed
            filled[opt.name] = opt.default if old is None else old
    return filled


def every_option_set(declared: list[GameOption]) -> list[dict[str, OptionValue]]:
    """Every combination of the declared options (one empty set when there are none).

    What the soak, the benchmarks and the contract tests walk, so no option goes untested.
    """
    names = [opt.name for opt in declared]
    return [
        dict(zip(names, combo, strict=True))
        for combo in itertools.product(*(opt.choices for opt in declared))
    ]


def values_met(combo: dict[str, OptionValue]) -> set[tuple[Any, ...]]:
    """Each value an option set gives an option, and each pair of values it gives two options."""
    names = list(combo)
    alone = {(a, combo[a]) for a in names}
    return alone | {(a, combo[a], b, combo[b]) for i, a in enumerate(names) for b in names[i + 1 :]}


def option_pairs(declared: list[GameOption]) -> list[dict[str, OptionValue]]:
    """A few option sets in which every value of every option, and every pair of values of any
    two options, appears at least once (a pairwise covering set; one empty set with no options).

    Built greedily from `every_option_set`: each set taken is the first that meets the most pairs
    not met yet. A rule that misbehaves only where two options meet is played in some set, at a
    fraction of the full product's games (Yura Yura: 7 sets of its 24).
    """
    combos = every_option_set(declared)
    missing = set().union(*(values_met(combo) for combo in combos))
    chosen: list[dict[str, OptionValue]] = []
    while missing:
        best = max(combos, key=lambda combo: len(values_met(combo) & missing))
        chosen.append(best)
        missing -= values_met(best)
    return chosen or combos
