"""Computer against computer: seats rotate, and a game that never ends is stopped as a draw."""

from __future__ import annotations

import random
from typing import Any

from penguin_tables.engine.registry import GAMES
from penguin_tables.engine.search.arena import Played, Standings, play_game, play_games

GAME = GAMES["penguin-party"]


def first_move(state: Any, rng: random.Random) -> Any:
    return GAME.legal_actions(state)[0]


def test_seats_rotate_with_the_game_number() -> None:
    choosers = {"a": first_move, "b": first_move}
    assert play_game(GAME, ["a", "b"], choosers, 0).seated == ["a", "b"]
    assert play_game(GAME, ["a", "b"], choosers, 1).seated == ["b", "a"]


def test_a_game_without_an_end_is_stopped_and_counted_as_a_draw() -> None:
    """Two computer players can go round in circles (Jewels' normal players, now and then)."""
    played = play_game(GAME, ["a", "b"], {"a": first_move, "b": first_move}, 0, max_moves=5)
    assert played == Played(["a", "b"], [0, 1], finished=False)
    standings = Standings()
    standings.record(played)
    assert standings.unfinished == 1 and standings.share("a") == standings.share("b") == 0.5


def test_a_finished_game_is_counted_as_won() -> None:
    played = play_game(GAME, ["a", "b"], {"a": first_move, "b": first_move}, 3)
    assert played.finished and played.winners
    standings = Standings()
    standings.record(played)
    assert standings.unfinished == 0
    assert sum(standings.wins.values()) == 1.0


def test_each_move_is_reported_as_it_is_played() -> None:
    """`arena` shows the moves of the game in play (a strong game takes minutes)."""
    seen: list[tuple[int, int]] = []
    standings = list(
        play_games(
            GAME,
            ["a", "b"],
            {"a": first_move, "b": first_move},
            2,
            on_move=lambda game, moves: seen.append((game, moves)),
        )
    )
    assert len(standings) == 2
    firsts = [moves for game, moves in seen if game == 0]
    seconds = [moves for game, moves in seen if game == 1]
    assert firsts == list(range(1, len(firsts) + 1)) and len(firsts) > 5
    assert seconds == list(range(1, len(seconds) + 1)) and len(seconds) > 5
