"""The card rules one by one: matching, aurora, specials, drawing, "Penguin!", and the endings."""

from __future__ import annotations

import pytest

from penguin_tables.engine.errors import BrokenInvariant, IllegalAction
from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.actions import Action, CallPenguin, Catch, Draw, EndTurn, Play
from penguin_tables.games.yura_yura.content import START, Colour
from penguin_tables.games.yura_yura.state import YuraState
from tests.games.yura_yura.helpers import STEADY, find, steady, table


def plays(state: YuraState) -> set[tuple[int, Colour | None]]:
    return {(a.card, a.colour) for a in GAME.legal_actions(state) if isinstance(a, Play)}


def play(state: YuraState, card: int, colour: Colour | None = None) -> YuraState:
    return steady(GAME.apply(state, Play(card=card, colour=colour)))


def test_a_card_of_the_top_cards_colour_may_be_played() -> None:
    mine, other = find("white", "ice1"), find("deep", "ice1", 1)
    state = table([[mine, find("light", "penguin")], [other]], top=find("white", "penguin"))
    assert (mine, None) in plays(state)


def test_a_card_of_the_top_cards_symbol_may_be_played() -> None:
    penguin, iceberg = find("light", "penguin"), find("deep", "iceberg")
    state = table([[penguin, iceberg], [find("white", "ice1")]], top=find("white", "penguin"))
    assert plays(state) == {(penguin, None)}


def test_ice_2_does_not_go_on_ice_1() -> None:
    ice2 = find("deep", "ice2")
    state = table(
        [[ice2, find("deep", "penguin")], [find("white", "ice2")]], top=find("white", "ice1")
    )
    assert (ice2, None) not in plays(state)
    assert plays(state) == set() or all(c != ice2 for c, _ in plays(state))
    assert GAME.legal_actions(state) == [Draw()]


def test_an_aurora_card_goes_on_any_colour_and_its_player_names_the_colour() -> None:
    skip = find(None, "skip")
    state = table(
        [[skip, find("deep", "penguin"), 9], [find("white", "ice1"), find("light", "ice1")], [1]],
        top=find("white", "iceberg"),
    )
    assert {(skip, "white"), (skip, "light"), (skip, "deep")} <= plays(state)
    after = play(state, skip, "light")
    assert after.named_colour == "light"
    assert after.turn == 2  # P2 skipped
    after.turn = 1
    assert plays(after) == {(find("light", "ice1"), None)}


def test_the_starting_card_lets_the_first_player_play_any_colour() -> None:
    state = GAME.new_game(["A", "B", "C"], seed=5)
    assert state.top_card == START and state.pending == ["iceberg"]
    state = steady(state)
    hand = state.hands[0]
    playable = {c for c, _ in plays(state)}
    assert playable == set(hand) or len(hand) == 1


def test_skip_passes_over_the_next_player() -> None:
    state = table([[find(None, "skip"), 4, 5], [2], [3]], top=find("white", "ice1"))
    after = play(state, find(None, "skip"), "white")
    assert after.turn == 2


def test_skip_with_two_players_gives_the_same_player_another_turn() -> None:
    state = table([[find(None, "skip"), find("white", "ice1"), 5], [3]], top=find("white", "ice2"))
    after = play(state, find(None, "skip"), "white")
    assert after.turn == 0


def test_reverse_with_two_players_changes_nothing_visible() -> None:
    state = table([[find(None, "reverse"), 5, 6], [3]], top=find("white", "ice2"))
    after = play(state, find(None, "reverse"), "white")
    assert after.direction == -1
    assert after.turn == 1


def test_reverse_turns_the_order_around_with_three_players() -> None:
    state = table([[find(None, "reverse"), 5, 6], [3], [7]], top=find("white", "ice2"))
    after = play(state, find(None, "reverse"), "white")
    assert after.turn == 2


def test_draw_2_makes_the_next_player_draw_two_cards() -> None:
    state = table([[find(None, "draw2"), 5, 6], [3], [7]], top=find("white", "ice2"))
    after = play(state, find(None, "draw2"), "deep")
    assert len(after.hands[1]) == 3
    assert after.turn == 1  # then they take their turn as usual


def test_with_nothing_playable_draw_one_and_play_it_if_possible() -> None:
    state = table(
        [[find("deep", "penguin"), find("deep", "iceberg")], [3]], top=find("white", "ice2")
    )
    state.sea.remove(find("white", "penguin"))
    state.sea.append(find("white", "penguin"))  # the next card drawn matches the colour
    assert GAME.legal_actions(state) == [Draw()]
    after = GAME.apply(state, Draw())
    assert after.phase == "drawn"
    assert plays(after) == {(find("white", "penguin"), None)}


def test_when_the_previous_player_fails_to_play_the_instruction_is_skipped() -> None:
    top = find("white", "iceberg")
    state = table([[find("deep", "penguin"), find("deep", "ice1")], [3, 4]], top=top)
    state.sea.remove(find("light", "ice2"))
    state.sea.append(find("light", "ice2"))  # drawn next: cannot be played on white iceberg
    after = GAME.apply(state, Draw())
    assert after.turn == 1 and after.skip_instruction
    assert after.phase == "choose" and after.pending == []


def test_the_top_cards_instruction_comes_before_the_card() -> None:
    iceberg = find("light", "iceberg")
    state = table([[iceberg, 5, 6], [find("white", "ice1"), 7]], top=find("white", "iceberg"))
    after = GAME.apply(GAME.apply(state, Play(card=iceberg)), STEADY)
    assert after.turn == 1
    assert after.phase == "place" and after.pending == ["iceberg"]
    assert not any(isinstance(a, Play) for a in GAME.legal_actions(after))
    assert len(steady(after).tower.tiers) == 2


def test_one_card_left_calls_penguin() -> None:
    state = table(
        [[find("white", "ice1"), find("deep", "ice1")], [3, 4]], top=find("white", "ice2")
    )
    after = play(state, find("white", "ice1"))
    assert after.phase == "call"
    assert set(GAME.legal_actions(after)) == {CallPenguin(), EndTurn()}
    called = GAME.apply(after, CallPenguin())
    assert called.turn == 1 and called.catchable is None


def test_a_missed_penguin_call_is_caught_and_the_forgetter_draws_one() -> None:
    state = table(
        [[find("white", "ice1"), find("deep", "ice1")], [3, 4]], top=find("white", "ice2")
    )
    forgot = GAME.apply(play(state, find("white", "ice1")), EndTurn())
    assert forgot.turn == 1 and forgot.catchable == 0
    assert Catch() in GAME.legal_actions(forgot)
    caught = GAME.apply(forgot, Catch())
    assert len(caught.hands[0]) == 2
    assert caught.turn == 1 and Catch() not in GAME.legal_actions(caught)


def test_an_aurora_card_cannot_be_the_last_card() -> None:
    state = table([[find(None, "draw2")], [3, 4]], top=find("white", "ice2"))
    assert GAME.legal_actions(state) == [Draw()]


def test_emptying_the_hand_wins() -> None:
    state = table([[find("white", "ice1")], [3, 4], [5]], top=find("white", "ice2"))
    after = play(state, find("white", "ice1"))
    assert GAME.is_over(after) and after.ending == "emptied"
    assert GAME.outcome(after).winners == [0]


def test_when_the_sea_runs_out_everyone_wins() -> None:
    state = table(
        [[find("deep", "penguin"), find("deep", "iceberg")], [3, 4]], top=find("white", "ice2")
    )
    state.hands[1] += state.sea[1:]
    state.sea = state.sea[:1]
    GAME.check_invariants(state)
    after = GAME.apply(state, Draw())
    assert after.ending == "sea"
    assert GAME.outcome(after).winners == [0, 1]


@pytest.mark.parametrize(
    "action",
    [Play(card=3), Play(card=find(None, "skip")), Draw(), Catch(), CallPenguin(), STEADY],
)
def test_illegal_actions_raise_and_leave_the_state_unchanged(action: Action) -> None:
    state = table(
        [[find("white", "ice1"), find("deep", "ice1")], [3, 4]], top=find("white", "ice2")
    )
    before = GAME.dump(state)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, action)
    assert str(caught.value).endswith(".")
    assert GAME.dump(state) == before


def test_the_log_names_what_the_sea_and_the_tower_did() -> None:
    state = table(
        [[find("white", "ice1"), find("deep", "ice1")], [3, 4]], top=find("white", "ice2")
    )
    chosen = GAME.apply(state, Play(card=find("white", "ice1")))
    placed = GAME.apply(chosen, STEADY)
    assert GAME.describe(chosen, STEADY, placed).startswith(
        "P1 places the white ice 1 card on tier 1"
    )
    forgot = GAME.apply(placed, EndTurn())
    caught = GAME.apply(forgot, Catch())
    line = GAME.describe(forgot, Catch(), caught)
    assert line == 'P2 catches P1 without a "Penguin!" call: P1 draws a card'
    assert GAME.reveals(forgot, Catch(), caught)
    assert not GAME.reveals(placed, EndTurn(), forgot)


def test_a_tampered_state_breaks_an_invariant() -> None:
    state = table([[5, 6], [7]])
    state.hands[1].append(5)
    with pytest.raises(BrokenInvariant):
        GAME.check_invariants(state)


def test_the_log_tells_when_the_last_sea_card_is_drawn() -> None:
    state = table(
        [[find("deep", "penguin"), find("deep", "iceberg")], [3, 4]], top=find("white", "ice2")
    )
    state.hands[1] += state.sea[1:]
    state.sea = state.sea[:1]
    after = GAME.apply(state, Draw())
    line = GAME.describe(state, Draw(), after)
    assert "last one in the sea" in line and line.endswith("everyone wins!")
