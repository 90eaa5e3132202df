"""Every game's rules page says what the project designed, lists its table notes, and every test a
table note names exists (so each decision stays tested)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from penguin_tables.engine.assets import rules_text
from penguin_tables.engine.registry import CATALOGUE

TESTS = Path(__file__).parent / "games"


def defined_tests(package: str) -> set[str]:
    return {
        name
        for path in (TESTS / package).glob("test_*.py")
        for name in re.findall(
            r"^(?:async )?def (test_\w+)\(", path.read_text(encoding="utf-8"), re.M
        )
    }


@pytest.mark.parametrize(("game_id", "package"), [(m.id, m.package) for m in CATALOGUE.values()])
def test_rules_page_sections_and_named_tests(game_id: str, package: str) -> None:
    page = rules_text(game_id)
    assert page.startswith("# ")
    assert "## The project's own design" in page
    assert "## Table notes" in page
    notes = page.split("## Table notes", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"`(test_\w+)`", notes))
    assert named <= defined_tests(package), sorted(named - defined_tests(package))


def test_the_named_test_check_can_fail() -> None:
    assert "test_no_such_test_anywhere" not in defined_tests("penguin_party")
