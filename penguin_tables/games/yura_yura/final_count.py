"""The end of a game of Yura Yura, explained: cards left in each hand, and how the game ended.

Rulebook: emptying your hand wins at once; a break ends the game, and of everyone but the player who
broke the iceberg, whoever holds the fewest cards wins; the sea running out makes everyone a winner.
"""

from __future__ import annotations

from penguin_tables.engine.outcome import Outcome, Rung, ScorePart, ladder_why, names_of
from penguin_tables.games.yura_yura.describe import ITEM_WORDS
from penguin_tables.games.yura_yura.state import YuraState

#: Among the players who did not break the iceberg, the fewest cards win.
FEWEST = (Rung("cards", wins="with the fewest cards left"),)


def final_count(state: YuraState) -> Outcome:
    scores = [float(len(hand)) for hand in state.hands]
    names = state.players
    ender = state.ender
    if state.ending == "emptied" and ender is not None:
        winners = [ender]
        summary = f"{names[ender]} played every card and wins."
        why = f"{names[ender]} played their last card: emptying your hand wins at once."
    elif state.ending == "broke" and ender is not None:
        others = [s for s in range(len(names)) if s != ender]
        fewest = min(len(state.hands[s]) for s in others)
        winners = [s for s in others if len(state.hands[s]) == fewest]
        who = " and ".join(names[s] for s in winners)
        summary = f"{names[ender]} broke the iceberg; {who} (fewest cards) won."
        why = _why_broke(state, ender, winners)
    elif state.ending == "sea":
        winners = list(range(len(names)))
        summary = "The sea ran out of cards: everyone wins."
        why = f"Nobody could draw from the sea any more: by the rules, {names_of(names, winners)} win."
    else:
        return Outcome(scores=scores, winners=[], summary="The game is not over.")
    parts = [_hand_parts(state, seat) for seat in range(len(names))]
    return Outcome(scores=scores, winners=winners, summary=summary, parts=parts, why=why)


def _hand_parts(state: YuraState, seat: int) -> list[ScorePart]:
    """Cards left in the hand (the score), and for the player who ended it, how."""
    parts = [ScorePart(label="Cards left in hand", amount=len(state.hands[seat]))]
    if seat == state.ender and state.ending == "broke":
        parts.append(
            ScorePart(label="Broke the iceberg", shown=f"✗ {_what_broke(state)}", counts=False)
        )
    if seat == state.ender and state.ending == "emptied":
        parts.append(ScorePart(label="Emptied the hand", shown="✓ wins", counts=False))
    return parts


def _what_broke(state: YuraState, *, how: bool = False) -> str:
    """'3 cards fell', with `how`: '3 cards fell placing a penguin on tier 4' (the last report)."""
    report = state.last
    if report is None or not report.broke:
        return "it broke"
    fell = f"{report.cards_fallen} cards fell"
    return f"{fell} placing {ITEM_WORDS[report.item]} on tier {report.tier}" if how else fell


def _why_broke(state: YuraState, ender: int, winners: list[int]) -> str:
    names = state.players
    head = f"{names[ender]} broke the iceberg ({_what_broke(state, how=True)}) and cannot win; of the others, "
    others = [s for s in range(len(names)) if s != ender]
    if len(others) == len(winners):
        left = len(state.hands[winners[0]])
        verb = "wins" if len(winners) == 1 else "share the win"
        return head + f"{names_of(names, winners)} {verb} with {left} cards left."
    keys = [(len(hand),) for hand in state.hands]
    return head + ladder_why(names, keys, winners, FEWEST, lower_wins=True, among=others)
