"""GUI speed on this machine: prints figures, asserts nothing.

1. Cold start, in a data folder holding saved games: `redlight` to its start page's first
   paint and to READY (the window usable: start page painted with the saved games listed,
   the deferred start-up done; REDLIGHT_EXIT_WHEN_READY=1), side by side, next to a bare
   PySide6 QMainWindow's launch to first paint (a fresh `python` process, the same platform
   plugin), interleaved runs, in the same run of this script. Targets: first paint within
   1.5x of the bare window, READY within 2x.
   Then opening a saved game in such a fresh start: the first listed game resumed as soon
   as the window is usable (the store still to open) and once start-up has settled, click
   to table painted; and the longest the window's thread is busy between READY and the
   store being open (building the game's parts). No target: reported.
2. From a move to the repainted table: submit a move through the controller (the
   session: engine check and apply, the store's commit, then the log and the table
   redrawn) and process events until the table has painted.
   Target: p95 under 16 ms (one frame at 60 Hz).

With `--against OTHER_CHECKOUT` (another source tree, e.g. `git worktree add --detach
/tmp/before <commit>`, its compiled engine built or copied in place), both measures run for the
two trees in the same run, interleaved (A B, B A, ...) in fresh processes, each tree timed
with its own benchmarks/gui.py, so both meet the same load: the before/after figures of
FIGURES.md.

Run: python benchmarks/gui.py [--runs N] [--moves N] [--against OTHER_CHECKOUT]
     (QT_QPA_PLATFORM=offscreen by default)
"""
from __future__ import annotations

import argparse
import compileall
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from paint_timing import (  # beside this file
    BARE,
    age_confirmed_data_dir,
    open_saved_game,
    time_to_marks,
    time_to_paint,
    with_saved_games,
)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

def saved_games_folder() -> str:
    """A fresh data folder holding saved games (compiled bytecode, as an installed app has:
    pip and the bundle compile it; a checkout run with PYTHONDONTWRITEBYTECODE=1 would
    compile every module of ours at each start)."""
    compileall.compile_dir(str(ROOT / "redlight_app"), quiet=1)
    home = tempfile.mkdtemp(prefix="redlight-bench-")
    return str(with_saved_games(age_confirmed_data_dir(home)))


def cold_start(runs: int, data: str, root: Path = ROOT,
               ) -> tuple[list[tuple[dict[str, float], float]], list[tuple[float, float]]]:
    env = dict(os.environ, PYTHONPATH=str(root), REDLIGHT_EXIT_WHEN_READY="1")
    app_cmd = [sys.executable, "-m", "redlight_app", "--data-dir", data]
    bare_cmd = [sys.executable, "-c", BARE]
    cwd = str(root)
    time_to_marks(app_cmd, env, cwd)  # warm the file cache for both, once
    time_to_paint(bare_cmd, env, cwd)
    app, bare = [], []
    for _ in range(runs):
        app.append(time_to_marks(app_cmd, env, cwd))
        bare.append(time_to_paint(bare_cmd, env, cwd))
    return app, bare


def saved_game_opening(runs: int, data: str) -> dict[str, list[tuple[float, float]]]:
    """Per mode ("at-ready", "settled"): (ms click -> table painted, longest ms the window's
    thread was busy from READY until the store was open) of `runs` fresh starts each."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out: dict[str, list[tuple[float, float]]] = {"at-ready": [], "settled": []}
    for _ in range(runs):
        for mode, results in out.items():
            results.append(open_saved_game(sys.executable, mode, data, env, str(ROOT)))
    return out


def move_to_paint(moves: int) -> tuple[list[float], list[float], list[float], list[float]]:
    """Per move, in seconds: (move -> repainted table, of that the part after the store's
    commit, move -> whole window settled: log, buttons and all, and the CPU time the first
    took on this thread: what other processes on a busy machine cannot inflate)."""
    from paint_timing import started_window  # beside this file
    from PySide6.QtWidgets import QApplication

    from redlight_app.bots import make_bot
    from redlight_app.engine.view import view

    app, window = started_window("redlight-bench-")
    total: list[float] = []
    redraw: list[float] = []
    frame: list[float] = []
    cpu: list[float] = []
    marks: dict[str, float] = {}
    def time_saves(sink):  # the session's store sink: mark each commit
        append = sink.append

        def timed_append(seq, move, state_after):
            append(seq, move, state_after)
            marks["saved"] = time.perf_counter()
        sink.append = timed_append
    seed = 1
    rng = random.Random(7)
    while len(total) < moves:
        # one human watching (her hand is drawn), three seats moved by the benchmark itself
        seats = [{"name": "Ann", "kind": "human"}] + [
            {"name": f"Seat {i}", "kind": "bot", "level": "greedy"} for i in (2, 3, 4)]
        window.games.start_game({"seats": seats, "seed": seed, "turn_limit": 120})
        c = window.controller
        time_saves(c.session.sink)
        c._schedule_bots = lambda: None  # the benchmark moves every seat, synchronously
        c._cancel_bots()
        app.processEvents()
        seed += 1
        while not c.over and len(total) < moves:
            seat = c.acting_seat()
            bot = make_bot("greedy")
            bot.begin(c.state.cardset, seat)
            move = bot.choose(view(c.state, seat), c.legal(seat), rng)
            start = time.perf_counter()
            start_cpu = time.thread_time()
            c.submit(move)  # engine, store commit, then the table redrawn from the state
            QApplication.sendPostedEvents()  # the next frame: layouts, then paint what changed
            end = time.perf_counter()
            cpu.append(time.thread_time() - start_cpu)
            app.processEvents()  # then what waits on timers: the log is written a frame later
            # and painted: in the app the event loop does this long before the next move
            # (without it, this move's log would be painted inside the next move's frame)
            QApplication.sendPostedEvents()
            total.append(end - start)
            redraw.append(end - marks.get("saved", start))
            frame.append(time.perf_counter() - start)
    window.close()
    return total, redraw, frame, cpu


def machine_speed() -> float:
    """Microseconds this machine takes for `sum(range(10000))`, best of five (what
    `python3 -m timeit "sum(range(10000))"` prints): the same code's figures on two
    machines compare through it (this project's machines have measured 75 to 300 us)."""
    import timeit
    timer = timeit.Timer("sum(range(10000))")
    loops = 1000
    return min(timer.repeat(repeat=5, number=loops)) / loops * 1e6


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


_CHILD_DATA = r"""
import sys
sys.path[:0] = [sys.argv[1], sys.argv[1] + "/benchmarks"]
import gui
print(gui.saved_games_folder())
"""

_CHILD_MOVES = r"""
import json, os, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path[:0] = [sys.argv[1], sys.argv[1] + "/benchmarks"]
import gui
total, _redraw, _frame, cpu = gui.move_to_paint(int(sys.argv[2]))
print(json.dumps({"wall": total, "cpu": cpu}))
"""


def _child(root: Path, script: str, *args: str) -> str:
    """The last line a fresh process prints running `script` on the tree at `root`."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ["QT_QPA_PLATFORM"])
    env.pop("PYTHONPATH", None)
    run = subprocess.run([sys.executable, "-c", script, str(root), *args], env=env,
                         cwd=str(root), capture_output=True, text=True, check=True)
    return run.stdout.strip().splitlines()[-1]


def before_after(other: Path, runs: int, moves: int) -> None:
    """First paint, READY and move -> repainted table for `other` (before) and this tree
    (after), interleaved in one run; each tree starts on a data folder its own code wrote."""
    roots = {"before": other.resolve(), "after": ROOT}
    data = {name: _child(root, _CHILD_DATA) for name, root in roots.items()}
    bare_cmd = [sys.executable, "-c", BARE]
    marks: dict[str, list[dict[str, float]]] = {name: [] for name in roots}
    bare: list[float] = []
    def app_cmd(name: str) -> tuple[list[str], dict[str, str], str]:
        env = dict(os.environ, PYTHONPATH=str(roots[name]), REDLIGHT_EXIT_WHEN_READY="1")
        return [sys.executable, "-m", "redlight_app", "--data-dir", data[name]], env, str(roots[name])
    for name in roots:  # warm the file cache, untimed
        time_to_marks(*app_cmd(name))
    for i in range(runs):
        for name in (("before", "after") if i % 2 == 0 else ("after", "before")):
            marks[name].append(time_to_marks(*app_cmd(name))[0])
        bare.append(time_to_paint(bare_cmd, dict(os.environ), str(ROOT))[0])
    b = statistics.median(bare)
    print(f"cold start, {runs} interleaved runs each (load average {os.getloadavg()[0]:.1f} on "
          f"{os.cpu_count()} CPUs): bare QMainWindow first paint {b * 1000:.0f} ms")
    for name, root in roots.items():
        paint = statistics.median([m["PAINTED"] for m in marks[name]])
        ready = statistics.median([m["READY"] for m in marks[name]])
        print(f"  {name:6s} {root}: first paint {paint * 1000:.0f} ms ({paint / b:.2f}x bare, "
              f"target <= 1.5x) | READY {ready * 1000:.0f} ms ({ready / b:.2f}x bare, "
              f"target <= 1.6x)")
    pooled: dict[str, dict[str, list[float]]] = {name: {"wall": [], "cpu": []} for name in roots}
    pairs, per_run = 4, max(1, moves // 4)
    for i in range(pairs):
        for name in (("before", "after") if i % 2 == 0 else ("after", "before")):
            run = json.loads(_child(roots[name], _CHILD_MOVES, str(per_run)))
            pooled[name]["wall"].extend(run["wall"])
            pooled[name]["cpu"].extend(run["cpu"])
    print(f"move -> repainted table, {pairs} interleaved runs of {per_run} moves per tree "
          f"(load average {os.getloadavg()[0]:.1f}; machine speed now {machine_speed():.0f} us):")
    for name, root in roots.items():
        wall = [t * 1000 for t in pooled[name]["wall"]]
        cpu = [t * 1000 for t in pooled[name]["cpu"]]
        print(f"  {name:6s} {root}: wall median {statistics.median(wall):.1f} ms, p95 "
              f"{_p(wall, 0.95):.1f} ms (target < 16 ms) | CPU median {statistics.median(cpu):.1f}"
              f" ms, p95 {_p(cpu, 0.95):.1f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="cold starts of each window")
    parser.add_argument("--moves", type=int, default=600, help="moves to time")
    parser.add_argument("--against", type=Path, help="another checkout: before and after, one run")
    args = parser.parse_args()
    print(f"platform plugin: {os.environ['QT_QPA_PLATFORM']}; python {sys.version.split()[0]}; "
          f"machine speed: sum(range(10000)) in {machine_speed():.0f} us")
    if args.against:
        before_after(args.against, args.runs, args.moves)
        return 0
    data = saved_games_folder()
    app_runs, bare_runs = cold_start(args.runs, data)
    app, bare = [w["PAINTED"] for w, _ in app_runs], [w for w, _ in bare_runs]
    ready = [w["READY"] for w, _ in app_runs]
    a, b, r = statistics.median(app), statistics.median(bare), statistics.median(ready)
    print(f"cold start, data folder with saved games, median of {args.runs} interleaved runs "
          f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs):")
    print(f"  bare QMainWindow first paint {b * 1000:.0f} ms | redlight first paint "
          f"{a * 1000:.0f} ms ({a / b:.2f}x, target <= 1.5x) | redlight READY {r * 1000:.0f} ms "
          f"({r / b:.2f}x, target <= 2x)")
    pairs = list(zip(ready, bare, strict=True))
    print(f"  READY / bare per interleaved pair: median "
          f"{statistics.median([x / y for x, y in pairs]):.2f}x, fastest vs fastest "
          f"{min(ready) / min(bare):.2f}x")
    print(f"  redlight min/max {min(app) * 1000:.0f}/{max(app) * 1000:.0f} ms; "
          f"bare min/max {min(bare) * 1000:.0f}/{max(bare) * 1000:.0f} ms; "
          f"fastest vs fastest {min(app) / min(bare):.2f}x (least disturbed by other load)")
    ac, bc = statistics.median([c for _, c in app_runs]), statistics.median([c for _, c in bare_runs])
    print(f"  CPU time of each process (start, paint, quit), median: redlight {ac * 1000:.0f} ms, "
          f"bare {bc * 1000:.0f} ms, ratio {ac / bc:.2f}x")
    opening = saved_game_opening(max(3, args.runs // 2), data)
    print(f"opening a saved game in a fresh start, median of {len(opening['settled'])} "
          f"(load average {os.getloadavg()[0]:.1f}):")
    for mode, words in (("at-ready", "resumed as soon as the window is usable (the store "
                         "opens then)"), ("settled", "resumed once start-up has settled")):
        ms = [o for o, _ in opening[mode]]
        print(f"  {words}: click -> table painted {statistics.median(ms):.0f} ms "
              f"(min {min(ms):.0f})")
    stall = [s for _, s in opening["settled"]]
    print(f"  longest the window's thread is busy after READY (the store opened, the game's "
          f"parts built): median {statistics.median(stall):.0f} ms (max {max(stall):.0f})")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    total, redraw, frame, cpu = move_to_paint(args.moves)
    ms = [t * 1000 for t in total]
    print(f"move -> repainted table over {len(ms)} moves: median {statistics.median(ms):.1f} ms, "
          f"p95 {_p(ms, 0.95):.1f} ms, max {max(ms):.1f} ms (target p95 < 16 ms)")
    rd = [t * 1000 for t in redraw]
    print(f"  of which after the store's commit (what is left of the redraw, and the paint): "
          f"median {statistics.median(rd):.1f} ms, p95 {_p(rd, 0.95):.1f} ms")
    fr = [t * 1000 for t in frame]
    print(f"  move -> whole window settled (log and all): median {statistics.median(fr):.1f} ms, "
          f"p95 {_p(fr, 0.95):.1f} ms")
    cp = [t * 1000 for t in cpu]
    print(f"  CPU time of move -> repainted table: median {statistics.median(cp):.1f} ms, "
          f"p95 {_p(cp, 0.95):.1f} ms (load average {load:.1f} on {os.cpu_count()} CPUs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
