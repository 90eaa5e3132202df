"""The rules pages and README are in the project's own words: no long run of a rulebook's text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULEBOOKS = ROOT.parent / "shared" / "rulebooks"
RUN = 9  # words in a row that would mean a sentence was copied


def word_runs(text: str, length: int = RUN) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-zà-ÿ0-9']+", text.lower())
    return {tuple(words[i : i + length]) for i in range(len(words) - length + 1)}


def our_pages() -> list[Path]:
    return [*sorted((ROOT / "assets" / "rules").glob("*.md")), ROOT / "README.md"]


@pytest.mark.skipif(
    not RULEBOOKS.is_dir(), reason="the shared rulebooks are not beside the project"
)
@pytest.mark.parametrize("page", our_pages(), ids=lambda p: p.name)
def test_no_rulebook_sentence_is_copied(page: Path) -> None:
    rulebook_runs: set[tuple[str, ...]] = set()
    for book in RULEBOOKS.glob("*.txt"):
        rulebook_runs |= word_runs(book.read_text(encoding="utf-8"))
    copied = word_runs(page.read_text(encoding="utf-8")) & rulebook_runs
    assert not copied, f"{page.name} repeats the rulebook: {' '.join(sorted(copied)[0])}"


def test_the_check_catches_a_copy() -> None:
    sentence = "each player takes one card from the top of the deck and keeps it"
    assert word_runs(sentence) & word_runs(f"Intro. {sentence}. Outro.")
