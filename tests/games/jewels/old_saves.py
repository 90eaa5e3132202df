"""Playing on from an old save, as both old-save tests do."""

from __future__ import annotations

import random

from penguin_tables.games.jewels import GAME
from penguin_tables.session import Table


def play_on(table: Table, moves: int, seed: int) -> None:
    """Up to `moves` moves (the computer's seat by the computer, the others at random), checking
    the invariants after each; every move is autosaved."""
    rng = random.Random(seed)
    for _ in range(moves):
        if table.is_over():
            break
        if table.seat_is_computer(table.to_move()):
            table.play(table.computer_action())
        else:
            table.play(rng.choice(table.game.legal_actions(table.state)))
        GAME.check_invariants(table.state)
