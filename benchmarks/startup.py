"""Cold start of Penguin Tables to its lobby, next to a bare Textual app showing one label.

Run: `python -m benchmarks.startup [runs]`. Each run is a fresh process that starts headless and
exits as soon as its first screen has been drawn; the table shows medians.
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


def median_start(code: str, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    bare = median_start(BARE, runs)
    ours = median_start(OURS, runs)
    print(f"bare Textual app: {bare * 1000:.0f} ms (median of {runs})")
    print(f"Penguin Tables lobby: {ours * 1000:.0f} ms ({ours / bare:.2f}x the bare app)")


if __name__ == "__main__":
    main()
