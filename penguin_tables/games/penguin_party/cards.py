"""The deck of Penguin Party: 36 penguin cards in five colours (8 green, 7 of each other colour),
and the numbers the rules deal them by."""

from __future__ import annotations

from typing import Literal

Colour = Literal["green", "red", "blue", "yellow", "purple"]

COLOURS: tuple[Colour, ...] = ("green", "red", "blue", "yellow", "purple")
DECK_COUNTS: dict[Colour, int] = {"green": 8, "red": 7, "blue": 7, "yellow": 7, "purple": 7}
DECK_SIZE = sum(DECK_COUNTS.values())
#: Penalty points handed back for placing the last card of the hand (never below zero).
EMPTY_HAND_REFUND = 2


_DECK: tuple[Colour, ...] = tuple(colour for colour in COLOURS for _ in range(DECK_COUNTS[colour]))


def full_deck() -> list[Colour]:
    """The 36 cards, colour by colour (the order every shuffle starts from)."""
    return list(_DECK)


def base_width(num_players: int) -> int:
    """Eight cards wide, or seven in the two-player game."""
    return 7 if num_players == 2 else 8


def hand_size(num_players: int) -> int:
    """Cards dealt to each player: 14 each with two, otherwise the deck shared out evenly."""
    return 14 if num_players == 2 else DECK_SIZE // num_players
