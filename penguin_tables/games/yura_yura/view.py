"""What one seat of Yura Yura Penguin may see, built in one place: `view_of(state, seat)`.

A view is a plain frozen value (built at every step of a checked playout, so it is cheap to make
and to compare); pydantic stays at the save boundary. Everything but the hands and the sea lies on
the table for all to see, so the view shares the state's tower and last placement report: a state
on the table is replaced by `apply`, never changed in place, so they do not move under a screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from penguin_tables.games.yura_yura.content import Colour
from penguin_tables.games.yura_yura.options import max_tries, physics_name
from penguin_tables.games.yura_yura.physics.space import TODAY
from penguin_tables.games.yura_yura.rules.tower import due, icebergs_left, supply
from penguin_tables.games.yura_yura.state import (
    Ending,
    Item,
    Phase,
    PlacementReport,
    PutBack,
    Tower,
    YuraState,
)


@dataclass(frozen=True, slots=True)
class YuraView:
    """What one seat may see: its own hand, the others' hand sizes, the public table.

    `seat` None is a spectator: no hand and no drawn card, the rest is on the table for all to see
    (the tower, its box of pieces, where the item due now goes).
    """

    seat: int | None
    players: tuple[str, ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    sea_count: int
    top_card: int
    named_colour: Colour | None
    turn: int
    direction: int
    phase: Phase
    pending: tuple[Item, ...]
    playing: int | None
    drawn: int | None
    skip_instruction: bool
    catchable: int | None
    tower: Tower
    ending: Ending | None
    ender: int | None
    last: PlacementReport | None
    put_back: tuple[PutBack, ...] = ()
    attempts: int = 0
    #: Tries a player gets at one thing before giving it up (None: as many as it takes).
    max_attempts: int | None = None
    #: What the next placement puts on the iceberg: the first thing to put back, else the item
    #: due now (None when nothing is to be placed).
    due_item: Item | None = None
    #: The tier it goes on (None when nothing is due or it cannot be done).
    due_tier: int | None = None
    #: Pieces still in the box, and how many iceberg cards the game has in all.
    ice_left: int = 0
    penguins_left: int = 0
    icebergs_total: int = 0
    #: The game's `physics` option value (public, like every option): the screen replays a
    #: placement's settling with the physics the game plays.
    physics: str = TODAY


def view_of(state: YuraState, seat: int | None) -> YuraView:
    """The seat's own hand (and the card it just drew); everything else lies on the table."""
    due_item, due_tier = due(state)
    return YuraView(
        seat=seat,
        players=tuple(state.players),
        hand=tuple(sorted(state.hands[seat])) if seat is not None else (),
        hand_sizes=tuple(len(h) for h in state.hands),
        sea_count=len(state.sea),
        top_card=state.top_card,
        named_colour=state.named_colour,
        turn=state.turn,
        direction=state.direction,
        phase=state.phase,
        pending=tuple(state.pending),
        playing=state.playing,
        drawn=state.drawn if seat is not None and seat == state.turn else None,
        skip_instruction=state.skip_instruction,
        catchable=state.catchable,
        tower=state.tower,
        ending=state.ending,
        ender=state.ender,
        last=state.last,
        put_back=tuple(state.put_back),
        attempts=state.attempts,
        max_attempts=max_tries(state),
        due_item=due_item,
        due_tier=due_tier,
        ice_left=supply(state.tower, "ice"),
        penguins_left=supply(state.tower, "penguin"),
        icebergs_total=len(state.tower.tiers) + icebergs_left(state.tower),
        physics=physics_name(state),
    )
