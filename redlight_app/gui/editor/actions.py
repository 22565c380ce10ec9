"""The editor window's commands: its actions (with their shortcuts and tips), the tool bar,
the menu bar and the "Open a stored set" menu. The window passes in what each command does;
this file only says how the commands look and where they sit."""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QToolBar, QToolButton, QWidget

from ..i18n import QT_TR_NOOP, date, tr
from .model import SECTIONS

ADD_KIND = {"stars": QT_TR_NOOP("Add a star"), "events": QT_TR_NOOP("Add an event"),
            "films": QT_TR_NOOP("Add a film"), "awards": QT_TR_NOOP("Add an award")}


@dataclass(frozen=True)
class EditorCommands:
    """What each of the editor's commands does; the window hands its own methods in."""

    new_set: Callable[[], Any]
    copy_demo: Callable[[], Any]
    import_file: Callable[[], Any]
    export_file: Callable[[], Any]
    save: Callable[[], Any]
    use: Callable[[], Any]
    close: Callable[[], Any]
    undo: Callable[[], Any]
    redo: Callable[[], Any]
    add_card: Callable[[str | None], Any]
    duplicate: Callable[[], Any]
    delete: Callable[[], Any]
    find_card: Callable[[], Any]
    next_problem: Callable[[], Any]


def _action(owner: QObject, actions: dict[str, QAction], key: str, text: str, slot: Callable[[], Any],
            shortcut: str | list[str] | None = None, tip: str | None = None) -> QAction:
    action = QAction(tr(text), owner)
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
    actions[key] = action
    return action


def build_actions(owner: QObject, do: EditorCommands) -> dict[str, QAction]:
    """The editor's actions by key (object names "act-<key>")."""
    actions: dict[str, QAction] = {}

    def a(key: str, text: str, slot: Callable[[], Any], shortcut: str | list[str] | None = None,
          tip: str | None = None) -> None:
        _action(owner, actions, key, text, slot, shortcut, tip)
    a("new_set", QT_TR_NOOP("New set from &scratch"), do.new_set, None,
      QT_TR_NOOP("Start an empty card set"))
    a("copy_demo", QT_TR_NOOP("&Copy the demo set"), do.copy_demo, None,
      QT_TR_NOOP("Start from a copy of the shipped demo set"))
    a("import", QT_TR_NOOP("&Import JSON…"), do.import_file, "Ctrl+I", QT_TR_NOOP("Import a card set file"))
    a("export", QT_TR_NOOP("&Export JSON…"), do.export_file, "Ctrl+E",
      QT_TR_NOOP("Export this card set to a file"))
    a("save", QT_TR_NOOP("&Save"), do.save, "Ctrl+S",
      QT_TR_NOOP("Store this set (a new version when it changed; stored sets are never overwritten)"))
    a("use", QT_TR_NOOP("&Use for new games"), do.use, "Ctrl+Return",
      QT_TR_NOOP("Save the set and use it for new games"))
    a("close", QT_TR_NOOP("&Close"), do.close, "Ctrl+W")
    a("undo", QT_TR_NOOP("&Undo"), do.undo, "Ctrl+Z", QT_TR_NOOP("Undo the last change"))
    a("redo", QT_TR_NOOP("&Redo"), do.redo, ["Ctrl+Shift+Z", "Ctrl+Y"], QT_TR_NOOP("Redo"))
    a("add", QT_TR_NOOP("&Add card"), lambda: do.add_card(None), "Ctrl+N",
      QT_TR_NOOP("Add a card of the selected kind"))
    for section in SECTIONS:
        a(f"add_{section}", ADD_KIND[section], functools.partial(do.add_card, section))
    a("duplicate", QT_TR_NOOP("D&uplicate"), do.duplicate, "Ctrl+D",
      QT_TR_NOOP("Duplicate the selected card"))
    a("delete", QT_TR_NOOP("&Delete"), do.delete, "Del", QT_TR_NOOP("Delete the selected card"))
    a("filter", QT_TR_NOOP("&Find a card"), do.find_card, "Ctrl+F")
    a("next_problem", QT_TR_NOOP("Next &problem"), do.next_problem, "F8",
      QT_TR_NOOP("Go to the next problem"))
    # Del must not delete a card while typing in a field: it acts in the card list only
    actions["delete"].setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    return actions


def build_add_menu(owner: QWidget, actions: dict[str, QAction]) -> QMenu:
    """"Add card" with one entry per kind of card."""
    menu = QMenu(tr("Add card"), owner)
    for section in SECTIONS:
        menu.addAction(actions[f"add_{section}"])
    return menu


def build_open_menu(owner: QWidget, fill: Callable[[QMenu], None]) -> QMenu:
    """"Open a stored set", filled from the store each time it opens."""
    menu = QMenu(tr("&Open a stored set"), owner)
    menu.setObjectName("open-menu")
    menu.aboutToShow.connect(lambda: fill(menu))
    return menu


def build_toolbar(actions: dict[str, QAction], open_menu: QMenu) -> QToolBar:
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
    new_menu.addAction(actions["new_set"])
    new_menu.addAction(actions["copy_demo"])
    new_button.setMenu(new_menu)
    bar.addWidget(new_button)
    open_button = QToolButton()
    open_button.setText(tr("Open stored"))
    open_button.setObjectName("open-stored")
    open_button.setToolTip(tr("Open a card set kept in the store"))
    open_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    open_button.setMenu(open_menu)
    bar.addWidget(open_button)
    bar.addAction(actions["import"])
    bar.addAction(actions["export"])
    bar.addSeparator()
    bar.addAction(actions["undo"])
    bar.addAction(actions["redo"])
    bar.addSeparator()
    bar.addAction(actions["save"])
    bar.addAction(actions["use"])
    return bar


def build_menus(bar: QMenuBar, actions: dict[str, QAction], open_menu: QMenu, add_menu: QMenu) -> None:
    """The Set, Edit and Card menus."""
    menu = bar.addMenu(tr("&Set"))
    for key in ("new_set", "copy_demo"):
        menu.addAction(actions[key])
    menu.addMenu(open_menu)
    menu.addSeparator()
    for key in ("import", "export"):
        menu.addAction(actions[key])
    menu.addSeparator()
    for key in ("save", "use"):
        menu.addAction(actions[key])
    menu.addSeparator()
    menu.addAction(actions["close"])
    edit = bar.addMenu(tr("&Edit"))
    for key in ("undo", "redo"):
        edit.addAction(actions[key])
    edit.addSeparator()
    edit.addAction(actions["filter"])
    edit.addAction(actions["next_problem"])
    cards = bar.addMenu(tr("&Card"))
    cards.addAction(actions["add"])
    cards.addMenu(add_menu)
    cards.addSeparator()
    cards.addAction(actions["duplicate"])
    cards.addAction(actions["delete"])


def fill_open_menu(menu: QMenu, repo: Any, current_id: int | None, chosen_id: int | None,
                   open_stored: Callable[[int], Any]) -> None:
    """List the stored sets, newest first, marking the one open and the one new games use."""
    menu.clear()
    try:
        infos: Iterable[Any] = list(repo.list_cardsets())
    except Exception as exc:
        action = menu.addAction(tr("The store cannot be read: {error}").format(error=exc))
        action.setEnabled(False)
        return
    infos = list(infos)
    if not infos:
        action = menu.addAction(tr("No card sets stored yet"))
        action.setEnabled(False)
        return
    for info in reversed(infos):
        created = getattr(info, "created", None)
        when = f" · {date(created)}" if created is not None else ""
        marks = "   (" + tr("used for new games") + ")" if info.id == chosen_id else ""
        action = menu.addAction(f"{info.name}  ·  #{info.id}{when}{marks}")
        action.setCheckable(True)
        action.setChecked(info.id == current_id)
        action.triggered.connect(lambda _=False, cid=info.id: open_stored(cid))
