"""Memory on this machine: prints figures, asserts nothing.

1. `redlight --smoke` (a fresh process): its peak resident memory. Target: <= 150 MB.
2. The app (one window, offscreen) playing whole games through its controller and store
   (one human seat watching, three greedy seats moved by this script): resident memory after
   one game and after ten, each read after a garbage collection. Target: after ten <= 1.2x
   after one.

Run: python benchmarks/memory.py [--games N]   (QT_QPA_PLATFORM=offscreen by default)
"""
from __future__ import annotations

import argparse
import gc
import os
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def rss_mb() -> float:
    """Resident memory of this process now (Linux /proc), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def smoke_peak_mb() -> tuple[float, int]:
    """(peak RSS in MB of a `redlight --smoke` process, its exit code)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-m", "redlight_app", "--smoke"], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)  # this child's own resource use
    child.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_maxrss / 1024, child.returncode


def app_after_games(games: int) -> list[float]:
    """Resident MB after each game played in one app window."""
    from paint_timing import started_window  # beside this file
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from redlight_app.bots import make_bot
    from redlight_app.engine.view import view

    app, window = started_window("redlight-memory-")
    rng = random.Random(7)
    after: list[float] = []
    for seed in range(1, games + 1):
        seats = [{"name": "Ann", "kind": "human"}] + [
            {"name": f"Seat {i}", "kind": "bot", "level": "greedy"} for i in (2, 3, 4)]
        window.games.start_game({"seats": seats, "seed": seed, "turn_limit": 120})
        c = window.controller
        c._schedule_bots = lambda: None  # this script moves every seat, synchronously
        c._cancel_bots()
        app.processEvents()
        while not c.over:
            seat = c.acting_seat()
            bot = make_bot("greedy")
            bot.begin(c.state.cardset, seat)
            c.submit(bot.choose(view(c.state, seat), c.legal(seat), rng))
            app.processEvents()
        window.games.go_start()
        app.processEvents()
        # widgets removed with deleteLater() go when the event loop runs; this script drives
        # the window without app.exec(), so it hands the loop's deferred deletions over itself
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        after.append(rss_mb())
    window.close()
    return after


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    load = os.getloadavg()[0]
    peak, code = smoke_peak_mb()
    print(f"redlight --smoke: peak RSS {peak:.0f} MB (exit {code}; target <= 150 MB)", flush=True)
    after = app_after_games(args.games)
    print(f"app RSS after game 1: {after[0]:.0f} MB; after game {len(after)}: {after[-1]:.0f} MB "
          f"({after[-1] / after[0]:.2f}x; target <= 1.2x); after each: "
          + ", ".join(f"{m:.0f}" for m in after))
    print(f"load average {load:.1f} -> {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
