"""Playing the app by clicks, as a person would: find the widget, click it, wait."""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

from redlight_app.bots import make_bot
from redlight_app.engine.moves import Move
from redlight_app.engine.view import view


def start(window: Any, cardset: Any, seats: list[dict[str, Any]], seed: int = 1, first: int = 0,
          **options: Any) -> Any:
    """Register `cardset` and start a game on it, as the New game dialog would; the controller."""
    cid = window.storage.repo.register_cardset(cardset)
    assert window.games.start_game({"seats": seats, "cardset_id": cid, "seed": seed,
                              "first_player": first, **options})
    return window.controller


def shown(slot: Any) -> bool:
    """A dialog slot (gui/dialog_slot.py) holds a dialog on screen."""
    return slot.dialog is not None and slot.dialog.isVisible()


class Driver:
    def __init__(self, qtbot: Any, window: Any) -> None:
        self.qtbot = qtbot
        self.w = window

    # -- finding things ------------------------------------------------------------------
    @property
    def c(self) -> Any:
        return self.w.controller

    def star(self, card: str) -> QWidget:
        for area in self.w.table.areas.values():
            if card in area.stars:
                return area.stars[card]
        raise AssertionError(f"star {card} is not drawn on the table")

    def area(self, seat: int) -> QWidget:
        return self.w.table.areas[seat]

    def hand_card(self, card: str) -> QWidget:
        widget = self.w.table.hand.get(card)
        assert widget is not None, f"{card} is not drawn in the hand"
        return widget

    def button(self, kind: str) -> QWidget:
        return self.w.bar.buttons[kind]

    # -- clicking -------------------------------------------------------------------------
    def click(self, widget: QWidget, pos: QPoint | None = None) -> None:
        if not widget.isVisible():
            chain = []
            w = widget
            while w is not None:
                chain.append(f"{type(w).__name__}:{w.objectName()}:{w.isVisible()}:{w.isHidden()}")
                w = w.parentWidget()
            raise AssertionError(f"not visible: {' <- '.join(chain)}")
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton,
                              pos=pos or widget.rect().center())

    def click_player(self, seat: int) -> None:
        area = self.area(seat)
        self.click(area, QPoint(area.width() // 2, 12))  # the header strip, not a star

    def pass_curtain(self) -> str:
        assert self.w.curtain.cover.isVisible() and self.w.curtain.kind == "curtain"
        title = self.w.curtain.cover.title.text()
        self.click(self.w.curtain.cover.ok)
        assert not self.w.curtain.cover.isVisible()
        return title

    def wait_computer(self, timeout: int = 20000) -> None:
        self.qtbot.waitUntil(lambda: self.c.idle(), timeout=timeout)

    # -- choosing a move (the greedy bot's choice, from the seat's view) ------------------
    def choose(self, seat: int, rng: random.Random) -> Move:
        bot = make_bot("greedy")
        bot.begin(self.c.state.cardset, seat)
        move = bot.choose(view(self.c.state, seat), self.c.legal(seat), rng)
        assert move is not None
        return move

    # -- doing a move by clicks -------------------------------------------------------------
    def perform(self, move: Move) -> None:
        """Carry out `move` with the mouse and check the app applied exactly it."""
        before = len(self.c.record.moves)
        kind = move.type
        if kind in ("make_film", "buy_award"):
            for s in move.stars:
                self.click(self.star(s))
            self.click(self.button(kind))
            if self.w.interaction.pick is not None:  # several stars: who gets the film
                self.click(self.star(move.assign_to))
        elif kind == "outshine":
            self.click(self.star(move.star))
            self.click(self.button("outshine"))
            assert self.w.interaction.pick is not None, self.w.bar.explain.text()
            self.click(self.star(move.target))
        elif kind == "use_ability":
            self.click(self.star(move.star))
            self.click(self.button("ability"))
            self._choose_targets(move)
            self._give_back()
        elif kind in ("play_event", "play_award"):
            self.click(self.hand_card(move.card))
            self._choose_targets(move)
            self._give_back()
        elif kind in ("end_turn", "pass"):
            self.click(self.button(kind))
        elif kind == "choose_targets":  # A5: the revealed award's dialog, one button a choice
            dialog = self.w.dialogs.reveal_targets.dialog
            assert dialog is not None and dialog.isVisible()
            self.click(dialog.buttons[dialog.choices.index((move.target, move.target_player))])
        else:
            raise AssertionError(f"no clicks for {kind}")
        assert len(self.c.record.moves) > before, \
            f"{move} was not applied; the screen says: {self.w.bar.explain.text()}"
        recorded = self.c.record.moves[before]
        if getattr(move, "choice", "") is None:  # return_award: the award given back is the victim's choice
            recorded = replace(recorded, choice=None)
        assert recorded == move, (self.c.record.moves[before], move)

    def _give_back(self) -> None:
        """A human hit by return_award chooses the award (behind the curtain, in hot-seat):
        the first one offered."""
        if self.c.awaiting is None:
            return
        if self.w.curtain.cover.isVisible():
            self.pass_curtain()
        dialog = self.w.dialogs.give_back.dialog
        assert dialog is not None and dialog.isVisible()
        self.click(dialog.give)

    def _choose_targets(self, move: Move) -> None:
        for _ in range(4):
            pick = self.w.interaction.pick
            if pick is None:
                return
            if pick.step == "target":
                self.click(self.star(move.target))
            elif pick.step == "target_player":
                self.click_player(move.target_player)
            elif pick.step == "assign_to":
                self.click(self.star(move.assign_to))
