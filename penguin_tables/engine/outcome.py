"""The result of a finished game, the same shape for every game."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pydantic import BaseModel


class ScorePart(BaseModel):
    """One line of a seat's score, as the final screen shows it.

    A counted part adds `amount` to the score (a seat's counted parts add up to its score); a part
    that does not count is a fact shown beside the score: a guild revealed, a tie-break's gems.
    `shown` is how the cell reads when the bare amount would say too little ("+4 (2 cards)").
    """

    label: str
    amount: float = 0.0
    shown: str = ""
    counts: bool = True

    @property
    def text(self) -> str:
        """The cell as a player reads it."""
        return self.shown or f"{self.amount:g}"


class Outcome(BaseModel):
    """Scores per seat (the game's own unit), the winning seats, and a sentence for the players.

    `parts[seat]` is that seat's score as its parts (empty when a game does not say), and `why`
    says how the winner won: the margin, or the tie-break that settled it.
    """

    scores: list[float]
    winners: list[int]
    summary: str
    parts: list[list[ScorePart]] = []
    why: str = ""


def counted_total(parts: list[ScorePart]) -> float:
    """What a seat's counted parts add up to: its score."""
    return sum(part.amount for part in parts if part.counts)


def names_of(players: Sequence[str], seats: Sequence[int]) -> str:
    """Seats' names for a sentence: "Ann", "Ann and Bo", "Ann, Bo and Cy"."""
    names = [players[s] for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def equal_shares(seats: int) -> list[float]:
    """Every seat the same chance: what nothing is known about looks like."""
    return [1.0 / seats] * seats


def result_shares(winners: list[int], seats: int) -> list[float]:
    """A finished game as win shares: 1 for a sole winner, split among tied winners, else 0."""
    share = 1.0 / len(winners) if winners else 0.0
    return [share if seat in winners else 0.0 for seat in range(seats)]


def softmax_shares(standing: list[float], sharpness: float) -> list[float]:
    """Win shares from how the seats stand (higher is better): level seats share evenly, and
    each point of lead multiplies the odds by e**sharpness."""
    best = max(standing)
    weights = [math.exp(sharpness * (value - best)) for value in standing]
    total = sum(weights)
    return [weight / total for weight in weights]


@dataclass(frozen=True, slots=True)
class Rung:
    """One rung of a game's ranking ladder: its noun ("points", "Diamonds") and how a win on it
    reads after the winner's name ("wins on points"; "with fewer penalty chips")."""

    noun: str
    wins: str = ""
    show: Callable[[float], str] = lambda value: f"{value:g}"

    @property
    def phrase(self) -> str:
        return self.wins or f"on {self.noun}"


def ladder_why(
    players: Sequence[str],
    keys: Sequence[Sequence[float]],
    winners: list[int],
    rungs: Sequence[Rung],
    *,
    lower_wins: bool = False,
    among: Sequence[int] | None = None,
) -> str:
    """Why the winners won, from every seat's ranking key (one value per rung, best first): the
    rung that left the last rival behind, the values compared there, and the rungs tied before it.
    `among` limits the rivals to some seats (those who played a showdown).
    """
    if not winners or len(players) < 2:
        return ""
    sign = -1 if lower_wins else 1
    best = keys[winners[0]]
    seats = range(len(keys)) if among is None else among
    rivals = [s for s in seats if s not in winners]
    verb = "wins" if len(winners) == 1 else "win"
    who = names_of(players, winners)
    if not rivals:
        nouns = ", ".join(rung.noun for rung in rungs)
        return f"{who} tie on every count ({nouns}): they share the win."
    rung_no = next(
        k for k in range(len(rungs)) if all(keys[s][: k + 1] != best[: k + 1] for s in rivals)
    )
    close = [s for s in rivals if keys[s][:rung_no] == best[:rung_no]]
    runner = max(close, key=lambda s: sign * keys[s][rung_no])
    rung = rungs[rung_no]
    margin = f"{rung.show(best[rung_no])} to {players[runner]}'s {rung.show(keys[runner][rung_no])}"
    if rung_no == 0:
        return f"{who} {verb} {rung.phrase}: {margin}."
    level = names_of(players, sorted([*winners, *close]))
    tied = ", ".join(f"{r.noun} ({r.show(best[k])})" for k, r in enumerate(rungs[:rung_no]))
    return f"{level} tie on {tied}; {who} {verb} {rung.phrase}: {margin}."
