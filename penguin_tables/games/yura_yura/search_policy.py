"""How the strong search plays Yura Yura Penguin (the rules are in game.py)."""

from __future__ import annotations

from penguin_tables.engine.policy import SearchPolicy
from penguin_tables.games.yura_yura import bot
from penguin_tables.games.yura_yura.actions import Action, Catch
from penguin_tables.games.yura_yura.advice import placement_advice
from penguin_tables.games.yura_yura.state import YuraState


class YuraPolicy(SearchPolicy[YuraState, Action]):
    """Card play searched with hard-player look-aheads; placements advised, never searched.

    The look-ahead stops early: every placement in it is a real physics simulation.
    """

    playout_level = "hard"
    playout_depth = 10

    def searchable(self, state: YuraState) -> bool:
        """The strong player searches its card play; its hand places like the hard level."""
        return state.phase != "place"

    def settled_move(self, state: YuraState) -> tuple[Action, float] | None:
        """A placement is advised, not searched: the steadiest hand and its odds (`advice`)."""
        return placement_advice(self, state) if state.phase == "place" else None

    def estimate(self, state: YuraState) -> list[float]:
        """Fewer cards in hand, better chances: shares proportional to 1 / (cards + 1)."""
        weights = [1.0 / (len(hand) + 1) for hand in state.hands]
        total = sum(weights)
        return [w / total for w in weights]

    def computer_catch(
        self, state: YuraState, seat: int, level: str, waited: float
    ) -> Catch | None:
        """The catch a computer at `seat` makes, `waited` seconds after a missed call: it notices
        after a delay that depends on its level (`bot.CATCH_DELAY`)."""
        return bot.catch_now(state, seat, level, waited)
