"""What happens after a placement that did not go as planned: put back, try again, give up.

Rulebook: a fallen penguin or ice rock, or the card you just tried to place, is put back by the
player who dropped it, and the game goes on. Putting back is a placement like any other, with the
meter: a shaky hand may drop it again. After `max_attempts` tries at the same thing the player
gives it up (our Table notes): a rock, penguin or iceberg card goes back to the box, the card being
played falls to the bottom of the sea but still counts as played, and the player draws one card.
"""

from __future__ import annotations

from dataclasses import replace

from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.physics.placement import PIECE_WORDS
from penguin_tables.games.yura_yura.rules.flow import card_placed, draw_cards
from penguin_tables.games.yura_yura.rules.tower import drop_undoable
from penguin_tables.games.yura_yura.state import YuraState


def item_landed(state: YuraState) -> None:
    """After placing the item due now: done if it landed, else another try (or give it up)."""
    assert state.last is not None
    if state.last.landed:
        state.pending.pop(0)
        state.attempts = 0
        return
    state.attempts += 1
    if state.attempts >= content().physics.max_attempts:
        item = state.pending.pop(0)
        state.attempts = 0
        if item == "card" and state.playing is not None:
            state.sea.insert(0, state.playing)  # into the sea, under the pile; still played
        _give_up(state, PIECE_WORDS[item])


def put_back_landed(state: YuraState) -> None:
    """After putting something back: done if it stayed, else another try (or give it up)."""
    assert state.last is not None
    job = state.put_back.pop(0)
    if state.last.landed:
        return
    job = replace(job, attempts=job.attempts + 1)
    if job.attempts < content().physics.max_attempts:
        state.put_back.insert(0, job)
    else:
        _give_up(state, PIECE_WORDS[job.kind])


def _give_up(state: YuraState, words: str) -> None:
    """The thing goes (box or sea) and its placer draws one card for it."""
    assert state.last is not None
    state.last.gave_up = True
    state.last.lost.append(words)
    draw_cards(state, state.turn, 1)
    if state.phase == "over" and not state.pending:
        state.playing = None  # the sea ran dry; a card already down stays on the tower


def carry_on(state: YuraState) -> None:
    """What is due next: things to put back, the rest of the instruction, the card, the turn."""
    if state.phase == "over":
        return
    rooms = len(state.tower.tiers) - 1
    homeless = [j for j in state.put_back if j.kind != "iceberg" and j.tier >= rooms]
    if homeless and state.last is not None:  # their room's iceberg card was given up
        state.last.lost += [PIECE_WORDS[j.kind] for j in homeless]
        state.put_back = [j for j in state.put_back if j not in homeless]
    if state.put_back:
        state.phase = "place"
        return
    drop_undoable(state)
    if state.pending:
        state.phase = "place"
    elif state.playing is not None:
        card_placed(state)
    else:
        state.phase = "choose"
