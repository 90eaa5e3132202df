"""Each kind of odd file in the saves folder is refused on its own, quickly, with its reason; the
file is left as it was. (A link to /dev/zero is tried only in a child process whose memory is
capped: tests/robustness/test_hostile_saves_folder.py.)"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from unittest import mock

import pytest

from penguin_tables.store import BadSave, SaveFolder
from tests.robustness.hostile_folder import IGNORED, REFUSED, fingerprint, make, real_save

HANG_GUARD_SECONDS = 20


def open_in_time(folder: SaveFolder, name: str) -> BaseException | None:
    """Open save `name` in a thread; what it raised. A pipe that blocks the open is unblocked
    after the time limit (by opening its other end) so that the test fails instead of hanging."""
    raised: list[BaseException | None] = []

    def attempt() -> None:
        try:
            folder.open(name)
        except BaseException as exc:  # the test looks at whatever it was
            raised.append(exc)
        else:
            raised.append(None)

    worker = threading.Thread(target=attempt, daemon=True)
    worker.start()
    worker.join(HANG_GUARD_SECONDS)
    if worker.is_alive():
        os.close(os.open(folder.file(name), os.O_WRONLY | os.O_NONBLOCK))
        worker.join(HANG_GUARD_SECONDS)
        pytest.fail(f"opening {name} did not end within {HANG_GUARD_SECONDS} s")
    return raised[0]


@pytest.mark.parametrize("name", [name for name in REFUSED if name != "zero"])
def test_each_odd_file_is_refused_with_its_reason(tmp_path: Path, name: str) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    make(folder, name)
    before = fingerprint(folder)
    raised = open_in_time(SaveFolder(folder), name)
    assert isinstance(raised, BadSave), raised
    assert raised.path.name == f"{name}.json"
    assert REFUSED[name] in raised.reason
    assert fingerprint(folder) == before


def test_odd_names_are_listed_as_ignored_with_why(tmp_path: Path) -> None:
    for name in [*IGNORED, ".saving-x1y2.tmp", "notes.txt", "plain.json"]:
        (tmp_path / name).write_bytes(real_save("penguin-party"))
    folder = SaveFolder(tmp_path)
    assert folder.names() == ["plain.json"]
    lines = {item.name: item.line for item in folder.ignored()}
    assert set(lines) == set(IGNORED)  # the writer's temporary file and the notes: no word
    assert lines["My Game.json"].startswith("'My Game.json' ignored: names may use letters")
    assert "lower-case .json" in lines["UPPER.JSON"]
    assert "hidden" in lines[".hidden.json"]
    assert "\x1b" not in lines["esc\x1b[2J\x07.json"] and "\\x1b" in lines["esc\x1b[2J\x07.json"]
    with pytest.raises(BadSave, match="not a valid save name: names may use letters"):
        folder.open("My Game")


def test_a_listing_without_replays_leaves_the_check_for_later(tmp_path: Path) -> None:
    """What the Resume list shows at once: the save as it says it is, marked not checked; once
    replayed (in the background), it is refused, and stays refused without replaying again."""
    make(tmp_path, "replays-elsewhere")
    folder = SaveFolder(tmp_path)
    [quick] = folder.summaries(replay=False)
    assert not quick.checked and quick.problem is None
    [full] = folder.summaries()
    assert (
        full.checked and full.problem is not None and REFUSED["replays-elsewhere"] in full.problem
    )
    with mock.patch("penguin_tables.store.checking.check_replay") as replaying:
        [again] = folder.summaries(replay=False)
        with pytest.raises(BadSave, match=REFUSED["replays-elsewhere"]):
            folder.open("replays-elsewhere")
    assert again.checked and again.problem == full.problem
    replaying.assert_not_called()
