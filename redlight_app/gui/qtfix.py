"""What must be settled before the first Qt call (app.py, the tests, the benchmarks):
`prepare_qt()` does the two parts below, and stops PySide6 from keeping the source of
every module imported after it (import_sources.py).

Painting on the GUI thread alone. Qt's raster engine splits a large fill or blend into
strips for a pool of helper threads and waits for them all: on a machine with two cores,
one of them busy, each paint then waits on a thread that is not scheduled, and a move's
repaint took 26 ms at p95 instead of 15 (benchmarks/gui.py, same run). The table's paints
are small blits; QT_NO_GUI_THREADPOOL keeps them on the GUI thread (a user's own setting of
the variable is left alone).

A guard for PySide6 6.12 on Python 3.11.

PySide6 6.12's abi3 wheels hand back None (from every Qt method that returns nothing) and
True/False without taking a reference: harmless where these are immortal (Python 3.12+),
but on 3.11 their counts fall by one per call until Python aborts with "deallocating None"
(or "True or False"). They are never freed anyway, so giving them huge counts makes them
as immortal as on 3.12.
"""
from __future__ import annotations

import os
import sys

from .import_sources import forget_import_sources


def prepare_qt() -> None:
    """Call once, before the QApplication is made."""
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    keep_none_alive()
    forget_import_sources()


def keep_none_alive() -> None:
    """Only for the PySide6 6.12 line on CPython 3.11; pyproject.toml pins below 6.12, so this
    guards installs that ignore the pin (a distribution's own PySide6, say)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    try:  # PySide6's own version: importlib.metadata would cost ~30 ms of start-up
        from PySide6 import __version__ as installed
    except ImportError:
        return
    if not installed.startswith("6.12."):
        return
    import ctypes
    for singleton in (None, True, False, NotImplemented, Ellipsis):
        refcnt = ctypes.c_ssize_t.from_address(id(singleton))
        if refcnt.value < 1 << 40:
            refcnt.value += 1 << 50
