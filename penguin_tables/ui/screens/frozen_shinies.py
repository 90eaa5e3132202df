"""Frozen Shinies' screen: the stacks, the hand, and a turn walked through one choice at a time.

The engine splits a turn into small actions (card, stack, value or power, then what to take). The
screen keeps the player's choices in a draft, replayed on a copy of the state, and commits them only
when the play is complete or chance is involved (a steal): so Escape can go back a step without
anything reaching the table, the save or the log. Each step lists only the engine's legal actions,
in words with their arithmetic, and the highlighted one is drawn on the stacks and the hand.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.table import Table as RichTable
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import OptionList, RichLog, Static
from textual.widgets.option_list import Option

from penguin_tables.games.frozen_shinies.actions import (
    Action,
    ChooseCard,
    Pass,
    PlaceCard,
    Steal,
    UsePower,
    UseValue,
)
from penguin_tables.games.frozen_shinies.content import power, setting, stack_name, values
from penguin_tables.games.frozen_shinies.preview import use_preview
from penguin_tables.games.frozen_shinies.state import FrozenState, FrozenView
from penguin_tables.ui.screens.drafting import DraftingScreen
from penguin_tables.ui.widgets.frozen_shinies_choices import FISH, label, letter, marks_for
from penguin_tables.ui.widgets.frozen_shinies_hand import FrozenHand
from penguin_tables.ui.widgets.frozen_shinies_notice import StolenNotice
from penguin_tables.ui.widgets.frozen_shinies_stacks import Stacks, StacksPicture

#: Steps at which the engine is asked a further question; the draft goes on through them.
DRAFT_STEPS = ("stack", "use", "collect", "power", "followup")


def cut_lines(view: FrozenView) -> list[str]:
    """How the first player was found, one line per round of cuts (ties cut again)."""
    lines = []
    for number, cuts in enumerate(view.cuts):
        shown = ", ".join(f"{view.players[c.seat].name} {values()[c.card]}" for c in cuts)
        again = " (a tie: cut again)" if number < len(view.cuts) - 1 else ""
        lines.append(f"Cut for first player: {shown}{again}.")
    lines.append(f"{view.players[view.first].name} cut highest and goes first.")
    return lines


class FrozenShiniesScreen(DraftingScreen):
    """Stacks on top (fronts nearest the player), the hand, the prompt and the legal choices."""

    CSS_PATH = "frozen_shinies.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "choose", "Choose", priority=True),
        Binding("escape", "back", "Back a step"),
        Binding("left", "step(-1)", "←", show=False),
        Binding("right", "step(1)", "→", show=False),
    ]

    def __init__(self, table: Any, replay: list[Any] | None = None) -> None:
        super().__init__(table, replay)
        #: The legal choices listed on screen, in order (the option list's rows).
        self.shown: list[Action] = []
        self._labels: list[str] = []
        self._texts: list[Text] = []
        self._pointed: int | None = None  # the row drawn with the ▶ pointer

    def compose_board(self) -> ComposeResult:
        yield Static(id="fs-info")
        yield Stacks(id="fs-stacks")
        yield FrozenHand(id="fs-hand")
        yield Static(id="prompt")
        yield OptionList(id="fs-choices")

    def choose(self, action: Action) -> None:
        """Draft this choice; once the play is complete (or a steal is made), commit it all."""
        chooser = self.table.to_move()
        choices = self.query_one("#fs-choices", OptionList)
        after: FrozenState = self.add_to_draft(action, choices.highlighted or 0)
        if not isinstance(action, Steal) and after.step in DRAFT_STEPS and after.turn == chooser:
            self.redraw()
            return
        before = self.game.view(self.table.state, chooser) if chooser is not None else None
        self.send_draft()
        if isinstance(action, Steal) and before is not None and chooser is not None:
            self._tell_thief(before, chooser, action)

    def _tell_thief(self, before: FrozenView, thief: int, action: Steal) -> None:
        """Show the stolen cards to the thief alone, while the thief still has the keyboard."""
        after: FrozenView = self.game.view(self.table.state, thief)
        mine = after.players[thief]
        if after.step == "stack" and after.in_play is not None:
            return  # a 7: the card is in play, named in the prompt
        had = set(before.players[thief].hand)
        gained = [
            card
            for card, source in zip(mine.hand, mine.stolen_from, strict=True)
            if source == action.victim and card is not None and card not in had
        ]
        cards = " and ".join(str(values()[c]) for c in gained) or "nothing"
        message = Text.assemble(
            (before.players[thief].name, "bold"),
            ", you stole ",
            (cards, "bold reverse"),
            " from ",
            (before.players[action.victim].name, "bold"),
            ".",
        )
        self.app.push_screen(StolenNotice(message))

    # ----- keys and clicks ------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("choose", "step"):
            return self.is_my_turn()
        if action == "back":
            return self.is_my_turn() and bool(self.draft)
        return super().check_action(action, parameters)

    def action_choose(self) -> None:
        index = self.query_one("#fs-choices", OptionList).highlighted
        if index is not None and index < len(self.shown):
            self.choose(self.shown[index])

    def action_step(self, delta: int) -> None:
        """Left and right walk the choices too: they are listed stack by stack, A to F."""
        choices = self.query_one("#fs-choices", OptionList)
        if self.shown:
            here = choices.highlighted or 0
            choices.highlighted = max(0, min(len(self.shown) - 1, here + delta))

    def action_back(self) -> None:
        if self.draft:
            back_to = self.drop_from_draft()
            self._labels = []  # force the list to be rebuilt
            self.redraw()
            self.query_one("#fs-choices", OptionList).highlighted = back_to

    def on_option_list_option_selected(self, message: OptionList.OptionSelected) -> None:
        message.stop()
        if self.is_my_turn() and message.option_index < len(self.shown):
            self.choose(self.shown[message.option_index])

    def on_option_list_option_highlighted(self, message: OptionList.OptionHighlighted) -> None:
        message.stop()
        self._point(message.option_index)
        self._paint()

    def _point(self, index: int | None) -> None:
        """Put the ▶ pointer on the highlighted row, so it is not shown by colour alone."""
        choices = self.query_one("#fs-choices", OptionList)
        for row, mark in ((self._pointed, "  "), (index, "▶ ")):
            if row is not None and row < len(self._texts) and row < choices.option_count:
                choices.replace_option_prompt_at_index(row, Text(mark) + self._texts[row])
        self._pointed = index

    def on_stacks_clicked(self, message: Stacks.Clicked) -> None:
        """Highlight the first choice that touches the clicked card or stack (Enter confirms)."""
        view = self.draft_view()
        for index, action in enumerate(self.shown):
            marks = marks_for(action, view)
            stacks = {s for s, _ in marks.taken} | {marks.flip}
            if marks.ghost is not None:
                stacks.add(marks.ghost[0])
            exact = (message.stack, message.index) in marks.taken
            whole = message.stack in stacks and (message.index is None or not marks.taken)
            if exact or whole:
                self.query_one("#fs-choices", OptionList).highlighted = index
                return

    def on_resize(self) -> None:
        self.redraw()

    # ----- drawing --------------------------------------------------------------------------------
    def refresh_board(self) -> None:
        view = self.draft_view()
        self._fill_choices(view)
        self.query_one("#fs-info", Static).update(self.info(self.view))
        self.query_one("#prompt", Static).update(self.prompt(view))
        self._paint()

    def _fill_choices(self, view: FrozenView) -> None:
        """Rebuild the list only when the choices changed, so the highlight stays put."""
        actions = self.options()
        preview = use_preview(self.draft_state()) if actions else None
        labels = [label(a, view, preview) for a in actions]
        plain = [t.plain for t in labels]
        choices = self.query_one("#fs-choices", OptionList)
        if plain == self._labels and actions == self.shown:
            return
        self.shown, self._labels, self._texts, self._pointed = actions, plain, labels, None
        choices.clear_options()
        choices.add_options([Option(Text("  ") + t) for t in labels])
        missing = self._missing_power(view, preview is not None and view.step == "use")
        if missing is not None:
            choices.add_option(Option(missing, disabled=True))
        if actions:
            choices.highlighted = 0
            self._point(0)
            choices.focus()

    def _missing_power(self, view: FrozenView, at_use_step: bool) -> Text | None:
        """At the value-or-power step, say why the power is not offered (it can do nothing)."""
        if not at_use_step or any(isinstance(a, UsePower) for a in self.shown):
            return None
        value = values()[view.played[-1]]
        if 10 <= value <= 12 and not view.designed_powers:
            why = "this game plays 10 to 12 without powers"
        elif value >= 13:
            why = "this card has no power"
        else:
            why = f"{power(value).name} could do nothing now"
        return Text(f"  Power: {why}", style="dim italic")

    def _highlighted(self) -> Action | None:
        index = self.query_one("#fs-choices", OptionList).highlighted
        return self.shown[index] if index is not None and index < len(self.shown) else None

    def _paint(self) -> None:
        """Draw the stacks and the hand with the highlighted choice shown on them."""
        view = self.draft_view()
        marks = marks_for(self._highlighted(), view)
        area = self.query_one("#board-area").size
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
        others = tall or used + len(view.players) - 1 <= area.height
        self.query_one(FrozenHand).show(view, marks.hand_value, others=others)

    def info(self, view: FrozenView) -> Text:
        me = view.players[view.seat]
        text = Text.assemble(("Bank ", "bold"), f"{view.bank} {FISH}", "   ")
        text.append("You ", style="bold")
        text.append(f"{me.fish} {FISH}, {me.hand_size} card{'s' if me.hand_size != 1 else ''}")
        if view.final_round:
            text.append("   ⚑ Final round", style="bold red")
        if view.turns_taken == 0 and view.step in ("card", "stack"):
            text.append(f"   first: {view.players[view.first].name}", style="dim")
        return text

    def prompt(self, view: FrozenView) -> Text:
        seat = self.table.to_move()
        if seat is None:
            return Text("The game is over.")
        name = self.table.seats[seat].name
        if not self.is_my_turn():
            return Text.assemble("Waiting for ", (name, "bold"), "…")
        text = Text.assemble((name, "bold"), ": ")
        crumbs = self.breadcrumbs()
        if crumbs:
            text.append(crumbs + "  ", style="dim")
        text.append(self.instruction(view))
        text.append("  ↑↓ Enter" + (", Esc back" if self.draft else ""), style="dim")
        return text

    def breadcrumbs(self) -> str:
        """The drafted choices so far, e.g. `9 › B › value`."""
        parts = []
        for action in self.draft:
            if isinstance(action, ChooseCard):
                parts.append(str(action.value))
            elif isinstance(action, PlaceCard):
                parts.append(letter(action.stack))
            elif isinstance(action, UseValue | UsePower):
                parts.append(action.kind)
        return " › ".join(parts) + (" ›" if parts else "")

    def instruction(self, view: FrozenView) -> str:
        step = view.step
        value = values()[view.played[-1]] if view.played else 0
        if step == "card":
            return "choose a card to play." if self.shown[:1] != [Pass()] else "no card: pass."
        if step == "stack":
            assert view.in_play is not None
            card = values()[view.in_play]
            if view.played:
                return f"you stole a {card}: play it now on a stack."
            return f"play the {card} on the front of which stack?"
        if step == "use":
            return f"use the {value} for its value or its power?"
        if step == "collect":
            cap = setting("fish_cap")
            return f"collect (sum ≤ {value} + fish paid; leftover → fish, max {cap})."
        if step == "power":
            return f"{power(value).name}: choose."
        if step == "followup":
            if value == 6 and view.power_stack is not None:
                return f"put a card from your hand on {stack_name(view.power_stack)}."
            return "even card! take a front card." if value == 8 else "now take two front cards."
        cost = setting("extra_turn_cost")
        return f"pay {cost} {FISH} for one more turn, or end the turn?"

    def scoreboard(self) -> RichTable:  # type: ignore[override]
        view = self.view
        board = RichTable(box=None, expand=True, padding=(0, 1))
        board.add_column("Player", ratio=3, no_wrap=True)
        board.add_column(f"{FISH} Fish", justify="right")
        board.add_column("Cards", justify="right")
        mover = self.table.to_move()
        for seat, player in enumerate(view.players):
            name = Text("▶ " if seat == mover else "  ")
            name.append(Text(player.name, style="bold reverse" if seat == mover else ""))
            board.add_row(name, str(player.fish), str(player.hand_size))
        board.add_row(Text("  Bank", style="italic"), str(view.bank), "")
        return board

    def rewrite_log(self, lines: list[str] | None = None) -> None:
        """The log starts with the cut for first player, then what happened, in words."""
        log = self.query_one("#log", RichLog)
        log.clear()
        for line in cut_lines(self.game.view(self.table.state, 0)):
            log.write(Text(line, style="italic"))
        for line in self.table.log if lines is None else lines:
            log.write(Text(line))
