"""The part of a game screen that belongs to one game: it draws scenes and answers with picks.

A board never sees the table or a state. The frame (`GameScreen`, or `ReplayScreen`) sets `scene`
once per change: the viewer's view, the decision open to it and the public facts of the table. The
board draws it, moves its own cursor without asking the engine anything, and posts `Picked`,
`PickedMany` or `Back` when the player commits a choice. Attributes down, messages up.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from rich.console import RenderableType
from rich.text import Text
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from penguin_tables.engine.explain import Explanation, Thing
from penguin_tables.session.scene import Scene


class Board(Widget, can_focus=True):
    """Subclass per game: `draw(scene)` paints, `score_table(scene)` fills the side panel."""

    DEFAULT_CSS = """
    Board { height: 1fr; width: 1fr; }
    """

    #: What the seat at the keyboard may see now (None before anything is shown).
    scene: reactive[Scene[Any] | None] = reactive(None, always_update=True, init=False)

    class Picked(Message):
        """The player took the open choice `key`."""

        def __init__(self, key: str) -> None:
            super().__init__()
            self.key = key

    class PickedMany(Message):
        """The player took the subset `keys` of a decision that picks several at once."""

        def __init__(self, keys: tuple[str, ...]) -> None:
            super().__init__()
            self.keys = keys

    class PickedAside(Message):
        """The player took `key`, a pick open to their own seat out of turn (`Scene.aside`:
        Yura Yura's catch in a window of one seat)."""

        def __init__(self, key: str) -> None:
            super().__init__()
            self.key = key

    class Back(Message):
        """The player took back the last pick of the decision in progress."""

    def watch_scene(self, scene: Scene[Any] | None) -> None:
        if scene is not None and self.is_mounted:
            self.draw(scene)

    def on_mount(self) -> None:
        if self.scene is not None:
            self.draw(self.scene)

    def on_resize(self) -> None:
        if self.scene is not None:
            self.draw(self.scene)

    def draw(self, scene: Scene[Any]) -> None:
        """Paint the scene (override)."""

    def score_table(self, scene: Scene[Any]) -> RenderableType:
        """The side panel's summary of every seat (override for the game's own columns)."""
        return Text("\n".join(seat.name for seat in scene.seats))

    def score_source(self, scene: Scene[Any]) -> Hashable:
        """What `score_table` is drawn from: the side panel is drawn again only when this changes
        (a Rich table is never equal to another, so it cannot tell by itself). Every board's
        table comes from the view, the mover and the seats; one that reads more says so here."""
        return (scene.view, scene.to_move, scene.seats)

    def see_own_move(self, scene: Scene[Any]) -> None:
        """The scene of the seat whose move just handed the keyboard on. It is never painted: the
        frame draws the next seat's scene (or the spectator's, under the curtain) in the same
        handler. A board that answers a move of its own (Frozen Shinies shows a thief its loot)
        looks at it here; by default it is drawn like any scene, so that a board keeping track
        of what it has drawn sees it (a board that keeps nothing can skip that draw)."""
        self.scene = scene

    def holds_table(self) -> bool:
        """Whether computer players should wait: the board shows something to read first."""
        return False

    def under_cursor(self) -> Thing | None:
        """What the cursor is on now, from the scene only (override): None when nothing is
        highlighted. A face-down card is `Thing(HIDDEN)`: the board never has its face."""
        return None

    def explain(self, thing: Thing) -> Explanation:
        """`thing` in words (override with the game's own `explain`)."""
        return Explanation(thing.kind.capitalize(), "", "")

    def curtain_note(self, scene: Scene[Any], seat: int) -> str:
        """A line on the curtain saying why the keyboard passes to `seat` (from a spectator scene)."""
        return ""

    # ----- helpers for subclasses -----------------------------------------------------------------
    def pick(self, key: str) -> None:
        self.post_message(self.Picked(key))

    def pick_aside(self, key: str) -> None:
        self.post_message(self.PickedAside(key))

    def pick_many(self, keys: tuple[str, ...]) -> None:
        self.post_message(self.PickedMany(keys))

    def go_back(self) -> None:
        self.post_message(self.Back())
