"""Yura Yura Penguin: shed your cards onto a wobbly iceberg simulated with real 2D physics."""

from penguin_tables.games.yura_yura.game import YuraYura

GAME = YuraYura()

__all__ = ["GAME", "YuraYura"]
