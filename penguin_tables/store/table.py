"""A game in progress at the table: the engine, its state and its save, kept in step.

Screens and the CLI drive games through a Table so that every action is logged and autosaved in
one place, and a resumed Table is the same object a fresh one would have become.
"""

from __future__ import annotations

import json
import random
from typing import Any

from penguin_tables.engine.game import Game
from penguin_tables.engine.registry import get_game
from penguin_tables.store.envelope import Envelope, Seat
from penguin_tables.store.folder import SaveFolder
from penguin_tables.store.history import record_step, take_back, undo_target
from penguin_tables.store.replay import replay_states


class Table:
    """One game with its seats, current state, action history and save file."""

    def __init__(self, game: Game[Any, Any], envelope: Envelope, state: Any) -> None:
        self.game = game
        self.envelope = envelope
        self.state = state
        self.folder: SaveFolder | None = None
        self.save_name: str | None = None

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
        envelope, state = folder.open(name)
        table = cls(get_game(envelope.game), envelope, state)
        table.attach(folder, name)
        return table

    def attach(self, folder: SaveFolder, name: str | None = None) -> None:
        """Autosave into `folder` from now on (under a fresh name unless one is given)."""
        self.folder = folder
        self.save_name = name or folder.new_name(self.game.id)

    # ----- playing --------------------------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        return self.envelope.seats

    @property
    def log(self) -> list[str]:
        return self.envelope.log

    def to_move(self) -> int | None:
        return self.game.to_move(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def seat_is_computer(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].kind == "computer"

    def play(self, action: Any, *, redoing: bool = False) -> str:
        """Apply `action` (IllegalAction leaves everything as it was), log it, autosave it."""
        before = self.state
        seat = self.to_move()
        after = self.game.apply(before, action)
        line = self.game.describe(before, action, after)
        assert seat is not None
        revealed = self.game.reveals(before, action, after)
        record_step(self.envelope, seat, json.loads(self.game.dump(before)), revealed, line)
        self.state = after
        self.envelope.actions.append(self.game.dump_action(action))
        self.envelope.log.append(line)
        self.envelope.finished = self.game.is_over(after)
        if not redoing:
            self.envelope.redo.clear()
        self.save()
        return line

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
        point = take_back(self.envelope, index)
        if point.state is not None:
            self.state = self.game.load(json.dumps(point.state))
        else:
            self.state = replay_states(self.game, self.envelope, upto=point.actions)[-1]
        self.save()

    def can_redo(self) -> bool:
        return bool(self.envelope.redo)

    def redo(self) -> None:
        """Play the most recently undone moves again; they come out exactly as before."""
        group = self.envelope.redo.pop()
        for data in group:
            self.play(self.game.load_action(data), redoing=True)
        self.save()

    def computer_action(self) -> Any:
        """The computer's choice for the seat to move, seeded from the game so replays agree."""
        seat = self.to_move()
        assert seat is not None
        rng = random.Random(self.envelope.seed * 7919 + len(self.envelope.actions))
        return self.game.computer_action(self.state, self.seats[seat].level, rng)

    def save(self) -> None:
        self.envelope.state = json.loads(self.game.dump(self.state))
        if self.folder is not None and self.save_name is not None:
            self.folder.write(self.save_name, self.envelope)

    def rematch(self) -> Table:
        """A new game with the same seats and options, first seat moved one to the left."""
        seats = self.seats[1:] + self.seats[:1]
        table = Table.start(self.game.id, seats, options=self.envelope.options)
        if self.folder is not None:
            table.attach(self.folder)
        return table
