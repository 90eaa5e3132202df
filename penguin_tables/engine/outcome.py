"""The result of a finished game, the same shape for every game."""

from __future__ import annotations

import math

from pydantic import BaseModel


class Outcome(BaseModel):
    """Scores per seat (the game's own unit), the winning seats, and a sentence for the players."""

    scores: list[float]
    winners: list[int]
    summary: str


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
