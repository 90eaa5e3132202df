"""A learnt judgement of who is winning, for the strong search's leaves.

The normal player's estimate (`levels.estimate`) weighs one seat's position in points and gems; it is
good at choosing a step within a turn but says nothing about the race: how much a gem is worth
depends on how near the game is to its end, and whose turn comes next. So each seat's position is
summed up in a few numbers (`features`) and their weights, one set per stage of the game, were fitted
to the results of games between two normal players (`python -m benchmarks.jewels_value`): the
chance that a seat wins is its share of exp(weights . features) over the table (a conditional logit,
so it holds for any number of players). The weights are data (`value_weights`), one set per set
of tiles and cards that has its own (the revised set), the rulebook set's for the others.
"""

from __future__ import annotations

from penguin_tables.engine.outcome import softmax_shares
from penguin_tables.games.jewels.computer import levels
from penguin_tables.games.jewels.computer.value_weights import WEIGHTS, WEIGHTS_BY_TILES
from penguin_tables.games.jewels.rules.scoring import score
from penguin_tables.games.jewels.state import JewelsState

FEATURES = (
    "points",
    "objectives",
    "rubies",
    "emeralds",
    "sapphires",
    "diamonds",
    "readiness",
    "height",
    "wilds",
    "next",
    "turn_left",
)
#: Stages: 0 to 4 by the most objectives anyone owns (4 or more is 4), 5 once the Thanks is out.
STAGES = 6


def stage(state: JewelsState) -> int:
    """Which weights apply: what a gem or a point is worth changes as the race nears its end."""
    if state.thanks is not None:
        return 5
    return min(4, max(len(p.objectives) for p in state.seats))


def features(state: JewelsState, seat: int) -> list[float]:
    """How `seat` stands: points, cards, gems, readiness for a card, height, wild dice, tempo."""
    player = state.seats[seat]
    gems = player.gems
    n = len(state.players)
    height = sum(levels.HEIGHT.get(levels.tier_of(p), 0) for p in player.penguins)
    wilds = sum(1 for f, s in zip(player.dice, player.spent, strict=True) if f == 0 and not s)
    ahead = (seat - state.turn) % n  # 0: this seat moves next (or is moving)
    turn_left = 1.0
    if state.final_turns_left is not None:
        turn_left = 1.0 if ahead < state.final_turns_left else 0.0
    return [
        float(score(state, seat)),
        float(len(player.objectives)),
        float(gems["R"]),
        float(gems["E"]),
        float(gems["S"]),
        float(gems["D"]),
        levels.readiness(state, seat) / 10.0,
        float(height),
        float(wilds),
        1.0 if ahead == 0 else 0.0,
        turn_left,
    ]


def chances(state: JewelsState, weights: list[list[float]] | None = None) -> list[float]:
    """Each seat's chance of winning, judged by the weights of the game's stage (fitted to games
    of the state's own set of tiles and cards, where there are such weights)."""
    if weights is None:
        weights = WEIGHTS_BY_TILES.get(str(state.options["tiles"]), WEIGHTS)
    seats = range(len(state.players))
    return chances_from([features(state, s) for s in seats], weights[stage(state)])


def chances_from(table: list[list[float]], weights: list[float]) -> list[float]:
    """Each seat's share of exp(weights . features) over the table (a conditional logit)."""
    utilities = [sum(w * f for w, f in zip(weights, row, strict=True)) for row in table]
    return softmax_shares(utilities, 1.0)
