"""Squirrel payments, kangaroo chips across rounds, the end of the game, showdowns and solo."""

from __future__ import annotations

import pytest

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.fistful import GAME
from penguin_tables.games.fistful.actions import Stop, UseChip
from penguin_tables.games.fistful.rules.flow import stop_previews
from penguin_tables.games.fistful.solo import solo_rating
from penguin_tables.games.fistful.state import FistfulState
from tests.games.fistful.tables import run, table, with_dice


# ----- squirrels ----------------------------------------------------------------------------------
def test_squirrels_take_money_from_the_players_to_the_left() -> None:
    state = with_dice(table(4), ["squirrel"] * 4)
    after = run(state, Stop())
    assert after.money == [10 + 10, 10 - 5, 10 - 2, 10 - 3]


def test_squirrel_wrap_around_with_more_squirrels_than_opponents() -> None:
    state = with_dice(table(2), ["squirrel"] * 3, money=[10, 30])
    after = run(state, Stop())
    assert after.money == [16, 24]


def test_debt_larger_than_a_purse_takes_only_the_purse() -> None:
    state = with_dice(table(3), ["squirrel"] * 4, money=[10, 2, 0])
    after = run(state, Stop())
    assert after.money == [10 + 2 + 0, 0, 0]
    assert min(after.money) == 0


def test_the_log_says_who_paid_whom_and_who_fell_short() -> None:
    state = with_dice(table(3), ["squirrel"] * 2, money=[10, 10, 1])
    line = GAME.describe(state, Stop(), run(state, Stop()))
    assert "Bob pays Alice $1" in line
    assert "Cliff pays Alice $1 (owed $2, had only $1)" in line


def test_previews_show_both_choices_with_settled_debts() -> None:
    state = with_dice(table(2), ["squirrel", "squirrel", "lion"], money=[10, 1])
    rest, lions = stop_previews(state)
    assert (rest.dollars, rest.paid) == (1, [1])
    assert (lions.dollars, lions.score.lions) == (7, True)


# ----- kangaroo chips -----------------------------------------------------------------------------
def test_kangaroos_in_round_one_give_the_one_side() -> None:
    after = run(with_dice(table(), ["kangaroo", "camel"]), Stop())
    assert after.chips[0] == 1


def test_lions_instead_of_kangaroos_give_no_chip() -> None:
    after = run(with_dice(table(), ["kangaroo", "lion"]), Stop(lions=True))
    assert after.chips[0] == 0


def test_kangaroos_in_round_two_flip_the_chip_to_two() -> None:
    state = with_dice(table(), ["kangaroo"], round=2, chips=[1, 0])
    assert run(state, Stop()).chips[0] == 2


def test_kangaroos_in_round_three_give_no_chip() -> None:
    state = with_dice(table(), ["kangaroo"], round=3)
    assert run(state, Stop()).chips[0] == 0


def test_one_side_turns_one_die_and_is_spent() -> None:
    state = with_dice(table(), ["camel", "moose", "lion"], round=2, chips=[1, 0])
    assert UseChip(dice=(0, 2)) not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction, match="Select one die"):
        GAME.apply(state, UseChip(dice=(0, 2)))
    after = run(state, UseChip(dice=(2,)))
    assert after.dice == ["camel", "moose", "kangaroo"]
    assert after.chips[0] == 0
    line = GAME.describe(state, UseChip(dice=(2,)), after)
    assert line == "Alice spends the kangaroo chip: a lion becomes a kangaroo"
    assert not any(isinstance(a, UseChip) for a in GAME.legal_actions(after))


def test_two_side_turns_two_dice_from_round_three() -> None:
    state = with_dice(table(), ["camel", "moose", "lion"], round=3, chips=[2, 0])
    after = run(state, UseChip(dice=(0, 2)))
    assert after.dice == ["kangaroo", "moose", "kangaroo"]
    line = GAME.describe(state, UseChip(dice=(0, 2)), after)
    assert line.endswith("kangaroo chip: a camel and a lion become kangaroos")
    assert after.chips[0] == 0


def test_two_side_turns_only_one_die_before_round_three() -> None:
    state = with_dice(table(), ["camel", "moose"], round=2, chips=[2, 0])
    assert UseChip(dice=(0, 1)) not in GAME.legal_actions(state)


def test_chip_cannot_turn_a_kangaroo() -> None:
    state = with_dice(table(), ["kangaroo", "moose"], round=2, chips=[1, 0])
    with pytest.raises(IllegalAction, match="already show kangaroos"):
        GAME.apply(state, UseChip(dice=(0,)))


def test_chip_life_cycle_across_three_rounds() -> None:
    """Earned in round one, used and re-earned (two side) in round two, spent in round three."""
    state = table(1)
    state = run(with_dice(state, ["kangaroo", "camel", "camel", "camel"]), Stop())
    assert (state.round, state.chips) == (2, [1])
    state = with_dice(state, ["camel", "lion", "moose", "moose", "moose"])
    state = run(state, UseChip(dice=(1,)), Stop())
    assert (state.round, state.chips) == (3, [2])
    state = with_dice(state, ["camel"] * 6)
    state = run(state, UseChip(dice=(0, 1)))
    assert state.dice.count("kangaroo") == 2 and state.chips == [0]


# ----- the end ------------------------------------------------------------------------------------
def _last_turn(players: int, money: list[int], tokens: list[int]) -> FistfulState:
    state = table(players)
    state.round, state.turn = 3, players - 1
    state.money, state.tokens = money, tokens
    state.bank_paid = sum(money) - 10 * players
    return state


def test_leftover_tokens_are_a_dollar_each_and_most_money_wins() -> None:
    state = with_dice(_last_turn(2, [30, 20], [4, 3]), ["camel"])
    after = run(state, Stop())
    assert after.over
    assert after.money == [34, 28] and after.tokens == [0, 0]
    outcome = GAME.outcome(after)
    assert outcome.winners == [0]
    assert outcome.scores == [34.0, 28.0]
    # said in the log and on the final screen, never silently
    payout = "Leftover tokens pay $1 each: Alice 4 tokens → $4, Bob 3 tokens → $3"
    assert payout in GAME.describe(state, Stop(), after)
    assert GAME.describe(state, Stop(), after).endswith("The game is over")
    assert outcome.summary == f"Alice wins ($34). {payout}."


def test_a_showdown_starts_after_the_tokens_are_paid_out_and_says_so() -> None:
    state = with_dice(_last_turn(2, [25, 25], [5, 0]), ["camel"])
    after = run(state, Stop())
    line = GAME.describe(state, Stop(), after)
    assert "Leftover tokens pay $1 each: Alice 5 tokens → $5. Showdown 1." in line


def test_a_tie_starts_a_showdown_for_the_tied_players_only() -> None:
    state = with_dice(_last_turn(3, [30, 10, 25], [0, 5, 0]), ["camel"])
    after = run(state, Stop())
    assert not after.over
    assert after.seats == [0, 2]
    assert after.tokens == [2, 0, 2]  # saved tokens became money; two fresh ones each
    assert len(after.dice) == 7
    assert after.active == 0


def test_showdown_squirrels_only_take_from_tied_players_and_most_earned_wins() -> None:
    state = run(with_dice(_last_turn(3, [30, 10, 25], [0, 5, 0]), ["camel"]), Stop())
    state = run(with_dice(state, ["squirrel", "squirrel", "moose"]), Stop())
    assert state.money[1] == 15  # Bob sits out the showdown
    assert state.money[0] == 30 + 9 + 3 and state.money[2] == 30 - 3
    state = run(with_dice(state, ["camel", "camel"]), Stop())
    assert state.over
    outcome = GAME.outcome(state)
    assert outcome.winners == [0]
    assert "showdown" in outcome.summary
    assert state.money == [42 + 2, 15, 27 + 10 + 2]  # showdown tokens left over count too


def test_a_tied_showdown_repeats_and_after_three_the_win_is_shared() -> None:
    state = run(with_dice(_last_turn(2, [20, 15], [0, 0]), ["camel"]), Stop())
    for _ in range(3):
        assert state.seats == [0, 1] and not state.over
        state = run(with_dice(state, ["camel"]), Stop())
        state = run(with_dice(state, ["camel"]), Stop())
    assert state.over
    assert GAME.outcome(state).winners == [0, 1]
    assert state.round == 6


# ----- solo ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("money", "band"),
    [
        (59, "Warming Up"),
        (60, "Quite Good"),
        (79, "Quite Good"),
        (80, "Very Good"),
        (99, "Very Good"),
        (100, "Excellent"),
        (119, "Excellent"),
        (120, "Zowie"),
        (300, "Zowie"),
    ],
)
def test_solo_rating_bands(money: int, band: str) -> None:
    assert solo_rating(money) == band


def test_solo_game_is_three_turns_and_shows_the_band() -> None:
    state = table(1)
    turns = 0
    while not state.over:
        state = run(with_dice(state, ["camel"] * 5), Stop())
        turns += 1
    assert turns == 3
    assert state.money == [10 + 75 + 6]
    outcome = GAME.outcome(state)
    assert outcome.winners == []  # a score against the bands: no "winner" among one
    assert outcome.summary.startswith(
        "Alice finishes with $91: Very Good. Excellent starts at $100."
    )


def test_a_kangaroo_chip_still_works_in_a_showdown() -> None:
    state = table(2)
    state.round, state.turn, state.seats = 4, 0, [0, 1]
    state.showdown_base = list(state.money)
    state = with_dice(state, ["camel", "moose", "lion"], chips=[2, 0])
    after = run(state, UseChip(dice=(1, 2)))
    assert after.dice == ["camel", "kangaroo", "kangaroo"]
