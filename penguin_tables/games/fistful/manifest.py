"""A Fistful of Penguins: its id, title and player range, stated once for the whole app."""

from penguin_tables.engine.manifest import Highlight, Manifest

MANIFEST = Manifest(
    id="fistful",
    title="A Fistful of Penguins",
    min_players=1,
    max_players=6,
    package="fistful",
    order=2,
    highlight=Highlight("solo best", "highlight:solo_best", "highlight:solo_best_words"),
)
