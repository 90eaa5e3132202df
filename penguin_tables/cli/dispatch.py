"""Parse the command line and route it to its command's module (the app when there is none).

With no command it opens the lobby, which reads no save: the store (pydantic, the engines) and the
search are imported by the commands that use them, so that start stays as quick as Textual's own.
Each command module adds its own parser; they are added here in the order `--help` lists them.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from penguin_tables.cli import arguments
from penguin_tables.cli.arena import add_arena_parser, run_arena
from penguin_tables.cli.learn import add_learn_parser, learn_table
from penguin_tables.cli.log import add_log_parser, print_log
from penguin_tables.cli.new import add_new_parser, new_table
from penguin_tables.cli.options import add_options_parser, print_options
from penguin_tables.cli.play import play
from penguin_tables.cli.records import add_records_parser, print_records
from penguin_tables.cli.replay import add_replay_parser, read_save
from penguin_tables.cli.resume import NothingToResume, add_resume_parser, resume_table
from penguin_tables.cli.rules import add_rules_parser, print_rules
from penguin_tables.cli.saves import add_saves_parser, list_saves
from penguin_tables.cli.serve import add_serve_parser, serve_in_browser
from penguin_tables.cli.window import SeatRefused, bind_window
from penguin_tables.engine.errors import BadOptions


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="penguin-tables", description="Penguin tabletop games, hot-seat in your terminal."
    )
    parser.add_argument("--saves", type=arguments.folder, help="the saves folder (default ./saves)")
    sub = parser.add_subparsers(dest="command")
    for add_parser in (
        add_new_parser,
        add_resume_parser,
        add_learn_parser,
        add_replay_parser,
        add_log_parser,
        add_rules_parser,
        add_saves_parser,
        add_records_parser,
        add_serve_parser,
        add_arena_parser,
        add_options_parser,
    ):
        add_parser(sub)
    return parser


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
            return list_saves(folder)
        if args.command == "records":
            return print_records(folder, args.game)
        if args.command == "arena":
            return run_arena(args)
        if args.command == "serve":
            return serve_in_browser(folder, args.host, args.port, args.max_tabs)
        if args.command == "options":
            return print_options(args.game)
        if args.command == "log":
            return print_log(read_save(folder, args.save))
        table = replay = None
        if args.command == "new":
            table = new_table(args)
        elif args.command == "resume":
            table = resume_table(folder, args.save)
        elif args.command == "learn":
            table = learn_table(args.game)
        elif args.command == "replay":
            replay = read_save(folder, args.save)
        if table is not None and args.command != "learn":
            bind_window(table, args)
    except (BadOptions, BadSave, KeyError, NothingToResume, SeatRefused) as exc:
        from penguin_tables.engine.names import printable

        message = exc.args[0] if isinstance(exc, KeyError) else str(exc)
        print(f"penguin-tables: {printable(message)}", file=sys.stderr)  # a typed name's codes too
        return arguments.USAGE_ERROR
    return play(folder.path, start_table=table, start_replay=replay)
