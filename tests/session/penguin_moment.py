"""A real Yura Yura game (replayable from its seed, so it can be saved and resumed by other
windows) played to the moment Ann, seat 1, has placed the card that leaves her one: "Penguin!"."""

from __future__ import annotations

from penguin_tables.games.yura_yura.actions import Catch, EndTurn, OwnUp, place_action
from penguin_tables.session import Table
from penguin_tables.store import Seat

#: A dead-centre, gentle release: every placement of the walk is steady.
STEADY = place_action(0.0, 0.0, 1)


def at_the_penguin_moment(seats: list[Seat], seed: int = 1) -> Table:
    """Everyone plays the first card offered and places steadily (nobody misses a call or
    catches) until Ann is to call "Penguin!"."""
    table = Table.start("yura-yura", seats, seed=seed)
    game = table.game
    while not (table.state.phase == "call" and table.state.turn == 0):
        assert not table.is_over(), "this seed ends before Ann's Penguin! moment"
        state = table.state
        if state.phase == "place" and game.is_legal(state, STEADY):
            table.play(STEADY)
            continue
        legal = game.legal_actions(state)
        table.play(next(a for a in legal if not isinstance(a, Catch | OwnUp | EndTurn)))
    assert len(table.state.hands[0]) == 1
    return table
