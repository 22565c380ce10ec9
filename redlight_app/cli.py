"""Command-line entry: dispatches sub-commands; with none, opens the desktop app."""
from __future__ import annotations

import argparse
import sys
from typing import Any


def _scenario(args: argparse.Namespace) -> int:
    from .engine.scenario import ScenarioError, run_scenario_text
    from .engine.strict_json import MAX_BYTES
    try:
        with open(args.file, "rb") as fh:
            text = fh.read(MAX_BYTES + 1)  # one byte over is enough for the size refusal
    except OSError as exc:
        print(f"cannot read {args.file}: {exc.strerror}", file=sys.stderr)
        return 2
    try:
        out = run_scenario_text(text)
    except ScenarioError as exc:
        print(f"invalid scenario: {exc}", file=sys.stderr)
        return 2
    import json
    print(json.dumps(out))
    return 0


def _load_cardset_arg(path: str | None):
    from .engine.cards import load_cardset_text
    from .engine.strict_json import MAX_BYTES
    from .resources import demo_cardset_path
    with open(path or demo_cardset_path(), "rb") as fh:
        return load_cardset_text(fh.read(MAX_BYTES + 1))


def _bot_games(args: argparse.Namespace) -> tuple[list[str], Any] | None:
    """`--bots`, `--players`, `--games` and `--cardset` of simulate and tournament, checked:
    (the bot names, the card set), or None after a one-line message."""
    from .bots import bot_names
    from .engine.cards import CardSetError
    names = [b.strip() for b in args.bots.split(",") if b.strip()]
    unknown = [b for b in names if b not in bot_names()]
    problem = None
    if not names or unknown:
        problem = (f"unknown bot {unknown[0]!r}" if unknown else "--bots names no bot") + \
            f": choose from {', '.join(bot_names())}"
    elif not 2 <= args.players <= 6:
        problem = "--players must be from 2 to 6"
    elif len(names) > args.players:
        problem = f"{len(names)} bots named for {args.players} players"
    elif args.games < 1:
        problem = "--games must be at least 1"
    if problem is None:
        try:
            return names, _load_cardset_arg(args.cardset)
        except (OSError, CardSetError) as exc:
            problem = f"cannot load the card set: {exc}"
    print(problem, file=sys.stderr)
    return None


def _simulate(args: argparse.Namespace) -> int:
    from .simulate import default_workers, format_summary, simulate, terminal_progress
    checked = _bot_games(args)
    if checked is None:
        return 2
    names, cardset = checked
    seats = [names[i % len(names)] for i in range(args.players)]
    if args.workers is not None and args.workers < 1:
        print("redlight: --workers must be 1 or more", file=sys.stderr)
        return 2
    workers = args.workers if args.workers is not None else default_workers(args.games)
    summary = simulate(cardset, seats, args.games, args.seed, args.turn_limit,
                       progress=None if args.json else terminal_progress, workers=workers)
    if args.json:
        import json
        print(json.dumps(summary.to_dict()))
    else:
        print(format_summary(summary, seats))
    return 0


def _tournament(args: argparse.Namespace) -> int:
    from .bots.tournament import format_result, run_tournament
    checked = _bot_games(args)
    if checked is None:
        return 2
    names, cardset = checked
    if args.workers < 1:
        print("redlight: --workers must be 1 or more", file=sys.stderr)
        return 2
    result = run_tournament(cardset, names, args.games, args.players, args.seed,
                            args.turn_limit, workers=args.workers)
    import json
    print(json.dumps(result.to_dict()) if args.json else format_result(result))
    return 0


def build_parser() -> argparse.ArgumentParser:
    from .gui.app import add_arguments
    parser = argparse.ArgumentParser(prog="redlight", description="Red Light Companion: with no "
                                     "sub-command, opens the desktop app")
    _add_global_options(parser)
    add_arguments(parser)
    sub = parser.add_subparsers(dest="command")
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
    _add_store_commands(sub)
    from .log_command import add_log_command  # `redlight log GAME`
    add_log_command(sub)
    from .host.command import add_host_command  # `redlight host`: phones as private hands
    add_host_command(sub)
    return parser


# -- saved games (store) ----------------------------------------------------------------
class _PrintVersion(argparse.Action):
    """--version: the app's version and which engine build runs (compiled or pure Python)."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0,
                         help="print the version and the engine build (compiled or pure Python)")

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        from . import __version__
        from ._compiled import engine_kind
        print(f"redlight {__version__}, engine: {engine_kind()}")
        parser.exit()


def _add_global_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--version", action=_PrintVersion)
    parser.add_argument("--data-dir", default=None,
                        help="folder of the saved games (default: REDLIGHT_DATA_DIR, else the "
                             "user's data folder)")


def _add_store_commands(sub: argparse._SubParsersAction) -> None:
    from .store.commands import add_store_commands  # cheap: no SQLAlchemy until one runs
    add_store_commands(sub)


def run(argv: list[str]) -> int:
    from .gui.app import gui_parser, opens_the_app, run_gui
    if opens_the_app(argv):  # the app: skip loading the sub-commands, start quickly
        return run_gui(gui_parser().parse_args(argv))
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "func", None) is None:
        return run_gui(args)
    from .store.errors import StoreError, sentence
    try:
        return args.func(args)
    except StoreError as exc:  # the data folder, the disk, the database: one line, exit 1
        print(f"redlight: {sentence(str(exc))}", file=sys.stderr)
        return 1
