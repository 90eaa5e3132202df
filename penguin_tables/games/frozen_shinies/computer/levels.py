"""The computer player: greedy over the whole of its own turn (one-turn lookahead).

At the card, stack and value-or-power steps it tries every choice on a copy and follows each to the
end of the play; the last choices (what to collect or take) are scored directly. It never looks at
secrets: a steal is scored by its expected worth, not by peeking at the card it would get.
A score is cards in hand, plus a little for fish (tie-breakers and fuel) and card values.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from penguin_tables.engine.copying import copy_state
from penguin_tables.games.frozen_shinies.actions import (
    EXTRA_TURN,
    Action,
    Collect,
    Flip,
    Return,
    Steal,
    Take,
)
from penguin_tables.games.frozen_shinies.content import values
from penguin_tables.games.frozen_shinies.rules.cards import current_value, front_picks
from penguin_tables.games.frozen_shinies.rules.flow import advance, legal
from penguin_tables.games.frozen_shinies.state import FrozenState

FISH_WORTH = 0.25
VALUE_WORTH = 0.02
STEAL_WORTH = {7: 1.2, 8: 1.5, 12: 2.0}
HURT_LEADER = 0.4
HURT_OTHER = 0.2
SEARCHED_STEPS = ("card", "stack", "use")


def position(state: FrozenState, seat: int) -> float:
    """How good the seat's own holdings look: cards first, fish and values as small extras."""
    hand = state.hands[seat]
    return (
        len(hand)
        + FISH_WORTH * state.fish[seat]
        + VALUE_WORTH * sum(values()[s.card] for s in hand)
    )


def _taken_worth(state: FrozenState, cards: Sequence[int]) -> float:
    return len(cards) + VALUE_WORTH * sum(values()[c] for c in cards)


def _steal_worth(state: FrozenState, action: Steal) -> float:
    sizes = [len(h) for s, h in enumerate(state.hands) if s != state.turn]
    hurt = HURT_LEADER if len(state.hands[action.victim]) == max(sizes) else HURT_OTHER
    return STEAL_WORTH.get(current_value(state), 1.0) + hurt


def _take_worth(state: FrozenState, action: Take) -> float:
    cards = [state.stacks[p.stack][p.index] for p in action.picks]
    worth = _taken_worth(state, cards) - FISH_WORTH * action.pay
    if state.step == "power" and current_value(state) == 11:
        worth += FISH_WORTH * sum(1 for s, f in enumerate(state.fish) if s != state.turn and f)
    if state.step == "power" and current_value(state) == 6:
        worth -= 1
    return worth


def _flip_worth(state: FrozenState, action: Flip) -> float:
    after = copy_state(state)
    after.stacks[action.stack] = after.stacks[action.stack][::-1]
    best = [front_picks(after, s, 2) for s in range(len(after.stacks))]
    return max(
        (_taken_worth(after, [after.stacks[p.stack][p.index] for p in b]) for b in best), default=0
    )


def leaf_worth(state: FrozenState, action: Action) -> float:
    """What a final choice of the play adds to the player's position."""
    if isinstance(action, Collect):
        taken = state.stacks[action.stack][: action.count] if action.stack is not None else ()
        return _taken_worth(state, taken) + FISH_WORTH * (action.gain - action.pay)
    if isinstance(action, Take):
        return _take_worth(state, action)
    if isinstance(action, Steal):
        return _steal_worth(state, action)
    if isinstance(action, Flip):
        return _flip_worth(state, action)
    if isinstance(action, Return):
        return -1 - VALUE_WORTH * action.value
    return 0.0


def best_from(state: FrozenState, seat: int) -> float:
    """The best position reachable by the end of the current play (no chance is consulted)."""
    if state.turn != seat or state.step not in (*SEARCHED_STEPS, "collect", "power", "followup"):
        return position(state, seat)
    return max(worth(state, a, seat) for a in legal(state))


def worth(state: FrozenState, action: Action, seat: int) -> float:
    if state.step in SEARCHED_STEPS:
        after = copy_state(state)
        advance(after, action)
        return best_from(after, seat)
    return position(state, seat) + leaf_worth(state, action)


def extra_turn_pays(state: FrozenState) -> bool:
    """Buy the extra turn when the best play it opens is worth more than the five fish."""
    after = copy_state(state)
    advance(after, EXTRA_TURN)
    return best_from(after, state.turn) > position(state, state.turn)


def choose(state: FrozenState, level: str, rng: random.Random) -> Action:
    """The normal bot searches its whole play; the easy one only scores its final choices."""
    options = legal(state)
    if len(options) == 1:
        return options[0]
    seat = state.turn
    if state.step == "extra":
        return options[0] if extra_turn_pays(state) else options[1]
    if level == "easy" and state.step in SEARCHED_STEPS:
        return rng.choice(options)
    scored = [(worth(state, a, seat), rng.random(), a) for a in options]
    return max(scored, key=lambda t: (t[0], t[1]))[2]
