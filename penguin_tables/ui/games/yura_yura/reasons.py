"""Why a key does nothing right now, in a sentence for the status line (never silence).

The board asks this only when none of its real bindings for the key is enabled, so every answer
here is about a key pressed at the wrong moment: the wrong mode, someone else's turn, the game over.
"""

from __future__ import annotations

from dataclasses import dataclass

from penguin_tables.games.yura_yura import YuraView

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
    #: The board offers: a card that fits, a draw, tiers to choose, seats that may catch now.
    fits: bool
    can_draw: bool
    tiers: bool
    catchers: tuple[int, ...]


def why_not(key: str, at: Moment) -> str:
    """The sentence for `key` pressed at this moment."""
    if at.mover is None:
        return "The game is over: o shows the final scores, q goes back to the lobby."
    if key in ("c", "1", "2", "3", "4", "5", "6"):
        return _why_no_catch(key, at)
    if not at.my_turn:
        return f"It is {at.mover}'s turn: wait for them."
    if key == "e":
        return 'There is no "end turn" key: the turn ends once your card is on the iceberg.'
    if key == "p":
        if at.mode == "call":
            return ""
        return 'You call "Penguin!" when a placed card leaves you with one card in hand.'
    if at.mode == "call":
        return 'One card left: press p to call "Penguin!" before the time runs out.'
    if key == "d":
        if at.mode == "card" and at.fits:
            return "A card in your hand fits, so you may not draw: ←/→ and Enter play it."
        if at.mode in ("aim", "meter"):
            return "You cannot draw now: first finish placing on the iceberg."
        return "You may draw only while choosing a card and none of yours fits."
    if key in ("w", "l"):
        return "W, L and D name a colour only after you choose an aurora card."
    if key in ("up", "down"):
        if at.mode == "aim" and not at.tiers:
            return (
                "↑/↓ choose a room only when an ice rock may go on several tiers; this one may not."
            )
        return "↑/↓ choose the room for an ice rock; nothing to choose that way now."
    if at.mode == "card":
        if key == "space":
            return "Space is for the steadiness meter; choose a card with ←/→ and Enter."
        return "Nothing in your hand fits: press d to draw a card from the sea."
    if at.mode in ("aim", "meter"):
        return "Aim with ←/→, then Space starts the meter and Space again releases."
    return "Nothing to do with that key right now."


def _why_no_catch(key: str, at: Moment) -> str:
    forgetter = at.view.catchable
    if forgetter is None:
        return 'Nobody has missed a "Penguin!" call: there is no one to catch.'
    if key != "c":
        seat = int(key) - 1
        if seat >= len(at.view.players):
            return f"There is no seat {key} at this table."
        if seat == forgetter:
            return f"{at.view.players[seat]} cannot catch their own missed call."
        if seat not in at.catchers:
            return f"{at.view.players[seat]} cannot catch now (a computer catches by itself)."
    if not at.my_turn:
        return "Catch on a player's turn, once the table is theirs (or let a computer notice)."
    if at.mode == "meter":
        return "Finish this placement first (or Esc), then catch."
    return "Press the number of the seat that catches (shown in the prompt)."
