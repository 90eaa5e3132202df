"""Every registered game honours the shared contract (the same checks for all of them)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from penguin_tables.engine import GAMES, BadOptions, IllegalAction, get_game
from penguin_tables.engine.chance import Chance
from penguin_tables.engine.options import GameOption, resolve_options, typed_options
from tests.sweeps import how_many, sweep

from .legality import assert_is_legal_agrees, reachable_states

ALL_GAMES = list(GAMES.values())


def test_registry_has_the_foundation_game() -> None:
    assert "penguin-party" in GAMES
    assert all(gid == game.id for gid, game in GAMES.items())


def test_unknown_game_lists_valid_ids() -> None:
    with pytest.raises(KeyError, match="penguin-party"):
        get_game("chess")


@pytest.mark.parametrize("game", ALL_GAMES, ids=lambda g: g.id)
def test_player_count_outside_range_is_refused(game: Any) -> None:
    with pytest.raises(BadOptions):
        game.new_game(["x"] * (game.max_players + 1), seed=1)


@pytest.mark.parametrize("game", ALL_GAMES, ids=lambda g: g.id)
def test_same_seed_same_game(game: Any) -> None:
    names = [f"P{i}" for i in range(game.min_players)]
    first = game.new_game(names, seed=42)
    again = game.new_game(names, seed=42)
    assert game.dump(first) == game.dump(again)


@pytest.mark.parametrize("game", ALL_GAMES, ids=lambda g: g.id)
def test_illegal_action_raises_and_leaves_state_untouched(game: Any) -> None:
    names = [f"P{i}" for i in range(max(2, game.min_players))]
    state = game.new_game(names, seed=5)
    before = game.dump(state)
    legal = game.legal_actions(state)
    rng = random.Random(0)
    # Actions legal in other games' states are rarely legal here: try actions from later states.
    candidates = []
    probe = state
    for _ in range(30):
        if game.is_over(probe):
            break
        probe = game.apply(probe, rng.choice(game.legal_actions(probe)))
        candidates += [a for a in game.legal_actions(probe) if a not in legal]
    assert candidates, "could not find an illegal action to try"
    for action in candidates[:20]:
        with pytest.raises(IllegalAction):
            game.apply(state, action)
        assert game.dump(state) == before


def test_options_reject_unknown_names_and_values() -> None:
    declared = [GameOption(name="mode", label="Mode", choices=["a", "b"], default="a")]
    assert resolve_options(declared, None) == {"mode": "a"}
    with pytest.raises(BadOptions, match="valid options: mode"):
        resolve_options(declared, {"speed": 3})
    with pytest.raises(BadOptions, match="choose one of: a, b"):
        resolve_options(declared, {"mode": "c"})


def test_typed_options_parse_each_value_by_its_option() -> None:
    declared = [
        GameOption(name="mode", label="Mode", choices=["a", "b"], default="a"),
        GameOption(name="extra", label="Extra", choices=[False, True], default=False),
    ]
    assert typed_options(declared, ["mode=B", "extra=on"]) == {"mode": "b", "extra": True}
    with pytest.raises(BadOptions, match="valid options: mode, extra"):
        typed_options(declared, ["speed=3"])
    with pytest.raises(BadOptions, match="choose one of: a, b"):
        typed_options(declared, ["mode=c"])


def test_chance_streams_depend_on_seed_and_counter() -> None:
    one, two = Chance(seed=1), Chance(seed=1)
    assert one.rng().random() == two.rng().random()
    assert one.draws == 1
    assert one.rng().random() != Chance(seed=1).rng().random()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_catalogue_matches_each_engine(game_id: str) -> None:
    """The catalogue is read from the manifests without loading engines; each engine uses its own."""
    from penguin_tables.engine.registry import CATALOGUE

    info, game = CATALOGUE[game_id], GAMES[game_id]
    assert (game.id, game.title, game.min_players, game.max_players) == (
        game_id,
        info.title,
        info.min_players,
        info.max_players,
    )


@sweep
@pytest.mark.parametrize("game", ALL_GAMES, ids=lambda g: g.id)
def test_is_legal_agrees_with_the_legal_list_on_reachable_states(game: Any, sweep: bool) -> None:
    """Near misses here are actions this game listed in other states: the wrong moment for them.
    `make test` walks one seed at each table size and option set, `make soak` two (each game's
    own legality test walks its states again with near misses only it can build)."""
    recent: dict[Any, None] = {}  # the last distinct actions listed, oldest first
    kinds: set[str] = set()
    players = range(game.min_players, min(game.max_players, game.min_players + 2) + 1)
    for state in reachable_states(game, players, seeds=how_many(sweep, 2, 1)):
        legal = assert_is_legal_agrees(game, state, list(recent))
        kinds |= {action.kind for action in legal}
        for action in legal:
            recent.pop(action, None)
            recent[action] = None
        while len(recent) > 48:
            del recent[next(iter(recent))]
    assert len(kinds) > 2, f"the walk reached too few kinds of action: {sorted(kinds)}"
