"""One placement on the tower: drop the item, let everything settle, then judge what fell.

Rulebook: several cards falling into the sea breaks the iceberg; a fallen penguin or ice rock, or
the card just placed falling alone, is put back by the player who dropped it. The put-back is done
for the player, gently at the middle of its spot, and settled once more.
"""

from __future__ import annotations

import math

import pymunk
from pydantic import BaseModel

from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.physics.shapes import (
    card_part,
    iceberg_parts,
    iceberg_plate_underside,
    piece_part,
)
from penguin_tables.games.yura_yura.physics.space import (
    CARD_FILTER,
    CARDS,
    ORIGIN,
    PIECE_FILTER,
    Built,
    add_body,
    build,
    highest_point,
    lowest_point,
    pose_of,
    record,
    settle,
)
from penguin_tables.games.yura_yura.state import (
    Item,
    Piece,
    PlacedCard,
    PlacementReport,
    Pose,
    Tier,
    Tower,
)

LIFT = 0.05
PIECE_WORDS = {
    "ice": "an ice rock",
    "penguin": "a penguin",
    "card": "the card",
    "iceberg": "the iceberg card",
}


class Drop(BaseModel):
    """What goes on the tower and how: the item, its card or piece id, its tier and the numbers."""

    item: Item
    ident: int = 0
    tier: int = 0
    aim: float = 0.0
    offset: float = 0.0
    tilt: float = 0.0
    speed: float = 0.0

    def gently(self) -> Drop:
        return self.model_copy(update={"aim": 0.0, "offset": 0.0, "tilt": 0.0, "speed": 0.0})


def spawn(built: Built, drop: Drop) -> pymunk.Body:
    """The dropped item as a moving body just above where it lands."""
    if drop.item in ("card", "iceberg"):
        body = _spawn_on_top(built, drop)
    else:
        body = _spawn_in_room(built, drop)
    body.velocity = (0.0, -drop.speed)
    return body


def _spawn_on_top(built: Built, drop: Drop) -> pymunk.Body:
    phys = content().physics
    top = built.tiers[-1]
    if drop.item == "card":
        part, below = card_part(drop.ident), phys.sea_card.thickness / 2
        half, friction = phys.sea_card.width / 2, phys.sea_card.friction
        parts = [(part, ORIGIN)]
    else:
        parts = [(p, ORIGIN) for p in iceberg_parts()[0]]
        below, half, friction = iceberg_parts()[1], phys.iceberg.width / 2, phys.iceberg.friction
    lift = LIFT + abs(math.sin(drop.tilt)) * half
    pose = Pose(
        x=top.position.x + drop.aim + drop.offset,
        y=highest_point(built.tiers) + lift + below,
        angle=top.angle + drop.tilt,
    )
    return add_body(built.space, parts, pose, friction, CARD_FILTER)


def _spawn_in_room(built: Built, drop: Drop) -> pymunk.Body:
    """A piece goes on tier `drop.tier`, under the iceberg card of the tier above."""
    phys = content().physics
    block = phys.ice if drop.item == "ice" else phys.penguin
    ceiling_body = built.tiers[drop.tier + 1]
    inner = phys.iceberg.width / 2 - phys.iceberg.leg - block.width / 2 - LIFT
    lx = max(-inner, min(inner, drop.aim + drop.offset))
    ceiling = iceberg_plate_underside()
    start = ceiling_body.local_to_world((lx, ceiling - 0.02))
    end = ceiling_body.local_to_world((lx, ceiling - phys.iceberg.height - 3.0))
    hit = built.space.segment_query_first(start, end, 0.0, pymunk.ShapeFilter(mask=CARDS))
    rise = block.height / 2 + LIFT + abs(math.sin(drop.tilt)) * block.width / 2
    if hit is not None and hit.shape is not None and hit.shape.body is not None:
        floor = hit.shape.body.angle  # stand it square on whatever it lands on
        angle = floor + drop.tilt
        x = hit.point.x - math.sin(floor) * rise
        y = hit.point.y + math.cos(floor) * rise
    else:
        angle = ceiling_body.angle + drop.tilt
        x, y = ceiling_body.local_to_world((lx, ceiling - block.height / 2 - LIFT))
    pose = Pose(x=x, y=y, angle=angle)
    return add_body(
        built.space, [(piece_part(drop.item), ORIGIN)], pose, block.friction, PIECE_FILTER
    )


def _in_sea(body: pymunk.Body) -> bool:
    return lowest_point(body) < content().physics.fall_height


def _tier_fallen(index: int, body: pymunk.Body) -> bool:
    if index == 0:
        return abs(body.angle) > content().physics.base_topple_angle
    return _in_sea(body)


def _attach(tower: Tower, drop: Drop, pose: Pose) -> Tower:
    """The tower with the settled item added where it belongs (mutates and returns `tower`)."""
    if drop.item == "card":
        tower.tiers[-1].cards.append(PlacedCard(card=drop.ident, pose=pose))
    elif drop.item == "iceberg":
        tower.tiers.append(Tier(pose=pose))
    else:
        tower.pieces.append(Piece(kind=drop.item, ident=drop.ident, tier=drop.tier, pose=pose))
    return tower


class Settled(BaseModel):
    """A simulation's result before judging: poses, and which bodies ended up in the sea."""

    tower: Tower
    landed: list[tuple[Drop, Pose, bool]]
    tiers_fallen: list[int]
    pieces_fallen: list[int]
    seconds: float

    def cards_fallen(self) -> int:
        lone = sum(1 for drop, _, sea in self.landed if sea and drop.item in ("card", "iceberg"))
        return lone + sum(1 + len(self.tower.tiers[i].cards) for i in self.tiers_fallen)


def simulate(tower: Tower, drops: list[Drop]) -> Settled:
    """Drop the items together into the rebuilt tower and let everything come to rest."""
    built = build(tower)
    bodies = [spawn(built, drop) for drop in drops]
    seconds = settle(built.space, built.bodies() + bodies)
    return Settled(
        tower=record(tower, built),
        landed=[(d, pose_of(b), _in_sea(b)) for d, b in zip(drops, bodies, strict=True)],
        tiers_fallen=[i for i, b in enumerate(built.tiers) if _tier_fallen(i, b)],
        pieces_fallen=[i for i, b in enumerate(built.pieces) if _in_sea(b)],
        seconds=seconds,
    )


def place(tower: Tower, drop: Drop) -> tuple[Tower, PlacementReport]:
    """Place one item and judge the result, putting fallen pieces (or a lone card) back."""
    first = simulate(tower, [drop])
    after = first.tower
    report = PlacementReport(item=drop.item, tier=drop.tier, seconds=round(first.seconds, 3))
    report.cards_fallen = first.cards_fallen()
    (_, pose, drop_fell) = first.landed[0]
    top = len(after.tiers) - 1
    lone_top = first.tiers_fallen == [top] and not after.tiers[top].cards and top > 0
    if report.cards_fallen >= 2 or (first.tiers_fallen and not lone_top):
        report.broke = True
        return _attach(after, drop, pose), _with_tier(report, drop, after)
    redo = _put_back_list(after, first, drop, lone_top)
    if not drop_fell:
        _attach(after, drop, pose)
    if not redo:
        return after, _with_tier(report, drop, after)
    report.put_back = [PIECE_WORDS[d.item] for d in redo]
    return _second_round(after, redo, report, drop)


def _put_back_list(after: Tower, first: Settled, drop: Drop, lone_top: bool) -> list[Drop]:
    """Take the fallen things out of `after` and return how to put each back gently."""
    redo: list[Drop] = []
    if first.landed[0][2]:
        redo.append(drop.gently())
    if lone_top:
        after.tiers.pop()
        redo.append(Drop(item="iceberg"))
    for index in sorted(first.pieces_fallen, reverse=True):
        piece = after.pieces.pop(index)
        redo.append(Drop(item=piece.kind, ident=piece.ident, tier=piece.tier))
    return redo


def _second_round(
    after: Tower, redo: list[Drop], report: PlacementReport, drop: Drop
) -> tuple[Tower, PlacementReport]:
    """Put the fallen things back; anything card-like falling again breaks the iceberg."""
    rooms = len(after.tiers) - 1
    keep = [d for d in redo if d.item in ("card", "iceberg") or d.tier < rooms]
    report.lost = [PIECE_WORDS[d.item] for d in redo if d not in keep]
    second = simulate(after, keep)
    result = second.tower
    report.seconds = round(report.seconds + second.seconds, 3)
    for index in sorted(second.pieces_fallen, reverse=True):
        report.lost.append(PIECE_WORDS[result.pieces.pop(index).kind])
    for landed, pose, fell in second.landed:
        if fell and landed.item in ("ice", "penguin"):
            report.lost.append(PIECE_WORDS[landed.item])
            continue
        _attach(result, landed, pose)
    again = second.cards_fallen()
    if again:
        report.cards_fallen += again
        report.broke = True
    return result, _with_tier(report, drop, result)


def _with_tier(report: PlacementReport, drop: Drop, tower: Tower) -> PlacementReport:
    if drop.item in ("card", "iceberg"):
        report.tier = len(tower.tiers) - 1
    return report
