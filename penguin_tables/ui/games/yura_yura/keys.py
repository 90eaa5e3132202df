"""Yura Yura Penguin's keys: what each does, and the fallback that says why a key does nothing.

Textual tries a key's bindings in order and runs the first one the board enables
(`check_action`), so the `why` bindings come last and answer only when nothing else takes the key.
"""

from __future__ import annotations

from textual.binding import Binding, BindingType

from penguin_tables.ui.games.yura_yura.reasons import EXPLAINED

BOARD_KEYS: list[BindingType] = [
    Binding("left", "arrow(-1)", "←", show=False),
    Binding("right", "arrow(1)", "→", show=False),
    Binding("space", "release", "Release!"),
    Binding("enter", "release", "Release!", show=False),
    Binding("space", "start_meter", "Start meter"),
    Binding("enter", "start_meter", "Meter", show=False),
    Binding("enter", "play_card", "Play"),
    Binding("enter", "name_colour", "Name colour"),
    # Shift works too; `d` names deep blue only while a colour is being named, and draws only
    # while a card is being chosen (never both: the decision offers one or the other).
    Binding("w,W", "colour('white')", "W", show=False),
    Binding("l,L", "colour('light')", "L", show=False),
    Binding("d,D", "colour('deep')", "D", show=False),
    Binding("d", "draw", "Draw"),
    Binding("p,P", "call", "Penguin!"),
    Binding("up", "room(1)", "↑", show=False),
    Binding("down", "room(-1)", "↓", show=False),
    Binding("c,C", "catch", "Catch!"),
    *[Binding(str(n), f"catch_seat({n - 1})", "Catch", show=False) for n in range(1, 7)],
    # Only while the forgetter of a missed call may own up; otherwise `o` is the screen's.
    Binding("o,O", "own_up", "Own up"),
    Binding("escape", "back", "Back"),
    # Last: a key none of the above takes now says why instead of doing nothing.
    *[Binding(k, f"why('{k}')", "Why", show=False) for k in EXPLAINED],
    Binding("D", "why('d')", "Why", show=False),
    Binding("W", "why('w')", "Why", show=False),
    Binding("L", "why('l')", "Why", show=False),
    Binding("C", "why('c')", "Why", show=False),
    Binding("P", "why('p')", "Why", show=False),
    *[Binding(str(n), f"why('{n}')", "Why", show=False) for n in range(1, 7)],
]

#: Actions a window of one seat may also take out of turn, when its scene offers them aside.
OUT_OF_TURN = {"catch", "catch_seat", "own_up"}

#: Actions that need a decision of the seat at the keyboard (hidden otherwise).
DECIDING = {
    "arrow",
    "start_meter",
    "release",
    "play_card",
    "name_colour",
    "colour",
    "draw",
    "call",
    "room",
    "catch",
    "catch_seat",
    "own_up",
    "back",
}
