"""The replay window: a saved game's table as it stood after each move, read-only.

A slider and buttons step through it (Left/Right a move, Up/Down a turn, Home/End), the
log line of the move shown is highlighted, and the table is seen through one seat's eyes
(its view: what it could not see stays hidden; a computer's only once the game is over)
or, for a finished game, with every card open. "Continue from here" and "Play this deal
again" ask the window's owner to start a new saved game (signals), so the original game is
never changed here; they are greyed out, with a tooltip saying why, when the saved games
may only be read (`can_continue`).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...bidi import isolate
from ...engine.state import UNKNOWN
from ...engine.timeline import Timeline, open_view
from ...engine.view import view
from ...game_log import Line, log_lines
from ..dialog_slot import DialogSlot
from ..dialogs.discard import DiscardDialog, discard_entries
from ..i18n import card_name, engine_text, fill, number, tr
from ..plain_text import plain_label
from ..storage import read_only_reason
from ..widgets.table import TableContext, TablePage
from ..window_geometry import fit

OPEN = -1  # the viewer choice "every card open" (None: a spectator, who sees no hand)


class ReplayWindow(QMainWindow):
    """Steps through `timeline`; `continue_from(step)` and `play_again()` are requests."""

    continue_from = Signal(int)
    play_again = Signal()
    export_log = Signal()

    def __init__(self, timeline: Timeline, game_id: int, parent: QWidget | None = None,
                 can_continue: bool = True) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("replay-window")
        self.timeline = timeline
        self.game_id = game_id
        self.curtain = DialogSlot[QMessageBox]()  # "Show a hand?", while asked
        self.discard = DialogSlot[DiscardDialog]()  # the discard pile, while shown
        self.step = 0
        self.viewer: int | None = OPEN if timeline.finished else None
        self.lines: list[Line] = []
        self.rows_of_step: dict[int, list[int]] = {}  # step -> its rows in the log
        self.names = timeline.record.names
        fit(self, QSize(1400, 900))  # or less, inside the screen

        self.table = TablePage(mode="replay")
        self.table.shortcuts = False  # nothing is played here: no card shows a key
        self.table.discard_clicked.connect(self.show_discard)
        self.hands = plain_label(QLabel())
        self.hands.setObjectName("replay-hands")
        self.hands.setWordWrap(True)
        self.hands.setStyleSheet("background: #22160e; color: #f0e2c8; padding: 6px 12px;")
        left = QWidget()
        box = QVBoxLayout(left)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.table, 1)
        box.addWidget(self.hands)

        self.log = QListWidget()
        self.log.setObjectName("replay-log")
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setSelectionMode(QListWidget.SelectionMode.MultiSelection)
        self.log.itemClicked.connect(self._log_clicked)
        self.log.setAccessibleName(tr("Game log"))
        self.log.verticalScrollBar().setAccessibleName(tr("Scroll the game log"))
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.log)
        split.setStretchFactor(0, 1)
        split.setSizes([1040, 360])

        controls = QWidget()
        controls.setObjectName("replay-controls")
        row = QHBoxLayout(controls)
        row.setContentsMargins(10, 6, 10, 6)
        self.buttons: dict[str, QPushButton] = {}
        for key, label, slot in (
                ("first", "|◀", self.go_first), ("turn-back", "◀◀", self.turn_back),
                ("back", "◀", self.back), ("forward", "▶", self.forward),
                ("turn-forward", "▶▶", self.turn_forward), ("last", "▶|", self.go_last)):
            b = QPushButton(label)
            b.setObjectName(f"replay-{key}")
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # (see below: reached by Tab, not clicks)
            b.clicked.connect(slot)
            self.buttons[key] = b
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replay-slider")
        self.slider.setRange(0, timeline.last)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self.go)
        self.slider.setAccessibleName(tr("Position in the game"))
        self.where = QLabel()
        self.where.setObjectName("replay-where")
        for key in ("first", "turn-back", "back"):
            row.addWidget(self.buttons[key])
        row.addWidget(self.slider, 1)
        for key in ("forward", "turn-forward", "last"):
            row.addWidget(self.buttons[key])
        row.addWidget(self.where)

        actions = QWidget()
        arow = QHBoxLayout(actions)
        arow.setContentsMargins(10, 0, 10, 6)
        self.watch_label = QLabel()
        arow.addWidget(self.watch_label)
        self.watch = QComboBox()
        self.watch.setObjectName("replay-watch")
        # Tab reaches it (keyboard and screen reader); the arrow keys, Home and End stay the
        # window's shortcuts (a closed combo box does not claim them), Page Up/Down, a
        # letter or Alt+Down choose in it
        self.watch.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.watch_label.setBuddy(self.watch)
        if timeline.finished:
            self.watch.addItem("", OPEN)
        for seat in range(len(self.names)):
            # a game in play: a computer's hand is nobody's at the table to see
            if timeline.finished or self._is_person(seat):
                self.watch.addItem("", seat)
        self.watch.addItem("", None)
        self.watch.setCurrentIndex(self.watch.findData(self.viewer))
        self.watch.currentIndexChanged.connect(self._watch_changed)
        arow.addWidget(self.watch)
        arow.addStretch(1)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("replay-continue")
        self.continue_button.clicked.connect(lambda: self.continue_from.emit(self.step))
        self.again_button = QPushButton()
        self.again_button.setObjectName("replay-again")
        self.again_button.clicked.connect(self.play_again)
        self.export_button = QPushButton()
        self.export_button.setObjectName("replay-export")
        self.export_button.clicked.connect(self.export_log)
        for b in (self.continue_button, self.again_button, self.export_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            arow.addWidget(b)
        self.can_continue = can_continue  # False: the saved games may only be read here
        self.again_button.setEnabled(can_continue)

        central = QWidget()
        root = QVBoxLayout(central)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)
        root.addWidget(split, 1)
        root.addWidget(controls)
        root.addWidget(actions)
        self.setCentralWidget(central)

        # the keys step through the game wherever the focus is: the buttons are reached by
        # Tab (a push button leaves the arrow keys to the window's shortcuts), the scroll
        # areas never take the focus (they would take the arrow keys for themselves)
        for child in self.findChildren(QAbstractScrollArea):
            child.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for keys, slot in (("Left", self.back), ("Right", self.forward),
                           ("Up", self.turn_back), ("Down", self.turn_forward),
                           ("Home", self.go_first), ("End", self.go_last),
                           ("D", self.show_discard)):  # (the pile says "click or press D")
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(slot)
        # closed by the keyboard too (Ctrl+W, like the card set editor, or Esc, as a viewer
        # is: nothing in it is lost)
        for closing in (QKeySequence(QKeySequence.StandardKey.Close), QKeySequence("Esc")):
            QShortcut(closing, self).activated.connect(self.close)
        self._retranslate_controls()
        self._fill_log()
        self.go(timeline.last if timeline.finished else 0, force=True)

    def _retranslate_controls(self) -> None:
        self.setWindowTitle(tr("Replay of game {game}: {names}").format(
            game=self.game_id, names=", ".join(isolate(n) for n in self.names)))
        for key, tip in (("first", tr("The deal (Home)")), ("turn-back", tr("Back a turn (Up)")),
                         ("back", tr("Back a move (Left)")),
                         ("forward", tr("Forward a move (Right)")),
                         ("turn-forward", tr("Forward a turn (Down)")),
                         ("last", tr("The last move (End)"))):
            self.buttons[key].setToolTip(tip)
            self.buttons[key].setAccessibleName(tip)
        self.watch_label.setText(tr("Watch:"))
        self.watch.setAccessibleName(tr("Watch the game as"))
        for i in range(self.watch.count()):
            seat = self.watch.itemData(i)
            self.watch.setItemText(i, tr("Every card open") if seat == OPEN else
                                   tr("As a spectator (no hand)") if seat is None else
                                   tr("As {name} saw it").format(name=isolate(self.names[seat])))
        self.continue_button.setText(tr("&Continue from here"))
        self.again_button.setText(tr("Play this deal &again"))
        self.again_button.setToolTip(tr("A new game with the same card set, shuffle and seats: "
                                        "make new choices."))
        if not self.can_continue:
            self.again_button.setToolTip(read_only_reason())
        self.export_button.setText(tr("&Export log…"))

    def retranslate(self) -> None:
        """Every text again in the language now installed (the language changed while this
        window was open): controls, the log, the table."""
        self._retranslate_controls()
        self.table.retranslate()
        self._fill_log()
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # -- moving through the game ----------------------------------------------------------
    def go(self, index: int, force: bool = False) -> None:
        index = max(0, min(int(index), self.timeline.last))
        if index == self.step and not force:
            return
        self.step = index
        if self.slider.value() != index:
            self.slider.blockSignals(True)
            self.slider.setValue(index)
            self.slider.blockSignals(False)
        self._show()

    def forward(self) -> None:
        self.go(self.step + 1)

    def back(self) -> None:
        self.go(self.step - 1)

    def turn_forward(self) -> None:
        self.go(self.timeline.next_turn(self.step))

    def turn_back(self) -> None:
        self.go(self.timeline.previous_turn(self.step))

    def go_first(self) -> None:
        self.go(0)

    def go_last(self) -> None:
        self.go(self.timeline.last)

    # -- what is shown ---------------------------------------------------------------------
    def _watch_changed(self) -> None:
        chosen = self.watch.currentData()
        if self._needs_curtain(chosen):
            self._ask_curtain(chosen)
            return
        self._watch(chosen)

    def _watch(self, viewer: int | None) -> None:
        self.viewer = viewer
        index = self.watch.findData(viewer)
        if self.watch.currentIndex() != index:
            self.watch.blockSignals(True)
            self.watch.setCurrentIndex(index)
            self.watch.blockSignals(False)
        self._fill_log()
        self._show()

    def put_hands_away(self) -> None:
        """The hot-seat curtain comes up for the next player: a hand of this game in play,
        shown here beside the curtain (not under it), goes; the table stays, as a spectator's."""
        if self._needs_curtain(self.viewer):
            self._watch(None)

    def _is_person(self, seat: int) -> bool:
        return self.timeline.record.seats[seat].get("kind", "human") == "human"

    def _needs_curtain(self, seat: int | None) -> bool:
        """In a game still in play between several people, a person's hand is shown only
        once the others have looked away (as the hot-seat curtain asks)."""
        people = [i for i in range(len(self.names)) if self._is_person(i)]
        return (not self.timeline.finished and len(people) > 1 and seat is not None
                and seat != OPEN and seat in people)

    def _ask_curtain(self, seat: int) -> None:
        name = isolate(self.names[seat])
        box = QMessageBox(QMessageBox.Icon.Question, tr("Show a hand"),
                          fill(tr("This game is still in play. Show {name}'s hand? Everyone else, "
                                  "look away."), name=name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("replay-curtain")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.buttonClicked.connect(
            lambda b: self._watch(seat if box.standardButton(b) == QMessageBox.StandardButton.Yes
                                  else self.viewer))
        self.curtain.open(box)
        box.open()

    def _fill_log(self) -> None:
        reader = None if self.viewer == OPEN else self.viewer
        self.lines = log_lines(self.timeline, reader, open_cards=self.viewer == OPEN,
                               translate=engine_text, card_name=card_name, fill=fill)
        self.log.clear()
        self.rows_of_step = {}
        for row, line in enumerate(self.lines):
            self.rows_of_step.setdefault(line.index, []).append(row)
            item = QListWidgetItem(line.text)  # a list item shows its text as plain text
            item.setData(Qt.ItemDataRole.UserRole, line.index)
            if line.kind:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.log.addItem(item)

    def table_view(self) -> dict[str, Any]:
        """The view the table is drawn from at the step shown (tests compare it). In a game
        played with the real cards, cards nobody entered (secret events) are only counted."""
        state = self.timeline.steps[self.step].state
        seen = open_view(state) if self.viewer == OPEN else view(state, self.viewer)
        for player in seen["players"]:
            for key in ("hand", "awards"):
                if player[key] is not None:
                    player[key] = [c for c in player[key] if c != UNKNOWN]
        return seen

    def _show(self) -> None:
        state = self.timeline.steps[self.step].state
        seat = None if self.viewer == OPEN else self.viewer
        ctx = TableContext(state=state, view=self.table_view(), viewer=seat,
                           seats=self.timeline.record.seats, selection=set(), targets=set(),
                           target_players=set(), playable_cards=set())
        self.table.refresh(ctx)
        if seat is not None:  # whose eyes the table is seen through
            area = self.table.areas[seat]
            area.name.setText(isolate(self.names[seat]) + "  · " + tr("watched"))
            layout = area.layout()
            if layout is not None:
                layout.activate()
        self.table.saved.setText(tr("Move {move} of {moves}").format(
            move=number(self.step), moves=number(self.timeline.last)))
        if seat is not None and ctx.view["players"][seat]["hand"] is not None:
            pv = ctx.view["players"][seat]
            self.table.hand_title.setText(fill(tr("{name}'s hand — events: {events}, awards: {awards}"),
                                               name=isolate(pv["name"]), events=pv["hand_count"],
                                                  awards=pv["award_count"]))
        self.table.show_rail(self.viewer != OPEN)
        self.hands.setVisible(self.viewer == OPEN)
        if self.viewer == OPEN:
            self.hands.setText(self._open_hands(ctx.view))
        self.where.setText(tr("Move {move} of {moves} · turn {turn}").format(
            move=number(self.step), moves=number(self.timeline.last), turn=number(state.turn)))
        self.buttons["first"].setEnabled(self.step > 0)
        self.buttons["turn-back"].setEnabled(self.step > 0)
        self.buttons["back"].setEnabled(self.step > 0)
        for key in ("forward", "turn-forward", "last"):
            self.buttons[key].setEnabled(self.step < self.timeline.last)
        over = state.status == "over"
        self.continue_button.setEnabled(not over and self.can_continue)
        self.continue_button.setToolTip(
            read_only_reason() if not self.can_continue else
            tr("The game is over at this move: step back to continue from an earlier one.")
            if over else tr("Start a new saved game from this move; this game stays as it was."))
        self._highlight()

    def _open_hands(self, seen: dict[str, Any]) -> str:
        cards = self.timeline.record.cardset.cards
        rows = []
        for p in seen["players"]:
            names = [card_name(cards[c]) for c in p["hand"]]
            secret = p["hand_count"] - len(p["hand"])
            if secret:  # a table game: events nobody entered
                names.append(tr("{count} unseen").format(count=number(secret)))
            events = ", ".join(names) or "—"
            awards = ", ".join(card_name(cards[c]) for c in p["awards"]) or "—"
            rows.append(tr("{name}: hand {events}; awards {awards}").format(
                name=isolate(p["name"]), events=events, awards=awards))
        return "\n".join(rows)

    def _highlight(self) -> None:
        self.log.clearSelection()
        rows = self.rows_of_step.get(self.step, [])
        for row in rows:
            self.log.item(row).setSelected(True)
        if rows:
            self.log.scrollToItem(self.log.item(rows[0]), QListWidget.ScrollHint.PositionAtCenter)

    def show_discard(self) -> None:
        """The discard pile at the step shown, top first (it is face up: everyone sees it)."""
        entries = discard_entries(self.timeline.record.cardset,
                                  self.timeline.steps[self.step].state.discard)
        self.discard.open(DiscardDialog(entries, self))

    def highlighted(self) -> list[str]:
        """The log lines highlighted now (tests read them)."""
        return [i.text() for i in self.log.selectedItems()]

    def _log_clicked(self, item: QListWidgetItem) -> None:
        self.go(int(item.data(Qt.ItemDataRole.UserRole)))
        self._highlight()
