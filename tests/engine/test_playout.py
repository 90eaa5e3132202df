"""The shared playout harness catches each broken promise it checks, naming seed and actions.

Each test breaks one promise of a real game (a subclass, so the registered game is untouched) and
expects the harness to fail with that promise's message.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from penguin_tables.engine.checks import PlayoutFailure, random_playout, view_class_problem
from penguin_tables.engine.registry import GAMES
from penguin_tables.games.penguin_party import PartyView
from penguin_tables.games.penguin_party.game import PenguinParty
from penguin_tables.games.penguin_party.state import PartyState


class LeakyView(PenguinParty):
    """Shows every hand to everyone: a re-dealt table then looks different."""

    def view(self, state: PartyState, seat: int | None) -> Any:
        return (super().view(state, seat), [list(hand) for hand in state.hands])


class LeakyToOneSeat(PenguinParty):
    """Shows the third seat everyone's hands; the other seats see what they should."""

    def view(self, state: PartyState, seat: int | None) -> Any:
        hands = tuple(tuple(hand) for hand in state.hands) if seat == 2 else ()
        return (super().view(state, seat), hands)


@dataclass(frozen=True)
class QuietHands:
    """A view whose leak is left out of its own `==`."""

    table: PartyView
    hands: tuple[tuple[str, ...], ...] = field(compare=False)


@dataclass(frozen=True, eq=True)
class Agreeable:
    """A view that says it equals anything."""

    table: PartyView
    hands: tuple[tuple[str, ...], ...]

    def __eq__(self, other: object) -> bool:
        return True


@dataclass(frozen=True)
class Loose:
    """A view with a field that may hold anything (here the hands, as a set-aside object)."""

    table: PartyView
    extra: object


class Hands:
    """An object compared by identity, carrying the hands."""

    def __init__(self, hands: list[tuple[str, ...]]) -> None:
        self.hands = hands


class QuietlyLeakyView(PenguinParty):
    """Every hand in the view, but the field is declared out of the view's `==`."""

    def view(self, state: PartyState, seat: int | None) -> Any:
        return QuietHands(super().view(state, seat), tuple(state.hands))


class AgreeableView(PenguinParty):
    """Every hand in a view whose `__eq__` always says yes."""

    def view(self, state: PartyState, seat: int | None) -> Any:
        return Agreeable(super().view(state, seat), tuple(state.hands))


class LooseView(PenguinParty):
    """Every hand inside an object the harness cannot look into."""

    def view(self, state: PartyState, seat: int | None) -> Any:
        return Loose(super().view(state, seat), Hands(list(state.hands)))


class OpaqueView(PenguinParty):
    """A tuple view holding an object compared by identity."""

    def view(self, state: PartyState, seat: int | None) -> Any:
        return (super().view(state, seat), Hands(list(state.hands)))


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

    def play(self, state: PartyState, action: Any) -> None:
        if id(state) in self.reloaded:
            legal = self.legal_actions(state)
            action = legal[-1] if action == legal[0] else legal[0]
        super().play(state, action)

    reloaded: set[int] = set()


@pytest.mark.parametrize(
    ("game", "message"),
    [
        (LeakyView(), "view shows something hidden"),
        (LeakyToOneSeat(), "seat 2's view shows something hidden"),
        (QuietlyLeakyView(), r"QuietHands.hands is left out of its == \(compare=False\)"),
        (AgreeableView(), "Agreeable writes its own __eq__"),
        (LooseView(), "Loose.extra: object is not plain data"),
        (OpaqueView(), "a view holds a Hands, which is not plain data"),
        (ForgetfulSave(), r"load\(dump\(state\)\) differs"),
        (DriftingReplay(), "reloaded game continued differently"),
    ],
    ids=[
        "leaky view",
        "leak to one seat",
        "leak left out of ==",
        "hand-written ==",
        "field of any type",
        "object in a view",
        "forgetful save",
        "drifting replay",
    ],
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


def test_a_leak_to_one_seat_of_three_is_caught_in_the_first_game() -> None:
    """Secrecy is checked for one seat a step, drawn at random; a game is enough to draw them all."""
    with pytest.raises(PlayoutFailure, match="seat 2's view") as failure:
        random_playout(LeakyToOneSeat(), 3, 0)
    assert "seed 0" in str(failure.value)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_checks_never_change_the_game_played(game_id: str) -> None:
    """The checks draw from their own stream: a seed plays the same moves checked or not."""
    game = GAMES[game_id]
    checked = random_playout(game, game.min_players, 5)
    unchecked = random_playout(game, game.min_players, 5, check=False)
    assert checked.actions == unchecked.actions
    assert game.dump(checked.state) == game.dump(unchecked.state)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_games_view_is_compared_in_full(game_id: str) -> None:
    """The secrecy check trusts a view's `==` only for classes that compare every part."""
    game = GAMES[game_id]
    players = [f"P{i}" for i in range(game.min_players)]
    view = game.view(game.new_game(players, seed=1), 0)
    assert view_class_problem(type(view)) is None
