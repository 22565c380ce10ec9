"""Turning keys, buttons and clicks on the main window's table into moves: through the
interaction (which move a click means) to the controller's submit; refusals explained
with their rule, undo and redo, hints and the discard pile. Table mode's keys go to table
mode first (its hook)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.state import TABLE
from ..engine.view import view
from .dialogs.discard import DiscardDialog, discard_entries
from .hint_worker import HintAsker
from .i18n import tr
from .interaction import Refusal
from .table_mode.hook import table_action  # [table mode hook]
from .window_menus import NO_HINT_AT_TABLE

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from .curtain import Curtain
    from .game_parts import GameParts
    from .game_screen import GameScreen
    from .interaction import Outcome
    from .open_dialogs import OpenDialogs
    from .undo_consent import UndoConsent
    from .window_host import WindowHost


class MoveInput:
    def __init__(self, parts: GameParts, screen: GameScreen, curtain: Curtain,
                 consent: UndoConsent, dialogs: OpenDialogs, host: WindowHost) -> None:
        self.parts = parts
        self.screen = screen
        self.said = ""  # the refusal the status bar shows, while it does
        self.curtain = curtain
        self.consent = consent
        self.dialogs = dialogs
        self.host = host  # table mode's hook takes the window (gui/table_mode/hook.py)
        self.hints: HintAsker | None = None
        self.last_hint: Any = None  # the last hint worked out (tests read its move)
        t = parts.table
        t.star_clicked.connect(lambda card: self.outcome(parts.interaction.click_star(card)))
        t.player_clicked.connect(lambda seat: self.outcome(parts.interaction.click_player(seat)))
        t.card_clicked.connect(lambda card: self.outcome(parts.interaction.click_card(card)))
        t.discard_clicked.connect(self.show_discard)
        parts.bar.triggered.connect(self.do_action)
        parts.controller.changed.connect(lambda _change: self.forget_hint())
        # the screen is someone else's now: a refusal naming the last player's card goes
        curtain.turned.connect(self._clear_refusal)

    def status(self) -> QStatusBar:
        return self.host.statusBar()

    def do_action(self, kind: str) -> None:
        if table_action(self.host, kind) or not self.screen.playing():
            return
        if kind == "done":
            self.curtain.end_interruption()
            return
        self.outcome(self.parts.interaction.action(kind))

    def cancel(self) -> None:
        if self.screen.back_to_result():  # Esc on a finished game's table
            return
        if table_action(self.host, "cancel") or not self.screen.playing():
            return
        if self._clear_refusal():  # the first Esc closes the refusal's note, as it says;
            self.screen.refresh_table()  # the selection stays, for the next Esc
            return
        if self.parts.interaction.cancel():
            self.screen.refresh_table()
        elif self.curtain.interrupter is not None:
            self.curtain.end_interruption()
        else:  # last: the first game's legend stays until nothing of the game needs Esc
            self.parts.table.put_legend_away()

    def digit(self, n: int) -> None:
        """Number keys: the n-th highlighted target while choosing one, else your n-th star."""
        viewer = self.curtain.viewer
        if table_action(self.host, f"digit:{n}") or not self.screen.playing() or viewer is None:
            return
        inter, state = self.parts.interaction, self.parts.controller.state
        assert state is not None
        if inter.pick is not None and inter.pick.step == "target_player":
            seats = sorted(inter.highlighted_players())
            if 0 < n <= len(seats):
                self.outcome(inter.click_player(seats[n - 1]))
            return
        if inter.pick is not None:
            targets = inter.highlighted_stars()
            ordered = [s.card for p in state.players for s in p.table if s.card in targets]
            if 0 < n <= len(ordered):
                self.outcome(inter.click_star(ordered[n - 1]))
            return
        table = state.players[viewer].table
        if 0 < n <= len(table):
            self.outcome(inter.click_star(table[n - 1].card))

    def play_card(self, n: int) -> None:
        viewer = self.curtain.viewer
        state = self.parts.controller.state
        if not self.screen.playing() or viewer is None or state is None:
            return
        player = state.players[viewer]
        cards = list(player.hand) + list(player.awards)
        if 0 < n <= len(cards):
            self.outcome(self.parts.interaction.click_card(cards[n - 1]))

    def outcome(self, outcome: Outcome) -> None:
        if outcome.move is not None:
            refusal = self.parts.controller.submit(outcome.move)
            if refusal is not None:
                self.explain(Refusal.of(refusal))
            return
        if outcome.refusal is not None:
            self.explain(outcome.refusal)
            self.screen.refresh_table()
            return
        self._clear_refusal()
        self.screen.refresh_table()

    def explain(self, refusal: Refusal) -> None:
        # the rule's id is a link in the note above the action bar, never a bare code here
        self.screen.explain(refusal)
        self.said = tr("Not possible: {reason}").format(reason=refusal.message)
        self.status().showMessage(self.said, 6000)

    def _clear_refusal(self) -> bool:
        """The refusal put away, from the note and from the status bar (where it stayed after
        the next step made it stale); whether a note was shown."""
        if self.said and self.status().currentMessage() == self.said:
            self.status().clearMessage()
        self.said = ""
        return self.screen.clear_refusal()

    def undo(self) -> None:
        """Undo to just before the last decision of the human at the screen; in hot-seat,
        taking back another human's decision asks them first."""
        self.consent.undo()

    def redo(self) -> None:
        if self.parts.controller.state is not None:
            self.parts.controller.redo()

    def show_hint(self) -> None:
        """What normal-level search would play for the human who must act, and why: worked
        out off the GUI thread from that seat's view (gui/hint_worker.py), then marked on
        the table and said in the action bar."""
        c = self.parts.controller
        if c.state is None or c.over or self.curtain.covered():
            return
        if c.state.chance == TABLE:  # (its menu item is greyed: window_menus.update)
            self.status().showMessage(tr(NO_HINT_AT_TABLE), 6000)
            return
        seat = c.acting_seat()
        if seat is None or not c.is_human(seat):
            self.status().showMessage(tr("A hint is for the human player who must act now."), 6000)
            return
        if self.hints is None:
            self.hints = HintAsker(self.parts.controller)
            self.hints.ready.connect(self._hint_ready)
            self.hints.failed.connect(self.parts.bar.set_prompt)
        self.screen.hint_marks = None
        self.hints.ask(c.state, view(c.state, seat), c.legal(seat), seat, c.names)
        self.parts.bar.set_prompt(tr("Thinking about a hint…"))

    def _hint_ready(self, text: str, marks: Any) -> None:
        assert self.hints is not None
        self.last_hint = self.hints.last
        self.screen.show_hint(text, marks)

    def forget_hint(self) -> None:
        """The game moved on: a hint still being worked out is no longer wanted."""
        if self.hints is not None:
            self.hints.forget()

    def show_discard(self) -> None:
        c = self.parts.controller
        if c.state is None or self.curtain.covered():
            return
        entries = discard_entries(c.state.cardset, c.state.discard)
        self.dialogs.discard.open(DiscardDialog(entries, self.parts.table.window()))
