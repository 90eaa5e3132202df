"""Using a card's value: collect from the front of one other stack, fish adding to the value.

The collected sum may not pass the value plus the fish spent; leftover value turns into fish, at
most three and only what the bank holds. Collecting nothing is allowed only when no card can be
collected without paying fish (every other stack empty, out of reach, or in reach only by paying):
the rulebook says a player *can* spend fish, so paying is never forced. The whole value is then
leftover.
"""

from __future__ import annotations

from penguin_tables.games.frozen_shinies.actions import Collect, collect_of
from penguin_tables.games.frozen_shinies.content import setting, values
from penguin_tables.games.frozen_shinies.rules.cards import add_public, current_value
from penguin_tables.games.frozen_shinies.state import FrozenState


def leftover_fish(value: int, total: int, bank: int) -> int:
    """Fish for the unused part of a value: the difference, capped at three and by the bank."""
    fish, cap = value - total, setting("fish_cap")
    if fish > cap:
        fish = cap
    if fish > bank:
        fish = bank
    return fish if fish > 0 else 0


def collect_options(state: FrozenState) -> list[Collect]:
    """Every legal collection for the card being resolved, with its fish arithmetic."""
    value, bank, played, card_values = current_value(state), state.bank, state.played, values()
    fish = state.fish[state.turn]
    options: list[Collect] = []
    free = False  # some collection costs no fish
    for index, stack in enumerate(state.stacks):
        if index == state.target:
            continue
        total = 0
        for count, card in enumerate(stack, start=1):
            if card in played:
                break
            total += card_values[card]
            if total <= value:
                free = True
                gain = leftover_fish(value, total, bank)
                options.append(collect_of(index, count, total, 0, gain))
            elif total - value <= fish:
                options.append(collect_of(index, count, total, total - value, 0))
            else:
                break
    if not free:
        options.append(nothing_collected(value, bank))
    return options


def collect_allowed(state: FrozenState, action: Collect) -> bool:
    """Whether this one collection is legal, without listing the others (see `collect_options`).

    Values are positive, so the sum and the fish to pay only grow along a stack: a collection
    the player can pay for passed every shorter one on the way.
    """
    value, bank = current_value(state), state.bank
    if action.stack is None:
        return (
            action.count == action.total == action.pay == 0
            and action.gain == leftover_fish(value, 0, bank)
            and not free_collection(state, value)
        )
    stack, count = action.stack, action.count
    if not 0 <= stack < len(state.stacks) or stack == state.target or count < 1:
        return False
    cards = state.stacks[stack][:count]
    if len(cards) != count or any(map(state.played.__contains__, cards)):
        return False
    total = sum(map(values().__getitem__, cards))
    pay = max(0, total - value)
    return (
        action.total == total
        and action.pay == pay
        and pay <= state.fish[state.turn]
        and action.gain == leftover_fish(value, total, bank)
    )


def free_collection(state: FrozenState, value: int) -> bool:
    """Some card can be collected without paying fish: a free front card within the value."""
    for index, stack in enumerate(state.stacks):
        free = index != state.target and stack and stack[0] not in state.played
        if free and values()[stack[0]] <= value:
            return True
    return False


def nothing_collected(value: int, bank: int) -> Collect:
    """Collect no card: open when every reachable card costs fish (spending fish is a choice)."""
    return collect_of(None, 0, 0, 0, leftover_fish(value, 0, bank))


def collect(state: FrozenState, action: Collect) -> tuple[int, ...]:
    """Carry out a collection already known to be legal; returns the cards taken."""
    seat = state.turn
    taken: tuple[int, ...] = ()
    if action.stack is not None and action.count:
        stack = state.stacks[action.stack]
        taken, state.stacks[action.stack] = stack[: action.count], stack[action.count :]
        add_public(state, seat, taken)
    state.fish[seat] += action.gain - action.pay
    state.bank += action.pay - action.gain
    return taken
