"""Jewels in words for the screen: choice lines, the prompt, the tile, offer and own-guild panels.

Pure helpers over a seat's view and the game's content, so the screen only decides what to show
where. Each legal action becomes one line a player understands ("Die 2: ✻ snowflake, moves any
penguin"); nothing here decides what is legal.
"""

from __future__ import annotations

from rich.table import Table as RichTable
from rich.text import Text

from penguin_tables.games.jewels.actions import (
    Action,
    AdjustDie,
    Bump,
    Buy,
    CallPenguin,
    ChooseDie,
    ChoosePenguin,
    KeepDice,
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
    TurnToWild,
    UseAbility,
)
from penguin_tables.games.jewels.content import FLOOR, GEM_NAMES, GEMS, content, gems_short, tile_at
from penguin_tables.games.jewels.presentation import (
    PLAYER_LETTERS,
    penguin_tags,
    scattered_label,
    tile_details,
    tile_label,
)
from penguin_tables.games.jewels.rules.gems import can_pay
from penguin_tables.games.jewels.state import JewelsView

SNOWFLAKE = "✻"
#: Places to choose on the map: the screen moves the map cursor along with these choices.
PLACE_PHASES = ("dest", "scatter_tile")


def face(value: int) -> str:
    return SNOWFLAKE if value == 0 else str(value)


def dice_text(view: JewelsView, seat: int) -> Text:
    """`[4] [✻] (2)`: square brackets for dice still to spend, round ones for spent dice."""
    player = view.seats[seat]
    text = Text()
    for value, spent in zip(player.dice, player.spent, strict=True):
        text.append(
            f"({face(value)})" if spent else f"[{face(value)}]", style="dim" if spent else "bold"
        )
        text.append(" ")
    text.rstrip()
    return text


def dice_short(view: JewelsView, seat: int) -> str:
    """`2✻-` for the scoreboard: faces still to spend, `-` for a spent die (it will be re-rolled)."""
    player = view.seats[seat]
    return "".join(
        "-" if spent else face(v) for v, spent in zip(player.dice, player.spent, strict=True)
    )


def gems_line(gems: dict[str, int]) -> str:
    return " ".join(f"{gems[g]}{g}" for g in GEMS)


def place_words(view: JewelsView, place: str) -> str:
    """`C4 Gem Storm` or `the floor`."""
    if place == FLOOR:
        return "the floor (market)"
    tile = tile_at(view.layout, place)
    return f"{place} {tile.name}" if tile is not None else place


def _penguin_at(view: JewelsView, number: int) -> str:
    where = view.seats[view.seat].penguins[number - 1]
    return "floor" if where == FLOOR else where


def _move_label(view: JewelsView, action: MoveTo, moving: int | None) -> Text:
    text = Text(place_words(view, action.position), style="bold")
    if action.position != FLOOR:
        text.append(f"  {tile_label(view.layout, action.position)}", style="dim")
    if moving is not None:
        origin = view.seats[view.seat].penguins[moving - 1]
        slide = content().slides.get(origin)
        if slide and (origin, action.position) in content().drops:
            text.append(f"  slide +{''.join(f'{n}{g}' for g, n in slide)}", style="green")
    return text


def choice_label(action: Action, view: JewelsView) -> Text:
    """One line for a legal action at the step `view` is at."""
    if isinstance(action, ChooseDie):
        if action.face == 0:
            return Text(f"Die {action.die + 1}: {SNOWFLAKE} snowflake, moves any penguin")
        where = _penguin_at(view, action.face)
        return Text(
            f"Die {action.die + 1}: {action.face}, moves penguin {action.face} (on {where})"
        )
    if isinstance(action, ChoosePenguin):
        return Text(f"Penguin {action.penguin} (on {_penguin_at(view, action.penguin)})")
    if isinstance(action, MoveTo):
        return _move_label(view, action, view.penguin)
    if isinstance(action, Bump):
        where = _penguin_at(view, action.penguin)
        return Text(f"Bump penguin {action.penguin} on from {where} (then where)")
    if isinstance(action, TurnToWild):
        return Text(f"Turn die {action.die + 1} ({action.face}) to {SNOWFLAKE}")
    if isinstance(action, MakeWild | AdjustDie):
        target = 0 if isinstance(action, MakeWild) else action.face + action.delta
        return Text(f"Die {action.die + 1}: {face(action.face)} → {face(target)}")
    if isinstance(action, CallPenguin):
        return Text(f"Call penguin {action.penguin} from {_penguin_at(view, action.penguin)}")
    if isinstance(action, SwapPenguins):
        a, b = action.first, action.second
        return Text(f"Swap penguin {a} ({_penguin_at(view, a)}) and {b} ({_penguin_at(view, b)})")
    if isinstance(action, SwapObjective):
        give, take = objective_short(action.mine), objective_short(action.offered)
        return Text("Give ") + give + Text("; take ") + take
    if isinstance(action, ScatterGem):
        have = view.seats[view.seat].gems[action.gem]
        return Text(f"Scatter a {GEM_NAMES[action.gem]} (you have {have})")
    if isinstance(action, ScatterOn):
        return Text(f"Put it on {place_words(view, action.position)}")
    if isinstance(action, Buy):
        return Text("Buy ") + objective_short(action.objective)
    if isinstance(action, UseAbility):
        return Text("Use: " + action.label)
    words = {
        KeepDice: "Keep the dice as rolled",
        StopHere: "Stop here (no bump)",
        SkipAbility: "Skip this ability",
        LeaveMarket: "Leave the market",
        Pass: "Buy nothing and end the turn",
    }
    for kind, text in words.items():
        if isinstance(action, kind):
            return Text(text, style="dim")
    if isinstance(action, MarketExchange):
        text = content().market[action.index].text()
        return Text(text[:1].upper() + text[1:])
    return Text(str(action))


def step_prompt(view: JewelsView) -> str:
    """What the player is asked now; says when a step is final (the engine applies it at once).

    Steps the screen drafts can be taken back with Escape (the footer shows it when it can).
    """
    tile = tile_at(view.layout, view.last_tile) if view.last_tile else None
    name = tile.name if tile is not None else "the floor"
    prompts = {
        "setup_wild": "No snowflake rolled: turn one die to the snowflake, or keep the dice.",
        "die": "Choose a die to spend (number or Enter).",
        "penguin": "Snowflake: choose the penguin to move.",
        "dest": f"Where does penguin {view.penguin} go? » marks the places.",
        "bump": f"Penguin {view.penguin} may bump a smaller one of yours on.",
        "active": f"Active ability of {name}: choose an option (final once used).",
        "everyone": f"Everyone ability of {name} for your penguin there.",
        "adjust": "Adjust: choose a die to turn one step.",
        "wild": "Wild!: choose a die to turn to the snowflake.",
        "call": f"Get Over Here!: choose a penguin to bring to {name}.",
        "swap_pos": "Swap Positions: choose two of your penguins.",
        "swap_obj": "Swap Objectives: choose the swap.",
        "scatter_gem": f"Scatter Gems: a gem to put down ({view.scatter_left} left).",
        "scatter_tile": "Choose a tile for the gem (» marks them).",
        "market": f"Valley Market: {view.market_left} trade(s) left, each final.",
        "buy": "Buy one objective, or buy nothing and end the turn.",
    }
    return prompts.get(view.phase, "")


def status_text(view: JewelsView, seat: int, wide: bool) -> Text:
    """The viewer's own line: letter, dice, gems, objectives held; guild and points when wide."""
    player = view.seats[seat]
    text = Text(f"{PLAYER_LETTERS[seat]}", style="bold reverse")
    text.append(" ")
    text.append(player.name, style="bold")
    text.append("  dice " if wide else "  ")
    text.append_text(dice_text(view, seat))
    text.append(f"  {'gems ' if wide else ''}{gems_line(player.gems)}")
    if wide and player.guild is not None:
        text.append(f"  guild {content().guilds[player.guild]}")
    text.append(f"  {player.objective_count} obj")
    if wide and player.score is not None:
        text.append(f" {player.score} pts")
    return text


def tile_panel(view: JewelsView, place: str) -> Text:
    """Full words for the place under the cursor: abilities, slide, penguins, scattered gems."""
    lines = tile_details(view.layout, place)
    text = Text(lines[0], style="bold")
    for line in lines[1:]:
        text.append("\n" + line)
    tags = penguin_tags(view, place)
    text.append("\nPenguins: " + (" ".join(tags) if tags else "none"))
    pile = scattered_label(view, place)
    if pile:
        text.append(f"\nScattered gems here ({pile}): the next active ability here claims them")
    return text


def guild_short(guild: str) -> str:
    """Three letters of a guild's name (`Ice`, `Sta`): unique among the six, and narrow."""
    return content().guilds[guild][:3]


def objective_short(objective: str) -> Text:
    """`8p 6RS2D Polished Throne Cushion (Ice/Sta)`: the offer in one narrow line."""
    card = content().objectives[objective]
    text = Text(f"{card.points}p", style="bold")
    text.append(f" {gems_short(dict(card.cost))} ")
    text.append(card.name)
    return text.append(f" ({'/'.join(guild_short(g) for g in card.guilds)})", style="dim")


def offer_panel(view: JewelsView, seat: int) -> RichTable:
    """The objectives for sale; ✓ marks what the viewer can pay now, ★ its own guild's cards."""
    mine = view.seats[seat]
    table = RichTable(box=None, padding=(0, 1), pad_edge=False, expand=True, show_header=False)
    table.title = f"For sale (deck {view.deck_size}): ✓ payable ★ your guild"
    table.title_justify = "left"
    table.title_style = "bold"
    for column in ("mark", "pts", "cost"):
        table.add_column(column, no_wrap=True)
    table.add_column("name", ratio=1, no_wrap=True, overflow="ellipsis")
    table.add_column("guilds", no_wrap=True, style="dim")
    for objective in view.display:
        card = content().objectives[objective]
        ok = "✓" if can_pay(mine.gems, card.cost) else " "
        star = "★" if mine.guild in card.guilds else " "
        guilds = "/".join(guild_short(g) for g in card.guilds)
        table.add_row(ok + star, f"{card.points}p", gems_short(dict(card.cost)), card.name, guilds)
    return table


def mine_panel(view: JewelsView, seat: int) -> Text:
    """The viewer's own secrets (guild, bought objectives) and penguins; never another seat's."""
    player = view.seats[seat]
    guild = content().guilds[player.guild] if player.guild else "hidden"
    text = Text(f"Your guild: {guild}", style="bold")
    text.append(f"  (+{content().guild_bonus} per matching objective)")
    where = ", ".join(
        f"{n + 1}:{'floor' if p == FLOOR else p}" for n, p in enumerate(player.penguins)
    )
    text.append(f"\nPenguins {where}")
    owned = player.objectives or []
    points = f", {player.score} points so far" if player.score is not None else ""
    text.append(f"\nBought ({len(owned)}{points}):" if owned else "\nNo objectives bought yet.")
    for objective in owned:
        text.append("\n  ")
        text.append_text(objective_short(objective))
    return text
