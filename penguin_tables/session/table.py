"""A game in progress at the table: the engine, its state and its save, kept in step.

Screens and the CLI drive games through a Table so that every action is logged and autosaved in
one place, and a resumed Table is the same object a fresh one would have become.
"""

from __future__ import annotations

import json
import operator
import random
from typing import Any

from penguin_tables.engine.decisions import Draft, Step
from penguin_tables.engine.errors import IllegalAction
from penguin_tables.engine.game import Game
from penguin_tables.engine.outcome import Outcome
from penguin_tables.engine.registry import get_game
from penguin_tables.engine.search import COMPUTERS, SearchBudget
from penguin_tables.session import file_sync, out_of_turn
from penguin_tables.session.catch import CatchWatch
from penguin_tables.session.computer_jobs import ComputerJob, HintJob
from penguin_tables.session.following import Followed, Position, StaleTable
from penguin_tables.session.history import record_step, take_back, undo_target
from penguin_tables.session.out_of_turn import OutOfTurn
from penguin_tables.session.save_link import SaveLink, TurnAnswer
from penguin_tables.session.scene import Scene, SceneMode
from penguin_tables.session.seat_window import SeatWindow
from penguin_tables.session.seating import Seating
from penguin_tables.store.envelope import Envelope, PrivateLine, Seat
from penguin_tables.store.errors import StaleSave
from penguin_tables.store.folder import FileMark, SaveFolder
from penguin_tables.store.replay import replay_states


class Table:
    """One game with its seats, current state, action history and save file."""

    def __init__(self, game: Game[Any, Any, Any], envelope: Envelope, state: Any) -> None:
        self.game = game
        self.envelope = envelope
        #: Counts replacements of the state: a worker's answer for an older one is dropped.
        self.revision = 0
        self._state = state
        #: The save file this table is kept in, and this window's claims beside it (the one
        #: owner of both: `session/save_link.py`). None: not saved (yet).
        self.link: SaveLink | None = None
        #: Whose eyes this window shows: the shared keyboard unless bound (`sit`).
        self.seating = Seating()
        #: The decision being made by the seat to move (picks not yet played), if any.
        self.open_draft: Draft[Any] | None = None
        #: The last scene built, keyed by what it was built from (a redraw asks often).
        self._scene_key: tuple[object, ...] | None = None
        self._scene: Scene[Any] | None = None
        #: When a computer seat's chance to act out of turn opened (`session.catch`).
        self.catch_watch = CatchWatch()
        #: The log's line for the deal, once worked out (`deal_line`).
        self._deal_line: str | None = None

    @property
    def state(self) -> Any:
        """The full game state: the session's own; screens ask the session instead."""
        return self._state

    @state.setter
    def state(self, state: Any) -> None:
        self._state = state
        self.revision += 1

    @property
    def folder(self) -> SaveFolder | None:
        """The saves folder this table is kept in (None: not saved)."""
        return self.link.folder if self.link is not None else None

    @property
    def save_name(self) -> str | None:
        """The save's file name in its folder (None: not saved)."""
        return self.link.name if self.link is not None else None

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
        table.attach(folder, name, mark)
        return table

    def attach(
        self, folder: SaveFolder, name: str | None = None, mark: FileMark | None = None
    ) -> None:
        """Autosave into `folder` from now on (under a fresh name unless one is given); a window
        bound to a seat claims it there (a new save: nobody holds it)."""
        if self.link is not None:
            self.link.let_go()
        self.link = SaveLink(folder, name or folder.new_name(self.game.id), mark)
        self.link.claim_seat(self.window.viewer)

    def detach(self) -> None:
        """Play on in memory only, saving nothing (a copy of a table that another one saves)."""
        self.leave()
        self.link = None

    # ----- the window's seat (`session/seating.py`) ----------------------------------------------
    @property
    def window(self) -> SeatWindow:
        return self.seating.window

    def sit(self, window: SeatWindow) -> None:
        """Play this table in a window bound as `window` (SeatTaken: its seat is open elsewhere,
        or the shared keyboard while seats are; NoSuchSeat: the computer plays that seat)."""
        self.seating.sit(window, self.seats, self.link)

    def leave(self) -> None:
        """This window closes: its seat and any claim it holds are free for another."""
        if self.link is not None:
            self.link.let_go()

    def open_elsewhere(self) -> frozenset[int]:
        """The seats open in other windows now."""
        return self.link.seats_elsewhere(len(self.seats)) if self.link is not None else frozenset()

    def _may_act(self, seat: int | None) -> None:
        self.seating.check_may_act(seat, self.seats, self.link)

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
        return tuple(line for line in (self.deal_line, *lines) if line)

    @property
    def deal_line(self) -> str:
        """The game's words for its deal (an opening roll), dealt again once from the seed."""
        if self._deal_line is None:
            names = [seat.name for seat in self.seats]
            envelope = self.envelope
            dealt = self.game.new_game(names, seed=envelope.seed, options=envelope.options)
            self._deal_line = self.game.describe_deal(dealt)
        return self._deal_line

    def to_move(self) -> int | None:
        return self.game.to_move(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def seat_is_computer(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].kind == "computer"

    def play(self, action: Any) -> str:
        """Apply `action` (IllegalAction leaves everything as it was), log it, autosave it."""
        self._may_act(self.game.acting_seat(self.state, action))
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
        self._may_act(seat)
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
        mover = self.to_move()
        if mover is None:
            self.catch_watch.since = None
            return None
        draft = self.open_draft
        picking = (
            draft is not None and draft.state is self.state and bool(draft.steps or draft.partial)
        )
        computer = COMPUTERS[self.game.id]
        return self.catch_watch.due(computer, self.state, self.seats, mover, now, picking=picking)

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
        self._may_act(seat)
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
        self._may_act(self.to_move())
        before = Position.of(self.envelope, self.state)
        group = self.envelope.redo.pop()
        for data in group:
            step = Step.take(self.game, self.state, self.game.load_action(data))
            self._record(step, redoing=True)
        self._save_over(before)

    # ----- the computer's moves and hints (worked out in threads from jobs) ------------------------
    def computer_job(self) -> ComputerJob:
        """The computer's move for the seat to move, as a job a worker runs without reading the
        table again; seeded from the game, so replays and other windows agree."""
        seat = self.to_move()
        assert seat is not None
        seed = self.envelope.seed * 7919 + len(self.envelope.actions)
        return ComputerJob(COMPUTERS[self.game.id], self.state, self.seats[seat].level, seed)

    def computer_action(self, budget: SearchBudget | None = None) -> Any:
        """The computer's choice for the seat to move, worked out here and now."""
        return self.computer_job().run(budget)

    def hint_job(self) -> HintJob:
        """What the strong player would do for the seat to move, as a job for a worker (it
        writes nothing: `count_hint` does, on the asker's thread)."""
        seed = self.envelope.seed * 104_729 + len(self.envelope.actions)
        return HintJob(COMPUTERS[self.game.id], self.state, seed)

    def hint(self, seat: int, budget: SearchBudget | None = None) -> tuple[str, float]:
        """What the strong player would do for `seat` now, in words, and its chance of winning."""
        assert seat == self.to_move(), "a hint is for the seat to move"
        return self.hint_job().run(budget)

    def count_hint(self, seat: int) -> None:
        """Count a hint `seat` asks for, in the save (shown at the end). Called on the asker's
        thread before the hint is worked out: a write from the worker could interleave with a
        move made meanwhile. StaleTable (nothing counted) if another window moved first; hint
        counts another window wrote are kept. Counted once, whatever the file went through."""
        self._may_act(seat)
        before = Position.of(self.envelope, self.state)
        for _ in range(3):
            counts = dict(self.envelope.hints)
            self.envelope.hints = {**counts, str(seat): counts.get(str(seat), 0) + 1}
            try:
                self.save()
                return
            except StaleSave:  # the file's game, with its hint counts, is the table's now
                self.envelope.hints = counts
                followed = self._catch_up(before)
                if followed is not None and followed.message and followed.changed:
                    raise StaleTable(followed) from None  # moves made elsewhere: no hint here
                if self.save_problem() is not None:  # unreadable: counted, saved when it can
                    self.envelope.hints = {**counts, str(seat): counts.get(str(seat), 0) + 1}
                    return
        raise StaleTable(Followed("Another window keeps writing this save."))

    # ----- the save file ---------------------------------------------------------------------------
    def save(self) -> None:
        """Write the save file over the version this table last read or wrote; a folder that
        refuses (read-only, disk full, held by a stopped window) or a file that cannot be read
        is noted (`save_problem`), not raised: the game goes on in memory and the next look at
        the file (`follow`) writes it all. StaleSave (nothing written) if another window wrote
        since: the caller follows (`_save_over`)."""
        self.envelope.state = json.loads(self.game.dump(self.state))
        if self.link is not None:
            self.link.write(self.envelope)

    def save_problem(self) -> str | None:
        """Why the save file lacks the table's latest change, in a player's words, or None."""
        return self.link.problem if self.link is not None else None

    def _save_over(self, before: Position) -> None:
        """Save a change made on `before`; if another window wrote first, drop the change, take
        that window's save and raise StaleTable saying what it did. (If it only counted a hint,
        or the file cannot be read now, the change is kept: it is written over the file's
        revision, now or once it can be read.)"""
        for _ in range(3):
            try:
                self.save()
                return
            except StaleSave:
                followed = self._catch_up(before)
                if followed is not None and followed.changed:
                    raise StaleTable(followed) from None
                if self.save_problem() is not None:
                    return
        raise StaleTable(Followed("Another window keeps writing this save."))

    def _catch_up(self, before: Position) -> Followed | None:
        """Take what the save file holds now as the table's (`file_sync.catch_up`)."""
        assert self.link is not None
        caught = file_sync.catch_up(self.link, self.game, self.envelope, self.state, before)
        found = caught.found
        if caught.gone:
            self.envelope.revision = 0
        elif found is not None and caught.hints_only:
            self.envelope.hints, self.envelope.revision = (
                found.envelope.hints,
                found.envelope.revision,
            )
        elif found is not None:
            self.envelope, self.open_draft = found.envelope, None
            self.state = found.state
        return caught.followed

    def follow(self) -> Followed | None:
        """Catch up with the save file: write what it lacks (a fault passed), take another
        window's change, keep this window's seat; None if nothing this window shows changed
        (one `stat`, no read, when the file is as this table left it and nothing is owed)."""
        if self.link is None:
            return None
        self.link.beat()
        lost = self._seat_lost()
        if self.link.problem is not None:
            followed = self._write_what_is_owed()
        elif self.link.changed():
            followed = self._catch_up(Position.of(self.envelope, self.state))
        else:
            followed = None
        if followed is not None and not followed.message and followed.changed:
            followed = None  # only a hint counted elsewhere: nothing to show
        return lost or followed

    def _write_what_is_owed(self) -> Followed | None:
        """Write the change the file lacks; if another window wrote meanwhile, its game stands
        and this window's unsaved moves are gone (said)."""
        before = Position.of(self.envelope, self.state)
        try:
            self.save()
        except StaleSave:
            followed = self._catch_up(before)
            if followed is not None and followed.changed:
                return Followed(
                    f"{followed.message} The moves this window could not save are gone."
                )
            if self.save_problem() is None and self.link is not None:
                self.save()  # gone, or only a hint counted: the change fits; write it now
        return None

    def _seat_lost(self) -> Followed | None:
        lost = self.seating.lost(self.seats, self.link)
        if lost is None:
            return None
        self.open_draft = None
        return Followed(lost)

    # ----- the computer's turn, among windows ------------------------------------------------------
    def claim_computer_turn(self) -> TurnAnswer:
        """Whether this window may work out the computer seat's move now (then it holds the
        claim until `release_computer_turn`, a move, or leaving), or who has it."""
        if self.link is None:
            return TurnAnswer(True)
        seat = self.to_move()
        name = self.seats[seat].name if seat is not None else "the computer"
        return self.link.claim_turn(f"working out {name}'s move", self.seating.who(self.seats))

    def take_computer_turn_over(self) -> TurnAnswer:
        """Work out the computer's move although the window holding the claim stopped answering
        (its answer, if it ever wakes, finds the file moved on)."""
        return self.link.take_turn_over() if self.link is not None else TurnAnswer(True)

    def release_computer_turn(self) -> None:
        if self.link is not None:
            self.link.release_turn()
