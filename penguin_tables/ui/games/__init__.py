"""The screens of each game: one package per game, with its board, widgets and styles."""
