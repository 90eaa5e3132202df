"""The words around Yura Yura Penguin's board: what to do now, the aim, the last placement, scores.

Kept apart from the screen so the screen only decides *what* state the player is in; every line
here is built from the seat's view (never another seat's hand).
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table as RichTable
from rich.text import Text

from penguin_tables.games.yura_yura import ITEM_WORDS, YuraView, card, card_name
from penguin_tables.ui.games.yura_yura.cards import card_chip


def aim_words(aim: float) -> str:
    if aim == 0:
        return "centre"
    return f"{abs(aim):g} cm {'left' if aim < 0 else 'right'}"


def aim_line(aim: float, aims: list[float]) -> Text:
    """`Aim  ◂ 1 cm right ▸` with the slots as a little ruler, the chosen one marked."""
    line = Text("Aim    ", style="bold")
    for slot in aims:
        line.append("▲" if slot == aim else "·", style="bold green" if slot == aim else "dim")
    line.append(f"  {aim_words(aim)}")
    return line


def due_words(view: YuraView) -> str:
    """What goes on the iceberg now: `an ice rock on tier 2`, `your white penguin on top`."""
    item = view.pending[0]
    if item == "card" and view.playing is not None:
        what = f"the {card_name(view.playing)} card"
    else:
        what = ITEM_WORDS[item]
    if item in ("card", "iceberg") or view.due_tier is None:
        return f"{what} on top"
    return f"{what} in the room on tier {view.due_tier + 1}"


def last_placement(view: YuraView) -> Text:
    """What the last placement did, as the physics decided it (short: it shares a line)."""
    last = view.last
    if last is None:
        return Text("The iceberg stands steady in the sea.", style="dim")
    if last.broke:
        return Text(f"The iceberg broke: {last.cards_fallen} cards fell into the sea!", "bold red")
    text = Text(f"Last: {ITEM_WORDS[last.item]}, still after {last.seconds:.1f} s", style="dim")
    if last.put_back:
        text = Text(f"Last: {', '.join(last.put_back)} fell and was put back", style="yellow")
    if last.lost:
        text.append(f"; {', '.join(last.lost)} lost", style="yellow")
    return text


def name(view: YuraView, seat: int) -> Text:
    return Text(view.players[seat], style="bold")


def card_prompt(view: YuraView, selected: int | None, playable: set[int]) -> Text:
    """What the player choosing a card is told about the highlighted one."""
    text = name(view, view.turn)
    if view.phase == "drawn" and view.drawn is not None:
        text.append(": you drew ")
        text.append_text(card_chip(view.drawn))
        text.append(" and it fits: Enter plays it.")
        return text
    if not playable:
        return text.append(": nothing in your hand fits. Press d to draw from the sea.")
    text.append(": ←/→ pick a card, Enter plays it.")
    if selected is not None:
        text.append(f"\n{card_name(selected)}: ")
        fits = selected in playable
        text.append("fits" if fits else "does not fit", style="green" if fits else "dim")
        if fits and card(selected).aurora:
            text.append(" (you then name its colour)")
    return text


def tower_numbers(view: YuraView) -> Text:
    """Sea, tiers and pieces left, and the direction of play."""
    tiers = len(view.tower.tiers)
    order = "↻" if view.direction == 1 else "↺"
    return Text(
        f"Sea {view.sea_count}  Tier {tiers}/{view.icebergs_total}  "
        f"Box ◆{view.ice_left} P{view.penguins_left} {order}",
        style="dim",
    )


def scoreboard(view: YuraView) -> RenderableType:
    board = RichTable(box=None, expand=True, padding=(0, 1))
    board.add_column("Player", ratio=1, no_wrap=True)
    board.add_column("Cards", justify="right")
    board.add_column("", no_wrap=True)
    for seat, player in enumerate(view.players):
        to_move = seat == view.turn and view.phase != "over"
        who = Text(("▶ " if to_move else "  ") + player, style="bold reverse" if to_move else "")
        note = Text()
        if view.hand_sizes[seat] == 1:
            note.append("1 left!", style="bold yellow")
        if view.ending == "broke" and view.ender == seat:
            note.append("✗ broke", style="bold red")
        board.add_row(who, str(view.hand_sizes[seat]), note)
    return Group(board, tower_numbers(view))
