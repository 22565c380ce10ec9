"""The card set editor, a window of its own: build a set from scratch or from the demo, edit
every field of CARDSET.md, see every validation problem as you type, import and export
JSON, save versions to the store, and pick the set for new games.

Stored sets are never changed: saving registers the document as it is (the same content
gives the same id; a changed set gets a new id and, if its name is taken, a name such as
"My box (2)"). Saved games keep the version they were started with.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import CardSetError, load_cardset, load_cardset_text
from ...engine.strict_json import StrictJsonError, read_json
from ...resources import demo_cardset_path
from ...store.errors import StoreError
from ..dialog_slot import DialogSlot
from ..i18n import QT_TR_NOOP, fill, tr
from ..part_names import name_tab_bars
from ..store_words import store_text
from ..window_geometry import fit
from .actions import (
    EditorCommands,
    build_actions,
    build_add_menu,
    build_menus,
    build_open_menu,
    build_toolbar,
    fill_open_menu,
)
from .card_forms import CardForms
from .card_list import CardList
from .common import KIND_TITLE
from .history import EditHistory, Key
from .messages import ask_to_save_first, tell
from .model import (
    SECTIONS,
    Problem,
    blank_document,
    canonical,
    clone,
    duplicate_card,
    find_problems,
    id_for_name,
    new_card,
    players_supported,
    slug,
)
from .problem_text import problem_text, refusal_text
from .problems import ProblemsPanel
from .set_header import SetHeader
from .stored_sets import StoredSets

DEBOUNCE_MS = 150

ADDED_KIND = {"stars": QT_TR_NOOP("Added a star: type its name."),
              "events": QT_TR_NOOP("Added an event: type its name."),
              "films": QT_TR_NOOP("Added a film: type its name."),
              "awards": QT_TR_NOOP("Added an award: type its name.")}


class CardSetEditor(QMainWindow):
    """The editor. `repo` is the store's Repository.

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
        self.stored = StoredSets(repo)
        self.demo_path = demo_path
        self.doc: dict[str, Any] = blank_document(tr("New card set"))
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
        self.history = EditHistory()
        self.closing_without_asking = False
        self._showing = False  # putting a document on screen: its fields are not edits
        self.games_using: int | None = None  # saved games that use the stored version shown
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self.validate_now)

        fit(self, QSize(1280, 860), minimum=QSize(960, 640))  # or less, inside the screen
        self.menu_actions: dict[str, QAction] = build_actions(self, EditorCommands(
            new_set=self.new_from_scratch, copy_demo=self.copy_demo, import_file=self.import_dialog,
            export_file=self.export_dialog, save=self.save, use=self.use_for_new_games, close=self.close,
            undo=self.undo, redo=self.redo, add_card=self.add_card, duplicate=self.duplicate_card,
            delete=self.delete_card, find_card=self._focus_filter, next_problem=self.next_problem))
        self._build_ui()
        build_menus(self.menuBar(), self.menu_actions, self.open_menu, self.add_menu)
        for action in self.menu_actions.values():  # shortcuts work with the menus closed
            if action is not self.menu_actions["delete"]:
                self.addAction(action)
        self._open_initial(cardset_id)
        self.list.tree.setFocus()
        name_tab_bars(self)  # the scroll bars Qt makes get names screen readers read

    # ==================================================================================
    # Building
    def _build_ui(self) -> None:
        central = QWidget()
        root = QVBoxLayout(central)
        root.setContentsMargins(12, 10, 12, 8)
        root.setSpacing(8)

        self.header = SetHeader()
        self.name_label = self.header.name_label
        self.name_edit = self.header.name_edit
        self.costs_label = self.header.costs_label
        self.costs = self.header.costs
        self.summary = self.header.summary
        self.version = self.header.version
        self.ids_box = self.header.ids_box
        self.name_edit.textChanged.connect(self._name_edited)
        self.costs.changed.connect(self._costs_edited)
        self.ids_box.toggled.connect(lambda on: self.card_forms.show_ids(on))
        root.addWidget(self.header)

        self.list: CardList = CardList()  # at least as wide as its buttons (their layout's)
        self.list.selected.connect(self._selected)
        self.list.tree.addAction(self.menu_actions["delete"])
        self.add_menu: QMenu = build_add_menu(self, self.menu_actions)
        self.list.set_actions(self.menu_actions["add"], self.add_menu, self.menu_actions["duplicate"],
                              self.menu_actions["delete"])

        self.card_forms: CardForms = CardForms()
        self.card_forms.edited.connect(self._field_edited)
        self.stack = self.card_forms.stack
        self.empty = self.card_forms.empty
        self.forms = self.card_forms.forms
        self.scrolls = self.card_forms.scrolls

        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.split.setChildrenCollapsible(False)
        self.split.addWidget(self.list)
        self.split.addWidget(self.card_forms)
        self.split.setStretchFactor(0, 0)
        self.split.setStretchFactor(1, 1)
        self.split.setSizes([320, 940])

        root.addWidget(self.split, 1)
        self.panel = ProblemsPanel()
        self.panel.chosen.connect(self.go_to_problem)
        root.addWidget(self.panel, 0)
        self.setCentralWidget(central)

        self.open_menu: QMenu = build_open_menu(self, lambda menu: fill_open_menu(
            menu, self.repo, self.current_id, self.chosen_id, self.open_stored))
        self.toolbar = build_toolbar(self.menu_actions, self.open_menu)
        self.addToolBar(self.toolbar)
        self.statusBar().setSizeGripEnabled(True)

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
                self._open_document(clone(cardset.document), cardset_id, self.stored.name_of(cardset_id))
                return
        self._open_document(blank_document(tr("New card set")), None, None)

    def _open_document(self, doc: dict[str, Any], cardset_id: int | None, name: str | None,
                       select: Key | None = None) -> None:
        self.doc = doc
        self.current_id = cardset_id
        self.current_name = name
        self._baseline = canonical(doc)
        self._auto_ids.clear()
        self.games_using = self.stored.games_using(cardset_id, name)
        self.history.clear()
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

    def new_from_scratch(self) -> None:
        def go() -> None:
            self._open_document(blank_document(tr("New card set")), None, None)
            self.name_edit.setFocus()
            self.name_edit.selectAll()
            self.statusBar().showMessage(tr("A new, empty set: add at least one card of each kind."), 8000)
        self._guard_unsaved(go)

    def copy_demo(self) -> None:
        def go() -> None:
            path = self.demo_path or demo_cardset_path()
            try:
                doc = json.loads(Path(path).read_text(encoding="utf-8"))
            except (OSError, ValueError) as exc:
                self._tell(tr("The demo set could not be read"), f"{path}: {exc}")
                return
            doc["name"] = fill(tr("Copy of {name}"), name=doc.get("name", "Demo"))
            self._open_document(doc, None, None)
            self.statusBar().showMessage(tr("A copy of the demo set: change what your box has."), 8000)
        self._guard_unsaved(go)

    def open_stored(self, cardset_id: int) -> bool:
        """Open a stored set for editing (saving it makes a new version)."""
        try:
            cardset = self.repo.load_cardset(cardset_id)
        except Exception as exc:  # say what went wrong, keep the editor as it is
            self._tell(tr("The card set could not be opened"), store_text(exc))
            return False
        name = self.stored.name_of(cardset_id)
        self._guard_unsaved(lambda: self._open_document(clone(cardset.document), cardset_id, name))
        return True

    # ==================================================================================
    # Editing
    def _selected(self, key: Key | None) -> None:
        self.current = key
        if key is None:
            self.card_forms.show_none()
        else:
            section, index = key
            self.card_forms.show_card(section, self.doc[section][index], index, self._problems_of(key))
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
        self.card_forms.use_set_costs(self.doc.get("award_costs"))

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
        self.problems = find_problems(self.doc)
        self.panel.set_problems(self.problems)
        cards = {(p.section, p.index) for p in self.problems if p.section is not None and p.index is not None}
        sections = {p.section for p in self.problems if p.section is not None and p.index is None}
        self.list.set_problems(self.doc, cards, sections)
        if self.current is not None:
            self.forms[self.current[0]].show_problems(self._problems_of(self.current))
        set_fields = {p.field for p in self.problems if p.section is None}
        self.header.mark_problems(set_fields)
        self.header.show_summary(self.doc)
        self.history.remember(self.doc, self.current)
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

    # ==================================================================================
    # Undo and redo (history.py keeps the snapshots, taken when typing pauses)
    def undo(self) -> None:
        if self._timer.isActive():
            self.validate_now()
        step = self.history.undo()
        if step is None:
            self.statusBar().showMessage(tr("Nothing to undo."), 3000)
            return
        self._restore(*step)
        self.statusBar().showMessage(tr("Undone."), 2000)

    def redo(self) -> None:
        if self._timer.isActive():
            self.validate_now()
        step = self.history.redo()
        if step is None:
            self.statusBar().showMessage(tr("Nothing to redo."), 3000)
            return
        self._restore(*step)
        self.statusBar().showMessage(tr("Redone."), 2000)

    def _restore(self, doc: dict[str, Any], where: Key | None) -> None:
        self.doc = doc
        self._auto_ids.clear()
        self._show_document(where)
        self.validate_now()

    # ==================================================================================
    # Saving, importing, exporting
    @property
    def dirty(self) -> bool:
        return canonical(self.doc) != self._baseline

    def save(self) -> int | None:
        """Store the set; returns its id, or None (with a message) when it cannot be stored.
        A set saved with no name is named "New card set" in the name field first: what is
        stored is what the field shows (it was stored as "Card set", the field left empty)."""
        if not str(self.doc.get("name") or "").strip():
            self.name_edit.setText(tr("New card set"))
            self.doc["name"] = tr("New card set")
        self.validate_now()
        if self.problems:
            self._refuse_invalid(tr("The set cannot be saved"))
            return None
        try:
            cardset = load_cardset(clone(self.doc))
            cid, created, name, stored = self.stored.store(cardset)
        except (CardSetError, StoreError, ValueError, OSError) as exc:
            self._tell(tr("The set could not be saved"), store_text(exc))
            return None
        if stored.document.get("name") != self.doc.get("name"):  # stored as "Demo (2)": say so
            self.doc["name"] = stored.document.get("name")
            self._showing = True
            try:
                self.name_edit.setText(str(self.doc["name"]))
            finally:
                self._showing = False
        self.current_id, self.current_name = cid, name
        self._baseline = canonical(self.doc)
        self._auto_ids.clear()  # saved: ids no longer follow names
        self.games_using = self.stored.games_using(cid, name)
        self._update_title()
        if created:
            self.statusBar().showMessage(tr("Saved as “{name}” (#{id}).").format(name=name, id=cid), 8000)
        else:
            self.statusBar().showMessage(tr("Nothing new to store: this is “{name}” (#{id}).").format(
                name=name, id=cid), 8000)
        self.saved.emit(cid)
        return cid

    def _refuse_invalid(self, title: str) -> None:
        n = len(self.problems)
        first = problem_text(self.problems[0])
        more = "\n\n" + tr("…and {n} more; the problems list shows them all.").format(n=n - 1) \
            if n > 1 else ""
        fix = tr("Fix these {n} problems first:", "", n).format(n=n)
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
        """Validate a card set file, then (unsaved changes saved or discarded first, when the
        user says so) store and open it. Returns its stored id once imported; None when it is
        refused (with a message naming what is wrong, nothing stored) or waits for that
        answer (Cancel stores nothing: the set was stored before the question was asked)."""
        path = Path(path)
        self.statusBar().clearMessage()  # (not a refusal left from an earlier file)
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
                       + f"\n\n{refusal_text(exc, _document(data))}")
            return None
        doc = clone(cardset.document)
        stored: list[int] = []

        def go() -> None:
            try:
                cid, created, name, kept = self.stored.store(load_cardset(clone(doc)))
            except (CardSetError, StoreError, ValueError, OSError) as exc:
                self._tell(tr("The card set could not be stored"), store_text(exc))
                return
            if created:  # under the name it is stored as ("Demo (2)")
                doc["name"] = kept.document.get("name")
            stored.append(cid)
            self.last_dir = str(path.parent)
            self._open_document(clone(doc), cid, name)
            self.statusBar().showMessage(
                tr("Imported “{file}” as “{name}” (#{id}).").format(file=path.name, name=name, id=cid)
                if created else tr("“{file}” was already stored as “{name}” (#{id}); opened it.").format(
                    file=path.name, name=name, id=cid), 10000)
        self._guard_unsaved(go)
        return stored[0] if stored else None

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
        tell(self, self.message, title, text)

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
        ask_to_save_first(self, self.question, self.doc.get("name") or tr("This set"), self.save, then)

    def _update_title(self) -> None:
        name = self.doc.get("name") if isinstance(self.doc.get("name"), str) else ""
        untitled = tr("untitled")  # outside the f-string, where lupdate finds it
        self.setWindowTitle(tr("Card sets") + f" — {name or untitled}[*]")
        dirty = self.dirty
        self.setWindowModified(dirty)
        self.header.show_version(self.current_id, self.current_name, dirty, self.games_using, self.chosen_id)

    def _update_actions(self) -> None:
        has = self.current is not None
        self.menu_actions["duplicate"].setEnabled(has)
        self.menu_actions["delete"].setEnabled(has)
        self.menu_actions["undo"].setEnabled(self.history.can_undo)
        self.menu_actions["redo"].setEnabled(self.history.can_redo)

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


def _document(data: bytes) -> Any:
    """A refused card set file as read (for the names of the cards its refusal is about), or
    None when it is not JSON at all."""
    try:
        return read_json(data, "the card set")
    except StrictJsonError:
        return None


__all__ = ["CardSetEditor"]
