"""The desktop app, once Qt is loaded (gui/app.py `run_gui` crosses into it): the
QApplication, the main window with its theme and language, the log file and the crash
dialog, SIGTERM closing the window, the start-up benchmark's marks and the self-test
(`--smoke`).

Only Qt and the light start page are imported before the first paint; the engine, the
store (SQLAlchemy) and the table follow once the window is on screen (main_window.py).
"""
from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from PySide6 import QtWidgets
from PySide6.QtCore import QSettings, QSocketNotifier, QTimer, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from .. import logging_setup
from ..store.errors import StoreError, os_reason
from . import i18n
from .crash import CrashHandler
from .i18n import tr
from .main_window import MainWindow
from .no_display import make_application
from .paint_threads import paint_on_one_thread
from .plain_text import plain_message
from .run_folders import folders
from .store_words import store_text
from .theme import FUSION_SET, application_arguments, apply_theme

SMOKE_TIMEOUT_S = 180
OFFSCREEN_SMOKE_SIZE = (1366, 768)  # the self-test's window when Qt draws offscreen


def make_settings(config: Path) -> QSettings:
    return QSettings(str(config / "redlight-gui.ini"), QSettings.Format.IniFormat)


def make_window(data: Path, config: Path, bot_delay_ms: int = 700, age_gate: bool = True) -> MainWindow:
    """The main window (a QApplication must exist), with the theme applied."""
    settings = make_settings(config)
    i18n.install(i18n.resolve(str(settings.value("language", "system"))))
    mode = str(settings.value("theme", "system"))
    apply_theme(mode)
    window = MainWindow(data, settings, bot_delay_ms=bot_delay_ms, age_gate=age_gate)
    _follow_system_theme(window)
    return window


def _follow_system_theme(window: Any) -> None:
    hints = QGuiApplication.styleHints()
    changed = getattr(hints, "colorSchemeChanged", None)
    if changed is not None:
        changed.connect(lambda scheme: apply_theme("system", scheme)
                       if str(window.settings.value("theme", "system")) == "system" else None)


def run_app(args: argparse.Namespace) -> int:
    """Open the app (or run the self-test); returns the exit code (gui/app.py `run_gui`
    calls it)."""
    if args.smoke:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance()
    if app is None:  # no display: one sentence and exit 2 (gui/no_display.py)
        paint_on_one_thread()
        app = make_application(application_arguments(sys.argv[0] if sys.argv else "redlight"))
        app.setProperty(FUSION_SET, True)
    app.setApplicationName("Red Light Companion")
    app.setOrganizationName("redlight")
    if args.smoke:
        return _smoke(app, args)
    try:
        data, config = folders(args.data_dir)
    except StoreError as exc:  # --data-dir is a file, the folder is read-only, ...
        return cannot_start(store_text(exc))
    # issue 6: log file, crash dialog; the file is opened once the window has painted
    window: Any = None  # what make_window returns; none yet if the start itself fails
    install_log_and_crash_handler(lambda: window, open_log_now=False)
    delay = 700 if args.bot_delay is None else args.bot_delay
    window = make_window(data, config, bot_delay_ms=delay)
    window.started.connect(open_log_file)
    close_on_sigterm(window)
    window.show()
    if os.environ.get("REDLIGHT_EXIT_WHEN_READY"):  # the start-up benchmark: paint, then READY
        _exit_when_ready(app, window)
    elif os.environ.get("REDLIGHT_EXIT_AFTER_PAINT"):  # the start-up benchmark
        _exit_after_first_paint(app, window)
    code = app.exec()
    if logging_setup.holding():  # closed before the log file opened: keep what was logged
        open_log_file()
    return code


def close_on_sigterm(window: Any) -> None:
    """SIGTERM (a logout, `kill PID`) closes the window as Quit does: the game is saved
    already, the store closes and removes its lock file. Python runs a signal handler only
    when it next runs code, and an idle Qt loop runs none: the signal's byte, written to a
    pipe by `signal.set_wakeup_fd`, wakes the loop. (A pipe, not a socket pair: `socket`
    and `selectors` cost some 5 ms of the READY budget, benchmarks/FIGURES.md.)"""
    if os.name != "posix":
        return
    reader, writer = os.pipe()
    os.set_blocking(reader, False)
    os.set_blocking(writer, False)  # set_wakeup_fd wants a write that never blocks
    signal.set_wakeup_fd(writer)
    signal.signal(signal.SIGTERM, lambda *_: window.close())
    notifier = QSocketNotifier(reader, QSocketNotifier.Type.Read, window)

    def drain() -> None:
        try:
            os.read(reader, 64)
        except OSError:
            pass
    notifier.activated.connect(drain)


def cannot_start(message: str) -> int:
    """The app cannot open its folders: say why (stderr, and a message box), exit 1.
    (QtWidgets.QMessageBox named where used: its type is built then, not at every start.)"""
    print(f"redlight: {message}", file=sys.stderr)
    box = QtWidgets.QMessageBox(QtWidgets.QMessageBox.Icon.Critical,
                                tr("Red Light Companion cannot start"), message,
                                QtWidgets.QMessageBox.StandardButton.Close)
    plain_message(box).setObjectName("cannot-start")
    box.exec()  # its own event loop: the app's is never started (nor quit)
    return 1


def _exit_after_first_paint(app: Any, window: Any) -> None:
    def painted() -> None:
        print(f"PAINTED {time.perf_counter():.6f}", flush=True)
        app.quit()
    window.start.painted.connect(painted)


def _exit_when_ready(app: Any, window: Any) -> None:
    """Print PAINTED at the start page's first paint and READY once the window is usable
    (saved games listed, deferred start-up done) and the part of the page that lists the
    games has painted them, then quit."""
    def painted() -> None:
        window.start.painted.disconnect(painted)
        print(f"PAINTED {time.perf_counter():.6f}", flush=True)

    def ready() -> None:
        window.start.repaint(window.start.listing_rect())  # what the user now sees
        print(f"READY {time.perf_counter():.6f}", flush=True)
        app.quit()
    window.start.painted.connect(painted)
    window.usable.connect(ready)


def _smoke(app: Any, args: argparse.Namespace) -> int:
    temp = None
    if args.data_dir:
        try:
            data, config = folders(args.data_dir)
        except StoreError as exc:
            print(f"redlight: {exc}", file=sys.stderr)
            return 1
    else:  # a self-test leaves the user's saved games alone
        temp = tempfile.TemporaryDirectory(prefix="redlight-smoke-")
        data, config = folders(temp.name)
    outcome: dict[str, int | str] = {"code": 1, "message": "the game did not finish"}

    def crashed(report: str) -> None:  # the self-test fails on any uncaught exception
        outcome["message"] = "smoke: uncaught exception (see above)"
        app.exit(1)
    handler = install_log_and_crash_handler(lambda: None, interactive=False, on_crash=crashed)
    _qt_messages_to_log()  # the self-test's output is its one line; Qt's notes go to the log
    window = make_window(data, config, bot_delay_ms=args.bot_delay or 0, age_gate=False)
    if app.platformName() == "offscreen":  # no real screen: the size of a common laptop's
        window.resize(OFFSCREEN_SMOKE_SIZE[0], OFFSCREEN_SMOKE_SIZE[1])
    window.show()  # on a real screen, where the app would open: inside it
    started = time.monotonic()

    def begin() -> None:
        spec = {"seats": [{"name": "Ada", "kind": "bot", "level": "greedy"},
                          {"name": "Bea", "kind": "bot", "level": "random"}],
                "seed": args.smoke_seed if args.smoke_seed is not None else 20240607, "turn_limit": 300}
        if window.storage is not None and not window.storage.saving:
            outcome["message"] = f"smoke: saved games are not available: {window.storage.warning}"
            app.quit()
            return
        window.ensure_game_ui().controller.save_failed.connect(save_failed)  # built by now
        if not window.games.start_game(spec):
            reason = window.statusBar().currentMessage()
            outcome["message"] = "smoke: the game could not start" + (f": {reason}" if reason else "")
            app.quit()
            return
        poll.start(20)

    def save_failed(failure: Any) -> None:  # a move not stored is never reported as played
        poll.stop()
        c = window.controller
        stored = c.session.seq if c is not None and c.session is not None else 0
        outcome["code"] = 1
        outcome["message"] = (f"smoke: a move could not be saved after {stored} stored moves: "
                              f"{failure.detail}")
        app.exit(1)

    def check() -> None:
        c = window.controller
        if c is not None and c.over and c.idle():
            poll.stop()
            app.processEvents()
            if args.screenshot:
                Path(args.screenshot).parent.mkdir(parents=True, exist_ok=True)
                window.grab().save(args.screenshot)
            state, record = c.state, c.record
            assert state is not None and record is not None  # a game is over
            winners = ", ".join(c.names[w] for w in state.winners) or "nobody"
            outcome["code"] = 0
            outcome["message"] = (f"smoke: game over after {state.turn} turns and "
                                  f"{len(record.moves)} moves ({state.ending}); winner: {winners}")
            app.quit()
        elif time.monotonic() - started > SMOKE_TIMEOUT_S:
            poll.stop()
            outcome["message"] = f"smoke: no end after {SMOKE_TIMEOUT_S} s"
            app.quit()

    poll = QTimer()
    poll.timeout.connect(check)
    window.ready.connect(begin)
    app.exec()
    if handler.reports:
        outcome["code"] = 1
    print(" ".join(str(outcome["message"]).split()),
          file=sys.stdout if outcome["code"] == 0 else sys.stderr)
    window.close()
    if temp is not None:
        temp.cleanup()
    return int(outcome["code"])


def _qt_messages_to_log() -> None:
    """Send Qt's own messages (e.g. the offscreen plugin's "does not support
    propagateSizeHints()") to the log file instead of the terminal."""
    qt_log = logging.getLogger("redlight.qt")

    def handle(_kind: Any, _context: Any, message: str) -> None:
        qt_log.info("%s", message)
    qInstallMessageHandler(handle)


# -- issue 6: the log file and the crash dialog ----------------------------------------------
def install_log_and_crash_handler(window_getter: Any, interactive: bool = True,
                                  on_crash: Any = None, open_log_now: bool = True) -> Any:
    """Route uncaught exceptions to the log and a "Something went wrong" dialog, and start
    the rotating log file (in the log folder of the chosen data/config folders). With
    `open_log_now` false the records are held in memory until `open_log_file()` (the app
    calls it after the first paint)."""
    logging_setup.hold()
    logging.getLogger("redlight.app").info("start: argv=%s", sys.argv[1:])
    handler = CrashHandler(window_getter, interactive=interactive, on_crash=on_crash).install()
    if open_log_now:
        open_log_file()
    return handler


def open_log_file() -> None:
    try:
        path = logging_setup.install()
    except StoreError as exc:  # no log folder: the app runs on without a log file
        logging_setup.uninstall()  # and says so once: no second try at the end
        print(f"redlight: no log file: {exc}", file=sys.stderr)
        return
    except OSError as exc:  # a read-only folder, say: no second try at the end either
        logging_setup.uninstall()
        print(f"redlight: no log file ({exc.filename}: {os_reason(exc)}); the app runs on "
              "without one.", file=sys.stderr)
        return
    logging.getLogger("redlight.app").info("log file: %s", path)
