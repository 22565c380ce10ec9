"""What a game session costs per move on this machine: prints figures, asserts nothing.

For the same moves (random games on the demo set, 3 players), the median and p95 time of:
- the engine's bare `apply` (in place, no copy);
- `GameSession.submit` with a memory sink (check, award choice, compute on a copy, store,
  log): what simulations and tournaments pay;
- `GameSession.submit` with the store's sink (the above plus one SQLite commit with
  synchronous = FULL): what the app pays before it shows a move.
Run: python benchmarks/session.py [--games N]
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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from redlight_app.engine.cards import load_cardset_text  # noqa: E402
from redlight_app.engine.record import GameRecord  # noqa: E402
from redlight_app.engine.rollout import random_move  # noqa: E402
from redlight_app.engine.rules import apply  # noqa: E402
from redlight_app.engine.state import Options  # noqa: E402
from redlight_app.resources import demo_cardset_path  # noqa: E402
from redlight_app.session import GameSession, MemorySink  # noqa: E402


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


def summary(name: str, times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[int(0.95 * (len(ms) - 1))]
    return f"  {name:34} median {statistics.median(ms):7.3f} ms   p95 {p95:7.3f} ms   ({len(ms)} moves)"


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
    from redlight_app.store.repository import Repository
    from redlight_app.store.session_sink import StoreSink
    with tempfile.TemporaryDirectory() as folder:
        repo = Repository.open(Path(folder), register_demo=False)
        try:
            few = records[: max(1, len(records) // 4)]
            times = time_session(few, lambda r: StoreSink(repo, repo.create_game(r)))
            print(summary("GameSession.submit, store sink", times))
        finally:
            repo.close()


if __name__ == "__main__":
    main()
