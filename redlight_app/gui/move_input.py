"""Turning keys, buttons and clicks in the main window into moves, refusals explained with
their rule, undo/redo, hints and the discard pile."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .i18n import tr

if TYPE_CHECKING:
    from .interaction import Outcome, Refusal
    from .open_dialogs import OpenDialogs


class MoveInput:
    """Mixed into MainWindow: from input to the controller's submit, undo and redo."""

    dialogs: OpenDialogs

    def _playing(self) -> bool:
        return (self.controller is not None and self.controller.state is not None
                and self.stack.currentWidget() is self.table and not self.covered())

    def do_action(self, kind: str) -> None:
        from .table_mode.hook import table_action  # [table mode hook]
        if table_action(self, kind) or not self._playing():
            return
        if kind == "done":
            self.end_interruption()
            return
        self._outcome(self.interaction.action(kind))

    def cancel(self) -> None:
        from .table_mode.hook import table_action  # [table mode hook]
        if table_action(self, "cancel") or not self._playing():
            return
        if self.interaction.cancel() or self.last_refusal is not None:
            self.last_refusal = None
            self.bar.clear_refusal()
            self.refresh_table()
        elif self.interrupter is not None:
            self.end_interruption()

    def digit(self, n: int) -> None:
        """Number keys: the n-th highlighted target while choosing one, else your n-th star."""
        from .table_mode.hook import table_action  # [table mode hook]
        if table_action(self, f"digit:{n}") or not self._playing() or self.viewer is None:
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
        # the rule's id is a link in the note above the action bar, never a bare code here
        self.statusBar().showMessage(tr("Not possible: {reason}").format(reason=refusal.message), 6000)

    def undo(self) -> None:
        """Undo to just before the last decision of the human at the screen; in hot-seat,
        taking back another human's decision asks them first."""
        c = self.controller
        if c is None or c.state is None:
            return
        if len(c.humans()) < 2 or c.state.chance == "table":
            c.undo(None)  # one human, or a table game: the players are all at the table
            return
        from .undo_consent import ask_in_turn, others_affected, undo_asker
        asker = undo_asker(self)
        plan = c.undo_plan(asker)
        if not plan.possible:
            return
        # each other human whose decision would go is asked by name; nothing before that
        ask_in_turn(self, asker, others_affected(self, plan.keep, asker),
                    lambda: c.undo(asker, agreed=True))

    def redo(self) -> None:
        if self.controller is not None and self.controller.state is not None:
            self.controller.redo()

    def show_hint(self) -> None:
        """What normal-level search would play for the human who must act, and why: worked
        out off the GUI thread from that seat's view (gui/hint_worker.py), then marked on
        the table and said in the action bar."""
        c = self.controller
        if c is None or c.state is None or c.over or self.covered():
            return
        seat = c.acting_seat()
        if seat is None or not c.is_human(seat):
            self.statusBar().showMessage(tr("A hint is for the human player who must act now."), 6000)
            return
        from ..engine.view import view
        from .hint_worker import HintAsker
        if getattr(self, "hints", None) is None:
            self.hints = HintAsker(self)
            self.hints.ready.connect(self._hint_ready)
            self.hints.failed.connect(lambda text: self.bar.set_prompt(text))
        self.hint_marks = None
        self.hints.ask(c.state, view(c.state, seat), c.legal(seat), seat, c.names)
        self.bar.set_prompt(tr("Thinking about a hint…"))

    def _hint_ready(self, text: str, marks: Any) -> None:
        self.hint_marks, self.hint_text = marks, text
        self.last_hint = self.hints.last
        self.refresh_table()

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
        self.dialogs.discard.open(DiscardDialog(entries, self))
