"""Turning keys, buttons and clicks in the main window into moves, refusals explained with
their rule, undo/redo, hints and the discard pile."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .i18n import number, tr

if TYPE_CHECKING:
    from .interaction import Outcome, Refusal


class MoveInput:
    """Mixed into MainWindow: from input to the controller's submit, undo and redo."""

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
        """Undo to just before the last decision of the human at the screen; in hot-seat,
        taking back another human's decision asks them first."""
        c = self.controller
        if c is None or c.state is None:
            return
        asker = self.viewer if len(c.humans()) > 1 else None
        plan = c.undo_plan(asker)
        if plan.ask:
            names = ", ".join(c.names[s] for s in plan.ask)
            self._ask(tr("Undo"), tr("This undo also takes back what {names} did. Does {names} "
                                     "agree?").format(names=names),
                      lambda: c.undo(asker, agreed=True))
            return
        c.undo(asker)

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
