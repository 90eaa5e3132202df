"""The picks a decision is made of: a choice, a subset pick, and the path of them that is one action.

A game describes each legal action as a path of these (`Game.choice_path`); the decision builder
(`decisions.py`) walks the paths and the screens draw the picks. They are plain values apart from
both, so the contract and the builder share them without importing each other.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Choice:
    """One pick open to the seat: `key` is stable (the screen maps it to a widget), the rest is words.

    `value` carries whatever structured detail the game's board needs to draw the pick (a spot's row
    and slot, a die's index); it is data about the seat's own options, never about hidden things.
    """

    key: str
    label: str
    preview: str = ""
    value: Hashable = None


@dataclass(frozen=True, slots=True)
class Many:
    """A path element that picks a subset of `items` at once (dice to reroll, cards to pass on).

    The screen marks items locally (no engine call per mark) and sends the marked keys together.
    """

    items: tuple[Choice, ...]
    label: str = ""

    @property
    def keys(self) -> frozenset[str]:
        return frozenset(item.key for item in self.items)


PathElement = Choice | Many
Path = tuple[PathElement, ...]


def path_key(element: PathElement) -> Hashable:
    """What tells picks apart: a choice's key, or a subset pick's set of keys."""
    return element.key if isinstance(element, Choice) else element.keys


def label_of(element: PathElement) -> str:
    """The words of a pick (a subset pick lists its items unless it has its own label)."""
    if isinstance(element, Choice):
        return element.label
    return element.label or ", ".join(item.label for item in element.items)
