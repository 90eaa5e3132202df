"""Log lines in words. The log is public, so it never names a card that is still secret."""

from __future__ import annotations

from penguin_tables.games.frozen_shinies.actions import (
    Action,
    ChooseCard,
    Collect,
    EndTurn,
    ExtraTurn,
    Flip,
    Pass,
    PlaceCard,
    Return,
    Steal,
    Take,
    UsePower,
    UseValue,
)
from penguin_tables.games.frozen_shinies.content import (
    a_value,
    count_of,
    deck,
    power,
    stack_name,
    values,
)
from penguin_tables.games.frozen_shinies.state import FrozenState


def _list(numbers: list[int]) -> str:
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _take_words(before: FrozenState, after: FrozenState, who: str, action: Take) -> str:
    cards = [values()[before.stacks[p.stack][p.index]] for p in action.picks]
    where = sorted({stack_name(p.stack) for p in action.picks})
    line = (
        f"{who} takes {_list(cards)} from {' and '.join(where)}"
        if cards
        else f"{who} takes no card"
    )
    if action.pay:
        line += f", paying {action.pay} fish"
    if before.step == "power" and values()[before.played[-1]] == 11:
        payers = [
            before.players[s] for s in range(len(before.players)) if after.fish[s] < before.fish[s]
        ]
        line += (
            f"; {', '.join(payers)} each pay a fish toll" if payers else "; nobody has fish to pay"
        )
    return line + "."


def _steal_words(before: FrozenState, after: FrozenState, who: str, action: Steal) -> str:
    victim = before.players[action.victim]
    moved = len(before.hands[action.victim]) - len(after.hands[action.victim])
    cards = "a random card" if moved == 1 else f"{count_of(moved, 'random card')}"
    line = f"{who} steals {cards} from {victim}"
    value = values()[before.played[-1]]
    if value == 7:
        return line + " and must play it at once."
    if value == 8:
        stolen = after.hands[before.turn][-1].card
        even = values()[stolen] % 2 == 0
        return line + (": it is even, so a bonus card follows." if even else ": it is odd.")
    return line + "."


def _action_words(before: FrozenState, after: FrozenState, action: Action) -> str:
    who = before.players[before.turn]
    if isinstance(action, ChooseCard):
        return f"{who} picks a card to play."
    if isinstance(action, Pass):
        return f"{who} has no card and passes."
    if isinstance(action, PlaceCard):
        assert before.in_play is not None
        value = values()[before.in_play.card]
        words = f"the stolen {value}" if before.in_play.stolen_from is not None else a_value(value)
        return f"{who} plays {words} on {stack_name(action.stack)}."
    if isinstance(action, UseValue):
        return f"{who} uses the {values()[before.played[-1]]} for its value."
    if isinstance(action, UsePower):
        card = deck()[before.played[-1]]
        got = after.fish[before.turn] - before.fish[before.turn]
        fish = f", taking {got} fish from the corner" if got else ""
        return f"{who} uses the power of the {card.value} ({power(card.value).name}){fish}."
    if isinstance(action, Collect):
        if action.stack is None or not action.count:
            line = f"{who} collects no cards"
        else:
            cards = [values()[c] for c in before.stacks[action.stack][: action.count]]
            line = f"{who} collects {_list(cards)} from {stack_name(action.stack)}"
        line += f", spending {action.pay} fish" if action.pay else ""
        return line + (f" and takes {action.gain} fish." if action.gain else ".")
    if isinstance(action, Take):
        return _take_words(before, after, who, action)
    if isinstance(action, Steal):
        return _steal_words(before, after, who, action)
    if isinstance(action, Flip):
        return f"{who} turns {stack_name(action.stack)} end for end."
    if isinstance(action, Return):
        assert before.power_stack is not None
        return (
            f"{who} puts {a_value(action.value)} on the front of {stack_name(before.power_stack)}."
        )
    if isinstance(action, ExtraTurn):
        return f"{who} spends five fish for one more turn."
    assert isinstance(action, EndTurn)
    return f"{who} ends the turn."


def describe_step(before: FrozenState, action: Action, after: FrozenState) -> str:
    line = _action_words(before, after, action)
    if after.final_round and not before.final_round:
        line += " The end is near: this round is the last."
    if after.step == "over":
        line += " The game is over."
    return line
