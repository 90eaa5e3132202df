"""What is this? Jewels' valley tiles, the valley floor and the objective cards, in words.

A tile's words come from the content file's abilities (`Effect.text`); its section is that of its
special ability if it has one (`Adjust`, `Wild!`...), else `Abilities`. An objective card says its
points, price and guilds; one the seat may not see is a face-down card and nothing more.
"""

from __future__ import annotations

from penguin_tables.engine.explain import HIDDEN, Explanation, Thing
from penguin_tables.games.jewels.content import Effect, content, gems_text

ABILITIES = "Abilities"
MARKET = "The Valley Market"
BUYING = "Buying an objective"
PIECES = "The pieces"
#: The section of each special ability (and of trades that scatter gems).
SPECIAL_SECTIONS: dict[str, str] = {
    "adjust": "Adjust",
    "wild": "Wild!",
    "get_over_here": "Get Over Here!",
    "swap_positions": "Swap Positions",
    "play_again": "Play Again",
    "swap_objectives": "Swap Objectives",
}
SCATTER = "Scatter Gems"


def explain(thing: Thing) -> Explanation:
    """A tile by its content id (`tile`), the valley floor (`floor`), an objective by its id
    (`objective`), or a card the seat may not see."""
    c = content()
    if thing.kind == "tile" and thing.id in c.tiles:
        return _tile(thing.id)
    if thing.kind == "floor":
        words = (
            "The valley floor, below tier A. A move that ends here gives two Valley Market "
            "trades in place of a tile's abilities."
        )
        return Explanation("The valley floor", words, MARKET)
    if thing.kind == "objective" and thing.id in c.objectives:
        card = c.objectives[thing.id]
        guilds = " and the ".join(c.guilds[g] for g in card.guilds)
        words = (
            f"An objective card worth {card.points} points at the end. It costs "
            f"{gems_text(dict(card.cost))}, and matches the {guilds}: each match with your "
            f"secret guild is worth {c.guild_bonus} points more."
        )
        return Explanation(card.name, words, BUYING)
    if thing.kind == HIDDEN:
        words = "An objective card its owner keeps hidden until the end of the game."
        return Explanation("A face-down objective", words, PIECES)
    return Explanation("Nothing known", "Nothing to explain here.", PIECES)


def _tile(tile_id: str) -> Explanation:
    tile = content().tiles[tile_id]
    tier = "the trophy tile at the summit" if tile.tier == "T" else f"a tier {tile.tier} tile"
    active = " or ".join(e.text() for e in tile.active)
    everyone = " or ".join(e.text() for e in tile.everyone)
    words = (
        f"{tile.name}, {tier}. When your move ends here, its active ability is yours once: "
        f"{active}. Then every penguin standing here gets its everyone ability: {everyone}."
    )
    return Explanation(tile.name, words, _section(tile.active + tile.everyone))


def _section(effects: tuple[Effect, ...]) -> str:
    for effect in effects:
        if effect.kind in SPECIAL_SECTIONS:
            return SPECIAL_SECTIONS[effect.kind]
        if effect.scatter:
            return SCATTER
    return ABILITIES
