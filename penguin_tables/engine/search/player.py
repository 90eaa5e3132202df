"""A game's computer player: the levels it offers, and how the strong search plays the game.

`Game` says what is legal and what happens; a `ComputerPlayer` says how the computer plays it: the
game's own levels (weakest first, each a quick player, `own_move`), and how the strong search
(`search.py`, the level above them) spends its time in that game: which moves it weighs, how a
look-ahead plays on, where a look-ahead may stop and how the position is then judged, which
decisions it works out exactly instead of searching, and how a computer seat reacts out of turn.
The defaults change nothing: one level playing at random, every legal move weighed, random
playouts to the end.

Each game's computer player lives in its package's `computer/`, beside the rules and never
imported by them, and is exposed there as `COMPUTER`; `COMPUTERS` finds it by game id, derived
from the manifests as `GAMES` is.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from penguin_tables.engine.outcome import equal_shares
from penguin_tables.engine.registry import CATALOGUE, PackageRegistry
from penguin_tables.engine.state import GameState

if TYPE_CHECKING:
    from penguin_tables.engine.game import Game

S = TypeVar("S", bound=GameState)
A = TypeVar("A")


class ComputerPlayer(Generic[S, A]):
    """The computer player of `game`: its own levels and the strong search's tuning; every
    method has the plain default."""

    #: The game's own levels, weakest first; the strong search (`search.STRONG`) is one more.
    levels: tuple[str, ...] = ("normal",)
    #: How many steps a playout looks ahead before `estimate` judges the position.
    playout_depth: int = 2_000
    #: The game's own quick level that playouts play with (None: random moves).
    playout_level: str | None = None
    #: Whether the search starts from the game's own best move and keeps it unless another move
    #: clearly beats it (for games whose own player is hard to beat with a small search).
    anchored: bool = False
    #: Benchmarks only: the search sees every hidden card (`search(all_knowing=True)`), so a
    #: judgement that re-deals what a seat cannot see (Yura Yura's) keeps the cards as they are.
    sees_all: bool = False

    def __init__(self, game: Game[S, A, Any]) -> None:
        self.game = game

    def own_move(self, state: S, level: str, rng: random.Random) -> A:
        """The move of the game's own player at `level` (one of `levels`) for the seat to move;
        the default picks at random."""
        return rng.choice(self.game.legal_actions(state))

    def search_actions(self, state: S) -> list[A]:
        """The moves weighed here: every legal move, unless the game groups or trims them."""
        return self.game.legal_actions(state)

    def playout_action(self, state: S, rng: random.Random) -> A:
        """A quick move for a look-ahead: the game's own quick level, or a random legal move."""
        if self.playout_level is None:
            return rng.choice(self.game.legal_actions(state))
        return self.own_move(state, self.playout_level, rng)

    def playout_stop(self, start: S) -> Callable[[S], bool] | None:
        """Where a playout from `start` may stop early for `estimate` to judge (None: only at
        `playout_depth`), e.g. at the end of a round, past which lies only a fresh deal."""
        return None

    def estimate(self, state: S) -> list[float]:
        """Each seat's chance of winning from an unfinished position (equal shares by default).

        Only asked of positions that are not over: the searcher scores a finished game itself.
        """
        return equal_shares(len(state.players))

    def searchable(self, state: S) -> bool:
        """Whether this decision is searched (False: the strong seat plays the best own level).

        A dexterity step is the player's hand, not a choice to search: Yura Yura's placements.
        """
        return True

    def settled_move(self, state: S) -> tuple[A, float] | None:
        """A move worked out exactly, with the mover's chance of winning (None: search it)."""
        return None

    def catch(self, state: S, seat: int, level: str, waited: float) -> A | None:
        """An out-of-turn action the computer at `seat` takes now, `waited` seconds after the
        chance for it opened (None: nothing); `waited` infinite asks whether one is open at all.

        Yura Yura's catch of a missed "Penguin!"; the session asks on its clock.
        """
        return None


#: Game id -> its computer player (the `COMPUTER` of its package's `computer/`), each imported
#: when first asked for.
COMPUTERS: PackageRegistry[ComputerPlayer[Any, Any]] = PackageRegistry(
    CATALOGUE, "COMPUTER", "computer"
)
