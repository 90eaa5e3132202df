"""Why an action is not allowed, in a sentence a player understands."""

from __future__ import annotations

from penguin_tables.games.frozen_shinies.actions import (
    Action,
    ChooseCard,
    Collect,
    PlaceCard,
    Steal,
    Take,
    UsePower,
)
from penguin_tables.games.frozen_shinies.content import stack_name
from penguin_tables.games.frozen_shinies.state import FrozenState

_STEP_WORDS = {
    "card": "choose a card to play",
    "stack": "choose the stack for your card",
    "use": "choose between the card's value and its power",
    "collect": "choose the cards to collect",
    "power": "make the power's choice",
    "followup": "finish the power",
    "extra": "decide whether to buy another turn",
    "over": "stop: the game is over",
}

_KINDS = {
    "card": {"card", "pass"},
    "stack": {"place"},
    "use": {"value", "power"},
    "collect": {"collect"},
    "power": {"take", "steal", "flip"},
    "followup": {"take", "return"},
    "extra": {"extra", "end"},
}


def _specific(state: FrozenState, action: Action) -> str | None:
    if isinstance(action, ChooseCard):
        return f"You hold no {action.value}."
    if isinstance(action, PlaceCard):
        if not 0 <= action.stack < len(state.stacks):
            return "There is no such stack."
        return f"{stack_name(action.stack).capitalize()} is empty; play onto a stack with cards."
    if isinstance(action, UsePower):
        return "This card's power cannot do anything now; use its value."
    if isinstance(action, Collect):
        if action.stack == state.target:
            return "You must collect from a different stack than the one you played on."
        return "You can collect only from the front, in order, within the value plus your fish."
    if isinstance(action, Steal):
        return "You cannot steal from that player: their hand is not large enough."
    if isinstance(action, Take):
        return "That take is not what this power allows (the card you played cannot be taken)."
    return None


def why_illegal(state: FrozenState, action: Action) -> str:
    if state.step == "over":
        return "The game is over; no more moves can be made."
    if action.kind not in _KINDS[state.step]:
        return f"Now you must {_STEP_WORDS[state.step]}."
    return _specific(state, action) or "That move is not allowed now."
