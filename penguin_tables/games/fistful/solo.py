"""The solo game's rating: the rulebook's bands from 60 up, and our own band below them."""

from __future__ import annotations

from pydantic import BaseModel

from penguin_tables.engine.assets import load_content

GAME_ID = "fistful"


class SoloBand(BaseModel):
    min: int
    name: str
    ours: bool = False


def solo_bands() -> list[SoloBand]:
    """The bands, lowest first, from assets/content/fistful.json."""
    bands = [SoloBand.model_validate(b) for b in load_content(GAME_ID)["solo_bands"]]
    return sorted(bands, key=lambda b: b.min)


def next_band_words(money: int) -> str:
    """' Very Good starts at $80.': the band a solo total falls short of (empty at the top)."""
    above = [band for band in solo_bands() if band.min > money]
    return f" {above[0].name} starts at ${above[0].min}." if above else ""


def solo_rating(money: int) -> str:
    """The name of the band a final solo total falls in (e.g. 85 -> "Very Good")."""
    name = solo_bands()[0].name
    for band in solo_bands():
        if money >= band.min:
            name = band.name
    return name
