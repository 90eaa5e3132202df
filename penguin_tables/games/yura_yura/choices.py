"""How a Yura Yura decision is walked: each action as a path of choices, the typed value every
choice carries for the board, and the question the engine asks at each pick.

A placement is two picks: the aim (with the rock's room where several tie), then the meter's
release. A play is the card, then (an aurora card) the colour it names. A catch names who
catches; owning up names the forgetter. Draw, call and end are one pick each.

Keys are stable names for the screen (`aim+1`, `aim+1-tier2`, `meter-0.35-left`, `card-12`,
`white`, `draw`, `call`, `end`, `catch` for the seat to move, `catch-2` for seat 2 out of turn,
`own-up`); what a board needs to know about a choice it reads from the choice's `value`, never
from its key.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from penguin_tables.engine.choices import Choice, Path, PathElement
from penguin_tables.games.yura_yura.actions import Action, Catch, OwnUp, Place, Play
from penguin_tables.games.yura_yura.content import COLOUR_WORDS, Colour, card_name
from penguin_tables.games.yura_yura.meter import all_readings, placement_numbers
from penguin_tables.games.yura_yura.rules.calls import catcher
from penguin_tables.games.yura_yura.rules.cards import playable
from penguin_tables.games.yura_yura.rules.legality import placements
from penguin_tables.games.yura_yura.state import YuraState


class Aim(NamedTuple):
    """An aim as a placement choice carries it: cm from the middle of the top (or of the room),
    and the tier the player picked for an ice rock (None: no choice to make)."""

    offset: float
    tier: int | None


class Release(NamedTuple):
    """A meter reading as a placement choice carries it: the distance from the target's centre
    (0..1), the side the marker stopped on (-1 left, +1 right), and the placement it makes."""

    distance: float
    side: int
    place: Place


@dataclass(frozen=True, slots=True)
class CardPick:
    """A card of the hand, as the first pick of a play carries it."""

    card: int


@dataclass(frozen=True, slots=True)
class ColourPick:
    """The colour an aurora card names, as the second pick of its play carries it."""

    colour: Colour


@dataclass(frozen=True, slots=True)
class Catcher:
    """The seat that catches a missed "Penguin!" call."""

    seat: int


@dataclass(frozen=True, slots=True)
class OwningUp:
    """The seat that forgot to call "Penguin!" and owns up to it (in turn or out of it)."""

    seat: int


def choice_path(state: YuraState, action: Action) -> Path:
    """The picks that make `action` (see the module's docstring for the keys)."""
    if isinstance(action, Place):
        return (_aim_choice(action.aim, action.tier), _release_choice(action))
    if isinstance(action, Play):
        chosen = Choice(f"card-{action.card}", card_name(action.card), value=CardPick(action.card))
        if action.colour is None:
            return (chosen,)
        words = COLOUR_WORDS[action.colour]
        return (chosen, Choice(action.colour, f"name {words}", value=ColourPick(action.colour)))
    if isinstance(action, Catch):
        return (_catch_choice(state, action),)
    if isinstance(action, OwnUp) and state.catchable is not None:
        name = state.players[state.catchable]
        label = f"{name} owns up to the missed call and draws a card"
        return (Choice("own-up", label, value=OwningUp(state.catchable)),)
    return (Choice(action.kind, str(action)),)


def prompt(state: YuraState, seat: int, picked: tuple[PathElement, ...]) -> str:
    """The question of this pick, in a few words: the board adds whose turn, what is due (and the
    try it is) and the keys."""
    if state.phase == "place":
        if picked:
            return "Stop the meter on the target."
        if placements(state)[0].tier is not None:
            return "Choose a room and aim, then start the meter."
        return "Aim, then start the meter."
    if state.phase == "call":
        return 'One card left: call "Penguin!"'
    if picked:
        return "Name the colour the aurora card stands for."
    if state.phase == "drawn":
        return "Play the card you drew."
    if not playable(state, seat):
        return "Nothing in your hand fits the top card: draw from the sea."
    return "Play a card that fits the top card."


def rule(state: YuraState, seat: int, picked: tuple[PathElement, ...]) -> str:
    """The rules page's section for the decision in hand (`Game.rule`)."""
    if state.phase == "place":
        return "When something falls" if state.put_back else "Placing a piece"
    if state.phase == "call":
        return "Calling Penguin"
    if state.phase == "drawn" or (not picked and not playable(state, seat)):
        return "Drawing from the sea"
    return "Playing a card"


def _aim_choice(aim: float, tier: int | None) -> Choice:
    """The aim, and the rock's tier when the player chooses one; `value` is an `Aim`."""
    where = "at the centre" if aim == 0 else f"{abs(aim):g} cm {'left' if aim < 0 else 'right'}"
    if tier is None:
        return Choice(f"aim{aim:+g}", f"aim {where}", value=Aim(aim, None))
    label = f"aim {where} in the room on tier {tier + 1}"
    return Choice(f"aim{aim:+g}-tier{tier}", label, value=Aim(aim, tier))


def _catch_choice(state: YuraState, action: Catch) -> Choice:
    """Who catches whom; the seat to move catches with `catch`, any other seat with `catch-N`."""
    by = catcher(state, action)
    forgetter = state.catchable if state.catchable is not None else state.turn
    label = f"{state.players[by]} catches {state.players[forgetter]}"
    key = "catch" if action.by is None else f"catch-{by}"
    return Choice(key, label, value=Catcher(by))


@cache
def _readings() -> dict[tuple[float, float, float], tuple[float, int]]:
    """Each placement's numbers back to the meter reading that makes them."""
    found: dict[tuple[float, float, float], tuple[float, int]] = {}
    for distance, side in all_readings():
        numbers = placement_numbers(distance, side)
        found[(numbers.offset, numbers.tilt, numbers.speed)] = (distance, side)
    return found


def _release_choice(action: Place) -> Choice:
    """The meter's release for a placement; `value` is a `Release` (reading and placement)."""
    distance, side = _readings()[(action.offset, action.tilt, action.speed)]
    words = "left" if side < 0 else "right"
    key = "meter-0" if distance == 0 else f"meter-{distance:g}-{words}"
    label = "release dead centre" if distance == 0 else f"release {distance:g} {words} of centre"
    preview = (
        f"drift {action.offset:+g} cm, tilt {math.degrees(action.tilt):+.0f}°, "
        f"drop {action.speed:g} cm/s"
    )
    return Choice(key, label, preview, Release(distance, side, action))
