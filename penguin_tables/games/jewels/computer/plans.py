"""What a computer seat aims for: the normal player's balance, or one of two single-minded plans.

The plans measure the content (`python -m benchmarks.jewels_plans`): a design that only rewards
the race to the fifth card would let the racer beat the collector of points. Both plans are the
normal player in everything else (the same greedy search, on the same re-dealt copy of what its
seat may see); only what it counts a bought card for changes:

- *race*: every card owned is worth a bonus beyond its points, so the cheapest card on offer is
  the best buy and the fifth card (and the Thanks) comes as soon as the gems allow;
- *points*: a card that names the seat's guild is worth a bonus beyond its +2, so it waits for
  its guild's cards and the dear cards whose points pay for their gems.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Plan:
    """Gem-values a seat adds to a bought card, beyond its points (ten gem-values a point)."""

    name: str
    #: Added for every objective owned: how much the seat wants the next card, whatever it is.
    card_bonus: float = 0.0
    #: Added for every objective owned that names the seat's guild.
    match_bonus: float = 0.0


NORMAL = Plan("normal")
RACE = Plan("race", card_bonus=25.0)
POINTS = Plan("points", match_bonus=15.0)
PLANS: dict[str, Plan] = {plan.name: plan for plan in (NORMAL, RACE, POINTS)}
