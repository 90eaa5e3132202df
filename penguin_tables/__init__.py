"""Penguin Tables: penguin tabletop games, hot-seat in a terminal."""
