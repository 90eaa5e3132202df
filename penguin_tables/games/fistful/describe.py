"""Log lines in words for every step, including what the dice showed and who paid whom.

Secret decisions are described without their content, so a shared log never leaks a price, nor
whether a seller kept, re-priced or rerolled: the seller's own log tells them what they did.
"""

from __future__ import annotations

from collections.abc import Sequence

from penguin_tables.games.fistful.actions import (
    Action,
    BuyDie,
    CashIn,
    Reroll,
    SecretReroll,
    SpareDie,
    Stop,
    UseChip,
)
from penguin_tables.games.fistful.dice import ROUNDS, describe_faces, penguin_tokens
from penguin_tables.games.fistful.rules.flow import TurnScore, turn_score
from penguin_tables.games.fistful.state import FistfulState, SecretDie


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def price_words(dollars: int | None, penguins: int | None) -> str:
    """An asking price, the same words everywhere: `$3`, `$3 + 1 token`, `2 tokens`, `$0`.

    The black chip's one or two penguins are paid in penguin tokens, so a price says tokens.
    """
    parts = [f"${dollars or 0}"] if dollars or not penguins else []
    if penguins:
        parts.append(plural(penguins, "token"))
    return " + ".join(parts)


def faces_words(faces: Sequence[str]) -> str:
    """Faces with an article, as a sentence lists them: 'a moose', 'a moose and a camel'."""
    named = [f"{'an' if face[0] in 'aeiou' else 'a'} {face}" for face in faces]
    if len(named) <= 1:
        return "".join(named) or "nothing"
    return f"{', '.join(named[:-1])} and {named[-1]}"


def score_words(state: FistfulState, result: TurnScore) -> str:
    """'$9 from the bank; Bob pays Ann $1; 3 tokens; kangaroo chip (2 side)'."""
    me = state.players[state.active]
    parts = [f"${result.score.bank} from the bank"]
    for payer, owed, paid in zip(
        result.payers, result.score.from_players, result.paid, strict=True
    ):
        if owed:
            short = f" (owed ${owed}, had only ${paid})" if paid < owed else ""
            parts.append(f"{state.players[payer]} pays {me} ${paid}{short}")
    if result.score.tokens:
        parts.append(plural(result.score.tokens, "penguin token"))
    if result.chip and result.chip != state.chips[state.active]:
        parts.append(f"kangaroo chip ({result.chip} side up)")
    return "; ".join(parts)


def describe_step(before: FistfulState, action: Action, after: FistfulState) -> str:
    if before.pending:
        return _describe_secret(before, action, after)
    who = before.players[before.active]
    line = _describe_active(before, action, after, who)
    if isinstance(action, Stop):
        line += _describe_next(before, after)
    elif isinstance(action, Reroll) and after.pending:
        line += ". The others may now reroll or reprice their dice in secret"
    return line


def _describe_active(before: FistfulState, action: Action, after: FistfulState, who: str) -> str:
    if isinstance(action, Reroll):
        chosen = action.dice
        old = [before.dice[i] for i in chosen]
        new = [after.dice[i] for i in chosen]
        return f"{who} spends a token to reroll {describe_faces(old)}: {describe_faces(new)}"
    if isinstance(action, SpareDie):
        return f"{who} spends a token on a spare die: {after.dice[-1]}"
    if isinstance(action, CashIn):
        tokens = plural(penguin_tokens(action.count), "token")
        line = f"{who} cashes in {plural(action.count, 'penguin')} for {tokens}"
        if action.count == len(before.dice):
            line += ". No dice are left, so the turn ends" + _describe_next(before, after)
        return line
    if isinstance(action, UseChip):
        old = [before.dice[i] for i in action.dice]
        turned = "becomes a kangaroo" if len(old) == 1 else "become kangaroos"
        return f"{who} spends the kangaroo chip: {faces_words(old)} {turned}"
    if isinstance(action, BuyDie):
        die = before.secrets[action.seller]
        assert die is not None
        price = price_words(die.dollars, die.penguins)
        return f"{who} buys {before.players[action.seller]}'s {die.face} for {price}"
    assert isinstance(action, Stop)
    what = "the lions" if action.lions else "the roll"
    return f"{who} stops and scores {what}: {score_words(before, turn_score(before, action.lions))}"


def token_payout_words(state: FistfulState, before: list[int] | None = None) -> str:
    """'Leftover tokens pay $1 each: Ann 3 tokens → $3, Bob 1 token → $1' (since `before`).

    Empty when no token was left over, so the end of the game never changes money unexplained.
    """
    paid = state.token_dollars or [0] * len(state.players)
    earlier = before or [0] * len(paid)
    parts = [
        f"{state.players[seat]} {plural(now - then, 'token')} → ${now - then}"
        for seat, (now, then) in enumerate(zip(paid, earlier, strict=True))
        if now > then
    ]
    return f"Leftover tokens pay $1 each: {', '.join(parts)}" if parts else ""


def _describe_next(before: FistfulState, after: FistfulState) -> str:
    payout = token_payout_words(after, before.token_dollars)
    line = f". {payout}" if payout else ""
    if after.over:
        return line + ". The game is over"
    return line + _describe_start(before, after)


def _describe_start(before: FistfulState, after: FistfulState) -> str:
    start = ""
    if after.round != before.round:
        start = (
            f". Showdown {after.round - ROUNDS}" if after.in_showdown else f". Round {after.round}"
        )
    return f"{start}. {after.players[after.active]} rolls: {describe_faces(after.dice)}"


def describe_opening(state: FistfulState) -> str:
    """'Round 1. Ann rolls: ...': the first turn's roll, made by the deal before any move."""
    return f"Round {state.round}. {state.players[state.active]} rolls: {describe_faces(state.dice)}"


def _describe_secret(before: FistfulState, action: Action, after: FistfulState) -> str:
    """The same words whatever the seller did; a secret reroll, which another answer must follow,
    shows nothing at all (one line per answer, so the count of lines gives nothing away)."""
    if isinstance(action, SecretReroll):
        return ""
    return _with_reveal(
        f"{before.players[before.pending[0]]} decides about their die in secret", after
    )


def describe_seller_privately(
    before: FistfulState, action: Action, after: FistfulState
) -> str | None:
    """The seller's own line for a secret answer: which die they offer at what price (None for
    other steps). Keeping an offer reads as asking its price again: it is the same offer."""
    if not before.pending:
        return None
    seat = before.pending[0]
    who, die = before.players[seat], after.secrets[seat]
    assert die is not None
    price = price_words(die.dollars, die.penguins)
    if isinstance(action, SecretReroll):
        return f"{who} rerolls their die in secret: {die.face}"
    return _with_reveal(f"{who} offers their {die.face} for {price}, in secret", after)


def _with_reveal(line: str, after: FistfulState) -> str:
    return line + (". Revealed: " + offers_words(after) if not after.pending else "")


def offers_words(state: FistfulState) -> str:
    """Every die on offer with its price, e.g. 'Bob: lion for $3; Cliff: camel for $1'."""
    parts = []
    for seat in state.offered:
        die = state.secrets[seat]
        assert isinstance(die, SecretDie)
        parts.append(
            f"{state.players[seat]}: {die.face} for {price_words(die.dollars, die.penguins)}"
        )
    return "; ".join(parts) or "nothing on offer"
