"""A Jewels turn is one decision: its picks reach the table together, unless a step shows something
new or another player must answer (then the keyboard passes)."""

from __future__ import annotations

import random

from penguin_tables.engine.choices import Choice
from penguin_tables.engine.decisions import Decided, Draft
from penguin_tables.games.jewels import GAME, Decline
from penguin_tables.games.jewels.actions import KeepDice, LeaveMarket, Pass, SkipAbility, StopHere
from penguin_tables.games.jewels.state import JewelsState
from penguin_tables.games.jewels.view import JewelsView
from tests.games.jewels.tables import give, place, table


def pick(draft: Draft[JewelsView], *keys: str) -> Draft[JewelsView] | Decided:
    result: Draft[JewelsView] | Decided = draft
    for key in keys:
        assert isinstance(result, Draft), f"the decision ended before {key!r}"
        result = result.pick(key)
    return result


def test_a_whole_turn_is_one_decision_until_the_dice_are_rolled() -> None:
    state = table()
    place(state, 0, "A2")  # penguin 1 one step below B1 and B3
    give(state, 0, R=9, E=9, S=9, D=9)  # something on offer is surely payable
    draft = Draft.start(GAME, state, 0)
    walked = pick(draft, "die1", "B3")  # Twin Gems: 1 Ruby and 1 Emerald taken without asking
    assert isinstance(walked, Draft) and walked.drafted.phase == "buy"
    assert walked.decision().depth == 2 and walked.decision().view.seats[0].gems["E"] == 10
    # Escape walks back through every pick of the turn: the place, then the die.
    back = walked.back()
    assert back.decision().prompt.startswith("Where does penguin 1 go")
    assert back.back().decision().prompt.startswith("Choose a die")
    done = walked.pick("pass")  # the re-roll uses chance: the whole turn goes to the table
    assert isinstance(done, Decided)
    assert [a.kind for a in done.actions] == ["choose_die", "move_to", "pass"]


def test_another_players_everyone_ability_sends_the_turn_so_far_and_passes_the_keyboard() -> None:
    state = table()
    place(state, 0, "A4")
    place(state, 1, "B5")  # Blue Crack: everyone trades 2 Rubies for a Sapphire or takes 1 Ruby
    give(state, 0, R=2)
    give(state, 1, R=2)
    done = pick(Draft.start(GAME, state, 0), "die1", "B5", "use1")
    assert isinstance(done, Decided) and len(done.actions) == 3
    after: JewelsState = state
    for action in done.actions:
        after = GAME.apply(after, action)
    assert GAME.to_move(after) == 1 and after.phase == "everyone"
    bob = Draft.start(GAME, after, 1).decision()
    assert bob.prompt.startswith("P1's move ended on Blue Crack")


def test_the_setup_snowflake_is_a_decision_of_its_own() -> None:
    state = GAME.new_game(["P1", "P2"], 6)  # neither player rolled a snowflake
    seat = state.setup_queue[0]
    assert state.setup_queue == [seat, 1 - seat] and state.first_player == seat
    done = Draft.start(GAME, state, seat).pick("keep")
    assert isinstance(done, Decided) and [a.kind for a in done.actions] == ["keep_dice"]


def test_the_choices_that_say_no_carry_the_decline_value() -> None:
    """The board dims a choice by its typed value; every way of declining has it, nothing else."""
    declines = (KeepDice, StopHere, SkipAbility, LeaveMarket, Pass)
    seen: set[type] = set()
    for seed in range(4):
        state = GAME.new_game(["Ann", "Bob", "Cy"], seed=seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            for action in GAME.legal_actions(state):
                (choice,) = GAME.choice_path(state, action)
                assert isinstance(choice, Choice)
                assert isinstance(choice.value, Decline) == isinstance(action, declines), action
                seen.add(type(action))
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert seen.issuperset({KeepDice, Pass, SkipAbility})
