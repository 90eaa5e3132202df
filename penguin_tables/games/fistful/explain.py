"""What is this? A Fistful of Penguins' dice, face by face, its penguin tokens and its prices, in
words.

Each face says what it scores, as the rules page's `Scoring` section does; a die on offer in the
advanced game that its owner has not shown yet is a die and nothing more.
"""

from __future__ import annotations

from penguin_tables.engine.explain import HIDDEN, Explanation, Thing
from penguin_tables.games.fistful.dice import GLYPHS, TOTAL_DICE

SCORING = "Scoring"
BUYING = "Buying a die"
CASHING = "Cashing in penguins"
PRICING = "Pricing your die"
TOKEN_WORDS = (
    "Penguin tokens are earned with penguins: 1 for one penguin, 3 for two, 6 for three, then 10, "
    "15 and on. Cashing in now takes the tokens at once, and those dice are done for the turn. A "
    "token pays for a reroll or a spare die, and each one left at the end is worth $1."
)
PRICE_WORDS = (
    "Your secret die's price: any of your own dollars, your black chip showing one or two "
    "penguins (paid in penguin tokens), or both. Type the dollars or use the arrows, turn the "
    "chip with p, offer with Enter. Whoever buys your die pays you the price in full."
)

FACE_WORDS: dict[str, str] = {
    "penguin": (
        "Pays penguin tokens, not dollars: a group of penguins is worth 1 token for one, 3 for "
        "two, 6 for three, then 10, 15 and on. You may cash penguins in during your turn (c)."
    ),
    "squirrel": (
        "Takes money from the other players, never the bank: your first squirrel takes $1 from "
        "the player on your left, the second $2 from the next one, and so on round the table."
    ),
    "moose": "Worth $9 from the bank, but only if a squirrel goes with it: one squirrel a moose.",
    "kangaroo": (
        "Count the kangaroos and square the count: 1 pays $1, 2 pay $4, 3 pay $9. Scoring them "
        "in round one or two earns a kangaroo chip."
    ),
    "lion": (
        "Worth $7, but scoring lions (l) means nothing else but penguins counts this turn: no "
        "squirrels, moose, kangaroos or camels."
    ),
    "camel": "Worth $5, but only if not a single lion shows, scored or not.",
}


def explain(thing: Thing) -> Explanation:
    """A die by its face (`die`, or `offer` for a die on offer), or an unshown die."""
    words = FACE_WORDS.get(thing.id)
    if thing.kind in ("die", "offer") and words is not None:
        glyphs: dict[str, str] = {face: glyph for face, glyph in GLYPHS.items()}
        name = f"A {thing.id} die ({glyphs[thing.id]})"
        if thing.kind == "offer":
            return Explanation(name, f"A die on offer: buy it (b) for its price. {words}", BUYING)
        return Explanation(name, f"One of the {TOTAL_DICE} animal dice. {words}", SCORING)
    if thing.kind == "token":
        return Explanation("Penguin tokens", TOKEN_WORDS, CASHING)
    if thing.kind == "price":
        return Explanation("Your asking price", PRICE_WORDS, PRICING)
    if thing.kind == HIDDEN:
        words = "A die on offer whose face is not shown yet: its owner is setting its price."
        return Explanation("A die out of sight", words, BUYING)
    return Explanation("Nothing known", "Nothing to explain here.", SCORING)
