"""What the screen asks the session instead of reading the state: whether a hand-off needs the
curtain, whether a computer's out-of-turn catch is due (on the asker's clock), the outcome."""

from __future__ import annotations

from penguin_tables.games.yura_yura import GAME
from penguin_tables.session import Table
from penguin_tables.store import Seat
from tests.games.yura_yura.helpers import find, table


def test_the_curtain_is_needed_only_between_people_when_something_is_secret() -> None:
    people = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    assert people.needs_curtain()
    one_person = [Seat(name="Ann"), Seat(name="Cy", kind="computer", level="easy")]
    assert not Table.start("penguin-party", one_person, seed=1).needs_curtain()


def missed_call(*seats: Seat) -> Table:
    """Ann forgot her "Penguin!" call and is to move; the others may catch her."""
    hands = [[find("white", "iceberg")], [find("deep", "ice1"), find("deep", "ice2")]]
    state = table(hands)
    state.catchable = 0
    state.players = [seat.name for seat in seats]
    tab = Table.start("yura-yura", list(seats), seed=7)
    tab.state = state
    return tab


def test_a_computer_catches_once_its_level_has_waited() -> None:
    tab = missed_call(Seat(name="Ann"), Seat(name="Bob", kind="computer", level="normal"))
    assert tab.catch_due(100.0) is None  # the chance opens now
    assert tab.catch_due(102.0) is None  # a normal computer waits 2.5 s
    action = tab.catch_due(102.6)
    assert action is not None and action in GAME.legal_actions(tab.state)
    tab.play(action)
    assert tab.log[-1].startswith("Bob catches Ann")
    assert tab.catch_due(200.0) is None  # nothing left to catch


def test_people_only_never_catch_on_the_clock() -> None:
    tab = missed_call(Seat(name="Ann"), Seat(name="Bob"))
    assert tab.catch_due(100.0) is None and tab.catch_due(1000.0) is None


def test_the_outcome_and_hints_come_from_the_session() -> None:
    tab = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=2)
    while not tab.is_over():
        tab.play(tab.computer_action())
    assert tab.outcome() == tab.game.outcome(tab.state)
    tab.envelope.hints["1"] = 2
    assert tab.hints_taken() == {1: 2}
