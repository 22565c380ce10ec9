"""Where a move's repaint goes, by kind of move: prints figures, asserts nothing.

`benchmarks/gui.py`'s moves (one human watching, three greedy seats moved by this script),
each timed in CPU time on the GUI thread and split into phases: the engine and the store's
commit, the redraw from the state (`MainWindow._on_changed`: the log, the table's refresh),
Qt's layouts, other posted calls (the first-use legend's placement), then painting, by the
class of the widget painted (the time from one paint event to the next, so Qt's own work
around a widget's paint counts with it). End of turn is split by whose turn begins: the
human's own turn (her hand is drawn) costs most.

Run: python benchmarks/move_paint_phases.py [--moves N] [--top N]
"""
from __future__ import annotations

import argparse
import collections
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def measure(moves: int) -> tuple[dict[str, collections.Counter[str]], collections.Counter[str]]:
    """({kind of move: {phase: CPU seconds summed}}, {kind of move: moves})."""
    from paint_timing import started_window  # beside this file
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from redlight_app.bots import make_bot
    from redlight_app.engine.view import view

    app, window = started_window("redlight-phases-")
    spent: collections.Counter[str] = collections.Counter()
    redraw = window._on_changed

    def timed_redraw(change):
        start = time.thread_time()
        redraw(change)
        spent["redraw"] += time.thread_time() - start
    window.ensure_game_ui()
    window.controller.changed.disconnect(window._on_changed)
    window.controller.changed.connect(timed_redraw)

    class Paints(QObject):
        last: tuple[str, float] | None = None
        on = False  # within a move's timed frame

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if self.on and event.type() == QEvent.Type.Paint:
                now = time.thread_time()
                if self.last is not None:
                    spent["paint " + self.last[0]] += now - self.last[1]
                self.last = (type(obj).__name__, now)
            return False
    paints = Paints()
    app.installEventFilter(paints)
    by_kind: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    count: collections.Counter[str] = collections.Counter()
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
            spent.clear()
            paints.on, paints.last = True, None
            start = time.thread_time()
            c.submit(move)
            submitted = time.thread_time()
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            laid_out = time.thread_time()
            QApplication.sendPostedEvents(None, QEvent.Type.MetaCall)
            called = time.thread_time()
            paints.last = ("(Qt, up to the first widget)", called)
            QApplication.sendPostedEvents()
            end = time.thread_time()
            paints.on = False
            if paints.last is not None:
                spent["paint " + paints.last[0]] += end - paints.last[1]
                paints.last = None
            spent["engine and store"] = submitted - start - spent["redraw"]
            spent["layouts"] = laid_out - submitted
            spent["posted calls"] = called - laid_out
            spent["whole move"] = end - start
            kind = type(move).__name__
            if kind == "EndTurn":
                kind += " to Ann" if c.state.active == 0 else " from Ann" if move.player == 0 \
                    else " bot to bot"
            by_kind[kind].update(spent)
            count[kind] += 1
            done += 1
            app.processEvents()
            QApplication.sendPostedEvents()
    window.close()
    return by_kind, count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--top", type=int, default=12, help="phases shown per kind of move")
    args = parser.parse_args()
    by_kind, count = measure(args.moves)
    print(f"CPU ms a move, mean by kind of move ({args.moves} moves, load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs):")
    for kind, n in count.most_common():
        phases = by_kind[kind]
        print(f"{kind} ({n} moves): whole move {phases['whole move'] / n * 1000:.1f}")
        shown = [(k, v) for k, v in phases.most_common() if k != "whole move"][:args.top]
        print("   " + " | ".join(f"{k} {v / n * 1000:.2f}" for k, v in shown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
