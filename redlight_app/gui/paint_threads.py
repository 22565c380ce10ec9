"""Qt's painting kept on the window's own thread.

Qt 6 cuts a fill taller than about 96 rows (a card's face, a player's frame, a deck) into
pieces for its GUI thread pool, then waits for them. The pieces are small: on a machine with
two busy cores, waking the pool's threads and waiting for them took 28% of a move's frame in
`benchmarks/gui.py`, more than the fills themselves. This process-wide switch is kept for that
budget (a move to the repainted table, p95 under 16 ms; benchmarks/FIGURES.md, session 18)."""
from __future__ import annotations

import os

NO_PAINT_THREADS = "QT_NO_GUI_THREADPOOL"  # read by Qt when it first fills


def paint_on_one_thread() -> None:
    """Before the QApplication is made: Qt fills on the thread that paints (a value set
    in the environment already is left as it is)."""
    os.environ.setdefault(NO_PAINT_THREADS, "1")
