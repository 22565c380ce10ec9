"""The sub-commands that run the engine headless, with no window and no saved games:
`redlight scenario FILE`, `redlight simulate` and `redlight tournament` (their options are
in cli.py)."""
from __future__ import annotations

import argparse
import json
import sys

from .bots import bot_names
from .bots.tournament import format_result, run_tournament
from .engine.cards import CardSet, CardSetError, load_cardset_text
from .engine.scenario import ScenarioError, run_scenario_text
from .engine.strict_json import MAX_BYTES
from .resources import demo_cardset_path
from .simulate import default_workers, format_summary, simulate, terminal_progress


def cmd_scenario(args: argparse.Namespace) -> int:
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
    print(json.dumps(out))
    return 0


def _load_cardset_arg(path: str | None) -> CardSet:
    with open(path or demo_cardset_path(), "rb") as fh:
        return load_cardset_text(fh.read(MAX_BYTES + 1))


def _bot_games(args: argparse.Namespace) -> tuple[list[str], CardSet] | None:
    """`--bots`, `--players`, `--games` and `--cardset` of simulate and tournament, checked:
    (the bot names, the card set), or None after a one-line message."""
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


def cmd_simulate(args: argparse.Namespace) -> int:
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
        print(json.dumps(summary.to_dict()))
    else:
        print(format_summary(summary, seats))
    return 0


def cmd_tournament(args: argparse.Namespace) -> int:
    checked = _bot_games(args)
    if checked is None:
        return 2
    names, cardset = checked
    if args.workers < 1:
        print("redlight: --workers must be 1 or more", file=sys.stderr)
        return 2
    result = run_tournament(cardset, names, args.games, args.players, args.seed,
                            args.turn_limit, workers=args.workers)
    print(json.dumps(result.to_dict()) if args.json else format_result(result))
    return 0
