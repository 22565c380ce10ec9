"""Command-line entry: dispatches sub-commands; with none, opens the desktop app."""
from __future__ import annotations

import argparse
import json
import sys


def _scenario(args: argparse.Namespace) -> int:
    from .engine.scenario import ScenarioError, run_scenario_text
    try:
        with open(args.file, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        print(f"cannot read {args.file}: {exc.strerror}", file=sys.stderr)
        return 2
    try:
        out = run_scenario_text(text)
    except ScenarioError as exc:
        print(f"invalid scenario: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(out))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="redlight", description="Red Light Companion")
    _add_global_options(parser)
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("scenario", help="run a rules scenario headless and print the result as JSON")
    p.add_argument("file")
    p.set_defaults(func=_scenario)
    _add_store_commands(sub)
    return parser


# -- saved games (store) ----------------------------------------------------------------
def _add_global_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data-dir", default=None,
                        help="folder of the saved games (default: REDLIGHT_DATA_DIR, else the "
                             "user's data folder)")


def _add_store_commands(sub: argparse._SubParsersAction) -> None:
    from .store.commands import add_store_commands  # cheap: no SQLAlchemy until one runs
    add_store_commands(sub)


def run(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "func", None) is None:
        parser.print_help()
        return 0
    return args.func(args)
