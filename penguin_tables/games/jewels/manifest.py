"""Jewels for the Emperor Penguin: its id, title and player range, stated once for the whole app."""

from penguin_tables.engine.manifest import Manifest

MANIFEST = Manifest(
    id="jewels",
    title="Jewels for the Emperor Penguin",
    min_players=2,
    max_players=5,
    package="jewels",
    order=4,
)
