"""The one contract every game engine follows.

Tests, benchmarks, computer players, the store and the screens all talk to games through `Game`, so a
game is usable everywhere as soon as it subclasses this and registers. `apply` works on a copy, so
an action that turns out to be illegal halfway through can never leave the caller's state half-changed.
How the computer plays a game is not part of it: that is the game's `ComputerPlayer` (`policy.py`),
which lives apart from the rules.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from functools import cached_property
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import TypeAdapter

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.choices import Choice, Path, PathElement
from penguin_tables.engine.copying import Copier, copier_for
from penguin_tables.engine.errors import BadOptions, IllegalAction
from penguin_tables.engine.manifest import Manifest
from penguin_tables.engine.names import check_name
from penguin_tables.engine.options import (
    GameOption,
    OptionValue,
    options_of_save,
    resolve_options,
)
from penguin_tables.engine.outcome import Outcome
from penguin_tables.engine.state import GameState

S = TypeVar("S", bound=GameState)
A = TypeVar("A")
V = TypeVar("V")

#: A player as the harnesses drive one (the playout checks, the arena): state and rng -> its action.
Chooser = Callable[[Any, random.Random], Any]


class Game(ABC, Generic[S, A, V]):
    """A game's static side (id, title, player range, options) and its rules over states.

    `S` is the state (everything, secrets included), `A` the action union and `V` the view: what
    one seat, or a spectator, may see. Screens only ever receive views and decisions.
    """

    #: The game's identity, written once in its package's `manifest.py`.
    manifest: ClassVar[Manifest]
    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[list[GameOption]] = []
    state_type: type[S]
    action_type: Any  # the game's discriminated union of action models
    #: State fields that only record how the game went, for the final screen (Fistful's ledger of
    #: where the money came from), never read by the rules: a save written before one was kept
    #: still replays to its saved position, which then shows what it did not record as such.
    record_fields: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Take id, title and player range from the manifest, so they are never written twice."""
        super().__init_subclass__(**kwargs)
        manifest = cls.__dict__.get("manifest")
        if manifest is not None:
            cls.id, cls.title = manifest.id, manifest.title
            cls.min_players, cls.max_players = manifest.min_players, manifest.max_players

    # ----- starting -------------------------------------------------------------------------------
    def new_game(
        self, players: Sequence[str], seed: int, options: dict[str, Any] | None = None
    ) -> S:
        """A fresh game for these names; refuses a wrong player count, bad names or bad options."""
        names = list(players)
        if not self.min_players <= len(names) <= self.max_players:
            raise BadOptions(
                f"{self.title} takes {self.min_players} to {self.max_players} players, "
                f"not {len(names)}."
            )
        for seat, name in enumerate(names):
            check_name(name, seat)
        resolved = resolve_options(self.options, options)
        return self.setup(names, Chance(seed=seed), resolved)

    @abstractmethod
    def setup(self, players: list[str], chance: Chance, options: dict[str, OptionValue]) -> S:
        """Deal, shuffle and seat: the state before the first decision."""

    # ----- playing --------------------------------------------------------------------------------
    @abstractmethod
    def to_move(self, state: S) -> int | None:
        """The seat whose decision it is, or None when the game is over."""

    @abstractmethod
    def legal_actions(self, state: S) -> list[A]:
        """Every action the seat to move may take; empty only when the game is over."""

    def apply(self, state: S, action: A) -> S:
        """A new state after `action`; raises IllegalAction and leaves `state` as it was."""
        if self.is_over(state):
            raise IllegalAction("The game is over; no more moves can be made.")
        after = self.copy_state(state)
        self.play(after, action)
        return after

    def copy_state(self, state: S) -> S:
        """An independent copy, by the copier generated from the state's field types."""
        return self._copier(state)  # type: ignore[no-any-return]

    @cached_property
    def _copier(self) -> Copier:
        """Looked up once per game: a copy happens at every step of every playout."""
        return copier_for(self.state_type) or (lambda state: state)  # type: ignore[arg-type]

    def is_legal(self, state: S, action: A) -> bool:
        """Whether `action` is legal now; games answer directly, without listing every action."""
        return action in self.legal_actions(state)

    @abstractmethod
    def play(self, state: S, action: A) -> None:
        """Carry out `action` on `state` in place, raising IllegalAction when it is not allowed."""

    def is_over(self, state: S) -> bool:
        return self.to_move(state) is None

    def acting_seat(self, state: S, action: A) -> int | None:
        """The seat that takes `action` now: the seat to move, unless the game lets another seat
        act out of turn (Yura Yura's catch of a missed call). A window bound to one seat offers
        that seat the legal actions it takes while another seat is to move."""
        return self.to_move(state)

    @abstractmethod
    def outcome(self, state: S) -> Outcome:
        """Scores, winners and a summary; only meaningful once the game is over."""

    # ----- information ----------------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """What `seat` may see: other seats' secrets and the unseen deck are left out.

        `seat=None` is a spectator: only what everyone at the table has seen (used to replay a
        game that is still being played).
        """

    # ----- decisions ------------------------------------------------------------------------------
    def choice_path(self, state: S, action: A) -> Path:
        """The picks that lead to `action`, outermost first (a card, then a spot).

        Paths of the legal actions must be distinct and none a prefix of another; the default is
        one pick per action, labelled with its text form.
        """
        return (Choice(key=str(action), label=str(action)),)

    def prompt(self, state: S, seat: int, picked: tuple[PathElement, ...]) -> str:
        """The question the seat answers now, given the picks towards the next action so far."""
        return "Choose:"

    def rule(self, state: S, seat: int, picked: tuple[PathElement, ...]) -> str:
        """The heading of the rules page's section that explains the decision in hand (`?` during
        a game opens the rules there); "" for the top of the page. A test checks every heading a
        game names stands on its page."""
        return ""

    def decision_continues(self, before: S, action: A, after: S) -> bool:
        """Whether the same seat's decision goes on after this step (more picks in the same turn).

        One action is one whole decision by default; games whose turn takes several engine steps
        (move, then bump, then buy) say so here, and the screen drafts the steps together.
        """
        return False

    def must_commit(self, before: S, action: A, after: S) -> bool:
        """Whether a drafted step must reach the table at once (the decision cannot go back past it).

        Any use of chance counts (a drafted roll could be taken back and rolled again); games add
        steps that show the seat something it could not see before (a card taken blind).
        """
        return after.chance.draws != before.chance.draws

    def has_secrets(self, state: S) -> bool:
        """Whether seats hold information others must not see (the UI then curtains hand-offs)."""
        return False

    def resample_hidden(self, state: S, seat: int, rng: random.Random) -> S:
        """Another state `seat` cannot tell apart from this one (hidden parts re-dealt).

        The playout harness uses it to prove views leak nothing: the view must not change.
        Games without hidden information return a copy.
        """
        return self.copy_state(state)

    def reveals(self, before: S, action: A, after: S) -> bool:
        """Whether this step showed anyone something new (a draw, a roll, a secret).

        Undo never crosses such a step. Any use of chance counts; games add their own reveals.
        """
        return after.chance.draws != before.chance.draws

    def describe(self, before: S, action: A, after: S) -> str:
        """One log line, in words, for this step, as every seat may read it.

        A secret step is told without its content; an empty line: the others see nothing happen.
        """
        seat = self.to_move(before)
        who = before.players[seat] if seat is not None else "Nobody"
        return f"{who}: {action}"

    def describe_deal(self, state: S) -> str:
        """The log's first line, for what chance showed before anyone moved (an opening roll);
        empty when the deal has nothing to tell beyond the table itself."""
        return ""

    def describe_private(self, before: S, action: A, after: S) -> str | None:
        """The acting seat's own log line for a secret step, in full (None: `describe` tells all).

        Only that seat's log shows it; the others read `describe`, until a reveal tells them more.
        """
        return None

    # ----- snapshots ------------------------------------------------------------------------------
    def dump(self, state: S) -> str:
        return self._state_adapter.dump_json(state).decode("utf-8")

    def load(self, text: str | bytes) -> S:
        """A state from `dump` text; pydantic.ValidationError when it is not one.

        Options the save does not name are filled as the game played before they existed.
        """
        state = self._state_adapter.validate_json(text)
        state.options = options_of_save(self.options, state.options)
        return state

    def dump_action(self, action: A) -> dict[str, Any]:
        return self._action_adapter.dump_python(action, mode="json")  # type: ignore[no-any-return]

    def load_action(self, data: Any) -> A:
        return self._action_adapter.validate_python(data)

    @cached_property
    def _state_adapter(self) -> TypeAdapter[S]:
        """The save boundary: the state's JSON form, validated field by field on load."""
        return TypeAdapter(self.state_type)

    @cached_property
    def _action_adapter(self) -> TypeAdapter[A]:
        """Built once per game: constructing a TypeAdapter costs far more than using one."""
        return TypeAdapter(self.action_type)

    @abstractmethod
    def check_invariants(self, state: S) -> None:
        """Raise BrokenInvariant if a rule invariant fails (components conserved, counts in range)."""
