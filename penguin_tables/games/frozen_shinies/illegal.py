"""Whether an action is legal, checked directly, and why not, in a sentence a player understands.

`is_legal` answers for one action without listing every legal action (`rules.flow.legal` stays the
one list of choices the screens and bots see); a test holds the two to the same answers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from penguin_tables.games.frozen_shinies.actions import (
    Action,
    ChooseCard,
    Collect,
    PlaceCard,
    Steal,
    Take,
    UsePower,
)
from penguin_tables.games.frozen_shinies.content import stack_name, values
from penguin_tables.games.frozen_shinies.rules.cards import current_value
from penguin_tables.games.frozen_shinies.rules.collect import collect_allowed
from penguin_tables.games.frozen_shinies.rules.power_checks import (
    followup_allows,
    on_table,
    power_allows,
    power_usable,
)
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


def _holds_value(state: FrozenState, action: ChooseCard) -> bool:
    return any(values()[slot.card] == action.value for slot in state.hands[state.turn])


def _open_stack(state: FrozenState, action: PlaceCard) -> bool:
    """A stack with cards, or any stack in the final round (as `rules.flow.open_stacks`)."""
    return on_table(state, action.stack) and (state.final_round or bool(state.stacks[action.stack]))


def _power_usable(state: FrozenState, action: Action) -> bool:
    """A power is offered only when it can do something."""
    return power_usable(state, current_value(state))


def _take(state: FrozenState, action: Action) -> bool:
    return power_allows(state, action) if state.step == "power" else followup_allows(state, action)


def _always(state: FrozenState, action: Action) -> bool:
    return True


#: The check for each kind of action, once the step allows that kind at all.
_CHECKS: dict[str, Callable[[FrozenState, Any], bool]] = {
    "card": _holds_value,
    "pass": lambda state, action: not state.hands[state.turn],
    "place": _open_stack,
    "value": _always,
    "power": _power_usable,
    "collect": collect_allowed,
    "take": _take,
    "steal": power_allows,
    "flip": power_allows,
    "return": followup_allows,
    "extra": _always,
    "end": _always,
}


def is_legal(state: FrozenState, action: Action) -> bool:
    """Whether `action` is among `legal(state)`, answered for this action alone."""
    kinds = _KINDS.get(state.step)
    return kinds is not None and action.kind in kinds and _CHECKS[action.kind](state, action)


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
