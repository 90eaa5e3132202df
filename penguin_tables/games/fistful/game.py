"""A Fistful of Penguins (Jonathan Franklin): push your luck with animal dice for three rounds.

This module wires the rules (rules/), views (view.py) and log lines (describe.py) into the
engine's Game contract; the computer player (computer/) stands apart.
"""

from __future__ import annotations

import random
from typing import ClassVar

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.choices import Path, PathElement
from penguin_tables.engine.errors import BrokenInvariant, IllegalAction
from penguin_tables.engine.game import Game
from penguin_tables.engine.manifest import Manifest
from penguin_tables.engine.options import GameOption, OptionValue
from penguin_tables.engine.outcome import Outcome
from penguin_tables.games.fistful import choices
from penguin_tables.games.fistful.actions import (
    Action,
    KeepOffer,
    SecretReroll,
    SetPrice,
    Stop,
)
from penguin_tables.games.fistful.describe import (
    describe_opening,
    describe_seller_privately,
    describe_step,
    token_payout_words,
)
from penguin_tables.games.fistful.dice import (
    ROUNDS,
    START_MONEY,
    START_TOKENS,
    TOTAL_DICE,
)
from penguin_tables.games.fistful.ledger import money_parts, why_won
from penguin_tables.games.fistful.manifest import MANIFEST
from penguin_tables.games.fistful.rules.flow import (
    MAX_SHOWDOWNS,
    finish_turn,
    leading_seats,
    run_out_of_dice,
)
from penguin_tables.games.fistful.rules.market import play_seller, seller_actions, seller_may
from penguin_tables.games.fistful.rules.turn import (
    active_actions,
    active_may,
    play_active,
    start_turn,
    why_illegal,
)
from penguin_tables.games.fistful.solo import next_band_words, solo_rating
from penguin_tables.games.fistful.state import FistfulState
from penguin_tables.games.fistful.view import FistfulView, resample_secrets, view_of

#: The sides a kangaroo chip may show: none, one kangaroo or two.
CHIP_SIDES = frozenset((0, 1, 2))

#: The secret-die decisions of the advanced game: only the seller at the head of the queue's.
SELLER_ACTIONS = (SetPrice, KeepOffer, SecretReroll)

MODE_OPTION = GameOption(
    name="mode",
    label="Rules",
    choices=["basic", "advanced"],
    default="basic",
    help="Advanced: the other players roll and price a secret die you may buy (2+ players).",
)


class Fistful(Game[FistfulState, Action, FistfulView]):
    manifest: ClassVar[Manifest] = MANIFEST
    options: ClassVar[list[GameOption]] = [MODE_OPTION]
    record_fields: ClassVar[tuple[str, ...]] = ("earned",)
    state_type = FistfulState
    action_type = Action

    def setup(
        self, players: list[str], chance: Chance, options: dict[str, OptionValue]
    ) -> FistfulState:
        n = len(players)
        state = FistfulState(
            players=players,
            chance=chance,
            options=options,
            money=[START_MONEY] * n,
            tokens=[START_TOKENS] * n,
            chips=[0] * n,
            seats=list(range(n)),
        )
        start_turn(state)
        return state

    # ----- turns ----------------------------------------------------------------------------------
    def to_move(self, state: FistfulState) -> int | None:
        if state.over:
            return None
        return state.pending[0] if state.pending else state.seats[state.turn]

    def is_over(self, state: FistfulState) -> bool:
        """Asked twice at every step of a playout, so read from the state at once."""
        return state.over

    def legal_actions(self, state: FistfulState) -> list[Action]:
        if state.over:
            return []
        if state.pending:
            return seller_actions(state, state.pending[0])
        return active_actions(state)

    def is_legal(self, state: FistfulState, action: Action) -> bool:
        """Straight from the rules: a reroll is a non-empty set of the dice showing, a price at
        most the seller's purse, and so on."""
        if state.over:
            return False
        if state.pending:
            return seller_may(state, state.pending[0], action)
        return not isinstance(action, SELLER_ACTIONS) and active_may(state, action)

    def play(self, state: FistfulState, action: Action) -> None:
        if state.pending:
            if not isinstance(action, SELLER_ACTIONS):
                raise IllegalAction("Wait: the other players are deciding about their dice.")
            play_seller(state, action)
            return
        if isinstance(action, SELLER_ACTIONS):
            raise IllegalAction("Only the other players decide about their secret dice.")
        if not active_may(state, action):
            raise IllegalAction(why_illegal(state, action))
        if isinstance(action, Stop):
            finish_turn(state, action.lions)
            return
        play_active(state, action)
        if run_out_of_dice(state):  # every die cashed in: nothing is left to roll or score
            finish_turn(state, lions=False)

    def outcome(self, state: FistfulState) -> Outcome:
        scores = [float(m) for m in state.money]
        parts = [money_parts(state, seat) for seat in range(len(state.players))]
        winners = leading_seats(state)
        payout = token_payout_words(state)
        tokens = f" {payout}." if payout else ""
        if len(state.players) == 1:  # played against the rating bands: no winner among one
            total = state.money[0]
            rating = f"{solo_rating(total)}.{next_band_words(total)}"
            summary = f"{state.players[0]} finishes with ${total}: {rating}{tokens}"
            why = f"{state.players[0]} played alone: ${total} rates {solo_rating(total)}."
            return Outcome(scores=scores, winners=[], summary=summary, parts=parts, why=why)
        names = " and ".join(state.players[s] for s in winners)
        how = ""
        if state.in_showdown:
            how = f" after {state.round - ROUNDS} showdown{'s' if state.round - ROUNDS > 1 else ''}"
        verb = "win" if len(winners) > 1 else "wins"
        top = max(state.money[s] for s in winners)
        return Outcome(
            scores=scores,
            winners=winners,
            summary=f"{names} {verb}{how} (${top}).{tokens}",
            parts=parts,
            why=why_won(state, winners),
        )

    # ----- information ----------------------------------------------------------------------------
    def view(self, state: FistfulState, seat: int | None) -> FistfulView:
        summary = self.outcome(state).summary if state.over else ""
        return view_of(state, seat, summary)

    # ----- decisions ------------------------------------------------------------------------------
    def choice_path(self, state: FistfulState, action: Action) -> Path:
        return choices.choice_path(state, action)

    def prompt(self, state: FistfulState, seat: int, picked: tuple[PathElement, ...]) -> str:
        return choices.prompt(state, seat, picked)

    def rule(self, state: FistfulState, seat: int, picked: tuple[PathElement, ...]) -> str:
        return choices.rule(state, picked)

    def has_secrets(self, state: FistfulState) -> bool:
        return state.options.get("mode") == "advanced" and len(state.players) > 1

    def resample_hidden(self, state: FistfulState, seat: int, rng: random.Random) -> FistfulState:
        return resample_secrets(state, seat, rng)

    def reveals(self, before: FistfulState, action: Action, after: FistfulState) -> bool:
        if super().reveals(before, action, after):
            return True
        shown_before = {s for s, d in enumerate(before.secrets) if d is not None and d.revealed}
        shown_after = {s for s, d in enumerate(after.secrets) if d is not None and d.revealed}
        return bool(shown_after - shown_before)

    def describe(self, before: FistfulState, action: Action, after: FistfulState) -> str:
        return describe_step(before, action, after)

    def describe_deal(self, state: FistfulState) -> str:
        return describe_opening(state)

    def describe_private(
        self, before: FistfulState, action: Action, after: FistfulState
    ) -> str | None:
        return describe_seller_privately(before, action, after)

    # ----- invariants -----------------------------------------------------------------------------
    def check_invariants(self, state: FistfulState) -> None:
        """Run for every state of a checked playout and every re-dealt twin of it, so the state's
        lists and derived values are read once each."""
        n = len(state.players)
        if not len(state.money) == len(state.tokens) == len(state.chips) == n:
            raise BrokenInvariant("every player needs a purse, tokens and a chip slot")
        if min(state.money) < 0 or min(state.tokens) < 0:
            raise BrokenInvariant("money and tokens never go below zero")
        if not CHIP_SIDES.issuperset(state.chips):
            raise BrokenInvariant("a kangaroo chip shows one or two kangaroos, or is absent")
        if sum(state.money) != START_MONEY * n + state.bank_paid:
            raise BrokenInvariant("money was created or lost outside the bank")
        if not 1 <= state.round <= ROUNDS + MAX_SHOWDOWNS:
            raise BrokenInvariant(f"round {state.round} is out of range")
        if not state.seats or not set(state.seats) <= set(range(n)):
            raise BrokenInvariant("the seats taking part are not players")
        if state.round <= ROUNDS and state.seats != list(range(n)):
            raise BrokenInvariant("every player takes part in rounds one to three")
        if state.over:
            return
        self._check_turn(state)

    def _check_turn(self, state: FistfulState) -> None:
        if not 0 <= state.turn < len(state.seats):
            raise BrokenInvariant("the active player is not taking part")
        secrets, pending, offered = state.secrets, state.pending, state.offered
        if state.bank_dice < 0 or len(state.dice) + state.set_aside > TOTAL_DICE:
            raise BrokenInvariant("more than nine dice are in use")
        n = len(state.players)
        advanced = state.advanced
        if advanced and len(secrets) != n:
            raise BrokenInvariant("every player needs a secret die slot in the advanced game")
        if secrets and len(secrets) != n:
            raise BrokenInvariant("secret die slots come one per player")
        if not advanced and any(die is not None for die in secrets):
            raise BrokenInvariant("secret dice belong to the advanced game only")
        if secrets and secrets[state.active] is not None:
            raise BrokenInvariant("the active player cannot hold a secret die")
        if not set(pending) <= set(offered):
            raise BrokenInvariant("only players with a die on offer can be deciding")
        for seat in offered:
            die = secrets[seat]
            assert die is not None
            if seat not in pending and not die.priced:
                raise BrokenInvariant("a die on offer must have a price once its owner is done")
