"""Which cards may go on the top card (rulebook: "same color or symbol"; aurora on any colour)."""

from __future__ import annotations

from penguin_tables.games.yura_yura.actions import Play, play
from penguin_tables.games.yura_yura.content import START, Colour, card, content
from penguin_tables.games.yura_yura.state import YuraState


def matches(state: YuraState, card_id: int) -> bool:
    """Whether `card_id` may go on the top card, ignoring the last-card rule."""
    return follows(state.top_card, state.named_colour, card_id)


def follows(top_id: int, named: Colour | None, card_id: int) -> bool:
    """Whether `card_id` may go on `top_id` (an aurora card naming `named`): the matching rule
    alone, for the strong player's card race too, which keeps no state.

    The starting card takes any card. An aurora card goes on anything; on an aurora card, only its
    named colour (or another aurora) follows. Ice 1 and ice 2 are different symbols.
    """
    played = card(card_id)
    if top_id == START or played.aurora:
        return True
    top = card(top_id)
    if top.aurora:
        return played.colour == named
    return played.colour == top.colour or played.symbol == top.symbol


def may_play(state: YuraState, hand: list[int], card_id: int) -> bool:
    """`matches`, and an aurora card may never be the last card played (rulebook, end of game)."""
    if card(card_id).aurora and len(hand) == 1:
        return False
    return matches(state, card_id)


def play_actions(card_ids: list[int]) -> list[Play]:
    """The Play actions for these cards: one per colour an aurora card could name."""
    actions: list[Play] = []
    for card_id in sorted(set(card_ids)):
        if card(card_id).aurora:
            actions += [play(card_id, colour) for colour in content().colours]
        else:
            actions.append(play(card_id))
    return actions


def playable(state: YuraState, seat: int) -> list[int]:
    hand = state.hands[seat]
    return [c for c in hand if may_play(state, hand, c)]
