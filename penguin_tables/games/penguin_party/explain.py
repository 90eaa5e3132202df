"""What is this? Penguin Party's cards and the spots of the pyramid, in words."""

from __future__ import annotations

from penguin_tables.engine.explain import HIDDEN, Explanation, Thing
from penguin_tables.games.penguin_party.cards import DECK_COUNTS, DECK_SIZE

CARDS = "The cards"
PLACING = "Placing a card"


def explain(thing: Thing) -> Explanation:
    """A card of the hand (by colour), a spot of the pyramid, or a card nobody may see."""
    counts: dict[str, int] = {colour: n for colour, n in DECK_COUNTS.items()}
    if thing.kind == "card" and thing.id in counts:
        colour, count = thing.id, counts[thing.id]
        words = (
            f"One of the {count} {colour} penguins of the {DECK_SIZE}-card deck. Place it at an "
            "end of the base, or on a higher row resting on two cards, one of them "
            f"{colour}. Every card left in your hand when you give up is a penalty point."
        )
        return Explanation(f"A {colour} penguin card", words, CARDS)
    if thing.kind == "spot" and thing.id == "base":
        words = (
            "An end of the bottom row. Any colour may go here, while the base has room: "
            "8 cards wide (7 with two players)."
        )
        return Explanation("An end of the base", words, PLACING)
    if thing.kind == "spot":
        words = (
            f"A gap on row {thing.id} of the pyramid (the base is row 1), resting on two cards "
            "below it. The card placed here must be the colour of at least one of those two."
        )
        return Explanation(f"A spot on row {thing.id}", words, PLACING)
    if thing.kind == HIDDEN:
        words = "A card in someone's hand: only its owner sees its colour."
        return Explanation("A face-down card", words, CARDS)
    return Explanation("Nothing known", "Nothing to explain here.", CARDS)
