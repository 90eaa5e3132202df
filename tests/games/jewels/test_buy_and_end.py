"""Buying and refilling, the fifth objective and the Thanks, final turns, scoring and tie-breaks."""

from __future__ import annotations

import pytest

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.actions import Buy, Pass
from penguin_tables.games.jewels.content import Objective, content, edition
from penguin_tables.games.jewels.rules.scoring import score
from penguin_tables.games.jewels.state import JewelsState
from tests.games.jewels.tables import give, move, table

#: The deck a new game deals unless another is chosen.
DEFAULT_DECK = str(next(o for o in GAME.options if o.name == "tiles").default)


def _at_buy(players: int = 2) -> JewelsState:
    state = table(players=players)
    give(state, 0, R=20, E=20, S=20, D=20)
    return move(state, 0, "A2")  # Ruby Pool: automatic gems, then the buy step


def example_card(name: str = DEFAULT_DECK) -> Objective:
    """The rulebook's example card in a deck (the default one unless named): one Ruby and four
    Emeralds, 5 points."""
    deck = [content().objectives[o] for o in edition(name).objectives]
    found = [o for o in deck if o.cost == (("R", 1), ("E", 4)) and o.points == 5]
    assert len(found) == 1
    return found[0]


def test_objective_card_example_one_ruby_and_four_emeralds_for_five_points() -> None:
    """The rulebook's card: it costs one Ruby and four Emeralds and is worth 5 points. The default
    deck holds it as printed; paying the cost and counting the points work as the rulebook shows."""
    card = example_card()
    state = table(tiles=DEFAULT_DECK)
    give(state, 0, R=1, E=4)
    if card.id in state.deck:
        slot = state.deck.index(card.id)
        state.deck[slot], state.display[0] = state.display[0], card.id
    state = move(state, 0, "A6")  # Snowflake Hollow offers a choice: skip it
    while state.phase != "buy":
        state = GAME.apply(state, GAME.legal_actions(state)[-1])
    state = GAME.apply(state, Buy(objective=card.id))
    assert state.seats[0].objectives == [card.id]
    assert state.seats[0].gems["E"] == 0
    bonus = content().guild_bonus if state.seats[0].guild in card.guilds else 0
    assert score(state, 0) == 5 + bonus


@pytest.mark.parametrize("name", ["revised", "rulebook"])
def test_both_decks_of_the_rulebook_valley_hold_the_example_card(name: str) -> None:
    """The revised deck keeps the rulebook's example card as printed, and so does the first."""
    card = example_card(name)
    assert card.name == "Frosty Tiara" and card.cost == (("R", 1), ("E", 4)) and card.points == 5


@pytest.mark.parametrize("name", ["revised", "rulebook", "extended"])
def test_no_objective_but_the_rulebooks_example_costs_less_than_three_gem_value_a_point(
    name: str,
) -> None:
    """The example card costs about 2.2 per point and is kept as the rulebook prints it (one in 45);
    every other card pays its way, so no cheap card decides the race."""
    value = {"R": 1.0, "E": 2.5, "S": 6.0, "D": 9.0}
    for card in (content().objectives[o] for o in edition(name).objectives):
        if name != "extended" and card == example_card(name):
            continue
        assert sum(value[g] * n for g, n in card.cost) / card.points >= 3.0, card.name


def test_buying_pays_the_cost_and_refills_from_the_deck() -> None:
    state = _at_buy()
    assert state.phase == "buy"
    card = state.display[2]
    top = state.deck[0]
    before = dict(state.seats[0].gems)
    after = GAME.apply(state, Buy(objective=card))
    assert after.display[2] == top and card in after.seats[0].objectives
    for gem, n in content().objectives[card].cost:
        assert after.seats[0].gems[gem] == before[gem] - n
    assert after.turn == 1  # buying ends the turn (after the re-roll)
    assert GAME.reveals(state, Buy(objective=card), after)


def test_only_affordable_objectives_are_offered() -> None:
    state = table()
    give(state, 0, R=4)
    state = move(state, 0, "A2")  # 7 Rubies now
    objs = content().objectives
    buys = [a.objective for a in GAME.legal_actions(state) if isinstance(a, Buy)]
    expected = [o for o in state.display if all(g == "R" and n <= 7 for g, n in objs[o].cost)]
    assert buys == expected
    with pytest.raises(IllegalAction):
        GAME.apply(state, Buy(objective=state.deck[0]))


def test_an_empty_deck_leaves_the_gap() -> None:
    state = _at_buy()
    state.deck = []
    after = GAME.apply(state, Buy(objective=state.display[0]))
    assert len(after.display) == 4


def test_rerolling_only_the_spent_dice() -> None:
    state = table()
    state.seats[0].dice = [1, 4, 5]
    state = move(state, 0, "A2")
    assert state.seats[0].dice[1:] == [4, 5]
    assert state.seats[0].spent == [False, False, False]


def _four_bought(state: JewelsState, seat: int) -> None:
    for _ in range(4):
        card = state.deck.pop()
        state.seats[seat].objectives.append(card)


def test_the_fifth_objective_brings_the_thanks_and_one_more_turn_for_the_others() -> None:
    state = _at_buy(players=3)
    _four_bought(state, 0)
    state = GAME.apply(state, Buy(objective=state.display[0]))
    assert state.thanks == 0 and state.final_turns_left == 2
    for expected_turn in (1, 2):
        assert state.turn == expected_turn and not GAME.is_over(state)
        state = _pass_turn(state)
    assert GAME.is_over(state)
    assert GAME.legal_actions(state) == []
    assert score(state, 0) >= content().thanks_points


def test_when_a_later_player_takes_the_thanks_those_before_it_get_a_turn_more() -> None:
    """*The End of the Game* gives every other player one more turn, no more: the players after
    the taker finish the round, the ones before it (the first player among them) start another,
    so they end with one turn more than the taker. The rulebook evens nothing out beyond that."""
    state = table(players=3)
    turns = [0, 0, 0]
    for _ in range(2):  # seats 0 and 1 take their turn: seat 2, last in the order, is to move
        turns[state.turn] += 1
        state = _pass_turn(state)
    give(state, 2, R=20, E=20, S=20, D=20)
    state = move(state, 0, "A2")  # die 0: its penguin to Ruby Pool, then the buy step
    _four_bought(state, 2)
    state = GAME.apply(state, Buy(objective=state.display[0]))
    turns[2] += 1
    assert state.thanks == 2 and not GAME.is_over(state)
    for expected_turn in (0, 1):
        assert state.turn == expected_turn and not GAME.is_over(state)
        turns[state.turn] += 1
        state = _pass_turn(state)
    assert GAME.is_over(state)
    assert turns == [2, 2, 1]


def _pass_turn(state: JewelsState) -> JewelsState:
    seat = state.turn
    while state.turn == seat and not GAME.is_over(state):
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, Pass() if Pass() in legal else legal[-1])
    return state


def test_a_later_fifth_objective_brings_no_second_thanks() -> None:
    state = _at_buy(players=2)
    state.thanks = 1
    state.final_turns_left = 1
    state.seats[1].objectives = [state.deck.pop() for _ in range(5)]
    _four_bought(state, 0)
    state = GAME.apply(state, Buy(objective=state.display[0]))
    assert state.thanks == 1 and GAME.is_over(state)


def _scored(players: int = 3) -> JewelsState:
    state = table(players=players)
    state.phase = "over"
    return state


def test_score_counts_points_guild_bonus_and_thanks() -> None:
    state = _scored()
    objs = content().objectives
    guild = state.seats[0].guild
    mine = next(o for o in objs.values() if guild in o.guilds)
    other = next(o for o in objs.values() if guild not in o.guilds)
    state.seats[0].objectives = [mine.id, other.id]
    assert score(state, 0) == mine.points + 2 + other.points
    state.thanks = 0
    assert score(state, 0) == mine.points + 2 + other.points + 4


def _tie(state: JewelsState) -> None:
    for seat in state.seats:
        seat.objectives = []
        seat.gems = {"R": 1, "E": 1, "S": 1, "D": 1}


@pytest.mark.parametrize("gem", ["D", "S", "E", "R"])
def test_ties_are_broken_by_diamonds_then_sapphires_emeralds_rubies(gem: str) -> None:
    state = _scored()
    _tie(state)
    state.seats[2].gems[gem] += 1
    order = ["D", "S", "E", "R"]
    for better in order[: order.index(gem)]:
        state.seats[1].gems[better] += 0  # the higher gems stay equal
    assert GAME.outcome(state).winners == [2]
    state.seats[1].gems[gem] += 1
    assert GAME.outcome(state).winners == [1, 2]


def test_diamonds_outrank_any_number_of_lesser_gems() -> None:
    state = _scored()
    _tie(state)
    state.seats[0].gems["D"] += 1
    state.seats[1].gems["S"] += 9
    assert GAME.outcome(state).winners == [0]


def test_then_the_thanks_breaks_the_tie() -> None:
    state = _scored(players=2)
    _tie(state)
    cards = sorted(content().objectives, key=lambda o: content().objectives[o].points)
    state.seats[1].objectives = cards[:5]
    state.thanks = 1
    state.seats[0].objectives = []
    # give seat 0 the same score with other cards is hard; compare ranking keys directly
    from penguin_tables.games.jewels.rules.scoring import ranking_key

    key0, key1 = ranking_key(state, 0), ranking_key(state, 1)
    assert key0[1:5] == key1[1:5] and key1[5] == 1 and key0[5] == 0


def test_a_complete_tie_is_shared() -> None:
    state = _scored(players=3)
    _tie(state)
    outcome = GAME.outcome(state)
    assert outcome.winners == [0, 1, 2]
    assert "share" in outcome.summary
