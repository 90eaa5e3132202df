"""What each seat may see: its own guild and bought objectives, never another's (until the end)."""

from __future__ import annotations

import random

from penguin_tables.engine.copying import copy_state
from penguin_tables.games.jewels.content import content
from penguin_tables.games.jewels.rules.gems import can_pay
from penguin_tables.games.jewels.rules.legal import decider
from penguin_tables.games.jewels.rules.scoring import score
from penguin_tables.games.jewels.state import JewelsState, JewelsView, SeatView


def view_for(state: JewelsState, seat: int | None) -> JewelsView:
    """What `seat` sees; None: a spectator, who sees no guild and no bought card before the end."""
    over = state.phase == "over"
    objectives = content().objectives
    mine = state.seats[seat] if seat is not None else None
    seats = [
        SeatView(
            name=state.players[s],
            dice=list(p.dice),
            spent=list(p.spent),
            penguins=list(p.penguins),
            gems=dict(p.gems),
            guild=p.guild if over or s == seat else None,
            objectives=list(p.objectives) if over or s == seat else None,
            objective_count=len(p.objectives),
            score=score(state, s) if over or s == seat else None,
        )
        for s, p in enumerate(state.seats)
    ]
    return JewelsView(
        seat=seat,
        seats=seats,
        layout=dict(state.layout),
        display=list(state.display),
        payable=[
            mine is not None and can_pay(mine.gems, objectives[o].cost) for o in state.display
        ],
        in_guild=[mine is not None and mine.guild in objectives[o].guilds for o in state.display],
        deck_size=len(state.deck),
        scattered={k: dict(v) for k, v in state.scattered.items()},
        first_player=state.first_player,
        turn=state.turn,
        to_move=decider(state),
        phase=state.phase,
        play_again_move=state.play_again_move,
        penguin=state.penguin,
        last_tile=state.last_tile,
        option=state.option,
        market_left=state.market_left,
        scatter_left=state.scatter_left,
        scatter_gem=state.scatter_gem,
        thanks=state.thanks,
        final_turns_left=state.final_turns_left,
    )


def resample(state: JewelsState, seat: int, rng: random.Random) -> JewelsState:
    """Re-deal what `seat` cannot see: the deck order and, before the end, others' guilds and cards."""
    twin = copy_state(state)
    others = [s for s in range(len(state.players)) if s != seat]
    if state.phase == "over":
        rng.shuffle(twin.deck)
        return twin
    # Sorted first, so the re-deal depends only on what `seat` knows, not on the hidden order.
    pool = sorted([*twin.deck, *(o for s in others for o in twin.seats[s].objectives)])
    rng.shuffle(pool)
    for s in others:
        size = len(twin.seats[s].objectives)
        twin.seats[s].objectives, pool = pool[:size], pool[size:]
    twin.deck = pool
    guilds = [g for g in content().guilds if g != twin.seats[seat].guild]
    rng.shuffle(guilds)
    for s, guild in zip(others, guilds, strict=False):
        twin.seats[s].guild = guild
    return twin
