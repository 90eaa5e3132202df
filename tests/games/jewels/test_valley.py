"""The designed valley: tiers, moves (never straight up), the floor's three tiles, slides, content.

Every edition is checked: the revised deck on the rulebook's valley (the default), the same
valley with its first deck, and the project's earlier extended set; old saves play the last two.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, pairwise

import pytest

from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.content import FLOOR, content, edition
from penguin_tables.games.jewels.setup import build_layout

EDITIONS = ["revised", "rulebook", "extended"]


def regular(tiles: tuple[str, ...]) -> list[str]:
    """The regular tiles among these (all but the trophy, which is not one of them)."""
    return [t for t in tiles if content().tiles[t].tier != "T"]


def test_the_rulebook_edition_has_23_regular_tiles_and_a_trophy() -> None:
    """The rulebook's components: 23 regular tiles and one trophy tile."""
    rulebook = edition("rulebook")
    assert len(regular(rulebook.tiles)) == 23
    assert [t for t in rulebook.tiles if content().tiles[t].tier == "T"] == ["trophy"]
    assert len(set(rulebook.tiles)) == len(rulebook.tiles)


def test_the_rulebook_valley_has_as_many_places_as_the_random_build_fills() -> None:
    """21 regular places (tiers of 5, 4, 5, 4 and 3) and the trophy's; the random build fills every
    one and leaves two of the 23 tiles out, so the valley has fewer places than tiles."""
    rulebook = edition("rulebook")
    tiers = Counter(content().positions[p].tier for p in rulebook.places)
    assert tiers == Counter({"A": 5, "B": 4, "C": 5, "D": 4, "E": 3, "T": 1})
    for seed in range(20):
        layout = build_layout(rulebook, "random", random.Random(seed))
        assert set(layout) == set(rulebook.places)
        assert len(regular(tuple(layout.values()))) == 21 < len(regular(rulebook.tiles))


def test_the_crowned_starter_tiles_fill_the_starter_valley_exactly() -> None:
    """One crowned tile per place, tier by tier; the uncrowned two only join a random valley."""
    rulebook = edition("rulebook")
    crowned = Counter(content().tiles[t].tier for t in rulebook.starter_tiles)
    places = Counter(content().positions[p].tier for p in rulebook.places)
    assert crowned == places
    assert set(rulebook.starter_tiles) < set(rulebook.tiles)
    assert len(regular(rulebook.tiles)) - len(regular(rulebook.starter_tiles)) == 2


def test_the_extended_edition_keeps_the_28_tiles_on_23_places() -> None:
    """The project's earlier set, for saves made before the rulebook's count came back."""
    extended = edition("extended")
    assert len(regular(extended.tiles)) == 28
    assert len(regular(extended.starter_tiles)) == 23 == len(extended.places) - 1
    assert set(edition("rulebook").places) < set(extended.places)


def test_the_default_game_is_the_rulebook_valley_with_the_revised_deck() -> None:
    state = GAME.new_game(["A", "B"], 3)
    assert state.options["tiles"] == "revised"
    assert set(state.layout) == set(edition("rulebook").places)
    assert set(state.layout.values()) <= set(edition("revised").tiles)
    assert set(state.display + state.deck) == set(edition("revised").objectives)


def test_the_revised_edition_is_the_rulebook_valley_with_tiles_and_a_deck_of_its_own() -> None:
    """The same places and slides; the same tile names, crowned alike, some with new abilities
    (each a tile of its own, so the first edition's tiles stay as they were); a deck of its own."""
    c, revised, rulebook = content(), edition("revised"), edition("rulebook")
    assert revised.places == rulebook.places and revised.slides == rulebook.slides
    assert revised.moves == rulebook.moves and revised.drops == rulebook.drops

    def names(tiles: tuple[str, ...]) -> list[str]:
        return sorted(c.tiles[t].name for t in tiles)

    assert names(revised.tiles) == names(rulebook.tiles)
    assert names(revised.starter_tiles) == names(rulebook.starter_tiles)
    changed = set(revised.tiles) - set(rulebook.tiles)
    assert changed and all(c.tiles[t].tier == "A" for t in changed)
    assert not set(revised.objectives) & set(rulebook.objectives)


def test_the_valley_has_a_two_cell_floor() -> None:
    assert len(content().floor_cells) == 2


@pytest.mark.parametrize("name", EDITIONS)
def test_the_floor_reaches_exactly_three_tiles_all_in_tier_a(name: str) -> None:
    reach = edition(name).moves[FLOOR]
    assert len(reach) == 3
    assert {content().positions[p].tier for p in reach} == {"A"}


@pytest.mark.parametrize("name", EDITIONS)
def test_no_move_goes_straight_up_the_ice_wall(name: str) -> None:
    c = content()
    for start, targets in edition(name).moves.items():
        for target in targets:
            if start == FLOOR or target == FLOOR:
                continue
            a, b = c.positions[start], c.positions[target]
            assert not (a.q == b.q and b.y > a.y), f"{start} climbs straight up to {target}"


def test_moves_are_the_hex_neighbours_from_the_coordinates() -> None:
    moves = edition("rulebook").moves
    c4 = moves["C4"]
    # straight down two tiers, diagonally down and up one tier; C4 straight up (E4) is the wall
    assert set(c4) == {"A4", "B3", "B5", "D3", "D5"}
    assert "E4" not in c4
    assert "C4" in moves["E4"]  # going down is fine
    # the rulebook valley has no E0 or E8: D1 climbs only to E2, where the extended one also has E0
    assert set(moves["D1"]) == {"B1", "C0", "C2", "E2"}
    assert "E0" in edition("extended").moves["D1"]


@pytest.mark.parametrize("name", EDITIONS)
def test_every_place_can_be_reached_from_the_floor_and_left(name: str) -> None:
    here = edition(name)
    seen, frontier = {FLOOR}, [FLOOR]
    while frontier:
        for nxt in here.moves[frontier.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                frontier.append(nxt)
    assert seen == set(here.places) | {FLOOR}
    assert all(here.moves[p] for p in seen)


@pytest.mark.parametrize("name", EDITIONS)
def test_slides_sit_at_the_bottom_of_tiles_and_pay_only_going_straight_down(name: str) -> None:
    here = edition(name)
    assert here.slides and set(here.slides) <= set(here.places)
    for at in here.slides:
        assert any((at, target) in here.drops for target in here.moves[at]), at


@pytest.mark.parametrize("name", EDITIONS)
def test_higher_slides_pay_more(name: str) -> None:
    worth = {"R": 1, "E": 2, "S": 5, "D": 8}
    c = content()
    by_tier: dict[str, list[int]] = {}
    for at, gems in edition(name).slides.items():
        by_tier.setdefault(c.positions[at].tier, []).append(sum(worth[g] * n for g, n in gems))
    order = sorted(by_tier, key="ABCDET".index)
    for low, high in pairwise(order):
        assert max(by_tier[low]) <= min(by_tier[high])


@pytest.mark.parametrize("name", EDITIONS)
def test_45_objectives_and_each_pair_of_guilds_on_exactly_three(name: str) -> None:
    c = content()
    deck = [c.objectives[o] for o in edition(name).objectives]
    assert len(deck) == 45
    pairs = Counter(tuple(sorted(o.guilds)) for o in deck)
    assert set(pairs) == {tuple(sorted(p)) for p in combinations(c.guilds, 2)}
    assert set(pairs.values()) == {3}


@pytest.mark.parametrize("name", EDITIONS)
def test_every_objective_has_a_neighbour_in_points_so_swaps_matter(name: str) -> None:
    points = Counter(content().objectives[o].points for o in edition(name).objectives)
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


@pytest.mark.parametrize("name", EDITIONS)
def test_the_starter_layout_puts_each_tile_on_a_place_of_its_tier(name: str) -> None:
    """Starter: the crowned tiles, shuffled within their tiers, so the valley differs between seeds."""
    c, here = content(), edition(name)
    layouts = [build_layout(here, "starter", random.Random(seed)) for seed in range(12)]
    for layout in layouts:
        assert set(layout) == set(here.places)
        assert sorted(layout.values()) == sorted(here.starter_tiles)
        for place, tile in layout.items():
            assert c.tiles[tile].tier == c.positions[place].tier
        assert layout["T5"] == "trophy"
    assert len({tuple(sorted(layout.items())) for layout in layouts}) == len(layouts)
    assert len({layout["A0"] for layout in layouts}) > 1  # Frost Steps no longer always at A0


@pytest.mark.parametrize("name", EDITIONS)
def test_the_random_layout_draws_each_tier_from_all_its_tiles(name: str) -> None:
    c, here = content(), edition(name)
    seen: set[str] = set()
    for seed in range(40):
        layout = build_layout(here, "random", random.Random(seed))
        assert set(layout) == set(here.places) and len(set(layout.values())) == len(layout)
        for place, tile in layout.items():
            assert c.tiles[tile].tier == c.positions[place].tier
        seen |= set(layout.values())
    assert seen == set(here.tiles)  # the uncrowned tiles do turn up


def test_a_new_game_deals_the_starter_layout_from_its_seed() -> None:
    first = GAME.new_game(["A", "B"], 1, {"layout": "starter"})
    again = GAME.new_game(["A", "B"], 1, {"layout": "starter"})
    other = GAME.new_game(["A", "B"], 2, {"layout": "starter"})
    assert first.layout == again.layout != other.layout


@pytest.mark.parametrize("name", EDITIONS)
def test_each_guild_pair_has_three_cards_from_cheap_to_dear(name: str) -> None:
    """The rules page: the cheapest card of a pair is worth 2 to 4 points, the dearest 6 to 8."""
    pairs: dict[frozenset[str], list[int]] = {}
    for card in (content().objectives[o] for o in edition(name).objectives):
        pairs.setdefault(frozenset(card.guilds), []).append(card.points)
    assert len(pairs) == 15
    for points in pairs.values():
        assert len(points) == 3 and 2 <= min(points) <= 4 and 6 <= max(points) <= 8
