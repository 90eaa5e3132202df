"""The log as each seat may read it: public lines for all, a seat's own words for its secret steps."""

from __future__ import annotations

import json
from pathlib import Path

from penguin_tables.games.fistful.actions import Reroll, SecretReroll, SetPrice
from penguin_tables.session import Table
from penguin_tables.store import Envelope, SaveFolder, Seat


def priced_and_rerolled() -> Table:
    """Fistful, advanced: Bob asks $3, Cat $5, Ann rerolls a die; Bob and Cat answer in secret."""
    table = Table.start(
        "fistful",
        [Seat(name=n) for n in ("Ann", "Bob", "Cat")],
        seed=11,
        options={"mode": "advanced"},
    )
    for action in (SetPrice(dollars=3), SetPrice(dollars=5), Reroll(dice=(2,))):
        table.play(action)
    return table


def test_a_secret_answer_is_the_sellers_to_read_and_nobody_elses() -> None:
    table = priced_and_rerolled()
    table.play(SecretReroll())
    table.play(SetPrice(dollars=4))
    die = table.state.secrets[1]
    assert die is not None
    bob = table.log_for(1)
    assert bob[-2:] == (
        f"Bob rerolls their die in secret: {die.face}",
        f"Bob offers their {die.face} for $4, in secret",
    )
    for seat in (0, 2, None):
        others = table.log_for(seat)
        assert others[-1] == "Bob decides about their die in secret"  # one line, as for a keep
        assert len(others) == len(bob) - 1
        assert not any(die.face in line and "$4" in line for line in others)
    assert table.scene(1).log == bob and table.scene(2).log == table.log_for(2)


def test_undo_takes_the_private_line_back_with_the_step(tmp_path: Path) -> None:
    table = priced_and_rerolled()
    table.play(SetPrice(dollars=4))
    assert table.envelope.private_log[-1].seat == 1
    table.undo(1)
    assert table.envelope.private_log[-1].line < len(table.log)
    assert len(table.log_for(1)) == len(table.log) + 1  # and the opening roll


def test_a_save_keeps_the_private_lines_and_an_old_save_reads_as_public(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    table = priced_and_rerolled()
    table.attach(folder, "game")
    table.play(SetPrice(dollars=4))
    again = Table.resume(folder, "game")
    assert again.log_for(1) == table.log_for(1) and again.log_for(2) == table.log_for(2)
    data = json.loads(table.envelope.model_dump_json())
    del data["private_log"]  # a save made before the log had views
    old = Envelope.model_validate(data)
    assert old.private_log == []
    assert Table(table.game, old, table.state).log_for(1) == (table.deal_line, *table.log)


def test_the_log_opens_with_the_opening_roll_in_play_and_in_a_replay() -> None:
    from penguin_tables.games.fistful.dice import describe_faces
    from penguin_tables.session.replay import Replay

    table = Table.start("fistful", [Seat(name=n) for n in ("Ann", "Bob")], seed=4)
    opening = f"Round 1. Ann rolls: {describe_faces(table.state.dice)}"
    assert table.log_for(None) == (opening,) and table.scene(0).log == (opening,)
    table.play(Reroll(dice=(0,)))
    assert table.log_for(1)[0] == opening and len(table.log_for(1)) == 2
    replay = Replay.of(table.envelope)
    assert replay.log(0) == [opening]
    assert replay.log(1)[0] == opening
