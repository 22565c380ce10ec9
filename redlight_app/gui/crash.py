"""Uncaught exceptions: written to the log, then shown in a dialog ("Something went wrong")
with the report in its details and a "Copy report" button that puts the report and the
current game (exported as a ``redlight-game/1`` document) on the clipboard.

PySide6 hands an exception raised in a slot or an event handler to ``sys.excepthook`` and
carries on, so the app keeps running after the dialog; exceptions in Python threads come
through ``threading.excepthook`` and are passed to the GUI thread by a queued signal.
"""
from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QWidget

from ..store.errors import StoreError  # pure and small: no SQLAlchemy
from .dialog_slot import DialogSlot
from .i18n import tr
from .store_words import store_text

if TYPE_CHECKING:
    from .crash_dialog import CrashDialog

log = logging.getLogger("redlight.crash")


class CrashHandler(QObject):
    """Installs itself as sys.excepthook and threading.excepthook; `window_getter` gives the
    main window (for the parent and the current game) or None."""

    thread_report = Signal(str)
    store_problem = Signal(str)  # a StoreError's sentence in the chosen language, any thread

    def __init__(self, window_getter: Callable[[], Any], interactive: bool = True,
                 on_crash: Callable[[str], None] | None = None):
        super().__init__()
        self.window_getter = window_getter
        self.interactive = interactive
        self.on_crash = on_crash
        self.box: DialogSlot[CrashDialog] = DialogSlot()  # the crash box, while shown
        self.reports: list[str] = []
        self.store_messages: list[str] = []  # store errors shown as messages (not crashes)
        self._previous: tuple[Any, Any] | None = None
        # emitted from other threads only, so the automatic connection queues it to the GUI
        # thread (naming QueuedConnection here would build PySide6's whole `Qt` namespace,
        # ~15 ms, before the first paint)
        self.thread_report.connect(self._show)
        self.store_problem.connect(self._tell)

    @property
    def dialog(self) -> CrashDialog | None:
        """The crash box on screen, or None."""
        return self.box.dialog

    def window(self) -> Any:
        try:
            return self.window_getter()
        except Exception:  # e.g. no window yet
            return None

    def install(self) -> CrashHandler:
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook
        return self

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None

    def excepthook(self, exc_type: type[BaseException], exc: BaseException,
                   tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        if _store_error(exc):  # the disk or the database, not a bug: a sentence, no report
            log.warning("store error: %s", exc)
            self.store_problem.emit(store_text(exc))  # the log: English
            return
        report = self._record(exc_type, exc, tb, "")
        if threading.current_thread() is threading.main_thread():
            self._show(report)
        else:
            self.thread_report.emit(report)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit or args.exc_value is None:
            return
        if _store_error(args.exc_value):
            log.warning("store error: %s", args.exc_value)
            self.store_problem.emit(store_text(args.exc_value))
            return
        name = args.thread.name if args.thread is not None else "?"
        report = self._record(args.exc_type, args.exc_value, args.exc_traceback, f"thread {name}")
        self.thread_report.emit(report)

    def _record(self, exc_type: type[BaseException], exc: BaseException,
                tb: TracebackType | None, where: str) -> str:
        # the report's makings (platform, importlib.metadata, json: 23 ms to import, measured
        # 2026-12-06) are imported when something has gone wrong, not at start-up: READY
        # budget (<= 1.6x a bare window, ~115 ms; 1.48-1.55x now), benchmarks/FIGURES.md
        from .crash_report import format_report
        try:
            report = format_report(exc_type, exc, tb, where)
        except Exception:
            report = "".join(traceback.format_exception(exc_type, exc, tb))
        log.error("uncaught exception\n%s", report)
        print(report, file=sys.stderr)
        self.reports.append(report)
        return report

    @Slot(str)
    def _tell(self, message: str) -> None:
        """A store error escaped a slot: shown as the message it is, never as a crash."""
        self.store_messages.append(message)
        if not self.interactive:
            print(f"redlight: {message}", file=sys.stderr)
            return
        messages = getattr(self.window(), "messages", None)  # the main window's (messages.py)
        if messages is not None:
            messages.tell(tr("Saved games"), message)
        else:
            print(f"redlight: {message}", file=sys.stderr)

    @Slot(str)
    def _show(self, report: str) -> None:
        if self.on_crash is not None:
            self.on_crash(report)
        if not self.interactive:
            return
        if self.box.dialog is not None:
            self.box.dialog.add_report(report)  # one box for a burst of errors
            return

        from .crash_dialog import CrashDialog  # only now: QMessageBox costs 20 ms of start-up
        window = self.window()
        dialog = CrashDialog(report, self.window, window if isinstance(window, QWidget) else None)
        dialog.setModal(True)
        self.box.show(dialog)
        dialog.raise_()


def _store_error(exc: BaseException | None) -> bool:
    return isinstance(exc, StoreError)
