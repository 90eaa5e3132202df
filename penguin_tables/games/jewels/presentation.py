"""Pure helpers for a screen: map cells to draw, short tile labels, penguin tags, details text.

They read content and views only, so the screen never re-derives a rule or touches the state.
"""

from __future__ import annotations

from dataclasses import dataclass

from penguin_tables.games.jewels.content import FLOOR, content, gems_short, gems_text
from penguin_tables.games.jewels.state import JewelsView

PLAYER_LETTERS = "ABCDE"


@dataclass(frozen=True)
class MapCell:
    """One hex to draw: doubled coordinates (q right, y up), its place id and tier letter."""

    position: str
    q: int
    y: int
    tier: str


def map_cells() -> list[MapCell]:
    """Every hex of the valley, the floor's two cells included (both named `floor`)."""
    c = content()
    cells = [MapCell(p.id, p.q, p.y, p.tier) for p in c.positions.values()]
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


def tile_details(layout: dict[str, str], position: str) -> list[str]:
    """The full words for the details panel: name, tier, both abilities and any slide."""
    c = content()
    slide = c.slides.get(position)
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
