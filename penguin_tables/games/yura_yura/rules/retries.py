"""What happens after a placement that did not go as planned: put back, try again, give up.

Rulebook: a fallen penguin or ice rock, or the card you just tried to place, is put back by the
player who dropped it, and the game goes on. Putting back is a placement like any other, with the
meter: a shaky hand may drop it again, and tries again, as often as it takes. With the
`retry_cap` option (the project's older rule, see `options`) the player gives a thing up after
three tries: a rock, penguin or iceberg card goes back to the box, a sea card falls to the bottom
of the sea (the one being played still counts as played), and the player draws one card.
"""

from __future__ import annotations

from dataclasses import replace

from penguin_tables.games.yura_yura.options import max_tries, original_physics
from penguin_tables.games.yura_yura.physics.placement import PIECE_WORDS
from penguin_tables.games.yura_yura.rules.flow import card_placed, draw_cards
from penguin_tables.games.yura_yura.rules.tower import drop_undoable
from penguin_tables.games.yura_yura.state import PutBack, YuraState


def item_landed(state: YuraState) -> None:
    """After placing the item due now: done if it landed, else another try (or give it up)."""
    assert state.last is not None
    if state.last.landed:
        state.pending.pop(0)
        state.attempts = 0
        return
    state.attempts += 1
    cap = max_tries(state)
    if cap is not None and state.attempts >= cap:
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
    cap = max_tries(state)
    if cap is None or job.attempts < cap:
        state.put_back.insert(0, job)
        return
    if job.kind == "card":
        state.sea.insert(0, job.ident)
    _give_up(state, PIECE_WORDS[job.kind] if job.kind != "card" else "a card")


def queue_put_backs(state: YuraState, fell: list[PutBack]) -> None:
    """Add what was just knocked off to what waits to be put back: iceberg cards and the cards
    that lay on them first (in the order they fell), pieces after them, since a piece needs the
    room its tier's iceberg card makes."""
    jobs = [*state.put_back, *fell]
    cards = [j for j in jobs if j.kind in ("iceberg", "card")]
    state.put_back = cards + [j for j in jobs if j.kind not in ("iceberg", "card")]


def _give_up(state: YuraState, words: str) -> None:
    """The thing goes (box or sea) and its placer draws one card for it."""
    assert state.last is not None
    state.last.gave_up = True
    state.last.lost.append(words)
    held = "card" in state.pending
    draw_cards(state, state.turn, 1)
    if state.phase == "over" and not held:
        state.playing = None  # the sea ran dry; a card already down stays where it lies


def carry_on(state: YuraState) -> None:
    """What is due next: things to put back, the rest of the instruction, the card, the turn."""
    if state.phase == "over":
        return
    rooms = len(state.tower.tiers) - 1
    if not original_physics(state):  # rooms an iceberg card waiting to go back will make
        rooms += sum(1 for j in state.put_back if j.kind == "iceberg")
    homeless = [j for j in state.put_back if j.kind in ("ice", "penguin") and j.tier >= rooms]
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
