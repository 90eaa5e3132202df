"""Rule invariants: cards and gems conserved, pieces in range, the step in progress coherent."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from operator import itemgetter

from penguin_tables.engine.errors import BrokenInvariant
from penguin_tables.games.jewels.content import FLOOR, GEMS, Edition, content, edition
from penguin_tables.games.jewels.state import JewelsState

GEM_KEYS = frozenset(GEMS)
#: A gem mapping's counts in GEMS order, read in C (the ledger is checked several times a step).
_COUNTS = itemgetter(*GEMS)


@dataclass(frozen=True)
class Reference:
    """What every state is checked against, worked out once from the content (the checks run at
    every step of every soak game, several times a step)."""

    positions: frozenset[str]
    places: frozenset[str]
    tiles: frozenset[str]
    objectives: frozenset[str]
    guilds: frozenset[str]
    faces: frozenset[int]
    #: Every (place, tile) pair of the edition whose tiers agree: a layout is sound when all its
    #: items are among them (one set test in C instead of a tier lookup per place and per tile).
    placements: frozenset[tuple[str, str]]


@cache
def _reference(components: Edition) -> Reference:
    c = content()
    return Reference(
        positions=frozenset(components.places),
        places=frozenset(components.places) | {FLOOR},
        tiles=frozenset(components.tiles),
        objectives=frozenset(components.objectives),
        guilds=frozenset(c.guilds),
        faces=frozenset(range(6)),
        placements=frozenset(
            (place, tile)
            for place in components.places
            for tile in components.tiles
            if c.positions[place].tier == c.tiles[tile].tier
        ),
    )


@cache
def _reference_of(tiles: object) -> Reference:
    return _reference(edition(tiles))


def reference(state: JewelsState) -> Reference:
    """What the state's edition (its `tiles` option) holds, looked up by the option itself."""
    return _reference_of(state.options["tiles"])


def check(state: JewelsState) -> None:
    known = reference(state)  # looked up once: the check runs for every state and re-dealt twin
    _check_shape(state, known)
    _check_cards(state, known)
    _check_gems(state)
    _check_step(state)
    problem = layout_problem(
        state.options["tiles"], tuple(state.layout), tuple(state.layout.values())
    )
    if problem is not None:
        raise BrokenInvariant(problem)
    guilds = [p.guild for p in state.seats]
    if len(set(guilds)) != len(guilds) or not known.guilds.issuperset(guilds):
        raise BrokenInvariant("guilds are not distinct guilds")
    for player in state.seats:
        if len(player.dice) != 3 or not known.faces.issuperset(player.dice):
            raise BrokenInvariant("a die shows a face it does not have")
        if len(player.penguins) != 5 or not known.places.issuperset(player.penguins):
            raise BrokenInvariant("a penguin is off the valley")
    if state.phase == "die" and all(state.seats[state.turn].spent):
        raise BrokenInvariant("the player to move has no die to spend")


@lru_cache(maxsize=256)
def layout_problem(tiles: object, places: tuple[str, ...], laid: tuple[str, ...]) -> str | None:
    """What is wrong with a valley whose `places` hold the tiles `laid` (in the same order), in the
    edition the `tiles` option names; None when it is sound. A pure function of the three, looked
    up: the layout of a game changes only when tiles swap places, and it is checked for every state
    and re-dealt twin (some thirty thousand set lookups a game)."""
    known = _reference_of(tiles)
    if len(places) != len(known.positions) or not known.positions.issuperset(places):
        return "the layout does not cover every place"
    layout = dict(zip(places, laid, strict=True))
    if not known.placements.issuperset(layout.items()):
        if not known.tiles.issuperset(laid):
            return "a tile of another edition lies in the valley"
        c = content()
        for place, tile in layout.items():  # name the first misplaced tile
            if c.tiles[tile].tier != c.positions[place].tier:
                return f"tile {tile} sits on a place of another tier"
    if len(set(laid)) != len(laid):
        return "a tile lies on two places at once"
    return None


def _check_cards(state: JewelsState, known: Reference) -> None:
    everything = state.display + state.deck
    for p in state.seats:
        everything += p.objectives
    # Each card once: as many cards as the edition has, and all of them (so none twice).
    if len(everything) != len(known.objectives) or known.objectives != set(everything):
        raise BrokenInvariant("objective cards are lost or doubled")
    if len(state.display) > 5:
        raise BrokenInvariant("more than five objectives on offer")
    if state.thanks is not None and len(state.seats[state.thanks].objectives) < 5:
        raise BrokenInvariant("the Thanks went to a player without five objectives")


def _check_gems(state: JewelsState) -> None:
    """Every gem issued is held or scattered. Run after `_check_shape`, which has already seen
    that every player's and every pile's gems name each kind once and none below zero."""
    rubies = emeralds = sapphires = diamonds = 0
    # Plain additions, one pile at a time: fewer calls than a sum per kind over the piles.
    for pile in [*[p.gems for p in state.seats], *state.scattered.values()]:
        rubies += pile["R"]
        emeralds += pile["E"]
        sapphires += pile["S"]
        diamonds += pile["D"]
    totals = (rubies, emeralds, sapphires, diamonds)
    issued = _COUNTS(state.issued)
    if totals != issued:
        gem = next(g for g, held, out in zip(GEMS, totals, issued, strict=True) if held != out)
        raise BrokenInvariant(f"{gem} gems appeared or vanished")


def _check_shape(state: JewelsState, known: Reference) -> None:
    """Sizes and keys every rule relies on (a tampered save fails here, not deep in a rule)."""
    n = len(state.players)
    if len(state.seats) != n or not 0 <= state.turn < n:
        raise BrokenInvariant("the seats do not match the players")
    for p in state.seats:  # plain loops, not any(): checked for every state and re-dealt twin
        if p.gems.keys() != GEM_KEYS or min(p.gems.values()) < 0:
            raise BrokenInvariant("a player's gems are malformed")
        if len(p.spent) != 3:
            raise BrokenInvariant("a clearing does not hold three dice")
    if state.issued.keys() != GEM_KEYS:
        raise BrokenInvariant("the gem ledger is malformed")
    for g in state.scattered.values():
        if g.keys() != GEM_KEYS:
            raise BrokenInvariant("the gem ledger is malformed")
    if not known.positions.issuperset(state.scattered):
        raise BrokenInvariant("gems are scattered off the valley")
    if state.thanks is not None and not 0 <= state.thanks < n:
        raise BrokenInvariant("the Thanks is held by nobody at the table")
    if state.final_turns_left is not None and not 0 <= state.final_turns_left <= n:
        raise BrokenInvariant("the final round is miscounted")


TILE_STEPS = frozenset(
    {
        "active",
        "everyone",
        "adjust",
        "wild",
        "call",
        "swap_pos",
        "swap_obj",
        "scatter_gem",
        "scatter_tile",
    }
)


def _check_step(state: JewelsState) -> None:
    """The step in progress must make sense, so whose turn it is can always be told."""
    n, phase = len(state.players), state.phase
    if phase == "setup_wild" and not (state.setup_queue and 0 <= state.setup_queue[0] < n):
        raise BrokenInvariant("nobody is left to fix their setup dice")
    if phase == "everyone" and not (state.everyone_queue and 0 <= state.everyone_queue[0] < n):
        raise BrokenInvariant("nobody is left to use the everyone ability")
    if phase in ("dest", "bump") and not (state.penguin is not None and 1 <= state.penguin <= 5):
        raise BrokenInvariant("no penguin is moving")
    if phase in TILE_STEPS and state.last_tile not in state.layout:
        raise BrokenInvariant("no tile is giving abilities")
    if phase == "market" and not (state.last_tile == FLOOR and 1 <= state.market_left <= 2):
        raise BrokenInvariant("the market is open off the floor")
    if phase.startswith("scatter") and not 1 <= state.scatter_left <= 3:
        raise BrokenInvariant("the scattering is miscounted")
    if phase == "scatter_tile" and state.scatter_gem not in GEMS:
        raise BrokenInvariant("no gem is being scattered")
    held = state.seats[state.turn].gems
    if phase == "scatter_tile" and state.scatter_gem and held[state.scatter_gem] < 1:
        raise BrokenInvariant("the gem being scattered is not held")
    if phase == "scatter_gem" and sum(held.values()) < state.scatter_left:
        raise BrokenInvariant("too few gems left to scatter")
