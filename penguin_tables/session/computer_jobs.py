"""The work a search thread does, as a value taken on the screen's thread.

The strong computer's move and a hint are worked out in a worker thread while the screen goes on
(its poll may replace the table's state and envelope five times a second). So a worker never reads
the table: the screen takes a job here, which holds everything the search needs (the game's
computer player, the state, the seat's level, the seed of its chance), and the worker runs only
the job. Its answer comes back to the screen, which drops it if the table changed meanwhile.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from penguin_tables.engine.choices import label_of
from penguin_tables.engine.search import ComputerPlayer, SearchBudget, computer_move, search


@dataclass(frozen=True)
class ComputerJob:
    """A computer seat's move to work out: its level, on this state, with this chance."""

    computer: ComputerPlayer[Any, Any]
    state: Any
    level: str
    seed: int

    def run(self, budget: SearchBudget | None = None) -> Any:
        """The computer's action (the strong level searches within `budget`, its own default
        when None)."""
        rng = random.Random(self.seed)
        return computer_move(self.computer, self.state, self.level, rng, budget)


@dataclass(frozen=True)
class HintJob:
    """What the strong player would do for the seat to move, from what that seat may know."""

    computer: ComputerPlayer[Any, Any]
    state: Any
    seed: int

    def run(self, budget: SearchBudget | None = None) -> tuple[str, float]:
        """The move in words, and its estimated chance of winning. The search re-deals
        everything the seat cannot see, so a hint never knows more than the person asking."""
        result = search(self.computer, self.state, random.Random(self.seed), budget)
        path = self.computer.game.choice_path(self.state, result.action)
        words = " → ".join(label_of(element) for element in path)
        return words, result.win_chance
