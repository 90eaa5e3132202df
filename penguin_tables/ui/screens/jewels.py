"""Jewels for the Emperor Penguin's screen: the valley map, your clearing, and the turn step by step.

The engine splits a turn into small steps, each final once applied. So that a player can still change
their mind, the screen drafts the steps that only lead to another choice of the same player (a die, a
penguin, a bump, the gem to scatter, a special ability's first half) on a copy of the state, and sends
them to the table together with the step that does something; Escape drops the last drafted step.
The map, the tile under the cursor, the offer and the player's own guild share the board; at 80x24 a
panel below the map switches between choices, tile, offer and guild with Tab.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.console import Group, RenderableType
from rich.table import Table as RichTable
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from penguin_tables.games.jewels.actions import (
    Action,
    Bump,
    CallPenguin,
    ChooseDie,
    ChoosePenguin,
    MoveTo,
    ScatterOn,
)
from penguin_tables.games.jewels.content import FLOOR, GEMS
from penguin_tables.games.jewels.presentation import PLAYER_LETTERS
from penguin_tables.games.jewels.state import JewelsState, JewelsView
from penguin_tables.ui.screens.drafting import DraftingScreen
from penguin_tables.ui.widgets.jewels_panels import (
    choice_label,
    dice_short,
    mine_panel,
    offer_panel,
    status_text,
    step_prompt,
    tile_panel,
)
from penguin_tables.ui.widgets.jewels_valley import (
    ValleyMap,
    ValleyPicture,
    cell_size,
    picture_penguins,
    picture_scattered,
    step_cursor,
)

#: Steps that only lead to another choice of the same player: drafted, not yet sent to the table.
DRAFT_KINDS = frozenset({"choose_die", "choose_penguin", "bump", "scatter_gem"})
#: Phases a chosen special ability or exchange continues in (its second half is still to choose).
SUB_PHASES = frozenset({"adjust", "wild", "call", "swap_pos", "swap_obj", "scatter_gem"})
INFO_PANELS = ("tile", "offer", "mine")
ROOMY_HEIGHT = 34


class JewelsScreen(DraftingScreen):
    CSS_PATH = "jewels.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "choose", "Choose", priority=True),
        Binding("escape", "back", "Back a step"),
        Binding("tab", "panel", "Tile/Offer/Guild"),
        Binding("left", "cursor(-1, 0)", "←", show=False),
        Binding("right", "cursor(1, 0)", "→", show=False),
        Binding("up", "cursor(0, 1)", "↑", show=False),
        Binding("down", "cursor(0, -1)", "↓", show=False),
        *(Binding(str(n), f"pick({n})", str(n), show=False) for n in range(1, 10)),
    ]

    def __init__(self, table: Any, replay: list[Any] | None = None) -> None:
        super().__init__(table, replay)
        #: The legal choices listed on screen, in order.
        self.shown: list[Action] = []
        self._labels: list[str] = []
        self.cursor = FLOOR
        #: What the panel under the map shows: "choices" or one of INFO_PANELS.
        self.panel = "choices"
        self.info = "tile"
        self.roomy = False

    def compose_board(self) -> ComposeResult:
        yield ValleyMap(id="jw-map")
        yield Static(id="jw-status")
        yield Static(id="jw-prompt")
        yield OptionList(id="jw-choices")
        with VerticalScroll(id="jw-info-box"):
            yield Static(id="jw-info")

    # ----- the draft ------------------------------------------------------------------------------
    def _drafts(self, action: Action, after: JewelsState, chooser: int | None) -> bool:
        """Whether `action` only leads to another choice of the same player (nothing happens yet).

        A die, a penguin, a bump, a gem to scatter, the first half of a special or of a scattering
        exchange: none of them uses chance or shows anyone anything, so they can wait for the step
        that completes them and Escape can take them back.
        """
        if self.game.to_move(after) != chooser:
            return False
        if action.kind in DRAFT_KINDS:
            return True
        if action.kind == "use_ability":
            return after.phase in SUB_PHASES
        return action.kind == "scatter_on" and after.phase == "scatter_gem"

    def choose(self, action: Action) -> None:
        """Draft this step if it only leads to another choice; otherwise send the lot."""
        chooser = self.table.to_move()
        row = self.query_one("#jw-choices", OptionList).highlighted or 0
        if self._drafts(action, self.add_to_draft(action, row), chooser):
            self.panel = "choices"
            self.redraw()
            return
        self.cursor = self._target(action) or self.cursor
        self.send_draft()

    # ----- keys and clicks ------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("choose", "pick"):
            return self.is_my_turn()
        if action == "back":
            return self.is_my_turn() and bool(self.draft)
        if action in ("panel", "cursor"):
            return self.replay is not None or not self._curtain_up
        return super().check_action(action, parameters)

    def action_choose(self) -> None:
        choices = self.query_one("#jw-choices", OptionList)
        if choices.display and choices.has_focus:
            index = choices.highlighted
            if index is not None and index < len(self.shown):
                self.choose(self.shown[index])
            return
        here = [a for a in self.shown if self._target(a) == self.cursor]
        if here:
            self.choose(here[0])
        elif self.shown:
            self.notify("Not a place to choose now: » marks them (Tab shows the choices).")

    def action_pick(self, number: int) -> None:
        if 0 < number <= len(self.shown):
            self.choose(self.shown[number - 1])

    def action_back(self) -> None:
        if self.draft:
            back_to = self.drop_from_draft()
            self._labels = []
            self.panel = "choices"
            self.redraw()
            if back_to < len(self.shown):
                self.query_one("#jw-choices", OptionList).highlighted = back_to

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
        self.redraw()

    def action_cursor(self, dx: int, dy: int) -> None:
        self.cursor = step_cursor(self.cursor, dx, dy)
        self._follow_cursor()
        self.redraw()

    def _follow_cursor(self) -> None:
        """Highlight the choice for the place under the cursor, if there is one."""
        for index, action in enumerate(self.shown):
            if self._target(action) == self.cursor:
                self.query_one("#jw-choices", OptionList).highlighted = index
                return

    def on_valley_map_clicked(self, message: ValleyMap.Clicked) -> None:
        """A click moves the cursor; a click on a » place chooses it."""
        self.cursor = message.place
        here = [a for a in self.shown if self._target(a) == message.place]
        if here:
            self.choose(here[0])
        else:
            self.redraw()

    def on_option_list_option_selected(self, message: OptionList.OptionSelected) -> None:
        message.stop()
        if self.is_my_turn() and message.option_index < len(self.shown):
            self.choose(self.shown[message.option_index])

    def on_option_list_option_highlighted(self, message: OptionList.OptionHighlighted) -> None:
        message.stop()
        index = message.option_index
        if index < len(self.shown):
            place = self._place_of(self.shown[index])
            if place is not None and place != self.cursor:
                self.cursor = place
                self._paint_map()
                self._paint_info()

    def on_resize(self) -> None:
        self.redraw()

    # ----- what a choice points at ----------------------------------------------------------------
    @staticmethod
    def _target(action: Action) -> str | None:
        """The place a choice picks on the map (a destination or a tile for a scattered gem)."""
        return action.position if isinstance(action, MoveTo | ScatterOn) else None

    def _place_of(self, action: Action) -> str | None:
        """Where the map cursor goes when this choice is highlighted."""
        target = self._target(action)
        if target is not None:
            return target
        penguin = None
        if isinstance(action, Bump | CallPenguin | ChoosePenguin):
            penguin = action.penguin
        elif isinstance(action, ChooseDie) and action.face:
            penguin = action.face
        if penguin is None or self.viewer is None:
            return None
        view: JewelsView = self.draft_view()
        return view.seats[self.viewer].penguins[penguin - 1]

    # ----- drawing --------------------------------------------------------------------------------
    def refresh_board(self) -> None:
        area = self.query_one("#board-area").size
        roomy = area.height >= ROOMY_HEIGHT
        if roomy != self.roomy or not self.has_class("drawn"):
            self.roomy = roomy
            self.set_class(roomy, "roomy")
            self.add_class("drawn")
        view = self.draft_view()
        self._fill_choices(view)
        choices = self.query_one("#jw-choices", OptionList)
        showing = bool(self.shown) and (self.roomy or self.panel == "choices")
        if not self.shown and self.panel == "choices":
            self.panel = self.info
        info_box = self.query_one("#jw-info-box")
        if choices.display != showing:
            choices.display = showing
        if info_box.display != (self.roomy or not showing):
            info_box.display = self.roomy or not showing
        if showing and not choices.has_focus:
            choices.focus()
        elif not showing and choices.has_focus:
            self.set_focus(None)
        seat = self.viewer if self.viewer is not None else 0
        self.query_one("#jw-status", Static).update(status_text(view, seat, area.width >= 70))
        self.query_one("#jw-prompt", Static).update(self.prompt(view))
        self._paint_map()
        self._paint_info()

    def _fill_choices(self, view: JewelsView) -> None:
        """Rebuild the list only when the choices changed, so the highlight stays put."""
        actions = self.options()
        labels = [choice_label(a, view) for a in actions]
        plain = [t.plain for t in labels]
        if plain == self._labels and actions == self.shown:
            return
        self.shown, self._labels = actions, plain
        choices = self.query_one("#jw-choices", OptionList)
        choices.clear_options()
        numbered = [
            Text(f"{i + 1 if i < 9 else ' '} ", style="bold") + t for i, t in enumerate(labels)
        ]
        choices.add_options([Option(t) for t in numbered])
        if actions:
            self.panel = "choices"
            choices.highlighted = 0
            place = self._place_of(actions[0])
            if place is not None:
                self.cursor = place

    def _paint_map(self) -> None:
        view = self.draft_view()
        area = self.query_one("#board-area").size
        width, height = cell_size(area.width, area.height)
        targets = tuple(t for a in self.shown if (t := self._target(a)) is not None)
        picture = ValleyPicture(
            layout=view.layout,
            penguins=picture_penguins(view),
            scattered=picture_scattered(view),
            targets=targets,
            cursor=self.cursor,
            viewer=self.viewer,
            cell_width=width,
            cell_height=height,
        )
        self.query_one(ValleyMap).show(picture)

    def _paint_info(self) -> None:
        view = self.draft_view()
        seat = self.viewer if self.viewer is not None else 0
        kind = self.info if self.panel == "choices" else self.panel
        text: RenderableType
        if kind == "offer":
            text = offer_panel(view, seat)
        elif kind == "mine":
            text = mine_panel(view, seat)
        elif self.roomy:  # room enough for the tile under the cursor and the offer together
            text = Group(tile_panel(view, self.cursor), Text(""), offer_panel(view, seat))
        else:
            text = tile_panel(view, self.cursor)
        self.query_one("#jw-info", Static).update(text)

    def prompt(self, view: JewelsView) -> Text:
        seat = self.table.to_move()
        if seat is None:
            return Text("The game is over.")
        text = Text()
        if self.replay is not None:
            return text.append("Replay: ←/→ step through the game, Tab another player's view.")
        if view.final_turns_left is not None:
            text.append(f"Final turns: {view.final_turns_left} left. ", style="bold yellow")
        if not self.is_my_turn():
            who = self.table.seats[seat].name
            text.append("Waiting for ")
            text.append(who, style="bold")
            return text.append(" (computer)…" if self.table.seat_is_computer(seat) else "…")
        if view.turn != view.seat:
            text.append("Not your turn, but ", style="bold")
        return text.append(step_prompt(view))

    def scoreboard(self) -> RichTable:  # type: ignore[override]
        """Every player's public pieces: gems, objectives bought (count only), dice."""
        view = self.view
        board = RichTable(
            box=None, expand=True, padding=(0, 1), pad_edge=False, collapse_padding=True
        )
        board.add_column("Player", ratio=1, no_wrap=True)
        for gem in GEMS:
            board.add_column(gem, justify="right")
        board.add_column("Obj", justify="right")
        board.add_column("Dice", no_wrap=True)
        final = all(player.score is not None for player in view.seats)
        if final:
            board.add_column("Pts", justify="right")
        for seat, player in enumerate(view.seats):
            style = "bold reverse" if seat == self.table.to_move() else ""
            name = Text(f"{PLAYER_LETTERS[seat]} ", style="bold") + Text(player.name, style=style)
            count = str(player.objective_count) + ("♛" if view.thanks == seat else "")
            gems = [str(player.gems[g]) for g in GEMS]
            points = [str(player.score)] if final else []
            board.add_row(name, *gems, count, dice_short(view, seat), *points)
        return board
