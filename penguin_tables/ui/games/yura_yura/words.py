"""The words around Yura Yura Penguin's board: what to do now, the aim, the last placement, scores.

Kept apart from the screen so the screen only decides *what* state the player is in; every line
here is built from the seat's view (never another seat's hand).
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table as RichTable
from rich.text import Text

from penguin_tables.games.yura_yura import ITEM_WORDS, YuraView, card, card_name
from penguin_tables.session.scene import Scene
from penguin_tables.ui.games.yura_yura.cards import card_chip, colour_chip
from penguin_tables.ui.widgets.status_lines import game_over_line, waiting_line


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


PUT_BACK_WORDS = {
    "ice": "the ice rock",
    "penguin": "the penguin",
    "iceberg": "the iceberg card",
    "card": "a card that lay on it",
}


def tier_line(tier: int, tiers: list[int]) -> Text:
    """`Room   tier 1 · ▲2 · 3  ↑/↓` while the player chooses where an ice rock goes."""
    line = Text("Room   ", style="bold")
    for index, slot in enumerate(tiers):
        if index:
            line.append(" · ", style="dim")
        chosen = slot == tier
        line.append(("▲" if chosen else "") + str(slot + 1), "bold green" if chosen else "dim")
    line.append("  ↑/↓ (each holds the fewest rocks)", style="dim")
    return line


def tries(view: YuraView) -> str:
    """` (try 2)` once something has already failed at least once (` (try 2 of 3)` with the
    retry cap), else nothing."""
    done = view.put_back[0].attempts if view.put_back else view.attempts
    cap = f" of {view.max_attempts}" if view.max_attempts is not None else ""
    return f" (try {done + 1}{cap})" if done else ""


def due_words(view: YuraView, tier: int | None = None) -> str:
    """What the next placement puts on the iceberg, with the try it is once one has failed:
    `an ice rock in the room on tier 2`, `put back the penguin in the room on tier 1 (try 2 of 3)`.
    """
    item = view.due_item
    tier = view.due_tier if tier is None else tier
    if item is None:
        return "nothing"
    if view.put_back:
        what = "put back " + PUT_BACK_WORDS[view.put_back[0].kind]
    elif item == "card" and view.playing is not None:
        what = f"place the {card_name(view.playing)} card"
    else:
        what = "place " + ITEM_WORDS[item]
    where = (
        " on top"
        if item in ("card", "iceberg") or tier is None
        else f" in the room on tier {tier + 1}"
    )
    return what + where + tries(view)


def last_placement(view: YuraView) -> Text:
    """What the last placement did, as the physics decided it (one line, a fact per clause)."""
    last = view.last
    if last is None:
        return Text("The iceberg stands steady in the sea.", style="dim")
    if last.broke:
        return Text(f"The iceberg broke: {last.cards_fallen} cards fell into the sea!", "bold red")
    thing = "the card" if last.item == "card" else PUT_BACK_WORDS.get(last.item, "it")
    if last.gave_up:
        where = "sank to the bottom of the sea" if last.item == "card" else "went back to the box"
        text = Text(
            f"Last: {thing} fell {view.max_attempts or 'too many'} times: it {where}, "
            "a penalty card drawn",
            style="bold yellow",
        )
    elif not last.landed:
        text = Text(f"Last: {thing} fell off: try again", style="yellow")
    else:
        text = Text(f"Last: {thing} stayed, {stillness(last.seconds)}", style="dim")
    if last.fell:
        knocked = ", ".join(PUT_BACK_WORDS[f.kind] for f in last.fell)
        text.append(f"; knocked off {knocked}, to put back", style="yellow")
    return text


def name(view: YuraView, seat: int) -> Text:
    return Text(view.players[seat], style="bold")


def card_prompt(view: YuraView, question: str, selected: int | None, playable: set[int]) -> Text:
    """The engine's `question` to the player choosing a card, with the keys and what the
    highlighted card (or the card just drawn) does."""
    text = name(view, view.turn).append(f": {question}")
    if view.phase == "drawn" and view.drawn is not None:
        text.append(" ")
        text.append_text(card_chip(view.drawn))
        return text.append(" fits: Enter plays it.")
    if not playable:
        return text.append(" Press d.")
    text.append(" ←/→ pick a card, Enter plays it.", style="dim")
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
    board = RichTable(box=None, expand=True, padding=(0, 1), pad_edge=False)
    board.add_column("", width=1, no_wrap=True)  # ▶ the mover
    board.add_column("Player", ratio=1, overflow="fold")  # a long name folds, never cut
    board.add_column("Cards", justify="right")
    board.add_column("", no_wrap=True)
    for seat, player in enumerate(view.players):
        to_move = seat == view.turn and view.phase != "over"
        who = Text(player, style="bold reverse" if to_move else "")
        note = Text()
        if view.hand_sizes[seat] == 1:
            note.append("1 left!", style="bold yellow")
        if view.ending == "broke" and view.ender == seat:
            note.append("✗ broke", style="bold red")
        board.add_row("▶" if to_move else "", who, str(view.hand_sizes[seat]), note)
    return Group(board, tower_numbers(view))


def call_line(left: float, total: float) -> Text:
    """`Penguin!  ████░░  3 s`: the moment to call, running out on the clock."""
    line = Text('"Penguin!" ', style="bold reverse")
    cells = 12
    full = max(0, min(cells, round(cells * left / total)))
    line.append("  " + "█" * full, style="bold yellow")
    line.append("░" * (cells - full), style="dim")
    line.append(f"  {max(0.0, left):.0f} s  p to call", style="bold")
    return line


def catch_line(
    view: YuraView, catchers: dict[int, Any], c_for: int | None, own_up: bool = False
) -> Text:
    """`Ann forgot to call "Penguin!": c Bob catches · 3 Cy catches · o Ann owns up`: every
    person who may catch, with their key (`c` for the seat at the keyboard, else the seat's
    number), and `o` when the forgetter may own up."""
    forgetter = view.catchable
    text = Text()
    if forgetter is None:
        return text
    text.append_text(name(view, forgetter))
    text.append(' forgot to call "Penguin!": ')
    for index, seat in enumerate(sorted(catchers, key=lambda s: s != c_for)):
        if index:
            text.append(" · ", style="dim")
        text.append("c" if seat == c_for else str(seat + 1), style="bold reverse")
        text.append(f" {view.players[seat]} catches", style="bold")
    if own_up:
        if catchers:
            text.append(" · ", style="dim")
        text.append("o", style="bold reverse")
        text.append(f" {view.players[forgetter]} owns up", style="bold")
    return text


def colour_prompt(question: str, colours: list[str], index: int) -> Text:
    """Naming an aurora card's colour: the engine's question, the colours as chips with the
    cursor on one, and the keys."""
    text = Text(question + " ")
    for at, colour in enumerate(colours):
        text.append_text(colour_chip(colour, cursor=at == index))
        text.append(" ")
    return text.append("\n←/→ or W/L/D, Enter names it, Esc picks another card.", style="dim")


def decision_prompt(
    scene: Scene[Any], mode: str, *, tier: int | None, catch: Text, card: Text, colours: Text
) -> Text:
    """What the seat at the keyboard is asked now (or who is awaited), by the board's mode.

    The question is the engine's (`decision.prompt`); the board adds whose turn it is, what the
    placement puts where (and the try it is), and the keys. `catch` is the line offering a catch
    (empty when there is none); `card` and `colours` are the card and colour prompts, used in
    those modes.
    """
    view: YuraView = scene.view
    decision = scene.decision
    if scene.to_move is None:
        return game_over_line()
    if not scene.my_turn or decision is None:
        waiting = waiting_line(scene)
        waiting.append(" (computer)" if scene.is_computer(scene.to_move) else "")
        return catch + Text("\n") + waiting if scene.aside and catch.plain else waiting
    text = catch + Text("\n") if catch.plain else Text()
    if mode == "aim":
        text.append_text(name(view, view.turn))
        text.append(f": {due_words(view, tier)}. {decision.prompt}")
        rooms = ", ↑/↓ room" if tier is not None else ""
        text.append(f" ←/→ aim{rooms}, Space.", style="dim")
    elif mode == "call":
        text.append_text(name(view, view.turn))
        text.append(f": {decision.prompt} Press p!", style="bold")
    elif mode == "meter":
        text.append(decision.prompt, style="bold")
        text.append(" Space as the ▼ crosses the █; Esc: aim again.")
    elif mode in ("card", "colour"):
        text.append_text(card if mode == "card" else colours)
    else:
        text.append(decision.prompt)
    return text


def stillness(seconds: float) -> str:
    """How long the tower rocked: a tower that hardly moved is "still at once", never "0.0 s"."""
    return "still at once" if seconds < 0.05 else f"still after {seconds:.1f} s"
