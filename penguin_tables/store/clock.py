"""The clock a save's dates are read from: one for the envelope and the folder, plain Python (the
folder is imported by listings that load no pydantic), and one place for a test to fix the time."""

from __future__ import annotations

from datetime import UTC, datetime


def now() -> datetime:
    return datetime.now(UTC)
