"""The active player's turn: roll, then reroll, add spare dice, cash in penguins or use the chip.

Every choice that costs something is checked before the state changes, so an illegal action never
leaves a half-spent token behind.
"""

from __future__ import annotations

from penguin_tables.games.fistful.actions import (
    Action,
    ActiveAction,
    BuyDie,
    CashIn,
    Reroll,
    SpareDie,
    Stop,
    UseChip,
)
from penguin_tables.games.fistful.dice import (
    ROUNDS,
    SHOWDOWN_DICE,
    penguin_tokens,
    roll_face,
    roll_faces,
    starting_dice,
)
from penguin_tables.games.fistful.rules.market import (
    buy,
    buy_choices,
    can_buy,
    open_market,
    reopen_market,
)
from penguin_tables.games.fistful.rules.tables import (
    STOPS,
    STOPS_WITH_LIONS,
    chip_uses,
    turn_choices,
)
from penguin_tables.games.fistful.state import FistfulState


def dice_to_start(state: FistfulState) -> int:
    """4/5/6 dice in rounds one to three (fewer in big advanced games), seven in a showdown."""
    if state.in_showdown:
        return SHOWDOWN_DICE
    return starting_dice(state.round, len(state.players), state.advanced)


def start_turn(state: FistfulState) -> None:
    """Roll the starting dice (and, in the advanced game, the others' secret dice)."""
    rng = state.chance.rng()
    state.dice = roll_faces(rng, dice_to_start(state))
    state.set_aside = 0
    open_market(state, rng)


def chip_limit(state: FistfulState) -> int:
    """How many dice the active player's kangaroo chip may turn now (0 without a chip)."""
    return chip_side_limit(state.chips[state.active], state.round)


def chip_side_limit(side: int, round_no: int) -> int:
    """How many dice a chip showing `side` kangaroos may turn in round `round_no`: two from
    round three on for the two-kangaroo side, else one (none without a chip)."""
    if side == 2 and round_no >= ROUNDS:
        return 2
    return 1 if side else 0


def chip_actions(state: FistfulState) -> tuple[UseChip, ...]:
    """The chip's uses open now (from the shared table for these turnable dice)."""
    limit = chip_limit(state)
    if not limit:
        return ()
    turnable = tuple(i for i, face in enumerate(state.dice) if face != "kangaroo")
    return chip_uses(turnable, limit)


def active_actions(state: FistfulState) -> list[Action]:
    """Everything the active player may do now; stopping is always possible.

    Listed at every step of every playout, so it copies the shared tables (a fresh list each
    call: callers may keep or change it) and skips what cannot apply (no chip, no dice on offer).
    """
    seat = state.seats[state.turn]
    dice = state.dice
    can_pay = state.tokens[seat] >= 1
    head = turn_choices(len(dice), can_pay, can_pay and state.bank_dice >= 1, dice.count("penguin"))
    stops = STOPS_WITH_LIONS if "lion" in dice else STOPS
    if not state.chips[seat] and not any(state.secrets):
        return [*head, *stops]
    return [*head, *chip_actions(state), *buy_choices(state), *stops]


def increasing_below(dice: tuple[int, ...], count: int) -> bool:
    """Non-empty, strictly increasing die numbers below `count`: a set of dice as the tables
    list it (an unsorted or repeated set is not one the player is offered)."""
    if not isinstance(dice, tuple) or not dice:
        return False
    previous = -1
    for i in dice:
        if not previous < i < count:
            return False
        previous = i
    return True


def active_may(state: FistfulState, action: ActiveAction) -> bool:
    """Whether `active_actions(state)` offers `action`, answered from the rules directly."""
    if isinstance(action, Reroll):
        dice = action.dice
        return state.tokens[state.active] >= 1 and increasing_below(dice, len(state.dice))
    if isinstance(action, Stop):
        return not action.lions or "lion" in state.dice
    if isinstance(action, SpareDie):
        return state.tokens[state.active] >= 1 and state.bank_dice >= 1
    if isinstance(action, CashIn):
        return 1 <= action.count <= state.dice.count("penguin")
    if isinstance(action, UseChip):
        chosen = action.dice
        return (
            len(chosen) <= chip_limit(state)
            and increasing_below(chosen, len(state.dice))
            and all(state.dice[i] != "kangaroo" for i in chosen)
        )
    if isinstance(action, BuyDie):
        return can_buy(state, action.seller)
    return False


def why_illegal(state: FistfulState, action: ActiveAction) -> str:
    """A sentence saying why the active player cannot do this now."""
    tokens = state.tokens[state.active]
    if isinstance(action, Reroll | SpareDie) and tokens < 1:
        return "You need a penguin token for that, and you have none."
    if isinstance(action, Reroll):
        return f"Choose which of your dice to reroll (you have {len(state.dice)})."
    if isinstance(action, SpareDie):
        return "The bank has no spare dice left."
    if isinstance(action, CashIn):
        showing = state.dice.count("penguin")
        return f"You only have {showing} penguin {'die' if showing == 1 else 'dice'} showing."
    if isinstance(action, UseChip):
        return _why_no_chip(state, action)
    if isinstance(action, BuyDie):
        return "That die is not on offer, or you cannot pay its price."
    if isinstance(action, Stop):
        return "You can only score lions when a lion is showing."
    return "Only the other players decide about their secret dice."


def _why_no_chip(state: FistfulState, action: UseChip) -> str:
    limit = chip_limit(state)
    if limit == 0:
        return "You have no kangaroo chip."
    chosen = action.dice
    if any(0 <= i < len(state.dice) and state.dice[i] == "kangaroo" for i in chosen):
        return "Those dice already show kangaroos."
    word = "one die" if limit == 1 else "one or two dice"
    return f"Select {word} for your kangaroo chip to turn."


def play_active(state: FistfulState, action: ActiveAction) -> None:
    """Carry out one of the active player's choices, except stopping (see flow.finish_turn).

    Rerolls come first: they are most of the steps of a game.
    """
    seat = state.seats[state.turn]
    if isinstance(action, Reroll):
        state.tokens[seat] -= 1
        rerolled = action.dice
        for i, face in zip(rerolled, roll_faces(state.chance.rng(), len(rerolled)), strict=True):
            state.dice[i] = face
        reopen_market(state)
    elif isinstance(action, SpareDie):
        state.tokens[seat] -= 1
        state.dice.append(roll_face(state.chance.rng()))
    elif isinstance(action, CashIn):
        cash_in(state, action.count)
    elif isinstance(action, UseChip):
        for i in action.dice:
            state.dice[i] = "kangaroo"
        state.chips[seat] = 0
    elif isinstance(action, BuyDie):
        buy(state, action)


def cash_in(state: FistfulState, count: int) -> None:
    """Set `count` penguin dice aside for the rest of the turn and take their tokens now."""
    for _ in range(count):
        last = len(state.dice) - 1 - state.dice[::-1].index("penguin")
        del state.dice[last]
    state.set_aside += count
    state.tokens[state.active] += penguin_tokens(count)
