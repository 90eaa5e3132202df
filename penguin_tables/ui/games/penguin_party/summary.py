"""The words of Penguin Party's round summary and scoreboard: penalty points, where fewer is better."""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Group, RenderableType
from rich.table import Table as RichTable
from rich.text import Text

from penguin_tables.games.penguin_party import PartyView, PlayerView, RoundResult

FEWER_IS_BETTER = "Penalty points: fewer is better."


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def signed(change: int) -> str:
    return f"+{change}" if change > 0 else f"−{-change}" if change < 0 else "0"


def how_it_went(result: RoundResult) -> str:
    if result.penalty:
        return f"gave up with {plural(result.penalty, 'card')}"
    if result.refund:
        return f"hand emptied: {result.refund} back"
    return "hand emptied"


def round_summary(view: PartyView, name: Callable[[int], str]) -> RenderableType:
    """The round that just ended: each seat's points this round and in total, then what is next."""
    results = view.last_round
    finished = len(view.round_points)
    best = min(r.total for r in results)
    table = RichTable(box=None, expand=True, padding=(0, 1), pad_edge=False)
    table.add_column("Player", ratio=1, overflow="fold")
    table.add_column("Round", justify="right")
    table.add_column("", no_wrap=True)
    table.add_column("Total", justify="right", no_wrap=True)
    for seat, result in enumerate(results):
        total = f"{result.total} ★" if result.total == best else f"{result.total}  "
        table.add_row(Text(name(seat)), signed(result.change), how_it_went(result), total)
    if view.over:
        upshot = Text("That was the last round.  ", style="bold")
        upshot.append("Enter: the final scores.", style="not bold")
    else:
        upshot = Text.assemble(
            (f"Round {finished + 1} of {view.rounds}: ", "bold"),
            (name(view.starter), "bold reverse"),
            (" starts.  ", "bold"),
            "Enter: see the new deal.",
        )
    return Group(
        Text(f"Round {finished} of {view.rounds} is over", style="bold underline"),
        Text(),
        table,
        Text(),
        Text(f"{FEWER_IS_BETTER} ★ {'wins' if view.over else 'fewest so far'}.", style="italic"),
        upshot,
    )


def this_round(player: PlayerView) -> Text:
    """A seat's state in the round: out with the points it took, or done with the points back."""
    if player.status == "out":
        return Text(f"out {signed(player.penalty)}")
    if player.status == "emptied":
        return Text(f"empty {signed(-player.refund)}", style="bold")
    return Text("")


def scoreboard(view: PartyView, to_move: int | None) -> RenderableType:
    board = RichTable(
        box=None,
        expand=True,
        padding=(0, 1),
        pad_edge=False,
        collapse_padding=True,
        caption=FEWER_IS_BETTER.rstrip("."),
        caption_justify="left",
        caption_style="italic dim",
    )
    board.add_column("Player", ratio=3, overflow="fold")  # a long name folds, never cut
    board.add_column("Penalty", justify="right")
    board.add_column("Hand", justify="right")
    board.add_column("Round", no_wrap=True)
    for seat, player in enumerate(view.players):
        name = Text(player.name, style="bold reverse" if seat == to_move else "")
        board.add_row(name, str(player.points), str(player.hand_size), this_round(player))
    return board
