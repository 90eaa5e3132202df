"""A turn: the roll, rerolls and spare dice for tokens, cashing in penguins, and stopping."""

from __future__ import annotations

import pytest

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.fistful import GAME
from penguin_tables.games.fistful.actions import (
    Action,
    CashIn,
    KeepOffer,
    Reroll,
    SetPrice,
    SpareDie,
    Stop,
    UseChip,
)
from penguin_tables.games.fistful.dice import starting_dice
from tests.games.fistful.tables import run, stop_everyone, table, with_dice


def test_each_player_starts_with_six_tokens_and_ten_dollars() -> None:
    state = table(4)
    assert state.money == [10] * 4
    assert state.tokens == [6] * 4
    assert state.chips == [0] * 4


@pytest.mark.parametrize("players", range(1, 7))
def test_rounds_start_with_four_five_six_dice(players: int) -> None:
    state = table(players)
    seen = []
    while not state.over:
        if state.turn == 0 and not state.pending:
            seen.append(len(state.dice))
        state = stop_everyone(state, state.round + 1)
    assert seen == [4, 5, 6]


@pytest.mark.parametrize(("players", "counts"), [(4, [4, 5, 6]), (5, [3, 4, 5]), (6, [2, 3, 4])])
def test_advanced_big_tables_start_with_fewer_dice(players: int, counts: list[int]) -> None:
    assert [starting_dice(r, players, advanced=True) for r in (1, 2, 3)] == counts
    assert [starting_dice(r, players, advanced=False) for r in (1, 2, 3)] == [4, 5, 6]
    state = table(players, "advanced")
    assert len(state.dice) == counts[0]
    assert state.bank_dice == 9 - counts[0] - (players - 1)


def test_reroll_only_the_chosen_dice_for_one_token() -> None:
    state = with_dice(table(), ["camel", "lion", "moose", "penguin"])
    after = run(state, Reroll(dice=(1, 2)))
    assert after.tokens[0] == 5
    assert after.dice[0] == "camel" and after.dice[3] == "penguin"


def test_a_reroll_names_some_dice_showing_each_once_in_order() -> None:
    state = with_dice(table(), ["camel", "lion"])
    legal = GAME.legal_actions(state)
    for dice in [(), (2,), (1, 0), (0, 0)]:
        assert Reroll(dice=dice) not in legal
        with pytest.raises(IllegalAction, match="Choose which"):
            GAME.apply(state, Reroll(dice=dice))


def test_no_reroll_or_spare_die_without_a_token() -> None:
    state = with_dice(table(), ["camel", "lion"], tokens=[0, 6])
    legal = GAME.legal_actions(state)
    assert Reroll(dice=(0,)) not in legal and SpareDie() not in legal
    with pytest.raises(IllegalAction, match="penguin token"):
        GAME.apply(state, Reroll(dice=(0,)))


def test_spare_die_comes_from_the_bank_for_a_token() -> None:
    state = with_dice(table(), ["camel"] * 4)
    after = run(state, SpareDie())
    assert len(after.dice) == 5 and after.tokens[0] == 5
    assert after.bank_dice == 4


def test_no_spare_die_when_the_bank_is_empty() -> None:
    state = with_dice(table(), ["camel"] * 8, set_aside=1)
    assert state.bank_dice == 0
    assert SpareDie() not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction, match="no spare dice"):
        GAME.apply(state, SpareDie())


def test_cashing_in_penguins_sets_them_aside_for_tokens() -> None:
    state = with_dice(table(), ["penguin", "camel", "penguin", "penguin"])
    after = run(state, CashIn(count=3))
    assert after.dice == ["camel"]
    assert after.set_aside == 3
    assert after.tokens[0] == 6 + 6
    assert after.bank_dice == 9 - 4


def test_cashed_in_penguins_do_not_count_again_at_the_end() -> None:
    state = with_dice(table(), ["penguin", "penguin", "camel"])
    after = run(state, CashIn(count=1), Stop())
    assert after.tokens[0] == 6 + 1 + 1  # one cashed, one still showing
    assert after.money[0] == 15


def test_a_turn_ends_when_every_die_is_cashed_in() -> None:
    """Table note: "until you run out of dice" means the dice in front of you, so no spare die
    (and no purchase) once every die is cashed in: the turn is over at once."""
    state = with_dice(table(2), ["penguin", "penguin", "camel"])
    partial = run(state, CashIn(count=2))
    assert partial.active == 0 and SpareDie() in GAME.legal_actions(partial)
    all_in = with_dice(table(2), ["penguin", "penguin"])
    after = run(all_in, CashIn(count=2))
    assert after.active == 1 and after.tokens[0] == 6 + 3 and after.money[0] == 10
    line = GAME.describe(all_in, CashIn(count=2), after)
    assert "cashes in 2 penguins for 3 tokens. No dice are left, so the turn ends" in line
    assert "Bob rolls: " in line


def test_cannot_cash_in_more_penguins_than_show() -> None:
    state = with_dice(table(), ["penguin", "camel"])
    with pytest.raises(IllegalAction, match="only have 1 penguin"):
        GAME.apply(state, CashIn(count=2))


def test_stopping_scores_and_passes_the_dice_left() -> None:
    state = with_dice(table(3), ["camel", "camel", "penguin", "penguin"])
    after = run(state, Stop())
    assert after.money[0] == 20
    assert after.tokens[0] == 6 + 3
    assert after.active == 1
    assert len(after.dice) == 4


def test_lions_can_only_be_scored_when_showing() -> None:
    state = with_dice(table(), ["camel", "moose"])
    assert Stop(lions=True) not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction, match="lion is showing"):
        GAME.apply(state, Stop(lions=True))


def test_choosing_lions_over_the_rest() -> None:
    state = with_dice(table(), ["lion", "kangaroo", "kangaroo"])
    assert run(state, Stop(lions=True)).money[0] == 17
    assert run(state, Stop(lions=False)).money[0] == 14


def test_seller_actions_are_refused_from_the_active_player() -> None:
    state = table(2)
    for action in (SetPrice(dollars=1), KeepOffer()):
        with pytest.raises(IllegalAction, match="other players"):
            GAME.apply(state, action)


@pytest.mark.parametrize(
    "action",
    [Reroll(dice=(7,)), CashIn(count=1), UseChip(dice=(0,)), Stop(lions=True)],
)
def test_illegal_actions_leave_the_state_unchanged(action: Action) -> None:
    state = with_dice(table(), ["camel", "moose", "moose", "squirrel"])
    before = GAME.dump(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, action)
    assert GAME.dump(state) == before


def test_reloaded_mid_turn_continues_identically() -> None:
    state = run(table(3), Reroll(dice=(0, 2)))
    twin = GAME.load(GAME.dump(state))
    a = run(state, Reroll(dice=(1,)), SpareDie(), Stop())
    b = run(twin, Reroll(dice=(1,)), SpareDie(), Stop())
    assert GAME.dump(a) == GAME.dump(b)


def test_the_log_says_what_the_dice_showed() -> None:
    state = with_dice(table(2), ["camel", "lion", "moose", "penguin"])
    after = run(state, Reroll(dice=(1,)))
    line = GAME.describe(state, Reroll(dice=(1,)), after)
    assert line.startswith("Alice spends a token to reroll lion: ")
    assert line.endswith(after.dice[1])
    stop = GAME.describe(after, Stop(), run(after, Stop()))
    assert "Bob rolls: " in stop
    spare = run(after, SpareDie())
    assert GAME.describe(after, SpareDie(), spare).endswith(spare.dice[-1])
