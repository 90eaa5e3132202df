"""Yura Yura Penguin: its id, title and player range, stated once for the whole app."""

from penguin_tables.engine.manifest import Highlight, Manifest

MANIFEST = Manifest(
    id="yura-yura",
    title="Yura Yura Penguin",
    min_players=2,
    max_players=6,
    package="yura_yura",
    lower_score_wins=True,
    order=5,
    highlight=Highlight("tallest tower", "highlight:tower_tiers", "highlight:tower_words"),
)
