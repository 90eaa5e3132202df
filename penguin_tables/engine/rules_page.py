"""A rules page as its reader uses it: a title, an opening, and sections to jump to and search.

The pages are Markdown (`assets/rules/<game>.md`): `# Title`, a few lines, then `## Section`
headings (a `###` stays inside its section). A section is found by its heading or its slug (the
heading in lower case, words joined by `-`): a decision the game asks names the section of its
rule (`Decision.rule`), and the rules pane opens there. Pure (stdlib only): the screens, the
engines' tests and the lessons all read pages through it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from penguin_tables.engine.assets import rules_text


@dataclass(frozen=True)
class Section:
    """One `##` section: its heading, its slug and its Markdown (heading included)."""

    title: str
    slug: str
    text: str


@dataclass(frozen=True)
class RulesPage:
    """A game's page: its title, the lines before the first section, and its sections."""

    title: str
    opening: str
    sections: tuple[Section, ...]

    def index_of(self, wanted: str) -> int | None:
        """The section named `wanted` (a heading, in any case, or a slug), or None."""
        key = slug(wanted)
        return next((i for i, s in enumerate(self.sections) if s.slug == key), None)


def slug(heading: str) -> str:
    """`"The project's own design"` → `"the-projects-own-design"`: stable, plain, typeable."""
    words = re.findall(r"[a-z0-9]+", heading.lower().replace("'", ""))
    return "-".join(words)


def parse(text: str) -> RulesPage:
    """The page's parts; a page without `#` or `##` headings is one opening."""
    head, *rest = re.split(r"^(?=## )", text, flags=re.M)
    title_match = re.match(r"# (.+)\n?", head)
    title = title_match.group(1).strip() if title_match else "Rules"
    opening = head[title_match.end() :] if title_match else head
    sections = []
    for part in rest:
        heading = part.splitlines()[0].removeprefix("## ").strip()
        sections.append(Section(heading, slug(heading), part.rstrip() + "\n"))
    return RulesPage(title, opening.strip(), tuple(sections))


@cache
def page_of(game_id: str) -> RulesPage:
    """The game's rules page, parsed once (pages never change while running)."""
    return parse(rules_text(game_id))
