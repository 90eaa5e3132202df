"""The side panel's score table: fish and hand sizes per player, and the cut that chose who starts."""

from __future__ import annotations

from rich.console import RenderableType
from rich.table import Table as RichTable
from rich.text import Text

from penguin_tables.games.frozen_shinies import FISH, FrozenView, values


def score_table(view: FrozenView, to_move: int | None) -> RenderableType:
    """One row per player (the cut that chose the first player among them) and a line naming who
    starts: seven lines for five players, within the side panel's height."""
    board = RichTable(box=None, expand=True, padding=(0, 1), pad_edge=False)
    board.add_column("", width=1, no_wrap=True)  # ▶ the mover
    board.add_column("Player", ratio=1, overflow="fold")  # a long name folds, never cut
    board.add_column("Cut", justify="right", no_wrap=True)
    board.add_column(FISH, justify="right")
    board.add_column("Hand", justify="right")  # cards in hand
    cuts = cuts_by_seat(view)
    for seat, player in enumerate(view.players):
        mover = seat == to_move
        name = Text(player.name, style="bold reverse" if mover else "")
        board.add_row(
            "▶" if mover else "", name, cuts[seat], str(player.fish), str(player.hand_size)
        )
    grid = RichTable.grid(expand=True)
    grid.add_column()
    grid.add_row(board)
    grid.add_row(Text(cut_line(view), style="italic dim"))
    return grid


def cuts_by_seat(view: FrozenView) -> list[str]:
    """Each player's cut values, in order (a tie for highest cuts again: `9→12`)."""
    cuts: list[list[str]] = [[] for _ in view.players]
    for round_ in view.cuts:
        for cut in round_:
            cuts[cut.seat].append(str(values()[cut.card]))
    return ["→".join(values_cut) for values_cut in cuts]


def cut_line(view: FrozenView) -> str:
    """Who starts, and why (the cuts are in the scoreboard's Cut column)."""
    again = ", after a tie" if len(view.cuts) > 1 else ""
    return f"Highest cut plays first{again}: {view.players[view.first].name}."
