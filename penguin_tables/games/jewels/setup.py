"""Setting up: the valley (starter or shuffled within tiers), dice with the wild fix, guilds, offer."""

from __future__ import annotations

import random

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.options import OptionValue
from penguin_tables.games.jewels.content import FLOOR, content
from penguin_tables.games.jewels.state import JewelsState, Seat, no_gems

DISPLAY_SIZE = 5


def build_layout(kind: OptionValue, rng: random.Random) -> dict[str, str]:
    """The starter tiles in their places, or each tier's tiles shuffled over that tier's places."""
    c = content()
    if kind == "starter":
        return dict(c.starter)
    layout: dict[str, str] = {}
    for tier in sorted({p.tier for p in c.positions.values()}):
        places = [p.id for p in c.positions.values() if p.tier == tier]
        tiles = [t.id for t in c.tiles.values() if t.tier == tier]
        rng.shuffle(tiles)
        layout.update(zip(places, tiles, strict=True))
    return layout


def new_state(players: list[str], chance: Chance, options: dict[str, OptionValue]) -> JewelsState:
    c = content()
    rng = chance.rng()
    layout = build_layout(options["layout"], rng)
    guilds = list(c.guilds)
    rng.shuffle(guilds)
    deck = list(c.objectives)
    rng.shuffle(deck)
    seats = [
        Seat(
            dice=[rng.randint(0, 5) for _ in range(3)],
            penguins=[FLOOR] * 5,
            gems=no_gems(),
            guild=guilds[i],
        )
        for i in range(len(players))
    ]
    state = JewelsState(
        players=players,
        chance=chance,
        options=options,
        layout=layout,
        seats=seats,
        display=deck[:DISPLAY_SIZE],
        deck=deck[DISPLAY_SIZE:],
        issued=no_gems(),
        setup_queue=[i for i, s in enumerate(seats) if 0 not in s.dice],
    )
    state.phase = "setup_wild" if state.setup_queue else "die"
    return state
