"""Setting up: the valley (shuffled within tiers), dice with the wild fix, guilds, offer, first player.

Both layouts follow the rulebook's setup: tiles go to random places of their own tier. The starter
valley deals only the crowned starter tiles, one per place; the random valley deals from every tile
of the tier, so some sit the game out. The edition (`tiles` option) says which tiles, places and
cards; the head start (`head_start` option, the project's own rule) hands later seats gems.
"""

from __future__ import annotations

import random

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.options import OptionValue
from penguin_tables.games.jewels.content import FLOOR, Edition, content, edition
from penguin_tables.games.jewels.state import JewelsState, Seat, no_gems

DISPLAY_SIZE = 5


def build_layout(components: Edition, kind: OptionValue, rng: random.Random) -> dict[str, str]:
    """Each tier's tiles shuffled over that tier's places: the starter tiles, or all of the tier's
    (the first ones of the shuffle are placed, the rest sit out)."""
    c = content()
    pool = components.starter_tiles if kind == "starter" else components.tiles
    positions = [c.positions[p] for p in components.places]
    layout: dict[str, str] = {}
    for tier in sorted({p.tier for p in positions}):
        places = [p.id for p in positions if p.tier == tier]
        tiles = [t for t in pool if c.tiles[t].tier == tier]
        rng.shuffle(tiles)
        layout.update(zip(places, tiles[: len(places)], strict=True))
    return layout


def seat_order(first: int, players: int) -> list[int]:
    """The seats in turn order, clockwise from the first player."""
    return [(first + offset) % players for offset in range(players)]


def give_head_start(seats: list[Seat], order: list[int], gifts: tuple[dict[str, int], ...]) -> None:
    """The project's head start (an option): each place in the turn order takes its gift of gems
    from the supply before the first move, the first player nothing."""
    for seat, gift in zip(order, gifts, strict=True):
        for gem, n in gift.items():
            seats[seat].gems[gem] += n


def new_state(players: list[str], chance: Chance, options: dict[str, OptionValue]) -> JewelsState:
    c = content()
    components = edition(options["tiles"])
    rng = chance.rng()
    layout = build_layout(components, options["layout"], rng)
    guilds = list(c.guilds)
    rng.shuffle(guilds)
    deck = list(components.objectives)
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
    first = rng.randrange(len(players))
    order = seat_order(first, len(players))
    if options["head_start"]:
        give_head_start(seats, order, components.head_start[len(players)])
    state = JewelsState(
        players=players,
        chance=chance,
        options=options,
        layout=layout,
        seats=seats,
        display=deck[:DISPLAY_SIZE],
        deck=deck[DISPLAY_SIZE:],
        issued={g: sum(s.gems[g] for s in seats) for g in no_gems()},
        first_player=first,
        turn=first,
        setup_queue=[seat for seat in order if 0 not in seats[seat].dice],
    )
    state.phase = "setup_wild" if state.setup_queue else "die"
    state.events = [f"{players[first]} goes first (drawn at random)"]
    return state
