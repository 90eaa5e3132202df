"""Penguin Party: its id, title and player range, stated once for the whole app."""

from penguin_tables.engine.manifest import Manifest

MANIFEST = Manifest(
    id="penguin-party",
    title="Penguin Party",
    min_players=2,
    max_players=6,
    package="penguin_party",
    lower_score_wins=True,
    order=1,
)
