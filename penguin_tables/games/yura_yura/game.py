"""Yura Yura Penguin on the engine contract: setup, legal moves, playing them, views and checks."""

from __future__ import annotations

import random
from functools import cache
from typing import ClassVar

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.choices import Path, PathElement
from penguin_tables.engine.copying import copy_state
from penguin_tables.engine.errors import IllegalAction
from penguin_tables.engine.game import Game
from penguin_tables.engine.manifest import Manifest
from penguin_tables.engine.options import GameOption, OptionValue
from penguin_tables.engine.outcome import Outcome
from penguin_tables.games.yura_yura import choices, describe, invariants
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
    START,
    card,
    deck,
    hand_size,
)
from penguin_tables.games.yura_yura.drops import drop_for
from penguin_tables.games.yura_yura.final_count import final_count
from penguin_tables.games.yura_yura.manifest import MANIFEST
from penguin_tables.games.yura_yura.options import (
    OPTIONS,
    break_rule,
    fall_rule,
    original_physics,
    physics_name,
)
from penguin_tables.games.yura_yura.physics.original import fresh_tower
from penguin_tables.games.yura_yura.physics.recall import place_once
from penguin_tables.games.yura_yura.rules.calls import acting_seat, catches, own_ups
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
from penguin_tables.games.yura_yura.state import Tower, YuraState
from penguin_tables.games.yura_yura.view import YuraView, view_of


@cache
def _fresh_tower() -> Tower:
    """The settled starting tower (the same for every game, so simulated once)."""
    return fresh_tower()


class YuraYura(Game[YuraState, Action, YuraView]):
    manifest: ClassVar[Manifest] = MANIFEST
    options: ClassVar[list[GameOption]] = OPTIONS
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

    def acting_seat(self, state: YuraState, action: Action) -> int | None:
        """A catch is the catcher's, owning up the forgetter's, in turn or out of it."""
        return None if state.phase == "over" else acting_seat(state, action)

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
        return final_count(state)

    # ----- information ----------------------------------------------------------------------------
    def view(self, state: YuraState, seat: int | None) -> YuraView:
        return view_of(state, seat)

    # ----- decisions ------------------------------------------------------------------------------
    def choice_path(self, state: YuraState, action: Action) -> Path:
        return choices.choice_path(state, action)

    def prompt(self, state: YuraState, seat: int, picked: tuple[PathElement, ...]) -> str:
        return choices.prompt(state, seat, picked)

    def rule(self, state: YuraState, seat: int, picked: tuple[PathElement, ...]) -> str:
        return choices.rule(state, seat, picked)

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

    def check_invariants(self, state: YuraState) -> None:
        invariants.check(state)


def _place(state: YuraState, action: Place) -> None:
    drop, move_from = drop_for(state, action)
    if move_from is not None:
        state.tower.pieces.pop(move_from)
    original = original_physics(state)
    rules = (break_rule(state), physics_name(state), fall_rule(state))
    state.tower, state.last = place_once(state.tower, drop, *rules)
    state.last.place = action
    putting_back = bool(state.put_back)
    if state.last.broke:
        if putting_back:
            state.put_back.pop(0)  # it lies on the (broken) tower
        if not (putting_back and "card" in state.pending):
            state.playing = None  # unless its player still holds it, the card is down
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
