"""Command-line entry: every sub-command's options, and the dispatch to the module that
runs it; with no sub-command, opens the desktop app."""
from __future__ import annotations

import argparse
import sys
from typing import Any

from . import __version__
from ._compiled import engine_kind
from .gui.app import add_arguments, gui_parser, opens_the_app, run_gui
from .host import DEFAULT_BIND, DEFAULT_PORT
from .store.errors import StoreError, sentence


# -- each sub-command's module, imported when that command runs ---------------------------
# The one place where the command line defers imports. The app's start (run() -> run_gui)
# and building the parser (`redlight --help`, `--version`, every command) import none of
# these modules: between them they load the engine and the bots, SQLAlchemy (the store, log
# and host) and aiohttp (host); the app may load none of them before it is usable
# (tests/gui/test_startup_path.py). Measured (benchmarks/cli_startup.py, best of 9, pure-Python
# engine; FIGURES.md, "Branch core-imports"): `redlight --version` 98 ms, 649 ms with
# host/command.py imported first, 135 ms with engine_commands.py; `redlight games` 413 ms,
# 657 ms with host/command.py.
def _scenario(args: argparse.Namespace) -> int:
    from .engine_commands import cmd_scenario
    return cmd_scenario(args)


def _simulate(args: argparse.Namespace) -> int:
    from .engine_commands import cmd_simulate
    return cmd_simulate(args)


def _tournament(args: argparse.Namespace) -> int:
    from .engine_commands import cmd_tournament
    return cmd_tournament(args)


def _games(args: argparse.Namespace) -> int:
    from .store.commands import cmd_games
    return cmd_games(args)


def _export(args: argparse.Namespace) -> int:
    from .store.commands import cmd_export
    return cmd_export(args)


def _import(args: argparse.Namespace) -> int:
    from .store.commands import cmd_import
    return cmd_import(args)


def _stats(args: argparse.Namespace) -> int:
    from .store.commands import cmd_stats
    return cmd_stats(args)


def _log(args: argparse.Namespace) -> int:
    from .log_command import cmd_log
    return cmd_log(args)


def _host(args: argparse.Namespace) -> int:
    from .host.command import cmd_host
    return cmd_host(args)


# -- the options --------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="redlight", description="Red Light Companion: with no "
                                     "sub-command, opens the desktop app")
    parser.add_argument("--version", action=_PrintVersion)
    parser.add_argument("--data-dir", default=None,
                        help="folder of the saved games (default: REDLIGHT_DATA_DIR, else the "
                             "user's data folder)")
    add_arguments(parser)
    sub = parser.add_subparsers(dest="command")
    _add_engine_commands(sub)
    _add_store_commands(sub)
    _add_log_command(sub)
    _add_host_command(sub)
    return parser


class _PrintVersion(argparse.Action):
    """--version: the app's version and which engine build runs (compiled or pure Python)."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0,
                         help="print the version and the engine build (compiled or pure Python)")

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        print(f"redlight {__version__}, engine: {engine_kind()}")
        parser.exit()


def _data_dir_option() -> argparse.ArgumentParser:
    """--data-dir given after a sub-command (the global one is given before it)."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument("--data-dir", default=argparse.SUPPRESS,
                        help="folder of the saved games (default: REDLIGHT_DATA_DIR, else the "
                             "user's data folder)")
    return parent


def _add_engine_commands(sub: Any) -> None:
    p = sub.add_parser("scenario", help="run a rules scenario headless and print the result as JSON")
    p.add_argument("file")
    p.set_defaults(func=_scenario)
    p = sub.add_parser("simulate", help="play many bot games headless and summarise them")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--bots", default="greedy", help="comma-separated bot names, one per seat "
                   "(repeated to fill the seats)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--turn-limit", type=int, default=400)
    p.add_argument("--cardset", help="a card set JSON file (default: the demo set)")
    p.add_argument("--workers", type=int, default=None, help="games played in parallel processes "
                   "(default: one per core from 200 games, else 1); the results are the same")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_simulate)
    p = sub.add_parser("tournament", help="seat-rotated bot matches: win rates with 95%% "
                       "confidence intervals and decision times")
    p.add_argument("--bots", default="hard,greedy", help="comma-separated bot names; the "
                   "first ones take a seat each, the last fills the other seats")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--turn-limit", type=int, default=400)
    p.add_argument("--workers", type=int, default=1, help="games played in parallel processes")
    p.add_argument("--cardset", help="a card set JSON file (default: the demo set)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_tournament)


def _add_store_commands(sub: Any) -> None:
    """games, export, import, stats (store/commands.py)."""
    data_dir = _data_dir_option()
    p = sub.add_parser("games", parents=[data_dir], help="list saved games")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--finished", dest="finished", action="store_true", default=None,
                       help="only finished games")
    which.add_argument("--unfinished", dest="finished", action="store_false",
                       help="only games still in play")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.set_defaults(func=_games)

    p = sub.add_parser("export", parents=[data_dir],
                       help="write a saved game to a JSON file (redlight-game/1)")
    p.add_argument("game", help="the game's number, as `redlight games` shows it")
    p.add_argument("file", help="the file to write, or - for standard output")
    p.add_argument("--force", action="store_true", help="replace FILE if it exists")
    p.set_defaults(func=_export)

    p = sub.add_parser("import", parents=[data_dir],
                       help="add a game from a JSON file (redlight-game/1)")
    p.add_argument("file", help="the file to read, or - for standard input")
    p.set_defaults(func=_import)

    p = sub.add_parser("stats", parents=[data_dir], help="per-player statistics")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.set_defaults(func=_stats)


def _add_log_command(sub: Any) -> None:
    """`redlight log GAME` (log_command.py)."""
    p = sub.add_parser("log", parents=[_data_dir_option()],
                       help="print a saved game's log in plain sentences, turn by turn, "
                       "ending with who won and why")
    p.add_argument("game", help="the game's number, as `redlight games` shows it")
    p.add_argument("--format", choices=("text", "markdown", "html"), default="text",
                   help="text (default), Markdown, or an HTML page")
    p.add_argument("--seat", type=int, default=None,
                   help="for a game still in play: tell it as this seat (0, 1, ...) may know "
                        "it (default: as a spectator, who sees no hand)")
    p.set_defaults(func=_log)


def _add_host_command(sub: Any) -> None:
    """`redlight host`: phones as private hands (host/command.py)."""
    p = sub.add_parser("host", parents=[_data_dir_option()],
                       help="host a game whose human seats play from phones (no window): "
                       "prints one URL per human seat, then serves until Ctrl+C")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--bots", default="human,human,greedy",
                   help="one entry per seat: human, or a computer's level (greedy, normal, hard, "
                        "easy, random); the last entry fills the remaining seats")
    p.add_argument("--names", default=None, help="comma-separated names of the seats")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--resume", type=int, default=None, metavar="GAME_ID",
                   help="serve a hosted game again, with the same seat URLs")
    p.add_argument("--bind", default=None,
                   help=f"the address to listen on (default {DEFAULT_BIND}, this machine only; "
                        "phones need this machine's network address, or 0.0.0.0 for every one)")
    p.add_argument("--port", type=int, default=None,
                   help=f"the port (default {DEFAULT_PORT}, or the one a resumed game had; 0 picks a free one)")
    p.add_argument("--url-host", default=None,
                   help="the address the printed URLs name (default: the bound one)")
    p.add_argument("--pause", type=float, default=0.6,
                   help="seconds a computer seat waits before its move (default 0.6)")
    p.add_argument("--no-wait", action="store_true",
                   help="the computer seats play at once, without waiting until every human "
                        "seat's page is open")
    p.set_defaults(func=_host)


def run(argv: list[str]) -> int:
    if opens_the_app(argv):  # the app: skip building the sub-commands' parser, start quickly
        return run_gui(gui_parser().parse_args(argv))
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "func", None) is None:
        return run_gui(args)
    try:
        return int(args.func(args))
    except StoreError as exc:  # the data folder, the disk, the database: one line, exit 1
        print(f"redlight: {sentence(str(exc))}", file=sys.stderr)
        return 1
