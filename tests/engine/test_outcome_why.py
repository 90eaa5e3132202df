"""Why the winner won: the rung of the ranking ladder that settled it, in words."""

from __future__ import annotations

from penguin_tables.engine.outcome import Rung, ScorePart, counted_total, ladder_why, names_of

PLAYERS = ["Ann", "Bo", "Cy"]
RUNGS = (
    Rung("points"),
    Rung("Diamonds"),
    Rung("the Thanks", show=lambda v: "held" if v else "not held"),
)


def test_a_clear_lead_is_told_with_the_runner_up() -> None:
    keys = [(30, 1, 0), (42, 0, 1), (38, 5, 0)]
    assert ladder_why(PLAYERS, keys, [1], RUNGS) == "Bo wins on points: 42 to Cy's 38."


def test_a_tie_on_points_names_the_tie_break_that_settled_it() -> None:
    keys = [(30, 3, 0), (30, 1, 1), (12, 9, 0)]
    assert ladder_why(PLAYERS, keys, [0], RUNGS) == (
        "Ann and Bo tie on points (30); Ann wins on Diamonds: 3 to Bo's 1."
    )


def test_the_last_rung_reads_in_its_own_words() -> None:
    keys = [(30, 3, 0), (30, 3, 1), (12, 9, 0)]
    assert ladder_why(PLAYERS, keys, [1], RUNGS) == (
        "Ann and Bo tie on points (30), Diamonds (3); Bo wins on the Thanks: held to Ann's not held."
    )


def test_a_full_tie_shares_the_win() -> None:
    keys = [(30, 3, 0), (30, 3, 0), (12, 9, 0)]
    assert ladder_why(PLAYERS, keys, [0, 1], RUNGS) == "Ann and Bo win on points: 30 to Cy's 12."
    assert ladder_why(PLAYERS[:2], keys[:2], [0, 1], RUNGS) == (
        "Ann and Bo tie on every count (points, Diamonds, the Thanks): they share the win."
    )


def test_where_fewer_is_better_the_fewest_win() -> None:
    fewest = (Rung("penalty points", wins="with the fewest penalty points"),)
    assert ladder_why(PLAYERS, [(8,), (3,), (5,)], [1], fewest, lower_wins=True) == (
        "Bo wins with the fewest penalty points: 3 to Cy's 5."
    )


def test_rivals_can_be_limited_to_some_seats() -> None:
    assert ladder_why(PLAYERS, [(9,), (3,), (5,)], [2], (Rung("cards"),), among=[1, 2]) == (
        "Cy wins on cards: 5 to Bo's 3."
    )


def test_parts_that_do_not_count_are_left_out_of_the_total() -> None:
    parts = [
        ScorePart(label="Guild", shown="Divers", counts=False),
        ScorePart(label="Objective cards", amount=17),
        ScorePart(label="Diamonds", amount=3, counts=False),
    ]
    assert counted_total(parts) == 17
    assert [part.text for part in parts] == ["Divers", "17", "3"]


def test_names_read_as_a_sentence() -> None:
    assert names_of(PLAYERS, [2]) == "Cy"
    assert names_of(PLAYERS, [0, 1, 2]) == "Ann, Bo and Cy"
