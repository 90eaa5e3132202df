"""Which moves are legal now, decided from the rules directly (`is_legal` and `play` ask here).

`legal_actions` is the one list the screens and players see; these answer for one action whether
it is in that list without building it, and say in a sentence why a move is refused.
"""

from __future__ import annotations

from dataclasses import replace

from penguin_tables.games.yura_yura.actions import (
    Action,
    CallPenguin,
    Catch,
    Draw,
    EndTurn,
    OwnUp,
    Place,
    Play,
    place_actions,
    place_set,
    placements_on,
)
from penguin_tables.games.yura_yura.content import card, deck
from penguin_tables.games.yura_yura.rules.calls import as_listed, catches, own_ups
from penguin_tables.games.yura_yura.rules.cards import may_play, playable
from penguin_tables.games.yura_yura.rules.tower import ice_choices, plan, supply
from penguin_tables.games.yura_yura.state import YuraState


def legal(state: YuraState, action: Action) -> bool:
    """Whether `action` is in `legal_actions(state)`, answered from the rules without the list."""
    if state.phase == "over":
        return False
    if isinstance(action, Catch):
        return action in catches(state)
    if isinstance(action, OwnUp):
        return bool(own_ups(state))
    if state.phase == "place":
        return isinstance(action, Place) and placement_legal(state, action)
    if state.phase == "call":
        return isinstance(action, CallPenguin | EndTurn)
    if isinstance(action, Play):
        return play_legal(state, action)
    return isinstance(action, Draw) and state.phase == "choose" and not playable(state, state.turn)


def placements(state: YuraState) -> tuple[Place, ...]:
    """Every legal placement: with a choice of tier for a rock, each choice with each release."""
    rooms = rock_rooms(state)
    return place_actions() if rooms is None else placements_on(rooms)


def rock_rooms(state: YuraState) -> tuple[int, ...] | None:
    """The rooms the player chooses among for the rock due now (None: no choice to make)."""
    if state.put_back or state.pending[:1] != ["ice"]:
        return None
    choices = ice_choices(state.tower)
    if len(choices) < 2 or plan(state.tower, "ice") is None or not supply(state.tower, "ice"):
        return None
    return tuple(choices)


def placement_legal(state: YuraState, action: Place) -> bool:
    """A release on the meter's grid, with a room exactly when the rock due has a choice of them."""
    rooms = rock_rooms(state)
    if rooms is None:
        return action.tier is None and action in place_set()
    return action.tier in rooms and replace(action, tier=None) in place_set()


def another_name_for_a_legal(state: YuraState, action: Action) -> bool:
    """Two unlisted spellings `play` also takes: the seat to move catching as `Catch(by=seat)`
    (listed as `Catch()`), and a rock placed without naming its room where several tie, which
    goes on the highest of them (the documented meaning of `Place.tier` None)."""
    if isinstance(action, Catch):
        return as_listed(state, action) in catches(state)
    return (
        isinstance(action, Place)
        and action.tier is None
        and state.phase == "place"
        and rock_rooms(state) is not None
        and action in place_set()
    )


def play_legal(state: YuraState, action: Play) -> bool:
    """The card drawn (in the drawn phase) or a playable card of the hand, with a colour named
    exactly when it is an aurora card."""
    aurora = card(action.card).aurora if 0 <= action.card < len(deck()) else False
    if (action.colour is not None) != aurora:
        return False
    if state.phase == "drawn":
        return action.card == state.drawn
    hand = state.hands[state.turn]
    return state.phase == "choose" and action.card in hand and may_play(state, hand, action.card)


def why_illegal(state: YuraState, action: Action) -> str:
    if state.phase == "over":
        return "The game is over; no more moves can be made."
    if isinstance(action, Catch):
        if state.catchable is not None and action.by == state.catchable:
            return 'You cannot catch your own missed "Penguin!" call.'
        return 'There is no missed "Penguin!" call to catch right now.'
    if isinstance(action, OwnUp):
        return 'There is no missed "Penguin!" call to own up to right now.'
    if isinstance(action, Place) and action.tier is not None:
        return "A rock may only go on one of the tiers holding the fewest rocks."
    if state.phase == "place":
        return "First put the piece due now on the iceberg."
    if state.phase == "call":
        return 'You have one card left: call "Penguin!" or end your turn.'
    if isinstance(action, Play):
        if action.card not in state.hands[state.turn]:
            return "That card is not in your hand."
        if state.phase == "drawn":
            return "You must play the card you just drew."
        if card(action.card).aurora and (
            action.colour is None or len(state.hands[state.turn]) == 1
        ):
            return "An aurora card needs a colour named, and it cannot be your last card."
        return "That card matches neither the colour nor the symbol of the top card."
    if isinstance(action, Draw):
        return "You can only draw when you have no card to play."
    return "That move is not possible right now."
