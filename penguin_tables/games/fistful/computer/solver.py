"""One turn of the basic game worked out exactly: every choice weighed over the dice it rolls.

A turn is a small game against the dice alone, and dice are public chance: nothing hidden is read.
Given a judge saying what stopping is worth (on the last turn: a share of the win, from purses
everybody can see), the value of a position is the best of stopping and every way of spending a
token, cashing in penguins or turning dice with the chip, each valued by the exact probabilities
of the faces it may roll. Faces are counted per animal, and rolling k dice is one die then k-1
more, so each expectation is six look-ups of values already worked out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache, partial

from penguin_tables.games.fistful.computer.levels import MoveKind, chip_turns, reroll_options, sub
from penguin_tables.games.fistful.dice import LION, TOTAL_DICE, Counts, penguin_tokens

#: What stopping with these faces and this many tokens left is worth to the player, scoring the
#: lions (True) or the rest, on a scale whose best is 1.
Judge = Callable[[Counts, int, bool], float]

#: A choice by pattern: what kind it is and what it acts on (faces rerolled or turned, penguins
#: cashed in), None for stopping and the spare die.
Move = tuple[MoveKind, Counts | int | None]

STOP_MOVE: Move = ("stop", None)
#: Positions (and expectations) one move may work out: about a second of work. Each token more
#: to weigh multiplies the work, so `best_within` weighs as many as this allows.
WORK = 100_000


class TooMuchWork(Exception):
    """The solver reached its limit of positions for one move."""


#: A move must beat stopping (or the move before it) by more than this to be preferred.
EPSILON = 1e-12


@cache
def rerolls_of(counts: Counts) -> tuple[Counts, ...]:
    """Every non-empty choice of faces to reroll (kept: the same few hundred patterns recur)."""
    return tuple(reroll_options(counts))


#: Faces are packed into one int inside the solver (four bits a face, FACES order): adding a die
#: is adding a number, and an int is the quickest key there is.
SHIFTS = (0, 4, 8, 12, 16, 20)
ONE_DIE = tuple(1 << shift for shift in SHIFTS)


def pack(counts: Counts) -> int:
    return sum(c << shift for c, shift in zip(counts, SHIFTS, strict=True))


def unpack(code: int) -> Counts:
    return (
        code & 15,
        (code >> 4) & 15,
        (code >> 8) & 15,
        (code >> 12) & 15,
        (code >> 16) & 15,
        (code >> 20) & 15,
    )


class TurnSolver:
    """Exact values of the positions of one turn, for one judge (a fresh one for every choice: see `last_turn`).

    A position is the faces showing, the tokens left, whether the chip is still unused and how
    many penguin dice were set aside (they leave the bank short of spare dice).
    """

    def __init__(self, judge: Judge, chip_dice: int, ceiling: float = 1.0) -> None:
        self.judge = judge
        #: How many positions may be known before giving up (TooMuchWork): set per move.
        self.limit = WORK
        self.chip_dice = chip_dice  # dice the chip turns at once (0: no chip to use)
        self.ceiling = ceiling  # nothing is worth more: stop looking once a move reaches it
        self._values: dict[int, float] = {}
        self._rolls: dict[int, float] = {}
        self._kept: dict[int, float] = {}
        self._judged: dict[int, float] = {}

    def known(self) -> int:
        """How many positions and expectations are worked out so far (what the limit counts)."""
        return len(self._rolls) + len(self._values)

    def stop_worth(self, code: int, tokens: int) -> float:
        key = code | tokens << 24
        known = self._judged.get(key)
        if known is None:
            counts = unpack(code)
            known = self.judge(counts, tokens, False)
            if counts[LION]:
                known = max(known, self.judge(counts, tokens, True))
            self._judged[key] = known
        return known

    def value(
        self, code: int, showing: int, tokens: int, budget: int, chip: bool, aside: int
    ) -> float:
        """The value of a position (faces packed in `code`, `showing` dice in all)."""
        key = code | (tokens | budget << 8 | chip << 16 | aside << 17) << 24
        known = self._values.get(key)
        if known is not None:
            return known
        best = self.stop_worth(code, tokens)
        ceiling = self.ceiling
        if best < ceiling and showing:
            if budget >= 1:
                # Rerolling keeps a smaller set of faces: the best of those is the best of the
                # sets one die smaller than the faces showing, each with its own subsets.
                for shift, die in zip(SHIFTS, ONE_DIE, strict=True):
                    if (code >> shift) & 15:
                        kept = self.best_kept(
                            code - die, showing, tokens - 1, budget - 1, chip, aside
                        )
                        if kept > best:
                            best = kept
                if best < ceiling and TOTAL_DICE - showing - aside >= 1:
                    spare = self.rolled(code, showing, 1, tokens - 1, budget - 1, chip, aside)
                    if spare > best:
                        best = spare
            if best < ceiling:
                for _, worth in self._other_moves(code, showing, tokens, budget, chip, aside):
                    other = worth()
                    if other > best:
                        best = other
                        if best >= ceiling:
                            break
        self._values[key] = best
        return best

    def best_kept(
        self, kept: int, showing: int, tokens: int, budget: int, chip: bool, aside: int
    ) -> float:
        """The best value of keeping `kept` or any smaller set of faces and rerolling the rest of
        the `showing` dice (the token already paid)."""
        key = kept | (tokens | budget << 8 | chip << 16 | aside << 17 | showing << 21) << 24
        known = self._kept.get(key)
        if known is not None:
            return known
        held = (
            (kept & 15)
            + ((kept >> 4) & 15)
            + ((kept >> 8) & 15)
            + ((kept >> 12) & 15)
            + ((kept >> 16) & 15)
            + ((kept >> 20) & 15)
        )
        best = self.rolled(kept, held, showing - held, tokens, budget, chip, aside)
        if best < self.ceiling:
            for shift, die in zip(SHIFTS, ONE_DIE, strict=True):
                if (kept >> shift) & 15:
                    smaller = self.best_kept(kept - die, showing, tokens, budget, chip, aside)
                    if smaller > best:
                        best = smaller
        self._kept[key] = best
        return best

    def rolled(
        self, kept: int, held: int, dice: int, tokens: int, budget: int, chip: bool, aside: int
    ) -> float:
        """Expected value after rolling `dice` dice beside the `held` dice `kept` (one die, then
        the rest)."""
        if dice == 0:
            return self.value(kept, held, tokens, budget, chip, aside)
        key = kept | (tokens | budget << 8 | chip << 16 | aside << 17 | dice << 21) << 24
        known = self._rolls.get(key)
        if known is None:
            rest, more = dice - 1, held + 1
            known = (
                sum(
                    self.rolled(kept + die, more, rest, tokens, budget, chip, aside)
                    for die in ONE_DIE
                )
                / 6.0
            )
            self._rolls[key] = known
            if len(self._rolls) + len(self._values) > self.limit:
                raise TooMuchWork
        return known

    def best_move(
        self, counts: Counts, tokens: int, budget: int, chip: bool, aside: int
    ) -> tuple[float, Move]:
        """The best choice in this position and its value (stopping wins ties), spending at most
        `budget` of the tokens (and what cashing in brings)."""
        code = pack(counts)
        best, move = self.stop_worth(code, tokens), STOP_MOVE
        if best >= self.ceiling:
            return best, move
        for candidate, worth in self._moves(counts, tokens, budget, chip, aside):
            value = worth()
            if value > best + EPSILON:
                best, move = value, candidate
        return best, move

    def _moves(
        self, counts: Counts, tokens: int, budget: int, chip: bool, aside: int
    ) -> Iterator[tuple[Move, Callable[[], float]]]:
        """Every choice but stopping, each with a way to work out its value (only if asked)."""
        showing = sum(counts)
        if not showing:  # every die cashed in: the turn is over
            return
        code = pack(counts)
        if budget >= 1:
            spent = (tokens - 1, budget - 1, chip, aside)
            for r in rerolls_of(counts):
                kept, dice = pack(sub(counts, r)), sum(r)
                yield ("reroll", r), partial(self.rolled, kept, showing - dice, dice, *spent)
            if TOTAL_DICE - showing - aside >= 1:
                yield ("spare", None), partial(self.rolled, code, showing, 1, *spent)
        yield from self._other_moves(code, showing, tokens, budget, chip, aside)

    def _other_moves(
        self, code: int, showing: int, tokens: int, budget: int, chip: bool, aside: int
    ) -> Iterator[tuple[Move, Callable[[], float]]]:
        """Cashing in penguins and using the chip: the moves that need no token."""
        for k in range(1, (code & 15) + 1):
            gained = penguin_tokens(k)
            more = budget + gained
            yield (
                ("cash_in", k),
                partial(self.value, code - k, showing - k, tokens + gained, more, chip, aside + k),
            )
        if chip and self.chip_dice:
            for turned, after in chip_turns(unpack(code), self.chip_dice):
                packed = pack(after)
                yield (
                    ("chip", turned),
                    partial(self.value, packed, showing, tokens, budget, False, aside),
                )


def best_within(
    solver: TurnSolver, counts: Counts, tokens: int, chip: bool, aside: int, work: int = WORK
) -> tuple[float, Move] | None:
    """The best move weighing as many of the tokens as the work limit allows (None: not even
    one): spending at most one, then two, ... until every token is weighed."""
    solver.limit = solver.known() + work
    found = None
    for budget in range(min(tokens, 1), tokens + 1):
        try:
            found = solver.best_move(counts, tokens, budget, chip, aside)
        except (TooMuchWork, RecursionError):  # a pile of tokens: each one is a few calls deeper
            break
    return found
