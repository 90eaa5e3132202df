"""What is this? Yura Yura Penguin's sea cards, in words: what each asks of the next player, as
the rules page's `The cards` says it, and that a card plays on its colour or its symbol."""

from __future__ import annotations

from penguin_tables.engine.explain import HIDDEN, Explanation, Thing
from penguin_tables.games.yura_yura.content import START, card, card_name, deck

CARDS = "The cards"
#: What each symbol asks (coloured cards: of the next player, who places before playing).
SYMBOL_WORDS: dict[str, str] = {
    "iceberg": "the next player puts an iceberg card on top, making a new tier",
    "penguin": "the next player puts a penguin into the room second from the top",
    "ice1": "the next player puts one ice rock into a room with the fewest rocks",
    "ice2": "the next player puts two ice rocks into rooms with the fewest rocks",
    "draw2": "the next player takes two cards from the sea, then plays a normal turn",
    "reverse": "turns go the other way round the table",
    "skip": "the next player misses their turn",
}


def explain(thing: Thing) -> Explanation:
    """A sea card by its id (`card`; the starting card is its own id), or a face-down card."""
    if thing.kind == "card" and _known(thing.id):
        card_id = int(thing.id)
        name = card_name(card_id)
        if card_id == START:
            words = "The thick first top card: an iceberg card goes on it, and any card may follow."
            return Explanation("The starting card", words, CARDS)
        face = card(card_id)
        asks = SYMBOL_WORDS[face.symbol]
        if face.colour is None:
            words = (
                f"An aurora card, all three colours: it goes on any card and whoever plays it "
                f"names its colour. Nothing is placed for it; instead {asks}."
            )
        else:
            words = (
                f"Play it on a card of the same colour or the same symbol. Once it is the top "
                f"card, {asks}."
            )
        return Explanation(name[0].upper() + name[1:], words, CARDS)
    if thing.kind == HIDDEN:
        words = "A card face down in the sea or in another player's hand: nobody else sees it."
        return Explanation("A face-down card", words, CARDS)
    return Explanation("Nothing known", "Nothing to explain here.", CARDS)


def _known(card_id: str) -> bool:
    try:
        number = int(card_id)
    except ValueError:
        return False
    return number == START or 0 <= number < len(deck())
