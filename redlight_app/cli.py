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
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("scenario", help="run a rules scenario headless and print the result as JSON")
    p.add_argument("file")
    p.set_defaults(func=_scenario)
    return parser


def run(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "func", None) is None:
        parser.print_help()
        return 0
    return args.func(args)
