"""Records: who won what, computed afresh from the finished saves in the folder.

There is no second store to keep in step: every figure comes from a finished save's final state,
through the engine contract (`outcome` for scores and winners), and each game's highlight from the
functions its manifest names (imported only here, so the lobby still loads no engine). A save's
figures are worked out when it is checked (`results_of`) and remembered with its verdict
(`store/verdicts.py`), so records over many saves replay none that were checked before. A save
that cannot be opened is skipped with the reason `saves` gives, counted, and never changed.

Players are matched by name as typed, ignoring case and surrounding spaces; a computer seat is its
own player per level ("Cy" the person and "Cy" the computer are never mixed).
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

from penguin_tables.engine.registry import CATALOGUE, GAMES
from penguin_tables.store.verdicts import Facts, SeatFacts

if TYPE_CHECKING:
    from penguin_tables.engine.game import Game
    from penguin_tables.store.envelope import Envelope

#: Games whose lowest score is the best (penalty points, cards left in hand), as their manifests
#: say. Scores are each game's own unit (`Outcome.scores`); every other game counts up.
LOWER_IS_BETTER = frozenset(m.id for m in CATALOGUE.values() if m.lower_score_wins)

COLUMNS = ("Game", "Player", "Games", "Wins", "Best", "Avg", "Highlights")


def player_key(seat: SeatFacts) -> tuple[str, str]:
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
    #: The highlight in the game's words ("tallest tower 12 tiers").
    highlight_words: str = ""

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
        shown = self.highlight_words if self.highlight is not None else ""
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
    """Every record, in lobby order of games and best first; and the saves that were skipped,
    each with the reason it cannot be opened (as `saves` gives it)."""

    rows: list[Record]
    games_counted: int
    skipped: list[tuple[str, str]]

    def summary(self) -> str:
        text = f"{self.games_counted} finished game{'s' if self.games_counted != 1 else ''}"
        if self.skipped:
            n = len(self.skipped)
            text += f"; {n} save{'s' if n != 1 else ''} skipped (cannot be opened)"
        return text + "."


def _number(value: float | None) -> str:
    if value is None:
        return "–"
    return f"{value:.1f}".removesuffix(".0")


class CheckedSaves(Protocol):
    """What records read of a saves folder (`SaveFolder`): each save and what checking it found.
    A protocol, so records need not import the folder that imports them."""

    def verdicts(self) -> list[tuple[str, Facts]]: ...


def collect_records(folder: CheckedSaves, game_id: str | None = None) -> Records:
    """The records of every finished save in `folder` (of one game, if `game_id` is given); a
    finished lesson is practice, not a result, and counts for nobody."""
    skipped: list[tuple[str, str]] = []
    finished: list[Facts] = []
    for name, facts in folder.verdicts():
        if facts.problem is not None:
            skipped.append((name, facts.problem))
        elif facts.finished and not facts.lesson and (game_id is None or facts.game == game_id):
            finished.append(facts)
    finished.sort(key=lambda facts: datetime.fromisoformat(facts.updated))  # latest name shown
    rows = tally(finished)
    return Records(rows=rows, games_counted=len(finished), skipped=skipped)


def results_of(envelope: Envelope, state: Any) -> list[tuple[float, bool, int | None, str]]:
    """Each seat's score, whether it won, and its highlight (the figure and its words) in the
    finished game `state` (a solo game has nobody to beat: its rating is its highlight)."""
    game = GAMES[envelope.game]
    outcome = game.outcome(state)
    highlight = highlight_of(envelope.game)
    found = []
    for seat in range(len(envelope.seats)):
        value = highlight.measure(game, state, seat) if highlight is not None else None
        words = highlight.words(value) if highlight is not None and value is not None else ""
        won = len(envelope.seats) > 1 and seat in outcome.winners
        found.append((float(outcome.scores[seat]), won, value, words))
    return found


def tally(finished: Iterable[Facts]) -> list[Record]:
    """Add up finished games (oldest first) into one record per game and player."""
    records: dict[tuple[str, str, str], Record] = {}
    for facts in finished:
        for seat in facts.seats:
            key = (facts.game, *player_key(seat))
            record = records.get(key)
            if record is None:
                level = None if seat.kind == "human" else seat.level
                record = records[key] = Record(facts.game, seat.name, level)
            record.name = seat.name.strip()
            record.finished += 1
            if seat.score is not None:
                record.scores.append(seat.score)
            if seat.won:
                record.wins += 1
                record.shared_wins += facts.winners > 1
            value = seat.highlight
            if value is not None and (record.highlight is None or value > record.highlight):
                record.highlight, record.highlight_words = value, seat.highlight_words
    order = {game_id: index for index, game_id in enumerate(CATALOGUE)}
    return sorted(
        records.values(),
        key=lambda r: (order.get(r.game, len(order)), -r.wins, -r.finished, r.name.casefold()),
    )
