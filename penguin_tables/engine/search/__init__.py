"""The strong computer player: one search for every game, and the arena that measures it.

`mcts` is the search itself (information-set Monte Carlo tree search over re-deals of what the seat
cannot see) and the door to every computer level (`computer_move`, `levels`); `player` is the
computer-player contract: a game's own levels and how it tunes the search (`ComputerPlayer`), one
per game in its package's `computer/`, found by game id (`COMPUTERS`). `arena` plays computers
against each other (`penguin-tables arena`, the strength benchmarks): it measures the search, it is
not part of it, so it is imported by name and not listed here. The rules never import this
package.
"""

from penguin_tables.engine.search.mcts import (
    STRONG,
    SearchBudget,
    Searcher,
    SearchResult,
    computer_move,
    determinize,
    leaf_value,
    levels,
    rewards,
    search,
)
from penguin_tables.engine.search.player import COMPUTERS, ComputerPlayer

__all__ = [
    "COMPUTERS",
    "STRONG",
    "ComputerPlayer",
    "SearchBudget",
    "SearchResult",
    "Searcher",
    "computer_move",
    "determinize",
    "leaf_value",
    "levels",
    "rewards",
    "search",
]
