"""What a Yura Yura decision offers, read from the typed values of its choices.

Only the one-pick moves (draw, call, end) are known by their fixed keys; nothing is parsed out of a
key.

Pure functions over a tuple of `Choice`: the board asks these instead of re-deriving any rule, so
an aim, a room, a release, a card, a colour or a catch is on screen only if the engine offers it.
"""

from __future__ import annotations

from collections.abc import Callable

from penguin_tables.engine.choices import Choice
from penguin_tables.games.yura_yura import Aim, CardPick, Catcher, ColourPick, OwningUp, Release
from penguin_tables.ui.games.yura_yura.cards import COLOURS

Choices = tuple[Choice, ...]


def offered(choices: Choices, key: str) -> bool:
    return any(choice.key == key for choice in choices)


def aim_of(choice: Choice) -> float:
    assert isinstance(choice.value, Aim)
    return choice.value.offset


def aim_choices(choices: Choices, tier: int | None) -> list[Choice]:
    """The aims into room `tier` (None: the aims when there is no room to choose), left first."""
    found = (c for c in choices if isinstance(c.value, Aim) and c.value.tier == tier)
    return sorted(found, key=aim_of)


def tiers(choices: Choices) -> list[int]:
    """The rooms an ice rock may go in, when the player chooses ([] otherwise), lowest first."""
    found = {c.value.tier for c in choices if isinstance(c.value, Aim)}
    return sorted(t for t in found if t is not None)


def catchers(choices: Choices, is_computer: Callable[[int], bool]) -> dict[int, Choice]:
    """The people (not computers: they catch by themselves) who may catch now, by seat."""
    found = {c.value.seat: c for c in choices if isinstance(c.value, Catcher)}
    return {seat: c for seat, c in sorted(found.items()) if not is_computer(seat)}


def catch_key_seat(catchers: dict[int, Choice], viewer: int | None) -> int | None:
    """Who `c` catches for: the seat at the keyboard if it may, else the only person who may."""
    if viewer in catchers:
        return viewer
    return next(iter(catchers)) if len(catchers) == 1 else None


def owning_up(choices: Choices) -> Choice | None:
    """The choice of the forgetter of a missed "Penguin!" to own up, if the decision offers it."""
    return next((c for c in choices if isinstance(c.value, OwningUp)), None)


def owner_up(choices: Choices, is_computer: Callable[[int], bool]) -> int | None:
    """The person who forgot "Penguin!" and may own up now (None: nobody, or a computer)."""
    chosen = owning_up(choices)
    if chosen is None or not isinstance(chosen.value, OwningUp):
        return None
    return None if is_computer(chosen.value.seat) else chosen.value.seat


def releases(choices: Choices) -> list[Choice]:
    return [c for c in choices if isinstance(c.value, Release)]


def release_for(choices: Choices, distance: float, side: int) -> Choice | None:
    """The release choice nearest the reading (the engine's grid; the centre has no side)."""
    options = [
        c
        for c in releases(choices)
        if isinstance(c.value, Release) and (c.value.distance == 0 or c.value.side == side)
    ]

    def gap(choice: Choice) -> tuple[float, float]:
        assert isinstance(choice.value, Release)
        return abs(choice.value.distance - distance), choice.value.distance

    return min(options, key=gap) if options else None


def playable(choices: Choices) -> set[int]:
    """The hand's cards the decision lets the seat play now."""
    return {c.value.card for c in choices if isinstance(c.value, CardPick)}


def card_choice(choices: Choices, card: int) -> Choice | None:
    """The choice that plays `card` (None: the decision does not let it be played)."""
    return next((c for c in choices if c.value == CardPick(card)), None)


def colours(choices: Choices) -> list[str]:
    """The colours the chosen aurora card may name (the decision's colour choices), in the
    order the board shows them."""
    named = {c.value.colour for c in choices if isinstance(c.value, ColourPick)}
    return [colour for colour in COLOURS if colour in named]


def colour_choice(choices: Choices, colour: str) -> Choice | None:
    """The choice that names `colour` for the aurora card (None: not offered now)."""
    return next(
        (c for c in choices if isinstance(c.value, ColourPick) and c.value.colour == colour), None
    )
