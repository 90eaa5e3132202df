"""Abilities: active once, everyone per penguin, Play Again last, each special, scattering, market."""

from __future__ import annotations

from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.actions import (
    AdjustDie,
    Bump,
    CallPenguin,
    ChooseDie,
    LeaveMarket,
    MakeWild,
    MarketExchange,
    MoveTo,
    Pass,
    ScatterGem,
    ScatterOn,
    SkipAbility,
    StopHere,
    SwapObjective,
    SwapPenguins,
    UseAbility,
)
from penguin_tables.games.jewels.content import FLOOR, content
from tests.games.jewels.tables import give, kinds, move, place, put_tile, run, table


def test_ability_example() -> None:
    """Pink ends on a tile (active: a Sapphire for a Diamond; everyone: one Ruby): pink with two
    penguins there takes two Rubies, blue with two takes two, yellow with one takes one."""
    state = table(players=3)
    put_tile(state, "diamond-press", "D3")
    pink, blue, yellow = 0, 1, 2
    place(state, pink, "D3", "C4")
    place(state, blue, "D3", "D3")
    place(state, yellow, "D3")
    give(state, pink, S=1)
    state.seats[pink].dice = [2, 1, 1]
    state = move(state, 0, "D3")
    state = run(state, StopHere())  # pink's penguin 2 could bump penguin 1 but stays
    assert state.phase == "active"
    state = run(state, UseAbility(option=0, label=""))
    gems = [p.gems for p in state.seats]
    assert gems[pink]["D"] == 1 and gems[pink]["S"] == 0
    assert [g["R"] for g in gems] == [2, 2, 1]


def test_active_before_everyone_and_everyone_in_turn_order() -> None:
    state = table(players=3)
    put_tile(state, "blue-crack", "B3")  # active E>S / 2R, everyone 2R>S / R
    place(state, 0, "A2")
    place(state, 1, "B3")
    place(state, 2, "B3")
    give(state, 0, E=1)
    give(state, 1, R=2)
    give(state, 2, R=2)
    state = move(state, 0, "B3")
    assert state.phase == "active" and GAME.to_move(state) == 0
    state = run(state, UseAbility(option=0, label=""))  # the mover's own everyone use is automatic
    assert state.phase == "everyone" and GAME.to_move(state) == 1
    state = run(state, UseAbility(option=0, label=""))
    assert GAME.to_move(state) == 2
    state = run(state, SkipAbility())
    assert state.seats[0].gems["S"] == 1 and state.seats[1].gems["S"] == 1
    assert state.seats[2].gems["R"] == 2


def test_all_abilities_are_optional() -> None:
    state = table()
    put_tile(state, "blue-crack", "B3")
    place(state, 0, "A2")
    give(state, 0, E=1)
    state = move(state, 0, "B3")
    assert SkipAbility() in GAME.legal_actions(state)


def test_a_lone_free_acquire_is_taken_without_asking() -> None:
    state = table()
    put_tile(state, "ruby-pool", "A2")
    state = move(state, 0, "A2")
    assert state.seats[0].gems["R"] == 3  # active 2 Rubies, everyone 1 Ruby
    assert state.turn == 1  # nothing to buy: the turn is over


def test_an_unaffordable_exchange_is_not_offered() -> None:
    state = table()
    put_tile(state, "diamond-press", "D3")
    place(state, 0, "C4")
    state = move(state, 0, "D3")
    assert state.turn == 1  # no Sapphire: the active ability has no effect; everyone Ruby taken
    assert state.seats[0].gems["R"] == 1


def test_adjust_without_wrap_around() -> None:
    state = table()
    put_tile(state, "frost-steps", "A4")
    state.seats[0].dice = [1, 5, 0]
    state = move(state, 0, "A4")
    state = run(state, UseAbility(option=0, label=""))
    assert state.phase == "adjust"
    offered = {(a.face, a.delta) for a in GAME.legal_actions(state) if isinstance(a, AdjustDie)}
    assert offered == {(5, -1), (0, 1)}  # 5 cannot go up, 0 cannot go down
    state.seats[0].dice = [1, 1, 2]
    state.seats[0].spent = [True, False, False]
    offered = {(a.face, a.delta) for a in GAME.legal_actions(state) if isinstance(a, AdjustDie)}
    assert offered == {(1, -1), (1, 1), (2, -1), (2, 1)}
    after = run(state, AdjustDie(die=1, face=1, delta=-1))
    assert after.seats[0].dice[1] == 0  # 1 down to the snowflake is allowed


def test_wild_turns_an_unspent_die_to_the_snowflake() -> None:
    state = table()
    put_tile(state, "snowflake-hollow", "A4")
    state.seats[0].dice = [1, 3, 3]
    state = move(state, 0, "A4")
    state = run(state, UseAbility(option=0, label=""))
    assert GAME.legal_actions(state) == [MakeWild(die=1, face=3)]
    state = run(state, MakeWild(die=1, face=3))
    assert state.seats[0].dice[1] == 0


def test_get_over_here_brings_another_penguin_which_then_shares_the_everyone_ability() -> None:
    state = table()
    put_tile(state, "calling-crag", "B3")  # everyone: 1 Emerald
    place(state, 0, "A2", "C4", "C4")
    state = move(state, 0, "B3")
    state = run(state, UseAbility(option=0, label=""))
    assert {a.penguin for a in GAME.legal_actions(state) if isinstance(a, CallPenguin)} == {
        2,
        3,
        4,
        5,
    }
    state = run(state, CallPenguin(penguin=3))
    assert state.seats[0].penguins[2] == "B3"
    assert state.seats[0].gems["E"] == 2  # two penguins on the tile: the everyone ability twice


def test_swap_positions_swaps_two_of_your_penguins() -> None:
    state = table()
    put_tile(state, "huddle-shuffle", "C4")
    place(state, 0, "B3", "E8")
    state = move(state, 0, "C4")
    state = run(state, UseAbility(option=0, label=""))
    assert state.phase == "swap_pos"
    assert SwapPenguins(first=2, second=3) in GAME.legal_actions(state)
    state = run(state, SwapPenguins(first=1, second=2))
    assert state.seats[0].penguins[:2] == ["E8", "C4"]


def test_swap_objectives_needs_points_equal_or_one_apart() -> None:
    state = table()
    put_tile(state, "emperors-ear", "C4")
    objs = content().objectives
    by_points = sorted(objs, key=lambda o: objs[o].points)
    low, high = by_points[0], by_points[-1]
    mid = next(o for o in by_points if objs[o].points == objs[low].points + 1)
    pool = [o for o in by_points if o not in (low, high, mid)]
    state.seats[0].objectives = [low]
    state.display = [mid, high, *pool[:3]]
    state.deck = pool[3:]
    place(state, 0, "B3")
    state = move(state, 0, "C4")
    state = run(state, UseAbility(option=0, label=""))
    swaps = [a for a in GAME.legal_actions(state) if isinstance(a, SwapObjective)]
    assert SwapObjective(mine=low, offered=mid) in swaps
    assert all(a.offered != high for a in swaps)
    state = run(state, SwapObjective(mine=low, offered=mid))
    assert state.seats[0].objectives == [mid] and state.display[0] == low


def test_play_again_resolves_after_the_everyone_ability_and_spends_another_die() -> None:
    state = table(players=2)
    put_tile(state, "second-wind", "B3")  # everyone: 1 Ruby
    place(state, 0, "A2")
    place(state, 1, "B3")
    state = move(state, 0, "B3")
    state = run(state, UseAbility(option=0, label=""))
    # the everyone ability has been done by both players before the extra move
    assert state.seats[0].gems["R"] == 1 and state.seats[1].gems["R"] == 1
    assert state.phase == "die" and state.play_again_move and state.turn == 0
    assert len(GAME.legal_actions(state)) == 1  # the two unspent dice both show 1
    # the extra move cannot be declined: only dice to spend are offered, and the view says so
    assert all(isinstance(a, ChooseDie) for a in GAME.legal_actions(state))
    assert GAME.view(state, 0).play_again_move and GAME.view(state, 1).play_again_move
    state = run(state, ChooseDie(die=1, face=1), MoveTo(position="C4"))
    assert state.seats[0].spent == [False, False, False] or state.turn == 1


def test_play_again_needs_an_unspent_die() -> None:
    state = table()
    put_tile(state, "second-wind", "B3")
    place(state, 0, "A2")
    state.seats[0].spent = [False, True, True]
    state = move(state, 0, "B3")
    assert state.turn == 1  # Play Again not offered; the lone Ruby is automatic


def test_scatter_gems_puts_three_gems_on_three_different_tiles() -> None:
    state = table()
    put_tile(state, "gem-storm", "C4")  # active: a Ruby and three scattered gems for a Diamond
    place(state, 0, "B3")
    give(state, 0, R=3, E=1)
    state = move(state, 0, "C4")
    state = run(state, UseAbility(option=0, label=""))
    assert state.phase == "scatter_gem"
    state = run(state, ScatterGem(gem="E"), ScatterOn(position="A0"))
    assert ScatterOn(position="A0") not in GAME.legal_actions(run(state, ScatterGem(gem="R")))
    assert ScatterOn(position=FLOOR) not in GAME.legal_actions(run(state, ScatterGem(gem="R")))
    state = run(state, ScatterGem(gem="R"), ScatterOn(position="A2"))
    state = run(state, ScatterGem(gem="R"), ScatterOn(position="A4"))
    assert state.seats[0].gems == {"R": 0, "E": 1, "S": 0, "D": 1}  # everyone Emerald, and D
    assert set(state.scattered) == {"A0", "A2", "A4"}


def test_scatter_needs_three_gems_beyond_the_cost() -> None:
    state = table()
    put_tile(state, "gem-storm", "C4")
    place(state, 0, "B3")
    give(state, 0, R=3)
    state = move(state, 0, "C4")
    assert state.phase != "active"


def test_the_first_active_ability_on_a_tile_takes_its_scattered_gems() -> None:
    state = table()
    state.scattered = {"A4": {"R": 0, "E": 0, "S": 1, "D": 0}}
    state.issued["S"] += 1
    state = move(state, 0, "A4")
    assert state.seats[0].gems["S"] == 1 and not state.scattered


def test_scattered_gems_go_to_the_next_move_ending_there_even_if_it_skips_the_active_ability() -> (
    None
):
    state = table()
    state.scattered = {"A6": {"R": 0, "E": 0, "S": 1, "D": 0}}
    state.issued["S"] += 1
    state = move(state, 0, "A6")  # Snowflake Hollow: a choice of active options
    assert state.phase == "active" and state.seats[0].gems["S"] == 1 and not state.scattered
    state = run(state, SkipAbility())
    assert state.seats[0].gems["S"] == 1


def test_the_valley_market_gives_two_exchanges_the_same_one_twice_allowed() -> None:
    state = table()
    place(state, 0, "A2")
    give(state, 0, R=2)
    state = move(state, 0, FLOOR)
    assert state.phase == "market" and state.market_left == 2
    assert MarketExchange(index=0) in GAME.legal_actions(state)
    state = run(state, MarketExchange(index=0), MarketExchange(index=0))
    assert state.seats[0].gems["E"] == 2 and state.phase != "market"


def test_market_offers_only_affordable_exchanges_and_can_be_left() -> None:
    state = table()
    place(state, 0, "A2")
    give(state, 0, E=1, S=1)
    state = move(state, 0, FLOOR)
    offered = {a.index for a in GAME.legal_actions(state) if isinstance(a, MarketExchange)}
    assert offered == {1, 3, 4}
    state = run(state, LeaveMarket())
    assert state.turn == 1 or state.phase == "buy"


def test_bumping_out_of_the_floor_gives_the_last_tile_not_the_market() -> None:
    state = table()
    place(state, 0, FLOOR, FLOOR, "A2")
    state.seats[0].dice = [3, 1, 1]
    state = move(state, 0, FLOOR)
    state = run(state, Bump(penguin=1), MoveTo(position="A4"))
    assert state.phase != "market"
    assert "market" not in kinds(state)


def test_pass_ends_the_turn() -> None:
    state = table()
    give(state, 0, R=9, E=9, S=9, D=9)
    state = move(state, 0, "A2")
    assert state.phase == "buy"
    assert run(state, Pass()).turn == 1


def test_exchange_example_one_emerald_for_three_rubies() -> None:
    """The rulebook's exchange: hand in one Emerald, take three Rubies (here at the market)."""
    state = table()
    place(state, 0, "A2")
    give(state, 0, E=1)
    state = move(state, 0, FLOOR)
    state = run(state, MarketExchange(index=1))
    assert state.seats[0].gems["E"] == 0 and state.seats[0].gems["R"] == 3


def test_acquire_example_one_emerald_and_one_sapphire() -> None:
    """The rulebook's acquire: take one Emerald and one Sapphire, no cost (High Vault's active)."""
    state = table()
    put_tile(state, "high-vault", "E2")
    place(state, 0, "D3")
    state = move(state, 0, "E2")
    gems = state.seats[0].gems
    assert gems["S"] == 1 and gems["E"] >= 1


def test_dice_example_a_five_moves_penguin_five() -> None:
    """The rulebook: a die showing 5 moves your penguin #5."""
    state = table()
    state.seats[0].dice = [5, 1, 1]
    state = move(state, 0, "A2")
    assert state.seats[0].penguins[4] == "A2"
    assert state.seats[0].penguins[:4] == [FLOOR] * 4


def test_the_log_puts_an_before_emerald_and_a_before_ruby_when_scattering() -> None:
    state = table()
    put_tile(state, "gem-storm", "C4")
    place(state, 0, "B3")
    give(state, 0, R=3, E=1)
    state = move(state, 0, "C4")
    state = run(state, UseAbility(option=0, label=""))
    assert str(ScatterGem(gem="E")) == "scatter an Emerald"
    assert str(ScatterGem(gem="R")) == "scatter a Ruby"
    state = GAME.apply(run(state, ScatterGem(gem="E")), ScatterOn(position="A0"))
    assert any("scatters an Emerald on A0" in line for line in state.events)
    state = GAME.apply(run(state, ScatterGem(gem="R")), ScatterOn(position="A2"))
    assert any("scatters a Ruby on A2" in line for line in state.events)
