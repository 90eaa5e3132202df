"""The keys a player can press now, as one line that is repainted, never rebuilt.

Textual's `Footer` is a row of widgets, one per key, removed and mounted again whenever its screen
publishes a bindings update, and only after the screen's next refresh: a game screen publishes one
after every pick, so every decision paid for a second frame and the mounting (styling each key
three times), about a third of its key-to-screen time. This footer is one widget: on a bindings
update it works out the keys at once (in the frame of the pick itself) and, when they differ from
those shown, repaints its one line; its height never changes, so no layout is asked for.

It looks and acts as Textual's footer does: the same keys in the same order (one per action,
grouped keys with their group's label), drawn with the same theme colours (the footer's own
component classes mirror `FooterKey`'s CSS); pressing a key with the mouse presses it, a disabled
one rings the bell, and the key under the pointer is highlighted with its tooltip shown. The
command palette's key, which never changes, stays Textual's own key widget, docked on the right.

Nor does it change keys nobody sees: while an opaque screen lies over its own (the curtain of a
hand-over), the footer waits. Its screen publishes its bindings again when it is shown again
(Textual does so on every resume), and the footer then shows the keys of that moment.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import groupby
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets._footer import FooterKey


@dataclass(frozen=True, slots=True)
class FooterItem:
    """One key as the footer shows it (`description` empty for a key of a group)."""

    key: str
    key_display: str
    description: str
    enabled: bool
    tooltip: str
    grouped: bool = False


@dataclass(frozen=True, slots=True)
class FooterGroup:
    """Keys of one `Binding.Group` shown together, then the group's label."""

    items: tuple[FooterItem, ...]
    label: str
    compact: bool


@dataclass(frozen=True, slots=True)
class FooterKeys:
    """Everything the footer shows, as a value: equal keys need no repaint."""

    entries: tuple[FooterItem | FooterGroup, ...]
    palette: FooterItem | None


@dataclass(frozen=True, slots=True)
class _Span:
    """Where a key lies on the line (cells `start` to `end`), for the mouse."""

    start: int
    end: int
    item: FooterItem


class KeysFooter(Widget, can_focus=False):
    """One line of keys, repainted when they change (see the module's words)."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "keys-footer--item",
        "keys-footer--hover",
        "keys-footer--key",
        "keys-footer--description",
        "keys-footer--disabled",
        "keys-footer--label",
    }
    # The colours of Textual's `Footer`, `FooterKey` and `FooterLabel`, for the same look.
    DEFAULT_CSS = """
    KeysFooter {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
        .keys-footer--item { background: $footer-item-background; }
        .keys-footer--hover {
            color: $footer-key-foreground;
            background: $block-hover-background;
        }
        .keys-footer--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        .keys-footer--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        .keys-footer--disabled { text-style: dim; }
        .keys-footer--label {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        FooterKey.-command-palette {
            dock: right;
            padding-right: 1;
            border-left: vkey $foreground 20%;
        }
    }
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        #: What is shown now (None: nothing yet, until the screen first publishes its bindings).
        self.keys: FooterKeys | None = None
        self._hovered: str | None = None
        self._spans: list[_Span] = []

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, screen: Screen[object]) -> None:
        """The screen's keys may have changed: show them before the next frame (called next on
        this widget, not after a refresh as Textual's footer is)."""
        if not screen.app.app_focus or not self.is_attached or screen is not self.screen:
            return
        if self.covered():
            return
        if self.keys is None:  # the screen is still being built: its keys, once it is shown
            self.call_after_refresh(self._show_keys)
            return
        self._show_keys()

    def _show_keys(self) -> None:
        if not self.is_attached:
            return
        keys = self.keys_wanted()
        if keys == self.keys:
            return
        if self.keys is None or keys.palette != self.keys.palette:
            self._show_palette(keys.palette)
        if self.keys is None or keys.entries != self.keys.entries:
            self.refresh()
        self.keys = keys

    def _show_palette(self, palette: FooterItem | None) -> None:
        """The command palette's key: Textual's own key widget, docked right; mounted once (its
        key and words never change while the app runs)."""
        self.remove_children()
        if palette is not None:
            key = FooterKey(
                palette.key,
                palette.key_display,
                palette.description,
                "command_palette",
                disabled=not palette.enabled,
                tooltip=palette.tooltip,
                classes="-command-palette",
            )
            self.mount(key)

    def covered(self) -> bool:
        """Whether an opaque screen lies over this footer's screen, which nobody sees then."""
        stack = self.app.screen_stack
        if self.screen not in stack:
            return False
        above = stack[stack.index(self.screen) + 1 :]
        return any(screen.styles.background.a == 1 for screen in above)

    def keys_wanted(self) -> FooterKeys:
        """The keys Textual's footer would show now: one per action, grouped as bound."""
        active = self.screen.active_bindings
        by_action: dict[str, tuple[Binding, bool, str]] = {}
        for _node, binding, enabled, tooltip in active.values():
            if binding.show:
                by_action.setdefault(binding.action, (binding, enabled, tooltip))
        entries: list[FooterItem | FooterGroup] = []
        for group, members in groupby(by_action.values(), lambda found: found[0].group):
            bound = list(members)
            if group is not None and len(bound) > 1:
                items = tuple(self._item(b, on, tip or b.description, True) for b, on, tip in bound)
                entries.append(FooterGroup(items, group.description, group.compact))
            else:
                entries.extend(self._item(b, on, tip) for b, on, tip in bound)
        palette = None
        if self.app.ENABLE_COMMAND_PALETTE and self.app.COMMAND_PALETTE_BINDING in active:
            _node, binding, enabled, _tip = active[self.app.COMMAND_PALETTE_BINDING]
            palette = self._item(binding, enabled, binding.tooltip or binding.description)
        return FooterKeys(tuple(entries), palette)

    def _item(
        self, binding: Binding, enabled: bool, tooltip: str, grouped: bool = False
    ) -> FooterItem:
        display = self.app.get_key_display(binding)
        description = "" if grouped else binding.description
        return FooterItem(binding.key, display, description, enabled, tooltip, grouped)

    # ----- drawing ------------------------------------------------------------------------------
    def render(self) -> Text:
        line, self._spans = self._line()
        return line

    def _line(self) -> tuple[Text, list[_Span]]:
        """The footer's line (cropped to its width when drawn), and where each key lies on it."""
        line, spans = Text(no_wrap=True, overflow="crop"), list[_Span]()
        if self.keys is None:
            return line, spans
        for entry in self.keys.entries:
            if isinstance(entry, FooterGroup):
                # A compact group: its padding, keys side by side, its margin; else each key
                # has a margin of one cell either side (Textual collapses the two between keys).
                for index, item in enumerate(entry.items):
                    line.append(" " if index == 0 or not entry.compact else "")
                    spans.append(self._append(line, item))
                line.append(" ")
                line.append(entry.label, self.get_component_rich_style("keys-footer--label"))
                line.append(" ")
            else:
                spans.append(self._append(line, entry))
        return line, spans

    def _append(self, line: Text, item: FooterItem) -> _Span:
        """Add `item` as `FooterKey.render` draws it (padding as its CSS sets it)."""
        start = line.cell_len
        key_style = self.get_component_rich_style("keys-footer--key")
        words = Text(no_wrap=True)
        if item.description:
            key = f" {item.key_display} "
            words.append(key, key_style)
            description = f"{item.description} "
            words.append(description, self.get_component_rich_style("keys-footer--description"))
        else:
            words.append(item.key_display, key_style)
        words.stylize_before(self._item_style(item))
        line.append_text(words)
        return _Span(start, line.cell_len, item)

    def _item_style(self, item: FooterItem) -> Style:
        hovered = item.key == self._hovered
        style = self.get_component_rich_style(
            "keys-footer--hover" if hovered else "keys-footer--item"
        )
        if not item.enabled:
            style += self.get_component_rich_style("keys-footer--disabled", partial=True)
        return style

    # ----- the mouse ----------------------------------------------------------------------------
    def _under(self, x: int) -> FooterItem | None:
        return next((span.item for span in self._spans if span.start <= x < span.end), None)

    def on_mouse_down(self, event: events.MouseDown) -> None:
        item = self._under(event.x)
        if item is None:
            return
        if item.enabled:
            self.app.simulate_key(item.key)
        else:
            self.app.bell()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        self._hover(self._under(event.x))

    def on_leave(self, _event: events.Leave) -> None:
        self._hover(None)

    def _hover(self, item: FooterItem | None) -> None:
        key = item.key if item is not None else None
        if key != self._hovered:
            self._hovered = key
            self.tooltip = item.tooltip or None if item is not None else None
            self.refresh()

    def shown(self) -> Iterator[FooterItem]:
        """Every key shown now, in order (the palette's last)."""
        if self.keys is None:
            return
        for entry in self.keys.entries:
            yield from entry.items if isinstance(entry, FooterGroup) else (entry,)
        if self.keys.palette is not None:
            yield self.keys.palette
