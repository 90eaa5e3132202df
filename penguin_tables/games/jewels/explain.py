"""What is this? Jewels' valley tiles, the valley floor, the objective cards, dice, penguins and
gems, in words.

A tile's words come from the content file's abilities (`Effect.text`); its section is that of its
special ability if it has one (`Adjust`, `Wild!`...), else `Abilities`. An objective card says its
points, price and guilds; one the seat may not see is a face-down card and nothing more. A die is
known by its face (0: the snowflake), a penguin by its number, a gem by its letter.
"""

from __future__ import annotations

from penguin_tables.engine.explain import HIDDEN, Explanation, Thing
from penguin_tables.games.jewels.content import (
    GEM_NAMES,
    GEM_WITH_ARTICLE,
    Effect,
    content,
    gems_text,
)

ABILITIES = "Abilities"
MARKET = "The Valley Market"
BUYING = "Buying an objective"
PIECES = "The pieces"
SPENDING = "Spending a die"
BUMPING = "Bumping"
GEMS = "Gems"
SNOWFLAKE = "✻"
#: The market's guide price of each gem, in the gem below it (the rules page's `Gems`).
GEM_WORDS: dict[str, str] = {
    "R": "the cheapest gem; three buy an Emerald at the market",
    "E": "three buy a Sapphire at the market, and three Rubies buy one",
    "S": "three Emeralds buy one at the market",
    "D": "the dearest gem, the one the Emperor likes best",
}
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
    if thing.kind == "die" and thing.id in ("0", "1", "2", "3", "4", "5"):
        return _die(int(thing.id))
    if thing.kind == "penguin" and thing.id in ("1", "2", "3", "4", "5"):
        return _penguin(int(thing.id))
    if thing.kind == "gem" and thing.id in GEM_WORDS:
        name = GEM_NAMES[thing.id]
        words = (
            f"{name} ({thing.id}): {GEM_WORDS[thing.id]}. Gems pay for objective cards; the supply "
            "never runs out."
        )
        return Explanation(GEM_WITH_ARTICLE[thing.id].capitalize(), words, GEMS)
    if thing.kind == HIDDEN:
        words = "An objective card its owner keeps hidden until the end of the game."
        return Explanation("A face-down objective", words, PIECES)
    return Explanation("Nothing known", "Nothing to explain here.", PIECES)


def _die(face: int) -> Explanation:
    if face == 0:
        words = (
            f"The snowflake ({SNOWFLAKE}) is wild: spend it to move any one of your five "
            "penguins, chosen next. A spent die waits until your next turn, when it is rolled again."
        )
        return Explanation(f"A die showing {SNOWFLAKE}", words, SPENDING)
    words = (
        f"Spend it to move your penguin {face} one step (never straight up). A spent die waits "
        "until your next turn, when it is rolled again; two dice showing the same number are one "
        "choice."
    )
    return Explanation(f"A die showing {face}", words, SPENDING)


def _penguin(number: int) -> Explanation:
    moves = (
        f"Your penguin {number} (1 is the smallest, 5 the biggest). A die showing {number}, or the "
        "snowflake, moves it one step."
    )
    if number == 1:
        bumps = "The smallest bumps nobody, but any bigger penguin of yours arriving on it may bump it on."
    else:
        bumps = (
            f"Arriving where one of your smaller penguins (1 to {number - 1}) stands, it may bump "
            "that one on a step of its own."
        )
    return Explanation(f"Penguin {number}", f"{moves} {bumps}", BUMPING)


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
