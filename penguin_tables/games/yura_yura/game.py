"""Yura Yura Penguin on the engine contract: setup, legal moves, playing them, views and checks."""

from __future__ import annotations

import math
import random
from functools import cache
from typing import ClassVar

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.copying import copy_state
from penguin_tables.engine.decisions import Choice, Path, PathElement
from penguin_tables.engine.errors import IllegalAction
from penguin_tables.engine.game import Game
from penguin_tables.engine.manifest import Manifest
from penguin_tables.engine.options import GameOption, OptionValue
from penguin_tables.engine.outcome import Outcome
from penguin_tables.games.yura_yura import bot, describe, invariants
from penguin_tables.games.yura_yura.actions import (
    CALL,
    DRAW,
    END,
    Action,
    CallPenguin,
    Catch,
    Draw,
    OwnUp,
    Place,
    Play,
)
from penguin_tables.games.yura_yura.content import (
    COLOUR_WORDS,
    START,
    card,
    card_name,
    deck,
    hand_size,
)
from penguin_tables.games.yura_yura.drops import drop_for, due
from penguin_tables.games.yura_yura.manifest import MANIFEST
from penguin_tables.games.yura_yura.meter import all_readings, placement_numbers
from penguin_tables.games.yura_yura.options import (
    OPTIONS,
    break_rule,
    max_tries,
    original_physics,
)
from penguin_tables.games.yura_yura.physics.placement import place
from penguin_tables.games.yura_yura.physics.space import fresh_tower
from penguin_tables.games.yura_yura.rules.calls import catcher, catches, own_ups
from penguin_tables.games.yura_yura.rules.cards import matches, play_actions, playable
from penguin_tables.games.yura_yura.rules.flow import draw_cards, end_turn, finish
from penguin_tables.games.yura_yura.rules.legality import (
    another_name_for_a_legal,
    legal,
    placements,
    why_illegal,
)
from penguin_tables.games.yura_yura.rules.retries import (
    carry_on,
    item_landed,
    put_back_landed,
    queue_put_backs,
)
from penguin_tables.games.yura_yura.rules.tower import icebergs_left, supply
from penguin_tables.games.yura_yura.state import (
    Aim,
    Release,
    Tower,
    YuraState,
    YuraView,
)


@cache
def _fresh_tower() -> Tower:
    """The settled starting tower (the same for every game, so simulated once)."""
    return fresh_tower()


class YuraYura(Game[YuraState, Action, YuraView]):
    manifest: ClassVar[Manifest] = MANIFEST
    options: ClassVar[list[GameOption]] = OPTIONS
    bot_levels: ClassVar[tuple[str, ...]] = ("easy", "normal", "hard")
    state_type = YuraState
    action_type = Action

    # ----- setup ----------------------------------------------------------------------------------
    def setup(
        self, players: list[str], chance: Chance, options: dict[str, OptionValue]
    ) -> YuraState:
        sea = [c.id for c in deck()]
        chance.rng().shuffle(sea)
        size = hand_size(len(players))
        hands = [[sea.pop() for _ in range(size)] for _ in players]
        return YuraState(
            players=players,
            chance=chance,
            options=options,
            hands=hands,
            sea=sea,
            top_card=START,
            pending=["iceberg"],
            tower=copy_state(_fresh_tower()),
        )

    # ----- turns ----------------------------------------------------------------------------------
    def to_move(self, state: YuraState) -> int | None:
        return None if state.phase == "over" else state.turn

    def legal_actions(self, state: YuraState) -> list[Action]:
        actions: list[Action]
        if state.phase == "over":
            return []
        if state.phase == "place":
            actions = list(placements(state))
        elif state.phase == "choose":
            actions = list(play_actions(playable(state, state.turn))) or [DRAW]
        elif state.phase == "drawn":
            actions = list(play_actions([state.drawn] if state.drawn is not None else []))
        else:
            actions = [CALL, END]
        return actions + catches(state) + own_ups(state)

    def is_legal(self, state: YuraState, action: Action) -> bool:
        """Exactly `action in legal_actions(state)`, decided from the rules without the list."""
        return legal(state, action)

    def play(self, state: YuraState, action: Action) -> None:
        if not (legal(state, action) or another_name_for_a_legal(state, action)):
            raise IllegalAction(why_illegal(state, action))
        if isinstance(action, Catch | OwnUp):
            _catch(state)
            return
        if state.turn == state.catchable:
            state.catchable = None  # the forgetter moved on: the miss can no longer be caught
        if isinstance(action, Place):
            _place(state, action)
        elif isinstance(action, Play):
            _play(state, action)
        elif isinstance(action, Draw):
            _draw(state)
        elif isinstance(action, CallPenguin):
            end_turn(state, failed=False)
        else:
            seat = state.turn
            end_turn(state, failed=False)
            state.catchable = seat

    def outcome(self, state: YuraState) -> Outcome:
        scores = [float(len(hand)) for hand in state.hands]
        names = state.players
        if state.ending == "emptied" and state.ender is not None:
            winners = [state.ender]
            summary = f"{names[state.ender]} played every card and wins."
        elif state.ending == "broke" and state.ender is not None:
            others = [s for s in range(len(names)) if s != state.ender]
            fewest = min(len(state.hands[s]) for s in others)
            winners = [s for s in others if len(state.hands[s]) == fewest]
            who = " and ".join(names[s] for s in winners)
            summary = f"{names[state.ender]} broke the iceberg; {who} (fewest cards) won."
        elif state.ending == "sea":
            winners = list(range(len(names)))
            summary = "The sea ran out of cards: everyone wins."
        else:
            return Outcome(scores=scores, winners=[], summary="The game is not over.")
        return Outcome(scores=scores, winners=winners, summary=summary)

    # ----- information ----------------------------------------------------------------------------
    def view(self, state: YuraState, seat: int | None) -> YuraView:
        """The seat's own hand (and the card it just drew); everything else lies on the table."""
        due_item, due_tier = due(state)
        return YuraView(
            seat=seat,
            players=list(state.players),
            hand=sorted(state.hands[seat]) if seat is not None else [],
            hand_sizes=[len(h) for h in state.hands],
            sea_count=len(state.sea),
            top_card=state.top_card,
            named_colour=state.named_colour,
            turn=state.turn,
            direction=state.direction,
            phase=state.phase,
            pending=list(state.pending),
            playing=state.playing,
            drawn=state.drawn if seat is not None and seat == state.turn else None,
            skip_instruction=state.skip_instruction,
            catchable=state.catchable,
            tower=state.tower,
            ending=state.ending,
            ender=state.ender,
            last=state.last,
            due_item=due_item,
            due_tier=due_tier,
            ice_left=supply(state.tower, "ice"),
            penguins_left=supply(state.tower, "penguin"),
            icebergs_total=len(state.tower.tiers) + icebergs_left(state.tower),
            put_back=list(state.put_back),
            attempts=state.attempts,
            max_attempts=max_tries(state),
        )

    # ----- decisions ------------------------------------------------------------------------------
    def choice_path(self, state: YuraState, action: Action) -> Path:
        """A placement: the aim (with the rock's tier where several tie), then the meter's release.
        A play: the card, then (aurora) a colour. A catch: who catches (`value` is their seat).

        Keys: `aim+1`, `aim+1-tier2`, `meter-0.35-left`, `card-12`, `white`, `draw`, `call`,
        `end`, `catch` (the seat to move), `catch-2` (seat 2, out of turn), `own-up` (`value`
        the forgetter's seat, in turn or out of it).
        """
        if isinstance(action, Place):
            return (_aim_choice(action.aim, action.tier), _release_choice(action))
        if isinstance(action, Play):
            chosen = Choice(f"card-{action.card}", card_name(action.card), value=action.card)
            if action.colour is None:
                return (chosen,)
            words = COLOUR_WORDS[action.colour]
            return (chosen, Choice(action.colour, f"name {words}", value=action.colour))
        if isinstance(action, Catch):
            return (_catch_choice(state, action),)
        if isinstance(action, OwnUp) and state.catchable is not None:
            name = state.players[state.catchable]
            label = f"{name} owns up to the missed call and draws a card"
            return (Choice("own-up", label, value=state.catchable),)
        return (Choice(action.kind, str(action)),)

    def prompt(self, state: YuraState, seat: int, picked: tuple[PathElement, ...]) -> str:
        if state.phase == "place":
            if picked:
                return "Stop the meter as the marker crosses the target."
            if placements(state)[0].tier is not None:
                return "Choose the room for the rock and aim, then start the steadiness meter."
            return "Aim, then start the steadiness meter."
        if state.phase == "call":
            return 'One card left: call "Penguin!"'
        if picked:
            return "Name the colour the aurora card stands for."
        if state.phase == "drawn":
            return "Play the card you drew."
        return "Play a card that matches the top card, or draw when none does."

    def has_secrets(self, state: YuraState) -> bool:
        return True

    def resample_hidden(self, state: YuraState, seat: int, rng: random.Random) -> YuraState:
        """Re-deal the sea and the other hands (a drawn card that must be played stays put)."""
        twin = self.copy_state(state)
        keep = twin.drawn if twin.turn != seat else None
        others = [s for s in range(len(twin.players)) if s != seat]
        pool = list(twin.sea) + [c for s in others for c in twin.hands[s] if c != keep]
        rng.shuffle(pool)
        for s in others:
            size = len(twin.hands[s]) - (1 if keep is not None and s == twin.turn else 0)
            twin.hands[s] = [pool.pop() for _ in range(size)]
            if keep is not None and s == twin.turn:
                twin.hands[s].append(keep)
        twin.sea = pool
        return twin

    def reveals(self, before: YuraState, action: Action, after: YuraState) -> bool:
        """Draws show a card; plays and placements cannot be taken back once seen."""
        drew = sum(map(len, after.hands)) > sum(map(len, before.hands))
        return drew or isinstance(action, Place | Play) or super().reveals(before, action, after)

    def describe(self, before: YuraState, action: Action, after: YuraState) -> str:
        return describe.line(before, action, after)

    # ----- computer players -----------------------------------------------------------------------
    def computer_action(self, state: YuraState, level: str, rng: random.Random) -> Action:
        return bot.choose(state, self.legal_actions(state), level, rng)

    def check_invariants(self, state: YuraState) -> None:
        invariants.check(state)


def _aim_choice(aim: float, tier: int | None) -> Choice:
    """The aim, and the rock's tier when the player chooses one; `value` is an `Aim`."""
    where = "at the centre" if aim == 0 else f"{abs(aim):g} cm {'left' if aim < 0 else 'right'}"
    if tier is None:
        return Choice(f"aim{aim:+g}", f"aim {where}", value=Aim(aim, None))
    label = f"aim {where} in the room on tier {tier + 1}"
    return Choice(f"aim{aim:+g}-tier{tier}", label, value=Aim(aim, tier))


def _catch_choice(state: YuraState, action: Catch) -> Choice:
    """Who catches whom; the seat to move catches with `catch`, any other seat with `catch-N`."""
    by = catcher(state, action)
    forgetter = state.catchable if state.catchable is not None else state.turn
    label = f"{state.players[by]} catches {state.players[forgetter]}"
    key = "catch" if action.by is None else f"catch-{by}"
    return Choice(key, label, value=by)


@cache
def _readings() -> dict[tuple[float, float, float], tuple[float, int]]:
    """Each placement's numbers back to the meter reading that makes them."""
    found: dict[tuple[float, float, float], tuple[float, int]] = {}
    for distance, side in all_readings():
        numbers = placement_numbers(distance, side)
        found[(numbers.offset, numbers.tilt, numbers.speed)] = (distance, side)
    return found


def _release_choice(action: Place) -> Choice:
    """The meter's release for a placement; `value` is a `Release` (reading and placement)."""
    distance, side = _readings()[(action.offset, action.tilt, action.speed)]
    words = "left" if side < 0 else "right"
    key = "meter-0" if distance == 0 else f"meter-{distance:g}-{words}"
    label = "release dead centre" if distance == 0 else f"release {distance:g} {words} of centre"
    preview = (
        f"drift {action.offset:+g} cm, tilt {math.degrees(action.tilt):+.0f}°, "
        f"drop {action.speed:g} cm/s"
    )
    return Choice(key, label, preview, Release(distance, side, action))


def _place(state: YuraState, action: Place) -> None:
    drop, move_from = drop_for(state, action)
    if move_from is not None:
        state.tower.pieces.pop(move_from)
    original = original_physics(state)
    state.tower, state.last = place(state.tower, drop, break_rule(state), original)
    state.last.place = action
    putting_back = bool(state.put_back)
    if state.last.broke:
        if putting_back:
            state.put_back.pop(0)  # it lies on the (broken) tower
        elif drop.item == "card" or not state.pending:
            state.playing = None  # the card lies on the (broken) tower
        finish(state, "broke", state.turn)
        return
    fell = list(state.last.fell)
    if putting_back:
        put_back_landed(state)
    else:
        item_landed(state)
    if original:
        state.put_back += fell  # as before issue 24
    else:
        queue_put_backs(state, fell)
    carry_on(state)


def _play(state: YuraState, action: Play) -> None:
    state.hands[state.turn].remove(action.card)
    state.top_card = action.card
    state.named_colour = action.colour if card(action.card).aurora else None
    state.playing = action.card
    state.drawn = None
    state.pending = ["card"]
    state.phase = "place"


def _draw(state: YuraState) -> None:
    """Nothing playable: draw one; play it if it can be played, else the turn ends as failed."""
    (drawn,) = draw_cards(state, state.turn, 1)
    if state.phase == "over":
        return
    if matches(state, drawn):
        state.drawn = drawn
        state.phase = "drawn"
    else:
        end_turn(state, failed=True)


def _catch(state: YuraState) -> None:
    forgetter = state.catchable
    state.catchable = None
    if forgetter is not None:
        draw_cards(state, forgetter, 1)
