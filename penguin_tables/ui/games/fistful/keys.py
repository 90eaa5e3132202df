"""The keys of the Fistful board, each with the action it runs; the board's `check_action` (from
`choices.usable_keys`) hides those that do nothing now, so the Footer lists only what applies.

Enter and `k` each serve two actions (reroll, confirm or offer; the chip or keeping an offer):
only one of each pair is ever usable at a time.
"""

from __future__ import annotations

from textual.binding import Binding, BindingType

KEYS: list[BindingType] = [
    Binding("left", "arrow(-1)", "←", show=False),
    Binding("right", "arrow(1)", "→", show=False),
    Binding("up", "vertical(-1)", "↑", show=False),
    Binding("down", "vertical(1)", "↓", show=False),
    Binding("space", "mark_die", "Mark"),
    Binding("enter", "reroll", "Reroll"),
    Binding("enter", "confirm", "OK"),
    Binding("enter", "offer", "Offer"),
    Binding("a", "spare", "Spare die", show=False),
    Binding("c", "cash", "Cash in", show=False),
    Binding("k", "chip", "Chip", show=False),
    Binding("k", "keep", "Keep", show=False),
    Binding("b", "buy", "Buy", show=False),
    Binding("s", "stop(False)", "Stop", show=False),
    Binding("l", "stop(True)", "Lions", show=False),
    Binding("x", "secret_reroll", "Reroll die", show=False),
    Binding("p", "chip_side", "Black chip", show=False),
    Binding("escape", "back", "Back"),
    *[Binding(str(n), f"digit({n})", str(n), show=False) for n in range(10)],
]
