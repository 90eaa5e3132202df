"""Jewels for the Emperor Penguin (Shane F.F. Carr): climb the valley, gather gems, buy objectives."""

from __future__ import annotations

import random
from typing import ClassVar

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.choices import Path, PathElement
from penguin_tables.engine.errors import IllegalAction
from penguin_tables.engine.game import Game
from penguin_tables.engine.manifest import Manifest
from penguin_tables.engine.options import GameOption, OptionValue
from penguin_tables.engine.outcome import Outcome
from penguin_tables.games.jewels import choices, invariants, secrets
from penguin_tables.games.jewels.actions import Action
from penguin_tables.games.jewels.manifest import MANIFEST
from penguin_tables.games.jewels.rules.legal import allows, decider, is_legal, legal_actions
from penguin_tables.games.jewels.rules.scoring import final_count
from penguin_tables.games.jewels.rules.steps import carry_out
from penguin_tables.games.jewels.setup import new_state
from penguin_tables.games.jewels.state import JewelsState
from penguin_tables.games.jewels.view import JewelsView, view_of


class Jewels(Game[JewelsState, Action, JewelsView]):
    manifest: ClassVar[Manifest] = MANIFEST
    options: ClassVar[list[GameOption]] = [
        GameOption(
            name="layout",
            label="Valley layout",
            choices=["starter", "random"],
            default="starter",
            help=(
                "Starter: the crowned tiles, one for every place, each on a random place of its "
                "tier (first game). Random: each tier's places filled from all its tiles, drawn "
                "at random, so some tiles sit the game out."
            ),
        ),
        GameOption(
            name="tiles",
            label="Tiles and cards",
            choices=["revised", "rulebook", "extended"],
            default="revised",
            before_it_existed="extended",
            help=(
                "Revised: the rulebook's 23 tiles on a 21-place valley, with the project's revised "
                "cards. Rulebook: the same tiles with the first cards designed for them. Extended "
                "(the project's own): 28 tiles on 23 places and their cards. Saved games keep the "
                "set they were started with."
            ),
        ),
        GameOption(
            name="head_start",
            label="Head start for later seats",
            choices=[False, True],
            default=False,
            before_it_existed=True,
            help=(
                "A project rule, not the rulebook's: every player after the first takes a few gems "
                "before the first move, more the later they sit: it evens out the first "
                "player's edge."
            ),
        ),
    ]
    state_type = JewelsState
    action_type = Action

    def setup(
        self, players: list[str], chance: Chance, options: dict[str, OptionValue]
    ) -> JewelsState:
        return new_state(players, chance, options)

    def to_move(self, state: JewelsState) -> int | None:
        return decider(state)

    def is_over(self, state: JewelsState) -> bool:
        return state.phase == "over"

    def legal_actions(self, state: JewelsState) -> list[Action]:
        return legal_actions(state)

    def is_legal(self, state: JewelsState, action: Action) -> bool:
        """Checked by the phase's own rule; an ability choice counts by its option number (its
        label is only words for the player)."""
        return is_legal(state, action)

    def play(self, state: JewelsState, action: Action) -> None:
        seat = decider(state)
        if seat is None:
            raise IllegalAction("The game is over; no more moves can be made.")
        if not allows(state, seat, action):
            raise IllegalAction(_why(state, action, legal_actions(state)))
        state.events = []
        carry_out(state, action, seat)

    def outcome(self, state: JewelsState) -> Outcome:
        return final_count(state)

    def view(self, state: JewelsState, seat: int | None) -> JewelsView:
        return view_of(state, seat)

    # ----- decisions ------------------------------------------------------------------------------
    def choice_path(self, state: JewelsState, action: Action) -> Path:
        return (choices.choice_for(state, action),)

    def prompt(self, state: JewelsState, seat: int, picked: tuple[PathElement, ...]) -> str:
        return choices.step_prompt(state)

    def rule(self, state: JewelsState, seat: int, picked: tuple[PathElement, ...]) -> str:
        return choices.step_rule(state)

    def decision_continues(self, before: JewelsState, action: Action, after: JewelsState) -> bool:
        """A whole turn is one decision, from the die to the purchase: nothing reaches the table
        until it is whole, unless a step must (`must_commit`) or the keyboard passes (another
        player's everyone ability). The setup snowflake is a decision of its own."""
        return action.kind not in choices.SETUP_STEPS

    def must_commit(self, before: JewelsState, action: Action, after: JewelsState) -> bool:
        """A roll, a card dealt from the deck or swapped into the hand, the final count."""
        return self.reveals(before, action, after)

    def has_secrets(self, state: JewelsState) -> bool:
        return True

    def resample_hidden(self, state: JewelsState, seat: int, rng: random.Random) -> JewelsState:
        return secrets.resample(state, seat, rng)

    def reveals(self, before: JewelsState, action: Action, after: JewelsState) -> bool:
        """Dealing a card from the deck, putting a bought card back on offer, or the final count."""
        return (
            super().reveals(before, action, after)
            or len(after.deck) != len(before.deck)
            or action.kind == "swap_objective"
            or (after.phase == "over" and before.phase != "over")
        )

    def describe(self, before: JewelsState, action: Action, after: JewelsState) -> str:
        seat = decider(before)
        who = before.players[seat] if seat is not None else "Nobody"
        detail = "; ".join(after.events)
        return f"{who}: {action}" + (f" — {detail}" if detail else "")

    def check_invariants(self, state: JewelsState) -> None:
        invariants.check(state)


def _why(state: JewelsState, action: Action, legal: list[Action]) -> str:
    kinds = sorted({a.kind for a in legal})
    if action.kind not in kinds:
        return (
            f"That is not a step you can take now; now you may: {', '.join(map(str, legal[:6]))}."
        )
    return f"You cannot {action} now."
