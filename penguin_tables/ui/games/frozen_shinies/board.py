"""Frozen Shinies' board: the stacks, the hand, and a play walked one choice at a time.

The engine drafts a play from its card to its last choice (so Escape goes back a step and nothing
reaches the table before the play is whole) and commits a steal at once. The board lists the
decision's choices in words with their arithmetic, draws the highlighted one on the stacks and the
hand (from the choice's `Touch`), and keeps only its cursor: moving it asks the engine nothing.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, ClassVar

from rich.console import RenderableType
from rich.table import Table as RichTable
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from penguin_tables.engine.decisions import Choice
from penguin_tables.games.frozen_shinies import (
    FISH,
    FrozenView,
    Touch,
    letter,
    no_power_reason,
    values,
)
from penguin_tables.store.scene import Scene
from penguin_tables.ui.games.frozen_shinies.hand import FrozenHand
from penguin_tables.ui.games.frozen_shinies.notice import StolenNotice
from penguin_tables.ui.games.frozen_shinies.stacks import Stacks, StacksPicture
from penguin_tables.ui.widgets.board import Board

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

    def compose(self) -> ComposeResult:
        with Vertical(id="fs-top"):
            yield Static(id="fs-info")
            yield Stacks(id="fs-stacks")
            yield FrozenHand(id="fs-hand")
        yield Static(id="fs-prompt")
        choices = OptionList(id="fs-choices")
        choices.can_focus = False  # the board holds the keyboard; the list only shows the rows
        yield choices

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
        self._notice_steal(scene)
        self._fill_choices(scene, view)
        self.query_one("#fs-info", Static).update(info(view))
        self.query_one("#fs-prompt", Static).update(self.prompt(scene))
        self._paint()

    def _fill_choices(self, scene: Scene[Any], view: FrozenView) -> None:
        """Rebuild the list only when the choices changed, so the highlight stays put."""
        choices = self.choices(scene)
        rows = self.query_one("#fs-choices", OptionList)
        if choices != self.shown or not rows.option_count:
            self._rebuild(rows, choices, view)
        top = self.query_one("#fs-top")
        room = self.size.height - 3 - min(rows.option_count, MIN_CHOICE_ROWS)
        top.styles.max_height = max(4, room)

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
        chosen = self.highlighted()
        marks = chosen.value if chosen is not None and isinstance(chosen.value, Touch) else Touch()
        area = self.size
        tall = area.height >= 30
        deepest = max((len(s) for s in view.stacks), default=0) + 1
        picture = StacksPicture(
            stacks=view.stacks,
            played=set(view.played),
            marks=marks,
            big=area.width >= 60 and area.height >= 2 * deepest + 18,
            legend=tall or deepest <= 8,
        )
        self.query_one(Stacks).show(picture)
        # The other hands (sizes, cards seen going in) when they fit beside the choices.
        used = 1 + deepest + 2 + 1 + 1 + 3 + max(3, min(len(self.shown), 6))
        others = tall or used + len(view.players) - 1 <= area.height or view.seat is None
        self.query_one(FrozenHand).show(view, marks.hand_value, others=others)

    def prompt(self, scene: Scene[Any]) -> Text:
        if scene.to_move is None:
            return Text("The game is over.")
        name = scene.name(scene.to_move)
        decision = scene.decision
        if not scene.my_turn or decision is None:
            return Text.assemble("Waiting for ", (name, "bold"), "…")
        text = Text.assemble((name, "bold"), ": ")
        crumbs = breadcrumbs(scene.view, decision.depth)
        if crumbs:
            text.append(crumbs + "  ", style="dim")
        text.append(decision.prompt)
        text.append("  ↑↓ Enter" + (", Esc back" if decision.depth else ""), style="dim")
        return text

    def score_table(self, scene: Scene[Any]) -> RenderableType:
        view: FrozenView = scene.view
        board = RichTable(box=None, expand=True, padding=(0, 1))
        board.add_column("Player", ratio=3, no_wrap=True)
        board.add_column(f"{FISH} Fish", justify="right")
        board.add_column("Cards", justify="right")
        for seat, player in enumerate(view.players):
            mover = seat == scene.to_move
            name = Text("▶ " if mover else "  ")
            name.append(Text(player.name, style="bold reverse" if mover else ""))
            board.add_row(name, str(player.fish), str(player.hand_size))
        board.add_row(Text("  Bank", style="italic"), str(view.bank), "")
        return _stacked(board, Text(cut_line(view), style="italic dim"))

    # ----- the private steal notice -----------------------------------------------------------------
    def _notice_steal(self, scene: Scene[Any]) -> None:
        """After this seat's own steal, show it alone the card it brought (from its two views)."""
        before, self._seen = self._seen, scene
        if before is None or scene.moves <= before.moves or not self._stealing:
            return
        self._stealing = False
        thief = scene.viewer
        if scene.mode != "live" or thief is None or before.viewer != thief:
            return
        old: FrozenView = before.view
        new: FrozenView = scene.view
        had = Counter(zip(old.players[thief].hand, old.players[thief].stolen_from, strict=True))
        now = Counter(zip(new.players[thief].hand, new.players[thief].stolen_from, strict=True))
        gained = [(c, s) for c, s in (now - had).elements() if c is not None and s is not None]
        if not gained:
            return  # a 7: the card is in play, named in the prompt
        cards = " and ".join(str(values()[card]) for card, _ in gained)
        message = Text.assemble(
            (new.players[thief].name, "bold"),
            ", you stole ",
            (cards, "bold reverse"),
            " from ",
            (new.players[gained[0][1]].name, "bold"),
            ".",
        )
        # After this move is handled, so the notice lies above a curtain the frame puts up.
        self.call_later(self.app.push_screen, StolenNotice(message))

    # ----- keys and clicks ------------------------------------------------------------------------
    def action_choose(self) -> None:
        index = self.query_one("#fs-choices", OptionList).highlighted
        if index is not None and index < len(self.shown):
            self._take(index)

    def _take(self, index: int) -> None:
        choice = self.shown[index]
        self._rows_picked.append(index)
        self._stealing = choice.key.startswith("steal-")
        self.pick(choice.key)

    def action_step(self, delta: int) -> None:
        """Up/down and left/right walk the choices (listed stack by stack, A to F)."""
        rows = self.query_one("#fs-choices", OptionList)
        if self.shown:
            here = rows.highlighted or 0
            rows.highlighted = max(0, min(len(self.shown) - 1, here + delta))

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
        self._point(message.option_index)
        self._paint()

    def on_stacks_clicked(self, message: Stacks.Clicked) -> None:
        """Highlight the first choice that touches the clicked card or stack (Enter confirms)."""
        for index, choice in enumerate(self.shown):
            marks = choice.value if isinstance(choice.value, Touch) else Touch()
            stacks = {s for s, _ in marks.taken} | {marks.flip}
            if marks.ghost is not None:
                stacks.add(marks.ghost[0])
            exact = (message.stack, message.index) in marks.taken
            whole = message.stack in stacks and (message.index is None or not marks.taken)
            if exact or whole:
                self.query_one("#fs-choices", OptionList).highlighted = index
                return


def _stacked(*parts: RenderableType) -> RenderableType:
    grid = RichTable.grid(expand=True)
    grid.add_column()
    for part in parts:
        grid.add_row(part)
    return grid


def row_text(choice: Choice) -> Text:
    """A choice as a row: what it is in bold, what it brings after it (fish in colour and ◆)."""
    if choice.key.startswith("card-"):
        return Text.assemble((f"{choice.label:>2} ", "bold"), (choice.preview, "dim"))
    text = Text(choice.label, style="bold")
    if choice.preview:
        wide = choice.key.startswith(("stack-", "flip-"))
        text.append(("  " if wide else " ") + choice.preview)
    text.highlight_regex(rf"pay(ing)? \d+ {FISH}", "yellow")
    text.highlight_regex(rf"\+\d+ {FISH}", "green")
    text.highlight_regex(r"\(no fish[^)]*\)", "dim")
    return text


def missing_power(view: FrozenView, choices: tuple[Choice, ...]) -> Text | None:
    """At the value-or-power step, say why the power is not offered (it can do nothing)."""
    if view.step != "use" or not choices or any(c.key == "power" for c in choices):
        return None
    why = no_power_reason(values()[view.played[-1]], view.designed_powers)
    return Text(f"  Power: {why}", style="dim italic")


def breadcrumbs(view: FrozenView, depth: int) -> str:
    """The steps drafted so far in this play, e.g. `9 › B › value ›` (from the drafted view)."""
    parts: list[str] = []
    if view.step == "stack" and view.in_play is not None and not view.played:
        parts = [str(values()[view.in_play])]
    elif view.step in ("use", "collect", "power", "followup") and view.target is not None:
        parts = [str(values()[view.played[-1]]), letter(view.target)]
        if view.step != "use":
            parts.append("value" if view.step == "collect" else "power")
    parts = parts[-depth:] if depth else []
    return " › ".join(parts) + (" ›" if parts else "")


def info(view: FrozenView) -> Text:
    text = Text.assemble(("Bank ", "bold"), f"{view.bank} {FISH}", "   ")
    if view.seat is not None:
        me = view.players[view.seat]
        text.append("You ", style="bold")
        text.append(f"{me.fish} {FISH}, {me.hand_size} card{'s' if me.hand_size != 1 else ''}")
    if view.final_round:
        text.append("   ⚑ Final round", style="bold red")
    if view.turns_taken == 0 and view.step in ("card", "stack"):
        text.append(f"   first: {view.players[view.first].name}", style="dim")
    return text


def cut_line(view: FrozenView) -> str:
    """How the first player was found: the cuts, again after a tie, and who goes first."""
    rounds = [
        ", ".join(f"{view.players[c.seat].name} {values()[c.card]}" for c in cuts)
        for cuts in view.cuts
    ]
    first = view.players[view.first].name
    return f"Cut for first player: {'; again: '.join(rounds)} → {first}."
