"""What one seat may see of a Jewels game: its own guild and bought objectives, never another's
(until the end), and everyone's public pieces.

Views are plain frozen values built once per step for screens and the playout harness's secrecy
check; pydantic is kept for the save boundary, where validating pays. Sequences are tuples and
mappings fresh dicts, so a view never shares a mutable part with the state it was built from.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from operator import itemgetter

from penguin_tables.games.jewels.content import GEMS, content
from penguin_tables.games.jewels.rules.gems import can_pay
from penguin_tables.games.jewels.rules.legal import decider
from penguin_tables.games.jewels.rules.scoring import objective_points
from penguin_tables.games.jewels.state import Gems, JewelsState, Phase


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatView:
    """One guild as a seat sees it: `guild`, `objectives` and `score` are None when hidden."""

    name: str
    dice: tuple[int, ...]
    spent: tuple[bool, ...]
    penguins: tuple[str, ...]
    gems: Gems
    guild: str | None
    objectives: tuple[str, ...] | None
    objective_count: int
    score: int | None


@dataclass(frozen=True, slots=True, kw_only=True)
class JewelsView:
    """The table as one seat sees it: its own guild and objectives, everyone's public pieces.

    `seat` is None for a spectator (every guild and bought card hidden until the end).
    `payable` and `in_guild` follow `display`: whether the seat can pay each offered card now and
    whether it counts for the seat's guild (all False for a spectator).
    """

    seat: int | None
    seats: tuple[SeatView, ...]
    layout: dict[str, str]
    display: tuple[str, ...]
    payable: tuple[bool, ...] = ()
    in_guild: tuple[bool, ...] = ()
    deck_size: int
    scattered: dict[str, Gems]
    first_player: int
    turn: int
    to_move: int | None
    phase: Phase
    play_again_move: bool = False  # this move is Play Again's extra move (it cannot be declined)
    penguin: int | None
    last_tile: str | None
    option: int | None
    market_left: int
    scatter_left: int
    scatter_gem: str | None
    thanks: int | None
    final_turns_left: int | None


#: What a guild shows everyone: its name, dice, spent dice, penguins, gem counts (GEMS order) and
#: how many objectives it holds. A tuple of tuples built in C, the key its view is looked up by.
PublicKey = tuple[str, tuple[int, ...], tuple[bool, ...], tuple[str, ...], tuple[int, ...], int]


def _seat(
    key: PublicKey,
    guild: str | None = None,
    objectives: tuple[str, ...] | None = None,
    score: int | None = None,
) -> SeatView:
    """A guild as seen: what everyone sees (`key`), with its guild, cards and score if shown.
    Its gems are a dict made here, never the state's; views that show the same guild share it
    (a view is read, never changed)."""
    name, dice, spent, penguins, counts, objective_count = key
    return SeatView(
        name=name,
        dice=dice,
        spent=spent,
        penguins=penguins,
        gems=dict(zip(GEMS, counts, strict=True)),
        guild=guild,
        objectives=objectives,
        objective_count=objective_count,
        score=score,
    )


@lru_cache(maxsize=4096)
def hidden_seat(key: PublicKey) -> SeatView:
    """A guild as another seat sees it (no guild, cards or score), looked up by what it shows:
    the views of one checked step (each seat's, of the table and of its re-dealt twins) and of
    steps in a row mostly show the same guilds."""
    return _seat(key)


@lru_cache(maxsize=1024)
def open_seat(key: PublicKey, guild: str, objectives: tuple[str, ...], thanks: bool) -> SeatView:
    """A guild as its own seat sees it (and everyone at the end): its guild, its cards and their
    score too, worked out here, so a view whose guild is looked up counts no score."""
    bonus = content().thanks_points if thanks else 0
    return _seat(key, guild, objectives, objective_points(objectives, guild) + bonus)


#: A seat's gem counts in GEMS order, read in C: the key of `offer_marks`.
_COUNTS = itemgetter(*GEMS)


@lru_cache(maxsize=1024)
def offer_marks(
    counts: tuple[int, ...], guild: str, display: tuple[str, ...]
) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """For a seat of `guild` holding `counts` gems (GEMS order), whether it can pay each offered
    card and whether each counts for its guild. A pure function of the three, looked up: the views
    of one checked step (each seat's, of the table and of its re-dealt twins) and most steps in a
    row (a penguin's move changes neither gems nor display) ask the same question."""
    held = dict(zip(GEMS, counts, strict=True))
    cards = [content().objectives[o] for o in display]
    return tuple([can_pay(held, c.cost) for c in cards]), tuple([guild in c.guilds for c in cards])


def view_of(state: JewelsState, seat: int | None) -> JewelsView:
    """What `seat` sees; None: a spectator, who sees no guild and no bought card before the end."""
    over = state.phase == "over"
    display = tuple(state.display)
    if seat is None:
        payable = in_guild = (False,) * len(display)
    else:
        mine = state.seats[seat]
        payable, in_guild = offer_marks(_COUNTS(mine.gems), mine.guild, display)
    # One key per guild, built in C; a list comprehension, not a generator: views are built at
    # every checked step.
    keys = [
        (
            state.players[s],
            tuple(p.dice),
            tuple(p.spent),
            tuple(p.penguins),
            _COUNTS(p.gems),
            len(p.objectives),
        )
        for s, p in enumerate(state.seats)
    ]
    if over:
        seats = tuple([_open(state, s, key) for s, key in enumerate(keys)])
    else:
        seats = tuple(map(hidden_seat, keys))
        if seat is not None:
            seats = (*seats[:seat], _open(state, seat, keys[seat]), *seats[seat + 1 :])
    return JewelsView(
        seat=seat,
        seats=seats,
        layout=dict(state.layout),
        display=display,
        payable=payable,
        in_guild=in_guild,
        deck_size=len(state.deck),
        scattered={k: dict(v) for k, v in state.scattered.items()},
        first_player=state.first_player,
        turn=state.turn,
        to_move=decider(state),
        phase=state.phase,
        play_again_move=state.play_again_move,
        penguin=state.penguin,
        last_tile=state.last_tile,
        option=state.option,
        market_left=state.market_left,
        scatter_left=state.scatter_left,
        scatter_gem=state.scatter_gem,
        thanks=state.thanks,
        final_turns_left=state.final_turns_left,
    )


def _open(state: JewelsState, seat: int, key: PublicKey) -> SeatView:
    """`seat`'s guild with its secrets shown."""
    player = state.seats[seat]
    return open_seat(key, player.guild, tuple(player.objectives), state.thanks == seat)
