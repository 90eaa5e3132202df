"""A placement's outcome looked up by the exact input the physics reads, so that playing the same
placement on an equal tower settles it once.

The checked playout plays every step twice, once on the state and once on the state reloaded
from its snapshot (to prove a resumed game continues the same way): an equal tower of other
objects. The physics is a function of its input's values (that continuation check proves it at
every step it plays), so the second play can take the first one's result.

The key is that input itself: every tier, card and piece of the tower with its pose, compared by
the `==` of their dataclasses (every field), the drop as its `repr` (every field, exactly: -0.0
and 0, both possible in an action, are not 0.0 there), the break rule, the physics and the judge. So a
field the snapshot lost, or any other difference the physics could see, misses and settles
again, and the harness catches the difference it makes. The only values `==` cannot tell apart in
a tower are 0.0 and -0.0 (a pose is a float once recorded or loaded), and a snapshot cannot swap
them unseen: the JSON writes them apart, and the harness compares the snapshot of the reloaded
state before it plays on. The result is kept as a private copy and handed out as copies, since the
game changes the tower and the report it is given.
"""

from __future__ import annotations

from penguin_tables.engine.copying import copy_state
from penguin_tables.games.yura_yura.options import BreakRule, FallRule
from penguin_tables.games.yura_yura.physics.memo import RecentMemo
from penguin_tables.games.yura_yura.physics.placement import Drop, place
from penguin_tables.games.yura_yura.physics.space import TODAY
from penguin_tables.games.yura_yura.state import Piece, PlacementReport, Tier, Tower

Parts = tuple[tuple[Tier, ...], tuple[Piece, ...], str, str, str, str]
Outcome = tuple[Tower, PlacementReport]


class PlacementInput:
    """Everything `place` reads: the tower's tiers and pieces (every field of `Tower`: a test
    checks it has no other), the drop, the break rule, the physics and the judge of a fall.

    Hashed once: a tier's hash is worked out in Python, pose by pose, and the memo would
    otherwise hash the whole tower at every lookup and again to store it.
    """

    __slots__ = ("digest", "parts")

    def __init__(self, tower: Tower, drop: Drop, breaks: str, physics: str, falls: str) -> None:
        self.parts: Parts = (
            tuple(tower.tiers),
            tuple(tower.pieces),
            repr(drop),
            breaks,
            physics,
            falls,
        )
        self.digest = hash(self.parts)

    def __hash__(self) -> int:
        return self.digest

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, PlacementInput)
            and self.digest == other.digest
            and self.parts == other.parts
        )


#: The placements settled last. A few suffice: the harness plays the same placement again right
#: away, and a tower is a few kilobytes, so the bound keeps a long run's memory flat.
RECENT: RecentMemo[PlacementInput, Outcome] = RecentMemo(limit=16)


def place_once(
    tower: Tower,
    drop: Drop,
    breaks: BreakRule = "sea",
    physics: str = TODAY,
    falls: FallRule = "table",
) -> Outcome:
    """`place`, settled only if this exact input was not settled a moment ago (then its result,
    copied). Leaves `tower` as it was, as `place` does."""
    key = PlacementInput(tower, drop, breaks, physics, falls)
    outcome = RECENT.get(key)
    if outcome is None:
        outcome = place(tower, drop, breaks, physics, falls)
        RECENT.put(key, (copy_state(outcome[0]), copy_state(outcome[1])))
        return outcome
    return copy_state(outcome[0]), copy_state(outcome[1])
