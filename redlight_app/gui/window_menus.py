"""The main window's menus and their actions: the titles before the first paint, the
actions (and shortcuts) just after it, each action running one of the window's commands;
retranslated in place when the language changes.

The menus know no game: the window hands them its commands (`MenuCommands`), and tells
them which of the game's actions are possible now (`update`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Callable

from PySide6 import QtGui
from PySide6.QtCore import QObject
from PySide6.QtGui import QActionGroup, QKeySequence

from ..bidi import isolate
from .i18n import LANGUAGES, QT_TR_NOOP, fill, tr
from .theme import FELT_CHROME

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow, QMenu

    from .controller import GameController

APP_TITLE = "Red Light Companion"
# the action keys are translated (a letter of the action's name in each language); the
# action bar shows the same letters (widgets/action_bar.py BUTTONS)
ACTION_KEYS = [("make_film", QT_TR_NOOP("Make &film"), QT_TR_NOOP("F")),
               ("buy_award", QT_TR_NOOP("&Buy award"), QT_TR_NOOP("B")),
               ("outshine", QT_TR_NOOP("&Outshine"), QT_TR_NOOP("O")),
               ("ability", QT_TR_NOOP("Use &ability"), QT_TR_NOOP("A")),
               ("pass", QT_TR_NOOP("&Pass (respond with nothing)"), QT_TR_NOOP("P")),
               ("end_turn", QT_TR_NOOP("&End turn"), QT_TR_NOOP("E"))]
# Play ▸ Hint is off in a table game: a hint reads the seat's hand, which the app never sees there
NO_HINT_AT_TABLE = QT_TR_NOOP("No hints in a table game: the app does not know the cards in "
                              "the players' hands.")
MENU_TITLES = (("game", QT_TR_NOOP("&Game")), ("edit", QT_TR_NOOP("&Edit")),
               ("play", QT_TR_NOOP("&Play")), ("view", QT_TR_NOOP("&View")),
               ("help", QT_TR_NOOP("&Help")))

Command = Callable[[], object]
UNDO_MENU_CHARS = 48  # Edit ▸ Undo's entry, cut to this many characters (whole in its tooltip)


@dataclass(frozen=True)
class MenuCommands:
    """What the menus' actions do. `run` holds the plain ones by action key (new, new-table,
    phones, start, cardsets, look-back, export-log, statistics, agree, close, quit, undo, redo,
    cancel, interrupt, discard, hint, rules, search, fullscreen, about)."""

    run: dict[str, Command]
    action: Callable[[str], object]  # a move's button: make_film, buy_award, ..., end_turn
    digit: Callable[[int], object]  # your n-th star, or the n-th target offered
    play_card: Callable[[int], object]  # the n-th card of your hand
    interrupters: Callable[[], list[tuple[int, str]]]  # (seat, name): who may play out of turn
    interrupt: Callable[[int], object]
    set_theme: Callable[[str], object]
    set_language: Callable[[str], object]


class WindowMenus(QObject):
    def __init__(self, window: QMainWindow, settings: QSettings) -> None:
        """The menu titles now (the menu bar is part of the first paint)."""
        super().__init__(window)
        self.window = window
        self.settings = settings
        bar = window.menuBar()
        bar.setStyleSheet(FELT_CHROME)  # the menu bar and status bar go with the felt
        window.statusBar().setStyleSheet(FELT_CHROME)
        self.menus: dict[str, QMenu] = {key: bar.addMenu(tr(title)) for key, title in MENU_TITLES}
        self.actions: dict[str, QAction] = {}
        self._sources: dict[str, tuple[str, dict[str, object]]] = {}  # action → untranslated text
        self._submenus: dict[str, tuple[QMenu, str]] = {}
        self.view_menu = self.menus["view"]
        self.interrupt_menu: QMenu | None = None
        self.hint_off = False  # the game on screen is a table game: no hint (NO_HINT_AT_TABLE)
        self.no_game = True  # no game on screen: the Play menu's items are greyed
        self._controller: GameController | None = None  # the game Undo names its entry from
        # what Undo takes back, in words (a table game's entry), once the game's parts are
        # built (game_ui.py): table_mode/log_lines.py next_undo, kept out of the first paint
        self.undo_entry: Callable[[GameController], str | None] | None = None
        self.menus["edit"].setToolTipsVisible(True)  # Undo's whole sentence (_say_undo)
        self.menus["play"].setToolTipsVisible(True)  # why a greyed item is off (only those say)

    def _act(self, key: str, text: str, shortcut: str | list[str] | None, slot: Command,
             menu: QMenu, **fields: object) -> QAction:
        """A menu action; `text` is the untranslated source (its {fields} filled in).
        (`QtGui.QAction` is looked up here, after the first paint, where its type is built.)"""
        action = QtGui.QAction(self.window)  # QAction(text, parent) would build PySide6's QIcon class first
        action.setText(tr(text).format(**fields))
        action.setObjectName(f"act-{key}")
        self._sources[key] = (text, fields)
        if shortcut:
            shortcuts = [shortcut] if isinstance(shortcut, str) else shortcut
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        self.actions[key] = action
        return action

    def _submenu(self, parent: QMenu, key: str, title: str) -> QMenu:
        menu = parent.addMenu(tr(title))
        self._submenus[key] = (menu, title)
        return menu

    def fill(self, commands: MenuCommands) -> None:
        """Every action, after the first paint."""
        run = commands.run
        game, edit, play = self.menus["game"], self.menus["edit"], self.menus["play"]
        view, help_menu = self.menus["view"], self.menus["help"]
        self._act("new", QT_TR_NOOP("&New game…"), "Ctrl+N", run["new"], game)
        # [table mode hook] a game played with the real cards (gui/table_mode)
        self._act("new-table", QT_TR_NOOP("New &table game…"), "Ctrl+Shift+N", run["new-table"], game)
        # [phones hook] the human seats play from phones, this window is the table (gui/phones)
        self._act("phones", QT_TR_NOOP("Play with &phones…"), "Ctrl+Shift+P", run["phones"], game)
        self._act("start", QT_TR_NOOP("&Start page (resume a game)"), "Ctrl+Home", run["start"], game)
        self._act("cardsets", QT_TR_NOOP("Car&d sets…"), "Ctrl+Shift+C", run["cardsets"], game)
        # [look back hook] gui/replay, gui/statistics
        self._act("look-back", QT_TR_NOOP("&Look back at a game…"), "Ctrl+R", run["look-back"], game)
        self._act("export-log", QT_TR_NOOP("Export lo&g…"), "Ctrl+Shift+L", run["export-log"], game)
        self._act("statistics", QT_TR_NOOP("Stat&istics…"), "Ctrl+Shift+S", run["statistics"], game)
        game.addSeparator()
        self._act("agree", QT_TR_NOOP("End by &agreement…"), "Ctrl+Shift+E", run["agree"], game)
        self._act("close", QT_TR_NOOP("&Close game"), "Ctrl+W", run["close"], game)
        game.addSeparator()
        self._act("quit", QT_TR_NOOP("&Quit"), "Ctrl+Q", run["quit"], game)
        self._act("undo", QT_TR_NOOP("&Undo"), ["Ctrl+Z"], run["undo"], edit)
        self._act("redo", QT_TR_NOOP("&Redo"), ["Ctrl+Shift+Z", "Ctrl+Y"], run["redo"], edit)
        for kind, text, key in ACTION_KEYS:
            self._act(kind, text, tr(key), partial(commands.action, kind), play)
        play.addSeparator()
        self._act("cancel", QT_TR_NOOP("&Cancel selection / target"), "Esc", run["cancel"], play)
        stars = self._submenu(play, "stars", QT_TR_NOOP("Select your &star"))
        for n in range(1, 10):
            self._act(f"digit-{n}", QT_TR_NOOP("Star or target {n}"), str(n),
                      partial(commands.digit, n), stars, n=n)
        cards = self._submenu(play, "cards", QT_TR_NOOP("Play a ca&rd from your hand"))
        for n in range(1, 10):
            self._act(f"card-{n}", QT_TR_NOOP("Card {n}"), f"Ctrl+{n}",
                      partial(commands.play_card, n), cards, n=n)
        play.addSeparator()
        interrupt = self._submenu(play, "interrupt", QT_TR_NOOP("Play an any-time event out of &turn"))
        interrupt.aboutToShow.connect(lambda: self._fill_interrupt_menu(commands))
        self.interrupt_menu = interrupt
        self._act("interrupt", QT_TR_NOOP("Out of turn: next human player"), "Ctrl+I",
                  run["interrupt"], play)
        self._act("discard", QT_TR_NOOP("Look through the &discard pile"), "D", run["discard"], play)
        self._act("hint", QT_TR_NOOP("&Hint: what would a good player do?"), "Ctrl+H", run["hint"], play)
        self._act("rules", QT_TR_NOOP("&Rules"), "F1", run["rules"], view)
        self._act("search", QT_TR_NOOP("&Search the rules"), "Ctrl+F", run["search"], view)
        theme = self._submenu(view, "theme", QT_TR_NOOP("&Theme"))
        group = QActionGroup(self.window)
        current = str(self.settings.value("theme", "system"))
        for mode, label in (("system", QT_TR_NOOP("Follow the &system")), ("light", QT_TR_NOOP("&Light")),
                            ("dark", QT_TR_NOOP("&Dark"))):
            action = self._act(f"theme-{mode}", label, None, partial(commands.set_theme, mode), theme)
            action.setCheckable(True)
            action.setChecked(mode == current)
            group.addAction(action)
        self._fill_language_menu(view, commands)
        self._act("fullscreen", QT_TR_NOOP("&Full screen"), "F11", run["fullscreen"], view)
        # a newcomer looks for the rules under Help: the same action as View ▸ Rules (F1)
        help_menu.addAction(self.actions["rules"])
        help_menu.addSeparator()
        self._act("about", QT_TR_NOOP("&About"), None, run["about"], help_menu)

    def _fill_language_menu(self, view: QMenu, commands: MenuCommands) -> None:

        menu = self._submenu(view, "language", QT_TR_NOOP("&Language"))
        group = QActionGroup(self.window)
        current = str(self.settings.value("language", "system"))
        choices = [("system", QT_TR_NOOP("Follow the &system"))] + list(LANGUAGES.items())
        for code, label in choices:
            action = self._act(f"lang-{code}", label, None,
                               partial(commands.set_language, code), menu)
            action.setCheckable(True)
            action.setChecked(code == current)
            group.addAction(action)

    def _fill_interrupt_menu(self, commands: MenuCommands) -> None:
        menu = self.interrupt_menu
        assert menu is not None
        menu.clear()
        seats = commands.interrupters()
        for seat, name in seats:
            action = menu.addAction(fill(tr("as {name}"), name=isolate(name)))
            action.setObjectName(f"interrupt-{seat}")
            action.triggered.connect(lambda _=False, s=seat: commands.interrupt(s))
        if not seats:
            menu.addAction(tr("(only between two human players, with no window open)")).setEnabled(False)

    def language_chosen(self, choice: str) -> None:
        key = f"lang-{choice}"
        if key in self.actions:
            self.actions[key].setChecked(True)

    def update(self, controller: GameController | None) -> None:
        """Undo, redo, agree and close enabled as the game on screen allows."""
        if not self.actions:
            return  # not filled yet
        c = controller
        playing = c is not None and c.state is not None
        self.actions["undo"].setEnabled(bool(playing and c is not None and c.can_undo()))
        self._controller = c
        self._say_undo()
        self.actions["redo"].setEnabled(bool(playing and c is not None and c.can_redo()))
        self.actions["agree"].setEnabled(bool(playing and c is not None and not c.over))
        self.actions["close"].setEnabled(playing)
        # the Play menu acts on the game on screen: with none (the start page), its items
        # are greyed; they did nothing and said nothing when chosen (F, Ctrl+H, 1, D)
        for key in self._game_only():
            self.actions[key].setEnabled(playing)
        for sub in ("stars", "cards", "interrupt"):
            if sub in self._submenus:
                self._submenus[sub][0].menuAction().setEnabled(playing)
        self.no_game = not playing
        self.hint_off = bool(playing and c is not None and c.state is not None
                             and c.state.chance == "table")
        self._say_hint()

    def _say_undo(self) -> None:
        """Edit ▸ Undo names what it takes back in a table game ("Undo: Mia passed."), one
        entry a step; elsewhere (and with nothing to undo) it is plain Undo."""
        undo = self.actions.get("undo")
        if undo is None:
            return
        c = self._controller
        what = self.undo_entry(c) if c is not None and self.undo_entry is not None else None
        if what is None:
            undo.setText(tr("&Undo"))
            undo.setToolTip("")
            undo.setStatusTip("")
            return
        full = tr("Undo: {entry}").format(entry=what)
        # the menu holds a short line; the whole sentence is its tooltip and status tip
        short = what if len(what) <= UNDO_MENU_CHARS else what[:UNDO_MENU_CHARS - 1].rstrip() + "…"
        undo.setText(tr("&Undo: {entry}").format(entry=short.replace("&", "&&")))
        undo.setToolTip(full)
        undo.setStatusTip(full)

    def _game_only(self) -> list[str]:
        """The Play menu's actions, which need a game on screen (the hint follows too)."""
        keys = [kind for kind, _, _ in ACTION_KEYS] + ["cancel", "interrupt", "discard"]
        keys += [f"digit-{n}" for n in range(1, 10)] + [f"card-{n}" for n in range(1, 10)]
        return [key for key in keys if key in self.actions]

    def _say_hint(self) -> None:
        """Hint enabled, or greyed with why (its tooltip in the menu, the status bar's line
        while the pointer is on it)."""
        hint = self.actions.get("hint")
        if hint is None:
            return
        why = tr(NO_HINT_AT_TABLE) if self.hint_off else ""
        hint.setEnabled(not self.hint_off and not self.no_game)
        hint.setToolTip(why)
        hint.setStatusTip(why)

    def retranslate(self) -> None:
        """Every title and action text again, in the language now installed."""
        for key, title in MENU_TITLES:
            self.menus[key].setTitle(tr(title))
        for menu, title in self._submenus.values():
            menu.setTitle(tr(title))
        for key, (text, fields) in self._sources.items():
            if key in self.actions:
                self.actions[key].setText(tr(text).format(**fields))
        for kind, _, letter in ACTION_KEYS:  # the keys follow the language
            if kind in self.actions:
                self.actions[kind].setShortcut(QKeySequence(tr(letter)))
        self._say_undo()
        self._say_hint()
