"""The Textual app: lobby, setup, saves, help, curtain and one screen per game."""
