"""When a move cannot be saved: the app says so unmissably, does not show the move as made,
Retry stores it, and "Continue without saving" is an explicit choice the screen shows."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from redlight_app.store.errors import DiskFullError

from .cardsets import DIVAS
from .driver import Driver, start
from .images import stale_pixels

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "bot", "level": "greedy"}]
DISK_FULL_TEXT = ("The last move could not be saved: the disk is full. Nothing is lost: free "
                  "some space and press Retry.")


class FullDisk:
    """Wraps the repository's append: fails while `full` is set, as SQLite does then."""

    def __init__(self, repo):  # type: ignore[no-untyped-def]
        self.repo = repo
        self.real = repo.append_move
        self.full = True
        self.calls = 0

    def install(self, monkeypatch):  # type: ignore[no-untyped-def]
        monkeypatch.setattr(self.repo, "append_move", self)
        return self

    def __call__(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        self.calls += 1
        if self.full:
            raise DiskFullError("Could not save the move: the disk is full. Nothing was changed.")
        return self.real(*args, **kwargs)


def press(qtbot, window, name):  # type: ignore[no-untyped-def]
    box = window.dialogs.save_failure.dialog
    button = box.findChild(QPushButton, name)
    assert button is not None and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_failed_save_is_shown_held_and_retried(open_window, qtbot, shots, monkeypatch):
    window = open_window(bot_delay_ms=60_000)  # Bob's turn is not part of this
    d = Driver(qtbot, window)
    c = start(window, DIVAS, SEATS)
    repo = window.storage.repo
    disk = FullDisk(repo).install(monkeypatch)
    moves, log_lines = len(c.record.moves), window.log_view.lines()
    state = c.state.to_dict()

    d.click(d.button("end_turn"))
    box = window.dialogs.save_failure.dialog
    qtbot.waitUntil(box.isVisible, timeout=3000)
    assert box.text() == DISK_FULL_TEXT
    assert box.windowModality() == Qt.WindowModality.WindowModal
    # the move is not shown as made: same state, same log, still Ann's turn
    assert c.state.to_dict() == state and len(c.record.moves) == moves and c.state.active == 0
    assert repo.count_moves(c.game_id) == moves
    assert "disk is full" in window.table.saved.text()
    qtbot.wait(50)
    window.grab().save(str(shots / "save-failure.png"))
    box.grab().save(str(shots / "save-failure-box.png"))
    assert window.log_view.lines() == log_lines  # no sentence for a move not made

    press(qtbot, window, "save-retry")  # still full: asked again, nothing shown
    qtbot.waitUntil(lambda: window.dialogs.save_failure.dialog is not box and
                    window.dialogs.save_failure.dialog.isVisible(), timeout=3000)
    assert disk.calls == 2 and len(c.record.moves) == moves and c.state.to_dict() == state

    disk.full = False  # space freed
    press(qtbot, window, "save-retry")
    qtbot.waitUntil(lambda: len(c.record.moves) == moves + 1, timeout=3000)
    assert c.state.active == 1 and c.failure is None
    assert repo.count_moves(c.game_id) == moves + 1
    assert window.table.saved.text().startswith("Autosaved")
    assert len(window.log_view.lines()) > len(log_lines)
    loaded = repo.load_game(c.game_id)
    assert loaded.state.to_dict() == c.state.to_dict()


def test_continue_without_saving_is_explicit_and_marks_the_game_unsaved(open_window, qtbot,
                                                                        shots, monkeypatch):
    window = open_window(bot_delay_ms=60_000)
    d = Driver(qtbot, window)
    c = start(window, DIVAS, SEATS)
    repo = window.storage.repo
    FullDisk(repo).install(monkeypatch)
    stored = repo.count_moves(c.game_id)
    d.click(d.button("end_turn"))
    qtbot.waitUntil(lambda: window.dialogs.save_failure.dialog.isVisible(), timeout=3000)
    press(qtbot, window, "save-continue-unsaved")
    qtbot.waitUntil(lambda: c.state.active == 1, timeout=3000)
    assert c.unsaved and c.failure is None
    assert "NOT SAVED" in window.table.saved.text()
    assert repo.count_moves(c.game_id) == stored  # nothing reached the disk
    qtbot.wait(50)
    window.grab().save(str(shots / "save-failure-continued-unsaved.png"))



def test_a_move_the_store_cannot_save_is_never_drawn(open_window, qtbot, monkeypatch):
    """The move is saved before the window hears of it: when the save fails, nothing of it
    is drawn (the table and the log show the position before it); Retry draws it."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QApplication
    window = open_window(bot_delay_ms=60_000)
    d = Driver(qtbot, window)
    c = start(window, DIVAS, SEATS)
    table = window.table
    # the stars, decks and hand: below the banner (its corner says the save failed) and
    # above the buttons (the one clicked keeps its hover ring)
    top, bottom = table.strip.height(), window.bar.mapTo(table, QPoint(0, 0)).y()
    below_strip = QRect(0, top, table.width(), bottom - top)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table.yours()[0])  # the game's start
    window.bar.buttons["end_turn"].setFocus()  # where the click leaves it: no ring moves
    QApplication.processEvents()
    before, log_lines = table.grab(below_strip).toImage(), window.log_view.lines()
    drawn: list[str] = []
    c.changed.connect(lambda change: drawn.append(change.kind))
    disk = FullDisk(window.storage.repo).install(monkeypatch)
    d.click(d.button("end_turn"))
    qtbot.waitUntil(lambda: window.dialogs.save_failure.dialog is not None
                    and window.dialogs.save_failure.dialog.isVisible(), timeout=3000)
    assert drawn == [], "nothing of an unsaved move is drawn"
    assert c.state.active == 0 and window.log_view.lines() == log_lines
    assert stale_pixels(table.grab(below_strip).toImage(), before) == []
    disk.full = False
    press(qtbot, window, "save-retry")
    qtbot.waitUntil(lambda: c.state.active == 1, timeout=3000)
    assert drawn == ["move"] and table.grab(below_strip).toImage() != before


def test_a_move_answered_at_once_by_another_stores_both_in_order_and_logs_each_once(
        open_window, qtbot):
    """A screen answering a move with another as soon as the first is drawn, as table mode
    does for some reveals: both are stored in order, drawn, and written in the log once."""
    from PySide6.QtWidgets import QApplication

    from redlight_app.engine.moves import EndTurn
    window = open_window(bot_delay_ms=60_000)
    c = start(window, DIVAS, [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}])
    moves = len(c.record.moves)
    answered: list[object] = []
    asked = []

    def answer(change):  # type: ignore[no-untyped-def]
        if change.kind == "move" and not asked:  # Ann ends her turn: Bob ends his at once
            asked.append(True)
            answered.append(c.submit(EndTurn(1)))
    c.changed.connect(answer)
    QApplication.processEvents()
    lines = len(window.log_view.lines())
    assert c.submit(EndTurn(0)) is None and answered == [None]
    assert len(c.record.moves) == moves + 2 and c.state.active == 0
    repo = window.storage.repo
    assert repo.count_moves(c.game_id) == moves + 2
    assert repo.load_game(c.game_id).state.to_dict() == c.state.to_dict()
    log = window.log_view.lines()
    # each move's sentences once: the log as a whole rebuilt from the session says the same
    assert log == [text for _, text in window.game_screen.sentences(c.log, window.game_screen.log_reader())]
    assert sum("ended the turn" in line for line in log[lines:]) == 2, log[lines:]
