"""The final count: objective points, +2 per objective of your guild, +4 for the Thanks; ties broken
by Diamonds, Sapphires, Emeralds, Rubies, then the Thanks, and still-tied players share the win."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from penguin_tables.games.jewels.content import content
from penguin_tables.games.jewels.state import JewelsState


def objective_points(objectives: Sequence[str], guild: str) -> int:
    """Card points plus the guild bonus for every card that names the guild."""
    worth = points_for(guild)
    return sum([worth[o] for o in objectives])


@cache
def points_for(guild: str) -> Mapping[str, int]:
    """What each objective card is worth to a player of `guild`, worked out once per guild from
    the content (a score is counted in every view of every checked step, and by the bots)."""
    c = content()
    return {
        o: card.points + (c.guild_bonus if guild in card.guilds else 0)
        for o, card in c.objectives.items()
    }


def score(state: JewelsState, seat: int) -> int:
    player = state.seats[seat]
    thanks = content().thanks_points if state.thanks == seat else 0
    return objective_points(player.objectives, player.guild) + thanks


def ranking_key(state: JewelsState, seat: int) -> tuple[int, int, int, int, int, int]:
    """Higher is better: score, then the tie-breaks in the rulebook's order."""
    gems = state.seats[seat].gems
    thanks = 1 if state.thanks == seat else 0
    return (score(state, seat), gems["D"], gems["S"], gems["E"], gems["R"], thanks)


def winners(state: JewelsState) -> list[int]:
    keys = [ranking_key(state, s) for s in range(len(state.players))]
    best = max(keys)
    return [s for s, key in enumerate(keys) if key == best]
