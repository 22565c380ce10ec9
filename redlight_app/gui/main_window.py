"""The main window: start page, table, result screen, the log and rules docks, the menus.

It shows what the controller holds and turns clicks into moves through the interaction
model; it never changes the game itself. The parts that need the engine or the store are
built just after the first paint (`finish_startup`), so the window appears quickly. For
the same reason nothing before that paint touches PySide6's `Qt` namespace (its first use
builds some 200 enum classes, ~25 ms): `QtCore.Qt` is reached inside methods.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from PySide6 import QtCore
from PySide6.QtCore import QByteArray, QSettings, QSize, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from .i18n import QT_TR_NOOP, number, tr
from .widgets.start_page import StartPage

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QDockWidget

    from .controller import Change, GameController
    from .interaction import Interaction, Outcome, Refusal
    from .storage import Storage
    from .widgets.action_bar import ActionBar
    from .widgets.log_dock import LogView
    from .widgets.overlay import Cover
    from .widgets.result_page import ResultPage
    from .widgets.rules_dock import RulesView
    from .widgets.table import TablePage

APP_TITLE = "Red Light Companion"
ACTION_KEYS = [("make_film", QT_TR_NOOP("Make &film"), "F"), ("buy_award", QT_TR_NOOP("&Buy award"), "B"),
               ("outshine", QT_TR_NOOP("&Outshine"), "O"), ("ability", QT_TR_NOOP("Use &ability"), "A"),
               ("pass", QT_TR_NOOP("&Pass (respond with nothing)"), "P"),
               ("end_turn", QT_TR_NOOP("&End turn"), "E")]
MENU_TITLES = (("game", QT_TR_NOOP("&Game")), ("edit", QT_TR_NOOP("&Edit")),
               ("play", QT_TR_NOOP("&Play")), ("view", QT_TR_NOOP("&View")),
               ("help", QT_TR_NOOP("&Help")))


class MainWindow(QMainWindow):
    ready = Signal()  # the store is open and the start page filled in
    started = Signal()  # after the first paint: menus, table and docks are built

    def __init__(self, data_dir: Path, settings: QSettings, bot_delay_ms: int = 700,
                 age_gate: bool = True) -> None:
        super().__init__()
        self.data_dir = Path(data_dir)
        self.settings = settings
        self.bot_delay_ms = bot_delay_ms
        self.setWindowTitle(APP_TITLE)
        self.setObjectName("main-window")
        self.resize(1420, 940)
        self.setMinimumSize(960, 680)

        self.stack = QStackedWidget()
        self.start = StartPage()
        self.stack.addWidget(self.start)
        self.setCentralWidget(self.stack)
        self.start.new_game.connect(self.new_game_dialog)
        self.start.new_table_game.connect(self.new_table_game_dialog)  # [table mode hook]
        self.start.rules.connect(lambda: self.show_rules())
        self.start.resume.connect(self.resume_game)
        self.start.delete.connect(self.delete_game)

        self._cover: Cover | None = None
        self.cover_kind: str | None = None

        self.statusBar()

        # built in finish_startup()
        self.storage: Storage | None = None
        self.controller: GameController | None = None
        self.interaction: Interaction | None = None
        self.table: TablePage | None = None
        self.result: ResultPage | None = None
        self.bar: ActionBar | None = None
        self.log_view: LogView | None = None
        self.rules_view: RulesView | None = None
        self.log_dock: QDockWidget | None = None
        self.rules_dock: QDockWidget | None = None
        self.viewer: int | None = None
        self.pending_viewer: int | None = None
        self.interrupter: int | None = None  # a hot-seat player playing an any-time event
        self.last_refusal: Refusal | None = None
        self.give_back_dialog: Any = None  # the award-choice box (return_award), when open
        self._started = False
        self.store_ready = False  # the store is open and the start page lists its games
        self._after_ready: list[Callable[[], None]] = []

        self.actions: dict[str, QAction] = {}
        self._sources: dict[str, tuple[str, dict[str, Any]]] = {}  # action → untranslated text
        self._submenus: dict[str, tuple[Any, str]] = {}
        self._build_menus()
        self._restore_geometry()
        self._store_opened.connect(self.open_store)
        self.needs_age_gate = age_gate and not self._setting_bool("age_confirmed")
        if self.needs_age_gate:
            self.cover_kind = "age"
            self._present_age_gate()

    def _present_age_gate(self) -> None:
        self.cover.present(tr("BEFORE WE START"), tr("For adults only"),
                           tr("Red Light is a card game for adults (18+). Please confirm that you "
                              "are 18 or older."), tr("I am 18 or older"), tr("Leave"))

    @property
    def cover(self) -> Cover:
        """The full-window cover (curtain, 18+ question), made when first needed."""
        if self._cover is None:
            from .widgets.overlay import Cover
            self._cover = Cover(self)
            self._cover.accepted.connect(self._cover_accepted)
            self._cover.declined.connect(self._cover_declined)
        return self._cover

    def covered(self) -> bool:
        return self._cover is not None and self._cover.isVisible()

    # ----------------------------------------------------------------------------------
    # Start-up: the heavy parts come after the first paint
    def showEvent(self, event: Any) -> None:  # noqa: ANN401
        super().showEvent(event)
        if not self._started:  # once the start page is on screen, build the rest
            self._started = True
            self.start.painted.connect(self._first_paint)
            QTimer.singleShot(1000, self.finish_startup)  # in case nothing paints (hidden)

    def _first_paint(self) -> None:
        self.start.painted.disconnect(self._first_paint)
        QTimer.singleShot(0, self.finish_startup)

    def finish_startup(self) -> None:
        if self.controller is not None:
            return
        from PySide6.QtGui import QKeySequence
        from PySide6.QtWidgets import QDockWidget

        from .controller import GameController
        from .interaction import Interaction
        from .storage import Storage, open_in_background
        from .widgets.action_bar import ActionBar
        from .widgets.log_dock import LogView
        from .widgets.result_page import ResultPage
        from .widgets.table import TablePage
        self._fill_menus()
        self.storage = Storage(self.data_dir)
        self.controller = GameController(self.storage, self.bot_delay_ms, self)
        self.controller.changed.connect(self._on_changed)
        self.interaction = Interaction(self.controller)

        self.table = TablePage()
        self.bar = ActionBar()
        self.bar.triggered.connect(self.do_action)
        self.bar.rule_clicked.connect(self.show_rules)
        self.table.set_action_bar(self.bar)
        self.table.star_clicked.connect(lambda c: self._outcome(self.interaction.click_star(c)))
        self.table.player_clicked.connect(lambda s: self._outcome(self.interaction.click_player(s)))
        self.table.card_clicked.connect(lambda c: self._outcome(self.interaction.click_card(c)))
        self.table.discard_clicked.connect(self.show_discard)
        self.stack.addWidget(self.table)
        self.result = ResultPage()
        self.result.new_game.connect(self.new_game_dialog)
        self.result.to_start.connect(self.go_start)
        self.result.show_table.connect(lambda: self.stack.setCurrentWidget(self.table))
        self.stack.addWidget(self.result)

        self.log_view = LogView()
        self.log_dock = QDockWidget(tr("Game log"), self)
        self.log_dock.setObjectName("log-dock")
        self.log_dock.setWidget(self.log_view)
        self.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self._ensure_rules_dock()
        self.rules_dock.hide()
        self.view_menu.insertAction(self.actions["rules"], self.log_dock.toggleViewAction())
        self.log_dock.toggleViewAction().setShortcut(QKeySequence("Ctrl+L"))
        self.log_dock.toggleViewAction().setText(tr("Game &log"))
        self._restore_layout()
        self._update_actions()
        if self.covered():
            self.cover.raise_()
        open_in_background(self.storage, self._store_opened_signal)
        self.started.emit()

    # the opening thread cannot touch widgets: hop back to the GUI thread
    _store_opened = Signal()

    def _store_opened_signal(self) -> None:
        self._store_opened.emit()

    def open_store(self) -> None:
        """Open the database (on the GUI thread) and list the unfinished games."""
        assert self.storage is not None
        if not self.storage.is_open:
            self.storage.open()
        self.refresh_start()
        if self.storage.warning:
            self.statusBar().showMessage(self.storage.warning)
        self.store_ready = True
        callbacks, self._after_ready = self._after_ready, []
        for cb in callbacks:
            cb()
        self.ready.emit()

    def when_ready(self, fn: Callable[[], None]) -> None:
        if self.store_ready:
            fn()
        else:
            self._after_ready.append(fn)

    def refresh_start(self) -> None:
        if self.storage is None or not self.storage.is_open:
            return
        try:
            games = self.storage.repo.list_games(finished=False)
        except Exception as exc:  # listing must not stop the app
            games = []
            self.statusBar().showMessage(tr("Could not list saved games: {error}").format(error=exc))
        self.start.set_games(games, self.storage.warning)

    # ----------------------------------------------------------------------------------
    # Menus and shortcuts
    def _act(self, key: str, text: str, shortcut: str | list[str] | None, slot: Callable[[], Any],
             menu: Any, **fields: Any) -> QAction:
        """A menu action; `text` is the untranslated source (its {fields} filled in)."""
        from PySide6.QtGui import QAction, QKeySequence
        action = QAction(tr(text).format(**fields), self)
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
        bar = self.menuBar()
        self.menus = {key: bar.addMenu(tr(title)) for key, title in MENU_TITLES}

    def _fill_menus(self) -> None:
        from PySide6.QtGui import QActionGroup
        game, edit, play = self.menus["game"], self.menus["edit"], self.menus["play"]
        view, help_menu = self.menus["view"], self.menus["help"]
        self._act("new", QT_TR_NOOP("&New game…"), "Ctrl+N", self.new_game_dialog, game)
        # [table mode hook] a game played with the real cards (gui/table_mode)
        self._act("new-table", QT_TR_NOOP("New &table game…"), "Ctrl+Shift+N", self.new_table_game_dialog, game)
        self._act("start", QT_TR_NOOP("&Start page (resume a game)"), "Ctrl+Home", self.go_start, game)
        self._act("cardsets", QT_TR_NOOP("Card se&ts…"), "Ctrl+Shift+C", self.open_cardsets, game)
        from .replay import hook as look  # [look back hook] gui/replay, gui/statistics
        from .statistics import hook as stats
        self._act("look-back", QT_TR_NOOP("&Look back at a game…"), "Ctrl+R", lambda: look.open_look_back(self), game)
        self._act("export-log", QT_TR_NOOP("Export lo&g…"), "Ctrl+Shift+L", lambda: look.export_log(self), game)
        self._act("statistics", QT_TR_NOOP("Stat&istics…"), "Ctrl+Shift+S", lambda: stats.open_statistics(self), game)
        game.addSeparator()
        self._act("agree", QT_TR_NOOP("End by &agreement (V6)…"), "Ctrl+Shift+E", self.agree_end, game)
        self._act("close", QT_TR_NOOP("&Close game"), "Ctrl+W", self.close_game, game)
        game.addSeparator()
        self._act("quit", QT_TR_NOOP("&Quit"), "Ctrl+Q", self.close, game)
        self._act("undo", QT_TR_NOOP("&Undo"), ["Ctrl+Z"], self.undo, edit)
        self._act("redo", QT_TR_NOOP("&Redo"), ["Ctrl+Shift+Z", "Ctrl+Y"], self.redo, edit)
        for kind, text, key in ACTION_KEYS:
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
        self.start.retranslate()
        if self.log_dock is not None:
            self.log_dock.setWindowTitle(tr("Game log"))
            self.log_dock.toggleViewAction().setText(tr("Game &log"))
        if self.rules_dock is not None:
            from .rulebook import rulebook
            self.rules_dock.setWindowTitle(tr("Rules"))
            self.rules_view.set_rulebook(rulebook())
        if self.bar is not None:
            self.bar.retranslate()
        if self.table is not None:
            self.table.retranslate_widths()
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

    # ----------------------------------------------------------------------------------
    # Docks
    def _ensure_rules_dock(self) -> None:
        if self.rules_dock is not None:
            return
        from PySide6.QtWidgets import QDockWidget

        from .rulebook import rulebook
        from .widgets.rules_dock import RulesView
        self.rules_view = RulesView(rulebook())
        self.rules_dock = QDockWidget(tr("Rules"), self)
        self.rules_dock.setObjectName("rules-dock")
        self.rules_dock.setWidget(self.rules_view)
        self.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, self.rules_dock)
        if self.log_dock is not None:
            self.tabifyDockWidget(self.log_dock, self.rules_dock)

    def show_rules(self, rule: str | None = None) -> None:
        self._ensure_rules_dock()
        assert self.rules_dock is not None and self.rules_view is not None
        self.rules_dock.show()
        self.rules_dock.raise_()
        if rule:
            self.rules_view.show_rule(rule)

    def search_rules(self) -> None:
        self.show_rules()
        assert self.rules_view is not None
        self.rules_view.focus_search()

    # ----------------------------------------------------------------------------------
    # Games: new, resume, close
    def new_game_dialog(self) -> None:
        if self.covered() and self.cover_kind == "age":
            return
        self.when_ready(self._open_new_game_dialog)

    def new_table_game_dialog(self) -> None:
        """[table mode hook] The New table game dialog (gui/table_mode)."""
        if self.covered() and self.cover_kind == "age":
            return
        from .table_mode.hook import open_new_table_game
        open_new_table_game(self)

    def open_cardsets(self) -> None:
        """The card set editor, a window of its own (gui/editor)."""
        from .editor.hook import open_cardset_editor
        open_cardset_editor(self)

    def _open_new_game_dialog(self) -> None:
        from .dialogs.new_game import NewGameDialog
        assert self.storage is not None
        cardsets = [(c.id, c.name) for c in self.storage.repo.list_cardsets()]
        defaults = self._new_game_defaults()
        if defaults.get("cardset_id") is None:
            defaults["cardset_id"] = self.storage.demo_cardset_id
        dialog = NewGameDialog(cardsets, defaults, self)
        dialog.accepted.connect(lambda: self.start_game(dialog.spec()))
        dialog.finished.connect(dialog.deleteLater)
        self.dialog = dialog  # tests reach the open dialog here
        dialog.open()

    def _new_game_defaults(self) -> dict[str, Any]:
        import json
        raw = self.settings.value("new_game", "")
        try:
            return dict(json.loads(raw)) if raw else {}
        except (TypeError, ValueError):
            return {}

    def start_game(self, spec: dict[str, Any]) -> bool:
        """Start a game from the dialog's spec; False (with a message) if it cannot start."""
        import json

        from ..engine.setup import SetupError
        from ..engine.state import Options
        assert self.storage is not None and self.controller is not None
        saved = {k: spec.get(k) for k in ("seats", "cardset_id", "always_ask_reactions", "turn_limit")}
        self.settings.setValue("new_game", json.dumps(saved))
        cardset_id = spec.get("cardset_id") or self.storage.demo_cardset_id
        try:
            cardset = self.storage.repo.load_cardset(cardset_id)
            options = Options(always_ask_reactions=bool(spec.get("always_ask_reactions")),
                              turn_limit=spec.get("turn_limit"))
            self.viewer = None
            self.controller.new_game(cardset, spec["seats"], spec.get("seed"), options,
                                     spec.get("first_player"), cardset_id)
        except (SetupError, ValueError, LookupError) as exc:  # StoreError is a ValueError too
            self._tell(tr("The game cannot start"), str(exc))
            return False
        return True

    def _tell(self, title: str, text: str) -> None:
        """A message that does not block (a modal loop would stall tests and the smoke run)."""
        from PySide6.QtWidgets import QMessageBox
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("message")
        box.finished.connect(box.deleteLater)
        self.statusBar().showMessage(text, 10000)
        box.open()

    def _ask(self, title: str, text: str, on_yes: Callable[[], Any]) -> None:
        from PySide6.QtWidgets import QMessageBox
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("question")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(box.deleteLater)
        box.buttonClicked.connect(lambda b: on_yes() if box.standardButton(b) ==
                                  QMessageBox.StandardButton.Yes else None)
        self.question = box  # tests answer it here
        box.open()

    def resume_game(self, game_id: int) -> None:
        assert self.controller is not None
        try:
            from .table_mode.hook import resume_if_table  # [table mode hook]
            if resume_if_table(self, game_id):
                return
            self.viewer = None
            self.controller.load_game(game_id)
        except Exception as exc:  # a log that no longer replays, a vanished game: say so
            self._tell(tr("The game cannot be resumed"), str(exc))

    def delete_game(self, game_id: int) -> None:
        assert self.storage is not None
        def delete() -> None:
            self.storage.repo.delete_game(game_id)
            self.refresh_start()
        self._ask(tr("Delete game"), tr("Delete this saved game for good?"), delete)

    def close_game(self) -> None:
        if self.controller is not None and self.controller.state is not None:
            self.controller.close_game()

    def go_start(self) -> None:
        self.close_game()
        self.stack.setCurrentWidget(self.start)

    def agree_end(self) -> None:
        c = self.controller
        if c is None or c.state is None or c.over:
            return
        self._ask(tr("End by agreement"),
                  tr("Do all players agree to end the game now, with no winner (V6)?"), c.agree_end)

    # ----------------------------------------------------------------------------------
    # The game changed: one place redraws everything
    def _on_changed(self, change: Change) -> None:
        c = self.controller
        assert c is not None and self.interaction is not None
        if c.state is None:
            self.viewer = None
            if self.cover_kind == "curtain":
                self.cover.hide()
                self.cover_kind = None
            self.stack.setCurrentWidget(self.start)
            self.refresh_start()
            self.log_view.set_lines([])
            self._update_actions()
            return
        if self.interrupter is not None and (
                change.kind != "move" or c.over or c.state.window is not None
                or (change.move is not None and change.move.player == self.interrupter)):
            self.interrupter = None
        from . import i18n
        i18n.set_cardset(c.state.cardset)
        self._choose_viewer()
        self.interaction.reset(self.viewer)
        self.last_refusal = None
        self.bar.clear_refusal()
        reader = self._log_reader()
        if change.kind == "move":
            self.log_view.add_lines(self._sentences(change.entries, reader))
        elif change.kind != "choice":  # a held move has no sentences yet
            self.log_view.set_lines(self._sentences(c.log, reader))
        if c.over:
            self._show_result()
            self.stack.setCurrentWidget(self.result)
        else:
            self.stack.setCurrentWidget(self.table)
        self.refresh_table()
        self._update_actions()
        if c.save_warning:
            saved = c.save_warning
        elif c.record is None:
            saved = ""
        elif self.storage is not None and self.storage.saving:
            saved = tr("Autosaved · {count} moves").format(count=number(len(c.record.moves)))
        else:
            saved = tr("Not saved · {count} moves").format(count=number(len(c.record.moves)))
        self.table.saved.setText(saved)
        self._offer_give_back()

    def _offer_give_back(self) -> None:
        """A played card makes a player give back an award of their choice (return_award):
        once the screen is theirs (the curtain passed), they choose it."""
        c = self.controller
        if c is None or c.state is None or c.awaiting is None or self.covered():
            return
        move, _, giver = c.awaiting
        if self.viewer != giver:
            return
        if self.give_back_dialog is not None and self.give_back_dialog.isVisible():
            return
        from ..engine.flow import counts_toward_win
        from .dialogs.give_back import GiveBackDialog
        from .i18n import card_name, card_text
        cards = c.state.cardset.cards
        source = move.card if move.card is not None else move.star
        cause = tr("{player}'s {card}").format(player=c.names[move.player],
                                               card=card_name(cards[source]) if source else "?")
        awards = []
        for award in c.state.players[giver].awards:
            note = card_text(cards[award])
            if not counts_toward_win(c.state, award):
                note = (note + " " if note else "") + tr("(does not count toward the four, V2)")
            awards.append((award, card_name(cards[award]), note))
        dialog = GiveBackDialog(c.names[giver], cause, awards, self)
        dialog.chosen.connect(c.give_back)
        dialog.finished.connect(dialog.deleteLater)
        self.give_back_dialog = dialog
        dialog.open()

    def _log_reader(self) -> int | None:
        """Whose eyes the log is written for: the only human, else nobody's hand is named."""
        c = self.controller
        humans = c.humans() if c else []
        return humans[0] if len(humans) == 1 else None

    def _sentences(self, items: list[Any], reader: int | None) -> list[tuple[str, str]]:
        from ..engine.narrate import narrate
        from ..engine.view import redact
        from .i18n import card_name, engine_text
        c = self.controller
        assert c is not None and c.state is not None
        names, cardset = c.names, c.state.cardset
        out = []
        for item in items:
            entry = redact(item.entry, reader)
            text = narrate(entry, names, cardset, engine_text, card_name)
            if text:
                kind = entry.get("type")
                out.append(("turn" if kind == "turn" else "end" if kind == "game_over" else "",
                            text))
        return out

    def _choose_viewer(self) -> None:
        """Whose side of the table is shown; between two humans, the curtain first."""
        c = self.controller
        assert c is not None
        humans = c.humans()
        if not humans or (c.over and len(humans) > 1):
            target = None  # nobody's hand is shown
        elif len(humans) == 1:
            target = humans[0]
        elif self.interrupter is not None:
            target = self.interrupter
        else:
            acting = c.acting_seat()
            target = acting if c.is_human(acting) else self.viewer
        if target == self.viewer:
            if self.cover_kind == "curtain" and self.pending_viewer != target:
                self.cover.hide()
                self.cover_kind = None
            return
        if len(humans) >= 2 and target is not None:
            self.viewer = None
            self.pending_viewer = target
            self._show_curtain(target)
        else:
            self.viewer = target
            if self.cover_kind == "curtain":
                self.cover.hide()
                self.cover_kind = None

    def _show_curtain(self, seat: int) -> None:
        c = self.controller
        assert c is not None and c.state is not None
        name = c.names[seat]
        state = c.state
        if c.awaiting is not None and c.awaiting[2] == seat:
            why = tr("{name} gives back an award of their choice.").format(name=name)
        elif state.window is not None and state.window.seat == seat:
            why = tr("{name} may respond: a response window is open for them (R1).").format(name=name)
        elif seat == self.interrupter:
            why = tr("{name} asked to play an any-time event during {active}'s turn (E1).").format(
                name=name, active=c.names[state.active])
        else:
            why = tr("It is {name}'s turn.").format(name=name)
        if self.cover_kind == "age":
            return  # the age question comes first; the curtain follows it
        self.cover_kind = "curtain"
        self.cover.present(tr("HOT SEAT"), tr("Pass to {name}").format(name=name),
                           why + " " + tr("Everyone else, look away: {name}'s hand will be shown.")
                           .format(name=name), tr("I am {name}: show my hand").format(name=name))

    def _cover_accepted(self) -> None:
        if self.cover_kind == "age":
            self.settings.setValue("age_confirmed", True)
            self.settings.sync()
            self.cover.hide()
            self.cover_kind = None
            if self.controller is not None and self.controller.state is not None:
                self._on_changed_refresh()
            return
        if self.cover_kind == "curtain":
            self.viewer = self.pending_viewer
            self.pending_viewer = None
            self.cover.hide()
            self.cover_kind = None
            if self.interaction is not None:
                self.interaction.reset(self.viewer)
            self.refresh_table()
            self._offer_give_back()

    def _on_changed_refresh(self) -> None:
        self.viewer = None
        self._choose_viewer()
        self.refresh_table()

    def _cover_declined(self) -> None:
        if self.cover_kind == "age":
            self.close()

    # ----------------------------------------------------------------------------------
    # Redrawing the table
    def refresh_table(self) -> None:
        c, inter, table = self.controller, self.interaction, self.table
        if c is None or c.state is None or inter is None or table is None:
            return
        from ..engine.view import view
        from .interaction import ACTIONS
        from .widgets.table import TableContext
        state = c.state
        seat_view = view(state, self.viewer)
        legal = c.legal(self.viewer)
        playable = {m.card for m in legal if m.type in ("play_event", "play_award") and m.card}
        ctx = TableContext(state=state, view=seat_view, viewer=self.viewer, seats=c.seats,
                           selection=set(inter.selection), targets=inter.highlighted_stars(),
                           target_players=inter.highlighted_players(), playable_cards=playable)
        table.refresh(ctx)
        in_window = state.window is not None and state.window.seat == self.viewer
        for kind in ACTIONS:
            available, reason = inter.action_status(kind)
            visible = kind != "pass" or in_window
            if kind == "end_turn" and (in_window or self.interrupter is not None):
                visible = False
            self.bar.set_status(kind, available, reason, visible)
        interrupting = self.interrupter is not None and self.viewer == self.interrupter
        self.bar.set_status("done", True, None, interrupting)
        self.bar.setVisible(self.viewer is not None)
        prompt = inter.prompt()
        if interrupting and inter.pick is None:
            prompt = tr("{name}, out of turn: play an any-time event from your hand, or press "
                        "Done (Esc) to hand back.").format(name=c.names[self.viewer])
        self.bar.set_prompt(prompt)

    def _update_actions(self) -> None:
        c = self.controller
        playing = c is not None and c.state is not None
        self.actions["undo"].setEnabled(bool(playing and c.can_undo()))
        self.actions["redo"].setEnabled(bool(playing and c.can_redo()))
        self.actions["agree"].setEnabled(bool(playing and not c.over))
        self.actions["close"].setEnabled(bool(playing))

    # ----------------------------------------------------------------------------------
    # Turning input into moves
    def _playing(self) -> bool:
        return (self.controller is not None and self.controller.state is not None
                and self.stack.currentWidget() is self.table and not self.covered())

    def do_action(self, kind: str) -> None:
        if not self._playing():
            return
        if kind == "done":
            self.end_interruption()
            return
        self._outcome(self.interaction.action(kind))

    def cancel(self) -> None:
        if not self._playing():
            return
        if self.interaction.cancel() or self.last_refusal is not None:
            self.last_refusal = None
            self.bar.clear_refusal()
            self.refresh_table()
        elif self.interrupter is not None:
            self.end_interruption()

    # -- hot-seat: playing an any-time event during someone else's turn (E1) -------------
    def interrupt_candidates(self) -> list[int]:
        """Humans who may ask for the device now: not the one acting, only between turns'
        actions (no window open), only in hot-seat."""
        c = self.controller
        if c is None or c.state is None or c.over or c.state.window is not None:
            return []
        humans = c.humans()
        if len(humans) < 2 or self.interrupter is not None:
            return []
        return [h for h in humans if h != c.acting_seat() and not c.state.players[h].out]

    def interrupt(self, seat: int) -> None:
        if seat not in self.interrupt_candidates():
            return
        self.interrupter = seat
        self._choose_viewer()
        self.refresh_table()

    def end_interruption(self) -> None:
        if self.interrupter is None:
            return
        self.interrupter = None
        self._choose_viewer()
        self.interaction.reset(self.viewer)
        self.refresh_table()

    def _interrupt_next(self) -> None:
        seats = self.interrupt_candidates()
        if seats:
            self.interrupt(seats[0])

    def _fill_interrupt_menu(self) -> None:
        menu = self.interrupt_menu
        menu.clear()
        seats = self.interrupt_candidates()
        for seat in seats:
            action = menu.addAction(tr("as {name}").format(name=self.controller.names[seat]))
            action.setObjectName(f"interrupt-{seat}")
            action.triggered.connect(lambda _=False, s=seat: self.interrupt(s))
        if not seats:
            menu.addAction(tr("(only between two human players, with no window open)")).setEnabled(False)

    def digit(self, n: int) -> None:
        """Number keys: the n-th highlighted target while choosing one, else your n-th star."""
        if not self._playing() or self.viewer is None:
            return
        c, inter = self.controller, self.interaction
        state = c.state
        if inter.pick is not None and inter.pick.step == "target_player":
            seats = sorted(inter.highlighted_players())
            if 0 < n <= len(seats):
                self._outcome(inter.click_player(seats[n - 1]))
            return
        if inter.pick is not None:
            targets = inter.highlighted_stars()
            ordered = [s.card for p in state.players for s in p.table if s.card in targets]
            if 0 < n <= len(ordered):
                self._outcome(inter.click_star(ordered[n - 1]))
            return
        table = state.players[self.viewer].table
        if 0 < n <= len(table):
            self._outcome(inter.click_star(table[n - 1].card))

    def play_card(self, n: int) -> None:
        if not self._playing() or self.viewer is None:
            return
        player = self.controller.state.players[self.viewer]
        cards = list(player.hand) + list(player.awards)
        if 0 < n <= len(cards):
            self._outcome(self.interaction.click_card(cards[n - 1]))

    def _outcome(self, outcome: Outcome) -> None:
        if outcome.move is not None:
            refusal = self.controller.submit(outcome.move)
            if refusal is not None:
                from .interaction import Refusal
                self._explain(Refusal.of(refusal))
            return
        if outcome.refusal is not None:
            self._explain(outcome.refusal)
            self.refresh_table()
            return
        self.last_refusal = None
        self.bar.clear_refusal()
        self.refresh_table()

    def _explain(self, refusal: Refusal) -> None:
        from .rulebook import rulebook
        self.last_refusal = refusal
        self.bar.show_refusal(refusal, rulebook().text(refusal.rule))
        self.statusBar().showMessage(tr("Not possible: {reason}").format(reason=refusal.message)
                                     + (f" ({refusal.rule})" if refusal.rule else ""), 6000)

    def undo(self) -> None:
        if self.controller is not None and self.controller.state is not None:
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None and self.controller.state is not None:
            self.controller.redo()

    def show_hint(self) -> None:
        """What normal-level search would play for the human who must act, and why: it reads
        that seat's view and legal moves only, like a computer player (issue 7)."""
        c = self.controller
        if c is None or c.state is None or c.over or self.covered():
            return
        seat = c.acting_seat()
        if seat is None or not c.is_human(seat):
            self.statusBar().showMessage(tr("A hint is for the human player who must act now."), 6000)
            return
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication, QMessageBox

        from ..bots.hint import hint
        from ..engine.view import view
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            advice = hint(c.state.cardset, view(c.state, seat), c.legal(seat), seat,
                          seed=c.state.moves_applied, options=c.state.options)
        finally:
            QApplication.restoreOverrideCursor()
        self.last_hint = advice
        box = QMessageBox(QMessageBox.Icon.Information, tr("Hint"),
                          tr("Estimated win chance after this move: {chance}%").format(
                              chance=number(round(100 * advice.win_chance))), parent=self)
        box.setInformativeText(self._describe_move(advice.move))
        box.setDetailedText(advice.reason)  # the search's own account (English), for the curious
        box.setObjectName("hint-box")
        box.finished.connect(box.deleteLater)
        self.hint_box = box
        box.open()

    def _describe_move(self, move: Any) -> str:
        """A legal move as a short sentence in the chosen language (for hints)."""
        from .i18n import card_name
        c = self.controller
        assert c is not None and c.state is not None
        cards = c.state.cardset.cards

        def name(instance: str | None) -> str:
            return card_name(cards[instance]) if instance in cards else "?"
        if move is None:
            return tr("Keep your cards for now.")
        stars = ", ".join(name(x) for x in move.stars)
        if move.type == "buy_award":
            return tr("Buy an award with {stars}.").format(stars=stars)
        if move.type == "make_film":
            return tr("Make a film with {stars}; it goes to {star}.").format(
                stars=stars, star=name(move.assign_to))
        if move.type == "outshine":
            return tr("Outshine {target} with {star}.").format(target=name(move.target),
                                                                star=name(move.star))
        if move.type == "use_ability":
            text = tr("Use {star}'s ability.").format(star=name(move.star))
        elif move.type == "play_award":
            text = tr("Play your award {card} for its effect.").format(card=name(move.card))
        elif move.type == "play_event":
            text = tr("Play {card}.").format(card=name(move.card))
        elif move.type == "pass":
            return tr("Pass: let it resolve.")
        else:
            return tr("End your turn.")
        if move.target:
            text += " " + tr("Target: {target}.").format(target=name(move.target))
        if move.target_player is not None:
            text += " " + tr("Against {player}.").format(player=c.names[move.target_player])
        return text

    def show_discard(self) -> None:
        c = self.controller
        if c is None or c.state is None or self.covered():
            return
        from .dialogs.discard import DiscardDialog
        from .i18n import card_name, card_text
        from .widgets.cards import KIND_WORDS
        cards = c.state.cardset.cards
        entries = []
        for inst in reversed(c.state.discard):
            card = cards[inst]
            entries.append((card_name(card), tr(KIND_WORDS.get(card.kind, card.kind)), card_text(card)))
        dialog = DiscardDialog(entries, self)
        dialog.finished.connect(dialog.deleteLater)
        self.discard_dialog = dialog
        dialog.open()

    # ----------------------------------------------------------------------------------
    # The result screen
    def _show_result(self) -> None:
        c = self.controller
        assert c is not None and c.state is not None and self.result is not None
        state = c.state
        rows = [(p.name, len(p.awards), len(p.table), sum(len(s.films) for s in p.table), p.out)
                for p in state.players]
        self.result.set_result(c.names, list(state.winners), state.ending, rows, c.award_history,
                               state.turn)

    # ----------------------------------------------------------------------------------
    # Window size and layout, remembered
    def _restore_geometry(self) -> None:
        geometry = self.settings.value("geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        size = self.settings.value("size")
        if isinstance(size, QSize) and size.isValid() and not self.isMaximized():
            self.resize(size)  # restoreGeometry may clamp to a small (or offscreen) screen

    def _restore_layout(self) -> None:
        state = self.settings.value("window_state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)

    def save_layout(self) -> None:
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("size", self.size())
        if self.log_dock is not None:
            self.settings.setValue("window_state", self.saveState())
        self.settings.sync()

    def resizeEvent(self, event: Any) -> None:  # noqa: ANN401
        super().resizeEvent(event)
        if self.covered():
            self.cover.setGeometry(self.rect())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_layout()
        if self.controller is not None:
            self.controller.shutdown()
        if self.storage is not None:
            self.storage.close()
        super().closeEvent(event)

