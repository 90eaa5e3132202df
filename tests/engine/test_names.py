"""The one name rule (`engine.names`): what it refuses, in which words, and how wide a name is."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from penguin_tables.engine.errors import BadOptions
from penguin_tables.engine.names import cells, check_name, check_names, printable
from tests.robustness.hostile import MARKUP, REFUSED


@pytest.mark.parametrize(("name", "why"), list(REFUSED.values()), ids=list(REFUSED))
def test_the_rule_refuses_naming_the_seat_and_why(name: str, why: str) -> None:
    with pytest.raises(BadOptions) as refused:
        check_name(name, 1)
    message = str(refused.value)
    assert message.startswith("Player 2's name ")
    assert why in message
    assert message.isprintable(), "the message itself must not carry the control character"


@pytest.mark.parametrize("name", [*MARKUP, "Ann", "Zoë", "פינגווין", "李小龍", "A" * 20, "🐧" * 10])
def test_printable_names_up_to_twenty_cells_pass(name: str) -> None:
    assert check_name(name, 0) == name
    assert cells(name) == cell_len(name) <= 20  # the same width the screens give it


def test_two_names_alike_are_refused_whatever_the_case() -> None:
    with pytest.raises(BadOptions, match="Players 1 and 3 have the same name 'ann'"):
        check_names(["Ann", "Bob", "ann"])


def test_printable_escapes_what_a_terminal_would_obey() -> None:
    assert printable("Ann\x1b[2J [b]x\u202e") == "Ann\\x1b[2J [b]x\\u202e"
    assert printable("[/b]A 🐧") == "[/b]A 🐧"
