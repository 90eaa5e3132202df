"""The steadiness meter: how a moment of release becomes a physical placement.

The screen sweeps a marker across a target; the distance from the target's centre when Space is
pressed (0 = dead centre, 1 = the edge) and the side it stopped on are all that matter. Both the
screen and the computer players go through `placement_numbers`, so a bot's wobble and a person's
wobble land the same way. Readings are snapped to a small grid so the legal actions stay finite.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from penguin_tables.games.yura_yura.content import content


@dataclass(frozen=True, slots=True)
class PlacementNumbers:
    """Drift from the aim (cm, + is right), tilt (radians, + is anticlockwise), drop speed (cm/s)."""

    offset: float
    tilt: float
    speed: float


def snap_reading(distance: float) -> float:
    """The grid reading nearest a raw meter distance (clamped to 0..1)."""
    readings = content().meter.readings
    clamped = min(1.0, max(0.0, abs(distance)))
    return min(readings, key=lambda r: (abs(r - clamped), r))


@cache
def placement_numbers(distance: float, side: int) -> PlacementNumbers:
    """Numbers for a release `distance` from the centre (0..1) on `side` (-1 left, +1 right).

    Farther from the centre means more drift, more tilt and a harder drop, all growing together
    because an ill-timed release is a shaky hand in every way at once.
    """
    meter = content().meter
    d = snap_reading(distance)
    sign = -1.0 if side < 0 else 1.0
    if d == 0.0:
        sign = 1.0
    return PlacementNumbers(
        offset=round(sign * meter.max_offset * d, 4),
        tilt=round(sign * meter.max_tilt * d, 4),
        speed=round(meter.gentle_speed + meter.extra_speed * d * d, 4),
    )


def all_readings() -> list[tuple[float, int]]:
    """Every (distance, side) pair on the grid, the centre once."""
    out: list[tuple[float, int]] = []
    for reading in content().meter.readings:
        out += [(reading, 1)] if reading == 0.0 else [(reading, -1), (reading, 1)]
    return out
