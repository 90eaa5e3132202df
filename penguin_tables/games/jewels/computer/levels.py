"""The computer player: a greedy search over its own steps, judged by a gem-and-points estimate.

"normal" tries every legal step, finishes the rest of its turn greedily (other players' everyone
choices by a simple default) and keeps the step whose end-of-turn position is worth most; "easy"
looks one step ahead only. The search runs on a re-dealt copy of what the bot cannot see, so it never
peeks at the deck or other players' guilds; dice faces are left out of the estimate so the seeded
re-rolls cannot leak into its choices.
"""

from __future__ import annotations

import random
from functools import cache, lru_cache

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.copying import copy_state
from penguin_tables.games.jewels.actions import Action, Buy, ScatterGem, ScatterOn, UseAbility
from penguin_tables.games.jewels.computer.plans import NORMAL, Plan
from penguin_tables.games.jewels.content import FLOOR, GEMS, content
from penguin_tables.games.jewels.rules.legal import decider, legal_actions
from penguin_tables.games.jewels.rules.movement import destinations
from penguin_tables.games.jewels.rules.scoring import objective_points, score
from penguin_tables.games.jewels.rules.steps import carry_out
from penguin_tables.games.jewels.secrets import resample
from penguin_tables.games.jewels.state import JewelsState

GEM_VALUE: dict[str, float] = {"R": 1.0, "E": 2.5, "S": 6.0, "D": 9.0}
POINT_VALUE = 10.0
HEIGHT = {"A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "T": 6}
ROLLOUT_LIMIT = 40
HEIGHT_WEIGHT = 0.6
WILD_VALUE = 2.0
EXTRA_MOVE_VALUE = 3.0
#: What a gem-value held beyond the dearest offered card's price counts for (see `hoard_value`).
HOARD_DISCOUNT = 0.5
#: Gems on the last turn: worth only the tie-break, in its order (a Diamond beats any Sapphires).
TIE_BREAK: dict[str, float] = {"R": 1e-7, "E": 1e-5, "S": 1e-3, "D": 0.1}
SUBSTEPS = frozenset(
    {"adjust", "wild", "call", "swap_pos", "swap_obj", "scatter_gem", "scatter_tile"}
)


def choose(state: JewelsState, level: str, rng: random.Random, plan: Plan = NORMAL) -> Action:
    """The level's step for the seat to move, aiming as `plan` says (the normal player's own
    balance unless a benchmark asks for another)."""
    seat = decider(state)
    assert seat is not None
    legal = legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    if state.phase in ("scatter_gem", "scatter_tile"):
        return scatter_choice(state, legal, seat)
    twin = resample(state, seat, rng)
    twin.chance = Chance(seed=rng.randrange(2**31))  # the search must not foresee the real re-rolls
    deep = level != "easy" and twin.turn == seat
    best: list[Action] = []
    best_value = float("-inf")
    for action in legal:
        after = trial(twin)
        carry_out(after, action, seat)
        if deep:
            finish_turn(after, seat, plan)
        value = estimate(after, seat, plan)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif abs(value - best_value) <= 1e-9:
            best.append(action)
    return rng.choice(best)


def finish_turn(state: JewelsState, seat: int, plan: Plan = NORMAL) -> None:
    """Play the rest of `seat`'s turn greedily, one step ahead at a time."""
    for _ in range(ROLLOUT_LIMIT):
        who = decider(state)
        if who is None or state.turn != seat:
            return
        legal = legal_actions(state)
        if who != seat:
            carry_out(state, _default(legal), who)
            continue
        carry_out(state, _greedy(state, legal, seat, plan), seat)


def _greedy(state: JewelsState, legal: list[Action], seat: int, plan: Plan) -> Action:
    """The step whose result is worth most, judged after finishing any sub-steps it opens."""
    if state.phase in ("scatter_gem", "scatter_tile"):
        return scatter_choice(state, legal, seat)
    scored = []
    for action in legal:
        after = trial(state)
        carry_out(after, action, seat)
        _settle(after, seat, plan)
        scored.append((estimate(after, seat, plan), action))
    return max(scored, key=lambda pair: pair[0])[1]


def _settle(state: JewelsState, seat: int, plan: Plan) -> None:
    """Finish a special's or a scatter's sub-steps, whose worth only shows at their end."""
    while decider(state) == seat and state.phase in SUBSTEPS:
        carry_out(state, _greedy(state, legal_actions(state), seat, plan), seat)


def scatter_choice(state: JewelsState, legal: list[Action], seat: int) -> Action:
    """Scatter the cheapest gems onto tiles our own penguins can reach next (to win them back)."""
    if state.phase == "scatter_gem":
        return min(legal, key=lambda a: GEM_VALUE[a.gem] if isinstance(a, ScatterGem) else 99.0)
    reach = {t for p in state.seats[seat].penguins for t in destinations(state.layout, p)}
    for action in legal:
        if isinstance(action, ScatterOn) and action.position in reach:
            return action
    return legal[0]


def _default(legal: list[Action]) -> Action:
    """Other players in a rollout take the first gem option offered."""
    for action in legal:
        if isinstance(action, UseAbility):
            return action
    return legal[0]


def estimate(state: JewelsState, seat: int, plan: Plan = NORMAL) -> float:
    """Points are worth most; then gems, how close they bring a good purchase, and height (and
    what the plan adds for the cards owned)."""
    if state.thanks is not None and state.thanks != seat:
        return last_turn_estimate(state, seat)
    player = state.seats[seat]
    value = POINT_VALUE * score(state, seat)
    value += gem_worth(state, player.gems)
    value += 0.35 * readiness(state, seat, plan)
    if plan is not NORMAL:
        value += plan_bonus(player.objectives, player.guild, plan)
    value += sum(GEM_VALUE[g] * n for g, n in state.pending_gain.items())
    if state.phase == "die" and state.play_again_move and state.turn == seat:
        value += EXTRA_MOVE_VALUE
    value += HEIGHT_WEIGHT * sum(HEIGHT.get(tier_of(p), 0) for p in player.penguins)
    value += WILD_VALUE * sum(
        1 for face, spent in zip(player.dice, player.spent, strict=True) if face == 0 and not spent
    )
    return value


def last_turn_estimate(state: JewelsState, seat: int) -> float:
    """Once another player has the Thanks, this turn is the seat's last (or already played): only
    points count, and gems only as the tie-break (Diamonds first). While the turn is still ours,
    the best card the gems could still buy counts, so the steps before the purchase gather for it;
    a gem kept for later is worth nothing, because there is no later."""
    player = state.seats[seat]
    value = POINT_VALUE * score(state, seat)
    value += sum(TIE_BREAK[g] * player.gems[g] for g in GEMS)
    if state.turn == seat and state.phase != "over":
        gems = {g: player.gems[g] + state.pending_gain.get(g, 0) for g in GEMS}
        best = 0.0
        for card_id in state.display:
            worth, cost = _card_terms(card_id, player.guild)
            points = worth + sum(n * v for _, n, v in cost)
            lacking = sum(v * max(0, n - gems[g]) for g, n, v in cost)
            best = max(best, points - 2.0 * lacking)
        value += 0.5 * best
    return value


def gem_worth(state: JewelsState, gems: dict[str, int]) -> float:
    """Gems count by what they can buy. Of each kind, as many as the greediest card on offer asks
    for count in full (then `hoard_value`); more than that count only HOARD_DISCOUNT. Without the
    per-kind limit a player whose cards all ask for a kind it lacks (Diamonds, say) goes on
    gathering the kinds it already has too many of, because they pay more at once than a trade for
    the missing kind: in a two-player game (seed 520374) both players held thousands of Emeralds
    and Sapphires, never a Diamond, and nobody ever bought again. Half was not enough at three
    players (seed 3030471), where the others' arrivals pay the surplus too, so the surplus counts
    only up to the dearest card's price: beyond that, more of it is worth nothing."""
    need = _needs(tuple(state.display))
    full = sum(GEM_VALUE[g] * min(gems[g], need[g]) for g in GEMS)
    extra = sum(GEM_VALUE[g] * max(0, gems[g] - need[g]) for g in GEMS)
    dearest = max((_card_price(card_id) for card_id in state.display), default=0.0)
    return hoard_value(full, dearest) + HOARD_DISCOUNT * min(extra, dearest)


@lru_cache(maxsize=4096)
def _needs(display: tuple[str, ...]) -> dict[str, int]:
    """The most of each gem kind that one card on offer asks for."""
    need = dict.fromkeys(GEMS, 0)
    for card_id in display:
        for gem, n in content().objectives[card_id].cost:
            need[gem] = max(need[gem], n)
    return need


def hoard_value(held: float, dearest: float) -> float:
    """Gems are worth what they can buy: beyond the price of the dearest card on offer they count
    half (HOARD_DISCOUNT). Without it a player whose offered cards all cost more gem-value than
    their points are worth never buys, and neither does anyone else at the table: the game stalls
    while the gems pile up. With it, a pile bigger than any card's price is spent on points.
    `dearest` is the price of the dearest card on offer, worked out once by the caller."""
    if held <= dearest:
        return held
    return dearest + HOARD_DISCOUNT * (held - dearest)


@cache
def _card_price(card_id: str) -> float:
    return sum(GEM_VALUE[g] * n for g, n in content().objectives[card_id].cost)


def tier_of(position: str) -> str:
    """The valley tier a penguin stands on (the floor has none): higher tiers pay more."""
    return "" if position == FLOOR else content().positions[position].tier


def readiness(state: JewelsState, seat: int, plan: Plan = NORMAL) -> float:
    """The best offered card's worth to us less what we still lack for it (no conversions)."""
    player = state.seats[seat]
    gems = player.gems
    best = 0.0
    for card_id in state.display:
        surplus, cost = _card_terms(card_id, player.guild, plan)
        lacking = sum(value * max(0, n - gems[g]) for g, n, value in cost)
        best = max(best, surplus - 2.0 * lacking)
    return best


@cache
def _card_terms(
    card_id: str, guild: str, plan: Plan = NORMAL
) -> tuple[float, tuple[tuple[str, int, float], ...]]:
    """A card's worth (with the plan's bonus) less its price, and its price gem by gem: looked up
    at every estimate, so worked out once per card, guild and plan."""
    card = content().objectives[card_id]
    worth = POINT_VALUE * objective_points([card_id], guild) + plan_bonus([card_id], guild, plan)
    cost = sum(GEM_VALUE[g] * n for g, n in card.cost)
    return worth - cost, tuple((g, n, GEM_VALUE[g]) for g, n in card.cost)


def plan_bonus(objectives: list[str], guild: str, plan: Plan) -> float:
    """What the plan adds for these cards beyond their points (nothing for the normal player)."""
    cards = content().objectives
    matches = sum(1 for o in objectives if guild in cards[o].guilds)
    return plan.card_bonus * len(objectives) + plan.match_bonus * matches


def trial(state: JewelsState) -> JewelsState:
    """A copy to try a step on; its log starts empty (the search never reads it)."""
    twin = copy_state(state)
    twin.events = []
    return twin


__all__ = ["Buy", "choose", "estimate", "trial"]
