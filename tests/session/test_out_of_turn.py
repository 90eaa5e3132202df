"""A window of one seat may do what the engine lets that seat do out of turn (Yura Yura's catch of
a missed "Penguin!" call, the forgetter owning up), through the session: the scene lists the
picks, the table takes them; the shared keyboard keeps them in the mover's decision."""

from __future__ import annotations

from pathlib import Path

import pytest

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.yura_yura.actions import Catch, EndTurn, OwnUp
from penguin_tables.session import Table
from penguin_tables.session.following import StaleTable
from penguin_tables.session.seat_window import WATCHING, SeatWindow
from penguin_tables.store import SaveFolder, Seat
from tests.session.penguin_moment import at_the_penguin_moment

ANN, BOB, CY = 0, 1, 2
NAME = "yura.json"


def missed(tmp_path: Path | None = None) -> Table:
    """Ann let the "Penguin!" moment pass; Bob is to move, and the miss may be caught."""
    table = at_the_penguin_moment([Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")])
    table.play(EndTurn())
    assert table.state.catchable == ANN and table.to_move() == BOB
    if tmp_path is not None:
        table.attach(SaveFolder(tmp_path), NAME)
        table.save()
    return table


def keys(table: Table, seat: int | None) -> list[str]:
    return [choice.key for choice in table.scene(seat).aside]


def test_the_engine_names_who_acts_out_of_turn() -> None:
    table = missed()
    game, state = table.game, table.state
    assert game.acting_seat(state, Catch(by=CY)) == CY
    assert game.acting_seat(state, Catch()) == BOB  # the seat to move catches as itself
    assert game.acting_seat(state, OwnUp()) == ANN  # the forgetter owns up, in turn or not
    assert game.acting_seat(state, game.legal_actions(state)[0]) == BOB


def test_a_seat_window_is_offered_its_own_catch_and_no_one_elses() -> None:
    table = missed()
    table.sit(SeatWindow(viewer=CY))
    assert keys(table, CY) == [f"catch-{CY}"]
    assert table.scene(CY).decision is None  # not Cy's turn: no decision, only the aside
    assert keys(table, ANN) == []  # another seat's eyes: nothing of theirs is offered here


def test_the_forgetters_window_may_own_up() -> None:
    table = missed()
    table.sit(SeatWindow(viewer=ANN))
    assert keys(table, ANN) == ["own-up"]


def test_the_shared_keyboard_and_a_spectator_get_no_aside() -> None:
    table = missed()
    assert keys(table, CY) == [] and keys(table, BOB) == []  # the shared keyboard: the mover's
    decision = table.scene(BOB).decision
    assert decision is not None and f"catch-{CY}" in [c.key for c in decision.choices]
    table.sit(WATCHING)
    assert keys(table, None) == []


def test_the_mover_catches_in_its_own_decision_not_aside() -> None:
    table = missed()
    table.sit(SeatWindow(viewer=BOB))
    assert keys(table, BOB) == []


def test_a_catch_out_of_turn_is_played_logged_and_saved(tmp_path: Path) -> None:
    table = missed(tmp_path)
    table.sit(SeatWindow(viewer=CY))
    line = table.take_out_of_turn(CY, f"catch-{CY}")
    assert line.startswith("Cy catches Ann")
    assert len(table.state.hands[ANN]) == 2 and table.state.catchable is None
    assert table.to_move() == BOB  # still Bob's turn
    assert SaveFolder(tmp_path).read(NAME).log[-1] == line
    assert keys(table, CY) == []  # caught: nothing more to take


def test_a_pick_not_open_to_the_seat_changes_nothing() -> None:
    table = missed()
    table.sit(SeatWindow(viewer=CY))
    before = table.state
    for key in ("catch", "own-up", "catch-1", "draw"):
        with pytest.raises(IllegalAction):
            table.take_out_of_turn(CY, key)
    assert table.state is before and table.log[-1].startswith("Ann ends the turn")


def test_a_catch_from_a_stale_window_is_not_made_twice(tmp_path: Path) -> None:
    """Cy's window catches; Ann's window, not yet following, owns up to the same miss: refused,
    and the save holds one catch and one card drawn."""
    missed(tmp_path)
    folder = SaveFolder(tmp_path)
    annes, cys = Table.resume(folder, NAME), Table.resume(folder, NAME)
    annes.sit(SeatWindow(viewer=ANN))
    cys.sit(SeatWindow(viewer=CY))
    cys.take_out_of_turn(CY, f"catch-{CY}")
    with pytest.raises(StaleTable, match="Cy moved in another window"):
        annes.take_out_of_turn(ANN, "own-up")
    on_file = folder.read(NAME)
    assert sum(a["kind"] in ("catch", "own-up") for a in on_file.actions) == 1
    assert annes.envelope.actions == on_file.actions and len(annes.state.hands[ANN]) == 2


def test_a_game_where_nobody_acts_out_of_turn_offers_nothing_aside() -> None:
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    table.sit(SeatWindow(viewer=BOB))
    assert keys(table, BOB) == []
