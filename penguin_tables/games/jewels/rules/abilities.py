"""Tile abilities: which options a player can carry out now, and the effects that need no more input.

Every option is optional (the rulebook: players can always decline), so the flow always offers a skip;
an option a player cannot afford or carry out is simply not offered.
"""

from __future__ import annotations

from penguin_tables.games.jewels.content import Effect, content, gems_text
from penguin_tables.games.jewels.rules.gems import can_pay, give_back, take
from penguin_tables.games.jewels.state import JewelsState


def unspent_dice(state: JewelsState, seat: int) -> list[int]:
    """Indexes of the dice still on the clearing, one per distinct face (equal faces are alike)."""
    player = state.seats[seat]
    spent = player.spent
    seen: list[int] = []
    found: list[int] = []
    for index, face in enumerate(player.dice):
        if not spent[index] and face not in seen:
            seen.append(face)
            found.append(index)
    return found


def offers_die(state: JewelsState, seat: int, die: int, face: int) -> bool:
    """Whether die `die` showing `face` is among `unspent_dice` (the first unspent of its face)."""
    player = state.seats[seat]
    dice, spent = player.dice, player.spent
    if not 0 <= die < len(dice) or spent[die] or dice[die] != face:
        return False
    return all(spent[earlier] or dice[earlier] != face for earlier in range(die))


def adjust_choices(state: JewelsState, seat: int) -> list[tuple[int, int]]:
    """(die, +1 or -1) for Adjust: 1 may go down to the snowflake, nothing wraps round 0 and 5."""
    faces = state.seats[seat].dice
    return [
        (die, delta)
        for die in unspent_dice(state, seat)
        for delta in (-1, 1)
        if 0 <= faces[die] + delta <= 5
    ]


def wild_choices(state: JewelsState, seat: int) -> list[int]:
    return [die for die in unspent_dice(state, seat) if state.seats[seat].dice[die] != 0]


def call_choices(state: JewelsState, seat: int) -> list[int]:
    """Get Over Here!: any other own penguin not already on the tile."""
    here = state.last_tile
    penguins = state.seats[seat].penguins
    return [n for n in range(1, 6) if n != state.penguin and penguins[n - 1] != here]


def swap_position_choices(state: JewelsState, seat: int) -> list[tuple[int, int]]:
    """Swap Positions: any two own penguins on different places (a same-place swap changes nothing)."""
    penguins = state.seats[seat].penguins
    return [
        (a, b) for a in range(1, 6) for b in range(a + 1, 6) if penguins[a - 1] != penguins[b - 1]
    ]


def swap_objective_choices(state: JewelsState, seat: int) -> list[tuple[str, str]]:
    """Swap Objectives: a bought card for an offered one worth the same or one point apart."""
    objs = content().objectives
    return [
        (mine, offered)
        for mine in state.seats[seat].objectives
        for offered in state.display
        if abs(objs[mine].points - objs[offered].points) <= 1
    ]


def feasible(state: JewelsState, seat: int, effect: Effect) -> bool:
    """Whether `seat` could carry out this option now."""
    kind = effect.kind
    if kind == "acquire":
        return True
    if kind == "exchange":
        return can_pay(state.seats[seat].gems, effect.pay, effect.scatter)
    if kind in ("adjust", "play_again"):
        return bool(adjust_choices(state, seat)) if kind == "adjust" else _has_unspent(state, seat)
    if kind == "wild":
        return bool(wild_choices(state, seat))
    if kind == "get_over_here":
        return bool(call_choices(state, seat))
    if kind == "swap_positions":
        return bool(swap_position_choices(state, seat))
    return bool(swap_objective_choices(state, seat))


def _has_unspent(state: JewelsState, seat: int) -> bool:
    return not all(state.seats[seat].spent)


def feasible_options(state: JewelsState, seat: int, effects: tuple[Effect, ...]) -> list[int]:
    return [i for i, effect in enumerate(effects) if feasible(state, seat, effect)]


def is_automatic(effects: tuple[Effect, ...], options: list[int]) -> bool:
    """A lone free acquire is taken without asking: declining free gems never helps anyone."""
    return len(options) == 1 and effects[options[0]].kind == "acquire"


def apply_trade(state: JewelsState, seat: int, effect: Effect, source: str) -> None:
    """An acquire or an exchange without scattering: pay, then take."""
    give_back(state, seat, effect.pay)
    take(state, seat, effect.gain)
    state.events.append(f"{state.players[seat]} ({source}): {effect.text()}")


def claim_scattered(state: JewelsState, position: str) -> None:
    """The first player to activate a tile's abilities takes the gems scattered on it."""
    found = state.scattered.pop(position, None)
    if found:
        seat = state.turn
        for gem, n in found.items():
            state.seats[seat].gems[gem] += n
        state.events.append(f"{state.players[seat]} picks up scattered {gems_text(found)}")
