"""The main window's menus, shortcuts, language and theme: built after the first paint,
retranslated in place when the language changes."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from PySide6 import QtCore

from .i18n import QT_TR_NOOP, tr

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

APP_TITLE = "Red Light Companion"
# the action keys are translated (a letter of the action's name in each language); the
# action bar shows the same letters (widgets/action_bar.py BUTTONS)
ACTION_KEYS = [("make_film", QT_TR_NOOP("Make &film"), QT_TR_NOOP("F")),
               ("buy_award", QT_TR_NOOP("&Buy award"), QT_TR_NOOP("B")),
               ("outshine", QT_TR_NOOP("&Outshine"), QT_TR_NOOP("O")),
               ("ability", QT_TR_NOOP("Use &ability"), QT_TR_NOOP("A")),
               ("pass", QT_TR_NOOP("&Pass (respond with nothing)"), QT_TR_NOOP("P")),
               ("end_turn", QT_TR_NOOP("&End turn"), QT_TR_NOOP("E"))]
MENU_TITLES = (("game", QT_TR_NOOP("&Game")), ("edit", QT_TR_NOOP("&Edit")),
               ("play", QT_TR_NOOP("&Play")), ("view", QT_TR_NOOP("&View")),
               ("help", QT_TR_NOOP("&Help")))


class WindowMenus:
    """Mixed into MainWindow: its menu bar, actions and their texts."""

    actions: dict[str, QAction]
    _sources: dict[str, tuple[str, dict[str, Any]]]
    _submenus: dict[str, tuple[Any, str]]

    def _act(self, key: str, text: str, shortcut: str | list[str] | None, slot: Callable[[], Any],
             menu: Any, **fields: Any) -> QAction:
        """A menu action; `text` is the untranslated source (its {fields} filled in)."""
        from PySide6.QtGui import QAction, QKeySequence
        action = QAction(self)  # QAction(text, parent) would build PySide6's QIcon class first
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

    def _build_menus(self) -> None:
        """The menu titles now; their actions (and shortcuts) just after the first paint."""
        from .theme import FELT_CHROME
        bar = self.menuBar()
        bar.setStyleSheet(FELT_CHROME)  # the menu bar and status bar go with the felt
        self.statusBar().setStyleSheet(FELT_CHROME)
        self.menus = {key: bar.addMenu(tr(title)) for key, title in MENU_TITLES}

    def _look_back(self) -> None:
        from .replay import hook as look
        look.open_look_back(self)

    def _play_with_phones(self) -> None:
        from .phones.hook import open_play_with_phones
        open_play_with_phones(self)

    def _export_log(self) -> None:
        from .replay.log_export import export_log
        export_log(self)

    def _statistics(self) -> None:
        from .statistics import hook as stats
        stats.open_statistics(self)

    def _fill_menus(self) -> None:
        from PySide6.QtGui import QActionGroup
        game, edit, play = self.menus["game"], self.menus["edit"], self.menus["play"]
        view, help_menu = self.menus["view"], self.menus["help"]
        self._act("new", QT_TR_NOOP("&New game…"), "Ctrl+N", self.new_game_dialog, game)
        # [table mode hook] a game played with the real cards (gui/table_mode)
        self._act("new-table", QT_TR_NOOP("New &table game…"), "Ctrl+Shift+N", self.new_table_game_dialog, game)
        # [phones hook] the human seats play from phones, this window is the table (gui/phones)
        self._act("phones", QT_TR_NOOP("Play with &phones…"), "Ctrl+Shift+P", self._play_with_phones, game)
        self._act("start", QT_TR_NOOP("&Start page (resume a game)"), "Ctrl+Home", self.go_start, game)
        self._act("cardsets", QT_TR_NOOP("Card se&ts…"), "Ctrl+Shift+C", self.open_cardsets, game)
        # [look back hook] gui/replay, gui/statistics: imported when chosen (they need the
        # engine, which the start page does without)
        self._act("look-back", QT_TR_NOOP("&Look back at a game…"), "Ctrl+R", self._look_back, game)
        self._act("export-log", QT_TR_NOOP("Export lo&g…"), "Ctrl+Shift+L", self._export_log, game)
        self._act("statistics", QT_TR_NOOP("Stat&istics…"), "Ctrl+Shift+S", self._statistics, game)
        game.addSeparator()
        self._act("agree", QT_TR_NOOP("End by &agreement…"), "Ctrl+Shift+E", self.agree_end, game)
        self._act("close", QT_TR_NOOP("&Close game"), "Ctrl+W", self.close_game, game)
        game.addSeparator()
        self._act("quit", QT_TR_NOOP("&Quit"), "Ctrl+Q", self.close, game)
        self._act("undo", QT_TR_NOOP("&Undo"), ["Ctrl+Z"], self.undo, edit)
        self._act("redo", QT_TR_NOOP("&Redo"), ["Ctrl+Shift+Z", "Ctrl+Y"], self.redo, edit)
        for kind, text, key in ACTION_KEYS:
            key = tr(key)
            self._act(kind, text, key, lambda k=kind: self.do_action(k), play)
        play.addSeparator()
        self._act("cancel", QT_TR_NOOP("&Cancel selection / target"), "Esc", self.cancel, play)
        stars = play.addMenu(tr("Select your &star"))
        self._submenus["stars"] = (stars, QT_TR_NOOP("Select your &star"))
        for n in range(1, 10):
            self._act(f"digit-{n}", QT_TR_NOOP("Star or target {n}"), str(n), lambda n=n: self.digit(n), stars, n=n)
        cards = play.addMenu(tr("Play a &card from your hand"))
        self._submenus["cards"] = (cards, QT_TR_NOOP("Play a &card from your hand"))
        for n in range(1, 10):
            self._act(f"card-{n}", QT_TR_NOOP("Card {n}"), f"Ctrl+{n}", lambda n=n: self.play_card(n), cards, n=n)
        play.addSeparator()
        self.interrupt_menu = play.addMenu(tr("Play an any-time event &out of turn"))
        self._submenus["interrupt"] = (self.interrupt_menu, QT_TR_NOOP("Play an any-time event &out of turn"))
        self.interrupt_menu.aboutToShow.connect(self._fill_interrupt_menu)
        self._act("interrupt", QT_TR_NOOP("Out of turn: next human player"), "Ctrl+I", self._interrupt_next, play)
        self._act("discard", QT_TR_NOOP("Look through the &discard pile"), "D", self.show_discard, play)
        self._act("hint", QT_TR_NOOP("&Hint: what would a good player do?"), "Ctrl+H", self.show_hint, play)
        self.view_menu = view
        self._act("rules", QT_TR_NOOP("&Rules"), "F1", lambda: self.show_rules(), view)
        self._act("search", QT_TR_NOOP("&Search the rules"), "Ctrl+F", self.search_rules, view)
        theme = view.addMenu(tr("&Theme"))
        self._submenus["theme"] = (theme, QT_TR_NOOP("&Theme"))
        group = QActionGroup(self)
        current = str(self.settings.value("theme", "system"))
        for mode, label in (("system", QT_TR_NOOP("Follow the &system")), ("light", QT_TR_NOOP("&Light")),
                            ("dark", QT_TR_NOOP("&Dark"))):
            action = self._act(f"theme-{mode}", label, None, lambda m=mode: self.set_theme(m), theme)
            action.setCheckable(True)
            action.setChecked(mode == current)
            group.addAction(action)
        self._build_language_menu(view)
        self._act("fullscreen", QT_TR_NOOP("&Full screen"), "F11", self.toggle_fullscreen, view)
        self._act("about", QT_TR_NOOP("&About"), None, self.about, help_menu)

    def _build_language_menu(self, view: Any) -> None:
        from PySide6.QtGui import QActionGroup

        from .i18n import LANGUAGES
        menu = view.addMenu(tr("&Language"))
        self._submenus["language"] = (menu, QT_TR_NOOP("&Language"))
        group = QActionGroup(self)
        current = str(self.settings.value("language", "system"))
        choices = [("system", QT_TR_NOOP("Follow the &system"))] + [
            (code, name) for code, name in LANGUAGES.items()]
        for code, label in choices:
            action = self._act(f"lang-{code}", label, None, lambda c=code: self.set_language(c), menu)
            action.setCheckable(True)
            action.setChecked(code == current)
            group.addAction(action)

    def set_language(self, choice: str) -> None:
        """Switch the language at once (no restart) and remember the choice."""
        from . import i18n
        self.settings.setValue("language", choice)
        self.settings.sync()
        i18n.install(i18n.resolve(choice))
        key = f"lang-{choice}"
        if key in self.actions:
            self.actions[key].setChecked(True)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the window again, in the language now installed."""
        self.setWindowTitle(APP_TITLE)
        for key, title in MENU_TITLES:
            self.menus[key].setTitle(tr(title))
        for menu, title in self._submenus.values():
            menu.setTitle(tr(title))
        for key, (text, fields) in self._sources.items():
            if key in self.actions:
                self.actions[key].setText(tr(text).format(**fields))
        from PySide6.QtGui import QKeySequence
        for kind, _, letter in ACTION_KEYS:  # the keys follow the language
            if kind in self.actions:
                self.actions[kind].setShortcut(QKeySequence(tr(letter)))
        self.start.retranslate()
        if self.log_dock is not None:
            self.log_dock.setWindowTitle(tr("Game log"))
            self.log_dock.toggleViewAction().setText(tr("Game &log"))
            self.undo_to_here.retranslate()  # [undo to here hook]
        if self.rules_dock is not None:
            from .rulebook import rulebook
            self.rules_dock.setWindowTitle(tr("Rules"))
            self.rules_view.set_rulebook(rulebook())
        if self.bar is not None:
            self.bar.retranslate()
        if self.table is not None:
            self.table.retranslate()
        if self.result is not None:
            self.result.retranslate()
        if self.cover_kind == "age":
            self._present_age_gate()
        elif self.cover_kind == "curtain" and self.pending_viewer is not None:
            self._show_curtain(self.pending_viewer)
        self.refresh_start()
        c = self.controller
        if c is not None and c.state is not None:
            from .controller import Change
            self._on_changed(Change("load", list(c.log)))

    def _setting_bool(self, key: str) -> bool:
        value = self.settings.value(key, False)
        return value in (True, "true", "1", 1)

    def set_theme(self, mode: str) -> None:
        from .theme import apply_theme
        self.settings.setValue("theme", mode)
        apply_theme(mode)

    def toggle_fullscreen(self) -> None:
        self.setWindowState(self.windowState() ^ QtCore.Qt.WindowState.WindowFullScreen)

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from .. import __version__
        QMessageBox.about(self, APP_TITLE, f"<b>{APP_TITLE}</b> {__version__}<br>" + tr(
            "A companion for the card game Red Light: rules, saved games and digital play."))
