"""Decisions: how a seat's turn is chosen pick by pick, built by the engine, walked by the screen.

A turn often takes several choices (a card, then a spot; a die, then a tile, then a bump). Each game
describes every legal action as a *path* of choices (`Game.choice_path`); the picks open at any moment
are the next path elements of the actions still consistent with the picks so far. When a path ends,
its action is drafted on a copy of the state and, unless it must be committed at once (it used chance
or showed the seat something new: `Game.must_commit`) or the turn passed, the seat's next action is
chosen the same way while the game says the decision goes on (`Game.decision_continues`). Nothing
reaches the table until the decision is whole; then the draft hands over its `Step`s (each action
with the states before and after it), so the table records them without playing them again.

Screens receive a `Decision` (the seat's view with its own drafted steps made, the prompt, the picks)
and answer with keys; they never hold a state, so they cannot show what the seat may not see.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from penguin_tables.engine.choices import Choice, Many, Path, PathElement, label_of, path_key
from penguin_tables.engine.errors import IllegalAction
from penguin_tables.engine.game import Game

V = TypeVar("V")


@dataclass(frozen=True, slots=True)
class Decision(Generic[V]):
    """What the seat at the keyboard decides now, with everything it needs to draw the choices.

    `view` already shows the seat's own drafted steps. `many` means: pick any subset of `choices`
    (possibly limited by the game to the subsets it allows) and send them with `pick_many`.
    `choices` is empty when the seat has nothing to decide.
    """

    seat: int
    view: V
    prompt: str
    choices: tuple[Choice, ...]
    many: bool = False
    #: The subsets allowed when `many` (as frozensets of keys); every subset of `choices` otherwise.
    subsets: frozenset[frozenset[str]] = frozenset()
    #: Labels of the picks made so far towards the next action, oldest first.
    trail: tuple[str, ...] = ()
    #: How many picks Escape can take back (drafted steps and the current path together).
    depth: int = 0
    #: The rules page's section for this decision (a heading; "" for the top of the page).
    rule: str = ""

    @property
    def can_go_back(self) -> bool:
        return self.depth > 0

    def choice(self, key: str) -> Choice:
        for option in self.choices:
            if option.key == key:
                return option
        raise KeyError(key)


PromptFn = Callable[[Any, int, tuple[PathElement, ...]], str]


@dataclass(frozen=True, slots=True)
class Step:
    """One action played on `before`, giving `after`; the game was asked once, here, about it.

    `continued`: the seat that took it goes on deciding after it (the same move, as players count
    moves): the game says its decision goes on, and no other seat is to act.
    """

    action: Any
    before: Any
    after: Any
    continued: bool

    @classmethod
    def take(cls, game: Game[Any, Any, Any], before: Any, action: Any) -> Step:
        """Play `action` on `before` (IllegalAction, nothing changed, if it is not legal)."""
        after = game.apply(before, action)
        return cls(action, before, after, continues(game, before, action, after))


def continues(game: Game[Any, Any, Any], before: Any, action: Any, after: Any) -> bool:
    """Whether the seat that took `action` goes on deciding after it. The game says whether its
    decision goes on (a Jewels turn runs from the die to the purchase); the move ends anyway once
    another seat is to act (the turn passed, or an ability asks the others), as a draft ends there."""
    return game.decision_continues(before, action, after) and game.to_move(after) == game.to_move(
        before
    )


@dataclass(frozen=True, slots=True)
class Decided:
    """A whole decision (or the part of it that must reach the table now), ready to record."""

    steps: tuple[Step, ...]

    @property
    def actions(self) -> tuple[Any, ...]:
        return tuple(step.action for step in self.steps)


@dataclass(frozen=True, slots=True)
class Draft(Generic[V]):
    """A seat's decision in the making: the full state stays here, in the engine layer.

    `steps` are whole actions drafted this turn (played on a copy, not yet on the table) and
    `partial` the path elements picked towards the next action. Every method returns a new Draft
    or, when the decision is whole, the `Decided` steps to record at the table.
    """

    game: Game[Any, Any, Any]
    state: Any
    seat: int
    steps: tuple[Step, ...] = ()
    drafted: Any = None
    partial: tuple[PathElement, ...] = ()
    _paths: list[tuple[Path, Any]] = field(default_factory=list, compare=False, repr=False)

    @classmethod
    def start(cls, game: Game[Any, Any, Any], state: Any, seat: int) -> Draft[Any]:
        draft: Draft[Any] = cls(game, state, seat, drafted=state)
        draft._paths.extend(draft._open_paths())
        return draft

    # ----- what is open now ----------------------------------------------------------------------
    def _open_paths(self) -> list[tuple[Path, Any]]:
        """(path, action) for each legal action of the drafted state consistent with `partial`."""
        if self.game.to_move(self.drafted) != self.seat:
            return []
        depth = len(self.partial)
        found = []
        for action in self.game.legal_actions(self.drafted):
            path = self.game.choice_path(self.drafted, action)
            if tuple(path_key(e) for e in path[:depth]) == tuple(path_key(e) for e in self.partial):
                found.append((path, action))
        return found

    def decision(self) -> Decision[V]:
        """The seat's view with its drafted steps, the prompt and the picks open now."""
        view: V = self.game.view(self.drafted, self.seat)
        trail = tuple(label_of(e) for e in self.partial)
        depth = len(self.steps) + len(self.partial)
        if not self._paths:
            return Decision(self.seat, view, "", (), trail=trail, depth=depth)
        prompt = self.game.prompt(self.drafted, self.seat, self.partial)
        rule = self.game.rule(self.drafted, self.seat, self.partial)
        heads = [path[len(self.partial)] for path, _ in self._paths]
        if isinstance(heads[0], Many):
            items: dict[str, Choice] = {}
            for head in heads:
                assert isinstance(head, Many)
                items.update((item.key, item) for item in head.items)
            subsets = frozenset(head.keys for head in heads if isinstance(head, Many))
            return Decision(
                self.seat, view, prompt, tuple(items.values()), True, subsets, trail, depth, rule
            )
        choices: dict[str, Choice] = {}
        for head in heads:
            assert isinstance(head, Choice)
            choices.setdefault(head.key, head)
        return Decision(
            self.seat, view, prompt, tuple(choices.values()), trail=trail, depth=depth, rule=rule
        )

    # ----- picking --------------------------------------------------------------------------------
    def pick(self, key: str) -> Draft[V] | Decided:
        """Take the open choice `key`; IllegalAction (nothing changed) if it is not open."""
        depth = len(self.partial)
        for path, _ in self._paths:
            head = path[depth]
            if isinstance(head, Choice) and head.key == key:
                return self._advance(head)
        raise IllegalAction(f"{key!r} is not one of the choices open now.")

    def pick_many(self, keys: Sequence[str]) -> Draft[V] | Decided:
        """Take the subset `keys` of a `many` decision; IllegalAction if that subset is not allowed."""
        depth = len(self.partial)
        wanted = frozenset(keys)
        for path, _ in self._paths:
            head = path[depth]
            if isinstance(head, Many) and head.keys == wanted:
                return self._advance(head)
        raise IllegalAction("That set of choices cannot be taken together now.")

    def _advance(self, head: PathElement) -> Draft[V] | Decided:
        partial = (*self.partial, head)
        depth = len(partial)
        matching = [(p, a) for p, a in self._paths if path_key(p[depth - 1]) == path_key(head)]
        finished = [a for p, a in matching if len(p) == depth]
        if not finished:
            return self._with(partial=partial, paths=matching)
        step = Step.take(self.game, self.drafted, finished[0])
        steps = (*self.steps, step)
        if not step.continued or self.game.must_commit(step.before, step.action, step.after):
            return Decided(steps)
        return self._with(steps=steps, drafted=step.after, partial=())

    def back(self) -> Draft[V]:
        """One pick back: the last path element, or the last drafted step once the path is empty."""
        if self.partial:
            return self._with(partial=self.partial[:-1])
        if not self.steps:
            return self
        return self._with(steps=self.steps[:-1], drafted=self.steps[-1].before, partial=())

    def _with(self, **changes: Any) -> Draft[V]:
        paths = changes.pop("paths", None)
        fresh: Draft[V] = Draft(
            self.game,
            self.state,
            self.seat,
            changes.get("steps", self.steps),
            changes.get("drafted", self.drafted),
            changes.get("partial", self.partial),
        )
        fresh._paths.extend(paths if paths is not None else fresh._open_paths())
        return fresh

    # ----- for tests ------------------------------------------------------------------------------
    def reachable_actions(self) -> list[Any]:
        """Every action that some sequence of picks from here completes (the next step only)."""
        return [action for _, action in self._paths]
