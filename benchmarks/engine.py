"""Engine speed on this machine, where people wait: prints figures, asserts nothing.

Headline: what `redlight simulate --games 300 --players 4` does (the same `simulate`
function: a `GameSession` per game with a memory sink, bots choosing from the session's
legal moves), in games per CPU second of this process, the card set's loading excluded,
with four random bots and with four greedy bots. Target: at least 300 each.

Then, each under its own name:
- per move, a 400-card set (built here from the demo set's cards) at 6 players against the
  demo set at 6 and at 4 players (random bots through `simulate`). Target: at most 2x;
- search bots' iterations per CPU second (normal level, 4 players, positions from greedy
  games);
- `random_playout` (the rollout policy the engine offers; no command runs it whole);
- legal_moves calls per second on mid-game positions and the time to apply one move.

CPU time, not wall time: the machine may be shared. The load average is printed, and
whether the engine runs compiled (mypyc, see redlight_app/_compiled.py) or as pure Python
(REDLIGHT_PURE_PYTHON=1); benchmarks/compiled_ab.py runs this script both ways in turn.
Run: python benchmarks/engine.py [--games N] [--quick]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from greedy_positions import positions as greedy_positions  # beside this file

from redlight_app._compiled import engine_kind
from redlight_app.bots import make_bot
from redlight_app.bots.search import SearchBot
from redlight_app.engine.cards import CardSet, load_cardset_text
from redlight_app.engine.rollout import random_move, random_playout
from redlight_app.engine.rules import apply, legal_moves
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import OVER, Options
from redlight_app.engine.view import view
from redlight_app.resources import demo_cardset_path
from redlight_app.simulate import simulate


def load() -> str:
    return f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores"


def simulate_rate(cardset: CardSet, bots: list[str], games: int, seed: int = 1) -> tuple[float, float]:
    """(games per CPU second, CPU seconds per applied move) of `simulate`."""
    cpu = time.process_time()
    summary = simulate(cardset, bots, games, seed)
    spent = time.process_time() - cpu
    return summary.games / spent, spent / max(1, summary.moves_applied)


def big_cardset(source: bytes, total: int = 400) -> CardSet:
    """A card set of `total` cards counting copies, made of renamed copies of the demo set's
    cards (every star kept with her ability, passives included), in the demo's proportions."""
    doc = json.loads(source)
    kinds = ("stars", "events", "films", "awards")
    have = {k: sum(c.get("copies", 1) for c in doc[k]) for k in kinds}
    whole = sum(have.values())
    want = {k: min(200, round(total * have[k] / whole)) for k in kinds}
    want["stars"] += total - sum(want.values())
    for kind in kinds:
        cards, n, round_no = [], 0, 0
        while n < want[kind]:
            for card in doc[kind]:
                if n >= want[kind]:
                    break
                clone = dict(card, id=f"{card['id']}-{round_no}", copies=1)
                cards.append(clone)
                n += 1
            round_no += 1
        doc[kind] = cards
    return load_cardset_text(json.dumps(doc))


def search_rate(cardset: CardSet, players: int, positions: int) -> tuple[float, int]:
    """(iterations per CPU second, iterations) of the normal search bot on positions met
    in greedy games (two or more legal moves)."""
    spots = greedy_positions(cardset, players, positions)
    iterations = 0
    cpu = time.process_time()
    for i, (state, seat) in enumerate(spots):
        bot = make_bot("normal")
        assert isinstance(bot, SearchBot)
        bot.begin(cardset, seat)
        bot.choose(view(state, seat), legal_moves(state, seat), random.Random(i), own_turn=True)
        assert bot.last is not None
        iterations += bot.last.iterations
    return iterations / (time.process_time() - cpu), iterations


def playout_rate(cardset: CardSet, players: int, games: int) -> float:
    cpu = time.process_time()
    for g in range(games):
        state = new_game(cardset, [f"P{i}" for i in range(players)], g, Options(turn_limit=400))
        random_playout(state, random.Random(g))
    return games / (time.process_time() - cpu)


def mid_game_positions(cardset: CardSet, count: int):
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
    parser.add_argument("--games", type=int, default=300, help="games per simulate figure")
    parser.add_argument("--quick", action="store_true", help="fewer games and positions")
    args = parser.parse_args()
    games = 60 if args.quick else args.games
    source = demo_cardset_path().read_bytes()
    cardset = load_cardset_text(source)
    print(f"python {sys.version.split()[0]}, engine {engine_kind()}, demo set ({len(cardset.cards)} cards); "
          f"{load()}")
    print(f"HEADLINE simulate --games {games} --players 4 (start-up excluded; target >= 300/CPU s):")
    for bot in ("random", "greedy"):
        rate, per_move = simulate_rate(cardset, [bot] * 4, games)
        print(f"  4 {bot:6s} bots: {rate:7.1f} games per CPU second "
              f"({per_move * 1e6:.0f} us per move); {load()}", flush=True)

    big = big_cardset(source)
    few = max(20, games // 5)
    _, demo4 = simulate_rate(cardset, ["random"] * 4, few)
    _, demo6 = simulate_rate(cardset, ["random"] * 6, few)
    _, big6 = simulate_rate(big, ["random"] * 6, few)
    print(f"400-card set ({len(big.cards)} cards) at 6 players, random bots, CPU per move: "
          f"{big6 * 1e6:.0f} us; demo set at 6 players {demo6 * 1e6:.0f} us "
          f"({big6 / demo6:.2f}x), at 4 players {demo4 * 1e6:.0f} us ({big6 / demo4:.2f}x) "
          f"(target <= 2x); {load()}", flush=True)

    rate, iterations = search_rate(cardset, 4, 10 if args.quick else 30)
    print(f"search bot, normal, 4 players: {rate:7.0f} iterations per CPU second "
          f"({iterations} iterations); {load()}", flush=True)

    for players in (2, 4):
        print(f"random_playout (rollout policy, no command runs it whole), {players} players: "
              f"{playout_rate(cardset, players, games // 2):7.1f} games per CPU second", flush=True)

    positions = mid_game_positions(cardset, 100 if args.quick else 200)
    cpu = time.process_time()
    calls = moves_listed = 0
    while time.process_time() - cpu < 2.0:
        for state in positions:
            seat = state.window.seat if state.window else state.active
            moves_listed += len(legal_moves(state, seat))
            calls += 1
    elapsed = time.process_time() - cpu
    print(f"legal_moves on mid-game positions: {calls / elapsed:8.0f} calls per CPU second "
          f"(mean {moves_listed / calls:.1f} moves listed)")
    timings = []
    rng = random.Random(1)
    for state in positions:
        for _ in range(20):
            if state.status == OVER:
                break
            seat = state.window.seat if state.window else state.active
            move = random_move(state, seat, rng)
            t0 = time.process_time()
            apply(state, move)
            timings.append(time.process_time() - t0)
    print(f"apply one move: mean {statistics.mean(timings) * 1e6:.1f} us CPU ({len(timings)} moves); "
          f"{load()}")


if __name__ == "__main__":
    main()
