"""The shared playout harness catches each broken promise it checks, naming seed and actions.

Each test breaks one promise of a real game (a subclass, so the registered game is untouched) and
expects the harness to fail with that promise's message.
"""

from __future__ import annotations

from typing import Any

import pytest

from penguin_tables.engine.playout import PlayoutFailure, random_playout
from penguin_tables.games.penguin_party.game import PenguinParty
from penguin_tables.games.penguin_party.state import PartyState


class LeakyView(PenguinParty):
    """Shows every hand to everyone: a re-dealt table then looks different."""

    def view(self, state: PartyState, seat: int | None) -> Any:
        return (super().view(state, seat), [list(hand) for hand in state.hands])


class ForgetfulSave(PenguinParty):
    """Loses a card from the first hand on reload."""

    def load(self, text: str | bytes) -> PartyState:
        state = super().load(text)
        state.hands[0] = state.hands[0][:-1]
        return state


class DriftingReplay(PenguinParty):
    """A reloaded game plays another move than the one it was given (so it resumes differently)."""

    def load(self, text: str | bytes) -> PartyState:
        state = super().load(text)
        self.reloaded.add(id(state))
        return state

    def apply(self, state: PartyState, action: Any) -> PartyState:
        if id(state) in self.reloaded:
            legal = self.legal_actions(state)
            action = legal[-1] if action == legal[0] else legal[0]
        return super().apply(state, action)

    reloaded: set[int] = set()


@pytest.mark.parametrize(
    ("game", "message"),
    [
        (LeakyView(), "view shows something hidden"),
        (ForgetfulSave(), r"load\(dump\(state\)\) differs"),
        (DriftingReplay(), "reloaded game continued differently"),
    ],
    ids=["leaky view", "forgetful save", "drifting replay"],
)
def test_the_harness_names_the_broken_promise_and_the_seed(game: Any, message: str) -> None:
    with pytest.raises(PlayoutFailure, match=message) as failure:
        for seed in range(5):
            random_playout(game, 3, seed)
    assert "seed " in str(failure.value) and "actions so far" in str(failure.value)


def test_a_sound_game_passes_and_the_same_seed_plays_the_same_game() -> None:
    first = random_playout(PenguinParty(), 3, 11)
    again = random_playout(PenguinParty(), 3, 11)
    assert first.actions == again.actions
    assert PenguinParty().is_over(first.state)
