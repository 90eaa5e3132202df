"""The screen helpers: map cells, labels and tags come from content and views alone."""

from __future__ import annotations

from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.content import FLOOR, edition
from penguin_tables.games.jewels.presentation import (
    map_cells,
    objective_line,
    penguin_tags,
    tile_details,
    tile_label,
)
from tests.games.jewels.tables import place, table


def test_map_cells_cover_every_place_and_the_two_floor_cells() -> None:
    state = table()
    cells = map_cells(state.layout)
    assert len(cells) == len(state.layout) + 2 == len(edition("rulebook").places) + 2
    assert sum(c.position == FLOOR for c in cells) == 2


def test_labels_details_and_tags() -> None:
    state = table()
    assert tile_label(state.layout, "A2") == "2R|R"
    assert tile_label(state.layout, FLOOR) == "Market"
    assert tile_details(state.layout, "E4")[-1].startswith("Slide")
    place(state, 1, "A2", "A2")
    assert penguin_tags(GAME.view(state, 0), "A2") == ["B1", "B2"]
    assert "pts" in objective_line(state.display[0])
