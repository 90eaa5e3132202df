"""The designed valley, tiles, objectives and market, loaded once from `assets/content/jewels.json`.

The rulebook leaves the map, the tile abilities and the objective cards to the printed components, so
the project designs them as data; this module turns that data into typed, frozen values and derives
the valley's moves from the coordinates (nothing about adjacency is written by hand). The content
holds editions (the rulebook's 23 tiles with the project's revised deck, the same tiles with its
first deck, and the project's earlier 28-tile set; old saves play the one they started with): each
names its places, slides, tiles and deck, or takes them from the edition it is `like`, and a
layout names the valley it was laid on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal

from penguin_tables.engine.assets import load_content

GEMS: tuple[str, ...] = ("R", "E", "S", "D")
GEM_NAMES: dict[str, str] = {"R": "Ruby", "E": "Emerald", "S": "Sapphire", "D": "Diamond"}
GEM_PLURALS: dict[str, str] = {"R": "Rubies", "E": "Emeralds", "S": "Sapphires", "D": "Diamonds"}
#: One gem with its article, for the log and the step words ("an Emerald", never "a Emerald").
GEM_WITH_ARTICLE: dict[str, str] = {
    g: f"{'an' if name[0] in 'AEIOU' else 'a'} {name}" for g, name in GEM_NAMES.items()
}
FLOOR = "floor"
TIERS: tuple[str, ...] = ("A", "B", "C", "D", "E", "T")

EffectKind = Literal[
    "acquire",
    "exchange",
    "adjust",
    "wild",
    "get_over_here",
    "swap_positions",
    "play_again",
    "swap_objectives",
]
SPECIALS: frozenset[str] = frozenset(
    {"adjust", "wild", "get_over_here", "swap_positions", "play_again", "swap_objectives"}
)


@dataclass(frozen=True)
class Effect:
    """One option of an ability: an acquire, an exchange (maybe scattering gems) or a special."""

    kind: EffectKind
    pay: tuple[tuple[str, int], ...] = ()
    gain: tuple[tuple[str, int], ...] = ()
    scatter: int = 0
    #: The words of `text()`, worked out once: the log writes them at every trade.
    _text: str = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_text", _effect_text(self))

    def text(self) -> str:
        """Full words for the details panel and the log."""
        return self._text

    def short(self) -> str:
        """A few characters for a hex on the map, read with the map's legend: `2R` take two
        Rubies, `3R→S` trade, `R*→D` trade and scatter, one glyph per special (`±1`, `↻`)."""
        if self.kind == "acquire":
            return gems_short(dict(self.gain))
        if self.kind == "exchange":
            pay = gems_short(dict(self.pay)) + ("*" if self.scatter else "")
            return f"{pay}→{gems_short(dict(self.gain))}"
        return SPECIAL_SHORT[self.kind]

    def words(self) -> str:
        """A few plain words for the tile under the cursor (`take 2 Rubies`, `move again`)."""
        if self.kind in SPECIALS:
            return SPECIAL_WORDS[self.kind]
        return self.text()


def _effect_text(effect: Effect) -> str:
    if effect.kind == "acquire":
        return f"take {gems_text(dict(effect.gain))}"
    if effect.kind == "exchange":
        cost = gems_text(dict(effect.pay))
        if effect.scatter:
            cost += f" and scatter {effect.scatter} gems"
        return f"trade {cost} for {gems_text(dict(effect.gain))}"
    return SPECIAL_TEXT[effect.kind]


SPECIAL_TEXT: dict[str, str] = {
    "adjust": "Adjust: add or take one from an unspent die (no wrap-around)",
    "wild": "Wild!: turn an unspent die to the snowflake",
    "get_over_here": "Get Over Here!: bring another of your penguins to this tile",
    "swap_positions": "Swap Positions: swap the places of two of your penguins",
    "play_again": "Play Again: spend another die to move again (after the everyone ability)",
    "swap_objectives": (
        "Swap Objectives: trade a bought objective for one on offer worth the same or 1 point more"
        " or less"
    ),
}
SPECIAL_SHORT: dict[str, str] = {
    "adjust": "±1",
    "wild": "→✻",
    "get_over_here": "⇐",
    "swap_positions": "⇄",
    "play_again": "↻",
    "swap_objectives": "▯⇄",
}
SPECIAL_WORDS: dict[str, str] = {
    "adjust": "turn a die one step",
    "wild": "turn a die to the snowflake",
    "get_over_here": "call a penguin here",
    "swap_positions": "swap two penguins",
    "play_again": "move again",
    "swap_objectives": "swap an objective",
}


@dataclass(frozen=True)
class Tile:
    """A tile: its tier and two abilities, each a tuple of slash options."""

    id: str
    name: str
    tier: str
    active: tuple[Effect, ...]
    everyone: tuple[Effect, ...]


@dataclass(frozen=True)
class Objective:
    id: str
    name: str
    points: int
    cost: tuple[tuple[str, int], ...]
    guilds: tuple[str, str]


@dataclass(frozen=True)
class Position:
    """A place for a tile on the valley map: doubled hex coordinates (q column, y height)."""

    id: str
    tier: str
    q: int
    y: int


@dataclass(frozen=True, eq=False)
class Edition:
    """One set of components: the valley's places and slides, its tiles, the objective deck and
    the head-start gifts (used only with the option on).

    `revised` (the default) has the rulebook's 23 regular tiles and the project's revised deck;
    `rulebook` the same valley and tiles with the first deck designed for them, and `extended` the
    project's earlier 28-tile set: both kept so a game saved with them plays on as it started.
    Compared and hashed by identity: there is one of each, made once by `content()`.
    """

    name: str
    places: tuple[str, ...]
    moves: dict[str, tuple[str, ...]]
    drops: frozenset[tuple[str, str]]
    slides: dict[str, tuple[tuple[str, int], ...]]
    tiles: tuple[str, ...]
    starter_tiles: tuple[str, ...]
    objectives: tuple[str, ...]
    head_start: dict[int, tuple[dict[str, int], ...]]


@dataclass(frozen=True)
class Content:
    """Every component of every edition (ids are unique across editions), and the editions."""

    positions: dict[str, Position]
    floor_cells: tuple[tuple[int, int], ...]
    tiles: dict[str, Tile]
    market: tuple[Effect, ...]
    objectives: dict[str, Objective]
    guilds: dict[str, str]
    thanks_points: int
    guild_bonus: int
    editions: dict[str, Edition]


def gems_text(gems: dict[str, int]) -> str:
    parts = [
        f"{n} {GEM_NAMES[g] if n == 1 else GEM_PLURALS[g]}" for g in GEMS if (n := gems.get(g, 0))
    ]
    return " and ".join(parts) if parts else "nothing"


def gems_short(gems: dict[str, int]) -> str:
    return "".join(f"{n if n > 1 else ''}{g}" for g in GEMS if (n := gems.get(g, 0)))


def _pairs(raw: dict[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple((g, raw[g]) for g in GEMS if raw.get(g))


def _effect(raw: dict[str, Any]) -> Effect:
    return Effect(
        kind=raw["kind"],
        pay=_pairs(raw.get("pay", {})),
        gain=_pairs(raw.get("gain", {})),
        scatter=int(raw.get("scatter", 0)),
    )


def _valley_moves(
    positions: dict[str, Position], floor_cells: tuple[tuple[int, int], ...]
) -> tuple[dict[str, tuple[str, ...]], frozenset[tuple[str, str]]]:
    """Moves from every place: diagonals either way and straight down, never straight up.

    A flat-topped hex at (q, y) touches (q, y±2) and (q±1, y±1); (q, y+2) is the ice wall. The
    floor is two cells wide, which is why it reaches three tiles. `drops` are the straight-down
    moves: the only ones that pass a slide at the bottom of a tile.
    """
    cells: dict[tuple[int, int], str] = {(p.q, p.y): p.id for p in positions.values()}
    cells.update({cell: FLOOR for cell in floor_cells})
    starts: dict[str, list[tuple[int, int]]] = {pid: [(p.q, p.y)] for pid, p in positions.items()}
    starts[FLOOR] = list(floor_cells)
    moves: dict[str, tuple[str, ...]] = {}
    drops: set[tuple[str, str]] = set()
    for pid, own in starts.items():
        found: list[str] = []
        for q, y in own:
            for dq, dy in ((0, -2), (-1, -1), (1, -1), (-1, 1), (1, 1)):
                target = cells.get((q + dq, y + dy))
                if target is not None and target != pid and target not in found:
                    found.append(target)
                    if dq == 0:
                        drops.add((pid, target))
        moves[pid] = tuple(sorted(found, key=lambda t: _order_key(positions, t)))
    return moves, frozenset(drops)


def _order_key(positions: dict[str, Position], pid: str) -> tuple[int, int]:
    if pid == FLOOR:
        return (-1, 0)
    return (positions[pid].y, positions[pid].q)


def _objective(raw: dict[str, Any]) -> Objective:
    return Objective(
        id=raw["id"],
        name=raw["name"],
        points=raw["points"],
        cost=_pairs(raw["cost"]),
        guilds=(raw["guilds"][0], raw["guilds"][1]),
    )


def _edition(
    name: str,
    raw: dict[str, Any],
    positions: dict[str, Position],
    floor_cells: tuple[tuple[int, int], ...],
) -> Edition:
    places = {pid: positions[pid] for pid in raw["places"]}
    moves, drops = _valley_moves(places, floor_cells)
    return Edition(
        name=name,
        places=tuple(places),
        moves=moves,
        drops=drops,
        slides={s["at"]: _pairs(s["gems"]) for s in raw["slides"]},
        tiles=tuple(raw["tiles"]),
        starter_tiles=tuple(raw["starter"]),
        objectives=tuple(o["id"] for o in raw["objectives"]),
        head_start={
            int(players): tuple(dict(_pairs(gems)) for gems in by_seat)
            for players, by_seat in raw["head_start"].items()
        },
    )


def _inherited(raw: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Each edition whole: one that names another (`like`) takes from it every part it does not
    give itself (a new deck on the same valley gives only its objectives)."""
    whole: dict[str, dict[str, Any]] = {}
    for name, ed in raw.items():
        base = raw[ed["like"]] if "like" in ed else {}
        whole[name] = {**base, **{k: v for k, v in ed.items() if k != "like"}}
    return whole


@cache
def content() -> Content:
    """The parsed content (cached: it never changes while running)."""
    raw = load_content("jewels")
    valley = raw["valley"]
    positions = {
        p["id"]: Position(id=p["id"], tier=p["tier"], q=p["q"], y=p["y"])
        for p in valley["positions"]
    }
    floor_cells = tuple((c[0], c[1]) for c in valley["floor"]["cells"])
    tiles = {
        t["id"]: Tile(
            id=t["id"],
            name=t["name"],
            tier=t["tier"],
            active=tuple(_effect(e) for e in t["active"]),
            everyone=tuple(_effect(e) for e in t["everyone"]),
        )
        for t in raw["tiles"]
    }
    raw_editions = _inherited(raw["editions"])
    editions = {
        name: _edition(name, ed, positions, floor_cells) for name, ed in raw_editions.items()
    }
    objectives = {
        o["id"]: _objective(o) for ed in raw["editions"].values() for o in ed["objectives"]
    }
    return Content(
        positions=positions,
        floor_cells=floor_cells,
        tiles=tiles,
        market=tuple(_effect(e) for e in raw["market"]),
        objectives=objectives,
        guilds={g["id"]: g["name"] for g in raw["guilds"]},
        thanks_points=int(raw["thanks_points"]),
        guild_bonus=int(raw["guild_bonus"]),
        editions=editions,
    )


def edition(name: object) -> Edition:
    """The edition an option names (`tiles`)."""
    return content().editions[str(name)]


@cache
def _by_places() -> dict[frozenset[str], Edition]:
    """The valleys by their places. Editions on the same places share the valley (its moves and
    slides): only their tiles or cards differ, so any one of them tells the map."""
    found: dict[frozenset[str], Edition] = {}
    for here in content().editions.values():
        same = found.setdefault(frozenset(here.places), here)
        if (same.slides, same.moves) != (here.slides, here.moves):
            raise ValueError(f"Editions {same.name} and {here.name} share places, not the valley")
    return found


def valley(layout: Mapping[str, str]) -> Edition:
    """The edition whose valley a layout covers: a layout names a tile for every place, and each
    set of places has one valley (its map, its moves and its slides)."""
    return _by_places()[frozenset(layout)]


def slide_at(layout: Mapping[str, str], position: str) -> tuple[tuple[str, int], ...] | None:
    """The slide at the bottom of a place in this valley, if any."""
    return valley(layout).slides.get(position)


def slide_of_step(
    layout: Mapping[str, str], origin: str, target: str
) -> tuple[tuple[str, int], ...] | None:
    """The gems a step pays: only a straight drop out of a place with a slide pays them."""
    here = valley(layout)
    slide = here.slides.get(origin)
    return slide if slide and (origin, target) in here.drops else None


def tile_at(layout: dict[str, str], position: str) -> Tile | None:
    """The tile on a position (None for the valley floor, which has the market instead)."""
    return None if position == FLOOR else content().tiles[layout[position]]
