"""Which files a test made the app open: Linux's inotify, read through ctypes (no packages).

Used to prove that a name such as ``<img src=PATH>`` is never read as markup: Qt would open
PATH to draw the image.
"""
from __future__ import annotations

import ctypes
import os
import struct
from pathlib import Path

IN_ACCESS, IN_OPEN, IN_NONBLOCK = 0x001, 0x020, 0o4000


class FileReads:
    """Counts the opens and reads of one file from the moment it is made."""

    def __init__(self, path: Path) -> None:
        self._libc = ctypes.CDLL(None, use_errno=True)
        self._fd = self._libc.inotify_init1(IN_NONBLOCK)
        assert self._fd >= 0, f"inotify unavailable: errno {ctypes.get_errno()}"
        wd = self._libc.inotify_add_watch(self._fd, str(path).encode(), IN_OPEN | IN_ACCESS)
        assert wd >= 0, f"cannot watch {path}: errno {ctypes.get_errno()}"
        self.events = 0

    def count(self) -> int:
        """Opens and reads seen so far."""
        while True:
            try:
                data = os.read(self._fd, 4096)
            except BlockingIOError:
                return self.events
            offset = 0
            while offset < len(data):
                _wd, _mask, _cookie, length = struct.unpack_from("iIII", data, offset)
                self.events += 1
                offset += 16 + length

    def close(self) -> None:
        os.close(self._fd)
