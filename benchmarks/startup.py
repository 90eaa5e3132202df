"""Cold start of Penguin Tables to its lobby, next to a bare Textual app showing one label.

Run: `python -m benchmarks.startup [runs]`. Each run is a fresh process that starts headless and
exits as soon as its first screen has been drawn; the table shows medians. The two are measured in
pairs, back to back and in alternating order, so that a busy machine slows both alike: the ratio is
the median of the pairs' ratios.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

BARE = """
from textual.app import App
from textual.widgets import Label
class Bare(App):
    def compose(self):
        yield Label("hello")
    def on_mount(self):
        self.call_after_refresh(self.exit)
Bare().run(headless=True)
"""

OURS = """
import tempfile
from penguin_tables.ui.app import make_app
app = make_app(tempfile.mkdtemp())
app.call_after_refresh = app.call_after_refresh
def ready():
    app.call_after_refresh(app.exit)
app.call_later(ready)
app.run(headless=True, size=(80, 24))
"""


def start_seconds(code: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
    return time.perf_counter() - start


def paired_starts(runs: int) -> tuple[float, float, float]:
    """Median bare and lobby start (s), and the median ratio of `runs` back-to-back pairs."""
    bares, ours, ratios = [], [], []
    for run in range(runs):
        first, second = (BARE, OURS) if run % 2 == 0 else (OURS, BARE)
        times = {first: start_seconds(first), second: start_seconds(second)}
        bares.append(times[BARE])
        ours.append(times[OURS])
        ratios.append(times[OURS] / times[BARE])
    return statistics.median(bares), statistics.median(ours), statistics.median(ratios)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    bare, ours, ratio = paired_starts(runs)
    print(f"bare Textual app: {bare * 1000:.0f} ms (median of {runs})")
    print(
        f"Penguin Tables lobby: {ours * 1000:.0f} ms ({ratio:.2f}x the bare app, median of pairs)"
    )


if __name__ == "__main__":
    main()
