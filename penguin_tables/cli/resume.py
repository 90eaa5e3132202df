"""`penguin-tables resume [SAVE]`: a saved table (the latest unfinished one if none is named).

Only the save that opens is replayed, not every save in the folder.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from penguin_tables.cli.window import add_window_arguments

if TYPE_CHECKING:
    from penguin_tables.session.table import Table
    from penguin_tables.store.folder import SaveFolder


class NothingToResume(LookupError):
    """`resume` without a name, and no unfinished game in the saves folder."""


def add_resume_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    resume = sub.add_parser("resume", help="resume a saved game (the latest if none is named)")
    resume.add_argument("save", nargs="?")
    add_window_arguments(resume)


def resume_table(folder: SaveFolder, name: str | None) -> Table:
    import contextlib

    from penguin_tables.session.table import Table
    from penguin_tables.store.errors import BadSave

    if name is None:  # the latest that opens: only it is replayed, not every save
        for row in folder.summaries(replay=False):
            if not row.problem and not row.finished:
                with contextlib.suppress(BadSave):
                    return Table.resume(folder, row.name)
        raise NothingToResume(
            f"there is no unfinished game to resume in the saves folder {folder.path}; "
            "start one with `penguin-tables new GAME --players NAME,NAME`."
        )
    return Table.resume(folder, Path(name).name)
