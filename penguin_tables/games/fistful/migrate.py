"""Old saves' die toggles become today's rerolls, as such a save is loaded.

Saves written before the screen marked dice on its own chose the dice of a reroll (or of the
kangaroo chip) one engine action at a time: each `toggle` marked or unmarked one die, then a
`reroll` or `chip` without dice acted on the marked ones, and any other action cleared the marks.
Today a reroll and the chip name their dice, so the toggles fold into the action they led to: the
same dice are rolled in the same order, and the game replays to the same state. Marks left at the
end of a save (toggled, never used) are dropped: today's screen keeps its marks itself.
"""

from __future__ import annotations

from typing import Any

#: The actions that acted on the toggled dice when they named none.
USES_MARKS = ("reroll", "chip")


def toggles_to_rerolls(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`actions` (as saved) with every toggle folded into the reroll or chip it led to.

    A toggle that names no die number is kept as it is, so the save is refused as damaged.
    """
    marked: set[int] = set()
    migrated = []
    for data in actions:
        kind, die = data.get("kind"), data.get("die")
        if kind == "toggle" and isinstance(die, int) and not isinstance(die, bool):
            marked ^= {die}
            continue
        if kind in USES_MARKS and data.get("dice") is None:
            data = {**data, "dice": sorted(marked)}
        marked = set()
        migrated.append(data)
    return migrated
