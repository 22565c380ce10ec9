"""Wall time of short `redlight` commands, each a fresh process: `--version`, `games` on an
empty data folder and on one with saved games; optionally the same commands with a module
imported first (what the command would cost if cli.py imported that module at its top), and
the same commands from other source trees (e.g. an export of main, for a before/after).

The runs are interleaved (one of each, N times) in one invocation; prints the best and the
median per command, in ms. The file cache is warm (one untimed run each first).

Run: python benchmarks/cli_startup.py [--runs N] [--with MODULE ...] [--against TREE ...]
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUN = ("import sys\n{preload}from redlight_app.__main__ import main\n"
       "sys.exit(main({argv!r}))\n")


def saved_games(folder: Path, count: int) -> None:
    from redlight_app.engine.cards import load_cardset_text
    from redlight_app.engine.record import GameRecord
    from redlight_app.resources import demo_cardset_path
    from redlight_app.store.repository import Repository
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    with Repository.open(folder) as repo:
        for seed in range(count):
            repo.create_game(GameRecord(cardset=cardset, seats=[{"name": "Ann"}, {"name": "Bo"}],
                                        seed=seed))


def wall_ms(argv: list[str], preload: str | None, tree: Path) -> float:
    code = RUN.format(preload=f"import {preload}\n" if preload else "", argv=argv)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(tree))
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, stdout=subprocess.DEVNULL,
                   cwd=tree, env=env)
    return (time.perf_counter() - start) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--with", dest="preloads", nargs="*", default=[],
                        help="modules to import first, one variant each (e.g. sqlalchemy)")
    parser.add_argument("--against", nargs="*", default=[], type=Path,
                        help="other source trees to time the same commands from")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as full:
        saved_games(Path(full), 20)
        commands = {"--version": ["--version"], "games (empty)": ["games", "--data-dir", empty],
                    "games (20 saved)": ["games", "--data-dir", full]}
        variants = [(name, argv, None, ROOT) for name, argv in commands.items()]
        variants += [(f"{name} + import {module}", argv, module, ROOT)
                     for module in args.preloads for name, argv in commands.items()]
        variants += [(f"{name} from {tree}", argv, None, tree)
                     for tree in args.against for name, argv in commands.items()]
        times: dict[str, list[float]] = {name: [] for name, _, _, _ in variants}
        for _, argv, preload, tree in variants:  # warm-up
            wall_ms(argv, preload, tree)
        for _ in range(args.runs):
            for name, argv, preload, tree in variants:
                times[name].append(wall_ms(argv, preload, tree))
    print(f"{args.runs} runs each, {os.getloadavg()[0]:.1f} load average at the end")
    for name, values in times.items():
        print(f"{name:55s} best {min(values):6.0f} ms, median {statistics.median(values):6.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
