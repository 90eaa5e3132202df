"""Rule functions of Yura Yura Penguin, one idea per module: cards, the tower's instructions, turns."""
