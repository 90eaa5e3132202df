"""The card race without the tower: how the strong search judges where a look-ahead stops.

Under the rulebook's rules a shaky hand costs no cards (whatever falls is put back, as often as it
takes) and a break is rare, so who wins is mostly a race to empty the hand: who is stuck and draws,
who is made to draw two, who gets a second turn from a skip. Counting the cards in hand misses all
of that (ten cards against nine is nearly a coin toss, and a hand that cannot follow is worth far
less than its size). This plays the race on from a position to its end, every seat playing the
computer's card choice (`levels.play_score`), every placement taken to land: tens of turns in well
under a millisecond, where one real placement is a physics simulation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from penguin_tables.engine.outcome import equal_shares, result_shares
from penguin_tables.games.yura_yura.computer.levels import (
    DRAW2_BONUS,
    LOAD_BONUS,
    RIVAL_CLOSE,
    SKIP_BONUS,
)
from penguin_tables.games.yura_yura.content import Colour, card, content, deck
from penguin_tables.games.yura_yura.rules.cards import follows as follows_card
from penguin_tables.games.yura_yura.state import YuraState


@dataclass
class Race:
    """The cards of a game and whose turn it is, nothing of the tower."""

    hands: list[list[int]]
    sea: list[int]
    top: int
    named: Colour | None
    turn: int
    direction: int = 1
    steps: int = 1
    #: Set when the race ends: the winning seats (everyone when the sea ran dry).
    winners: list[int] | None = None


@cache
def _auroras() -> frozenset[int]:
    return frozenset(c.id for c in deck() if c.aurora)


def follows(race: Race, card_id: int) -> bool:
    """Whether `card_id` may go on the race's top card (`rules.cards.follows`)."""
    return follows_card(race.top, race.named, card_id)


def race_from(state: YuraState) -> Race:
    """The race as it stands: a card being placed counts as played, a pending call is made, and a
    missed call is caught (the computer always catches in the end)."""
    race = Race(
        hands=[list(h) for h in state.hands],
        sea=list(state.sea),
        top=state.top_card,
        named=state.named_colour,
        turn=state.turn,
        direction=state.direction,
        steps=state.next_steps,
    )
    if state.catchable is not None:
        _draw(race, state.catchable, 1)
    if race.winners is not None:
        return race
    if state.phase == "place" and state.playing is not None:
        _landed(race, state.playing)
    elif state.phase == "drawn" and state.drawn is not None:
        _play(race, *_choice_of(race, [state.drawn]))
    elif state.phase == "call":
        _next_turn(race)
    return race


def run(race: Race, players: int) -> list[float]:
    """Play the race to its end; each seat's win share."""
    while race.winners is None:
        _turn(race)
    if len(race.winners) == players:
        return equal_shares(players)
    return result_shares(race.winners, players)


def race_shares(state: YuraState, rng: random.Random, races: int) -> list[float]:
    """Each seat's chance of winning the race from `state`, judged as that seat may know it: the
    average of `races` races in which every hand it cannot see, and the sea, are re-dealt."""
    players = len(state.players)
    shares = []
    for seat in range(players):
        total = 0.0
        for _ in range(races):
            race = race_from(state)
            if race.winners is None:
                redeal(race, seat, rng)
            total += run(race, players)[seat]
        shares.append(total / races)
    return shares


def redeal(race: Race, seat: int, rng: random.Random) -> None:
    """Shuffle every card `seat` cannot see (the sea and the other hands) and deal the hands back
    at their sizes."""
    others = [s for s in range(len(race.hands)) if s != seat]
    pool = race.sea + [c for s in others for c in race.hands[s]]
    rng.shuffle(pool)
    for s in others:
        size = len(race.hands[s])
        race.hands[s], pool = pool[:size], pool[size:]
    race.sea = pool


@cache
def _faces() -> tuple[tuple[Colour | None, str], ...]:
    """Each card's colour (None for aurora) and symbol, by id: read once, looked up often."""
    return tuple((c.colour, c.symbol) for c in deck())


def choice(
    hand: list[int], options: list[int], rival: int, players: int
) -> tuple[int, Colour | None]:
    """The card (and colour named) the computer plays from `hand`: `levels.play_score`'s favourite,
    ties broken as `levels.choose` does, with the hand counted once instead of once per option."""
    faces = _faces()
    colours: dict[Colour | None, int] = {}
    symbols: dict[str, int] = {}
    for c in hand:
        colour, symbol = faces[c]
        if colour is not None:
            colours[colour] = colours.get(colour, 0) + 1
        symbols[symbol] = symbols.get(symbol, 0) + 1
    auroras = sum(1 for c in hand if faces[c][0] is None)
    left = len(hand) - 1
    best: tuple[float, int, str] | None = None
    picked: tuple[int, Colour | None] = (options[0], None)
    for c in options:
        colour, symbol = faces[c]
        bonus = LOAD_BONUS.get(symbol, 0.0)
        if symbol == "draw2":
            bonus += DRAW2_BONUS if rival <= RIVAL_CLOSE else 1.0
        elif symbol == "skip":
            bonus += SKIP_BONUS if players == 2 or rival <= RIVAL_CLOSE - 1 else 1.0
        if colour is None:
            for named in content().colours:
                score = -2.0 + colours.get(named, 0) + (6.0 if left == 1 else 0.0) + bonus
                key: tuple[float, int, str] = (score, -c, named)
                if best is None or key > best:
                    best, picked = key, (c, named)
            continue
        score = 2.0 + colours[colour] - 1 + 0.5 * (symbols[symbol] - 1) + bonus
        if left and auroras == left:
            score -= 4.0
        key = (score, -c, "")
        if best is None or key > best:
            best, picked = key, (c, None)
    return picked


def _turn(race: Race) -> None:
    hand = race.hands[race.turn]
    options = [c for c in hand if follows(race, c) and not (len(hand) == 1 and c in _auroras())]
    if options:
        _play(race, *_choice_of(race, options))
        return
    drawn = _draw(race, race.turn, 1)
    if race.winners is not None:
        return
    if not drawn:  # an empty sea ends the game as it is emptied; never reached from a real state
        race.winners = list(range(len(race.hands)))
    elif follows(race, drawn[0]):
        _play(race, *_choice_of(race, [drawn[0]]))
    else:
        _next_turn(race)


def _choice_of(race: Race, options: list[int]) -> tuple[int, Colour | None]:
    rival = len(race.hands[(race.turn + race.direction) % len(race.hands)])
    return choice(race.hands[race.turn], options, rival, len(race.hands))


def _play(race: Race, card_id: int, colour: Colour | None) -> None:
    race.hands[race.turn].remove(card_id)
    race.top, race.named = card_id, colour
    _landed(race, card_id)


def _landed(race: Race, card_id: int) -> None:
    """The played card is on the tower: win, its effect, the next turn."""
    if not race.hands[race.turn]:
        race.winners = [race.turn]
        return
    symbol = card(card_id).symbol
    if symbol == "draw2":
        _draw(race, (race.turn + race.direction) % len(race.hands), 2)
    elif symbol == "reverse":
        race.direction = -race.direction
    elif symbol == "skip":
        race.steps = 2
    if race.winners is None:
        _next_turn(race)


def _next_turn(race: Race) -> None:
    race.turn = (race.turn + race.direction * race.steps) % len(race.hands)
    race.steps = 1


def _draw(race: Race, seat: int, count: int) -> list[int]:
    """Cards from the sea into a hand; taking the last one ends the game (everyone wins)."""
    taken: list[int] = []
    for _ in range(count):
        if not race.sea:
            break
        taken.append(race.sea.pop())
        if not race.sea:
            race.winners = list(range(len(race.hands)))
            break
    race.hands[seat] += taken
    return taken
