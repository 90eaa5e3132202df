"""Pure helpers for a screen: map cells to draw, short tile labels, penguin tags, details text.

They read content and views only, so the screen never re-derives a rule or touches the state.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from penguin_tables.games.jewels.content import FLOOR, content, gems_short, gems_text, slide_at
from penguin_tables.games.jewels.view import JewelsView

PLAYER_LETTERS = "ABCDE"
#: What the map's short labels mean, in the order a player meets them (the board shows it).
MAP_LEGEND: tuple[tuple[str, str], ...] = (
    ("2R|R", "you: 2 Rubies | each penguin there: 1"),
    ("R→S", "trade R for S (*: and scatter 3 gems)"),
    ("±1 →✻", "turn a die a step | to the snowflake"),
    ("⇐ ⇄", "call a penguin here | swap 2 of yours"),
    ("↻ ▯⇄", "move again | swap an objective"),
    ("↓S", "slide: dropping down gives a Sapphire"),
    ("A1,3", "A's penguins 1 and 3 (1 small, 5 big)"),
)


@dataclass(frozen=True)
class MapCell:
    """One hex to draw: doubled coordinates (q right, y up), its place id and tier letter."""

    position: str
    q: int
    y: int
    tier: str


def map_cells(layout: Mapping[str, str]) -> list[MapCell]:
    """Every hex of this layout's valley, the floor's two cells included (both named `floor`)."""
    c = content()
    cells = [MapCell(p, c.positions[p].q, c.positions[p].y, c.positions[p].tier) for p in layout]
    cells += [MapCell(FLOOR, q, y, "-") for q, y in c.floor_cells]
    return cells


def tile_label(layout: dict[str, str], position: str) -> str:
    """A few characters for the hex: active|everyone, e.g. `2R|R` or `Wild/E|R`; `Market` on the floor."""
    if position == FLOOR:
        return "Market"
    tile = content().tiles[layout[position]]
    active = "/".join(e.short() for e in tile.active)
    everyone = "/".join(e.short() for e in tile.everyone)
    return f"{active}|{everyone}"


def tile_details(layout: Mapping[str, str], position: str) -> list[str]:
    """The full words for the details panel: name, tier, both abilities and any slide."""
    c = content()
    slide = slide_at(layout, position)
    slide_line = [f"Slide (dropping straight down): {gems_text(dict(slide))}"] if slide else []
    if position == FLOOR:
        market = [f"  {e.text()}" for e in c.market]
        return ["Valley floor", "Valley Market: two exchanges when a move ends here:", *market]
    tile = c.tiles[layout[position]]
    tier = "Trophy" if tile.tier == "T" else f"Tier {tile.tier}"
    return [
        f"{tile.name} ({tier}, {position})",
        "Active: " + " / ".join(e.text() for e in tile.active),
        "Everyone: " + " / ".join(e.text() for e in tile.everyone),
        *slide_line,
    ]


def tile_words(layout: Mapping[str, str], position: str) -> str:
    """The place in a sentence: what you may do, what each penguin there gets, any slide."""
    c = content()
    slide = slide_at(layout, position)
    drop = f" Slide (dropping straight down): {gems_text(dict(slide))}." if slide else ""
    if position == FLOOR:
        return "Valley floor: a move that ends here gives two Valley Market trades."
    tile = c.tiles[layout[position]]
    mine = " or ".join(e.words() for e in tile.active)
    theirs = " or ".join(e.words() for e in tile.everyone)
    return f"{position} {tile.name}: you {mine}; each penguin here: {theirs}.{drop}"


def penguin_groups(view: JewelsView, position: str) -> list[tuple[int, str]]:
    """Penguins on a place, one group per player: `A1,3` (player A's 1 and 3), `B1-5` for a run."""
    groups = []
    for seat, player in enumerate(view.seats):
        numbers = [i + 1 for i, where in enumerate(player.penguins) if where == position]
        if numbers:
            groups.append((seat, PLAYER_LETTERS[seat] + _runs(numbers)))
    return groups


def _runs(numbers: list[int]) -> str:
    """`1,3` or `1-5` or `1-3,5`: runs of three or more shortened."""
    parts: list[str] = []
    start = prev = numbers[0]
    for n in [*numbers[1:], 0]:
        if n == prev + 1:
            prev = n
            continue
        if prev - start >= 2:
            parts.append(f"{start}-{prev}")
        else:
            parts.extend(str(k) for k in range(start, prev + 1))
        start = prev = n
    return ",".join(parts)


def penguins_words(view: JewelsView, position: str) -> str:
    """`Ann's 1 and 3 (A), Bob's 4 (B)`: whose penguins stand here and which, in words."""
    parts = []
    for seat, player in enumerate(view.seats):
        numbers = [i + 1 for i, where in enumerate(player.penguins) if where == position]
        if numbers:
            listed = _runs(numbers).replace(",", ", ")
            parts.append(f"{player.name}'s {listed} ({PLAYER_LETTERS[seat]})")
    return ", ".join(parts) if parts else "none"


def penguin_tags(view: JewelsView, position: str) -> list[str]:
    """Penguins on a place as player letter plus number, e.g. `A3`, `B1`."""
    return [
        f"{PLAYER_LETTERS[seat]}{index + 1}"
        for seat, player in enumerate(view.seats)
        for index, where in enumerate(player.penguins)
        if where == position
    ]


def scattered_label(view: JewelsView, position: str) -> str:
    pile = view.scattered.get(position)
    return f"+{gems_short(pile)}" if pile else ""


def objective_line(objective: str) -> str:
    """`Royal Lantern: 8 pts, 2D, Ice Sculptors+Singers` for the offer and hands."""
    c = content()
    card = c.objectives[objective]
    guilds = "+".join(c.guilds[g] for g in card.guilds)
    return f"{card.name}: {card.points} pts, {gems_short(dict(card.cost))}, {guilds}"
