"""Illegal actions, log lines and snapshots: the contract every screen and bot relies on."""

from __future__ import annotations

import random

import pytest

from penguin_tables.engine.errors import BrokenInvariant, IllegalAction
from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.actions import (
    Action,
    ChooseCard,
    Collect,
    EndTurn,
    Pass,
    PlaceCard,
    Steal,
    UsePower,
    UseValue,
)
from penguin_tables.games.frozen_shinies.preview import use_preview
from penguin_tables.games.frozen_shinies.state import FrozenState

from .helpers import NAMES, play, run, table


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (ChooseCard(value=14), "You hold no 14"),
        (PlaceCard(stack=0), "choose a card"),
        (Pass(), "not allowed"),
        (EndTurn(), "choose a card"),
    ],
)
def test_illegal_actions_raise_and_leave_the_state_unchanged(action: Action, message: str) -> None:
    state = GAME.new_game(NAMES[:2], seed=4)
    before = GAME.dump(state)
    if action in GAME.legal_actions(state):
        pytest.skip("this deal happens to allow it")
    with pytest.raises(IllegalAction, match=message):
        GAME.apply(state, action)
    assert GAME.dump(state) == before


def test_illegal_choices_deeper_in_the_turn() -> None:
    state = play(table([[1, 2], [9], []], [[5], [5]]), 5, 1)
    with pytest.raises(IllegalAction, match="power"):
        GAME.apply(play(table([[1, 2], [9]], [[13], [5]]), 13, 1), UsePower())
    state = run(state, UseValue())
    before = GAME.dump(state)
    for bad in (
        Collect(stack=0, count=2, total=99),
        Collect(stack=1, count=1, total=5),
        Steal(victim=1),
    ):
        with pytest.raises(IllegalAction):
            GAME.apply(state, bad)
    assert GAME.dump(state) == before


def test_no_move_after_the_end() -> None:
    state = table([[], [], []], [[], []], final_round=True, first=1, turn=0)
    state = run(state, Pass())
    assert GAME.is_over(state)
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(state, Pass())


def test_the_invariants_catch_a_lost_card_and_a_made_up_fish() -> None:
    state = GAME.new_game(NAMES[:3], seed=2)
    GAME.check_invariants(state)
    lost = GAME.copy_state(state)
    lost.stacks[0] = lost.stacks[0][:-1]
    with pytest.raises(BrokenInvariant, match="cards"):
        GAME.check_invariants(lost)
    fishy = GAME.copy_state(state)
    fishy.fish[0] += 1
    with pytest.raises(BrokenInvariant, match="fish"):
        GAME.check_invariants(fishy)


def test_log_lines_say_what_happened_in_words() -> None:
    state = table([[1, 2], [9], []], [[5], [5]], fish=[0, 0])
    steps: list[Action] = [ChooseCard(value=5), PlaceCard(stack=1), UseValue()]
    lines = []
    for action in [*steps, Collect(stack=0, count=2, total=3, gain=2)]:
        after = GAME.apply(state, action)
        lines.append(GAME.describe(state, action, after))
        state = after
    assert lines == [
        "Ann picks a card to play.",
        "Ann plays a 5 on stack B.",
        "Ann uses the 5 for its value.",
        "Ann collects 1 and 2 from stack A and takes 2 fish."
        " The end is near: this round is the last.",
    ]


def test_actions_read_as_words_and_round_trip() -> None:
    actions: list[Action] = [ChooseCard(value=3), Collect(stack=2, count=2, total=9, pay=1)]
    assert [str(a) for a in actions] == [
        "choose your 3",
        "collect 2 cards (sum 9) from stack C, paying 1 fish",
    ]
    for action in actions:
        assert GAME.load_action(GAME.dump_action(action)) == action


def test_a_snapshot_continues_identically() -> None:
    state: FrozenState = GAME.new_game(NAMES[:3], seed=8)
    assert GAME.dump(GAME.load(GAME.dump(state))) == GAME.dump(state)


def test_the_use_preview_shows_both_sides_of_the_choice() -> None:
    state = play(table([[1, 2], [9], []], [[1], [5]]), 1, 1)
    preview = use_preview(state)
    assert preview is not None and preview.value == 1
    assert [(c.stack, c.count, c.total) for c in preview.collections] == [(0, 1, 1)]
    assert len(preview.power_choices) == 1 and preview.power_name == "Two from the front"
    assert use_preview(table([[1], [2]], [[1], [1]])) is None


def test_every_step_of_a_game_has_a_log_line_and_picking_a_card_names_none() -> None:
    for players in (2, 4):
        state = GAME.new_game(NAMES[:players], seed=players)
        rng = random.Random(players)
        while not GAME.is_over(state):
            action = rng.choice(GAME.legal_actions(state))
            after = GAME.apply(state, action)
            line = GAME.describe(state, action, after)
            assert line.startswith(state.players[state.turn]) and line.endswith(".")
            if isinstance(action, ChooseCard):
                assert not any(ch.isdigit() for ch in line)
            state = after
