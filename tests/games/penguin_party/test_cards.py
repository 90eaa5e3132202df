"""The deck and its shuffle."""

from __future__ import annotations

import random

from penguin_tables.games.penguin_party.cards import full_deck, shuffle


def test_the_written_out_shuffle_draws_exactly_like_random_shuffle() -> None:
    """Deals (and so every saved game and golden playthrough) stay what they were."""
    for seed in range(300):
        ours, theirs = full_deck(), full_deck()
        shuffle(ours, random.Random(seed))
        random.Random(seed).shuffle(theirs)
        assert ours == theirs
