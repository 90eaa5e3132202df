"""The steps of a turn, the extra turn, and the end of the game.

A turn: choose a card, put it on the front of a stack, use its value or its power, resolve that;
then, once per turn, five fish buy one more turn. When at most one stack still holds cards (or no
one holds a card), the round is played out so that everyone has had as many turns as the first
player; during that final round cards may go onto empty stacks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from penguin_tables.games.frozen_shinies.actions import (
    END_TURN,
    EXTRA_TURN,
    PASS,
    USE_POWER,
    USE_VALUE,
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
    choose_card,
    place_card,
)
from penguin_tables.games.frozen_shinies.content import setting
from penguin_tables.games.frozen_shinies.rules.cards import (
    current_value,
    distinct_values,
    nonempty_stacks,
    put_on_front,
    remove_by_value,
)
from penguin_tables.games.frozen_shinies.rules.collect import collect, collect_options
from penguin_tables.games.frozen_shinies.rules.power_checks import power_usable
from penguin_tables.games.frozen_shinies.rules.powers import power_options
from penguin_tables.games.frozen_shinies.rules.resolve import (
    corner_fish,
    followup_options,
    resolve_flip,
    resolve_return,
    resolve_steal,
    resolve_take,
)
from penguin_tables.games.frozen_shinies.state import FrozenState


def open_stacks(state: FrozenState) -> list[int]:
    """Where a card may go: a stack with cards, or any stack in the final round."""
    final, found = state.final_round, []
    for index, stack in enumerate(state.stacks):
        if stack or final:
            found.append(index)
    return found


def legal(state: FrozenState) -> list[Action]:
    """Every action for the seat to move, by step (the one source of truth)."""
    step = state.step
    if step == "card":
        hand = state.hands[state.turn]
        if not hand:
            return [PASS]
        return list(map(choose_card, distinct_values(hand)))
    if step == "stack":
        return list(map(place_card, open_stacks(state)))
    if step == "use":
        has_power = power_usable(state, current_value(state))
        return [USE_VALUE, USE_POWER] if has_power else [USE_VALUE]
    if step == "collect":
        return list(collect_options(state))
    if step == "power":
        return power_options(state, current_value(state))
    if step == "followup":
        return list(followup_options(state))
    if step == "extra":
        return [EXTRA_TURN, END_TURN]
    return []


def advance(state: FrozenState, action: Action) -> None:
    """Carry out an action already checked to be legal."""
    if _CARRY_OUT[type(action)](state, action):
        finish_play(state)


def _choose_card(state: FrozenState, action: ChooseCard) -> bool:
    state.in_play = remove_by_value(state, state.turn, action.value)
    state.step = "stack"
    return False


def _place_card(state: FrozenState, action: PlaceCard) -> bool:
    assert state.in_play is not None
    put_on_front(state, action.stack, state.in_play.card)
    state.played += (state.in_play.card,)
    state.in_play, state.target, state.step = None, action.stack, "use"
    return False


def _use_value(state: FrozenState, action: UseValue) -> bool:
    state.step = "collect"
    return False


def _use_power(state: FrozenState, action: UsePower) -> bool:
    corner_fish(state)
    state.step = "power"
    return False


def _collect(state: FrozenState, action: Collect) -> bool:
    collect(state, action)
    return True


def _extra_turn(state: FrozenState, action: ExtraTurn) -> bool:
    buy_extra_turn(state)
    return False


def _end_turn(state: FrozenState, action: Pass | EndTurn) -> bool:
    end_turn(state)
    return False


#: What each kind of action does; True when it finishes the play (then the extra turn or the end).
_CARRY_OUT: dict[type, Callable[[FrozenState, Any], bool]] = {
    ChooseCard: _choose_card,
    PlaceCard: _place_card,
    UseValue: _use_value,
    UsePower: _use_power,
    Collect: _collect,
    Take: resolve_take,
    Steal: resolve_steal,
    Flip: resolve_flip,
    Return: resolve_return,
    ExtraTurn: _extra_turn,
    Pass: _end_turn,
    EndTurn: _end_turn,
}


def check_final_round(state: FrozenState) -> None:
    """At most one stack with cards, or no card in any hand: this round is the last."""
    if not state.final_round and (nonempty_stacks(state) <= 1 or not any(state.hands)):
        state.final_round = True


def finish_play(state: FrozenState) -> None:
    """A play is resolved: maybe the end is near; then offer the extra turn, or end the turn."""
    state.target = None
    state.power_stack = None
    cost = setting("extra_turn_cost")
    if not state.extra_used and state.fish[state.turn] >= cost and state.hands[state.turn]:
        check_final_round(state)
        state.step = "extra"
    else:
        end_turn(state)  # which checks for the final round first


def buy_extra_turn(state: FrozenState) -> None:
    """Five fish back to the bank; the same player plays again (once per turn)."""
    cost = setting("extra_turn_cost")
    state.fish[state.turn] -= cost
    state.bank += cost
    state.extra_used = True
    state.played = ()
    state.step = "card"


def end_turn(state: FrozenState) -> None:
    """Pass to the left; after the final round's last seat (before the first player) it is over."""
    check_final_round(state)
    state.played = ()
    state.extra_used = False
    state.turns_taken += 1
    following = (state.turn + 1) % len(state.players)
    if state.final_round and following == state.first:
        state.step = "over"
    else:
        state.turn = following
        state.step = "card"
