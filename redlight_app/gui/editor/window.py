"""The card set editor, a window of its own: build a set from scratch or from the demo, edit
every field of CARDSET.md, see every validation problem as you type, import and export
JSON, save versions to the store, and pick the set for new games.

Stored sets are never changed: saving registers the document as it is (the same content
gives the same id; a changed set gets a new id and, if its name is taken, a name such as
"My box (2)"). Saved games keep the version they were started with.
"""
from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import CardSet, CardSetError, load_cardset, load_cardset_text
from ...engine.name_limit import MAX_NAME
from ...store.errors import StoreError
from ..dialog_slot import DialogSlot
from ..i18n import QT_TR_NOOP, date, tr
from ..plain_text import html_text, plain_message
from ..window_geometry import fit
from .card_list import CardList
from .common import KIND_TITLE, is_dark, ok_css, problem_css
from .forms import FORMS, AwardForm, CardForm, CostsRow, EmptyPage
from .model import (
    SECTIONS,
    Problem,
    blank_document,
    canonical,
    clone,
    count_cards,
    duplicate_card,
    id_for_name,
    new_card,
    players_supported,
    slug,
    version_name,
)
from .problems import ProblemsPanel

DEBOUNCE_MS = 150
HISTORY = 300
Key = tuple[str, int]


ADD_KIND = {"stars": QT_TR_NOOP("Add a star"), "events": QT_TR_NOOP("Add an event"),
            "films": QT_TR_NOOP("Add a film"), "awards": QT_TR_NOOP("Add an award")}
ADDED_KIND = {"stars": QT_TR_NOOP("Added a star: type its name."),
              "events": QT_TR_NOOP("Added an event: type its name."),
              "films": QT_TR_NOOP("Added a film: type its name."),
              "awards": QT_TR_NOOP("Added an award: type its name.")}
COUNT_OF = {"stars": (QT_TR_NOOP("{n} star"), QT_TR_NOOP("{n} stars")),
            "events": (QT_TR_NOOP("{n} event"), QT_TR_NOOP("{n} events")),
            "films": (QT_TR_NOOP("{n} film"), QT_TR_NOOP("{n} films")),
            "awards": (QT_TR_NOOP("{n} award"), QT_TR_NOOP("{n} awards"))}


class CardSetEditor(QMainWindow):
    """The editor. `repo` is the store's Repository (or the GUI's in-memory stand-in).

    Signals: `cardset_chosen(id)` when the user picks the set for new games, `saved(id)`
    after each save (an id already stored when the content was stored before)."""

    cardset_chosen = Signal(int)
    saved = Signal(int)

    def __init__(self, repo: Any, parent: QWidget | None = None, cardset_id: int | None = None,
                 demo_path: Path | None = None) -> None:
        super().__init__(parent)
        if parent is not None:
            self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("cardset-editor")
        self.repo = repo
        self.demo_path = demo_path
        self.doc: dict[str, Any] = blank_document()
        self.current_id: int | None = None  # the stored set the editor started from / saved as
        self.current_name: str | None = None
        self.chosen_id: int | None = None
        self.problems: list[Problem] = []
        self.current: Key | None = None
        self.message = DialogSlot[QMessageBox]()  # the message on screen
        self.question = DialogSlot[QMessageBox]()  # the question on screen
        self.last_dir = str(Path.home())
        self._baseline = canonical(self.doc)
        self._auto_ids: set[int] = set()  # new cards whose id still follows their name
        self._history: list[tuple[str, Key | None]] = []
        self._pos = -1
        self.closing_without_asking = False
        self._showing = False  # putting a document on screen: its fields are not edits
        self.games_using: int | None = None  # saved games that use the stored version shown
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self.validate_now)

        fit(self, QSize(1280, 860), minimum=QSize(960, 640))  # or less, inside the screen
        self.menu_actions: dict[str, QAction] = {}
        self._build_actions()
        self._build_ui()
        self._build_menus()
        self._open_initial(cardset_id)
        self.list.tree.setFocus()
        from ..part_names import name_tab_bars
        name_tab_bars(self)  # the scroll bars Qt makes get names screen readers read

    # ==================================================================================
    # Building
    def _act(self, key: str, text: str, slot: Callable[[], Any], shortcut: str | list[str] | None = None,
             tip: str | None = None) -> QAction:
        action = QAction(tr(text), self)
        action.setObjectName(f"act-{key}")
        if shortcut:
            keys = [shortcut] if isinstance(shortcut, str) else shortcut
            action.setShortcuts([QKeySequence(k) for k in keys])
        if tip:
            tip = tr(tip)
            shown = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(f"{tip} ({shown})" if shown else tip)
            action.setStatusTip(tip)
        action.triggered.connect(lambda _=False: slot())
        self.menu_actions[key] = action
        return action

    def _build_actions(self) -> None:
        a = self._act
        a("new_set", QT_TR_NOOP("New set from &scratch"), self.new_from_scratch, None,
          QT_TR_NOOP("Start an empty card set"))
        a("copy_demo", QT_TR_NOOP("&Copy the demo set"), self.copy_demo, None,
          QT_TR_NOOP("Start from a copy of the shipped demo set"))
        a("import", QT_TR_NOOP("&Import JSON…"), self.import_dialog, "Ctrl+I", QT_TR_NOOP("Import a card set file"))
        a("export", QT_TR_NOOP("&Export JSON…"), self.export_dialog, "Ctrl+E",
          QT_TR_NOOP("Export this card set to a file"))
        a("save", QT_TR_NOOP("&Save"), self.save, "Ctrl+S",
          QT_TR_NOOP("Store this set (a new version when it changed; stored sets are never overwritten)"))
        a("use", QT_TR_NOOP("&Use for new games"), self.use_for_new_games, "Ctrl+Return",
          QT_TR_NOOP("Save the set and use it for new games"))
        a("close", QT_TR_NOOP("&Close"), self.close, "Ctrl+W")
        a("undo", QT_TR_NOOP("&Undo"), self.undo, "Ctrl+Z", QT_TR_NOOP("Undo the last change"))
        a("redo", QT_TR_NOOP("&Redo"), self.redo, ["Ctrl+Shift+Z", "Ctrl+Y"], QT_TR_NOOP("Redo"))
        a("add", QT_TR_NOOP("&Add card"), lambda: self.add_card(None), "Ctrl+N",
          QT_TR_NOOP("Add a card of the selected kind"))
        for section in SECTIONS:
            a(f"add_{section}", ADD_KIND[section], functools.partial(self.add_card, section))
        a("duplicate", QT_TR_NOOP("D&uplicate"), self.duplicate_card, "Ctrl+D",
          QT_TR_NOOP("Duplicate the selected card"))
        a("delete", QT_TR_NOOP("&Delete"), self.delete_card, "Del", QT_TR_NOOP("Delete the selected card"))
        a("filter", QT_TR_NOOP("&Find a card"), self._focus_filter, "Ctrl+F")
        a("next_problem", QT_TR_NOOP("Next &problem"), self.next_problem, "F8",
          QT_TR_NOOP("Go to the next problem"))
        # Del must not delete a card while typing in a field: it acts in the card list only
        self.menu_actions["delete"].setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

    def _show_ids(self, on: bool) -> None:
        for form in self.forms.values():
            form.show_ids(on)

    def _build_ui(self) -> None:
        central = QWidget()
        root = QVBoxLayout(central)
        root.setContentsMargins(12, 10, 12, 8)
        root.setSpacing(8)

        header = QFrame()
        header.setObjectName("set-header")
        header.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(header)
        grid.setContentsMargins(12, 10, 12, 10)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(6)
        self.name_label = QLabel(tr("Set &name:"))
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("set-name")
        self.name_edit.setMaxLength(MAX_NAME)  # the card-set reader's limit (engine/name_limit.py)
        self.name_edit.setPlaceholderText(tr("The name of your box, e.g. “My box”"))
        self.name_edit.setMinimumWidth(180)
        self.name_label.setBuddy(self.name_edit)
        self.name_edit.textChanged.connect(self._name_edited)
        self.costs_label = QLabel(tr("Award costs:"))
        self.costs_label.setToolTip(tr("Fame needed for a player's 1st, 2nd, 3rd and 4th award"))
        self.costs = CostsRow("set-award-cost")
        self.costs.changed.connect(self._costs_edited)
        grid.addWidget(self.name_label, 0, 0)
        grid.addWidget(self.name_edit, 0, 1)
        grid.addWidget(self.costs_label, 0, 2)
        grid.addWidget(self.costs, 0, 3)
        grid.setColumnStretch(1, 1)
        self.summary = QLabel()
        self.summary.setObjectName("set-summary")
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)
        self.version = QLabel()
        self.version.setObjectName("set-version")
        self.version.setTextFormat(Qt.TextFormat.RichText)
        self.version.setWordWrap(True)
        self.version.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(self.summary, 1, 0, 1, 2)
        grid.addWidget(self.version, 1, 2, 1, 2)
        self.ids_box = QCheckBox(tr("Show card &ids (advanced)"))
        self.ids_box.setObjectName("show-ids")
        self.ids_box.setToolTip(tr("Ids name cards in saved games and scenario files; the app makes "
                                   "them from the names."))
        self.ids_box.toggled.connect(self._show_ids)
        grid.addWidget(self.ids_box, 2, 0, 1, 2)
        root.addWidget(header)

        self.list = CardList()
        self.list.setMinimumWidth(210)
        self.list.selected.connect(self._selected)
        self.list.tree.addAction(self.menu_actions["delete"])
        self.add_menu = QMenu(tr("Add card"), self)
        for section in SECTIONS:
            self.add_menu.addAction(self.menu_actions[f"add_{section}"])
        self.list.set_actions(self.menu_actions["add"], self.add_menu, self.menu_actions["duplicate"],
                              self.menu_actions["delete"])

        self.stack = QStackedWidget()
        self.stack.setObjectName("card-form")
        self.empty = EmptyPage()
        self.stack.addWidget(self.empty)
        self.forms: dict[str, CardForm] = {}
        self.scrolls: dict[str, QScrollArea] = {}
        for section in SECTIONS:
            form = FORMS[section]()
            form.edited.connect(self._field_edited)
            scroll = QScrollArea()
            scroll.setAccessibleName(tr("Form of the card: {kind}").format(kind=tr(KIND_TITLE[section])))
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidget(form)
            self.stack.addWidget(scroll)
            self.forms[section] = form
            self.scrolls[section] = scroll
        form_frame = QFrame()
        form_frame.setFrameShape(QFrame.Shape.StyledPanel)
        frame_box = QVBoxLayout(form_frame)
        frame_box.setContentsMargins(1, 1, 1, 1)
        frame_box.addWidget(self.stack)

        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.split.setChildrenCollapsible(False)
        self.split.addWidget(self.list)
        self.split.addWidget(form_frame)
        self.split.setStretchFactor(0, 0)
        self.split.setStretchFactor(1, 1)
        self.split.setSizes([320, 940])

        root.addWidget(self.split, 1)
        self.panel = ProblemsPanel()
        self.panel.chosen.connect(self.go_to_problem)
        root.addWidget(self.panel, 0)
        self.setCentralWidget(central)

        bar = QToolBar(tr("Card set"))
        bar.setObjectName("editor-toolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bar.setIconSize(QSize(16, 16))
        new_button = QToolButton()
        new_button.setText(tr("New set"))
        new_button.setObjectName("new-set")
        new_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        new_menu = QMenu(new_button)
        new_menu.addAction(self.menu_actions["new_set"])
        new_menu.addAction(self.menu_actions["copy_demo"])
        new_button.setMenu(new_menu)
        bar.addWidget(new_button)
        self.open_menu = QMenu(tr("&Open a stored set"), self)
        self.open_menu.setObjectName("open-menu")
        self.open_menu.aboutToShow.connect(self._fill_open_menu)
        open_button = QToolButton()
        open_button.setText(tr("Open stored"))
        open_button.setObjectName("open-stored")
        open_button.setToolTip(tr("Open a card set kept in the store"))
        open_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        open_button.setMenu(self.open_menu)
        bar.addWidget(open_button)
        bar.addAction(self.menu_actions["import"])
        bar.addAction(self.menu_actions["export"])
        bar.addSeparator()
        bar.addAction(self.menu_actions["undo"])
        bar.addAction(self.menu_actions["redo"])
        bar.addSeparator()
        bar.addAction(self.menu_actions["save"])
        bar.addAction(self.menu_actions["use"])
        self.addToolBar(bar)
        self.toolbar = bar
        self.statusBar().setSizeGripEnabled(True)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        menu = bar.addMenu(tr("&Set"))
        for key in ("new_set", "copy_demo"):
            menu.addAction(self.menu_actions[key])
        menu.addMenu(self.open_menu)
        menu.addSeparator()
        for key in ("import", "export"):
            menu.addAction(self.menu_actions[key])
        menu.addSeparator()
        for key in ("save", "use"):
            menu.addAction(self.menu_actions[key])
        menu.addSeparator()
        menu.addAction(self.menu_actions["close"])
        edit = bar.addMenu(tr("&Edit"))
        for key in ("undo", "redo"):
            edit.addAction(self.menu_actions[key])
        edit.addSeparator()
        edit.addAction(self.menu_actions["filter"])
        edit.addAction(self.menu_actions["next_problem"])
        cards = bar.addMenu(tr("&Card"))
        cards.addAction(self.menu_actions["add"])
        cards.addMenu(self.add_menu)
        cards.addSeparator()
        cards.addAction(self.menu_actions["duplicate"])
        cards.addAction(self.menu_actions["delete"])
        for action in self.menu_actions.values():  # shortcuts work with the menus closed
            if action is not self.menu_actions["delete"]:
                self.addAction(action)

    # ==================================================================================
    # Opening documents
    def _open_initial(self, cardset_id: int | None) -> None:
        if cardset_id is None:
            try:
                infos = self.repo.list_cardsets()
            except Exception:  # an unreadable store still lets the user edit
                infos = []
            cardset_id = infos[-1].id if infos else None
        if cardset_id is not None:
            try:
                cardset = self.repo.load_cardset(cardset_id)
            except Exception as exc:
                self.statusBar().showMessage(tr("Card set #{id} could not be opened: {error}").format(
                    id=cardset_id, error=exc))
            else:
                self._open_document(clone(cardset.document), cardset_id, self._stored_name(cardset_id))
                return
        self._open_document(blank_document(), None, None)

    def _open_document(self, doc: dict[str, Any], cardset_id: int | None, name: str | None,
                       select: Key | None = None) -> None:
        self.doc = doc
        self.current_id = cardset_id
        self.current_name = name
        self._baseline = canonical(doc)
        self._auto_ids.clear()
        self._count_games()
        self._history = []
        self._pos = -1
        self._show_document(select if select is not None else self._first_card())
        self.validate_now()

    def _first_card(self) -> Key | None:
        for section in SECTIONS:
            if self.doc.get(section):
                return (section, 0)
        return None

    def _show_document(self, select: Key | None) -> None:
        """Put the whole document on screen (after opening, undo or redo)."""
        self._showing = True
        try:
            self.name_edit.setText(self.doc.get("name") if isinstance(self.doc.get("name"), str) else "")
        finally:
            self._showing = False
        self.costs.set_values(self.doc.get("award_costs"))
        self._sync_award_costs()
        self.list.rebuild(self.doc, None)
        self.list.select(self._clamp(select), emit=True)
        self._update_title()

    def _clamp(self, key: Key | None) -> Key | None:
        if key is None:
            return None
        section, index = key
        cards = self.doc.get(section, [])
        if not cards:
            return self._first_card()
        return (section, max(0, min(index, len(cards) - 1)))

    def _stored_name(self, cardset_id: int) -> str | None:
        try:
            for info in self.repo.list_cardsets():
                if info.id == cardset_id:
                    return str(info.name)
        except Exception:  # a count is a courtesy; the editor works without it
            return None
        return None

    def new_from_scratch(self) -> None:
        def go() -> None:
            self._open_document(blank_document(), None, None)
            self.name_edit.setFocus()
            self.name_edit.selectAll()
            self.statusBar().showMessage(tr("A new, empty set: add at least one card of each kind."), 8000)
        self._guard_unsaved(go)

    def copy_demo(self) -> None:
        def go() -> None:
            from ...resources import demo_cardset_path
            path = self.demo_path or demo_cardset_path()
            try:
                doc = json.loads(Path(path).read_text(encoding="utf-8"))
            except (OSError, ValueError) as exc:
                self._tell(tr("The demo set could not be read"), f"{path}: {exc}")
                return
            doc["name"] = tr("Copy of {name}").format(name=doc.get("name", "Demo"))
            self._open_document(doc, None, None)
            self.statusBar().showMessage(tr("A copy of the demo set: change what your box has."), 8000)
        self._guard_unsaved(go)

    def open_stored(self, cardset_id: int) -> bool:
        """Open a stored set for editing (saving it makes a new version)."""
        try:
            cardset = self.repo.load_cardset(cardset_id)
        except Exception as exc:  # say what went wrong, keep the editor as it is
            self._tell(tr("The card set could not be opened"), str(exc))
            return False
        name = self._stored_name(cardset_id)
        self._guard_unsaved(lambda: self._open_document(clone(cardset.document), cardset_id, name))
        return True

    def _fill_open_menu(self) -> None:
        self.open_menu.clear()
        try:
            infos = list(self.repo.list_cardsets())
        except Exception as exc:
            action = self.open_menu.addAction(tr("The store cannot be read: {error}").format(error=exc))
            action.setEnabled(False)
            return
        if not infos:
            action = self.open_menu.addAction(tr("No card sets stored yet"))
            action.setEnabled(False)
            return
        for info in reversed(infos):
            created = getattr(info, "created", None)
            when = f" · {date(created)}" if created is not None else ""
            marks = "   (" + tr("used for new games") + ")" if info.id == self.chosen_id else ""
            action = self.open_menu.addAction(f"{info.name}  ·  #{info.id}{when}{marks}")
            action.setCheckable(True)
            action.setChecked(info.id == self.current_id)
            action.triggered.connect(lambda _=False, cid=info.id: self.open_stored(cid))

    # ==================================================================================
    # Editing
    def _selected(self, key: Key | None) -> None:
        self.current = key
        if key is None:
            self.stack.setCurrentWidget(self.empty)
        else:
            section, index = key
            form = self.forms[section]
            form.load(self.doc[section][index], index)
            form.show_problems(self._problems_of(key))
            self.stack.setCurrentWidget(self.scrolls[section])
            self.scrolls[section].verticalScrollBar().setValue(0)
        self._update_actions()

    def _field_edited(self, field: str) -> None:
        if self.current is None:
            return
        section, index = self.current
        card = self.doc[section][index]
        form = self.forms[section]
        if field == "id":
            self._auto_ids.discard(id(card))
        elif field == "name" and id(card) in self._auto_ids:
            wanted = id_for_name(self.doc, section, str(card.get("name") or KIND_TITLE[section]), card)
            if wanted != card.get("id"):
                card["id"] = wanted
                form.refresh_field("id")
        self.list.update_item(section, index, card)
        if section == "awards" or field in ("copies",):
            self.list.update_counts(self.doc)
        self._edited()

    def _name_edited(self, text: str) -> None:
        if self._showing or text == self.doc.get("name"):
            return
        self.doc["name"] = text
        self._update_title()
        self._edited()

    def _costs_edited(self, values: list[int]) -> None:
        self.doc["award_costs"] = values
        self._sync_award_costs()
        self._edited()

    def _sync_award_costs(self) -> None:
        costs = self.doc.get("award_costs")
        award_form = self.forms["awards"]
        assert isinstance(award_form, AwardForm)
        award_form.use_set_costs(costs)

    def _edited(self) -> None:
        """A field changed: validate once typing pauses."""
        self.setWindowModified(True)
        self._timer.start()

    def add_card(self, section: str | None = None) -> Key:
        """Add a new card (of the selected kind by default) after the selected card."""
        if section is None:
            section = self.current[0] if self.current is not None else self.list.current_section() or "stars"
        card = new_card(self.doc, section)
        cards = self.doc.setdefault(section, [])
        index = self.current[1] + 1 if self.current is not None and self.current[0] == section else len(cards)
        cards.insert(index, card)
        self._auto_ids.add(id(card))
        self._structure_changed((section, index))
        self.forms[section].focus_field("name")
        self.statusBar().showMessage(tr(ADDED_KIND[section]), 5000)
        return (section, index)

    def duplicate_card(self) -> Key | None:
        if self.current is None:
            return None
        section, index = self.current
        twin = duplicate_card(self.doc, section, self.doc[section][index])
        self.doc[section].insert(index + 1, twin)
        self._structure_changed((section, index + 1))
        self.forms[section].focus_field("name")
        return (section, index + 1)

    def delete_card(self) -> None:
        if self.current is None:
            return
        section, index = self.current
        card = self.doc[section].pop(index)
        self._auto_ids.discard(id(card))
        cards = self.doc[section]
        after = (section, min(index, len(cards) - 1)) if cards else None
        self._structure_changed(after)
        self.list.tree.setFocus()
        self.statusBar().showMessage(tr("Deleted “{name}”. Undo (Ctrl+Z) brings it back.").format(
            name=card.get("name", card.get("id"))), 8000)

    def _structure_changed(self, select: Key | None) -> None:
        self.list.rebuild(self.doc, None)
        self.list.select(select, emit=True)
        self.validate_now()

    def _focus_filter(self) -> None:
        self.list.filter.setFocus()
        self.list.filter.selectAll()

    def select_card(self, section: str, index: int) -> None:
        self.list.select((section, index), emit=True)

    # ==================================================================================
    # Problems
    def validate_now(self) -> list[Problem]:
        """Validate the whole set now (edits otherwise wait for a pause in typing)."""
        self._timer.stop()
        from .model import find_problems
        self.problems = find_problems(self.doc)
        self.panel.set_problems(self.problems)
        cards = {(p.section, p.index) for p in self.problems if p.section is not None and p.index is not None}
        sections = {p.section for p in self.problems if p.section is not None and p.index is None}
        self.list.set_problems(self.doc, cards, sections)
        if self.current is not None:
            self.forms[self.current[0]].show_problems(self._problems_of(self.current))
        set_fields = {p.field for p in self.problems if p.section is None}
        red = f"color: {problem_css(self)}; font-weight: bold;"
        self.name_label.setStyleSheet(red if "name" in set_fields else "")
        self.costs_label.setStyleSheet(red if "award_costs" in set_fields else "")
        self._update_summary()
        self._remember()
        self._update_title()
        self._update_actions()
        return self.problems

    def _problems_of(self, key: Key) -> list[Problem]:
        return [p for p in self.problems if (p.section, p.index) == key]

    def go_to_problem(self, problem: Problem) -> None:
        """Select the card the problem names and put the cursor in its field."""
        if problem.section is not None and problem.index is not None:
            self.list.select((problem.section, problem.index), emit=True)
            self.forms[problem.section].focus_field(problem.field)
        elif problem.section is not None:
            self.list.show_section(problem.section)
            self.list.tree.setFocus()
        elif problem.field == "award_costs":
            self.costs.spins[0].setFocus()
        else:
            self.name_edit.setFocus()
            self.name_edit.selectAll()

    def next_problem(self) -> None:
        if not self.problems:
            self.statusBar().showMessage(tr("No problems."), 3000)
            return
        keys = [(p.section, p.index) for p in self.problems]
        start = keys.index(self.current) + 1 if self.current in keys else 0
        for problem in self.problems[start:] + self.problems[:start]:
            if (problem.section, problem.index) != self.current or len(set(keys)) == 1:
                self.go_to_problem(problem)
                self.panel.list.setCurrentRow(self.problems.index(problem))
                return

    def _update_summary(self) -> None:
        muted = QApplication.palette().color(QPalette.ColorRole.PlaceholderText).name()
        parts = []
        for section in SECTIONS:
            cards, total = count_cards(self.doc, section)
            label = tr(COUNT_OF[section][0] if total == 1 else COUNT_OF[section][1]).format(n=total)
            parts.append(label + (f" <span style='color:{muted}'>("
                                  + tr("{n} different").format(n=cards) + ")</span>" if total != cards else ""))
        seats = players_supported(self.doc)
        if seats >= 2:
            players = tr("enough for 2 players") if seats == 2 else \
                tr("enough for 2 to {n} players").format(n=seats)
            play = f"<span style='color:{ok_css(self)}'>{players}</span>"
        else:
            _, stars = count_cards(self.doc, "stars")
            _, events = count_cards(self.doc, "events")
            need = []
            if stars < 2:
                need.append(tr("1 more star") if 2 - stars == 1 else tr("{n} more stars").format(n=2 - stars))
            if events < 8:
                need.append(tr("1 more event") if 8 - events == 1 else
                            tr("{n} more events").format(n=8 - events))
            warn = "#ffb74d" if is_dark(self) else "#b26a00"
            play = (f"<span style='color:{warn}'>" + tr("not enough for a game yet: 2 players need "
                                                        "{cards}").format(cards=tr(" and ").join(need))
                    + "</span>")
        self.summary.setText(" · ".join(parts) + " — " + play)

    # ==================================================================================
    # Undo and redo: snapshots of the document, taken when typing pauses
    def _remember(self) -> None:
        snap = json.dumps(self.doc, ensure_ascii=False)
        if self._pos >= 0 and self._history[self._pos][0] == snap:
            return
        del self._history[self._pos + 1:]
        self._history.append((snap, self.current))
        if len(self._history) > HISTORY:
            del self._history[0]
        self._pos = len(self._history) - 1

    def undo(self) -> None:
        if self._timer.isActive():
            self.validate_now()
        if self._pos <= 0:
            self.statusBar().showMessage(tr("Nothing to undo."), 3000)
            return
        where = self._history[self._pos][1]
        self._pos -= 1
        self._restore(self._history[self._pos][0], where)
        self.statusBar().showMessage(tr("Undone."), 2000)

    def redo(self) -> None:
        if self._timer.isActive():
            self.validate_now()
        if self._pos >= len(self._history) - 1:
            self.statusBar().showMessage(tr("Nothing to redo."), 3000)
            return
        self._pos += 1
        snap, where = self._history[self._pos]
        self._restore(snap, where)
        self.statusBar().showMessage(tr("Redone."), 2000)

    def _restore(self, snap: str, where: Key | None) -> None:
        self.doc = json.loads(snap)
        self._auto_ids.clear()
        self._show_document(where)
        self.validate_now()

    # ==================================================================================
    # Saving, importing, exporting
    @property
    def dirty(self) -> bool:
        return canonical(self.doc) != self._baseline

    def save(self) -> int | None:
        """Store the set; returns its id, or None (with a message) when it cannot be stored."""
        self.validate_now()
        if self.problems:
            self._refuse_invalid(tr("The set cannot be saved"))
            return None
        try:
            cardset = load_cardset(clone(self.doc))
            cid, created, name = self._store(cardset)
        except (CardSetError, StoreError, ValueError, OSError) as exc:
            self._tell(tr("The set could not be saved"), str(exc))
            return None
        self.current_id, self.current_name = cid, name
        self._baseline = canonical(self.doc)
        self._auto_ids.clear()  # saved: ids no longer follow names
        self._count_games()
        self._update_title()
        if created:
            self.statusBar().showMessage(tr("Saved as “{name}” (#{id}).").format(name=name, id=cid), 8000)
        else:
            self.statusBar().showMessage(tr("Nothing new to store: this is “{name}” (#{id}).").format(
                name=name, id=cid), 8000)
        self.saved.emit(cid)
        return cid

    def _store(self, cardset: CardSet) -> tuple[int, bool, str]:
        """Register `cardset`; (id, whether it is new, its stored name)."""
        infos = list(self.repo.list_cardsets())
        known = {info.id: info.name for info in infos}
        name = version_name(cardset.name, set(known.values()))
        try:
            cid = int(self.repo.register_cardset(cardset, name=name))
        except TypeError:  # the in-memory stand-in keeps the set's own name
            cid = int(self.repo.register_cardset(cardset))
        if cid in known:
            return cid, False, str(known[cid])
        return cid, True, self._stored_name(cid) or name

    def _count_games(self) -> None:
        """How many saved games use the stored version shown (None when not known for sure:
        games name their set by its stored name, which only our versions keep unique)."""
        self.games_using = None
        if self.current_id is None or not self.current_name:
            return
        try:
            names = [info.name for info in self.repo.list_cardsets()]
            if names.count(self.current_name) != 1:
                return
            self.games_using = sum(1 for g in self.repo.list_games()
                                   if getattr(g, "cardset", None) == self.current_name)
        except Exception:
            self.games_using = None

    def _refuse_invalid(self, title: str) -> None:
        n = len(self.problems)
        first = self.problems[0].message
        more = "\n\n" + tr("…and {n} more; the problems list shows them all.").format(n=n - 1) \
            if n > 1 else ""
        fix = tr("Fix this problem first:") if n == 1 else tr("Fix these {n} problems first:").format(n=n)
        self._tell(title, f"{fix}\n\n{first}{more}")
        self.go_to_problem(self.problems[0])

    def use_for_new_games(self) -> int | None:
        """Save if needed, then offer the set to the New game dialogs (`cardset_chosen`)."""
        cid = self.current_id if not self.dirty and self.current_id is not None else self.save()
        if cid is None:
            return None
        if players_supported(self.doc) < 2:
            self._tell(tr("Not enough cards for a game"),
                       tr("The set is stored, but a game needs at least 2 stars and 8 events "
                          "(a star and 4 events for each player)."))
            return None
        self.chosen_id = cid
        self.cardset_chosen.emit(cid)
        seats = players_supported(self.doc)
        self.statusBar().showMessage(tr("New games will use “{name}” (#{id}), for 2 to {n} players.")
                                     .format(name=self.current_name, id=cid, n=seats), 10000)
        self._update_title()
        return cid

    def import_file(self, path: str | Path) -> int | None:
        """Validate and store a card set file, then open it; None (with a message naming what
        is wrong, and nothing stored) when it is refused."""
        path = Path(path)
        try:
            data = path.read_bytes()
        except OSError as exc:
            self._tell(tr("The file could not be read"), f"{path}: {exc.strerror or exc}")
            return None
        try:
            cardset = load_cardset_text(data)
        except CardSetError as exc:
            self._tell(tr("The card set was not imported"),
                       tr("“{file}” was not imported, and nothing was stored:").format(file=path.name)
                       + f"\n\n{exc}")
            return None
        try:
            cid, created, name = self._store(load_cardset(clone(cardset.document)))
        except (StoreError, ValueError, OSError) as exc:
            self._tell(tr("The card set could not be stored"), str(exc))
            return None
        self.last_dir = str(path.parent)
        doc = clone(cardset.document)

        def go() -> None:
            self._open_document(doc, cid, name)
            self.statusBar().showMessage(
                tr("Imported “{file}” as “{name}” (#{id}).").format(file=path.name, name=name, id=cid)
                if created else tr("“{file}” was already stored as “{name}” (#{id}); opened it.").format(
                    file=path.name, name=name, id=cid), 10000)
        self._guard_unsaved(go)
        return cid

    def export_file(self, path: str | Path) -> bool:
        self.validate_now()
        if self.problems:
            self._refuse_invalid(tr("The set cannot be exported"))
            return False
        path = Path(path)
        try:
            path.write_text(json.dumps(self.doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        except OSError as exc:
            self._tell(tr("The file could not be written"), f"{path}: {exc.strerror or exc}")
            return False
        self.last_dir = str(path.parent)
        self.statusBar().showMessage(tr("Exported to {path}.").format(path=path), 8000)
        return True

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Import a card set"), self.last_dir,
                                              tr("Card sets (*.json);;All files (*)"))
        if path:
            self.import_file(path)

    def export_dialog(self) -> None:
        self.validate_now()
        if self.problems:
            self._refuse_invalid(tr("The set cannot be exported"))
            return
        name = slug(str(self.doc.get("name") or "cardset"))
        path, _ = QFileDialog.getSaveFileName(self, tr("Export the card set"),
                                              str(Path(self.last_dir) / f"{name}.json"),
                                              tr("Card sets (*.json)"))
        if path:
            self.export_file(path if path.endswith(".json") else path + ".json")

    # ==================================================================================
    # Messages, questions, the title, closing
    def _tell(self, title: str, text: str) -> None:
        """A message that does not block (tests and the rest of the app keep running)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        plain_message(box).setObjectName("editor-message")
        self.statusBar().showMessage(text.replace("\n\n", " ").replace("\n", " "), 10000)
        self.message.open(box)

    def close_without_asking(self) -> None:
        """Close, dropping unsaved changes (after the user said so elsewhere)."""
        self.closing_without_asking = True
        self.close()

    def ask_about_unsaved(self, then: Callable[[], None]) -> None:
        """Run `then` now, or after asking what to do with unsaved changes."""
        self._guard_unsaved(then)

    def _guard_unsaved(self, then: Callable[[], None]) -> None:
        """Run `then` now, or after asking what to do with unsaved changes."""
        if not self.dirty:
            then()
            return
        box = QMessageBox(QMessageBox.Icon.Question, tr("Unsaved changes"),
                          tr("“{name}” has changes that are not saved.").format(
                              name=self.doc.get("name") or tr("This set")),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self)
        box.setInformativeText(tr("Save them as a new version first?"))
        plain_message(box).setObjectName("editor-question")
        box.setDefaultButton(QMessageBox.StandardButton.Save)

        def answered(button: Any) -> None:
            choice = box.standardButton(button)
            if choice == QMessageBox.StandardButton.Save:
                if self.save() is not None:
                    then()
            elif choice == QMessageBox.StandardButton.Discard:
                then()
        box.buttonClicked.connect(answered)
        self.question.open(box)

    def _update_title(self) -> None:
        name = self.doc.get("name") if isinstance(self.doc.get("name"), str) else ""
        self.setWindowTitle(tr("Card sets") + f" — {name or tr('untitled')}[*]")
        dirty = self.dirty
        self.setWindowModified(dirty)
        games = self.games_using
        used = ""
        if games:
            used = " · " + (tr("used by 1 saved game") if games == 1 else
                            tr("used by {n} saved games").format(n=games))
        if self.current_id is None:
            text = "<i>" + tr("Not stored yet") + "</i> — " + tr("Save (Ctrl+S) keeps it in the store")
        elif dirty:
            text = (tr("Changed since #{id} “{name}”").format(id=self.current_id, name=html_text(self.current_name))
                    + used + " · " + tr("saving makes a new version"))
        else:
            text = tr("Stored as #{id} “{name}”").format(id=self.current_id, name=html_text(self.current_name)) + used
        if self.current_id is not None and self.current_id == self.chosen_id and not dirty:
            text += " · " + tr("used for new games")
        self.version.setText(text)
        self.version.setToolTip(tr("Stored sets are never changed: saving an edited set makes a new "
                                   "version, and saved games keep the version they were started with."))

    def _update_actions(self) -> None:
        has = self.current is not None
        self.menu_actions["duplicate"].setEnabled(has)
        self.menu_actions["delete"].setEnabled(has)
        self.menu_actions["undo"].setEnabled(self._pos > 0)
        self.menu_actions["redo"].setEnabled(0 <= self._pos < len(self._history) - 1)

    def showEvent(self, event: Any) -> None:
        self.closing_without_asking = False  # shown again (the window is kept): ask again
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "panel"):
            self.validate_now()  # the problem reds follow the theme

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.closing_without_asking or not self.dirty:
            super().closeEvent(event)
            return
        event.ignore()

        self._guard_unsaved(self.close_without_asking)

    def sizeHint(self) -> QSize:
        return QSize(1280, 860)


__all__ = ["CardSetEditor"]
