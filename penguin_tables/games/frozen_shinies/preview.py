"""Small pure helpers for the screen: what each choice would do, before it is made.

At the value-or-power step the screen can show both sides at once: every collection the value
allows (with its sum and fish arithmetic) and every choice the power offers, in words.
"""

from __future__ import annotations

from dataclasses import dataclass

from penguin_tables.games.frozen_shinies.actions import Action, Collect
from penguin_tables.games.frozen_shinies.content import deck, power
from penguin_tables.games.frozen_shinies.rules.cards import current_value
from penguin_tables.games.frozen_shinies.rules.collect import collect_options
from penguin_tables.games.frozen_shinies.rules.powers import power_options
from penguin_tables.games.frozen_shinies.state import FrozenState


@dataclass(frozen=True)
class UsePreview:
    """Both ways to use the card being resolved."""

    value: int
    collections: list[Collect]
    power_name: str
    power_text: str
    power_choices: list[Action]
    corner_fish: int


def use_preview(state: FrozenState) -> UsePreview | None:
    """The value's collections and the power's choices, at the steps where they matter."""
    if state.step not in ("use", "collect", "power") or not state.played:
        return None
    value = current_value(state)
    card_power = power(value)
    return UsePreview(
        value=value,
        collections=collect_options(state),
        power_name=card_power.name,
        power_text=card_power.text,
        power_choices=power_options(state, value),
        corner_fish=min(deck()[state.played[-1]].fish, state.bank),
    )


def extra_turn_open(state: FrozenState) -> bool:
    """Whether the player to move is being offered one more turn for five fish."""
    return state.step == "extra"
