"""The steadiness meter: a marker sweeping to and fro across a target, stopped with Space.

Only the timing lives here: where the marker is `elapsed` seconds after the sweep began, and the
(distance, side) reading that position gives. The board picks the decision's release choice of
that reading, whose numbers the engine made exactly as it does for a computer player's wobble.
"""

from __future__ import annotations

from rich.text import Text

from penguin_tables.games.yura_yura import snap_reading

#: Seconds for the marker to cross from one edge to the other: quick enough to need a steady hand.
SWEEP_SECONDS = 1.1
#: Zone style and track glyph by snapped reading: the glyph says how steady without the colour.
ZONES: tuple[tuple[float, str, str], ...] = (
    (0.1, "bold green", "█"),
    (0.35, "yellow", "▆"),
    (0.7, "dark_orange", "▃"),
    (1.0, "red", "▁"),
)


def meter_position(elapsed: float, sweep: float = SWEEP_SECONDS) -> float:
    """The marker's place from -1 (left edge) through 0 (the target) to 1, bouncing at the edges.

    It starts at the left edge, so pressing Space at once is the shakiest release there is.
    """
    phase = (max(0.0, elapsed) / sweep) % 2.0
    return -1.0 + 2.0 * phase if phase <= 1.0 else 3.0 - 2.0 * phase


def reading(position: float) -> tuple[float, int]:
    """The (distance from the centre 0..1, side -1/+1) the engine's meter function expects."""
    return min(1.0, abs(position)), -1 if position < 0 else 1


def zone(distance: float) -> tuple[str, str]:
    """Style and glyph of the track at this distance from the centre."""
    snapped = snap_reading(distance)
    for limit, style, glyph in ZONES:
        if snapped <= limit:
            return style, glyph
    return ZONES[-1][1], ZONES[-1][2]


def meter_text(position: float | None, width: int) -> Text:
    """`Steady ▁▃▆█▆▃▁` with the marker `▼` where it is now (None: the track alone)."""
    cells = max(9, width - 9) | 1
    line = Text("Steady ", style="bold")
    line.append("│")
    marker = None if position is None else round((position + 1.0) / 2.0 * (cells - 1))
    for i in range(cells):
        distance = abs(-1.0 + 2.0 * i / (cells - 1))
        style, glyph = zone(distance)
        if i == marker:
            line.append("▼", style="bold reverse")
        else:
            line.append(glyph, style=style)
    line.append("│")
    return line
