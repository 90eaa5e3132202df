"""The designed valley: tiers, moves (never straight up), the floor's three tiles, slides, content."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, pairwise

from penguin_tables.games.jewels.content import FLOOR, content
from penguin_tables.games.jewels.rules.movement import destinations


def test_the_valley_holds_23_regular_tiles_a_trophy_and_the_floor() -> None:
    c = content()
    tiers = Counter(t.tier for t in c.tiles.values())
    assert sum(n for tier, n in tiers.items() if tier != "T") == 23
    assert tiers["T"] == 1
    assert Counter(p.tier for p in c.positions.values()) == tiers
    assert len(c.floor_cells) == 2


def test_the_floor_reaches_exactly_three_tiles_all_in_tier_a() -> None:
    reach = destinations(FLOOR)
    assert len(reach) == 3
    assert {content().positions[p].tier for p in reach} == {"A"}


def test_no_move_goes_straight_up_the_ice_wall() -> None:
    c = content()
    for start, targets in c.moves.items():
        for target in targets:
            if start == FLOOR or target == FLOOR:
                continue
            a, b = c.positions[start], c.positions[target]
            assert not (a.q == b.q and b.y > a.y), f"{start} climbs straight up to {target}"


def test_moves_are_the_hex_neighbours_from_the_coordinates() -> None:
    c4 = destinations("C4")
    # straight down two tiers, diagonally down and up one tier; C4 straight up (E4) is the wall
    assert set(c4) == {"A4", "B3", "B5", "D3", "D5"}
    assert "E4" not in c4
    assert "C4" in destinations("E4")  # going down is fine


def test_every_place_can_be_reached_from_the_floor_and_left() -> None:
    c = content()
    seen, frontier = {FLOOR}, [FLOOR]
    while frontier:
        for nxt in c.moves[frontier.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                frontier.append(nxt)
    assert seen == set(c.positions) | {FLOOR}
    assert all(c.moves[p] for p in seen)


def test_slides_sit_at_the_bottom_of_tiles_and_pay_only_going_straight_down() -> None:
    c = content()
    assert c.slides
    for at in c.slides:
        assert any((at, target) in c.drops for target in c.moves[at]), at


def test_higher_slides_pay_more() -> None:
    worth = {"R": 1, "E": 2, "S": 5, "D": 8}
    c = content()
    by_tier: dict[str, list[int]] = {}
    for at, gems in c.slides.items():
        by_tier.setdefault(c.positions[at].tier, []).append(sum(worth[g] * n for g, n in gems))
    order = sorted(by_tier, key="ABCDET".index)
    for low, high in pairwise(order):
        assert max(by_tier[low]) <= min(by_tier[high])


def test_45_objectives_and_each_pair_of_guilds_on_exactly_three() -> None:
    c = content()
    assert len(c.objectives) == 45
    pairs = Counter(tuple(sorted(o.guilds)) for o in c.objectives.values())
    assert set(pairs) == {tuple(sorted(p)) for p in combinations(c.guilds, 2)}
    assert set(pairs.values()) == {3}


def test_every_objective_has_a_neighbour_in_points_so_swaps_matter() -> None:
    points = Counter(o.points for o in content().objectives.values())
    for value in points:
        assert points[value] >= 2 or points.get(value - 1) or points.get(value + 1)


def test_specials_only_in_active_abilities_and_scatter_only_in_exchanges() -> None:
    for tile in content().tiles.values():
        assert all(e.kind in ("acquire", "exchange") for e in tile.everyone)
        for effect in (*tile.active, *tile.everyone):
            assert effect.scatter in (0, 3)
            if effect.scatter:
                assert effect.kind == "exchange"


def test_the_market_has_the_rulebooks_six_exchanges() -> None:
    texts = [e.short() for e in content().market]
    assert texts == ["R>E", "E>3R", "2E>S", "S>3E", "ES>D", "RD>2S"]


def test_the_starter_layout_puts_each_tile_on_a_place_of_its_tier() -> None:
    c = content()
    assert set(c.starter) == set(c.positions)
    assert sorted(c.starter.values()) == sorted(c.tiles)
    for place, tile in c.starter.items():
        assert c.tiles[tile].tier == c.positions[place].tier
