"""The rules page as the pane reads it: sections found by heading or slug, in order."""

from __future__ import annotations

import pytest

from penguin_tables.engine.registry import CATALOGUE
from penguin_tables.engine.rules_page import page_of, parse, slug

PAGE = """# Game

A line.

## Quick start
Play a card.

### A detail
Still the quick start.

## The project's own design
Ours.
"""


def test_a_page_splits_into_its_sections_in_order() -> None:
    page = parse(PAGE)
    assert page.title == "Game" and page.opening == "A line."
    assert [s.title for s in page.sections] == ["Quick start", "The project's own design"]
    assert "### A detail" in page.sections[0].text


def test_a_section_is_found_by_heading_or_slug_and_a_missing_one_is_none() -> None:
    page = parse(PAGE)
    assert page.index_of("the project's OWN design") == 1
    assert page.index_of("quick-start") == 0
    assert page.index_of("Scoring") is None
    assert slug("When you can't place a card") == "when-you-cant-place-a-card"


@pytest.mark.parametrize("game_id", list(CATALOGUE))
def test_every_game_s_page_has_sections_with_distinct_slugs(game_id: str) -> None:
    slugs = [s.slug for s in page_of(game_id).sections]
    assert slugs and len(set(slugs)) == len(slugs)
