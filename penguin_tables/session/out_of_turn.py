"""What a seat may do while another seat is to move: Yura Yura's catch of a missed "Penguin!"
call, and the forgetter owning up to it.

At the shared keyboard such picks are part of the mover's decision, since everybody sits at the
one keyboard. A window bound to one seat has no decision while another seat moves, so the session
lists here what the engine lets that seat do out of turn: each legal action whose acting seat
(`Game.acting_seat`) is the window's, taken in one pick. The screen gets the picks (with the
engine's own keys and values) and never the state, as with any decision.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from penguin_tables.engine.choices import Choice
from penguin_tables.engine.game import Game


@dataclass(frozen=True, slots=True)
class OutOfTurn:
    """The one-pick actions open to a seat out of turn: the picks, and each pick's action."""

    choices: tuple[Choice, ...] = ()
    actions: dict[str, Any] = field(default_factory=dict)


NOTHING = OutOfTurn()


def open_to(game: Game[Any, Any, Any], state: Any, seat: int) -> OutOfTurn:
    """What `seat` may take now although another seat is to move (NOTHING on its own turn, at
    the game's end, or in a game where nobody ever acts out of turn)."""
    if type(game).acting_seat is Game.acting_seat:  # the default: the seat to move acts alone
        return NOTHING
    mover = game.to_move(state)
    if mover is None or mover == seat:
        return NOTHING
    choices: dict[str, Choice] = {}
    actions: dict[str, Any] = {}
    for action in game.legal_actions(state):
        if game.acting_seat(state, action) != seat:
            continue
        path = game.choice_path(state, action)
        head = path[0] if len(path) == 1 else None
        if isinstance(head, Choice) and head.key not in actions:
            choices[head.key], actions[head.key] = head, action
    return OutOfTurn(tuple(choices.values()), actions) if actions else NOTHING
