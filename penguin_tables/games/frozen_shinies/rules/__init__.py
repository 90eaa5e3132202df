"""The rules of Frozen Shinies, one idea per module: setup, cards moving, value, powers, turn flow."""
