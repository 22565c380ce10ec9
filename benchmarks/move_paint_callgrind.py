"""Instructions a move costs, from the move to the repainted table: prints figures, asserts
nothing. Counted by valgrind's callgrind, so other load on the machine cannot move them (the
wall-clock and CPU figures of benchmarks/gui.py move by a third from run to run here).

`benchmarks/gui.py`'s moves (one human watching, three greedy seats moved by this script,
the same seeds and choices) are replayed in a process run under callgrind, which counts only
inside each move: `GameSession.submit` through the controller, then the posted events (the
layouts and the paint), as gui.py times them. What gui.py leaves outside its timing (the
bots' choices, the events served after the paint) is not counted either.

How a move is fenced: it runs inside glibc's `twalk` (a one-node tree, walked once: the
move is the walk's action), which nothing else in the app calls; callgrind collects only
inside the walk (`trecurse`, the function `twalk` jumps to: the name callgrind sees) and
dumps its counts when it returns, one dump a move.

Run: python benchmarks/move_paint_callgrind.py [--moves N] [--checkout ROOT] [--out FILE]
     (--checkout: count that checkout's code instead of this one, e.g. /work/main;
     --out: also write the per-move counts, one a line, to compare two runs move by move)
"""
from __future__ import annotations

import argparse
import compileall
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_CHILD = r"""
import ctypes, os, random, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
root, moves = sys.argv[1], int(sys.argv[2])
sys.path[:0] = [root, os.path.join(root, "benchmarks")]
from paint_timing import started_window
from PySide6.QtWidgets import QApplication
from redlight_app.bots import make_bot
from redlight_app.engine.view import view

libc = ctypes.CDLL(None)
ORDER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
VISIT = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int, ctypes.c_int)
libc.tsearch.restype = ctypes.c_void_p
libc.tsearch.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p), ORDER]
libc.twalk.argtypes = [ctypes.c_void_p, VISIT]
tree = ctypes.c_void_p(None)
order = ORDER(lambda a, b: 0)
libc.tsearch(ctypes.c_void_p(1), ctypes.byref(tree), order)
pending = []
failed = []

def visit(node, which, depth):
    try:
        c, move = pending.pop()
        c.submit(move)
        QApplication.sendPostedEvents()
    except BaseException as e:
        failed.append(e)
visit_c = VISIT(visit)

app, window = started_window("redlight-callgrind-")
rng, seed, done = random.Random(7), 1, 0
while done < moves:
    seats = [{"name": "Ann", "kind": "human"}] + [
        {"name": f"Seat {i}", "kind": "bot", "level": "greedy"} for i in (2, 3, 4)]
    window.games.start_game({"seats": seats, "seed": seed, "turn_limit": 120})
    c = window.controller
    c._schedule_bots = lambda: None
    c._cancel_bots()
    app.processEvents()
    seed += 1
    while not c.over and done < moves:
        seat = c.acting_seat()
        bot = make_bot("greedy")
        bot.begin(c.state.cardset, seat)
        move = bot.choose(view(c.state, seat), c.legal(seat), rng)
        pending.append((c, move))
        libc.twalk(tree, visit_c)
        if failed:
            raise failed[0]
        done += 1
        app.processEvents()
        QApplication.sendPostedEvents()
window.close()
print("MOVES", done, flush=True)
"""


def count(root: Path, moves: int) -> list[int]:
    """Instructions of each of `moves` moves, in order, with `root`'s code."""
    # compiled bytecode, as an installed app has (a module first imported mid-move would
    # otherwise be compiled inside the move when this process may not write it)
    compileall.compile_dir(str(root / "redlight_app"), quiet=1)
    work = Path(tempfile.mkdtemp(prefix="move-callgrind-"))
    try:
        out = work / "cg.out"
        cmd = ["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=trecurse",
               "--dump-after=trecurse", f"--callgrind-out-file={out}",
               sys.executable, "-c", _CHILD, str(root), str(moves)]
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        done = subprocess.run(cmd, env=env, cwd=str(root), capture_output=True, text=True)
        if done.returncode != 0 or f"MOVES {moves}" not in done.stdout:
            raise RuntimeError(f"the replay failed (exit {done.returncode}):\n{done.stderr[-3000:]}")
        counts: list[tuple[int, int]] = []
        for dump in work.glob("cg.out.*"):
            part = int(dump.name.rsplit(".", 1)[1])
            text = dump.read_text(errors="replace")
            found = re.search(r"^(?:totals|summary): (\d+)", text, re.MULTILINE)
            counts.append((part, int(found.group(1)) if found else 0))
        counts.sort()
        if len(counts) != moves:
            raise RuntimeError(f"{len(counts)} dumps for {moves} moves")
        return [n for _, n in counts]
    finally:
        keep = os.environ.get("MOVE_CALLGRIND_KEEP")  # a folder for the dumps, to annotate
        if keep:
            shutil.copytree(work, keep, dirs_exist_ok=True)
        shutil.rmtree(work, ignore_errors=True)


def _p(values: list[int], q: float) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--checkout", type=Path, default=ROOT)
    parser.add_argument("--out", type=Path, help="write the per-move counts here")
    args = parser.parse_args()
    counts = count(args.checkout.resolve(), args.moves)
    if args.out is not None:
        args.out.write_text("".join(f"{n}\n" for n in counts))
    m = [n / 1e6 for n in counts]
    print(f"{args.checkout.resolve()}: instructions a move, move -> repainted table, over "
          f"{len(m)} moves: median {statistics.median(m):.2f} M, p90 {_p(counts, 0.9) / 1e6:.2f} M, "
          f"p95 {_p(counts, 0.95) / 1e6:.2f} M, max {max(m):.2f} M, mean {statistics.mean(m):.2f} M")
    return 0


if __name__ == "__main__":
    sys.exit(main())
