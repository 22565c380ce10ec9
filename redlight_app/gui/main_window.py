"""The main window: it builds its parts and wires them together, and does nothing else.

Its rooms, each a typed object with one job (docs/architecture.md draws them):
- `games` (games.py): new game, resume, delete, close, end by agreement;
- the game's parts (game_parts.py): the controller over the session, the interaction, the
  table with its action bar, the result page, the log;
- `game_screen` (game_screen.py): each change of the game redrawn on those parts;
- `input` (move_input.py): keys, buttons and clicks into moves, undo, hints, discard;
- `curtain` (curtain.py): whose eyes the screen is for, the hot-seat curtain, the 18+
  question, out-of-turn play;
- `choices` (choices.py): the give-back and revealed-award dialogs a player owes;
- `menus` (window_menus.py), `docks` (docks.py), `dialogs` (open_dialogs.py: what is
  open now), `messages` (messages.py), `windows` (the replay, statistics and card set
  windows opened beside it).
They talk by Qt signals (the controller's `changed`, the curtain's `turned`) and through
the `WindowHost` Protocol (window_host.py) the parts that open from the window use.

Start-up: only the start page and the menu titles exist before the first paint; the menus'
actions and the saved games listed follow it (`finish_startup`), then the store opens in
the background and the game's parts are built (`ensure_game_ui`) when it has opened or a
game opens, whichever comes first. Nothing before the first paint touches PySide6's `Qt`
namespace (its first use builds some 200 enum classes, ~25 ms).
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QSettings, QSize, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from .. import __version__
from . import i18n
from .curtain import Curtain
from .docks import Docks
from .focus_return import FocusReturn
from .games import Games
from .i18n import tr
from .messages import Messages
from .open_dialogs import OpenDialogs
from .storage import Storage, open_in_background
from .theme import apply_theme
from .widgets.start_page import StartPage
from .window_geometry import remember, restore
from .window_host import OtherWindows
from .window_menus import APP_TITLE, MenuCommands, WindowMenus

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QShowEvent

    from .choices import ChoiceDialogs
    from .controller import GameController
    from .game_parts import GameParts
    from .game_screen import GameScreen
    from .interaction import Interaction
    from .move_input import MoveInput
    from .widgets.action_bar import ActionBar
    from .widgets.log_dock import LogView
    from .widgets.result_page import ResultPage
    from .widgets.table import TablePage

STORE_OPENING_FALLBACK_MS = 300  # the store opens this long after start-up if nothing painted
PREFERRED_SIZE = QSize(1420, 940)  # the table at ease, where the screen has the room
MINIMUM_SIZE = QSize(960, 680)  # lowered to the screen on a smaller one


class MainWindow(QMainWindow):
    ready = Signal()  # the store is open and the start page filled in
    started = Signal()  # after the first paint: the menus' actions, the saved games listed
    usable = Signal()  # started, and the start page lists the saved games (store open or not)
    _store_opened = Signal()  # from the opening thread: hop back to the GUI thread

    def __init__(self, data_dir: Path, settings: QSettings, bot_delay_ms: int = 700,
                 age_gate: bool = True) -> None:
        super().__init__()
        self.data_dir = Path(data_dir)
        self.settings = settings
        self.bot_delay_ms = bot_delay_ms
        self.setWindowTitle(APP_TITLE)
        self.setObjectName("main-window")

        self.stack = QStackedWidget()
        self.start = StartPage()
        self.stack.addWidget(self.start)
        self.setCentralWidget(self.stack)
        # a message longer than the window is cut at its edge: pointing at it shows it whole
        status = self.statusBar()
        status.messageChanged.connect(lambda text: status.setToolTip(text))
        self.focus_return = FocusReturn(self)  # a dialog closed: the focus back where it was

        self.dialogs = OpenDialogs()  # the dialogs open now, each forgotten when it closes
        self.messages = Messages(self, self.dialogs)
        self.windows = OtherWindows()
        self.curtain = Curtain(self, settings)
        self.curtain.age_declined.connect(self.close)
        self.games = Games(self)
        self.menus = WindowMenus(self, settings)
        self.storage: Storage | None = None  # made after the first paint
        self.docks: Docks | None = None  # made with the menus' actions
        # the game's parts and the rooms over them, built by ensure_game_ui()
        self._parts: GameParts | None = None
        self.controller: GameController | None = None
        self.interaction: Interaction | None = None
        self.table: TablePage | None = None
        self.bar: ActionBar | None = None
        self.result: ResultPage | None = None
        self.log_view: LogView | None = None
        self.game_screen: GameScreen | None = None
        self.input: MoveInput | None = None
        self.choices: ChoiceDialogs | None = None

        self.start.new_game.connect(self.games.new_game_dialog)
        self.start.new_table_game.connect(self.games.new_table_game_dialog)  # [table mode hook]
        self.start.rules.connect(lambda: self.show_rules())
        self.start.resume.connect(self.games.resume_game)
        self.start.delete.connect(self.games.delete_game)
        self.stack.currentChanged.connect(self._page_changed)

        self._started = False
        self._startup_done = False  # finish_startup ran (menus, storage, early listing)
        self._store_opening = False  # the store's background opening has begun
        self.store_ready = False  # the store is open and the start page lists its games
        self.listed = False  # the start page lists the saved games (see early_listing.py)
        self._after_ready: list[Callable[[], object]] = []
        restore(self, self.settings, "geometry", PREFERRED_SIZE, MINIMUM_SIZE)
        self._store_opened.connect(self.open_store)
        if age_gate and self.settings.value("age_confirmed", False) not in (True, "true", "1", 1):
            self.curtain.ask_age()

    @property
    def parts(self) -> GameParts | None:
        return self._parts

    # ----------------------------------------------------------------------------------
    # Start-up: the heavy parts come after the first paint
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._started:  # once the start page is on screen, build the rest
            self._started = True
            self.start.painted.connect(self._first_paint)
            QTimer.singleShot(1000, self.finish_startup)  # in case nothing paints (hidden)

    def _first_paint(self) -> None:
        self.start.painted.disconnect(self._first_paint)
        QTimer.singleShot(0, self.finish_startup)

    def finish_startup(self) -> None:
        """What the start page needs after its first paint: the menus' actions, the saved
        games listed (plain sqlite3) and the store opening in the background."""
        if self._startup_done:
            return
        self._startup_done = True
        # the saved games' quick listing (sqlite3, datetime: 11 ms to import, measured
        # 2026-12-06) loads after the first paint: first paint budget (<= 1.5x a bare window;
        # 1.31-1.35x now), benchmarks/FIGURES.md
        from .early_listing import list_saved_games_early
        self.menus.fill(self._menu_commands())
        self.docks = Docks(self, self.settings, self.stack, self.start)
        self.storage = Storage(self.data_dir)
        self.menus.update(self.controller)
        self.curtain.keep_on_top()
        self.listed = list_saved_games_early(self)
        self.started.emit()
        if self.listed:
            self.usable.emit()
        # then the store (SQLAlchemy, some 0.4 s) opens in the background, once the page has
        # painted the games listed: a thread started before would hold the GIL the paint needs
        self.start.painted.connect(self._open_store_in_background)
        QTimer.singleShot(STORE_OPENING_FALLBACK_MS, self._open_store_in_background)

    def _menu_commands(self) -> MenuCommands:
        games, curtain = self.games, self.curtain

        def playing(use: Callable[[MoveInput], object]) -> Callable[[], None]:
            """A command of the game's input, once the game's parts are built."""
            def run() -> None:
                if self.input is not None:
                    use(self.input)
            return run
        run: dict[str, Callable[[], object]] = {
            "new": games.new_game_dialog, "new-table": games.new_table_game_dialog,
            "phones": self._play_with_phones, "start": games.go_start,
            "cardsets": self._cardsets, "look-back": self._look_back,
            "export-log": self._export_log, "statistics": self._statistics,
            "agree": games.agree_end,
            "close": games.close_game, "quit": games.quit,
            "undo": playing(lambda i: i.undo()), "redo": playing(lambda i: i.redo()),
            "cancel": playing(lambda i: i.cancel()), "interrupt": curtain.interrupt_next,
            "discard": self.show_discard, "hint": playing(lambda i: i.show_hint()),
            "rules": lambda: self.show_rules(), "search": self.search_rules,
            "fullscreen": self.toggle_fullscreen, "about": self.about}
        return MenuCommands(
            run=run, action=lambda kind: playing(lambda i: i.do_action(kind))(),
            digit=lambda n: playing(lambda i: i.digit(n))(),
            play_card=lambda n: playing(lambda i: i.play_card(n))(),
            interrupters=curtain.interrupters, interrupt=curtain.interrupt,
            set_theme=self.set_theme, set_language=self.set_language)

    # The windows opened from the menus are imported when first chosen, each on its own:
    # they need the engine, the store (SQLAlchemy) and, for phones, the web server (aiohttp),
    # which the start page does without, and one does not load the others. To import after
    # the window's modules (measured 2026-12-06): phones 255 ms, statistics 376 ms, look
    # back 101 ms, card sets 61 ms. READY budget (<= 1.6x a bare window, ~115 ms; 1.48-1.55x
    # now), benchmarks/FIGURES.md
    def _play_with_phones(self) -> None:
        from .phones.hook import open_play_with_phones
        open_play_with_phones(self)

    def _cardsets(self) -> None:
        from .editor.hook import open_cardset_editor
        open_cardset_editor(self)

    def _look_back(self) -> None:
        from .replay.hook import open_look_back
        open_look_back(self)

    def _export_log(self) -> None:
        from .replay.log_export import export_log
        export_log(self)

    def _statistics(self) -> None:
        from .statistics.hook import open_statistics
        open_statistics(self)

    def _open_store_in_background(self) -> None:
        if self._store_opening:
            return
        self._store_opening = True
        self.start.painted.disconnect(self._open_store_in_background)
        # what playing needs is imported there too, off the window's thread (the crossing
        # of `ensure_game_ui`)
        from .game_parts_import import import_game_parts
        assert self.storage is not None
        open_in_background(self.storage, self._store_opened.emit, then=import_game_parts)

    def ensure_game_ui(self) -> GameParts:
        """Build what playing needs, once: the game's parts (the controller, the engine and
        the session behind it), the rooms over them, the log dock (game_ui.py)."""
        if self._parts is not None:
            return self._parts
        self.finish_startup()
        # The start-up path's crossing into what only a game needs (the engine, the session,
        # the store's sink, the table's widgets: game_ui.py and what it imports, 122 ms after
        # the window's modules, measured 2026-12-06). At module level they would load before
        # the first paint: READY budget (<= 1.6x a bare window, ~115 ms; 1.48-1.55x now),
        # benchmarks/FIGURES.md "Branch gui-imports".
        from .game_ui import build_game_ui
        ui = build_game_ui(self)
        parts = self._parts = ui.parts
        self.controller, self.interaction, self.table = parts.controller, parts.interaction, parts.table
        self.bar, self.result, self.log_view = parts.bar, parts.result, parts.log_view
        self.game_screen, self.input, self.choices = ui.screen, ui.input, ui.choices
        self.menus.update(parts.controller)
        self.curtain.keep_on_top()
        return parts

    def open_store(self) -> None:
        """Open the database (on the GUI thread) and list the unfinished games."""
        assert self.storage is not None
        if not self.storage.is_open:
            self.storage.open()
        self.refresh_start()
        if self.storage.warning and not self.storage.read_only:  # read-only: the start page
            self.statusBar().showMessage(self.storage.warning)  # says it, whole
        self.store_ready = True
        self.ensure_game_ui()  # before anything waiting on the store opens a game
        callbacks, self._after_ready = self._after_ready, []
        for cb in callbacks:
            cb()
        self.ready.emit()
        if not self.listed:
            self.listed = True
            self.usable.emit()

    def when_ready(self, fn: Callable[[], object]) -> None:
        if self.store_ready:
            fn()
        else:
            self._after_ready.append(fn)

    def refresh_start(self) -> None:
        if self.storage is None or not self.storage.is_open:
            return
        read_only = self.storage.read_only  # then every saved game is listed, to be viewed
        try:
            games = self.storage.saved_games.list_games(finished=None if read_only else False)
        except Exception as exc:  # listing must not stop the app
            games = []
            self.statusBar().showMessage(tr("Could not list saved games: {error}").format(error=exc))
        self.start.set_games(games, self.storage.warning, read_only=read_only)

    def _page_changed(self, index: int) -> None:
        if self.stack.widget(index) is self.start:
            self.start.shown_again()

    # ----------------------------------------------------------------------------------
    # What the parts opened from the window ask of it (window_host.py)
    def resume_game(self, game_id: int) -> None:
        self.games.resume_game(game_id)

    def show_rules(self, rule: str | None = None) -> None:
        self.finish_startup()
        assert self.docks is not None
        self.docks.show_rules(rule)

    def search_rules(self) -> None:
        assert self.docks is not None
        self.docks.search_rules()

    def show_discard(self) -> None:
        if self.input is not None:
            self.input.show_discard()

    def back_to_result(self) -> None:
        if self.game_screen is not None:
            self.game_screen.back_to_result()

    # ----------------------------------------------------------------------------------
    # Language, theme, full screen, about
    def set_language(self, choice: str) -> None:
        """Switch the language at once (no restart) and remember the choice."""
        self.settings.setValue("language", choice)
        self.settings.sync()
        i18n.install(i18n.resolve(choice))
        self.menus.language_chosen(choice)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the window again, in the language now installed."""
        self.setWindowTitle(APP_TITLE)
        self.menus.retranslate()
        self.start.retranslate()
        if self.docks is not None:
            self.docks.retranslate()
        self.curtain.retranslate()
        self.refresh_start()
        if self.game_screen is not None:
            self.game_screen.retranslate()

    def set_theme(self, mode: str) -> None:
        self.settings.setValue("theme", mode)
        apply_theme(mode)

    def toggle_fullscreen(self) -> None:
        self.setWindowState(self.windowState() ^ QtCore.Qt.WindowState.WindowFullScreen)

    def about(self) -> None:
        QtWidgets.QMessageBox.about(self, APP_TITLE, f"<b>{APP_TITLE}</b> {__version__}<br>" + tr(
            "A companion for the card game Red Light: rules, saved games and digital play."))

    # ----------------------------------------------------------------------------------
    # Closing: the place and the docks remembered, the game's threads and the store closed
    def save_layout(self) -> None:
        remember(self, self.settings, "geometry")
        if self.docks is not None:
            self.docks.save_state()
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        if event.spontaneous() and self.games.held_move():
            # the window's close button while a move waits for a give-back: asked first, as
            # Quit asks (a close the app makes itself, as Quit's Yes, closes at once)
            event.ignore()
            self.games.quit()
            return
        self.save_layout()
        if self.controller is not None:
            self.controller.shutdown()
        if self.storage is not None:
            self.storage.close()
        super().closeEvent(event)
