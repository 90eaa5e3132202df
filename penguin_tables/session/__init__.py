"""A table in play: the game, its state and its save kept in step; the scene each seat may see,
drafts, undo and redo, hints and computer turns. Screens ask the session; the session asks the
engine and the store."""

from penguin_tables.session.table import Table

__all__ = ["Table"]
