"""What the top card makes the next player put on the iceberg, and where (rulebook "How to Play")."""

from __future__ import annotations

from dataclasses import replace

from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.rules.tower import ice_target, plan
from penguin_tables.games.yura_yura.state import Piece, PieceKind, Pose, YuraState
from tests.games.yura_yura.helpers import STEADY, find, grow, table


def instructed(top: int, tiers: int) -> YuraState:
    """P2 about to follow the instruction of `top`, on a tower of `tiers` tiers."""
    state = grow(table([[30, 31, 32], [33, 34, 35]], top=top, turn=1), tiers)
    state.skip_instruction = False
    from penguin_tables.games.yura_yura.rules.flow import begin_turn

    begin_turn(state)
    return state


def fake_piece(kind: PieceKind, ident: int, tier: int, state: YuraState) -> Piece:
    pose = state.tower.tiers[tier].pose
    return Piece(kind=kind, ident=ident, tier=tier, pose=Pose(x=pose.x, y=pose.y + 2.0, angle=0.0))


def test_an_iceberg_card_adds_a_tier_on_top() -> None:
    state = instructed(find("white", "iceberg"), 2)
    assert state.pending == ["iceberg"]
    after = GAME.apply(state, STEADY)
    assert len(after.tower.tiers) == 3
    assert after.tower.tiers[2].pose.y > after.tower.tiers[1].pose.y


def test_a_penguin_goes_on_the_second_tier_from_the_top() -> None:
    state = instructed(find("white", "penguin"), 4)
    after = GAME.apply(state, STEADY)
    (penguin,) = after.tower.pieces
    assert penguin.kind == "penguin" and penguin.tier == 2


def test_ice_goes_on_the_tier_with_the_fewest_rocks_the_highest_of_a_tie() -> None:
    state = grow(table([[5], [6]]), 4)
    assert ice_target(state.tower) == 2
    state.tower.pieces = [fake_piece("ice", 0, 2, state), fake_piece("ice", 1, 1, state)]
    assert ice_target(state.tower) == 0


def test_ice_2_places_two_rocks_one_at_a_time() -> None:
    state = instructed(find("white", "ice2"), 3)
    assert state.pending == ["ice", "ice"]
    after = GAME.apply(GAME.apply(state, STEADY), STEADY)
    rocks = sorted(p.tier for p in after.tower.pieces)
    assert rocks == [0, 1]
    assert after.phase == "choose"


def test_nothing_goes_on_the_topmost_card() -> None:
    state = instructed(find("white", "penguin"), 1)
    assert state.pending == []  # one tier: no room under a card above, so nowhere to put it
    state = instructed(find("white", "ice1"), 2)
    after = GAME.apply(state, STEADY)
    assert all(p.tier < len(after.tower.tiers) - 1 for p in after.tower.pieces)


def test_with_no_rock_left_one_moves_up_from_the_lowest_tier() -> None:
    state = grow(table([[5], [6]]), 4)
    total = content().ice_pieces
    state.tower.pieces = [fake_piece("ice", i, i % 2, state) for i in range(total)]
    where = plan(state.tower, "ice")
    assert where is not None and where.tier == 2
    assert where.move_from is not None and state.tower.pieces[where.move_from].tier == 0


def test_when_every_rock_is_on_the_second_tier_from_the_top_none_moves() -> None:
    state = grow(table([[5], [6]]), 3)
    state.tower.pieces = [fake_piece("ice", i, 1, state) for i in range(content().ice_pieces)]
    assert plan(state.tower, "ice") is None


def test_with_no_penguin_left_one_moves_up_from_the_lowest_tier() -> None:
    state = grow(table([[5], [6]]), 4)
    state.tower.pieces = [fake_piece("penguin", i, i % 2, state) for i in range(4)]
    where = plan(state.tower, "penguin")
    assert where is not None and where.tier == 2
    assert where.move_from is not None and state.tower.pieces[where.move_from].tier == 0


def test_with_no_iceberg_card_left_the_instruction_is_skipped() -> None:
    state = table([[5], [6]])
    extra = content().iceberg_cards - 1
    state.tower.tiers += [replace(state.tower.tiers[0], cards=())] * extra
    assert plan(state.tower, "iceberg") is None


def test_the_log_says_a_penguin_moved_up_from_a_lower_tier() -> None:
    state = instructed(find("white", "penguin"), 4)
    state.tower.pieces = [fake_piece("penguin", i, i % 2, state) for i in range(content().penguins)]
    after = GAME.apply(state, STEADY)
    line = GAME.describe(state, STEADY, after)
    assert line.startswith("P2 moves a penguin up from tier 1 to tier 3"), line
