"""No command (and `new`, `resume`, `replay` once their table or save is ready): open the app.

Textual and the app are imported here, when the app is run, so the headless commands never load them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

    from penguin_tables.session.table import Table
    from penguin_tables.store.envelope import Envelope


def play(
    saves: Path | None, start_table: Table | None = None, start_replay: Envelope | None = None
) -> int:
    """Run the app over the saves folder `saves` (None: the default one); its exit status (1
    after an unexpected error, which the app has reported in one line; 128 + its number after a
    signal, which ends the app as Ctrl+Q does: `penguin_tables.ui.signals`)."""
    from penguin_tables.ui.app import PenguinTablesApp
    from penguin_tables.ui.collector import settle_collector
    from penguin_tables.ui.signals import EndOnSignals

    with EndOnSignals() as signals:
        app = PenguinTablesApp(
            saves, start_table=start_table, start_replay=start_replay, signals=signals
        )
        settle_collector()
        app.run()
    return app.return_code or 0
