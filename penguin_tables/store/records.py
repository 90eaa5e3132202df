"""Records: who won what, computed afresh from the finished saves in the folder.

There is no second store to keep in step: every figure comes from a finished save's final state,
through the engine contract (`outcome` for scores and winners), and each game's highlight from the
functions its manifest names (imported only here, so the lobby still loads no engine). A save that cannot be read is skipped and counted, never changed.

Players are matched by name as typed, ignoring case and surrounding spaces; a computer seat is its
own player per level ("Cy" the person and "Cy" the computer are never mixed).
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from penguin_tables.engine.game import Game
from penguin_tables.engine.registry import CATALOGUE, GAMES
from penguin_tables.store.envelope import Envelope, Seat
from penguin_tables.store.errors import BadSave
from penguin_tables.store.folder import SaveFolder

#: Games whose lowest score is the best (penalty points, cards left in hand), as their manifests
#: say. Scores are each game's own unit (`Outcome.scores`); every other game counts up.
LOWER_IS_BETTER = frozenset(m.id for m in CATALOGUE.values() if m.lower_score_wins)

COLUMNS = ("Game", "Player", "Games", "Wins", "Best", "Avg", "Highlights")


def player_key(seat: Seat) -> tuple[str, str]:
    """Who a seat is, for records: the trimmed, case-folded name, and "person" or the computer's
    level (so a person and a computer of the same name never share a record)."""
    who = "person" if seat.kind == "human" else f"computer:{seat.level}"
    return seat.name.strip().casefold(), who


# ----- each game's own highlights -----------------------------------------------------------------
@dataclass(frozen=True)
class Highlight:
    """One game's own highlight: a number per seat from the final state, the best kept, in words."""

    label: str
    #: The seat's figure in one finished game (None when the game does not count for it).
    measure: Callable[[Game[Any, Any, Any], Any, int], int | None]
    words: Callable[[int], str]


def _function(package: str, path: str) -> Callable[..., Any]:
    """The function at "module:name" in the game package `package`, as its manifest names it."""
    module, _, name = path.partition(":")
    imported = importlib.import_module(f"penguin_tables.games.{package}.{module}")
    found: Callable[..., Any] = getattr(imported, name)
    return found


@functools.cache
def highlight_of(game_id: str) -> Highlight | None:
    """The highlight `game_id`'s manifest names, its functions imported on first use."""
    manifest = CATALOGUE[game_id]
    named = manifest.highlight
    if named is None:
        return None
    measure, words = (_function(manifest.package, path) for path in (named.measure, named.words))
    return Highlight(named.label, measure, words)


# ----- the records --------------------------------------------------------------------------------
@dataclass
class Record:
    """One player's figures in one game, over every finished save they sat in."""

    game: str
    name: str
    computer_level: str | None = None
    finished: int = 0
    wins: int = 0
    shared_wins: int = 0
    scores: list[float] = field(default_factory=list)
    highlight: int | None = None

    @property
    def game_title(self) -> str:
        return CATALOGUE[self.game].title.split(":")[0]

    @property
    def player(self) -> str:
        if self.computer_level is None:
            return self.name
        return f"{self.name} (computer, {self.computer_level})"

    @property
    def best(self) -> float | None:
        if not self.scores:
            return None
        return min(self.scores) if self.game in LOWER_IS_BETTER else max(self.scores)

    @property
    def average(self) -> float | None:
        return sum(self.scores) / len(self.scores) if self.scores else None

    def cells(self) -> tuple[str, ...]:
        """The row under COLUMNS, in words and numbers."""
        wins = str(self.wins) + (f" ({self.shared_wins} shared)" if self.shared_wins else "")
        highlight = highlight_of(self.game)
        shown = highlight.words(self.highlight) if highlight and self.highlight is not None else ""
        return (
            self.game_title,
            self.player,
            str(self.finished),
            wins,
            _number(self.best),
            _number(self.average),
            shown,
        )


@dataclass
class Records:
    """Every record, in lobby order of games and best first; and the saves that were skipped."""

    rows: list[Record]
    games_counted: int
    damaged: list[str]

    def summary(self) -> str:
        text = f"{self.games_counted} finished game{'s' if self.games_counted != 1 else ''}"
        if self.damaged:
            n = len(self.damaged)
            text += f"; {n} damaged save{'s' if n != 1 else ''} skipped"
        return text + "."


def _number(value: float | None) -> str:
    if value is None:
        return "–"
    return f"{value:.1f}".removesuffix(".0")


def collect_records(folder: SaveFolder, game_id: str | None = None) -> Records:
    """The records of every finished save in `folder` (of one game, if `game_id` is given)."""
    damaged: list[str] = []
    finished: list[tuple[Envelope, Any]] = []
    for name in folder.names():
        try:
            envelope, state = folder.open(name)
        except BadSave:
            damaged.append(name)
            continue
        if envelope.finished and (game_id is None or envelope.game == game_id):
            finished.append((envelope, state))
    finished.sort(key=lambda pair: pair[0].updated)  # the latest spelling of a name is shown
    rows = tally(finished)
    return Records(rows=rows, games_counted=len(finished), damaged=damaged)


def tally(finished: Iterable[tuple[Envelope, Any]]) -> list[Record]:
    """Add up finished games (oldest first) into one record per game and player."""
    records: dict[tuple[str, str, str], Record] = {}
    for envelope, state in finished:
        game = GAMES[envelope.game]
        outcome = game.outcome(state)
        highlight = highlight_of(envelope.game)
        for seat_no, seat in enumerate(envelope.seats):
            key = (envelope.game, *player_key(seat))
            record = records.get(key)
            if record is None:
                level = None if seat.kind == "human" else seat.level
                record = records[key] = Record(envelope.game, seat.name, level)
            record.name = seat.name.strip()
            record.finished += 1
            record.scores.append(outcome.scores[seat_no])
            # A solo game has nobody to beat: its rating is its highlight, not a win.
            if len(envelope.seats) > 1 and seat_no in outcome.winners:
                record.wins += 1
                record.shared_wins += len(outcome.winners) > 1
            if highlight is not None:
                value = highlight.measure(game, state, seat_no)
                if value is not None and (record.highlight is None or value > record.highlight):
                    record.highlight = value
    order = {game_id: index for index, game_id in enumerate(CATALOGUE)}
    return sorted(
        records.values(),
        key=lambda r: (order.get(r.game, len(order)), -r.wins, -r.finished, r.name.casefold()),
    )
