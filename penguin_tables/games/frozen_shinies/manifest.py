"""Frozen Shinies: The Emperor Penguin's Nephew: its id, title and player range, stated once for the whole app."""

from penguin_tables.engine.manifest import Highlight, Manifest

MANIFEST = Manifest(
    id="frozen-shinies",
    title="Frozen Shinies: The Emperor Penguin's Nephew",
    min_players=2,
    max_players=5,
    package="frozen_shinies",
    order=3,
    highlight=Highlight("most cards", "highlight:cards_gathered", "highlight:cards_words"),
)
