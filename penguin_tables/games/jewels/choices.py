"""Each legal step as a choice a player reads: a short stable key, words, a preview and a map spot.

The screen lists these and moves its map cursor to each choice's `Spot`; it never rebuilds a step or
checks a rule. Everything here reads the mover's own pieces and the public table only.
"""

from __future__ import annotations

from dataclasses import dataclass

from penguin_tables.engine.choices import Choice
from penguin_tables.games.jewels.actions import (
    Action,
    AdjustDie,
    Bump,
    Buy,
    CallPenguin,
    ChooseDie,
    ChoosePenguin,
    KeepDice,
    LeaveMarket,
    MakeWild,
    MarketExchange,
    MoveTo,
    Pass,
    ScatterGem,
    ScatterOn,
    SkipAbility,
    StopHere,
    SwapObjective,
    SwapPenguins,
    TurnToWild,
    UseAbility,
)
from penguin_tables.games.jewels.content import (
    FLOOR,
    GEM_NAMES,
    content,
    gems_short,
    slide_of_step,
    tile_at,
)
from penguin_tables.games.jewels.presentation import tile_label
from penguin_tables.games.jewels.rules.legal import decider
from penguin_tables.games.jewels.state import JewelsState, Spot

SNOWFLAKE = "✻"


@dataclass(frozen=True, slots=True)
class Decline:
    """A choice's `value` when the choice says no (keep the dice, stop, skip, leave, pass): the
    screen draws it dimmed."""


DECLINE = Decline()
#: The setup snowflake is a decision of its own, before the first turn; a turn is one decision.
SETUP_STEPS = frozenset({"turn_to_wild", "keep_dice"})


def face(value: int) -> str:
    return SNOWFLAKE if value == 0 else str(value)


def place_words(state: JewelsState, place: str) -> str:
    """`C4 Gem Storm` or `the floor (market)`."""
    if place == FLOOR:
        return "the floor (market)"
    tile = tile_at(state.layout, place)
    return f"{place} {tile.name}" if tile is not None else place


def objective_words(objective: str) -> str:
    """`8p 6RS2D Polished Throne Cushion (Ice/Sta)`: an offered card in one narrow line."""
    c = content()
    card = c.objectives[objective]
    guilds = "/".join(c.guilds[g][:3] for g in card.guilds)
    return f"{card.points}p {gems_short(dict(card.cost))} {card.name} ({guilds})"


def choice_for(state: JewelsState, action: Action) -> Choice:
    """The one pick that takes `action` (each engine step is one pick; drafting joins steps)."""
    seat = decider(state)
    assert seat is not None
    pens = state.seats[seat].penguins

    def at(number: int) -> str:
        return "floor" if pens[number - 1] == FLOOR else pens[number - 1]

    def spot(number: int) -> Spot:
        return Spot(pens[number - 1])

    match action:
        case TurnToWild(die=d, face=f):
            return Choice(f"wild{d + 1}", f"Turn die {d + 1} ({f}) to {SNOWFLAKE}")
        case KeepDice():
            return Choice("keep", "Keep the dice as rolled", value=DECLINE)
        case ChooseDie(die=d, face=0):
            return Choice(f"die{d + 1}", f"Die {d + 1}: {SNOWFLAKE} snowflake, moves any penguin")
        case ChooseDie(die=d, face=f):
            label = f"Die {d + 1}: {f}, moves penguin {f} (on {at(f)})"
            return Choice(f"die{d + 1}", label, value=spot(f))
        case ChoosePenguin(penguin=n):
            return Choice(f"p{n}", f"Penguin {n} (on {at(n)})", value=spot(n))
        case MoveTo(position=where):
            return Choice(
                where,
                place_words(state, where),
                _move_preview(state, seat, where),
                Spot(where, target=True),
            )
        case Bump(penguin=n):
            return Choice(f"bump{n}", f"Bump penguin {n} on from {at(n)} (then where)", "", spot(n))
        case StopHere():
            return Choice("stop", "Stop here (no bump)", value=DECLINE)
        case UseAbility(option=i, label=words):
            return Choice(f"use{i}", f"Use: {words}")
        case SkipAbility():
            return Choice("skip", "Skip this ability", value=DECLINE)
        case AdjustDie(die=d, face=f, delta=delta):
            sign = "up" if delta > 0 else "down"
            return Choice(f"adj{d + 1}{sign}", f"Die {d + 1}: {face(f)} → {face(f + delta)}")
        case MakeWild(die=d, face=f):
            return Choice(f"wild{d + 1}", f"Die {d + 1}: {face(f)} → {SNOWFLAKE}")
        case CallPenguin(penguin=n):
            return Choice(f"call{n}", f"Call penguin {n} from {at(n)}", "", spot(n))
        case SwapPenguins(first=a, second=b):
            label = f"Swap penguin {a} ({at(a)}) and {b} ({at(b)})"
            return Choice(f"swap{a}{b}", label, "", spot(a))
        case SwapObjective(mine=mine, offered=offered):
            label = f"Give {objective_words(mine)}; take {objective_words(offered)}"
            return Choice(f"swap-{mine}-{offered}", label)
        case ScatterGem(gem=g):
            have = state.seats[seat].gems[g]
            return Choice(f"gem{g}", f"Scatter a {GEM_NAMES[g]} (you have {have})")
        case ScatterOn(position=where):
            return Choice(
                where, f"Put it on {place_words(state, where)}", "", Spot(where, target=True)
            )
        case MarketExchange(index=i):
            text = content().market[i].text()
            return Choice(f"market{i}", text[:1].upper() + text[1:])
        case LeaveMarket():
            return Choice("leave", "Leave the market", value=DECLINE)
        case Buy(objective=o):
            return Choice(f"buy-{o}", f"Buy {objective_words(o)}")
        case Pass():
            return Choice("pass", "Buy nothing and end the turn", value=DECLINE)
    raise AssertionError(f"no choice for {action!r}")


def _move_preview(state: JewelsState, seat: int, where: str) -> str:
    """The tile's short abilities and any slide the move would give."""
    preview = "" if where == FLOOR else tile_label(state.layout, where)
    if state.penguin is not None:
        origin = state.seats[seat].penguins[state.penguin - 1]
        slide = slide_of_step(state.layout, origin, where)
        if slide:
            gain = "".join(f"{n}{g}" for g, n in slide)
            preview = f"{preview}  slide +{gain}".strip()
    return preview


def step_prompt(state: JewelsState) -> str:
    """What the player is asked now, as a sentence (the screen adds nothing but the Play Again note)."""
    tile = tile_at(state.layout, state.last_tile) if state.last_tile else None
    name = tile.name if tile is not None else "the floor"
    trades = "1 trade" if state.market_left == 1 else f"{state.market_left} trades"
    prompts = {
        "setup_wild": "You rolled no snowflake: turn one die to it, or keep the dice.",
        "die": "Choose a die to spend (number or Enter).",
        "penguin": "Snowflake: choose the penguin to move.",
        "dest": f"Where does penguin {state.penguin} go? » marks the places.",
        "bump": f"Penguin {state.penguin} may bump a smaller one of yours on.",
        "active": f"{name}, your ability: pick one, or skip it.",
        "everyone": _everyone_prompt(state, name),
        "adjust": "Adjust: choose a die to turn one step.",
        "wild": "Wild!: choose a die to turn to the snowflake.",
        "call": f"Get Over Here!: choose a penguin to bring to {name}.",
        "swap_pos": "Swap Positions: choose two of your penguins.",
        "swap_obj": "Swap Objectives: choose the swap (the table sees it at once).",
        "scatter_gem": f"Scatter Gems: a gem to put down ({state.scatter_left} left).",
        "scatter_tile": "Choose a tile for the gem (» marks them).",
        "market": f"Valley Market: up to {trades} left.",
        "buy": "Buy one objective, or buy nothing and end the turn.",
    }
    return prompts.get(state.phase, "")


#: The rules page's section for each step of a turn (`Game.rule`).
RULE_OF_PHASE = {
    "setup_wild": "Setting up",
    "die": "Spending a die",
    "penguin": "Spending a die",
    "dest": "Moving a penguin",
    "bump": "Bumping",
    "active": "Active ability",
    "everyone": "Everyone ability",
    "adjust": "Adjust",
    "wild": "Wild!",
    "call": "Get Over Here!",
    "swap_pos": "Swap Positions",
    "swap_obj": "Swap Objectives",
    "scatter_gem": "Scatter Gems",
    "scatter_tile": "Scatter Gems",
    "market": "The Valley Market",
    "buy": "Buying an objective",
}


def step_rule(state: JewelsState) -> str:
    """The rules page's section for the step in hand; a Play Again move has its own."""
    if state.play_again_move and state.phase in ("die", "penguin"):
        return "Play Again"
    return RULE_OF_PHASE.get(state.phase, "Your turn")


def _everyone_prompt(state: JewelsState, name: str) -> str:
    """The everyone ability: for the mover, or for another player whose penguin shares the tile."""
    seat = decider(state)
    if seat == state.turn:
        return f"{name}, everyone's ability, for your penguin: pick one, or skip it."
    mover = state.players[state.turn]
    return f"{mover}'s move ended on {name}, where a penguin of yours stands: use its everyone ability?"
