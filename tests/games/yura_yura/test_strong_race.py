"""The strong player under the rulebook's rules: look-aheads judged by the card race played to its
end, and no call, catch or placement left to a noisy search."""

from __future__ import annotations

import random

from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.actions import CALL, Catch, Place, Play, play
from penguin_tables.games.yura_yura.computer import COMPUTER
from penguin_tables.games.yura_yura.computer.race import race_from, run
from penguin_tables.games.yura_yura.state import YuraState
from tests.games.yura_yura.helpers import find, table


def _card_count_judgement(state: YuraState) -> list[float]:
    """The judgement the strong player used before: fewer cards, better chances."""
    weights = [1.0 / (len(hand) + 1) for hand in state.hands]
    return [w / sum(weights) for w in weights]


def test_the_leaf_judgement_tells_a_play_that_wins_from_one_that_leaves_an_aurora_card_last() -> (
    None
):
    """P1 holds a skip and a white penguin on a white iceberg. The skip (naming white) gives P1
    another turn with two players, and the penguin goes out on it; the penguin first leaves the
    skip, which may never be the last card. Both plays leave one card in P1's hand, so the old
    judgement (cards in hand) scored them alike; the race judgement sees the win."""
    skip, penguin = find(None, "skip"), find("white", "penguin")
    state = table([[skip, penguin], [find("deep", "ice2"), find("light", "ice1")]])
    state.top_card = find("white", "iceberg")
    wins = GAME.apply(state, play(skip, "white"))
    stuck = GAME.apply(state, play(penguin))
    assert _card_count_judgement(wins) == _card_count_judgement(stuck)
    assert COMPUTER.estimate(wins)[0] == 1.0
    assert COMPUTER.estimate(stuck)[0] < 0.7


def test_the_race_sees_who_can_follow() -> None:
    """With the hands as they are, a card the next player can follow loses the race and one it
    cannot follow does not, where counting cards sees no difference."""
    deep_penguin, white_iceberg = find("deep", "penguin"), find("white", "iceberg")
    state = table(
        [[deep_penguin, white_iceberg], [find("deep", "ice2")]], top=find("white", "penguin")
    )
    follow = GAME.apply(state, play(deep_penguin))
    block = GAME.apply(state, play(white_iceberg))
    assert _card_count_judgement(follow) == _card_count_judgement(block)
    assert run(race_from(follow), 2) == [0.0, 1.0]
    rng, won = random.Random(2), 0.0
    for _ in range(100):  # P2 must draw: who wins depends on the sea
        race = race_from(block)
        rng.shuffle(race.sea)
        won += run(race, 2)[0]
    assert won / 100 > 0.3


def test_a_race_ends_with_the_sea_running_dry_as_a_shared_win() -> None:
    state = table([[find("white", "penguin"), find("white", "ice1")], [find("deep", "ice2")]])
    race = race_from(state)
    race.sea = race.sea[-1:]  # one card left: the first draw takes it
    race.top, race.turn = find("light", "iceberg"), 1
    assert run(race, 2) == [0.5, 0.5]


def test_draw_two_gives_the_next_player_two_cards_and_skip_another_turn() -> None:
    draw2, skip = find(None, "draw2"), find(None, "skip")
    white = [find("white", "penguin", n) for n in range(3)]
    state = table([[draw2, skip, *white], [find("deep", "ice2")]])
    race = race_from(state)
    sizes = len(race.sea)
    from penguin_tables.games.yura_yura.computer.race import (
        _play,  # the race's own step, tried alone
    )

    _play(race, draw2, "white")
    assert len(race.hands[1]) == 3 and len(race.sea) == sizes - 2 and race.turn == 1
    race.turn = 0
    _play(race, skip, "white")
    assert race.turn == 0  # two players: a skip is another turn


def test_in_a_look_ahead_placements_calls_and_catches_are_not_choices() -> None:
    state = table([[30, 31], [33, 34]], phase="place")
    (steady,) = COMPUTER.search_actions(state)
    assert isinstance(steady, Place) and steady.offset == 0.0
    state.catchable = 1
    assert COMPUTER.search_actions(state) == [Catch()]
    plays = COMPUTER.search_actions(table([[30, 31], [33, 34]]))
    assert plays and all(isinstance(a, Play) for a in plays)


def test_the_strong_player_always_calls_penguin_and_catches_a_miss() -> None:
    """With twenty look-aheads the search sometimes let the call pass (three times in twenty games
    against normal); each miss cost a card."""
    state = table([[30], [33, 34]], phase="call")
    assert (COMPUTER.settled_move(state) or (None, 0.0))[0] == CALL
    choosing = table([[30, 31], [33]])
    choosing.catchable = 1
    assert (COMPUTER.settled_move(choosing) or (None, 0.0))[0] == Catch()


def test_the_race_plays_the_card_the_computer_player_would() -> None:
    """The race's quick card choice is `levels.choose`'s, on many random hands and top cards."""
    from penguin_tables.games.yura_yura.computer import levels
    from penguin_tables.games.yura_yura.computer.race import choice

    rng = random.Random(11)
    for _ in range(300):
        cards = list(range(48))
        rng.shuffle(cards)
        hands = [cards[: rng.randint(1, 8)], cards[10 : 10 + rng.randint(1, 6)]]
        state = table(hands, top=cards[20])
        legal = GAME.legal_actions(state)
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            continue
        chosen = levels.choose(state, legal, "normal", random.Random(0))
        options = sorted({a.card for a in plays})
        assert isinstance(chosen, Play)
        assert choice(hands[0], options, len(hands[1]), 2) == (chosen.card, chosen.colour)


def test_the_strong_search_plays_a_legal_card_with_more_players() -> None:
    """The race judges any number of seats: a five-player game's search ends in a legal play."""
    from penguin_tables.engine.search import SearchBudget, search

    state = GAME.new_game([f"P{i}" for i in range(5)], seed=4)
    rng = random.Random(1)
    while state.phase != "choose":
        state = GAME.apply(state, COMPUTER.own_move(state, "hard", rng))
    budget = SearchBudget(seconds=60.0, iterations=10)
    result = search(COMPUTER, state, rng, budget)
    assert GAME.is_legal(state, result.action)
    shares = COMPUTER.estimate(state)
    assert len(shares) == 5 and all(0.0 <= s <= 1.0 for s in shares)


def test_an_aurora_card_is_weighed_once_naming_the_colour_held_most() -> None:
    reverse = find(None, "reverse")
    whites = [find("white", "penguin"), find("white", "iceberg")]
    state = table([[reverse, *whites, find("deep", "ice1")], [33, 34]])
    namings = [
        a for a in COMPUTER.search_actions(state) if isinstance(a, Play) and a.card == reverse
    ]
    assert namings == [play(reverse, "white")]
    assert len([a for a in GAME.legal_actions(state) if getattr(a, "card", None) == reverse]) == 3


def test_the_all_knowing_benchmark_search_judges_the_cards_as_they_lie() -> None:
    """`sees_all` (the benchmark's ceiling) keeps the hidden cards: P2's one card follows, so P1
    has lost, where the honest judgement, re-dealing P2's hand, still gives P1 a chance."""
    import copy

    deep_penguin, white_iceberg = find("deep", "penguin"), find("white", "iceberg")
    state = table(
        [[deep_penguin, white_iceberg], [find("deep", "ice2")]], top=find("white", "penguin")
    )
    follow = GAME.apply(state, play(deep_penguin))
    seeing = copy.copy(COMPUTER)
    seeing.sees_all = True
    assert seeing.estimate(follow) == [0.0, 1.0]
    assert COMPUTER.estimate(follow)[0] > 0.0
