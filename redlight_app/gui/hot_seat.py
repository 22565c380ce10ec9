"""Hot-seat play in the main window: whose side of the table is shown, the "pass the
device" curtain between humans, and playing an any-time event out of turn (E1)."""
from __future__ import annotations

from ..bidi import isolate
from .i18n import tr


class HotSeat:
    """Mixed into MainWindow: the viewer, the curtain and out-of-turn interruptions."""

    public_table: bool  # [phones hook] (gui/phones): nobody's hand is shown, no curtain

    def _choose_viewer(self) -> None:
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
        from ..engine.queries import reveal_waiting
        c = self.controller
        assert c is not None and c.state is not None
        name = isolate(c.names[seat])  # only put into sentences here
        state = c.state
        if c.awaiting is not None and c.awaiting[2] == seat:
            why = tr("{name} gives back an award of their choice.").format(name=name)
        elif (waiting := reveal_waiting(state)) is not None and waiting[0] == seat:
            why = tr("{name} revealed an award and chooses its target.").format(name=name)
        elif state.window is not None and state.window.seat == seat:
            why = tr("{name} may respond: it is their turn to answer.").format(name=name)
        elif seat == self.interrupter:
            why = tr("{name} asked to play an any-time event during the turn of {active}.").format(
                name=name, active=isolate(c.names[state.active]))
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
            self._offer_reveal_targets()

    def _on_changed_refresh(self) -> None:
        self.viewer = None
        self._choose_viewer()
        self.refresh_table()

    def _cover_declined(self) -> None:
        if self.cover_kind == "age":
            self.close()

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
            action = menu.addAction(tr("as {name}").format(name=isolate(self.controller.names[seat])))
            action.setObjectName(f"interrupt-{seat}")
            action.triggered.connect(lambda _=False, s=seat: self.interrupt(s))
        if not seats:
            menu.addAction(tr("(only between two human players, with no window open)")).setEnabled(False)
