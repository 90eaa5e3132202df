"""Hand-built Jewels tables for rule tests: put pieces where a test needs them, ledger kept right."""

from __future__ import annotations

from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.actions import Action
from penguin_tables.games.jewels.content import content, edition
from penguin_tables.games.jewels.state import JewelsState, no_gems

# The valley the rule tests are written against (the rulebook's 21 places, the starter tiles as the
# first design placed them); both real layouts are shuffled per seed, so a test that needs a tile
# somewhere must not rely on them.
REFERENCE_LAYOUT: dict[str, str] = {
    "A0": "frost-steps",
    "A2": "ruby-pool",
    "A4": "green-drift",
    "A6": "snowflake-hollow",
    "A8": "trading-ice",
    "B1": "calling-crag",
    "B3": "twin-gems",
    "B5": "blue-crack",
    "B7": "second-wind",
    "C0": "emperors-ear",
    "C2": "emerald-terrace",
    "C4": "gem-storm",
    "C6": "sapphire-seep",
    "C8": "huddle-shuffle",
    "D1": "blue-shelf",
    "D3": "long-slide-top",
    "D5": "diamond-press",
    "D7": "dice-shrine",
    "E2": "high-vault",
    "E4": "avalanche",
    "E6": "star-glint",
    "T5": "trophy",
}


def table(
    players: int = 2, seed: int = 1, layout: str = "starter", tiles: str = "rulebook"
) -> JewelsState:
    """A game past setup on the reference valley, seat 0 first and to choose a die, no starting
    gems, every die unspent and showing 1. The rule tests were written against the rulebook's
    tiles and first deck (`tiles`); another edition lays its own tile of each name in its place."""
    options = {"layout": layout, "tiles": tiles}
    state = GAME.new_game([f"P{i + 1}" for i in range(players)], seed, options)
    state.layout = reference_layout(tiles)
    for seat in state.seats:
        seat.gems = no_gems()
    state.issued = no_gems()
    state.setup_queue = []
    state.phase = "die"
    state.first_player = state.turn = 0
    for seat in state.seats:
        seat.dice = [1, 1, 1]
    return state


def reference_layout(tiles: str) -> dict[str, str]:
    """The reference valley with an edition's own tiles: each place gets the tile of the same
    name (the revised edition's tier-A tiles share the names of the ones they revise)."""
    c = content()
    by_name = {c.tiles[t].name: t for t in edition(tiles).tiles}
    return {place: by_name[c.tiles[tile].name] for place, tile in REFERENCE_LAYOUT.items()}


def give(state: JewelsState, seat: int, **gems: int) -> None:
    """Hand a player gems from the supply, keeping the conservation ledger."""
    for gem, n in gems.items():
        state.seats[seat].gems[gem] += n
        state.issued[gem] += n


def place(state: JewelsState, seat: int, *where: str) -> None:
    """Put penguins 1.. of `seat` on the given places (the rest stay where they are)."""
    for index, position in enumerate(where):
        state.seats[seat].penguins[index] = position


def tile_on(state: JewelsState, tile_id: str) -> str:
    """The place a tile lies on."""
    return next(p for p, t in state.layout.items() if t == tile_id)


def put_tile(state: JewelsState, tile_id: str, position: str) -> None:
    """Swap a tile onto a place of its tier (a test's own layout)."""
    old = state.layout[position]
    elsewhere = tile_on(state, tile_id)
    state.layout[position], state.layout[elsewhere] = tile_id, old


def run(state: JewelsState, *actions: Action) -> JewelsState:
    for action in actions:
        state = GAME.apply(state, action)
    return state


def move(state: JewelsState, die: int, *path: str, penguin: int | None = None) -> JewelsState:
    """Spend die `die` (and pick `penguin` for a wild), then step to the first place of `path`."""
    from penguin_tables.games.jewels.actions import ChooseDie, ChoosePenguin, MoveTo

    face = state.seats[state.turn].dice[die]
    state = GAME.apply(state, ChooseDie(die=die, face=face))
    if penguin is not None:
        state = GAME.apply(state, ChoosePenguin(penguin=penguin))
    for where in path:
        state = GAME.apply(state, MoveTo(position=where))
    return state


def kinds(state: JewelsState) -> set[str]:
    return {a.kind for a in GAME.legal_actions(state)}
