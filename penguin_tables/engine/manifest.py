"""A game's identity, written once in its package and read by everything that lists games.

Each game package holds a tiny `manifest.py` with its `MANIFEST`; the registry, the lobby and the
screen registry derive from it, and the game class takes its id, title and player range from it. A
manifest imports nothing heavy, so the lobby lists every game without loading an engine.
"""

from __future__ import annotations

from typing import NamedTuple


class Highlight(NamedTuple):
    """A game's own highlight in the records ("tallest tower 12 tiers"), named without importing it.

    `measure` and `words` name functions in the game's package ("highlight:tower_tiers": module
    `highlight` of `penguin_tables.games.<package>`), imported only when records are computed: `measure(game, state, seat)` is the seat's figure in
    one finished game (None: this game does not count; the highest figure is kept), and
    `words(figure)` says it.
    """

    label: str
    measure: str
    words: str


class Manifest(NamedTuple):
    """What the lobby shows before a game's engine is loaded, and where the game lives."""

    id: str
    title: str
    min_players: int
    max_players: int
    #: The package under `penguin_tables.games` (and under `penguin_tables.ui.games`).
    package: str
    #: Lobby order: smaller first.
    order: int
    #: Whether the lowest score is the best (penalty points, cards left), for records and tables.
    lower_score_wins: bool = False
    #: What the records show as this game's highlight, if anything.
    highlight: Highlight | None = None
