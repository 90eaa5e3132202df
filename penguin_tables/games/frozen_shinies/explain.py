"""What is this? Frozen Shinies' cards (by number, with their power from the content file), the
stacks, the fish, and a card nobody may see."""

from __future__ import annotations

from penguin_tables.engine.explain import HIDDEN, Explanation, Thing
from penguin_tables.games.frozen_shinies.content import a_value, power, setting

POWERS = "The powers"
PIECES = "Cards, fish and stacks"


def explain(thing: Thing) -> Explanation:
    """A card by its number (`card`), a stack by its letter (`stack`), or a hidden card."""
    if thing.kind == "card" and thing.id.isdigit() and 1 <= int(thing.id) <= 14:
        return _card(int(thing.id))
    if thing.kind == "stack":
        words = (
            "A row of face-up cards. Cards are laid on and taken from its front; its far end is "
            "its back. Using a card's value, you collect from the front of another stack cards "
            "adding up to no more than your card."
        )
        return Explanation(f"Stack {thing.id}", words, PIECES)
    if thing.kind == "fish":
        words = (
            "Fish are the game's coins. You get them for value you leave unused when you collect "
            "(three at most), "
            "and from the corner fish (◆) of a card whose power you use; you pay them to add to "
            f"a card's value, or {setting('extra_turn_cost')} at the end of your turn for one "
            "more turn. The bank holds four a player; when it is empty, nobody gets fish until "
            "some are paid back in. At the end, fish break a tie for the most cards."
        )
        return Explanation("Fish", words, PIECES)
    if thing.kind == HIDDEN:
        words = "A card in another player's hand: only its holder knows its number."
        return Explanation("A face-down card", words, PIECES)
    return Explanation("Nothing known", "Nothing to explain here.", PIECES)


def _card(value: int) -> Explanation:
    ability = power(value)
    if ability.name == "No power":
        use = "It has no power: play it for its value."
    else:
        ours = " (our design; an option can switch it off)" if ability.designed else ""
        use = f"Or use its power, {ability.name}{ours}: {ability.text}"
    words = (
        f"Lay it on a stack's front, then use its value: collect cards from the front of another "
        f"stack adding up to no more than {value}. {use}"
    )
    return Explanation(a_value(value).capitalize(), words, POWERS)
