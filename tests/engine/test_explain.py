"""What is this? (issue 41): every explanation each game gives names a section of its rules page,
says something, and a hidden thing's explanation tells nothing of what is hidden."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest

from penguin_tables.engine.explain import HIDDEN, Explanation, Thing
from penguin_tables.engine.rules_page import page_of
from penguin_tables.games import fistful, frozen_shinies, jewels, penguin_party, yura_yura
from penguin_tables.games.fistful.dice import FACES
from penguin_tables.games.frozen_shinies.content import STACK_LETTERS
from penguin_tables.games.jewels.content import content as jewels_content
from penguin_tables.games.penguin_party.cards import COLOURS
from penguin_tables.games.yura_yura.content import COLOUR_WORDS, START, SYMBOL_WORDS, deck

Explain = Callable[[Thing], Explanation]


def party_things() -> Iterator[Thing]:
    yield from (Thing("card", colour) for colour in COLOURS)
    yield Thing("spot", "base")
    yield from (Thing("spot", str(row)) for row in range(2, 9))


def fistful_things() -> Iterator[Thing]:
    for face in FACES:
        yield Thing("die", face)
        yield Thing("offer", face)
    yield Thing("token")
    yield Thing("price")


def frozen_things() -> Iterator[Thing]:
    yield from (Thing("card", str(value)) for value in range(1, 15))
    yield from (Thing("stack", letter) for letter in STACK_LETTERS)
    yield Thing("fish")


def jewels_things() -> Iterator[Thing]:
    c = jewels_content()
    yield Thing("floor")
    yield from (Thing("tile", tile) for tile in c.tiles)
    yield from (Thing("objective", card) for card in c.objectives)
    yield from (Thing("die", str(face)) for face in range(6))
    yield from (Thing("penguin", str(number)) for number in range(1, 6))
    yield from (Thing("gem", gem) for gem in "RESD")


def yura_things() -> Iterator[Thing]:
    yield Thing("card", str(START))
    yield from (Thing("card", str(card.id)) for card in deck())


GAMES: dict[str, tuple[Explain, Callable[[], Iterator[Thing]]]] = {
    "penguin-party": (penguin_party.explain, party_things),
    "fistful": (fistful.explain, fistful_things),
    "frozen-shinies": (frozen_shinies.explain, frozen_things),
    "jewels": (jewels.explain, jewels_things),
    "yura-yura": (yura_yura.explain, yura_things),
}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_explanation_names_a_section_of_the_rules_page(game_id: str) -> None:
    explain, things = GAMES[game_id]
    page = page_of(game_id)
    for thing in [*things(), Thing(HIDDEN)]:
        explanation = explain(thing)
        assert explanation.name != "Nothing known", thing  # every thing a board reports is known
        assert len(explanation.words) > 30, thing
        assert page.index_of(explanation.section) is not None, (thing, explanation.section)


def _secrets(game_id: str) -> list[str]:
    """Words that would give a hidden thing away: its colours, faces, numbers, names."""
    if game_id == "penguin-party":
        return list(COLOURS)
    if game_id == "fistful":
        return list(FACES)
    if game_id == "frozen-shinies":
        return [str(value) for value in range(1, 15)]
    if game_id == "jewels":
        c = jewels_content()
        return [card.name for card in c.objectives.values()] + list(c.guilds.values())
    return list(COLOUR_WORDS.values()) + list(SYMBOL_WORDS.values())


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_hidden_thing_is_explained_without_its_secret(game_id: str) -> None:
    explain, _ = GAMES[game_id]
    explanation = explain(Thing(HIDDEN))
    said = f"{explanation.name} {explanation.words}".lower()
    assert "face-down" in said or "not shown" in said or "hidden" in said
    for secret in _secrets(game_id):
        assert re.search(rf"\b{re.escape(secret.lower())}\b", said) is None, secret
