"""A view is looked up by the parts of the state it is worked out from, the secret dice as its
seat sees them (view.py): the re-dealt twin of a state shows its seat the very view built for the
state, and a change to any part the seat can see gives another view, never the one kept."""

from __future__ import annotations

import random
from collections.abc import Callable

from penguin_tables.games.fistful import GAME
from penguin_tables.games.fistful.actions import SetPrice
from penguin_tables.games.fistful.state import FistfulState
from tests.games.fistful.tables import table


def test_a_twin_shows_its_seat_the_view_of_the_state() -> None:
    state = GAME.apply(table(3, "advanced"), SetPrice(dollars=2))  # seat 1 priced, in secret
    rng = random.Random(3)
    for seat in (0, 2):
        twin = GAME.resample_hidden(state, seat, rng)
        assert twin.secrets != state.secrets  # what the seat cannot see was re-dealt
        assert GAME.view(twin, seat) is GAME.view(state, seat)


def test_every_part_a_seat_sees_changes_its_view() -> None:
    state = GAME.apply(table(3, "advanced"), SetPrice(dollars=2))
    shown = GAME.view(state, 0)
    assert shown.previews == [] and shown.offers[0].face is None  # pending; seat 1's die hidden

    def reveal(s: FistfulState) -> None:
        die = s.secrets[1]
        assert die is not None  # seat 1's die is set aside, hidden
        die.revealed = True

    changes: list[Callable[[FistfulState], object]] = [
        lambda s: s.money.__setitem__(2, 3),
        lambda s: s.tokens.__setitem__(1, 0),
        lambda s: s.chips.__setitem__(0, 1),
        lambda s: s.dice.append("lion"),
        lambda s: setattr(s, "set_aside", 1),
        lambda s: setattr(s, "pending", []),
        reveal,
    ]
    for change in changes:
        changed = GAME.copy_state(state)
        change(changed)
        assert GAME.view(changed, 0) != shown
    settled = GAME.copy_state(state)
    settled.pending = []
    assert GAME.view(settled, 0).previews  # deciding whether to stop: both choices shown
    assert GAME.view(GAME.copy_state(state), 0) == shown
