"""One pure rules-engine package per game; each exposes GAME for the registry."""
