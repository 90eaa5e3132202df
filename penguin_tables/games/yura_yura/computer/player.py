"""The computer player of Yura Yura Penguin: its easy, normal and hard levels and how the strong
search plays (the rules are in ../game.py).

Under the rulebook's rules whatever falls is put back, as often as it takes, so a steady hand no
longer saves cards and the game is mostly a race to empty the hand. The search therefore weighs
card play only, judges where a look-ahead stops by playing the card race on to its end
(`race.py`), each seat judging it from what it can see.
"""

from __future__ import annotations

import random

from penguin_tables.engine.search import ComputerPlayer
from penguin_tables.games.yura_yura.actions import CALL, Action, Catch, Draw, Play
from penguin_tables.games.yura_yura.computer.advice import placement_advice, steadiest
from penguin_tables.games.yura_yura.computer.levels import catch_now, choose, play_score
from penguin_tables.games.yura_yura.computer.race import race_from, race_shares, run
from penguin_tables.games.yura_yura.state import YuraState

#: Card races averaged for each seat where a look-ahead stops (about 0.3 ms each): the hidden
#: cards re-dealt for each, so twenty look-aheads weigh a few hundred deals, not twenty.
RACES = 16


class YuraComputer(ComputerPlayer[YuraState, Action]):
    """Levels that play cards alike and differ in the hand and in catching; for the search, card
    play searched, while placements, calls and catches are the steady player's, never searched.

    The look-ahead is short: every placement in it is a real physics simulation, and the card race
    at its end judges the rest.
    """

    levels = ("easy", "normal", "hard")
    playout_level = "hard"
    playout_depth = 4

    def own_move(self, state: YuraState, level: str, rng: random.Random) -> Action:
        """The level's card play, call and hand (`levels.choose`)."""
        return choose(state, self.game.legal_actions(state), level, rng)

    def searchable(self, state: YuraState) -> bool:
        """The strong player searches its card play; its hand places like the hard level."""
        return state.phase != "place"

    def settled_move(self, state: YuraState) -> tuple[Action, float] | None:
        """A placement is advised, not searched: the steadiest hand and its odds (`advice`). A
        missed call is always caught and "Penguin!" always called: each saves a card, and a
        search of twenty look-aheads could pick the other by chance."""
        if state.phase == "place":
            return placement_advice(self, state)
        if self.game.is_legal(state, Catch()):
            return Catch(), self._odds(state)
        if state.phase == "call":
            return CALL, self._odds(state)
        return None

    def search_actions(self, state: YuraState) -> list[Action]:
        """In a look-ahead every seat places with the steady hand, calls, and catches a miss: only
        the card played is a choice (a random release in the tree would read as a lost game)."""
        if self.game.is_legal(state, Catch()):
            return [Catch()]
        if state.phase == "place":
            return [steadiest(state)]
        if state.phase == "call":
            return [CALL]
        moves: list[Action] = [
            a for a in self.game.legal_actions(state) if isinstance(a, Play | Draw)
        ]
        return named_as_the_computer_would(state, moves)

    def estimate(self, state: YuraState) -> list[float]:
        """The card race played on to its end from here, for each seat over re-deals of what it
        cannot see (`race.race_shares`). Counting cards in hand, as before, could not tell a card
        the next player can follow from one it cannot."""
        if self.sees_all:  # the benchmark's all-knowing search: the cards as they lie, one race
            return run(race_from(state), len(state.players))
        rng = random.Random(f"race-{state.chance.seed}-{state.chance.draws}-{len(state.sea)}")
        return race_shares(state, rng, RACES)

    def catch(self, state: YuraState, seat: int, level: str, waited: float) -> Catch | None:
        """The catch a computer at `seat` makes, `waited` seconds after a missed call: it notices
        after a delay that depends on its level (`levels.CATCH_DELAY`)."""
        return catch_now(state, seat, level, waited)

    def _odds(self, state: YuraState) -> float:
        return self.estimate(state)[state.turn]


def named_as_the_computer_would(state: YuraState, moves: list[Action]) -> list[Action]:
    """Each aurora card once, naming the colour the computer would name (the one held most).

    Three namings per aurora card split twenty look-aheads three ways for a choice the race at
    their end cannot tell apart (it re-deals the hands nobody sees); the held colour is the one
    the player can follow with.
    """
    best: dict[int, Play] = {}
    for move in moves:
        if isinstance(move, Play) and move.colour is not None:
            kept = best.get(move.card)
            score = (play_score(state, move), move.colour)
            if kept is None or score > (play_score(state, kept), kept.colour or ""):
                best[move.card] = move
    return [m for m in moves if not isinstance(m, Play) or m.colour is None or best[m.card] is m]
