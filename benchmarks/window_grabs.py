"""Window grabs after chosen moves, and their comparison with another checkout's: a change
meant to make the table faster must not change how it looks. Prints what differs.

Four games (4, 4, 6 and 3 players; one human watching, greedy seats moved by this script)
at 1420x940; the window is grabbed after 11 chosen moves of each (31 grabs with the last
window; the first-use legend open in the first game and a half, then closed).

Run: python benchmarks/window_grabs.py OUT_DIR [--checkout ROOT] [--compare OTHER_DIR]
     (--checkout: grab that checkout's code instead of this one, e.g. an exported main;
     --compare: then compare OUT_DIR's grabs with OTHER_DIR's, pixel by pixel)
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
AT = {3, 10, 25, 40, 41, 42, 60, 90, 130, 170, 171}  # the moves after which a game is grabbed

_CHILD = r"""
import os, random, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
root, out, at = sys.argv[1], sys.argv[2], {int(m) for m in sys.argv[3].split(",")}
sys.path[:0] = [root, os.path.join(root, "benchmarks")]
from paint_timing import started_window
from PySide6.QtWidgets import QApplication
from redlight_app.bots import make_bot
from redlight_app.engine.view import view
app, window = started_window("grabs-")
rng = random.Random(7)
for seed, n in ((1, 4), (2, 4), (3, 6), (4, 3)):
    seats = [{"name": "Ann", "kind": "human"}] + [
        {"name": f"Seat {i}", "kind": "bot", "level": "greedy"} for i in range(2, n + 1)]
    window.games.start_game({"seats": seats, "seed": seed, "turn_limit": 60})
    c = window.controller
    c._schedule_bots = lambda: None
    c._cancel_bots()
    app.processEvents(); app.processEvents()
    m = 0
    while not c.over and m < 180:
        seat = c.acting_seat()
        bot = make_bot("greedy")
        bot.begin(c.state.cardset, seat)
        move = bot.choose(view(c.state, seat), c.legal(seat), rng)
        c.submit(move)
        QApplication.sendPostedEvents(); app.processEvents(); QApplication.sendPostedEvents()
        m += 1
        if m in at:
            window.grab().save(f"{out}/g{seed}-m{m:03d}-{type(move).__name__}.png")
        if seed == 2 and m == 50 and getattr(window.table, "legend", None) is not None:
            window.table.legend.hide()  # the rest without the legend
window.grab().save(f"{out}/final.png")
"""


def grab(root: Path, out: Path) -> int:
    """Grab `root`'s window into `out` (a fresh process); the number of grabs."""
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    subprocess.run([sys.executable, "-c", _CHILD, str(root), str(out),
                    ",".join(str(m) for m in sorted(AT))], env=env, cwd=str(root), check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return len(list(out.glob("*.png")))


def compare(a: Path, b: Path) -> int:
    """Print each grab that differs (pixels differing, the largest difference in a channel);
    the number of grabs that differ or are missing."""
    from PySide6.QtGui import QImage
    names = sorted({p.name for p in a.glob("*.png")} | {p.name for p in b.glob("*.png")})
    bad = 0
    for name in names:
        if not (a / name).exists() or not (b / name).exists():
            print(f"  missing: {name}")
            bad += 1
            continue
        x, y = QImage(str(a / name)), QImage(str(b / name))
        if x == y:
            continue
        bad += 1
        if x.size() != y.size():
            print(f"  {name}: sizes differ")
            continue
        count, most = 0, 0
        for row in range(x.height()):
            for col in range(x.width()):
                p, q = x.pixel(col, row), y.pixel(col, row)
                if p != q:
                    count += 1
                    most = max(most, max(abs(((p >> s) & 255) - ((q >> s) & 255))
                                         for s in (0, 8, 16, 24)))
        print(f"  {name}: {count} pixels differ, by at most {most}/255 in a channel")
    print(f"{len(names)} grabs compared, {bad} differ")
    return bad


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--checkout", type=Path, default=ROOT)
    parser.add_argument("--compare", type=Path)
    args = parser.parse_args()
    print(f"{grab(args.checkout.resolve(), args.out)} grabs in {args.out}")
    if args.compare is not None:
        return 1 if compare(args.out, args.compare) else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
