"""Hot-seat: an undo that would take back another human's decisions asks that player first.

Each player whose moves would go is asked in turn, by name ("Bob, Ann wants to take back
your last move. Allow?"); the undo happens only when every one of them allows it, and a
refusal changes nothing. Used by Undo (Ctrl+Z) and by "Undo to here" in the log."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..bidi import isolate
from .i18n import fill, tr
from .table_mode.log_lines import next_undo

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from .controller import GameController
    from .curtain import Curtain
    from .messages import Messages


def question(asker_name: str | None, asked_name: str, count: int) -> str:
    """What the asked player reads: addressed to them, saying who asks and what goes."""
    asked_name = isolate(asked_name)
    if asker_name is None:
        return tr("{asked}, an undo would take back your last {count} moves. Allow?", "",
                  count).format(asked=asked_name, count=count)
    asker_name = isolate(asker_name)
    return tr("{asked}, {asker} wants to take back your last {count} moves. Allow?", "",
              count).format(asked=asked_name, asker=asker_name, count=count)


class UndoConsent:
    def __init__(self, controller: GameController, curtain: Curtain, messages: Messages,
                 status: Callable[[], QStatusBar]) -> None:
        self.c = controller
        self.curtain = curtain
        self.messages = messages
        self.status = status

    def asker(self) -> int | None:
        """The human asking for the undo: the one at the screen; under the hot-seat curtain
        the one who just moved and is handing the device over (the next player has not
        taken it yet: the curtain waits for them), None there when nobody's hand was shown
        since the game was opened; None when the screen is nobody's (the end of a hot-seat
        game, shown to all): then the last human decision goes, unasked."""
        if self.curtain.viewer is not None:
            return self.curtain.viewer
        if self.curtain.under():
            return self.curtain.handing_over
        return self.curtain.pending_viewer

    def others_affected(self, keep: int, asker: int | None) -> list[tuple[int, int]]:
        """(seat, how many of their moves) for each other human whose moves after the first
        `keep` would be taken back, in seat order; none when nobody in particular asks (the
        screen is everyone's: the session then asks nobody either)."""
        c = self.c
        if asker is None or c.record is None:
            return []
        counts: dict[int, int] = {}
        for move in c.record.moves[keep:]:
            seat = move.player
            if seat is not None and seat != asker and c.is_human(seat):
                counts[seat] = counts.get(seat, 0) + 1
        return sorted(counts.items())

    def ask_in_turn(self, asker: int | None, others: list[tuple[int, int]],
                    on_allowed: Callable[[], object]) -> None:
        """Ask each of `others` in turn; `on_allowed` runs once all of them allowed it. A
        refusal stops there: nothing is undone and the status bar says who refused. While
        they are asked, no hand is on screen; after the answer the screen goes back through
        the curtain."""
        names = self.c.names
        asker_name = names[asker] if asker is not None else None
        if not others:
            on_allowed()
            return
        (seat, count), rest = others[0], others[1:]
        self.curtain.hide_hand()

        def allowed() -> None:
            if rest:
                self.ask_in_turn(asker, rest, on_allowed)
            else:
                on_allowed()
                self.curtain.question_answered()

        def refused() -> None:
            self.status().showMessage(
                tr("{name} did not allow the undo: nothing was taken back.").format(
                    name=isolate(names[seat])), 10000)
            self.curtain.question_answered()

        self.messages.ask(tr("Undo: {name} is asked").format(name=isolate(names[seat])),
                          question(asker_name, names[seat], count),
                          allowed, on_no=refused)

    def undo(self) -> None:
        """Undo (Ctrl+Z): to just before the last decision of the human at the screen;
        taking back another human's decision asks them first."""
        c = self.c
        if c.state is None:
            return
        if c.state.chance == "table":  # the players are all at the table: one entry goes
            self.undo_table_entry()
            return
        if len(c.humans()) < 2:
            c.undo(None)  # one human: their last decision
            return
        asker = self.asker()
        curtain = self.curtain
        if asker is None and curtain.under():
            if c.can_undo():  # whose undo it is cannot be known: said, nothing undone
                curtain.say(tr("Nothing was undone: nobody's hand has been shown since the game "
                               "was opened, so whose move to take back is not known. Show your "
                               "hand first, then undo."))
            return
        plan = c.undo_plan(asker)
        if not plan.possible:
            return

        def undo() -> None:
            if c.undo(asker, agreed=True) and asker is not None and curtain.under():
                curtain.say(fill(tr("{name}'s last move was taken back."),
                                 name=isolate(c.names[asker])))
        # each other human whose decision would go is asked by name; nothing before that
        self.ask_in_turn(asker, self.others_affected(plan.keep, asker), undo)

    def undo_table_entry(self) -> None:
        """Undo in a table game takes back the last entry, one a step (a pass entered after
        an event is a decision of its own: the player may have meant to respond). The status
        bar says which entry went and which the next Ctrl+Z takes back, as the strip alone
        showed the question the pass had answered, and the undo looked as if it did nothing."""
        c = self.c
        taken = next_undo(c)
        if taken is None or not c.undo(None):
            return
        then = next_undo(c)
        text = tr("Undone: {entry}").format(entry=taken)
        if then is not None:
            text += " " + tr("Ctrl+Z again takes back: {entry}").format(entry=then)
        self.status().showMessage(text, 15000)

    def undo_to(self, keep: int, undo: Callable[[], object]) -> bool:
        """Undo to here over other humans' decisions: ask them first (True: asked, `undo`
        runs on their yes); False when nobody needs asking."""
        c = self.c
        if c.record is None or c.state is None or len(c.humans()) < 2 or c.state.chance == "table":
            return False
        asker = self.asker()
        others = self.others_affected(keep, asker)
        if not others:
            return False
        self.ask_in_turn(asker, others, undo)
        return True
