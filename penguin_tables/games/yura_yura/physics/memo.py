"""Remembering what was worked out: for a frozen record, found by the record's identity; for a
recent input, found by its value (`RecentMemo`, see `recall`).

A placement leaves most of the tower's frozen tiers the very objects they were (`space.record`
keeps them), and copying a state shares them, so the next placement meets the same objects
again. Finding their numbers by identity costs one dictionary lookup of an int, where a value
lookup (`functools.lru_cache`) hashes the whole tier, every pose in it, in Python each time.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class IdentityMemo(Generic[K, V]):
    """`work(key)` remembered for the key object itself (held, so its id stays its own), up to
    `limit` keys, then forgotten all at once (a few games' worth; old games' tiers only cost
    the garbage collector time). A key equal to a remembered one but another object is worked
    out again: `work` must be a function of the key's value, so the answer is the same."""

    def __init__(self, work: Callable[[K], V], limit: int) -> None:
        self._work = work
        self._limit = limit
        self._known: dict[int, tuple[K, V]] = {}

    def __call__(self, key: K) -> V:
        hit = self._known.get(id(key))
        if hit is not None and hit[0] is key:
            return hit[1]
        value = self._work(key)
        if len(self._known) >= self._limit:
            self._known.clear()
        self._known[id(key)] = (key, value)
        return value

    def clear(self) -> None:
        self._known.clear()


class RecentMemo(Generic[K, V]):
    """Values kept under keys compared by value (`==` and `hash`), the last `limit` put only:
    putting one more forgets the oldest, so it never holds more than `limit`. A lock keeps it
    whole when the computer thinks in a thread while a game is played or replayed in another
    (a placement costs milliseconds, the lock a fraction of a microsecond)."""

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._kept: dict[K, V] = {}
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        with self._lock:
            return self._kept.get(key)

    def put(self, key: K, value: V) -> None:
        with self._lock:
            kept = self._kept
            if key not in kept and len(kept) >= self._limit:
                del kept[next(iter(kept))]  # dicts keep their order: the first is the oldest
            kept[key] = value

    def __len__(self) -> int:
        return len(self._kept)

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
