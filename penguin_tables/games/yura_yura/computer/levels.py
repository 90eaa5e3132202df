"""The computer player: sensible card play and placements steadied by its level.

Card play keeps colours flexible (it plays the colour it holds most of, names that colour with an
aurora card), saves aurora cards for when it is stuck but never keeps one as its last card, and
aims draw 2 and skip at a player close to going out. Placement aims at the middle; the meter
reading comes from the level's reach, exactly as a person's release would.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from penguin_tables.games.yura_yura.actions import (
    Action,
    CallPenguin,
    Catch,
    Draw,
    EndTurn,
    Place,
    Play,
    place_action,
)
from penguin_tables.games.yura_yura.content import card, content
from penguin_tables.games.yura_yura.meter import snap_reading
from penguin_tables.games.yura_yura.rules.flow import next_seat
from penguin_tables.games.yura_yura.rules.tower import due
from penguin_tables.games.yura_yura.state import YuraState

FORGET_CHANCE = {"easy": 0.3, "normal": 0.05, "hard": 0.0}
RANDOM_PLAY_CHANCE = {"easy": 0.5, "normal": 0.0, "hard": 0.0}
#: A placement can break the iceberg and the breaker loses: a nudge towards cards that make the
#: next player place more. Measured: a small nudge wins more often than none or a strong one,
#: and switching to "load the tower" play on tall towers lost emptying races (57% against 68%).
LOAD_BONUS = {"ice2": 3.0, "iceberg": 2.0, "penguin": 1.5, "ice1": 1.0}
#: Draw 2 and skip are worth most against a player close to going out (and skip, with two
#: players, is another turn of shedding).
DRAW2_BONUS = 3.0
SKIP_BONUS = 3.0
RIVAL_CLOSE = 3
LEAN_TO_CORRECT = 0.75
#: Seconds after a missed "Penguin!" call before a computer player out of turn points it out.
CATCH_DELAY = {"easy": 5.0, "normal": 2.5, "hard": 1.0}


def choose(state: YuraState, legal: Sequence[Action], level: str, rng: random.Random) -> Action:
    if Catch() in legal:
        return Catch()
    if state.phase == "call":
        return EndTurn() if rng.random() < FORGET_CHANCE.get(level, 0.0) else CallPenguin()
    if state.phase == "place":
        return placement(state, level, rng, _rock_tier(legal))
    plays = [a for a in legal if isinstance(a, Play)]
    if not plays:
        return Draw()
    if rng.random() < RANDOM_PLAY_CHANCE.get(level, 0.0):
        return rng.choice(plays)
    return max(plays, key=lambda a: (play_score(state, a), -a.card, a.colour or ""))


def lean(state: YuraState) -> float:
    """How far the top tier has drifted sideways from the base (cm, + is right)."""
    tiers = state.tower.tiers
    return tiers[-1].pose.x - tiers[0].pose.x


def aim_for(state: YuraState) -> float:
    """Dead centre, except an iceberg card set a little against a clear lean of the tower.

    In our measurements, aiming cards or pieces off-centre to balance the tower did not break
    fewer towers: with a shaky hand the middle is the steadiest target. What is aimed is what
    this placement puts on the iceberg: the first thing to put back, else the item due.
    """
    item, _ = due(state)
    drift = lean(state)
    if item == "iceberg" and abs(drift) > LEAN_TO_CORRECT:
        return -0.5 if drift > 0 else 0.5
    return 0.0


def failed_tries(state: YuraState) -> int:
    """Tries that already failed at what is being placed now (a put-back counts its own)."""
    return state.put_back[0].attempts if state.put_back else state.attempts


def aim_now(state: YuraState) -> float:
    """Where the computer aims this try: `aim_for` at first, then, after each failed try, the next
    aim out from it (half a centimetre right, then left, and so on, round again after the last).

    A hand that kept its aim could fail for ever: the physics is deterministic, a level's release
    takes only a few readings, and the rulebook's put-backs are unlimited. Game 65 of the strength
    row (20 iterations against normal) tried one card 20,000 times at the same aim
    (tests/games/yura_yura/test_placement_retries.py)."""
    first, aims = aim_for(state), content().meter.aims
    outwards = sorted(aims, key=lambda aim: (abs(aim - first), aim < first))
    return outwards[failed_tries(state) % len(outwards)]


def catch_delay(level: str) -> float:
    """How long a computer of this level takes to notice a missed call."""
    return CATCH_DELAY.get(level, CATCH_DELAY["normal"])


def catch_now(state: YuraState, seat: int, level: str, waited: float) -> Catch | None:
    """The computer at `seat` catches a miss once it has had `catch_delay(level)` to notice."""
    if state.catchable is None or seat == state.catchable or waited < catch_delay(level):
        return None
    return Catch() if seat == state.turn else Catch(by=seat)


def _rock_tier(legal: Sequence[Action]) -> int | None:
    """Where several tiers tie for the fewest rocks, the lowest: weight low steadies a tower."""
    tiers = [a.tier for a in legal if isinstance(a, Place) and a.tier is not None]
    return min(tiers) if tiers else None


def skill_reading(level: str, rng: random.Random) -> tuple[float, int]:
    """A computer player's release: uniform within its level's reach, on a random side."""
    reach = content().meter.skill[level]
    return snap_reading(rng.uniform(0.0, reach)), rng.choice((-1, 1))


def placement(state: YuraState, level: str, rng: random.Random, tier: int | None = None) -> Place:
    """Aim (moving the aim after a failed try, `aim_now`), then release the meter with the
    level's steadiness.

    Trying each aim in the simulation first (four typical wobbles per aim) was measured too:
    it did not break fewer towers (69% against 68% wins, within noise) and cost ten times the
    time, so the computer trusts the middle like a person would.
    """
    distance, side = skill_reading(level, rng)
    action = place_action(aim_now(state), distance, side)
    return action if tier is None else replace(action, tier=tier)


def play_score(state: YuraState, action: Play) -> float:
    """Higher is better: follow-ability of the hand left, timing of specials, aurora thrift."""
    hand = list(state.hands[state.turn])
    hand.remove(action.card)
    played = card(action.card)
    colours = Counter(card(c).colour for c in hand if not card(c).aurora)
    symbols = Counter(card(c).symbol for c in hand)
    auroras_left = sum(1 for c in hand if card(c).aurora)
    score = 0.0
    if played.aurora:
        score += -2.0 + colours[action.colour]
        if len(hand) == 1:
            score += 6.0  # an aurora can never be the last card: shed it while others remain
    else:
        score += 2.0 + colours[played.colour] + 0.5 * symbols[played.symbol]
        if hand and auroras_left == len(hand):
            score -= 4.0  # would leave only aurora cards, which cannot finish
    rival = len(state.hands[next_seat(state)])
    score += LOAD_BONUS.get(played.symbol, 0.0)
    if played.symbol == "draw2":
        score += DRAW2_BONUS if rival <= RIVAL_CLOSE else 1.0
    if played.symbol == "skip":
        duel = len(state.players) == 2
        score += SKIP_BONUS if duel or rival <= RIVAL_CLOSE - 1 else 1.0
    return score
