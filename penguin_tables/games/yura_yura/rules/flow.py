"""Whose turn it is and what they must do first: instructions, card effects, drawing, the end.

Rulebook: follow the top card's instruction unless the previous player failed to play; draw 2,
reverse and skip act on the turn order; emptying the hand wins; the sea running out ends the game
with everyone winning; a break ends it with the fewest-cards player (breaker excluded) winning.
"""

from __future__ import annotations

from penguin_tables.games.yura_yura.content import card
from penguin_tables.games.yura_yura.rules.tower import drop_undoable, instruction
from penguin_tables.games.yura_yura.state import Ending, YuraState


def next_seat(state: YuraState, steps: int = 1) -> int:
    return (state.turn + state.direction * steps) % len(state.players)


def finish(state: YuraState, ending: Ending, seat: int | None) -> None:
    state.ending = ending
    state.ender = seat
    state.phase = "over"
    state.pending = []
    state.catchable = None
    state.drawn = None


def begin_turn(state: YuraState) -> None:
    """The new player's first duty: the top card's instruction, unless the last player failed."""
    state.pending = [] if state.skip_instruction else instruction(state.top_card)
    drop_undoable(state)
    state.phase = "place" if state.pending else "choose"


def end_turn(state: YuraState, failed: bool) -> None:
    """Pass the turn (two seats on after a skip); a failed turn spares the next instruction."""
    state.skip_instruction = failed
    state.turn = next_seat(state, state.next_steps)
    state.next_steps = 1
    begin_turn(state)


def draw_cards(state: YuraState, seat: int, count: int) -> list[int]:
    """Take cards from the sea into a hand; the sea running dry ends the game at once."""
    taken: list[int] = []
    for _ in range(count):
        if not state.sea:
            break
        taken.append(state.sea.pop())
        if not state.sea:
            state.hands[seat] += taken
            finish(state, "sea", None)
            return taken
    state.hands[seat] += taken
    return taken


def card_effect(state: YuraState, card_id: int) -> None:
    """Draw 2, reverse and skip, applied once the card lies on the tower."""
    symbol = card(card_id).symbol
    if symbol == "draw2":
        draw_cards(state, next_seat(state), 2)
    elif symbol == "reverse":
        state.direction = -state.direction
    elif symbol == "skip":
        state.next_steps = 2


def card_placed(state: YuraState) -> None:
    """After the played card settled: win, effects, then the "Penguin!" moment or the next turn."""
    seat = state.turn
    played = state.playing
    state.playing = None
    if not state.hands[seat]:
        finish(state, "emptied", seat)
        return
    if played is not None:
        card_effect(state, played)
    if state.phase == "over":
        return
    if len(state.hands[seat]) == 1:
        state.phase = "call"
    else:
        end_turn(state, failed=False)
