"""Jewels in words for the board: the status line, the tile, offer and own-guild panels, the
scoreboard.

Pure helpers over a seat's view and the game's content, so the board only decides what to show
where. The choices' words come from the engine's decision; nothing here decides what is legal or
what a seat can pay.
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table as RichTable
from rich.text import Text

from penguin_tables.games.jewels import (
    FLOOR,
    GEMS,
    MAP_LEGEND,
    PLAYER_LETTERS,
    JewelsView,
    content,
    face,
    gems_short,
    penguins_words,
    scattered_label,
    tile_details,
    tile_words,
)


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
    text.append("\nPenguins here: " + penguins_words(view, place))
    pile = scattered_label(view, place)
    if pile:
        text.append(
            f"\nScattered gems here ({pile}): the next move that ends on this tile takes them,"
            " even if it skips the active ability."
        )
    return text


def here_text(view: JewelsView, place: str) -> Text:
    """The place under the cursor in a sentence: scattered gems first, then the tile, then who."""
    text = Text()
    pile = scattered_label(view, place)
    if pile:
        text.append(f"{pile} scattered: the next move ending here takes it. ", style="bold")
    text.append(tile_words(view.layout, place))
    who = penguins_words(view, place)
    if who != "none":
        text.append(f" Penguins: {who}.")
    return text


def legend_panel(titled: bool = True) -> RichTable:
    """What the map's short labels mean, one line each at 80x24 (the title when there is room)."""
    table = RichTable(box=None, padding=(0, 1), pad_edge=False, show_header=False, expand=True)
    if titled:
        table.title = "Map key"
        table.title_justify = "left"
        table.title_style = "bold"
    table.add_column("sign", no_wrap=True, style="bold")
    table.add_column("meaning", ratio=1)
    for sign, meaning in MAP_LEGEND:
        table.add_row(sign, meaning)
    return table


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


def offer_panel(view: JewelsView) -> RichTable:
    """The objectives for sale; ✓ marks what the viewer can pay now, ★ its own guild's cards."""
    table = RichTable(box=None, padding=(0, 1), pad_edge=False, expand=True, show_header=False)
    table.title = f"For sale (deck {view.deck_size}): ✓ payable ★ your guild"
    table.title_justify = "left"
    table.title_style = "bold"
    for column in ("mark", "pts", "cost"):
        table.add_column(column, no_wrap=True)
    table.add_column("name", ratio=1, no_wrap=True, overflow="ellipsis")
    table.add_column("guilds", no_wrap=True, style="dim")
    for index, objective in enumerate(view.display):
        card = content().objectives[objective]
        ok = "✓" if index < len(view.payable) and view.payable[index] else " "
        star = "★" if index < len(view.in_guild) and view.in_guild[index] else " "
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
    owned = player.objectives or ()
    points = f", {player.score} points so far" if player.score is not None else ""
    text.append(f"\nBought ({len(owned)}{points}):" if owned else "\nNo objectives bought yet.")
    for objective in owned:
        text.append("\n  ")
        text.append_text(objective_short(objective))
    return text


def scoreboard(view: JewelsView, to_move: int | None) -> RenderableType:
    """Every player's public pieces: gems, objectives bought (count only), dice."""
    board = RichTable(box=None, expand=True, padding=(0, 1), pad_edge=False, collapse_padding=True)
    board.add_column("", no_wrap=True)  # the player's letter on the map
    board.add_column("Player", ratio=1, overflow="fold")  # a long name folds, never cut
    for gem in GEMS:
        board.add_column(gem, justify="right")
    board.add_column("Obj", justify="right")
    board.add_column("Dice", no_wrap=True)
    final = all(player.score is not None for player in view.seats)
    if final:
        board.add_column("Pts", justify="right")
    for seat, player in enumerate(view.seats):
        style = "bold reverse" if seat == to_move else ""
        letter = Text(PLAYER_LETTERS[seat], style="bold")
        name = Text(player.name, style=style)
        count = str(player.objective_count) + ("♛" if view.thanks == seat else "")
        gems = [str(player.gems[g]) for g in GEMS]
        points = [str(player.score)] if final else []
        board.add_row(letter, name, *gems, count, dice_short(view, seat), *points)
    first = view.seats[view.first_player].name
    return Group(board, Text(f"{first} goes first (drawn at random)", style="dim"))
