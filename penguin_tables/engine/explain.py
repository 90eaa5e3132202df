"""What is this? A thing on the table, as a board's cursor finds it, and its explanation.

A board reports what is under its cursor as a `Thing`: a kind (`card`, `die`, `tile`, `spot`...)
and an id the game's own words understand, read from the scene only, so a face-down card is the
kind `hidden` and nothing more. Each game explains its things in words (`games/<game>/explain.py`),
naming the `##` section of its rules page where the rule is (a data test holds every explanation
to its page). Pure: the screen shows the words and opens the rules at the section.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The kind of a thing whose face the seat may not see (a face-down card, an unrevealed die).
HIDDEN = "hidden"


@dataclass(frozen=True, slots=True)
class Thing:
    """What a board's cursor is on: a kind and an id within that kind (`Thing("card", "red")`)."""

    kind: str
    id: str = ""


@dataclass(frozen=True, slots=True)
class Explanation:
    """A thing in words: its name, what it is and does, and its section of the rules page."""

    name: str
    words: str
    #: A `##` heading of the game's rules page (`page_of(game_id).index_of(section)`).
    section: str
