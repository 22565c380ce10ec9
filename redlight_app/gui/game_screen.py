"""The game on screen, redrawn from the controller: one place turns each change of the game
into the table, the action bar, the log, the result page and the page shown.

It reads the controller's state (through the engine's views) and never changes the game;
moves come back through the interaction and the controller (gui/move_input.py). What the
table marks besides the game (a refusal's note, a hint) is held here until the game
changes.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..bidi import isolate
from ..engine.flow import winning_awards
from ..engine.moves import PlayAward, PlayEvent
from ..engine.narrate import narrate
from ..engine.state import TABLE
from ..engine.view import redact, view
from . import i18n
from .announce import announce
from .controller import Change
from .i18n import card_name, engine_text, fill, tr
from .interaction import ACTIONS
from .rule_quote import rule_quote
from .save_failure import show_saved_status
from .table_mode.hook import (
    final_table,  # [table mode hook]
    table_changed,  # [table mode hook]
)
from .table_mode.log_lines import lines
from .widgets.result_page import ResultRow
from .widgets.table import TableContext

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget, QWidget

    from ..session.changes import LogItem
    from .choices import ChoiceDialogs
    from .curtain import Curtain
    from .game_parts import GameParts
    from .interaction import Refusal
    from .storage import Storage
    from .window_host import WindowHost
    from .window_menus import WindowMenus


class GameScreen:
    def __init__(self, parts: GameParts, host: WindowHost, curtain: Curtain,
                 choices: ChoiceDialogs, menus: WindowMenus, storage: Storage) -> None:
        self.parts = parts
        self.host = host  # table mode's hook takes the window (gui/table_mode/hook.py)
        self.curtain = curtain
        self.choices = choices
        self.menus = menus
        self.storage = storage
        self.stack: QStackedWidget = host.stack
        self.last_refusal: Refusal | None = None  # the refusal the action bar explains
        self.hint_marks: Any = None  # what a hint marks on the table, until the game moves
        self.hint_text = ""

    # -- the game changed ------------------------------------------------------------------
    def changed(self, change: Change) -> None:
        p = self.parts
        c = p.controller
        tm = table_changed(self.host, change)
        if tm is not None:  # a table game: no curtain, every hand stays with its player
            self.curtain.table_game()
            if not self.curtain.asking_age():
                if c.over:  # the result, as after a digital game
                    self.show_result()
                self.stack.setCurrentWidget(p.result if c.over else tm)
            self.menus.update(c)
            return
        if c.state is None:
            self.curtain.game_closed()
            self.stack.setCurrentWidget(self.host.start)
            self.host.refresh_start()
            p.log_view.set_lines([])
            self.menus.update(c)
            return
        i18n.set_cardset(c.state.cardset)
        self.curtain.game_changed(change)
        p.interaction.reset(self.curtain.viewer)
        self.last_refusal = None
        p.bar.clear_refusal()
        self.hint_marks = None  # a hint is for the moment it was asked in
        reader = self.log_reader()
        if change.kind == "move":
            p.log_view.add_lines(self.sentences(change.entries, reader))
        elif change.kind != "choice":  # a held move has no sentences yet
            p.log_view.set_lines(self.sentences(c.log, reader))
        if c.over:
            self.show_result()
        page = p.result if c.over else p.table
        if self.stack.currentWidget() is not page:
            self.stack.setCurrentWidget(page)
        self.refresh_table()
        self.menus.update(c)
        show_saved_status(p.table, c, self.storage)
        self.choices.offer()

    def turned(self) -> None:
        """Whose eyes the screen is for changed (the curtain passed, an interruption): the
        interaction starts afresh for them, the table shows their side, and a choice they
        owe is asked."""
        self.parts.interaction.reset(self.curtain.viewer)
        self.refresh_table()
        self.choices.offer()

    # -- the log's sentences ---------------------------------------------------------------
    def log_reader(self) -> int | None:
        """Whose eyes the log is written for: the only human, else nobody's hand is named."""
        humans = self.parts.controller.humans()
        return humans[0] if len(humans) == 1 else None

    def sentences(self, items: Sequence[LogItem], reader: int | None) -> list[tuple[str, str]]:
        c = self.parts.controller
        assert c.state is not None
        names, cardset = c.names, c.state.cardset
        out = []
        for item in items:
            entry = redact(item.entry, reader)
            text = narrate(entry, names, cardset, engine_text, card_name, fill)
            if text:
                kind = entry.get("type")
                out.append(("turn" if kind == "turn" else "end" if kind == "game_over" else "",
                            text))
        return out

    def line_moves(self) -> list[int]:
        """For each line of the log: how many moves had been made when it was written (the
        log's Undo to here goes back to there)."""
        c = self.parts.controller
        if c.state is not None and c.state.chance == "table":
            return [moves for _kind, _text, moves in lines(c.state, c.names, c.log, True)]
        reader = self.log_reader()
        return [item.move_index for item in c.log if self.sentences([item], reader)]

    # -- the table -------------------------------------------------------------------------
    def refresh_table(self) -> None:
        p = self.parts
        c, inter, bar = p.controller, p.interaction, p.bar
        state = c.state
        if state is None:
            return
        viewer = self.curtain.viewer
        seat_view = view(state, viewer)
        legal = c.legal(viewer)
        playable = {m.card for m in legal if isinstance(m, PlayEvent | PlayAward)}
        hint = self.hint_marks
        ctx = TableContext(state=state, view=seat_view, viewer=viewer, seats=c.seats,
                           selection=set(inter.selection), targets=inter.highlighted_stars(),
                           target_players=inter.highlighted_players(), playable_cards=playable,
                           hint=hint, hands_on_phones=self.curtain.public_table)
        p.table.refresh(ctx)
        in_window = state.window is not None and state.window.seat == viewer
        for kind in ACTIONS:
            available, reason = inter.action_status(kind)
            visible = kind != "pass" or in_window
            if kind == "end_turn" and (in_window or self.curtain.interrupter is not None):
                visible = False
            bar.set_status(kind, available, reason, visible)
        interrupting = self.curtain.interrupting()
        bar.set_status("done", True, None, interrupting)
        bar.show_game_over(c.over)
        bar.setVisible(viewer is not None or c.over)
        prompt = inter.prompt()
        if interrupting and inter.pick is None and viewer is not None:
            prompt = tr("{name}, out of turn: play an any-time event from your hand, or press "
                        "Done (Esc) to hand back.").format(name=isolate(c.names[viewer]))
        if hint is not None and inter.pick is None and not inter.selection:
            prompt = self.hint_text
        bar.set_prompt(prompt)

    def explain(self, refusal: Refusal) -> None:
        """A refused move: its reason and its rule above the action bar."""
        self.last_refusal = refusal
        self.parts.bar.show_refusal(refusal, rule_quote(refusal.rule, self.parts.controller.state))

    def clear_refusal(self) -> bool:
        """The refusal's note gone; True if there was one."""
        had = self.last_refusal is not None
        self.last_refusal = None
        self.parts.bar.clear_refusal()
        return had

    def show_hint(self, text: str, marks: Any) -> None:
        self.hint_marks, self.hint_text = marks, text
        self.refresh_table()

    def playing(self) -> bool:
        """The digital table is on screen, uncovered, with a game on it."""
        return (self.parts.controller.state is not None
                and self.stack.currentWidget() is self.parts.table and not self.curtain.covered())

    # -- the result --------------------------------------------------------------------------
    def show_result(self) -> None:
        c = self.parts.controller
        state = c.state
        assert state is not None
        rows = [ResultRow(p.name, len(p.awards), winning_awards(state, seat), len(p.table),
                          sum(len(s.films) for s in p.table), p.out)
                for seat, p in enumerate(state.players)]
        self.parts.result.set_result(c.names, list(state.winners), state.ending, rows,
                                     c.award_history, state.turn, table=state.chance == TABLE)

    def the_final_table(self) -> QWidget:
        """The table the result page's "Look at the table" shows."""
        return final_table(self.host) or self.parts.table

    def show_final_table(self) -> None:
        tm = final_table(self.host)
        if tm is None:  # the digital table
            self.stack.setCurrentWidget(self.parts.table)
            self.refresh_table()
            back = self.parts.bar.back
        else:
            self.stack.setCurrentWidget(tm)
            back = tm.strip.back
        back.setFocus()  # the one thing to do on a finished game's table
        announce(self.stack, tr("The final table. Esc goes back to the result."))

    def back_to_result(self) -> bool:
        """The final table on screen: back to the result page, the focus on the button that
        left it, and a screen reader told. False if the final table is not on screen."""
        p = self.parts
        if not p.controller.over or self.stack.currentWidget() is not self.the_final_table():
            return False
        self.stack.setCurrentWidget(p.result)
        p.result.buttons[1].setFocus()  # "Look at the table", where the player left
        announce(self.stack, tr("The result: {title}").format(title=p.result.title.text()))
        return True

    def retranslate(self) -> None:
        p = self.parts
        p.bar.retranslate()
        p.table.retranslate()
        p.result.retranslate()
        c = p.controller
        if c.state is not None:
            self.changed(Change("load", list(c.log)))
