"""Whose eyes the screen is for, and the cover over the window: the hot-seat curtain
("pass the device") between humans, the 18+ question before anything, and an any-time
event played out of turn (E1).

The curtain owns `viewer` (the seat whose hand is shown, None when nobody's is),
`pending_viewer` (the seat the curtain waits for), `handing_over` (whose hand was shown
last before the curtain came up: the player still at the screen, who just moved, or who
asked for an undo another player was asked about) and
`interrupter` (a hot-seat player playing out of turn). It reads the controller's public
state and never changes the game; when whose eyes the screen is for changes by its doing
(the curtain passed, an interruption begun or ended, the 18+ question answered during a
game) it emits `turned`, and the window redraws. Light at import: made before the
window's first paint.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ..bidi import isolate
from .announce import announce
from .i18n import fill, tr

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from .controller import Change, GameController
    from .widgets.overlay import Cover

AGE, CURTAIN = "age", "curtain"  # what the cover shows, when it is up


class Curtain(QObject):
    turned = Signal()  # the screen is someone else's now (or nobody's): redraw it
    age_declined = Signal()  # "Leave" at the 18+ question
    covering = Signal()  # the curtain comes up for the next human: hands shown elsewhere go

    def __init__(self, host: QWidget, settings: QSettings) -> None:
        super().__init__(host)
        self.host = host
        self.settings = settings
        self.controller: GameController | None = None  # the game, once its parts are built
        self.viewer: int | None = None
        self.pending_viewer: int | None = None
        self.handing_over: int | None = None  # under the curtain: who is still at the screen
        self._said = ""  # the curtain's sentence (`_show`), which `say` adds to
        self.interrupter: int | None = None
        self.kind: str | None = None  # AGE or CURTAIN while the cover is up
        # [phones hook] the shared screen of a game played from phones (gui/phones): the
        # public table only, no hand and no curtain
        self.public_table = False
        self._cover: Cover | None = None

    def attach(self, controller: GameController) -> None:
        self.controller = controller

    @property
    def cover(self) -> Cover:
        """The full-window cover, made when first needed."""
        if self._cover is None:
            # the cover (its painting builds PySide6's `Qt` namespace: 20 ms to import, measured
            # 2026-12-06) is made when first shown, never at a start whose 18+ question was
            # answered: READY budget (<= 1.6x a bare window; 1.48-1.55x now), FIGURES.md
            from .widgets.overlay import Cover
            self._cover = Cover(self.host)
            self._cover.accepted.connect(self._accepted)
            self._cover.declined.connect(self._declined)
        return self._cover

    def covered(self) -> bool:
        return self._cover is not None and self._cover.isVisible()

    def asking_age(self) -> bool:
        return self.covered() and self.kind == AGE

    def keep_on_top(self) -> None:
        """After the window built more of itself: the cover stays above it."""
        if self.covered():
            self.cover.raise_()

    # -- the 18+ question ----------------------------------------------------------------
    def ask_age(self) -> None:
        self.kind = AGE
        self.cover.ask(tr("BEFORE WE START"), tr("For adults only"),
                       tr("Red Light is a card game for adults (18+). Please confirm that you "
                          "are 18 or older."), tr("I am 18 or older"), tr("Leave"))

    # -- whose eyes ------------------------------------------------------------------------
    def forget_viewer(self) -> None:
        """A game starts or is resumed: whose eyes is decided afresh."""
        self.viewer = self.handing_over = None

    def game_closed(self) -> None:
        self.viewer = self.handing_over = None
        self._lift()

    def table_game(self) -> None:
        """A table game: every hand stays with its player at the real table, no curtain."""
        self.interrupter = None
        self.viewer = self.pending_viewer = self.handing_over = None
        self._lift()

    def game_changed(self, change: Change) -> None:
        """After a change of the game: an interruption ends with its move (or any other
        change), then whose eyes the screen is for (the curtain first between humans)."""
        c = self.controller
        assert c is not None and c.state is not None
        if self.interrupter is not None and (
                change.kind != "move" or c.over or c.state.window is not None
                or (change.move is not None and change.move.player == self.interrupter)):
            self.interrupter = None
        self.choose_viewer()

    def choose_viewer(self) -> None:
        """Whose side of the table is shown; between two humans, the curtain first."""
        c = self.controller
        assert c is not None
        humans = c.humans()
        if not humans or self.public_table or (c.over and len(humans) > 1):
            target = None  # nobody's hand is shown (the hands are on phones: gui/phones)
        elif len(humans) == 1:
            target = humans[0]
        elif self.interrupter is not None:
            target = self.interrupter
        else:
            acting = c.acting_seat()
            target = acting if c.is_human(acting) else self.viewer
        if target == self.viewer:
            if self.kind == CURTAIN and self.pending_viewer != target:
                self._lift()
            return
        if len(humans) >= 2 and target is not None:
            if self.viewer is not None:  # the one who moved still holds the device
                self.handing_over = self.viewer
            self.viewer = None
            self.pending_viewer = target
            self._show(target)
        else:
            self.viewer = target
            self._lift()

    def hide_hand(self) -> None:
        """Another human takes the device to answer a question (may an undo take back their
        move?): the hand on screen is put away while they read it."""
        if self.viewer is not None:
            self.handing_over = self.viewer  # the device comes back to them after the answer
            self.viewer = None
            self.turned.emit()

    def question_answered(self) -> None:
        """The device goes back through the curtain to the human whose screen it is now."""
        self.choose_viewer()
        self.turned.emit()

    def _show(self, seat: int) -> None:
        c = self.controller
        assert c is not None and c.state is not None
        name = isolate(c.names[seat])  # only put into sentences here
        state = c.state
        if c.awaiting is not None and c.awaiting[2] == seat:
            why = tr("{name} gives back an award of their choice.").format(name=name)
        elif c.revealing_seat == seat:
            why = tr("{name} revealed an award and chooses its target.").format(name=name)
        elif state.window is not None and state.window.seat == seat:
            why = tr("{name} may respond: it is their turn to answer.").format(name=name)
        elif seat == self.interrupter:
            why = fill(tr("{name} asked to play an any-time event during the turn of {active}."),
                       name=name, active=isolate(c.names[state.active]))
        else:
            why = fill(tr("It is {name}'s turn."), name=name)
        if self.kind == AGE:
            return  # the age question comes first; the curtain follows it
        self.kind = CURTAIN
        self.covering.emit()
        self._said = why + " " + fill(tr("Everyone else, look away: {name}'s hand will be shown."),
                                      name=name)
        self.cover.present(tr("HOT SEAT"), tr("Pass to {name}").format(name=name), self._said,
                           tr("I am {name}: show my hand").format(name=name))

    def under(self) -> bool:
        """The hot-seat curtain is up: the device is being handed over."""
        return self.covered() and self.kind == CURTAIN

    def say(self, text: str) -> None:
        """A sentence for the player at the screen while the curtain is up (an undo made or
        refused there), under the curtain's own; the status bar is under the cover."""
        if not self.under():
            return
        self.cover.text.setText(self._said + "\n\n" + text)
        announce(self.cover, text, assertive=True)

    def _lift(self) -> None:
        if self.kind == CURTAIN:
            self.cover.hide()
            self.kind = None

    def _accepted(self) -> None:
        if self.kind == AGE:
            self.settings.setValue("age_confirmed", True)
            self.settings.sync()
            self.cover.hide()
            self.kind = None
            c = self.controller
            if c is not None and c.state is not None:
                self.viewer = None
                self.choose_viewer()
                self.turned.emit()
        elif self.kind == CURTAIN:
            self.viewer = self.pending_viewer
            self.pending_viewer = self.handing_over = None
            self.cover.hide()
            self.kind = None
            self.turned.emit()

    def _declined(self) -> None:
        if self.kind == AGE:
            self.age_declined.emit()

    def retranslate(self) -> None:
        if self.kind == AGE:
            self.ask_age()
        elif self.kind == CURTAIN and self.pending_viewer is not None:
            self._show(self.pending_viewer)

    # -- out of turn (E1) ------------------------------------------------------------------
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

    def interrupters(self) -> list[tuple[int, str]]:
        """(seat, name) of each human who may play out of turn now (the menu's entries)."""
        c = self.controller
        return [(seat, c.names[seat]) for seat in self.interrupt_candidates()] if c else []

    def interrupt(self, seat: int) -> None:
        if seat not in self.interrupt_candidates():
            return
        self.interrupter = seat
        self.choose_viewer()
        self.turned.emit()

    def interrupt_next(self) -> None:
        seats = self.interrupt_candidates()
        if seats:
            self.interrupt(seats[0])

    def end_interruption(self) -> None:
        if self.interrupter is None:
            return
        self.interrupter = None
        self.choose_viewer()
        self.turned.emit()

    def interrupting(self) -> bool:
        """The screen is a player's who plays out of turn."""
        return self.interrupter is not None and self.viewer == self.interrupter
