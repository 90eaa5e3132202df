"""What the iceberg looks like, for screens: the tower's outlines and the ghost of the piece due.

Pure helpers over the public table (a view's tower, the item due and its tier), so a screen can
draw the iceberg as the physics left it without reaching into the rules or holding a state.
"""

from __future__ import annotations

from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.physics.shapes import (
    Outline,
    Polygon,
    card_part,
    iceberg_parts,
    iceberg_plate_underside,
    outlines,
    piece_part,
    transform,
)
from penguin_tables.games.yura_yura.state import Pose
from penguin_tables.games.yura_yura.view import YuraView

#: Gap (cm) left under a ghost dropped on top, as the placement spawns it.
GAP = 0.3

__all__ = ["GAP", "Outline", "Polygon", "ghost_outline", "outlines"]


def ghost_outline(view: YuraView, aim: float, tier: int | None = None) -> list[Polygon]:
    """Where the next placement would go with this aim and a perfectly steady hand ([] if none).

    `tier` is the room the player is choosing for an ice rock (None: the view's `due_tier`). A
    card or an iceberg card is aimed from the card lying on top, as the placement spawns it.
    """
    item, tower = view.due_item, view.tower
    tier = view.due_tier if tier is None else tier
    if item is None or tier is None:
        return []
    if item in ("card", "iceberg"):
        parts = [card_part(view.playing or 0).points] if item == "card" else []
        parts = parts or [p.points for p in iceberg_parts()[0]]
        lying = tower.tiers[-1].cards
        top = lying[-1].pose if lying else tower.tiers[-1].pose
        highest = max(y for o in outlines(tower) for poly in o.polygons for _, y in poly)
        bottom = min(y for poly in parts for _, y in poly)
        pose = Pose(x=top.x + aim, y=highest + GAP - bottom, angle=top.angle)
    else:
        phys = content().physics
        block = phys.ice if item == "ice" else phys.penguin
        inner = phys.iceberg.width / 2 - phys.iceberg.leg - block.width / 2 - 0.05
        lx = max(-inner, min(inner, aim))
        ceiling = tower.tiers[tier + 1].pose
        ((x, y),) = transform([(lx, iceberg_plate_underside() - block.height / 2 - 0.05)], ceiling)
        pose = Pose(x=x, y=y, angle=ceiling.angle)
        parts = [piece_part(item).points]
    return [transform(points, pose) for points in parts]
