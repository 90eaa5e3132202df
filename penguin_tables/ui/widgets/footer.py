"""Textual's footer, changing only the keys that changed, in the same layout as the screen.

Textual's `Footer` removes all its keys and mounts them again whenever its screen publishes a
bindings update, and a game screen publishes one after every pick (a key may have opened or
closed). Mounting a key styles it three times (mounted, then its `compact` reactive, then the
footer's), so the rebuild was about half of a decision's key-to-screen time, for a footer where
usually one or two keys come or go. This footer keeps Textual's `compose` (what to show and how),
and only applies its answer differently: nothing when the keys are the same as those shown; else
a key that goes is hidden (and shown again when it comes back: a key shown for the first time is
laid out twice, once to size it), a key never shown before is mounted in its place, and the
others are kept.

Textual rebuilds after the screen's next refresh, so a pick that changed a line and a key was
laid out twice. The patch here runs as soon as the screen's handler is done, all at once (no
await in the middle: a batch held open across the screen's update would let its after-refresh
callbacks run before the refresh), so both changes land in one layout. The first keys, and a
footer whose keys are grouped or reordered, are left to Textual's rebuild at its own time.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from textual.compose import compose
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class KeysFooter(Footer):
    """A `Footer` that patches its keys instead of rebuilding them (see the module's words)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        #: What the keys shown now were built from (None: nothing built yet).
        self._shown: Hashable | None = None

    def keys_wanted(self) -> Hashable:
        """Every binding the footer would show now, with whether it is enabled and its tooltip."""
        palette = self.app.COMMAND_PALETTE_BINDING
        return tuple(
            (key, binding, enabled, tooltip)
            for key, (_node, binding, enabled, tooltip) in self.screen.active_bindings.items()
            if binding.show or key == palette
        )

    def bindings_changed(self, screen: Screen[Any]) -> None:
        self._bindings_ready = True
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            if self._shown is None:  # a screen being mounted may not have drawn its board yet
                self.call_after_refresh(self.recompose)
            else:
                self.call_later(self._patch_or_rebuild)

    def _patch_or_rebuild(self) -> None:
        if not self.is_attached:
            return
        wanted = self.keys_wanted()
        if wanted == self._shown:
            return
        if self._patch(list(self.children), compose(self)):
            self._shown = wanted
        else:
            self.call_after_refresh(self.recompose)  # grouped keys: Textual's own rebuild

    async def recompose(self) -> None:
        if not self.is_attached:
            return
        self._shown = self.keys_wanted() if self._bindings_ready else None
        await super().recompose()

    def _patch(self, old: Sequence[Widget], new: Sequence[Widget]) -> bool:
        """Show the children `new` (by what they show) with `old`, hidden or not: each key of `new`
        is an old one that looks the same, in order, or is mounted in its place; the other old
        keys are hidden. False, changing nothing, unless every child is a plain key."""
        if not all(isinstance(widget, FooterKey) for widget in [*old, *new]):
            return False
        with self.app.batch_update():
            kept: list[Widget] = []
            after = -1  # the position in `old` of the last key placed
            previous: Widget | None = None
            for widget in new:
                look = _look(widget)
                match = next((i for i in range(after + 1, len(old)) if _look(old[i]) == look), None)
                if match is not None:
                    after, previous = match, old[match]
                    kept.append(previous)
                    continue
                if previous is not None:
                    self.mount(widget, after=previous)
                elif old:
                    self.mount(widget, before=old[0])
                else:
                    self.mount(widget)
                previous = widget
            for widget in old:
                shown = widget in kept
                if widget.display != shown:
                    widget.display = shown
        return True


def _look(widget: Widget) -> Hashable:
    """What a footer key shows and does: two keys that look alike are interchangeable."""
    assert isinstance(widget, FooterKey)
    classes = widget.classes - {"-compact"}  # set on mounting, from the footer's own
    look = (widget.key, widget.key_display, widget.description, widget.action, widget.tooltip)
    return (*look, classes)
