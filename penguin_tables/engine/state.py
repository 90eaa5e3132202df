"""What every game state holds, as a plain slotted dataclass.

States are copied at every step of a game and of the strong search, so they are plain data (ints,
strings, tuples, small lists and dicts, nested slotted dataclasses), copied by `engine.copying`.
Pydantic meets them only at the save boundary: `Game.dump` and `Game.load` go through a TypeAdapter
over the dataclass, which writes the same JSON as before and validates a loaded save field by field.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.options import OptionValue


@dataclass(slots=True, kw_only=True)
class GameState:
    """The seated names, the chance state and the chosen options; games add their own fields."""

    players: list[str]
    chance: Chance
    options: dict[str, OptionValue] = field(default_factory=dict)
