"""Where the next placement drops what, read from the public table (a state or a view).

The engine simulates the drop; the screen replays the same drop from the view it was shown, for
the settling animation, so both ask here.
"""

from __future__ import annotations

from penguin_tables.engine.copying import copy_state
from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.yura_yura.actions import Place
from penguin_tables.games.yura_yura.options import physics_name
from penguin_tables.games.yura_yura.physics.frames import settling_frames
from penguin_tables.games.yura_yura.physics.placement import Drop
from penguin_tables.games.yura_yura.physics.shapes import Polygon
from penguin_tables.games.yura_yura.rules.tower import plan, put_back_tier
from penguin_tables.games.yura_yura.state import YuraState
from penguin_tables.games.yura_yura.view import YuraView


def drop_for(state: YuraState | YuraView, action: Place) -> tuple[Drop, int | None]:
    """The physical drop a placement makes now, and the index of a piece moved up to make it.

    Something knocked off earlier is put back first; then the item due now. Reads only the public
    table (tower, pending items, put-backs, the card being played), so the screen can replay the
    same drop from a view for its settling animation.
    """
    numbers = {
        "aim": action.aim,
        "offset": action.offset,
        "tilt": action.tilt,
        "speed": action.speed,
    }
    if state.put_back:
        job = state.put_back[0]
        tier = put_back_tier(state.tower, job)
        return Drop(item=job.kind, ident=job.ident, tier=tier, **numbers), None
    item = state.pending[0]
    where = plan(state.tower, item, action.tier)
    if where is None:  # drop_undoable keeps this from happening; a tampered save may not
        raise IllegalAction("There is nothing to place right now.")
    ident = state.playing if item == "card" and state.playing is not None else where.ident
    return Drop(item=item, ident=ident, tier=where.tier, **numbers), where.move_from


def settling_animation(
    state: YuraState | YuraView, action: Place, every: int = 12
) -> list[list[Polygon]]:
    """Frames (world polygons) of this placement settling, as `apply` first simulates it (under
    the game's own physics).

    When something falls and is put back, `apply` settles once more; the screen then shows the
    state's own tower after the last frame.
    """
    drop, move_from = drop_for(state, action)
    tower = copy_state(state.tower)
    if move_from is not None:
        tower.pieces.pop(move_from)
    physics = physics_name(state) if isinstance(state, YuraState) else state.physics
    return settling_frames(tower, drop, every, physics)
