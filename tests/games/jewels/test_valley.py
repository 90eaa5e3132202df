"""The designed valley: tiers, moves (never straight up), the floor's three tiles, slides, content."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, pairwise

from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.content import FLOOR, content
from penguin_tables.games.jewels.rules.movement import destinations
from penguin_tables.games.jewels.setup import build_layout


def test_the_valley_holds_23_regular_tiles_a_trophy_and_the_floor() -> None:
    """23 crowned starter tiles fill the 23 places; five more (one per tier) join a random valley."""
    c = content()
    starter = Counter(c.tiles[t].tier for t in c.starter_tiles)
    assert sum(n for tier, n in starter.items() if tier != "T") == 23
    assert starter["T"] == 1
    assert Counter(p.tier for p in c.positions.values()) == starter
    extra = Counter(t.tier for t in c.tiles.values()) - starter
    assert extra == Counter("ABCDE")
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
    assert texts == ["R→E", "E→3R", "2E→S", "S→3E", "ES→D", "RD→2S"]


def test_the_starter_layout_puts_each_tile_on_a_place_of_its_tier() -> None:
    """Starter: the crowned tiles, shuffled within their tiers, so the valley differs between seeds."""
    c = content()
    layouts = [build_layout("starter", random.Random(seed)) for seed in range(12)]
    for layout in layouts:
        assert set(layout) == set(c.positions)
        assert sorted(layout.values()) == sorted(c.starter_tiles)
        for place, tile in layout.items():
            assert c.tiles[tile].tier == c.positions[place].tier
        assert layout["T5"] == "trophy"
    assert len({tuple(sorted(layout.items())) for layout in layouts}) == len(layouts)
    assert len({layout["A0"] for layout in layouts}) > 1  # Frost Steps no longer always at A0


def test_the_random_layout_draws_each_tier_from_all_its_tiles() -> None:
    c = content()
    seen: set[str] = set()
    for seed in range(40):
        layout = build_layout("random", random.Random(seed))
        assert set(layout) == set(c.positions) and len(set(layout.values())) == len(layout)
        for place, tile in layout.items():
            assert c.tiles[tile].tier == c.positions[place].tier
        seen |= set(layout.values())
    assert seen == set(c.tiles)  # the five extra tiles do turn up


def test_a_new_game_deals_the_starter_layout_from_its_seed() -> None:
    first = GAME.new_game(["A", "B"], 1, {"layout": "starter"})
    again = GAME.new_game(["A", "B"], 1, {"layout": "starter"})
    other = GAME.new_game(["A", "B"], 2, {"layout": "starter"})
    assert first.layout == again.layout != other.layout


def test_each_guild_pair_has_three_cards_from_cheap_to_dear() -> None:
    """The rules page: the cheapest card of a pair is worth 2 to 4 points, the dearest 6 to 8."""
    pairs: dict[frozenset[str], list[int]] = {}
    for card in content().objectives.values():
        pairs.setdefault(frozenset(card.guilds), []).append(card.points)
    assert len(pairs) == 15
    for points in pairs.values():
        assert len(points) == 3 and 2 <= min(points) <= 4 and 6 <= max(points) <= 8
