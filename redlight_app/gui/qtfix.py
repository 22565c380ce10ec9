"""A guard for PySide6 6.12 on Python 3.11, run before any Qt call (app.py, the tests).

PySide6 6.12's abi3 wheels hand back None from every Qt method that returns nothing
without taking a reference: harmless where None is immortal (Python 3.12+), but on 3.11
None's count falls by one per call until Python aborts with "deallocating None". None is
never freed anyway, so giving it a huge count makes it as immortal as on 3.12.
"""
from __future__ import annotations

import sys


def keep_none_alive() -> None:
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import ctypes
    refcnt = ctypes.c_ssize_t.from_address(id(None))
    if refcnt.value < 1 << 40:
        refcnt.value += 1 << 50
