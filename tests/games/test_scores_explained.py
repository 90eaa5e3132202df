"""Scores explained (issue 41): every seat's parts add up to its score, and the why-line names
the winners, across seeded random games of every game to the end."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from penguin_tables.engine.checks.playout import random_playout
from penguin_tables.engine.game import Game
from penguin_tables.engine.outcome import counted_total
from penguin_tables.games.fistful import GAME as FISTFUL
from penguin_tables.games.fistful.ledger import money_parts
from penguin_tables.games.frozen_shinies import GAME as FROZEN
from penguin_tables.games.jewels import GAME as JEWELS
from penguin_tables.games.penguin_party import GAME as PARTY
from penguin_tables.games.yura_yura import GAME as YURA
from tests.sweeps import how_many, sweep

FIXTURES = Path(__file__).parent / "fistful" / "fixtures"

#: Each game at the table sizes it plays, with the options that change where points come from.
TABLES: list[tuple[Game[Any, Any, Any], int, dict[str, Any] | None]] = [
    (JEWELS, 2, None),
    (JEWELS, 4, None),
    (FISTFUL, 1, None),
    (FISTFUL, 3, None),
    (FISTFUL, 4, {"mode": "advanced"}),
    (FROZEN, 2, None),
    (FROZEN, 4, None),
    (PARTY, 2, None),
    (PARTY, 5, None),
    (YURA, 2, None),
    (YURA, 4, None),
]


@sweep
@pytest.mark.parametrize(
    ("game", "players", "options"),
    TABLES,
    ids=[
        f"{game.id}-{players}{'-' + str(options) if options else ''}"
        for game, players, options in TABLES
    ],
)
def test_every_seats_parts_add_up_to_its_score(
    game: Game[Any, Any, Any], players: int, options: dict[str, Any] | None, sweep: bool
) -> None:
    for seed in range(how_many(sweep, 200, 25)):
        state = random_playout(game, players, seed, options, check=False).state
        outcome = game.outcome(state)
        assert len(outcome.parts) == players, f"seed {seed}"
        for seat, (parts, score) in enumerate(zip(outcome.parts, outcome.scores, strict=True)):
            assert counted_total(parts) == score, f"seed {seed}, seat {seat}: {parts}"
            assert all(part.label and part.text for part in parts), f"seed {seed}: {parts}"
        assert outcome.why, f"seed {seed}: no why-line"
        named = outcome.winners[0] if outcome.winners else 0  # a solo game has no winner
        assert state.players[named] in outcome.why, f"seed {seed}: {outcome.why}"


@pytest.mark.parametrize("seed", range(40))
def test_fistful_accounts_for_every_dollar(seed: int) -> None:
    """The ledger notes every payment: nothing is left unaccounted for in a game played today."""
    options = {"mode": "advanced" if seed % 2 else "basic"}
    state = random_playout(FISTFUL, 2 + seed % 4, seed, options, check=False).state
    for parts in FISTFUL.outcome(state).parts:
        assert "Before it was noted" not in [part.label for part in parts]


def test_a_fistful_save_from_before_the_ledger_shows_what_it_did_not_note() -> None:
    saved = json.loads((FIXTURES / "basic-toggles.json").read_text())["state"]
    assert "earned" not in saved
    state = FISTFUL.load(json.dumps(saved))
    for seat, parts in enumerate(money_parts(state, seat) for seat in range(len(state.players))):
        assert counted_total(parts) == state.money[seat]
        assert ("Before it was noted" in [p.label for p in parts]) == (state.money[seat] != 10)


def test_a_jewels_tie_on_points_shows_the_gems_that_broke_it() -> None:
    """Seed 149: P1 and P3 both make 24 points and hold a Diamond each; P3's Sapphires win."""
    state = random_playout(JEWELS, 3, 149, check=False).state
    outcome = JEWELS.outcome(state)
    assert outcome.why == (
        "P1 and P3 tie on points (24), Diamonds (1); P3 wins on Sapphires: 9 to P1's 6."
    )
    labels = [part.label for part in outcome.parts[2]]
    assert labels[-4:] == [f"Tie-break: {gems}" for gems in JEWELS_TIE_BREAKS]
    assert [p.amount for p in outcome.parts[2] if p.label == "Guild"] == [0]


def test_without_a_tie_jewels_shows_no_tie_break_rows() -> None:
    state = random_playout(JEWELS, 3, 1, check=False).state
    outcome = JEWELS.outcome(state)
    assert outcome.why.startswith("P") and " wins on points: " in outcome.why
    assert not any(p.label.startswith("Tie-break") for parts in outcome.parts for p in parts)


JEWELS_TIE_BREAKS = ("Diamonds", "Sapphires", "Emeralds", "Rubies")
