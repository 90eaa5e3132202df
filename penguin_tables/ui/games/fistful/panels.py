"""Pictures for the Fistful screen's text panels: stop previews, offers, choices, the price form.

They are plain functions of the view (what the seat at the keyboard may see), so the screen stays
about keys and modes, and each picture can be read on its own. Names are user text: always `Text`.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.box import ROUNDED
from rich.console import RenderableType
from rich.table import Table as RichTable
from rich.text import Text

from penguin_tables.games.fistful import FistfulView, OfferView, TurnScore, price_words
from penguin_tables.ui.games.fistful.dice import Look, die_box, die_label

#: Columns per die on offer when they are drawn as dice: the box, and room for name and price.
OFFER_CELL = 17


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def chip_words(side: int) -> str:
    """A kangaroo chip as text: `K1`/`K2` (the number of kangaroos on its face up) or `-`."""
    return f"K{side}" if side else "-"


def preview_lines(view: FistfulView, preview: TurnScore | None, scorer: int | None) -> Text:
    """What stopping with one choice gives, with every squirrel payment as 'X pays Y $n'."""
    if preview is None or scorer is None:
        return Text("no lion showing", style="dim italic")
    names = [p.name for p in view.players]
    text = Text.assemble((f"${preview.dollars}", "bold"))
    if preview.score.tokens:
        text.append(f" + {plural(preview.score.tokens, 'token')}", style="bold")
    if preview.score.bank:
        text.append(f"\nbank pays ${preview.score.bank}")
    for payer, owed, paid in zip(
        preview.payers, preview.score.from_players, preview.paid, strict=True
    ):
        if owed:
            text.append("\n")
            text.append(names[payer])
            text.append(f" pays ${paid}")
            if paid < owed:
                text.append(f" (owes ${owed})", style="dim")
    if preview.chip != view.players[scorer].chip:
        text.append(f"\nkangaroo chip {chip_words(preview.chip)}")
    if preview.score.lions:
        text.append("\nonly lions count", style="dim")
    return text


def previews_table(view: FistfulView, keys: bool, framed: bool = False) -> RichTable:
    """Both scoring choices side by side, so the player compares them before stopping.

    With `keys` the headings carry the keys that stop (only for the player who may stop now);
    `framed` draws them as two boxes, for a big terminal.
    """
    stop_key, lions_key = ("s", "l") if keys else ("", "")
    rest = next((p for p in view.previews if not p.score.lions), None)
    lions = next((p for p in view.previews if p.score.lions), None)
    if framed:
        table = RichTable(box=ROUNDED, expand=True, padding=(0, 1), show_lines=True)
    else:
        table = RichTable(box=None, expand=True, padding=(0, 1), show_edge=False)
    table.add_column(Text.assemble((stop_key, "bold reverse"), " Stop: the rest"), ratio=1)
    table.add_column(Text.assemble((lions_key, "bold reverse"), " Stop: lions"), ratio=1)
    table.add_row(preview_lines(view, rest, view.active), preview_lines(view, lions, view.active))
    return table


def offer_line(view: FistfulView, offer: OfferView, number: int | None) -> Text:
    """One other player's die: hidden, priced and shown, bought, or (to its owner) its secret."""
    owner = Text(view.players[offer.seat].name, style="bold")
    mine = offer.seat == view.seat
    text = Text.assemble((f"{number} " if number is not None else "  ", "bold"))
    text.append_text(Text("You", style="bold") if mine else owner)
    text.append(": ")
    if offer.face is None:
        deciding = view.pending and view.pending[0] == offer.seat
        text.append("pricing in secret…" if deciding else "? secret die", style="dim")
        return text
    text.append_text(die_label(offer.face))
    if offer.bought:
        text.append("  bought", style="dim")
        return text
    if offer.dollars is None:
        text.append("  (no price yet)", style="dim")
        return text
    text.append(f"  {price_words(offer.dollars, offer.penguins)}")
    if mine and not offer.revealed:
        text.append("  (hidden)", style="dim")
    return text


def offers_text(
    view: FistfulView, numbered: Sequence[int], picked: int | None = None
) -> Text | None:
    """The dice the other players hold this turn (the seller's own is on their form).

    Dice in `numbered` (those the active player can pay for) get their buying key; `picked`
    is the seat whose die Enter would buy, marked with ▸.
    """
    offers = _offers_in_order(view)
    if not offers:
        return None
    lines = [Text("Dice on offer", style="bold underline")]
    for offer in offers:
        number = numbered.index(offer.seat) + 1 if offer.seat in numbered else None
        line = Text.assemble(("▸" if offer.seat == picked else " ", "bold"))
        line.append_text(offer_line(view, offer, number))
        lines.append(line)
    return Text("\n").join(lines)


def offer_state(view: FistfulView, offer: OfferView) -> Text:
    """Under a die on offer: its price, or why there is none to see."""
    if offer.face is None:
        deciding = view.pending and view.pending[0] == offer.seat
        return Text("pricing…" if deciding else "price hidden", style="dim")
    if offer.bought:
        return Text("bought", style="dim")
    if offer.dollars is None:
        return Text("no price yet", style="dim")
    text = Text(price_words(offer.dollars, offer.penguins), style="bold")
    if offer.seat == view.seat and not offer.revealed:
        text.append(" hidden", style="dim")
    return text


def offer_boxes(
    view: FistfulView, numbered: Sequence[int], picked: int | None, look: Look
) -> Text | None:
    """The dice on offer drawn as dice, side by side: buying key and owner above, price below."""
    offers = _offers_in_order(view)
    if not offers:
        return None
    columns: list[list[Text]] = []
    for offer in offers:
        number = numbered.index(offer.seat) + 1 if offer.seat in numbered else None
        head = Text.assemble(("▸" if offer.seat == picked else " ", "bold"))
        head.append(f"{number} " if number is not None else "  ", style="bold reverse")
        mine = offer.seat == view.seat
        head.append_text(Text("You" if mine else view.players[offer.seat].name, style="bold"))
        kind = "cursor" if offer.seat == picked else "plain"
        box = die_box(offer.face, "", kind, "big" if look == "small" else look)
        price = Text(" ").append_text(offer_state(view, offer))
        columns.append([head, *box, price])
    lines = [Text("Dice on offer", style="bold underline")]
    for row in zip(*columns, strict=True):
        line = Text()
        for cell in row:
            cell = cell.copy()
            cell.truncate(OFFER_CELL - 1, overflow="ellipsis")
            cell.pad_right(OFFER_CELL - cell.cell_len)
            line.append_text(cell)
        lines.append(line)
    return Text("\n").join(lines)


def _offers_in_order(view: FistfulView) -> list[OfferView]:
    """The other players' dice round the table from the active player's left (the seller's own
    die is on their form instead)."""
    offers = [o for o in view.offers if not (view.pending and o.seat == view.seat)]
    active, count = view.active or 0, len(view.players)
    offers.sort(key=lambda o: (o.seat - active) % count)
    return offers


def choices_text(choices: Sequence[tuple[str, str]], width: int, listed: bool = False) -> Text:
    """The moves open now as `key label` pairs, packed into lines without splitting a pair
    (`listed`: one a line with the keys lined up, where the board has the room)."""
    if listed:
        keys = max((len(key) for key, _ in choices), default=0)
        return Text("\n").join(
            Text.assemble((f" {key.ljust(keys)} ", "bold reverse"), f" {label}")
            for key, label in choices
        )
    lines: list[Text] = []
    line = Text()
    for key, label in choices:
        pair = Text.assemble((f" {key} ", "bold reverse"), f" {label}")
        if line.cell_len and line.cell_len + 2 + pair.cell_len > width:
            lines.append(line)
            line = Text()
        if line.cell_len:
            line.append("  ")
        line.append_text(pair)
    lines.append(line)
    return Text("\n").join(lines)


def price_form(view: FistfulView, dollars: int, penguins: int) -> RenderableType:
    """The seller's form: their secret die, its current price, and the asking price being set."""
    mine = next((o for o in view.offers if o.seat == view.seat), None)
    text = Text.assemble(("Your secret die: ", "bold"))
    if mine is not None and mine.face is not None:
        text.append_text(die_label(mine.face))
    if mine is not None and mine.dollars is not None:
        text.append(f"  (price now {price_words(mine.dollars, mine.penguins)})", style="dim")
    text.append("\nAsk ")
    text.append(f" ${dollars} ", style="bold reverse")
    text.append(" and ")
    side = f" black chip: {plural(penguins, 'token')} " if penguins else " no black chip "
    text.append(side, style="bold reverse")
    if not dollars and not penguins:
        text.append("\nThe buyer would pay you nothing ($0).", style="bold yellow")
    else:
        text.append(f"\nThe buyer would pay you {price_words(dollars, penguins)}.")
    text.append(
        "\nAsk up to the money you hold; the black chip's 1 or 2 penguins are paid in tokens.",
        style="dim",
    )
    return text
