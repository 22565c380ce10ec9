"""The main window: start page, table, result screen, the log and rules docks.

Its menus (window_menus.py), game lifecycle (game_lifecycle.py), hot-seat curtain
(hot_seat.py) and input handling (move_input.py) are mixed in from modules of their own.

It shows what the controller holds and turns clicks into moves through the interaction
model; it never changes the game itself. The parts that need the engine or the store are
built after the first paint (`finish_startup`: menus, the saved games listed) or, for the
game (engine, controller, table, docks), once the store has opened or a game opens
(`ensure_game_ui`), so the window appears and is usable quickly. For
the same reason nothing before that paint touches PySide6's `Qt` namespace (its first use
builds some 200 enum classes, ~25 ms): `QtCore.Qt` is reached inside methods.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from PySide6 import QtCore
from PySide6.QtCore import QByteArray, QSettings, QSize, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from ..bidi import isolate
from .game_lifecycle import GameLifecycle
from .hot_seat import HotSeat
from .i18n import tr
from .move_input import MoveInput
from .open_dialogs import OpenDialogs
from .save_failure import on_save_failed, show_saved_status
from .widgets.start_page import StartPage
from .window_geometry import remember, restore
from .window_menus import APP_TITLE, WindowMenus

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QDockWidget

    from .controller import Change, GameController
    from .interaction import Interaction, Refusal
    from .storage import Storage
    from .widgets.action_bar import ActionBar
    from .widgets.log_dock import LogView
    from .widgets.overlay import Cover
    from .widgets.result_page import ResultPage
    from .widgets.rules_dock import RulesView
    from .widgets.table import TablePage

def import_game_parts() -> None:
    """Import what the game's parts are made of (the engine, the session, the controller,
    the table's widgets): the store's opening thread does it after opening, so that
    `ensure_game_ui`, on the window's thread, builds them without waiting for the imports
    (module-level code there makes no Qt object but colours, which any thread may)."""
    from ..store import session_sink  # noqa: F401
    from . import controller, interaction, page_docks, rulebook, undo_to_here  # noqa: F401
    from .table_mode import hook  # noqa: F401
    from .widgets import action_bar, log_dock, result_page, rules_dock, table  # noqa: F401


STORE_OPENING_FALLBACK_MS = 300  # the store opens this long after start-up if nothing painted
PREFERRED_SIZE = QSize(1420, 940)  # the table at ease, where the screen has the room
MINIMUM_SIZE = QSize(960, 680)  # lowered to the screen on a smaller one


class MainWindow(WindowMenus, GameLifecycle, HotSeat, MoveInput, QMainWindow):
    ready = Signal()  # the store is open and the start page filled in
    started = Signal()  # after the first paint: menus, table and docks are built
    usable = Signal()  # started, and the start page lists the saved games (store open or not)

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
        self.start.new_game.connect(self.new_game_dialog)
        self.start.new_table_game.connect(self.new_table_game_dialog)  # [table mode hook]
        self.start.rules.connect(lambda: self.show_rules())
        self.start.resume.connect(self.resume_game)
        self.start.delete.connect(self.delete_game)

        self._cover: Cover | None = None
        self.cover_kind: str | None = None

        self.statusBar()
        from .focus_return import FocusReturn
        self.focus_return = FocusReturn(self)  # a dialog closed: the focus back where it was

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
        # [phones hook] the shared screen of a game played from phones (gui/phones): the
        # public table only, no hand and no curtain
        self.public_table = False
        self.last_refusal: Refusal | None = None
        self.dialogs = OpenDialogs()  # the dialogs open now, each forgotten when it closes
        self._started = False
        self._startup_done = False  # finish_startup ran (menus, storage, early listing)
        self._store_opening = False  # the store's background opening has begun
        self.store_ready = False  # the store is open and the start page lists its games
        self.listed = False  # the start page lists the saved games (see early_listing.py)
        self._after_ready: list[Callable[[], None]] = []

        self.actions: dict[str, QAction] = {}
        self._sources: dict[str, tuple[str, dict[str, Any]]] = {}  # action → untranslated text
        self._submenus: dict[str, tuple[Any, str]] = {}
        self._build_menus()
        restore(self, self.settings, "geometry", PREFERRED_SIZE, MINIMUM_SIZE)
        self._store_opened.connect(self.open_store)
        self.needs_age_gate = age_gate and not self._setting_bool("age_confirmed")
        if self.needs_age_gate:
            self.cover_kind = "age"
            self._present_age_gate()

    def _present_age_gate(self) -> None:
        self.cover.ask(tr("BEFORE WE START"), tr("For adults only"),
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
    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._started:  # once the start page is on screen, build the rest
            self._started = True
            self.start.painted.connect(self._first_paint)
            QTimer.singleShot(1000, self.finish_startup)  # in case nothing paints (hidden)

    def _first_paint(self) -> None:
        self.start.painted.disconnect(self._first_paint)
        QTimer.singleShot(0, self.finish_startup)

    def finish_startup(self) -> None:
        """What the start page needs after its first paint: the menus, the saved games
        listed (plain sqlite3) and the store opening in the background. The game's parts
        (engine, controller, table, docks) are built by `ensure_game_ui`, when the store
        has opened or a game opens, whichever comes first."""
        if self._startup_done:
            return
        self._startup_done = True
        from .early_listing import list_saved_games_early
        from .storage import Storage
        self._fill_menus()
        self.storage = Storage(self.data_dir)
        self._update_actions()
        if self.covered():
            self.cover.raise_()
        self.listed = list_saved_games_early(self)
        self.started.emit()
        if self.listed:
            self.usable.emit()
        # then the store (SQLAlchemy, some 0.4 s) opens in the background, once the page has
        # painted the games listed: a thread started before would hold the GIL the paint needs
        self.start.painted.connect(self._open_store_in_background)
        QTimer.singleShot(STORE_OPENING_FALLBACK_MS, self._open_store_in_background)

    def _open_store_in_background(self) -> None:
        if self._store_opening:
            return
        self._store_opening = True
        self.start.painted.disconnect(self._open_store_in_background)
        from .storage import open_in_background
        assert self.storage is not None
        open_in_background(self.storage, self._store_opened_signal, then=import_game_parts)

    def ensure_game_ui(self) -> None:
        """Build what playing needs, once: the controller (the engine and the session), the
        interaction, the table and result pages, the log and rules docks."""
        if self.controller is not None:
            return
        self.finish_startup()
        from PySide6.QtGui import QKeySequence
        from PySide6.QtWidgets import QDockWidget

        from .controller import GameController
        from .interaction import Interaction
        from .widgets.action_bar import ActionBar
        from .widgets.log_dock import LogView
        from .widgets.result_page import ResultPage
        from .widgets.table import TablePage
        assert self.storage is not None
        self.controller = GameController(self.storage, self.bot_delay_ms, self)
        self.controller.changed.connect(self._on_changed)
        self.controller.save_failed.connect(lambda failure: on_save_failed(self, failure))
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
        self.result.show_table.connect(self._show_final_table)
        self.stack.addWidget(self.result)

        self.log_view = LogView()
        self.log_dock = QDockWidget(tr("Game log"), self)
        self.log_dock.setObjectName("log-dock")
        from .undo_to_here import log_panel  # [undo to here hook]
        self.log_dock.setWidget(log_panel(self))
        self.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        rules_shown = self.rules_dock is not None and self.rules_dock.isVisible()
        if self.rules_dock is not None:  # opened from the start page: the two share a place
            self.tabifyDockWidget(self.log_dock, self.rules_dock)
        self._ensure_rules_dock()
        assert self.rules_dock is not None
        self.rules_dock.setVisible(rules_shown)
        self.view_menu.insertAction(self.actions["rules"], self.log_dock.toggleViewAction())
        self.log_dock.toggleViewAction().setShortcut(QKeySequence("Ctrl+L"))
        self.log_dock.toggleViewAction().setText(tr("Game &log"))
        self._restore_layout()
        if rules_shown:
            self.rules_dock.show()
        from .page_docks import follow_page
        follow_page(self)  # no empty log dock on the start page
        from .accessibility import make_accessible
        make_accessible(self)  # a screen reader told what happens (gui/accessibility.py)
        self._update_actions()
        if self.covered():
            self.cover.raise_()

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
        self.ensure_game_ui()  # before anything waiting on the store opens a game
        callbacks, self._after_ready = self._after_ready, []
        for cb in callbacks:
            cb()
        self.ready.emit()
        from .widgets.cards import warm_narrow_fonts
        QTimer.singleShot(0, warm_narrow_fonts)  # not in the first move that needs them
        from .memory_settle import settle
        QTimer.singleShot(0, settle)  # start-up's survivors out of the collector's sight
        if not self.listed:
            self.listed = True
            self.usable.emit()

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
    # The game changed: one place redraws everything
    def _on_changed(self, change: Change) -> None:
        c = self.controller
        assert c is not None and self.interaction is not None
        from .table_mode.hook import table_changed  # [table mode hook]
        if table_changed(self, change):
            return
        if c.state is None:
            self.viewer = None
            if self.cover_kind == "curtain":
                self.cover.hide()
                self.cover_kind = None
            self.stack.setCurrentWidget(self.start)
            self.refresh_start()
            self.log_view.set_lines([])
            from .widgets.cards import forget_looks
            forget_looks()  # the closed game's looks: its tables will not come back
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
        self.hint_marks = None  # a hint is for the moment it was asked in
        if getattr(self, "hints", None) is not None:
            self.hints.forget()
        reader = self._log_reader()
        if change.kind == "move":
            self.log_view.add_lines(self._sentences(change.entries, reader))
        elif change.kind != "choice":  # a held move has no sentences yet
            self.log_view.set_lines(self._sentences(c.log, reader))
        if c.over:
            self._show_result()
        page = self.result if c.over else self.table
        if self.stack.currentWidget() is not page:
            self.stack.setCurrentWidget(page)
        self.refresh_table()
        self._update_actions()
        show_saved_status(self)
        self._offer_give_back()
        self._offer_reveal_targets()

    def _offer_reveal_targets(self) -> None:
        """A5: the player who revealed an award chooses its targets, once the screen is
        theirs (the curtain passed); a computer seat chooses by itself."""
        c = self.controller
        if c is None or c.state is None or self.covered() or c.failure is not None:
            return
        from ..engine.queries import reveal_waiting
        waiting = reveal_waiting(c.state)
        if waiting is None:
            self.dialogs.reveal_targets.close()  # undone meanwhile: nothing to choose any more
            return
        drawer, award, choices = waiting
        if self.viewer != drawer or not c.is_human(drawer):
            return
        if self.dialogs.reveal_targets.is_open():
            return
        from ..engine.moves import choose_targets
        from ..engine.view import view
        from .dialogs.reveal_targets import RevealTargetsDialog
        from .editor.model import describe_effect
        from .i18n import card_name, card_text
        cards = c.state.cardset.cards
        seen = view(c.state, drawer)
        entries = {s["card"]: (seat, s) for seat, p in enumerate(seen["players"]) for s in p["table"]}

        def star_words(star: str) -> str:
            seat, entry = entries[star]
            return tr("{owner}'s {star} (psyche {psyche}, charisma {charisma}, fame {fame})").format(
                owner=c.names[seat], star=card_name(cards[star]), psyche=entry["psyche"],
                charisma=entry["charisma"], fame=entry["fame"])
        labels = []
        for star, seat in choices:
            words = [star_words(star)] if star is not None else []
            if seat is not None:
                words.append(c.names[seat])
            label = tr("{first} and {second}").format(first=words[0], second=words[1]) \
                if len(words) == 2 else words[0]
            labels.append((star, seat, label.replace("&", "&&")))
        definition = cards[award]
        text = card_text(definition) or describe_effect(getattr(definition, "effect", None))
        dialog = RevealTargetsDialog(c.names[drawer], card_name(definition), text, labels, self)
        dialog.chosen.connect(lambda star, seat: c.submit(choose_targets(drawer, star, seat)))
        self.dialogs.reveal_targets.open(dialog)

    def _offer_give_back(self) -> None:
        """A played card or a revealed award (A5) makes a player give back an award of their
        choice (return_award): once the screen is theirs (the curtain passed), they choose it."""
        c = self.controller
        if c is None or c.state is None or c.awaiting is None or self.covered():
            return
        move, _, giver = c.awaiting
        if self.viewer != giver:
            return
        if self.dialogs.give_back.is_open():
            return
        from ..engine.award_return import returning_cause
        from ..engine.cards import AwardCard
        from ..engine.flow import counts_toward_win
        from .dialogs.give_back import GiveBackDialog
        from .i18n import card_name, card_text
        cards = c.state.cardset.cards
        source = returning_cause(c.state, move)
        assert move.player is not None  # a seat's move
        cause = tr("{player}'s {card}").format(player=isolate(c.names[move.player]),
                                               card=card_name(cards[source]) if source else "?")
        revealed = None
        played = getattr(move, "card", None)
        if source is not None and source != played and isinstance(cards[source], AwardCard):
            # an award revealed as the move draws it (A5): not on the table yet, nor in the
            # log; the dialog says where it comes from and shows its face
            what = tr("{player}'s {card}").format(
                player=isolate(c.names[move.player]), card=card_name(cards[played]) if played else "?")
            revealed = (what, card_name(cards[source]), card_text(cards[source]))
        awards = []
        for award in c.state.players[giver].awards:
            note = card_text(cards[award])
            if not counts_toward_win(c.state, award):
                note = (note + " " if note else "") + tr("(does not count toward the four)")
            awards.append((award, card_name(cards[award]), note))
        dialog = GiveBackDialog(c.names[giver], cause, awards, self, revealed=revealed)
        dialog.chosen.connect(c.give_back)
        self.dialogs.give_back.open(dialog)

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






    # ----------------------------------------------------------------------------------
    # Redrawing the table
    def refresh_table(self) -> None:
        c, inter, table = self.controller, self.interaction, self.table
        if c is None or c.state is None or inter is None or table is None:
            return
        from ..engine.moves import PlayAward, PlayEvent
        from ..engine.view import view
        from .interaction import ACTIONS
        from .widgets.table import TableContext
        state = c.state
        seat_view = view(state, self.viewer)
        legal = c.legal(self.viewer)
        playable = {m.card for m in legal if isinstance(m, PlayEvent | PlayAward)}
        hint = getattr(self, "hint_marks", None)
        ctx = TableContext(state=state, view=seat_view, viewer=self.viewer, seats=c.seats,
                           selection=set(inter.selection), targets=inter.highlighted_stars(),
                           target_players=inter.highlighted_players(), playable_cards=playable,
                           hint=hint)
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
                        "Done (Esc) to hand back.").format(name=isolate(c.names[self.viewer]))
        if hint is not None and inter.pick is None and not inter.selection:
            prompt = self.hint_text
        self.bar.set_prompt(prompt)

    def _update_actions(self) -> None:
        c = self.controller
        playing = c is not None and c.state is not None
        self.actions["undo"].setEnabled(bool(playing and c.can_undo()))
        self.actions["redo"].setEnabled(bool(playing and c.can_redo()))
        self.actions["agree"].setEnabled(bool(playing and not c.over))
        self.actions["close"].setEnabled(bool(playing))

    # ----------------------------------------------------------------------------------
    # The result screen
    def _show_final_table(self) -> None:
        from .table_mode.hook import final_table  # [table mode hook]
        self.stack.setCurrentWidget(final_table(self) or self.table)

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
    def _restore_layout(self) -> None:
        state = self.settings.value("window_state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)

    def save_layout(self) -> None:
        remember(self, self.settings, "geometry")
        if self.log_dock is not None:
            self.settings.setValue("window_state", self.saveState())
        self.settings.sync()

    def resizeEvent(self, event: Any) -> None:
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

