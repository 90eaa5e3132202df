"""One placement on the tower: drop the item, let everything settle, then judge what came to rest.

Rulebook: several cards falling into the sea breaks the iceberg; a fallen penguin or ice rock, or
the card just placed falling alone, is put back by the player who dropped it. Judging is by where
things rest, not by how high they stopped: an iceberg card counts as a tier only standing on the
tier below, a card only lying on the top, by the game's judge of a fall (see `falls`). Putting things back is not done here: the
game asks the player for another placement with the meter, one per thing (see `game`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

import pymunk

from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.options import BreakRule, FallRule
from penguin_tables.games.yura_yura.physics.bodies import CARDS, add_card, add_piece, in_sea
from penguin_tables.games.yura_yura.physics.falls import JUDGES, Judge
from penguin_tables.games.yura_yura.physics.original import record_original, settle_original
from penguin_tables.games.yura_yura.physics.settle import settle
from penguin_tables.games.yura_yura.physics.shapes import (
    iceberg_parts,
    iceberg_plate_underside,
    relative,
)
from penguin_tables.games.yura_yura.physics.space import (
    TODAY,
    Built,
    build,
    highest_point,
    placed_on,
    pose_of,
    record,
    release,
    stepping_for,
)
from penguin_tables.games.yura_yura.state import (
    Item,
    Piece,
    PlacedCard,
    PlacementReport,
    Pose,
    PutBack,
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

#: What was knocked off, as the report names it (a card then is one that lay on a tier).
FELL_WORDS = {**PIECE_WORDS, "card": "a card"}


@dataclass(frozen=True, slots=True, kw_only=True)
class Drop:
    """What goes on the tower and how: the item, its card or piece id, its tier and the numbers."""

    item: Item
    ident: int = 0
    tier: int = 0
    aim: float = 0.0
    offset: float = 0.0
    tilt: float = 0.0
    speed: float = 0.0


def spawn(built: Built, drop: Drop) -> pymunk.Body:
    """The dropped item as a moving body just above where it lands."""
    if drop.item in ("card", "iceberg"):
        body = _spawn_on_top(built, drop)
    else:
        body = _spawn_in_room(built, drop)
    body.velocity = (0.0, -drop.speed)
    return body


def _spawn_on_top(built: Built, drop: Drop) -> pymunk.Body:
    """An iceberg card or a sea card above the top, aimed from the card actually lying there."""
    phys = content().physics
    top = built.top
    if drop.item == "card":
        below, half = phys.sea_card.thickness / 2, phys.sea_card.width / 2
    else:
        below, half = iceberg_parts()[1], phys.iceberg.width / 2
    lift = LIFT + abs(math.sin(drop.tilt)) * half
    pose = Pose(
        x=top.x + drop.aim + drop.offset,
        y=highest_point(built.tiers) + lift + below,
        angle=top.angle + drop.tilt,
    )
    return built.add(add_card(built.space, drop.item, drop.ident, pose))


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
    return built.add(add_piece(built.space, drop.item, pose))


def settle_drop(
    built: Built,
    body: pymunk.Body,
    on_step: Callable[[int], None] | None = None,
    doomed: Callable[[], bool] | None = None,
) -> float:
    """Let the tower settle after the item `body` was dropped on it (the animation does the same),
    stepped as the physics it was built with says."""
    bodies = [*built.bodies(), body]
    may_sink = built.sinkable(body)
    if built.physics == "original":
        return settle_original(built.space, bodies, on_step, doomed, may_sink)
    stepping = stepping_for(built.physics)
    return settle(
        built.space, bodies, on_step, doomed, may_sink, stepping=stepping, tiers=len(built.tiers)
    )


def _attach(tower: Tower, drop: Drop, pose: Pose) -> Tower:
    """The tower with the settled item added where it belongs (mutates and returns `tower`)."""
    if drop.item == "card":
        top = tower.tiers[-1]
        tower.tiers[-1] = replace(top, cards=(*top.cards, PlacedCard(card=drop.ident, pose=pose)))
    elif drop.item == "iceberg":
        tower.tiers.append(Tier(pose=pose))
    else:
        tower.pieces.append(Piece(kind=drop.item, ident=drop.ident, tier=drop.tier, pose=pose))
    return tower


def _landed(tower: Tower, built: Built, drop: Drop, body: pymunk.Body, judge: Judge) -> bool:
    """Whether the dropped item came to rest where it belongs, as `judge` says."""
    if drop.item == "card":
        return judge.lies(body, built.tiers[-1], tower.tiers[-1])
    if drop.item == "iceberg":
        return judge.stands(body, built.tiers[-1], tower.tiers[-1])
    return not judge.piece_fell(body, built.tiers[drop.tier])


def _doomed(tower: Tower, built: Built, body: pymunk.Body, card_like: bool) -> bool:
    """Already broken beyond doubt: the base toppled, or tower cards in the sea, two or more
    counting the item (the base stands in the sea, so only the tiers above it can sink)."""
    if abs(built.tiers[0].angle) > content().physics.base_topple_angle:
        return True
    pairs = zip(tower.tiers[1:], built.tiers[1:], strict=True)
    sunk = sum(1 + len(tier.cards) for tier, tier_body in pairs if in_sea(tier_body))
    return sunk >= 2 or (sunk == 1 and card_like and in_sea(body))


def place(
    tower: Tower,
    drop: Drop,
    breaks: BreakRule = "sea",
    physics: str = TODAY,
    falls: FallRule = "table",
) -> tuple[Tower, PlacementReport]:
    """Drop one item into the rebuilt tower, settle, and judge what came to rest where.

    The tower returned holds what still stands, with the item added only if it landed; the report
    lists what was knocked off and must be put back. `breaks` says which cards count towards a
    break: those in the sea (the rulebook), or all that stopped standing (an older rule).
    `physics`: the game's `physics` option value (today's unless given): how the space is
    stepped (`stepping_for`), and for `original`, the physics saves from before issue 24 were
    played with, how it is recorded and put back (see `original`). `falls`: which judge says
    what fell (today's unless given; `feet` for games started before it, see `falls`).
    """
    built = build(tower, physics)
    body = spawn(built, drop)
    card_like = drop.item in ("card", "iceberg")
    seconds = settle_drop(
        built,
        body,
        doomed=lambda: _doomed(tower, built, body, card_like),
    )
    try:
        return _judge(tower, drop, built, body, seconds, (breaks, JUDGES[falls]))
    finally:
        release(built)


def _judge(
    tower: Tower,
    drop: Drop,
    built: Built,
    body: pymunk.Body,
    seconds: float,
    rules: tuple[BreakRule, Judge],
) -> tuple[Tower, PlacementReport]:
    """What came to rest where: the tower recorded back, and the report.

    Every tier from the lowest that no longer stands is knocked off. The cards that count (in the
    sea, or all of them under the older rule), with the item when it is a card that fell too,
    break the iceberg at two or more; otherwise all of it is put back by the placer.
    """
    breaks, judge = rules
    card_like = drop.item in ("card", "iceberg")
    original = built.physics == "original"
    if original:
        after, pose = record_original(tower, built), pose_of(body)
    else:
        after = record(tower, built)
        pose = _resting_pose(tower, after, built, body, drop)
    report = PlacementReport(item=drop.item, tier=drop.tier, seconds=round(seconds, 3))
    first = judge.first_fallen(tower.tiers, built.tiers)
    fallen = [] if first is None else list(range(first, len(tower.tiers)))
    report.landed = first is None and _landed(tower, built, drop, body, judge)
    counted = [i for i in fallen if breaks == "standing" or in_sea(built.tiers[i])]
    tower_cards = sum(1 + len(tower.tiers[i].cards) for i in counted)
    item_counts = card_like and not report.landed and (breaks == "standing" or in_sea(body))
    report.cards_fallen = tower_cards + (1 if item_counts else 0)
    if tower_cards >= 2 or (tower_cards and report.cards_fallen >= 2):
        report.broke = True
        return _attach(after, drop, pose), _with_tier(report, drop, after)
    # The older put-back only ever met the standing rule (saves from before issue 24 play by it);
    # under the sea rule several tiers can hang off the tower without a break, which it never saw.
    older = original and breaks == "standing"
    if older:
        report.fell = _knocked_off_original(after, built, fallen)
    else:
        report.fell = _knocked_off(after, built, fallen, judge)
    report.put_back = [FELL_WORDS[f.kind] for f in report.fell]
    if report.landed:
        _attach(after, drop, pose)
    return after, _with_tier(report, drop, after)


def _resting_pose(tower: Tower, after: Tower, built: Built, body: pymunk.Body, drop: Drop) -> Pose:
    """The dropped item's pose as it sits on what it landed on (the top tier, or the floor of its
    room), carried to where that support is recorded, like every other body (`space.record`)."""
    support = len(tower.tiers) - 1 if drop.item in ("card", "iceberg") else drop.tier
    if support >= len(after.tiers):
        return pose_of(body)
    local = relative(pose_of(built.tiers[support]), pose_of(body))
    return placed_on(after.tiers[support].pose, local)


def _knocked_off_original(after: Tower, built: Built, fallen: list[int]) -> list[PutBack]:
    """As before issue 24: only a bare top iceberg card can be knocked off without a break (under
    the standing rule), then the pieces in the sea, last first."""
    jobs: list[PutBack] = []
    if fallen:
        after.tiers.pop()
        jobs.append(PutBack(kind="iceberg", ident=fallen[0], tier=fallen[0]))
    for index in sorted((i for i, b in enumerate(built.pieces) if in_sea(b)), reverse=True):
        piece = after.pieces.pop(index)
        jobs.append(PutBack(kind=piece.kind, ident=piece.ident, tier=piece.tier))
    return jobs


def _knocked_off(after: Tower, built: Built, fallen: list[int], judge: Judge) -> list[PutBack]:
    """Take off the tower (mutating `after`) what must be put back, in the order it goes back.

    The tiers knocked off, lowest first, each with the cards that lay on it; then the pieces that
    fell into the sea or whose room went with its tier, lowest room first.
    """
    jobs: list[PutBack] = []
    for index in fallen:
        tier = after.tiers[index]
        jobs.append(PutBack(kind="iceberg", ident=index, tier=index))
        jobs += [PutBack(kind="card", ident=c.card, tier=index) for c in tier.cards]
    del after.tiers[len(after.tiers) - len(fallen) :]
    gone = [
        i
        for i, (piece, piece_body) in enumerate(zip(after.pieces, built.pieces, strict=True))
        if piece.tier >= len(after.tiers) or judge.piece_fell(piece_body, built.tiers[piece.tier])
    ]
    pieces = [after.pieces[i] for i in gone]
    for index in reversed(gone):
        after.pieces.pop(index)
    pieces.sort(key=lambda p: p.tier)
    jobs += [PutBack(kind=p.kind, ident=p.ident, tier=p.tier) for p in pieces]
    return jobs


def _with_tier(report: PlacementReport, drop: Drop, tower: Tower) -> PlacementReport:
    if drop.item in ("card", "iceberg"):
        report.tier = len(tower.tiers) - 1
    return report
