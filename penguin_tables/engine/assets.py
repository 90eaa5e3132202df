"""Finding the project's data files (rules pages, designed content) in a checkout or an install."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


@cache
def assets_dir() -> Path:
    """`assets/` beside the package in a checkout, or `_assets/` inside an installed wheel."""
    for candidate in (_PACKAGE_DIR.parent / "assets", _PACKAGE_DIR / "_assets"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("The assets folder of Penguin Tables is missing.")


def asset_path(relative: str) -> Path:
    return assets_dir() / relative


@cache
def load_content(game_id: str) -> Any:
    """The parsed `assets/content/<game_id>.json` (cached: content never changes while running)."""
    return json.loads(asset_path(f"content/{game_id}.json").read_text(encoding="utf-8"))


def rules_text(game_id: str) -> str:
    """The Markdown rules page of a game, in the project's own words."""
    return asset_path(f"rules/{game_id}.md").read_text(encoding="utf-8")
