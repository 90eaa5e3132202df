"""A game in progress at the table: the engine, its state and its save, kept in step.

Screens and the CLI drive games through a Table so that every action is logged and autosaved in
one place, and a resumed Table is the same object a fresh one would have become.
"""

from __future__ import annotations

import json
import operator
import random
from pathlib import Path
from typing import Any

from penguin_tables.engine.decisions import Draft, Step, label_of
from penguin_tables.engine.errors import IllegalAction
from penguin_tables.engine.game import Game
from penguin_tables.engine.outcome import Outcome
from penguin_tables.engine.registry import get_game
from penguin_tables.engine.search import SearchBudget, computer_move, search
from penguin_tables.session import catch, file_sync, out_of_turn, rematch
from penguin_tables.session.catch import CatchWatch
from penguin_tables.session.following import (
    Followed,
    Position,
    StaleTable,
)
from penguin_tables.session.history import record_step, take_back, undo_target
from penguin_tables.session.out_of_turn import OutOfTurn
from penguin_tables.session.scene import Scene, SceneMode
from penguin_tables.session.seat_window import NoSuchSeat, SeatWindow, Sitting
from penguin_tables.store.envelope import Envelope, PrivateLine, Seat
from penguin_tables.store.errors import StaleSave
from penguin_tables.store.folder import FileMark, SaveFolder
from penguin_tables.store.locks import Claim
from penguin_tables.store.replay import replay_states


class Table:
    """One game with its seats, current state, action history and save file."""

    def __init__(self, game: Game[Any, Any, Any], envelope: Envelope, state: Any) -> None:
        self.game = game
        self.envelope = envelope
        #: Counts replacements of the state: a worker's answer for an older one is dropped.
        self.revision = 0
        self._state = state
        self.folder: SaveFolder | None = None
        self.save_name: str | None = None
        #: The decision being made by the seat to move (picks not yet played), if any.
        self.open_draft: Draft[Any] | None = None
        #: The last scene built, keyed by what it was built from (a redraw asks often).
        self._scene_key: tuple[object, ...] | None = None
        self._scene: Scene[Any] | None = None
        #: Why the latest save could not be written (None: the file holds every move).
        self.save_error: OSError | None = None
        #: When a computer seat's chance to act out of turn opened (`session.catch`).
        self.catch_watch = CatchWatch()
        #: Whose eyes this window shows (the shared keyboard unless bound) and its seat's claim.
        self.sitting = Sitting()
        #: The save file's version this table last read or wrote (None: it wrote none yet).
        self.file_mark: FileMark | None = None

    @property
    def state(self) -> Any:
        """The full game state: the session's own; screens ask the session instead."""
        return self._state

    @state.setter
    def state(self, state: Any) -> None:
        self._state = state
        self.revision += 1

    # ----- making and finding tables --------------------------------------------------------------
    @classmethod
    def start(
        cls,
        game_id: str,
        seats: list[Seat],
        seed: int | None = None,
        options: dict[str, Any] | None = None,
    ) -> Table:
        game = get_game(game_id)
        seed = random.randrange(1, 2**31) if seed is None else seed
        state = game.new_game([seat.name for seat in seats], seed=seed, options=options)
        envelope = Envelope(
            game=game.id,
            seats=seats,
            seed=seed,
            options=dict(state.options),
            state=json.loads(game.dump(state)),
        )
        return cls(game, envelope, state)

    @classmethod
    def resume(cls, folder: SaveFolder, name: str) -> Table:
        """The table saved as `name`; BadSave if the file cannot be trusted."""
        mark = folder.mark(name)  # before reading: a write in between is seen by `follow`
        envelope, state = folder.open(name)
        table = cls(get_game(envelope.game), envelope, state)
        table.attach(folder, name)
        table.file_mark = mark
        return table

    def attach(self, folder: SaveFolder, name: str | None = None) -> None:
        """Autosave into `folder` from now on (under a fresh name unless one is given)."""
        self.folder = folder
        self.save_name = name or folder.new_name(self.game.id)
        try:  # once here, not on every write (a write that finds no folder makes it again)
            folder.ensure()
        except OSError as exc:
            self.save_error = exc
        self.sitting.saved((folder.path, self.save_name))

    # ----- the window's seat ----------------------------------------------------------------------
    @property
    def window(self) -> SeatWindow:
        return self.sitting.window

    def sit(self, window: SeatWindow) -> None:
        """Play this table in a window bound as `window` (SeatTaken: its seat is open elsewhere;
        NoSuchSeat: the computer plays that seat)."""
        seat = window.viewer
        if seat is not None and (not 0 <= seat < len(self.seats) or self.seat_is_computer(seat)):
            raise NoSuchSeat(f"seat {seat + 1} is not a person's seat at this table.")
        self.sitting.sit(window, self._save_place())

    def leave(self) -> None:
        """This window closes: its seat is free for another."""
        self.sitting.release()

    def open_elsewhere(self) -> frozenset[int]:
        """The seats open in other windows now."""
        return self.sitting.elsewhere(self._save_place(), len(self.seats))

    def _save_place(self) -> tuple[Path, str] | None:
        if self.folder is None or self.save_name is None:
            return None
        return self.folder.path, self.save_name

    # ----- playing --------------------------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        return self.envelope.seats

    @property
    def log(self) -> list[str]:
        return self.envelope.log

    def log_for(self, viewer: int | None) -> tuple[str, ...]:
        """The log as `viewer` may read it: public lines, its own words for its secret steps."""
        own = {p.line: p.text for p in self.envelope.private_log if p.seat == viewer}
        lines = (own.get(i, line) for i, line in enumerate(self.envelope.log))
        return tuple(line for line in lines if line)

    def to_move(self) -> int | None:
        return self.game.to_move(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def seat_is_computer(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].kind == "computer"

    def play(self, action: Any) -> str:
        """Apply `action` (IllegalAction leaves everything as it was), log it, autosave it."""
        before = Position.of(self.envelope, self.state)
        line = self._record(Step.take(self.game, self.state, action))
        self._save_over(before)
        return line

    def _record(self, step: Step, *, redoing: bool = False, joined: bool = False) -> str:
        """Note a step already played (by `play` or a seat's draft) in the log, undo and save
        record, and make its `after` the table's state; nothing is applied or saved here."""
        before, action, after = step.before, step.action, step.after
        assert before is self.state, "a step is recorded on the state it was played on"
        seat = self.game.acting_seat(before, action)  # out of turn: the seat that acted
        assert seat is not None
        line = self.game.describe(before, action, after)
        private = self.game.describe_private(before, action, after)
        revealed = self.game.reveals(before, action, after)
        record_step(self.envelope, seat, before, revealed, joined=joined)
        self.state = after
        self.envelope.actions.append(self.game.dump_action(action))
        self.envelope.continued.append(step.continued)
        if private is not None:
            note = PrivateLine(line=len(self.envelope.log), seat=seat, text=private)
            self.envelope.private_log.append(note)
        self.envelope.log.append(line)
        self.envelope.finished = self.game.is_over(after)
        if not redoing:
            self.envelope.redo.clear()
        return line

    # ----- what a seat sees, and its decision -----------------------------------------------------
    def draft(self, seat: int) -> Draft[Any] | None:
        """The decision open to `seat` (kept across redraws until a pick or a move changes it)."""
        if self.to_move() != seat or self.seat_is_computer(seat):
            return None
        if (
            self.open_draft is None
            or self.open_draft.state is not self.state
            or self.open_draft.seat != seat
        ):
            self.open_draft = Draft.start(self.game, self.state, seat)
        return self.open_draft

    def scene(self, viewer: int | None, mode: SceneMode = "live") -> Scene[Any]:
        """What `viewer` sees now; built once per change of the state or of the draft."""
        draft = self.draft(viewer) if viewer is not None and mode == "live" else None
        key = (self.state, viewer, mode, draft, self.window)
        cached = self._scene_key
        if self._scene is not None and cached and all(map(operator.is_, cached, key)):
            return self._scene
        decision = draft.decision() if draft is not None else None
        view = decision.view if decision is not None else self.game.view(self.state, viewer)
        self._scene = Scene(
            game_id=self.game.id,
            title=self.game.title,
            viewer=viewer,
            seats=tuple(self.seats),
            to_move=self.to_move(),
            view=view,
            decision=decision,
            moves=len(self.envelope.actions),
            mode=mode,
            log=self.log_for(viewer) if mode == "live" else (),
            own_seat_only=self.window.bound,
            aside=self.out_of_turn(viewer).choices if mode == "live" else (),
        )
        self._scene_key = key
        return self._scene

    def pick(self, seat: int, key: str | tuple[str, ...]) -> list[str]:
        """Take a pick of `seat`'s decision (a tuple picks a subset); the log lines if it completed.

        IllegalAction (nothing changed) when the pick is not open.
        """
        draft = self.draft(seat)
        if draft is None:
            raise IllegalAction("It is not your turn to decide.")
        result = draft.pick_many(key) if isinstance(key, tuple) else draft.pick(key)
        if isinstance(result, Draft):
            self.open_draft = result
            return []
        self.open_draft = None
        before = Position.of(self.envelope, self.state)
        lines = [self._record(step, joined=i > 0) for i, step in enumerate(result.steps)]
        self._save_over(before)  # once for the whole decision, however many steps it took
        return lines

    def back(self, seat: int) -> None:
        """Take back the last pick of `seat`'s decision (nothing reached the table yet)."""
        draft = self.draft(seat)
        if draft is not None:
            self.open_draft = draft.back()

    # ----- what the screen asks ------------------------------------------------------------------
    def needs_curtain(self) -> bool:
        """Whether handing the keyboard to another person hides the table first: the game holds
        secrets now and more than one person sits at it."""
        people = sum(seat.kind == "human" for seat in self.seats)
        return people > 1 and self.game.has_secrets(self.state)

    def outcome(self) -> Outcome:
        """The final scores and winners (the game must be over)."""
        return self.game.outcome(self.state)

    def hints_taken(self) -> dict[int, int]:
        """How many hints each seat asked for, by seat number."""
        return {int(seat): n for seat, n in self.envelope.hints.items()}

    def catch_due(self, now: float) -> Any | None:
        """An out-of-turn action a computer seat takes now (Yura Yura's catch), or None; `now` is
        the asker's clock. Never while the person deciding is mid-pick (a drafted step or a pick
        made): the catch waits for the decision to reach the table."""
        return catch.due(self, now)

    def out_of_turn(self, seat: int | None) -> OutOfTurn:
        """What `seat` may do now although another seat is to move (Yura Yura's catch, owning up),
        in a window bound to it; at the shared keyboard that is part of the mover's decision."""
        if seat is None or self.window.viewer != seat:
            return out_of_turn.NOTHING
        return out_of_turn.open_to(self.game, self.state, seat)

    def take_out_of_turn(self, seat: int, key: str) -> str:
        """Take the pick `key` open to `seat` out of turn (IllegalAction, nothing changed, when it
        is not open); saved like any move, so another window's change first is StaleTable."""
        action = self.out_of_turn(seat).actions.get(key)
        if action is None:
            raise IllegalAction("That is not open to you now.")
        return self.play(action)

    # ----- undo and redo --------------------------------------------------------------------------
    def undo_refusal(self, seat: int | None) -> str | None:
        """Why `seat` (the human at the keyboard) cannot undo now, or None if it can."""
        index, reason = undo_target(self.envelope, seat)
        return None if index is not None else reason

    def undo(self, seat: int | None) -> None:
        """Take back `seat`'s last move and the computer moves after it (ValueError if refused)."""
        index, reason = undo_target(self.envelope, seat)
        if index is None:
            raise ValueError(f"Cannot undo: {reason}")
        before = Position.of(self.envelope, self.state)
        point = take_back(self.envelope, index)
        if point.state is not None:  # states are replaced, never changed: keep the very value
            self.state = point.state
        else:
            self.state = replay_states(self.game, self.envelope, upto=point.actions)[-1]
        self._save_over(before)

    def can_redo(self) -> bool:
        return bool(self.envelope.redo)

    def redo(self) -> None:
        """Play the most recently undone moves again; they come out exactly as before."""
        before = Position.of(self.envelope, self.state)
        group = self.envelope.redo.pop()
        for data in group:
            step = Step.take(self.game, self.state, self.game.load_action(data))
            self._record(step, redoing=True)
        self._save_over(before)

    def computer_action(self, budget: SearchBudget | None = None) -> Any:
        """The computer's choice for the seat to move, seeded from the game so replays agree.

        The strong level searches within `budget` (its own default when None); it may run in a
        worker thread: it reads the state, which is replaced, never changed, by a move.
        """
        seat = self.to_move()
        assert seat is not None
        rng = random.Random(self.envelope.seed * 7919 + len(self.envelope.actions))
        return computer_move(self.game, self.state, self.seats[seat].level, rng, budget)

    def hint(self, seat: int, budget: SearchBudget | None = None) -> tuple[str, float]:
        """What the strong player would do for `seat` now, in words, and its chance of winning.

        The search re-deals everything `seat` cannot see, so a hint never knows more than the
        person asking. It may run in a worker thread, so it writes nothing (`count_hint` does).
        """
        rng = random.Random(self.envelope.seed * 104_729 + len(self.envelope.actions))
        result = search(self.game, self.state, rng, budget)
        path = self.game.choice_path(self.state, result.action)
        words = " → ".join(label_of(element) for element in path)
        return words, result.win_chance

    def count_hint(self, seat: int) -> None:
        """Count a hint `seat` asks for in the save, on the asker's thread (a worker's write could
        interleave with a move); StaleTable if another window moved first (`file_sync`)."""
        file_sync.count_hint(self, seat)

    def save(self) -> None:
        """Write the save file over the version this table last read or wrote; a folder that
        refuses (read-only, disk full) is noted in `save_error`, not raised: the game goes on in
        memory and the next save writes it all. StaleSave (nothing written) if another window
        wrote since: the caller follows (`_save_over`)."""
        self.envelope.state = json.loads(self.game.dump(self.state))
        if self.folder is None or self.save_name is None:
            return
        try:
            self.file_mark = self.folder.write(
                self.save_name, self.envelope, follows=self.envelope.revision
            )
        except OSError as exc:
            self.save_error = exc
        else:
            self.save_error = None

    def _save_over(self, before: Position) -> None:
        """Save a change made on `before`; if another window wrote first, drop the change, take
        that window's save and raise StaleTable saying what it did. (If it only counted a hint,
        the change still fits the game on file and is written over it.)"""
        for _ in range(3):
            try:
                self.save()
                return
            except StaleSave:
                followed = file_sync.take_the_file(self, before)
                if followed is not None:
                    raise StaleTable(followed) from None
        raise StaleTable(Followed("Another window keeps writing this save."))

    # ----- following other windows (the work is in file_sync.py) ----------------------------------
    def claim_computer_turn(self) -> Claim | None:
        """The right to work out a computer seat's action now, or None if another window has it
        (see `file_sync.claim_computer_turn`)."""
        return file_sync.claim_computer_turn(self)

    def follow(self) -> Followed | None:
        """Catch up with the save file if another window changed it; None if nothing this window
        shows changed (one `stat`, no read, when the file is as this table left it)."""
        return file_sync.follow(self)

    def rematch(self) -> Table:
        """A new game with the same seats and options, first seat moved one to the left: one for
        every window on this table (`session/rematch.py`), seated as this window is."""
        return rematch.start(self)
