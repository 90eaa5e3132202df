"""The strong player's Jewels hooks: a leaf judgement that finishes the turn in progress, prefers the
better position and reads real results, and a search that cannot tell two tables apart when the
seat's own view of them is the same."""

from __future__ import annotations

import random

from penguin_tables.engine.search import SearchBudget, Searcher, search
from penguin_tables.games.jewels import GAME, playout
from penguin_tables.games.jewels.actions import Buy, Pass
from penguin_tables.games.jewels.state import JewelsState
from tests.games.jewels.tables import give, table


def test_the_look_ahead_finishes_the_turn_in_progress() -> None:
    """At the start of seat 0's turn nothing is won yet; the look-ahead plays the turn (a step
    onto a gem tile at least), so it judges seat 0 better off than the bare position does."""
    state = table()
    assert playout.look_ahead(state)[0] > playout.win_chances(state)[0] + 0.01


def test_the_look_ahead_leaves_the_position_alone_and_gives_chances() -> None:
    state = GAME.new_game(["A", "B"], 4)
    before = GAME.dump(state)
    chances = playout.look_ahead(state)
    assert GAME.dump(state) == before
    assert len(chances) == 2 and abs(sum(chances) - 1.0) < 1e-9
    assert all(0.0 <= c <= 1.0 for c in chances)


def test_the_judgement_ranks_the_richer_seat_higher() -> None:
    state = table()
    even = playout.win_chances(state)
    assert abs(even[0] - even[1]) < 0.05  # only the guilds differ
    give(state, 0, S=2, D=1)
    state.seats[0].objectives = ["o31"]
    richer = playout.win_chances(state)
    assert richer[0] > 0.8 > 0.2 > richer[1]


def test_a_finished_game_is_judged_by_its_result_not_by_gems() -> None:
    state = table()
    state.seats[0].objectives = ["o01"]  # 2 points, or 4 with the guild
    give(state, 1, D=3)
    state.phase = "over"
    assert playout.win_chances(state) == [1.0, 0.0]


def _last_purchase() -> JewelsState:
    """Seat 0's last turn, at the purchase: seat 1 has the Thanks and leads by 4 points; seat 0
    can pay for an 8-point card (the win) or a 2-point card (still behind)."""
    state = table()
    state.seats[1].objectives = ["o02", "o04", "o10", "o12", "o14"]
    state.thanks = 1
    state.final_turns_left = 1
    state.seats[0].objectives = ["o03", "o07", "o09", "o13"]
    state.seats[0].guild, state.seats[1].guild = "divers", "fishers"
    state.display = ["o31", "o08", "o05", "o06", "o15"]
    give(state, 0, R=7, S=1, D=3)
    state.phase = "buy"
    return state


def test_the_strong_player_buys_the_card_that_wins_the_game() -> None:
    state = _last_purchase()
    assert Buy(objective="o31") in GAME.legal_actions(state)
    assert Pass() in GAME.legal_actions(state)
    searcher = Searcher(GAME, state, random.Random(1))
    result = searcher.run(SearchBudget(seconds=30, iterations=60))
    assert result.action == Buy(objective="o31")
    shares = {k: n.reward / n.visits for k, n in searcher.root.children.items() if n.visits}
    assert shares[Buy(objective="o31")] > shares[Pass()] + 0.1


def test_the_search_cannot_tell_apart_tables_that_look_the_same_to_it() -> None:
    """Re-dealing the deck and the other guild changes nothing the searching seat can see, so its
    move and its chance must not change either: it never reads hidden cards."""
    state = GAME.new_game(["A", "B"], 9)
    for _ in range(40):
        state = GAME.apply(state, GAME.computer_action(state, "normal", random.Random(3)))
    seat = GAME.to_move(state)
    assert seat is not None
    twin = GAME.resample_hidden(state, seat, random.Random(5))
    assert GAME.view(twin, seat) == GAME.view(state, seat)
    assert twin.deck != state.deck or twin.seats[1 - seat].guild != state.seats[1 - seat].guild
    budget = SearchBudget(seconds=30, iterations=40)
    one = search(GAME, state, random.Random(7), budget)
    two = search(GAME, twin, random.Random(7), budget)
    assert one.action == two.action and one.win_chance == two.win_chance
