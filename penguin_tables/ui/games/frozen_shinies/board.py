"""Frozen Shinies' board: the stacks, the hand, and a play walked one choice at a time.

The engine drafts a play from its card to its last choice (so Escape goes back a step and nothing
reaches the table before the play is whole) and commits a steal at once. The board lists the
decision's choices in words with their arithmetic, draws the highlighted one on the stacks and the
hand (from the choice's typed `Offer`), and keeps only its cursor: moving it asks the engine nothing.
What it draws lives beside it: `rows` (the choice list), `lines` (the facts and the question),
`layout` (what fits), `scoreboard` (the side panel) and `notice` (what a steal brought).
"""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import Any, ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from penguin_tables.engine.choices import Choice
from penguin_tables.engine.explain import HIDDEN, Explanation, Thing
from penguin_tables.games.frozen_shinies import (
    EXTRA_TURN,
    FrozenView,
    Steal,
    explain,
    letter,
    values,
)
from penguin_tables.session.scene import Scene
from penguin_tables.ui.games.frozen_shinies.hand import FrozenHand
from penguin_tables.ui.games.frozen_shinies.layout import fit
from penguin_tables.ui.games.frozen_shinies.lines import info, prompt_line
from penguin_tables.ui.games.frozen_shinies.notice import StolenNotice, stolen_message
from penguin_tables.ui.games.frozen_shinies.rows import missing_power, offer_of, row_text, touch_of
from penguin_tables.ui.games.frozen_shinies.scoreboard import score_table
from penguin_tables.ui.games.frozen_shinies.stacks import Stacks, StacksPicture
from penguin_tables.ui.widgets.board import Board
from penguin_tables.ui.widgets.more_rows import MoreRows
from penguin_tables.ui.widgets.steady import update_steady
from penguin_tables.ui.widgets.steady_options import SteadyOptionList

#: Rows of choices always left visible below the stacks and the hand (when there are that many).
MIN_CHOICE_ROWS = 4


class FrozenShiniesBoard(Board):
    """Stacks on top (fronts nearest the player), the hand, the prompt and the choices."""

    DEFAULT_CSS = Path(__file__).with_name("frozen_shinies.tcss").read_text()
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "choose", "Choose", priority=True),
        Binding("escape", "back", "Back a step"),
        Binding("up", "step(-1)", "↑", show=False),
        Binding("down", "step(1)", "↓", show=False),
        Binding("left", "step(-1)", "←", show=False),
        Binding("right", "step(1)", "→", show=False),
        Binding("pageup", "step(-5)", show=False),
        Binding("pagedown", "step(5)", show=False),
        Binding("home", "step(-99)", show=False),
        Binding("end", "step(99)", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        #: The choices listed, in order (the option list's first rows).
        self.shown: tuple[Choice, ...] = ()
        self._texts: list[Text] = []
        self._pointed: int | None = None  # the row drawn with the ▶ pointer
        self._rows_picked: list[int] = []  # the highlighted row at each pick, for going back
        self._back_to: int | None = None
        self._seen: Scene[Any] | None = None  # the scene drawn before this one
        self._stealing = False  # the last pick was a steal: tell the thief what it brought
        self._waiting = False  # a pick is on its way: a second Enter must not pick again
        self._prompt_lines = 1

    def compose(self) -> ComposeResult:
        with Vertical(id="fs-top"):
            yield Static(id="fs-info")
            yield Stacks(id="fs-stacks")
            yield FrozenHand(id="fs-hand")
        yield Static(id="fs-prompt")
        choices = SteadyOptionList(id="fs-choices")
        choices.can_focus = False  # the board holds the keyboard; the list only shows the rows
        yield choices
        yield MoreRows(id="fs-more")

    def on_mount(self) -> None:
        self.query_one(MoreRows).follow(self.query_one("#fs-choices", OptionList))
        super().on_mount()

    # ----- what the decision offers ---------------------------------------------------------------
    def choices(self, scene: Scene[Any]) -> tuple[Choice, ...]:
        decision = scene.decision
        return decision.choices if decision is not None and scene.my_turn else ()

    def depth(self) -> int:
        decision = self.scene.decision if self.scene is not None else None
        return decision.depth if decision is not None else 0

    def highlighted(self) -> Choice | None:
        index = self.query_one("#fs-choices", OptionList).highlighted
        return self.shown[index] if index is not None and index < len(self.shown) else None

    def under_cursor(self) -> Thing | None:
        """What the highlighted choice is about: a card of the hand, a stack, a card a power
        takes, the card just laid (its value or power), another player's hidden cards, or the
        fish that buy one more turn."""
        choice = self.highlighted()
        if choice is not None and choice.key == EXTRA_TURN:
            return Thing("fish")
        offer = offer_of(choice) if choice is not None else None
        if offer is None or self.scene is None:
            return None
        touch, action, view = offer.touch, offer.action, self.scene.view
        if touch.hand_value is not None:
            return Thing("card", str(touch.hand_value))
        if touch.taken:
            pile, position = min(touch.taken)
            return Thing("card", str(values()[view.stacks[pile][position]]))
        if isinstance(action, Steal):
            return Thing(HIDDEN)
        stack = getattr(action, "stack", None)
        if isinstance(stack, int):
            return Thing("stack", letter(stack))
        if view.in_play is not None and not view.in_play_hidden:
            return Thing("card", str(values()[view.in_play]))
        return None

    def explain(self, thing: Thing) -> Explanation:
        return explain(thing)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        mine = self.scene is not None and self.scene.my_turn
        if action in ("choose", "step"):
            return mine
        if action == "back":
            return mine and self.depth() > 0
        return True

    # ----- drawing --------------------------------------------------------------------------------
    def draw(self, scene: Scene[Any]) -> None:
        view: FrozenView = scene.view
        self._waiting = False
        self._notice_steal(scene)
        self._fill_choices(scene, view)
        update_steady(self.query_one("#fs-info", Static), info(view))
        prompt = self.prompt(scene)
        update_steady(self.query_one("#fs-prompt", Static), prompt)
        width = max(1, self.size.width - 2)
        self._prompt_lines = max(1, len(prompt.wrap(self.app.console, width)))
        self._paint()

    def _fill_choices(self, scene: Scene[Any], view: FrozenView) -> None:
        """Rebuild the list only when the choices changed, so the highlight stays put."""
        choices = self.choices(scene)
        rows = self.query_one("#fs-choices", OptionList)
        if choices != self.shown or not rows.option_count:
            self._rebuild(rows, choices, view)

    def _below_stacks(self) -> int:
        """Lines the prompt and the choices must keep, whatever the stacks hold: one more than
        `MIN_CHOICE_ROWS`, for a last row or the line counting the rows out of sight."""
        rows = self.query_one("#fs-choices", OptionList).option_count
        return 1 + self._prompt_lines + min(rows, MIN_CHOICE_ROWS + 1)

    def _rebuild(self, rows: OptionList, choices: tuple[Choice, ...], view: FrozenView) -> None:
        self.shown, self._pointed = choices, None
        self._texts = [row_text(choice) for choice in choices]
        rows.clear_options()
        rows.add_options([Option(Text("  ") + text) for text in self._texts])
        note = missing_power(view, choices)
        if note is not None:
            rows.add_option(Option(note, disabled=True))
        if choices:
            back_to, self._back_to = self._back_to, None
            index = back_to if back_to is not None and back_to < len(choices) else 0
            rows.highlighted = index
            self._point(index)

    def _point(self, index: int | None) -> None:
        """Put the ▶ pointer on the highlighted row, so it is not shown by colour alone."""
        rows = self.query_one("#fs-choices", OptionList)
        for row, mark in ((self._pointed, "  "), (index, "▶ ")):
            if row is not None and row < len(self._texts) and row < rows.option_count:
                rows.replace_option_prompt_at_index(row, Text(mark) + self._texts[row])
        self._pointed = index

    def _paint(self) -> None:
        """Draw the stacks and the hand with the highlighted choice shown on them."""
        if self.scene is None:
            return
        view: FrozenView = self.scene.view
        marks = touch_of(self.highlighted())
        hand = self.query_one(FrozenHand)
        layout = fit(
            view, marks.hand_value, hand, (self.size.width, self.size.height), self._below_stacks()
        )
        picture = StacksPicture(
            stacks=view.stacks,
            played=set(view.played),
            marks=marks,
            big=layout.big,
            legend=layout.stack_legend,
            max_rows=layout.stack_rows,
            width=self.size.width - 2,
        )
        self.query_one(Stacks).show(picture)
        hand.show(
            view,
            marks.hand_value,
            others=layout.others or view.seat is None,
            legend=layout.hand_legend,
            big=layout.big,
        )
        top = self.query_one("#fs-top")
        top.styles.max_height = max(4, self.size.height - self._below_stacks())
        self.query_one(MoreRows).recount()

    def prompt(self, scene: Scene[Any]) -> Text:
        return prompt_line(scene)

    def score_table(self, scene: Scene[Any]) -> RenderableType:
        return score_table(scene.view, scene.to_move)

    def score_source(self, scene: Scene[Any]) -> Hashable:
        """The players (names, fish, hand sizes), the cuts and the mover: a pick that only
        chooses a stack or a use leaves them, and the side panel, as they were."""
        view: FrozenView = scene.view
        return (view.players, view.cuts, view.first, scene.to_move)

    # ----- the private steal notice -----------------------------------------------------------------
    def see_own_move(self, scene: Scene[Any]) -> None:
        """The mover's own scene is looked at for a steal's loot only: it is never painted (the
        next seat's, or the curtain's, is drawn in the same handler)."""
        self._notice_steal(scene)

    def _notice_steal(self, scene: Scene[Any]) -> None:
        """After this seat's own steal, show it alone the card it brought (from its two views)."""
        before, self._seen = self._seen, scene
        if before is None or scene.moves <= before.moves or not self._stealing:
            return
        self._stealing = False
        thief = scene.viewer
        if scene.mode != "live" or thief is None or before.viewer != thief:
            return
        message = stolen_message(before.view, scene.view, thief)
        if message is None:
            return  # a 7: the card is in play, named in the prompt
        # After this move is handled, so the notice lies above a curtain the frame puts up.
        self.call_later(self.app.push_screen, StolenNotice(message))

    # ----- keys and clicks ------------------------------------------------------------------------
    def action_choose(self) -> None:
        index = self.query_one("#fs-choices", OptionList).highlighted
        if index is not None and index < len(self.shown):
            self._take(index)

    def _take(self, index: int) -> None:
        """Pick once: keys typed ahead before the next scene arrives must not pick again from the
        old list (they would name a choice no longer open). A refused pick brings no new scene,
        so the wait also ends after a moment."""
        if self._waiting:
            return
        self._waiting = True
        self.set_timer(0.5, self._stop_waiting)
        choice = self.shown[index]
        self._rows_picked.append(index)
        offer = offer_of(choice)
        self._stealing = offer is not None and isinstance(offer.action, Steal)
        self.pick(choice.key)

    def _stop_waiting(self) -> None:
        self._waiting = False

    def action_step(self, delta: int) -> None:
        """Up/down and left/right walk the choices (listed stack by stack, A to F)."""
        rows = self.query_one("#fs-choices", OptionList)
        if self.shown:
            here = rows.highlighted or 0
            rows.highlighted = max(0, min(len(self.shown) - 1, here + delta))
            self._show_highlight(rows.highlighted)  # in this frame, not after the list's message

    def action_back(self) -> None:
        self._back_to = self._rows_picked.pop() if self._rows_picked else 0
        self.shown = ()  # the list is rebuilt, on the row the step was chosen on
        self.go_back()

    def on_option_list_option_selected(self, message: OptionList.OptionSelected) -> None:
        message.stop()
        if self.scene is not None and self.scene.my_turn and message.option_index < len(self.shown):
            self._take(message.option_index)

    def on_option_list_option_highlighted(self, message: OptionList.OptionHighlighted) -> None:
        message.stop()
        self._show_highlight(message.option_index)

    def _show_highlight(self, index: int | None) -> None:
        """Point at the highlighted row and show its choice on the cards, once per new row (a
        key shows it at once; the list's message after it then has nothing left to draw)."""
        if index != self._pointed:
            self._point(index)
            self._paint()

    def on_stacks_clicked(self, message: Stacks.Clicked) -> None:
        """Highlight the first choice that touches the clicked card or stack (Enter confirms)."""
        for index, choice in enumerate(self.shown):
            marks = touch_of(choice)
            stacks = {s for s, _ in marks.taken} | {marks.flip}
            if marks.ghost is not None:
                stacks.add(marks.ghost[0])
            exact = (message.stack, message.index) in marks.taken
            whole = message.stack in stacks and (message.index is None or not marks.taken)
            if exact or whole:
                self.query_one("#fs-choices", OptionList).highlighted = index
                return
