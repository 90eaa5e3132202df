"""The command line: argument parsing only, then the app or a headless command.

With no command it opens the lobby, which reads no save: the store (pydantic, the engines) and the
search are imported by the commands that use them, so that start stays as quick as Textual's own.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from penguin_tables import arguments
from penguin_tables.arena_command import add_arena_parser, run_arena
from penguin_tables.crash import EXIT_CRASH, EXIT_INTERRUPTED, crash_line, write_report
from penguin_tables.engine.errors import BadOptions
from penguin_tables.engine.registry import GAMES
from penguin_tables.window_command import SeatRefused, add_window_arguments, bind_window

if TYPE_CHECKING:
    from penguin_tables.session.table import Table
    from penguin_tables.store.envelope import Envelope
    from penguin_tables.store.folder import SaveFolder

USAGE_ERROR = 2


class NothingToResume(LookupError):
    """`resume` without a name, and no unfinished game in the saves folder."""


class ShowOptionsToo(argparse.Action):
    """`new --help`: the usual help, then every game's options (engines load only when asked)."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: object) -> None:
        super().__init__(
            option_strings, dest, nargs=0, help="show this help and every game's options"
        )

    def __call__(self, parser: argparse.ArgumentParser, *args: object, **kwargs: object) -> None:
        parser.print_help()
        print("\nEach game's options (--option NAME=VALUE; also `penguin-tables options GAME`):\n")
        print_options(None)
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="penguin-tables", description="Penguin tabletop games, hot-seat in your terminal."
    )
    parser.add_argument("--saves", type=arguments.folder, help="the saves folder (default ./saves)")
    sub = parser.add_subparsers(dest="command")
    new = sub.add_parser("new", help="start a new game", add_help=False)
    new.add_argument("-h", "--help", action=ShowOptionsToo)
    new.add_argument("game", help="game id: " + ", ".join(GAMES))
    new.add_argument("--players", help="comma-separated names, e.g. Ann,Bob (required)")
    new.add_argument(
        "--computer",
        default="",
        help="comma-separated names played by the computer, each with an optional level "
        "(NAME:LEVEL, e.g. Cy:strong; levels: easy, normal, ..., strong; default normal)",
    )
    new.add_argument(
        "--seed", type=arguments.seed, help="seed for shuffles and dice, 0 to 2147483647"
    )
    new.add_argument(
        "--option",
        action="append",
        default=[],
        type=arguments.option_pair,
        metavar="NAME=VALUE",
        help="a game option as NAME=VALUE, e.g. mode=advanced (repeatable; listed below and by "
        "`options GAME`)",
    )
    add_window_arguments(new)
    resume = sub.add_parser("resume", help="resume a saved game (the latest if none is named)")
    resume.add_argument("save", nargs="?")
    add_window_arguments(resume)
    replay = sub.add_parser("replay", help="watch a saved game again, move by move")
    replay.add_argument("save")
    log = sub.add_parser("log", help="print a saved game's log, one line per action")
    log.add_argument("save")
    rules = sub.add_parser("rules", help="print a game's rules")
    rules.add_argument("game")
    sub.add_parser("saves", help="list saved games")
    records = sub.add_parser("records", help="wins, scores and highlights from finished games")
    records.add_argument("--game", help="only this game: " + ", ".join(GAMES))
    serve = sub.add_parser(
        "serve",
        help="play in a browser tab (textual-serve)",
        description="Serve the app to a web browser: open the address it prints. Each tab runs "
        "its own game over the same saves folder as the terminal.",
    )
    serve.add_argument(
        "--port",
        type=arguments.port,
        default=8000,
        help="port to listen on, 1-65535 (default 8000)",
    )
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1: only browsers on this machine). Any other "
        "address, such as 0.0.0.0, lets every machine that can reach it connect: anyone there "
        "with the printed address (it holds the secret) can start and play games, and resume, "
        "replay or delete every game in the saves folder.",
    )
    add_arena_parser(sub)
    options = sub.add_parser("options", help="list a game's options, their values and defaults")
    options.add_argument("game", nargs="?", help="game id (every game if left out)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; its exit status. Bad input is 2 (with a message), Ctrl+C 130 (one line).

    An unexpected error prints one line naming a crash report (written without local variables,
    which would show hidden cards) and gives 1: never a traceback, never 0.
    """
    try:
        status = run_command(argv)
        sys.stdout.flush()  # a reader that went away shows here, not as an error at exit
        return status
    except KeyboardInterrupt:
        print("penguin-tables: interrupted (Ctrl+C)", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # the reader went away (`saves | head -1`): not an error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        return EXIT_CRASH
    except Exception as exc:  # the last resort: anything a command did not expect
        print(crash_line(write_report(exc)), file=sys.stderr)
        return EXIT_CRASH


def run_command(argv: Sequence[str] | None = None) -> int:
    """Parse `argv` and run the command it names (the app when none)."""
    args = build_parser().parse_args(argv)
    if args.command is None:
        return play(args.saves)
    from penguin_tables.store.errors import BadSave
    from penguin_tables.store.folder import SaveFolder

    folder = SaveFolder(args.saves)
    try:
        if args.command == "rules":
            return print_rules(args.game)
        if args.command == "saves":
            from penguin_tables.saves_command import list_saves

            return list_saves(folder)
        if args.command == "records":
            return print_records(folder, args.game)
        if args.command == "arena":
            return run_arena(args)
        if args.command == "serve":
            return serve_in_browser(folder, args.host, args.port)
        if args.command == "options":
            return print_options(args.game)
        if args.command == "log":
            return print_log(folder.read(Path(args.save).name))
        table = replay = None
        if args.command == "new":
            table = new_table(args)
        elif args.command == "resume":
            table = resume_table(folder, args.save)
        elif args.command == "replay":
            replay = folder.read(Path(args.save).name)
        if table is not None:
            bind_window(table, args)
    except (BadOptions, BadSave, KeyError, NothingToResume, SeatRefused) as exc:
        from penguin_tables.engine.names import printable

        message = exc.args[0] if isinstance(exc, KeyError) else str(exc)
        print(f"penguin-tables: {printable(message)}", file=sys.stderr)  # a typed name's codes too
        return USAGE_ERROR
    return play(folder.path, start_table=table, start_replay=replay)


def play(
    saves: Path | None, start_table: Table | None = None, start_replay: Envelope | None = None
) -> int:
    """Run the app over the saves folder `saves` (None: the default one); its exit status (1
    after an unexpected error, which the app has reported in one line)."""
    from penguin_tables.ui.app import PenguinTablesApp
    from penguin_tables.ui.collector import settle_collector

    app = PenguinTablesApp(saves, start_table=start_table, start_replay=start_replay)
    settle_collector()
    app.run()
    return app.return_code or 0


def _check_game(game_id: str) -> None:
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}; valid games: {', '.join(GAMES)}")


def computer_levels(text: str) -> dict[str, str]:
    """`Cy:strong,Di` -> {"Cy": "strong", "Di": "normal"}: who the computer plays, at what level."""
    found: dict[str, str] = {}
    for item in text.split(","):
        name, _, level = item.partition(":")
        if name.strip():
            found[name.strip()] = level.strip() or "normal"
    return found


def new_table(args: argparse.Namespace) -> Table:
    from penguin_tables.engine.names import check_names
    from penguin_tables.engine.options import typed_options
    from penguin_tables.engine.search import levels
    from penguin_tables.session.table import Table
    from penguin_tables.store.envelope import Seat

    _check_game(args.game)
    if not args.players:
        raise BadOptions("say who plays with --players, comma-separated: e.g. --players Ann,Bob")
    names = check_names([n.strip() for n in args.players.split(",") if n.strip()])
    computers = computer_levels(args.computer)
    if unknown := computers.keys() - set(names):
        raise BadOptions(
            f"--computer names a player who is not playing: {', '.join(map(repr, unknown))}"
        )
    game = GAMES[args.game]
    options = typed_options(game.options, args.option)
    for name, level in computers.items():
        if level not in levels(game):
            raise BadOptions(
                f"{name}: {game.title} has no computer level {level!r}; "
                f"levels: {', '.join(levels(game))}"
            )
    seats = [
        Seat(name=n, kind="computer", level=computers[n]) if n in computers else Seat(name=n)
        for n in names
    ]
    return Table.start(args.game, seats, seed=args.seed, options=options)


def resume_table(folder: SaveFolder, name: str | None) -> Table:
    import contextlib

    from penguin_tables.session.table import Table
    from penguin_tables.store.errors import BadSave

    if name is None:  # the latest that opens: only it is replayed, not every save
        for row in folder.summaries(replay=False):
            if not row.problem and not row.finished:
                with contextlib.suppress(BadSave):
                    return Table.resume(folder, row.name)
        raise NothingToResume(
            f"there is no unfinished game to resume in the saves folder {folder.path}; "
            "start one with `penguin-tables new GAME --players NAME,NAME`."
        )
    return Table.resume(folder, Path(name).name)


def print_rules(game_id: str) -> int:
    from rich.console import Console
    from rich.markdown import Markdown

    from penguin_tables.engine.assets import rules_text

    _check_game(game_id)
    Console().print(Markdown(rules_text(game_id)))
    return 0


def print_options(game_id: str | None) -> int:
    """Each game's options, with their values and defaults, as `new --option` takes them."""
    import textwrap

    if game_id is not None:
        _check_game(game_id)
    for gid in [game_id] if game_id else list(GAMES):
        game = GAMES[gid]
        print(f"{gid}  ({game.title})" if game_id else f"{gid}  ({game.title.split(':')[0]})")
        if not game.options:
            print("  no options")
        for option in game.options:
            print(f"  --option {option.usage()}")
            print(
                textwrap.fill(
                    option.describe(), width=78, initial_indent=" " * 6, subsequent_indent=" " * 6
                )
            )
    return 0


def print_log(envelope: Envelope) -> int:
    from rich.console import Console
    from rich.text import Text

    from penguin_tables.engine.names import printable

    console = Console(highlight=False)
    public = [line for line in envelope.log if line]  # "": a secret step the others never saw
    for number, line in enumerate(public, start=1):  # a save's words: plain, escaped
        console.print(Text(f"{number:>4}. {printable(line)}"))
    return 0


def serve_in_browser(folder: SaveFolder, host: str, port: int) -> int:
    from penguin_tables.serve import serve

    try:
        serve(folder, host=host, port=port)
    except OSError as exc:
        why = exc.strerror or str(exc)
        print(f"penguin-tables: cannot serve on {host}:{port}: {why} (try --port)", file=sys.stderr)
        return 1
    return 0


def print_records(folder: SaveFolder, game_id: str | None) -> int:
    from rich.console import Console
    from rich.table import Table as RichTable
    from rich.text import Text

    from penguin_tables.engine.names import printable
    from penguin_tables.saves_command import print_ignored
    from penguin_tables.store.records import COLUMNS, collect_records

    if game_id is not None:
        _check_game(game_id)
    records = collect_records(folder, game_id)
    console = Console(highlight=False)
    title = Text(f"Records from {printable(str(folder.path))}")
    listing = RichTable(title=title, caption=records.summary())
    for column in COLUMNS:
        listing.add_column(column, overflow="fold")  # a name is never cut short
    for record in records.rows:  # names come from save files: plain text, never markup
        listing.add_row(*map(Text, record.cells()))
    console.print(listing)
    for name in records.damaged:
        console.print(Text(f"skipped (damaged): {printable(name)}"))
    print_ignored(console, folder)
    return 0
