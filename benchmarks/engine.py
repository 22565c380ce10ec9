"""Engine speed on this machine: prints figures, asserts nothing.

- full random games per second (2 and 4 players, demo set), played with the engine's
  random rollout policy (`random_move`, what search bots use), and, for comparison,
  through the RandomBot interface (view + full legal_moves listing every move);
- legal_moves calls per second on mid-game positions;
- the median time to apply one move.
Run: python benchmarks/engine.py [--seconds S]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from redlight_app.bots import make_bot  # noqa: E402
from redlight_app.bots.play import play_game  # noqa: E402
from redlight_app.engine.cards import load_cardset_text  # noqa: E402
from redlight_app.engine.rollout import random_move, random_playout  # noqa: E402
from redlight_app.engine.rules import apply, legal_moves  # noqa: E402
from redlight_app.engine.setup import new_game  # noqa: E402
from redlight_app.engine.state import OVER, Options  # noqa: E402
from redlight_app.resources import demo_cardset_path  # noqa: E402


def games_per_second(cardset, players: int, seconds: float) -> tuple[float, float, int]:
    """(games per wall-clock second, games per CPU second of this process, games)."""
    start = time.perf_counter()
    cpu = time.process_time()
    games = 0
    while time.perf_counter() - start < seconds:
        state = new_game(cardset, [f"P{i}" for i in range(players)], games, Options(turn_limit=400))
        random_playout(state, random.Random(games))
        games += 1
    return games / (time.perf_counter() - start), games / (time.process_time() - cpu), games


def bot_games_per_second(cardset, players: int, seconds: float) -> float:
    start = time.perf_counter()
    games = 0
    while time.perf_counter() - start < seconds:
        play_game(cardset, [make_bot("random") for _ in range(players)], games)
        games += 1
    return games / (time.perf_counter() - start)


def mid_game_positions(cardset, count: int):
    positions = []
    for seed in range(count):
        state = new_game(cardset, ["A", "B", "C", "D"], seed, Options(turn_limit=400))
        rng = random.Random(seed)
        for _ in range(rng.randint(20, 80)):
            if state.status == OVER:
                break
            seat = state.window.seat if state.window else state.active
            apply(state, random_move(state, seat, rng))
        if state.status != OVER:
            positions.append(state)
    return positions


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    print(f"python {sys.version.split()[0]}, one core, demo set ({len(cardset.cards)} cards); "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    for players in (2, 4):
        rate, cpu_rate, n = games_per_second(cardset, players, args.seconds)
        print(f"random games, {players} players (rollout policy): {rate:8.1f} games/s wall clock, "
              f"{cpu_rate:8.1f} per CPU second ({n} games)")
    for players in (2, 4):
        rate = bot_games_per_second(cardset, players, args.seconds)
        print(f"random games, {players} players (RandomBot via view + legal_moves): {rate:8.1f} games/s")
    positions = mid_game_positions(cardset, 200)
    start = time.perf_counter()
    calls = 0
    moves_listed = 0
    while time.perf_counter() - start < args.seconds:
        for state in positions:
            seat = state.window.seat if state.window else state.active
            moves_listed += len(legal_moves(state, seat))
            calls += 1
    elapsed = time.perf_counter() - start
    print(f"legal_moves on mid-game positions: {calls / elapsed:8.0f} calls/s "
          f"(mean {moves_listed / calls:.1f} moves listed)")
    timings = []
    rng = random.Random(1)
    for state in positions:
        for _ in range(20):
            if state.status == OVER:
                break
            seat = state.window.seat if state.window else state.active
            move = random_move(state, seat, rng)
            t0 = time.perf_counter()
            apply(state, move)
            timings.append(time.perf_counter() - t0)
    print(f"apply one move: median {statistics.median(timings) * 1e6:.1f} us, "
          f"p95 {statistics.quantiles(timings, n=20)[-1] * 1e6:.1f} us ({len(timings)} moves)")


if __name__ == "__main__":
    main()
