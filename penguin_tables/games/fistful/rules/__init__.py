"""The rules of a turn, the advanced game's market of secret dice, and the flow of rounds."""
