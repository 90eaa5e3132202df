"""Reusable widgets: cards, hands, the pyramid."""
