"""The Fistful table in words: the round line, the active player's purse line, the scoreboard,
the last stop as who paid whom, and the board's middle panel (result, price form or previews).

Plain functions of the view (what the seat at the keyboard may see); names are user text and go
into `Text` objects, never markup.
"""

from __future__ import annotations

from rich.console import RenderableType
from rich.table import Table as RichTable
from rich.text import Text

from penguin_tables.games.fistful import FACES, ROUNDS, Face, FistfulView, solo_bands, solo_rating
from penguin_tables.ui.games.fistful.dice import die_label
from penguin_tables.ui.games.fistful.panels import chip_words, plural, previews_table, price_form
from penguin_tables.ui.widgets.status_lines import game_over_line


def info_line(view: FistfulView) -> Text:
    """`Round 2 of 3 · Ann's turn`, `Solo · round 1 of 3`, or `Showdown 1 (Ann, Bob)`."""
    if view.showdown:
        text = Text.assemble((f"Showdown {view.round - ROUNDS}", "bold"))
        names = ", ".join(view.players[s].name for s in view.seats)
        text.append_text(Text(f" ({names})", style="dim"))
    elif len(view.players) == 1:
        text = Text.assemble((f"Solo · round {view.round} of {ROUNDS}", "bold"))
    else:
        text = Text.assemble((f"Round {view.round} of {ROUNDS}", "bold"))
    if view.active is not None:
        text.append(" · ")
        text.append_text(Text(view.players[view.active].name, style="bold reverse"))
        text.append("'s turn")
    return text


def status_line(view: FistfulView) -> Text:
    """The active player's tokens and chip, the spare dice left, and the penguins cashed in."""
    if view.active is None:
        return Text()
    me = view.players[view.active]
    chip = f"kangaroo chip {chip_words(me.chip)}" if me.chip else "no kangaroo chip"
    text = Text.assemble((f"{plural(me.tokens, 'token')} · {chip}", "dim"))
    if view.chip_limit:
        text.append(f" (turns {'1 die' if view.chip_limit == 1 else '1-2 dice'})", style="dim")
    spare = plural(view.bank_dice, "spare die") if view.bank_dice else "no spare dice"
    text.append(f" · {spare.replace('dies', 'dice')}", style="dim")
    if view.set_aside:
        text.append(f" · cashed in {view.set_aside}× ", style="dim")
        text.append_text(die_label("penguin"))
    return text


def scoreboard_table(view: FistfulView) -> RichTable:
    """Every player's money, tokens and kangaroo chip; ▶ whose turn, ✎ who is pricing."""
    board = RichTable(box=None, expand=True, padding=(0, 1), pad_edge=False)
    board.add_column("", width=1, no_wrap=True)  # ▶ whose turn, ✎ who is pricing
    board.add_column("Player", ratio=1, overflow="fold")  # a long name folds, never cut
    board.add_column("$", justify="right")
    board.add_column("Tok", justify="right")
    board.add_column("Chip", justify="right")
    for seat, player in enumerate(view.players):
        mark = "▶" if seat == view.active else ""
        if view.pending and seat == view.pending[0]:
            mark = "✎"
        name = Text(player.name, style="bold" if seat == view.active else "")
        if seat not in view.seats:
            name.append(" (out)", style="dim")
        board.add_row(
            Text(mark, style="bold"),
            name,
            str(player.money),
            str(player.tokens),
            chip_words(player.chip),
        )
    return board


def score_words(view: FistfulView, lions: bool) -> Text | None:
    """The stop about to happen, for the board afterwards: `Last: Ann scored $12; Bob paid Ann $3`.

    Taken from the previews just before the stop, as they settle debts against real purses.
    """
    preview = next((p for p in view.previews if p.score.lions == lions), None)
    if preview is None or view.active is None:
        return None
    scorer = view.players[view.active].name
    text = Text.assemble(("Last: ", "bold"), (scorer, "bold"), f" scored ${preview.dollars}")
    if preview.score.tokens:
        text.append(f" + {plural(preview.score.tokens, 'token')}")
    for payer, paid in zip(preview.payers, preview.paid, strict=True):
        if paid:
            text.append_text(Text.assemble("; ", view.players[payer].name, " paid ", scorer))
            text.append(f" ${paid}")
    return text


def rating_ladder(money: int) -> Text:
    """The solo rating bands, lowest first, with the one this total reached marked ▶."""
    reached = solo_rating(money)
    text = Text.assemble(("Solo rating", "bold underline"))
    for band in solo_bands():
        here = band.name == reached
        text.append("\n▶ " if here else "\n  ", style="bold")
        text.append(f"${band.min}+".rjust(5), style="bold" if here else "dim")
        text.append(f"  {band.name}", style="bold reverse" if here else "")
    return text


#: What each face is worth, in a line each (shown on a big terminal, beside nothing to decode).
WORTH: dict[Face, str] = {
    "penguin": "tokens, not dollars: 1, 3, 6, 10, 15 … for 1, 2, 3, 4, 5 at once",
    "squirrel": "$1 from the player on your left, $2 from the next, $3 …",
    "moose": "$9 each, but only with a squirrel to pair it",
    "kangaroo": "the count squared: 1, 4, 9, 16 … and a kangaroo chip in rounds 1-2",
    "lion": "$7 each; take the lions and only lions and penguins score",
    "camel": "$5 each, but only while no lion shows",
}


def worth_card() -> Text:
    """A reference card of the six faces, for a board with room to spare."""
    text = Text("What the dice are worth", style="bold underline")
    for face in FACES:
        text.append("\n")
        text.append_text(die_label(face))
        text.append(" " * (10 - len(face)))
        text.append(WORTH[face])
    return text


def main_panel(
    view: FistfulView, pricing: tuple[int, int] | None, keys: bool, framed: bool
) -> RenderableType:
    """The board's middle: the result once the game is over, a seller's price form (`pricing`:
    the dollars and penguins being asked), or both stop previews (`keys`: with the stop keys)."""
    if view.over:
        text = game_over_line(view.summary)
        if len(view.players) == 1:
            text.append("\n\n")
            text.append_text(rating_ladder(view.players[0].money))
        return text
    if pricing is not None:
        return price_form(view, *pricing)
    if not view.previews:
        return Text("Waiting for the other players to price their dice…", style="dim")
    return previews_table(view, keys=keys, framed=framed)
