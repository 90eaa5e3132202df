"""The result of a finished game, the same shape for every game."""

from __future__ import annotations

from pydantic import BaseModel


class Outcome(BaseModel):
    """Scores per seat (the game's own unit), the winning seats, and a sentence for the players."""

    scores: list[float]
    winners: list[int]
    summary: str
