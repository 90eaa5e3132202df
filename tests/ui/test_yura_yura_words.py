"""The last placement's line: a tower that hardly rocked reads "still at once", not "0.0 s"."""

from __future__ import annotations

from penguin_tables.ui.games.yura_yura.words import stillness


def test_a_tower_that_hardly_rocked_is_still_at_once() -> None:
    assert stillness(0.0) == "still at once"
    assert stillness(0.04) == "still at once"


def test_a_tower_that_rocked_says_for_how_long() -> None:
    assert stillness(0.05) == "still after 0.1 s"
    assert stillness(1.26) == "still after 1.3 s"
