"""Store benchmark: prints figures, passes no judgement beyond comparing with the targets.

- append: median and p95 time of `Repository.append_move` (commit included) next to a bare
  sqlite3 INSERT + COMMIT with the same pragmas, in the same run, interleaved in blocks;
- load: time of `Repository.load_game` on a 2,000-move game (replay included);
- start-up: what importing the store and opening a current database add.

Run: PYTHONPATH=. python benchmarks/store.py [--dir FOLDER] [--moves 2000]
The folder should be on the disk the real data folder lives on (fsync cost is most of it).
"""
from __future__ import annotations

import argparse
import json
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from redlight_app.engine.cards import CardSet, load_cardset
from redlight_app.engine.record import GameRecord
from redlight_app.engine.rules import apply, legal_moves
from redlight_app.engine.state import GameState, Options

APPEND_TARGET = 2.0  # x bare sqlite3
LOAD_TARGET_MS = 100.0
IMPORT_BUDGET_MS = 100.0


def big_cardset() -> CardSet:
    """A card set built for long games: few stars (each with an action ability, so each turn
    offers several moves without the team count exploding), many events, films and awards."""
    stars = [{"id": f"s-{i}", "name": f"Star {i}", "psyche": 30 + (i * 17) % 80,
              "charisma": 30 + (i * 29) % 80, "fame": 1 + i % 3,
              "ability": {"kind": "action", "effect": {"do": "manual"}}} for i in range(12)]
    effects: list[dict[str, Any]] = [
        {"do": "manual"}, {"do": "draw", "count": 1},
        {"do": "modify", "stat": "fame", "amount": 1, "target": "own_star",
         "until": "end_of_turn"},
        {"do": "ready_star", "target": "own_star"}]
    events = [{"id": f"e-{i}", "name": f"Event {i}", "phase": "any_turn" if i % 5 == 0
               else "own_turn", "effect": effects[i % len(effects)]} for i in range(190)]
    films = [{"id": f"f-{i}", "name": f"Film {i}", "color": ("green", "red", "blue")[i % 3],
              "bonus": 10, "fame_required": 2 + i % 4} for i in range(200)]
    awards = [{"id": f"a-{i}", "name": f"Award {i}", "frame": "gold"} for i in range(200)]
    return load_cardset({"format": "redlight-cardset/1", "name": "Benchmark",
                         "award_costs": [6, 8, 10, 12], "stars": stars, "events": events,
                         "films": films, "awards": awards})


def long_game(cardset: CardSet, moves: int) -> tuple[GameRecord, list[GameState]]:
    """A game of `moves` random legal moves, with each state after. The random player avoids
    what ends games (outshines, awards) so that the showdown can run on."""
    for seed in range(20):
        rnd = random.Random(seed)
        record = GameRecord(cardset, [{"name": f"P{i}", "kind": "bot", "level": None}
                                      for i in range(4)], seed, Options())
        state = record.start()
        states = []
        while len(record.moves) < moves and not state.over:
            seat = state.window.seat if state.window else state.active
            options = legal_moves(state, seat)
            calm = [m for m in options if m.type not in ("end_turn", "buy_award", "outshine")]
            move = rnd.choice(calm) if calm and rnd.random() < 0.8 else rnd.choice(
                [m for m in options if m.type not in ("buy_award", "outshine")] or options)
            apply(state, move)
            record.moves.append(move)
            states.append(state.copy())
        if len(record.moves) == moves:
            return record, states
    raise SystemExit(f"no random game reached {moves} moves")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def bench_append(folder: Path, record: GameRecord, states: list[GameState],
                 block: int = 50, name: str = "store") -> tuple[list[float], list[float]]:
    from redlight_app.store import db
    from redlight_app.store.repository import Repository

    PRAGMAS = db.PRAGMAS
    repo = Repository.open(folder / name, register_demo=False)
    empty = GameRecord(record.cardset, record.seats, record.seed, record.options)
    game_id = repo.create_game(empty)

    bare = sqlite3.connect(folder / f"bare-{name}.sqlite3", isolation_level=None)
    for pragma in PRAGMAS:
        bare.execute(pragma)
    bare.execute("CREATE TABLE games (id INTEGER PRIMARY KEY)")
    bare.execute("CREATE TABLE moves (game_id INTEGER NOT NULL REFERENCES games (id), "
                 "seq INTEGER NOT NULL, move TEXT NOT NULL, created DATETIME NOT NULL, "
                 "PRIMARY KEY (game_id, seq))")
    bare.execute("INSERT INTO games (id) VALUES (1)")
    texts = [json.dumps(m.to_dict(), separators=(",", ":")) for m in record.moves]

    store_times: list[float] = []
    bare_times: list[float] = []
    clock = time.perf_counter
    for start in range(0, len(record.moves), block):
        for i in range(start, min(start + block, len(record.moves))):
            t = clock()
            repo.append_move(game_id, record.moves[i], states[i])
            store_times.append(clock() - t)
        for i in range(start, min(start + block, len(record.moves))):
            t = clock()
            bare.execute("BEGIN")
            bare.execute("INSERT INTO moves VALUES (1, ?, ?, ?)",
                         (i + 1, texts[i], "2026-01-01 00:00:00.000000"))
            bare.execute("COMMIT")
            bare_times.append(clock() - t)
    bare.close()
    repo.close()
    return store_times, bare_times


def bench_load(folder: Path, runs: int = 15) -> tuple[list[float], list[float]]:
    from redlight_app.store.repository import Repository

    cold, warm = [], []
    for _ in range(runs):
        repo = Repository.open(folder / "store", register_demo=False)
        t = time.perf_counter()
        loaded = repo.load_game(1)
        cold.append(time.perf_counter() - t)
        t = time.perf_counter()
        repo.load_game(1)
        warm.append(time.perf_counter() - t)
        repo.close()
        assert len(loaded.record.moves) > 0
    return cold, warm


def in_fresh_python(code: str, runs: int = 5) -> float:
    """Median seconds printed by `code` run in fresh interpreters."""
    out = []
    for _ in range(runs):
        result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": ""},
                                check=True)
        out.append(float(result.stdout.strip().splitlines()[-1]))
    return statistics.median(out)


def bench_startup(folder: Path) -> dict[str, float]:
    timer = "import time; t = time.perf_counter(); {}; print(time.perf_counter() - t)"
    figures = {
        "import redlight_app.engine": in_fresh_python(timer.format("import redlight_app.engine")),
        "import redlight_app.store (package only)": in_fresh_python(
            timer.format("import redlight_app.store")),
        "import redlight_app.store.repository": in_fresh_python(
            "import redlight_app.engine\n" + timer.format("import redlight_app.store.repository")),
        "  sqlalchemy.orm alone": in_fresh_python(timer.format("import sqlalchemy.orm")),
        "  alembic (only when migrating)": in_fresh_python(
            "import sqlalchemy.orm\n" + timer.format("import alembic.command")),
    }
    open_code = (
        "import sys, time\nfrom pathlib import Path\n"
        "from redlight_app.store.repository import Repository\n"
        "t = time.perf_counter()\n"
        f"repo = Repository.open(Path({str(folder / 'store')!r}), register_demo=False)\n"
        "elapsed = time.perf_counter() - t\n"
        "assert 'alembic' not in sys.modules, 'alembic imported for a current file'\n"
        "repo.close()\nprint(elapsed)")
    figures["Repository.open (current file, 2,000 moves)"] = in_fresh_python(open_code)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=None,
                        help="folder for the benchmark files (default: a temporary folder)")
    parser.add_argument("--moves", type=int, default=2000)
    args = parser.parse_args()
    base = args.dir or Path(tempfile.gettempdir())
    base.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="redlight-bench-", dir=base) as tmp:
        folder = Path(tmp)
        print(f"Store benchmark in {folder} (SQLite {sqlite3.sqlite_version}, "
              f"Python {sys.version.split()[0]})")
        record, states = long_game(big_cardset(), args.moves)
        print(f"game: {len(record.moves)} random legal moves, 4 seats")

        store, bare = bench_append(folder, record, states)
        ms = 1000.0
        s_med, s_p95 = statistics.median(store) * ms, percentile(store, 0.95) * ms
        b_med, b_p95 = statistics.median(bare) * ms, percentile(bare, 0.95) * ms
        ratio = s_med / b_med
        print("\nappend one move, commit included (WAL, synchronous=FULL, foreign_keys=ON)")
        print(f"  Repository.append_move   median {s_med:7.3f} ms   p95 {s_p95:7.3f} ms")
        print(f"  bare sqlite3 insert      median {b_med:7.3f} ms   p95 {b_p95:7.3f} ms")
        print(f"  ratio (median)           {ratio:.2f}x   target <= {APPEND_TARGET:.1f}x   "
              f"{'OK' if ratio <= APPEND_TARGET else 'OVER'}")

        # The same again without fsync on either side: what the store costs in CPU alone,
        # which is what the ratio would approach on a disk with near-free fsync.
        from redlight_app.store import db
        saved = db.PRAGMAS
        db.PRAGMAS = tuple(p.replace("FULL", "OFF") for p in saved)
        try:
            store_off, bare_off = bench_append(folder, record, states, name="nosync")
        finally:
            db.PRAGMAS = saved
        so, bo = statistics.median(store_off) * ms, statistics.median(bare_off) * ms
        print("  without fsync on either side (synchronous=OFF), i.e. CPU cost only:")
        print(f"  Repository.append_move   median {so:7.3f} ms   p95 "
              f"{percentile(store_off, 0.95) * ms:7.3f} ms")
        print(f"  bare sqlite3 insert      median {bo:7.3f} ms   p95 "
              f"{percentile(bare_off, 0.95) * ms:7.3f} ms")
        print(f"  store overhead per move  {so - bo:7.3f} ms ({so / bo:.1f}x without fsync)")

        cold, warm = bench_load(folder)
        c_med, w_med = statistics.median(cold) * ms, statistics.median(warm) * ms
        print(f"\nload a {len(record.moves)}-move game (read + replay through the engine)")
        print(f"  first load after open    median {c_med:7.1f} ms   max {max(cold) * ms:7.1f} ms"
              f"   target < {LOAD_TARGET_MS:.0f} ms   {'OK' if c_med < LOAD_TARGET_MS else 'OVER'}")
        print(f"  again (card set cached)  median {w_med:7.1f} ms")

        print("\nstart-up (fresh interpreter, median of 5)")
        figures = bench_startup(folder)
        for name, seconds in figures.items():
            print(f"  {name:<46} {seconds * ms:7.1f} ms")
        store_import = figures["import redlight_app.store.repository"] * ms
        verdict = ("keep it off the path to the first window (import lazily / in the background)"
                   if store_import > IMPORT_BUDGET_MS else "small enough to import eagerly")
        print(f"  store import {store_import:.0f} ms vs budget ~{IMPORT_BUDGET_MS:.0f} ms: "
              f"{verdict}")


if __name__ == "__main__":
    main()
