"""Textual's footer, changing only the keys that changed.

Textual's `Footer` removes all its keys and mounts them again whenever its screen publishes a
bindings update, and a game screen publishes one after every pick (a key may have opened or
closed). Mounting a key styles it three times (mounted, then its `compact` reactive, then the
footer's), so the rebuild was about half of a decision's key-to-screen time, for a footer where
usually one or two keys come or go. This footer keeps Textual's `compose` (what to show and how),
and only applies its answer differently: nothing when the keys are the same as those shown, else
the keys that went are removed, the new ones mounted in place and the others kept.

Nor does it change keys nobody sees: while an opaque screen lies over its own (the curtain of a
hand-over), the footer waits. Its screen publishes its bindings again when it is shown again
(Textual does so on every resume), and the footer then goes from the keys it showed to those of
that moment in one patch: often the same keys, as the seat that takes over a game has the keys
the last one had.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from textual.compose import compose
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

    async def recompose(self) -> None:
        if not self.is_attached or self.covered():
            return
        wanted = self.keys_wanted() if self._bindings_ready else None
        if wanted is not None and wanted == self._shown:
            return
        before, self._shown = self._shown, wanted
        if before is None or wanted is None:
            await super().recompose()
            return
        new = compose(self)
        if not await self._patch(list(self.children), new):
            await super().recompose()  # grouped or reordered keys: Textual's own rebuild

    def covered(self) -> bool:
        """Whether an opaque screen lies over this footer's screen, which nobody sees then."""
        stack = self.app.screen_stack
        if self.screen not in stack:
            return False
        above = stack[stack.index(self.screen) + 1 :]
        return any(screen.styles.background.a == 1 for screen in above)

    async def _patch(self, old: Sequence[Widget], new: Sequence[Widget]) -> bool:
        """Turn the children `old` into `new` (by what they show), keeping the keys that stay;
        False, changing nothing, unless every child is a plain key and those kept keep their
        order."""
        if not all(isinstance(widget, FooterKey) for widget in [*old, *new]):
            return False
        looks = [_look(widget) for widget in new]
        stay = [widget for widget in old if _look(widget) in looks]
        if [_look(widget) for widget in stay] != [
            look for look in looks if look in map(_look, stay)
        ]:
            return False
        shown = {_look(widget): widget for widget in stay}
        async with self.batch():
            await self.remove_children([widget for widget in old if widget not in stay])
            previous: Widget | None = None
            for widget, look in zip(new, looks, strict=True):
                if look in shown:
                    previous = shown[look]
                    continue
                if previous is None:
                    await self.mount(widget, before=0) if self.children else await self.mount(
                        widget
                    )
                else:
                    await self.mount(widget, after=previous)
                previous = widget
        return True


def _look(widget: Widget) -> Hashable:
    """What a footer key shows and does: two keys that look alike are interchangeable."""
    assert isinstance(widget, FooterKey)
    classes = widget.classes - {"-compact"}  # set on mounting, from the footer's own
    look = (widget.key, widget.key_display, widget.description, widget.action, widget.tooltip)
    return (*look, classes)
