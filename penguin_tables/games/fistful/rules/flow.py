"""The flow of the game: scoring a stopped turn, passing the dice, rounds, the end and showdowns.

Squirrel debts are paid from the payers' purses and never push money below zero. After round three
leftover tokens become dollars; tied leaders play showdowns (at most MAX_SHOWDOWNS, then they share).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from penguin_tables.games.fistful.dice import ROUNDS, SHOWDOWN_TOKENS, Face, count_faces
from penguin_tables.games.fistful.ledger import bank_by_animal, note
from penguin_tables.games.fistful.rules.turn import start_turn
from penguin_tables.games.fistful.scoring import RollScore, score_roll, settle_debts
from penguin_tables.games.fistful.state import FistfulState

MAX_SHOWDOWNS = 3


@dataclass(frozen=True, slots=True)
class TurnScore:
    """What stopping now would give: the roll's value and who actually pays how much.

    Built at every stop, so a plain frozen dataclass; its lists are never changed once built (they
    stay lists so they read and compare like the purses they are paid from).
    """

    score: RollScore
    payers: list[int]  # seats, left of the scorer first
    paid: list[int]  # dollars each payer actually pays (capped by their purse)
    chip: int  # kangaroo chip side the scorer would hold afterwards

    @property
    def dollars(self) -> int:
        return self.score.bank + sum(self.paid)


def turn_score(state: FistfulState, lions: bool) -> TurnScore:
    """The value of stopping now with this choice, debts settled against the actual purses."""
    seat = state.active
    return stop_score(
        state.dice, lions, state.opponents_left(seat), state.money, state.chips[seat], state.round
    )


def stop_score(
    dice: Sequence[Face],
    lions: bool,
    payers: list[int],
    money: Sequence[int],
    chip: int,
    round_no: int,
) -> TurnScore:
    """`turn_score` from the parts of the state it reads: the dice, the opponents from the
    scorer's left, every purse, the scorer's chip side and the round."""
    score = score_roll(dice, score_lions=lions, num_players=len(payers) + 1)
    paid = settle_debts(score.from_players, [money[p] for p in payers])
    if score.kangaroo_chip and round_no in (1, 2):
        chip = round_no
    return TurnScore(score=score, payers=payers, paid=paid, chip=chip)


def stop_previews(state: FistfulState) -> list[TurnScore]:
    """Both choices (the rest; lions when a lion shows) for the screen to show before stopping.

    Looked up by what they are worked out from: they are public, so every seat's view of a step
    and of its re-dealt twin shows the same ones (a fresh list each time, of shared frozen scores).
    """
    seat = state.active
    return list(
        previews_of(
            tuple(state.dice),
            tuple(state.opponents_left(seat)),
            tuple(state.money),
            state.chips[seat],
            state.round,
        )
    )


@lru_cache(maxsize=256)
def previews_of(
    dice: tuple[Face, ...],
    payers: tuple[int, ...],
    money: tuple[int, ...],
    chip: int,
    round_no: int,
) -> tuple[TurnScore, ...]:
    """`stop_previews` from the parts of the state it reads (see `stop_score`)."""
    choices = [stop_score(dice, False, list(payers), money, chip, round_no)]
    if "lion" in dice:
        choices.append(stop_score(dice, True, list(payers), money, chip, round_no))
    return tuple(choices)


def finish_turn(state: FistfulState, lions: bool) -> None:
    """Score the turn, then pass the dice on (or end the round)."""
    seat = state.active
    result = turn_score(state, lions)
    for payer, amount in zip(result.payers, result.paid, strict=True):
        state.money[payer] -= amount
        state.money[seat] += amount
        note(state, payer, "robbed", -amount)
        note(state, seat, "squirrels", amount)
    for animal, dollars in bank_by_animal(count_faces(state.dice), lions).items():
        note(state, seat, animal, dollars)
    state.money[seat] += result.score.bank
    state.bank_paid += result.score.bank
    state.tokens[seat] += result.score.tokens
    state.chips[seat] = result.chip
    state.dice, state.set_aside = [], 0
    state.secrets, state.pending = [], []
    state.turn += 1
    if state.turn < len(state.seats):
        start_turn(state)
    else:
        end_round(state)


def tokens_to_money(state: FistfulState, seats: list[int]) -> None:
    """Leftover penguin tokens are worth $1 each at the very end (kept in `token_dollars` so the
    log and the final screen can say so)."""
    paid = state.token_dollars or [0] * len(state.players)
    for seat in seats:
        state.money[seat] += state.tokens[seat]
        state.bank_paid += state.tokens[seat]
        paid[seat] += state.tokens[seat]
        state.tokens[seat] = 0
    state.token_dollars = paid


def run_out_of_dice(state: FistfulState) -> bool:
    """A turn goes on only while the player has dice: once every die is cashed in, it is over."""
    return not state.dice


def end_round(state: FistfulState) -> None:
    if state.round < ROUNDS:
        state.round += 1
        state.turn = 0
        start_turn(state)
        return
    tokens_to_money(state, state.seats)
    leaders = leading_seats(state)
    if len(leaders) > 1 and state.round - ROUNDS < MAX_SHOWDOWNS:
        start_showdown(state, leaders)
    else:
        state.over = True


def start_showdown(state: FistfulState, tied: list[int]) -> None:
    """Tied players only, two fresh tokens each (saved tokens are already money), seven dice."""
    state.round += 1
    state.seats = tied
    state.turn = 0
    state.showdown_base = list(state.money)
    for seat in tied:
        state.tokens[seat] = SHOWDOWN_TOKENS
    start_turn(state)


def showdown_gains(state: FistfulState) -> dict[int, int]:
    """Net dollars each player in the current showdown has made in it."""
    return {s: state.money[s] - state.showdown_base[s] for s in state.seats}


def leading_seats(state: FistfulState) -> list[int]:
    """Most money wins; in a showdown, most money made in the showdown."""
    if state.in_showdown:
        gains = showdown_gains(state)
        best = max(gains.values())
        return [s for s in state.seats if gains[s] == best]
    best = max(state.money)
    return [s for s, m in enumerate(state.money) if m == best]
