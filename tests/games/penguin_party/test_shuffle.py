"""The re-deal's shuffle draws exactly as `random.shuffle`: same order, same generator state."""

from __future__ import annotations

import random

from penguin_tables.games.penguin_party.cards import full_deck, shuffle


def test_the_shuffle_is_random_shuffle_drawn_alike() -> None:
    deck = full_deck()
    for size in range(len(deck) + 1):
        for seed in range(40):
            ours, theirs = deck[:size], deck[:size]
            ours_rng, theirs_rng = random.Random(seed), random.Random(seed)
            ours_rng.random()  # a generator already in use, as the harness's is
            theirs_rng.random()
            shuffle(ours, ours_rng)
            theirs_rng.shuffle(theirs)
            assert ours == theirs
            assert ours_rng.getstate() == theirs_rng.getstate()
