"""The choices the game asks of one person in a dialog, once the screen is theirs (the
hot-seat curtain passed): the award they give back (return_award) and the targets of an
award they revealed as they drew it (A5). A computer seat chooses by itself (the
controller asks its bot). Each dialog is made when the choice is owed and forgotten when
it closes (gui/dialog_slot.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..bidi import isolate
from ..engine.award_return import returning_cause
from ..engine.cards import AwardCard
from ..engine.flow import counts_toward_win
from ..engine.moves import choose_targets
from ..engine.queries import reveal_waiting
from ..engine.view import view
from .dialogs.give_back import GiveBackDialog
from .dialogs.reveal_targets import RevealTargetsDialog
from .editor.model import describe_effect
from .i18n import card_name, card_text, fill, tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .controller import GameController
    from .curtain import Curtain
    from .open_dialogs import OpenDialogs


class ChoiceDialogs:
    def __init__(self, controller: GameController, curtain: Curtain, dialogs: OpenDialogs,
                 parent: QWidget) -> None:
        self.c = controller
        self.curtain = curtain
        self.dialogs = dialogs
        self.parent = parent

    def offer(self) -> None:
        """Whatever choice is owed by the person at the screen now."""
        self.offer_give_back()
        self.offer_reveal_targets()

    def offer_reveal_targets(self) -> None:
        """A5: the player who revealed an award chooses its targets, once the screen is
        theirs (the curtain passed); a computer seat chooses by itself."""
        c = self.c
        if c.state is None or self.curtain.covered() or c.failure is not None:
            return
        waiting = reveal_waiting(c.state)
        if waiting is None:
            self.dialogs.reveal_targets.close()  # undone meanwhile: nothing to choose any more
            return
        drawer, award, choices = waiting
        if self.curtain.viewer != drawer or not c.is_human(drawer):
            return
        if self.dialogs.reveal_targets.is_open():
            return
        cards = c.state.cardset.cards
        seen = view(c.state, drawer)
        entries = {s["card"]: (seat, s) for seat, p in enumerate(seen["players"]) for s in p["table"]}

        def star_words(star: str) -> str:
            seat, entry = entries[star]
            return fill(tr("{owner}'s {star} (psyche {psyche}, charisma {charisma}, fame {fame})"),
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
        dialog = RevealTargetsDialog(c.names[drawer], card_name(definition), text, labels, self.parent)
        dialog.chosen.connect(lambda star, seat: c.submit(choose_targets(drawer, star, seat)))
        self.dialogs.reveal_targets.open(dialog)

    def offer_give_back(self) -> None:
        """A played card or a revealed award (A5) makes a player give back an award of their
        choice (return_award): once the screen is theirs (the curtain passed), they choose it."""
        c = self.c
        if c.state is None or c.awaiting is None or self.curtain.covered():
            return
        move, _, giver = c.awaiting
        if self.curtain.viewer != giver:
            return
        if self.dialogs.give_back.is_open():
            return
        cards = c.state.cardset.cards
        source = returning_cause(c.state, move)
        assert move.player is not None  # a seat's move
        cause = fill(tr("{player}'s {card}"), player=isolate(c.names[move.player]),
                                               card=card_name(cards[source]) if source else "?")
        revealed = None
        played = getattr(move, "card", None)
        if source is not None and source != played and isinstance(cards[source], AwardCard):
            # an award revealed as the move draws it (A5): not on the table yet, nor in the
            # log; the dialog says where it comes from and shows its face
            what = fill(tr("{player}'s {card}"),
                        player=isolate(c.names[move.player]), card=card_name(cards[played]) if played else "?")
            revealed = (what, card_name(cards[source]), card_text(cards[source]))
        awards = []
        for award in c.state.players[giver].awards:
            note = card_text(cards[award])
            if not counts_toward_win(c.state, award):
                note = (note + " " if note else "") + tr("(does not count toward the four)")
            awards.append((award, card_name(cards[award]), note))
        dialog = GiveBackDialog(c.names[giver], cause, awards, self.parent, revealed=revealed)
        dialog.chosen.connect(c.give_back)
        self.dialogs.give_back.open(dialog)
