"""The strong player's Jewels hooks: a leaf judgement that finishes the turn in progress, prefers the
better position and reads real results, and a search that cannot tell two tables apart when the
seat's own view of them is the same."""

from __future__ import annotations

import random

import pytest

from penguin_tables.engine.search import SearchBudget, Searcher, search
from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.actions import Buy, Pass
from penguin_tables.games.jewels.computer import COMPUTER, leaf, levels, value
from penguin_tables.games.jewels.computer.value_weights import WEIGHTS, WEIGHTS_BY_TILES
from penguin_tables.games.jewels.rules.scoring import score
from penguin_tables.games.jewels.state import JewelsState
from tests.games.jewels.tables import give, table


def test_the_look_ahead_finishes_the_turn_in_progress() -> None:
    """At the start of seat 0's turn nothing is won yet; the look-ahead plays the turn (a step
    onto a gem tile at least), so it judges seat 0 better off than the same table handed to seat 1
    with nothing done (the judgement weighs whose turn is next, so that is the fair comparison)."""
    state = table()
    passed = table()
    passed.turn = 1
    assert leaf.look_ahead(state)[0] > leaf.win_chances(passed)[0] + 0.01


def test_the_look_ahead_leaves_the_position_alone_and_gives_chances() -> None:
    state = GAME.new_game(["A", "B"], 4)
    before = GAME.dump(state)
    chances = leaf.look_ahead(state)
    assert GAME.dump(state) == before
    assert len(chances) == 2 and abs(sum(chances) - 1.0) < 1e-9
    assert all(0.0 <= c <= 1.0 for c in chances)


def test_the_judgement_ranks_the_richer_seat_higher() -> None:
    state = table()
    even = leaf.win_chances(state)
    assert 0.5 <= even[0] < 0.6  # only the guilds differ, and seat 0 moves next
    give(state, 0, S=2, D=1)
    state.seats[0].objectives = ["r31"]
    richer = leaf.win_chances(state)
    assert richer[0] > 0.8 > 0.2 > richer[1]


def test_a_finished_game_is_judged_by_its_result_not_by_gems() -> None:
    state = table()
    state.seats[0].objectives = ["r01"]  # 2 points, or 4 with the guild
    give(state, 1, D=3)
    state.phase = "over"
    assert leaf.win_chances(state) == [1.0, 0.0]


def _last_purchase() -> JewelsState:
    """Seat 0's last turn, at the purchase: seat 1 has the Thanks and leads by 4 points; seat 0
    can pay for an 8-point card (the win) or a 2-point card (still behind)."""
    state = table()
    state.seats[1].objectives = ["r02", "r04", "r10", "r12", "r14"]
    state.thanks = 1
    state.final_turns_left = 1
    state.seats[0].objectives = ["r03", "r07", "r09", "r13"]
    state.seats[0].guild, state.seats[1].guild = "divers", "fishers"
    state.display = ["r31", "r08", "r05", "r06", "r15"]
    give(state, 0, R=14, S=2, D=6)  # the 8-point card, or the 2-point one, not both
    state.phase = "buy"
    return state


def test_the_strong_player_buys_the_card_that_wins_the_game() -> None:
    state = _last_purchase()
    assert Buy(objective="r31") in GAME.legal_actions(state)
    assert Pass() in GAME.legal_actions(state)
    searcher = Searcher(COMPUTER, state, random.Random(1))
    result = searcher.run(SearchBudget(seconds=30, iterations=60))
    assert result.action == Buy(objective="r31")
    shares = {k: n.reward / n.visits for k, n in searcher.root.children.items() if n.visits}
    assert shares[Buy(objective="r31")] > shares[Pass()] + 0.1


def test_the_search_cannot_tell_apart_tables_that_look_the_same_to_it() -> None:
    """Re-dealing the deck and the other guild changes nothing the searching seat can see, so its
    move and its chance must not change either: it never reads hidden cards."""
    state = GAME.new_game(["A", "B"], 9)
    for _ in range(40):
        state = GAME.apply(state, COMPUTER.own_move(state, "normal", random.Random(3)))
    seat = GAME.to_move(state)
    assert seat is not None
    twin = GAME.resample_hidden(state, seat, random.Random(5))
    assert GAME.view(twin, seat) == GAME.view(state, seat)
    assert twin.deck != state.deck or twin.seats[1 - seat].guild != state.seats[1 - seat].guild
    budget = SearchBudget(seconds=30, iterations=40)
    one = search(COMPUTER, state, random.Random(7), budget)
    two = search(COMPUTER, twin, random.Random(7), budget)
    assert one.action == two.action and one.win_chance == two.win_chance


def test_the_judgement_has_weights_for_every_stage_and_feature() -> None:
    for weights in (WEIGHTS, *WEIGHTS_BY_TILES.values()):
        assert len(weights) == value.STAGES
        assert all(len(row) == len(value.FEATURES) for row in weights)
    state = table()
    assert len(value.features(state, 0)) == len(value.FEATURES)


def test_each_set_of_tiles_is_judged_by_its_own_weights() -> None:
    """The revised set has weights fitted to its own games; the others keep the rulebook set's."""
    for tiles in ("revised", "rulebook"):
        state = table(tiles=tiles)
        give(state, 0, R=3, S=1)
        own = WEIGHTS_BY_TILES.get(tiles, WEIGHTS)
        assert value.chances(state) == value.chances(state, own)
    assert value.chances(table(tiles="revised")) != value.chances(table(tiles="revised"), WEIGHTS)


def test_the_judgement_values_the_race_to_five_cards() -> None:
    """Two cards worth the same points as one are still better: the game ends at five cards, and
    the normal player's estimate (points and gems only) could not see that."""
    state = table()
    state.seats[0].guild = state.seats[1].guild = "divers"  # the same readiness for both
    state.seats[0].objectives = ["r01", "r10"]  # 2 + 2 points, neither the divers'
    state.seats[1].objectives = ["r03"]  # 4 points
    state.turn = 1  # the one-card seat moves next: the tempo is on its side
    assert score(state, 0) == score(state, 1)
    assert levels.estimate(state, 0) == pytest.approx(levels.estimate(state, 1))
    chances = value.chances(state)
    assert chances[0] > chances[1]


def test_the_judgement_grows_surer_as_the_end_nears() -> None:
    """The same lead in points means more with four cards each than with one."""
    early, late = table(), table()
    early.seats[0].objectives, early.seats[1].objectives = ["r31"], ["r01"]  # 8 against 2
    late.seats[0].objectives = ["r31", "r03", "r05", "r10"]  # 18 points
    late.seats[1].objectives = ["r01", "r07", "r09", "r12"]  # 12 points
    for state in (early, late):
        state.seats[0].guild = state.seats[1].guild = "divers"  # no card is the divers'
        state.turn = 1  # seat 1 to move: the lead must outweigh the tempo
        assert score(state, 0) - score(state, 1) == 6
    assert value.stage(early) == 1 and value.stage(late) == 4
    assert value.chances(late)[0] > value.chances(early)[0] > 0.5
