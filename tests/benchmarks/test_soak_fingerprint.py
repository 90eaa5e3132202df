"""The soak fingerprint: the same games print the same lines, whatever the checks draw."""

from __future__ import annotations

import random
from typing import Any

import pytest

from benchmarks import soak_fingerprint
from penguin_tables.engine.registry import GAMES


def test_the_same_games_print_the_same_lines() -> None:
    first = soak_fingerprint.fingerprint("penguin-party", 2)
    assert first == soak_fingerprint.fingerprint("penguin-party", 2)
    assert [line.split()[:2] for line in first] == [["penguin-party", "0"], ["penguin-party", "1"]]


def test_a_check_that_draws_once_more_leaves_the_games_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = soak_fingerprint.fingerprint("penguin-party", 1)
    party = type(GAMES["penguin-party"])
    resample = party.resample_hidden
    greedy_calls: list[int] = []

    def greedy(self: Any, state: Any, seat: int, rng: random.Random) -> Any:
        greedy_calls.append(seat)
        rng.random()  # one draw more from the checks' stream
        return resample(self, state, seat, rng)

    monkeypatch.setattr(party, "resample_hidden", greedy)
    assert soak_fingerprint.fingerprint("penguin-party", 1) == before
    assert greedy_calls, "the greedy re-deal never ran"


def test_a_change_to_the_rules_changes_the_fingerprint(monkeypatch: pytest.MonkeyPatch) -> None:
    before = soak_fingerprint.fingerprint("penguin-party", 1)
    party = type(GAMES["penguin-party"])
    legal = party.legal_actions
    monkeypatch.setattr(party, "legal_actions", lambda self, state: legal(self, state)[::-1])
    assert soak_fingerprint.fingerprint("penguin-party", 1) != before


def test_an_unknown_game_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        soak_fingerprint.main(["--games", "1", "chess"])
    assert "no such game: chess" in capsys.readouterr().err
