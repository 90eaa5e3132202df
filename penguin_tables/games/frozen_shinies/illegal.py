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
    EndTurn,
    ExtraTurn,
    Flip,
    Pass,
    PlaceCard,
    Return,
    Steal,
    Take,
    UsePower,
    UseValue,
)
from penguin_tables.games.frozen_shinies.content import stack_name
from penguin_tables.games.frozen_shinies.rules.cards import current_value, holds_value
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


def _holds_value(state: FrozenState, action: ChooseCard) -> bool:
    return holds_value(state.hands[state.turn], action.value)


def _empty_hand(state: FrozenState, action: Pass) -> bool:
    return not state.hands[state.turn]


def _open_stack(state: FrozenState, action: PlaceCard) -> bool:
    """A stack with cards, or any stack in the final round (as `rules.flow.open_stacks`)."""
    return on_table(state, action.stack) and (state.final_round or bool(state.stacks[action.stack]))


def _power_usable(state: FrozenState, action: UsePower) -> bool:
    """A power is offered only when it can do something."""
    return power_usable(state, current_value(state))


def _always(state: FrozenState, action: Action) -> bool:
    return True


Check = Callable[[FrozenState, Any], bool]

#: Step by step, the kinds of action it allows, each with the rule that checks one of them.
_CHECKS: dict[str, dict[type, Check]] = {
    "card": {ChooseCard: _holds_value, Pass: _empty_hand},
    "stack": {PlaceCard: _open_stack},
    "use": {UseValue: _always, UsePower: _power_usable},
    "collect": {Collect: collect_allowed},
    "power": {Take: power_allows, Steal: power_allows, Flip: power_allows},
    "followup": {Take: followup_allows, Return: followup_allows},
    "extra": {ExtraTurn: _always, EndTurn: _always},
}
_NOTHING: dict[type, Check] = {}


def is_legal(state: FrozenState, action: Action) -> bool:
    """Whether `action` is among `legal(state)`, answered for this action alone."""
    check = _CHECKS.get(state.step, _NOTHING).get(type(action))
    return check is not None and check(state, action)


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
    if type(action) not in _CHECKS[state.step]:
        return f"Now you must {_STEP_WORDS[state.step]}."
    return _specific(state, action) or "That move is not allowed now."
