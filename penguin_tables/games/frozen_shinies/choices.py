"""Each legal step as a pick a player understands, with its arithmetic, and the prompt for it.

A turn is walked one small action at a time (card, stack, value or power, then what to take), so
every action is a path of one `Choice`: its label says what it is ("B: 3 + 5"), its preview what it
brings ("= 8 of 9, +1 ◆"), and its value (`Offer`) the action it leads to and what it touches on the
table (`Touch`), so a screen can draw the highlighted choice on the stacks and the hand, and tell a
steal from a stack by type, without knowing the rules or parsing keys.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from penguin_tables.engine.choices import Choice
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
from penguin_tables.games.frozen_shinies.content import (
    STACK_LETTERS,
    a_value,
    count_of,
    deck,
    power,
    setting,
    stack_name,
    values,
)
from penguin_tables.games.frozen_shinies.preview import UsePreview, use_preview
from penguin_tables.games.frozen_shinies.rules.cards import index_by_value
from penguin_tables.games.frozen_shinies.rules.collect import collect_options
from penguin_tables.games.frozen_shinies.state import FrozenState

FISH = "◆"
"""The fish glyph: a corner fish on a card, and fish counts in words beside it."""
EXTRA_TURN = "extra"
"""The key of the pick that pays fish for one more turn."""


def letter(stack: int) -> str:
    return STACK_LETTERS[stack]


def card_face(card: int) -> str:
    """A card's value with its corner fish as glyphs, e.g. `9◆`."""
    face = deck()[card]
    return f"{face.value}{FISH * face.fish}"


@dataclass(frozen=True)
class Touch:
    """What a choice would do on the table, for drawing it before it is made.

    `taken`: (stack, position from the front) of cards it takes; `ghost`: (stack, card) put on a
    stack's front; `flip`: a stack turned end for end; `hand_value`: the hand card it names.
    Only the mover's own cards appear here: it is the seat's own options, nothing hidden.
    """

    taken: frozenset[tuple[int, int]] = frozenset()
    ghost: tuple[int, int] | None = None
    flip: int | None = None
    hand_value: int | None = None


@dataclass(frozen=True)
class Offer:
    """A choice's typed value: the action it leads to (the seat's own option, nothing hidden) and
    what it touches on the table."""

    action: Action
    touch: Touch = field(default_factory=Touch)


def choice_for(state: FrozenState, action: Action) -> Choice:
    """The one pick that leads to `action` at the step the state is at, its `Offer` as its value."""
    choice = _worded(state, action)
    touch = choice.value if isinstance(choice.value, Touch) else Touch()
    return replace(choice, value=Offer(action, touch))


def _worded(state: FrozenState, action: Action) -> Choice:
    """The pick's key, label and preview, with its `Touch` as value where it touches the table."""
    if isinstance(action, ChooseCard):
        return _card_choice(state, action)
    if isinstance(action, Pass):
        return Choice("pass", "Pass: you hold no card")
    if isinstance(action, PlaceCard):
        return _place_choice(state, action)
    if isinstance(action, UseValue | UsePower):
        return _use_choice(action, use_preview(state))
    if isinstance(action, Collect):
        return _collect_choice(state, action)
    if isinstance(action, Take):
        return _take_choice(state, action)
    if isinstance(action, Steal):
        victim = state.players[action.victim]
        count = power(12).number("steal") if values()[state.played[-1]] == 12 else 1
        label = f"Steal {count} random card{'s' if count > 1 else ''} from {victim}"
        size = len(state.hands[action.victim])
        return Choice(f"steal-{action.victim}", label, f"(holds {count_of(size, 'card')})")
    if isinstance(action, Flip):
        stack = state.stacks[action.stack]
        preview = f"(new front {card_face(stack[-1])})"
        touch = Touch(flip=action.stack)
        return Choice(f"flip-{letter(action.stack)}", _flip_label(action), preview, touch)
    if isinstance(action, Return):
        return _return_choice(state, action)
    if isinstance(action, ExtraTurn):
        cost, mine = setting("extra_turn_cost"), state.fish[state.turn]
        return Choice(EXTRA_TURN, f"Pay {cost} {FISH} for one more turn", f"(you have {mine})")
    assert isinstance(action, EndTurn)
    return Choice("end", "End the turn")


def _flip_label(action: Flip) -> str:
    return f"Turn stack {letter(action.stack)} end for end"


def _card_choice(state: FrozenState, action: ChooseCard) -> Choice:
    designed = bool(state.options.get("designed_powers", True))
    name = "value only" if not designed and 10 <= action.value <= 12 else power(action.value).name
    count = sum(1 for slot in state.hands[state.turn] if values()[slot.card] == action.value)
    preview = (f"×{count} " if count > 1 else "") + name
    touch = Touch(hand_value=action.value)
    return Choice(f"card-{action.value}", str(action.value), preview, touch)


def _place_choice(state: FrozenState, action: PlaceCard) -> Choice:
    stack = state.stacks[action.stack]
    name = letter(action.stack)
    preview = f"front {card_face(stack[0])}, {count_of(len(stack), 'card')}" if stack else "(empty)"
    card = state.in_play.card if state.in_play is not None else None
    touch = Touch(ghost=(action.stack, card) if card is not None else None)
    return Choice(f"stack-{name}", f"Stack {name}", preview, touch)


def _use_choice(action: UseValue | UsePower, preview: UsePreview | None) -> Choice:
    """Value or power, each with what it would bring, so both can be weighed at once."""
    if preview is None:
        return Choice(action.kind, str(action))
    if isinstance(action, UseValue):
        best = max(preview.collections, key=lambda c: (c.count, c.gain - c.pay))
        label = f"Value {preview.value}:"
        if not best.count:
            gain = f", +{best.gain} {FISH}" if best.gain else ""
            return Choice("value", label, f"no stack can be collected from{gain}")
        ways = len(preview.collections)
        many = f"up to {best.count} card{'s' if best.count != 1 else ''}"
        return Choice("value", label, f"collect, {ways} way{'s' if ways != 1 else ''}, {many}")
    fish = f"+{preview.corner_fish} {FISH} " if preview.corner_fish else ""
    return Choice("power", f"Power: {preview.power_name}", f"{fish}— {preview.power_text}")


def _collect_choice(state: FrozenState, action: Collect) -> Choice:
    """The collection with its sum against the value, and the fish paid or won."""
    value = values()[state.played[-1]]
    if action.stack is None or not action.count:
        key, preview = "collect-none", ""
        others = len(collect_options(state)) > 1
        label = "Collect nothing" if others else "Nothing can be collected"
    else:
        cards = [values()[c] for c in state.stacks[action.stack][: action.count]]
        key = f"collect-{letter(action.stack)}{action.count}"
        label = f"{letter(action.stack)}: " + " + ".join(str(c) for c in cards)
        preview = f"= {action.total} of {value}"
    if action.pay:
        preview += f", pay {action.pay} {FISH}"
    preview += _leftover_words(state, action, value)
    if not action.count and not state.hands[state.turn]:
        preview += f"; {EMPTY_HAND_WARNING}"
    stack = action.stack
    taken = frozenset((stack, i) for i in range(action.count)) if stack is not None else frozenset()
    return Choice(key, label, preview.lstrip(", "), Touch(taken=taken))


EMPTY_HAND_WARNING = "your hand stays empty: you pass for the rest of the game"


def _leftover_words(state: FrozenState, action: Collect, value: int) -> str:
    """The fish the unused value brings, and why it is fewer when the bank or the cap limits it."""
    left = value - action.total
    if action.pay or left <= 0:
        return ""
    cap = setting("fish_cap")
    if not action.gain:
        return " (no fish: the bank is empty)"
    words = f", +{action.gain} {FISH}"
    if action.gain < min(left, cap):
        return words + " (all the bank holds)"
    return words + (f" (at most {cap})" if left > cap else "")


def _pick_words(state: FrozenState, pick: Pick) -> str:
    value = values()[state.stacks[pick.stack][pick.index]]
    where = letter(pick.stack)
    if pick.end == "inside":
        return f"{value} (card {pick.index + 1} of {where})"
    return f"{value} ({pick.end} of {where})"


def _take_choice(state: FrozenState, action: Take) -> Choice:
    parts = [f"{letter(p.stack)}{p.index}" for p in action.picks] or ["none"]
    key = "take-" + "-".join(parts) + (f"-pay{action.pay}" if action.pay else "")
    preview = f"paying {action.pay} {FISH}" if action.pay else ""
    if not action.picks:
        label = "Take no card"
        if not state.hands[state.turn]:
            preview = EMPTY_HAND_WARNING
    else:
        label = "Take " + " and ".join(_pick_words(state, p) for p in action.picks)
    touch = Touch(taken=frozenset((p.stack, p.index) for p in action.picks))
    return Choice(key, label, preview, touch)


def _return_choice(state: FrozenState, action: Return) -> Choice:
    where = state.power_stack
    name = letter(where) if where is not None else "?"
    hand = state.hands[state.turn]
    card = hand[index_by_value(hand, action.value)].card
    touch = Touch(ghost=(where, card) if where is not None else None, hand_value=action.value)
    label = f"Put your {action.value} on the front of stack {name}"
    return Choice(f"return-{action.value}", label, "", touch)


def no_power_reason(value: int, designed_powers: bool) -> str:
    """Why the power of a card is not offered at the value-or-power step.

    Each power is refused for one reason only, so the value alone says which: the steals find
    nobody to rob, the takes find no free card (the card just played is locked).
    """
    if 10 <= value <= 12 and not designed_powers:
        return "this game plays 10 to 12 without powers"
    if value >= 13:
        return "this card has no power"
    if value in (7, 8):
        return "no one else holds more than three cards to steal from"
    if value == 12:
        return "no one holds more cards than you"
    if value == 11:
        return "no free front card, and no one else has fish"
    return "no free card to take (the card just played is locked)"


#: The rules page's section for each step of a play (`Game.rule`).
RULE_OF_STEP = {
    "card": "Your turn",
    "stack": "Playing a card",
    "use": "Value or power",
    "collect": "Using the value",
    "power": "The powers",
    "followup": "The powers",
    "extra": "One more turn",
}


def prompt_for(state: FrozenState) -> str:
    """The question at the step the state is at, in words."""
    step = state.step
    value = values()[state.played[-1]] if state.played else 0
    if step == "card":
        hand = state.hands[state.turn]
        if len(hand) == 1:
            return "your last card: if this play brings you no card, you pass for the rest of the game."
        return "no card: pass." if not hand else "choose a card to play."
    if step == "stack":
        assert state.in_play is not None
        card = values()[state.in_play.card]
        if state.played:
            return f"you stole {a_value(card)}: play it now on a stack."
        return f"play the {card} on the front of which stack?"
    if step == "use":
        return f"use the {value} for its value or its power?"
    if step == "collect":
        cap = setting("fish_cap")
        return f"collect (sum ≤ {value} + fish paid; leftover → fish, max {cap})."
    if step == "power":
        return f"{power(value).name}: choose."
    if step == "followup":
        if value == 6 and state.power_stack is not None:
            return f"put a card from your hand on {stack_name(state.power_stack)}."
        return "even card! take a front card." if value == 8 else "now take two front cards."
    cost = setting("extra_turn_cost")
    return f"pay {cost} {FISH} for one more turn, or end the turn?"
