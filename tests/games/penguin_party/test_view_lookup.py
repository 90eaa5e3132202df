"""A view is looked up by the parts of the state it is worked out from (view.py): the re-dealt
twin of a state shows its seat the very view built for the state, and a change to any part the
seat can see gives another view, never the one kept."""

from __future__ import annotations

import random
from collections.abc import Callable

from penguin_tables.games.penguin_party import GAME
from penguin_tables.games.penguin_party.state import PartyState


def test_a_twin_shows_its_seat_the_view_of_the_state() -> None:
    state = GAME.new_game(["A", "B", "C"], seed=4)
    rng = random.Random(4)
    for _ in range(12):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    for seat in range(3):
        twin = GAME.resample_hidden(state, seat, rng)
        assert twin.hands != state.hands  # the others' cards were re-dealt
        assert GAME.view(twin, seat) is GAME.view(state, seat)


def test_every_part_a_seat_sees_changes_its_view() -> None:
    state = GAME.new_game(["A", "B", "C", "D"], seed=2)
    shown = GAME.view(state, 0)
    changes: list[Callable[[PartyState], object]] = [
        lambda s: s.points.__setitem__(1, 3),
        lambda s: s.hands.__setitem__(1, s.hands[1][1:]),
        lambda s: setattr(s, "turn", 2),
        lambda s: s.round_points.append((1, 0, 0, 0)),
        lambda s: setattr(s, "rows", [("red",)]),
        lambda s: setattr(s, "status", ("playing", "out", "playing", "playing")),
    ]
    for change in changes:
        changed = GAME.copy_state(state)
        change(changed)
        assert GAME.view(changed, 0) != shown
    assert GAME.view(GAME.copy_state(state), 0) == shown
