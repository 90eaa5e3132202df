"""Views built through their lookups (each hand's player view by the hand's identity, the last
view handed out again) are exactly the views built plainly, field by field."""

from __future__ import annotations

import random

import pytest

from penguin_tables.games.frozen_shinies import GAME, view
from penguin_tables.games.frozen_shinies.state import FrozenState
from penguin_tables.games.frozen_shinies.view import FrozenView, PlayerView, view_of

from .helpers import NAMES


def plainly(state: FrozenState, seat: int | None) -> FrozenView:
    """The view as the rules say, every field named, nothing looked up."""
    over = state.step == "over"
    seats = len(state.players)  # a card every seat knows is public: a spectator sees it too
    players = tuple(
        PlayerView(
            name=name,
            hand_size=len(hand),
            fish=fish,
            hand=tuple(
                s.card if over or seat in s.known_to or len(s.known_to) == seats else None
                for s in hand
            ),
            stolen_from=tuple(s.stolen_from for s in hand),
        )
        for name, fish, hand in zip(state.players, state.fish, state.hands, strict=True)
    )
    in_play = state.in_play
    sees = in_play is not None and (seat in in_play.known_to or len(in_play.known_to) == seats)
    return FrozenView(
        seat=seat,
        players=players,
        stacks=tuple(state.stacks),
        bank=state.bank,
        cuts=state.cuts,
        first=state.first,
        turn=state.turn,
        step=state.step,
        in_play=in_play.card if in_play is not None and sees else None,
        in_play_hidden=in_play is not None and not sees,
        played=state.played,
        target=state.target,
        power_stack=state.power_stack,
        extra_used=state.extra_used,
        final_round=state.final_round,
        turns_taken=state.turns_taken,
        designed_powers=bool(state.options.get("designed_powers", True)),
    )


def states(players: int, seed: int) -> list[FrozenState]:
    """Every state of one random game, each followed by each seat's re-dealt twin."""
    rng = random.Random(seed)
    state = GAME.new_game(NAMES[:players], seed=seed, options={"designed_powers": seed % 2 == 0})
    seen = [state]
    while not GAME.is_over(state):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        seen.append(state)
        seen += [GAME.resample_hidden(state, seat, rng) for seat in range(players)]
    return seen


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_every_view_of_a_game_and_its_twins_is_the_plain_view(players: int, seed: int) -> None:
    for state in states(players, seed):
        for seat in (*range(players), None):
            # Asked twice, as the harness asks for a twin's view and then the state's.
            assert view_of(state, seat) == plainly(state, seat)
            assert view_of(state, seat) == plainly(state, seat)


def test_the_hands_looked_up_are_a_few_games_worth_at_most(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(view, "SEEN_LIMIT", 8)
    view._SEEN.clear()
    for state in states(5, 6)[:200]:
        for seat in range(5):
            assert view_of(state, seat) == plainly(state, seat)
            assert len(view._SEEN) <= 8
