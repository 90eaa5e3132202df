"""The final count: objective points, +2 per objective of your guild, +4 for the Thanks; ties broken
by Diamonds, Sapphires, Emeralds, Rubies, then the Thanks, and still-tied players share the win."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from penguin_tables.engine.outcome import Outcome, Rung, ScorePart, ladder_why
from penguin_tables.games.jewels.content import GEM_PLURALS, content
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


#: The ladder `ranking_key` climbs, in words for the final screen.
RUNGS = (
    Rung("points"),
    *(Rung(GEM_PLURALS[g]) for g in ("D", "S", "E", "R")),
    Rung("the Emperor's Thanks", show=lambda held: "held" if held else "not held"),
)


def score_parts(state: JewelsState, seat: int, tied: bool) -> list[ScorePart]:
    """The final count for one seat, as the rulebook adds it up: the guild (revealed now), the
    objective cards' points, +2 for each card naming the guild, +4 for the Thanks; and, when the
    top score is tied (`tied`), the gems that break the tie, in the ladder's order."""
    c = content()
    player = state.seats[seat]
    cards = [c.objectives[o] for o in player.objectives]
    printed = sum(card.points for card in cards)
    matches = sum(1 for card in cards if player.guild in card.guilds)
    bonus = c.guild_bonus * matches
    thanks = c.thanks_points if state.thanks == seat else 0
    parts = [
        ScorePart(label="Guild", shown=c.guilds[player.guild], counts=False),
        ScorePart(label="Objective cards", amount=len(cards), counts=False),
        ScorePart(label="Their points", amount=printed),
        ScorePart(
            label=f"+{c.guild_bonus} per guild match",
            amount=bonus,
            shown=f"+{bonus}" if matches else "—",
        ),
        ScorePart(label="Emperor's Thanks", amount=thanks, shown=f"+{thanks}" if thanks else "—"),
    ]
    if tied:
        parts += [
            ScorePart(label=f"Tie-break: {GEM_PLURALS[g]}", amount=player.gems[g], counts=False)
            for g in ("D", "S", "E", "R")
        ]
    return parts


def final_count(state: JewelsState) -> Outcome:
    """The outcome with every seat's parts and why the winner won."""
    seats = range(len(state.players))
    scores = [score(state, s) for s in seats]
    keys = [ranking_key(state, s) for s in seats]
    best = winners(state)
    top = scores[best[0]]
    tied = sum(1 for s in seats if scores[s] == top) > 1
    names = " and ".join(state.players[s] for s in best)
    verb = "wins" if len(best) == 1 else "share the victory"
    return Outcome(
        scores=[float(x) for x in scores],
        winners=best,
        summary=f"{names} {verb} with {top} points.",
        parts=[score_parts(state, s, tied) for s in seats],
        why=ladder_why(state.players, keys, best, RUNGS),
    )
