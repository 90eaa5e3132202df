"""Frozen Shinies choices in words, with their arithmetic, and what each one touches on the table.

The screen lists the engine's legal actions for the step at hand; these helpers turn each action
into a line a player understands ("B: 3 + 5 = 8 of 9, +1 fish") and into marks for the stacks and
the hand, so the highlighted choice can be seen on the table before it is made. They read only a
seat's view (open stacks, own hand, public sizes), never the full state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.text import Text

from penguin_tables.games.frozen_shinies.actions import (
    Action,
    ChooseCard,
    Collect,
    EndTurn,
    ExtraTurn,
    Flip,
    Pass,
    Pick,
    PlaceCard,
    Return,
    Steal,
    Take,
    UsePower,
    UseValue,
)
from penguin_tables.games.frozen_shinies.content import STACK_LETTERS, deck, power, setting, values
from penguin_tables.games.frozen_shinies.preview import UsePreview
from penguin_tables.games.frozen_shinies.state import FrozenView

FISH = "◆"
"""The fish glyph: a corner fish on a card, and fish counts in words beside it."""


def letter(stack: int) -> str:
    return STACK_LETTERS[stack]


def card_face(card: int) -> str:
    """A card's value with its corner fish as glyphs, e.g. `9◆`."""
    face = deck()[card]
    return f"{face.value}{FISH * face.fish}"


@dataclass
class Marks:
    """What the highlighted choice would do, drawn on the stacks and the hand."""

    taken: set[tuple[int, int]] = field(default_factory=set)
    ghost: tuple[int, int] | None = None  # (stack, card id) the card would go on
    flip: int | None = None
    hand_value: int | None = None


def marks_for(action: Action | None, view: FrozenView) -> Marks:
    """The cards a choice takes, the stack a card would go on, the hand card it names."""
    marks = Marks()
    if isinstance(action, ChooseCard):
        marks.hand_value = action.value
    elif isinstance(action, Return):
        marks.hand_value = action.value
        if view.power_stack is not None:
            card = next(c for c in own_hand(view) if values()[c] == action.value)
            marks.ghost = (view.power_stack, card)
    elif isinstance(action, PlaceCard) and view.in_play is not None:
        marks.ghost = (action.stack, view.in_play)
    elif isinstance(action, Collect) and action.stack is not None:
        marks.taken = {(action.stack, i) for i in range(action.count)}
    elif isinstance(action, Take):
        marks.taken = {(p.stack, p.index) for p in action.picks}
    elif isinstance(action, Flip):
        marks.flip = action.stack
    return marks


def own_hand(view: FrozenView) -> list[int]:
    return [c for c in view.players[view.seat].hand if c is not None]


def _pick_words(view: FrozenView, pick: Pick) -> str:
    value = values()[view.stacks[pick.stack][pick.index]]
    where = letter(pick.stack)
    if pick.end == "inside":
        return f"{value} (card {pick.index + 1} of {where})"
    return f"{value} ({pick.end} of {where})"


def take_label(view: FrozenView, action: Take) -> Text:
    if not action.picks:
        text = Text("Take no card")
    else:
        text = Text("Take ")
        text.append(" and ".join(_pick_words(view, p) for p in action.picks), style="bold")
    if action.pay:
        text.append(f", paying {action.pay} {FISH}")
    return text


def collect_label(view: FrozenView, action: Collect, value: int) -> Text:
    """The collection with its sum against the value, and the fish paid or won."""
    if action.stack is None or not action.count:
        text = Text("Nothing can be collected")
    else:
        cards = [values()[c] for c in view.stacks[action.stack][: action.count]]
        text = Text(f"{letter(action.stack)}: ", style="bold")
        text.append(" + ".join(str(c) for c in cards))
        text.append(f" = {action.total}", style="bold")
        text.append(f" of {value}")
    if action.pay:
        text.append(f", pay {action.pay} {FISH}", style="yellow")
    if action.gain:
        text.append(f", +{action.gain} {FISH}", style="green")
    elif action.total < value and not action.pay:
        text.append(" (no fish: bank empty or cap)", style="dim")
    return text


def steal_label(view: FrozenView, action: Steal, value: int) -> Text:
    victim = view.players[action.victim]
    count = power(12).number("steal") if value == 12 else 1
    text = Text(f"Steal {count} random card{'s' if count > 1 else ''} from ")
    text.append(Text(victim.name, style="bold"))
    text.append(f" ({victim.hand_size} cards)")
    return text


def use_label(action: UseValue | UsePower, preview: UsePreview | None) -> Text:
    """Value or power, each with what it would bring, so both can be weighed at once."""
    if preview is None:
        return Text(str(action))
    if isinstance(action, UseValue):
        best = max(preview.collections, key=lambda c: (c.count, c.gain - c.pay))
        text = Text(f"Value {preview.value}: ", style="bold")
        if not best.count:
            text.append("no stack can be collected from")
            return text.append(f", +{best.gain} {FISH}" if best.gain else "", style="green")
        ways = len(preview.collections)
        text.append(f"collect, {ways} way{'s' if ways != 1 else ''}")
        return text.append(f", up to {best.count} card{'s' if best.count != 1 else ''}")
    text = Text(f"Power: {preview.power_name}", style="bold")
    if preview.corner_fish:
        text.append(f" +{preview.corner_fish} {FISH}", style="green")
    text.append(f" — {preview.power_text}")
    return text


def label(action: Action, view: FrozenView, preview: UsePreview | None) -> Text:
    """One line (it may wrap) for a legal action at the step the view is at."""
    value = preview.value if preview is not None else 0
    if isinstance(action, ChooseCard):
        name = power(action.value).name if view.designed_powers or action.value < 10 else ""
        if not view.designed_powers and 10 <= action.value <= 12:
            name = "value only"
        count = sum(1 for c in own_hand(view) if values()[c] == action.value)
        text = Text(f"{action.value:>2}", style="bold")
        text.append(f"×{count}" if count > 1 else "  ")
        return text.append(f" {name}", style="dim")
    if isinstance(action, Pass):
        return Text("Pass: you hold no card")
    if isinstance(action, PlaceCard):
        stack = view.stacks[action.stack]
        text = Text(f"Stack {letter(action.stack)}", style="bold")
        if not stack:
            return text.append("  (empty)", style="dim")
        return text.append(f"  front {card_face(stack[0])}, {len(stack)} cards")
    if isinstance(action, UseValue | UsePower):
        return use_label(action, preview)
    if isinstance(action, Collect):
        return collect_label(view, action, value)
    if isinstance(action, Take):
        return take_label(view, action)
    if isinstance(action, Steal):
        return steal_label(view, action, value)
    if isinstance(action, Flip):
        stack = view.stacks[action.stack]
        text = Text(f"Turn stack {letter(action.stack)} end for end", style="bold")
        return text.append(f"  (new front {card_face(stack[-1])})")
    if isinstance(action, Return):
        where = letter(view.power_stack) if view.power_stack is not None else "?"
        return Text(f"Put your {action.value} on the front of stack {where}")
    if isinstance(action, ExtraTurn):
        cost = setting("extra_turn_cost")
        mine = view.players[view.seat].fish
        return Text(f"Pay {cost} {FISH} for one more turn (you have {mine})", style="bold")
    assert isinstance(action, EndTurn)
    return Text("End the turn")
