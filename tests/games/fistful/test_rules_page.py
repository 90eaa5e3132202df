"""The rules page: the required sections, and every table note backed by a test that exists."""

from __future__ import annotations

import re
from pathlib import Path

from penguin_tables.engine.assets import rules_text


def test_rules_page_has_our_design_and_table_notes() -> None:
    page = rules_text("fistful")
    assert "## The project's own design" in page
    assert "## Table notes" in page


def test_every_test_named_in_the_table_notes_exists() -> None:
    notes = rules_text("fistful").split("## Table notes", 1)[1]
    named = set(re.findall(r"`(test_\w+)`", notes))
    assert len(named) >= 15
    here = Path(__file__).parent
    defined = {
        name
        for path in here.glob("test_*.py")
        for name in re.findall(r"^def (test_\w+)\(", path.read_text(encoding="utf-8"), re.M)
    }
    assert named <= defined, sorted(named - defined)
