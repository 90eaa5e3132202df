"""The rows of the choice list: each choice in words, and the note on a power that is not offered.

A row's look follows the choice's typed value (`Offer`): which action it leads to, never its key.
"""

from __future__ import annotations

from rich.text import Text

from penguin_tables.engine.choices import Choice
from penguin_tables.games.frozen_shinies import (
    FISH,
    ChooseCard,
    Flip,
    FrozenView,
    Offer,
    PlaceCard,
    Touch,
    UsePower,
    no_power_reason,
    values,
)


def offer_of(choice: Choice) -> Offer | None:
    """The choice's typed value (every Frozen Shinies choice has one)."""
    return choice.value if isinstance(choice.value, Offer) else None


def touch_of(choice: Choice | None) -> Touch:
    """What the choice touches on the table (nothing, when there is no choice)."""
    offer = offer_of(choice) if choice is not None else None
    return offer.touch if offer is not None else Touch()


def row_text(choice: Choice) -> Text:
    """A choice as a row: what it is in bold, what it brings after it (fish in colour and ◆)."""
    offer = offer_of(choice)
    action = offer.action if offer is not None else None
    if isinstance(action, ChooseCard):
        return Text.assemble((f"{choice.label:>2} ", "bold"), (choice.preview, "dim"))
    text = Text(choice.label, style="bold")
    if choice.preview:
        wide = isinstance(action, PlaceCard | Flip)
        text.append(("  " if wide else " ") + choice.preview)
    text.highlight_regex(rf"pay(ing)? \d+ {FISH}", "yellow")
    text.highlight_regex(rf"\+\d+ {FISH}", "green")
    text.highlight_regex(r"\(no fish[^)]*\)", "dim")
    return text


def missing_power(view: FrozenView, choices: tuple[Choice, ...]) -> Text | None:
    """At the value-or-power step, say why the power is not offered (it can do nothing)."""
    powers = (o for o in map(offer_of, choices) if o is not None and isinstance(o.action, UsePower))
    if view.step != "use" or not choices or any(powers):
        return None
    why = no_power_reason(values()[view.played[-1]], view.designed_powers)
    return Text(f"  Power: {why}", style="dim italic")
