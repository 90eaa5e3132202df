"""The rules of Jewels, one idea per module: gems, movement, abilities, the turn's flow, scoring."""
