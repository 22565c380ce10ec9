"""What a game session costs per move on this machine: prints figures, asserts nothing.

For the same moves (random games on the demo set, 3 players), the median and p95 time of:
- the engine's bare `apply`;
- `GameSession.submit` with a memory sink (award choice, apply, store in a list, log):
  what simulations and tournaments pay;
- `GameSession.submit` with the store's sink (the above plus one SQLite commit with
  synchronous = FULL): what the app pays before it shows a move;
- the autosave alone (the store sink's `append` as the session calls it) against a bare
  sqlite3 commit of the same row (the move's JSON into the same `moves` table, in a
  database of the same schema and pragmas, WAL and synchronous = FULL, in the same
  folder), taken move by move in turn, in this run. Budget (issue 31): autosave at most
  2x the bare commit. The autosave's own DBAPI commit is timed apart (the store's dialect's
  `do_commit`, wrapped here): what is left of the autosave is Python (SQLAlchemy, the
  statements, the move's JSON), which decides the ratio when an fsync is quick.
Run: python benchmarks/session.py [--games N]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.record import GameRecord
from redlight_app.engine.rollout import random_move
from redlight_app.engine.rules import apply
from redlight_app.engine.state import Options
from redlight_app.resources import demo_cardset_path
from redlight_app.session import GameSession, MemorySink
from redlight_app.store.db import PRAGMAS
from redlight_app.store.files import DB_NAME
from redlight_app.store.repository import Repository
from redlight_app.store.session_sink import StoreSink


def recorded_games(cardset, games: int) -> list[GameRecord]:
    """Random games (their moves as a session accepted them, award choices included)."""
    out = []
    for seed in range(games):
        record = GameRecord(cardset=cardset, seed=seed, options=Options(turn_limit=200),
                            seats=[{"name": f"P{i}", "kind": "bot", "level": None}
                                   for i in range(3)])
        session = GameSession(record, MemorySink())
        rng = random.Random(seed)
        while not session.over:
            seat = session.acting_seat()
            session.submit(random_move(session.state, seat, rng))
        out.append(record)
    return out


def fresh(record: GameRecord) -> GameRecord:
    return GameRecord(cardset=record.cardset, seats=record.seats, seed=record.seed,
                      options=record.options)


def time_apply(records: list[GameRecord]) -> list[float]:
    times = []
    for record in records:
        state = fresh(record).start()
        for move in record.moves:
            t = time.perf_counter()
            apply(state, move)
            times.append(time.perf_counter() - t)
    return times


def time_session(records: list[GameRecord], sink_for) -> list[float]:
    times = []
    for record in records:
        start = fresh(record)
        session = GameSession(start, sink_for(start))
        for move in record.moves:
            t = time.perf_counter()
            session.submit(move)
            times.append(time.perf_counter() - t)
    return times


def autosave_against_bare(records: list[GameRecord], folder: Path) -> tuple[list[float], list[float]]:
    """(autosave, bare commit) per move, in seconds, taken in turn move by move: the store
    sink's `append` as a session calls it, then a plain sqlite3 INSERT of the same row and
    its commit into a database of the same schema made by the store."""
    bare_dir = folder / "bare"
    with Repository.open(bare_dir, register_demo=False) as made:  # the schema, and the games
        bare_ids = [made.create_game(fresh(record)) for record in records]
    bare = sqlite3.connect(bare_dir / DB_NAME)
    for pragma in PRAGMAS:
        bare.execute(pragma).fetchall()
    autosave: list[float] = []
    plain: list[float] = []
    repo = Repository.open(folder / "store", register_demo=False)
    dialect = repo._engine.dialect  # the autosave's own DBAPI commit, timed apart
    commit = dialect.do_commit

    def timed_commit(dbapi_connection, commit=commit):
        t = time.perf_counter()
        commit(dbapi_connection)
        DBAPI_COMMITS.append(time.perf_counter() - t)
    dialect.do_commit = timed_commit  # type: ignore[method-assign]
    try:
        for record, bare_id in zip(records, bare_ids, strict=True):
            start = fresh(record)
            sink = StoreSink(repo, repo.create_game(start))
            append = sink.append

            def timed(seq, move, state_after, append=append, bare_id=bare_id):
                row = (bare_id, seq, json.dumps(move.to_dict(), separators=(",", ":")),
                       datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S.%f"))
                commits = len(DBAPI_COMMITS)
                t = time.perf_counter()
                append(seq, move, state_after)
                autosave.append(time.perf_counter() - t)
                MOVE_COMMITS.append(sum(DBAPI_COMMITS[commits:]))
                t = time.perf_counter()
                bare.execute("INSERT INTO moves (game_id, seq, move, created) VALUES (?, ?, ?, ?)", row)
                bare.commit()
                plain.append(time.perf_counter() - t)
            sink.append = timed  # type: ignore[method-assign]
            session = GameSession(start, sink)
            for move in record.moves:
                session.submit(move)
    finally:
        repo.close()
        bare.close()
    return autosave, plain


DBAPI_COMMITS: list[float] = []  # every DBAPI commit of the store's, as it ends
MOVE_COMMITS: list[float] = []  # the one inside each timed autosave


def p95(ms: list[float]) -> float:
    return sorted(ms)[int(0.95 * (len(ms) - 1))]


def summary(name: str, times: list[float]) -> str:
    ms = [t * 1000 for t in times]
    return (f"  {name:34} median {statistics.median(ms):7.3f} ms   p95 {p95(ms):7.3f} ms   "
            f"({len(ms)} moves)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    records = recorded_games(cardset, args.games)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"Session cost per move ({args.games} random 3-player games, demo set; "
          f"load average {load:.2f} on {os.cpu_count()} CPUs)")
    print(summary("engine apply (bare, in place)", time_apply(records)))
    print(summary("GameSession.submit, memory sink", time_session(records, lambda r: MemorySink())))
    few = records[: max(1, len(records) // 4)]
    with tempfile.TemporaryDirectory() as folder:
        repo = Repository.open(Path(folder), register_demo=False)
        try:
            times = time_session(few, lambda r: StoreSink(repo, repo.create_game(r)))
            print(summary("GameSession.submit, store sink", times))
        finally:
            repo.close()
    with tempfile.TemporaryDirectory() as folder:
        autosave, plain = autosave_against_bare(few, Path(folder))
    print(summary("autosave (store sink's append)", autosave))
    print(summary("  of which its DBAPI commit", MOVE_COMMITS))
    print(summary("bare sqlite3 INSERT + commit", plain))
    ratio = statistics.median(autosave) / statistics.median(plain)
    print(f"  autosave / bare commit: median {ratio:.2f}x, p95 {p95(autosave) / p95(plain):.2f}x "
          "(budget: at most 2x)")
    python = statistics.median(autosave) - statistics.median(MOVE_COMMITS)
    print(f"  what is not the commit (SQLAlchemy, the statements, the JSON): {python * 1000:.3f} ms "
          "a move")


if __name__ == "__main__":
    main()
