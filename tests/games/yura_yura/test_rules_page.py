"""The designed content matches the counts the rulebook implies, and the design note its numbers."""

from __future__ import annotations

from pathlib import Path

from penguin_tables.games.yura_yura.content import content, deck

#: The developers' note on the game: the physics with its numbers left the players' page (issue 41).
DESIGN_NOTE = Path(__file__).resolve().parents[3] / "docs" / "games" / "yura-yura.md"


def test_the_content_matches_the_rulebook_counts() -> None:
    cards = deck()
    assert len(cards) == 48
    assert sum(c.aurora for c in cards) == 12
    assert sum(c.symbol == "iceberg" for c in cards) == 12
    assert sum(c.symbol == "penguin" for c in cards) == 12
    assert sum(c.symbol == "ice1" for c in cards) == 6 == sum(c.symbol == "ice2" for c in cards)
    data = content()
    assert (data.iceberg_cards, data.ice_pieces, data.penguins) == (14, 18, 4)
    assert data.hand_sizes == {"2": 10, "3": 8, "4": 6, "5": 5, "6": 4}


def test_the_physical_numbers_in_the_design_note_are_the_content() -> None:
    page = DESIGN_NOTE.read_text(encoding="utf-8")
    phys = content().physics
    assert f"{phys.iceberg.width:g} cm wide" in page
    assert f"{phys.sea_card.width:g} cm wide and {phys.sea_card.thickness:g} cm thick" in page
    today = phys.sleeping
    assert f"{today.iterations_per_tier} solver iterations per tier" in page
    assert f"at least {today.min_iterations} and at most {today.iterations}" in page
    assert f"slower than {today.still_speed:g} cm/s for {today.still_hold:g} s" in page
