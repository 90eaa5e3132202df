"""The order of a turn: move (with bumps), active ability, everyone ability, Play Again, market,
buy, re-roll; and the end of the game.

Each function moves the state on to the next step that needs a decision, carrying out on the way
every step that has nothing to decide (no bump possible, a lone free acquire, nothing affordable).
"""

from __future__ import annotations

from penguin_tables.games.jewels.content import FLOOR, content, tile_at
from penguin_tables.games.jewels.rules.abilities import (
    apply_trade,
    claim_scattered,
    feasible,
    feasible_options,
    is_automatic,
)
from penguin_tables.games.jewels.rules.gems import can_pay, give_back
from penguin_tables.games.jewels.rules.movement import bump_candidates, penguins_on
from penguin_tables.games.jewels.state import JewelsState

FIFTH_OBJECTIVE = 5
MARKET_VISITS = 2
#: A die's face in the log: 0 is the snowflake.
FACE_WORDS = ("snowflake", "1", "2", "3", "4", "5")


def after_arrival(state: JewelsState) -> None:
    """A penguin has arrived: offer a bump if a smaller own penguin is here, else stop moving."""
    if bump_candidates(state, state.turn, _moving(state)):
        state.phase = "bump"
    else:
        finish_move(state)


def _moving(state: JewelsState) -> int:
    if state.penguin is None:
        raise AssertionError("no penguin is moving")
    return state.penguin


def finish_move(state: JewelsState) -> None:
    """Movement is over: the last tile moved to gives its abilities (the floor gives the market)."""
    where = state.seats[state.turn].penguins[_moving(state) - 1]
    state.last_tile = where
    if where == FLOOR:
        state.market_left = MARKET_VISITS
        continue_market(state)
    else:
        claim_scattered(state, where)
        begin_active(state)


def begin_active(state: JewelsState) -> None:
    tile = tile_at(state.layout, _here(state))
    assert tile is not None
    options = feasible_options(state, state.turn, tile.active)
    if not options:
        begin_everyone(state)
    elif is_automatic(tile.active, options):
        apply_trade(state, state.turn, tile.active[options[0]], f"{tile.name}, active")
        begin_everyone(state)
    else:
        state.phase = "active"


def _here(state: JewelsState) -> str:
    if state.last_tile is None:
        raise AssertionError("no tile is giving abilities")
    return state.last_tile


def begin_everyone(state: JewelsState) -> None:
    """Every penguin on the tile, of every player, does the everyone ability once, in turn order."""
    state.option = None
    state.everyone_queue = [seat for seat, _ in penguins_on(state, _here(state))]
    continue_everyone(state)


def continue_everyone(state: JewelsState) -> None:
    """Carry out queued uses that need no decision; stop at the first that does."""
    tile = tile_at(state.layout, _here(state))
    assert tile is not None
    while state.everyone_queue:
        seat = state.everyone_queue[0]
        options = feasible_options(state, seat, tile.everyone)
        if options and not is_automatic(tile.everyone, options):
            state.phase = "everyone"
            return
        if options:
            apply_trade(state, seat, tile.everyone[options[0]], f"{tile.name}, everyone")
        state.everyone_queue.pop(0)
    after_abilities(state)


def after_abilities(state: JewelsState) -> None:
    """Play Again comes after the everyone ability; otherwise the turn goes on to buying."""
    if state.play_again and not all(state.seats[state.turn].spent):
        state.play_again = False
        state.play_again_move = True
        state.penguin = None
        state.phase = "die"
        return
    state.play_again = False
    begin_buy(state)


def continue_market(state: JewelsState) -> None:
    seat = state.turn
    if state.market_left > 0 and any(feasible(state, seat, e) for e in content().market):
        state.phase = "market"
    else:
        state.market_left = 0
        after_abilities(state)


def affordable(state: JewelsState, seat: int) -> list[str]:
    objs = content().objectives
    return [o for o in state.display if can_pay(state.seats[seat].gems, objs[o].cost)]


def begin_buy(state: JewelsState) -> None:
    gems = state.seats[state.turn].gems
    objs = content().objectives
    for card in state.display:
        if can_pay(gems, objs[card].cost):
            state.phase = "buy"
            return
    end_turn(state)


def buy(state: JewelsState, objective: str) -> None:
    """Pay, take the card face down, refill the offer from the deck; a fifth card ends the game."""
    seat = state.turn
    card = content().objectives[objective]
    give_back(state, seat, card.cost)
    state.seats[seat].objectives.append(objective)
    slot = state.display.index(objective)
    name = state.players[seat]
    state.events.append(f"{name} buys {card.name} ({card.points} points)")
    if state.deck:
        state.display[slot] = state.deck.pop(0)
        state.events.append(
            f"{content().objectives[state.display[slot]].name} is dealt to the offer"
        )
    else:
        state.display.pop(slot)
    if len(state.seats[seat].objectives) >= FIFTH_OBJECTIVE and state.thanks is None:
        state.thanks = seat
        state.final_turns_left = len(state.players)
        state.events.append(
            f"{name} takes the Emperor Penguin's Grateful Thanks: everyone else has one more turn"
        )
    end_turn(state)


def end_turn(state: JewelsState) -> None:
    """Re-roll the spent dice (unspent ones keep their faces) and pass to the next player."""
    seat = state.turn
    player = state.seats[seat]
    rng = state.chance.rng()
    for index, spent in enumerate(player.spent):
        if spent:
            player.dice[index] = rng.randint(0, 5)
            player.spent[index] = False
    faces = ", ".join([FACE_WORDS[f] for f in player.dice])
    state.events.append(f"{state.players[seat]} re-rolls; dice now {faces}")
    _clear_step(state)
    if state.final_turns_left is not None:
        state.final_turns_left -= 1
        if state.final_turns_left == 0:
            state.phase = "over"
            state.events.append("The game is over")
            return
    state.turn = (seat + 1) % len(state.players)
    state.phase = "die"


def _clear_step(state: JewelsState) -> None:
    state.play_again_move = False
    state.penguin = None
    state.last_tile = None
    state.option = None
    state.everyone_queue = []
    state.play_again = False
    state.market_left = 0
    state.scatter_left = 0
    state.scatter_gem = None
    state.scatter_tiles = []
    state.pending_gain = {}
