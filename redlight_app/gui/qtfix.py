"""A guard for PySide6 6.12 on Python 3.11, run before any Qt call (app.py, the tests).

PySide6 6.12's abi3 wheels hand back None (from every Qt method that returns nothing) and
True/False without taking a reference: harmless where these are immortal (Python 3.12+),
but on 3.11 their counts fall by one per call until Python aborts with "deallocating None"
(or "True or False"). They are never freed anyway, so giving them huge counts makes them
as immortal as on 3.12.
"""
from __future__ import annotations

import sys


def keep_none_alive() -> None:
    """Only for the PySide6 6.12 line on CPython 3.11; pyproject.toml pins below 6.12, so this
    guards installs that ignore the pin (a distribution's own PySide6, say)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    from importlib.metadata import PackageNotFoundError, version
    try:
        installed = version("PySide6-Essentials")
    except PackageNotFoundError:
        try:
            installed = version("PySide6")
        except PackageNotFoundError:
            return
    if not installed.startswith("6.12."):
        return
    import ctypes
    for singleton in (None, True, False, NotImplemented, Ellipsis):
        refcnt = ctypes.c_ssize_t.from_address(id(singleton))
        if refcnt.value < 1 << 40:
            refcnt.value += 1 << 50
