"""The iceberg's physics: determinism, steady placements, a real break, pieces put back, outlines."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import TypeAdapter

from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.actions import place_action
from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.drops import settling_animation
from penguin_tables.games.yura_yura.meter import placement_numbers
from penguin_tables.games.yura_yura.physics.bodies import (
    _refitted,
    _tier_body,
    add_card,
    in_sea,
    layout_recipe,
    tier_layout,
)
from penguin_tables.games.yura_yura.physics.frames import settling_frames
from penguin_tables.games.yura_yura.physics.original import fresh_tower
from penguin_tables.games.yura_yura.physics.placement import Drop, place
from penguin_tables.games.yura_yura.physics.pool import POOL
from penguin_tables.games.yura_yura.physics.settle import settle, solver_iterations
from penguin_tables.games.yura_yura.physics.shapes import outlines
from penguin_tables.games.yura_yura.physics.space import build, record
from penguin_tables.games.yura_yura.state import Item, Piece, Pose, Tower, YuraState
from tests.games.yura_yura.helpers import STEADY, grow, table


def test_the_same_inputs_give_the_same_positions() -> None:
    tower = grow(table([[30], [31]]), 3).tower
    drop = Drop(item="card", ident=40, aim=0.5, offset=0.3, tilt=0.05, speed=9.0)
    first, _ = place(tower, drop)
    fresh_tower()  # unrelated work in between must not matter
    saved = TypeAdapter(Tower)
    second, _ = place(saved.validate_json(saved.dump_json(tower)), drop)
    assert saved.dump_json(first) == saved.dump_json(second)


def test_a_placement_runs_the_same_on_reused_bodies() -> None:
    """Bodies go back to a pool after each placement; one taken out again (its contacts and the
    solver's bias velocities cleared) must simulate exactly like a new one."""
    tower = grow(table([[30], [31]]), 3).tower
    drop = Drop(item="card", ident=40, aim=0.5, offset=0.3, tilt=0.05, speed=9.0)
    saved = TypeAdapter(Tower)
    POOL.clear()
    new, _ = place(tower, drop)
    place(tower, Drop(item="iceberg", aim=-1.0, offset=0.8, tilt=-0.1, speed=12.0))
    reused, _ = place(tower, drop)
    assert saved.dump_json(new) == saved.dump_json(reused)


def test_a_tier_body_made_over_from_another_layout_is_exactly_a_new_one() -> None:
    """A kept tier body of a layout no longer used is refitted to the next new layout with as
    many polygons: the same mass, moment, centre and corners as a body made new, and a
    placement on it runs bit for bit like one on new bodies."""
    tower = grow(table([[30], [31]]), 3).tower
    shifted = Drop(item="card", ident=40, aim=0.7, speed=4.0)
    centred = Drop(item="card", ident=40, speed=4.0)
    one, _ = place(tower, shifted)
    two, _ = place(tower, centred)
    old, new = (layout_recipe(tier_layout(t.tiers[-1])) for t in (one, two))
    assert old is not new and len(old.polygons) == len(new.polygons)
    POOL.clear()
    POOL.give_back(old, _tier_body(old))
    refitted, made = _refitted(new), _tier_body(new)
    assert refitted is not None and _refitted(new) is None  # the one kept body, used up
    assert (refitted.mass, refitted.moment) == (made.mass, made.moment)
    assert refitted.center_of_gravity == made.center_of_gravity
    corners = [[s.get_vertices() for s in b.shapes] for b in (refitted, made)]
    assert corners[0] == corners[1]
    drop = Drop(item="iceberg", aim=0.3, speed=9.0)
    saved = TypeAdapter(Tower)
    POOL.clear()
    fresh, _ = place(two, drop)
    POOL.clear()
    place(one, drop)  # leaves the shifted layout's body in the pool, refitted next
    again, _ = place(two, drop)
    assert saved.dump_json(fresh) == saved.dump_json(again)


def test_a_body_fallen_into_the_sea_does_not_keep_the_tower_settling() -> None:
    """An iceberg card tumbling in the sea beside a still tower: the settle ends once it is down
    there (the base, standing in the sea, would still count)."""
    seconds = []
    for may_sink in (True, False):
        built = build(fresh_tower())
        card = built.add(add_card(built.space, "iceberg", 0, Pose(x=20.0, y=12.0, angle=0.4)))
        card.angular_velocity = 6.0
        seconds.append(
            settle(built.space, [*built.bodies(), card], may_sink={card} if may_sink else ())
        )
        assert in_sea(card)
    assert seconds[0] < seconds[1] / 2


def test_a_saved_game_continues_with_the_same_positions() -> None:
    state = GAME.new_game(["A", "B", "C"], seed=11)
    action = place_action(1.0, 0.5, -1)
    live = GAME.apply(state, action)
    loaded = GAME.apply(GAME.load(GAME.dump(state)), action)
    assert GAME.dump(live) == GAME.dump(loaded)


def test_a_settled_tower_stays_where_it_was_recorded() -> None:
    tower = grow(table([[30], [31]]), 4).tower
    built = build(tower)
    settle(built.space, built.bodies())
    again = record(tower, built)
    for before, after in zip(tower.tiers, again.tiers, strict=True):
        assert abs(before.pose.x - after.pose.x) < 0.05
        assert abs(before.pose.y - after.pose.y) < 0.05


@settings(max_examples=12, deadline=None)
@given(item=st.sampled_from(["iceberg", "card", "ice", "penguin"]), tiers=st.integers(2, 3))
def test_a_centred_placement_never_breaks_a_fresh_tower(item: Item, tiers: int) -> None:
    tower = grow(table([[30], [31]]), tiers).tower
    drop = Drop(item=item, ident=40 if item == "card" else 0, tier=tiers - 2, speed=4.0)
    _, report = place(tower, drop)
    assert not report.broke and report.cards_fallen == 0
    assert not report.put_back


def staircase() -> tuple[Tower, list[int], Item]:
    """Each iceberg card set 0.5 cm right of the card on top, up to the brink of falling.

    Returns the tower on which one more such placement breaks the iceberg, the cards used, and
    which item that placement is (the next iceberg card, or the card played on it).
    """
    tower, used = fresh_tower(), list[int]()
    for card in [*range(40, 48), *range(12, 16)]:
        _, report = place(tower, Drop(item="iceberg", aim=0.5, speed=4.0))
        if report.broke:
            return tower, used, "iceberg"
        tower, report = place(tower, Drop(item="iceberg", aim=0.5, speed=4.0))
        assert report.landed
        _, report = place(tower, Drop(item="card", ident=30, speed=4.0))
        if report.broke:
            return tower, used, "card"
        tower, report = place(tower, Drop(item="card", ident=card, speed=4.0))
        used.append(card)
    raise AssertionError("a staircase of twelve overhanging tiers still stands")


def test_a_deliberately_overhanging_stack_breaks_and_the_fewest_cards_win() -> None:
    tower, used, item = staircase()
    state: YuraState = table([[30, 31, 33, 28], [34, 29], [36, 37, 38]])
    state.sea = [c for c in state.sea if c not in used]
    state.tower = tower
    state.phase, state.pending = "place", [item]
    if item == "card":
        state.hands[0].remove(30)
        state.playing = 30
    GAME.check_invariants(state)
    after = GAME.apply(state, place_action(0.5 if item == "iceberg" else 0.0, 0.0, 1))
    assert after.last is not None and after.last.broke and after.last.cards_fallen >= 2
    assert after.ending == "broke" and after.ender == 0
    assert GAME.outcome(after).winners == [1]
    assert "broke the iceberg" in GAME.outcome(after).summary


def test_a_fallen_ice_rock_is_put_back_by_the_player_who_dropped_it() -> None:
    state = grow(table([[30, 31], [33, 34]]), 3)
    room = state.tower.tiers[1].pose
    over_the_edge = Pose(x=room.x + 5.0, y=room.y - 1.0, angle=0.0)
    state.tower.pieces = [Piece(kind="ice", ident=0, tier=0, pose=over_the_edge)]
    state.phase, state.pending = "place", ["iceberg"]
    after = GAME.apply(state, STEADY)
    assert after.last is not None and after.last.put_back == ["an ice rock"]
    assert not after.last.broke and after.tower.pieces == []
    assert after.phase == "place" and after.turn == 0 and after.put_back[0].tier == 0
    back = GAME.apply(after, STEADY)  # the placer's own placement, with the meter
    (rock,) = back.tower.pieces
    assert rock.tier == 0 and back.put_back == [] and back.phase == "choose"
    assert abs(rock.pose.x - room.x) < 2.5 and rock.pose.y > 3.0


def test_the_card_just_placed_falling_alone_is_put_back() -> None:
    tower = grow(table([[30], [31]]), 3).tower
    after, report = place(tower, Drop(item="card", ident=40, aim=2.0, offset=1.6, speed=4.0))
    assert report.cards_fallen == 1 and not report.landed and not report.broke
    assert all(c.card != 40 for t in after.tiers for c in t.cards)  # it waits to be placed again
    assert len(after.tiers) == len(tower.tiers)


def test_outlines_give_every_body_in_world_units() -> None:
    state = grow(table([[30], [31]]), 3)
    drawn = outlines(state.tower)
    assert [o.kind for o in drawn].count("iceberg") == 3
    assert [o.kind for o in drawn].count("start") == 1
    width = content().physics.iceberg.width
    xs = [x for o in drawn if o.kind == "iceberg" for poly in o.polygons for x, _ in poly]
    assert max(xs) - min(xs) >= width - 0.01


@given(distance=st.floats(0.0, 1.0), side=st.sampled_from([-1, 1]))
def test_the_meter_shakes_more_the_farther_from_the_centre(distance: float, side: int) -> None:
    near = placement_numbers(distance / 2, side)
    far = placement_numbers(distance, side)
    assert abs(far.offset) >= abs(near.offset)
    assert abs(far.tilt) >= abs(near.tilt)
    assert far.speed >= near.speed
    mirrored = placement_numbers(distance, -side)
    assert mirrored.offset == -far.offset or far.offset == 0


def test_the_settling_animation_ends_where_the_placement_does() -> None:
    tower = grow(table([[30], [31]]), 2).tower
    drop = Drop(item="card", ident=40, offset=0.5, speed=8.0)
    frames = settling_frames(tower, drop, every=5)
    assert len(frames) >= 3
    after, _ = place(tower, drop)
    top_card = after.tiers[-1].cards[-1].pose
    last_centres = [
        (sum(x for x, _ in poly) / len(poly), sum(y for _, y in poly) / len(poly))
        for poly in frames[-1]
    ]
    # The state records a body that barely moved on what holds it where it sat (within
    # rest_shift), so the last frame and the recorded tower may differ by that much at most.
    near = content().physics.rest_shift
    assert any(abs(x - top_card.x) < near and abs(y - top_card.y) < near for x, y in last_centres)


def test_the_screen_can_replay_a_placement_from_the_state() -> None:
    state = GAME.new_game(["A", "B"], seed=3)
    action = place_action(0.0, 0.2, 1)
    frames = settling_animation(state, action, every=10)
    after = GAME.apply(state, action)
    top = after.tower.tiers[-1].pose
    centres = [(sum(x for x, _ in p) / len(p), sum(y for _, y in p) / len(p)) for p in frames[-1]]
    assert len(frames) >= 2 and len(frames[-1]) == len(frames[0])
    assert after.tower.tiers[-1].pose.y > after.tower.tiers[0].pose.y
    assert any(abs(y - top.y) < 1.5 and abs(x - top.x) < 3.0 for x, y in centres)


def test_a_short_tower_is_solved_with_fewer_iterations_and_a_tall_one_with_all() -> None:
    """Today's stepping scales the solver's iterations with the tower's height, within bounds;
    the older physics (kept for their saves) keep their fixed numbers whatever the height."""
    phys = content().physics
    today = phys.sleeping
    short, tall = solver_iterations(today, 2), solver_iterations(today, 14)
    assert short[0] < tall[0] == today.iterations
    assert short[0] >= today.min_iterations and short[1] <= short[0]
    assert tall[1] == today.warm_iterations
    for older in (phys.resting, phys.original):
        fixed = (older.iterations, older.warm_iterations)
        assert solver_iterations(older, 2) == solver_iterations(older, 12) == fixed
