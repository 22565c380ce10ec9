"""The desktop app (PySide6 Widgets): shows the game and turns clicks into moves."""
from __future__ import annotations

import platform
import sys


def _keep_none_alive() -> None:
    """Work around PySide6 6.12's abi3 wheels on Python < 3.12: every Qt method returning
    nothing hands back None without a reference (fine where None is immortal, 3.12+), so
    None's count falls by one per call until Python aborts with "deallocating None".
    None is never freed anyway; giving it a huge count makes it immortal here too."""
    if sys.version_info >= (3, 12) or platform.python_implementation() != "CPython":
        return
    import ctypes
    refcnt = ctypes.c_ssize_t.from_address(id(None))
    if refcnt.value < 1 << 40:
        refcnt.value += 1 << 50


_keep_none_alive()
