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


# ----- issue 43: widths as drawn, blank names, names that look alike -------------------------------
@pytest.mark.parametrize("name", ["❤️" * 11, "👍🏽" * 11, "🇫🇷" * 11])
def test_a_name_is_measured_as_the_screen_draws_it(name: str) -> None:
    """`❤️` ×20 counted 20 cells and drew 40: the scoreboard spilled."""
    assert cells(name) == cell_len(name) > 20
    with pytest.raises(BadOptions, match="cells wide"):
        check_name(name, 0)


def test_twenty_hearts_are_too_wide_and_ten_fit() -> None:
    with pytest.raises(BadOptions, match="40 cells wide"):
        check_name("❤️" * 20, 0)
    assert check_name("❤️" * 10, 0) == "❤️" * 10


@pytest.mark.parametrize(
    "blank", ["\u3164", "\u1160", "\u2800" * 20, "\u115f", "\uffa0", "\u3164 \u3164"]
)
def test_a_name_that_draws_as_nothing_is_refused(blank: str) -> None:
    with pytest.raises(BadOptions, match="draws as nothing"):
        check_name(blank, 0)


def test_a_filler_hidden_in_a_name_is_refused() -> None:
    """`Ann` followed by a Hangul filler looks like `Ann` with a space: a second Ann."""
    with pytest.raises(BadOptions, match="draws as nothing"):
        check_name("Ann\u3164", 0)


@pytest.mark.parametrize(
    "pair",
    [("Ann", "\u0410nn"), ("Bob", "ВОВ")],
    ids=["cyrillic-a", "cyrillic-bob"],
)
def test_two_names_that_look_the_same_are_refused(pair: tuple[str, str]) -> None:
    with pytest.raises(BadOptions, match="Players 1 and 2 have names that look the same"):
        check_names(list(pair))


@pytest.mark.parametrize(
    "pair", [("Jos\u00e9", "Jose\u0301"), ("Cy", "\uff23y")], ids=["decomposed", "full-width"]
)
def test_one_name_written_two_ways_is_the_same_name(pair: tuple[str, str]) -> None:
    with pytest.raises(BadOptions, match="Players 1 and 2 have the same name"):
        check_names(list(pair))


def test_names_that_only_look_a_little_alike_may_sit_together() -> None:
    assert check_names(["Ann", "Anne", "Bob", "Rob"]) == ["Ann", "Anne", "Bob", "Rob"]
