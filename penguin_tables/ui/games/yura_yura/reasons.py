"""Why a key does nothing right now, in a sentence for the status line (never silence).

The board asks this only when none of its real bindings for the key is enabled, so every answer
here is about a key pressed at the wrong moment: the wrong mode, someone else's turn, the game over.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from penguin_tables.games.yura_yura import YuraView
from penguin_tables.session.scene import Scene

#: Keys the board answers for when they do nothing (each maps to the words of the why).
EXPLAINED = ("d", "w", "l", "p", "c", "e", "space", "enter", "up", "down", "left", "right")


@dataclass(frozen=True)
class Moment:
    """What the board knows about the moment a key was pressed (all from its scene)."""

    mode: str
    view: YuraView
    #: Whose turn it is in words (None: the game is over), and whether it is the keyboard's.
    mover: str | None
    my_turn: bool
    #: The board offers: a card that fits, rooms to choose, people who may catch now.
    fits: bool
    tiers: bool
    catchers: tuple[int, ...]
    #: The seat of a window of one seat (None: the shared keyboard, where anybody may shout).
    own_seat: int | None = None


def moment(
    scene: Scene[Any], mode: str, fits: bool, tiers: bool, catchers: tuple[int, ...]
) -> Moment:
    """The moment as the board sees it in `scene` (the mover named, a computer said so)."""
    mover = None if scene.to_move is None else scene.name(scene.to_move)
    if mover is not None and scene.is_computer(scene.to_move):
        mover += " (computer)"
    own_seat = scene.viewer if scene.own_seat_only else None
    return Moment(mode, scene.view, mover, scene.my_turn, fits, tiers, catchers, own_seat)


def why_not(key: str, at: Moment) -> str:
    """The sentence for `key` pressed at this moment (short: it shares a line at 80 columns)."""
    if at.mover is None:
        return "Game over: o shows the final scores."
    if key in ("c", "1", "2", "3", "4", "5", "6"):
        return _why_no_catch(key, at)
    if not at.my_turn:
        return f"It is {at.mover}'s turn."
    if key == "e":
        return 'No "end turn" key: your turn ends by itself.'
    if at.mode == "call":
        return 'Press p to call "Penguin!" in time.'
    if key == "p":
        return 'Call "Penguin!" when one card is left.'
    if key == "d":
        if at.mode == "card" and at.fits:
            return "A card fits, so no drawing: Enter plays it."
        if at.mode in ("aim", "meter"):
            return "No drawing now: first place on the iceberg."
        return "Draw only while choosing a card, if none fits."
    if key in ("w", "l"):
        return "W, L, D name a colour after an aurora card."
    if key in ("up", "down"):
        return "↑/↓ pick a rock's room when rooms tie."
    if at.mode == "card":
        if at.fits:
            return "Choose a card with ←/→; Enter plays it."
        return "Nothing fits: d draws from the sea."
    if at.mode in ("aim", "meter"):
        return "←/→ aim; Space starts, then stops the meter."
    return "That key does nothing right now."


def _why_no_catch(key: str, at: Moment) -> str:
    forgetter = at.view.catchable
    if forgetter is None:
        return 'No missed "Penguin!" to catch.'
    seat = at.own_seat if key == "c" else int(key) - 1  # c: the window's own seat, if bound
    if seat is not None:
        if seat >= len(at.view.players):
            return f"There is no seat {key} at this table."
        who = at.view.players[seat]
        if at.own_seat is not None and seat != at.own_seat:
            return f"{who} catches in their own window."
        if seat == forgetter:
            return f"{who} cannot catch their own miss."
        if seat not in at.catchers:
            return f"{who} cannot catch now."
    if not at.my_turn:
        return "Catch once it is a person's turn."
    if at.mode == "meter":
        return "Finish the placement first (or Esc)."
    return "Press the catcher's seat number (see below)."
