"""Issue 24: a tower that stands stays where it stands under steady, centred placements."""

from __future__ import annotations

import math

from penguin_tables.games.yura_yura.physics.original import fresh_tower
from penguin_tables.games.yura_yura.physics.placement import Drop, place
from penguin_tables.games.yura_yura.state import Tower

GENTLE = 4.0


def loaded_tower(tiers: int) -> tuple[Tower, int]:
    """Iceberg cards and cards stacked dead centre and gently, a rock and a penguin in every
    room (more penguins than the box holds: this is the physics alone). Returns the tower and
    the next unused card id."""
    tower, card = fresh_tower(), 0
    while len(tower.tiers) < tiers:
        tower, report = place(tower, Drop(item="iceberg", speed=GENTLE))
        assert report.landed and not report.fell
        tower, report = place(tower, Drop(item="card", ident=card, speed=GENTLE))
        assert report.landed and not report.fell
        card += 1
        room = len(tower.tiers) - 2
        for item in ("ice", "penguin"):
            tower, report = place(tower, Drop(item=item, ident=room, tier=room, speed=GENTLE))
            assert report.landed and not report.fell
    return tower, card


def tier_shifts(before: Tower, after: Tower) -> list[float]:
    """How far each tier of `before` moved (cm) in `after`."""
    return [
        math.hypot(a.pose.x - b.pose.x, a.pose.y - b.pose.y)
        for b, a in zip(before.tiers, after.tiers, strict=False)
    ]


def test_a_steady_twelve_tier_tower_takes_ten_more_cards_without_moving() -> None:
    """Each tier is measured before and after every card, and against where it started: a
    tower that slid a little with each settle (as it did before issue 24) fails either way."""
    tower, card = loaded_tower(12)
    start = tower
    for offset in range(10):
        before = tower
        tower, report = place(tower, Drop(item="card", ident=card + offset, speed=GENTLE))
        assert report.landed and not report.broke and not report.fell
        assert len(tower.tiers) == 12
        assert max(tier_shifts(before, tower)) <= 0.1, (offset, tier_shifts(before, tower))
    assert max(tier_shifts(start, tower)) <= 0.1, tier_shifts(start, tower)


def test_cards_and_pieces_are_recorded_where_they_sit_on_what_holds_them() -> None:
    """Every piece stays in its room and every tier above the one below, as simulated."""
    tower, _ = loaded_tower(6)
    for lower, upper in zip(tower.tiers, tower.tiers[1:], strict=False):
        assert 3.0 < upper.pose.y - lower.pose.y < 4.5
        assert abs(upper.pose.x - lower.pose.x) < 0.1
    for piece in tower.pieces:
        floor, ceiling = tower.tiers[piece.tier].pose, tower.tiers[piece.tier + 1].pose
        assert floor.y < piece.pose.y < ceiling.y
