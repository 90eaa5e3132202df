"""Errors the engines raise, typed so callers can tell a bad move from a bug."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message is a sentence for the player."""


class BadOptions(ValueError):
    """Game options (or a player list) that the game cannot start with."""


class BrokenInvariant(AssertionError):
    """A state that breaks a rule invariant: a bug in an engine or a tampered save."""
