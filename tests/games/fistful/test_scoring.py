"""The rulebook's Scoring Summary: every worked example, the tables, and properties of score_roll."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from penguin_tables.games.fistful import score_choices, score_roll
from penguin_tables.games.fistful.dice import FACES
from penguin_tables.games.fistful.scoring import settle_debts


def test_issue_example_two_squirrels_moose_and_camel() -> None:
    s = score_roll(["squirrel", "squirrel", "moose", "camel"], score_lions=False, num_players=4)
    assert s.bank == 9 + 5
    assert s.from_players == [1, 2, 0]
    assert s.tokens == 0


def test_example_two_squirrels_alice_collects_from_bob_and_cliff() -> None:
    s = score_roll(["squirrel", "squirrel"], score_lions=False, num_players=3)
    assert s.from_players == [1, 2]
    assert s.bank == 0


def test_example_four_squirrels_bob_is_charged_twice() -> None:
    s = score_roll(["squirrel"] * 4, score_lions=False, num_players=4)
    assert s.from_players == [1 + 4, 2, 3]


def test_example_one_squirrel_two_moose() -> None:
    s = score_roll(["squirrel", "moose", "moose"], score_lions=False, num_players=2)
    assert s.bank == 9
    assert s.from_players == [1]


def test_example_lion_lion_penguin() -> None:
    s = score_roll(["lion", "lion", "penguin"], score_lions=True, num_players=2)
    assert (s.bank, s.from_players, s.tokens) == (14, [0], 1)


def test_example_lion_and_two_kangaroos_is_a_choice_never_both() -> None:
    faces = ["lion", "kangaroo", "kangaroo"]
    rest, lions = score_choices(faces, num_players=2)
    assert (rest.dollars, rest.kangaroo_chip) == (4, True)
    assert (lions.dollars, lions.kangaroo_chip) == (7, False)


def test_example_three_camels_moose_squirrel_no_lions() -> None:
    s = score_roll(["camel"] * 3 + ["moose", "squirrel"], score_lions=False, num_players=2)
    assert s.bank == 15 + 9
    assert s.dollars == 25


def test_example_camels_moose_squirrels_and_lions() -> None:
    faces = ["camel"] * 2 + ["moose"] + ["squirrel"] * 2 + ["lion"] * 2
    rest, lions = score_choices(faces, num_players=3)
    assert lions.dollars == 14
    assert rest.bank == 9
    assert rest.from_players == [1, 2]
    assert rest.dollars == 12


@pytest.mark.parametrize(
    ("penguins", "tokens"),
    [(1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 21), (7, 28), (8, 36), (9, 45)],
)
def test_penguin_token_table(penguins: int, tokens: int) -> None:
    assert score_roll(["penguin"] * penguins, score_lions=False, num_players=2).tokens == tokens
    assert score_roll(["penguin"] * penguins, score_lions=True, num_players=2).tokens == tokens


@pytest.mark.parametrize("kangaroos", range(1, 10))
def test_kangaroo_table_is_the_count_squared(kangaroos: int) -> None:
    assert score_roll(["kangaroo"] * kangaroos, False, 2).bank == kangaroos**2


def test_a_moose_without_a_squirrel_is_worth_nothing() -> None:
    assert score_roll(["moose", "moose"], False, 2).dollars == 0


def test_one_lion_spoils_camels_even_when_not_scored() -> None:
    assert score_roll(["camel", "camel", "lion"], False, 2).bank == 0
    assert score_roll(["camel", "camel"], False, 2).bank == 10


def test_choosing_lions_scores_nothing_else() -> None:
    s = score_roll(["lion", "squirrel", "moose", "kangaroo", "camel"], True, 3)
    assert (s.bank, s.from_players) == (7, [0, 0])


def test_more_squirrels_than_opponents_wrap_round_the_table() -> None:
    s = score_roll(["squirrel"] * 5, False, 2)
    assert s.from_players == [15]
    s = score_roll(["squirrel"] * 7, False, 3)
    assert s.from_players == [1 + 3 + 5 + 7, 2 + 4 + 6]


def test_solo_squirrels_take_nothing() -> None:
    assert score_roll(["squirrel"] * 3 + ["moose"], False, 1).from_players == []
    assert score_roll(["squirrel"] * 3 + ["moose"], False, 1).bank == 9


def test_unknown_faces_are_refused() -> None:
    with pytest.raises(ValueError, match="not a face"):
        score_roll(["walrus"], False, 2)


def test_debts_larger_than_a_purse_take_the_whole_purse_only() -> None:
    assert settle_debts([5, 2, 3], [3, 10, 0]) == [3, 2, 0]


faces_lists = st.lists(st.sampled_from(FACES), max_size=9)


@given(faces=faces_lists, players=st.integers(2, 6))
def test_squirrels_always_ask_the_triangle_in_total(faces: list[str], players: int) -> None:
    s = score_roll(faces, False, players)
    n = faces.count("squirrel")
    assert sum(s.from_players) == n * (n + 1) // 2
    assert len(s.from_players) == players - 1


@given(faces=faces_lists, players=st.integers(1, 6))
def test_lions_option_is_exactly_seven_a_lion(faces: list[str], players: int) -> None:
    s = score_roll(faces, True, players)
    assert s.dollars == 7 * faces.count("lion")
    assert not s.kangaroo_chip


@given(faces=faces_lists)
def test_both_choices_offered_exactly_when_a_lion_shows(faces: list[str]) -> None:
    assert len(score_choices(faces, 3)) == (2 if "lion" in faces else 1)


@given(faces=faces_lists)
def test_order_of_dice_does_not_matter(faces: list[str]) -> None:
    assert score_roll(faces, False, 4) == score_roll(sorted(faces), False, 4)
