"""Out-of-turn computer actions, timed: a computer seat that is not to move may act when the game
allows it (Yura Yura's catch of a missed "Penguin!" call), once it has waited as long as its level
says (`ComputerPlayer.catch`). The wait is counted from the moment the chance opened, on
the clock of whoever asks (the screen's, so tests can move it)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from penguin_tables.engine.search import ComputerPlayer
from penguin_tables.store.envelope import Seat


@dataclass
class CatchWatch:
    """When the current chance to act out of turn opened (None: no chance is open)."""

    since: float | None = None

    def due(
        self,
        computer: ComputerPlayer[Any, Any],
        state: Any,
        seats: list[Seat],
        mover: int,
        now: float,
        *,
        picking: bool,
    ) -> Any | None:
        """The action a computer seat other than `mover` takes out of turn now, or None. Nothing is
        taken while the person at the keyboard is mid-pick (`picking`); the wait goes on counting."""
        computers = [s for s, seat in enumerate(seats) if seat.kind == "computer" and s != mover]
        if not any(computer.catch(state, s, seats[s].level, math.inf) for s in computers):
            self.since = None
            return None
        self.since = now if self.since is None else self.since
        if picking:
            return None
        for seat in computers:
            action = computer.catch(state, seat, seats[seat].level, now - self.since)
            if action is not None:
                return action
        return None
