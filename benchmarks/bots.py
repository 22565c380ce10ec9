"""Bot speed on this machine: prints figures, asserts nothing.

For each level (easy, normal, hard) on positions met in 2- and 4-player games: decision
time (mean, p95, max) over decisions with a real choice (two or more legal moves), search
iterations per second, and the process's peak resident memory (resource.getrusage).
With --tournament, also the full tournaments the targets are stated for (hard against
greedy, 200 games at 2 players and 200 at 4 players against three greedy), with Wilson 95%
confidence intervals; this takes a long while (CI runs a short one in tests/bots).
With --both-sets the tournaments run on the demo set and, in the same run, on
cardsets/demo-before-rebalance.json: the demo set as it stood when issue 18's win-rate
targets (95.5% at 2 players, 93.5% at 4) were measured, before the rebalance that made
awards decide games (commits d9d7caa, 34fa3e8), with only the A9 triggers added since.
Run: python benchmarks/bots.py [--positions N] [--tournament [--games G] [--workers W]
     [--both-sets]]
"""
from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from greedy_positions import positions  # beside this file

from redlight_app.bots import make_bot
from redlight_app.bots.search import LEVELS, SearchBot
from redlight_app.bots.tournament import format_result, run_tournament
from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.rules import legal_moves
from redlight_app.engine.view import view
from redlight_app.resources import demo_cardset_path


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--tournament", action="store_true")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--both-sets", action="store_true",
                        help="tournaments on the demo set and on the set before the rebalance")
    parser.add_argument("--skip-positions", action="store_true")
    args = parser.parse_args()
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    print(f"python {sys.version.split()[0]}, one core, demo set; {args.positions} positions "
          f"with a real choice per player count")
    print(f"start: peak RSS {peak_rss_mb():.0f} MB")
    for players in (2, 4) if not args.skip_positions else ():
        spots = positions(cardset, players, args.positions)
        for level in ("easy", "normal", "hard"):
            times, rates, iters = [], [], []
            for i, (state, seat) in enumerate(spots):
                bot = make_bot(level)
                bot.begin(cardset, seat)
                seen = view(state, seat)
                moves = legal_moves(state, seat)
                t0 = time.perf_counter()
                bot.choose(seen, moves, random.Random(i), own_turn=True)
                times.append(time.perf_counter() - t0)
                if isinstance(bot, SearchBot) and bot.last is not None:
                    iters.append(bot.last.iterations)
                    rates.append(bot.last.iterations / max(bot.last.seconds, 1e-9))
            times.sort()
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            line = (f"{players}p {level:>6}: decision mean {1000 * statistics.mean(times):6.1f} ms, "
                    f"p95 {1000 * p95:6.1f} ms, max {1000 * times[-1]:6.1f} ms")
            if rates:
                budget = LEVELS[level]
                line += (f"; {statistics.mean(rates):6.0f} iterations/s, mean "
                         f"{statistics.mean(iters):.0f} iterations (budget {budget.iterations}, "
                         f"cap {budget.time_limit} s)")
            print(line + f"; peak RSS {peak_rss_mb():.0f} MB", flush=True)
    if not args.tournament:
        return
    sets = [("demo set", cardset)]
    if args.both_sets:
        before = Path(__file__).with_name("cardsets") / "demo-before-rebalance.json"
        sets.append(("demo set before the rebalance (the targets' set)",
                     load_cardset_text(before.read_bytes())))
    for name, played in sets:
        for players in (2, 4):
            print(f"-- {name}, {players} players", flush=True)
            result = run_tournament(played, ["hard", "greedy"], args.games, players, args.seed,
                                    workers=args.workers)
            children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
            print(format_result(result))
            print(f"peak RSS (this process {peak_rss_mb():.0f} MB, largest game worker "
                  f"{children:.0f} MB)", flush=True)


if __name__ == "__main__":
    main()
