"""The fast shuffle the re-deals use gives exactly `Random.shuffle`'s order and leaves the stream
where `Random.shuffle` leaves it, so a search or a soak check draws the same worlds as before."""

from __future__ import annotations

import random

import pytest

from penguin_tables.engine.chance import shuffle


@pytest.mark.parametrize("size", [0, 1, 2, 3, 5, 8, 17, 36, 48, 64, 65, 129])
def test_the_fast_shuffle_matches_random_shuffle_and_its_stream(size: int) -> None:
    for seed in range(40):
        expected, got = list(range(size)), list(range(size))
        theirs, ours = random.Random(seed), random.Random(seed)
        theirs.shuffle(expected)
        shuffle(got, ours)
        assert got == expected
        assert ours.random() == theirs.random()  # the stream moved on by the same draws


class Loaded(random.Random):
    """A stream drawing its own way: the shuffle must leave it to its own method."""

    def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
        x.reverse()


def test_a_random_of_another_kind_shuffles_its_own_way() -> None:
    items = [1, 2, 3]
    shuffle(items, Loaded(0))
    assert items == [3, 2, 1]
