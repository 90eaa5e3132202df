"""Log lines in words for each step, naming what the physics and the sea produced."""

from __future__ import annotations

from penguin_tables.games.yura_yura.actions import (
    Action,
    Catch,
    Draw,
    EndTurn,
    OwnUp,
    Place,
    Play,
)
from penguin_tables.games.yura_yura.content import card, card_name
from penguin_tables.games.yura_yura.rules.calls import catcher
from penguin_tables.games.yura_yura.rules.flow import next_seat
from penguin_tables.games.yura_yura.rules.tower import plan
from penguin_tables.games.yura_yura.state import Item, YuraState

ITEM_WORDS = {
    "iceberg": "an iceberg card",
    "penguin": "a penguin",
    "ice": "an ice rock",
    "card": "the card",
}


def line(before: YuraState, action: Action, after: YuraState) -> str:
    who = before.players[before.turn]
    if isinstance(action, Place):
        text = _placement(before, action, after)
    elif isinstance(action, Play):
        text = f"{who} " + str(action).replace("play ", "plays ", 1)
    elif isinstance(action, Draw):
        can = "and must play it" if after.phase == "drawn" else "but cannot play it"
        if after.ending == "sea":
            can = "(the last one in the sea)"
        text = f"{who} has nothing to play, draws a card {can}"
    elif isinstance(action, EndTurn):
        text = f"{who} ends the turn with one card left"
    elif isinstance(action, Catch):
        forgetter = before.catchable if before.catchable is not None else before.turn
        name = before.players[forgetter]
        who = before.players[catcher(before, action)]  # out of turn, not the seat to move
        text = f'{who} catches {name} without a "Penguin!" call: {name} draws a card'
    elif isinstance(action, OwnUp):
        name = before.players[before.catchable if before.catchable is not None else before.turn]
        text = f'{name} owns up to a missed "Penguin!" call and draws a card'
    else:
        text = f'{who} calls "Penguin!"'
    return text + _ending(after)


def _placement(before: YuraState, action: Place, after: YuraState) -> str:
    who = before.players[before.turn]
    item = before.put_back[0].kind if before.put_back else before.pending[0]
    report = after.last
    if report is None:
        return f"{who} places {ITEM_WORDS[item]}"
    thing = card_name(before.playing) if item == "card" and before.playing is not None else ""
    what = f"the {thing} card" if thing else ITEM_WORDS[item]
    verb = "puts back" if before.put_back else "places"
    text = f"{who} {verb} {what}"
    moved_from = None if before.put_back else _moved_from(before, item, action)
    if moved_from is not None:
        text = f"{who} moves {what} up from tier {moved_from + 1}"
    if report.landed or report.broke:
        text += f" {'to' if moved_from is not None else 'on'} tier {report.tier + 1}"
    if action.offset:
        text += f" (a shaky hand: {abs(action.offset):g} cm drift)"
    if report.broke:
        return f"{text}: the iceberg breaks, {report.cards_fallen} cards fall into the sea"
    if not report.landed:
        text += ", but it falls"
        text += (
            f" and {who} gives it up, drawing a card" if report.gave_up else f"; {who} tries again"
        )
    if report.put_back:
        text += f"; {', '.join(report.put_back)} fell, for {who} to put back"
    if report.lost and report.landed:
        text += f"; {', '.join(report.lost)} went to the box and {who} draws a card"
    card_done = item == "card" and before.playing is not None and after.playing is None
    if card_done and before.playing is not None and after.phase != "over":
        text += _effect(before, before.playing)
    return text


def _moved_from(before: YuraState, item: Item, action: Place) -> int | None:
    """The tier a piece is taken from when none is left in the box (rulebook: it moves up)."""
    where = plan(before.tower, item, action.tier)
    if where is None or where.move_from is None:
        return None
    return before.tower.pieces[where.move_from].tier


def _effect(before: YuraState, card_id: int) -> str:
    symbol = card(card_id).symbol
    if symbol == "draw2":
        target = next_seat(before)
        return f"; {before.players[target]} draws 2 cards"
    if symbol == "reverse":
        return "; the turn order reverses"
    if symbol == "skip":
        return f"; {before.players[next_seat(before)]} is skipped"
    return ""


def _ending(after: YuraState) -> str:
    if after.ending == "emptied" and after.ender is not None:
        return f". {after.players[after.ender]} has played every card and wins!"
    if after.ending == "sea":
        return ". The sea has run out of cards: everyone wins!"
    return ""
