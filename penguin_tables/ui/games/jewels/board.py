"""Jewels for the Emperor Penguin's board: the valley map, your clearing, and the turn step by step.

The engine's decision lists the choices open now (a die, a penguin, a place, a bump, an ability, a
gem to scatter, a trade, a purchase) and keeps the whole turn drafted until it ends (or a step shows
something new, or another player must answer); Escape takes back the picks one by one. The board
lists the choices, marks the places to pick on the map (» and the cursor) and posts the key chosen.
At 80x24 the place under the cursor is told in a sentence under the map, and Tab switches the lower
panel between the choices, the tile in full, the map key, the offer and the player's own guild; on
a tall terminal all of them show at once (side by side from 110 columns) and the map grows with the
room. Moving the cursor asks nothing of the engine: it only repaints from the scene already given.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Container, VerticalScroll
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from penguin_tables.engine.choices import Choice
from penguin_tables.engine.explain import Explanation, Thing
from penguin_tables.games.jewels import FLOOR, Decline, JewelsView, Spot, explain
from penguin_tables.session.scene import Scene
from penguin_tables.ui.games.jewels.panels import (
    here_text,
    legend_panel,
    mine_panel,
    offer_panel,
    scoreboard,
    status_text,
    tile_panel,
)
from penguin_tables.ui.games.jewels.valley import (
    ValleyMap,
    ValleyPicture,
    cell_size,
    picture_penguins,
    picture_scattered,
    step_cursor,
)
from penguin_tables.ui.widgets.board import Board
from penguin_tables.ui.widgets.more_rows import MoreRows
from penguin_tables.ui.widgets.status_lines import game_over_line, waiting_line
from penguin_tables.ui.widgets.steady import update_steady
from penguin_tables.ui.widgets.steady_options import SteadyOptionList

INFO_PANELS = ("tile", "key", "offer", "mine")
ROOMY_HEIGHT = 34
#: From this width (and roomy) the choices and the information stand side by side.
WIDE_WIDTH = 110
#: The steps of a move itself: during Play Again's extra move the prompt says it must be made.
EXTRA_MOVE_PHASES = ("die", "penguin", "dest")


def spot_of(choice: Choice) -> Spot | None:
    return choice.value if isinstance(choice.value, Spot) else None


def target_of(choice: Choice) -> str | None:
    """The place a choice picks on the map (a destination, a tile for a scattered gem)."""
    spot = spot_of(choice)
    return spot.place if spot is not None and spot.target else None


class JewelsBoard(Board):
    """The map on top, the seat's line and the prompt, then the choices or an information panel."""

    DEFAULT_CSS = Path(__file__).with_name("jewels.tcss").read_text(encoding="utf-8")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "choose", "Choose", priority=True),
        # Short words: at 80x24 the footer must keep room for Undo and Hint.
        Binding("escape", "back", "Back"),
        Binding("tab", "panel", "Info"),  # the tile, the map key, the offer, your guild
        Binding("left", "cursor(-1, 0)", "←", show=False),
        Binding("right", "cursor(1, 0)", "→", show=False),
        Binding("up", "cursor(0, 1)", "↑", show=False),
        Binding("down", "cursor(0, -1)", "↓", show=False),
        *(Binding(str(n), f"pick_number({n})", str(n), show=False) for n in range(1, 10)),
    ]

    def __init__(self) -> None:
        super().__init__()
        #: The choices listed on screen, in order (from the scene's decision).
        self.shown: tuple[Choice, ...] = ()
        self.cursor = FLOOR
        #: What the panel under the map shows: "choices" or one of INFO_PANELS.
        self.panel = "choices"
        self.info = "tile"
        self.roomy = False
        #: The highlighted row at each pick of the decision in progress (Escape returns to it).
        self._rows: list[int] = []
        self._restore: int | None = None

    def compose(self) -> ComposeResult:
        yield ValleyMap(id="jw-map")
        yield Static(id="jw-here")
        yield Static(id="jw-status")
        yield Static(id="jw-prompt")
        with Container(id="jw-lower"):
            yield SteadyOptionList(id="jw-choices")
            yield MoreRows(id="jw-more")
            with VerticalScroll(id="jw-info-box"):
                yield Static(id="jw-info")

    # ----- what the scene offers ------------------------------------------------------------------
    @property
    def view(self) -> JewelsView:
        assert self.scene is not None
        view: JewelsView = self.scene.view
        return view

    def _seat(self, scene: Scene[Any]) -> int:
        """Whose pieces the status line and the guild panel show (the mover's for a spectator)."""
        view: JewelsView = scene.view
        if view.seat is not None:
            return view.seat
        return scene.to_move if scene.to_move is not None else 0

    def _mine(self) -> bool:
        return self.scene is not None and self.scene.my_turn

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("choose", "pick_number"):
            return self._mine()
        if action == "back":
            decision = self.scene.decision if self.scene is not None else None
            return self._mine() and decision is not None and decision.can_go_back
        if action in ("panel", "cursor"):
            return self.scene is not None and (
                self.scene.mode != "live" or self.scene.viewer is not None
            )
        return True

    # ----- keys and clicks ------------------------------------------------------------------------
    def choose(self, choice: Choice) -> None:
        """Post the pick; a place picked moves the cursor there."""
        row = self.query_one("#jw-choices", OptionList).highlighted or 0
        self._rows.append(row)
        self.cursor = target_of(choice) or self.cursor
        self.panel = "choices"
        self.pick(choice.key)

    def action_choose(self) -> None:
        """Enter takes the highlighted row whatever holds the focus. With an information panel in
        place of the list (80x24, after Tab) and places to pick on the map, it takes the place
        under the map cursor (moving the cursor onto a » place highlights its row)."""
        choices = self.query_one("#jw-choices", OptionList)
        index = choices.highlighted
        row = self.shown[index] if index is not None and index < len(self.shown) else None
        places = [c for c in self.shown if target_of(c) is not None]
        if not choices.display and places:
            here = [c for c in places if target_of(c) == self.cursor]
            row = here[0] if here else None
            if row is None:
                self.notify("Not a place to choose now: » marks them (Tab shows the choices).")
        if row is not None:
            self.choose(row)

    def on_mount(self) -> None:
        self.query_one(MoreRows).follow(self.query_one("#jw-choices", OptionList))
        super().on_mount()

    def on_focus(self) -> None:
        """The frame focuses the board (after the curtain): the list of choices takes the keys,
        so ↑/↓ move its highlight as they do once the list has the focus."""
        choices = self.query_one("#jw-choices", OptionList)
        if choices.display and self.shown:
            choices.focus()

    def action_pick_number(self, number: int) -> None:
        if 0 < number <= len(self.shown):
            self.choose(self.shown[number - 1])

    def action_back(self) -> None:
        self._restore = self._rows.pop() if self._rows else 0
        self.panel = "choices"
        self.go_back()

    def action_panel(self) -> None:
        """Tab: the next panel (choices, tile, offer, your guild); only the info part when roomy."""
        if self.roomy or not self.shown:
            self.info = INFO_PANELS[(INFO_PANELS.index(self.info) + 1) % len(INFO_PANELS)]
            self.panel = self.info
        elif self.panel == "choices":
            self.panel = self.info = "tile"
        elif self.panel == INFO_PANELS[-1]:
            self.panel = "choices"
        else:
            self.panel = self.info = INFO_PANELS[INFO_PANELS.index(self.panel) + 1]
        self._redraw()

    def action_cursor(self, dx: int, dy: int) -> None:
        if self.scene is None:
            return
        self.cursor = step_cursor(self.scene.view.layout, self.cursor, dx, dy)
        for index, choice in enumerate(self.shown):  # highlight the choice for this place
            if target_of(choice) == self.cursor:
                self.query_one("#jw-choices", OptionList).highlighted = index
                break
        self._redraw()

    def on_valley_map_clicked(self, message: ValleyMap.Clicked) -> None:
        """A click moves the cursor; a click on a » place chooses it."""
        message.stop()
        self.cursor = message.place
        here = [c for c in self.shown if target_of(c) == message.place]
        if here and self._mine():
            self.choose(here[0])
        else:
            self._redraw()

    def on_option_list_option_selected(self, message: OptionList.OptionSelected) -> None:
        message.stop()
        if self._mine() and message.option_index < len(self.shown):
            self.choose(self.shown[message.option_index])

    def on_option_list_option_highlighted(self, message: OptionList.OptionHighlighted) -> None:
        message.stop()
        index = message.option_index
        if index < len(self.shown) and self.scene is not None:
            spot = spot_of(self.shown[index])
            if spot is not None and spot.place is not None and spot.place != self.cursor:
                self.cursor = spot.place
                self._paint_map(self.scene)
                self._paint_info(self.scene)

    def under_cursor(self) -> Thing | None:
        """What the highlighted row is about (an objective to buy, a die, a penguin, a gem),
        else the place under the map cursor: a tile (by its content id) or the valley floor."""
        if self.scene is None:
            return None
        index = self.query_one("#jw-choices", OptionList).highlighted
        if self.panel == "choices" and index is not None and index < len(self.shown):
            thing = self._row_thing(self.shown[index].key)
            if thing is not None:
                return thing
        if self.cursor == FLOOR:
            return Thing("floor")
        tile = self.view.layout.get(self.cursor)
        return Thing("tile", tile) if tile is not None else None

    def _row_thing(self, key: str) -> Thing | None:
        """The thing a choice's key names: `buy-<id>`, `die2`/`wild2`/`adj2+` (the seat's die
        2, by its face), `p3`/`bump3`/`call3` (penguin 3), `gemR`."""
        if key.startswith("buy-"):
            return Thing("objective", key.removeprefix("buy-"))
        if (die := _numbered(key, ("die", "wild", "adj"))) is not None:
            seat = self.view.seat
            dice = self.view.seats[seat].dice if seat is not None else ()
            return Thing("die", str(dice[die - 1])) if die <= len(dice) else None
        if (penguin := _numbered(key, ("p", "bump", "call"))) is not None:
            return Thing("penguin", str(penguin))
        if key.startswith("gem") and len(key) == 4:
            return Thing("gem", key[3])
        return None

    def explain(self, thing: Thing) -> Explanation:
        return explain(thing)

    def _redraw(self) -> None:
        if self.scene is not None:
            self.draw(self.scene)

    # ----- drawing --------------------------------------------------------------------------------
    def draw(self, scene: Scene[Any]) -> None:
        roomy = self.size.height >= ROOMY_HEIGHT
        if roomy != self.roomy or not self.has_class("drawn"):
            self.roomy = roomy
            self.set_class(roomy, "roomy")
            self.add_class("drawn")
        self.set_class(roomy and self.size.width >= WIDE_WIDTH, "wide")
        self._fill_choices(scene)
        choices = self.query_one("#jw-choices", OptionList)
        showing = bool(self.shown) and (self.roomy or self.panel == "choices")
        if not self.shown and self.panel == "choices":
            self.panel = self.info
        info_box = self.query_one("#jw-info-box")
        if choices.display != showing:
            choices.display = showing
        more = self.query_one(MoreRows)
        more.active = showing and not self.has_class("wide")  # side by side: no line under it
        more.recount()
        if info_box.display != (self.roomy or not showing):
            info_box.display = self.roomy or not showing
        here = self.query_one("#jw-here")
        if here.display != (not self.roomy and showing):
            here.display = not self.roomy and showing
        if showing and not choices.has_focus and self.screen.focused in (self, None):
            choices.focus()
        elif not showing and choices.has_focus and scene.viewer is not None:
            self.focus()  # (a spectator's scene is the curtain's: nobody types on it)
        view: JewelsView = scene.view
        update_steady(
            self.query_one("#jw-status", Static),
            status_text(view, self._seat(scene), self.size.width >= 70),
        )
        update_steady(self.query_one("#jw-prompt", Static), self.prompt(scene))
        self._paint_map(scene)
        self._paint_info(scene)

    def _paint_here(self, scene: Scene[Any]) -> None:
        """At 80x24, the place under the cursor in words, right under the map."""
        if not self.roomy:
            update_steady(self.query_one("#jw-here", Static), here_text(scene.view, self.cursor))

    def _fill_choices(self, scene: Scene[Any]) -> None:
        """Rebuild the list only when the choices changed, so the highlight stays put."""
        decision = scene.decision
        offered = decision.choices if scene.my_turn and decision is not None else ()
        if decision is None or decision.depth == 0:
            self._rows = []
        if offered == self.shown:
            return
        self.shown = offered
        choices = self.query_one("#jw-choices", OptionList)
        choices.clear_options()
        choices.add_options([Option(self._line(i, c)) for i, c in enumerate(offered)])
        if offered:
            self.panel = "choices"
            row = self._restore if self._restore is not None else 0
            row = min(row, len(offered) - 1)
            choices.highlighted = row
            spot = spot_of(offered[row])
            if spot is not None and spot.place is not None:
                self.cursor = spot.place
        self._restore = None

    @staticmethod
    def _line(index: int, choice: Choice) -> Text:
        number = Text(f"{index + 1 if index < 9 else ' '} ", style="bold")
        if isinstance(choice.value, Decline):
            return number + Text(choice.label, style="dim")
        spot = spot_of(choice)
        text = Text(choice.label, style="bold" if spot is not None and spot.target else "")
        if choice.preview:
            text.append(f"  {choice.preview}", style="dim")
        return number + text

    def _paint_map(self, scene: Scene[Any]) -> None:
        view: JewelsView = scene.view
        width, height = cell_size(self.size.width, self.size.height)
        targets = tuple(t for c in self.shown if (t := target_of(c)) is not None)
        picture = ValleyPicture(
            layout=view.layout,
            penguins=picture_penguins(view),
            scattered=picture_scattered(view),
            targets=targets,
            cursor=self.cursor,
            viewer=scene.viewer,
            cell_width=width,
            cell_height=height,
        )
        self.query_one(ValleyMap).show(picture)

    def _paint_info(self, scene: Scene[Any]) -> None:
        view: JewelsView = scene.view
        self._paint_here(scene)
        kind = self.info if self.panel == "choices" else self.panel
        text: RenderableType
        if kind == "offer":
            text = offer_panel(view)
        elif kind == "key":
            text = legend_panel(titled=self.roomy)
        elif kind == "mine":
            text = mine_panel(view, self._seat(scene))
        elif self.roomy:  # room enough for the tile under the cursor, the map key and the offer
            gap = Text("")
            tile = tile_panel(view, self.cursor)
            text = Group(tile, gap, legend_panel(), gap, offer_panel(view))
        else:
            text = tile_panel(view, self.cursor)
        update_steady(self.query_one("#jw-info", Static), text)

    def prompt(self, scene: Scene[Any]) -> Text:
        """The engine's question (Play Again's note first); the standard lines otherwise."""
        view: JewelsView = scene.view
        if scene.to_move is None:
            return game_over_line()
        if scene.mode != "live":
            more = ", Tab another player's view." if scene.mode == "open" else "."
            return Text(f"Replay: ←/→ step through the game{more}")
        final = Text()
        if view.final_turns_left is not None:
            final.append(f"Final turns: {view.final_turns_left} left. ", style="bold yellow")
        decision = scene.decision
        if not scene.my_turn or decision is None:
            return Text("\n").join([waiting_line(scene), final]) if final else waiting_line(scene)
        if view.play_again_move and view.phase in EXTRA_MOVE_PHASES:
            final.append(
                "Play Again: this is your extra move; it cannot be declined. ", style="bold"
            )
        return final.append(decision.prompt)

    def see_own_move(self, scene: Scene[Any]) -> None:
        """Nothing to answer: the board keeps nothing of a scene it does not paint (the next
        seat's, or the curtain's, is drawn in the same handler)."""

    def score_table(self, scene: Scene[Any]) -> RenderableType:
        return scoreboard(scene.view, scene.to_move)


def _numbered(key: str, prefixes: tuple[str, ...]) -> int | None:
    """The number after one of `prefixes` in a choice key (`die2` -> 2, `adj2+` -> 2)."""
    for prefix in prefixes:
        rest = key.removeprefix(prefix)
        if rest != key and rest[:1].isdigit():
            return int(rest[:1])
    return None
