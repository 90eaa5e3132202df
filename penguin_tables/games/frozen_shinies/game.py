"""Frozen Shinies: The Emperor Penguin's Nephew, on the engine contract."""

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
from penguin_tables.games.frozen_shinies.actions import Action, Steal
from penguin_tables.games.frozen_shinies.choices import RULE_OF_STEP, choice_for, prompt_for
from penguin_tables.games.frozen_shinies.content import deck_for, setting
from penguin_tables.games.frozen_shinies.describe import describe_step
from penguin_tables.games.frozen_shinies.illegal import is_legal, why_illegal
from penguin_tables.games.frozen_shinies.manifest import MANIFEST
from penguin_tables.games.frozen_shinies.rules.flow import advance, legal
from penguin_tables.games.frozen_shinies.rules.setup import setup_state
from penguin_tables.games.frozen_shinies.scoring import outcome_of
from penguin_tables.games.frozen_shinies.secrets import knowledge, resample
from penguin_tables.games.frozen_shinies.state import FrozenState
from penguin_tables.games.frozen_shinies.view import FrozenView, view_of

#: Steps after which the same player is asked a further question about the same play.
DRAFT_STEPS = ("stack", "use", "collect", "power", "followup")


class FrozenShinies(Game[FrozenState, Action, FrozenView]):
    manifest: ClassVar[Manifest] = MANIFEST
    options: ClassVar[list[GameOption]] = [
        GameOption(
            name="designed_powers",
            label="Powers for 10, 11 and 12 (our design)",
            choices=[True, False],
            default=True,
            help="The rulebook's text for these powers is lost; off plays them for value only.",
        )
    ]
    state_type = FrozenState
    action_type = Action

    def setup(
        self, players: list[str], chance: Chance, options: dict[str, OptionValue]
    ) -> FrozenState:
        return setup_state(players, chance, options)

    def to_move(self, state: FrozenState) -> int | None:
        return None if state.step == "over" else state.turn

    def is_over(self, state: FrozenState) -> bool:
        """As the base says, asked directly: it is asked twice at every step of every playout."""
        return state.step == "over"

    def legal_actions(self, state: FrozenState) -> list[Action]:
        return legal(state)

    def is_legal(self, state: FrozenState, action: Action) -> bool:
        """Checked against the rules for this one action, without listing every legal action."""
        return is_legal(state, action)

    def play(self, state: FrozenState, action: Action) -> None:
        if not is_legal(state, action):
            raise IllegalAction(why_illegal(state, action))
        advance(state, action)

    def outcome(self, state: FrozenState) -> Outcome:
        return outcome_of(state)

    def view(self, state: FrozenState, seat: int | None) -> FrozenView:
        """A seat's view; a spectator (None) sees the open table and no card of any hand."""
        return view_of(state, seat)

    # ----- decisions ------------------------------------------------------------------------------
    def choice_path(self, state: FrozenState, action: Action) -> Path:
        """Every step is one pick (card, stack, value or power, what to take), in words."""
        return (choice_for(state, action),)

    def prompt(self, state: FrozenState, seat: int, picked: tuple[PathElement, ...]) -> str:
        return prompt_for(state)

    def rule(self, state: FrozenState, seat: int, picked: tuple[PathElement, ...]) -> str:
        return RULE_OF_STEP.get(state.step, "Your turn")

    def decision_continues(self, before: FrozenState, action: Action, after: FrozenState) -> bool:
        """A play is drafted from its card to its last choice; the extra turn is a new decision."""
        return after.turn == before.turn and after.step in DRAFT_STEPS

    def must_commit(self, before: FrozenState, action: Action, after: FrozenState) -> bool:
        """A steal shows the thief a card it could not see: it reaches the table at once."""
        return super().must_commit(before, action, after) or isinstance(action, Steal)

    def has_secrets(self, state: FrozenState) -> bool:
        return True

    def resample_hidden(self, state: FrozenState, seat: int, rng: random.Random) -> FrozenState:
        return resample(state, seat, rng)

    def reveals(self, before: FrozenState, action: Action, after: FrozenState) -> bool:
        """Chance, anyone learning where a card is (a card played, a card stolen), or the end of
        the game, which lays every hand open."""
        if after.step == "over" and before.step != "over":
            return True
        return super().reveals(before, action, after) or bool(knowledge(after) - knowledge(before))

    def describe(self, before: FrozenState, action: Action, after: FrozenState) -> str:
        return describe_step(before, action, after)

    def check_invariants(self, state: FrozenState) -> None:
        check(state)


def check(state: FrozenState) -> None:
    """Cards and fish conserved, steps consistent, every hand card known to its holder."""
    n = len(state.players)
    # Plain loops, each hand walked once for both of its checks: this runs for every state and
    # re-dealt twin of a soak, and in CPython a loop beats a comprehension over a few cards.
    cards: list[int] = []
    for stack in state.stacks:
        cards += stack
    unknown_to_holder = False
    for seat, hand in enumerate(state.hands):
        for slot in hand:
            cards.append(slot.card)
            if seat not in slot.known_to:
                unknown_to_holder = True
    if state.in_play is not None:
        cards.append(state.in_play.card)
    cards.sort()
    if tuple(cards) != deck_for(n):
        raise BrokenInvariant("the cards on the table are not exactly the deck for this count")
    if state.bank < 0 or min(state.fish) < 0:
        raise BrokenInvariant("a fish count is negative")
    if state.bank + sum(state.fish) != setting("fish_per_player") * n:
        raise BrokenInvariant("fish were created or lost")
    if len(state.stacks) != n + 1 or len(state.hands) != n or len(state.fish) != n:
        raise BrokenInvariant("wrong number of stacks, hands or fish counts")
    if unknown_to_holder:
        raise BrokenInvariant("a player does not know a card in their own hand")
    if (state.in_play is not None) != (state.step == "stack"):
        raise BrokenInvariant("a card is in play outside the stack step")
    if not 0 <= state.turn < n or not 0 <= state.first < n:
        raise BrokenInvariant("turn or first player out of range")
    needs_target = state.step in ("use", "collect", "power", "followup")
    if needs_target and (state.target is None or not state.played):
        raise BrokenInvariant("a card is being resolved without a stack")
