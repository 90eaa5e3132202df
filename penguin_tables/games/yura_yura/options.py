"""The rules the project once played that the rulebook does not have, kept as options.

The default game is the rulebook's: the player who knocked something off puts it back, however
many tries it takes, and the iceberg breaks when two or more cards end up in the sea. Saves made
before these options existed played the project's older rules, so they keep them
(`GameOption.before_it_existed`): three tries then a penalty card, a break as soon as two
cards stop standing on the tower, the tower physics of the time and its judge of a fall (so
their moves replay to their saved positions, which a save must).
"""

from __future__ import annotations

from typing import Literal

from penguin_tables.engine.options import GameOption
from penguin_tables.engine.state import GameState

RETRY_CAP = GameOption(
    name="retry_cap",
    label="Three tries, then a penalty card",
    choices=[False, True],
    default=False,
    help=(
        "The project's rule, not the rulebook's: after three failed tries at the same thing it "
        "goes to the box (a played card to the bottom of the sea) and the player draws a card."
    ),
    before_it_existed=True,
)
BREAKS = GameOption(
    name="breaks",
    label="When the iceberg breaks",
    choices=["sea", "standing"],
    default="sea",
    help=(
        "sea (the rulebook): two or more cards in the sea. standing (the project's older rule): "
        "two or more cards no longer standing on the tower, wherever they stopped."
    ),
    before_it_existed="standing",
)
PHYSICS = GameOption(
    name="physics",
    label="Tower physics",
    choices=["sleeping", "resting", "original"],
    default="sleeping",
    help=(
        "sleeping (today's): resting bodies sleep and keep their place on what holds them, and a "
        "short tower is solved with less effort. resting and original: the physics of games "
        "started before each, kept so their saves replay exactly."
    ),
    before_it_existed="original",
)
FALLS = GameOption(
    name="falls",
    label="What counts as a fall",
    choices=["table", "feet"],
    default="table",
    help=(
        "table (the rulebook): what came off the tower, into the sea or below what it stood on, "
        "or tipped or slid past the limits the rules page gives. feet (the older judge): a tier "
        "whose leg no longer stands over what holds it, however little it moved."
    ),
    before_it_existed="feet",
)
OPTIONS = [RETRY_CAP, BREAKS, PHYSICS, FALLS]
#: Tries at one thing before it is given up, with the cap on.
CAPPED_TRIES = 3

BreakRule = Literal["sea", "standing"]
FallRule = Literal["table", "feet"]


def max_tries(state: GameState) -> int | None:
    """Tries a player gets at one thing before giving it up (None: as many as it takes)."""
    return CAPPED_TRIES if state.options.get("retry_cap") is True else None


def original_physics(state: GameState) -> bool:
    """Whether this game plays the physics saves made before issue 24 were played with."""
    return state.options.get("physics") == "original"


def physics_name(state: GameState) -> str:
    """Which physics this game plays: its option, or today's for a state that names none."""
    return str(state.options.get("physics", PHYSICS.default))


def break_rule(state: GameState) -> BreakRule:
    """Which cards count towards a break: those in the sea, or all that stopped standing."""
    return "standing" if state.options.get("breaks") == "standing" else "sea"


def fall_rule(state: GameState) -> FallRule:
    """Which judge says what fell: today's, or the older one (`physics.falls`)."""
    return "feet" if state.options.get("falls") == "feet" else "table"
