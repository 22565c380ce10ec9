"""Statistics page speed: prints figures, asserts nothing.

Builds a saved-games database of 1,000 finished games (2 to 4 players, people and
computers of each level, some table games ended by agreement; moves chosen by bots), then
times opening the statistics page on it: from creating the window (the one query, the
statistics, the widgets) to its charts painted. Target: under 200 ms. Also prints the
query and the computation alone, and the machine's load (a shared machine slows it).

Run: python benchmarks/statistics_page.py [--games 1000] [--runs 7] [--dir FOLDER]
     (QT_QPA_PLATFORM=offscreen by default)
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from redlight_app.bots import make_bot
from redlight_app.bots.play import play_game
from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.moves import AgreeEnd
from redlight_app.engine.record import GameRecord
from redlight_app.engine.state import TABLE, Options
from redlight_app.resources import demo_cardset_path

TARGET_MS = 200.0
PEOPLE = ["Ann", "Bea", "Carl", "Dora", "Eli", "Fay"]
LEVELS = ["easy", "normal", "hard"]
BOT_OF_LEVEL = {"easy": "random", "normal": "greedy", "hard": "greedy"}  # fast stand-ins


def build(folder: Path, games: int, seed: int = 1) -> float:
    """Store `games` finished games in `folder`; the seconds it took."""
    from redlight_app.store.repository import Repository
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    rng = random.Random(seed)
    start = time.perf_counter()
    with Repository.open(folder) as repo:
        for n in range(games):
            players = rng.choice([2, 2, 3, 4])
            names = rng.sample(PEOPLE, players)
            if n % 10 == 9:  # a table game, ended by agreement
                stars = list(cardset.instances["star"])[:players]
                seats = [{"name": name, "kind": "human", "level": None} for name in names]
                repo.create_game(GameRecord(cardset=cardset, seats=seats, seed=0, first_player=0,
                                            moves=[AgreeEnd()], chance=TABLE,
                                            dealt_stars=stars))
                continue
            seats, bots = [], []
            for i, name in enumerate(names):
                level = None if i == 0 or rng.random() < 0.3 else rng.choice(LEVELS)
                seats.append({"name": name if level is None else f"{name} (computer)",
                              "kind": "bot" if level else "human", "level": level})
                bots.append(make_bot(BOT_OF_LEVEL[level] if level else rng.choice(["greedy",
                                                                                   "random"])))
            options = Options(turn_limit=300)
            game_seed = rng.randrange(1, 2**31)
            played = play_game(cardset, bots, game_seed, options, names=[s["name"] for s in seats])
            repo.create_game(GameRecord(cardset=cardset, seats=seats, seed=game_seed,
                                        options=options, moves=played.moves))
            if n % 100 == 99:
                print(f"  {n + 1} games stored", flush=True)
    return time.perf_counter() - start


def time_page(folder: Path, runs: int) -> None:
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from redlight_app.gui.statistics.window import StatisticsWindow
    from redlight_app.store.repository import Repository
    from redlight_app.store.statistics import compute, finished_games

    app = QApplication.instance() or QApplication([sys.argv[0]])

    class Painted(QObject):
        seen = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                Painted.seen = True
            return False

    with Repository.open(folder, exclusive=False, register_demo=False) as repo:
        games = finished_games(repo)
        print(f"{len(games)} finished games, "
              f"{sum(len(g.seats) for g in games)} seats in the database")
        query, comp, page, page_cpu = [], [], [], []
        for _ in range(runs):
            t0 = time.perf_counter()
            games = finished_games(repo)
            t1 = time.perf_counter()
            compute(games)
            t2 = time.perf_counter()
            query.append((t1 - t0) * 1000)
            comp.append((t2 - t1) * 1000)
        for _ in range(runs):
            Painted.seen = False
            watcher = Painted()
            start, cpu = time.perf_counter(), time.process_time()
            window = StatisticsWindow(repo)
            window.stars_chart.installEventFilter(watcher)
            window.show()
            while not Painted.seen:
                app.processEvents()
            page.append((time.perf_counter() - start) * 1000)
            page_cpu.append((time.process_time() - cpu) * 1000)
            window.close()
            window.deleteLater()
            app.processEvents()

    def line(label: str, values: list[float]) -> str:
        return (f"{label}: median {statistics.median(values):.1f} ms, "
                f"min {min(values):.1f}, max {max(values):.1f} ({len(values)} runs)")
    print(line("query (one SELECT)", query))
    print(line("statistics for every name", comp))
    print(line("statistics page open, to its charts painted", page))
    print(line("  the same, CPU time of this process (what other load barely moves)", page_cpu))
    verdict = "within" if statistics.median(page) < TARGET_MS else "OVER"
    print(f"target {TARGET_MS:.0f} ms: {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--dir", default=None, help="build the database here (default: a "
                        "temporary folder); one already there is used as it is")
    args = parser.parse_args()
    load = os.getloadavg()
    print(f"machine: {os.cpu_count()} CPUs, load average {load[0]:.2f} {load[1]:.2f} "
          f"{load[2]:.2f} (1/5/15 min)")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(args.dir) if args.dir else Path(tmp) / "data"
        if (folder / "redlight.sqlite3").exists():
            print(f"using the games already in {folder}")
        else:
            print(f"building {args.games} finished games in {folder} ...", flush=True)
            print(f"built in {build(folder, args.games):.1f} s")
        time_page(folder, args.runs)
    load = os.getloadavg()
    print(f"load average after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")


if __name__ == "__main__":
    main()
